// The sign-flip (randomisation) test of "the scenario means are centred on δ". If each scenario's
// mean is as likely to fall at δ + d as at δ − d — true of any effect distribution that is
// symmetric around δ, however light- or heavy-tailed — then flipping the signs of the centred means
// gives equally likely data sets, and the share of the 2^S flips whose |sum| reaches the observed
// one is an exact p-value. The t test is only approximately right there: when scenarios differ a
// lot, bounded scores make the scenario means light-tailed and two-humped, and the t test then says
// "significant" a little more often than its level (measured: 2.6 % per side where 2.5 % is due).
// A flip leaves the sum of squares unchanged, so the t statistic grows with |sum|: counting sums
// is the same test as counting t statistics.
// The count is exact and cheap enough to repeat for many δ (the interval is found by inverting the
// test): the flips of each half of the scenarios are enumerated once and grouped by how many signs
// they turn, because centring on δ shifts every sum of a group by the same amount and so keeps its
// order; each pair of groups is then counted by one merge-like pass.

/** The most scenarios the exact count is made for (2 × 2^10 sums); past it the t test alone. */
export const SIGN_FLIP_MAX = 20
/** Sums this close (relative to the data's scale) count as equal, so ties are not lost to rounding. */
const TIE = 1e-9

/** The smallest p-value the test can give with S scenarios: the observed signs and their mirror. */
export const smallestSignFlipP = (scenarios: number): number => 2 / 2 ** scenarios

/** The flips of one half: per net sign (pluses minus minuses), the sorted signed sums. */
interface FlipGroup {
  net: number
  sums: Float64Array
}

function flipGroups(xs: readonly number[]): FlipGroup[] {
  const n = xs.length
  const sums = new Float64Array(1 << n)
  const nets = new Int8Array(1 << n)
  sums[0] = xs.reduce((a, x) => a - x, 0)
  nets[0] = -n
  // Subset k from the subset without its highest bit: that element's sign turns to +.
  for (let k = 1; k < sums.length; k++) {
    const high = 31 - Math.clz32(k)
    sums[k] = sums[k ^ (1 << high)] + 2 * xs[high]
    nets[k] = nets[k ^ (1 << high)] + 2
  }
  const groups: FlipGroup[] = []
  for (let net = -n; net <= n; net += 2) {
    const members = sums.filter((_, k) => nets[k] === net)
    groups.push({ net, sums: members.sort() })
  }
  return groups
}

/** Pairs (a, b), a from `left` and b from `right` (both sorted), with a + b ≥ c. */
function pairsAtLeast(left: Float64Array, right: Float64Array, c: number): number {
  let count = 0
  let j = right.length
  for (const a of left) {
    while (j > 0 && right[j - 1] >= c - a) j--
    count += right.length - j
  }
  return count
}

/** Pairs with a + b ≤ d. */
function pairsAtMost(left: Float64Array, right: Float64Array, d: number): number {
  let count = 0
  let k = 0
  for (let i = left.length - 1; i >= 0; i--) {
    while (k < right.length && right[k] <= d - left[i]) k++
    count += k
  }
  return count
}

/**
 * The test for one set of scenario means, as a function of δ: the two-sided p-value of "the means
 * are symmetric around δ", the share of sign flips of (mean − δ) whose |sum| is at least the
 * observed |sum|. 1 at the mean itself; never below `smallestSignFlipP(S)`, so it cannot reject at
 * 5 % below 6 scenarios.
 */
export function signFlipTest(means: readonly number[]): (delta: number) => number {
  const s = means.length
  if (s > SIGN_FLIP_MAX) {
    throw new RangeError(`the exact sign-flip count takes at most ${SIGN_FLIP_MAX} scenarios`)
  }
  if (s === 0) return () => 1
  const half = s >> 1
  const left = flipGroups(means.slice(0, half))
  const right = flipGroups(means.slice(half))
  const total = means.reduce((a, x) => a + x, 0)
  return (delta) => {
    const scale = means.reduce((a, x) => a + Math.abs(x - delta), 0)
    const observed = Math.abs(total - s * delta) - TIE * scale
    if (observed <= 0) return 1
    let hits = 0
    for (const l of left) {
      for (const r of right) {
        // A flip's centred sum is its raw sum − δ·net.
        const shift = delta * (l.net + r.net)
        hits += pairsAtLeast(l.sums, r.sums, shift + observed)
        hits += pairsAtMost(l.sums, r.sums, shift - observed)
      }
    }
    return Math.min(1, hits / 2 ** s)
  }
}
