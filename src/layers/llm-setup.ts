// The costly layers of one run share ONE Llm: one ledger, one hard budget, one response cache and
// one concurrency limit, so `max-usd` / `max-calls` bound the whole run however many layers it
// runs. Each layer supplies only its call plan, its runner factory and its wording; the gating
// is decided here once for the run:
// - dry run → the estimate and no call;
// - no API key → the plan (src/plan.ts) skips the layers before they get here; should one
//   arrive anyway, the client cannot be made and every layer fails with the reason;
// - the SUM of the layers' estimates over the budget → no call at all, every layer
//   `budget_exhausted`, unless partial runs are allowed; then the layers are taken in the order
//   given (judge, Monte Carlo, then A/B: the layers that feed the composite before the costliest),
//   each layer whose estimate fits in what the earlier ones leave runs in full, the first that
//   does not fit runs on what is left (its calls stop there, it ends `budget_exhausted`), and the
//   layers after it do not run;
// - afterwards one run-level usage block (per-layer buckets, one total) is added to the report.
import {
  Budget,
  BudgetExhaustedError,
  createLlm,
  estimateCalls,
  formatEstimate,
  LlmError,
  withCostOwners,
  worstCaseUsd,
  type BatchOptions,
  type BudgetLimits,
  type CallPlan,
  type LedgerSummary,
  type Llm,
  type PlanEstimate,
  type PricingTable,
  type RetryPolicy
} from '../llm/index.js'
import type { LayerRun, RunReport, Usage } from '../model/index.js'
import { addUsage, estimateOnlyUsage, formatUsage, ledgerUsage } from './usage.js'
import { costOwnerKey, type CostlyLayerName, type LayerRunner } from './types.js'

/** The run's LLM settings, shared by every costly layer. */
export interface LlmRunSettings {
  /** Explicit key (action input); otherwise ANTHROPIC_API_KEY from `env`. */
  apiKey?: string
  baseURL?: string
  env: NodeJS.ProcessEnv
  /** The hard budget of the whole run, across all layers. */
  budget: BudgetLimits
  /** When the summed estimate exceeds the budget, run the layers that fit (see above). */
  allowPartial?: boolean
  /** Response cache directory; null turns the cache off. */
  cacheDir?: string | null
  pricing?: PricingTable
  dryRun?: boolean
  toolVersion: string
  /** Model calls in flight at once across all layers and skills (default 4). */
  concurrency?: number
  /** Message Batches for the independent calls (default off). */
  batch?: BatchOptions
  /** The retry policy (default 3 retries from 0.5 s); tests scale the backoff down. */
  retry?: Partial<RetryPolicy>
  /**
   * The run may go on without the Anthropic key (its agents all talk to other providers): a call
   * to Anthropic then fails at once with the missing key instead of the whole setup.
   */
  allowNoKey?: boolean
}

/** What a layer adds once its runner exists. */
export interface StartedLayer {
  runner: LayerRunner
  /** Run-level fields the layer adds to the usage block (e.g. the judges' agreement). */
  usageExtras?(): Partial<Usage>
  /** Lines to log after the run (e.g. where transcripts went). */
  afterRun?(report: RunReport, ledger: LedgerSummary): string[]
}

/** One costly layer as the run sees it: its plan, how to start it, and its wording. */
export interface CostlyLayer {
  layer: CostlyLayerName
  /** Its name in notices: "judge layer", "A/B layer". */
  title: string
  /** The calls it would make (priced up front). */
  plans: CallPlan[]
  /** Why a budget stop matters for this layer, e.g. "some judge dimensions unmeasured". */
  exhaustedNote: string
  start(llm: Llm): StartedLayer
}

export interface CostlyLayersSetup {
  runners: LayerRunner[]
  /** Lines for the user before the run: the estimate first, then skips and budget decisions. */
  notices: string[]
  /** Adds the run-level usage block; returns lines to log after the run. */
  finish(report: RunReport): { report: RunReport; notices: string[] }
  /** The calls made and their cost so far, for progress lines (absent when no call can be made). */
  spent?(): SpentSoFar
}

export interface SpentSoFar {
  calls: number
  costUsd: number
}

function notRunning(layer: CostlyLayerName, status: LayerRun['status'], reason: string) {
  return { layer, run: async () => ({ layer, record: { status, reason } }) } satisfies LayerRunner
}

const leaveReport = (report: RunReport) => ({ report, notices: [] })

/** `limits` minus `used` (never below 0); an absent limit stays absent. */
function remainder(limits: BudgetLimits, used: { calls: number; usd: number }): BudgetLimits {
  return {
    ...(limits.maxUsd === undefined ? {} : { maxUsd: Math.max(0, limits.maxUsd - used.usd) }),
    ...(limits.maxCalls === undefined
      ? {}
      : { maxCalls: Math.max(0, limits.maxCalls - used.calls) })
  }
}

/**
 * The run's Llm seen by a layer that may only use `cap` of the budget (the partial layer): every
 * call first reserves room in the layer's own budget, counted from the layer's ledger bucket, so
 * it cannot eat into what the layers before it were promised. The run budget still applies.
 * The check comes before the cache lookup, so once the share is used even a cached reply is
 * refused: simpler than a second cache path, and it only ever errs on the side of spending less.
 */
function cappedLlm(llm: Llm, layer: CostlyLayerName, cap: BudgetLimits): Llm {
  const own = new Budget(cap)
  return {
    ...llm,
    message: async (request, options) => {
      const spent = llm.ledger.summary().byLayer[layer] ?? { calls: 0, costUsd: 0 }
      let release: () => void
      try {
        release = own.reserve(spent, worstCaseUsd(request, request.model, llm.pricing))
      } catch (error) {
        if (error instanceof BudgetExhaustedError)
          throw new LlmError('budget_exhausted', `${layer} share of the budget: ${error.message}`)
        throw error
      }
      try {
        return await llm.message(request, options)
      } finally {
        release()
      }
    }
  }
}

/**
 * The runner with its calls booked to the skill it runs on, and the outcome saying what they
 * cost. A layer whose skills share calls (the activation layer's trigger runs) books those to
 * every skill sharing them itself; the runner returns once every call made for the skill is
 * answered, so the figure is complete.
 */
function ownedRunner(runner: LayerRunner, llm: Llm): LayerRunner {
  return {
    layer: runner.layer,
    run: async (skill, signal) => {
      const outcome = await withCostOwners([costOwnerKey(skill)], () => runner.run(skill, signal))
      return { ...outcome, costUsd: llm.ledger.spentBy(costOwnerKey(skill), runner.layer) }
    }
  }
}

/** Decides which layers run and on what share of the budget, in order (see the header). */
function admit(
  estimates: PlanEstimate[],
  budget: BudgetLimits
): Array<'full' | BudgetLimits | 'refused'> {
  const used = { calls: 0, usd: 0 }
  let partialTaken = false
  return estimates.map((estimate) => {
    if (partialTaken) return 'refused'
    const left = remainder(budget, used)
    if (fits(estimate, left)) {
      used.calls += estimate.calls
      used.usd += estimate.usd
      return 'full'
    }
    partialTaken = true
    return left
  })
}

function fits(estimate: PlanEstimate, limits: BudgetLimits): boolean {
  return (
    (limits.maxCalls === undefined || estimate.calls <= limits.maxCalls) &&
    (limits.maxUsd === undefined || estimate.usd <= limits.maxUsd)
  )
}

/**
 * What to do when the run's estimate is over its budget, with the figures: the limit to raise and
 * by how much, or a partial run. (The names are both the CLI's flags and the Action's inputs.)
 */
function overBudget(total: PlanEstimate, budget: BudgetLimits): string {
  const raise: string[] = []
  if (budget.maxUsd !== undefined && total.usd > budget.maxUsd) {
    const enough = (Math.ceil(total.usd * 100) / 100).toFixed(2)
    raise.push(
      `at most $${total.usd.toFixed(4)} over max-usd $${budget.maxUsd}: raise max-usd to $${enough}`
    )
  }
  if (budget.maxCalls !== undefined && total.calls > budget.maxCalls)
    raise.push(
      `${total.calls} calls over max-calls ${budget.maxCalls}: raise max-calls to ${total.calls}`
    )
  return `the run's estimate, ${raise.join('; ')} or more, or allow a partial run (partial-budget) to use what fits`
}

/** Why no call will be made, when none will: a dry run, no key, or an estimate over budget. */
function withoutCalls(
  settings: LlmRunSettings,
  layers: CostlyLayer[],
  total: PlanEstimate,
  notices: string[]
): CostlyLayersSetup | undefined {
  const noCall = (status: LayerRun['status'], reason: string) =>
    layers.map((l) => notRunning(l.layer, status, reason))
  const estimateOnly = (exhausted: boolean) => (report: RunReport) => ({
    report: addUsage(
      report,
      estimateOnlyUsage({ budget: settings.budget, estimate: total, exhausted })
    ),
    notices: []
  })
  if (settings.dryRun) {
    notices.push('dry run: no model call was made')
    return {
      runners: noCall('skipped', 'dry run (estimate only)'),
      notices,
      finish: estimateOnly(false)
    }
  }
  if (!total.fitsBudget && !settings.allowPartial) {
    for (const l of layers) {
      notices.push(`${l.title} not run: ${overBudget(total, settings.budget)}`)
    }
    return {
      runners: noCall('budget_exhausted', 'estimate exceeds the budget; no call made'),
      notices,
      finish: estimateOnly(true)
    }
  }
  return undefined
}

/** Starts each layer on its share of the budget (everything, what is left, or nothing). */
function startLayers(
  llm: Llm,
  settings: LlmRunSettings,
  layers: CostlyLayer[],
  total: PlanEstimate,
  notices: string[]
): { runners: LayerRunner[]; started: StartedLayer[] } {
  const shares = total.fitsBudget
    ? layers.map(() => 'full' as const)
    : admit(
        layers.map((l) => estimateCalls(l.plans, settings.pricing)),
        settings.budget
      )
  const started: StartedLayer[] = []
  const runners = layers.map((l, i) => {
    const share = shares[i]
    if (share === 'refused') {
      notices.push(`${l.title} not run: the layers before it use the budget (partial run)`)
      return notRunning(l.layer, 'budget_exhausted', 'the budget is used by earlier layers')
    }
    if (share !== 'full') {
      notices.push(`${l.title} runs on what is left of the budget (partial run)`)
    }
    const one = l.start(share === 'full' ? llm : cappedLlm(llm, l.layer, share))
    started.push(one)
    return ownedRunner(one.runner, llm)
  })
  return { runners, started }
}

/** After the run: one usage block for every layer's calls, and the lines to log. */
function finishRun(
  llm: Llm,
  layers: CostlyLayer[],
  started: StartedLayer[],
  context: { budget: BudgetLimits; estimate: PlanEstimate }
) {
  return (report: RunReport) => {
    const ledger = llm.ledger.summary()
    const stopped = layers.filter((l) =>
      report.skills.some((s) => s.layers[l.layer]?.status === 'budget_exhausted')
    )
    const usage: Usage = ledgerUsage(ledger, { ...context, exhausted: stopped.length > 0 })
    const extras = started.map((s) => s.usageExtras?.() ?? {})
    const stop = llm.stopped()
    const after = [
      ...(stop === undefined
        ? []
        : [`LLM layers stopped at the first call that could not succeed: ${stop.message}`]),
      `LLM usage: ${formatUsage(ledger)}` +
        (stopped.length > 0
          ? ` — budget reached: ${stopped.map((l) => l.exhaustedNote).join('; ')}`
          : ''),
      ...started.flatMap((s) => s.afterRun?.(report, ledger) ?? [])
    ]
    return { report: addUsage(report, Object.assign(usage, ...extras)), notices: after }
  }
}

export function setupCostlyLayers(
  settings: LlmRunSettings,
  layers: CostlyLayer[]
): CostlyLayersSetup {
  if (layers.length === 0) return { runners: [], notices: [], finish: leaveReport }
  const { budget, pricing } = settings
  const total = estimateCalls(
    layers.flatMap((l) => l.plans),
    pricing,
    budget
  )
  const notices = [formatEstimate(total, budget)]
  const refused = withoutCalls(settings, layers, total, notices)
  if (refused !== undefined) return refused

  let llm: Llm
  try {
    llm = createLlm({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      env: settings.env,
      budget,
      cacheDir: settings.cacheDir,
      pricing,
      toolVersion: settings.toolVersion,
      concurrency: settings.concurrency,
      batch: settings.batch,
      retry: settings.retry,
      allowNoKey: settings.allowNoKey
    })
  } catch (error) {
    const reason = error instanceof LlmError ? error.message : String(error)
    const runners = layers.map((l) => notRunning(l.layer, 'error', reason))
    return { runners, notices: [...notices, reason], finish: leaveReport }
  }
  const { runners, started } = startLayers(llm, settings, layers, total, notices)
  return {
    runners,
    notices,
    finish: finishRun(llm, layers, started, { budget, estimate: total }),
    spent: () => {
      const { calls, costUsd } = llm.ledger.summary()
      return { calls, costUsd }
    }
  }
}
