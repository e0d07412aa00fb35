import { j as jStat } from './cli-jstat.js';

// Intervals for rates: Wilson for what users read, Newcombe's
// Wilson-based difference for the completion gate, exact Clopper–Pearson for failure rates.
function zFor(level) {
    if (!(level > 0 && level < 1))
        throw new RangeError(`confidence level must be in (0, 1): ${level}`);
    return jStat.normal.inv(1 - (1 - level) / 2, 0, 1);
}
function checkCounts(x, n) {
    if (!Number.isInteger(x) || !Number.isInteger(n) || n < 0 || x < 0 || x > n) {
        throw new RangeError(`invalid count ${x}/${n}`);
    }
}
/** Wilson score interval for x successes in n trials; [0, 1] when n = 0. */
function wilson(x, n, level = 0.95) {
    checkCounts(x, n);
    if (n === 0)
        return { low: 0, high: 1, level, method: 'wilson' };
    const z = zFor(level);
    const p = x / n;
    const z2n = (z * z) / n;
    const centre = (p + z2n / 2) / (1 + z2n);
    const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
    return {
        low: Math.max(0, centre - half),
        high: Math.min(1, centre + half),
        level,
        method: 'wilson'
    };
}
/**
 * Newcombe's hybrid score interval (his method 10) for p1 − p2, built from the two Wilson
 * intervals; it keeps its coverage at small n where the Wald difference interval does not.
 */
function newcombeDifference(x1, n1, x2, n2, level = 0.95) {
    const a = wilson(x1, n1, level);
    const b = wilson(x2, n2, level);
    const p1 = n1 === 0 ? 0.5 : x1 / n1;
    const p2 = n2 === 0 ? 0.5 : x2 / n2;
    const d = p1 - p2;
    return {
        estimate: d,
        low: d - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
        high: d + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
        level,
        method: 'newcombe-wilson'
    };
}
/** Exact Clopper–Pearson interval from the beta quantile function. */
function clopperPearson(x, n, level = 0.95) {
    checkCounts(x, n);
    if (n === 0)
        return { low: 0, high: 1, level, method: 'clopper-pearson' };
    const alpha = 1 - level;
    return {
        low: x === 0 ? 0 : jStat.beta.inv(alpha / 2, x, n - x + 1),
        high: x === n ? 1 : jStat.beta.inv(1 - alpha / 2, x + 1, n - x),
        level,
        method: 'clopper-pearson'
    };
}

export { clopperPearson as c, newcombeDifference as n, wilson as w };
