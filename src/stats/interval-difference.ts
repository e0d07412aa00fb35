// The test of the difference of two independent estimates that are known only by their reported
// intervals (the two sides of a re-validation: each run kept its estimate and interval, not its
// data). Each side's standard error is read back from the half of its interval that faces the
// other estimate (an interval widened on one side, as the sign-flip hull can be, counts as wide
// there), divided by the critical value it was drawn with; the difference is then tested with
// both uncertainties (Welch, Satterthwaite's degrees of freedom). Two intervals that merely
// overlap can still differ significantly, and two that barely miss can not: the rule is this
// test, never the look of the intervals. Pure.
import jStat from 'jstat'

export interface ReportedInterval {
  estimate: number | null
  low: number | null
  high: number | null
  /** Two-sided confidence level of [low, high]. */
  level: number
  /** Degrees of freedom of the t critical value the interval was drawn with; absent: normal. */
  df?: number
}

export interface DifferenceTest {
  /** after − before. */
  difference: number
  se: number
  df: number
  /** Two-sided p-value of "no difference". */
  p: number
}

function critical(level: number, df: number | undefined): number {
  const q = 1 - (1 - level) / 2
  return df !== undefined && Number.isFinite(df) && df > 0
    ? jStat.studentt.inv(q, df)
    : jStat.normal.inv(q, 0, 1)
}

/** The standard error behind one half of an interval, and its degrees of freedom. */
function halfSe(i: ReportedInterval, upper: boolean): { se: number; df: number } | null {
  const { estimate, low, high } = i
  if (estimate === null || low === null || high === null) return null
  const half = upper ? high - estimate : estimate - low
  if (!(half >= 0) || !Number.isFinite(half)) return null
  return { se: half / critical(i.level, i.df), df: i.df ?? Infinity }
}

/**
 * The difference `after − before` tested against 0; null when a side has no interval, or neither
 * side has any width (nothing to test against).
 */
export function differenceTest(
  before: ReportedInterval,
  after: ReportedInterval
): DifferenceTest | null {
  if (before.estimate === null || after.estimate === null) return null
  const difference = after.estimate - before.estimate
  // The halves facing each other: a fall is measured from before's low side to after's high side.
  const fell = difference < 0
  const b = halfSe(before, !fell)
  const a = halfSe(after, fell)
  if (b === null || a === null) return null
  const variance = b.se ** 2 + a.se ** 2
  if (!(variance > 0)) return null
  const share = (s: { se: number; df: number }) => (Number.isFinite(s.df) ? s.se ** 4 / s.df : 0)
  const denominator = share(b) + share(a)
  const df = denominator > 0 ? variance ** 2 / denominator : Infinity
  const se = Math.sqrt(variance)
  const z = Math.abs(difference) / se
  const tail = Number.isFinite(df) ? 1 - jStat.studentt.cdf(z, df) : 1 - jStat.normal.cdf(z, 0, 1)
  return { difference, se, df, p: Math.min(1, 2 * tail) }
}
