import { a as abResultOf } from './index-improve.js';
import { c as clusteredBootstrapDraws, p as percentileBounds, D as DEFAULT_RESAMPLES, m as mean } from './index-bootstrap.js';
import { M as MIN_SCENARIOS, c as clusterStandardError, v as varianceComponents, j as jStat, s as studentizedP, a as studentizedBounds } from './index-plan.js';
import { n as newcombeDifference } from './index-arm.js';

// The sign-flip (randomisation) test of "the scenario means are centred on δ". If each scenario's
// mean is as likely to fall at δ + d as at δ − d — true of any effect distribution that is
// symmetric around δ, however light- or heavy-tailed — then flipping the signs of the centred means
// gives equally likely data sets, and the share of the 2^S flips whose |sum| reaches the observed
// one is an exact p-value. The t test is only approximately right there: when scenarios differ a
// lot, bounded scores make the scenario means light-tailed and two-humped, and the t test then says
// "significant" a little more often than its level (measured: 2.6 % per side where 2.5 % is due).
// A flip leaves the sum of squares unchanged, so the t statistic grows with |sum|: counting sums
// is the same test as counting t statistics.
// The count is exact and cheap enough to repeat for many δ (the interval is found by inverting the
// test): the flips of each half of the scenarios are enumerated once and grouped by how many signs
// they turn, because centring on δ shifts every sum of a group by the same amount and so keeps its
// order; each pair of groups is then counted by one merge-like pass.
/** The most scenarios the exact count is made for (2 × 2^10 sums); past it the t test alone. */
const SIGN_FLIP_MAX = 20;
/** Sums this close (relative to the data's scale) count as equal, so ties are not lost to rounding. */
const TIE = 1e-9;
/** The smallest p-value the test can give with S scenarios: the observed signs and their mirror. */
const smallestSignFlipP = (scenarios) => 2 / 2 ** scenarios;
function flipGroups(xs) {
    const n = xs.length;
    const sums = new Float64Array(1 << n);
    const nets = new Int8Array(1 << n);
    sums[0] = xs.reduce((a, x) => a - x, 0);
    nets[0] = -n;
    // Subset k from the subset without its highest bit: that element's sign turns to +.
    for (let k = 1; k < sums.length; k++) {
        const high = 31 - Math.clz32(k);
        sums[k] = sums[k ^ (1 << high)] + 2 * xs[high];
        nets[k] = nets[k ^ (1 << high)] + 2;
    }
    const groups = [];
    for (let net = -n; net <= n; net += 2) {
        const members = sums.filter((_, k) => nets[k] === net);
        groups.push({ net, sums: members.sort() });
    }
    return groups;
}
/** Pairs (a, b), a from `left` and b from `right` (both sorted), with a + b ≥ c. */
function pairsAtLeast(left, right, c) {
    let count = 0;
    let j = right.length;
    for (const a of left) {
        while (j > 0 && right[j - 1] >= c - a)
            j--;
        count += right.length - j;
    }
    return count;
}
/** Pairs with a + b ≤ d. */
function pairsAtMost(left, right, d) {
    let count = 0;
    let k = 0;
    for (let i = left.length - 1; i >= 0; i--) {
        while (k < right.length && right[k] <= d - left[i])
            k++;
        count += k;
    }
    return count;
}
/**
 * The test for one set of scenario means, as a function of δ: the two-sided p-value of "the means
 * are symmetric around δ", the share of sign flips of (mean − δ) whose |sum| is at least the
 * observed |sum|. 1 at the mean itself; never below `smallestSignFlipP(S)`, so it cannot reject at
 * 5 % below 6 scenarios.
 */
function signFlipTest(means) {
    const s = means.length;
    if (s > SIGN_FLIP_MAX) {
        throw new RangeError(`the exact sign-flip count takes at most ${SIGN_FLIP_MAX} scenarios`);
    }
    if (s === 0)
        return () => 1;
    const half = s >> 1;
    const left = flipGroups(means.slice(0, half));
    const right = flipGroups(means.slice(half));
    const total = means.reduce((a, x) => a + x, 0);
    return (delta) => {
        const scale = means.reduce((a, x) => a + Math.abs(x - delta), 0);
        const observed = Math.abs(total - s * delta) - TIE * scale;
        if (observed <= 0)
            return 1;
        let hits = 0;
        for (const l of left) {
            for (const r of right) {
                // A flip's centred sum is its raw sum − δ·net.
                const shift = delta * (l.net + r.net);
                hits += pairsAtLeast(l.sums, r.sums, shift + observed);
                hits += pairsAtMost(l.sums, r.sums, shift - observed);
            }
        }
        return Math.min(1, hits / 2 ** s);
    };
}

/** Below this standard error the scores have no spread worth an interval (scores are in [−1, 1]). */
const NO_SPREAD_SE = 1e-6;
/** The most runs per scenario the sufficiency advice suggests (the CLI's --runs allows 50). */
const MAX_SUGGESTED_RUNS = 20;
/** Beyond this the advice is "cannot be told": the estimate sits on a decision boundary. */
const MAX_SUGGESTED_SCENARIOS = 10_000;
/** 1 − level without the floating-point tail (0.05, not 0.050000000000000044). */
const alphaOf = (level) => Math.round((1 - level) * 1e9) / 1e9;
const finiteOrNull = (x) => (Number.isFinite(x) ? x : null);
const percent = (x) => `${(x * 100).toFixed(1)}%`;
/** A p-value in words: three significant digits, "< 0.0001" below that. */
const pText = (p) => p === null ? '—' : p < 1e-4 ? '< 0.0001' : p.toPrecision(3);
/**
 * The verdict from the evidence and the effect test's p-value (adjusted for the other skills of
 * the run, or raw for a single decision).
 */
function decideAb(e, p, rule, pLabel = 'p') {
    const { estimate: t } = e;
    const m = rule.minImprovement;
    const significant = p !== null && p < rule.alpha;
    const test = p === null ? '' : ` (${pLabel} ${pText(p)} ${significant ? '<' : '≥'} ${rule.alpha})`;
    if (e.limit === 'no_pairs')
        return { verdict: 'insufficient_evidence', reason: 'No run pairs were scored' };
    if (!rule.requireSignificance) {
        if (t >= m) {
            return {
                verdict: 'helps',
                reason: `Improvement ${percent(t)} meets ${percent(m)} (significance not required)`
            };
        }
        if (significant && t < 0)
            return { verdict: 'hurts', reason: `Improvement ${percent(t)}; significantly below 0${test}` };
        return {
            verdict: 'no_measurable_effect',
            reason: `Improvement ${percent(t)} below ${percent(m)}`
        };
    }
    if (e.limit === 'too_few_scenarios') {
        return {
            verdict: 'insufficient_evidence',
            reason: `Only ${e.scenarios} scenario${e.scenarios === 1 ? '' : 's'}: helps or hurts needs at least ${MIN_SCENARIOS}, because runs of one scenario show its run-to-run noise, not how the skill does on other tasks; add scenarios`
        };
    }
    if (e.limit === 'no_spread') {
        return {
            verdict: 'insufficient_evidence',
            reason: `No spread: every scenario scored ${percent(t)}, so no interval can be trusted; check that the runs and the judge really differ`
        };
    }
    if (significant && t >= m)
        return {
            verdict: 'helps',
            reason: `Improvement ${percent(t)} ≥ ${percent(m)} and above 0${test}`
        };
    if (significant && t < 0)
        return { verdict: 'hurts', reason: `Improvement ${percent(t)}; below 0${test}` };
    const { low, high, level } = e.equivalence;
    if (low !== null && high !== null && low > -m && high < m) {
        return {
            verdict: 'no_measurable_effect',
            reason: `${Math.round(level * 100)}% CI inside ±${percent(m)}: no effect worth ${percent(m)}`
        };
    }
    return {
        verdict: 'insufficient_evidence',
        reason: `Improvement ${percent(t)}${test}: too uncertain to decide at margin ${percent(m)}`
    };
}
/**
 * From 6 to 20 scenarios, "significant" must hold for both the t test and the exact sign-flip test
 * (see sign-flip.ts): the p-value is the larger of the two. Below 3 scenarios the spread comes from
 * the runs within them.
 */
function clusteredTest(se, clusters, level) {
    const t = studentizedP(se);
    const method = se.source === 'scenario-means' ? 'clustered-studentized-t' : 'within-scenario-studentized-t';
    const flip = se.source === 'scenario-means' &&
        se.clusters <= SIGN_FLIP_MAX &&
        smallestSignFlipP(se.clusters) < alphaOf(level);
    if (!flip)
        return { se, method, p: t, flipP: null };
    const flipP = signFlipTest(clusters.map((c) => mean(c)));
    return {
        se,
        method: `${method}+sign-flip`,
        p: t === null ? null : Math.max(t, flipP(0)),
        flipP
    };
}
/**
 * The far end of the hull on one side: `bound` (the t interval's end) when the flip test already
 * rejects there, else the point beyond it where the flip test starts to reject, found by stepping
 * out and bisecting to a ten-thousandth of the standard error (its acceptance region is an
 * interval around the estimate). `scale` is the signed standard error.
 */
function signFlipBound(flipP, estimate, bound, scale, alpha) {
    if (!Number.isFinite(bound) || flipP(bound) < alpha)
        return bound;
    let inside = bound;
    let outside = bound + scale / 8;
    for (let k = 0; k < 60 && flipP(outside) >= alpha; k++) {
        inside = outside;
        outside = estimate + 2 * (outside - estimate);
    }
    while (Math.abs(outside - inside) > Math.abs(scale) * 1e-4) {
        const mid = (inside + outside) / 2;
        if (flipP(mid) >= alpha)
            inside = mid;
        else
            outside = mid;
    }
    return outside;
}
/**
 * The studentized interval at `level`, its TOST interval and p-value. With the sign-flip test
 * beside the t test, each interval is the hull of the t interval and the flip test's, so the
 * interval excludes 0 exactly when p < 1 − level.
 */
function studentizedIntervals(se, clusters, level) {
    const test = clusteredTest(se, clusters, level);
    const interval = (at) => {
        const [low, high] = studentizedBounds(se, at);
        const flipP = test.flipP;
        if (flipP === null)
            return [low, high];
        const scale = Number.isFinite(se.se) && se.se > 0 ? se.se : 1e-6;
        return [
            signFlipBound(flipP, se.estimate, low, -scale, alphaOf(at)),
            signFlipBound(flipP, se.estimate, high, scale, alphaOf(at))
        ];
    };
    return {
        se,
        method: test.method,
        bounds: interval(level),
        equivalence: interval(2 * level - 1),
        p: test.p
    };
}
/** The interval at `level`, the TOST interval and the p-value, by either method. */
function intervals(clusters, method, level, rng, resamples) {
    const eqLevel = 2 * level - 1;
    const se = clusterStandardError(clusters);
    if (method === 'studentized' || se.source !== 'scenario-means') {
        return studentizedIntervals(se, clusters, level);
    }
    const draws = clusteredBootstrapDraws(clusters, rng, resamples);
    // The interval inverted: the smallest two-sided level at which 0 falls outside it.
    let below = 0;
    while (below < draws.length && draws[below] <= 0)
        below++;
    let above = draws.length;
    while (above > 0 && draws[above - 1] >= 0)
        above--;
    const tail = Math.min(below, draws.length - above);
    return {
        se,
        method: 'clustered-percentile-bootstrap',
        bounds: percentileBounds(draws, level),
        equivalence: percentileBounds(draws, eqLevel),
        p: Math.min(1, (2 * tail) / draws.length),
        resamples
    };
}
function abVerdict(clusters, options) {
    const m = options.minImprovement ?? 0.1;
    const level = options.level ?? 0.95;
    const rule = {
        minImprovement: m,
        alpha: alphaOf(level),
        requireSignificance: options.requireSignificance !== false
    };
    const usable = clusters.filter((c) => c.length > 0);
    const seed = options.rng.seed;
    const eqLevel = 2 * level - 1;
    if (usable.length === 0) {
        const evidence = {
            estimate: NaN,
            equivalence: { low: null, high: null, level: eqLevel },
            limit: 'no_pairs',
            scenarios: 0
        };
        return {
            ...evidence,
            ...decideAb(evidence, null, rule),
            ci: {
                low: null,
                high: null,
                level,
                method: options.method ?? 'studentized',
                scenarios: 0,
                pairs: 0,
                seed
            },
            p: null,
            needed: { scenarios: MIN_SCENARIOS, runsPerScenario: 2, runNoiseDominates: false },
            notes: []
        };
    }
    const pairs = usable.reduce((k, c) => k + c.length, 0);
    const method = options.method ?? 'studentized';
    const resamples = options.resamples ?? DEFAULT_RESAMPLES;
    const iv = intervals(usable, method, level, options.rng, resamples);
    const noSpread = !(iv.se.se >= NO_SPREAD_SE);
    const tooFew = usable.length < MIN_SCENARIOS;
    const limit = tooFew ? 'too_few_scenarios' : noSpread ? 'no_spread' : null;
    const evidence = {
        estimate: iv.se.estimate,
        // A zero-width interval is no interval: shown as none.
        equivalence: noSpread
            ? { low: null, high: null, level: eqLevel }
            : {
                low: finiteOrNull(iv.equivalence[0]),
                high: finiteOrNull(iv.equivalence[1]),
                level: eqLevel
            },
        limit,
        scenarios: usable.length
    };
    const p = limit === null ? iv.p : null;
    const decision = decideAb(evidence, p, rule);
    const notes = [];
    if (tooFew) {
        notes.push(`The interval covers run-to-run noise of ${usable.length === 1 ? 'this scenario' : 'these scenarios'} only`);
    }
    return {
        ...evidence,
        ...decision,
        ci: {
            low: noSpread ? null : finiteOrNull(iv.bounds[0]),
            high: noSpread ? null : finiteOrNull(iv.bounds[1]),
            level,
            method: iv.method,
            scenarios: usable.length,
            pairs,
            seed,
            ...('resamples' in iv ? { resamples: iv.resamples } : {})
        },
        p,
        needed: limit === 'no_spread' ? null : plan(usable, evidence.estimate, m, level),
        notes
    };
}
/**
 * The half-width at which, with the estimate unchanged, some verdict becomes reachable:
 * "helps" needs low > 0 (T ≥ m), "hurts" needs high < 0, "no effect" needs (−m, m) ⊇ CI.
 */
function decisionDistance(t, m) {
    if (t >= m)
        return t;
    if (t >= 0)
        return m - t;
    if (t > -m)
        return Math.max(-t, t + m);
    return -t;
}
/**
 * Scenarios (and runs each) whose interval, with the estimate and the variance components
 * unchanged, would be narrow enough to decide. More runs are suggested only when run-to-run
 * noise outweighs the differences between scenarios; otherwise only more scenarios help.
 */
function plan(clusters, t, m, level) {
    const s = clusters.length;
    const runs = Math.max(...clusters.map((c) => c.length));
    const { between, within } = varianceComponents(clusters);
    const runNoiseDominates = within / runs > between;
    const suggestedRuns = runNoiseDominates
        ? Math.min(MAX_SUGGESTED_RUNS, Math.max(runs, Math.ceil(within / Math.max(between, within / MAX_SUGGESTED_RUNS))))
        : runs;
    const perScenario = between + within / suggestedRuns;
    const distance = decisionDistance(t, m);
    const atLeast = Math.max(MIN_SCENARIOS, suggestedRuns > runs ? s : s + 1);
    if (!(distance > 0) || !(perScenario > 0)) {
        return s < MIN_SCENARIOS
            ? { scenarios: MIN_SCENARIOS, runsPerScenario: runs, runNoiseDominates: false }
            : null;
    }
    // The smallest S with t(S − 1)·√(Var per scenario / S) ≤ distance: the condition only gets
    // easier as S grows, and the normal approximation (t > z) is a lower bound; bisect above it.
    const crit = (df) => jStat.studentt.inv(1 - (1 - level) / 2, df);
    const enough = (n) => perScenario * (crit(n - 1) / distance) ** 2 <= n;
    const z = jStat.normal.inv(1 - (1 - level) / 2, 0, 1);
    let lo = Math.max(atLeast, Math.ceil(perScenario * (z / distance) ** 2));
    if (lo > MAX_SUGGESTED_SCENARIOS)
        return null;
    let hi = lo;
    while (!enough(hi)) {
        lo = hi + 1;
        hi *= 2;
        if (hi > 2 * MAX_SUGGESTED_SCENARIOS)
            return null;
    }
    while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        if (enough(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    const needed = hi;
    if (needed > MAX_SUGGESTED_SCENARIOS)
        return null;
    return { scenarios: needed, runsPerScenario: suggestedRuns, runNoiseDominates };
}
/** The level at which the Newcombe interval's high end is 0, by bisection (it widens with the level). */
function newcombeP(x1, n1, x2, n2) {
    const high = (level) => newcombeDifference(x1, n1, x2, n2, level).high;
    let lo = 1e-9;
    let hi = 1 - 1e-12;
    if (high(hi) < 0)
        return 1 - hi;
    for (let i = 0; i < 40; i++) {
        const mid = (lo + hi) / 2;
        if (high(mid) < 0)
            lo = mid;
        else
            hi = mid;
    }
    return 1 - (lo + hi) / 2;
}
/**
 * The scenario-clustered test of the per-scenario differences in pass rate (the same test as the
 * improvement's): runs of one scenario share its difficulty, so pooling them as independent
 * overstates the evidence when scenarios differ. Null below 3 scenarios or without spread.
 */
function clusteredCompletionTest(scenarios, level) {
    const differences = scenarios
        .filter((s) => s.withRuns > 0 && s.withoutRuns > 0)
        .map((s) => [s.withPassed / s.withRuns - s.withoutPassed / s.withoutRuns]);
    if (differences.length < MIN_SCENARIOS)
        return null;
    const t = clusteredTest(clusterStandardError(differences), differences, level);
    if (t.p === null || !(t.se.se >= NO_SPREAD_SE))
        return null;
    return { p: t.se.estimate < 0 ? t.p : 1, method: t.method };
}
/**
 * Completion as k/R per arm over all runs, gated on the Newcombe interval of the difference and,
 * from 3 scenarios, on the scenario-clustered test as well: a regression needs both.
 */
function completionGate(scenarios, level = 0.95) {
    const sum = (key) => scenarios.reduce((a, s) => a + s[key], 0);
    const [withPassed, withRuns] = [sum('withPassed'), sum('withRuns')];
    const [withoutPassed, withoutRuns] = [sum('withoutPassed'), sum('withoutRuns')];
    const difference = newcombeDifference(withPassed, withRuns, withoutPassed, withoutRuns, level);
    const withRate = withRuns === 0 ? null : withPassed / withRuns;
    const withoutRate = withoutRuns === 0 ? null : withoutPassed / withoutRuns;
    const lower = withRate !== null && withoutRate !== null && withRate < withoutRate;
    const clustered = lower ? clusteredCompletionTest(scenarios, level) : null;
    const pooledP = lower ? newcombeP(withPassed, withRuns, withoutPassed, withoutRuns) : 1;
    const p = withRate === null || withoutRate === null ? null : Math.max(pooledP, clustered?.p ?? 0);
    return {
        withRate,
        withoutRate,
        difference,
        p,
        method: clustered ? `newcombe-wilson+${clustered.method}` : 'newcombe-wilson',
        regressed: lower && p !== null && p < alphaOf(level)
    };
}
/** Hake's g on pass rates: (p_with − p_without) / (1 − p_without); null when p_without = 1. */
function normalizedGain(pWith, pWithout) {
    return pWithout >= 1 ? null : (pWith - pWithout) / (1 - pWithout);
}
/** g with a percentile interval from resampling the runs of each arm independently. */
function normalizedGainInterval(withOutcomes, withoutOutcomes, rng, options = {}) {
    const level = options.level ?? 0.95;
    const resamples = options.resamples ?? 10_000;
    const rate = (xs) => xs.filter(Boolean).length / xs.length;
    const base = {
        level,
        method: 'two-sample-percentile-bootstrap',
        resamples,
        seed: rng.seed
    };
    if (withOutcomes.length === 0 || withoutOutcomes.length === 0) {
        return { ...base, g: null, low: null, high: null, undefinedResamples: resamples };
    }
    const g = normalizedGain(rate(withOutcomes), rate(withoutOutcomes));
    const draw = (xs) => {
        let k = 0;
        for (let i = 0; i < xs.length; i++)
            if (xs[rng.index(xs.length)])
                k++;
        return k / xs.length;
    };
    const values = [];
    for (let b = 0; b < resamples; b++) {
        const gb = normalizedGain(draw(withOutcomes), draw(withoutOutcomes));
        if (gb !== null)
            values.push(gb);
    }
    const undefinedResamples = resamples - values.length;
    // Mostly-undefined resamples mean the baseline is at the ceiling: no interval worth showing.
    if (values.length < resamples / 2)
        return { ...base, g, low: null, high: null, undefinedResamples };
    const [low, high] = percentileBounds(Float64Array.from(values).sort(), level);
    return { ...base, g, low, high, undefinedResamples };
}

/** The adjusted p-values, in the order given; a decision is made when one is below α. */
function adjustPValues(ps, rule) {
    const k = ps.length;
    if (rule === 'none' || k === 0)
        return [...ps];
    const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
    const adjusted = new Array(k);
    if (rule === 'holm') {
        // Step down: the j-th smallest is multiplied by (k − j + 1), never below an earlier one.
        let running = 0;
        order.forEach(({ p, i }, j) => {
            running = Math.max(running, Math.min(1, (k - j) * p));
            adjusted[i] = running;
        });
    }
    else {
        // Step up: the j-th smallest is multiplied by k / j, never above a later one.
        let running = 1;
        for (let j = k - 1; j >= 0; j--) {
            running = Math.min(running, (k / (j + 1)) * order[j].p);
            adjusted[order[j].i] = running;
        }
    }
    return adjusted;
}

// The A/B decisions of a run, made once every skill has been evaluated: the effect tests (helps /
// hurts) of all skills form one family and the completion-regression tests another, each
// adjusted by the run's multiplicity rule, so a pull request touching many skills that change
// nothing does not fail on chance alone. Verdicts, regressions and the A/B gate failures are then
// decided on the adjusted p-values.
const DEFAULT_MULTIPLICITY = 'holm';
/** The p-value a test decides with: adjusted when it is part of a family. */
const decidingP = (t) => t.adjustedP ?? t.p;
/** Verdict, completion regression and gate failures of one record, from its tests as they stand. */
function decide(r) {
    const { tests } = r;
    const adjusted = tests.rule !== 'none' && tests.effect.familySize > 1;
    const { verdict, reason } = decideAb({
        estimate: r.improvement ?? NaN,
        equivalence: r.equivalence,
        limit: r.limit,
        scenarios: r.ci.scenarios
    }, decidingP(tests.effect), {
        minImprovement: r.minImprovement,
        alpha: tests.alpha,
        requireSignificance: r.requireSignificance
    }, adjusted ? `${tests.rule === 'holm' ? 'Holm' : 'BH'}-adjusted p` : 'p');
    const c = r.completion;
    const completionP = decidingP(tests.completion);
    const regressed = c.withSkill !== null &&
        c.baseline !== null &&
        c.withSkill < c.baseline &&
        completionP !== null &&
        completionP < tests.alpha;
    const failures = [];
    if (verdict === 'hurts')
        failures.push(`A/B: the skill hurts (${reason})`);
    else if (r.gate.requireHelps && verdict !== 'helps') {
        failures.push(`A/B: "helps" required, verdict ${verdict.replaceAll('_', ' ')} (${reason})`);
    }
    if (r.gate.requireCompletion && regressed) {
        failures.push(`A/B: completion regressed (${c.withSkill} vs ${c.baseline}; p ${pText(completionP)})`);
    }
    return {
        ...r,
        verdict,
        reason,
        completion: { ...c, regressed },
        gate: { ...r.gate, failures }
    };
}
/** The tests of one kind across the records, adjusted together; undefined outside the family. */
function family(records, pOf, rule) {
    const members = records.flatMap((r, i) => {
        const p = r === undefined ? null : pOf(r);
        return p === null ? [] : [{ i, p }];
    });
    const adjusted = adjustPValues(members.map((m) => m.p), rule);
    const out = records.map(() => undefined);
    members.forEach(({ i, p }, k) => {
        out[i] = { p, adjustedP: adjusted[k], familySize: members.length };
    });
    return out;
}
/** Every A/B record of the run decided on p-values adjusted across the records. */
function adjustAbResults(records, rule) {
    const effect = family(records, (r) => r.tests.effect.p, rule);
    const completion = family(records, (r) => (r.gate.requireCompletion ? r.tests.completion.p : null), rule);
    const outside = (t) => ({ p: t.p, adjustedP: null, familySize: 0 });
    return records.map((r, i) => r === undefined
        ? undefined
        : decide({
            ...r,
            tests: {
                ...r.tests,
                rule,
                effect: effect[i] ?? outside(r.tests.effect),
                completion: completion[i] ?? outside(r.tests.completion)
            }
        }));
}
/** The skills with their A/B records decided across the run (`adjustAbResults`). */
function adjustAbReports(reports, rule) {
    const adjusted = adjustAbResults(reports.map((s) => abResultOf(s.layers.ab)), rule);
    return reports.map((s, i) => {
        const ab = adjusted[i];
        return ab === undefined ? s : { ...s, layers: { ...s.layers, ab } };
    });
}

export { DEFAULT_MULTIPLICITY as D, abVerdict as a, adjustAbResults as b, completionGate as c, alphaOf as d, adjustAbReports as e, normalizedGainInterval as n, pText as p };
