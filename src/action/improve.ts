// The `skill-ci:improve` label: after the run, each evaluated skill of the pull request goes
// through the description improver, and a proposal becomes a review comment with a one-click
// suggestion on its `description:` line. It runs on what the run left of the budget (one budget
// for the whole job) and on the run's response cache, with the activation layer's settings.
import * as core from '@actions/core'
import path from 'node:path'
import { readSkill } from '../evaluate-skill.js'
import { improveDescription } from '../layers/improve/improve.js'
import { createLlm, type BudgetLimits } from '../llm/index.js'
import type { RunReport } from '../model/index.js'
import { improveText } from '../report/improve.js'
import { neutralise } from '../report/neutralise.js'
import type { RunContext } from './context.js'
import type { Evaluation } from './evaluate.js'
import { postDescriptionSuggestion } from './publish/review.js'
import { layerSettingsOf } from './settings.js'

/** The job's budget minus what the run spent; undefined limits stay unlimited. */
function remainingBudget(budget: BudgetLimits, usage: RunReport['usage']): BudgetLimits {
  return {
    maxCalls:
      budget.maxCalls === undefined
        ? undefined
        : Math.max(0, budget.maxCalls - (usage?.calls ?? 0)),
    maxUsd:
      budget.maxUsd === undefined ? undefined : Math.max(0, budget.maxUsd - (usage?.costUsd ?? 0))
  }
}

/**
 * Runs the improver for the label. What was asked for and could not be done (no key on a pull
 * request of the repository itself, or an improver run that failed) comes back as reasons: the
 * step fails on them as on a failed layer, unless `on-layer-error: warn`. A fork's pull request
 * never has the key, so there it is a notice.
 */
export async function improveOnLabel(ctx: RunContext, evaluation: Evaluation): Promise<string[]> {
  const { event, inputs } = ctx
  if (event.kind !== 'pull_request' || !evaluation.labels.includes(inputs['label-improve']))
    return []
  if (inputs['anthropic-api-key'] === undefined) {
    if (event.fromFork) {
      core.notice(
        'skill-ci improve: not run: a pull request from a fork gets no secrets, so no anthropic-api-key'
      )
      return []
    }
    return ['skill-ci improve: not run: no anthropic-api-key (set the input from a secret)']
  }
  const failures: string[] = []
  const settings = layerSettingsOf(ctx, evaluation.changed)
  const llm = createLlm({
    ...settings.llm,
    budget: remainingBudget(settings.llm.budget, evaluation.report.usage)
  })
  for (const skill of evaluation.report.skills) {
    if (skill.status !== 'ok') continue
    const dir = path.resolve(ctx.root, skill.path)
    const read = await readSkill({ dir, rootDir: ctx.root, rootGiven: inputs.path })
    if (read.subject === null) continue
    const result = await improveDescription(read.subject, llm, {
      monteCarlo: settings.monteCarlo
    })
    // improveText neutralises every line it prints (descriptions are PR content).
    core.info(improveText(result))
    if (result.status === 'error' || result.status === 'budget_exhausted') {
      failures.push(`skill-ci improve ${neutralise(skill.path)}: ${neutralise(result.reason)}`)
      continue
    }
    const posted = await postDescriptionSuggestion(
      {
        octokit: ctx.octokit,
        repo: ctx.repo,
        pullNumber: event.number,
        headSha: event.headSha,
        pathPrefix: ctx.pathPrefix
      },
      result
    )
    if (posted.posted)
      core.info(`skill-ci improve: suggestion posted for ${neutralise(skill.path)}`)
    else if (result.proposed !== null) {
      core.notice(`skill-ci improve: no review comment (${neutralise(posted.reason)})`)
    }
  }
  return failures
}
