// An anytime-valid confidence sequence for an activation rate measured in rounds (every prompt of
// the set run once per round). It may be looked at after every round, and the run stopped as soon
// as it is narrow enough, without losing its level — a fixed-sample interval checked after every
// round does lose it.
//
// Method: the beta-binomial mixture martingale (Robbins; Howard et al. 2021). For a candidate
// rate θ, after n runs with h activations,
//   M(θ) = B(a + h, a + n − h) / B(a, a) / (θ^h (1 − θ)^(n − h)),
// the likelihood of the runs under rates q drawn from a Beta(a, a) prior, over their likelihood
// at θ. The set {θ : M(θ) < 1/α} is the sequence. Why it holds for a SET of prompts whose
// probabilities p_s differ: the target is θ = mean of p_s. In a round each prompt runs once; the
// expected factor a run at q contributes is 1 + c·(p_s − θ) with c = (q − θ)/(θ(1 − θ)), and over
// a round their product is ≤ exp(c · Σ (p_s − θ)) = 1. So at round ends M(θ) is a nonnegative
// supermartingale with M = 1 at the start, and by Ville's inequality it ever reaches 1/α with
// probability ≤ α. Rounds must be complete: checked only between rounds.
//
// A run that failed (API error, timeout) has an outcome we never saw; counting it as a miss for
// the lower end and as an activation for the upper end keeps the sequence valid, only wider.
/**
 * Beta(a, a) prior of the mixture. A small a puts weight near 0 and 1, so a rate that really is
 * near 0 or 1 (a clear-cut skill) is pinned down in few rounds: at a = ¼ twenty runs that all agree
 * give a half-width ≤ 0.10, where a = ½ needs 24 and a = 1 more. The price is a sequence a few
 * per cent wider in the middle, where the cap is reached anyway.
 */
export const MIXTURE_PRIOR = 0.25

export interface SequenceCounts {
  /** Activations among the answered runs. */
  hits: number
  /** Answered runs. */
  runs: number
  /** Runs that failed (no answer) within the completed rounds. */
  failed: number
}

/**
 * ln [B(a + h, a + m) / B(a, a)] for h hits and m misses, by the ratio recurrence
 * B(x + 1, y) = B(x, y) · x / (x + y): exact and short for run counts.
 */
function logMixture(h: number, m: number, a: number): number {
  let log = 0
  for (let i = 0; i < h; i++) log += Math.log((a + i) / (2 * a + i))
  for (let j = 0; j < m; j++) log += Math.log((a + j) / (2 * a + h + j))
  return log
}

/** ln M(θ) for h hits in n runs, given ln of the mixture term. */
function logMartingale(theta: number, h: number, n: number, logNorm: number): number {
  const hitTerm = h === 0 ? 0 : h * Math.log(theta)
  const missTerm = n - h === 0 ? 0 : (n - h) * Math.log(1 - theta)
  return logNorm - hitTerm - missTerm
}

/**
 * The ends of {θ : M(θ) < 1/α} for h hits in n runs. ln M is convex in θ with its minimum ≤ 0 at
 * h / n, so the set is an interval around h / n, found by bisection on each side.
 */
function mixtureBounds(h: number, n: number, alpha: number, a: number): [number, number] {
  if (n === 0) return [0, 1]
  const logNorm = logMixture(h, n - h, a)
  const threshold = Math.log(1 / alpha)
  const centre = h / n
  const outside = (theta: number): boolean => logMartingale(theta, h, n, logNorm) >= threshold
  const edge = (inside: number, out: number): number => {
    let lo = inside
    let hi = out
    for (let i = 0; i < 50; i++) {
      const mid = (lo + hi) / 2
      if (outside(mid)) hi = mid
      else lo = mid
    }
    return hi
  }
  // With no hits ln M stays finite as θ → 0 (it falls there), so 0 is inside; likewise 1 with no misses.
  const low = h === 0 ? 0 : edge(centre, 0)
  const high = h === n ? 1 : edge(centre, 1)
  return [low, high]
}

/** The confidence sequence at `level` after the completed rounds' counts. */
export function confidenceSequence(
  counts: SequenceCounts,
  level = 0.95,
  prior = MIXTURE_PRIOR
): [number, number] {
  const { hits, runs, failed } = counts
  if (![hits, runs, failed].every((x) => Number.isInteger(x) && x >= 0) || hits > runs) {
    throw new RangeError(`invalid sequence counts ${hits}/${runs} (+${failed} failed)`)
  }
  if (!(level > 0 && level < 1))
    throw new RangeError(`confidence level must be in (0, 1): ${level}`)
  const alpha = 1 - level
  const n = runs + failed
  return [mixtureBounds(hits, n, alpha, prior)[0], mixtureBounds(hits + failed, n, alpha, prior)[1]]
}
