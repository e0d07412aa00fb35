// The pre-run estimate of the activation layer (`--dry-run`): upper bounds on calls and USD from
// the trigger sets and the catalogue, before any model is called; and the round cap the
// estimate and the runner share, and the stop rules of the rounds.
import { harnessCallShape } from '../../agent/harness/call-shape.js'
import type { CallPlan } from '../../llm/index.js'
import { authoredTriggerSet } from '../../skill/authored-triggers.js'
import type { SkillUnderTest } from '../types.js'
import {
  DEFAULT_EPSILON,
  DEPTH_CAPS,
  roundsForCap,
  type StopRules
} from '../../stats/sequential-stopping.js'
import { AGENT_CONTEXT_CHARS, ASSUMED_TURNS } from '../ab/plan.js'
import { MC_DEFAULTS } from './defaults.js'
import { scenariosOf } from './quality.js'
import { MIN_GENERATED_PROMPTS, planTriggerGeneration } from './generate-triggers.js'
import { groupPrompts, groupsByRoot } from './group-prompts.js'
import { contextsOf, slotConfig, type MonteCarloConfig } from './options.js'

/** System prompt, tool definitions and catalogue of a trigger call, in characters. */
export const TRIGGER_REQUEST_CHARS = 8_000
/** What the busy context adds to every call of a trigger run. */
const BUSY_CONTEXT_CHARS = 16_000

/**
 * Rounds at most (runs per prompt): the depth's runs per skill (deep 50, thorough 100) spread over
 * the group's prompts, which are every skill's prompts (the runs are shared), at least one round.
 * `runs` sets it directly.
 */
export function maxRoundsOf(config: MonteCarloConfig, prompts: number): number {
  if (config.runs !== undefined) return config.runs
  return roundsForCap(config.depth === 'thorough' ? DEPTH_CAPS.thorough : DEPTH_CAPS.deep, prompts)
}

/**
 * The stop rules of a group of `prompts` prompts: each skill's should and should-not sets against
 * the gates (min-recall, max-false-activation), ε and the rounds' cap. The same for every skill of
 * the group, whose prompts are all the group's.
 */
export function stopRulesOf(
  config: MonteCarloConfig,
  maxRounds: number,
  prompts: number
): StopRules {
  return {
    cap: Math.max(1, maxRounds * prompts),
    level: MC_DEFAULTS.level,
    epsilon: config.epsilon ?? DEFAULT_EPSILON,
    minRecall: config.minRecall,
    maxFalseActivation: config.maxFalseActivation
  }
}

/**
 * The prompts of a group's round: the authored sets and the shared prompts as the run will hold
 * them (a request written twice is one prompt), and the fewest a generated set has for each
 * skill that has none.
 */
export function promptsOf(group: readonly SkillUnderTest[]): number {
  const authored = group.map((skill) => ({
    name: skill.name,
    set: authoredTriggerSet(
      skill.evalFile ?? { ok: 'absent' },
      skill.triggerEvals ?? { ok: 'absent' }
    ).set
  }))
  const sets = authored.flatMap(({ name, set }) => (set === null ? [] : [{ name, set }]))
  return groupPrompts(sets).length + (group.length - sets.length) * 2 * MIN_GENERATED_PROMPTS
}

/**
 * The plan: the trigger sets generated once, then each listed harness's trigger and scenario runs
 * (its model, its call shape), so the estimate and `max-usd` cover every harness.
 */
export function planMonteCarloCalls(
  skills: readonly SkillUnderTest[],
  config: MonteCarloConfig
): CallPlan[] {
  const harnesses =
    config.agents !== undefined && config.agents.length > 1
      ? config.agents.map((slot) => slotConfig(config, slot))
      : [config]
  return [
    ...planTriggerGeneration([...skills], [], { model: config.judgeModel ?? config.model }),
    ...harnesses.flatMap((c) => planAgentRuns(skills, c))
  ]
}

/** One harness's trigger runs and scenario runs. */
function planAgentRuns(skills: readonly SkillUnderTest[], config: MonteCarloConfig): CallPlan[] {
  let runs = 0
  // Every prompt of a round shares its prompt prefix (one catalogue order per round): written by
  // the round's first run, read by the others.
  let perRound = Number.POSITIVE_INFINITY
  for (const group of groupsByRoot(skills).values()) {
    const prompts = promptsOf(group)
    runs += prompts * maxRoundsOf(config, prompts)
    perRound = Math.min(perRound, prompts)
  }
  // Each eval scenario once in full, for output quality conditional on activation.
  const scenarioCalls = skills
    .flatMap(scenariosOf)
    .reduce((n, s) => n + (s.max_turns ?? ASSUMED_TURNS), 0)
  const turns = config.maxTurns ?? MC_DEFAULTS.maxTurns
  const contexts = contextsOf(config.context)
  const busy = contexts.includes('busy') ? BUSY_CONTEXT_CHARS : 0
  return [
    {
      layer: 'monte_carlo',
      model: config.model,
      calls: runs * turns * contexts.length,
      ...harnessCallShape(config.harnessName, {
        inputChars: TRIGGER_REQUEST_CHARS + busy,
        maxOutputTokens: MC_DEFAULTS.maxOutputTokens,
        // Trigger runs send their output cap (./trigger-run.ts).
        capSent: true
      }),
      cache: {
        prefixChars: TRIGGER_REQUEST_CHARS + busy,
        callsPerPrefix: Number.isFinite(perRound) ? perRound : 1
      }
    },
    {
      layer: 'monte_carlo',
      model: config.model,
      calls: scenarioCalls,
      ...harnessCallShape(config.harnessName, {
        inputChars: AGENT_CONTEXT_CHARS,
        maxOutputTokens: 4096
      })
    }
  ]
}
