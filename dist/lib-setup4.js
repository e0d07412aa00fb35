import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { y as MIN_SCENARIOS, ac as decideAb, ad as alphaOf, t as totalTokens, ae as adjustAbResults, af as modelFamily, ag as pLimit, ah as plural, ai as withCostHarness, K as costOwnerKey, aj as abResultOf } from './lib-index.js';
import { loadEvalFile } from './lib-eval-file.js';
import { j as jStat, A as AB_DEFAULTS } from './lib-jstat.js';
import { n as newcombeDifference, r as runArm, w as writeTranscript, s as summariseArm, a as redactorFor, j as judgePairwise, b as judgeIndependent, c as wilson, d as secretValues, i as isolatedSkillCopy, e as skillMarks, B as BUDGET_STOP, p as planAbCalls } from './lib-proportions.js';


const path__default = __requireBuiltin('node:path');
import { m as meanOfMeans, p as percentileBounds, c as clusteredBootstrapDraws, D as DEFAULT_RESAMPLES } from './lib-bootstrap.js';
import { m as mean, s as sampleSd, c as createRng, D as DEFAULT_SEED } from './lib-descriptive.js';
import { r as removeTempDir } from './lib-temp-dirs.js';
import { a as stopReason } from './lib-loop.js';


import './lib-index4.js';


import './lib-yaml-nesting.js';
import './lib-schema.js';
import './lib-_commonjsHelpers.js';
import './lib-call-shape.js';
import './lib-client.js';
import './lib-api-key.js';
import './lib-prompt-cache.js';
import './lib-llm-error.js';
import './lib-ask.js';




import './lib-index6.js';



/**
 * The judge model when none is set: a different family from the agent's, because a model judging
 * its own family's output tends to prefer it.
 */
function defaultJudgeModel(agentModel) {
    return /sonnet/i.test(agentModel) ? 'opus' : 'sonnet';
}

// Studentized interval for the mean of scenario means. The calibration simulation
// (bench/ab-calibration.ts) showed the two-stage percentile bootstrap missing the 93–97 % band at
// the default sizes (resampling both stages counts run noise twice), so the default is
// T ± t(df)·SE. With S ≥ 3 scenarios the SE comes from the S scenario means: the scenario is the
// unit of inference, and this is what generalises to scenarios not written yet. Its df is S − 1
// scaled down when the scenario means carry unequal noise (with 3 scenarios the plain t interval
// gave 3.1 % false "hurts" per side where 2.5 % is due).
// With fewer, the SE can only come from the runs within the scenarios (Satterthwaite df): it is
// the run-to-run noise of those scenarios, and no verdict is drawn from it.
function clusterStandardError(clusters) {
    const usable = clusters.filter((c) => c.length > 0);
    if (usable.length === 0)
        throw new RangeError('interval needs at least one run');
    const estimate = meanOfMeans(usable);
    const base = { estimate, clusters: usable.length, n: usable.reduce((k, c) => k + c.length, 0) };
    const s = usable.length;
    if (s >= MIN_SCENARIOS) {
        const means = usable.map((c) => mean(c));
        return {
            ...base,
            se: sampleSd(means) / Math.sqrt(s),
            df: (s - 1) * equalVarianceShare(usable),
            source: 'scenario-means'
        };
    }
    // Var(T) = Σ var_s / R_s / S²; a scenario with one run has no variance to offer.
    const parts = usable.map((c) => sampleSd(c) ** 2 / c.length / (s * s));
    const total = parts.reduce((a, b) => a + b, 0);
    const df = total ** 2 / parts.reduce((a, v, i) => a + v ** 2 / (usable[i].length - 1), 0);
    return {
        ...base,
        se: Math.sqrt(total),
        df: Number.isFinite(df) ? df : usable[0].length - 1,
        source: 'runs-within-scenarios'
    };
}
/**
 * How far the scenario means fall short of equal variances, as a factor in (0, 1] on the degrees
 * of freedom (Satterthwaite): each mean's variance is the between-scenario variance plus its own
 * run noise over its runs. With a few scenarios whose noise differs, the spread of their means is
 * a less reliable variance estimate than S − 1 degrees of freedom claim, and the plain t interval
 * is too narrow.
 */
function equalVarianceShare(clusters) {
    const { between } = varianceComponents(clusters);
    const variances = clusters.map((c) => between + (c.length > 1 ? sampleSd(c) ** 2 / c.length : 0));
    const total = variances.reduce((a, v) => a + v, 0);
    const squares = variances.reduce((a, v) => a + v * v, 0);
    return squares > 0 ? (total * total) / (clusters.length * squares) : 1;
}
/** T ± t(df)·SE at `level`; unbounded when the SE is unknown. */
function studentizedBounds(e, level) {
    if (!Number.isFinite(e.se) || e.df <= 0)
        return [-Infinity, Infinity];
    const half = jStat.studentt.inv(1 - (1 - level) / 2, e.df) * e.se;
    return [e.estimate - half, e.estimate + half];
}
/**
 * Two-sided p-value of "no effect" from the same t statistic, so that p < 1 − level exactly
 * when the interval at `level` excludes 0. Null without a finite, positive SE.
 */
function studentizedP(e) {
    if (!Number.isFinite(e.se) || e.se <= 0 || e.df <= 0)
        return null;
    return 2 * (1 - jStat.studentt.cdf(Math.abs(e.estimate / e.se), e.df));
}
/**
 * Between- and within-scenario variance of single pair scores (one-way ANOVA moments), to tell how
 * many scenarios, and runs per scenario, would narrow the interval enough.
 */
function varianceComponents(clusters) {
    const usable = clusters.filter((c) => c.length > 0);
    const withRuns = usable.filter((c) => c.length > 1);
    const within = withRuns.length ? mean(withRuns.map((c) => sampleSd(c) ** 2)) : 0;
    if (usable.length < 2)
        return { between: 0, within };
    // Harmonic mean of the run counts: the within-noise a scenario mean carries on average.
    const runs = usable.length / usable.reduce((a, c) => a + 1 / c.length, 0);
    const between = Math.max(0, sampleSd(usable.map((c) => mean(c))) ** 2 - within / runs);
    return { between, within };
}

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

// The with-vs-without verdict. Helps / hurts come from a two-sided test of "no effect" on the
// scenario-clustered improvement (the t test, joined from 6 to 20 scenarios by the exact sign-flip
// test; its p-value is adjusted across the skills of a run before the gate sees it), and need ≥ 3
// scenarios and some spread; "no measurable effect" is an equivalence test (TOST: the interval at
// 2·level − 1 inside ±m); otherwise "insufficient evidence" with the scenarios (and runs) that
// would settle it. Also the completion-rate gate on per-arm pass rates (not "any run passed", which
// hides most regressions), tested pooled and per scenario, and the normalized gain on pass rates.
/** Below this standard error the scores have no spread worth an interval (scores are in [−1, 1]). */
const NO_SPREAD_SE = 1e-6;
/** The most runs per scenario the sufficiency advice suggests (the CLI's --runs allows 50). */
const MAX_SUGGESTED_RUNS = 20;
/** Beyond this the advice is "cannot be told": the estimate sits on a decision boundary. */
const MAX_SUGGESTED_SCENARIOS = 10_000;
const finiteOrNull = (x) => (Number.isFinite(x) ? x : null);
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
        // A standard error below NO_SPREAD_SE is rounding error (scores that do not differ): as a
        // step it would be finer than the doubles near the estimate, and the bisection never end.
        const scale = Number.isFinite(se.se) && se.se >= NO_SPREAD_SE ? se.se : NO_SPREAD_SE;
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
            ...('resamples' in iv
                ? { resamples: iv.resamples }
                : Number.isFinite(iv.se.df) && iv.se.df > 0
                    ? { df: iv.se.df }
                    : {})
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

// Early stopping for the A/B layer. Scenarios run in rounds (every scenario once per arm per
// round); after some rounds ("looks") the verdict is decided on the runs so far, and the skill
// stops as soon as that settles it — helps, hurts or no measurable effect — or at the plan's last
// round.
//
// Method: alpha spending over a fixed set of looks, with the union (Bonferroni) bound. Look j
// gets a share w_j of the run's α (the shares sum to 1) and every test of look j is made at the
// nominal level w_j·α: the chance that ANY look wrongly rejects is at most Σ w_j·α = α, whatever
// the dependence between looks. So the interval of the look the skill stopped at covers with at
// least 1 − α however the stop was chosen, and p / w_j is a valid p-value at that stop (the
// "repeated p-value": P(some look has p_j / w_j ≤ a) ≤ a), which the run adjusts across its skills
// as before (Holm by default). The exact group-sequential boundaries (O'Brien–Fleming, Pocock)
// spend less by using the correlation of the looks, but that correlation is not known here — it
// depends on how the spread splits between and within scenarios — and the verdict's tests (the
// small-sample t, the exact sign-flip test, Newcombe for completion) are not the normal
// statistics those boundaries are computed for; the union bound needs nothing but each test's own
// validity. Its price is kept small by keeping most of α for the last look, so a skill that runs
// the whole plan is decided almost as it was without looks.
//
// The target is unchanged: the population's mean effect, with the scenarios as the unit. More
// rounds shrink only the run-to-run noise of the same scenarios, never the spread between them,
// which is why an interim look is made at the full level of a t test over scenarios, not a
// confidence sequence of the pair scores (that would cover these scenarios' mean only).
/** At most this many looks, the last at the plan's end: each interim look costs final power. */
const MAX_LOOKS = 5;
/** The share of α kept for the last look. */
const FINAL_SHARE = 0.8;
/**
 * Fewer scenarios than this get no interim look: their t test has so few degrees of freedom that
 * at an interim look's level (α/20 and below) no realistic effect is decided, and the α spent on
 * looking would only widen the final interval.
 */
const MIN_LOOK_SCENARIOS = 6;
const SEQUENTIAL_METHOD = 'bonferroni-alpha-spending';
/**
 * The looks for `scenarios` scenarios × `runs` rounds, fixed before any run (so they cannot
 * depend on the data): up to MAX_LOOKS evenly spread rounds, the interim ones sharing 1 −
 * FINAL_SHARE of α equally. One look (the fixed design) when there is no room to look early.
 */
function lookPlan(runs, scenarios) {
    if (!Number.isInteger(runs) || runs < 1)
        throw new RangeError(`runs must be ≥ 1: ${runs}`);
    const interim = new Set();
    if (scenarios >= MIN_LOOK_SCENARIOS) {
        for (let j = 1; j < MAX_LOOKS; j++) {
            const round = Math.ceil((runs * j) / MAX_LOOKS);
            if (round < runs)
                interim.add(round);
        }
    }
    if (interim.size === 0)
        return { rounds: [runs], shares: [1] };
    const each = (1 - FINAL_SHARE) / interim.size;
    return {
        rounds: [...[...interim].sort((a, b) => a - b), runs],
        shares: [...[...interim].map(() => each), FINAL_SHARE]
    };
}
/** p / share: valid at whichever look the run stops (see the header), capped at 1. */
const repeatedP = (p, share) => p === null ? null : Math.min(1, p / share);
/**
 * The verdict at look `index` of `plan` on `clusters` (the valid pair scores of each scenario
 * over the rounds run so far), and whether it settles the question.
 */
function lookAt(clusters, plan, index, options) {
    const share = plan.shares[index];
    if (share === undefined)
        throw new RangeError(`no look ${index} in a plan of ${plan.rounds.length}`);
    const alpha = alphaOf(options.level ?? 0.95);
    const nominalLevel = 1 - share * alpha;
    const verdict = abVerdict(clusters, { ...options, level: nominalLevel });
    const p = repeatedP(verdict.p, share);
    const familySize = Math.max(1, options.familySize ?? 1);
    const { verdict: kind } = decideAb(verdict, p, {
        minImprovement: options.minImprovement ?? 0.1,
        alpha: alpha / familySize,
        requireSignificance: options.requireSignificance !== false
    });
    return {
        index,
        round: plan.rounds[index],
        nominalLevel,
        verdict,
        repeatedP: p,
        settles: settled(kind, options.requireSignificance !== false)
    };
}
/**
 * A verdict stops the runs only under the significance rule: the legacy rule ("T ≥ m helps")
 * has no error rate to keep, so it always runs the whole plan.
 */
function settled(kind, requireSignificance) {
    if (!requireSignificance || kind === 'insufficient_evidence')
        return null;
    return kind;
}

// The improvement score of one run pair: skill-validator's seven components in [−1, 1] with its
// weights, on unrounded per-run values. One deliberate difference: a reduction is
// (b − s) / max(b, s), not skill-validator's (b − s) / b. Theirs is lopsided (halving scores +0.5,
// doubling −1), so the same noise in both arms averages below 0 and a skill that does nothing
// drifts to "hurts" as runs accumulate. Ours flips sign exactly when the arms are swapped.
// Quality comes from the pairwise judgement when it exists, otherwise from the independent scores.
const WEIGHTS = {
    tokenReduction: 0.05,
    toolCallReduction: 0.025,
    taskCompletionImprovement: 0.15,
    timeReduction: 0.025,
    qualityImprovement: 0.4,
    overallJudgmentImprovement: 0.3,
    errorReduction: 0.05
};
const clamp = (x) => Math.min(1, Math.max(-1, x));
/** (b − s) / max(b, s) for counts ≥ 0: 0 when both are 0, −1 when only the skill used any. */
function reduction(baseline, withSkill) {
    const larger = Math.max(baseline, withSkill);
    return larger === 0 ? 0 : (baseline - withSkill) / larger;
}
function breakdown(b, s, q) {
    const quality = q.kind === 'pairwise'
        ? { qualityImprovement: q.quality, overallJudgmentImprovement: q.overall }
        : {
            qualityImprovement: clamp((q.skillRubric - q.baselineRubric) / 2.5),
            overallJudgmentImprovement: clamp((q.skillOverall - q.baselineOverall) / 2.5)
        };
    return {
        tokenReduction: reduction(b.tokens, s.tokens),
        toolCallReduction: reduction(b.toolCalls, s.toolCalls),
        taskCompletionImprovement: b.completed === s.completed ? 0 : s.completed ? 1 : -1,
        timeReduction: reduction(b.timeMs, s.timeMs),
        ...quality,
        errorReduction: reduction(b.errors, s.errors)
    };
}
/** Σ weight·component in the reference key order. */
function improvementScore(parts) {
    let total = 0;
    for (const key of Object.keys(WEIGHTS))
        total += WEIGHTS[key] * parts[key];
    return total;
}

// One run pair: the baseline and the with-skill arm of a scenario run side by side, judged, and
// scored as one improvement score; a pair whose arms started from different work dirs, whose arms
// were offered other skills than their own, or that no judge could judge is kept in the report
// but marked invalid (with its kind and reason) and left out of the verdict.
async function runPair(ctx, job) {
    // Both arms end before the pair does, even when one of them throws (a fixture refused).
    const arms = await Promise.allSettled([runArm(ctx, job, []), runArm(ctx, job, job.catalogue)]);
    const [b, s] = arms.map((arm) => {
        if (arm.status === 'rejected')
            throw arm.reason;
        return arm.value;
    });
    const [tb, ts] = await Promise.all([
        writeTranscript(ctx, job, 'baseline', b.run),
        writeTranscript(ctx, job, 'with-skill', s.run)
    ]);
    const base = {
        run: job.r,
        skillLoaded: s.run.skillsLoaded.length > 0,
        baseline: summariseArm(b, tb),
        withSkill: summariseArm(s, ts),
        outputChars: { baseline: b.run.output.length, withSkill: s.run.output.length }
    };
    // A stopped skill gets no verdict: judging what its runs left would only add calls.
    if (job.stop?.aborted)
        return { ...base, ...invalid('not_judged', stopReason(job.stop)) };
    if (b.fixturesHash !== s.fixturesHash)
        return {
            ...base,
            ...invalid('work_dirs_differ', 'the two arms started from different work dirs')
        };
    const leak = isolationProblem(job.skill.name, b, s);
    if (leak)
        return { ...base, ...invalid('arm_isolation', leak) };
    const judgeMode = ctx.options.judgeMode ?? AB_DEFAULTS.judgeMode;
    const judgements = await judgePair(ctx, job, judgeMode, b.run, s.run);
    const judged = judgementRecord(judgements);
    const q = qualityOf(judgeMode, judgements);
    if (!q) {
        const { pairwise, baseline, withSkill } = judgements;
        const reason = pairwise?.reason ?? baseline?.reason ?? withSkill?.reason ?? 'no valid judgement';
        return { ...base, ...judged, ...invalid('judge_failed', `judge: ${reason}`) };
    }
    const comparableTime = b.run.cachedCalls === 0 && s.run.cachedCalls === 0;
    const parts = breakdown(armFacts(b, comparableTime), armFacts(s, comparableTime), q);
    return { ...base, ...judged, valid: true, score: improvementScore(parts), breakdown: parts };
}
/**
 * What breaks the arms' isolation, if anything: the baseline must be offered no skill and the
 * with-skill arm the skill under test only, or the pair measures something other than this skill.
 */
function isolationProblem(skillName, baseline, withSkill) {
    const names = (xs) => xs.map((x) => `'${x}'`).join(', ');
    if (baseline.catalogue.length > 0)
        return `arm isolation: the baseline was offered ${names(baseline.catalogue)} instead of no skill`;
    if (withSkill.catalogue.length !== 1 || withSkill.catalogue[0] !== skillName)
        return `arm isolation: the with-skill arm was offered ${names(withSkill.catalogue) || 'no skill'} instead of '${skillName}' only`;
    for (const [arm, a] of [
        ['baseline', baseline],
        ['with-skill', withSkill]
    ]) {
        const stray = a.run.skillsLoaded.filter((n) => !a.catalogue.includes(n));
        if (stray.length > 0)
            return `arm isolation: the ${arm} arm loaded ${names(stray)}, which it was not offered`;
    }
    return undefined;
}
const invalid = (invalidKind, invalidReason) => ({
    valid: false,
    invalidKind,
    invalidReason,
    score: null,
    breakdown: null
});
/** Asks the judges of `judgeMode`, all at once. */
async function judgePair(ctx, job, judgeMode, baseline, withSkill) {
    const { scenario, r, signal } = job;
    const redact = redactorFor(job.marks, scenario.prompt);
    const call = {
        llm: ctx.options.llm,
        model: ctx.options.judgeModel,
        salt: `ab-judge/${scenario.name}/run-${r}`,
        signal
    };
    const independent = (arm, run) => judgeMode !== 'pairwise'
        ? judgeIndependent({ ...call, salt: `${call.salt}/${arm}` }, scenario.prompt, run, scenario.rubric, redact)
        : undefined;
    const [pairwise, b, s] = await Promise.all([
        judgeMode !== 'independent'
            ? judgePairwise(call, scenario.prompt, baseline, withSkill, scenario.rubric, redact)
            : undefined,
        independent('baseline', baseline),
        independent('with-skill', withSkill)
    ]);
    return { pairwise, baseline: b, withSkill: s };
}
/** The judgements as the report keeps them, with the redactions of what the judges read. */
function judgementRecord(j) {
    const { pairwise, baseline, withSkill } = j;
    const redactions = pairwise?.redactions ??
        (baseline && withSkill
            ? { baseline: baseline.redactions, withSkill: withSkill.redactions }
            : undefined);
    // The judges' calls are part of what the pair cost.
    const judgeCostUsd = [pairwise, baseline, withSkill].reduce((sum, j) => sum + (j?.costUsd ?? 0), 0);
    return {
        judgeCostUsd,
        ...(redactions ? { redactions } : {}),
        ...(pairwise
            ? {
                pairwise: {
                    overall: pairwise.overall,
                    quality: pairwise.quality,
                    inconsistencies: pairwise.inconsistencies,
                    comparisons: pairwise.comparisons,
                    valid: pairwise.valid,
                    ...(pairwise.reason ? { reason: pairwise.reason } : {})
                }
            }
            : {}),
        ...(baseline && withSkill
            ? {
                independent: {
                    baseline: baseline.valid ? baseline.overall : null,
                    withSkill: withSkill.valid ? withSkill.overall : null
                }
            }
            : {})
    };
}
/** The quality components of the score: pairwise when valid, else the independent scores. */
function qualityOf(judgeMode, j) {
    const { pairwise: p, baseline: b, withSkill: s } = j;
    if (p?.valid)
        return { kind: 'pairwise', quality: p.quality, overall: p.overall };
    // In "both" mode a failed pairwise judgement makes the pair invalid, rather than mixing the
    // pairwise and the independent scale within one scenario.
    if (judgeMode === 'both' || !b?.valid || !s?.valid)
        return null;
    return {
        kind: 'independent',
        baselineRubric: b.rubricMean,
        skillRubric: s.rubricMean,
        baselineOverall: b.overall,
        skillOverall: s.overall
    };
}
function armFacts(a, timeComparable) {
    return {
        tokens: totalTokens(a.run.tokens),
        toolCalls: Object.entries(a.run.toolCalls).reduce((n, [, c]) => n + c, 0),
        // Cached replies carry no latency, so time is compared only between two live runs.
        timeMs: timeComparable ? a.run.apiMs + a.run.toolMs : 0,
        errors: a.run.errors,
        completed: a.completed
    };
}

// Does a pairwise judge prefer the longer output? Judges are known to reward length, and a skill
// that makes the agent write more would then "help" without being better. Each judged pair gives
// its signed verdict (+ favours the with-skill output) and the two output lengths; the verdict is
// regressed on the log length ratio, and the intercept — the verdict expected at equal length —
// is the length-controlled estimate shown beside the raw mean.
/** Log ratio of the lengths; +1 keeps an empty output finite. */
const logRatio = (p) => Math.log((p.withSkillChars + 1) / (p.baselineChars + 1));
/** The length figures of `points`; the regression needs 3 points and lengths that vary. */
function lengthBias(points, level = 0.95) {
    const decisive = points.filter((p) => p.verdict !== 0 && p.withSkillChars !== p.baselineChars);
    const longer = decisive.filter((p) => p.verdict > 0 === p.withSkillChars > p.baselineChars);
    const base = {
        meanDifferenceChars: points.length
            ? mean(points.map((p) => p.withSkillChars - p.baselineChars))
            : null,
        decisive: decisive.length,
        preferLongerShare: decisive.length ? longer.length / decisive.length : null,
        raw: points.length ? mean(points.map((p) => p.verdict)) : null
    };
    const n = points.length;
    const xs = points.map(logRatio);
    const ys = points.map((p) => p.verdict);
    const mx = n ? mean(xs) : 0;
    const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
    // Equal ratios leave rounding noise in sxx, not variation to regress on.
    if (n < 3 || sxx < 1e-12)
        return { ...base, controlled: null, slope: null, biased: false };
    const my = mean(ys);
    const slope = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0) / sxx;
    const intercept = my - slope * mx;
    const residual = xs.reduce((s, x, i) => s + (ys[i] - intercept - slope * x) ** 2, 0);
    const se = Math.sqrt(residual / (n - 2) / sxx);
    const t = jStat.studentt.inv(1 - (1 - level) / 2, n - 2);
    return { ...base, controlled: intercept, slope, biased: slope - t * se > 0 };
}

/** The valid pairs' improvement scores, one list per scenario. */
const scoresOf = (pairs) => pairs.map((ps) => ps.filter((p) => p.valid).map((p) => p.score));
/** The verdict settings with their defaults resolved, so every look and the record agree. */
function verdictSettings(options) {
    return {
        level: options.confidenceLevel ?? AB_DEFAULTS.confidenceLevel,
        minImprovement: options.minImprovement ?? AB_DEFAULTS.minImprovement,
        requireSignificance: options.requireSignificance ?? AB_DEFAULTS.requireSignificance
    };
}
/**
 * The looks of `skill`'s A/B: the verdict at look `index` of `plan` on the pairs run so far, as
 * the runner asks after a round and the record states at the end.
 */
function abLook(options, seed, skill) {
    const rng = createRng(seed).derive(`ab/${skill.relPath}`);
    return (pairs, plan, index) => lookAt(scoresOf(pairs), plan, index, {
        ...verdictSettings(options),
        rng: rng.derive('interval'),
        method: options.intervalMethod,
        familySize: options.familySize
    });
}
/**
 * The A/B outcome of `skill` from its pairs (one list per scenario, in scenario order, each as
 * long as the rounds run), decided at the look of `plan` the runs stopped at.
 */
function summariseSkill(scenarios, pairs, options, seed, skill, models, plan) {
    const rng = createRng(seed).derive(`ab/${skill.relPath}`);
    const { level, minImprovement, requireSignificance } = verdictSettings(options);
    const rounds = pairs[0]?.length ?? 0;
    const index = plan.rounds.indexOf(rounds);
    if (index < 0)
        throw new Error(`the A/B runs stopped after round ${rounds}, which is no look`);
    const look = abLook(options, seed, skill)(pairs, plan, index);
    const { verdict } = look;
    const clusters = scoresOf(pairs);
    const all = pairs.flat();
    // The completion test is made at the look's level too: at an early stop it is one more test
    // the union bound must cover.
    const completion = completionOf(pairs, look.nominalLevel, level, rng);
    const invalid = all.filter((p) => !p.valid).length;
    const notes = [...verdict.notes];
    if (invalid > 0)
        notes.push(`${invalid}/${all.length} run pairs invalid and left out`);
    // Raw only: adjustAbResults below puts each test in its family.
    const raw = (p) => ({ p, adjustedP: null, familySize: 0 });
    const record = {
        status: 'ok',
        verdict: verdict.verdict,
        improvement: Number.isFinite(verdict.estimate) ? verdict.estimate : null,
        ci: verdict.ci,
        equivalence: verdict.equivalence,
        limit: verdict.limit,
        needed: verdict.needed,
        requireSignificance,
        tests: {
            rule: 'none',
            alpha: alphaOf(level),
            effect: raw(look.repeatedP),
            completion: raw(repeatedP(completion.gate.p, plan.shares[index]))
        },
        reason: verdict.reason,
        notes,
        minImprovement,
        completion: {
            withSkill: completion.gate.withRate,
            baseline: completion.gate.withoutRate,
            difference: completion.gate.difference,
            test: completion.gate.method,
            regressed: completion.gate.regressed
        },
        normalizedGain: completion.gain,
        activation: activationOf(all, level),
        judge: judgeSummary(all, invalid, options, models),
        agentModel: models.agent.answered,
        agentModelAsked: models.agent.asked,
        ...(options.harness ? { agentHarness: options.harness.info } : {}),
        runsPerScenario: options.runs ?? AB_DEFAULTS.runs,
        sequential: sequentialRecord(look, plan, scenarios.length, options),
        seed,
        costUsd: all.reduce((c, p) => c + p.baseline.costUsd + p.withSkill.costUsd + (p.judgeCostUsd ?? 0), 0),
        gate: {
            requireCompletion: options.requireCompletion ?? AB_DEFAULTS.requireCompletion,
            requireHelps: options.requireHelps ?? false,
            failures: []
        },
        scenarios: scenarios.map((sc, si) => {
            const scores = clusters[si];
            return { name: sc.name, improvement: scores.length ? mean(scores) : null, pairs: pairs[si] };
        })
    };
    // Decided as a family of one; the run adjusts across its skills before its gate.
    return { record: adjustAbResults([record], 'none')[0] };
}
/** How the runs went in rounds: where they stopped, why, and what the plan would have run. */
function sequentialRecord(look, plan, scenarios, options) {
    const last = look.index === plan.rounds.length - 1;
    const roundsPlanned = plan.rounds[plan.rounds.length - 1];
    return {
        method: SEQUENTIAL_METHOD,
        looks: plan.rounds,
        rounds: look.round,
        roundsPlanned,
        stoppedBy: last ? 'plan' : (look.settles ?? 'plan'),
        stoppedEarly: !last,
        lookLevel: look.nominalLevel,
        familySize: Math.max(1, options.familySize ?? 1),
        pairsRun: look.round * scenarios,
        pairsPlanned: roundsPlanned * scenarios
    };
}
/**
 * Completion as pass rates per arm over all runs (tested per scenario as well, at the look's
 * level), and the normalized gain between them (at the run's level: it decides nothing).
 */
function completionOf(pairs, testLevel, level, rng) {
    const passed = (ps, arm) => ps.filter((p) => p[arm].completed).length;
    const gate = completionGate(pairs.map((ps) => ({
        withPassed: passed(ps, 'withSkill'),
        withRuns: ps.length,
        withoutPassed: passed(ps, 'baseline'),
        withoutRuns: ps.length
    })), testLevel);
    const all = pairs.flat();
    const withOutcomes = all.map((p) => p.withSkill.completed);
    const withoutOutcomes = all.map((p) => p.baseline.completed);
    const gain = normalizedGainInterval(withOutcomes, withoutOutcomes, rng.derive('gain'), {
        level
    });
    return { gate, gain };
}
/**
 * How often the with-skill agent loaded the skill (with its Wilson interval), and the mean score
 * of all valid pairs (intention to treat) beside the means of those that loaded the skill and
 * those that did not: loading happens after the treatment, so the split means are descriptive.
 */
function activationOf(all, level) {
    const valid = all.filter((p) => p.valid);
    const meanOf = (ps) => (ps.length ? mean(ps.map((p) => p.score)) : null);
    const loadedRuns = all.filter((p) => p.skillLoaded).length;
    const interval = all.length ? wilson(loadedRuns, all.length, level) : null;
    return {
        loadedRuns,
        runs: all.length,
        rate: all.length ? loadedRuns / all.length : null,
        low: interval?.low ?? null,
        high: interval?.high ?? null,
        level,
        method: 'wilson',
        meanScoreWhenLoaded: meanOf(valid.filter((p) => p.skillLoaded)),
        meanScoreWhenNeverLoaded: meanOf(valid.filter((p) => !p.skillLoaded)),
        meanScoreAllRuns: meanOf(valid)
    };
}
/**
 * The judge settings, how many judgements failed (left out, never scored as a tie or a loss), how
 * often a pairwise verdict flipped with the order of the arms, what was redacted before judging
 * and whether the pairwise verdict follows output length.
 */
function judgeSummary(all, invalid, options, models) {
    const judged = all.filter((p) => p.valid && p.pairwise?.valid);
    const comparisons = judged.reduce((n, p) => n + (p.pairwise?.comparisons ?? 0), 0);
    const inconsistencies = judged.reduce((n, p) => n + (p.pairwise?.inconsistencies ?? 0), 0);
    const redacted = (arm) => all.reduce((n, p) => n + (p.redactions?.[arm] ?? 0), 0);
    const length = lengthBias(judged.map((p) => ({
        verdict: p.pairwise?.overall ?? 0,
        baselineChars: p.outputChars.baseline,
        withSkillChars: p.outputChars.withSkill
    })));
    return {
        mode: options.judgeMode ?? AB_DEFAULTS.judgeMode,
        model: models.judge.answered,
        modelAsked: models.judge.asked,
        invalidPairs: invalid,
        failedJudgements: all.filter((p) => p.invalidKind === 'judge_failed').length,
        inconsistencyRate: comparisons ? inconsistencies / comparisons : null,
        sameModelAsAgent: sameModel(models.judge.answered, models.agent.answered),
        redactions: { baseline: redacted('baseline'), withSkill: redacted('withSkill') },
        length
    };
}
/** The same model, or the same family (a judge tends to favour its own family's output). */
function sameModel(judge, agent) {
    const family = modelFamily(judge);
    return judge === agent || (family !== null && family === modelFamily(agent));
}

// The with-vs-without layer as a LayerRunner: for every scenario × run, a baseline and a
// with-skill agent run on identical fixtures (arm.ts), assertions on frozen snapshots, judges and
// one improvement score per pair (pair.ts), then the verdict, the completion-rate gate, the
// normalized gain and the activation rate of the skill (summary.ts), following skill-validator's
// method with the statistics corrected where its own were biased.
//
// The runs go in rounds, every scenario once per arm per round, and after the rounds the plan
// looks at (stats/ab-sequential.ts) the verdict is tried on the runs so far: a skill whose verdict
// is settled stops there instead of running the whole plan.
//
// A skill's A/B that fails (a fixture refused, an agent run that failed, a budget stop) can give
// no verdict, so its other runs stop at once: the runs waiting for their turn never start, and
// those under way end before their next model call (every request sent is answered and booked).
// The skill's catalogue copy is removed only after the last run that uses it has ended.
function createAbRunner(options) {
    const ctx = {
        options,
        limit: pLimit(options.concurrency ?? AB_DEFAULTS.concurrency),
        // The agent's environment and ours: a secret of either must not reach a transcript, which
        // ends up in a CI artifact anyone with read access can download.
        secrets: [...new Set([...secretValues(process.env), ...secretValues(options.env ?? {})])]
    };
    return { layer: 'ab', run: (skill, signal) => runSkill(ctx, skill, signal) };
}
async function runSkill(ctx, skill, signal) {
    const loaded = skill.evalFile ?? (await loadEvalFile(skill.dir, skill.relPath));
    if (loaded.ok === 'absent')
        return {
            layer: 'ab',
            record: { status: 'skipped', reason: 'no tests/eval.yaml or evals/evals.json' }
        };
    if (loaded.ok === false)
        return invalidEvalFile(loaded.errors);
    if (loaded.suite.scenarios.length === 0)
        // An eval file may hold only trigger prompts: nothing for the A/B layer to measure.
        return {
            layer: 'ab',
            record: { status: 'skipped', reason: 'the eval file has no scenarios (only triggers)' }
        };
    const { options } = ctx;
    const runs = options.runs ?? AB_DEFAULTS.runs;
    let catalogueDir;
    try {
        const description = typeof skill.frontmatter.data.description === 'string'
            ? skill.frontmatter.data.description
            : '';
        const entry = await isolatedSkillCopy(skill.dir, skill.name, description);
        catalogueDir = path__default.dirname(entry.dir);
        const marks = await skillMarks(skill.name, entry.dir, skill.content);
        const scenarios = loaded.suite.scenarios;
        const seed = options.seed ?? DEFAULT_SEED;
        const stopper = new AbortController();
        const onFailure = (reason) => stopper.abort(new Error(`this skill's A/B failed: ${reason}`));
        let thrown;
        const runOne = async (si, r) => {
            const scenario = scenarios[si];
            const stop = stopper.signal;
            try {
                const job = { skill, scenario, si, r, catalogue: [entry], marks, signal, stop, onFailure };
                const pair = await runPair(ctx, job);
                // A judge the budget stopped ends the skill's A/B too (the arms report their own).
                if (stoppedByBudget(pair))
                    onFailure('the budget stopped a judge');
                return pair;
            }
            catch (error) {
                thrown ??= { error };
                throw error;
            }
        };
        const plan = lookPlan(runs, scenarios.length);
        const pairs = scenarios.map(() => []);
        const look = abLook(options, seed, skill);
        for (let round = 0; round < runs; round++) {
            // A round runs every scenario once per arm, so a look always sees whole rounds.
            const started = scenarios.map((_, si) => runOne(si, round));
            // Every run is awaited, failed or not, before the verdict and the clean-up.
            await Promise.allSettled(started);
            if (thrown !== undefined)
                throw thrown.error;
            (await Promise.all(started)).forEach((pair, si) => pairs[si].push(pair));
            if (stopper.signal.aborted)
                break;
            const index = plan.rounds.indexOf(round + 1);
            if (index >= 0 && look(pairs, plan, index).settles !== null)
                break;
        }
        const stopped = pairs.flat().filter(stoppedByBudget);
        if (stopped.length > 0) {
            // A verdict from the pairs that happened to fit would be biased: report no verdict.
            return {
                layer: 'ab',
                record: {
                    status: 'budget_exhausted',
                    reason: `the budget stopped ${plural(stopped.length, 'run pair')}; no verdict`
                }
            };
        }
        const failed = pairs.flat().flatMap(armErrors);
        if (failed.length > 0) {
            // Runs that could not reach the model are not evidence: with the API down every pair is
            // invalid, and "insufficient evidence" would hide that nothing was measured.
            return {
                layer: 'ab',
                record: {
                    status: 'error',
                    reason: `${plural(failed.length, 'agent run')} failed, so no verdict; first: ${failed[0]}`
                }
            };
        }
        const models = {
            agent: await options.llm.modelUse(options.model),
            judge: await options.llm.modelUse(options.judgeModel)
        };
        return {
            layer: 'ab',
            ...summariseSkill(scenarios, pairs, options, seed, skill, models, plan)
        };
    }
    catch (e) {
        return { layer: 'ab', record: { status: 'error', reason: e.message } };
    }
    finally {
        if (catalogueDir)
            await removeTempDir(catalogueDir);
    }
}
/**
 * The outcome of a skill whose eval file cannot be used. Its problems are already the skill's
 * findings (`eval/invalid`, from the static part of every run), so they are not repeated here.
 */
function invalidEvalFile(errors) {
    return {
        layer: 'ab',
        record: {
            status: 'error',
            reason: `invalid eval file (${errors.length} problem(s))`,
            errors
        }
    };
}
/** Why the pair's agent runs failed (a model call that raised), if they did. */
const armErrors = (p) => [p.baseline, p.withSkill].flatMap((arm) => arm.stoppedBy === 'error' ? [arm.error ?? 'unknown error'] : []);
/** A pair the budget cut short, in an arm or in a judge. */
const stoppedByBudget = (p) => p.baseline.stoppedBy === 'budget' ||
    p.withSkill.stoppedBy === 'budget' ||
    (p.invalidReason ?? '').includes(BUDGET_STOP);

// The A/B layer over several harnesses: each listed harness runs the skill's scenarios with and
// without it (its own pairs, judges and sequential stop, booked to that harness) and gives its own
// verdict. The record's own fields are the first harness that gave a verdict; `agents` holds every
// harness's result or failure in the order listed. The run adjusts each harness's p-values across
// its skills (scoring/ab-decisions.ts) and the gate reads every harness's failures.
/** The options of one listed harness's runs: its harness and its model. */
function slotAbOptions(options, slot) {
    const { agents: _agents, ...rest } = options;
    return {
        ...rest,
        harness: slot.harness,
        harnessName: slot.name,
        model: slot.model ?? options.model
    };
}
function createAbMatrixRunner(options, slots) {
    const runners = slots.map((slot) => slot.error === undefined ? createAbRunner(slotAbOptions(options, slot)) : undefined);
    return {
        layer: 'ab',
        run: async (skill, signal) => {
            const outcomes = await Promise.all(slots.map(async (slot, i) => {
                const runner = runners[i];
                if (runner === undefined) {
                    return { layer: 'ab', record: { status: 'error', reason: slot.error ?? 'not opened' } };
                }
                return (await withCostHarness(slot.name, () => runner.run(skill, signal)));
            }));
            const key = costOwnerKey(skill);
            const costByHarness = Object.fromEntries(slots.map((s) => [s.name, options.llm.ledger.spentOn(key, s.name, 'ab')]));
            const main = outcomes.find((o) => abResultOf(o.record) !== undefined);
            // No eval file, no scenarios: the same for every harness, said once.
            if (main === undefined && outcomes.every((o) => o.record.status === 'skipped')) {
                return outcomes[0];
            }
            const entries = slots.map((slot, i) => {
                const record = outcomes[i].record;
                const result = abResultOf(record);
                return result === undefined
                    ? {
                        harness: slot.name,
                        status: record.status,
                        reason: record.reason ?? 'no reason given'
                    }
                    : { ...result, harness: slot.name };
            });
            const result = main === undefined ? undefined : abResultOf(main.record);
            if (result === undefined) {
                const reason = entries.map((e) => `${e.harness}: ${e.reason ?? e.status}`).join('; ');
                return { layer: 'ab', record: { status: 'error', reason }, costByHarness };
            }
            return { layer: 'ab', record: { ...result, agents: entries }, costByHarness };
        }
    };
}

// The A/B layer as one costly layer of the run: its upper-bound call plan from the eval files
// (priced before anything is spent) and its runner on the run's shared Llm. Key, dry run, budget
// and usage handling are the run's (../llm-setup.ts), the same for every costly layer; a budget
// stop during the run yields "budget exhausted", never a verdict from the pairs that happened to
// fit.
/**
 * The eval suites of the skills that have a valid one: the others cost nothing, and their
 * problems are the skills' findings (`eval/invalid`), which the static part of every run reports.
 */
async function evalSuitesOf(skills) {
    const loaded = await Promise.all(skills.map((s) => s.evalFile ?? loadEvalFile(s.dir, s.relPath)));
    return loaded.flatMap((l) => (l.ok === true ? [l.suite] : []));
}
/**
 * The skills of the run that can have an effect test (3 scenarios or more): the most the run
 * adjusts together, so a skill that stops early at α / this keeps its verdict after Holm or BH.
 * A shard knows only its own skills; a merge may adjust over more and take back such a verdict,
 * which costs power, never validity (the p-values stay valid at any stop).
 */
const familySize = (suites) => Math.max(1, suites.filter((s) => s.scenarios.length >= MIN_SCENARIOS).length);
async function abLayer(config, skills) {
    const suites = await evalSuitesOf(skills);
    const judgeModel = config.judgeModel ?? defaultJudgeModel(config.model);
    const multi = config.agents !== undefined && config.agents.length > 1;
    return {
        layer: 'ab',
        title: 'A/B layer',
        // Each listed harness runs every pair: its model, its call shape.
        plans: (multi ? (config.agents ?? []) : [undefined]).flatMap((slot) => planAbCalls(suites, {
            model: slot?.model ?? config.model,
            judgeModel,
            runs: config.runs ?? AB_DEFAULTS.runs,
            judgeMode: config.judgeMode ?? AB_DEFAULTS.judgeMode,
            harness: slot?.name ?? config.harnessName
        })),
        exhaustedNote: 'no A/B verdict for some skills',
        start: (llm) => ({
            runner: multi
                ? createAbMatrixRunner({ ...config, llm, judgeModel, familySize: familySize(suites) }, config.agents ?? [])
                : createAbRunner({ ...config, llm, judgeModel, familySize: familySize(suites) }),
            afterRun: (report, ledger) => {
                // Runs answered from the cache write transcripts too.
                const ran = (ledger.byLayer.ab?.calls ?? 0) > 0 ||
                    report.skills.some((s) => s.layers.ab?.status === 'ok');
                return config.resultsDir !== undefined && ran
                    ? [`A/B transcripts written under ${config.resultsDir}/ab`]
                    : [];
            }
        })
    };
}

export { abLayer };
