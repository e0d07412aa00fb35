/** The judging modes: pairwise with position swap, independent 1–5 scores, or both. */
const JUDGE_MODES = ['pairwise', 'independent', 'both'];
const AB_DEFAULTS = {
    /** Run pairs (baseline + with-skill) per scenario. */
    runs: 5,
    judgeMode: 'pairwise',
    /** Decision margin m: smaller improvements are "no measurable effect". */
    minImprovement: 0.1,
    confidenceLevel: 0.95,
    /**
     * "helps" needs the interval above 0 as well as the point estimate above m, so that judge noise
     * on a few runs is not reported as a gain.
     */
    requireSignificance: true,
    /**
     * The gate fails when the skill lowers the completion rate: pass rates per arm over all runs,
     * so a regression is not hidden by one run that happened to complete.
     */
    requireCompletion: true,
    intervalMethod: 'studentized',
    /** No bash tool unless asked: PR content is untrusted. */
    allowShell: false,
    /** Agent runs in flight at once. */
    concurrency: 4,
    /** Where the per-run transcripts go. */
    resultsDir: '.skill-ci/results'
};

export { AB_DEFAULTS as A, JUDGE_MODES as J };
