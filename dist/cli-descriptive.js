// Descriptive statistics for token and time figures.
function mean(xs) {
    if (xs.length === 0)
        return NaN;
    let sum = 0;
    for (const x of xs)
        sum += x;
    return sum / xs.length;
}
/** Sample standard deviation (n − 1 denominator); NaN below two values. */
function sampleSd(xs) {
    if (xs.length < 2)
        return NaN;
    const m = mean(xs);
    let ss = 0;
    for (const x of xs)
        ss += (x - m) ** 2;
    return Math.sqrt(ss / (xs.length - 1));
}
/** Hyndman–Fan type-7 quantile (R's default) of already sorted values. */
function quantileSorted(sorted, p) {
    const n = sorted.length;
    if (n === 0)
        return NaN;
    const h = (n - 1) * p;
    const lo = Math.floor(h);
    const hi = Math.min(lo + 1, n - 1);
    return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}
function spread(xs) {
    const sorted = [...xs].sort((a, b) => a - b);
    const q1 = quantileSorted(sorted, 0.25);
    const q3 = quantileSorted(sorted, 0.75);
    const iqr = q3 - q1;
    const low = q1 - 1.5 * iqr;
    const high = q3 + 1.5 * iqr;
    return {
        n: xs.length,
        median: quantileSorted(sorted, 0.5),
        q1,
        q3,
        iqr,
        outliers: xs.filter((x) => x < low || x > high)
    };
}

export { sampleSd as a, mean as m, spread as s };
