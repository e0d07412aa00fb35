// The A/B layer as one costly layer of the run: its upper-bound call plan from the eval files
// (priced before anything is spent) and its runner on the run's shared Llm. Key, dry run, budget
// and usage handling are the run's (../llm-setup.ts), the same for every costly layer; a budget
// stop during the run yields "budget exhausted", never a verdict from the pairs that happened to
// fit.
import { MIN_SCENARIOS } from '../../stats/ab-verdict-rule.js'
import { loadEvalFile } from '../../skill/eval-file.js'
import type { EvalSuite } from '../../skill/eval/schema.js'
import type { CostlyLayer } from '../llm-setup.js'
import type { SkillUnderTest } from '../types.js'
import { AB_DEFAULTS } from './defaults.js'
import { planAbCalls } from './plan.js'
import { defaultJudgeModel, type AbOptions } from './options.js'
import { createAbMatrixRunner } from './matrix.js'
import { createAbRunner } from './runner.js'

export interface AbLayerConfig extends Omit<AbOptions, 'llm' | 'judgeModel'> {
  /** Default: a model of another family than the agent's, so the judge does not favour its own family's output. */
  judgeModel?: string
}

/**
 * The eval suites of the skills that have a valid one: the others cost nothing, and their
 * problems are the skills' findings (`eval/invalid`), which the static part of every run reports.
 */
async function evalSuitesOf(skills: SkillUnderTest[]): Promise<EvalSuite[]> {
  const loaded = await Promise.all(skills.map((s) => s.evalFile ?? loadEvalFile(s.dir, s.relPath)))
  return loaded.flatMap((l) => (l.ok === true ? [l.suite] : []))
}

/**
 * The skills of the run that can have an effect test (3 scenarios or more): the most the run
 * adjusts together, so a skill that stops early at α / this keeps its verdict after Holm or BH.
 * A shard knows only its own skills; a merge may adjust over more and take back such a verdict,
 * which costs power, never validity (the p-values stay valid at any stop).
 */
const familySize = (suites: EvalSuite[]): number =>
  Math.max(1, suites.filter((s) => s.scenarios.length >= MIN_SCENARIOS).length)

export async function abLayer(
  config: AbLayerConfig,
  skills: SkillUnderTest[]
): Promise<CostlyLayer> {
  const suites = await evalSuitesOf(skills)
  const judgeModel = config.judgeModel ?? defaultJudgeModel(config.model)
  const multi = config.agents !== undefined && config.agents.length > 1
  return {
    layer: 'ab',
    title: 'A/B layer',
    // Each listed harness runs every pair: its model, its call shape.
    plans: (multi ? (config.agents ?? []) : [undefined]).flatMap((slot) =>
      planAbCalls(suites, {
        model: slot?.model ?? config.model,
        judgeModel,
        runs: config.runs ?? AB_DEFAULTS.runs,
        judgeMode: config.judgeMode ?? AB_DEFAULTS.judgeMode,
        harness: slot?.name ?? config.harnessName
      })
    ),
    exhaustedNote: 'no A/B verdict for some skills',
    start: (llm) => ({
      runner: multi
        ? createAbMatrixRunner(
            { ...config, llm, judgeModel, familySize: familySize(suites) },
            config.agents ?? []
          )
        : createAbRunner({ ...config, llm, judgeModel, familySize: familySize(suites) }),
      afterRun: (report, ledger) => {
        // Runs answered from the cache write transcripts too.
        const ran =
          (ledger.byLayer.ab?.calls ?? 0) > 0 ||
          report.skills.some((s) => s.layers.ab?.status === 'ok')
        return config.resultsDir !== undefined && ran
          ? [`A/B transcripts written under ${config.resultsDir}/ab`]
          : []
      }
    })
  }
}
