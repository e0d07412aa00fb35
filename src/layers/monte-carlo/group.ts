// The skills of one root evaluated together: their trigger sets (authored, or generated once and
// cached), one catalogue (the skills, their siblings and the distractors), the context, then the
// sequential rounds over all their prompts (a prompt runs while some skill's prompt set that holds
// it has not stopped). Each skill's record is a slice of these runs (summary.ts); the runner
// computes a group once, however many of its skills ask for it.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { withCostOwners, type Llm, type MessageParam, type ModelUse } from '../../llm/index.js'
import { replaceWithOwnFile } from '../../fs/write-no-follow.js'
import { isGeneratedSet, type TriggerSet } from '../../model/index.js'
import { authoredTriggerSet } from '../../skill/authored-triggers.js'
import { triggersYamlBlock } from '../../skill/triggers.js'
import { createRng, DEFAULT_SEED, type Rng } from '../../stats/random.js'
import { skillFolderName } from '../ab/transcript.js'
import { costOwnerKey, type SkillUnderTest } from '../types.js'
import {
  buildCatalogue,
  findSiblings,
  resolveDistractors,
  shuffledCatalogue,
  type SkillSummary,
  type TriggerCatalogue
} from './catalogue.js'
import { loadContextMessages } from './context.js'
import { MC_DEFAULTS } from './defaults.js'
import { generateTriggerSet } from './generate-triggers.js'
import { groupPrompts, type GroupPrompt } from './group-prompts.js'
import type { ContextOption, MonteCarloConfig } from './options.js'
import { maxRoundsOf, stopRulesOf } from './plan.js'
import { activatedQuality, type Quality } from './quality.js'
import { runRounds, type RoundsResult } from './rounds.js'
import { activePrompts } from './slice.js'
import { runTrigger, type TriggerRunOutcome } from './trigger-run.js'

/** A skill of the group and its trigger set, or why it has none. */
export type GroupMember =
  | { skill: SkillUnderTest; set: TriggerSet; conflicts: string[]; writtenTo?: string }
  | { skill: SkillUnderTest; set: null; status: 'error' | 'budget_exhausted'; reason: string }

export interface GroupRun {
  members: GroupMember[]
  prompts: GroupPrompt[]
  rounds: RoundsResult
  maxRounds: number
  catalogue: {
    size: number
    names: string[]
    distractors: string
    distractorVersion: string | null
  }
  seed: number
  context: ContextOption
  /** Output quality of each skill's activated scenario runs. */
  quality: Map<SkillUnderTest, Quality>
  /** The model the trigger runs ran on: the id the API answered with, the name asked for. */
  agentModel: ModelUse
}

export type GroupOutcome =
  | { ok: true; run: GroupRun }
  | { ok: false; members: GroupMember[]; status: 'error' | 'budget_exhausted'; reason: string }

/** The seeded stream of a root's runs, named after the first skill of the group. */
export const groupRng = (seed: number, first: Pick<SkillUnderTest, 'relPath'>): Rng =>
  createRng(seed).derive(`monte-carlo/${first.relPath}`)

/**
 * One trigger run of a prompt in a round: the catalogue in the round's own seeded order, the same
 * for every prompt of the round (so the round's runs share one prompt prefix, which the API's
 * cache serves after the first run, and a prompt meets the same order whatever else runs) and
 * another in every round (so a skill's place in the list is averaged over the rounds), and a
 * cache salt per round. Everything
 * that measures activation runs its prompts through this, so the same description, prompt and
 * round is one cached request wherever it is asked.
 */
export function promptRunner(input: {
  llm: Llm
  config: MonteCarloConfig
  catalogue: Pick<TriggerCatalogue, 'entries'>
  history: readonly MessageParam[]
  rng: Rng
}): (query: string, round: number) => Promise<TriggerRunOutcome> {
  const maxTurns = input.config.maxTurns ?? MC_DEFAULTS.maxTurns
  return (query, round) =>
    runTrigger({
      llm: input.llm,
      model: input.config.model,
      prompt: query,
      catalogue: shuffledCatalogue(input.catalogue, input.rng.derive(`round#${round}`)).entries,
      history: input.history,
      maxTurns,
      cacheSalt: `monte-carlo/round-${round}`,
      harness: input.config.harness
    })
}

/**
 * Trigger runs started at once. When the run batches and the builtin loop makes the calls, every
 * run of a round starts together so their first turns can fill one batch (the client's own limit
 * still bounds the live calls); otherwise the layer's concurrency.
 */
function roundConcurrency(llm: Llm, config: MonteCarloConfig, prompts: number): number {
  const builtin = (config.harness?.info.name ?? 'builtin') === 'builtin'
  return builtin && llm.batchMode !== 'off'
    ? Math.max(1, prompts)
    : (config.concurrency ?? MC_DEFAULTS.concurrency)
}

/** The authored set, else a generated one (written out as a `triggers:` block to commit). */
export async function memberOf(
  skill: SkillUnderTest,
  siblings: ReadonlyArray<{ name: string; description: string }>,
  llm: Llm,
  config: MonteCarloConfig
): Promise<GroupMember> {
  const authored = authoredTriggerSet(
    skill.evalFile ?? { ok: 'absent' },
    skill.triggerEvals ?? { ok: 'absent' }
  )
  if (authored.set !== null) return { skill, set: authored.set, conflicts: authored.conflicts }
  const generated = await generateTriggerSet({
    llm,
    model: config.judgeModel ?? config.model,
    skill,
    siblings: [...siblings]
  })
  if (!generated.ok) {
    return {
      skill,
      set: null,
      status: generated.budget ? 'budget_exhausted' : 'error',
      reason: `no trigger set: ${generated.reason}`
    }
  }
  return {
    skill,
    set: generated.set,
    conflicts: [],
    writtenTo: await writeGeneratedBlock(skill, generated.set, config.resultsDir)
  }
}

/** The generated set as a block to paste into tests/eval.yaml; its path relative to the results. */
async function writeGeneratedBlock(
  skill: SkillUnderTest,
  set: TriggerSet,
  resultsDir: string | undefined
): Promise<string | undefined> {
  if (resultsDir === undefined || !isGeneratedSet(set)) return undefined
  const rel = path.posix.join(
    'monte-carlo',
    skillFolderName(skill.relPath === '.' ? skill.name : skill.relPath),
    'triggers.yaml'
  )
  const file = path.join(resultsDir, ...rel.split('/'))
  await mkdir(path.dirname(file), { recursive: true })
  // The results folder may be in a PR's checkout: never write through a link planted there.
  await replaceWithOwnFile(file, triggersYamlBlock(set))
  return rel
}

/**
 * The skills a prompt's runs are booked to: the skill whose trigger set holds it, else (the shared
 * prompts no skill should take) every skill of the group that has a set, in equal shares. Each
 * skill thus pays for its own prompts and an equal part of what the repository shares.
 */
function promptCostOwners(
  prompt: GroupPrompt,
  withSets: readonly GroupMember[]
): readonly string[] {
  const own = withSets.filter((m) => m.skill.name === prompt.from)
  return (own.length > 0 ? own : withSets).map((m) => costOwnerKey(m.skill))
}

/**
 * Evaluates the skills of one root in `context`; output quality (full scenario runs) only when
 * `withQuality`, so asking for both contexts does not run the scenarios twice.
 */
/**
 * The skills of a root with their trigger sets (authored, or generated once): what every context
 * and every listed harness of the root runs.
 */
export async function groupMembers(
  skills: readonly SkillUnderTest[],
  llm: Llm,
  config: MonteCarloConfig,
  // The root is read once; each skill's generator is told about its own siblings.
  roots = new Map<string, Promise<SkillSummary[]>>()
): Promise<GroupMember[]> {
  // A skill's generated trigger set and its scenario runs are its own calls.
  return Promise.all(
    skills.map(async (s) =>
      withCostOwners([costOwnerKey(s)], async () =>
        memberOf(s, await findSiblings(s, roots), llm, config)
      )
    )
  )
}

export async function runGroup(
  skills: readonly SkillUnderTest[],
  llm: Llm,
  config: MonteCarloConfig,
  context: ContextOption,
  withQuality: boolean,
  /** The members when they were found once for several runs of the root (groupMembers). */
  found?: Promise<GroupMember[]>
): Promise<GroupOutcome> {
  const first = skills[0] as SkillUnderTest
  const roots = new Map<string, Promise<SkillSummary[]>>()
  const siblings = await findSiblings(first, roots)
  const members = await (found ?? groupMembers(skills, llm, config, roots))
  const withSets = members.filter((m) => m.set !== null)
  if (withSets.length === 0) {
    const failed = members[0] as Extract<GroupMember, { set: null }>
    return { ok: false, members, status: failed.status, reason: failed.reason }
  }
  const distractors = await resolveDistractors(config.distractors ?? MC_DEFAULTS.distractors)
  const catalogue = await buildCatalogue({ skill: first, siblings, distractors })
  try {
    const prompts = groupPrompts(withSets.map((m) => ({ name: m.skill.name, set: m.set })))
    const history = await loadContextMessages(context)
    const seed = config.seed ?? DEFAULT_SEED
    const rng = groupRng(seed, first)
    const runPrompt = promptRunner({ llm, config, catalogue, history, rng })
    const names = withSets.map((m) => m.skill.name)
    const owners = prompts.map((p) => promptCostOwners(p, withSets))
    const maxRounds = maxRoundsOf(config, prompts.length)
    const rules = stopRulesOf(config, maxRounds, prompts.length)
    const rounds = await runRounds({
      prompts: prompts.length,
      maxRounds,
      concurrency: roundConcurrency(llm, config, prompts.length),
      runOne: (p, round) =>
        withCostOwners(owners[p] ?? [], () => runPrompt((prompts[p] as GroupPrompt).query, round)),
      active: (runs) => activePrompts(prompts, runs, names, rules)
    })
    const quality = new Map<SkillUnderTest, Quality>()
    if (withQuality && !rounds.budget) {
      for (const m of withSets) {
        const measured = withCostOwners([costOwnerKey(m.skill)], () =>
          activatedQuality(m.skill, catalogue, rng, llm, config)
        )
        quality.set(m.skill, await measured)
      }
    }
    return {
      ok: true,
      run: {
        members,
        prompts,
        rounds,
        maxRounds,
        seed,
        context,
        quality,
        agentModel: await llm.modelUse(config.model),
        catalogue: {
          size: catalogue.entries.length,
          names: catalogue.entries.map((e) => e.name),
          distractors: catalogue.distractors.label,
          distractorVersion: catalogue.distractors.version
        }
      }
    }
  } finally {
    await catalogue.dispose()
  }
}
