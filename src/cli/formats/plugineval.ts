// `--format plugineval`: one PluginEval result object per scored skill, in its key order and
// number forms, so scripts written against PluginEval's JSON keep working.
import {
  judgeResultOf,
  monteCarloResultOf,
  StaticSubScoresSchema,
  type MonteCarloResult,
  type Composite,
  type RunReport,
  type SkillReport,
  type StaticSubScores
} from '../../model/index.js'
import { dimensionsOf } from '../../layers/monte-carlo/summary.js'
import { neutraliseJson } from '../../report/neutralise.js'
import { PyInt, pythonJson, toPyJson, type PyJson } from './python-json.js'

export interface PluginEvalOptions {
  /** The path each skill would have been given to PluginEval as (root as given + skill folder). */
  pathOf: (skill: SkillReport) => string
  concurrency: number
}

/** PluginEval's timestamp form: microseconds and an explicit +00:00 offset. */
export function pythonTimestamp(iso: string): string {
  const date = new Date(iso)
  const base = date.toISOString().slice(0, 19)
  const micros = String(date.getUTCMilliseconds() * 1000).padStart(6, '0')
  return `${base}.${micros}+00:00`
}

const SUB_SCORE_ORDER = Object.keys(StaticSubScoresSchema.shape) as (keyof StaticSubScores)[]

// Python's min(100, max(0, x)) returns the int operand when the clamp binds or ties.
function compositeScore(score: number): PyJson {
  return score === 0 || score === 100 ? new PyInt(score) : score
}

function compositeRecord(composite: Composite): PyJson {
  return {
    score: compositeScore(composite.score),
    ci_lower: null,
    ci_upper: null,
    anti_pattern_penalty: composite.penalty,
    dimensions: composite.dimensions.map((d) => ({
      name: d.name,
      weight: d.weight,
      score: d.score ?? 0.0,
      ci_lower: null,
      ci_upper: null,
      grade: d.grade,
      evidence: [],
      weighted_score: d.weightedScore
    })),
    badge: composite.badge,
    confidence_label: composite.depthLabel
  }
}

/**
 * The activation layer in PluginEval's shape. Its layer score weighs activation 0.40, output
 * consistency 0.30, reliability 0.20 and token efficiency 0.10; output consistency is not
 * measured here (PluginEval's was reply length), so the other three are renormalised. Activation
 * is what fed triggering accuracy (F1, or recall), never "any non-empty reply".
 */
function monteCarloRecord(r: MonteCarloResult): PyJson {
  const fed = dimensionsOf(r)
  const activation = fed.triggering_accuracy ?? 0
  const efficiency = fed.token_efficiency ?? 0
  const score = (0.4 * activation + 0.2 * (1 - r.failures.rate) + 0.1 * efficiency) / 0.7
  const activated = r.prompts.reduce((n, p) => n + (p.kind === 'should' ? p.activations : 0), 0)
  const failed = Math.round(r.failures.rate * r.failures.runs)
  return {
    layer: 'monte_carlo',
    score: Math.min(1, Math.max(0, score)),
    sub_scores: {
      triggering: {
        activation_rate: activation,
        recall: r.recall?.rate ?? null,
        false_activation_rate: r.falseActivation?.rate ?? null,
        n_activated: new PyInt(activated),
        n_total: new PyInt(r.failures.runs)
      },
      failure_rate: {
        p_fail: r.failures.rate,
        cp_lower: r.failures.low,
        cp_upper: r.failures.high,
        n_errored: new PyInt(failed)
      },
      token_efficiency: {
        median: r.tokens?.median ?? 0.0,
        iqr: r.tokens?.iqr ?? 0.0,
        outlier_count: new PyInt(r.tokens?.outliers ?? 0),
        efficiency_norm: efficiency
      }
    },
    anti_patterns: [],
    metadata: {
      n_runs: new PyInt(r.failures.runs),
      n_activated: new PyInt(activated),
      n_errored: new PyInt(failed)
    }
  }
}

function layerRecords(skill: SkillReport): PyJson[] {
  const records: PyJson[] = []
  const layer = skill.layers.static
  if (layer) {
    records.push({
      layer: 'static',
      score: layer.score,
      // Key order is part of the output: PluginEval's sub-score order, as the schema lists them.
      sub_scores: Object.fromEntries(SUB_SCORE_ORDER.map((key) => [key, layer.subScores[key]])),
      anti_patterns: layer.antiPatterns.map((a) => ({
        flag: a.flag,
        description: a.description,
        severity: a.severity
      })),
      metadata: {
        skill_name: toPyJson(layer.metadata.skillName),
        line_count: new PyInt(layer.metadata.lineCount)
      }
    })
  }
  const judge = judgeResultOf(skill.layers.judge)
  if (judge !== undefined && judge.status === 'ok' && judge.score !== null) {
    const measured = Object.entries(judge.dimensions).filter(([, d]) => d.score !== null)
    records.push({
      layer: 'judge',
      score: judge.score,
      sub_scores: Object.fromEntries(measured.map(([name, d]) => [name, d.score as number])),
      anti_patterns: [],
      metadata: { unmeasured: [...judge.unmeasured].sort() }
    })
  }
  const monteCarlo = monteCarloResultOf(skill.layers.monte_carlo)
  if (monteCarlo !== undefined) records.push(monteCarloRecord(monteCarlo))
  return records
}

/**
 * PluginEval's `model_usage`: tokens (input + output) per model id. skill-ci's ledger counts per
 * run, not per skill, so the mapping is exact only for a run of one skill (PluginEval's case);
 * otherwise it stays empty.
 */
function modelUsage(report: RunReport): PyJson {
  if (report.skills.length !== 1 || !report.usage) return {}
  return Object.fromEntries(
    Object.entries(report.usage.byModel).map(([model, bucket]) => [
      model,
      new PyInt(bucket.input + bucket.output)
    ])
  )
}

export function pluginEvalResults(report: RunReport, options: PluginEvalOptions): PyJson[] {
  const timestamp = pythonTimestamp(report.createdAt)
  return report.skills
    .filter((skill) => skill.composite !== null)
    .map((skill) => ({
      plugin_path: options.pathOf(skill),
      timestamp,
      config: {
        depth: report.depth,
        concurrency: new PyInt(options.concurrency),
        output_format: 'json',
        verbose: false,
        corpus_path: null,
        judges: new PyInt(1),
        monte_carlo_n: null
      },
      layers: layerRecords(skill),
      composite: compositeRecord(skill.composite as Composite),
      elo: null,
      model_usage: modelUsage(report),
      total_duration_ms: null
    }))
}

/**
 * Python would print `##[` and C1 or bidi controls raw; they are written as JSON escapes instead
 * (the same data once parsed), so skill text printed to a CI log cannot run a workflow command.
 */
export function renderPluginEval(report: RunReport, options: PluginEvalOptions): string {
  return neutraliseJson(pythonJson(pluginEvalResults(report, options))) + '\n'
}
