import { m as mean } from './index-random.js';

// Two-stage clustered bootstrap of the mean of scenario means, the A/B point estimate.
// Runs of one scenario share its prompt and fixtures, so they are not independent: resampling
// scenarios first, then runs within each drawn scenario, keeps that structure (skill-validator
// pools all runs). `--interval percentile` takes its interval and p-value from these draws.
const DEFAULT_RESAMPLES = 10_000;
/** T = mean over scenarios of the mean of their runs. */
function meanOfMeans(clusters) {
    return mean(clusters.map((c) => mean(c)));
}
/** Percentile pick as skill-validator makes it: ⌊α/2·B⌋ and ⌊(1−α/2)·B⌋ − 1 of the sorted draws. */
function percentileBounds(sorted, level) {
    const b = sorted.length;
    const alpha = 1 - level;
    const clamp = (i) => Math.min(b - 1, Math.max(0, i));
    return [
        sorted[clamp(Math.floor((alpha / 2) * b))],
        sorted[clamp(Math.floor((1 - alpha / 2) * b) - 1)]
    ];
}
/** The B resampled values of T, sorted ascending. */
function clusteredBootstrapDraws(clusters, rng, resamples = DEFAULT_RESAMPLES) {
    const s = clusters.length;
    const draws = new Float64Array(resamples);
    for (let b = 0; b < resamples; b++) {
        let total = 0;
        for (let i = 0; i < s; i++) {
            // With a single scenario the first stage is a no-op; skip the draw to keep streams aligned.
            const runs = clusters[s === 1 ? 0 : rng.index(s)];
            const r = runs.length;
            let sum = 0;
            for (let j = 0; j < r; j++)
                sum += runs[rng.index(r)];
            total += sum / r;
        }
        draws[b] = total / s;
    }
    return draws.sort();
}

export { DEFAULT_RESAMPLES as D, clusteredBootstrapDraws as c, meanOfMeans as m, percentileBounds as p };
