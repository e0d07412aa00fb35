// evaluateStatic and discoverSkills on real folders: the committed fixture tree, plus broken
// inputs built in a temporary folder (binary, non-UTF-8, huge, symlink loops, bad references/).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { chmod, cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { discoverSkills } from '../../../src/skill/discover.js'
import { evaluateStatic } from '../../../src/layers/static/evaluate.js'
import { MAX_SKILL_BYTES } from '../../../src/skill/read.js'

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/skills/tree'
)
let root: string

async function skill(rel: string, content: string | Uint8Array): Promise<string> {
  const dir = path.join(root, rel)
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, 'SKILL.md'), content)
  return dir
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'skill-ci-reader-'))
  await cp(FIXTURE, path.join(root, 'tree'), { recursive: true })
  // CRLF endings are made here because git normalises committed fixtures to LF
  const beta = path.join(root, 'tree/skills/beta/SKILL.md')
  await writeFile(beta, (await readFile(beta, 'utf8')).replace(/\n/g, '\r\n'))
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('evaluateStatic', () => {
  it('scores a skill with references/ and assets/, flagging only the missing link', async () => {
    const result = await evaluateStatic(
      path.join(root, 'tree/skills/alpha'),
      path.join(root, 'tree')
    )
    expect(result).toMatchObject({
      relPath: 'skills/alpha',
      skillFile: 'skills/alpha/SKILL.md',
      name: 'alpha',
      errors: []
    })
    expect(result.static?.antiPatterns.map((a) => [a.flag, a.file, a.line])).toEqual([
      ['ORPHAN_REFERENCE', 'skills/alpha/SKILL.md', 7]
    ])
    // 7 lines + final newline = 8 lines < 100 → 0.20; reference file → +0.15; asset → +0.15
    expect(result.static?.subScores.progressive_disclosure).toBe(0.5)
  })

  it('normalises CRLF and resolves cross-references against the parent and sub-skills/', async () => {
    const result = await evaluateStatic(
      path.join(root, 'tree/skills/beta'),
      path.join(root, 'tree')
    )
    expect(result.content).toContain('\nSee skills/alpha')
    expect(result.content).not.toContain('\r')
    expect(result.static?.antiPatterns.map((a) => [a.flag, a.line, a.description])).toEqual([
      ['DEAD_CROSS_REF', 5, expect.stringContaining('skills/missing')]
    ])
    expect(result.frontmatter?.keyLines).toEqual({ name: 2, description: 3 })
  })

  it("reports '.' and a bare SKILL.md path when the root is the skill", async () => {
    const dir = path.join(root, 'tree/skills/alpha')
    const result = await evaluateStatic(dir, dir)
    expect([result.relPath, result.skillFile]).toEqual(['.', 'SKILL.md'])
  })

  it.each<[string, string | Uint8Array, string, number | undefined]>([
    ['binary', Buffer.from('---\nname: x\n---\n\0\n'), 'binary-file', 4],
    [
      'latin1',
      Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a]),
      'invalid-utf8',
      3
    ],
    ['surrogate', Buffer.from([0x61, 0xed, 0xa0, 0x80]), 'invalid-utf8', 1],
    ['not-mapping', '---\n- a\n---\n', 'frontmatter-not-mapping', 2],
    ['null-description', '---\ndescription: ~\n---\n', 'description-not-string', 2]
  ])('turns a %s SKILL.md into an error, not a score', async (name, content, code, line) => {
    const dir = await skill(`bad/${name}`, content)
    const result = await evaluateStatic(dir, root)
    expect(result.static).toBeNull()
    expect(result.errors).toEqual([
      expect.objectContaining({ code, line, file: `bad/${name}/SKILL.md` })
    ])
  })

  it('refuses a SKILL.md over the size cap without reading it whole', async () => {
    const dir = await skill('bad/huge', Buffer.alloc(MAX_SKILL_BYTES + 10, 0x61))
    const result = await evaluateStatic(dir, root)
    expect(result.errors.map((e) => e.code)).toEqual(['file-too-large'])
    expect(result.content).toBeNull()
  })

  it('accepts a file of exactly the cap', async () => {
    const dir = await skill('ok/at-cap', Buffer.alloc(MAX_SKILL_BYTES, 0x61))
    const result = await evaluateStatic(dir, root)
    expect(result.errors).toEqual([])
    expect(result.static?.metadata.lineCount).toBe(1)
  })

  it('reports a missing SKILL.md', async () => {
    await mkdir(path.join(root, 'bad/empty'), { recursive: true })
    const result = await evaluateStatic(path.join(root, 'bad/empty'), root)
    expect(result.errors.map((e) => e.code)).toEqual(['missing-skill-md'])
  })

  it('reports references/ or assets/ that are regular files', async () => {
    const dir = await skill('bad/ref-file', '---\ndescription: Use when testing the reader\n---\n')
    await writeFile(path.join(dir, 'references'), 'not a folder')
    const result = await evaluateStatic(dir, root)
    expect(result.errors).toEqual([
      expect.objectContaining({ code: 'references-not-directory', file: 'bad/ref-file/references' })
    ])
    expect(result.static).toBeNull()
  })

  it('counts symlinked reference files, not subfolders or broken links; an empty references/ exists', async () => {
    const dir = await skill(
      'ok/links',
      '---\ndescription: Use when testing reference listing\n---\n(references/a.md) (references/sub) (references/gone.md)\n'
    )
    await mkdir(path.join(dir, 'references/sub'), { recursive: true })
    await writeFile(path.join(dir, 'real.md'), '')
    await symlink(path.join(dir, 'real.md'), path.join(dir, 'references/a.md'))
    await symlink(path.join(dir, 'nowhere.md'), path.join(dir, 'references/gone.md'))
    const result = await evaluateStatic(dir, root, undefined, 'plugineval')
    expect(result.static?.antiPatterns.map((a) => a.description)).toEqual([
      expect.stringContaining('references/sub'),
      expect.stringContaining('references/gone.md')
    ])
    // by default a link to a folder that exists is not dead; the broken link still is
    const byDefault = await evaluateStatic(dir, root)
    expect(byDefault.static?.antiPatterns.map((a) => a.description)).toEqual([
      'link target references/gone.md does not exist'
    ])
    const empty = await skill(
      'ok/empty-refs',
      '---\ndescription: Use when testing an empty folder\n---\n' + 'é'.repeat(5000)
    )
    await mkdir(path.join(empty, 'references'))
    const emptyResult = await evaluateStatic(empty, root)
    // an empty references/ suppresses the Codex cap finding but earns no disclosure bonus
    expect(emptyResult.static?.subScores.harness_portability).toBe(1.0)
    expect(emptyResult.static?.subScores.progressive_disclosure).toBe(0.2)
  })

  it('keeps a BOM, which hides the frontmatter as in PluginEval', async () => {
    const dir = await skill('ok/bom', Buffer.from('\ufeff---\nname: bom\n---\n', 'utf8'))
    const result = await evaluateStatic(dir, root)
    expect(result.content?.startsWith('\ufeff---')).toBe(true)
    expect(result.frontmatter?.delimited).toBe(false)
    expect(result.static?.antiPatterns.map((a) => a.flag)).toEqual([
      'EMPTY_DESCRIPTION',
      'MISSING_TRIGGER'
    ])
  })

  it('turns an unexpected exception into an internal error instead of throwing', async () => {
    const result = await evaluateStatic(null as unknown as string, root)
    expect(result.static).toBeNull()
    expect(result.errors.map((e) => e.code)).toEqual(['internal'])
  })

  it('reports a SKILL.md symlink loop as unreadable, and ignores a references/ loop like Path.exists()', async () => {
    const loop = path.join(root, 'bad/loop')
    await mkdir(loop, { recursive: true })
    await symlink(path.join(loop, 'SKILL.md'), path.join(loop, 'SKILL.md'))
    expect((await evaluateStatic(loop, root)).errors.map((e) => e.code)).toEqual(['unreadable'])
    const refLoop = await skill(
      'ok/ref-loop',
      '---\ndescription: Use when testing a references loop\n---\n'
    )
    await symlink(path.join(refLoop, 'references'), path.join(refLoop, 'references'))
    const result = await evaluateStatic(refLoop, root)
    expect(result.errors).toEqual([])
    expect(result.static?.subScores.progressive_disclosure).toBe(0.2)
  })

  it('refuses a SKILL.md that links outside the scanned root', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'skill-ci-outside-'))
    try {
      await writeFile(path.join(outside, 'secret.md'), '---\ndescription: secret\n---\n')
      const dir = path.join(root, 'bad/escape')
      await mkdir(dir, { recursive: true })
      await symlink(path.join(outside, 'secret.md'), path.join(dir, 'SKILL.md'))
      const result = await evaluateStatic(dir, root)
      expect(result.errors.map((e) => e.code)).toEqual(['outside-root'])
      expect(result.content).toBeNull()
      // a link that stays inside the root is followed
      await symlink(
        path.join(root, 'tree/skills/alpha/SKILL.md'),
        path.join(root, 'bad/escape-ok.md')
      )
      const inside = path.join(root, 'ok/linked')
      await mkdir(inside, { recursive: true })
      await symlink(path.join(root, 'bad/escape-ok.md'), path.join(inside, 'SKILL.md'))
      expect((await evaluateStatic(inside, root)).errors).toEqual([])
    } finally {
      await rm(outside, { recursive: true, force: true })
    }
  })

  it('uses a non-string frontmatter name as text', async () => {
    const dir = await skill(
      'ok/numeric',
      '---\nname: 42\ndescription: Use when testing names\n---\n'
    )
    expect((await evaluateStatic(dir, root)).name).toBe('42')
  })
})

describe('discoverSkills', () => {
  it('finds skills recursively, nested ones included, skipping node_modules and .git', async () => {
    const tree = path.join(root, 'tree')
    await skill('tree/node_modules/dep', '---\nname: dep\n---\n')
    await skill('tree/.git/hooks', '---\nname: vcs\n---\n')
    const found = await discoverSkills(tree)
    expect(found.errors).toEqual([])
    expect(found.dirs.map((d) => path.relative(tree, d))).toEqual([
      '.claude/skills/gamma',
      'skills/alpha',
      'skills/beta',
      'skills/beta/sub-skills/inner'
    ])
  })

  it("leaves out a SKILL.md in a skill's assets, references or scripts: that skill's material", async () => {
    const base = path.join(root, 'material')
    await skill('material/tester', '---\nname: tester\n---\n')
    await skill('material/tester/assets/sample-skill', '# a sample with no frontmatter\n')
    await skill('material/tester/references/deep/template', '---\nname: template\n---\n')
    await skill('material/tester/scripts/fixture', '---\nname: fixture\n---\n')
    await skill('material/tester/sub-skills/inner', '---\nname: inner\n---\n')
    // an `assets` folder that belongs to no skill holds skills like any other folder
    await skill('material/assets/loose', '---\nname: loose\n---\n')
    const found = await discoverSkills(base)
    expect(found.dirs.map((d) => path.relative(base, d))).toEqual([
      'assets/loose',
      'tester',
      'tester/sub-skills/inner'
    ])
    // scanned on its own, the sample is a skill folder like any root
    const sample = path.join(base, 'tester/assets/sample-skill')
    expect((await discoverSkills(sample)).dirs).toEqual([sample])
  })

  it('includes the root itself, and accepts a SKILL.md path', async () => {
    const alpha = path.join(root, 'tree/skills/alpha')
    expect((await discoverSkills(alpha)).dirs).toEqual([alpha])
    expect((await discoverSkills(path.join(alpha, 'SKILL.md'))).dirs).toEqual([alpha])
  })

  it('survives symlink loops and ignores links that leave the root', async () => {
    const base = path.join(root, 'loops')
    await skill('loops/a', '---\nname: a\n---\n')
    await symlink(base, path.join(base, 'a/back'))
    await symlink(path.join(base, 'a'), path.join(base, 'alias'))
    await symlink(path.join(root, 'tree'), path.join(base, 'outside'))
    const found = await discoverSkills(base)
    expect(found.dirs).toEqual([path.join(base, 'a')])
    expect(found.errors).toEqual([])
  })

  it('stops at a depth cap and a folder cap, with an error that states the cap', async () => {
    // A PR can commit a 2,000-level folder chain (PATH_MAX allows it): unbounded, discovery took
    // 35 s on it. Real skill trees are a few levels deep.
    await skill('caps/a/b/c/d/deep', '---\nname: deep\n---\n')
    await skill('caps/shallow', '---\nname: shallow\n---\n')
    const deep = await discoverSkills(path.join(root, 'caps'), { maxDepth: 3, maxFolders: 100 })
    expect(deep.dirs).toEqual([path.join(root, 'caps/shallow')])
    expect(deep.errors).toEqual([
      {
        code: 'too-deep',
        message: 'folders nested more than 3 levels below the scanned folder are not searched',
        file: 'a/b/c'
      }
    ])
    const wide = await discoverSkills(path.join(root, 'caps'), { maxDepth: 10, maxFolders: 2 })
    expect(wide.errors).toEqual([
      {
        code: 'too-many-folders',
        message: 'stopped after searching 2 folders (the limit); skills in the rest were not found',
        file: '.'
      }
    ])
  })

  it('finds skills 30 levels deep with the default caps', async () => {
    const rel = Array.from({ length: 30 }, (_, i) => `l${i}`).join('/')
    await skill(`default-caps/${rel}`, '---\nname: l29\n---\n')
    const found = await discoverSkills(path.join(root, 'default-caps'))
    expect(found).toEqual({ dirs: [path.join(root, 'default-caps', rel)], errors: [] })
  })

  it('reports a missing root as an error', async () => {
    const found = await discoverSkills(path.join(root, 'does-not-exist'))
    expect(found.dirs).toEqual([])
    expect(found.errors.map((e) => e.code)).toEqual(['unreadable'])
  })

  const unprivileged = process.getuid?.() !== 0
  ;(unprivileged ? it : it.skip)('reports an unreadable folder and keeps going', async () => {
    await skill('perm/ok', '---\nname: ok\n---\n')
    await skill('perm/locked/inner', '---\nname: inner\n---\n')
    await chmod(path.join(root, 'perm/locked'), 0o000)
    try {
      const found = await discoverSkills(path.join(root, 'perm'))
      expect(found.dirs).toEqual([path.join(root, 'perm/ok')])
      expect(found.errors).toEqual([
        expect.objectContaining({ code: 'unreadable', file: 'locked' })
      ])
    } finally {
      await chmod(path.join(root, 'perm/locked'), 0o755)
    }
  })
})
