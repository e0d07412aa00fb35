// The Action: read the context, open the check run, evaluate (discover → plan → pipeline → base
// comparison), publish, and fail the step when the gate fails. Only bad inputs or a broken
// pipeline fail the step otherwise; every publishing surface degrades on its own.
import * as core from '@actions/core'
import { neutralise } from '../report/neutralise.js'
import { readContext } from './context.js'
import { evaluate } from './evaluate.js'
import { improveOnLabel } from './improve.js'
import { errorMessage } from './github.js'
import { failCheckRun, startCheckRun } from './publish/check-run.js'
import { publish } from './publish/index.js'

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const ctx = await readContext(env)
    const checkRun = await startCheckRun(ctx)
    try {
      const evaluation = await evaluate(ctx)
      await publish(ctx, checkRun, evaluation)
      await improveOnLabel(ctx, evaluation)
      const { gate } = evaluation.report.summary
      if (!gate.passed) {
        core.setFailed(
          `skill-ci gate failed: ${gate.reasons.length} reason(s), see the job summary`
        )
      }
    } catch (err) {
      await failCheckRun(ctx, checkRun, err)
      throw err
    }
  } catch (err) {
    core.setFailed(`skill-ci: ${neutralise(errorMessage(err))}`)
  }
}
