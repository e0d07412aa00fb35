// Standard depth: the judge as one costly layer of the run — its call plan (priced before anything
// is spent) and its runner on the run's shared Llm. Key, dry run, budget and usage handling are the
// run's (../llm-setup.ts), the same for every costly layer.
import type { CostlyLayer } from '../llm-setup.js'
import type { SkillUnderTest } from '../types.js'
import { planJudgeCalls } from './plan.js'
import { createJudgeRunner } from './runner.js'

export interface JudgeLayerConfig {
  judges: number
  /** Overrides the judge model of all four assessments (default: haiku for triggering, sonnet);
   *  a comma-separated list assigns models to judges in turn. */
  judgeModel?: string
}

/** The judge as one costly layer of the run (the run's Llm, budget and gating: llm-setup.ts). */
export function judgeLayer(config: JudgeLayerConfig, skills: SkillUnderTest[]): CostlyLayer {
  // A comma-separated list gives judge j the model j mod length (different models per judge).
  const models = config.judgeModel
    ?.split(',')
    .map((m) => m.trim())
    .filter(Boolean)
  const judgeOptions = { judges: config.judges, judgeModels: models, triggeringModels: models }
  return {
    layer: 'judge',
    title: 'judge layer',
    plans: planJudgeCalls(skills, judgeOptions),
    exhaustedNote: 'some judge dimensions unmeasured',
    start: (llm) => {
      const runner = createJudgeRunner({ llm, ...judgeOptions })
      return {
        runner,
        usageExtras: () => {
          const judgeAgreement = runner.agreement()
          return judgeAgreement === undefined ? {} : { judgeAgreement }
        }
      }
    }
  }
}
