// Authored trigger sets: the `triggers:` block of tests/eval.yaml and skill-creator's
// evals/trigger-evals.json, read into one model (TriggerSet). When a skill has both, both are
// used: the eval.yaml prompts first, then those of trigger-evals.json that eval.yaml does not
// already hold (the same request written twice is one prompt, not two votes). A request listed as
// "should" in one file and "should not" in the other keeps the eval.yaml answer and is reported,
// since it cannot be both. The other way round, a set (a generated one) is written out as a
// `triggers:` block an author can commit.
import path from 'node:path'
import { stringify } from 'yaml'
import type { SkillError, TriggerPrompt, TriggerSet, TriggerSource } from '../model/index.js'
import { parseStructured, readCapped, type EvalLoadResult } from './eval-file.js'
import type { FolderListing } from './listing.js'
import { TriggerEvalsSchema, type TriggerEvals, type Triggers } from './eval/schema.js'

export const TRIGGER_EVALS_JSON = 'evals/trigger-evals.json'

export type TriggerEvalsLoadResult =
  { ok: true; items: TriggerEvals } | { ok: false; errors: SkillError[] } | { ok: 'absent' }

/** Parses evals/trigger-evals.json text; `file` is the name used in errors. */
export function parseTriggerEvals(text: string, file: string): TriggerEvalsLoadResult {
  const r = parseStructured(text, file, TriggerEvalsSchema)
  return r.ok ? { ok: true, items: r.value } : r
}

/**
 * Reads the skill's evals/trigger-evals.json with the limits of every eval file (bounded, inside
 * the skill folder). `displayDir` prefixes the file name in errors.
 */
export async function loadTriggerEvals(
  skillDir: string,
  displayDir = '.',
  listing?: FolderListing
): Promise<TriggerEvalsLoadResult> {
  const shown = path.posix.join(displayDir, TRIGGER_EVALS_JSON)
  const text = await readCapped(TRIGGER_EVALS_JSON, skillDir, listing)
  if (text === null) return { ok: 'absent' }
  if (typeof text !== 'string') return { ok: false, errors: [{ ...text, file: shown }] }
  return parseTriggerEvals(text, shown)
}

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

const optional = <K extends string>(key: K, value: string | undefined) =>
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

/** A prompt as a list item of the block: the bare request unless it carries more. */
function blockItem(prompt: TriggerPrompt): string | Record<string, string> {
  if (prompt.note === undefined && prompt.expectedSkill === undefined) return prompt.query
  return {
    query: prompt.query,
    ...optional('note', prompt.note),
    ...(prompt.should ? {} : optional('expected_skill', prompt.expectedSkill))
  }
}

/**
 * The set as a `triggers:` block for tests/eval.yaml, ready to commit (it parses with the eval
 * file's schema). A generated set says so in a comment above the block.
 */
export function triggersYamlBlock(set: TriggerSet): string {
  const should = set.prompts.filter((p) => p.should).map(blockItem)
  const shouldNot = set.prompts.filter((p) => !p.should).map(blockItem)
  const triggers = {
    ...(should.length ? { should } : {}),
    ...(shouldNot.length ? { should_not: shouldNot } : {})
  }
  const header = set.sources.includes('generated')
    ? [
        `# Generated by skill-ci${set.model ? ` with ${set.model}` : ''}: review every prompt before`,
        '# committing it to tests/eval.yaml (authored prompts are trusted more than generated ones).',
        ''
      ].join('\n')
    : ''
  return `${header}${stringify({ triggers }, { lineWidth: 0 })}`
}
