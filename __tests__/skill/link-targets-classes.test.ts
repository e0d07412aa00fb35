// The failure classes of spec/missing-file seen on real skills, each from a made-up skill: a
// footnote is not a link, code is not a link, a skill-root prefix is the skill's folder, a written
// path is a reference only when the text directs the agent at it, and only a markdown link to a
// missing file is an error.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Finding } from '../../src/model/index.js'
import { parseFrontmatter } from '../../src/skill/frontmatter.js'
import { LineIndex } from '../../src/skill/line-index.js'
import { specFindingsInFolder } from '../../src/skill/spec/findings.js'
import { DEFAULT_SPEC_RULE_OPTIONS } from '../../src/skill/spec/defaults.js'
import { readTargets } from '../../src/skill/spec/link-targets.js'

const HEAD =
  '---\nname: tide-tables\ndescription: Reads tide tables. Use when planning a sail.\n---\n'

/** A root holding the skill `tide-tables` (and any sibling skills), with the given files. */
function root(body: string, files: string[] = []): { root: string; dir: string } {
  const top = mkdtempSync(path.join(tmpdir(), 'skill-ci-classes-'))
  const dir = path.join(top, 'tide-tables')
  mkdirSync(dir)
  writeFileSync(path.join(dir, 'SKILL.md'), HEAD + body)
  for (const file of files) {
    mkdirSync(path.dirname(path.join(top, file)), { recursive: true })
    writeFileSync(path.join(top, file), 'x\n')
  }
  return { root: top, dir }
}

async function findings(
  body: string,
  files: string[] = []
): Promise<[string, string, number | undefined][]> {
  const { root: top, dir } = root(body, files)
  const content = HEAD + body
  const { frontmatter } = parseFrontmatter(content, new LineIndex(content), 'SKILL.md')
  const all: Finding[] = await specFindingsInFolder(
    {
      skillFile: 'tide-tables/SKILL.md',
      dirName: 'tide-tables',
      content,
      frontmatter,
      dir,
      root: top
    },
    DEFAULT_SPEC_RULE_OPTIONS
  )
  return all
    .filter((f) => f.ruleId === 'spec/missing-file' || f.ruleId === 'spec/links-unchecked')
    .map((f) => [f.ruleId, f.severity, f.line])
}

describe('links come from a markdown parse', () => {
  it('does not read a footnote definition as a link to a file', async () => {
    const body = 'Tides follow the moon.[^1]\n\n[^1]: See the almanac for details.\n'
    expect(await findings(body)).toEqual([])
  })

  it('does not read links inside code spans or code blocks', async () => {
    const body = [
      'Write `[chart](references/chart.md)` in your notes.', // 5
      '```markdown',
      '[chart](references/chart.md)',
      '```',
      ''
    ].join('\n')
    expect(await findings(body)).toEqual([])
  })

  it('still reports a markdown link to a missing file as an error, also in a list or a quote', async () => {
    const body = [
      'Read [the tables](references/tables.md).', // 5
      '- [ports](references/ports.md)', // 6
      '> ![chart](assets/chart.png)', // 7
      '[almanac]: references/almanac.md', // 8
      ''
    ].join('\n')
    expect(await findings(body, ['tide-tables/references/tables.md'])).toEqual([
      ['spec/missing-file', 'error', 6],
      ['spec/missing-file', 'error', 7],
      ['spec/missing-file', 'error', 8]
    ])
  })

  it('resolves a {baseDir} prefix against the skill folder', async () => {
    const body =
      'Consult [ports]({baseDir}/references/ports.md) and [gone]({baseDir}/references/gone.md).\n'
    expect(await findings(body, ['tide-tables/references/ports.md'])).toEqual([
      ['spec/missing-file', 'error', 5]
    ])
  })
})

describe('written paths are references only when the text directs the agent at them', () => {
  it('leaves placeholders alone', async () => {
    const body = [
      'Run `python scripts/<name>.py` or `python scripts/script_name.py`.',
      'See `references/{topic}.md` and `references/*.md` for the topics.',
      ''
    ].join('\n')
    expect(await findings(body)).toEqual([])
  })

  it('leaves advice about the layout of other skills alone', async () => {
    const body = [
      '## Anatomy of a skill',
      '',
      '- **Examples**: `references/schema.md` for table layouts, `assets/logo.png` for branding',
      '- A `scripts/rotate.py` script would be helpful to store in the new skill',
      ''
    ].join('\n')
    expect(await findings(body)).toEqual([])
  })

  it('leaves files the skill makes in the user project alone', async () => {
    const body = [
      'Copy the template: `cp template.sh scripts/deploy-harbour.sh`, then run',
      '`bash scripts/deploy-harbour.sh`.',
      '```yaml',
      'steps:',
      '  - run: scripts/check-tides.sh',
      '```',
      ''
    ].join('\n')
    expect(await findings(body)).toEqual([])
  })

  it('reports a missing path used as a local command as a warning', async () => {
    const body = ['```bash', 'python3 scripts/fetch_tides.py --port Brest', '```', ''].join('\n')
    expect(await findings(body)).toEqual([['spec/missing-file', 'warning', 6]])
  })

  it('reports a missing path the text sends the agent to as a warning', async () => {
    expect(await findings('For the harmonics, read `references/harmonics.md`.\n')).toEqual([
      ['spec/missing-file', 'warning', 5]
    ])
  })

  it('reports a path held by a sibling skill that the text names as a notice', async () => {
    const body = 'Uses the `moon-phases` skill: see `references/phases.md` there.\n'
    expect(await findings(body, ['moon-phases/references/phases.md'])).toEqual([
      ['spec/missing-file', 'notice', 5]
    ])
    // not named: a plain warning, and nothing above the scanned root is looked at
    expect(
      await findings('See `references/phases.md`.\n', ['moon-phases/references/phases.md'])
    ).toEqual([['spec/missing-file', 'warning', 5]])
  })

  it('quotes the whole written path', async () => {
    const { root: top, dir } = root('Read `references/deep/tide-notes.md` first.\n')
    const content = HEAD + 'Read `references/deep/tide-notes.md` first.\n'
    const { frontmatter } = parseFrontmatter(content, new LineIndex(content), 'SKILL.md')
    const [finding] = await specFindingsInFolder(
      { skillFile: 'SKILL.md', dirName: 'tide-tables', content, frontmatter, dir, root: top },
      DEFAULT_SPEC_RULE_OPTIONS
    )
    expect(finding!.message).toContain('"references/deep/tide-notes.md"')
  })
})

describe('hostile markdown', () => {
  const NO_FRONTMATTER = { delimited: false, data: {}, keyLines: {}, bodyStartLine: 1 }

  it('stays fast on huge, deeply nested and bracket-dense input', async () => {
    const size = 1024 * 1024
    const bodies = [
      '> '.repeat(size / 2) + '[a](references/a.md)\n',
      ('- '.repeat(200) + '[a](references/a.md)\n').repeat(size / 420),
      ('['.repeat(120) + '](x)\n').repeat(size / 125),
      ('[^a]: [b](c) '.repeat(9) + '\n').repeat(size / 118),
      '```\n10. **Regular security audits**\n' +
        Array.from({ length: 10000 }, (_, i) => `(references/f${i}.md)`).join(' ')
    ]
    // CPU time (well under a second each, outside Jest), not the wall clock: the bound catches a
    // cost that grows faster than the text, and must hold on a busy machine
    for (const body of bodies) {
      const started = process.cpuUsage()
      await readTargets(body, NO_FRONTMATTER)
      const spent = process.cpuUsage(started)
      expect((spent.user + spent.system) / 1000).toBeLessThan(4000)
    }
  })

  it('counts a line too dense to parse as unchecked instead of parsing it', async () => {
    const body = '[' + '['.repeat(300) + '](references/a.md)\n'
    expect(await findings(body)).toEqual([['spec/links-unchecked', 'warning', 5]])
  })
})
