// What a skill's model calls cost, in the words every output uses (text, comment, JUnit): the
// total, then each costly layer's part. Four decimals, like the run's usage line, so the skills'
// figures visibly add up to the run's total.
import type { CostlyLayerName, SkillCost } from '../model/index.js'

/** Dollars as every cost figure is written. */
export const formatUsd = (usd: number): string => `$${usd.toFixed(4)}`

/** `$0.1234 (judge $0.0100, monte_carlo $0.0534, ab $0.0600)`: in the order the layers ran. */
export function skillCostText(cost: SkillCost): string {
  const parts = (Object.entries(cost.byLayer) as Array<[CostlyLayerName, number]>).map(
    ([layer, usd]) => `${layer} ${formatUsd(usd)}`
  )
  return parts.length === 0 ? formatUsd(cost.usd) : `${formatUsd(cost.usd)} (${parts.join(', ')})`
}
