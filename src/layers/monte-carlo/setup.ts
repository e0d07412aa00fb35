// The activation layer as one costly layer of the run: its upper-bound call plan (priced before
// anything is spent) and its runner on the run's shared Llm, so its calls share the run's budget,
// ledger, cache and concurrency limit with the judge and A/B layers (../llm-setup.ts).
import { monteCarloResultOf } from '../../model/index.js'
import type { CostlyLayer } from '../llm-setup.js'
import type { SkillUnderTest } from '../types.js'
import type { MonteCarloConfig } from './options.js'
import { planMonteCarloCalls } from './plan.js'
import { createMonteCarloRunner } from './runner.js'

export function monteCarloLayer(config: MonteCarloConfig, skills: SkillUnderTest[]): CostlyLayer {
  return {
    layer: 'monte_carlo',
    title: 'Monte Carlo activation layer',
    plans: planMonteCarloCalls(skills, config),
    exhaustedNote: 'no activation rates for some skills',
    start: (llm) => ({
      runner: createMonteCarloRunner(config, llm, skills),
      afterRun: (report) =>
        config.resultsDir !== undefined &&
        report.skills.some(
          (s) => monteCarloResultOf(s.layers.monte_carlo)?.triggerSource === 'generated'
        )
          ? [
              `generated trigger sets written under ${config.resultsDir}/monte-carlo as triggers: blocks to review and commit`
            ]
          : []
    })
  }
}
