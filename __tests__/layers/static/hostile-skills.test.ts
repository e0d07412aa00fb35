// Hostile skill folders through discovery and the static evaluation: special files where SKILL.md
// should be, a lowercase skill.md, nesting and huge values in the frontmatter, duplicate keys and
// a frontmatter that is not valid YAML. Each is built here, in a temporary folder.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ioMessage } from '../../../src/fs/errors.js'
import { evaluateStatic } from '../../../src/layers/static/evaluate.js'
import { discoverSkills } from '../../../src/skill/discover.js'
import { discoverRoots } from '../../../src/skill/roots.js'
import { ANTI_PATTERN_ADVICE } from '../../../src/report/advice.js'
import { buildAnnotations } from '../../../src/report/annotations.js'
import { renderJUnit } from '../../../src/report/junit.js'
import { runReport, skill as reportSkill } from '../../report/fixtures.js'

let root: string

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'skill-ci-hostile-'))
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

async function folder(rel: string): Promise<string> {
  const dir = path.join(root, rel)
  await mkdir(dir, { recursive: true })
  return dir
}

async function skill(rel: string, content: string, name = 'SKILL.md'): Promise<string> {
  const dir = await folder(rel)
  await writeFile(path.join(dir, name), content)
  return dir
}

const GOOD =
  '---\nname: good\ndescription: Use when testing hostile folders next to a good one\n---\n'

// Named pipes exist on POSIX systems only.
const posix = process.platform !== 'win32'

describe('case 12: a SKILL.md that is not a regular file', () => {
  ;(posix ? it : it.skip)(
    'is found by discovery and refused unopened, as a FIFO and as a link to one',
    async () => {
      const base = await folder('fifo')
      const pipe = await folder('fifo/pipe')
      execFileSync('mkfifo', [path.join(pipe, 'SKILL.md')])
      const linked = await folder('fifo/linked')
      execFileSync('mkfifo', [path.join(base, 'elsewhere.fifo')])
      await symlink('../elsewhere.fifo', path.join(linked, 'SKILL.md'))
      await skill('fifo/good', GOOD)

      const found = await discoverSkills(base)
      expect(found.dirs.map((dir) => path.relative(base, dir))).toEqual(['good', 'linked', 'pipe'])

      // No writer ever opens these pipes: reading them would block for good.
      const [piped, link] = await Promise.all([
        evaluateStatic(pipe, base),
        evaluateStatic(linked, base)
      ])
      expect(piped.errors).toEqual([
        {
          code: 'not-regular-file',
          message:
            "SKILL.md is a named pipe (FIFO), not a regular file; it was not read (replace it with the skill's text)",
          file: 'pipe/SKILL.md'
        }
      ])
      expect(link.errors).toEqual([
        expect.objectContaining({
          code: 'not-regular-file',
          message: expect.stringMatching(/^SKILL\.md links to a named pipe \(FIFO\)/),
          file: 'linked/SKILL.md'
        })
      ])
      expect([piped.static, link.static]).toEqual([null, null])
      expect((await evaluateStatic(path.join(base, 'good'), base)).errors).toEqual([])
    }
  )

  it('reports a SKILL.md that is a folder link or a broken link', async () => {
    const base = await folder('links')
    const toFolder = await folder('links/to-folder')
    await folder('links/target')
    await symlink('../target', path.join(toFolder, 'SKILL.md'))
    const broken = await folder('links/broken')
    await symlink('nowhere.md', path.join(broken, 'SKILL.md'))
    expect((await discoverSkills(base)).dirs.map((dir) => path.relative(base, dir))).toEqual([
      'broken',
      'to-folder'
    ])
    expect((await evaluateStatic(toFolder, base)).errors).toEqual([
      expect.objectContaining({
        code: 'not-regular-file',
        message: expect.stringMatching(/^SKILL\.md links to a folder/)
      })
    ])
    expect((await evaluateStatic(broken, base)).errors).toEqual([
      expect.objectContaining({
        code: 'unreadable',
        message: 'SKILL.md is a symbolic link to nothing (a broken link)'
      })
    ])
  })
})

describe('case 19: a lowercase skill.md', () => {
  it('is found and read, with a warning to rename it', async () => {
    const base = await folder('lower')
    const dir = await skill('lower/only-lower', GOOD.replace('good', 'only-lower'), 'skill.md')
    expect((await discoverSkills(base)).dirs).toEqual([dir])
    // a skill.md given directly is a root too
    expect((await discoverSkills(path.join(dir, 'skill.md'))).dirs).toEqual([dir])
    const { jobs } = await discoverRoots([path.join(dir, 'skill.md')])
    expect(jobs.map((job) => [job.dir, job.rootDir])).toEqual([[dir, dir]])
    const result = await evaluateStatic(dir, base)
    expect(result.errors).toEqual([])
    expect(result.skillFile).toBe('only-lower/skill.md')
    expect(result.static?.score).toBeGreaterThan(0)
    expect(result.findings).toEqual([
      {
        file: 'only-lower/skill.md',
        line: 1,
        ruleId: 'spec/skill-file-name',
        source: 'spec',
        severity: 'warning',
        message:
          'The skill file is named skill.md; rename it to SKILL.md, the name the spec and agents look for.'
      }
    ])
  })

  it('is ignored next to a SKILL.md, and the finding says so', async () => {
    const dir = await skill('both', GOOD)
    await writeFile(path.join(dir, 'skill.md'), '---\nname: other\n---\n')
    const result = await evaluateStatic(dir, root)
    expect(result.name).toBe('good')
    expect(result.skillFile).toBe('both/SKILL.md')
    expect(result.findings).toEqual([
      expect.objectContaining({
        file: 'both/skill.md',
        ruleId: 'spec/skill-file-name',
        severity: 'warning',
        message: expect.stringContaining('SKILL.md is read and skill.md is ignored')
      })
    ])
  })
})

describe('case 11 and 13: deeply nested and huge values give one bounded answer', () => {
  const deepSequence = (depth: number) =>
    `---\nname: ${'['.repeat(depth)}x${']'.repeat(depth)}\n---\n`
  const deepMapping = (depth: number) =>
    `---\nname: ${'{a: '.repeat(depth)}x${'}'.repeat(depth)}\n---\n`

  it('answers the same for skills evaluated side by side, run after run', async () => {
    const base = await folder('deep')
    const dirs: string[] = []
    for (const depth of [900, 1200, 1500])
      dirs.push(await skill(`deep/seq-${depth}`, deepSequence(depth)))
    for (const depth of [450, 700, 900])
      dirs.push(await skill(`deep/map-${depth}`, deepMapping(depth)))
    const runs: string[] = []
    for (let run = 0; run < 3; run++) {
      runs.push(JSON.stringify(await Promise.all(dirs.map((dir) => evaluateStatic(dir, base)))))
    }
    expect(new Set(runs).size).toBe(1)
    const results = JSON.parse(runs[0]!) as Array<{ errors: Array<{ code: string }> }>
    expect(results.map((result) => result.errors.map((error) => error.code))).toEqual(
      dirs.map(() => ['frontmatter-too-deep'])
    )
    expect(runs[0]!.length).toBeLessThan(20_000)
  })

  it('echoes a long or nested name cut to 200 characters in the name and the metadata', async () => {
    const longName = await skill('echo/long', `---\nname: ${'n'.repeat(5000)}\n---\n`)
    const long = await evaluateStatic(longName, root)
    expect(long.name).toBe('n'.repeat(200) + '…')
    expect(long.static?.metadata.skillName).toBe('n'.repeat(200) + '…')

    const listName = await skill(
      'echo/list',
      `---\nname: ${'['.repeat(20)}${Array(2000).fill('item').join(', ')}${']'.repeat(20)}\n---\n`
    )
    const list = await evaluateStatic(listName, root)
    expect(list.errors).toEqual([])
    expect(list.name.length).toBe(200)
    expect(list.static?.metadata.skillName).toBe(list.name)

    const small = await evaluateStatic(await skill('echo/small', '---\nname: [a, b]\n---\n'), root)
    // a short value is kept as PluginEval reports it
    expect(small.static?.metadata.skillName).toEqual(['a', 'b'])
  })
})

describe('case 13: findings and errors echo at most a few hundred characters', () => {
  it('cuts long link targets and cross-references in anti-patterns', async () => {
    const target = 't'.repeat(5000)
    const dir = await skill(
      'echo/links',
      `---\nname: links\n---\nSee (references/${target}) and skills/${'p'.repeat(5000)}.\n`
    )
    await folder('echo/links/references')
    const result = await evaluateStatic(dir, root)
    const patterns = result.static?.antiPatterns ?? []
    expect(patterns.map((pattern) => pattern.flag)).toEqual(
      expect.arrayContaining(['ORPHAN_REFERENCE', 'DEAD_CROSS_REF'])
    )
    for (const pattern of patterns) expect(pattern.description.length).toBeLessThan(300)
  })

  it('cuts a system error message, which quotes the path', () => {
    expect(ioMessage(new Error(`ENAMETOOLONG: open '${'x'.repeat(5000)}'`)).length).toBe(201)
  })
})

describe('case 18: duplicate frontmatter keys', () => {
  it('are an error finding naming the key and both lines, and the score is unchanged', async () => {
    const body = '# Title\n\nSome body text.\n'
    const twice = await skill(
      'dup/a/twice',
      `---\nname: twice\ndescription: first\ndescription: Use when a key is written twice in a skill\n---\n${body}`
    )
    // the same text with the first value commented out: what PyYAML reads from `twice`
    const once = await skill(
      'dup/b/twice',
      `---\nname: twice\n#escription: first\ndescription: Use when a key is written twice in a skill\n---\n${body}`
    )
    const [dup, single] = await Promise.all([
      evaluateStatic(twice, root),
      evaluateStatic(once, root)
    ])
    expect(dup.findings).toEqual([
      {
        file: 'dup/a/twice/SKILL.md',
        line: 4,
        ruleId: 'spec/frontmatter-yaml',
        source: 'spec',
        severity: 'error',
        message:
          'The key "description" is written twice, on lines 3 and 4: YAML 1.2 and skills-ref reject the file, and PluginEval keeps only the last value. Remove one.'
      }
    ])
    // PyYAML keeps the last value: the same score as the file written once
    expect(dup.static?.score).toBe(single.static?.score)
    expect(dup.static?.subScores).toEqual(single.static?.subScores)
  })

  it('are still reported when the skill cannot be scored for another reason', async () => {
    const dir = await skill('dup/unscored', '---\nname: a\nname: b\ndescription: ~\n---\n')
    const result = await evaluateStatic(dir, root)
    expect(result.errors.map((error) => error.code)).toEqual(['description-not-string'])
    expect(result.findings.map((finding) => finding.message)).toEqual([
      expect.stringContaining('"name" is written twice, on lines 2 and 3')
    ])
  })
})

describe('case 6: a frontmatter that is not valid YAML', () => {
  it('keeps PluginEval’s flags and score, and points them at the YAML error instead of asking for a description', async () => {
    const dir = await skill(
      'yaml/colon',
      '---\nname: colon\ndescription: Use when: the user asks\n---\n# Title\n\nBody text.\n'
    )
    const result = await evaluateStatic(dir, root)
    expect(result.frontmatter?.yamlError).toEqual({
      line: 3,
      message: expect.stringMatching(/at line 3 of SKILL\.md — put the value in double quotes/)
    })
    const patterns = result.static?.antiPatterns ?? []
    expect(patterns.map((pattern) => [pattern.flag, pattern.line])).toEqual([
      ['EMPTY_DESCRIPTION', 3],
      ['MISSING_TRIGGER', 3]
    ])
    for (const pattern of patterns) {
      expect(pattern.description).toMatch(/the frontmatter is not valid YAML \(line 3\)/)
      expect(pattern.description).not.toMatch(/say what the skill does/)
      expect(pattern.fix).toMatch(/^Fix the YAML error at line 3/)
    }
    // PluginEval scores it as a skill with no frontmatter at all
    const bare = await evaluateStatic(
      await skill('yaml/bare', '# Title\n\nBody text.\n\n\n\n'),
      root
    )
    expect(result.static?.score).toBe(bare.static?.score)
  })

  it('shows the YAML fix instead of the usual advice in the annotations and JUnit', async () => {
    const dir = await skill('yaml/render', '---\nname: render\ndescription: Use when: asked\n---\n')
    const antiPatterns = (await evaluateStatic(dir, root)).static?.antiPatterns ?? []
    const report = runReport([reportSkill({ path: 'yaml/render', antiPatterns })])
    const shown = [
      ...buildAnnotations(report).map((annotation) => annotation.raw_details ?? annotation.message),
      renderJUnit(report)
    ].join('\n')
    expect(shown).toContain('Fix the YAML error at line 3')
    expect(shown).not.toContain(ANTI_PATTERN_ADVICE.EMPTY_DESCRIPTION.fix)
    expect(shown).not.toContain(ANTI_PATTERN_ADVICE.MISSING_TRIGGER.fix)
  })
})
