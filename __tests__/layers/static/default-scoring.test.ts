// The default scoring's deviations from PluginEval's code, each where that code contradicts its
// own methodology (docs/scoring.md lists them with these worked examples); `plugineval` keeps
// the reference's numbers.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { evaluateStatic } from '../../../src/layers/static/evaluate.js'
import type { ScoringMode, StaticLayer } from '../../../src/model/index.js'

let root: string

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-ci-default-scoring-'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(rel: string, text = 'x\n'): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  writeFileSync(path.join(root, rel), text)
}

function skillText(name: string, body: string): string {
  return `---\nname: ${name}\ndescription: Checks release notes. Use when preparing a release, for testing a changelog, or when tagging.\n---\n${body}\n`
}

async function scoreIn(dir: string, scoring: ScoringMode): Promise<StaticLayer> {
  const evaluated = await evaluateStatic(path.join(root, dir), root, undefined, scoring)
  if (evaluated.static === null) throw new Error(evaluated.errors[0]?.message)
  return evaluated.static
}

const dead = (layer: StaticLayer, flag: string) =>
  layer.antiPatterns.filter((a) => a.flag === flag).map((a) => a.description)

describe('cross-references (DEAD_CROSS_REF)', () => {
  beforeAll(() => {
    write('plug/skills/notes/scripts/run_all.py')
    write('other/skills/peer/SKILL.md', skillText('peer', 'Peer.'))
    write(
      'plug/skills/notes/SKILL.md',
      skillText(
        'notes',
        [
          'Run `python skills/notes/scripts/run_all.py` from the plugin folder.',
          'See [the peer](../../../other/skills/peer/SKILL.md).',
          'Browse https://example.com/o/skills/tree/main/skills/pdf for more.',
          'Then read skills/notes/scripts/missing_step.py.',
          'Once installed it lives in ~/.claude/skills/notes-extra/SKILL.md on your machine.'
        ].join('\n')
      )
    )
  })

  it('PluginEval cuts each path at `_` or `.`, looks next to the skill only, counts URLs and install paths', async () => {
    const layer = await scoreIn('plug/skills/notes', 'plugineval')
    expect(dead(layer, 'DEAD_CROSS_REF')).toHaveLength(5)
    expect(dead(layer, 'DEAD_CROSS_REF')[2]).toContain(
      'https://example.com/o/skills/tree/main/skills/pdf'
    )
  })

  it('by default resolves the whole relative path from the skill folder and the folders above it', async () => {
    const layer = await scoreIn('plug/skills/notes', 'default')
    // only the file that really is missing, quoted whole (an install path is not a relative one)
    expect(dead(layer, 'DEAD_CROSS_REF')).toEqual([
      expect.stringContaining(
        'cross-reference skills/notes/scripts/missing_step.py points at nothing'
      )
    ])
  })

  it('quotes whole paths in PluginEval mode too', async () => {
    const layer = await scoreIn('plug/skills/notes', 'plugineval')
    expect(dead(layer, 'DEAD_CROSS_REF')[0]).toContain('skills/notes/scripts/run_all.py')
  })
})

describe('the name (frontmatter_quality)', () => {
  beforeAll(() => {
    write('names/matching/SKILL.md', skillText('matching', 'Body.'))
    write('names/renamed/SKILL.md', skillText('something-else', 'Body.'))
  })

  it('PluginEval pays 0.05 more for a name that breaks spec/name-directory', async () => {
    const matching = await scoreIn('names/matching', 'plugineval')
    const renamed = await scoreIn('names/renamed', 'plugineval')
    expect(
      renamed.subScores.frontmatter_quality - matching.subScores.frontmatter_quality
    ).toBeCloseTo(0.05, 12)
    expect(renamed.score).toBeGreaterThan(matching.score)
  })

  it('by default renaming never raises the score', async () => {
    const matching = await scoreIn('names/matching', 'default')
    const renamed = await scoreIn('names/renamed', 'default')
    expect(renamed.subScores.frontmatter_quality).toBe(matching.subScores.frontmatter_quality)
    expect(renamed.score).toBe(matching.score)
  })
})

describe('references/ links (ORPHAN_REFERENCE)', () => {
  const body = [
    'Read [setup](references/guide.md#setup), [the API](references/api/calls.md)',
    'and [the glossary](references/glossary.md).'
  ].join('\n')
  beforeAll(() => {
    write('refs/with-folder/SKILL.md', skillText('with-folder', body))
    write('refs/with-folder/references/guide.md')
    write('refs/with-folder/references/api/calls.md')
    write('refs/without-folder/SKILL.md', skillText('without-folder', body))
  })

  it('PluginEval counts an anchor and a subfolder as dead, and nothing without the folder', async () => {
    const layer = await scoreIn('refs/with-folder', 'plugineval')
    expect(dead(layer, 'ORPHAN_REFERENCE')).toHaveLength(3)
    const without = await scoreIn('refs/without-folder', 'plugineval')
    expect(dead(without, 'ORPHAN_REFERENCE')).toEqual([])
    // so deleting references/ raises PluginEval's score while breaking every link
    expect(without.score).toBeGreaterThan(layer.score)
  })

  it('by default flags exactly the links whose file is missing, folder or not', async () => {
    const layer = await scoreIn('refs/with-folder', 'default')
    expect(dead(layer, 'ORPHAN_REFERENCE')).toEqual([
      'link target references/glossary.md does not exist'
    ])
    const without = await scoreIn('refs/without-folder', 'default')
    expect(dead(without, 'ORPHAN_REFERENCE')).toHaveLength(3)
    expect(without.score).toBeLessThan(layer.score)
  })
})
