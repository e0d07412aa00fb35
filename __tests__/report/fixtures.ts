// Hand-built RunReports for the renderer tests. Every builder output is parsed with the real
// RunReportSchema, so a fixture that drifts from the contract fails loudly.
import {
  DIMENSION_NAMES,
  RunReportSchema,
  SCHEMA_VERSION,
  type AntiPattern,
  type Composite,
  type DimensionName,
  type Finding,
  type Grade,
  type JudgeDimensionResult,
  type JudgeLayer,
  type PortabilityFinding,
  type RunReport,
  type SkillError,
  type SkillReport
} from '../../src/model/index.js'

const WEIGHTS: Record<DimensionName, number> = {
  triggering_accuracy: 0.25,
  orchestration_fitness: 0.2,
  output_quality: 0.15,
  scope_calibration: 0.12,
  progressive_disclosure: 0.1,
  token_efficiency: 0.06,
  robustness: 0.05,
  structural_completeness: 0.03,
  code_template_quality: 0.02,
  ecosystem_coherence: 0.02
}

/** Quick-depth dimensions with hand-chosen scores and grades; the rest unmeasured. */
export function quickDimensions(
  scores: Partial<Record<DimensionName, [number, Grade]>>
): Composite['dimensions'] {
  return DIMENSION_NAMES.map((name) => {
    const measured = scores[name]
    const weight = WEIGHTS[name]
    if (!measured) {
      return { name, weight, score: null, grade: '—', letter: null, weightedScore: 0, sources: [] }
    }
    const [score, grade] = measured
    return {
      name,
      weight,
      score,
      grade,
      letter: grade[0] as 'A' | 'B' | 'C' | 'D' | 'F',
      weightedScore: weight * score,
      sources: ['static']
    }
  })
}

export interface SkillSpec {
  path: string
  name?: string
  composite?: Partial<Composite> | null
  antiPatterns?: AntiPattern[]
  portability?: PortabilityFinding[]
  findings?: Finding[]
  errors?: SkillError[]
  gate?: SkillReport['gate']
  judge?: SkillReport['layers']['judge']
}

export const DEFAULT_DIMENSIONS = quickDimensions({
  triggering_accuracy: [0.6, 'D-'],
  orchestration_fitness: [0.9, 'A-'],
  progressive_disclosure: [0.5, 'F'],
  token_efficiency: [0.95, 'A'],
  structural_completeness: [0.8, 'B-'],
  ecosystem_coherence: [0.5, 'F']
})

export function skill(spec: SkillSpec): SkillReport {
  const antiPatterns = spec.antiPatterns ?? []
  const composite: Composite | null =
    spec.composite === null
      ? null
      : {
          score: 72.4,
          grade: 'C-',
          letter: 'C',
          badge: 'silver',
          penalty: 1,
          depthLabel: 'Estimated',
          measuredWeight: 0.66,
          dimensions: DEFAULT_DIMENSIONS,
          ...spec.composite
        }
  return {
    path: spec.path,
    name: spec.name ?? spec.path.split('/').pop() ?? spec.path,
    status: composite === null ? 'error' : 'ok',
    composite,
    layers: {
      static:
        composite === null
          ? undefined
          : {
              status: 'ok',
              score: 0.7,
              subScores: {
                frontmatter_quality: 0.6,
                orchestration_wiring: 0.9,
                progressive_disclosure: 0.5,
                structural_completeness: 0.8,
                token_efficiency: 0.95,
                ecosystem_coherence: 0.5,
                harness_portability: 1
              },
              antiPatterns,
              portability: spec.portability ?? [],
              metadata: { skillName: spec.name ?? spec.path, lineCount: 120 }
            },
      judge: spec.judge
    },
    findings: spec.findings ?? [],
    errors: spec.errors ?? [],
    gate: spec.gate
  }
}

export function runReport(
  skills: SkillReport[],
  gate = { passed: true, reasons: [] as string[] }
): RunReport {
  const scored = skills.flatMap((s) => (s.composite ? [s.composite.score] : []))
  return RunReportSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'skill-ci', version: '0.1.0' },
    createdAt: '2026-11-21T12:00:00.000Z',
    depth: 'quick',
    roots: ['.'],
    skills,
    summary: {
      evaluated: skills.length,
      errored: skills.filter((s) => s.status === 'error').length,
      failed: skills.filter((s) => s.gate?.passed === false).length,
      lowestScore: scored.length ? Math.min(...scored) : null,
      gate
    }
  })
}

/** Strings that try to break tables, inject HTML or workflow commands, or ping people. */
export const HOSTILE =
  'evil | pipe <script>alert(1)</script> <!-- hide --> `tick` ``double`` ::error file=x::pwned\n## heading\n- item @octocat &lt; ]]> "q" \'s\' & \u0007bell \u202egnp.exe'

/** A report exercising every finding kind, one skill with hostile text everywhere. */
export function mixedReport(): RunReport {
  return runReport(
    [
      skill({
        path: 'skills/good',
        composite: {
          score: 91.2,
          grade: 'A-',
          badge: 'platinum',
          dimensions: quickDimensions({
            triggering_accuracy: [0.95, 'A'],
            orchestration_fitness: [0.9, 'A-'],
            progressive_disclosure: [0.85, 'B'],
            token_efficiency: [0.9, 'A-'],
            structural_completeness: [0.9, 'A-'],
            ecosystem_coherence: [0.75, 'C']
          })
        },
        gate: { passed: true, reasons: [] }
      }),
      skill({
        path: 'skills/weak',
        composite: { score: 55.25, grade: 'F', badge: 'no_badge', penalty: 0.9 },
        antiPatterns: [
          {
            flag: 'MISSING_TRIGGER',
            description: 'description has no trigger phrase',
            severity: 0.15,
            file: 'skills/weak/SKILL.md',
            line: 3
          },
          {
            flag: 'ORPHAN_REFERENCE',
            description: 'dead link references/missing.md',
            severity: 0.05,
            file: 'skills/weak/SKILL.md',
            line: 40
          }
        ],
        portability: [
          {
            flag: 'CLAUDE_TOOL_PROSE',
            severity: 0.05,
            message: 'mentions the Read tool',
            file: 'skills/weak/SKILL.md',
            line: 12
          }
        ],
        findings: [
          {
            ruleId: 'spec/name-directory',
            source: 'spec',
            severity: 'error',
            message: 'name differs from folder',
            file: 'skills/weak/SKILL.md',
            line: 2
          },
          {
            ruleId: 'profile/size-large',
            source: 'profile',
            severity: 'warning',
            message: 'description is long',
            file: 'skills/weak/SKILL.md'
          }
        ],
        gate: { passed: false, reasons: ['composite 55.3 is below fail-under 60'] }
      }),
      skill({
        path: 'skills/broken',
        composite: null,
        errors: [
          {
            code: 'YAML_PARSE',
            message: 'bad indentation',
            file: 'skills/broken/SKILL.md',
            line: 4
          }
        ],
        gate: { passed: false, reasons: ['skill could not be scored'] }
      }),
      skill({
        path: 'skills/hostile|name',
        name: HOSTILE,
        antiPatterns: [
          {
            flag: 'DEAD_CROSS_REF',
            description: HOSTILE,
            severity: 0.05,
            file: 'skills/hostile|name/SKILL.md',
            line: 7
          }
        ],
        findings: [
          {
            ruleId: 'spec<rule>|x',
            source: 'spec',
            severity: 'warning',
            message: HOSTILE,
            file: 'skills/hostile|name/SKILL.md',
            line: 9
          }
        ],
        errors: [
          { code: 'READ_FAILED', message: HOSTILE, file: 'skills/hostile|name/references/a.md' }
        ],
        judge: { status: 'skipped', reason: HOSTILE }
      })
    ],
    {
      passed: false,
      reasons: ['skills/weak: composite below 60', 'skills/broken: could not be scored']
    }
  )
}

/** `count` skills with `perSkill` anti-patterns each, for truncation and batching tests. */
export function largeReport(count = 60, perSkill = 5): RunReport {
  const skills = Array.from({ length: count }, (_, i) => {
    const path = `skills/skill-${String(i).padStart(3, '0')}`
    return skill({
      path,
      composite: { score: 60 + (i % 40), penalty: Math.max(0.5, 1 - 0.05 * perSkill) },
      antiPatterns: Array.from({ length: perSkill }, (_, j) => ({
        flag: 'ORPHAN_REFERENCE' as const,
        description: `dead link references/missing-${j}.md ${'padding text '.repeat(20)}`,
        severity: 0.05,
        file: `${path}/SKILL.md`,
        line: 10 + j
      }))
    })
  })
  return runReport(skills)
}

/** One judge dimension as the judge layer records it. */
export function judgeDimension(
  score: number | null,
  judgeScores: (number | null)[],
  extra: Partial<JudgeDimensionResult> = {}
): JudgeDimensionResult {
  const measured = judgeScores.filter((s): s is number => s !== null)
  const spread = measured.length < 2 ? null : Math.max(...measured) - Math.min(...measured)
  return {
    score,
    models: ['claude-judge-1'],
    judgeScores,
    spread,
    judgesDisagree: spread !== null && spread > 0.5,
    evidence: [],
    ...extra
  }
}

/** A judge layer record; every dimension measured at 0.5 by one judge unless overridden. */
export function judgeLayer(overrides: Partial<JudgeLayer> = {}): JudgeLayer {
  const plain = judgeDimension(0.5, [0.5])
  return {
    status: 'ok',
    score: 0.5,
    judges: 1,
    dimensions: {
      triggering_accuracy: plain,
      orchestration_fitness: plain,
      output_quality: plain,
      scope_calibration: plain
    },
    unmeasured: [],
    triggering: {
      reportedF1: null,
      recomputedF1: null,
      precision: null,
      recall: null,
      predictions: 0
    },
    input: {
      skillChars: 1000,
      sentChars: 1000,
      truncated: false,
      tokenBudget: 8000,
      bundledFiles: [],
      bundledFilesTruncated: false
    },
    usage: { calls: 4, cacheHits: 0, costUsd: 0.01, inputTokens: 100, outputTokens: 50 },
    ...overrides
  }
}
