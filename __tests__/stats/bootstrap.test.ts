import { describe, expect, it } from '@jest/globals'
import {
  clusteredBootstrapDraws,
  meanOfMeans,
  percentileBounds
} from '../../src/stats/bootstrap.js'
import {
  clusterStandardError,
  studentizedBounds,
  studentizedP,
  varianceComponents
} from '../../src/stats/cluster-t.js'
import { createRng } from '../../src/stats/random.js'

describe('meanOfMeans', () => {
  it('weights scenarios equally, not runs', () => {
    // (0.2 + mean(0.4, 0.6, 0.8)) / 2 = 0.4, while the pooled mean would be 0.5.
    expect(meanOfMeans([[0.2], [0.4, 0.6, 0.8]])).toBeCloseTo(0.4, 12)
  })
})

describe('percentileBounds', () => {
  it('picks ⌊α/2·B⌋ and ⌊(1−α/2)·B⌋ − 1', () => {
    const sorted = Float64Array.from({ length: 10_000 }, (_, i) => i)
    expect(percentileBounds(sorted, 0.95)).toEqual([250, 9749])
  })
})

/** The percentile interval of the clustered bootstrap at 95 %. */
const bootstrapInterval = (clusters: number[][], seed: number, resamples = 10_000) =>
  percentileBounds(clusteredBootstrapDraws(clusters, createRng(seed), resamples), 0.95)

describe('clusteredBootstrapDraws', () => {
  it('gives a zero-width interval for constant data', () => {
    const [low, high] = bootstrapInterval(
      [
        [0.3, 0.3],
        [0.3, 0.3, 0.3]
      ],
      1,
      500
    )
    expect(low).toBeCloseTo(0.3, 12)
    expect(high).toBeCloseTo(0.3, 12)
  })

  it('reproduces the exact bootstrap law of a two-run scenario', () => {
    // One scenario [0, 1]: T* is 0, 0.5 or 1 with probabilities 1/4, 1/2, 1/4.
    const draws = clusteredBootstrapDraws([[0, 1]], createRng(3), 20_000)
    const half = draws.filter((x) => x === 0.5).length / draws.length
    expect(Math.abs(half - 0.5)).toBeLessThan(0.015)
    expect(bootstrapInterval([[0, 1]], 3)).toEqual([0, 1])
  })

  it('resamples scenarios in the first stage', () => {
    // Runs are constant within each scenario, so all spread comes from drawing scenarios:
    // T* = mean of two draws from {0, 1} → 0, 0.5, 1 with 1/4, 1/2, 1/4.
    const draws = clusteredBootstrapDraws(
      [
        [0, 0],
        [1, 1, 1]
      ],
      createRng(5),
      20_000
    )
    const zeros = draws.filter((x) => x === 0).length / draws.length
    expect(Math.abs(zeros - 0.25)).toBeLessThan(0.015)
  })

  it('is reproducible per seed', () => {
    const data = [
      [0.1, 0.5, -0.2],
      [0.3, 0.0],
      [0.6, 0.4, 0.2]
    ]
    const a = bootstrapInterval(data, 11)
    expect(bootstrapInterval(data, 11)).toEqual(a)
    expect(bootstrapInterval(data, 12)[0]).not.toBe(a[0])
  })

  it('lands near skill-validator §6.6 for 1..10 as one scenario', () => {
    const [low, high] = bootstrapInterval([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]], 9)
    expect(low).toBeGreaterThan(3.5)
    expect(low).toBeLessThan(3.9)
    expect(high).toBeGreaterThan(7.1)
    expect(high).toBeLessThan(7.5)
  })
})

describe('clusterStandardError', () => {
  it('uses the scenario means when S ≥ 3', () => {
    // Means 0.2, 0.3, 0.7: T = 0.4, s = √0.07, SE = s/√3 = 0.152753, t(2) = 4.302653.
    const se = clusterStandardError([
      [0.1, 0.3],
      [0.2, 0.4],
      [0.6, 0.8]
    ])
    expect(se).toMatchObject({ df: 2, source: 'scenario-means', clusters: 3, n: 6 })
    expect(se.estimate).toBeCloseTo(0.4, 12)
    const [low, high] = studentizedBounds(se, 0.95)
    expect(low).toBeCloseTo(0.4 - 0.657237, 5)
    expect(high).toBeCloseTo(0.4 + 0.657237, 5)
    // t = 0.4/0.152753 = 2.618615 on 2 df: p = 1 − t/√(t² + 2) = 0.120117.
    expect(studentizedP(se)).toBeCloseTo(0.120117, 5)
  })

  it('lowers the df when one scenario carries all the run noise', () => {
    // Means 0.1, 0.2, 0.3 spread less than the third scenario's runs (variance 0.98) explain, so
    // the between-scenario variance is 0 and the means' variances are 0, 0 and 0.98/2 = 0.49:
    // share = 0.49² / (3 · 0.49²) = 1/3, df = (3 − 1) / 3.
    const se = clusterStandardError([
      [0.1, 0.1],
      [0.2, 0.2],
      [-0.4, 1.0]
    ])
    expect(se.df).toBeCloseTo(2 / 3, 12)
    const [low] = studentizedBounds(se, 0.95)
    const [plainLow] = studentizedBounds({ ...se, df: 2 }, 0.95)
    expect(low).toBeLessThan(plainLow)
  })

  it('uses the runs when there is one scenario', () => {
    // mean 3, s = 1.581139, SE = 0.707107, t(4) = 2.776445 → half-width 1.963243.
    const se = clusterStandardError([[1, 2, 3, 4, 5]])
    expect(se.source).toBe('runs-within-scenarios')
    const [low, high] = studentizedBounds(se, 0.95)
    expect(low).toBeCloseTo(1.036757, 5)
    expect(high).toBeCloseTo(4.963243, 5)
  })

  it('is unbounded with a single run', () => {
    const se = clusterStandardError([[0.5]])
    expect(studentizedBounds(se, 0.95)).toEqual([-Infinity, Infinity])
    expect(studentizedP(se)).toBeNull()
  })
})

describe('varianceComponents', () => {
  it('splits the variance of pair scores into between and within scenarios', () => {
    // Within: each pair differs by 0.2 → 0.02; scenario means vary by 0.07 → 0.07 − 0.02/2.
    const v = varianceComponents([
      [0.1, 0.3],
      [0.2, 0.4],
      [0.6, 0.8]
    ])
    expect(v.within).toBeCloseTo(0.02, 12)
    expect(v.between).toBeCloseTo(0.06, 12)
  })
})
