import './cli-improve.js';
import { w as plural, k as failedLayers, o as displayPath } from './cli-options.js';
import { c as formatScore } from './cli-text2.js';
import { f as STATIC_DIMENSION_SOURCES, g as antiPatternPenalty, L as LAYER_BLEND } from './cli-discover.js';
import { b as frontmatterCheckAdvice, a as antiPatternFix, D as DIMENSION_ADVICE } from './cli-advice.js';

/** The dimension's value with its static part moved from `before` to `after`. */
function withStaticPart(dimension, before, after) {
    let total = 0;
    for (const layer of dimension.sources)
        total += LAYER_BLEND[dimension.name][layer];
    if (total === 0)
        return dimension.score;
    return dimension.score + ((after - before) * LAYER_BLEND[dimension.name].static) / total;
}
function scoreWith(scored, change) {
    const { composite, subScores } = scored;
    if (composite.measuredWeight <= 0)
        return composite.score;
    let raw = 0;
    for (const dimension of composite.dimensions) {
        if (dimension.score === null)
            continue;
        let value = dimension.score;
        const whole = change.dimensions?.[dimension.name];
        const source = STATIC_DIMENSION_SOURCES[dimension.name];
        const newSub = source === undefined ? undefined : change.subScores?.[source];
        if (whole !== undefined)
            value = whole;
        else if (source !== undefined && newSub !== undefined && dimension.sources.includes('static')) {
            value = withStaticPart({ ...dimension, score: value }, subScores[source], newSub);
        }
        raw += (dimension.weight / composite.measuredWeight) * value;
    }
    const count = scored.antiPatternCount - (change.antiPatternsRemoved ?? 0);
    return Math.min(100, Math.max(0, raw * 100.0 * antiPatternPenalty(count)));
}
/** Composite points the change would gain (0 when it gains nothing). */
function pointsGained(scored, change) {
    // both sides computed the same way, so the rounding of the sums cancels out
    return Math.max(0, scoreWith(scored, change) - scoreWith(scored, {}));
}

/** The fix in a few words: its title, and its grade and points when it has them. */
function fixHeadline(fix) {
    if (fix.points === undefined)
        return fix.title;
    const grade = fix.grade === undefined ? '' : `${fix.grade}, `;
    return `${fix.title} (${grade}+${formatScore(fix.points)} points)`;
}
/** A fix worth less than this is not advice (rounding noise, or a fix that changes nothing). */
const MIN_POINTS = 0.05;
/** Locations named in one anti-pattern fix before "and N more". */
const MAX_LINES = 5;
/** The description's flags: a description that meets every check raises neither. */
const DESCRIPTION_FLAGS = new Set([
    'EMPTY_DESCRIPTION',
    'MISSING_TRIGGER'
]);
/** The fixes of `skill`, the blocking ones first, then by points; at most `limit` scored ones. */
function rankedFixes(skill, limit = 3) {
    const blocking = blockingFixes(skill);
    const staticLayer = skill.layers.static;
    const { composite } = skill;
    if (composite === null || staticLayer === undefined || staticLayer.status !== 'ok') {
        return blocking;
    }
    const scored = {
        composite,
        subScores: staticLayer.subScores,
        antiPatternCount: staticLayer.antiPatterns.length
    };
    // a frontmatter that did not parse was scored as empty: the fix is the YAML, named above, and
    // advice on the description would ask for what the file may well hold
    const unread = yamlFinding(skill) !== undefined;
    const fixes = [
        ...(unread ? [] : descriptionFixes(scored, staticLayer)),
        ...antiPatternFixes(scored, staticLayer, unread),
        ...dimensionFixes(scored, staticLayer.frontmatterChecks !== undefined)
    ]
        .filter((fix) => (fix.points ?? 0) >= MIN_POINTS)
        // stable: equal gains keep the order above (description, anti-patterns, heavier dimensions)
        .sort((a, b) => (b.points ?? 0) - (a.points ?? 0));
    return [...blocking, ...fixes.slice(0, limit)];
}
function yamlFinding(skill) {
    return skill.findings.find((f) => f.source === 'spec' && f.ruleId === 'spec/frontmatter-yaml');
}
function blockingFixes(skill) {
    const fixes = [];
    if (skill.composite === null) {
        const error = skill.errors[0];
        fixes.push({
            kind: 'blocking',
            title: 'Cannot be scored',
            text: error?.message ?? 'the skill could not be read'
        });
    }
    const yaml = yamlFinding(skill);
    if (yaml !== undefined) {
        fixes.push({
            kind: 'blocking',
            title: 'Invalid frontmatter',
            text: `${yaml.message} (line ${yaml.line ?? 1}); until it parses, the skill is scored as if it had no name or description.`
        });
    }
    const errors = skill.findings.filter((f) => f.source === 'spec' && f.severity === 'error' && f !== yaml);
    if (errors.length > 0) {
        const more = errors.length > 1 ? ` (+${errors.length - 1} more)` : '';
        fixes.push({
            kind: 'blocking',
            title: 'Agent Skills format error',
            text: `${errors[0].message}${errors[0].line === undefined ? '' : ` (line ${errors[0].line})`}${more}`
        });
    }
    return fixes;
}
/** The description's unmet checks, each priced alone, and the gain of meeting them all. */
function descriptionFixes(scored, staticLayer) {
    const checks = staticLayer.frontmatterChecks;
    if (checks === undefined)
        return [];
    const flags = staticLayer.antiPatterns.filter((a) => DESCRIPTION_FLAGS.has(a.flag));
    // meeting the trigger phrase clears MISSING_TRIGGER, a full length EMPTY_DESCRIPTION
    const clears = (check) => flags.filter((a) => (a.flag === 'MISSING_TRIGGER' && check === 'trigger-phrase') ||
        (a.flag === 'EMPTY_DESCRIPTION' && check === 'length')).length;
    const missing = checks.checks
        .filter((check) => !check.met && check.ifMet !== undefined)
        .map((check) => ({
        check,
        points: pointsGained(scored, {
            subScores: { frontmatter_quality: check.ifMet },
            antiPatternsRemoved: clears(check.check)
        })
    }))
        .filter(({ points }) => points >= MIN_POINTS)
        .sort((a, b) => b.points - a.points);
    if (missing.length === 0)
        return [];
    const all = {
        subScores: { frontmatter_quality: checks.allMet },
        antiPatternsRemoved: missing.reduce((sum, { check }) => sum + clears(check.check), 0)
    };
    const items = missing.map(({ check, points }) => `${frontmatterCheckAdvice(check)} (+${formatScore(points)})`);
    return [
        {
            kind: 'dimension',
            title: 'Description (triggering accuracy)',
            grade: gradeOf(scored, 'triggering_accuracy'),
            points: pointsGained(scored, all),
            text: `Missing from the description: ${items.join('; ')}.`
        }
    ];
}
/** One fix per anti-pattern flag: the gain of removing every occurrence of it. */
function antiPatternFixes(scored, staticLayer, unread) {
    const byFlag = new Map();
    for (const pattern of staticLayer.antiPatterns) {
        // the description's flags are priced with the description (or with the YAML error)
        const priced = unread || staticLayer.frontmatterChecks !== undefined;
        if (DESCRIPTION_FLAGS.has(pattern.flag) && priced)
            continue;
        byFlag.set(pattern.flag, [...(byFlag.get(pattern.flag) ?? []), pattern]);
    }
    return [...byFlag].map(([flag, patterns]) => {
        const lines = patterns.map((p) => p.line).filter((line) => line !== undefined);
        const shown = [...new Set(lines)].slice(0, MAX_LINES);
        const more = lines.length > shown.length ? ` and ${lines.length - shown.length} more` : '';
        const where = shown.length === 0 ? '' : ` (line ${shown.join(', ')}${more})`;
        return {
            kind: 'anti-pattern',
            title: patterns.length > 1 ? `${flag} ×${patterns.length}` : flag,
            points: pointsGained(scored, { antiPatternsRemoved: patterns.length }),
            text: `${patterns[0].description}${where}. ${antiPatternFix(patterns[0])}`
        };
    });
}
/**
 * The other dimensions raised to their maximum: a static sub-score to 1, or a dimension only
 * the costly layers measure to 1. (Triggering's static part is the description, above.)
 */
function dimensionFixes(scored, checked) {
    const fixes = [];
    for (const dimension of scored.composite.dimensions) {
        if (dimension.score === null)
            continue;
        const source = STATIC_DIMENSION_SOURCES[dimension.name];
        // the description fix prices triggering's static part check by check (older reports lack
        // the checks: then the sub-score to its maximum, with the dimension's general advice)
        if (source === 'frontmatter_quality' && checked)
            continue;
        const change = source !== undefined && dimension.sources.includes('static')
            ? { subScores: { [source]: 1 } }
            : { dimensions: { [dimension.name]: 1 } };
        const { title, tip } = DIMENSION_ADVICE[dimension.name];
        fixes.push({
            kind: 'dimension',
            title,
            grade: dimension.grade,
            points: pointsGained(scored, change),
            text: tip
        });
    }
    return fixes;
}
function gradeOf(scored, name) {
    return scored.composite.dimensions.find((d) => d.name === name)?.grade;
}

// What a reader needs first: which skills need attention, in what order, and one line saying why
// for each. The comment, the job summary, the check output and the CLI's text format all take
// their order, their verdict and their one-line reasons from here, so they never disagree.
/** How many failing skills the verdict names before it says "and N more". */
const VERDICT_NAMES = 5;
/** 0: fails the gate or could not be scored; 1: a layer failed but the gate let it pass; 2: fine. */
function attentionRank(skill) {
    if (failsGate(skill))
        return 0;
    return failedLayers(skill).length > 0 ? 1 : 2;
}
/** Below the gate, or not scored at all (a skill error always fails the gate). */
function failsGate(skill) {
    return skill.gate?.passed === false || skill.status === 'error';
}
/**
 * The skills a reader should look at first come first: those below the gate, then those with a
 * failed layer that the gate only warned about, then the rest; within each group the lowest
 * composite first (an unscored skill before any score). The sort is stable, so equal skills keep
 * the run's order.
 */
function skillsByAttention(skills) {
    const score = (skill) => skill.composite?.score ?? -Infinity;
    return [...skills].sort((a, b) => attentionRank(a) - attentionRank(b) || score(a) - score(b));
}
/**
 * One line over the whole run: "2 of 14 skills below the gate: a, b" or "All 14 skills pass the
 * gate". `name` says how a renderer names a skill (the comment and the terminal differ).
 */
function runVerdict(report, name) {
    const { skills } = report;
    if (skills.length === 0)
        return 'No skills were evaluated';
    const failing = skillsByAttention(skills).filter(failsGate);
    if (failing.length === 0 && !report.summary.gate.passed) {
        return `The gate failed: ${report.summary.gate.reasons[0] ?? 'no reason given'}`;
    }
    if (failing.length > 0) {
        return `${failing.length} of ${plural(skills.length, 'skill')} below the gate: ${namesOf(failing, name)}`;
    }
    const verdict = skills.length === 1 ? 'The skill passes the gate' : `All ${skills.length} skills pass the gate`;
    const warned = skills.filter((skill) => failedLayers(skill).length > 0);
    return warned.length === 0
        ? verdict
        : `${verdict}; a layer failed for ${plural(warned.length, 'skill')} (warned only): ${namesOf(warned, name)}`;
}
/** The run's gate reasons in the order of their skills (a reason of no skill's goes last). */
function gateReasonsByAttention(report) {
    const skills = skillsByAttention(report.skills);
    const rank = (reason) => {
        const at = skills.findIndex((skill) => skill.gate?.reasons.includes(reason));
        return at === -1 ? skills.length : at;
    };
    return [...report.summary.gate.reasons].sort((a, b) => rank(a) - rank(b));
}
function namesOf(skills, name) {
    const shown = skills.slice(0, VERDICT_NAMES).map(name).join(', ');
    const more = skills.length - VERDICT_NAMES;
    return more > 0 ? `${shown} and ${more} more` : shown;
}
/**
 * Why this skill is where it is, in one line: why it could not be scored, its first gate reason
 * (the skill's own path taken off the front, since the reader already sees which skill it is), a
 * failed layer, or else the fix that comes first (fixes.ts).
 */
function skillReason(skill) {
    if (skill.composite === null) {
        const error = skill.errors[0];
        return { tone: 'fail', text: error?.message ?? 'the skill could not be scored' };
    }
    const reasons = skill.gate?.passed === false ? skill.gate.reasons : [];
    if (reasons.length > 0) {
        const more = reasons.length > 1 ? ` (+${reasons.length - 1} more)` : '';
        return { tone: 'fail', text: withoutPath(skill, reasons[0]) + more };
    }
    const [layer] = failedLayers(skill);
    if (layer !== undefined) {
        const why = layer.reason === undefined ? '' : `: ${layer.reason}`;
        return { tone: 'warn', text: `${layer.layer} layer ${layer.status.replaceAll('_', ' ')}${why}` };
    }
    const [fix] = rankedFixes(skill, 1);
    if (fix === undefined)
        return { tone: 'ok', text: 'nothing to fix first' };
    return { tone: 'ok', text: `fix first: ${fixHeadline(fix)}` };
}
/** Gate reasons begin with the skill's path ("skills/a: composite …"). */
function withoutPath(skill, reason) {
    const prefix = `${displayPath(skill)}: `;
    return reason.startsWith(prefix) ? reason.slice(prefix.length) : reason;
}

const KIND_NAMES = {
    test_retest_consistency: 'test–retest consistency',
    inter_judge_agreement: 'inter-judge agreement',
    mixed_panel: 'mixed panel (repeated samples and different models)'
};
const KIND_TITLES = {
    test_retest_consistency: (n) => `Judge test–retest consistency (one model sampled ${n} times)`,
    inter_judge_agreement: (n) => `Inter-judge agreement (${n} different models)`,
    mixed_panel: (n) => `Judge agreement, mixed panel (${n} judges, some sharing a model)`
};
function agreementText(agreement) {
    const entries = Object.entries(agreement.dimensions);
    const kinds = [...new Set(entries.map(([, d]) => d.kind))];
    // The kind is usually the same for every dimension; name it once, else on each line.
    const shared = kinds.length === 1 ? kinds[0] : undefined;
    const title = shared === undefined
        ? `Judge agreement (${plural(agreement.judges, 'judge')})`
        : KIND_TITLES[shared](agreement.judges);
    const lines = entries.map(([name, d]) => `${name.replaceAll('_', ' ')}: ${shared === undefined ? `${KIND_NAMES[d.kind]}, ` : ''}${measureText(d)}`);
    return { title, lines };
}
function measureText(d) {
    if (d.measure === 'spread') {
        const flag = d.judgesDisagree ? ', judges disagree' : '';
        return `one skill, so no κ: judges' scores spread ${d.spread.toFixed(2)}${flag}`;
    }
    const kappa = d.kappa === null ? 'κ n/a' : `κ ${d.kappa.toFixed(2)}`;
    const why = d.reason === undefined ? '' : ` (${d.reason})`;
    const parts = [`${kappa} over ${plural(d.items, 'skill')}${why}`];
    if (d.exactAgreement !== null)
        parts.push(`exact agreement ${d.exactAgreement.toFixed(2)}`);
    if (d.disagreements > 0)
        parts.push(`judges disagree on ${plural(d.disagreements, 'skill')}`);
    return parts.join(', ');
}

/** The heading and one line per missing shard; undefined when every shard was merged. */
function missingShardsText(report) {
    const shards = report.shards;
    if (shards === undefined || shards.missing.length === 0)
        return undefined;
    return {
        title: `Shards: ${shards.merged.length} of ${shards.count} merged`,
        lines: shards.missing.map((m) => `shard ${m.index} of ${shards.count} is missing: ${m.reason}`)
    };
}

/** Dollars as every cost figure is written. */
const formatUsd = (usd) => `$${usd.toFixed(4)}`;
/** `$0.1234 (judge $0.0100, monte_carlo $0.0534, ab $0.0600)`: in the order the layers ran. */
function skillCostText(cost) {
    const parts = Object.entries(cost.byLayer).map(([layer, usd]) => `${layer} ${formatUsd(usd)}`);
    return parts.length === 0 ? formatUsd(cost.usd) : `${formatUsd(cost.usd)} (${parts.join(', ')})`;
}

export { agreementText as a, skillCostText as b, skillReason as c, rankedFixes as d, fixHeadline as e, formatUsd as f, gateReasonsByAttention as g, failsGate as h, missingShardsText as m, runVerdict as r, skillsByAttention as s };
