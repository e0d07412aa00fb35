import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { m as monteCarloResultOf, j as judgeResultOf, c as REGRESSION_CLASSES, D as DRIFT_SCHEMA_VERSION } from './cli-improve.js';
import { w as plural, o as displayPath, i as abResultOf, f as formatOption } from './cli-options.js';
import './cli-text2.js';
import { b as stringify, h as heading, t as text, p as paragraph, l as list, c as code, a as table } from './cli-mdast.js';
import { M as MESSAGE_CHARS, N as NAME_CHARS } from './cli-phrases.js';
import { a as neutraliseJson, n as neutralise } from './cli-errors.js';
import { j as jStat } from './cli-jstat.js';
import { m as modelsWithResults } from './cli-select.js';
import { a as EXIT_GATE_FAILED, E as EXIT_OK } from './cli-io.js';
import { r as readReportFile } from './cli-report-file.js';
import { c as capHeapGrowth } from './cli-heap.js';
import './cli-schemas.js';


import './cli-renamed-options.js';







import './cli-index.js';
import './cli-blank-line.js';
import './cli-syntax.js';
import './cli-index2.js';
import './cli-index3.js';

const DRIFT_CLASS_TITLE = {
    stopped_helping: 'Stopped helping (removal candidates)',
    started_helping: 'Started helping',
    activation_regressed: 'Activation regressed',
    improved: 'Improved'
};
const pct$1 = (v) => (v === null ? '—' : `${(v * 100).toFixed(0)}%`);
const rate = (i) => i === null ? '—' : `${pct$1(i.estimate)} [${pct$1(i.low)}, ${pct$1(i.high)}]`;
const signed = (v) => v === null ? '—' : `${v >= 0 ? '+' : '−'}${Math.abs(v * 100).toFixed(1)}%`;
function abCell(side) {
    if (side.ab === null)
        return '—';
    const { verdict, improvement: i } = side.ab;
    return `${verdict.replaceAll('_', ' ')} ${signed(i.estimate)} [${signed(i.low)}, ${signed(i.high)}]`;
}
const judgeCell = (side) => side.judge?.score === null || side.judge === null ? '—' : side.judge.score.toFixed(2);
const compositeCell = (side) => side.composite === null ? '—' : `${side.composite.toFixed(1)} (${side.grade ?? '—'})`;
const modelOf = (side) => side.models.ab ?? side.models.monteCarlo ?? side.models.judge[0] ?? '—';
const pair = (before, after) => [
    text(before === after ? before : `${before} → ${after}`, MESSAGE_CHARS)
];
function skillLabel(drift) {
    const path = displayPath(drift);
    return [
        code(path),
        ...(drift.name === path.split('/').pop() ? [] : [text(` ${drift.name}`, NAME_CHARS)])
    ];
}
function driftTable(skills) {
    return table([
        'Skill',
        'Drift',
        'Model',
        'A/B verdict, improvement',
        'Recall',
        'False activations',
        'Judge',
        'Composite'
    ], skills.map((d) => [
        skillLabel(d),
        [
            text(d.classes.length === 0 ? 'none' : d.classes.map((c) => c.replaceAll('_', ' ')).join(', '))
        ],
        pair(modelOf(d.baseline), modelOf(d.current)),
        pair(abCell(d.baseline), abCell(d.current)),
        pair(rate(d.baseline.recall), rate(d.current.recall)),
        pair(rate(d.baseline.falseActivation), rate(d.current.falseActivation)),
        pair(judgeCell(d.baseline), judgeCell(d.current)),
        pair(compositeCell(d.baseline), compositeCell(d.current))
    ]));
}
function driftNodes(drift) {
    const nodes = [
        paragraph(text(drift.note, MESSAGE_CHARS)),
        paragraph(text(`Baseline: ${drift.baselineSource}${drift.baselineCreatedAt ? ` (${drift.baselineCreatedAt})` : ''}. Tracked models: ${drift.trackedModels.join(', ') || 'none'}; new: ${drift.newModels.join(', ') || 'none'}.`, MESSAGE_CHARS))
    ];
    const drifted = drift.skills.filter((d) => d.classes.length > 0);
    for (const cls of Object.keys(DRIFT_CLASS_TITLE)) {
        const skills = drifted.filter((d) => d.classes.includes(cls));
        if (skills.length === 0)
            continue;
        nodes.push(heading(3, text(`${DRIFT_CLASS_TITLE[cls]}: ${skills.length}`)), list(skills.map((d) => [
            paragraph(...skillLabel(d), text(` — ${d.reasons.join('; ')}`, MESSAGE_CHARS))
        ])));
    }
    if (drifted.length > 0)
        nodes.push(heading(3, text('Side by side')), driftTable(drifted));
    const noisy = drift.skills.filter((d) => (d.withinNoise?.length ?? 0) > 0);
    if (noisy.length > 0) {
        nodes.push(heading(3, text(`Verdict changed within noise (not drift): ${noisy.length}`)), list(noisy.map((d) => [
            paragraph(...skillLabel(d), text(` — ${(d.withinNoise ?? []).join('; ')}`, MESSAGE_CHARS))
        ])));
    }
    const failed = drift.skills.filter((d) => d.failed === true);
    if (failed.length > 0) {
        nodes.push(heading(3, text(`Not compared, the re-run failed: ${failed.length}`)), list(failed.map((d) => [paragraph(...skillLabel(d))])), paragraph(text('Their last measurement stays the baseline; the next re-validation runs them again.')));
    }
    const steady = drift.skills.filter((d) => d.classes.length === 0 && d.failed !== true).length;
    const intervals = steady === 1 ? 'its intervals' : 'their intervals';
    nodes.push(paragraph(text(drifted.length === 0
        ? `No drift: ${plural(steady, 'compared skill')} changed within ${intervals}.`
        : `${plural(steady, 'other compared skill')} changed within ${intervals} (no drift).`)));
    return nodes;
}
/** The job summary's re-validation section. */
function renderDriftSection(drift) {
    return stringify([heading(2, text('skill-ci re-validation')), ...driftNodes(drift)]);
}

// The test of the difference of two independent estimates that are known only by their reported
// intervals (the two sides of a re-validation: each run kept its estimate and interval, not its
// data). Each side's standard error is read back from the half of its interval that faces the
// other estimate (an interval widened on one side, as the sign-flip hull can be, counts as wide
// there), divided by the critical value it was drawn with; the difference is then tested with
// both uncertainties (Welch, Satterthwaite's degrees of freedom). Two intervals that merely
// overlap can still differ significantly, and two that barely miss can not: the rule is this
// test, never the look of the intervals. Pure.
function critical(level, df) {
    const q = 1 - (1 - level) / 2;
    return df !== undefined && Number.isFinite(df) && df > 0
        ? jStat.studentt.inv(q, df)
        : jStat.normal.inv(q, 0, 1);
}
/** The standard error behind one half of an interval, and its degrees of freedom. */
function halfSe(i, upper) {
    const { estimate, low, high } = i;
    if (estimate === null || low === null || high === null)
        return null;
    const half = upper ? high - estimate : estimate - low;
    if (!(half >= 0) || !Number.isFinite(half))
        return null;
    return { se: half / critical(i.level, i.df), df: i.df ?? Infinity };
}
/**
 * The difference `after − before` tested against 0; null when a side has no interval, or neither
 * side has any width (nothing to test against).
 */
function differenceTest(before, after) {
    if (before.estimate === null || after.estimate === null)
        return null;
    const difference = after.estimate - before.estimate;
    // The halves facing each other: a fall is measured from before's low side to after's high side.
    const fell = difference < 0;
    const b = halfSe(before, !fell);
    const a = halfSe(after, fell);
    if (b === null || a === null)
        return null;
    const variance = b.se ** 2 + a.se ** 2;
    if (!(variance > 0))
        return null;
    const share = (s) => (Number.isFinite(s.df) ? s.se ** 4 / s.df : 0);
    const denominator = share(b) + share(a);
    const df = denominator > 0 ? variance ** 2 / denominator : Infinity;
    const se = Math.sqrt(variance);
    const z = Math.abs(difference) / se;
    const tail = Number.isFinite(df) ? 1 - jStat.studentt.cdf(z, df) : 1 - jStat.normal.cdf(z, 0, 1);
    return { difference, se, df, p: Math.min(1, 2 * tail) };
}

// The drift of one skill: its baseline record beside its current one, and the changes the
// intervals support. Point estimates and verdict classes never decide on their own:
//   - the A/B verdict counts when it moves between two decided states (helps, no measurable
//     effect, hurts; each a test at its run's level, unless the run did not require significance,
//     when no verdict move counts) AND the improvement moved the same way significantly: the test
//     of the difference of the two estimates with both intervals' uncertainty
//     (stats/interval-difference.ts), at DRIFT_ALPHA. A verdict that changed without that is
//     "within noise": a skill whose true effect sits near the margin flips class by chance, and
//     that is no drift. A move to or from "insufficient evidence" is none either. Under the same
//     verdict, a significantly larger improvement is "improved".
//   - recall and false activations count when the two intervals are disjoint (a stricter test
//     than one of the difference: for equal standard errors a two-sided level near 99.4 %).
// Both keep false drift of an unchanged skill at or under 1 % per comparison, at any true effect
// (`npm run bench -- drift-calibration`); the price is that small real changes go unreported
// until more scenarios, prompts or runs narrow the intervals.
// Judge scores, the composite and the grade are shown side by side but never decide: they have
// no interval.
/**
 * The two-sided level of the A/B difference test. An A/B verdict is a test at 5 %; a drift claim
 * compares two of them and opens an issue, so it is held to 1 %: at most 0.5 % per direction for
 * an unchanged skill, with room for the test's approximations on skewed, clustered scores.
 */
const DRIFT_ALPHA = 0.01;
/** The decided A/B states, worst first; "insufficient evidence" is not one. */
const VERDICT_RANK = {
    hurts: 0,
    no_measurable_effect: 1,
    helps: 2
};
const VERDICT_WORDS = {
    helps: 'helps',
    hurts: 'hurts',
    no_measurable_effect: 'no measurable effect',
    insufficient_evidence: 'insufficient evidence'
};
/** What one run measured of a skill, in the shape both sides of a comparison share. */
function driftSideOf(skill, createdAt) {
    const ab = abResultOf(skill.layers.ab);
    const mc = monteCarloResultOf(skill.layers.monte_carlo);
    const judge = judgeResultOf(skill.layers.judge);
    const rate = (r) => r ? { estimate: r.rate, low: r.low, high: r.high, level: r.level } : null;
    return {
        createdAt,
        models: {
            ab: ab?.agentModel ?? null,
            monteCarlo: mc?.agentModel ?? null,
            judge: judge
                ? [...new Set(Object.values(judge.dimensions).flatMap((d) => d.models))].sort()
                : []
        },
        ab: ab
            ? {
                verdict: ab.verdict,
                tested: ab.requireSignificance,
                improvement: {
                    estimate: ab.improvement,
                    low: ab.ci.low,
                    high: ab.ci.high,
                    level: ab.ci.level,
                    ...dfOf(ab.ci)
                }
            }
            : null,
        recall: rate(mc?.recall),
        falseActivation: rate(mc?.falseActivation),
        judge: judge
            ? {
                score: judge.score,
                dimensions: Object.fromEntries(Object.entries(judge.dimensions).map(([name, d]) => [name, d.score]))
            }
            : null,
        composite: skill.composite?.score ?? null,
        grade: skill.composite?.grade ?? null
    };
}
/**
 * The interval's degrees of freedom: as recorded, or for an older report's interval from scenario
 * means (3 or more scenarios) S − 1, the most it can have been, so the standard error read back is
 * never too small. Else none: the normal critical value.
 */
function dfOf(ci) {
    if (ci.df !== undefined)
        return { df: ci.df };
    return ci.method.startsWith('clustered-studentized') && ci.scenarios >= 3
        ? { df: ci.scenarios - 1 }
        : {};
}
/** -1: `after` lies wholly below `before`; 1: wholly above; 0: they overlap or one is missing. */
function intervalShift(before, after) {
    if (!before || !after)
        return 0;
    const { low: bLow, high: bHigh } = before;
    const { low: aLow, high: aHigh } = after;
    if (bLow === null || bHigh === null || aLow === null || aHigh === null)
        return 0;
    if (aHigh < bLow)
        return -1;
    if (aLow > bHigh)
        return 1;
    return 0;
}
const pct = (v) => (v === null ? '—' : `${(v * 100).toFixed(1)}%`);
const interval = (i) => `${pct(i.estimate)} [${pct(i.low)}, ${pct(i.high)}]`;
const signedPct = (v) => `${v >= 0 ? '+' : '−'}${(Math.abs(v) * 100).toFixed(1)}%`;
const pText = (p) => (p < 1e-4 ? '< 0.0001' : p.toPrecision(2));
function abChanges(before, after) {
    if (!before || !after)
        return { changes: [], noise: [] };
    const from = VERDICT_RANK[before.verdict];
    const to = VERDICT_RANK[after.verdict];
    const test = differenceTest(before.improvement, after.improvement);
    const significant = test !== null && test.p < DRIFT_ALPHA;
    const difference = test === null
        ? 'no interval to test the difference'
        : `difference ${signedPct(test.difference)}, p ${pText(test.p)}`;
    const words = `A/B ${VERDICT_WORDS[before.verdict]} → ${VERDICT_WORDS[after.verdict]} (improvement ${interval(before.improvement)} → ${interval(after.improvement)}; ${difference})`;
    // A verdict reached without a test (significance not required) is a point estimate: its moves
    // are shown, never counted as drift.
    const decided = before.tested && after.tested;
    if (decided && from !== undefined && to !== undefined && from !== to) {
        const down = to < from;
        const fell = significant && test.difference < 0;
        if (significant && fell === down) {
            return {
                changes: [{ cls: down ? 'stopped_helping' : 'started_helping', reason: words }],
                noise: []
            };
        }
        return { changes: [], noise: [`${words}: within noise, not drift`] };
    }
    if (before.verdict === after.verdict && significant && test.difference > 0) {
        return { changes: [{ cls: 'improved', reason: words }], noise: [] };
    }
    return { changes: [], noise: [] };
}
function activationChanges(before, after) {
    const changes = [];
    const recall = intervalShift(before.recall, after.recall);
    const falseActivation = intervalShift(before.falseActivation, after.falseActivation);
    const recallWords = () => `recall ${interval(before.recall)} → ${interval(after.recall)}: the intervals do not overlap`;
    const falseWords = () => `false activations ${interval(before.falseActivation)} → ${interval(after.falseActivation)}: the intervals do not overlap`;
    if (recall < 0)
        changes.push({ cls: 'activation_regressed', reason: recallWords() });
    if (falseActivation > 0)
        changes.push({ cls: 'activation_regressed', reason: falseWords() });
    if (recall > 0)
        changes.push({ cls: 'improved', reason: recallWords() });
    if (falseActivation < 0)
        changes.push({ cls: 'improved', reason: falseWords() });
    return changes;
}
/** The drift classes the intervals support between two sides, each with its sentence. */
function compareSides(before, after) {
    const ab = abChanges(before.ab, after.ab);
    const changes = [...ab.changes, ...activationChanges(before, after)];
    return {
        classes: [...new Set(changes.map((c) => c.cls))],
        reasons: changes.map((c) => c.reason),
        ...(ab.noise.length > 0 ? { withinNoise: ab.noise } : {})
    };
}
/**
 * One skill's comparison with its baseline record. The baseline side is the last measurement that
 * succeeded: when the baseline record is itself a failed re-run, the side it kept. A re-run that
 * failed is no comparison (`failed`), and keeps that side for the next run to compare with, so a
 * budget stop or an outage on a new model never loses the old model's evidence (nor the drift
 * found last time).
 */
function skillDrift(baseline, current) {
    const old = baseline.skill;
    const before = old.status !== 'ok' && old.drift !== undefined
        ? old.drift.baseline
        : driftSideOf(old, baseline.createdAt);
    const after = driftSideOf(current.skill, current.createdAt);
    const failed = current.skill.status !== 'ok';
    return {
        path: current.skill.path,
        ...(current.skill.root === undefined ? {} : { root: current.skill.root }),
        name: current.skill.name,
        baseline: before,
        current: after,
        // Nothing was compared: the last comparison, if any, stands until one succeeds.
        ...(failed
            ? {
                failed: true,
                classes: old.drift?.classes ?? [],
                reasons: old.drift?.reasons ?? [],
                ...(old.drift?.withinNoise ? { withinNoise: old.drift.withinNoise } : {})
            }
            : compareSides(before, after))
    };
}

// The report a re-validation leaves as the next baseline: the skills it re-validated, each with
// its comparison against the baseline, and every other skill still present carried over from the
// baseline unchanged (its results and its inherited drift). So a run that re-validates nothing
// passes the same evidence on, and a later run compares against the latest measurement of each
// skill. The summary and the gate are recomputed over the skills the report holds. Pure.
function carryForward(baseline, current, 
/** Display paths of the skills that exist now (a deleted skill is not carried). */
present) {
    const before = new Map((baseline?.skills ?? []).map((s) => [displayPath(s), s]));
    const revalidated = current.skills.map((skill) => {
        const old = before.get(displayPath(skill));
        if (!baseline || !old)
            return skill;
        const drift = skillDrift({ skill: old, createdAt: baseline.createdAt }, { skill, createdAt: current.createdAt });
        return { ...skill, drift };
    });
    const done = new Set(revalidated.map(displayPath));
    const carried = (baseline?.skills ?? []).filter((s) => {
        const key = displayPath(s);
        return present.has(key) && !done.has(key);
    });
    const skills = [...revalidated, ...carried];
    const scores = skills.flatMap((s) => (s.composite ? [s.composite.score] : []));
    const reasons = [
        ...current.summary.gate.reasons,
        ...carried.flatMap((s) => s.gate?.reasons ?? [])
    ];
    return {
        ...current,
        // A run that re-ran nothing passes the baseline's depth on with its results.
        depth: current.skills.length === 0 && baseline ? baseline.depth : current.depth,
        skills,
        summary: {
            evaluated: skills.length,
            errored: skills.filter((s) => s.status === 'error').length,
            failed: skills.filter((s) => s.gate?.passed === false).length,
            lowestScore: scores.length > 0 ? Math.min(...scores) : null,
            gate: { passed: reasons.length === 0, reasons }
        }
    };
}

// The drift report of a re-validation (`drift.json`): every skill's latest comparison, made now or
// inherited from the baseline, with the lists the outputs and the tracking issue use. Pure.
function driftReportOf(input) {
    const { report, baseline } = input;
    const skills = report.skills.flatMap((s) => (s.drift ? [s.drift] : []));
    const pathsWhere = (keep) => skills.filter(keep).map(displayPath);
    return {
        schemaVersion: DRIFT_SCHEMA_VERSION,
        createdAt: report.createdAt,
        baselineCreatedAt: baseline?.createdAt ?? null,
        baselineSource: input.baselineSource,
        trackedModels: [...input.trackedModels],
        newModels: [...input.newModels],
        revalidated: [...input.revalidated],
        note: input.note,
        skills,
        drifted: pathsWhere((d) => d.classes.length > 0),
        stoppedHelping: pathsWhere((d) => d.classes.includes('stopped_helping'))
    };
}
/** The drift needs the tracking issue open: a skill stopped helping or activates worse. */
function driftNeedsAttention(drift) {
    return drift.skills.some((d) => d.classes.some((c) => REGRESSION_CLASSES.includes(c)));
}

/** The drift of `current` against `baseline`: every skill of `current` is compared. */
function driftBetween(baseline, current, baselineSource) {
    const keys = current.skills.map(displayPath);
    const report = carryForward(baseline, current, new Set(keys));
    const before = modelsWithResults(baseline);
    const compared = report.skills.filter((s) => s.drift !== undefined).length;
    return driftReportOf({
        report,
        baseline,
        baselineSource,
        trackedModels: [],
        newModels: [...modelsWithResults(current)].filter((m) => !before.has(m)).sort(),
        revalidated: keys,
        note: `${compared} of ${plural(keys.length, 'skill')} compared with the baseline`
    });
}
function driftText(drift) {
    const lines = [drift.note];
    for (const skill of drift.skills) {
        if (skill.classes.length > 0) {
            lines.push(`${displayPath(skill)}: ${skill.classes.join(', ').replaceAll('_', ' ')} — ${skill.reasons.join('; ')}`);
        }
        for (const noise of skill.withinNoise ?? [])
            lines.push(`${displayPath(skill)}: ${noise}`);
    }
    lines.push(`${drift.drifted.length} drifted, ${drift.stoppedHelping.length} stopped helping`);
    return lines.map(neutralise).join('\n') + '\n';
}
async function runDrift(current, options, io) {
    capHeapGrowth();
    const baseline = await readReportFile(options.baseline, `baseline ${options.baseline}`);
    const drift = driftBetween(baseline, await readReportFile(current, `report ${current}`), `file ${options.baseline}`);
    if (options.format === 'json') {
        io.stdout.write(neutraliseJson(JSON.stringify(drift, null, 2)) + '\n');
    }
    else if (options.format === 'markdown') {
        io.stdout.write(renderDriftSection(drift));
    }
    else {
        io.stdout.write(driftText(drift));
    }
    return driftNeedsAttention(drift) ? EXIT_GATE_FAILED : EXIT_OK;
}
function registerDriftCommand(program, io, setExit) {
    program
        .command('drift')
        .description('compare a report with a baseline report: what stopped or started helping, activation changes')
        .argument('<report>', 'the new RunReport JSON')
        .requiredOption('--baseline <file>', 'the baseline RunReport JSON')
        .addOption(formatOption(['text', 'markdown', 'json']))
        .action(async (report, options) => {
        setExit(await runDrift(report, options, io));
    });
}

export { driftBetween, registerDriftCommand };
