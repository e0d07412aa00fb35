// The judges' agreement in words, one line per dimension, shared by the markdown reports and the
// CLI's text output. It is named by what it measures: one model sampled N times shows how
// consistent that model is with itself (test–retest), not how far independent judges agree.
import type { AgreementKind, DimensionAgreement, JudgeAgreement } from '../model/index.js'
import { plural } from '../model/plural.js'

const KIND_NAMES: Record<AgreementKind, string> = {
  test_retest_consistency: 'test–retest consistency',
  inter_judge_agreement: 'inter-judge agreement',
  mixed_panel: 'mixed panel (repeated samples and different models)'
}

const KIND_TITLES: Record<AgreementKind, (judges: number) => string> = {
  test_retest_consistency: (n) => `Judge test–retest consistency (one model sampled ${n} times)`,
  inter_judge_agreement: (n) => `Inter-judge agreement (${n} different models)`,
  mixed_panel: (n) => `Judge agreement, mixed panel (${n} judges, some sharing a model)`
}

export interface AgreementText {
  title: string
  /** One line per dimension. */
  lines: string[]
}

export function agreementText(agreement: JudgeAgreement): AgreementText {
  const entries = Object.entries(agreement.dimensions)
  const kinds = [...new Set(entries.map(([, d]) => d.kind))]
  // The kind is usually the same for every dimension; name it once, else on each line.
  const shared = kinds.length === 1 ? kinds[0] : undefined
  const title =
    shared === undefined
      ? `Judge agreement (${plural(agreement.judges, 'judge')})`
      : KIND_TITLES[shared](agreement.judges)
  const lines = entries.map(
    ([name, d]) =>
      `${name.replaceAll('_', ' ')}: ${shared === undefined ? `${KIND_NAMES[d.kind]}, ` : ''}${measureText(d)}`
  )
  return { title, lines }
}

function measureText(d: DimensionAgreement): string {
  if (d.measure === 'spread') {
    const flag = d.judgesDisagree ? ', judges disagree' : ''
    return `one skill, so no κ: judges' scores spread ${d.spread.toFixed(2)}${flag}`
  }
  const kappa = d.kappa === null ? 'κ n/a' : `κ ${d.kappa.toFixed(2)}`
  const why = d.reason === undefined ? '' : ` (${d.reason})`
  const parts = [`${kappa} over ${plural(d.items, 'skill')}${why}`]
  if (d.exactAgreement !== null) parts.push(`exact agreement ${d.exactAgreement.toFixed(2)}`)
  if (d.disagreements > 0) parts.push(`judges disagree on ${plural(d.disagreements, 'skill')}`)
  return parts.join(', ')
}
