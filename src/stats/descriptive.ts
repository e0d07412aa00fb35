// Descriptive statistics for token and time figures.

export function mean(xs: readonly number[]): number {
  if (xs.length === 0) return NaN
  let sum = 0
  for (const x of xs) sum += x
  return sum / xs.length
}

/** Sample standard deviation (n − 1 denominator); NaN below two values. */
export function sampleSd(xs: readonly number[]): number {
  if (xs.length < 2) return NaN
  const m = mean(xs)
  let ss = 0
  for (const x of xs) ss += (x - m) ** 2
  return Math.sqrt(ss / (xs.length - 1))
}

/** Hyndman–Fan type-7 quantile (R's default) of already sorted values. */
export function quantileSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length
  if (n === 0) return NaN
  const h = (n - 1) * p
  const lo = Math.floor(h)
  const hi = Math.min(lo + 1, n - 1)
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo])
}

export interface Spread {
  n: number
  median: number
  q1: number
  q3: number
  iqr: number
  /** Values outside the Tukey fences Q1 − 1.5·IQR and Q3 + 1.5·IQR, in input order. */
  outliers: number[]
}

export function spread(xs: readonly number[]): Spread {
  const sorted = [...xs].sort((a, b) => a - b)
  const q1 = quantileSorted(sorted, 0.25)
  const q3 = quantileSorted(sorted, 0.75)
  const iqr = q3 - q1
  const low = q1 - 1.5 * iqr
  const high = q3 + 1.5 * iqr
  return {
    n: xs.length,
    median: quantileSorted(sorted, 0.5),
    q1,
    q3,
    iqr,
    outliers: xs.filter((x) => x < low || x > high)
  }
}

/** Coefficient of variation: sample SD / mean; null when the mean is 0 or n < 2. */
export function coefficientOfVariation(xs: readonly number[]): number | null {
  const m = mean(xs)
  if (xs.length < 2 || m === 0) return null
  return sampleSd(xs) / m
}
