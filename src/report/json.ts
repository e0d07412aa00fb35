// A run report as JSON text for stdout, in pieces: the text of `JSON.stringify(report, null, 2)`
// byte for byte, neutralised like neutraliseJson, but never held whole. Tens of thousands of
// skills make a text of a hundred megabytes and more, held twice over while it is written.
import type { RunReport } from '../model/index.js'
import { neutraliseJson } from './neutralise.js'

/**
 * A piece is written once it reaches this many characters: small enough to stay among the young
 * objects the collector frees cheaply, large enough to keep the writes few.
 */
const PIECE_CHARS = 1 << 15

// Stands for the skills in the report's own text. Raw quotes around it cannot come from inside a
// JSON string (they would be escaped there), so only the `skills` key itself produces it.
const SKILLS_MARK = 'skill-ci:skills'

// What `JSON.stringify({ s: [element] }, null, 2)` writes around the element's own text.
const WRAP_HEAD = '{\n  "s": [\n    '
const WRAP_TAIL = '\n  ]\n}'

/** The pieces of the report's JSON text (with a final newline), each already neutralised. */
export function* reportJsonPieces(report: RunReport): Generator<string> {
  const outline = JSON.stringify(
    report,
    function (this: unknown, key, value: unknown) {
      return this === report && key === 'skills' ? SKILLS_MARK : value
    },
    2
  )
  const mark = `"skills": "${SKILLS_MARK}"`
  const at = outline.indexOf(mark)
  if (at === -1 || report.skills.length === 0) {
    yield neutraliseJson(JSON.stringify(report, null, 2)) + '\n'
    return
  }
  let piece = outline.slice(0, at) + '"skills": ['
  for (const [i, skill] of report.skills.entries()) {
    // an element of a top-level array sits four spaces in, its lines with it: stringified inside
    // such an array, it comes indented without a second pass over its text
    const wrapped = JSON.stringify({ s: [skill] }, null, 2)
    const element = wrapped.slice(WRAP_HEAD.length, wrapped.length - WRAP_TAIL.length)
    piece += `${i === 0 ? '' : ','}\n    ${element}`
    if (piece.length >= PIECE_CHARS) {
      yield neutraliseJson(piece)
      piece = ''
    }
  }
  yield neutraliseJson(`${piece}\n  ]${outline.slice(at + mark.length)}`) + '\n'
}
