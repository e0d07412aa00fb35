// The with-vs-without layer as a LayerRunner: for every scenario × run, a baseline and a
// with-skill agent run on identical fixtures (arm.ts), assertions on frozen snapshots, judges and
// one improvement score per pair (pair.ts), then the verdict, the completion-rate gate, the
// normalized gain and the activation rate of the skill (summary.ts), following skill-validator's
// method with the statistics corrected where its own were biased.
//
// The runs go in rounds, every scenario once per arm per round, and after the rounds the plan
// looks at (stats/ab-sequential.ts) the verdict is tried on the runs so far: a skill whose verdict
// is settled stops there instead of running the whole plan.
//
// A skill's A/B that fails (a fixture refused, an agent run that failed, a budget stop) can give
// no verdict, so its other runs stop at once: the runs waiting for their turn never start, and
// those under way end before their next model call (every request sent is answered and booked).
// The skill's catalogue copy is removed only after the last run that uses it has ended.
import path from 'node:path'
import pLimit from 'p-limit'
import type { AbPair, SkillError } from '../../model/index.js'
import { loadEvalFile } from '../../skill/eval-file.js'
import { lookPlan } from '../../stats/ab-sequential.js'
import { DEFAULT_SEED } from '../../stats/random.js'
import { removeTempDir } from '../../agent/workdir.js'
import { isolatedSkillCopy } from '../skill-copy.js'
import type { LayerOutcome, LayerRunner, SkillUnderTest } from '../types.js'
import type { AbContext } from './arm.js'
import { AB_DEFAULTS } from './defaults.js'
import { BUDGET_STOP } from './judges.js'
import type { AbOptions } from './options.js'
import { runPair } from './pair.js'
import { skillMarks } from './redact.js'
import { abLook, summariseSkill } from './summary.js'
import { secretValues } from './transcript.js'
import { plural } from '../../model/plural.js'

export function createAbRunner(options: AbOptions): LayerRunner {
  const ctx: AbContext = {
    options,
    limit: pLimit(options.concurrency ?? AB_DEFAULTS.concurrency),
    // The agent's environment and ours: a secret of either must not reach a transcript, which
    // ends up in a CI artifact anyone with read access can download.
    secrets: [...new Set([...secretValues(process.env), ...secretValues(options.env ?? {})])]
  }
  return { layer: 'ab', run: (skill, signal) => runSkill(ctx, skill, signal) }
}

async function runSkill(
  ctx: AbContext,
  skill: SkillUnderTest,
  signal?: AbortSignal
): Promise<LayerOutcome> {
  const loaded = skill.evalFile ?? (await loadEvalFile(skill.dir, skill.relPath))
  if (loaded.ok === 'absent')
    return {
      layer: 'ab',
      record: { status: 'skipped', reason: 'no tests/eval.yaml or evals/evals.json' }
    }
  if (loaded.ok === false) return invalidEvalFile(loaded.errors)
  if (loaded.suite.scenarios.length === 0)
    // An eval file may hold only trigger prompts: nothing for the A/B layer to measure.
    return {
      layer: 'ab',
      record: { status: 'skipped', reason: 'the eval file has no scenarios (only triggers)' }
    }
  const { options } = ctx
  const runs = options.runs ?? AB_DEFAULTS.runs
  let catalogueDir: string | undefined
  try {
    const description =
      typeof skill.frontmatter.data.description === 'string'
        ? skill.frontmatter.data.description
        : ''
    const entry = await isolatedSkillCopy(skill.dir, skill.name, description)
    catalogueDir = path.dirname(entry.dir)
    const marks = await skillMarks(skill.name, entry.dir, skill.content)
    const scenarios = loaded.suite.scenarios
    const seed = options.seed ?? DEFAULT_SEED
    const stopper = new AbortController()
    const onFailure = (reason: string): void =>
      stopper.abort(new Error(`this skill's A/B failed: ${reason}`))
    let thrown: { error: unknown } | undefined
    const runOne = async (si: number, r: number): Promise<AbPair> => {
      const scenario = scenarios[si]!
      const stop = stopper.signal
      try {
        const job = { skill, scenario, si, r, catalogue: [entry], marks, signal, stop, onFailure }
        const pair = await runPair(ctx, job)
        // A judge the budget stopped ends the skill's A/B too (the arms report their own).
        if (stoppedByBudget(pair)) onFailure('the budget stopped a judge')
        return pair
      } catch (error) {
        thrown ??= { error }
        throw error
      }
    }
    const plan = lookPlan(runs, scenarios.length)
    const pairs: AbPair[][] = scenarios.map(() => [])
    const look = abLook(options, seed, skill)
    for (let round = 0; round < runs; round++) {
      // A round runs every scenario once per arm, so a look always sees whole rounds.
      const started = scenarios.map((_, si) => runOne(si, round))
      // Every run is awaited, failed or not, before the verdict and the clean-up.
      await Promise.allSettled(started)
      if (thrown !== undefined) throw thrown.error
      ;(await Promise.all(started)).forEach((pair, si) => pairs[si].push(pair))
      if (stopper.signal.aborted) break
      const index = plan.rounds.indexOf(round + 1)
      if (index >= 0 && look(pairs, plan, index).settles !== null) break
    }
    const stopped = pairs.flat().filter(stoppedByBudget)
    if (stopped.length > 0) {
      // A verdict from the pairs that happened to fit would be biased: report no verdict.
      return {
        layer: 'ab',
        record: {
          status: 'budget_exhausted',
          reason: `the budget stopped ${plural(stopped.length, 'run pair')}; no verdict`
        }
      }
    }
    const failed = pairs.flat().flatMap(armErrors)
    if (failed.length > 0) {
      // Runs that could not reach the model are not evidence: with the API down every pair is
      // invalid, and "insufficient evidence" would hide that nothing was measured.
      return {
        layer: 'ab',
        record: {
          status: 'error',
          reason: `${plural(failed.length, 'agent run')} failed, so no verdict; first: ${failed[0]}`
        }
      }
    }
    const models = {
      agent: await options.llm.modelUse(options.model),
      judge: await options.llm.modelUse(options.judgeModel)
    }
    return {
      layer: 'ab',
      ...summariseSkill(scenarios, pairs, options, seed, skill, models, plan)
    }
  } catch (e) {
    return { layer: 'ab', record: { status: 'error', reason: (e as Error).message } }
  } finally {
    if (catalogueDir) await removeTempDir(catalogueDir)
  }
}

/**
 * The outcome of a skill whose eval file cannot be used. Its problems are already the skill's
 * findings (`eval/invalid`, from the static part of every run), so they are not repeated here.
 */
function invalidEvalFile(errors: SkillError[]): LayerOutcome {
  return {
    layer: 'ab',
    record: {
      status: 'error',
      reason: `invalid eval file (${errors.length} problem(s))`,
      errors
    }
  }
}

/** Why the pair's agent runs failed (a model call that raised), if they did. */
const armErrors = (p: AbPair): string[] =>
  [p.baseline, p.withSkill].flatMap((arm) =>
    arm.stoppedBy === 'error' ? [arm.error ?? 'unknown error'] : []
  )

/** A pair the budget cut short, in an arm or in a judge. */
const stoppedByBudget = (p: AbPair): boolean =>
  p.baseline.stoppedBy === 'budget' ||
  p.withSkill.stoppedBy === 'budget' ||
  (p.invalidReason ?? '').includes(BUDGET_STOP)
