// Standard depth for a front door (CLI or Action): from plain settings, build the judge's
// LayerRunner, estimate the plan before anything is spent, and afterwards attach the run-level
// usage block. No key → the layer is skipped with a notice; dry run → the estimate and no call;
// estimate over budget → no call unless partial runs are allowed (then the budget stops calls).
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
import type { LayerRun, RunReport, Usage } from '../../report/model.js'
import { addUsage, estimateOnlyUsage, formatUsage, ledgerUsage } from '../../report/usage.js'
import { discoverSkills } from '../../skill/discover.js'
import { evaluateStatic } from '../../skill/evaluate.js'
import type { LayerRunner, SkillUnderTest } from '../types.js'
import { planJudgeCalls } from './plan.js'
import { createJudgeRunner, type JudgeRunner } from './runner.js'

export interface JudgeSetupConfig {
  /** Explicit key (action input); otherwise ANTHROPIC_API_KEY from `env`. */
  apiKey?: string
  baseURL?: string
  env: NodeJS.ProcessEnv
  judges: number
  /** Overrides the judge model of all four assessments (default: haiku for triggering, sonnet);
   *  a comma-separated list assigns models to judges in turn. */
  judgeModel?: string
  budget: BudgetLimits
  /** Run what fits when the estimate exceeds the budget (default: make no call). */
  allowPartial?: boolean
  cacheDir?: string
  pricing?: PricingTable
  dryRun?: boolean
  toolVersion: string
  /** Calls in flight at once across all skills (default 4). */
  concurrency?: number
}

export interface JudgeSetup {
  runners: LayerRunner[]
  /** Lines for the user (stderr): the estimate, skips, budget decisions. */
  notices: string[]
  /** Adds the run-level usage block; returns notices about spending to print after the run. */
  finish(report: RunReport): { report: RunReport; notices: string[] }
}

/** A runner that records why the judge did not run, without calling anything. */
function notRunning(status: LayerRun['status'], reason: string): LayerRunner {
  return {
    layer: 'judge',
    run: async () => ({ layer: 'judge', record: { status, reason } })
  }
}

/** Reads every skill under the roots (as the pipeline will) so the plan can be priced up front. */
export async function readSkillsForEstimate(roots: string[]): Promise<SkillUnderTest[]> {
  const skills: SkillUnderTest[] = []
  for (const root of roots) {
    for (const dir of (await discoverSkills(root)).dirs) {
      const e = await evaluateStatic(dir, root)
      if (e.content === null || e.frontmatter === null || e.static === null) continue
      skills.push({
        dir: e.dir,
        relPath: e.relPath,
        skillFile: e.skillFile,
        name: e.name,
        content: e.content,
        frontmatter: e.frontmatter
      })
    }
  }
  return skills
}

export function setupJudgeLayer(config: JudgeSetupConfig, skills: SkillUnderTest[]): JudgeSetup {
  // A comma-separated list gives judge j the model j mod length (different models per judge).
  const models = config.judgeModel
    ?.split(',')
    .map((m) => m.trim())
    .filter(Boolean)
  const judgeOptions = { judges: config.judges, judgeModels: models, triggeringModels: models }
  const estimate = estimateCalls(
    planJudgeCalls(skills, judgeOptions),
    config.pricing,
    config.budget
  )
  const notices = [formatEstimate(estimate, config.budget)]
  const plainFinish = (report: RunReport) => ({ report, notices: [] })
  /** No call was made: the usage block carries only the estimate and the budget decision. */
  const estimateOnly = (exhausted: boolean) => (report: RunReport) => ({
    report: addUsage(report, estimateOnlyUsage({ budget: config.budget, estimate, exhausted })),
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
    notices.push(
      'judge layer skipped: no Anthropic API key (set ANTHROPIC_API_KEY); static results are unaffected'
    )
    return {
      runners: [notRunning('skipped', 'no Anthropic API key')],
      notices,
      finish: plainFinish
    }
  }
  if (!estimate.fitsBudget && !config.allowPartial) {
    notices.push(
      'judge layer not run: the estimate exceeds the budget (allow a partial run to use what fits)'
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
      toolVersion: config.toolVersion,
      concurrency: config.concurrency
    })
  } catch (error) {
    const reason = error instanceof LlmError ? error.message : String(error)
    return {
      runners: [notRunning('error', reason)],
      notices: [...notices, reason],
      finish: plainFinish
    }
  }
  const runner: JudgeRunner = createJudgeRunner({ llm, ...judgeOptions })

  const finish = (report: RunReport) => {
    const ledger = llm.ledger.summary()
    const exhausted = report.skills.some((s) => s.layers.judge?.status === 'budget_exhausted')
    const usage: Usage = {
      ...ledgerUsage(ledger, { budget: config.budget, estimate, exhausted }),
      ...(config.judges > 1 ? { judgeAgreement: runner.agreement() } : {})
    }
    const after = [
      `LLM usage: ${formatUsage(ledger)}` +
        (exhausted ? ' — budget reached, some dimensions unmeasured' : '')
    ]
    return { report: addUsage(report, usage), notices: after }
  }
  return { runners: [runner], notices, finish }
}
