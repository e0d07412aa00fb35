// What `skill-ci improve` shows: the current and the proposed description side by side with their
// held-out recall, false activations and F1 (each with its interval) and the paired F1 gain, and
// the pull-request review comment whose `suggestion` block
// replaces the `description:` line in one click. Descriptions are PR content: text output is
// neutralised line by line, markdown goes through the mdast stringifier.
import type { Code, RootContent } from 'mdast'
import type { DescriptionScores, ImproveCandidate, ImproveResult } from '../model/index.js'
import { paragraph, strong, stringify, table, text } from './mdast.js'
import { neutralise } from './neutralise.js'
import { plural } from '../model/plural.js'

const pct = (x: number) => `${Math.round(x * 100)}%`
const ratio = (x: number) => x.toFixed(2)

type Figure = 'recall' | 'falseActivation' | 'f1'

/** A held-out figure with its interval, or "unmeasured". */
function figure(scores: DescriptionScores | null | undefined, which: Figure): string {
  if (which === 'f1') {
    const f = scores?.f1
    return f ? `${ratio(f.value)} [${ratio(f.low)}, ${ratio(f.high)}]` : 'unmeasured'
  }
  const r = scores?.[which]
  return r ? `${pct(r.rate)} [${pct(r.low)}, ${pct(r.high)}]` : 'unmeasured'
}

/** The finalist shown beside the current description: the proposal, else the best one tried. */
export function shownCandidate(result: ImproveResult): ImproveCandidate | undefined {
  const finalists = result.candidates.filter((c) => c.heldOut !== undefined)
  if (result.proposed !== null) {
    return finalists.find((c) => c.description === result.proposed?.description)
  }
  return [...finalists].sort(
    (a, b) => (b.heldOut?.f1?.value ?? -1) - (a.heldOut?.f1?.value ?? -1)
  )[0]
}

function gainOf(c: ImproveCandidate | undefined): string {
  const g = c?.heldOutGain
  if (g === undefined) return 'unmeasured'
  const sign = (x: number) => `${x >= 0 ? '+' : ''}${ratio(x)}`
  return `${sign(g.value)} [${sign(g.low)}, ${sign(g.high)}] (${pct(g.level)}, paired over prompts)`
}

/** The rows of the side-by-side table: label, current, candidate. */
function rows(result: ImproveResult, shown: ImproveCandidate | undefined): string[][] {
  const cur = result.current.heldOut
  const cand = shown?.heldOut
  return [
    ['held-out recall', figure(cur, 'recall'), figure(cand, 'recall')],
    ['held-out false activations', figure(cur, 'falseActivation'), figure(cand, 'falseActivation')],
    [`held-out F1 at ${pct(result.prevalence)} prevalence`, figure(cur, 'f1'), figure(cand, 'f1')],
    ['F1 gain over current', '', gainOf(shown)]
  ]
}

function headline(result: ImproveResult): string {
  switch (result.status) {
    case 'proposed':
      return 'a better description was found'
    case 'no_better':
      return 'no better description found'
    default:
      return `${result.status.replaceAll('_', ' ')}: ${result.reason}`
  }
}

const splitLine = (r: ImproveResult) =>
  `${r.triggerSource} trigger prompts: ${r.split.train.should} should / ${r.split.train.shouldNot} should-not to train on, ${r.split.heldOut.should} / ${r.split.heldOut.shouldNot} held out (seed ${r.split.seed}), ${plural(r.runsPerPrompt, 'run')} per prompt`

const candidatesLine = (r: ImproveResult) =>
  `${plural(r.candidates.length, 'candidate')} in ${plural(r.rounds, 'round')}, ${r.dropped} dropped by the spec rules; ${plural(r.usage.calls, 'model call')} (${r.usage.cachedCalls} from the cache), $${r.usage.costUsd.toFixed(4)}`

/** The CLI's text: the headline, both descriptions, the figures side by side. */
export function improveText(result: ImproveResult): string {
  const shown = shownCandidate(result)
  const label = result.proposed !== null ? 'proposed' : 'best tried'
  const table = [['', 'current', label], ...rows(result, shown)]
  const widths = [0, 1].map((col) => Math.max(...table.map((r) => (r[col] ?? '').length)))
  const lines = [
    `${result.skill} (${result.skillFile}): ${headline(result)}`,
    `  current:    ${result.current.description}`,
    ...(shown ? [`  ${`${label}:`.padEnd(11)} ${shown.description}`] : []),
    ...(result.current.heldOut === null
      ? []
      : table.map(
          (r) =>
            `  ${(r[0] ?? '').padEnd(widths[0] ?? 0)}  ${(r[1] ?? '').padEnd(widths[1] ?? 0)}  ${r[2] ?? ''}`
        )),
    ...(shown?.rejected ? [`  not proposed: ${shown.rejected}`] : []),
    `  ${splitLine(result)}`,
    `  ${candidatesLine(result)}`
  ]
  return `${lines.map(neutralise).join('\n')}\n`
}

/** The review comment: the suggestion that replaces the description's lines, then the figures. */
export function suggestionComment(result: ImproveResult): string | null {
  const p = result.proposed
  if (p === null) return null
  const shown = shownCandidate(result)
  const suggestion: Code = { type: 'code', lang: 'suggestion', value: p.line }
  const nodes: RootContent[] = [
    paragraph(
      strong(text('skill-ci improve')),
      text(
        ': this description loads the skill more reliably on trigger prompts the search never saw (held out), without more false activations.'
      )
    ),
    suggestion,
    table(
      ['', 'current', 'proposed'],
      rows(result, shown).map((r) => r.map((cell) => [text(cell)]))
    ),
    paragraph(text(`${splitLine(result)}. ${candidatesLine(result)}.`))
  ]
  return stringify(nodes)
}
