// The A/B layer for a front door (CLI or Action), shaped like the judge's setup: estimate the plan
// from the eval files before anything is spent, build the LayerRunner, and afterwards add the
// layer's spend to the report's run-level usage block (shared with the judge, report/usage.ts).
// No key → skipped with a notice; dry run → the estimate and no call; estimate over budget → no
// call unless partial runs are allowed (a budget stop then yields "budget exhausted", no verdict).
import {
  createLlm,
  estimateCalls,
  formatEstimate,
  LlmError,
  resolveApiKey,
  type BudgetLimits,
  type Llm,
  type PricingTable
} from '../../llm/index.js'
import type { LayerRun, RunReport } from '../../report/model.js'
import { addUsage, estimateOnlyUsage, formatUsage, ledgerUsage } from '../../report/usage.js'
import { loadEvalFile } from '../../skill/eval-file.js'
import type { EvalSuite } from '../../skill/eval/schema.js'
import type { LayerRunner, SkillUnderTest } from '../types.js'
import { planAbCalls } from './plan.js'
import { createAbRunner, defaultJudgeModel, type AbOptions } from './runner.js'

/** Where the per-run transcripts go unless the caller says otherwise. */
export const DEFAULT_RESULTS_DIR = '.skill-ci/results'

export interface AbSetupConfig extends Omit<
  AbOptions,
  'llm' | 'judgeModel' | 'runs' | 'judgeMode'
> {
  /** Explicit key (action input); otherwise ANTHROPIC_API_KEY from `env`. */
  apiKey?: string
  baseURL?: string
  env: NodeJS.ProcessEnv
  /** Default: a different family from the agent's (B9). */
  judgeModel?: string
  runs: number
  judgeMode: NonNullable<AbOptions['judgeMode']>
  budget: BudgetLimits
  /** Run even when the upper-bound estimate exceeds the budget (the budget still stops calls). */
  allowPartial?: boolean
  /** Response cache directory; null turns the cache off. */
  cacheDir?: string | null
  pricing?: PricingTable
  dryRun?: boolean
  toolVersion: string
}

export interface AbSetup {
  runners: LayerRunner[]
  /** Lines for the user (stderr): the estimate, skips, budget decisions. */
  notices: string[]
  /** Adds the layer's spend to the run-level usage block; returns notices to print after the run. */
  finish(report: RunReport): { report: RunReport; notices: string[] }
}

function notRunning(status: LayerRun['status'], reason: string): LayerRunner {
  return { layer: 'ab', run: async () => ({ layer: 'ab', record: { status, reason } }) }
}

/** The eval suites of the skills that have a valid one (the others cost nothing). */
export async function evalSuitesOf(skills: SkillUnderTest[]): Promise<EvalSuite[]> {
  const loaded = await Promise.all(skills.map((s) => loadEvalFile(s.dir, s.relPath)))
  return loaded.flatMap((l) => (l.ok === true ? [l.suite] : []))
}

export async function setupAbLayer(
  config: AbSetupConfig,
  skills: SkillUnderTest[]
): Promise<AbSetup> {
  return setupAbLayerForSuites(config, await evalSuitesOf(skills))
}

/** The same, synchronous, for callers that loaded the eval suites already (`evalSuitesOf`). */
export function setupAbLayerForSuites(config: AbSetupConfig, suites: EvalSuite[]): AbSetup {
  const judgeModel = config.judgeModel ?? defaultJudgeModel(config.model)
  const estimate = estimateCalls(
    planAbCalls(suites, {
      model: config.model,
      judgeModel,
      runs: config.runs,
      judgeMode: config.judgeMode
    }),
    config.pricing,
    config.budget
  )
  const notices = [`A/B estimate (upper bound): ${formatEstimate(estimate, config.budget)}`]
  const context = (exhausted: boolean) => ({ budget: config.budget, estimate, exhausted })
  const estimateOnly = (exhausted: boolean) => (report: RunReport) => ({
    report: addUsage(report, estimateOnlyUsage(context(exhausted))),
    notices: []
  })

  if (config.dryRun) {
    notices.push('dry run: no model call was made')
    return {
      runners: [notRunning('skipped', 'dry run (estimate only)')],
      notices,
      finish: estimateOnly(false)
    }
  }
  if (!resolveApiKey(config.apiKey, config.env)) {
    notices.push('A/B layer skipped: no Anthropic API key (set ANTHROPIC_API_KEY)')
    return {
      runners: [notRunning('skipped', 'no Anthropic API key')],
      notices,
      finish: (report) => ({ report, notices: [] })
    }
  }
  if (!estimate.fitsBudget && !config.allowPartial) {
    notices.push(
      'A/B layer not run: the upper-bound estimate exceeds the budget (allow a partial run to try anyway)'
    )
    return {
      runners: [notRunning('budget_exhausted', 'estimate exceeds the budget; no call made')],
      notices,
      finish: estimateOnly(true)
    }
  }

  let llm: Llm
  try {
    llm = createLlm({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      env: config.env,
      budget: config.budget,
      cacheDir: config.cacheDir,
      pricing: config.pricing,
      toolVersion: config.toolVersion
    })
  } catch (error) {
    const reason = error instanceof LlmError ? error.message : String(error)
    return {
      runners: [notRunning('error', reason)],
      notices: [...notices, reason],
      finish: (report) => ({ report, notices: [] })
    }
  }
  const runner = createAbRunner({ ...config, llm, judgeModel })

  const finish = (report: RunReport) => {
    const ledger = llm.ledger.summary()
    const exhausted = report.skills.some((s) => s.layers.ab?.status === 'budget_exhausted')
    const after = [
      `A/B usage: ${formatUsage(ledger)}` +
        (exhausted ? ' — budget reached, no verdict for some skills' : '')
    ]
    if (config.resultsDir !== undefined && ledger.calls + ledger.cacheHits > 0)
      after.push(`A/B transcripts written under ${config.resultsDir}/ab`)
    return { report: addUsage(report, ledgerUsage(ledger, context(exhausted))), notices: after }
  }
  return { runners: [runner], notices, finish }
}
