// The Elo rating in words, inside a skill's collapsible block: what the rating means (with its
// interval), then one row per opponent with both orders' verdicts and the result, then the facts
// a reader needs to reproduce it (interval method, seed, corpus version, judge model, harness).
// Opponent names come from the corpus index, which is repository content: they enter only through
// `text()`.
import type { RootContent } from 'mdast'
import type { EloResult } from '../model/index.js'
import { eloMeaning } from '../scoring/elo-meaning.js'
import { paragraph, strong, table, text } from './mdast.js'
import { MESSAGE_CHARS, NAME_CHARS } from './phrases.js'
import { plural } from '../model/plural.js'

const VERDICT: Record<EloResult['matches'][number]['forward'], string> = {
  win: 'better',
  tie: 'tie',
  loss: 'worse'
}

/** How the interval was made and what the rating was measured against. */
export function eloFacts(r: EloResult): string {
  return [
    `${r.ci.method}, level ${Math.round(r.ci.level * 100)}%, n = ${plural(r.ci.matchups, 'matchup')}, seed ${r.ci.seed}`,
    `corpus ${r.corpus.version} (${plural(r.corpus.size, 'skill')}, ${r.corpus.calibrated ? 'calibrated' : 'not calibrated'})`,
    `judge ${r.judgeModel}, harness ${r.harness}`,
    `PluginEval's sequential K = 32 rating ${Math.round(r.sequential.rating)} (${Math.round(r.sequential.low)}–${Math.round(r.sequential.high)})`
  ].join(' · ')
}

export function eloBlock(r: EloResult): RootContent[] {
  const rows = r.matches.map((m) => [
    [text(m.opponent, NAME_CHARS)],
    [text(String(Math.round(m.opponentRating)))],
    [text(VERDICT[m.forward])],
    [text(VERDICT[m.reverse])],
    m.positionBias === 'inconsistent' ? [text('draw (position-inconsistent)')] : [text(m.result)]
  ])
  const out: RootContent[] = [
    paragraph(strong(text('Elo rating')), text(` ${eloMeaning(r)}`, MESSAGE_CHARS * 2)),
    table(['Opponent', 'Rating', 'Shown first', 'Shown second', 'Result'], rows),
    paragraph(text(eloFacts(r), MESSAGE_CHARS * 2))
  ]
  for (const failed of r.failedMatchups) {
    out.push(
      paragraph(
        text(`No verdict against ${failed.opponent} (left out): ${failed.reason}`, MESSAGE_CHARS)
      )
    )
  }
  return out
}
