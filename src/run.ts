// The pipeline both front doors call: find the skills under the given roots, score each one
// (static layer, spec rules, size profile, then the costly layers the plan asks for), blend the
// composite, apply the gate and return the RunReport. One broken skill never stops the others.
import { stat } from 'node:fs/promises'
import path from 'node:path'
import pLimit from 'p-limit'
import type { LayerOutcome, LayerRunner, SkillUnderTest } from './layers/types.js'
import { profileSkill } from './layers/static/profile.js'
import {
  SCHEMA_VERSION,
  type Depth,
  type Finding,
  type LayerName,
  type RunReport,
  type SkillError,
  type SkillReport
} from './report/model.js'
import {
  computeComposite,
  staticDimensionValues,
  type DimensionValues
} from './scoring/composite.js'
import { evaluateGate, type GateOptions, type GateSubject } from './scoring/gate.js'
import { discoverSkills } from './skill/discover.js'
import { evaluateStatic, relativePosix } from './skill/evaluate.js'
import { validateSpec, type SpecRuleOptions } from './skill/spec-rules.js'
import packageJson from '../package.json' with { type: 'json' }

export type ProgressEvent =
  | { type: 'discovered'; total: number }
  | { type: 'skill-done'; done: number; total: number; path: string; ok: boolean }

export interface RunOptions {
  /** Folders containing skills, or skill folders, as given by the user. */
  roots: string[]
  /** Absolute skill folders to restrict the run to (the Action's changed skills). */
  onlySkillDirs?: string[]
  depth: Depth
  gate: GateOptions
  spec?: Partial<SpecRuleOptions>
  /** Costly layers from the plan, run in order for every statically scored skill. */
  layers?: LayerRunner[]
  /** How many skills are evaluated at once (default 8). */
  concurrency?: number
  onProgress?: (event: ProgressEvent) => void
  /** Injected clock for reproducible reports (default: now). */
  now?: () => Date
}

/** A root that does not exist: the caller's mistake, reported before anything runs. */
export class RootNotFoundError extends Error {
  constructor(readonly root: string) {
    super(`path not found: ${root}`)
    this.name = 'RootNotFoundError'
  }
}

interface SkillJob {
  dir: string
  /** Absolute root the skill was found under. */
  rootDir: string
  /** The root as the user wrote it. */
  rootGiven: string
}

/** A folder discovery could not read: reported as an errored entry so the exit code shows it. */
interface DiscoveryFailure {
  error: SkillError
  rootGiven: string
}

/** Skill folders are found under a folder; a SKILL.md file given directly means its folder. */
async function resolveRoot(root: string): Promise<string> {
  const absolute = path.resolve(root)
  try {
    const info = await stat(absolute)
    return info.isFile() && path.basename(absolute) === 'SKILL.md'
      ? path.dirname(absolute)
      : absolute
  } catch {
    throw new RootNotFoundError(root)
  }
}

/**
 * Every root is checked before anything runs: a typo is a usage error, not a partial run.
 * Throws RootNotFoundError for the first root that does not exist.
 */
export async function resolveRoots(
  roots: readonly string[]
): Promise<Array<{ rootGiven: string; rootDir: string }>> {
  return Promise.all(
    roots.map(async (rootGiven) => ({ rootGiven, rootDir: await resolveRoot(rootGiven) }))
  )
}

async function collectJobs(
  options: RunOptions
): Promise<{ jobs: SkillJob[]; failures: DiscoveryFailure[] }> {
  const roots = await resolveRoots(options.roots)
  const only = options.onlySkillDirs
    ? new Set(options.onlySkillDirs.map((d) => path.resolve(d)))
    : null
  const seen = new Set<string>()
  const jobs: SkillJob[] = []
  const failures: DiscoveryFailure[] = []
  for (const { rootGiven, rootDir } of roots) {
    const discovery = await discoverSkills(rootDir)
    for (const error of discovery.errors) failures.push({ error, rootGiven })
    for (const dir of discovery.dirs) {
      if (seen.has(dir) || (only && !only.has(dir))) continue
      seen.add(dir)
      jobs.push({ dir, rootDir, rootGiven })
    }
  }
  return { jobs, failures }
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

async function runLayer(runner: LayerRunner, skill: SkillUnderTest): Promise<LayerOutcome> {
  try {
    return await runner.run(skill)
  } catch (error) {
    // The contract says runners do not throw; if one does, it is that layer's error, not the run's.
    const reason = error instanceof Error ? error.message : String(error)
    return { layer: runner.layer, record: { status: 'error', reason } }
  }
}

interface EvaluatedSkill {
  report: SkillReport
  /** Gate failures reported by costly layers (not part of the report itself). */
  gateFailures: string[]
}

async function evaluateSkill(job: SkillJob, options: RunOptions): Promise<EvaluatedSkill> {
  const evaluated = await evaluateStatic(job.dir, job.rootDir)
  const findings: Finding[] = []
  const errors: SkillError[] = [...evaluated.errors]
  const report: SkillReport = {
    path: evaluated.relPath,
    name: evaluated.name,
    root: job.rootGiven,
    status: 'ok',
    composite: null,
    layers: {},
    findings,
    errors
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

  const staticLayer = evaluated.static
  if (staticLayer) report.layers.static = staticLayer
  const dimensionsByLayer: Partial<Record<LayerName, DimensionValues>> = {}
  const gateFailures: string[] = []
  if (staticLayer && evaluated.content !== null && evaluated.frontmatter !== null) {
    dimensionsByLayer.static = staticDimensionValues(staticLayer.subScores)
    const skill: SkillUnderTest = {
      dir: evaluated.dir,
      relPath: evaluated.relPath,
      skillFile: evaluated.skillFile,
      name: evaluated.name,
      content: evaluated.content,
      frontmatter: evaluated.frontmatter
    }
    for (const runner of options.layers ?? []) {
      const outcome = await runLayer(runner, skill)
      report.layers[outcome.layer] = outcome.record
      if (outcome.dimensions && (outcome.layer === 'judge' || outcome.layer === 'monte_carlo')) {
        dimensionsByLayer[outcome.layer] = outcome.dimensions
      }
      findings.push(...(outcome.findings ?? []))
      gateFailures.push(...(outcome.gateFailures ?? []))
    }
    report.composite = computeComposite({
      layers: dimensionsByLayer,
      antiPatternCount: staticLayer.antiPatterns.length,
      depth: options.depth
    })
  }
  report.status = report.composite === null || errors.length > 0 ? 'error' : 'ok'
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

export async function runSkillCi(options: RunOptions): Promise<RunReport> {
  const createdAt = (options.now ?? (() => new Date()))().toISOString()
  const { jobs, failures } = await collectJobs(options)
  options.onProgress?.({ type: 'discovered', total: jobs.length })
  const limit = pLimit(Math.max(1, options.concurrency ?? 8))
  let done = 0
  const evaluated = await Promise.all(
    jobs.map((job) =>
      limit(async () => {
        let result: EvaluatedSkill
        try {
          result = await evaluateSkill(job, options)
        } catch (error) {
          result = crashedSkill(job, error)
        }
        done += 1
        options.onProgress?.({
          type: 'skill-done',
          done,
          total: jobs.length,
          path: result.report.path,
          ok: result.report.status === 'ok'
        })
        return result
      })
    )
  )

  evaluated.push(...failures.map((f) => ({ report: discoveryFailureReport(f), gateFailures: [] })))
  const subjects: GateSubject[] = evaluated.map(({ report, gateFailures }) => ({
    ...report,
    path: displayPath(report),
    gateFailures
  }))
  const { gate, skillGates } = evaluateGate(subjects, options.gate)
  const skills = evaluated.map(({ report }, i) => ({ ...report, gate: skillGates[i] }))
  const scores = skills.flatMap((s) => (s.composite ? [s.composite.score] : []))
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'skill-ci', version: packageJson.version },
    createdAt,
    depth: options.depth,
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
