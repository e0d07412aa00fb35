const DEFAULT_MATCHUPS = 8;
/** Candidates per opponent slot considered before spreading over ratings. */
const POOL_FACTOR = 3;
/** Most comparable first: same category, nearest line count, then path. */
function comparability(skill) {
    return (a, b) => Number(a.category !== skill.category) - Number(b.category !== skill.category) ||
        Math.abs(a.lineCount - skill.lineCount) - Math.abs(b.lineCount - skill.lineCount) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}
function selectOpponents(corpus, skill, k = DEFAULT_MATCHUPS) {
    const byComparability = comparability(skill);
    const ranked = corpus
        .filter((entry) => entry.contentHash !== skill.contentHash)
        .sort(byComparability);
    const pool = ranked.slice(0, Math.max(k, POOL_FACTOR * k));
    if (pool.length <= k)
        return pool;
    const byRating = [...pool].sort((a, b) => a.rating - b.rating || byComparability(a, b));
    const chosen = [];
    for (let band = 0; band < k; band++) {
        const members = byRating.slice(Math.floor((band * byRating.length) / k), Math.floor(((band + 1) * byRating.length) / k));
        chosen.push([...members].sort(byComparability)[0]);
    }
    return chosen;
}

export { DEFAULT_MATCHUPS as D, selectOpponents as s };
