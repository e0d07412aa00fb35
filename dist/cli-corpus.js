import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { createHash } = __requireBuiltin('node:crypto');
const { stat, readFile } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
import { r as relativePosix, a as resolveInside } from './cli-file-names.js';
import { C as CORPUS_INDEX_FORMAT, a as CorpusIndexSchema } from './cli-improve.js';
import './cli-text2.js';
import { e as evaluateStatic, c as computeComposite, a as staticDimensionValues } from './cli-discover.js';
import { d as discoverRoots } from './cli-engine.js';
import { l as listBundledFiles } from './cli-runner.js';
import { B as BASE_RATING } from './cli-elo.js';

import './cli-schemas.js';
import './cli-options.js';
import './cli-renamed-options.js';





import './cli-errors.js';
import './cli-heap.js';
import './cli-index4.js';




import './cli-index5.js';
import './cli-model-list.js';

import './cli-cache.js';
import './cli-models.js';
import './cli-pricing.js';
import './cli-ask.js';
import './cli-untrusted.js';
import './cli-llm-error.js';
import './cli-aggregate.js';
import './cli-prompts.js';
import './cli-bootstrap.js';
import './cli-descriptive.js';

// The gold corpus: the known-good skills a skill under test is rated against. `skill-ci init`
// indexes folders of skills into a JSON file a repository commits (corpus-index.ts writes it);
// a run reads that index, or indexes a folder on the fly (uncalibrated: every rating 1500).
// The index is untrusted input like everything in a checkout: it is checked by its zod schema,
// its paths must stay inside the index's folder, and a corpus skill whose content no longer
// matches its recorded hash is refused (the ratings were fitted on other text).
/** The file `init` writes by default, in the current folder. */
const DEFAULT_CORPUS_FILE = 'skill-ci-corpus.json';
/** Index files larger than this are refused (about 20,000 skills). */
const MAX_INDEX_BYTES = 10 * 1024 * 1024;
class CorpusError extends Error {
}
/**
 * Its plugin folder (`<plugin>/skills/<skill>`), else its parent folder. Read from the absolute
 * path, so a skill under test given as its own folder gets the same category as it would inside
 * the corpus.
 */
function categoryOf(dir) {
    const parts = path__default.resolve(dir).split(path__default.sep).filter(Boolean);
    const parent = parts[parts.length - 2] ?? '';
    return parent === 'skills' && parts.length >= 3 ? parts[parts.length - 3] : parent;
}
/** sha256 of SKILL.md and the folder's other file names: the whole skill a judge reads. */
function contentHashOf(text) {
    return createHash('sha256')
        .update(text.content)
        .update('\0')
        .update(text.files.join('\n'))
        .digest('hex');
}
/** Reads and statically scores one skill folder; an error names it as `label`. */
async function describeSkill(dir, label) {
    const evaluated = await evaluateStatic(dir, dir);
    const layer = evaluated.static;
    if (layer === null || evaluated.content === null) {
        const why = evaluated.errors.map((e) => e.message).join('; ') || 'not readable';
        throw new CorpusError(`${label}/SKILL.md: ${why}`);
    }
    const text = { content: evaluated.content, files: await listBundledFiles(dir) };
    const composite = computeComposite({
        layers: { static: staticDimensionValues(layer.subScores) },
        antiPatternCount: layer.antiPatterns.length,
        depth: 'quick'
    });
    return {
        name: evaluated.name,
        category: categoryOf(dir),
        lineCount: layer.metadata.lineCount,
        contentHash: contentHashOf(text),
        composite: composite.score,
        text
    };
}
/**
 * Every skill under `dirs`, sorted by path, each at 1500 (uncalibrated). Paths are written
 * relative to `indexDir`, which must contain every corpus folder so the index can be committed
 * and moved with them.
 */
async function indexFolders(dirs, indexDir) {
    const discovery = await discoverRoots(dirs);
    const skills = [];
    const skipped = discovery.failures.map((f) => `${f.error.file}: ${f.error.message}`);
    for (const job of discovery.jobs) {
        const rel = relativePosix(indexDir, job.dir);
        if (rel.startsWith('../') || rel === '..' || path__default.isAbsolute(rel)) {
            throw new CorpusError(`${job.dir} is outside ${indexDir}: write the index in a folder that contains the corpus`);
        }
        try {
            const described = await describeSkill(job.dir, rel);
            skills.push({
                name: described.name,
                path: rel,
                category: described.category,
                lineCount: described.lineCount,
                contentHash: described.contentHash,
                composite: described.composite,
                rating: BASE_RATING,
                ratingLow: null,
                ratingHigh: null
            });
        }
        catch (error) {
            if (!(error instanceof CorpusError))
                throw error;
            skipped.push(error.message);
        }
    }
    skills.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { skills, skipped };
}
/** The index with its version: a hash of everything it says about its skills. */
function corpusIndex(skills, calibration) {
    const version = createHash('sha256')
        .update(JSON.stringify({ calibration, skills }))
        .digest('hex')
        .slice(0, 16);
    return { format: CORPUS_INDEX_FORMAT, formatVersion: 1, version, calibration, skills };
}
/** The committed form: 2-space JSON and a final newline, the same bytes for the same corpus. */
function serialiseCorpus(index) {
    return `${JSON.stringify(index, null, 2)}\n`;
}
/** An index file, checked; or a folder of skills, indexed now without calibration. */
async function loadCorpus(source) {
    const info = await stat(source).catch(() => {
        throw new CorpusError(`corpus not found: ${source}`);
    });
    if (info.isDirectory()) {
        const baseDir = path__default.resolve(source);
        const { skills } = await indexFolders([baseDir], baseDir);
        if (skills.length === 0)
            throw new CorpusError(`${source}: no skills found in the corpus folder`);
        return { index: corpusIndex(skills, null), baseDir, source };
    }
    if (info.size > MAX_INDEX_BYTES) {
        throw new CorpusError(`${source}: the corpus index is larger than ${MAX_INDEX_BYTES} bytes`);
    }
    let raw;
    try {
        raw = JSON.parse(await readFile(source, 'utf8'));
    }
    catch (error) {
        throw new CorpusError(`${source}: not a JSON corpus index (${error.message})`);
    }
    const parsed = CorpusIndexSchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? issue.path.join('.') : '(root)';
        throw new CorpusError(`${source}: not a skill-ci corpus index: ${where}: ${issue?.message ?? 'invalid'} (build one with \`skill-ci init\`)`);
    }
    if (parsed.data.skills.length === 0)
        throw new CorpusError(`${source}: the corpus index lists no skills`);
    return { index: parsed.data, baseDir: path__default.dirname(path__default.resolve(source)), source };
}
/** A corpus skill's text, from inside the corpus folder, as it was when it was indexed. */
async function readCorpusSkill(corpus, entry) {
    const dir = await resolveInside(corpus.baseDir, entry.path, true);
    const described = await describeSkill(dir, entry.path);
    if (described.contentHash !== entry.contentHash) {
        throw new CorpusError(`${entry.path}: changed since ${corpus.source} was built; re-run \`skill-ci init\` (and re-calibrate)`);
    }
    return described.text;
}

export { CorpusError, DEFAULT_CORPUS_FILE, categoryOf, contentHashOf, corpusIndex, describeSkill, indexFolders, loadCorpus, readCorpusSkill, serialiseCorpus };
