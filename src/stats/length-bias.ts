// Does a pairwise judge prefer the longer output? Judges are known to reward length, and a skill
// that makes the agent write more would then "help" without being better. Each judged pair gives
// its signed verdict (+ favours the with-skill output) and the two output lengths; the verdict is
// regressed on the log length ratio, and the intercept — the verdict expected at equal length —
// is the length-controlled estimate shown beside the raw mean.
import jStat from 'jstat'
import { mean } from './descriptive.js'

export interface LengthPoint {
  /** Signed pairwise verdict, + when the with-skill output won. */
  verdict: number
  baselineChars: number
  withSkillChars: number
}

export interface LengthBias {
  meanDifferenceChars: number | null
  decisive: number
  preferLongerShare: number | null
  raw: number | null
  controlled: number | null
  slope: number | null
  biased: boolean
}

/** Log ratio of the lengths; +1 keeps an empty output finite. */
const logRatio = (p: LengthPoint): number =>
  Math.log((p.withSkillChars + 1) / (p.baselineChars + 1))

/** The length figures of `points`; the regression needs 3 points and lengths that vary. */
export function lengthBias(points: readonly LengthPoint[], level = 0.95): LengthBias {
  const decisive = points.filter((p) => p.verdict !== 0 && p.withSkillChars !== p.baselineChars)
  const longer = decisive.filter((p) => p.verdict > 0 === p.withSkillChars > p.baselineChars)
  const base = {
    meanDifferenceChars: points.length
      ? mean(points.map((p) => p.withSkillChars - p.baselineChars))
      : null,
    decisive: decisive.length,
    preferLongerShare: decisive.length ? longer.length / decisive.length : null,
    raw: points.length ? mean(points.map((p) => p.verdict)) : null
  }
  const n = points.length
  const xs = points.map(logRatio)
  const ys = points.map((p) => p.verdict)
  const mx = n ? mean(xs) : 0
  const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0)
  // Equal ratios leave rounding noise in sxx, not variation to regress on.
  if (n < 3 || sxx < 1e-12) return { ...base, controlled: null, slope: null, biased: false }
  const my = mean(ys)
  const slope = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0) / sxx
  const intercept = my - slope * mx
  const residual = xs.reduce((s, x, i) => s + (ys[i] - intercept - slope * x) ** 2, 0)
  const se = Math.sqrt(residual / (n - 2) / sxx)
  const t = jStat.studentt.inv(1 - (1 - level) / 2, n - 2)
  return { ...base, controlled: intercept, slope, biased: slope - t * se > 0 }
}
