// Authored trigger sets: the `triggers:` block of tests/eval.yaml and skill-creator's
// evals/trigger-evals.json, read into one model (TriggerSet). When a skill has both, both are
// used: the eval.yaml prompts first, then those of trigger-evals.json that eval.yaml does not
// already hold (the same request written twice is one prompt, not two votes). A request listed as
// "should" in one file and "should not" in the other keeps the eval.yaml answer and is reported,
// since it cannot be both. Apart from triggers.ts (which writes a set out as YAML) so that reading
// them loads no YAML writer.
import type { TriggerPrompt, TriggerSet, TriggerSource } from '../model/index.js'
import type { EvalLoadResult, TriggerEvalsLoadResult } from './eval-file.js'
import type { TriggerEvals, Triggers } from './eval/schema.js'

function fromEvalYaml(triggers: Triggers): TriggerPrompt[] {
  const source: TriggerSource = 'authored-eval-yaml'
  const should = (triggers.should ?? []).map((item): TriggerPrompt =>
    typeof item === 'string'
      ? { query: item, should: true, source }
      : { query: item.query, should: true, ...optional('note', item.note), source }
  )
  const shouldNot = (triggers.should_not ?? []).map((item): TriggerPrompt =>
    typeof item === 'string'
      ? { query: item, should: false, source }
      : {
          query: item.query,
          should: false,
          ...optional('note', item.note),
          ...optional('expectedSkill', item.expected_skill),
          source
        }
  )
  return [...should, ...shouldNot]
}

const fromTriggerEvals = (items: TriggerEvals): TriggerPrompt[] =>
  items.map((item) => ({
    query: item.query,
    should: item.should_trigger,
    // A near miss names the sibling it belongs to; on a should-prompt the name is this skill.
    ...(item.should_trigger ? {} : optional('expectedSkill', item.expected_skill)),
    source: 'authored-trigger-evals'
  }))

/** `{ [key]: value }`, or nothing when the value is undefined. */
export const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>

/** Two writings of one request: case and runs of white space do not matter. */
export const sameRequestKey = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase()

export interface AuthoredTriggers {
  /** Null when the skill has no authored prompts (the layer may generate them). */
  set: TriggerSet | null
  /** Requests that one file says should trigger and the other says should not. */
  conflicts: string[]
}

/** The skill's authored trigger set from its two possible files (see the top of this file). */
export function authoredTriggerSet(
  evalFile: EvalLoadResult,
  triggerEvals: TriggerEvalsLoadResult
): AuthoredTriggers {
  const fromYaml =
    evalFile.ok === true && evalFile.suite.triggers ? fromEvalYaml(evalFile.suite.triggers) : []
  const fromJson = triggerEvals.ok === true ? fromTriggerEvals(triggerEvals.items) : []
  const seen = new Map<string, TriggerPrompt>()
  const conflicts: string[] = []
  const prompts: TriggerPrompt[] = []
  for (const prompt of [...fromYaml, ...fromJson]) {
    const key = sameRequestKey(prompt.query)
    const earlier = seen.get(key)
    if (earlier) {
      if (earlier.should !== prompt.should) conflicts.push(prompt.query)
      continue
    }
    seen.set(key, prompt)
    prompts.push(prompt)
  }
  if (prompts.length === 0) return { set: null, conflicts }
  const sources = [...new Set(prompts.map((p) => p.source))]
  return { set: { prompts, sources: sources as TriggerSet['sources'] }, conflicts }
}
