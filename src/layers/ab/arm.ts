// One arm of a run pair: an agent run on fresh fixtures, the assertions checked on a frozen
// snapshot of its work dir, and the transcript written to the results folder.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { LimitFunction } from 'p-limit'
import { harnessKey } from '../../agent/harness/types.js'
import { newRun, runAgent, stop, stopReason, type AgentRun } from '../../agent/loop.js'
import type { CatalogueEntry } from '../../agent/tools.js'
import { makeTempDir, removeTempDir, snapshotDir } from '../../agent/workdir.js'
import { keepTempDir } from '../../fs/temp-dirs.js'
import { relativePosix } from '../../fs/relative-path.js'
import { replaceWithOwnFile } from '../../fs/write-no-follow.js'
import type { AbArm } from '../../model/index.js'
import type { Scenario } from '../../skill/eval/schema.js'
import type { SkillUnderTest } from '../types.js'
import {
  evaluateAssertions,
  taskCompleted,
  type AssertionResult,
  type RunFacts
} from './assertions.js'
import { AB_DEFAULTS } from './defaults.js'
import { hashTree, materialiseFixtures } from './fixtures.js'
import type { AbOptions } from './options.js'
import type { SkillMarks } from './redact.js'
import { totalTokens } from '../../llm/index.js'
import { renderTranscript, skillFolderName, slug } from './transcript.js'

/** What every arm and pair of one A/B layer run shares. */
export interface AbContext {
  options: AbOptions
  /** The pool every agent run waits in. */
  limit: LimitFunction
  /** Secret values of the agent's environment and ours, redacted from transcripts. */
  secrets: string[]
  /** Ledger bucket of the agent runs (default the A/B layer's; the activation layer reuses arms). */
  layer?: string
}

/** One run pair to make: scenario `si` of `skill`, repetition `r`. */
export interface PairJob {
  skill: SkillUnderTest
  scenario: Scenario
  /** Index of the scenario in its eval file. */
  si: number
  /** 0-based repetition of the scenario. */
  r: number
  /** The with-skill arm's catalogue (the baseline's is empty). */
  catalogue: CatalogueEntry[]
  /** What gives the skill away, redacted from both arms before judging. */
  marks: SkillMarks
  /** Aborts every run at once (a cancelled run). */
  signal?: AbortSignal
  /** Ends the skill's runs before their next model call: another of its runs has failed. */
  stop?: AbortSignal
  /** Told at once when an arm fails (its fixtures refused, its run failed or hit the budget). */
  onFailure?: (reason: string) => void
}

export interface ArmResult {
  run: AgentRun
  /** Names of the skills the agent was offered, as handed to it. */
  catalogue: string[]
  assertions: AssertionResult[]
  completed: boolean
  fixturesHash: string
  workDir: string
}

/** What the assertions read of a run. */
function runFacts(run: AgentRun): RunFacts {
  return {
    output: run.output,
    error: run.error,
    timedOut: run.timedOut,
    toolCalls: run.toolCalls,
    turns: run.turns,
    tokens: totalTokens(run.tokens),
    ...(run.stoppedBy === 'max_turns' || run.stoppedBy === 'max_tokens'
      ? { limitHit: run.stoppedBy }
      : {})
  }
}

/**
 * Runs one arm: `catalogue` is empty for the baseline, the skill's copy for the other arm. Its
 * work dir and snapshot are removed whatever happens (unless kept on purpose); an arm whose turn
 * comes after the skill was told to stop makes no call.
 */
export async function runArm(
  ctx: AbContext,
  job: Pick<PairJob, 'skill' | 'scenario' | 'r' | 'signal' | 'stop' | 'onFailure'>,
  catalogue: CatalogueEntry[]
): Promise<ArmResult> {
  const { options } = ctx
  const { scenario, r, signal } = job
  const workDir = await makeTempDir('ab-run')
  let snapshot: string | undefined
  try {
    await materialiseFixtures(scenario, job.skill.dir, workDir)
    const fixturesHash = await hashTree(workDir)
    const runOn = options.harness?.run ?? runAgent
    const run = await ctx.limit(() =>
      job.stop?.aborted
        ? notRun(scenario.prompt, job.stop)
        : runOn({
            llm: options.llm,
            model: options.model,
            prompt: scenario.prompt,
            workDir,
            catalogue,
            timeoutMs: scenario.timeout * 1000,
            maxTurns: scenario.max_turns,
            maxTokens: scenario.max_tokens,
            allowShell: options.allowShell ?? AB_DEFAULTS.allowShell,
            // Baselines depend only on model, prompt, fixtures and catalogue, so they are shared
            // across skills and commits through the response cache instead of being run again.
            cacheSalt: `ab/${harnessKey(options.harness)}/${fixturesHash}/run-${r}`,
            signal,
            stop: job.stop,
            env: options.env,
            layer: ctx.layer
          })
    )
    if (run.stoppedBy === 'error' || run.stoppedBy === 'budget')
      job.onFailure?.(run.error ?? run.stoppedBy)
    snapshot = await snapshotDir(workDir)
    const assertions = await evaluateAssertions(scenario, runFacts(run), snapshot)
    return {
      run,
      catalogue: catalogue.map((entry) => entry.name),
      assertions,
      completed: taskCompleted(scenario, runFacts(run), assertions),
      fixturesHash,
      workDir
    }
  } catch (error) {
    job.onFailure?.((error as Error).message)
    throw error
  } finally {
    const dirs = snapshot === undefined ? [workDir] : [workDir, snapshot]
    if (options.keepWorkDirs) dirs.forEach(keepTempDir)
    else await Promise.all(dirs.map(removeTempDir))
  }
}

/** The record of an arm that never started: the skill was told to stop before its turn came. */
function notRun(prompt: string, why: AbortSignal): AgentRun {
  const run = newRun(prompt)
  stop(run, 'aborted', stopReason(why))
  return run
}

/** Writes the transcript of one arm; its path relative to the results folder, if there is one. */
export async function writeTranscript(
  ctx: AbContext,
  job: PairJob,
  arm: 'baseline' | 'with-skill',
  run: AgentRun
): Promise<string | undefined> {
  const { resultsDir } = ctx.options
  if (!resultsDir) return undefined
  const { skill, scenario, si, r } = job
  const dir = path.join(
    resultsDir,
    'ab',
    skillFolderName(skill.relPath === '.' ? skill.name : skill.relPath)
  )
  await mkdir(dir, { recursive: true })
  // The scenario index keeps two scenarios with the same slug from overwriting each other.
  const file = path.join(
    dir,
    `${String(si + 1).padStart(2, '0')}-${slug(scenario.name)}-run${r + 1}-${arm}.md`
  )
  // The results folder may be in a PR's checkout: never write through a link planted there.
  await replaceWithOwnFile(
    file,
    renderTranscript(`${scenario.name} — run ${r + 1} — ${arm}`, run, ctx.secrets)
  )
  return relativePosix(resultsDir, file)
}

/** The report's record of one arm. */
export const summariseArm = (a: ArmResult, transcript?: string): AbArm => ({
  completed: a.completed,
  stoppedBy: a.run.stoppedBy,
  error: a.run.error,
  turns: a.run.turns,
  tokens: a.run.tokens,
  toolCalls: a.run.toolCalls,
  apiMs: Math.round(a.run.apiMs),
  toolMs: Math.round(a.run.toolMs),
  costUsd: a.run.costUsd,
  cachedCalls: a.run.cachedCalls,
  assertions: a.assertions,
  catalogue: a.catalogue,
  ...(transcript ? { transcript } : {})
})
