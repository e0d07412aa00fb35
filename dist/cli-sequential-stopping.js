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
    const empty = (prompts) => ({ prompts, hits: 0, runs: 0, failed: 0 });
    return { rounds: 0, should: empty(shouldPrompts), shouldNot: empty(shouldNotPrompts) };
}
function advance(set, round) {
    const { hits, runs } = round;
    if (!Number.isInteger(hits) ||
        !Number.isInteger(runs) ||
        hits < 0 ||
        hits > runs ||
        runs > set.prompts) {
        throw new RangeError(`invalid round ${hits}/${runs} for ${set.prompts} prompts`);
    }
    return {
        prompts: set.prompts,
        hits: set.hits + hits,
        runs: set.runs + runs,
        failed: set.failed + set.prompts - runs
    };
}
/** The state after one more complete round (every prompt of both sets run once). */
function addRound(state, should, shouldNot) {
    return {
        rounds: state.rounds + 1,
        should: advance(state.should, should),
        shouldNot: advance(state.shouldNot, shouldNot)
    };
}
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
const halfWidth = (r) => r.low === null || r.high === null ? Infinity : (r.high - r.low) / 2;
/**
 * Stop when every measured rate's sequence has half-width ≤ ε, or at the cap's last round.
 * A set without prompts has no rate and does not hold the run up.
 */
function shouldStop(state, options) {
    const epsilon = options.epsilon ?? DEFAULT_EPSILON;
    const prompts = state.should.prompts + state.shouldNot.prompts;
    const roundsPlanned = roundsForCap(options.cap, prompts);
    const recall = sequenceRate(state.should, options);
    const falseActivation = sequenceRate(state.shouldNot, options);
    const base = {
        recall,
        falseActivation,
        runsUsed: state.rounds * prompts,
        runsPlanned: roundsPlanned * prompts,
        roundsPlanned
    };
    if (prompts === 0)
        return { stop: true, reason: 'nothing-to-run', ...base };
    const rates = [
        { set: state.should, rate: recall },
        { set: state.shouldNot, rate: falseActivation }
    ].flatMap(({ set, rate }) => (set.prompts > 0 ? [rate] : []));
    if (state.rounds > 0 && rates.every((r) => halfWidth(r) <= epsilon)) {
        return { stop: true, reason: 'precise', ...base };
    }
    if (state.rounds >= roundsPlanned)
        return { stop: true, reason: 'cap', ...base };
    return { stop: false, reason: 'continue', ...base };
}

export { DEFAULT_EPSILON as D, addRound as a, shouldStop as b, sequenceRate as c, DEPTH_CAPS as d, roundsForCap as r, startSequence as s };
