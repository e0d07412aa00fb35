import { J as JUDGE_DIMENSIONS } from './cli-prompts.js';

// Agreement among the judges: scores are banded to the nearest rubric anchor (0, 0.25,
// 0.5, 0.75, 1; ties go up), then compared with quadratic-weighted Cohen's κ for two judges, or
// Light's κ (the mean of the pairwise weighted κ) for more. κ is null with fewer than 5 items or
// when the expected agreement is 1 (both judges used a single band: κ is undefined).
const BAND_COUNT = 5;
const MIN_KAPPA_ITEMS = 5;
/** Band index 0–4 of a score in [0, 1]: nearest anchor k/4, a tie (x.125, x.375…) goes up. */
function rubricBand(score) {
    return Math.min(BAND_COUNT - 1, Math.max(0, Math.floor(score * 4 + 0.5)));
}
/**
 * Quadratic-weighted κ of two equal-length band lists: 1 − Σ w·O / Σ w·E with
 * w(i, j) = (i − j)² / (k − 1)², O the observed and E the chance joint proportions.
 * Null when there are no items or Σ w·E = 0.
 */
function quadraticWeightedKappa(a, b, k = BAND_COUNT) {
    if (a.length !== b.length)
        throw new Error('kappa: rating lists differ in length');
    const n = a.length;
    if (n === 0)
        return null;
    const rowA = new Array(k).fill(0);
    const rowB = new Array(k).fill(0);
    let observed = 0;
    for (let i = 0; i < n; i++) {
        const x = a[i];
        const y = b[i];
        rowA[x] += 1 / n;
        rowB[y] += 1 / n;
        observed += (x - y) ** 2 / (k - 1) ** 2 / n;
    }
    let expected = 0;
    for (let i = 0; i < k; i++) {
        for (let j = 0; j < k; j++)
            expected += ((i - j) ** 2 / (k - 1) ** 2) * rowA[i] * rowB[j];
    }
    if (expected === 0)
        return null;
    return 1 - observed / expected;
}
/**
 * Agreement over items rated by every judge: `ratings[j][i]` is judge j's band for item i.
 * Pairs whose κ is undefined are left out of Light's mean; if none remains, κ is null.
 */
function judgeAgreement(ratings) {
    const judges = ratings.length;
    const items = ratings[0]?.length ?? 0;
    if (judges < 2)
        return { kappa: null, exactAgreement: null, items, judges, reason: 'fewer than 2 judges' };
    const kappas = [];
    const exact = [];
    for (let p = 0; p < judges; p++) {
        for (let q = p + 1; q < judges; q++) {
            const a = ratings[p];
            const b = ratings[q];
            if (items > 0)
                exact.push(a.filter((x, i) => x === b[i]).length / items);
            const k = quadraticWeightedKappa(a, b);
            if (k !== null)
                kappas.push(k);
        }
    }
    const exactAgreement = exact.length ? exact.reduce((s, x) => s + x, 0) / exact.length : null;
    if (items < MIN_KAPPA_ITEMS) {
        return {
            kappa: null,
            exactAgreement,
            items,
            judges,
            reason: `fewer than ${MIN_KAPPA_ITEMS} items`
        };
    }
    if (kappas.length === 0) {
        return { kappa: null, exactAgreement, items, judges, reason: 'expected agreement is 1' };
    }
    return { kappa: kappas.reduce((s, x) => s + x, 0) / kappas.length, exactAgreement, items, judges };
}

const DISAGREEMENT_SPREAD = 0.5;
function combineJudges(scores) {
    const measured = scores.filter((s) => s !== null);
    if (measured.length === 0)
        return { score: null, spread: null, judgesDisagree: false };
    const score = measured.reduce((a, b) => a + b, 0) / measured.length;
    const spread = measured.length >= 2 ? Math.max(...measured) - Math.min(...measured) : null;
    return { score, spread, judgesDisagree: spread !== null && spread > DISAGREEMENT_SPREAD };
}
/**
 * The judges' agreement per dimension over the judged skills of a run; undefined with fewer than
 * two judges or no skill, where there is nothing to agree on.
 */
function agreementOf(skills, judges) {
    if (judges < 2 || skills.length === 0)
        return undefined;
    const dimensions = Object.fromEntries(JUDGE_DIMENSIONS.map((d) => [
        d,
        dimensionAgreement(skills.map((s) => s[d]), judges)
    ]));
    return { judges, dimensions };
}
/**
 * The agreement of a run decided again over more skills (a merge of shards), from the judges'
 * scores each skill's record keeps. What the agreement is called comes from `run`: the panel's
 * models are a setting, the same for every skill, and the records keep only their distinct ids.
 */
function agreementOfRecords(records, run) {
    const { judges } = run;
    const skills = records.filter((r) => r.judges === judges);
    if (skills.length === 0)
        return undefined;
    const dimensions = Object.fromEntries(JUDGE_DIMENSIONS.map((d) => [
        d,
        dimensionAgreement(skills.map((s) => ({ judgeScores: s.dimensions[d].judgeScores, judgeModels: [] })), judges, run.dimensions[d].kind)
    ]));
    return { judges, dimensions };
}
function dimensionAgreement(ratings, judges, kind = agreementKind(ratings)) {
    const complete = ratings.filter((r) => r.judgeScores.length === judges && r.judgeScores.every((s) => s !== null));
    const flags = complete.map((r) => combineJudges(r.judgeScores));
    const only = flags.length === 1 ? flags[0] : undefined;
    if (only !== undefined) {
        return {
            measure: 'spread',
            kind,
            items: 1,
            spread: only.spread,
            judgesDisagree: only.judgesDisagree
        };
    }
    const bands = Array.from({ length: judges }, (_, j) => complete.map((r) => rubricBand(r.judgeScores[j])));
    const { kappa, exactAgreement, items, reason } = judgeAgreement(bands);
    return {
        measure: 'kappa',
        kind,
        kappa,
        exactAgreement,
        items,
        disagreements: flags.filter((f) => f.judgesDisagree).length,
        ...(reason === undefined ? {} : { reason })
    };
}
/** Same model for every pair of judges, for none, or for some. */
function agreementKind(ratings) {
    const sameModel = new Set();
    for (const { judgeModels: models } of ratings) {
        for (let p = 0; p < models.length; p++) {
            for (let q = p + 1; q < models.length; q++)
                sameModel.add(models[p] === models[q]);
        }
    }
    if (sameModel.size === 2)
        return 'mixed_panel';
    return sameModel.has(false) ? 'inter_judge_agreement' : 'test_retest_consistency';
}

export { agreementOfRecords as a, agreementOf as b, combineJudges as c };
