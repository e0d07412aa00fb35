// Adjusting the p-values of one family of decisions, so that testing many skills in one run does
// not multiply false alarms: Holm controls the chance of any false decision (family-wise), for
// any dependence between the tests; Benjamini–Hochberg controls the expected share of false
// decisions among those made (less strict, more power when many skills really differ).
import type { MultiplicityRule } from '../model/index.js'

/** The adjusted p-values, in the order given; a decision is made when one is below α. */
export function adjustPValues(ps: readonly number[], rule: MultiplicityRule): number[] {
  const k = ps.length
  if (rule === 'none' || k === 0) return [...ps]
  const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p)
  const adjusted = new Array<number>(k)
  if (rule === 'holm') {
    // Step down: the j-th smallest is multiplied by (k − j + 1), never below an earlier one.
    let running = 0
    order.forEach(({ p, i }, j) => {
      running = Math.max(running, Math.min(1, (k - j) * p))
      adjusted[i] = running
    })
  } else {
    // Step up: the j-th smallest is multiplied by k / j, never above a later one.
    let running = 1
    for (let j = k - 1; j >= 0; j--) {
      running = Math.min(running, (k / (j + 1)) * order[j].p)
      adjusted[order[j].i] = running
    }
  }
  return adjusted
}
