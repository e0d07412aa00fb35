import { describe, expect, it } from '@jest/globals'
import {
  antiPatternPenalty,
  blendDimension,
  computeComposite,
  staticDimensionValues
} from '../../src/scoring/composite.js'
import type { DimensionName, StaticSubScores } from '../../src/model/index.js'

// Sub-score rows in PluginEval §9.1 column order: fm, orch, prog, struct, token, eco, port.
function subScores(row: number[]): StaticSubScores {
  const [fm, orch, prog, struct, token, eco, port] = row
  return {
    frontmatter_quality: fm,
    orchestration_wiring: orch,
    progressive_disclosure: prog,
    structural_completeness: struct,
    token_efficiency: token,
    ecosystem_coherence: eco,
    harness_portability: port
  }
}

function quick(row: number[], antiPatternCount: number) {
  return computeComposite({
    layers: { static: staticDimensionValues(subScores(row)) },
    antiPatternCount,
    depth: 'quick'
  })
}

// §9.1: sub-scores, anti-pattern count, composite, badge, grades of (triggering, orchestration,
// progressive, token, structural, ecosystem).
const SECTION_9_1: Array<[number[], number, number, string, string]> = [
  [[0.41, 0.7, 0.2, 0.2, 1.0, 0.5, 1.0], 1, 48.72348484848483, 'no_badge', 'F D+ F A+ F F'],
  [
    [0.47, 0.75, 0.6, 0.55, 0.9816216216216216, 0.75, 0.85],
    1,
    60.1518837018837,
    'bronze',
    'F C D- A+ F C'
  ],
  [
    [0.6499999999999999, 0.9, 0.6, 0.65, 0.8838174273858921, 0.5, 0.8],
    0,
    73.48924933987173,
    'silver',
    'D A- D- B+ D F'
  ],
  [
    [0.5599999999999999, 1.0, 1.0, 0.6000000000000001, 0.9556962025316456, 0.5, 1.0],
    0,
    79.59723820483312,
    'silver',
    'F A+ A+ A D- F'
  ],
  [
    [0.77, 0.85, 0.85, 0.8500000000000001, 0.9634408602150537, 0.83, 1.0],
    3,
    70.49931573802539,
    'silver',
    'C+ B B A B B'
  ],
  [
    [0.77, 0.85, 0.35, 0.6000000000000001, 0.9914893617021276, 0.91, 1.0],
    2,
    67.25309477756284,
    'bronze',
    'C+ B F A+ D- A-'
  ],
  [
    [0.6499999999999999, 0.85, 0.5, 0.6, 0.8131578947368421, 0.5, 0.98],
    0,
    69.58931419457733,
    'bronze',
    'D B F B- D- F'
  ],
  [
    [0.71, 1.0, 0.9, 0.9500000000000001, 0.9849462365591398, 0.75, 1.0],
    0,
    86.37829912023459,
    'gold',
    'C- A+ A- A+ A C'
  ],
  [
    [0.6000000000000001, 0.5499999999999999, 0.35, 0.1, 1.0, 0.5, 1.0],
    0,
    55.75757575757575,
    'no_badge',
    'D- F F A+ F F'
  ],
  [
    [0.74, 1.0, 0.65, 1.0, 0.9649122807017544, 0.75, 1.0],
    0,
    83.77192982456138,
    'gold',
    'C A+ D A A+ C'
  ]
]

const GRADED: DimensionName[] = [
  'triggering_accuracy',
  'orchestration_fitness',
  'progressive_disclosure',
  'token_efficiency',
  'structural_completeness',
  'ecosystem_coherence'
]

describe('computeComposite at quick depth (PluginEval §9)', () => {
  it.each(SECTION_9_1.map((row, i) => [i + 1, ...row] as const))(
    '§9.1 row %i',
    (_n, row, count, composite, badge, grades) => {
      const result = quick(row, count)
      expect(result.score).toBe(composite)
      expect(result.badge).toBe(badge)
      const byName = new Map(result.dimensions.map((d) => [d.name, d]))
      expect(GRADED.map((name) => byName.get(name)?.grade).join(' ')).toBe(grades)
      for (const d of result.dimensions) {
        if (!GRADED.includes(d.name)) {
          expect(d).toMatchObject({ score: null, grade: '—', letter: null, weightedScore: 0 })
        }
      }
    }
  )

  it('§9.3.1: blended values keep the (v × b) ÷ b artefacts and 0.7 grades D+', () => {
    const result = quick(SECTION_9_1[0][0], 1)
    const byName = new Map(result.dimensions.map((d) => [d.name, d]))
    expect(byName.get('orchestration_fitness')).toMatchObject({
      score: 0.6999999999999998,
      grade: 'D+',
      letter: 'D',
      sources: ['static']
    })
    expect(byName.get('progressive_disclosure')?.score).toBe(0.20000000000000004)
    expect(byName.get('triggering_accuracy')?.score).toBe(0.41)
    expect(result.measuredWeight).toBe(0.6600000000000001)
    expect(result.penalty).toBe(0.95)
    expect(result.depthLabel).toBe('Estimated')
    expect(result.grade).toBe('F')
    expect(result.letter).toBe('F')
  })

  it('§9.3.2: penalty for three anti-patterns is 1.0 − 0.15000000000000002', () => {
    const result = quick(SECTION_9_1[4][0], 3)
    expect(result.penalty).toBe(0.85)
    expect(result.score).toBe(70.49931573802539)
    expect(result.grade).toBe('C-')
  })

  it('weighted score is weight × blended score', () => {
    const result = quick(SECTION_9_1[6][0], 0)
    const token = result.dimensions.find((d) => d.name === 'token_efficiency')
    expect(token?.weightedScore).toBe(0.06 * 0.8131578947368421)
  })

  it('§1.12: a skill without frontmatter scores 34.77272727…', () => {
    // name = folder (0.10), empty description; orchestration 0.70; 4 lines → progressive 0.20;
    // no headings → structural 0; two distinct kept lines → token 1.0; ecosystem 0.50;
    // EMPTY_DESCRIPTION + MISSING_TRIGGER.
    const result = quick([0.1, 0.7, 0.2, 0.0, 1.0, 0.5, 1.0], 2)
    // The same operations in Python give 34.772727272727266 too.
    expect(result.score).toBe(34.772727272727266)
    expect(result.badge).toBe('no_badge')
  })
})

describe('computeComposite with costly layers (PluginEval §9.4, §10.3)', () => {
  const staticValues = staticDimensionValues(subScores(SECTION_9_1[6][0]))
  const judge = {
    triggering_accuracy: 0.8,
    orchestration_fitness: 0.7,
    output_quality: 0.6,
    scope_calibration: 0.75
  }
  const monteCarlo = {
    triggering_accuracy: 0.9,
    output_quality: 0.7,
    robustness: 1.0 - 0.02,
    token_efficiency: 0.6
  }

  function scores(result: ReturnType<typeof computeComposite>) {
    return Object.fromEntries(result.dimensions.map((d) => [d.name, [d.score, d.grade]]))
  }

  it('standard depth: static + judge', () => {
    const result = computeComposite({
      layers: { static: staticValues, judge },
      antiPatternCount: 0,
      depth: 'standard'
    })
    expect(scores(result)).toEqual({
      triggering_accuracy: [0.7437499999999999, 'C'],
      orchestration_fitness: [0.71875, 'C-'],
      output_quality: [0.6, 'D-'],
      scope_calibration: [0.75, 'C'],
      progressive_disclosure: [0.5, 'F'],
      token_efficiency: [0.8131578947368421, 'B-'],
      robustness: [null, '—'],
      structural_completeness: [0.6, 'D-'],
      code_template_quality: [null, '—'],
      ecosystem_coherence: [0.5, 'F']
    })
    expect(result.score).toBe(68.43838426711942)
    expect(result.badge).toBe('bronze')
    expect(result.depthLabel).toBe('Assessed')
    expect(result.measuredWeight).toBe(0.9299999999999999)
  })

  it('deep depth: static + judge + Monte Carlo', () => {
    const result = computeComposite({
      layers: { static: staticValues, judge, monte_carlo: monteCarlo },
      antiPatternCount: 0,
      depth: 'deep'
    })
    expect(scores(result)).toEqual({
      triggering_accuracy: [0.8375, 'B'],
      orchestration_fitness: [0.71875, 'C-'],
      output_quality: [0.6599999999999999, 'D'],
      scope_calibration: [0.75, 'C'],
      progressive_disclosure: [0.5, 'F'],
      token_efficiency: [0.6947368421052631, 'D+'],
      robustness: [0.98, 'A+'],
      structural_completeness: [0.6, 'D-'],
      code_template_quality: [null, '—'],
      ecosystem_coherence: [0.5, 'F']
    })
    expect(result.dimensions.find((d) => d.name === 'triggering_accuracy')?.sources).toEqual([
      'static',
      'judge',
      'monte_carlo'
    ])
    expect(result.score).toBe(72.53155209452201)
    expect(result.badge).toBe('silver')
    expect(result.depthLabel).toBe('Certified')
    expect(result.measuredWeight).toBe(0.98)
  })

  it('§10.3: deep depth with no LLM (judge unmeasured, every simulation errored)', () => {
    const result = computeComposite({
      layers: {
        static: staticValues,
        judge: {},
        monte_carlo: {
          triggering_accuracy: 0,
          output_quality: 0,
          robustness: 0,
          token_efficiency: 0
        }
      },
      antiPatternCount: 0,
      depth: 'deep'
    })
    const byName = new Map(result.dimensions.map((d) => [d.name, d]))
    expect(byName.get('triggering_accuracy')?.score).toBeCloseTo(0.13, 12)
    expect(byName.get('token_efficiency')?.score).toBeCloseTo(0.3614, 4)
    expect(byName.get('output_quality')).toMatchObject({ score: 0, grade: 'F' })
    expect(byName.get('robustness')).toMatchObject({ score: 0, grade: 'F' })
    expect(byName.get('scope_calibration')?.score).toBeNull()
    expect(result.score).toBe(35.13769889840881)
    expect(result.badge).toBe('no_badge')
    expect(result.depthLabel).toBe('Certified')
  })

  it('ignores values a layer does not supply (§3.3) and labels thorough Certified+', () => {
    const result = computeComposite({
      layers: { static: staticValues, judge: { code_template_quality: 1, robustness: 1 } },
      antiPatternCount: 0,
      depth: 'thorough'
    })
    expect(result.score).toBe(69.58931419457733)
    expect(result.depthLabel).toBe('Certified+')
  })

  it('elo pulls a high composite down a tier or to no badge', () => {
    const perfect = [1, 1, 1, 1, 1, 1, 1]
    const layers = { static: staticDimensionValues(subScores(perfect)) }
    const at = (elo: number) =>
      computeComposite({ layers, antiPatternCount: 1, depth: 'quick', elo }).badge
    // 1.0 everywhere renormalises to 0.9999999999999997 (float sum), × 0.95 penalty ≈ 95.
    expect(computeComposite({ layers, antiPatternCount: 1, depth: 'quick' }).score).toBe(
      94.99999999999997
    )
    expect(at(1450)).toBe('silver')
    expect(at(1200)).toBe('no_badge')
    expect(at(1600)).toBe('platinum')
  })

  it('nothing measured → composite 0', () => {
    const result = computeComposite({ layers: {}, antiPatternCount: 0, depth: 'quick' })
    expect(result).toMatchObject({ score: 0, measuredWeight: 0, grade: 'F', badge: 'no_badge' })
  })
})

describe('blendDimension', () => {
  it('multiplies then divides each term (0.7 × 0.10 ÷ 0.10 = 0.6999999999999998)', () => {
    expect(
      blendDimension('orchestration_fitness', { static: { orchestration_fitness: 0.7 } })
    ).toEqual({ value: 0.6999999999999998, sources: ['static'] })
    expect(
      blendDimension('progressive_disclosure', { static: { progressive_disclosure: 0.2 } })
    ).toEqual({ value: 0.20000000000000004, sources: ['static'] })
  })

  it('unmeasured when no layer that ran supplies the dimension', () => {
    expect(blendDimension('code_template_quality', { static: {}, judge: {} })).toBeNull()
  })
})

describe('antiPatternPenalty (§2.10)', () => {
  it.each([
    [0, 1.0],
    [1, 0.95],
    [2, 0.9],
    [3, 0.85],
    [10, 0.5],
    [14, 0.5]
  ])('N = %i → %f', (n, penalty) => {
    expect(antiPatternPenalty(n)).toBe(penalty)
  })
})
