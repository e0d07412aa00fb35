// The skill catalogue of a trigger run: what the agent is offered when it decides whether to load
// a skill. The skill under test, every other skill of its root (its siblings: the competition it
// really has) and a small set of generic distractor skills that ship with skill-ci, so a
// repository of one skill still has competition. Each entry is an isolated copy without tests/ or
// evals/, all in one temp folder. The order is shuffled for every run from a seed the caller
// records, so a skill's place in the list averages out instead of favouring it.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CatalogueEntry } from '../../agent/tools.js'
import { makeTempDir, removeTempDir } from '../../agent/workdir.js'
import { discoverSkills } from '../../skill/discover.js'
import type { Rng } from '../../stats/random.js'
import { evaluateStatic } from '../static/evaluate.js'
import { isolatedSkillCopy } from '../skill-copy.js'
import type { SkillUnderTest } from '../types.js'

/** A skill as a catalogue lists it. */
export interface SkillSummary {
  name: string
  description: string
  /** Absolute skill folder (the original, not the copy). */
  dir: string
}

export type CatalogueKind = 'under-test' | 'sibling' | 'distractor'

export interface TriggerCatalogueEntry extends CatalogueEntry {
  kind: CatalogueKind
}

/** `builtin` (the set shipped with skill-ci), `none`, or a folder of skills. */
export type DistractorsOption = 'builtin' | 'none' | (string & {})

export interface DistractorSet {
  /** How it was asked for: `builtin`, `none` or the folder given. */
  label: string
  /** The VERSION of the set (null for a folder without one, and for none). */
  version: string | null
  skills: SkillSummary[]
}

export interface TriggerCatalogue {
  /** In a fixed order (under test, siblings, distractors); shuffle per run. */
  entries: TriggerCatalogueEntry[]
  distractors: DistractorSet
  /** Removes the copies. */
  dispose(): Promise<void>
}

const descriptionOf = (data: Record<string, unknown>): string =>
  typeof data.description === 'string' ? data.description : ''

/** Every readable skill under `root` as the catalogue lists it. */
async function skillsUnder(root: string): Promise<SkillSummary[]> {
  const { dirs } = await discoverSkills(root)
  const read = await Promise.all(dirs.map((dir) => evaluateStatic(dir, root)))
  // A skill that cannot be read (no frontmatter) has nothing to offer an agent.
  return read.flatMap((s) =>
    s.frontmatter === null || s.content === null
      ? []
      : [{ name: s.name, description: descriptionOf(s.frontmatter.data), dir: s.dir }]
  )
}

/** The folder the skill was found under (its scanned root). */
export function rootOf(skill: Pick<SkillUnderTest, 'dir' | 'relPath'>): string {
  const depth = skill.relPath === '.' ? 0 : skill.relPath.split('/').length
  return path.resolve(skill.dir, ...Array<string>(depth).fill('..'))
}

/**
 * The other skills under the root the skill was found in, read the way the run reads skills.
 * `cache` (by root) lets a run read each root once for all its skills.
 */
export async function findSiblings(
  skill: Pick<SkillUnderTest, 'dir' | 'relPath'>,
  cache?: Map<string, Promise<SkillSummary[]>>
): Promise<SkillSummary[]> {
  const root = rootOf(skill)
  let all = cache?.get(root)
  if (!all) {
    all = skillsUnder(root)
    cache?.set(root, all)
  }
  const own = path.resolve(skill.dir)
  return (await all).filter((s) => path.resolve(s.dir) !== own)
}

/** The file that marks the shipped distractor folder and says its version. */
export const DISTRACTORS_VERSION_FILE = 'VERSION'
const DISTRACTORS_FOLDER = 'distractors'
/** Folder levels searched upwards for the shipped set: from src/layers/monte-carlo/ it is three. */
const MAX_LEVELS_UP = 5

/**
 * The shipped `distractors/` folder, searched upwards from `start`: from this source file in
 * tests and from `dist/` in the bundles (the Action runs dist/index.js in the action's checkout,
 * the CLI dist/cli.js in the installed package; both have `distractors/` beside `dist/`).
 */
export async function findShippedDistractors(
  start: string = path.dirname(fileURLToPath(import.meta.url))
): Promise<string | null> {
  let dir = path.resolve(start)
  for (let level = 0; level <= MAX_LEVELS_UP; level++) {
    const candidate = path.join(dir, DISTRACTORS_FOLDER)
    const version = await readFile(path.join(candidate, DISTRACTORS_VERSION_FILE), 'utf8').catch(
      () => null
    )
    if (version !== null) return candidate
    const parent = path.dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  return null
}

async function versionOf(dir: string): Promise<string | null> {
  const text = await readFile(path.join(dir, DISTRACTORS_VERSION_FILE), 'utf8').catch(() => null)
  return text === null ? null : text.trim().slice(0, 40) || null
}

/** The distractor skills for `option`; throws when the folder asked for has none. */
export async function resolveDistractors(option: DistractorsOption): Promise<DistractorSet> {
  if (option === 'none') return { label: 'none', version: null, skills: [] }
  const dir = option === 'builtin' ? await findShippedDistractors() : path.resolve(option)
  if (dir === null) throw new Error('the built-in distractor skills are missing from this install')
  const skills = await skillsUnder(dir)
  if (skills.length === 0) throw new Error(`no distractor skills found in ${option}`)
  return { label: option, version: await versionOf(dir), skills }
}

/**
 * Copies the skill under test, its siblings and the distractors into one temp folder. A sibling
 * or distractor whose name an earlier entry already has is left out: the agent could not tell
 * the two apart, and a Skill call naming them could not be attributed.
 */
export async function buildCatalogue(input: {
  skill: Pick<SkillUnderTest, 'dir' | 'name' | 'frontmatter'>
  siblings: readonly SkillSummary[]
  distractors: DistractorSet
}): Promise<TriggerCatalogue> {
  const base = await makeTempDir('trigger-catalogue')
  const dispose = () => removeTempDir(base)
  try {
    const wanted: Array<SkillSummary & { kind: CatalogueKind }> = [
      {
        name: input.skill.name,
        description: descriptionOf(input.skill.frontmatter.data),
        dir: input.skill.dir,
        kind: 'under-test'
      },
      ...input.siblings.map((s) => ({ ...s, kind: 'sibling' as const })),
      ...input.distractors.skills.map((s) => ({ ...s, kind: 'distractor' as const }))
    ]
    const entries: TriggerCatalogueEntry[] = []
    for (const s of wanted) {
      if (entries.some((e) => e.name === s.name)) continue
      const copy = await isolatedSkillCopy(s.dir, s.name, s.description, base)
      entries.push({ ...copy, kind: s.kind })
    }
    return { entries, distractors: input.distractors, dispose }
  } catch (e) {
    await dispose()
    throw e
  }
}

/** The catalogue in the order `rng` gives (Fisher–Yates); `seed` is the one to record. */
export function shuffledCatalogue(
  catalogue: Pick<TriggerCatalogue, 'entries'>,
  rng: Rng
): { entries: TriggerCatalogueEntry[]; seed: number } {
  const entries = [...catalogue.entries]
  for (let i = entries.length - 1; i > 0; i--) {
    const j = rng.index(i + 1)
    ;[entries[i], entries[j]] = [
      entries[j] as TriggerCatalogueEntry,
      entries[i] as TriggerCatalogueEntry
    ]
  }
  return { entries, seed: rng.seed }
}

// The Skill tool resolves names the same way; the activation layer reads them from here.
export { catalogueEntryFor, skillCallRefersTo } from '../../agent/skill-names.js'
