// One skill through the pipeline: read once (SKILL.md and the static layer), its spec findings,
// size profile and security scan (which reads the skill's other files; it does not change the
// composite), the costly layers the plan runs, the records of those it asked for but does not
// run, and the composite. Never throws for a skill: a failure becomes that skill's error.
import path from 'node:path'
import { relativePosix } from './fs/relative-path.js'
import { evaluateStatic, type StaticEvaluation } from './layers/static/evaluate.js'
import { profileSkill } from './layers/static/profile.js'
import { scanSkill, type SecurityScanOptions } from './layers/security/scan.js'
import {
  storeRecord,
  type LayerOutcome,
  type LayerRunner,
  type SkillUnderTest
} from './layers/types.js'
import type {
  CostlyLayerName,
  Finding,
  LayerName,
  ScoringMode,
  SkillCost,
  SkillError,
  SkillReport
} from './model/index.js'
import { eloResultOf, failedLayers } from './model/records.js'
import type { Plan } from './plan.js'
import {
  computeComposite,
  depthReached,
  staticDimensionValues,
  type DimensionValues
} from './scoring/composite.js'
import type { OnLayerError } from './scoring/gate.js'
import type { EvalLoadResult, TriggerEvalsLoadResult } from './skill/eval-file.js'
import { EVAL_FILES } from './skill/eval/file-names.js'
import { evalFindingsOf, triggerConflictFindings } from './skill/eval-findings.js'
import type { DiscoveryFailure, SkillJob } from './skill/roots.js'
import { FolderListing, type WalkedFolders } from './skill/listing.js'
import { skillContentHash } from './skill/content-hash.js'
import { readTargets, type LinkTargets } from './skill/spec/link-targets.js'
import { DEFAULT_SPEC_RULE_OPTIONS } from './skill/spec/defaults.js'
import { specFindingsInFolder } from './skill/spec/findings.js'
import type { SpecRuleOptions } from './skill/spec/options.js'

/** How one skill is evaluated besides its layers: spec options, the security allow-list, what a failed layer does. */
export interface SkillEvaluationOptions {
  /** Already checked (`specRuleOptionsOfRun`); the defaults when absent. */
  spec?: Readonly<SpecRuleOptions>
  security?: SecurityScanOptions
  onLayerError?: OnLayerError
}

export function discoveryFailureReport({ error, rootGiven }: DiscoveryFailure): SkillReport {
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
export interface ReadSkill {
  job: SkillJob
  evaluated: StaticEvaluation
  /** Null when the skill cannot go on to the costly layers (unreadable or unscored). */
  subject: SkillUnderTest | null
  /** Its eval file, read once: its problems are findings, and the A/B layer runs what was read. */
  evalFile: EvalLoadResult
  /** Its evals/trigger-evals.json, read once like the eval file. */
  triggerEvals: TriggerEvalsLoadResult
  /** The skill folder's listings, shared by the reader and the security scan. */
  listing: FolderListing
}

/**
 * The skill's eval files, each read once. Their readers (the YAML parser, the eval schema and the
 * regex engine its assertions are checked with) are loaded only once a skill has one.
 */
async function readEvalFiles(
  dir: string,
  relPath: string,
  listing: FolderListing
): Promise<Pick<ReadSkill, 'evalFile' | 'triggerEvals'>> {
  if (EVAL_FILES.every((rel) => listing.plainEntry(rel) === 'missing')) {
    return { evalFile: { ok: 'absent' }, triggerEvals: { ok: 'absent' } }
  }
  const { loadEvalFile, loadTriggerEvals } = await import('./skill/eval-file.js')
  const evalFile = await loadEvalFile(dir, relPath, listing)
  const triggerEvals = await loadTriggerEvals(dir, relPath, listing)
  return { evalFile, triggerEvals }
}

/**
 * Reads one skill; `walked`, what discovery listed already, spares listing its folders again;
 * `scoring` says how its static layer scores.
 */
export async function readSkill(
  job: SkillJob,
  walked?: WalkedFolders,
  scoring?: ScoringMode
): Promise<ReadSkill> {
  const listing = new FolderListing(path.resolve(job.dir), walked)
  const evaluated = await evaluateStatic(job.dir, job.rootDir, listing, scoring)
  const { evalFile, triggerEvals } = await readEvalFiles(job.dir, evaluated.relPath, listing)
  const { content, frontmatter } = evaluated
  const subject =
    evaluated.static !== null && content !== null && frontmatter !== null
      ? {
          dir: evaluated.dir,
          relPath: evaluated.relPath,
          skillFile: evaluated.skillFile,
          name: evaluated.name,
          content,
          frontmatter,
          evalFile,
          triggerEvals
        }
      : null
  return { job, evaluated, subject, evalFile, triggerEvals, listing }
}

async function runLayer(runner: LayerRunner, skill: SkillUnderTest): Promise<LayerOutcome> {
  try {
    return await runner.run(skill)
  } catch (error) {
    // The contract says runners do not throw; if one does, it is that layer's error, not the run's.
    const reason = error instanceof Error ? error.message : String(error)
    return { layer: runner.layer, record: { status: 'error' as const, reason } }
  }
}

/** The skill's cost with one more layer's calls added. */
function addLayerCost(cost: SkillCost | undefined, outcome: LayerOutcome): SkillCost {
  const usd = outcome.costUsd ?? 0
  const byHarness = { ...cost?.byHarness }
  for (const [harness, spent] of Object.entries(outcome.costByHarness ?? {})) {
    byHarness[harness] = (byHarness[harness] ?? 0) + spent
  }
  return {
    usd: (cost?.usd ?? 0) + usd,
    byLayer: { ...cost?.byLayer, [outcome.layer]: usd },
    ...(Object.keys(byHarness).length === 0 ? {} : { byHarness })
  }
}

export interface EvaluatedSkill {
  report: SkillReport
  /** Gate failures reported by costly layers (not part of the report itself). */
  gateFailures: string[]
}

/** What to do about a layer that failed, in words a user can act on. */
const FAILURE_ADVICE: Record<'error' | 'budget_exhausted', string> = {
  error: 'fix the cause and re-run (on-layer-error: warn passes the gate without this layer)',
  budget_exhausted:
    'raise max-usd / max-calls or allow a partial budget, then re-run (on-layer-error: warn passes the gate without this layer)'
}

/**
 * A costly layer that ran and failed (an error, or the budget stopped it) becomes a finding on
 * SKILL.md, so every output shows it: text, markdown, JUnit, SARIF and the check annotations.
 */
function layerFailureFindings(
  report: SkillReport,
  skillFile: string,
  onLayerError: OnLayerError
): Finding[] {
  return failedLayers(report).map(({ layer, status, reason }) => ({
    ruleId: `layer/${layer}-failed`,
    source: 'layer' as const,
    severity: onLayerError === 'fail' ? ('error' as const) : ('warning' as const),
    file: skillFile,
    line: 1,
    message: `${layer.replace('_', ' ')} layer ${status === 'error' ? 'failed' : 'stopped by the budget'}: ${reason ?? 'no reason given'} — ${FAILURE_ADVICE[status]}`
  }))
}

/** A layer's record from the plan's state when it does not run. */
const NOT_RUN_STATUS = { skipped: 'skipped', unavailable: 'unavailable', failed: 'error' } as const

/**
 * The records of the layers the plan asked for but does not run (not available, no key). One that
 * was asked for and cannot run is an error record, so it fails like a layer that errored.
 */
function plannedButNotRun(plan: Plan): Array<[CostlyLayerName, SkillReport['layers']['judge']]> {
  return plan.decisions.flatMap(({ state, layers, recordReason }) =>
    state === 'run'
      ? []
      : layers
          .filter((layer) => !plan.running.includes(layer))
          .map((layer): [CostlyLayerName, SkillReport['layers']['judge']] => [
            layer,
            { status: NOT_RUN_STATUS[state], reason: recordReason }
          ])
  )
}

/** The security scan of a skill that was read; a scan that throws is an error record, which the gate fails. */
async function securityPart(
  read: ReadSkill,
  targets: LinkTargets,
  options: SecurityScanOptions | undefined
): Promise<SkillReport['layers']['security']> {
  const { evaluated } = read
  if (evaluated.content === null || evaluated.frontmatter === null || options?.skip === true)
    return undefined
  try {
    return await scanSkill(
      {
        dir: evaluated.dir,
        relPath: evaluated.relPath,
        skillFile: evaluated.skillFile,
        content: evaluated.content,
        frontmatter: evaluated.frontmatter,
        listing: read.listing,
        linkTargets: targets.targets
      },
      options
    )
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { status: 'error', reason, findings: [], filesScanned: 0, skipped: [] }
  }
}

async function staticPart(
  read: ReadSkill,
  targets: LinkTargets,
  spec: Readonly<SpecRuleOptions>
): Promise<SkillReport> {
  const { evaluated, job } = read
  // what the reader noticed (the file's name, keys written twice) comes first
  const findings: Finding[] = [...evaluated.findings]
  const report: SkillReport = {
    path: evaluated.relPath,
    name: evaluated.name,
    root: job.rootGiven,
    status: 'ok',
    composite: null,
    layers: {},
    findings,
    errors: [...evaluated.errors],
    // set once the security scan has read the folder's files (the hash takes their bytes)
    contentHash: ''
  }
  if (evaluated.content !== null && evaluated.frontmatter !== null) {
    findings.push(
      ...(await specFindingsInFolder(
        {
          skillFile: evaluated.skillFile,
          dirName: path.basename(job.dir),
          content: evaluated.content,
          frontmatter: evaluated.frontmatter,
          dir: evaluated.dir,
          readerErrors: evaluated.errors,
          linkTargets: targets,
          listing: read.listing,
          root: job.rootDir
        },
        spec
      ))
    )
  }
  if (evaluated.content !== null) {
    const { profile, findings: notices } = profileSkill(evaluated.content, evaluated.skillFile)
    report.profile = profile
    findings.push(...notices)
  }
  findings.push(...evalFindingsOf(read.evalFile))
  findings.push(...evalFindingsOf(read.triggerEvals))
  findings.push(...triggerConflictFindings(read.evalFile, read.triggerEvals, evaluated.skillFile))
  // Only a skill with A/B scenarios needs the A/B layer's planning (and its statistics) loaded.
  if (read.evalFile.ok === true && read.evalFile.suite.scenarios.length > 0) {
    const { fewScenariosFindings } = await import('./layers/ab/few-scenarios.js')
    findings.push(...fewScenariosFindings(read.evalFile, evaluated.skillFile))
  }
  if (evaluated.static) report.layers.static = evaluated.static
  return report
}

export async function evaluateSkill(
  read: ReadSkill,
  runners: readonly LayerRunner[],
  plan: Plan,
  options: SkillEvaluationOptions = {}
): Promise<EvaluatedSkill> {
  const onLayerError = options.onLayerError ?? 'fail'
  const { content, frontmatter } = read.evaluated
  // SKILL.md's links are found once: the spec rules check them, the security scan reads them.
  const targets =
    content !== null && frontmatter !== null
      ? await readTargets(content, frontmatter)
      : { targets: [], unparsed: { lines: 0, first: 0 } }
  const report = await staticPart(read, targets, options.spec ?? DEFAULT_SPEC_RULE_OPTIONS)
  const staticLayer = read.evaluated.static
  const gateFailures: string[] = []
  const security = await securityPart(read, targets, options.security)
  report.contentHash = skillContentHash(read.listing)
  if (security !== undefined) {
    report.layers.security = security
    if (security.status === 'error') {
      gateFailures.push(`the security scan failed: ${security.reason ?? 'no reason given'}`)
    }
  }
  let layerFailed = false
  if (staticLayer && read.subject !== null) {
    const dimensionsByLayer: Partial<Record<LayerName, DimensionValues>> = {
      static: staticDimensionValues(staticLayer.subScores)
    }
    for (const runner of runners) {
      const outcome = await runLayer(runner, read.subject)
      storeRecord(report.layers, outcome)
      if (outcome.costUsd !== undefined) report.cost = addLayerCost(report.cost, outcome)
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
    const failures = layerFailureFindings(report, read.evaluated.skillFile, onLayerError)
    layerFailed = failures.length > 0
    report.findings.push(...failures)
    if (onLayerError === 'fail') gateFailures.push(...failures.map((f) => f.message))
    report.composite = computeComposite({
      layers: dimensionsByLayer,
      antiPatternCount: staticLayer.antiPatterns.length,
      depth: depthReached(plan.depth, dimensionsByLayer),
      // A rating can hold the badge down: a high composite with a low rating earns a lower tier.
      elo: eloResultOf(report.layers.elo)?.rating
    })
  }
  report.status =
    report.composite === null || report.errors.length > 0 || layerFailed ? 'error' : 'ok'
  return { report, gateFailures }
}

/** A skill whose evaluation threw anyway still gets a report, with the error in it. */
export function crashedSkill(job: SkillJob, error: unknown): EvaluatedSkill {
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
