import { stat } from 'node:fs/promises';
import path__default from 'node:path';
import { d as discoverSkills } from './index-discover.js';
import { i as isSkillFileName } from './index-skill-file.js';
import { p as percentileBounds } from './index-bootstrap.js';

const BADGE_TIERS = [
    { badge: 'platinum', score: 90, elo: 1600 },
    { badge: 'gold', score: 80, elo: 1500 },
    { badge: 'silver', score: 70, elo: 1400 },
    { badge: 'bronze', score: 60, elo: 1300 }
];
function badgeFor(composite, elo) {
    for (const tier of BADGE_TIERS) {
        if (composite >= tier.score && (elo === undefined || elo >= tier.elo))
            return tier.badge;
    }
    return 'no_badge';
}
/** Badges from worst to best, for `--min-badge` comparisons. */
const BADGE_RANK = ['no_badge', 'bronze', 'silver', 'gold', 'platinum'];
function badgeAtLeast(badge, minimum) {
    return BADGE_RANK.indexOf(badge) >= BADGE_RANK.indexOf(minimum);
}
const BADGE_STARS = {
    platinum: '★★★★★',
    gold: '★★★★',
    silver: '★★★',
    bronze: '★★',
    no_badge: '—'
};
/** Display name as PluginEval's markdown prints it ("Silver", "No Badge"). */
function badgeTitle(badge) {
    return badge === 'no_badge' ? 'No Badge' : badge[0].toUpperCase() + badge.slice(1);
}

const GRADE_THRESHOLDS = [
    [97, 'A+'],
    [93, 'A'],
    [90, 'A-'],
    [87, 'B+'],
    [83, 'B'],
    [80, 'B-'],
    [77, 'C+'],
    [73, 'C'],
    [70, 'C-'],
    [67, 'D+'],
    [63, 'D'],
    [60, 'D-']
];
/** Grade of a value on the 0–100 scale (a dimension's score × 100.0, or a composite). */
function gradeOf(value100) {
    for (const [threshold, grade] of GRADE_THRESHOLDS)
        if (value100 >= threshold)
            return grade;
    return 'F';
}
/** The plain A–F letter: the first character of the PluginEval grade. */
function letterOf(grade) {
    return grade[0];
}

/** Dimension weights in PluginEval's fixed order (the order is part of the float arithmetic). */
const DIMENSION_WEIGHTS = [
    ['triggering_accuracy', 0.25],
    ['orchestration_fitness', 0.2],
    ['output_quality', 0.15],
    ['scope_calibration', 0.12],
    ['progressive_disclosure', 0.1],
    ['token_efficiency', 0.06],
    ['robustness', 0.05],
    ['structural_completeness', 0.03],
    ['code_template_quality', 0.02],
    ['ecosystem_coherence', 0.02]
];
/** How much each layer counts inside one dimension, columns static, judge, monte_carlo. */
const LAYER_BLEND = {
    triggering_accuracy: { static: 0.15, judge: 0.25, monte_carlo: 0.6 },
    orchestration_fitness: { static: 0.1, judge: 0.7, monte_carlo: 0.2 },
    output_quality: { static: 0.0, judge: 0.4, monte_carlo: 0.6 },
    scope_calibration: { static: 0.3, judge: 0.55, monte_carlo: 0.15 },
    progressive_disclosure: { static: 0.8, judge: 0.2, monte_carlo: 0.0 },
    token_efficiency: { static: 0.4, judge: 0.1, monte_carlo: 0.5 },
    robustness: { static: 0.0, judge: 0.2, monte_carlo: 0.8 },
    structural_completeness: { static: 0.9, judge: 0.1, monte_carlo: 0.0 },
    code_template_quality: { static: 0.3, judge: 0.7, monte_carlo: 0.0 },
    ecosystem_coherence: { static: 0.85, judge: 0.15, monte_carlo: 0.0 }
};
/** The order in which layers are blended (it is part of the float arithmetic). */
const BLEND_LAYER_ORDER = ['static', 'judge', 'monte_carlo'];
/** The six dimensions the static layer supplies and the sub-score each comes from. */
const STATIC_DIMENSION_SOURCES = {
    triggering_accuracy: 'frontmatter_quality',
    orchestration_fitness: 'orchestration_wiring',
    progressive_disclosure: 'progressive_disclosure',
    token_efficiency: 'token_efficiency',
    structural_completeness: 'structural_completeness',
    ecosystem_coherence: 'ecosystem_coherence'
};
/** PluginEval's confidence label of the requested depth. */
const DEPTH_LABELS = {
    quick: 'Estimated',
    standard: 'Assessed',
    deep: 'Certified',
    thorough: 'Certified+'
};

/** Which dimensions each layer may supply; values for other dimensions are ignored. */
const SUPPLIED_DIMENSIONS = {
    static: new Set(Object.keys(STATIC_DIMENSION_SOURCES)),
    judge: new Set([
        'triggering_accuracy',
        'orchestration_fitness',
        'output_quality',
        'scope_calibration'
    ]),
    monte_carlo: new Set(['triggering_accuracy', 'output_quality', 'robustness', 'token_efficiency'])
};
/**
 * The depth a skill's evaluation actually reached: the requested one when every layer it needs
 * supplied values, otherwise the deepest depth whose layers did (standard needs the judge; deep
 * and thorough also need Monte Carlo).
 */
function depthReached(requested, measured) {
    const supplied = (layer) => Object.keys(measured[layer] ?? {}).length > 0;
    const judged = supplied('judge');
    if ((requested === 'deep' || requested === 'thorough') && judged && supplied('monte_carlo')) {
        return requested;
    }
    return requested !== 'quick' && judged ? 'standard' : 'quick';
}
/** The static layer's dimension values: six un-penalised sub-scores. */
function staticDimensionValues(subScores) {
    const values = {};
    for (const [dimension, subScore] of Object.entries(STATIC_DIMENSION_SOURCES)) {
        values[dimension] = subScores[subScore];
    }
    return values;
}
/** penalty = max(0.5, 1.0 − 0.05 × N), with 0.05 × N computed first, as PluginEval does. */
function antiPatternPenalty(count) {
    return Math.max(0.5, 1.0 - 0.05 * count);
}
/** Blend one dimension over the available layers, `(v × b) ÷ tw` term by term. */
function blendDimension(dimension, layers) {
    const sources = BLEND_LAYER_ORDER.filter((layer) => SUPPLIED_DIMENSIONS[layer].has(dimension) && layers[layer]?.[dimension] !== undefined);
    if (sources.length === 0)
        return null;
    const valueOf = (layer) => layers[layer]?.[dimension];
    let totalWeight = 0;
    for (const layer of sources)
        totalWeight += LAYER_BLEND[dimension][layer];
    let value = 0;
    if (totalWeight === 0) {
        for (const layer of sources)
            value += valueOf(layer);
        value = value / sources.length;
    }
    else {
        for (const layer of sources) {
            value += (valueOf(layer) * LAYER_BLEND[dimension][layer]) / totalWeight;
        }
    }
    return { value, sources };
}
function computeComposite(input) {
    const blended = DIMENSION_WEIGHTS.map(([name, weight]) => {
        const result = blendDimension(name, input.layers);
        // Only non-negative blended values count as measured, as in PluginEval.
        return { name, weight, result: result !== null && result.value >= 0 ? result : null };
    });
    let measuredWeight = 0;
    for (const d of blended)
        if (d.result)
            measuredWeight += d.weight;
    let raw = 0;
    if (measuredWeight > 0) {
        for (const d of blended)
            if (d.result)
                raw += (d.weight / measuredWeight) * d.result.value;
    }
    const penalty = antiPatternPenalty(input.antiPatternCount);
    const score = Math.min(100, Math.max(0, raw * 100.0 * penalty));
    const dimensions = blended.map(({ name, weight, result }) => {
        if (!result) {
            return {
                name,
                weight,
                score: null,
                grade: '—',
                letter: null,
                weightedScore: 0.0,
                sources: []
            };
        }
        const grade = gradeOf(result.value * 100.0);
        return {
            name,
            weight,
            score: result.value,
            grade,
            letter: letterOf(grade),
            weightedScore: weight * result.value,
            sources: result.sources
        };
    });
    const grade = gradeOf(score);
    return {
        score,
        grade,
        letter: letterOf(grade),
        badge: badgeFor(score, input.elo),
        penalty,
        depthLabel: DEPTH_LABELS[input.depth],
        measuredWeight,
        dimensions
    };
}

// The roots a run is given, checked and searched: a missing path is the caller's mistake,
// reported before anything runs; every skill folder under the roots is found once.
/** A root that does not exist: the caller's mistake, reported before anything runs. */
class RootNotFoundError extends Error {
    root;
    constructor(root) {
        super(`path not found: ${root}`);
        this.root = root;
        this.name = 'RootNotFoundError';
    }
}
/**
 * Skill folders are found under a folder; a SKILL.md file given directly means its folder. That
 * folder is also what the report calls the root (`path/skill/SKILL.md` → `path/skill`): file
 * paths are printed relative to it, and the file itself would otherwise be printed twice
 * (`path/skill/SKILL.md/SKILL.md:3`).
 */
async function resolveRoot(root) {
    const absolute = path__default.resolve(root);
    const info = await stat(absolute).catch(() => {
        throw new RootNotFoundError(root);
    });
    return !info.isDirectory() && isSkillFileName(path__default.basename(absolute))
        ? { rootGiven: path__default.dirname(root), rootDir: path__default.dirname(absolute) }
        : { rootGiven: root, rootDir: absolute };
}
/**
 * Every root is checked before anything runs: a typo is a usage error, not a partial run.
 * Throws RootNotFoundError for the first root that does not exist.
 */
async function resolveRoots(roots) {
    return Promise.all(roots.map(resolveRoot));
}
/** The skill folders under the roots (each once), and the folders that could not be read. */
async function discoverRoots(roots) {
    const seen = new Set();
    const jobs = [];
    const failures = [];
    const walked = { entries: new Map(), realPaths: new Map() };
    for (const { rootGiven, rootDir } of await resolveRoots(roots)) {
        const discovery = await discoverSkills(rootDir, undefined, walked);
        for (const error of discovery.errors)
            failures.push({ error, rootGiven });
        for (const dir of discovery.dirs) {
            if (seen.has(dir))
                continue;
            seen.add(dir);
            jobs.push({ dir, rootDir, rootGiven });
        }
    }
    return { jobs, failures, walked };
}

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

const whole = (x) => String(Math.round(x));
const percent = (x) => `${Math.round(x)}%`;
/** `1562 (95% interval 1421–1703)`, with ≤ / ≥ for an end at the search bound. */
function eloRatingText(result) {
    const { ci } = result;
    return `${whole(result.rating)} (${Math.round(ci.level * 100)}% interval ${whole(ci.low)}–${whole(ci.high)}${ci.bounded ? ', an end at the bound' : ''})`;
}
function eloMeaning(result) {
    const beat = percent(100 * eloExpected(result.rating, BASE_RATING));
    const corpus = result.corpus.calibrated
        ? `rated above ${percent(result.percentile)} of the ${result.corpus.size} corpus skills`
        : `the corpus is not calibrated, so every opponent counted as ${BASE_RATING}`;
    return (`Elo ${eloRatingText(result)} from ${result.ci.matchups} matchups: expected to beat a ${BASE_RATING}-rated corpus skill ${beat} of the time; ` +
        `${corpus}; won ${percent(result.winRate)} against its opponents (${result.wins}W ${result.draws}D ${result.losses}L, ${percent(100 * result.inconsistencyRate)} position-inconsistent); ` +
        `closest comparable: ${result.closestComparable.name} (${whole(result.closestComparable.rating)}).`);
}

export { BASE_RATING as B, ELO_SCALE as E, sequentialInterval as a, sequentialRating as b, computeComposite as c, discoverRoots as d, eloMeaning as e, depthReached as f, badgeAtLeast as g, BADGE_STARS as h, badgeTitle as i, staticDimensionValues as s };
