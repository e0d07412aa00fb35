// A distribution-free interval for the median: between the j-th smallest and the j-th largest
// value, each value falls below the true median with probability ½, so the count below it is
// Binomial(n, ½) and the interval covers with probability 1 − 2·P(Bin ≤ j − 1), whatever the
// distribution (token counts are skewed; a normal interval would not be honest). With fewer than
// 6 values no pair of order statistics reaches 95 %, and the interval is unbounded (null).
import { spread, type Spread } from './descriptive.js'

export interface MedianInterval {
  low: number | null
  high: number | null
  level: number
  /** The coverage the chosen order statistics actually guarantee (≥ level when bounded). */
  coverage: number | null
  method: 'order-statistics'
  n: number
}

export function medianInterval(xs: readonly number[], level = 0.95): MedianInterval {
  if (!(level > 0 && level < 1))
    throw new RangeError(`confidence level must be in (0, 1): ${level}`)
  const n = xs.length
  const sorted = [...xs].sort((a, b) => a - b)
  // The largest j with P(Bin(n, ½) ≤ j − 1) ≤ (1 − level) / 2; the probabilities by the
  // recurrence P(i + 1) = P(i)·(n − i)/(i + 1) in logs (2^−n underflows for long lists, and the
  // terms that matter, near the tail, are far from it).
  const tail = (1 - level) / 2
  let logP = -n * Math.LN2
  let below = 0
  let j = 0
  while (j < n / 2 && below + Math.exp(logP) <= tail) {
    below += Math.exp(logP)
    logP += Math.log((n - j) / (j + 1))
    j++
  }
  if (j === 0)
    return { low: null, high: null, level, coverage: null, method: 'order-statistics', n }
  return {
    low: sorted[j - 1],
    high: sorted[n - j],
    level,
    coverage: 1 - 2 * below,
    method: 'order-statistics',
    n
  }
}

export interface TokenSummary extends Spread {
  medianInterval: MedianInterval
}

/** Median with its interval, quartiles, IQR and Tukey outliers; null when nothing was counted. */
export function tokenSummary(tokens: readonly number[], level = 0.95): TokenSummary | null {
  if (tokens.length === 0) return null
  return { ...spread(tokens), medianInterval: medianInterval(tokens, level) }
}
