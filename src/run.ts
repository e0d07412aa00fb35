// The pipeline both front doors call: find the skills under the given roots, read each one ONCE
// (SKILL.md, static layer, spec rules, size profile), set up the costly layers the plan runs on
// the skills read, run them skill by skill, blend the composite, apply the gate and return the
// RunReport. One broken skill never stops the others.
import path from 'node:path'
import pLimit, { type LimitFunction } from 'p-limit'
import {
  crashedSkill,
  discoveryFailureReport,
  evaluateSkill,
  readSkill,
  type EvaluatedSkill,
  type ReadSkill
} from './evaluate-skill.js'
import type { LayerSettings } from './layers/registry.js'
import type { CostlyLayersSetup, SpentSoFar } from './layers/llm-setup.js'
import { NO_LAYERS } from './layers/no-layers.js'
import { ownStrings } from './model/own-strings.js'
import type { LayerRunner, SkillUnderTest } from './layers/types.js'
import type { RunReport, ShardInfo } from './model/index.js'
import { DEFAULT_SCORING, SCHEMA_VERSION, type ScoringMode } from './model/constants.js'
import { abResultOf, displayPath, securityFindingsOf } from './model/records.js'
import type { Plan } from './plan.js'
import { abGateFailures, adjustAbReports, DEFAULT_MULTIPLICITY } from './scoring/ab-decisions.js'
import { evaluateGate, type GateOptions, type GateSubject } from './scoring/gate.js'
import { relativePosix } from './fs/relative-path.js'
import { discoverRoots, type RootsDiscovery, type SkillJob } from './skill/roots.js'
import { inShard, type ShardSpec } from './skill/shard.js'
import { specRuleOptionsOfRun } from './skill/spec/defaults.js'
import type { SpecRuleOptions } from './skill/spec/options.js'
import type { SecurityScanOptions } from './layers/security/scan.js'
import packageJson from '../package.json' with { type: 'json' }

export type ProgressEvent =
  | { type: 'discovered'; total: number }
  | {
      type: 'skill-done'
      done: number
      total: number
      /** The skill folder as the user would write it (its root joined with its path). */
      path: string
      ok: boolean
      /** The model calls of the whole run so far and their cost, when costly layers run. */
      spent?: SpentSoFar
    }

/** A run that executes no costly layer: the static layer at quick depth. */
export const STATIC_PLAN: Plan = { depth: 'quick', decisions: [], running: [] }

export interface RunOptions {
  /** Folders containing skills, or skill folders, as given by the user. */
  roots: string[]
  /** The skill folders under the roots, when the caller listed them already (discoverRoots). */
  discovery?: RootsDiscovery
  /** Globs of folders to leave out (`--exclude`), when the run discovers the skills itself. */
  exclude?: readonly string[]
  /** Absolute skill folders to restrict the run to (the Action's changed skills). */
  onlySkillDirs?: string[]
  /** Evaluate only this shard of the selected skills; the report records it for the merge. */
  shard?: ShardSpec
  /** Which costly layers run (src/plan.ts); default: none. */
  plan?: Plan
  /** How the costly layers are configured; needed when the plan runs any. */
  layerSettings?: LayerSettings
  /**
   * Runners to use instead of building the plan's layers from the registry: how the pipeline's
   * own tests give it layers that misbehave on purpose.
   */
  runners?: LayerRunner[]
  gate: GateOptions
  /** The spec rules' options, checked against their schema when the run starts. */
  spec?: Partial<SpecRuleOptions>
  /** The security scan's allow-list. */
  security?: SecurityScanOptions
  /** How the static layer scores (default: PluginEval's methodology, docs/scoring.md). */
  scoring?: ScoringMode
  /** How many skills are evaluated at once (default 8). */
  concurrency?: number
  onProgress?: (event: ProgressEvent) => void
  /** Lines for the user: the cost estimate before the costly layers run, their usage after. */
  onNotice?: (line: string) => void
  /** Injected clock for reproducible reports (default: now). */
  now?: () => Date
}

/** Reads one skill; a read that throws is kept as its crash. */
async function readOne(
  job: SkillJob,
  discovery: RootsDiscovery,
  scoring: ScoringMode
): Promise<ReadSkill | { crashed: unknown }> {
  try {
    return await readSkill(job, discovery.walked, scoring)
  } catch (crashed) {
    return { crashed }
  }
}

function isCrash(value: unknown): value is { crashed: unknown } {
  return typeof value === 'object' && value !== null && 'crashed' in value
}

/** The costly layers of the run, set up on the skills that were read (or the given runners). */
async function prepareLayers(
  options: RunOptions,
  plan: Plan,
  subjects: SkillUnderTest[]
): Promise<CostlyLayersSetup> {
  if (options.runners) return { ...NO_LAYERS, runners: options.runners }
  if (plan.running.length === 0) return NO_LAYERS
  if (options.layerSettings === undefined) {
    throw new Error('the plan runs costly layers but no layer settings were given')
  }
  // loaded only here: a static run never loads the costly layers, the model client or the agent
  const { setupLayers } = await import('./layers/setup.js')
  const layers = await setupLayers(plan.running, options.layerSettings, subjects)
  for (const line of layers.notices) options.onNotice?.(line)
  return layers
}

/**
 * Scores every skill (at most `limit` at once), reporting progress as each one ends. `readOf`
 * gives the skill as read, or reads it then: without costly layers nothing needs every skill read
 * before the first is scored, and each skill's text is let go as soon as its report is made.
 */
function evaluateAll(
  readOf: (index: number) => Promise<ReadSkill | { crashed: unknown }>,
  jobs: readonly SkillJob[],
  context: {
    runners: readonly LayerRunner[]
    spent: CostlyLayersSetup['spent']
    plan: Plan
    options: RunOptions
    spec: Readonly<SpecRuleOptions>
    limit: LimitFunction
  }
): Promise<EvaluatedSkill[]> {
  const { runners, spent, plan, options, spec, limit } = context
  let done = 0
  return Promise.all(
    jobs.map((job, i) =>
      limit(async () => {
        let outcome: EvaluatedSkill
        try {
          const r = await readOf(i)
          if (isCrash(r)) throw r.crashed
          outcome = await evaluateSkill(r, runners, plan, {
            spec,
            security: options.security,
            onLayerError: options.gate.onLayerError
          })
          // kept until the run ends: it must not keep the skill's text alive
          ownStrings(outcome.report)
        } catch (error) {
          outcome = crashedSkill(job, error)
        }
        done += 1
        options.onProgress?.({
          type: 'skill-done',
          done,
          total: jobs.length,
          path: displayPath(outcome.report),
          ok: outcome.report.status === 'ok',
          ...(spent === undefined ? {} : { spent: spent() })
        })
        return outcome
      })
    )
  )
}

/**
 * The run decided over its skills: the A/B decisions adjusted across every skill (they need all of
 * them, so this is the first moment they can be made), the gate over every skill and the summary.
 * A merge of shards decides the merged skills again through this, as an unsharded run would.
 */
export function decideRun(
  evaluated: readonly EvaluatedSkill[],
  options: GateOptions
): Pick<RunReport, 'skills' | 'summary'> {
  const reports = adjustAbReports(
    evaluated.map((e) => e.report),
    options.multiplicity ?? DEFAULT_MULTIPLICITY
  )
  const gateSubjects: GateSubject[] = reports.map((report, i) => ({
    ...report,
    path: displayPath(report),
    securityFindings: securityFindingsOf(report.layers),
    gateFailures: [...evaluated[i].gateFailures, ...abGateFailures(abResultOf(report.layers.ab))]
  }))
  const { gate, skillGates } = evaluateGate(gateSubjects, options)
  const skills = reports.map((report, i) => ({ ...report, gate: skillGates[i] }))
  const scores = skills.flatMap((s) => (s.composite ? [s.composite.score] : []))
  return {
    skills,
    summary: {
      evaluated: skills.length,
      errored: skills.filter((s) => s.status === 'error').length,
      failed: skills.filter((s) => !s.gate.passed).length,
      lowestScore: scores.length > 0 ? Math.min(...scores) : null,
      gate
    }
  }
}

/** What every report this version of skill-ci writes opens with. */
export function reportHeader(
  createdAt: string,
  depth: RunReport['depth'],
  roots: string[],
  scoring: ScoringMode
): Pick<RunReport, 'schemaVersion' | 'tool' | 'createdAt' | 'depth' | 'scoring' | 'roots'> {
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'skill-ci', version: packageJson.version },
    createdAt,
    depth,
    scoring,
    roots
  }
}

function assembleReport(
  evaluated: EvaluatedSkill[],
  plan: Plan,
  options: RunOptions,
  createdAt: string
): RunReport {
  return {
    ...reportHeader(createdAt, plan.depth, options.roots, options.scoring ?? DEFAULT_SCORING),
    ...decideRun(evaluated, options.gate)
  }
}

/** What a shard records for the merge: its skills in the run's order, and its settings. */
function shardInfoOf(
  shard: ShardSpec,
  evaluated: readonly EvaluatedSkill[],
  orders: readonly number[],
  plan: Plan,
  gate: GateOptions
): ShardInfo {
  return {
    index: shard.index,
    count: shard.count,
    skills: evaluated.map((e, i) => ({
      path: displayPath(e.report),
      order: orders[i] as number,
      gateFailures: e.gateFailures
    })),
    settings: { gate, plan }
  }
}

/**
 * Whether the run's independent calls may wait for Message Batches. Then every skill is evaluated
 * at once, so each layer issues all its calls before it needs an answer and they fill one batch
 * (a few skills at a time would wait for one batch after another); the model calls themselves
 * stay bounded by the client's concurrency limit and the layers' own.
 */
function batching(options: RunOptions): boolean {
  const mode = options.layerSettings?.llm.batch?.mode ?? 'off'
  return mode !== 'off' && (options.plan ?? STATIC_PLAN).running.length > 0
}

export async function runSkillCi(options: RunOptions): Promise<RunReport> {
  const createdAt = (options.now ?? (() => new Date()))().toISOString()
  const plan = options.plan ?? STATIC_PLAN
  const scoring = options.scoring ?? DEFAULT_SCORING
  const spec = await specRuleOptionsOfRun(options.spec)
  const discovery =
    options.discovery ?? (await discoverRoots(options.roots, { exclude: options.exclude }))
  const only = options.onlySkillDirs
    ? new Set(options.onlySkillDirs.map((d) => path.resolve(d)))
    : null
  const { shard } = options
  const taken = (relPath: string) => shard === undefined || inShard(relPath, shard)
  // Each skill's place among all the run found (skills, then folders that could not be read).
  const orders: number[] = []
  const jobs = discovery.jobs.filter((job, i) => {
    // the skill's path is worked out only when a shard asks for it
    const keep =
      (only === null || only.has(job.dir)) &&
      (shard === undefined || taken(relativePosix(job.rootDir, job.dir)))
    if (keep) orders.push(i)
    return keep
  })
  options.onProgress?.({ type: 'discovered', total: jobs.length })
  const limit = pLimit(Math.max(1, options.concurrency ?? 8))

  // The costly layers are set up from every skill read; a static run reads each when it scores it.
  const costly = options.runners !== undefined || plan.running.length > 0
  const read = costly
    ? await Promise.all(jobs.map((job) => limit(() => readOne(job, discovery, scoring))))
    : undefined
  const subjects = (read ?? []).flatMap((r) =>
    isCrash(r) || r.subject === null ? [] : [r.subject]
  )
  const layers = await prepareLayers(options, plan, subjects)
  const readOf = (i: number) =>
    read ? Promise.resolve(read[i]!) : readOne(jobs[i]!, discovery, scoring)
  const evaluated = await evaluateAll(readOf, jobs, {
    runners: layers.runners,
    spent: layers.spent,
    plan,
    options,
    spec,
    limit: batching(options) ? pLimit(Math.max(1, jobs.length)) : limit
  })
  discovery.failures.forEach((f, k) => {
    const report = discoveryFailureReport(f)
    if (!taken(report.path)) return
    evaluated.push({ report, gateFailures: [] })
    orders.push(discovery.jobs.length + k)
  })
  const finished = layers.finish(assembleReport(evaluated, plan, options, createdAt))
  for (const line of finished.notices) options.onNotice?.(line)
  const harnesses =
    options.layerSettings === undefined
      ? []
      : await (await import('./layers/harness.js')).harnessesOfRun(options.layerSettings)
  const harness = harnesses[0]
  return {
    ...finished.report,
    ...(harness === undefined ? {} : { harness }),
    ...(harnesses.length > 1 ? { harnesses } : {}),
    ...(shard === undefined
      ? {}
      : { shard: shardInfoOf(shard, evaluated, orders, plan, options.gate) })
  }
}
