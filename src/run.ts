// The pipeline both front doors call: find the skills under the given roots, read each one ONCE
// (SKILL.md, static layer, spec rules, size profile), set up the costly layers the plan runs on
// the skills read, run them skill by skill, blend the composite, apply the gate and return the
// RunReport. One broken skill never stops the others.
import path from 'node:path'
import pLimit, { type LimitFunction } from 'p-limit'
import { relativePosix } from './fs/relative-path.js'
import { evaluateStatic, type StaticEvaluation } from './layers/static/evaluate.js'
import { profileSkill } from './layers/static/profile.js'
import type { LayerSettings } from './layers/registry.js'
import type { CostlyLayersSetup } from './layers/llm-setup.js'
import { NO_LAYERS, setupLayers } from './layers/setup.js'
import { storeRecord, type LayerRunner, type SkillUnderTest } from './layers/types.js'
import {
  SCHEMA_VERSION,
  type CostlyLayerName,
  type Finding,
  type LayerName,
  type RunReport,
  type SkillError,
  type SkillReport
} from './model/index.js'
import type { Plan } from './plan.js'
import {
  computeComposite,
  staticDimensionValues,
  type DimensionValues
} from './scoring/composite.js'
import { evaluateGate, type GateOptions, type GateSubject } from './scoring/gate.js'
import {
  discoverRoots,
  type DiscoveryFailure,
  type RootsDiscovery,
  type SkillJob
} from './skill/roots.js'
import { validateSpec, type SpecRuleOptions } from './skill/spec-rules.js'
import packageJson from '../package.json' with { type: 'json' }

export type ProgressEvent =
  | { type: 'discovered'; total: number }
  | { type: 'skill-done'; done: number; total: number; path: string; ok: boolean }

/** A run that executes no costly layer: the static layer at quick depth. */
export const STATIC_PLAN: Plan = { depth: 'quick', decisions: [], running: [] }

export interface RunOptions {
  /** Folders containing skills, or skill folders, as given by the user. */
  roots: string[]
  /** The skill folders under the roots, when the caller listed them already (discoverRoots). */
  discovery?: RootsDiscovery
  /** Absolute skill folders to restrict the run to (the Action's changed skills). */
  onlySkillDirs?: string[]
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
  spec?: Partial<SpecRuleOptions>
  /** How many skills are evaluated at once (default 8). */
  concurrency?: number
  onProgress?: (event: ProgressEvent) => void
  /** Lines for the user: the cost estimate before the costly layers run, their usage after. */
  onNotice?: (line: string) => void
  /** Injected clock for reproducible reports (default: now). */
  now?: () => Date
}

function discoveryFailureReport({ error, rootGiven }: DiscoveryFailure): SkillReport {
  return {
    path: error.file,
    name: path.posix.basename(error.file),
    root: rootGiven,
    status: 'error',
    composite: null,
    layers: {},
    findings: [],
    errors: [error]
  }
}

/** A skill as read once: its static evaluation, and what the costly layers see of it. */
interface ReadSkill {
  job: SkillJob
  evaluated: StaticEvaluation
  /** Null when the skill cannot go on to the costly layers (unreadable or unscored). */
  subject: SkillUnderTest | null
}

async function readSkill(job: SkillJob): Promise<ReadSkill> {
  const evaluated = await evaluateStatic(job.dir, job.rootDir)
  const { content, frontmatter } = evaluated
  const subject =
    evaluated.static !== null && content !== null && frontmatter !== null
      ? {
          dir: evaluated.dir,
          relPath: evaluated.relPath,
          skillFile: evaluated.skillFile,
          name: evaluated.name,
          content,
          frontmatter
        }
      : null
  return { job, evaluated, subject }
}

async function runLayer(runner: LayerRunner, skill: SkillUnderTest) {
  try {
    return await runner.run(skill)
  } catch (error) {
    // The contract says runners do not throw; if one does, it is that layer's error, not the run's.
    const reason = error instanceof Error ? error.message : String(error)
    return { layer: runner.layer, record: { status: 'error' as const, reason } }
  }
}

interface EvaluatedSkill {
  report: SkillReport
  /** Gate failures reported by costly layers (not part of the report itself). */
  gateFailures: string[]
}

/** The records of the layers the plan asked for but does not run (not available, no key). */
function plannedButNotRun(plan: Plan): Array<[CostlyLayerName, SkillReport['layers']['judge']]> {
  return plan.decisions
    .filter((d) => d.state !== 'run')
    .flatMap((d) =>
      d.layers
        .filter((layer) => !plan.running.includes(layer))
        .map((layer): [CostlyLayerName, SkillReport['layers']['judge']] => [
          layer,
          { status: d.state === 'unavailable' ? 'unavailable' : 'skipped', reason: d.recordReason }
        ])
    )
}

function staticPart(read: ReadSkill, options: RunOptions): SkillReport {
  const { evaluated, job } = read
  const findings: Finding[] = []
  const report: SkillReport = {
    path: evaluated.relPath,
    name: evaluated.name,
    root: job.rootGiven,
    status: 'ok',
    composite: null,
    layers: {},
    findings,
    errors: [...evaluated.errors]
  }
  if (evaluated.content !== null && evaluated.frontmatter !== null) {
    findings.push(
      ...validateSpec(
        {
          skillFile: evaluated.skillFile,
          dirName: path.basename(job.dir),
          content: evaluated.content,
          frontmatter: evaluated.frontmatter
        },
        options.spec
      )
    )
  }
  if (evaluated.content !== null) {
    const { profile, findings: notices } = profileSkill(evaluated.content, evaluated.skillFile)
    report.profile = profile
    findings.push(...notices)
  }
  if (evaluated.static) report.layers.static = evaluated.static
  return report
}

async function evaluateSkill(
  read: ReadSkill,
  runners: readonly LayerRunner[],
  plan: Plan,
  options: RunOptions
): Promise<EvaluatedSkill> {
  const report = staticPart(read, options)
  const staticLayer = read.evaluated.static
  const gateFailures: string[] = []
  if (staticLayer && read.subject !== null) {
    const dimensionsByLayer: Partial<Record<LayerName, DimensionValues>> = {
      static: staticDimensionValues(staticLayer.subScores)
    }
    for (const runner of runners) {
      const outcome = await runLayer(runner, read.subject)
      storeRecord(report.layers, outcome)
      if ('dimensions' in outcome && outcome.dimensions) {
        if (outcome.layer === 'judge' || outcome.layer === 'monte_carlo') {
          dimensionsByLayer[outcome.layer] = outcome.dimensions
        }
      }
      if ('findings' in outcome) report.findings.push(...(outcome.findings ?? []))
      if ('gateFailures' in outcome) gateFailures.push(...(outcome.gateFailures ?? []))
    }
    for (const [layer, record] of plannedButNotRun(plan)) {
      report.layers[layer] = record
    }
    report.composite = computeComposite({
      layers: dimensionsByLayer,
      antiPatternCount: staticLayer.antiPatterns.length,
      depth: plan.depth
    })
  }
  report.status = report.composite === null || report.errors.length > 0 ? 'error' : 'ok'
  return { report, gateFailures }
}

/** The skill folder as the user would write it: its root as given joined with its path. */
export function displayPath(skill: Pick<SkillReport, 'root' | 'path'>): string {
  return skill.root === undefined ? skill.path : path.posix.join(toPosix(skill.root), skill.path)
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}

/** A skill whose evaluation threw anyway still gets a report, with the error in it. */
function crashedSkill(job: SkillJob, error: unknown): EvaluatedSkill {
  const relPath = relativePosix(job.rootDir, job.dir)
  const message = error instanceof Error ? error.message : String(error)
  const skillError: SkillError = {
    file: relPath === '.' ? 'SKILL.md' : `${relPath}/SKILL.md`,
    code: 'internal-error',
    message: `evaluation failed unexpectedly: ${message}`
  }
  const report: SkillReport = {
    path: relPath,
    name: path.basename(job.dir),
    root: job.rootGiven,
    status: 'error',
    composite: null,
    layers: {},
    findings: [],
    errors: [skillError]
  }
  return { report, gateFailures: [] }
}

/** Reads every skill, at most `limit` at once; a read that throws is kept as its crash. */
function readAll(
  jobs: readonly SkillJob[],
  limit: LimitFunction
): Promise<Array<ReadSkill | { crashed: unknown }>> {
  return Promise.all(
    jobs.map((job) =>
      limit(async () => {
        try {
          return await readSkill(job)
        } catch (crashed) {
          return { crashed }
        }
      })
    )
  )
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
  const layers = await setupLayers(plan.running, options.layerSettings, subjects)
  for (const line of layers.notices) options.onNotice?.(line)
  return layers
}

/** Scores every skill read (at most `limit` at once), reporting progress as each one ends. */
function evaluateAll(
  read: ReadonlyArray<ReadSkill | { crashed: unknown }>,
  jobs: readonly SkillJob[],
  context: {
    runners: readonly LayerRunner[]
    plan: Plan
    options: RunOptions
    limit: LimitFunction
  }
): Promise<EvaluatedSkill[]> {
  const { runners, plan, options, limit } = context
  let done = 0
  return Promise.all(
    read.map((r, i) =>
      limit(async () => {
        let outcome: EvaluatedSkill
        try {
          if (isCrash(r)) throw r.crashed
          outcome = await evaluateSkill(r, runners, plan, options)
        } catch (error) {
          outcome = crashedSkill(jobs[i] as SkillJob, error)
        }
        done += 1
        options.onProgress?.({
          type: 'skill-done',
          done,
          total: jobs.length,
          path: outcome.report.path,
          ok: outcome.report.status === 'ok'
        })
        return outcome
      })
    )
  )
}

/** The gate over every skill, the summary, and the report around them. */
function assembleReport(
  evaluated: EvaluatedSkill[],
  plan: Plan,
  options: RunOptions,
  createdAt: string
): RunReport {
  const gateSubjects: GateSubject[] = evaluated.map(({ report, gateFailures }) => ({
    ...report,
    path: displayPath(report),
    gateFailures
  }))
  const { gate, skillGates } = evaluateGate(gateSubjects, options.gate)
  const skills = evaluated.map(({ report }, i) => ({ ...report, gate: skillGates[i] }))
  const scores = skills.flatMap((s) => (s.composite ? [s.composite.score] : []))
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'skill-ci', version: packageJson.version },
    createdAt,
    depth: plan.depth,
    roots: options.roots,
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

export async function runSkillCi(options: RunOptions): Promise<RunReport> {
  const createdAt = (options.now ?? (() => new Date()))().toISOString()
  const plan = options.plan ?? STATIC_PLAN
  const discovery = options.discovery ?? (await discoverRoots(options.roots))
  const only = options.onlySkillDirs
    ? new Set(options.onlySkillDirs.map((d) => path.resolve(d)))
    : null
  const jobs = discovery.jobs.filter((job) => only === null || only.has(job.dir))
  options.onProgress?.({ type: 'discovered', total: jobs.length })
  const limit = pLimit(Math.max(1, options.concurrency ?? 8))

  const read = await readAll(jobs, limit)
  const subjects = read.flatMap((r) => (isCrash(r) || r.subject === null ? [] : [r.subject]))
  const layers = await prepareLayers(options, plan, subjects)
  const evaluated = await evaluateAll(read, jobs, { runners: layers.runners, plan, options, limit })
  evaluated.push(
    ...discovery.failures.map((f) => ({ report: discoveryFailureReport(f), gateFailures: [] }))
  )
  const finished = layers.finish(assembleReport(evaluated, plan, options, createdAt))
  for (const line of finished.notices) options.onNotice?.(line)
  return finished.report
}
