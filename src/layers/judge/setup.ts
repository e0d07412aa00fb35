// Standard depth: the judge as one costly layer of the run — its call plan (priced before anything
// is spent) and its runner on the run's shared Llm. Key, dry run, budget and usage handling are the
// run's (../llm-setup.ts), the same for every costly layer.
import { discoverSkills } from '../../skill/discover.js'
import { evaluateStatic } from '../../skill/evaluate.js'
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
        usageExtras: () => (config.judges > 1 ? { judgeAgreement: runner.agreement() } : {})
      }
    }
  }
}
