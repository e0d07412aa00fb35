import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { j as judgeResultOf, m as monteCarloResultOf, S as StaticSubScoresSchema } from './cli-improve.js';
import { x as eloResultOf } from './cli-options.js';
import './cli-text2.js';
import { d as dimensionsOf } from './cli-summary.js';
import { a as neutraliseJson } from './cli-errors.js';
import './cli-schemas.js';


import './cli-renamed-options.js';







import './cli-jstat.js';
import './cli-proportions.js';
import './cli-temp-dirs.js';

import './cli-loop.js';
import './cli-client.js';
import './cli-file-names.js';
import './cli-api-key.js';
import './cli-cache.js';
import './cli-model-list.js';

import './cli-models.js';
import './cli-pricing.js';
import './cli-prompt-cache.js';
import './cli-llm-error.js';
import './cli-write-no-follow.js';
import './cli-shell.js';
import './cli-schema.js';
import './cli-index4.js';




import './cli-index5.js';
import './cli-defaults.js';
import './cli-plan.js';
import './cli-call-shape.js';
import './cli-untrusted.js';
import './cli-ask.js';
import './cli-random.js';
import './cli-descriptive.js';
import './cli-sequential-stopping.js';
import './cli-discover.js';
import './cli-prompts.js';

// JSON printed the way Python's `json.dumps(obj, indent=2, ensure_ascii=False)` prints it, so
// `--format plugineval` output is byte-comparable with PluginEval's. Python keeps the int/float
// distinction that JS numbers lose: plain numbers here are floats (`1.0`), and integers must be
// wrapped in PyInt.
class PyInt {
    value;
    constructor(value) {
        this.value = value;
    }
}
/** Python's `repr(float)`: shortest round-trip digits, exponent form outside 1e-4 ≤ |x| < 1e16. */
function pythonFloat(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (!Number.isFinite(x))
        return x > 0 ? 'Infinity' : '-Infinity';
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    // toExponential() without an argument yields the shortest digits that round-trip.
    const [mantissa, exponentText] = x.toExponential().split('e');
    const exponent = Number(exponentText);
    if (exponent < -4 || exponent >= 16) {
        const sign = exponent < 0 ? '-' : '+';
        return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
    }
    const negative = mantissa.startsWith('-');
    const digits = mantissa.replace('-', '').replace('.', '');
    let text;
    if (exponent >= 0) {
        const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
        text = `${whole}.${digits.slice(exponent + 1) || '0'}`;
    }
    else {
        text = `0.${'0'.repeat(-exponent - 1)}${digits}`;
    }
    return negative ? `-${text}` : text;
}
/** Serialise with two-space indentation and Python's separators and number forms. */
function pythonJson(value, indent = '') {
    if (value === null)
        return 'null';
    if (typeof value === 'boolean')
        return value ? 'true' : 'false';
    // JSON.stringify escapes exactly what Python does with ensure_ascii=False (quotes, backslash,
    // C0 controls) and leaves other non-ASCII characters raw.
    if (typeof value === 'string')
        return JSON.stringify(value);
    if (typeof value === 'number')
        return pythonFloat(value);
    if (value instanceof PyInt)
        return String(value.value);
    const inner = `${indent}  `;
    if (Array.isArray(value)) {
        if (value.length === 0)
            return '[]';
        return `[\n${value.map((v) => inner + pythonJson(v, inner)).join(',\n')}\n${indent}]`;
    }
    const entries = Object.entries(value);
    if (entries.length === 0)
        return '{}';
    const lines = entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonJson(v, inner)}`);
    return `{\n${lines.join(',\n')}\n${indent}}`;
}
/**
 * Converts arbitrary data (e.g. a frontmatter value) for printing; without Python's type
 * information, whole numbers are taken to be ints.
 */
function toPyJson(value) {
    if (value === null || value === undefined)
        return null;
    if (typeof value === 'number')
        return Number.isInteger(value) ? new PyInt(value) : value;
    if (typeof value === 'string' || typeof value === 'boolean')
        return value;
    if (typeof value === 'bigint')
        return new PyInt(Number(value));
    if (value instanceof Date)
        return value.toISOString();
    if (Array.isArray(value))
        return value.map(toPyJson);
    if (typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPyJson(v)]));
    }
    return String(value);
}

// `--format plugineval`: one PluginEval result object per scored skill, in its key order and
// number forms, so scripts written against PluginEval's JSON keep working.
/** PluginEval's timestamp form: microseconds and an explicit +00:00 offset. */
function pythonTimestamp(iso) {
    const date = new Date(iso);
    const base = date.toISOString().slice(0, 19);
    const micros = String(date.getUTCMilliseconds() * 1000).padStart(6, '0');
    return `${base}.${micros}+00:00`;
}
const SUB_SCORE_ORDER = Object.keys(StaticSubScoresSchema.shape);
// Python's min(100, max(0, x)) returns the int operand when the clamp binds or ties.
function compositeScore(score) {
    return score === 0 || score === 100 ? new PyInt(score) : score;
}
function compositeRecord(composite) {
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
    };
}
/**
 * The activation layer in PluginEval's shape. Its layer score weighs activation 0.40, output
 * consistency 0.30, reliability 0.20 and token efficiency 0.10; output consistency is not
 * measured here (PluginEval's was reply length), so the other three are renormalised. Activation
 * is what fed triggering accuracy (F1, or recall), never "any non-empty reply".
 */
function monteCarloRecord(r) {
    const fed = dimensionsOf(r);
    const activation = fed.triggering_accuracy ?? 0;
    const efficiency = fed.token_efficiency ?? 0;
    const score = (0.4 * activation + 0.2 * (1 - r.failures.rate) + 0.1 * efficiency) / 0.7;
    const activated = r.prompts.reduce((n, p) => n + (p.kind === 'should' ? p.activations : 0), 0);
    const failed = Math.round(r.failures.rate * r.failures.runs);
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
    };
}
function layerRecords(skill) {
    const records = [];
    const layer = skill.layers.static;
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
        });
    }
    const judge = judgeResultOf(skill.layers.judge);
    if (judge !== undefined && judge.status === 'ok' && judge.score !== null) {
        const measured = Object.entries(judge.dimensions).filter(([, d]) => d.score !== null);
        records.push({
            layer: 'judge',
            score: judge.score,
            sub_scores: Object.fromEntries(measured.map(([name, d]) => [name, d.score])),
            anti_patterns: [],
            metadata: { unmeasured: [...judge.unmeasured].sort() }
        });
    }
    const monteCarlo = monteCarloResultOf(skill.layers.monte_carlo);
    if (monteCarlo !== undefined)
        records.push(monteCarloRecord(monteCarlo));
    return records;
}
/**
 * PluginEval's `elo` object, with PluginEval's own rating: the sequential K = 32 fold from 1500
 * and its 500-resample interval (skill-ci's maximum-likelihood rating is in the JSON report).
 * `corpus_percentile` is PluginEval's "pairwise win rate against the corpus"; it has no
 * per-dimension comparisons, so those maps stay empty.
 */
function eloRecord(skill) {
    const elo = eloResultOf(skill.layers.elo);
    if (elo === undefined)
        return null;
    return {
        rating: elo.sequential.rating,
        ci_lower: elo.sequential.low,
        ci_upper: elo.sequential.high,
        corpus_percentile: elo.winRate,
        matches: elo.matches.map((m) => ({
            opponent: m.opponent,
            opponent_elo: m.opponentRating,
            result: m.result,
            score: m.score,
            position_bias_check: m.positionBias
        })),
        closest_comparable: elo.closestComparable.name,
        dimensional_wins: {},
        dimensional_losses: {}
    };
}
/**
 * PluginEval's `model_usage`: tokens (input + output) per model id. skill-ci's ledger counts per
 * run, not per skill, so the mapping is exact only for a run of one skill (PluginEval's case);
 * otherwise it stays empty.
 */
function modelUsage(report) {
    if (report.skills.length !== 1 || !report.usage)
        return {};
    return Object.fromEntries(Object.entries(report.usage.byModel).map(([model, bucket]) => [
        model,
        new PyInt(bucket.input + bucket.output)
    ]));
}
function pluginEvalResults(report, options) {
    const timestamp = pythonTimestamp(report.createdAt);
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
        composite: compositeRecord(skill.composite),
        elo: eloRecord(skill),
        model_usage: modelUsage(report),
        total_duration_ms: null
    }));
}
/**
 * Python would print `##[` and C1 or bidi controls raw; they are written as JSON escapes instead
 * (the same data once parsed), so skill text printed to a CI log cannot run a workflow command.
 */
function renderPluginEval(report, options) {
    return neutraliseJson(pythonJson(pluginEvalResults(report, options))) + '\n';
}

export { pluginEvalResults, pythonTimestamp, renderPluginEval };
