import { p as percentileBounds } from './cli-bootstrap.js';

// Elo arithmetic as PluginEval has it: the expected score of one player against another on the
// 400-point logistic scale, and the sequential K = 32 update folded over a list of matchups
// against fixed opponent ratings (with its resampled interval). skill-ci's own rating is the
// Bradley–Terry fit (bradley-terry.ts); this sequential fold is kept to show beside it, because a
// fold depends on the order the games were played in and a fit does not.
/** The rating every scale is anchored at. */
const BASE_RATING = 1500;
/** PluginEval's update step. */
const ELO_K = 32;
/** Rating points per factor of 10 in the odds. */
const ELO_SCALE = 400;
/** Expected score of a player rated `rating` against one rated `opponent`. */
function eloExpected(rating, opponent) {
    return 1 / (1 + 10 ** ((opponent - rating) / ELO_SCALE));
}
/** One update: R' = R + K·(actual − E); actual is 1 for a win, ½ a draw, 0 a loss. */
function eloUpdate(rating, opponent, actual, k = ELO_K) {
    return rating + k * (actual - eloExpected(rating, opponent));
}
/** The updates applied in list order from `start`; opponents are never updated. */
function sequentialRating(matchups, start = BASE_RATING) {
    let rating = start;
    for (const m of matchups)
        rating = eloUpdate(rating, m.opponent, m.score);
    return rating;
}
/** PluginEval's resample count for the sequential rating's interval. */
const SEQUENTIAL_RESAMPLES = 500;
/**
 * PluginEval's interval of the sequential rating: resample the matchups with replacement, fold
 * each resample from the start rating, take the 2.5th and 97.5th percentile picks. Fewer than two
 * matchups give no spread (R, R). Kept for comparison only: it has no calibrated coverage.
 */
function sequentialInterval(matchups, rng, start = BASE_RATING) {
    const rating = sequentialRating(matchups, start);
    if (matchups.length < 2)
        return { low: rating, high: rating };
    const draws = new Float64Array(SEQUENTIAL_RESAMPLES);
    const resample = [];
    for (let b = 0; b < SEQUENTIAL_RESAMPLES; b++) {
        resample.length = 0;
        for (let i = 0; i < matchups.length; i++)
            resample.push(matchups[rng.index(matchups.length)]);
        draws[b] = sequentialRating(resample, start);
    }
    const [low, high] = percentileBounds(draws.sort(), 0.95);
    return { low, high };
}

export { BASE_RATING as B, ELO_SCALE as E, sequentialRating as a, eloExpected as e, sequentialInterval as s };
