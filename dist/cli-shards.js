import './cli-improve.js';
import { p as plural, J as failedLayers, v as formatScore, u as displayPath } from './cli-options.js';
import { D as DIMENSION_ADVICE } from './cli-advice.js';

// "Which dimension to fix first": among the measured dimensions, the one that loses the most
// composite points is the one with the largest weight × (1 − score).
function improvementTips(composite, limit = 3) {
    const measured = composite.dimensions.filter((dimension) => dimension.score !== null);
    if (composite.measuredWeight <= 0)
        return [];
    return (measured
        .map((dimension) => ({ dimension, loss: dimension.weight * (1 - dimension.score) }))
        .filter(({ loss }) => loss > 0)
        // Stable sort: equal losses keep the fixed dimension order (heavier dimensions first).
        .sort((a, b) => b.loss - a.loss)
        .slice(0, limit)
        .map(({ dimension, loss }) => ({
        dimension: dimension.name,
        title: DIMENSION_ADVICE[dimension.name].title,
        grade: dimension.grade,
        weight: dimension.weight,
        score: dimension.score,
        potentialPoints: (loss / composite.measuredWeight) * 100 * composite.penalty,
        tip: DIMENSION_ADVICE[dimension.name].tip
    })));
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
 * failed layer, or else the dimension to fix first.
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
    const [tip] = improvementTips(skill.composite, 1);
    if (tip === undefined)
        return { tone: 'ok', text: 'nothing to fix first' };
    return {
        tone: 'ok',
        text: `fix first: ${tip.title} (${tip.grade}, up to +${formatScore(tip.potentialPoints)} points)`
    };
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

export { agreementText as a, skillReason as b, gateReasonsByAttention as g, improvementTips as i, missingShardsText as m, runVerdict as r, skillsByAttention as s };
