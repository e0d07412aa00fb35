// Agreement among the judges: scores are banded to the nearest rubric anchor (0, 0.25,
// 0.5, 0.75, 1; ties go up), then compared with quadratic-weighted Cohen's κ for two judges, or
// Light's κ (the mean of the pairwise weighted κ) for more. κ is null with fewer than 5 items or
// when the expected agreement is 1 (both judges used a single band: κ is undefined).

export const BAND_COUNT = 5
export const MIN_KAPPA_ITEMS = 5

/** Band index 0–4 of a score in [0, 1]: nearest anchor k/4, a tie (x.125, x.375…) goes up. */
export function rubricBand(score: number): number {
  return Math.min(BAND_COUNT - 1, Math.max(0, Math.floor(score * 4 + 0.5)))
}

/**
 * Quadratic-weighted κ of two equal-length band lists: 1 − Σ w·O / Σ w·E with
 * w(i, j) = (i − j)² / (k − 1)², O the observed and E the chance joint proportions.
 * Null when there are no items or Σ w·E = 0.
 */
export function quadraticWeightedKappa(a: number[], b: number[], k = BAND_COUNT): number | null {
  if (a.length !== b.length) throw new Error('kappa: rating lists differ in length')
  const n = a.length
  if (n === 0) return null
  const rowA = new Array<number>(k).fill(0)
  const rowB = new Array<number>(k).fill(0)
  let observed = 0
  for (let i = 0; i < n; i++) {
    const x = a[i] as number
    const y = b[i] as number
    rowA[x]! += 1 / n
    rowB[y]! += 1 / n
    observed += (x - y) ** 2 / (k - 1) ** 2 / n
  }
  let expected = 0
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) expected += ((i - j) ** 2 / (k - 1) ** 2) * rowA[i]! * rowB[j]!
  }
  if (expected === 0) return null
  return 1 - observed / expected
}

export interface Agreement {
  /** Weighted κ (2 judges) or Light's κ (more); null per the rules above. */
  kappa: number | null
  /** Mean over judge pairs of the share of items banded identically. */
  exactAgreement: number | null
  items: number
  judges: number
  /** Why κ is null, when it is. */
  reason?: string
}

/**
 * Agreement over items rated by every judge: `ratings[j][i]` is judge j's band for item i.
 * Pairs whose κ is undefined are left out of Light's mean; if none remains, κ is null.
 */
export function judgeAgreement(ratings: number[][]): Agreement {
  const judges = ratings.length
  const items = ratings[0]?.length ?? 0
  if (judges < 2)
    return { kappa: null, exactAgreement: null, items, judges, reason: 'fewer than 2 judges' }
  const kappas: number[] = []
  const exact: number[] = []
  for (let p = 0; p < judges; p++) {
    for (let q = p + 1; q < judges; q++) {
      const a = ratings[p] as number[]
      const b = ratings[q] as number[]
      if (items > 0) exact.push(a.filter((x, i) => x === b[i]).length / items)
      const k = quadraticWeightedKappa(a, b)
      if (k !== null) kappas.push(k)
    }
  }
  const exactAgreement = exact.length ? exact.reduce((s, x) => s + x, 0) / exact.length : null
  if (items < MIN_KAPPA_ITEMS) {
    return {
      kappa: null,
      exactAgreement,
      items,
      judges,
      reason: `fewer than ${MIN_KAPPA_ITEMS} items`
    }
  }
  if (kappas.length === 0) {
    return { kappa: null, exactAgreement, items, judges, reason: 'expected agreement is 1' }
  }
  return { kappa: kappas.reduce((s, x) => s + x, 0) / kappas.length, exactAgreement, items, judges }
}
