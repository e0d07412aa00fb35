// Precision and F1 of activation only make sense at a stated prevalence π: the share of requests
// that should use the skill. Given recall r and false-activation rate f, per request
//   precision = π·r / (π·r + (1 − π)·f),   F1 = 2π·r / (π·r + π + (1 − π)·f).
// Both rise with r and fall with f, so their interval is the image of the rectangle
// [r low, r high] × [f low, f high] (each side at level √L; the two prompt sets are independent,
// so the rectangle holds both rates with probability ≥ L). This inherits whatever the rate
// intervals guarantee — exact, or anytime-valid after sequential stopping — and, unlike a
// bootstrap over prompts, it does not shrink to a point when every prompt agrees.
import type { RateEstimate } from './activation-rate.js'

export interface AtPrevalence {
  estimate: number | null
  low: number | null
  high: number | null
  level: number
  method: string
  prevalence: number
  seed: number
}

export interface TriggerPrecision {
  precision: AtPrevalence
  f1: AtPrevalence
}

/** The level each rate's interval needs for the rectangle to hold both at `level`. */
export const sideLevel = (level: number): number => Math.sqrt(level)

function checkPrevalence(prevalence: number): void {
  if (!(prevalence > 0 && prevalence < 1)) {
    throw new RangeError(`prevalence must be in (0, 1): ${prevalence}`)
  }
}

/** Precision at π; 0/0 (nothing ever fires) is null, and `empty` says which way to bound it. */
function precisionAt(pi: number, r: number, f: number, empty: number | null): number | null {
  const fired = pi * r + (1 - pi) * f
  return fired > 0 ? (pi * r) / fired : empty
}

/** F1 at prevalence π from recall r and false-activation rate f. */
export const f1At = (pi: number, r: number, f: number): number =>
  (2 * pi * r) / (pi * r + pi + (1 - pi) * f)

/**
 * Precision and F1 at `prevalence` from recall and the false-activation rate, whose intervals
 * must be at `sideLevel(level)`. Null when either rate is unmeasured: F1 without should-not
 * prompts would silently assume no false activations.
 */
export function triggerPrecision(
  recall: RateEstimate,
  falseActivation: RateEstimate,
  prevalence: number
): TriggerPrecision {
  checkPrevalence(prevalence)
  const level = recall.level * falseActivation.level
  const seed = recall.seed
  const base = { level, prevalence, seed }
  const r = recall
  const f = falseActivation
  if (
    r.estimate === null ||
    f.estimate === null ||
    r.low === null ||
    r.high === null ||
    f.low === null ||
    f.high === null
  ) {
    const none = { estimate: null, low: null, high: null }
    return {
      precision: { ...none, ...base, method: 'unmeasured' },
      f1: { ...none, ...base, method: 'unmeasured' }
    }
  }
  const method = `projection of ${r.method} × ${f.method}`
  return {
    precision: {
      estimate: precisionAt(prevalence, r.estimate, f.estimate, null),
      low: precisionAt(prevalence, r.low, f.high, 0),
      high: precisionAt(prevalence, r.high, f.low, 1),
      ...base,
      method
    },
    f1: {
      estimate: f1At(prevalence, r.estimate, f.estimate),
      low: f1At(prevalence, r.low, f.high),
      high: f1At(prevalence, r.high, f.low),
      ...base,
      method
    }
  }
}

/** The authored mix: should-prompts over all prompts (the default prevalence); null if none. */
export function authoredPrevalence(shouldPrompts: number, shouldNotPrompts: number): number | null {
  const total = shouldPrompts + shouldNotPrompts
  if (shouldPrompts === 0 || shouldNotPrompts === 0) return null
  return shouldPrompts / total
}
