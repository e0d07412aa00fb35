// What every scoring command does around the pipeline: check the paths, plan the layers (the
// same planner as the Action), say what will not run, run (with progress on stderr when models
// are called), and turn "no skills" into a usage error.
import type { LayerSettings } from '../layers/registry.js'
import type { RunReport } from '../model/index.js'
import { planRun, type Plan, type PlanRequest } from '../plan.js'
import { runSkillCi, type RunOptions } from '../run.js'
import { neutralise } from '../report/neutralise.js'
import { BadRootError, resolveRoots } from '../skill/roots.js'
import { UsageError } from './errors.js'
import { capHeapGrowthFor } from './heap.js'
import type { CliIo } from './io.js'
import { progressPrinter } from './progress.js'

/** Why a layer cannot run without a key, in the CLI's words (the plan request's `noKeyReason`). */
export const CLI_NO_KEY_REASON = 'no Anthropic API key (set ANTHROPIC_API_KEY)'

export interface EngineRun extends Omit<
  RunOptions,
  'plan' | 'layerSettings' | 'onNotice' | 'onProgress'
> {
  request: PlanRequest
  /** Built only when the plan runs a costly layer. */
  layerSettings: () => LayerSettings
  /** Refuse a plan that asks for a layer this version does not have (with this explanation). */
  onUnavailable?: (plan: Plan) => never
}

/** A mistyped path, or a file that is not a skill, is reported before any LLM estimate or setup. */
export async function checkRoots(paths: readonly string[]): Promise<void> {
  await resolveRoots(paths).catch((error: unknown) => {
    throw error instanceof BadRootError ? new UsageError(error.message) : error
  })
}

export async function runEngine(run: EngineRun, io: CliIo): Promise<RunReport> {
  await checkRoots(run.roots)
  const plan = planRun(run.request)
  if (plan.decisions.some((d) => d.state === 'unavailable')) run.onUnavailable?.(plan)
  // Said before any work: what was asked for and cannot run fails the run (unless warn).
  const warnOnly = run.gate.onLayerError === 'warn'
  for (const d of plan.decisions.filter((d) => d.state === 'failed')) {
    io.stderr.write(
      `skill-ci: ${d.key} layer ${d.reason}; ${warnOnly ? 'it is reported as failed, and --on-layer-error warn lets the gate pass' : 'the gate will fail (--on-layer-error warn lets it pass)'}\n`
    )
  }
  for (const d of plan.decisions.filter((d) => d.state === 'skipped')) {
    io.stderr.write(`skill-ci: ${d.key} layer ${d.reason}\n`)
  }
  // Reached only when the command accepts a missing layer (certify): the rest runs, and it is said.
  for (const d of plan.decisions.filter((d) => d.state === 'unavailable')) {
    io.stderr.write(
      `skill-ci: ${d.key} layer not available in this version; the other layers run\n`
    )
  }
  const notice = (line: string) => io.stderr.write(`skill-ci: ${neutralise(line)}\n`)
  // Static scoring takes milliseconds per skill; only the costly layers make a run long.
  const printer = plan.running.length > 0 ? progressPrinter(io.stderr, io.env) : undefined
  const report = await runSkillCi({
    ...run,
    plan,
    layerSettings: plan.running.length > 0 ? run.layerSettings() : undefined,
    onProgress: (event) => {
      if (event.type === 'discovered') capHeapGrowthFor(event.total)
      printer?.(event)
    },
    onNotice: notice
  })
  // A shard may draw no skill at all; its empty report still tells the merge it ran.
  if (report.skills.length === 0 && run.shard === undefined) {
    const excluded =
      (run.exclude ?? []).length > 0 ? ' outside the folders --exclude leaves out' : ''
    throw new UsageError(`no SKILL.md found under ${run.roots.join(', ')}${excluded}`)
  }
  return report
}
