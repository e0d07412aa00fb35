// Links and written paths from SKILL.md to files of its own folder: missing targets are errors,
// targets outside the folder are reported and never looked at.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FindingSchema, type Finding } from '../../src/model/index.js'
import { parseFrontmatter } from '../../src/skill/frontmatter.js'
import { LineIndex } from '../../src/skill/line-index.js'
import { SPEC_RULES, validateSpecInFolder } from '../../src/skill/spec-rules.js'
import { linkTargets, readTargets } from '../../src/skill/spec/link-targets.js'

const FILE = 'demo/SKILL.md'
const HEAD = '---\nname: demo\ndescription: Demo skill. Use when testing links.\n---\n'

/** A skill folder `demo` holding SKILL.md (HEAD + body) and the given files. */
function skillFolder(body: string, files: string[] = []): string {
  const root = mkdtempSync(path.join(tmpdir(), 'skill-ci-links-'))
  const dir = path.join(root, 'demo')
  mkdirSync(dir)
  writeFileSync(path.join(dir, 'SKILL.md'), HEAD + body)
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), 'x\n')
  }
  return dir
}

async function check(dir: string, content = HEAD): Promise<Finding[]> {
  const { frontmatter } = parseFrontmatter(content, new LineIndex(content), FILE)
  const findings = await validateSpecInFolder({
    skillFile: FILE,
    dirName: 'demo',
    content,
    frontmatter,
    dir
  })
  for (const finding of findings) expect(FindingSchema.parse(finding)).toEqual(finding)
  return findings
}

async function linkFindings(body: string, files: string[] = []): Promise<[string, number?][]> {
  const dir = skillFolder(body, files)
  return (await check(dir, HEAD + body))
    .filter((f) => f.ruleId === 'spec/missing-file' || f.ruleId === 'spec/link-outside')
    .map((f) => [f.ruleId, f.line])
}

describe('spec/missing-file', () => {
  // The input: links into scripts/ and assets/ (and references/) whose files are absent.
  it('reports each link into references/, scripts/ or assets/ whose file is missing, at its line', async () => {
    const body = [
      '# Demo', // line 5
      '',
      'Read [the guide](references/guide.md) first.', // 7: exists
      'Then [the checklist](references/checklist.md).', // 8: missing
      'Run [the script](scripts/extract.py).', // 9: missing
      '![logo](assets/logo.png)', // 10: missing
      ''
    ].join('\n')
    const dir = skillFolder(body, ['references/guide.md'])
    expect(await check(dir, HEAD + body)).toEqual([
      {
        file: FILE,
        line: 8,
        ruleId: 'spec/missing-file',
        source: 'spec',
        severity: 'error',
        message:
          'The link "references/checklist.md" names a file that does not exist in the skill folder.'
      },
      expect.objectContaining({ ruleId: 'spec/missing-file', line: 9 }),
      expect.objectContaining({ ruleId: 'spec/missing-file', line: 10 })
    ])
  })

  it('reports paths the text directs the agent at, or runs, as warnings', async () => {
    const body = [
      'Run `scripts/check.sh` on the input.', // 5
      'The template is assets/report.html, see references/forms.md.', // 6
      '',
      '```bash',
      'python scripts/extract.py input.pdf', // 9
      '```',
      ''
    ].join('\n')
    const findings = await check(skillFolder(body, ['references/forms.md']), HEAD + body)
    expect(findings.map((f) => [f.ruleId, f.severity, f.line])).toEqual([
      ['spec/missing-file', 'warning', 5],
      ['spec/missing-file', 'warning', 6],
      ['spec/missing-file', 'warning', 9]
    ])
    expect(findings[0]!.message).toBe(
      'The path "scripts/check.sh" names a file that does not exist in the skill folder. The ' +
        'text directs the agent at it; a copy of the skill installed alone lacks it.'
    )
    expect(findings[2]!.message).toContain('The command path "scripts/extract.py"')
  })

  it('is silent when every target exists, whatever the spelling of the link', async () => {
    const body = [
      '[a](references/guide.md#setup) [b](./scripts/run.py?x=1) [c](references/my%20notes.md)',
      '[d](references/) [e](FORMS.md) [f](references/sub/../guide.md) <img src="assets/a.png">',
      '[ref]: scripts/run.py',
      'Run scripts/run.py, then read references/guide.md.',
      ''
    ].join('\n')
    const files = [
      'references/guide.md',
      'scripts/run.py',
      'references/my notes.md',
      'FORMS.md',
      'assets/a.png'
    ]
    expect(await linkFindings(body, files)).toEqual([])
  })

  it('checks any relative markdown link, not only the three folders', async () => {
    expect(await linkFindings('See [forms](FORMS.md) and [spec](docs/spec.md).\n')).toEqual([
      ['spec/missing-file', 5],
      ['spec/missing-file', 5]
    ])
  })

  it('leaves URLs, anchors and paths that belong to longer paths alone', async () => {
    const body = [
      '[site](https://example.com/scripts/x.py) [mail](mailto:a@b.c) [top](#usage) [cdn](//cdn.x/y.js)',
      'https://example.com/references/x.md and src/assets/logo.png and app/scripts/build.js',
      'Put images in `assets/` and scripts in scripts/.',
      ''
    ].join('\n')
    expect(await linkFindings(body)).toEqual([])
  })

  it('reports a link and its label naming the same missing file once', async () => {
    expect(await linkFindings('[references/gone.md](references/gone.md)\n')).toEqual([
      ['spec/missing-file', 5]
    ])
  })

  it('reports a link whose symbolic link points nowhere as missing', async () => {
    const dir = skillFolder('[x](references/dangling.md)\n')
    mkdirSync(path.join(dir, 'references'))
    symlinkSync(path.join(dir, 'nowhere.md'), path.join(dir, 'references', 'dangling.md'))
    const findings = await check(dir, HEAD + '[x](references/dangling.md)\n')
    expect(findings.map((f) => [f.ruleId, f.line])).toEqual([['spec/missing-file', 5]])
    expect(findings[0].message).toContain('a symbolic link on the way points nowhere')
  })
})

describe('spec/links-unchecked', () => {
  it('checks at most 200 distinct paths and says how many more were left unchecked', async () => {
    // Repeats of checked paths cost nothing and are still reported; only new paths count.
    const lines = Array.from({ length: 41 }, (_, line) =>
      Array.from({ length: 5 }, (_, k) => `[a](references/x${line * 5 + k}.md)`).join(' ')
    )
    lines.push('[again](references/x0.md)', '')
    const body = lines.join('\n')
    const findings = await check(skillFolder(body), HEAD + body)
    expect(findings.filter((f) => f.ruleId === 'spec/missing-file')).toHaveLength(201)
    expect(findings.at(-1)).toEqual({
      file: FILE,
      line: 45,
      ruleId: 'spec/links-unchecked',
      source: 'spec',
      severity: 'warning',
      message:
        '5 more linked paths, from this line on, were not checked: at most 200 distinct paths ' +
        'are checked per SKILL.md.'
    })
  })
})

describe('spec/link-outside', () => {
  it('reports ../ and absolute targets as outside the folder, without checking them', async () => {
    // The sibling file exists: it is still not checked, only reported as outside.
    const body = [
      'See [the sibling](../other/SKILL.md).', // 5
      'Not [this](/etc/passwd) nor [that](references/../../x.md) nor [home](~/notes.md).', // 6
      'Nor [windows](C:\\\\secrets.txt) nor [back](..\\\\up.md).', // 7
      ''
    ].join('\n')
    const dir = skillFolder(body)
    mkdirSync(path.join(dir, '..', 'other'))
    writeFileSync(path.join(dir, '..', 'other', 'SKILL.md'), 'x')
    const findings = await check(dir, HEAD + body)
    expect(findings.map((f) => [f.ruleId, f.severity, f.line])).toEqual([
      ['spec/link-outside', 'notice', 5],
      ['spec/link-outside', 'notice', 6],
      ['spec/link-outside', 'notice', 6],
      ['spec/link-outside', 'notice', 6],
      ['spec/link-outside', 'notice', 7],
      ['spec/link-outside', 'notice', 7]
    ])
    expect(findings[0].message).toBe(
      'The link "../other/SKILL.md" climbs out of the skill folder with `..`; it was not ' +
        'checked, and a file outside the skill folder does not travel with the skill.'
    )
  })

  it('does not follow a symbolic link inside the folder that leads out of it', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'skill-ci-outside-'))
    writeFileSync(path.join(outside, 'secret.md'), 'x')
    const body = '[a](references/secret.md) [b](linked/secret.md) [c](linked/absent.md)\n'
    const dir = skillFolder(body)
    mkdirSync(path.join(dir, 'references'))
    symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'references', 'secret.md'))
    symlinkSync(outside, path.join(dir, 'linked'))
    const findings = await check(dir, HEAD + body)
    // Whether the file exists out there is never revealed: all three read the same.
    expect(findings.map((f) => f.ruleId)).toEqual([
      'spec/link-outside',
      'spec/link-outside',
      'spec/link-outside'
    ])
    expect(findings[2].message).toContain('leads out of the skill folder through a symbolic link')
  })
})

describe('linkTargets', () => {
  const frontmatterOf = (content: string) =>
    parseFrontmatter(content, new LineIndex(content), FILE).frontmatter

  it('skips the frontmatter and counts lines from the top of SKILL.md', async () => {
    const content = '---\nname: demo\ndescription: see references/x.md\n---\n\n[a](scripts/a.py)\n'
    expect(await linkTargets(content, frontmatterOf(content))).toEqual([
      { kind: 'inside', written: 'scripts/a.py', path: 'scripts/a.py', line: 6, use: 'link' }
    ])
  })

  it('finds links outside code spans and fences only, and commands in shell blocks', async () => {
    const body = [
      '`[x](in-code.md)` and [y](real.md) and ``a ` [z](still-code.md)`` done', // 5
      '```md',
      '[w](fenced.md) python scripts/run.py', // 7: a markdown block is not a command
      '```',
      '```sh',
      'python scripts/run.py', // 10
      '```',
      '- [v](after-fence.md) [u](<with space.md>) [t](a(1).md "title") [s](x\\_y.md)', // 12
      '```` not a fence: [r](r.md) ```` stays inline', // 13
      ''
    ].join('\n')
    const content = HEAD + body
    expect(
      (await linkTargets(content, frontmatterOf(content))).map((t) => [
        t.line,
        t.kind === 'inside' ? t.path : t.written,
        t.use
      ])
    ).toEqual([
      [5, 'real.md', 'link'],
      [10, 'scripts/run.py', 'command'],
      [12, 'after-fence.md', 'link'],
      [12, 'with space.md', 'link'],
      [12, 'a(1).md', 'link'],
      [12, 'x_y.md', 'link']
    ])
  })

  it('reads 2 MiB of inputs that make markdown parsers slow, in bounded time', async () => {
    const size = 2 * 1024 * 1024
    const hostile = [
      '>'.repeat(size) + ' [a](references/a.md)\n',
      '**_* '.repeat(size / 5),
      '[a]'.repeat(size / 3),
      '`` ` '.repeat(size / 5),
      '[a](references/a.md) '.repeat(size / 21) + '\n',
      'references/'.repeat(size / 11),
      '[x]: ' + '['.repeat(size)
    ]
    // CPU time, not the wall clock: the bound must hold on a busy machine
    const started = process.cpuUsage()
    const read = []
    for (const body of hostile) {
      const content = HEAD + body
      const { targets, unparsed } = await readTargets(content, frontmatterOf(content))
      read.push([targets.map((t) => t.line), unparsed.lines])
    }
    // The quote markers are stripped before parsing; one line of 2 MiB of links is too long to
    // parse and is counted as unchecked, as is a definition followed by 2 MiB of brackets.
    expect(read).toEqual([
      [[5], 0],
      [[], 0],
      [[], 0],
      [[], 0],
      [[], 1],
      [[], 0],
      [[], 1]
    ])
    const spent = process.cpuUsage(started)
    expect((spent.user + spent.system) / 1000).toBeLessThan(5000)
  })

  it('never throws on random bodies and gives lines inside the file', async () => {
    const piece = fc.constantFrom(
      '[',
      ']',
      '(',
      ')',
      '<',
      '>',
      '`',
      '```',
      '\n',
      ' ',
      '#',
      '%',
      '%zz',
      '../',
      'references/',
      'scripts/',
      'assets/',
      'a.md',
      '\\',
      'http://',
      '[x]: ',
      '![',
      '\u0000'
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(piece, fc.string()), { maxLength: 60 }),
        async (pieces) => {
          const content = HEAD + pieces.join('')
          const lineCount = content.split('\n').length
          for (const target of await linkTargets(content, frontmatterOf(content))) {
            expect(target.line >= 5 && target.line <= lineCount).toBe(true)
            if (target.kind === 'inside') {
              expect(target.path.startsWith('../') || target.path.startsWith('/')).toBe(false)
            }
          }
        }
      ),
      { numRuns: 500 }
    )
  })
})

describe('the rule catalogue', () => {
  it('lists the new rules with the severities the checks use', () => {
    expect(SPEC_RULES['spec/missing-file'].severity).toBe('error')
    expect(SPEC_RULES['spec/link-outside'].severity).toBe('notice')
  })
})
