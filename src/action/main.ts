// The Action: read the context, open the check run, evaluate (discover → plan → pipeline → base
// comparison) or merge the shards of a split run, publish, and fail the step when the gate fails.
// A shard of a split run only evaluates its skills and uploads its report. Only bad inputs or a
// broken pipeline fail the step otherwise; every publishing surface degrades on its own.
import * as core from '@actions/core'
import { neutraliseLines } from '../report/neutralise.js'
import { plural } from '../model/plural.js'
import { readContext } from './context.js'
import { evaluate } from './evaluate.js'
import { improveOnLabel } from './improve.js'
import { errorMessage } from './github.js'
import { failCheckRun, startCheckRun } from './publish/check-run.js'
import { publish } from './publish/index.js'
import { evaluateMerge, runShard } from './shard-run.js'

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const ctx = await readContext(env)
    const { shard, mode } = ctx.inputs
    if (shard !== undefined) {
      if (mode === 'merge') throw new Error('shard and mode: merge go in different jobs')
      await runShard(ctx, shard)
      return
    }
    const checkRun = await startCheckRun(ctx)
    try {
      const evaluation = mode === 'merge' ? await evaluateMerge(ctx) : await evaluate(ctx)
      await publish(ctx, checkRun, evaluation)
      // The improve label needs the skills' own run: a merge job has only their reports.
      const improveFailures = mode === 'merge' ? [] : await improveOnLabel(ctx, evaluation)
      const { gate } = evaluation.report.summary
      if (!gate.passed) {
        core.setFailed(
          `skill-ci gate failed: ${plural(gate.reasons.length, 'reason')}, see the job summary`
        )
      }
      // the improve label is a request like a layer's: what it could not do fails the step alike
      for (const failure of improveFailures) {
        if (ctx.inputs['on-layer-error'] === 'warn') core.warning(failure)
        else core.setFailed(failure)
      }
    } catch (err) {
      await failCheckRun(ctx, checkRun, err)
      throw err
    }
  } catch (err) {
    core.setFailed(`skill-ci: ${neutraliseLines(errorMessage(err))}`)
  }
}
