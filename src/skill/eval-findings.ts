// The problems of a skill's eval file as findings, so that `validate` and `score` report a broken
// tests/eval.yaml or evals/evals.json (and fail the gate on it like any spec error) before anyone
// pays for an A/B run that would stop on it. The pipeline reads each skill's eval file once, and
// the A/B layer runs the suite that was read here.
import type { Finding } from '../model/index.js'
import type { EvalLoadResult } from './eval-file.js'

export const EVAL_INVALID_RULE = 'eval/invalid'

/** One error finding per problem of an invalid eval file (none when it is valid or absent). */
export function evalFindingsOf(loaded: EvalLoadResult): Finding[] {
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
