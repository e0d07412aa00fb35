import path__default from 'node:path';
import { C as COSTLY_LAYER_NAMES } from './index-improve.js';

// What a report's records say, read without their schemas: the result of a layer's record (or
// none for a bare status), the layers that failed, the security findings and their ranks, and the
// path a skill is shown by. Plain functions over the inferred types, so the static path, which
// builds no schema, can use them.
/** The A/B result, when `layers.ab` holds one (a bare status otherwise). */
function abResultOf(record) {
    return record !== undefined && 'verdict' in record ? record : undefined;
}
/** The rating result of an Elo record, or undefined when the layer did not produce one. */
function eloResultOf(record) {
    return record?.status === 'ok' && 'rating' in record ? record : undefined;
}
/** The review's result, when `layers.security_review` holds one (a bare status otherwise). */
function securityReviewOf(record) {
    return record !== undefined && 'verdict' in record ? record : undefined;
}
const RANK = { critical: 3, high: 2, medium: 1, low: 0 };
/** Whether `severity` is at or above `gate` (never for `off`). */
function reachesSecurityGate(severity, gate) {
    return gate !== 'off' && RANK[severity] >= RANK[gate];
}
function severityRank(severity) {
    return RANK[severity];
}
/** Every security finding of a skill: the scan's and the review's. */
function securityFindingsOf(layers) {
    const scan = layers.security !== undefined && 'findings' in layers.security ? layers.security : undefined;
    return [...(scan?.findings ?? []), ...(securityReviewOf(layers.security_review)?.findings ?? [])];
}
/** The skill folder as the user would write it: its root as given joined with its path. */
function displayPath(skill) {
    return skill.root === undefined ? skill.path : path__default.posix.join(toPosix(skill.root), skill.path);
}
function toPosix(p) {
    return p.split(path__default.sep).join('/');
}
/** The costly layers that ran for this skill and failed: an error, or stopped by the budget. */
function failedLayers(skill) {
    const failed = [];
    for (const layer of COSTLY_LAYER_NAMES) {
        const record = skill.layers[layer];
        if (record?.status === 'error' || record?.status === 'budget_exhausted') {
            failed.push({ layer, status: record.status, reason: record.reason });
        }
    }
    return failed;
}

export { abResultOf as a, securityFindingsOf as b, securityReviewOf as c, displayPath as d, eloResultOf as e, failedLayers as f, reachesSecurityGate as r, severityRank as s };
