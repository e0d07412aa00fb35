// The shapes of the JUnit report before it is written as XML (a suite of cases, each with its
// outcome), the text limits every case keeps to, and the two phrasings several suites share.
import type { Gate } from '../../model/index.js'
import { oneLine } from '../text.js'

export type Outcome =
  | { kind: 'pass' }
  | { kind: 'failure' | 'error'; message: string; type: string; text?: string }
  | { kind: 'skipped'; message: string }

export interface TestCase {
  classname: string
  name: string
  file?: string
  line?: number
  outcome: Outcome
  systemOut?: string
}

export interface TestSuite {
  name: string
  file?: string
  properties: Array<[string, string]>
  cases: TestCase[]
}

export const MESSAGE_CHARS = 500
/** Paths are cut longer than names: a consumer links them to files. */
export const PATH_CHARS = 1000
/** A failure's body text has room for the whole message, still on one inert line. */
export const TEXT_CHARS = 4000

/** The same failure for a skill's gate and the run's, so both read alike. */
export function gateOutcome(gate: Gate): Outcome {
  return gate.passed
    ? { kind: 'pass' }
    : {
        kind: 'failure',
        type: 'gate',
        message: oneLine(gate.reasons.join('; ') || 'gate failed', MESSAGE_CHARS),
        text: gate.reasons.map((reason) => oneLine(reason, TEXT_CHARS)).join('\n')
      }
}

/** The `(path:line:col)` form dorny's parsers read to place an annotation. */
export function locationHint(file: string, line: number | undefined): string {
  return `(${file}:${line ?? 1}:1)`
}
