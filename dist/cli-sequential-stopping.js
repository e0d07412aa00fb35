import { D as DEFAULT_SEED } from './cli-random.js';

// An anytime-valid confidence sequence for an activation rate measured in rounds (every prompt of
// the set run once per round). It may be looked at after every round, and the run stopped as soon
// as it is narrow enough, without losing its level — a fixed-sample interval checked after every
// round does lose it.
//
// Method: the beta-binomial mixture martingale (Robbins; Howard et al. 2021). For a candidate
// rate θ, after n runs with h activations,
//   M(θ) = B(a + h, a + n − h) / B(a, a) / (θ^h (1 − θ)^(n − h)),
// the likelihood of the runs under rates q drawn from a Beta(a, a) prior, over their likelihood
// at θ. The set {θ : M(θ) < 1/α} is the sequence. Why it holds for a SET of prompts whose
// probabilities p_s differ: the target is θ = mean of p_s. In a round each prompt runs once; the
// expected factor a run at q contributes is 1 + c·(p_s − θ) with c = (q − θ)/(θ(1 − θ)), and over
// a round their product is ≤ exp(c · Σ (p_s − θ)) = 1. So at round ends M(θ) is a nonnegative
// supermartingale with M = 1 at the start, and by Ville's inequality it ever reaches 1/α with
// probability ≤ α. Rounds must be complete: checked only between rounds.
//
// A run that failed (API error, timeout) has an outcome we never saw; counting it as a miss for
// the lower end and as an activation for the upper end keeps the sequence valid, only wider.
/**
 * Beta(a, a) prior of the mixture. A small a puts weight near 0 and 1, so a rate that really is
 * near 0 or 1 (a clear-cut skill) is pinned down in few rounds: at a = ¼ twenty runs that all agree
 * give a half-width ≤ 0.10, where a = ½ needs 24 and a = 1 more. The price is a sequence a few
 * per cent wider in the middle, where the cap is reached anyway.
 */
const MIXTURE_PRIOR = 0.25;
/**
 * ln [B(a + h, a + m) / B(a, a)] for h hits and m misses, by the ratio recurrence
 * B(x + 1, y) = B(x, y) · x / (x + y): exact and short for run counts.
 */
function logMixture(h, m, a) {
    let log = 0;
    for (let i = 0; i < h; i++)
        log += Math.log((a + i) / (2 * a + i));
    for (let j = 0; j < m; j++)
        log += Math.log((a + j) / (2 * a + h + j));
    return log;
}
/** ln M(θ) for h hits in n runs, given ln of the mixture term. */
function logMartingale(theta, h, n, logNorm) {
    const hitTerm = h === 0 ? 0 : h * Math.log(theta);
    const missTerm = n - h === 0 ? 0 : (n - h) * Math.log(1 - theta);
    return logNorm - hitTerm - missTerm;
}
/**
 * The ends of {θ : M(θ) < 1/α} for h hits in n runs. ln M is convex in θ with its minimum ≤ 0 at
 * h / n, so the set is an interval around h / n, found by bisection on each side.
 */
function mixtureBounds(h, n, alpha, a) {
    if (n === 0)
        return [0, 1];
    const logNorm = logMixture(h, n - h, a);
    const threshold = Math.log(1 / alpha);
    const centre = h / n;
    const outside = (theta) => logMartingale(theta, h, n, logNorm) >= threshold;
    const edge = (inside, out) => {
        let lo = inside;
        let hi = out;
        for (let i = 0; i < 50; i++) {
            const mid = (lo + hi) / 2;
            if (outside(mid))
                hi = mid;
            else
                lo = mid;
        }
        return hi;
    };
    // With no hits ln M stays finite as θ → 0 (it falls there), so 0 is inside; likewise 1 with no misses.
    const low = h === 0 ? 0 : edge(centre, 0);
    const high = h === n ? 1 : edge(centre, 1);
    return [low, high];
}
/** The confidence sequence at `level` after the completed rounds' counts. */
function confidenceSequence(counts, level = 0.95, prior = MIXTURE_PRIOR) {
    const { hits, runs, failed } = counts;
    if (![hits, runs, failed].every((x) => Number.isInteger(x) && x >= 0) || hits > runs) {
        throw new RangeError(`invalid sequence counts ${hits}/${runs} (+${failed} failed)`);
    }
    if (!(level > 0 && level < 1))
        throw new RangeError(`confidence level must be in (0, 1): ${level}`);
    const alpha = 1 - level;
    const n = runs + failed;
    return [mixtureBounds(hits, n, alpha, prior)[0], mixtureBounds(hits + failed, n, alpha, prior)[1]];
}

const DEFAULT_EPSILON = 0.1;
/** Runs per skill a depth allows (PluginEval's N): the fixed plan sequential stopping saves on. */
const DEPTH_CAPS = { deep: 50, thorough: 100 };
/**
 * Rounds the cap allows: the cap's runs divided over all the skill's prompts, at least one round
 * (a set larger than the cap still runs every prompt once).
 */
function roundsForCap(cap, prompts) {
    if (!Number.isInteger(cap) || cap < 1)
        throw new RangeError(`cap must be a positive integer: ${cap}`);
    if (prompts <= 0)
        return 0;
    return Math.max(1, Math.floor(cap / prompts));
}
function startSequence(shouldPrompts, shouldNotPrompts) {
    for (const k of [shouldPrompts, shouldNotPrompts]) {
        if (!Number.isInteger(k) || k < 0)
            throw new RangeError(`invalid prompt count ${k}`);
    }
    const empty = (prompts) => ({
        prompts,
        rounds: 0,
        hits: 0,
        runs: 0,
        failed: 0,
        stoppedBy: null
    });
    return { should: empty(shouldPrompts), shouldNot: empty(shouldNotPrompts) };
}
/** A set still collecting runs: it has prompts and no rule has stopped it. */
const isRunning = (set) => set.prompts > 0 && set.stoppedBy === null;
const SEQUENCE_METHOD = `beta-binomial-mixture-confidence-sequence(a=${MIXTURE_PRIOR})`;
/** The rate's confidence sequence now; unmeasured (nulls) without prompts or answered runs. */
function sequenceRate(set, options = {}) {
    const level = options.level ?? 0.95;
    const seed = options.seed ?? DEFAULT_SEED;
    const base = { level, method: SEQUENCE_METHOD, seed };
    if (set.prompts === 0 || set.runs === 0) {
        return { estimate: null, low: null, high: null, prompts: 0, runs: 0, ...base };
    }
    const [low, high] = confidenceSequence(set, level);
    return {
        // Each round runs every prompt once, so the pooled share is the mean of prompt rates (up to
        // failed runs, which leave the pooled share over the prompts that answered).
        estimate: set.hits / set.runs,
        low,
        high,
        prompts: set.prompts,
        runs: set.runs,
        ...base
    };
}
/** The rule that stops a set after its latest round, or null to go on. */
function ruleFor(set, threshold, roundsPlanned, rules) {
    const rate = sequenceRate(set, rules);
    if (rate.low !== null && rate.high !== null) {
        // Strictly on one side: an interval touching the threshold has not settled anything.
        if (threshold !== undefined && (rate.low > threshold || rate.high < threshold)) {
            return 'decision';
        }
        if ((rate.high - rate.low) / 2 <= (rules.epsilon ?? DEFAULT_EPSILON))
            return 'width';
    }
    return set.rounds >= roundsPlanned ? 'cap' : null;
}
function advance(set, round, threshold, roundsPlanned, rules) {
    const { hits, runs } = round;
    if (!Number.isInteger(hits) ||
        !Number.isInteger(runs) ||
        hits < 0 ||
        hits > runs ||
        runs > set.prompts) {
        throw new RangeError(`invalid round ${hits}/${runs} for ${set.prompts} prompts`);
    }
    if (!isRunning(set))
        throw new RangeError('a round for a set that has stopped');
    const next = {
        prompts: set.prompts,
        rounds: set.rounds + 1,
        hits: set.hits + hits,
        runs: set.runs + runs,
        failed: set.failed + set.prompts - runs,
        stoppedBy: null
    };
    return { ...next, stoppedBy: ruleFor(next, threshold, roundsPlanned, rules) };
}
/** Rounds of the fixed plan for this state's prompts under `cap`. */
const plannedRounds = (state, cap) => roundsForCap(cap, state.should.prompts + state.shouldNot.prompts);
/**
 * The state after one more complete round of the sets given (every prompt of each run once).
 * A set runs a round only while it runs; each is checked against its own rules after it.
 */
function addRound(state, outcomes, rules) {
    const roundsPlanned = plannedRounds(state, rules.cap);
    return {
        should: outcomes.should === undefined
            ? state.should
            : advance(state.should, outcomes.should, rules.minRecall, roundsPlanned, rules),
        shouldNot: outcomes.shouldNot === undefined
            ? state.shouldNot
            : advance(state.shouldNot, outcomes.shouldNot, rules.maxFalseActivation, roundsPlanned, rules)
    };
}

export { DEFAULT_EPSILON as D, DEPTH_CAPS as a, addRound as b, sequenceRate as c, isRunning as i, roundsForCap as r, startSequence as s };
