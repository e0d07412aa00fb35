// The problems of a skill's eval files as findings, so that `validate` and `score` report a broken
// tests/eval.yaml, evals/evals.json or evals/trigger-evals.json (and fail the gate on it like any
// spec error) before anyone pays for a run that would stop on it. The pipeline reads each skill's
// eval files once, and the costly layers use what was read here.
import path from 'node:path'
import type { Finding } from '../model/index.js'
import { clipLine } from './echo.js'
import type { EvalLoadResult, TriggerEvalsLoadResult } from './eval-file.js'
import { TRIGGER_EVALS_JSON } from './eval/file-names.js'
import { authoredTriggerSet } from './authored-triggers.js'

export const EVAL_INVALID_RULE = 'eval/invalid'
export const TRIGGER_CONFLICT_RULE = 'eval/trigger-conflict'

/** One error finding per problem of an invalid eval file (none when it is valid or absent). */
export function evalFindingsOf(loaded: EvalLoadResult | TriggerEvalsLoadResult): Finding[] {
  if (loaded.ok !== false) return []
  return loaded.errors.map((e) => ({
    ruleId: EVAL_INVALID_RULE,
    source: 'eval',
    severity: 'error',
    file: e.file,
    // Annotations and SARIF need a line: a problem of the whole file points at its first.
    line: e.line ?? 1,
    message: e.message
  }))
}

/**
 * A warning for each request that tests/eval.yaml and evals/trigger-evals.json answer differently
 * (the eval.yaml answer is the one used). `skillFile` locates the skill's folder.
 */
export function triggerConflictFindings(
  evalFile: EvalLoadResult,
  triggerEvals: TriggerEvalsLoadResult,
  skillFile: string
): Finding[] {
  const { conflicts } = authoredTriggerSet(evalFile, triggerEvals)
  const file = path.posix.join(path.posix.dirname(skillFile), TRIGGER_EVALS_JSON)
  return conflicts.map((query) => ({
    ruleId: TRIGGER_CONFLICT_RULE,
    source: 'eval',
    severity: 'warning',
    file,
    line: 1,
    message: `"${clipLine(query, 80)}" is a should-prompt in one file and a should-not prompt in the other; tests/eval.yaml's answer is used`
  }))
}
