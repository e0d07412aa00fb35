import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const path__default = __requireBuiltin('node:path');
import { n as resolveCrossReferences, o as exists, q as S, R as RB, t as testFrom, w as wordAtBoundary, W as W$2, s as codePointLength$1, v as pyStrip, x as pyTruthy, k as clipText, y as PY_LINE_BREAKS, z as pyStripRange, A as boundedValue, L as LOWERCASE_SKILL_FILE_NAME, S as SKILL_FILE_NAME, B as ioMessage, r as relativePosix, D as locateSkillFile, F as walkedSkillFile, G as readRegularSkillFile, h as readSkillText, p as parseSkillLoadingYaml, H as readFolderFacts, I as previewValue, e as estimateTokens, J as LineBreaks, a as resolveInside, P as PathEscapeError, K as readBoundedBytesSync, N as LineIndex, T as TRIGGER_EVALS_JSON, O as clipLine, Q as isPlainMapping, U as describeYamlValue, V as DESCRIPTION_NOT_STRING, u as unsafeRelativePathReason, g as errnoCode, X as isInside, Y as EVAL_FILES, i as isSkillFileName, Z as childPath } from './cli-file-names.js';
const { realpath, stat, readdir } = __requireBuiltin('node:fs/promises');
import { W as DEFAULT_SCORING, y as severityRank, x as eloResultOf, k as failedLayers } from './cli-options.js';
const { readdirSync, readlinkSync, statSync, realpathSync } = __requireBuiltin('node:fs');
import { s as securityRule, h as badgeFor } from './cli-text2.js';
const { createHash } = __requireBuiltin('node:crypto');

const ALLOW = /skill-ci:\s*allow\s+([\w/*-]+)(?:\s+([^\n]*?))?\s*(?:-->|\*\/)?\s*$/;
/** Parses `RULE` / `RULE path` entries (comma- or newline-separated). */
function parseAllowList(text) {
    return text
        .split(/[,\n]/)
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
        const [rule, path] = entry.split(/\s+/, 2);
        return path === undefined
            ? { rule }
            : { rule, path: path.replace(/^\.\//, '').replace(/\/+$/, '') };
    });
}
const ruleMatches = (pattern, id) => pattern === id ||
    pattern === '*' ||
    (pattern.endsWith('/*') && id.startsWith(pattern.slice(0, -1)));
function allowCommentOn(line, id) {
    if (line === undefined || line.length > 2000 || !line.includes('skill-ci'))
        return undefined;
    const match = ALLOW.exec(line);
    if (match === null || !ruleMatches(match[1] ?? '', id))
        return undefined;
    return (match[2] ?? '').trim() || 'no reason given';
}
/** Marks the findings of one file that an allow comment or the allow-list waives. */
function applySuppressions(findings, lines, allow) {
    return findings.map((finding) => {
        const line = finding.line ?? 1;
        const reason = allowCommentOn(lines[line - 1], finding.ruleId) ??
            allowCommentOn(lines[line - 2], finding.ruleId);
        if (reason !== undefined)
            return { ...finding, suppressed: { by: 'comment', reason } };
        const entry = allow.find((e) => ruleMatches(e.rule, finding.ruleId) &&
            (e.path === undefined || finding.file === e.path || finding.file.startsWith(`${e.path}/`)));
        if (entry !== undefined) {
            return {
                ...finding,
                suppressed: { by: 'config', reason: 'listed in security-allow' }
            };
        }
        return finding;
    });
}

// Which of a skill's cross-references (`skills/…` paths) and `(references/…)` links point at
// something that exists, under either scoring. PluginEval cuts a cross-reference at the first
// character outside [a-z0-9-] (`skills/a/scripts/run_all.py` becomes `a/scripts/run`) and looks
// for it next to the skill only, so it calls files that exist dead; it compares a references/
// link by its last name against the top-level files only (an anchor or a subfolder makes a file
// that exists dead). The default scoring follows its methodology ("a path that cannot be
// resolved"; "a file that does not exist in references/"): the whole path, resolved.
/** Characters of a written path (a file name may hold dots, underscores, `~`, `@`, `+`, `=`). */
const PATH_CHAR = /[A-Za-z0-9._~@%+=/-]/;
/** Before a path: also `$` and braces, so `${ROOT}/skills/x` is seen as rooted at a variable. */
const PATH_START_CHAR = /[A-Za-z0-9._~@%+=/${}-]/;
/** A path from the file system's root, the home folder or an environment variable. */
const ROOTED = /^[/~$]/;
/** Longest path read around a match: past it the path is cut (a hostile line holds no path). */
const MAX_PATH = 256;
/** Distinct paths resolved on disk; the rest (a hostile file) get PluginEval's answer. */
const MAX_RESOLVED = 256;
/** The whole path a cross-reference is part of, as written; `url` when it is inside a URL. */
function wholeCrossRefPath(body, ref) {
    let start = ref.offset;
    const floor = Math.max(0, ref.offset - MAX_PATH);
    while (start > floor && PATH_START_CHAR.test(body[start - 1]))
        start--;
    let end = ref.offset + ref.raw.length;
    const ceiling = Math.min(body.length, end + MAX_PATH);
    while (end < ceiling && PATH_CHAR.test(body[end]))
        end++;
    // a sentence may end right after a path
    while (end > ref.offset + ref.raw.length && /[.,:]/.test(body[end - 1]))
        end--;
    const url = body.startsWith('//', start) || body[start - 1] === ':';
    // a URL is quoted with its scheme
    if (url && body[start - 1] === ':') {
        start--;
        while (start > floor && /[A-Za-z]/.test(body[start - 1]))
            start--;
    }
    return {
        path: body.slice(start, end),
        fromMatch: body.slice(ref.offset, end),
        url
    };
}
/** The file part of a `(references/…)` target: no `#anchor`, `?query` or `"title"`. */
function referenceLinkFile(target) {
    return target.split(/[#?\s]/, 1)[0];
}
/** The folders a `skills/…` path may be written from: the skill's, up to the scanned root. */
function ancestors(dir, root) {
    const found = [dir];
    const top = path__default.resolve(root);
    // at least the plugin folder that holds skills/ (PluginEval looks there, outside a one-skill root)
    for (let at = dir;;) {
        const up = path__default.dirname(at);
        if (up === at)
            break;
        const inside = up === top || up.startsWith(top + path__default.sep);
        if (!inside && found.length >= 3)
            break;
        found.push(up);
        at = up;
    }
    return found;
}
/**
 * Where a cross-reference may point, each tried in turn: the path as written from the folder of
 * SKILL.md (`./`, `../`, a `skills/` folder inside the skill); its `skills/…` part from each
 * folder above the skill up to the scanned root (the repository or plugin holding `skills/`),
 * and PluginEval's own candidate; for a path through the skill's own folder
 * (`plugins/p/skills/<this>/scripts/x`), what follows the skill's folder name.
 */
function candidates(whole, ref, dir, root) {
    const found = [];
    found.push(path__default.resolve(dir, whole.path));
    for (const folder of ancestors(dir, root))
        found.push(path__default.resolve(folder, whole.fromMatch));
    const stripped = whole.fromMatch.slice(whole.fromMatch.indexOf('/') + 1);
    if (ref.raw !== ref.ref)
        found.push(path__default.resolve(path__default.dirname(dir), stripped));
    const segments = whole.path.split('/');
    const own = segments.lastIndexOf(path__default.basename(dir), segments.length - 2);
    if (own !== -1)
        found.push(path__default.resolve(dir, segments.slice(own + 1).join('/')));
    return found;
}
async function anyExists(paths) {
    for (const target of paths)
        if (await exists(target))
            return true;
    return false;
}
/** Resolves each cross-reference and references/ link of `skill` the way `scoring` says. */
async function resolveLinks(skill, dir, root, scoring, listing) {
    const existing = await resolveCrossReferences(dir, skill.crossReferences.map((crossRef) => crossRef.ref), listing);
    const pluginEval = skill.crossReferences.map((crossRef) => existing.has(crossRef.ref));
    if (scoring === 'plugineval')
        return { crossRefs: pluginEval, referenceLinks: [] };
    const answers = new Map();
    const crossRefs = [];
    for (const [i, crossRef] of skill.crossReferences.entries()) {
        const whole = wholeCrossRefPath(skill.body, crossRef);
        // a URL or a rooted path (`/…`, `~/…`, `$HOME/…`: where a skill is installed, or a file on
        // the user's machine) is not the relative path the methodology checks
        if (whole.url || pluginEval[i] || ROOTED.test(whole.path)) {
            crossRefs.push(true);
            continue;
        }
        let live = answers.get(whole.path);
        if (live === undefined && answers.size < MAX_RESOLVED) {
            live = await anyExists(candidates(whole, crossRef, dir, root));
            answers.set(whole.path, live);
        }
        crossRefs.push(live ?? false);
    }
    const referenceLinks = await linksThatExist(skill.referenceLinks, dir);
    return { crossRefs, referenceLinks };
}
/** Each `(references/…)` link: is its file (anchor and title left off) in references/? */
async function linksThatExist(links, dir) {
    const answers = new Map();
    const found = [];
    for (const link of links) {
        const file = referenceLinkFile(link.target);
        let live = answers.get(file);
        if (live === undefined && answers.size < MAX_RESOLVED) {
            live = file !== '' && (await exists(path__default.resolve(dir, 'references', file)));
            answers.set(file, live);
        }
        found.push(live);
    }
    return found;
}

// The regular expressions of PluginEval's static layer, compiled once. Notation in comments:
// W = Python's word characters, S = Python's whitespace set, `.` = [^\n], ⟨b and b⟩ = a word
// boundary before and after a word.
// Left word boundaries use wordAtBoundary (a lookbehind placed after the literal, for speed).
// Where a pattern is case-insensitive, a literal `i` is written [iIıİ] because Python's
// IGNORECASE also folds dotless ı and dotted İ to i, which JavaScript's /iu does not.
const I = '[iIıİ]';
function ci(pattern) {
    return pattern.replace(/i/g, I);
}
/** One of the literals, each preceded by a word boundary. */
function words(...literals) {
    return `(?:${literals.map((literal) => wordAtBoundary(literal)).join('|')})`;
}
/**
 * Alternatives `(?:a|b|c)…` tested one by one, each only when its literal occurs, and then from
 * where it first occurs (no match starts earlier): a regex that starts with one literal is
 * scanned for quickly, an alternation of several is not.
 */
function anyOf(...alternatives) {
    // One scan for any of the literals first: most texts hold none of a rare set (the literals
    // are plain letters and spaces, so they need no escaping).
    const someLiteral = new RegExp(alternatives.map(([literal]) => literal).join('|'));
    return {
        test: (text) => someLiteral.test(text) &&
            alternatives.some(([literal, regex]) => {
                const first = text.indexOf(literal);
                return first !== -1 && testFrom(regex, text, first);
            })
    };
}
/** `literal` at a word boundary, then `rest`; the literal gates the regex (global: see anyOf). */
function wordThen(literal, rest) {
    return [literal, new RegExp(`${wordAtBoundary(literal)}${rest}`, 'gu')];
}
/** TP, the trigger pattern, case-insensitive, searched in the description as written. */
const TRIGGER_PATTERN = new RegExp([
    `(?:${wordAtBoundary('should')}${S}+be${S}+use|${wordAtBoundary('use')})d?${S}+(?:${ci('this')}${S}+${ci('skill')}${S}+)?(?:${ci('immediately')}${S}+)?(?:when|after|before|whenever)${RB}`,
    `${wordAtBoundary('use')}${S}+${ci('proactively')}${RB}`,
    `${wordAtBoundary(ci('trigger'))}(?:s)?${S}+(?:when|on)${RB}`,
    `${wordAtBoundary('auto')}(?:-|${S})?loads?${S}+(?:when|on)${RB}`
].join('|'), 'iu');
// Pushiness, all on the lowercased description.
const PROACTIVELY = new RegExp(`${wordAtBoundary('proactively')}${RB}`, 'u');
const TRIGGER_KEYWORDS = new RegExp(`${wordAtBoundary('automatically')}${RB}|${wordAtBoundary('always')}${S}+use${RB}|${wordAtBoundary('trigger')}${RB}|${wordAtBoundary('invoke')}${RB}`, 'u');
const USE_CASE = new RegExp(`,${S}*(?:or${S}+)?(?:when|for|during|implementing|building|creating|debugging|testing|deploying|configuring|setting up)`, 'gu');
const ACTIVITY_PHRASE = new RegExp(`(?:${wordAtBoundary('when')}|${wordAtBoundary('for')}|${wordAtBoundary('during')})${S}+${W$2}+ing${RB}`, 'u');
// Orchestration wiring, on the lowercased whole content.
const OUTPUT_WORD = new RegExp(`${wordAtBoundary('output')}${RB}`, 'u');
const FORMAT_WORD = new RegExp(`${wordAtBoundary('format')}${RB}`, 'u');
const RETURN_START = new RegExp(wordAtBoundary('return'), 'u');
// global only to start the search at lastIndex
const JSON_END = new RegExp(`json${RB}`, 'gu');
/**
 * Does any line match `⟨boutputb⟩.*⟨bformatb⟩`, `⟨bformatb⟩.*⟨boutputb⟩` or
 * `⟨breturn.*jsonb⟩`? That is: a line holding both words, or a `return` at least six characters
 * before a `json`. Decided from word positions; the regexes themselves backtrack quadratically on
 * a long line with many `output`s and no `format`. Only the lines holding both literals are
 * searched for the words (a line's ends are not word characters, so a word's boundaries are the
 * same in the line as in the whole text).
 */
function hasOutputFormatLine(text) {
    for (const line of linesHolding(text, 'format', 'output')) {
        if (FORMAT_WORD.test(line) && OUTPUT_WORD.test(line))
            return true;
    }
    for (const line of linesHolding(text, 'json', 'return')) {
        const firstReturn = RETURN_START.exec(line);
        if (firstReturn === null)
            continue;
        // some `json` ends a word after the first `return` (two `json`s never overlap)
        if (testFrom(JSON_END, line, firstReturn.index + 'return'.length))
            return true;
    }
    return false;
}
/** Each line of `text` that holds both literals, found from where the first one occurs. */
function* linesHolding(text, first, second) {
    for (let at = text.indexOf(first); at !== -1;) {
        const start = text.lastIndexOf('\n', at) + 1;
        const newline = text.indexOf('\n', at);
        const end = newline === -1 ? text.length : newline;
        const line = text.slice(start, end);
        if (line.includes(second))
            yield line;
        at = newline === -1 ? -1 : text.indexOf(first, end);
    }
}
const OUTPUT_VERB = anyOf(wordThen('return', `s?${RB}`), wordThen('produce', `s?${RB}`), wordThen('output', `s?${RB}`), wordThen('generate', `s?${RB}`));
const INPUT_WORD = anyOf(wordThen('input', RB), wordThen('receive', `s?${RB}`), wordThen('accept', `s?${RB}`), wordThen('parameter', `s?${RB}`), wordThen('arg', `s?${RB}`));
const ORCHESTRATION_STEM = anyOf(wordThen('orchestrat', ''), wordThen('coordinat', ''), wordThen('dispatch', ''));
// Structural completeness. `\|.*\|.*\|` ≡ some line holding three `|`; this form is linear.
const TABLE_LINE = /\|[^\n|]*\|[^\n|]*\|/;
const DECISION_WORDS = ['decision', 'when to use', 'comparison', 'tradeoff'];
// Ecosystem coherence, on the lowercased whole content.
const RELATED_WORDS = anyOf(wordThen('related', RB), wordThen('see also', RB), wordThen('companion', RB), wordThen('complement', ''));
// Harness portability.
const TOOLS = 'Read|Edit|Write|Bash|Grep|Glob|Agent|Task|TodoWrite|WebFetch|WebSearch|LS|LSP';
const TOOL_NAMES = TOOLS.split('|');
/** Case-insensitive over the whole pattern; group 1 or 2 is the tool name as written. */
const BACKTICKED_TOOL = new RegExp(`${words('the', 'use', ci('using'), 'call', ci('calling'), ci('invoke'), ci('invoking'), ci('via'))}${S}+\`(${ci(TOOLS)})\`|\`(${ci(TOOLS)})\`${S}+tool${RB}`, 'giu');
/** Some backticked tool name: every BACKTICKED_TOOL match holds one, so no match without it. */
const BACKTICKED_TOOL_NAME = new RegExp(`\`(?:${ci(TOOLS)})\``, 'iu');
const TOOL_PROSE_PATTERN = new RegExp(`${wordAtBoundary('[tT][hH][eE]')}${S}+\`?(?:${TOOLS})\`?${S}+tool${RB}`, 'u');
/** `the` in any case, then a case-sensitive tool name, then `tool`; null when absent. */
function findToolProse(text) {
    if (!text.includes('tool') || !TOOL_NAMES.some((tool) => text.includes(tool)))
        return null;
    return TOOL_PROSE_PATTERN.exec(text);
}

/** The trigger pattern TP: does the description carry an accepted trigger phrase? */
function hasTriggerPhrase(description) {
    return TRIGGER_PATTERN.test(description);
}
/** Matches of the global `pattern` (exec from lastIndex: matchAll would copy the regex). */
function countMatches(pattern, text) {
    let count = 0;
    pattern.lastIndex = 0;
    while (pattern.exec(text) !== null)
        count++;
    return count;
}
/** What a part is worth when fully met. */
const FULL = {
    name: 0.1,
    length: 0.25,
    pushiness: {
        triggerPhrase: 0.25,
        proactively: 0.15,
        loadWords: 0.1,
        useCases: 0.2,
        activity: 0.15,
        length40: 0.1
    }
};
function pushinessParts(description) {
    const lower = description.toLowerCase();
    const useCases = countMatches(USE_CASE, lower);
    return {
        useCases,
        parts: {
            triggerPhrase: hasTriggerPhrase(description) ? 0.25 : 0,
            proactively: PROACTIVELY.test(lower) ? 0.15 : 0,
            loadWords: TRIGGER_KEYWORDS.test(lower) ? 0.1 : 0,
            useCases: useCases >= 3 ? 0.2 : useCases >= 1 ? 0.1 : 0,
            activity: ACTIVITY_PHRASE.test(lower) ? 0.15 : 0,
            length40: codePointLength$1(pyStrip(description)) >= 40 ? 0.1 : 0
        }
    };
}
function pushinessOf(parts) {
    let score = 0.0;
    score += parts.triggerPhrase;
    score += parts.proactively;
    score += parts.loadWords;
    score += parts.useCases;
    score += parts.activity;
    score += parts.length40;
    return Math.min(1.0, score);
}
function lengthPart(length) {
    if (length >= 100)
        return 0.25;
    if (length >= 60)
        return 0.2;
    if (length >= 30)
        return 0.15;
    return length >= 10 ? 0.05 : 0;
}
/**
 * The name's part. PluginEval gives a name that differs from its folder 0.15 and one that matches
 * it 0.10, so breaking the Agent Skills rule that they match (spec/name-directory) raises the
 * score; its methodology scores "name presence", and so does the default scoring: 0.10.
 */
function namePart(skill, scoring) {
    if (!pyTruthy(skill.name))
        return 0;
    return scoring === 'plugineval' && skill.name !== skill.dirName ? 0.15 : 0.1;
}
function frontmatterFrom(parts) {
    let score = 0.0;
    score += parts.name;
    score += parts.length;
    score += pushinessOf(parts.pushiness) * 0.6;
    return Math.min(1.0, score);
}
function measure(skill, scoring) {
    const length = codePointLength$1(pyStrip(skill.description));
    const { parts, useCases } = pushinessParts(skill.description);
    return {
        parts: { name: namePart(skill, scoring), length: lengthPart(length), pushiness: parts },
        length,
        useCases
    };
}
/** frontmatter_quality: a name, a long enough description, and its pushiness. */
function frontmatterQuality(skill, scoring) {
    return frontmatterFrom(measure(skill, scoring).parts);
}
/** One pushiness part: met when it has its full value. */
function pushinessCheck(check, part) {
    return {
        check,
        isMet: (p) => p.pushiness[part] === FULL.pushiness[part],
        fill: (p) => (p.pushiness[part] = FULL.pushiness[part])
    };
}
/** The checks in the order "Fix first" names them (a description of 100 characters has 40). */
const CHECKS = [
    { check: 'name', isMet: (p) => p.name > 0, fill: (p) => (p.name = FULL.name) },
    {
        check: 'length',
        isMet: (p) => p.length === FULL.length,
        fill: (p) => {
            p.length = FULL.length;
            p.pushiness.length40 = FULL.pushiness.length40;
        }
    },
    pushinessCheck('trigger-phrase', 'triggerPhrase'),
    pushinessCheck('use-cases', 'useCases'),
    pushinessCheck('activity', 'activity'),
    pushinessCheck('proactively', 'proactively'),
    pushinessCheck('load-words', 'loadWords')
];
function copyParts(parts) {
    return { ...parts, pushiness: { ...parts.pushiness } };
}
/**
 * The checks frontmatter_quality is made of, each with what it found and, when it is not met,
 * the sub-score with it met: "Fix first" re-scores from these, and names only what is missing.
 */
function frontmatterChecks(skill, scoring) {
    const { parts, length, useCases } = measure(skill, scoring);
    const allMet = copyParts(parts);
    const checks = CHECKS.map(({ check, isMet, fill }) => {
        const found = check === 'length' ? length : check === 'use-cases' ? useCases : undefined;
        const facts = { check, ...(found === undefined ? {} : { found }) };
        if (isMet(parts))
            return { ...facts, met: true };
        fill(allMet);
        const alone = copyParts(parts);
        fill(alone);
        return { ...facts, met: false, ifMet: frontmatterFrom(alone) };
    });
    return { checks, allMet: frontmatterFrom(allMet) };
}

const MAX_DIRECTIVES = 15;
const MIN_DESCRIPTION_LENGTH = 20;
const MAX_LINES_WITHOUT_REFERENCES = 800;
/** Longest link target or path quoted in a message (whole, as far as a printable line allows). */
const ECHO_CHARS = 160;
/** PurePosixPath(x).name: the last non-empty, non-`.` part of a `/`-separated path. */
function posixBaseName(path) {
    const parts = path.split('/').filter((part) => part !== '' && part !== '.');
    return parts.length === 0 ? '' : parts[parts.length - 1];
}
/** Why the description was not read, when the frontmatter did not parse. */
function unreadFrontmatter(skill) {
    const error = skill.frontmatter.yamlError;
    if (error === undefined)
        return undefined;
    const line = error.line ?? 1;
    return {
        cause: `the frontmatter is not valid YAML (line ${line}), so it counts as empty`,
        fix: `Fix the YAML error at line ${line} (reported as spec/frontmatter-yaml; usually a value to put in double quotes); this flag then judges the description you wrote.`,
        line
    };
}
/**
 * Detects the anti-patterns. `resolved` says which links and cross-references point at something
 * that exists, found the way `scoring` says (links.ts).
 */
function detectAntiPatterns(skill, folder, resolved, scoring) {
    const found = [];
    const file = skill.file;
    const descriptionLine = skill.descriptionLine ?? 1;
    const directives = skill.directives.length;
    if (directives > MAX_DIRECTIVES) {
        found.push({
            flag: 'OVER_CONSTRAINED',
            description: `${directives} MUST/NEVER/ALWAYS directives (more than ${MAX_DIRECTIVES}); explain the reasons instead of stacking commands`,
            severity: 0.1,
            file,
            // the directive that crosses the limit
            line: skill.directives[MAX_DIRECTIVES].line
        });
    }
    const descriptionLength = codePointLength$1(pyStrip(skill.description));
    // A frontmatter that is not valid YAML is scored as an empty one (as PluginEval does), so these
    // two flags fire whatever the description says: they point at the YAML error instead of asking
    // for a description the file may well have.
    const unread = unreadFrontmatter(skill);
    if (descriptionLength < MIN_DESCRIPTION_LENGTH) {
        found.push({
            flag: 'EMPTY_DESCRIPTION',
            description: unread
                ? `no description was read: ${unread.cause}`
                : `description is ${descriptionLength} characters long (minimum ${MIN_DESCRIPTION_LENGTH}); say what the skill does and when to use it`,
            severity: 0.1,
            file,
            line: unread?.line ?? descriptionLine,
            ...(unread ? { fix: unread.fix } : {})
        });
    }
    if (skill.usesDescriptionTriggering && !hasTriggerPhrase(skill.description)) {
        found.push({
            flag: 'MISSING_TRIGGER',
            description: unread
                ? `no trigger phrase was read: ${unread.cause}`
                : 'description has no trigger phrase such as "Use when …", "Use this skill when …", "Use proactively" or "Trigger when …"',
            severity: 0.15,
            file,
            line: unread?.line ?? descriptionLine,
            ...(unread ? { fix: unread.fix } : {})
        });
    }
    if (skill.lineCount > MAX_LINES_WITHOUT_REFERENCES && !folder.hasReferences) {
        found.push({
            flag: 'BLOATED_SKILL',
            description: `${skill.lineCount} lines and no references/ folder; move detail into references/ files`,
            severity: 0.1,
            file,
            // the first line past the limit
            line: MAX_LINES_WITHOUT_REFERENCES + 1
        });
    }
    found.push(...orphanReferences(skill, folder, resolved, scoring).slice(0, MAX_LISTED_PER_FLAG));
    found.push(...deadCrossReferences(skill, resolved, scoring).slice(0, MAX_LISTED_PER_FLAG));
    return found;
}
// The penalty stops growing at 10 anti-patterns (antiPatternPenalty), so listing more than this
// many links of one kind changes no score; a hostile SKILL.md with 10,000 links would otherwise
// carry 10,000 findings through every report.
const MAX_LISTED_PER_FLAG = 50;
const PLUGINEVAL_ORPHAN_FIX = 'Create the missing file directly in references/ or correct the link; PluginEval compares the last path segment of the link, anchor included, with the files at the top of references/ (the default scoring resolves the link).';
/**
 * ORPHAN_REFERENCE. PluginEval looks only when references/ exists, and compares the link's last
 * name (anchor included) with the top-level files; the default scoring flags every link whose
 * file (anchor left off) is not in references/, folder or not (deleting references/ must not
 * clear its dead links).
 */
function orphanReferences(skill, folder, resolved, scoring) {
    const referenceNames = new Set(folder.referenceFiles.map((name) => name.toLowerCase()));
    const byName = (target) => folder.hasReferences && referenceNames.has(posixBaseName(target).toLowerCase());
    if (scoring === 'plugineval' && !folder.hasReferences)
        return [];
    const found = [];
    for (const [i, link] of skill.referenceLinks.entries()) {
        const live = scoring === 'plugineval'
            ? byName(link.target)
            : (resolved.referenceLinks[i] ?? byName(link.target));
        if (live)
            continue;
        found.push({
            flag: 'ORPHAN_REFERENCE',
            description: scoring === 'plugineval'
                ? `link target references/${clipText(link.target, ECHO_CHARS)} is not a file directly inside references/`
                : `link target references/${clipText(referenceLinkFile(link.target), ECHO_CHARS)} does not exist`,
            severity: 0.05,
            file: skill.file,
            line: link.line,
            ...(scoring === 'plugineval' ? { fix: PLUGINEVAL_ORPHAN_FIX } : {})
        });
    }
    return found;
}
/** DEAD_CROSS_REF: each cross-reference that points at nothing, quoted whole. */
function deadCrossReferences(skill, resolved, scoring) {
    const found = [];
    for (const [i, crossRef] of skill.crossReferences.entries()) {
        if (resolved.crossRefs[i])
            continue;
        const whole = clipText(wholeCrossRefPath(skill.body, crossRef).path, ECHO_CHARS);
        found.push({
            flag: 'DEAD_CROSS_REF',
            description: scoring === 'plugineval'
                ? `cross-reference ${whole} does not resolve to a sibling skill or sub-skill (looked up as ${clipText(crossRef.ref, ECHO_CHARS / 2)})`
                : `cross-reference ${whole} points at nothing: not from this skill's folder, nor from the folders above it that hold skills/`,
            severity: 0.05,
            file: skill.file,
            line: crossRef.line
        });
    }
    return found;
}

/** Codex's limit on an inlined skill file, in UTF-8 bytes. */
const CODEX_CAP_BYTES = 8192;
/** The three portability findings in PluginEval's fixed order, and the sub-score. */
function harnessPortability(skill, folder) {
    const lines = skill.lineIndex;
    const findings = [];
    if (skill.utf8Bytes > CODEX_CAP_BYTES && !folder.hasReferences) {
        findings.push({
            flag: 'SKILL_OVER_CODEX_CAP',
            severity: 0.15,
            message: `SKILL.md is ${skill.utf8Bytes} bytes, over the ${CODEX_CAP_BYTES}-byte limit some harnesses inline; move detail into references/`,
            file: skill.file,
            line: 1
        });
    }
    const spellings = new Set();
    let firstToolOffset = -1;
    // the full scan is slow on long texts; run it only when a backticked tool name occurs at all
    // (and by exec from lastIndex: matchAll would copy the regex, and a fresh copy runs slowly)
    BACKTICKED_TOOL.lastIndex = 0;
    let match = BACKTICKED_TOOL_NAME.test(skill.content) ? BACKTICKED_TOOL.exec(skill.content) : null;
    for (; match !== null; match = BACKTICKED_TOOL.exec(skill.content)) {
        spellings.add((match[1] ?? match[2]));
        if (firstToolOffset === -1)
            firstToolOffset = match.index;
    }
    if (spellings.size > 0) {
        findings.push({
            flag: 'CLAUDE_TOOL_REFS',
            severity: Math.min(0.1, 0.02 * spellings.size),
            message: `names Claude Code tools in backticks (${[...spellings].join(', ')}); describe the action instead so other harnesses follow it`,
            file: skill.file,
            line: lines.lineAt(firstToolOffset)
        });
    }
    const prose = findToolProse(skill.content);
    if (prose) {
        findings.push({
            flag: 'CLAUDE_TOOL_PROSE',
            severity: 0.05,
            message: `refers to "${prose[0]}"; describe the action instead of a Claude Code tool name`,
            file: skill.file,
            line: lines.lineAt(prose.index)
        });
    }
    if (findings.length === 0)
        return { score: 1.0, findings };
    let penalty = 0;
    for (const finding of findings)
        penalty += finding.severity;
    return { score: Math.max(0.0, 1.0 - penalty), findings };
}

/** orchestration_wiring: stated inputs and outputs reward, orchestration words cost. */
function orchestrationWiring(skill, lowerContent) {
    let score = 0.7;
    if (hasOutputFormatLine(lowerContent))
        score += 0.1;
    if (OUTPUT_VERB.test(lowerContent))
        score += 0.05;
    if (INPUT_WORD.test(lowerContent))
        score += 0.1;
    if (skill.fences.length >= 2)
        score += 0.05;
    if (ORCHESTRATION_STEM.test(lowerContent))
        score -= 0.15;
    return Math.max(0.0, Math.min(1.0, score));
}
/** progressive_disclosure: a moderate length, detail moved to `references/` and `assets/`. */
function progressiveDisclosure(skill, folder) {
    const lines = skill.lineCount;
    let score = 0.0;
    if (lines >= 200 && lines <= 600)
        score += 0.6;
    else if (lines >= 100 && lines < 200)
        score += 0.5;
    else if (lines > 600 && lines <= 800)
        score += 0.4;
    else if (lines < 100)
        score += 0.2;
    else
        score += 0.15;
    if (folder.hasReferences && folder.referenceFiles.length > 0)
        score += lines > 400 ? 0.25 : 0.15;
    if (folder.hasAssets && folder.assetFiles.length > 0)
        score += 0.15;
    return Math.min(1.0, score);
}
/** structural_completeness: headings, code blocks, examples, troubleshooting, tables. */
function structuralCompleteness(skill, lowerContent) {
    let score = 0.0;
    const headings = skill.h2Count + skill.h3Count;
    if (headings >= 6)
        score += 0.2;
    else if (headings >= 4)
        score += 0.15;
    else if (headings >= 2)
        score += 0.1;
    const fences = skill.fences.length;
    if (fences >= 5)
        score += 0.2;
    else if (fences >= 3)
        score += 0.15;
    else if (fences >= 1)
        score += 0.1;
    const languages = new Set();
    for (const fence of skill.fences)
        if (fence.language !== '')
            languages.add(fence.language);
    if (languages.size >= 3)
        score += 0.15;
    else if (languages.size >= 2)
        score += 0.1;
    if (skill.hasExamples)
        score += 0.15;
    if (skill.hasTroubleshooting)
        score += 0.15;
    if (TABLE_LINE.test(skill.content))
        score += 0.1;
    if (DECISION_WORDS.some((word) => lowerContent.includes(word)))
        score += 0.05;
    return Math.min(1.0, score);
}
/** token_efficiency: few MUST / NEVER / ALWAYS per line and few repeated lines. */
function tokenEfficiency(skill) {
    let score = 1.0;
    const density = skill.directives.length / Math.max(skill.lineCount, 1);
    if (density > 0.5)
        score -= 0.4;
    else if (density > 0.2)
        score -= 0.2;
    else if (density > 0.1)
        score -= 0.1;
    let total = 0;
    const unique = new Set();
    // the lines of Python's `str.splitlines()` of the normalised text, walked in place
    const text = skill.content;
    const onlyNewlines = !PY_LINE_BREAKS.hasOther(text);
    for (let start = 0;;) {
        let end = PY_LINE_BREAKS.next(text, start, onlyNewlines);
        if (end === -1)
            end = text.length;
        const stripped = pyStripRange(text, start, end);
        if (stripped !== '' && !text.startsWith('---', start)) {
            total++;
            unique.add(stripped);
        }
        if (end === text.length)
            break;
        start = end + 1;
    }
    if (total > 0) {
        const ratio = 1.0 - unique.size / total;
        score -= ratio * 0.4;
    }
    return Math.max(0.0, Math.min(1.0, score));
}
/** ecosystem_coherence: cross-references and "related" / "see also" wording. */
function ecosystemCoherence(skill, lowerContent) {
    let score = 0.5;
    const refs = skill.crossReferences.length;
    if (refs > 0)
        score += Math.min(0.25, refs * 0.08);
    if (RELATED_WORDS.test(lowerContent))
        score += 0.25;
    return Math.min(1.0, score);
}

/** Weights of the sub-scores in the static layer score, in the order they are summed. */
const STATIC_WEIGHTS = [
    ['frontmatter_quality', 0.32],
    ['orchestration_wiring', 0.23],
    ['progressive_disclosure', 0.14],
    ['structural_completeness', 0.1],
    ['token_efficiency', 0.09],
    ['ecosystem_coherence', 0.06],
    ['harness_portability', 0.06]
];
/** The anti-pattern multiplier: 5 % per flag whatever its severity, floored at 0.5. */
function antiPatternPenalty$1(count) {
    return Math.max(0.5, 1.0 - 0.05 * count);
}
/** Weighted sum of the sub-scores in table order (the order fixes the float result). */
function rawStaticScore(subScores) {
    let raw = 0;
    for (const [name, weight] of STATIC_WEIGHTS)
        raw += subScores[name] * weight;
    return raw;
}
/** Scores one parsed skill. */
function scoreStatic({ skill, folder, resolved, scoring }) {
    const lowerContent = skill.content.toLowerCase();
    const portability = harnessPortability(skill, folder);
    const subScores = {
        frontmatter_quality: frontmatterQuality(skill, scoring),
        orchestration_wiring: orchestrationWiring(skill, lowerContent),
        progressive_disclosure: progressiveDisclosure(skill, folder),
        structural_completeness: structuralCompleteness(skill, lowerContent),
        token_efficiency: tokenEfficiency(skill),
        ecosystem_coherence: ecosystemCoherence(skill, lowerContent),
        harness_portability: portability.score
    };
    const antiPatterns = detectAntiPatterns(skill, folder, resolved, scoring);
    const score = rawStaticScore(subScores) * antiPatternPenalty$1(antiPatterns.length);
    return {
        status: 'ok',
        score: Math.max(0, Math.min(1, score)),
        subScores,
        antiPatterns,
        portability: portability.findings,
        // the name is whatever the frontmatter holds (a 1,000-level list, a 60 KB string): echo it cut
        metadata: { skillName: boundedValue(skill.name), lineCount: skill.lineCount },
        frontmatterChecks: frontmatterChecks(skill, scoring)
    };
}

// The listings of one skill's folders, each read once and shared by everything that looks at the
// folder: the reader (which file is SKILL.md, what references/ and assets/ hold), the eval files,
// the spec rules' linked files and the security scan (which files it reads). Entries are what
// readdir reports: links are not followed here. The discovery walk has listed the skill's folders
// already; those listings are taken over rather than read again.
// Looked up by name, once per listing: the folder above the skills (hundreds of siblings) is asked
// for every cross-reference of every skill, and scanning it each time grows with the square of
// the skills. Keyed by the listing itself, which the discovery walk shares between skills.
const listedNames = new WeakMap();
function namesOf$1(entries) {
    let names = listedNames.get(entries);
    if (names === undefined) {
        const exact = new Map();
        // the first entry of a name, as a search of the listing finds it
        for (const entry of entries)
            if (!exact.has(entry.name))
                exact.set(entry.name, entry);
        let lowered;
        names = {
            exact,
            lowered: () => (lowered ??= new Set(entries.map((entry) => entry.name.toLowerCase())))
        };
        listedNames.set(entries, names);
    }
    return names;
}
class FolderListing {
    dir;
    walked;
    listed = new Map();
    kept = new Map();
    /** `dir` is the skill folder; `walked`, what the discovery walk listed under it. */
    constructor(dir, walked) {
        this.dir = dir;
        this.walked = walked;
    }
    /** The real path of the skill folder when the discovery walk proved it inside its root. */
    get realDir() {
        return this.walked?.realPaths.get(this.dir);
    }
    /** The listing of the folder above, when the discovery walk kept it (else undefined). */
    parentListing() {
        const parent = path__default.dirname(this.dir);
        return this.walked?.entries.has(parent) ? new FolderListing(parent, this.walked) : undefined;
    }
    /**
     * Keeps the whole bytes of the regular file `rel` a reader has just read, for the one later
     * reader that wants them all (the content hash), so the file is not read twice.
     */
    keepBytes(rel, read) {
        if (!read.truncated)
            this.kept.set(rel, read);
    }
    /** The bytes kept for `rel`, handed over once (then forgotten, so memory is not held). */
    takeBytes(rel) {
        const read = this.kept.get(rel);
        this.kept.delete(rel);
        return read;
    }
    /** The entries of `rel` ('.' for the skill folder itself), read on first ask; rejects as readdir does. */
    entries(rel) {
        try {
            return Promise.resolve(this.entriesSync(rel));
        }
        catch (error) {
            return Promise.reject(error);
        }
    }
    /**
     * The entries of `rel`, like entries() but in place (throws as readdirSync does): a small folder
     * is listed faster in place than through the thread pool and back.
     */
    entriesSync(rel) {
        let listing = this.listed.get(rel);
        if (listing === undefined) {
            const folder = path__default.join(this.dir, rel);
            try {
                listing = {
                    entries: this.walked?.entries.get(folder) ?? readdirSync(folder, { withFileTypes: true })
                };
            }
            catch (error) {
                listing = { error: error };
            }
            this.listed.set(rel, listing);
        }
        if ('error' in listing)
            throw listing.error;
        return listing.entries;
    }
    /**
     * The entry `rel` (a POSIX path inside the folder) names when every folder on the way is a real
     * folder, not a link: then the path stays inside the skill folder without a look at real paths.
     * 'missing' when a name on the way is not there in any letter case (a case-insensitive file
     * system would find it otherwise). Undefined when only the file system can tell: a link or
     * anything but a folder on the way, `..`, a folder that cannot be listed.
     */
    plainEntry(rel) {
        const names = rel.split('/').filter((name) => name !== '' && name !== '.');
        if (names.length === 0 || names.includes('..'))
            return undefined;
        let folder = '.';
        for (const [i, name] of names.entries()) {
            let entries;
            try {
                entries = this.entriesSync(folder);
            }
            catch {
                return undefined;
            }
            const listed = namesOf$1(entries);
            const entry = listed.exact.get(name);
            if (entry === undefined)
                return listed.lowered().has(name.toLowerCase()) ? undefined : 'missing';
            // `file/` names a folder: only the file system says what a file there means
            if (i === names.length - 1)
                return rel.endsWith('/') && !entry.isDirectory() ? undefined : entry;
            if (!entry.isDirectory())
                return undefined;
            folder = folder === '.' ? name : `${folder}/${name}`;
        }
        return undefined;
    }
}

const SPEC_RULES = {
    'spec/frontmatter-missing': {
        severity: 'error',
        summary: 'SKILL.md begins with a YAML frontmatter block delimited by `---` lines.'
    },
    'spec/frontmatter-yaml': {
        severity: 'error',
        summary: 'The frontmatter is valid YAML and a mapping of fields, with no key written twice.'
    },
    'spec/skill-file-name': {
        severity: 'warning',
        summary: 'The skill file is named `SKILL.md` (a lowercase `skill.md` is read, as skills-ref reads ' +
            'it, and one next to a `SKILL.md` is ignored).'
    },
    'spec/name-required': { severity: 'error', summary: '`name` is present and not empty.' },
    'spec/name-type': { severity: 'error', summary: '`name` is a string.' },
    'spec/name-length': {
        severity: 'error',
        summary: '`name` is at most 64 characters (after NFKC normalisation).'
    },
    'spec/name-format': {
        severity: 'error',
        summary: '`name` is lowercase, uses only a–z, 0–9 and `-` (Unicode letters and digits with ' +
            '`--allow-unicode-names` or the `allow-unicode-names` input), does not start or end with ' +
            '`-` and has no `--`.'
    },
    'spec/name-directory': {
        severity: 'error',
        summary: '`name` equals the NFKC-normalised name of the skill directory.'
    },
    'spec/description-required': {
        severity: 'error',
        summary: '`description` is present and not blank.'
    },
    'spec/description-type': { severity: 'error', summary: '`description` is a string.' },
    'spec/description-length': {
        severity: 'error',
        summary: '`description` is at most 1,024 characters.'
    },
    'spec/compatibility-type': {
        severity: 'error',
        summary: '`compatibility`, when present, is a string.'
    },
    'spec/compatibility-length': {
        severity: 'error',
        summary: '`compatibility`, when present, is 1–500 characters (an empty one, which skills-ref ' +
            'accepts, is a warning).'
    },
    'spec/metadata-type': { severity: 'error', summary: '`metadata` is a mapping.' },
    'spec/metadata-value-type': {
        severity: 'warning',
        summary: 'Each `metadata` value is a string, not a nested mapping or list (skills-ref accepts them, ' +
            'turned into strings).'
    },
    'spec/metadata-value-unquoted': {
        severity: 'warning',
        summary: 'A `metadata` value that YAML reads as a number, boolean, date or null; quote it to make it ' +
            'the string the spec requires.'
    },
    'spec/license-type': {
        severity: 'warning',
        summary: '`license`, when present, is a string (skills-ref does not check it).'
    },
    'spec/allowed-tools-type': {
        severity: 'warning',
        summary: '`allowed-tools`, when present, is a space-separated string (skills-ref does not check it).'
    },
    'spec/allowed-tools-list': {
        severity: 'warning',
        summary: '`allowed-tools` written as a YAML list (a Claude Code form); the spec defines a ' +
            'space-separated string.'
    },
    'spec/unknown-field': {
        severity: 'warning',
        summary: 'A top-level field that is neither a spec field nor an accepted platform extension ' +
            '(an error with `--unknown-fields error` or the `unknown-fields: error` input).'
    },
    'spec/platform-field': {
        severity: 'notice',
        summary: 'Top-level fields accepted as platform extensions (Claude Code fields the spec does not ' +
            'define); a warning or an error per field with `--platform-fields warn` or `error` (the ' +
            '`platform-fields` input).'
    },
    'spec/missing-file': {
        severity: 'error',
        summary: 'A relative markdown link in SKILL.md names a file that does not exist in the skill ' +
            'folder (error); a written path under references/, scripts/ or assets/ that the text runs ' +
            'or directs the agent at is a warning, a notice when a sibling skill it names holds it.'
    },
    'spec/link-outside': {
        severity: 'notice',
        summary: 'A relative link or path in SKILL.md leads outside the skill folder (`../`, an absolute ' +
            'path, a symbolic link); it is not followed, and the file is not part of the skill.'
    },
    'spec/links-unchecked': {
        severity: 'warning',
        summary: 'SKILL.md links more than 1,000 distinct paths; the rest were not checked for ' +
            '`spec/missing-file`.'
    },
    'spec/file-lines': {
        severity: 'warning',
        summary: 'Recommendation: SKILL.md as a whole (frontmatter and body) is at most 500 lines.'
    },
    'spec/body-tokens': {
        severity: 'warning',
        summary: 'Recommendation: the body is at most ~5,000 tokens (UTF-16 length / 4).'
    }
};

function finding(ruleId, file, line, message) {
    return { file, line, ruleId, source: 'spec', severity: SPEC_RULES[ruleId].severity, message };
}
/** The file sitting next to `skillFile` under `name`. */
function sibling(skillFile, name) {
    const slash = skillFile.lastIndexOf('/');
    return slash === -1 ? name : `${skillFile.slice(0, slash + 1)}${name}`;
}
/** A lowercase `skill.md` is read, with a warning; next to a `SKILL.md` it is ignored, and said so. */
function skillFileNameFindings(choice, skillFile) {
    if (choice.name === LOWERCASE_SKILL_FILE_NAME) {
        return [
            finding('spec/skill-file-name', skillFile, 1, `The skill file is named ${LOWERCASE_SKILL_FILE_NAME}; rename it to ${SKILL_FILE_NAME}, the name the spec and agents look for.`)
        ];
    }
    if (choice.lowercaseIgnored) {
        return [
            finding('spec/skill-file-name', sibling(skillFile, LOWERCASE_SKILL_FILE_NAME), 1, `Both ${SKILL_FILE_NAME} and ${LOWERCASE_SKILL_FILE_NAME} are here; ${SKILL_FILE_NAME} is read and ${LOWERCASE_SKILL_FILE_NAME} is ignored. Merge it into ${SKILL_FILE_NAME} and delete it.`)
        ];
    }
    return [];
}
/** One error per key written twice, at the later occurrence, naming both lines. */
function duplicateKeyFindings(frontmatter, skillFile) {
    const listed = frontmatter.duplicateKeys ?? [];
    const unlisted = (frontmatter.duplicateKeyCount ?? listed.length) - listed.length;
    return listed.map(({ key, firstLine, line }, index) => {
        const more = index === listed.length - 1 && unlisted > 0 ? ` (${unlisted} more duplicate keys)` : '';
        return finding('spec/frontmatter-yaml', skillFile, line, `The key ${JSON.stringify(key)} is written twice, on lines ${firstLine} and ${line}: YAML 1.2 and skills-ref reject the file, and PluginEval keeps only the last value. Remove one.${more}`);
    });
}

// The pipeline's entry point for one skill folder: read, parse and score the static layer.
// Never throws: every failure becomes an entry in `errors` and the skill is left unscored.
/** Display name: a non-empty frontmatter name, else the folder name; cut to a printable length. */
function displayName(name, dirName) {
    if (name === null || name === undefined || name === '')
        return dirName;
    if (typeof name === 'string')
        return clipText(name);
    if (name instanceof Date)
        return name.toISOString().slice(0, 10);
    if (typeof name === 'object')
        return previewValue(name).text;
    return clipText(String(name));
}
/**
 * Reads, parses and statically scores the skill in `dir`; paths are reported relative to `root`.
 * `listing` lists the folder, and keeps what it listed for whoever reads the skill next.
 */
async function evaluateStatic(dir, root, listing, scoring = DEFAULT_SCORING) {
    const evaluation = {
        dir: String(dir),
        relPath: String(dir),
        skillFile: `${String(dir)}/${SKILL_FILE_NAME}`,
        name: String(dir),
        content: null,
        frontmatter: null,
        static: null,
        errors: [],
        findings: []
    };
    try {
        await evaluateInto(evaluation, { dir, root, listing, scoring });
    }
    catch (error) {
        evaluation.static = null;
        evaluation.errors.push({
            code: 'internal',
            message: `unexpected failure: ${ioMessage(error)}`,
            file: evaluation.skillFile
        });
    }
    return evaluation;
}
async function evaluateInto(evaluation, where) {
    const { dir, root, listing, scoring } = where;
    const absDir = path__default.resolve(dir);
    const relPath = relativePosix(path__default.resolve(root), absDir);
    const dirName = path__default.basename(absDir);
    const skillFileAt = (name) => (relPath === '.' ? name : `${relPath}/${name}`);
    Object.assign(evaluation, {
        dir: absDir,
        relPath,
        skillFile: skillFileAt(SKILL_FILE_NAME),
        name: dirName
    });
    const listed = listing ?? new FolderListing(absDir);
    const located = await locateSkillFile(listed, relPath);
    if (!located.ok) {
        evaluation.errors.push(located.error);
        return;
    }
    const skillFile = skillFileAt(located.value.name);
    evaluation.skillFile = skillFile;
    evaluation.findings.push(...skillFileNameFindings(located.value, skillFile));
    const walked = walkedSkillFile(listed, located.value.name);
    const text = walked !== undefined
        ? readRegularSkillFile(walked, located.value.name, skillFile, (read) => listed.keepBytes(located.value.name, read))
        : await readSkillText(absDir, skillFile, await realpath(path__default.resolve(root)).catch(() => undefined), located.value.name);
    if (!text.ok) {
        evaluation.errors.push(text.error);
        return;
    }
    evaluation.content = text.value;
    const parsed = await parseSkillLoadingYaml(text.value, dirName, skillFile);
    const frontmatter = parsed.ok ? parsed.skill.frontmatter : (parsed.frontmatter ?? null);
    evaluation.frontmatter = frontmatter;
    if (frontmatter)
        evaluation.findings.push(...duplicateKeyFindings(frontmatter, skillFile));
    if (!parsed.ok) {
        evaluation.errors.push(parsed.error);
        return;
    }
    const skill = parsed.skill;
    evaluation.name = displayName(skill.name, dirName);
    const folder = await readFolderFacts(listed, relPath);
    if (!folder.ok) {
        evaluation.errors.push(folder.error);
        return;
    }
    const resolved = await resolveLinks(skill, absDir, root, scoring, listed);
    evaluation.static = scoreStatic({ skill, folder: folder.value, resolved, scoring });
}

// skill-validator's size profile of a SKILL.md (its measurements and its warnings), reproduced
// with its quirks so numbers match that tool. It is informational: the findings are notices and
// nothing here feeds a score.
// The size profile's token count is skill-validator's estimate, ceil(UTF-16 code units / 4), the
// rule src/llm/tokens.ts owns. Still exported from here for the spec rules, which import it from
// this module.
/** Tier limits (inclusive upper bounds except compact, which is `< COMPACT_BELOW`). */
const COMPACT_BELOW = 400;
const DETAILED_MAX = 2500;
const STANDARD_MAX = 5000;
/** Size-warning limits; they deliberately differ from the tier limits at the low end. */
const SPARSE_BELOW = 200;
const APPROACHING_ABOVE = 2500;
const LARGE_ABOVE = 5000;
// `^` matches at every line start (multiline), so two `---` lines anywhere count as front matter
// (a quirk skill-validator documents; kept so the same files count as having front matter).
const LOOSE_FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---/m;
// Body extraction is anchored at the start of the file and eats one optional newline after `---`.
const LEADING_FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/;
// The line patterns (JavaScript `^` with the multiline flag: a line starts after \n, \r, U+2028 or
// U+2029), each written without its `^` and tried, sticky, only at line starts whose first
// character can begin it. 1–4 `#` then whitespace; `#` lines inside code blocks count too, as in
// the reference.
const SECTION_AT = /#{1,4}\s/y;
const NUMBERED_STEP_AT = /\d+\.\s/y;
const BULLET_AT = /[-*]\s/y;
const WHEN_TO_USE_HEADING_AT = /#{1,4}\s+when to use/iy;
const WHEN_NOT_TO_USE_HEADING_AT = /#{1,4}\s+when not to use/iy;
// the line starts a multiline `^` sees
const JS_LINE_BREAKS = new LineBreaks(['\n', '\r', '\u2028', '\u2029']);
const CODE_FENCE = '```';
// A token count with the separators en-US writes (12,345), fixed so reports do not depend on the
// machine running them. Not Intl.NumberFormat: building one loads the locale data, some 10 ms of
// every run's start.
const thousands = (count) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');
/** The profile's rules (all notices), for renderers that describe rules (README, SARIF). */
const PROFILE_RULES = {
    'profile/size-large': 'SKILL.md is over 5,000 tokens (the "comprehensive" range).',
    'profile/size-approaching-large': 'SKILL.md is 2,501–5,000 tokens, near the "comprehensive" range.',
    'profile/size-small': 'SKILL.md is under 200 tokens, possibly too sparse to guide an agent.',
    'profile/no-sections': 'The body has no heading of level 1–4.',
    'profile/no-code-blocks': 'The body has no fenced code block.',
    'profile/no-numbered-steps': 'The body has no numbered step (`1. `) at the start of a line.',
    'profile/no-frontmatter': 'No `---` front matter block was found.'
};
function complexityTier(tokenCount) {
    if (tokenCount < COMPACT_BELOW)
        return 'compact';
    if (tokenCount <= DETAILED_MAX)
        return 'detailed';
    if (tokenCount <= STANDARD_MAX)
        return 'standard';
    return 'comprehensive';
}
/** The counts of the line patterns in `body`, from one walk over its line starts. */
function lineCounts(body) {
    const counts = {
        sectionCount: 0,
        numberedStepCount: 0,
        bulletCount: 0,
        hasWhenToUse: false,
        hasWhenNotToUse: false
    };
    const onlyNewlines = !JS_LINE_BREAKS.hasOther(body);
    for (let at = 0;;) {
        const first = body.charCodeAt(at);
        if (first === 0x23 /* # */) {
            if (testFrom(SECTION_AT, body, at))
                counts.sectionCount++;
            if (!counts.hasWhenToUse)
                counts.hasWhenToUse = testFrom(WHEN_TO_USE_HEADING_AT, body, at);
            if (!counts.hasWhenNotToUse)
                counts.hasWhenNotToUse = testFrom(WHEN_NOT_TO_USE_HEADING_AT, body, at);
        }
        else if (first >= 0x30 && first <= 0x39) {
            if (testFrom(NUMBERED_STEP_AT, body, at))
                counts.numberedStepCount++;
        }
        else if (first === 0x2d /* - */ || first === 0x2a /* * */) {
            if (testFrom(BULLET_AT, body, at))
                counts.bulletCount++;
        }
        const lineBreak = JS_LINE_BREAKS.next(body, at, onlyNewlines);
        if (lineBreak === -1)
            return counts;
        at = lineBreak + 1;
    }
}
function countOccurrences(text, literal) {
    let count = 0;
    for (let at = text.indexOf(literal); at !== -1; at = text.indexOf(literal, at + literal.length))
        count++;
    return count;
}
/**
 * Measures `content` (the SKILL.md text as read; skill-validator measures the raw file, so CRLF
 * files count one more code unit per line there than after newline normalisation) and returns the
 * profile plus its warnings, in the reference's order, as notices pointing at `skillFile`.
 */
function profileSkill(content, skillFile) {
    const body = content.replace(LEADING_FRONTMATTER, '');
    const tokenCount = estimateTokens(content);
    const lines = lineCounts(body);
    const profile = {
        tokenCount,
        complexityTier: complexityTier(tokenCount),
        sectionCount: lines.sectionCount,
        codeBlockCount: Math.floor(countOccurrences(body, CODE_FENCE) / 2),
        numberedStepCount: lines.numberedStepCount,
        bulletCount: lines.bulletCount,
        hasFrontmatter: LOOSE_FRONTMATTER.test(content),
        hasWhenToUse: lines.hasWhenToUse,
        hasWhenNotToUse: lines.hasWhenNotToUse
    };
    return { profile, findings: profileWarnings(profile, skillFile) };
}
function profileWarnings(profile, skillFile) {
    const notice = (ruleId, message) => ({
        file: skillFile,
        ruleId,
        source: 'profile',
        severity: 'notice',
        message
    });
    const findings = [];
    const tokens = profile.tokenCount;
    if (tokens > LARGE_ABOVE) {
        findings.push(notice('profile/size-large', `Skill is ${thousands(tokens)} tokens; "comprehensive" skills lowered task success ` +
            'by 2.9 percentage points on average in SkillsBench. Consider splitting it into 2–3 ' +
            'focused skills.'));
    }
    else if (tokens > APPROACHING_ABOVE) {
        findings.push(notice('profile/size-approaching-large', `Skill is ${thousands(tokens)} tokens, approaching the "comprehensive" range ` +
            'where the gains from a skill shrink.'));
    }
    else if (tokens < SPARSE_BELOW) {
        findings.push(notice('profile/size-small', `Skill is only ${tokens} tokens; it may be too sparse to give actionable guidance.`));
    }
    if (profile.sectionCount === 0) {
        findings.push(notice('profile/no-sections', 'No section headers; agents navigate structured documents more reliably.'));
    }
    if (profile.codeBlockCount === 0) {
        findings.push(notice('profile/no-code-blocks', 'No code blocks; concrete snippets and commands help agents act.'));
    }
    if (profile.numberedStepCount === 0) {
        findings.push(notice('profile/no-numbered-steps', 'No numbered workflow steps; agents follow sequenced procedures more reliably.'));
    }
    if (!profile.hasFrontmatter) {
        findings.push(notice('profile/no-frontmatter', 'No YAML front matter; agents use the name and description to discover a skill.'));
    }
    return findings;
}

// Where a fenced code block ends: one test for every reader of markdown fences (the link
// extraction and the security scan), so they cannot disagree on which lines are code.
/**
 * The line closes a block opened with `marker` (three or more backticks or tildes): after any white
 * space and `>`, a run of the marker's character at least as long, then only white space.
 */
function closesFence(line, marker) {
    // The usual closing line, and the many lines of a block that do not hold the marker, are known
    // without a trimmed copy of the line.
    if (line === marker)
        return true;
    if (!line.includes(marker))
        return false;
    const trimmed = line.replace(/^[\s>]*/, '').trimEnd();
    if (trimmed.length < marker.length)
        return false;
    for (let i = 0; i < trimmed.length; i++)
        if (trimmed[i] !== marker[0])
            return false;
    return true;
}

// Whether a line of a markdown file is shown as an example of what to detect or avoid (an
// attacker's payload quoted by a security review skill, a "bad" pattern in a best-practices page)
// rather than something the text directs the agent to run. Security skills quote attacks; their
// findings are worth a note, not a failed check. The signal is the text's own framing, read where
// a reader reads it, nearest first:
//   1. the prose nearest the code: for a line in a fenced block, the paragraph that leads into the
//      block; for a prose line, the line itself; code spans cut out of both (a host called
//      "attacker" or a path `setup/` inside code frames nothing);
//   2. for a block, a comment on the line or on the block's first line (`# VULNERABLE`), which
//      can mark it as an example but never as a direction;
//   3. the headings above it, nearest first.
// The first of these that says something decides: words of attack or weakness make it an
// example; an order to run, install or set something up, or a "good"/"recommended" label, makes
// it a direction, and a direction wins over an example in the same piece of text unless a
// negation governs the order ("never run …"). Nothing said anywhere is a direction: the default
// is that text means what it says. A skill whose own description is about security review may
// also mention a payload in a sentence that explains it; for such a skill an undirected prose
// line is an example too (a code block still needs framing).
// It is hard to abuse: to be lowered, a payload has to be presented, where the agent reads it, as
// an attack or a thing not to do, with no order to run it nearby; the agent reads the same
// framing. A lowered finding is still reported (at low), never dropped.
const FENCE_OPEN$2 = /^[\s>]*(`{3,}|~{3,})/;
const HEADING$1 = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const THEMATIC_BREAK = /^ {0,3}(?:-{3,}|\*{3,}|_{3,})\s*$/;
const INLINE_CODE$2 = /(`+)[^`\n]*?\1/g;
/** A comment in a code block: shell, Python, YAML (`#`), C-like and JavaScript (`//`), SQL. */
const CODE_COMMENT = /(?:^|\s)(?:#|\/\/|--)\s*(.*)$/;
/**
 * Words that present code as an attack, a weakness or a thing not to do. Only words with no
 * everyday meaning near a command ("avoid", "detect" are left out: "to avoid errors, run …").
 */
const EXAMPLE_WORDS = /\b(?:attack(?:s|er|ers|er's|ers')?|malicious|malware|exploit\w*|payloads?|vulnerab\w*|insecure|unsafe|dangerous|risky|anti-?patterns?|red[- ]flags?|backdoor\w*|compromised|threats?|suspicious|evil|injection|obfuscat\w*|exfiltrat\w*|reverse[- ]shells?|trojan\w*|typosquat\w*|bad|wrong)\b|❌|🚫/iu;
/** A negation that governs a run verb: "never run", "do not execute", "don't pipe". */
const NEGATED$1 = /\b(?:never|do not|don'?t|must not|should not)\s+(?:\w+\s+){0,2}?(?:run|execute|pipe|use|install|paste|copy)\b/i;
/**
 * Orders and labels that direct the reader to run the code: an imperative at the start of a
 * clause or after words that introduce one ("then run", "you should install"), or a label of
 * set-up and recommended practice. A verb in a description ("downloads and executes") is no order.
 */
const DIRECTIVE_WORDS = /(?:^|[.:;!?,]\s+|\b(?:please|then|first|now|to|you can|you should|must|always)\s+)(?:run|execute|install|paste|type|invoke|set up)\b|\b(?:installation|setup|set-up|getting started|quick ?start|prerequisites|how to use|good|correct|recommended|preferred|fixed|secure version|safe version)\b|✅|✔/iu;
/** A comment that denies what its words say ("not malicious"): it frames nothing. */
const DENIAL = /\b(?:not|no|non|isn'?t|never)\b/i;
/** What a piece of framing text says about the code it frames (bounded: framing is short). */
function framingOf(text) {
    const piece = text.length > 600 ? text.slice(0, 600) : text;
    if (piece.trim() === '')
        return undefined;
    const example = EXAMPLE_WORDS.test(piece);
    const negated = NEGATED$1.test(piece);
    if (negated)
        return 'example';
    if (DIRECTIVE_WORDS.test(piece))
        return 'direction';
    return example ? 'example' : undefined;
}
const MAX_LEAD_IN_LINES = 3;
/** `blockOf` of a line inside an HTML comment. */
const HIDDEN$1 = -2;
/** One pass over a markdown file: its fenced blocks, its headings and which of them is over each line. */
class ExampleContext {
    lines;
    blockOf;
    headingOf;
    blocks = [];
    headings = [];
    constructor(text) {
        this.lines = text.split('\n');
        this.blockOf = new Int32Array(this.lines.length + 2).fill(-1);
        this.headingOf = new Int32Array(this.lines.length + 2).fill(-1);
        let marker = null;
        let current = -1;
        let inComment = false;
        for (let i = 0; i < this.lines.length; i++) {
            const line = this.lines[i];
            const number = i + 1;
            // An HTML comment is hidden when rendered: nothing in it is an example a reader sees.
            if (inComment || (marker === null && line.includes('<!--'))) {
                this.blockOf[number] = HIDDEN$1;
                inComment = !line.includes('-->', inComment ? 0 : line.indexOf('<!--') + 4);
                this.headingOf[number] = current;
                continue;
            }
            if (marker !== null) {
                if (closesFence(line, marker)) {
                    this.blocks[this.blocks.length - 1].last = number;
                    marker = null;
                }
                else
                    this.blockOf[number] = this.blocks.length - 1;
            }
            else {
                const fence = FENCE_OPEN$2.exec(line);
                const heading = fence === null ? HEADING$1.exec(line) : null;
                if (fence !== null) {
                    marker = fence[1];
                    this.blocks.push({ first: number + 1, last: this.lines.length, leadIn: this.leadIn(i) });
                }
                else if (heading !== null) {
                    const level = heading[1].length;
                    let parent = current;
                    while (parent !== -1 && this.headings[parent].level >= level)
                        parent = this.headings[parent].parent;
                    this.headings.push({ text: heading[2], level, parent });
                    current = this.headings.length - 1;
                }
            }
            this.headingOf[number] = current;
        }
    }
    /** The prose lines right above line index `fenceIndex` (0-based), up to a blank line after text. */
    leadIn(fenceIndex) {
        const taken = [];
        for (let i = fenceIndex - 1; i >= 0 && taken.length < MAX_LEAD_IN_LINES; i--) {
            const line = this.lines[i];
            if (line.trim() === '') {
                if (taken.length > 0)
                    break;
                continue;
            }
            // a fence, a heading or a rule (the frontmatter's `---` among them) ends the paragraph
            if (FENCE_OPEN$2.test(line) || HEADING$1.test(line) || THEMATIC_BREAK.test(line))
                break;
            taken.unshift(line);
        }
        return taken.join(' ');
    }
    /** The prose right at line `line`: the paragraph leading into its block, or the line itself. */
    nearbyOf(line) {
        if (line < 1 || line > this.lines.length)
            return '';
        const block = this.blockOf[line];
        return block >= 0 ? this.blocks[block].leadIn : this.lines[line - 1];
    }
    /**
     * The prose a reader sees with line `line`: what `nearbyOf` gives and the headings above it.
     * Words there say what a command on the line is for.
     */
    surroundingsOf(line) {
        if (line < 1 || line > this.lines.length)
            return '';
        const parts = [this.nearbyOf(line)];
        for (let h = this.headingOf[line]; h !== -1; h = this.headings[h].parent)
            parts.push(this.headings[h].text);
        return parts.join('\n');
    }
    /**
     * Why line `line` (1-based) reads as an example of what to detect or avoid, or undefined when
     * the text directs it or says nothing about it. `securitySkill`: the skill's description says it
     * reviews or detects security problems, so a line nobody directs is read as quoted.
     */
    exampleAt(line, securitySkill = false) {
        if (line < 1 || line > this.lines.length)
            return undefined;
        const block = this.blockOf[line];
        if (block === HIDDEN$1)
            return undefined;
        // The prose nearest the code speaks first: an order there is not outweighed by a comment.
        const near = (block === -1 ? this.lines[line - 1] : this.blocks[block].leadIn).replace(INLINE_CODE$2, ' ');
        const nearVerdict = framingOf(near);
        if (nearVerdict === 'direction')
            return undefined;
        if (block !== -1) {
            // A comment in the block can only mark it as an example (`# VULNERABLE`): a comment that
            // reads like an order is often the attacker's own label, quoted with the rest.
            const first = this.blocks[block].first;
            for (const at of first === line ? [line] : [line, first]) {
                const comment = commentOf(this.lines[at - 1]);
                if (!DENIAL.test(comment) && framingOf(comment) === 'example')
                    return 'shown as an example (a comment in the block)';
            }
        }
        if (nearVerdict === 'example')
            return `shown as an example (${block === -1 ? 'the sentence around it' : 'the text before the block'})`;
        for (let h = this.headingOf[line]; h !== -1; h = this.headings[h].parent) {
            const verdict = framingOf(this.headings[h].text);
            if (verdict === 'direction')
                return undefined;
            if (verdict === 'example')
                return `shown as an example (the heading "${clip(this.headings[h].text)}")`;
        }
        // A sentence of a security skill that mentions a command without an order quotes it; a code
        // block, which an agent may run as it stands, needs framing of its own.
        return securitySkill && block === -1
            ? 'mentioned in a sentence of a security review skill, not directed'
            : undefined;
    }
}
function commentOf(line) {
    const found = CODE_COMMENT.exec(line);
    return found === null ? '' : found[1];
}
const clip = (text) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
/** A description that says the skill reviews, audits or detects security problems. */
const SECURITY_PURPOSE = /\b(?:security|vulnerab\w*|threats?|malicious|malware|attacks?|exploits?|audit\w*|pentest\w*|penetration)\b/i;
function isSecurityReviewSkill(description) {
    return SECURITY_PURPOSE.test(description.slice(0, 2000));
}
/**
 * `hits` of one markdown file with those `applies` selects lowered to low where the file shows
 * their line as an example; `context` is asked for only when some hit needs it (the file's one
 * context, worked out once).
 */
function lowerShownExamples(hits, context, securitySkill, applies) {
    return hits.map((hit) => {
        const severity = hit.severity ?? securityRule(hit.ruleId).severity;
        if (severityRank(severity) <= severityRank('low') || !applies(hit))
            return hit;
        const why = context().exampleAt(hit.line, securitySkill);
        return why === undefined ? hit : { ...hit, severity: 'low', message: `${hit.message} (${why})` };
    });
}

const MAX_EVIDENCE_CHARS = 160;
// Controls, format characters (zero-width, bidi), tag characters, line/paragraph separators.
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** `text` cut to the evidence length with every control or invisible character escaped. */
function evidenceOf(text) {
    const clipped = clipText(text.trim(), MAX_EVIDENCE_CHARS);
    return clipped.replace(HIDDEN, (char) => {
        const code = char.codePointAt(0) ?? 0;
        return code > 0xffff
            ? `\\u{${code.toString(16).toUpperCase()}}`
            : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    });
}
function securityFinding(input) {
    const rule = securityRule(input.ruleId);
    return {
        ruleId: rule.id,
        severity: input.severity ?? rule.severity,
        file: input.file,
        line: Math.max(1, input.line),
        message: input.message,
        evidence: evidenceOf(input.evidence),
        cwe: rule.cwe,
        owasp: rule.owasp
    };
}

function specFinding(ctx, ruleId, message, line, severity = SPEC_RULES[ruleId].severity) {
    return { file: ctx.skillFile, line, ruleId, source: 'spec', severity, message };
}
/** The line of a top-level key, else 1 (the frontmatter opens on line 1 when it exists at all). */
function keyLine(frontmatter, key) {
    const lines = frontmatter.keyLines;
    if (typeof lines !== 'object' || lines === null || !Object.hasOwn(lines, key))
        return 1;
    const line = lines[key];
    return typeof line === 'number' && Number.isSafeInteger(line) && line >= 1 ? line : 1;
}

// The spec's size recommendations (not enforced by skills-ref, hence switchable warnings): the
// line advice is about the whole SKILL.md ("keep it under 500 lines"), the token advice about the
// instructions loaded on activation, the body.
const MAX_FILE_LINES = 500;
const MAX_BODY_TOKENS = 5000;
/**
 * The body as the spec means it: everything after the line holding the closing `---`. The closing
 * delimiter is found as PluginEval finds it (the next `---` anywhere), matching how the
 * frontmatter was parsed; without frontmatter the body is the whole content.
 */
function skillBody(content, frontmatter) {
    if (!frontmatter.delimited)
        return { text: content, firstLine: 1 };
    const closing = content.indexOf('---', 3);
    if (closing < 0)
        return { text: content, firstLine: 1 };
    const lineEnd = content.indexOf('\n', closing + 3);
    if (lineEnd < 0)
        return { text: '', firstLine: lineCountUpTo(content, content.length) + 2 };
    return { text: content.slice(lineEnd + 1), firstLine: lineCountUpTo(content, lineEnd + 1) + 1 };
}
/** Number of line breaks before `end`. */
function lineCountUpTo(content, end) {
    let count = 0;
    for (let i = content.indexOf('\n'); i >= 0 && i < end; i = content.indexOf('\n', i + 1))
        count++;
    return count;
}
/** Lines of a text, not counting the empty remainder after a final newline. */
function countLines(text) {
    if (text === '')
        return 0;
    const breaks = lineCountUpTo(text, text.length);
    return text.endsWith('\n') ? breaks : breaks + 1;
}
function checkSizeBudgets(ctx, content) {
    const body = skillBody(content, ctx.frontmatter);
    const findings = [];
    const lines = countLines(content);
    if (lines > MAX_FILE_LINES) {
        findings.push(specFinding(ctx, 'spec/file-lines', `SKILL.md is ${lines} lines long (frontmatter and body); the spec recommends at most ` +
            `${MAX_FILE_LINES} (move detail into references/ files).`, MAX_FILE_LINES + 1));
    }
    const tokens = estimateTokens(body.text);
    if (tokens > MAX_BODY_TOKENS) {
        findings.push(specFinding(ctx, 'spec/body-tokens', `The body is about ${tokens} tokens; the spec recommends under ${MAX_BODY_TOKENS} ` +
            '(move detail into references/ files).', body.firstLine));
    }
    return findings;
}

/** Characters per parsed line. */
const MAX_LINE_CHARS = 4096;
/** Characters that can open an inline construct (`[`, a backtick, `*`, `_`, `<`, `~`), per line. */
const MAX_OPENERS = 128;
/**
 * What one SKILL.md may have parsed in all: the parser costs a fraction of a millisecond even for
 * a short line. Real skills stay far below (of 875 real SKILL.md files, the most has 102 lines
 * with links, 31 KB of them, 881 openers).
 */
const FILE_BUDGET = { lines: 1000, chars: 128 * 1024, openers: 4096 };
// Loaded on first use: a run whose skills have no links never loads the parser.
let parser;
// CommonMark with GFM's footnotes only: a footnote definition (`[^1]: text`) is not a link
// definition, and nothing else of GFM changes which targets a line links (a table needs a second
// line, and a bare URL is no file). The other GFM extensions doubled the parse time.
function markdownParser() {
    parser ??= Promise.all([
        import('./cli-index11.js'),
        import('./cli-index9.js'),
        import('./cli-index3.js').then(function (n) { return n.i; })
    ]).then(([{ fromMarkdown }, { gfmFootnote }, { gfmFootnoteFromMarkdown }]) => {
        const options = { extensions: [gfmFootnote()], mdastExtensions: [gfmFootnoteFromMarkdown()] };
        return { parse: (text) => fromMarkdown(text, options) };
    });
    return parser;
}
const OPENER = /[[`*_<~]/g;
/** How many characters of `text` can open an inline construct. */
function openers(text) {
    return text.match(OPENER)?.length ?? 0;
}
/** Parses the lines of one file until its budget is spent. */
class BlockParser {
    lines = FILE_BUDGET.lines;
    chars = FILE_BUDGET.chars;
    openers = FILE_BUDGET.openers;
    /** Whether the line is within the bounds, and the file's budget; it is then counted. */
    admits(text) {
        const count = openers(text);
        if (text.length > MAX_LINE_CHARS || count > MAX_OPENERS)
            return false;
        if (this.lines === 0 || text.length > this.chars || count > this.openers)
            return false;
        this.lines--;
        this.chars -= text.length;
        this.openers -= count;
        return true;
    }
    /** The syntax tree of admitted lines, joined by blank lines so each is a paragraph alone. */
    async parse(text) {
        return (await markdownParser()).parse(text);
    }
}
// Leading white space, then any run of block quote markers and list markers (`-`, `*`, `+`,
// `1.`, `1)`) each followed by white space or the end of the line.
const CONTAINERS = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$)[ \t]*|>)*/;
/**
 * A prose line without its container markers and indentation. Links inside a list item or a
 * quote are still links in the stripped line; an indented line of a list item's continuation is
 * read as prose rather than code. Nesting is gone, and with it the parser's costliest inputs.
 */
function stripContainers(line) {
    return line.slice(CONTAINERS.exec(line)[0].length);
}

// What the text around a written path says it is: a command the agent runs, a file the agent is
// directed to read or use, or neither (an example, a file of the user's project, a mention). Only
// the first two are references whose absence matters. Every test reads a bounded stretch of one
// line, so the cost is linear in the text.
/** The facts of one line: `code` is the info word of its fenced code block, null in prose. */
function pathPlace(line, heading, code) {
    return {
        example: EXAMPLE.test(line) || PROJECT.test(line) || HEADING_OF_EXAMPLES.test(heading),
        directed: DIRECTIVE.test(line) || (FILES_HEADING.test(heading) && LIST_OR_ROW.test(line)),
        notCommand: code !== null && (!SHELL_BLOCK.test(code) || /^\s*#/.test(line)),
        code: code !== null
    };
}
// Commands are looked for this far back from the path, after the last separator of commands.
const COMMAND_WINDOW = 160;
const SEPARATOR = /&&|\|\||[;|(`"']|\$\(|:\s/g;
// What may stand before a script in a command: a prompt, sudo, variables, a runner (`uv run`),
// then an interpreter with its options.
const RUNNER = /^\s*(?:\$\s+)?(?:sudo\s+)?(?:[A-Za-z_]\w*=\S*\s+)*(?:(?:uv|poetry|pipenv|pdm|hatch|rye)\s+run\s+(?:--?[\w-]+(?:[= ](?!-)[^\s-]\S*)?\s+)*)?(?:(?:python[\d.]*|py|node|bun(?:\s+run)?|deno\s+run(?:\s+-\S+)*|npx\s+tsx|tsx|ts-node|bash|sh|zsh|pwsh|powershell(?:\s+-File)?|ruby|perl|Rscript|php|source|\.)\s+(?:-\S+\s+)*)?$/;
// An interpreter or runner, which makes a command of a path in prose too.
const INTERPRETER = /\b(?:run|python[\d.]*|py|node|bun|deno|tsx|ts-node|bash|sh|zsh|pwsh|powershell|ruby|perl|Rscript|php|source)\s+(?:-\S+\s+)*$/;
// White space a command may start with.
const LEAD = 16;
// A script run by its path (`./scripts/x.sh`), not a document.
const RUNNABLE = /^\.\/.*(?:\.(?:sh|bash|zsh|py|js|mjs|cjs|ts|rb|pl|ps1)|\/[\w-]+)$/;
// Code blocks whose lines are commands; any other language is a file's content (config, code).
const SHELL_BLOCK = /^(?:|sh|bash|zsh|shell|console|shell-session|terminal|powershell|pwsh|ps1|cmd|bat|text)$/i;
// Sentences that give an example or describe another skill's layout.
const EXAMPLE = /\b(?:e\.g\.|for example|for instance|examples?\W{0,3}:|such as|would be|could be|might be|like this)/i;
// Sentences about the user's own repository, whose files the skill does not ship.
const PROJECT = /\b(?:your|the user'?s|the|this) (?:repo|repository|project|codebase)\b/i;
// Sentences that direct the agent at a file.
const DIRECTIVE = /\b(?:see|read|reads|load|loads|consult|refer to|open|follow|check|review|use|uses|run|runs|execute|invoke|call|details? in|documented in|described in|defined in|explained in|covered in|lives? in)\b|→/i;
// Headings over lists or tables of the skill's own files.
const FILES_HEADING = /\b(?:references?|resources?|scripts?|files?|assets?|templates?|guides?|docs?|documentation|reading|tools?|utilities|helpers?)\b/i;
const HEADING_OF_EXAMPLES = /\b(?:anatomy|examples?)\b/i;
const FILE_LIKE = /\.[\w-]+$|\.\{[\w,-]+\}$|\/$/;
const LIST_OR_ROW = /^\s*(?:[-*+]|\d{1,9}[.)]|\|)/;
// A file being made, not read: saved, created, copied to, written out.
const MADE = /\b(?:save|saves|saved|create|creates|created|write|writes|written|generate|generates|scaffold|touch|mkdir|cp|mv|tee|chmod|install -m)\b|>\s*$/i;
/** How the path at `at` in `text` (a piece of `place.line`) is used, if it is a reference. */
function pathUse(written, text, at, place) {
    if (place.notCommand)
        return undefined;
    const command = lastCommand(text.slice(Math.max(0, at - COMMAND_WINDOW), at));
    if (place.code)
        return RUNNER.test(command) ? 'command' : undefined;
    if (INTERPRETER.test(command))
        return 'command';
    if (place.example)
        return undefined;
    // A script written alone where a command starts (`./scripts/run.sh` as the whole inline code)
    if (at <= LEAD && text.slice(0, at).trim() === '' && RUNNABLE.test(written))
        return 'command';
    // Outside a command, a file is written with its extension (or a folder with its `/`):
    // `scripts/commands` or `assets/code` in a sentence is two words.
    if (!FILE_LIKE.test(written))
        return undefined;
    return place.directed ? 'directed' : undefined;
}
/** The text after the last separator of commands (`&&`, `;`, a quote, `Run: `). */
function lastCommand(before) {
    let start = 0;
    SEPARATOR.lastIndex = 0;
    for (let match = SEPARATOR.exec(before); match !== null; match = SEPARATOR.exec(before)) {
        start = match.index + match[0].length;
    }
    return before.slice(start);
}
/** Whether the text before a path says the file is being made (so it is the user's, not ours). */
function madeHere(text, at) {
    return MADE.test(text.slice(Math.max(0, at - COMMAND_WINDOW), at));
}

// Paths written out in SKILL.md's text (not linked) under references/, scripts/ or assets/, and
// whether the text around one makes it a reference the agent will follow. A written path is a
// reference only when the text directs the agent at it: a command that runs it, or a sentence
// that tells the agent to read, load or use it (or a list of files under a "Scripts" or
// "References" heading). Advice on how to lay out *other* skills ("for example
// `references/finance.md`"), placeholders (`scripts/<name>.py`, `scripts/script_name.py`) and files
// the skill writes into the user's project (`cp … scripts/deploy.sh`, a config block) are not.
/** A prefix some runtimes expand to the skill's own folder: `{baseDir}/`, `${CLAUDE_SKILL_DIR}/`. */
const SKILL_ROOT_PREFIX = /^(?:\{baseDir\}|\$\{?(?:baseDir|(?:CLAUDE_)?SKILL_(?:DIR|ROOT))\}?)\//;
/** Text without it holds no written path: a cheap test before the full pattern. */
const WRITTEN_PATH_FOLDER = /(?:references|scripts|assets)\//;
// A path under one of the spec's folders, with an optional skill-root or `./` prefix. It must not
// continue a longer path or word (`src/assets/x`, `https://…/scripts/x`, `${PLUGIN}/scripts/x`).
// Placeholder characters (`<`, `>`, `*`, `$`, a `{…}` group even with commas) are taken in, so the
// whole written token is quoted and a placeholder is recognised as one.
const WRITTEN_PATH = /(?<![\p{L}\p{N}_./\\~$%{}-])(?:(?:\{baseDir\}|\$\{?(?:baseDir|(?:CLAUDE_)?SKILL_(?:DIR|ROOT))\}?)\/|\.\/)?(?:references|scripts|assets)\/(?:\{[^\s{}`]*\}|[^\s`'"()[\]|,;!?={])*/gu;
const TRAILING = /[.:…]+$/u;
// Characters that only a placeholder or a pattern holds.
const PLACEHOLDER_CHAR = /[<>{}*$…]|\.\.\./;
// Names that stand for "some file" in examples, compared without extension, case and `-`/`_`.
const PLACEHOLDER_NAMES = new Set([
    'filename',
    'file_name',
    'file',
    'name',
    'script',
    'script_name',
    'scriptname',
    'example',
    'foo',
    'bar',
    'baz',
    'xxx',
    'path',
    'topic',
    'something'
]);
// One brace group of alternatives, `.{sh,ps1}`: the token names each of them.
const BRACE_GROUP = /\{([^{}]*,[^{}]*)\}/;
const MAX_ALTERNATIVES = 8;
/** The written paths of one piece of text, placeholders and bare folder names left out. */
function writtenPaths(text) {
    const found = [];
    WRITTEN_PATH.lastIndex = 0;
    for (let match = WRITTEN_PATH.exec(text); match !== null; match = WRITTEN_PATH.exec(text)) {
        const written = match[0].replace(TRAILING, '');
        found.push({ written, at: match.index });
    }
    return found;
}
/**
 * The file paths a written token names, relative to the skill folder: one, several for a brace
 * group (`scripts/run.{sh,ps1}`), none for a placeholder or a bare folder name (`scripts/`).
 */
function namedPaths(written) {
    const plain = written.replace(SKILL_ROOT_PREFIX, '').replace(/^\.\//, '');
    const group = BRACE_GROUP.exec(plain);
    const expanded = group
        ? group[1]
            .split(',')
            .slice(0, MAX_ALTERNATIVES)
            .map((alternative) => plain.replace(group[0], alternative))
        : [plain];
    return expanded.filter((path) => !isPlaceholder(path) && /\/[^/]/.test(path));
}
function isPlaceholder(path) {
    if (PLACEHOLDER_CHAR.test(path))
        return true;
    return path.split('/').some((segment) => {
        const stem = segment
            .replace(/\.[^.]*$/, '')
            .toLowerCase()
            .replaceAll('-', '_');
        return PLACEHOLDER_NAMES.has(stem) || /^(?:your|my)_/.test(stem);
    });
}

// The link targets of a prose line whose markdown reading is certain without the parser. Most
// lines with links in real skills are plain `[label](path)` lists; the parser reads them at about
// 1 µs a character, and most of a run's parse time is spent on them. A line is taken only when no
// construct that can change what a link is can be in it: no backslash escape, no `<` (raw HTML
// and autolinks bind tighter than links), no definition, no fence opening or indentation, no footnote, no bracket outside a simple
// link, no link inside or across a code span; each link's label holds no bracket, backtick or `<`
// and its destination no space, parenthesis, `<`, `&`, backslash or backtick. Links bind tighter
// than emphasis, so `*` and `_` change nothing. Anything else is left to the parser, which the
// tests hold this reading against. A taken line names no folder path outside its links, so the
// parser's reading would find no written path in it either.
/** A link or image: the label, then the destination in parentheses. */
const SIMPLE_LINK = /!?\[([^[\]\n`<]*)\]\(([^\s()<>&\\`]*)\)/g;
/**
 * A backslash escape, raw HTML or an autolink, a definition, or a line that opens a fence or is
 * indented (code, for a line given alone).
 */
const DECLINED = /[\\<]|^\[[^\]]*\]:|^(?:`{3}|~{3}|[ \t])/;
const BRACKET = /[[\]]/;
/** The code spans of a line: a run of backticks to the next run of the same length. */
function codeSpans(line) {
    const runs = [];
    for (let at = line.indexOf('`'); at !== -1; at = line.indexOf('`', at)) {
        let end = at;
        while (line[end] === '`')
            end++;
        runs.push([at, end - at]);
        at = end;
    }
    const spans = [];
    for (let i = 0; i < runs.length; i++) {
        const [at, length] = runs[i];
        let close = i + 1;
        while (close < runs.length && runs[close][1] !== length)
            close++;
        // an opening run with no closing run of its length is literal text
        if (close === runs.length)
            continue;
        spans.push([at, runs[close][0] + length]);
        i = close;
    }
    return spans;
}
/**
 * The destinations of the line's links and images in order, or undefined when the parser must
 * read the line (`line` is one prose line without its container markers).
 */
function simpleLinks(line) {
    if (DECLINED.test(line))
        return undefined;
    const spans = codeSpans(line);
    const inSpan = (start, end) => spans.some(([a, b]) => start < b && a < end);
    const targets = [];
    const links = [];
    let rest = '';
    for (const match of line.matchAll(SIMPLE_LINK)) {
        const end = match.index + match[0].length;
        if (inSpan(match.index, end))
            return undefined;
        targets.push(match[2]);
        rest += `${line.slice(links.at(-1)?.[1] ?? 0, match.index)} `;
        links.push([match.index, end]);
    }
    rest += line.slice(links.at(-1)?.[1] ?? 0);
    if (WRITTEN_PATH_FOLDER.test(rest))
        return undefined;
    // a bracket left outside the links and code spans may start a link or reference of its own
    // (neither overlaps the other, so the line is walked once between them)
    let at = 0;
    for (const [start, end] of [...links, ...spans].sort((a, b) => a[0] - b[0])) {
        if (BRACKET.test(line.slice(at, start)))
            return undefined;
        at = end;
    }
    return BRACKET.test(line.slice(at)) ? undefined : targets;
}

// The files SKILL.md points at inside its own folder: the relative targets of markdown links,
// images and link definitions (from a real markdown parse), and the paths under references/,
// scripts/ or assets/ that the text directs the agent at (run as a command, or named to be read
// or used). Pure: text in, targets with their lines out; whether they exist is linked-files.ts's
// job.
//
// SKILL.md is untrusted and may be 2 MiB, and the parser is slow (about 1 MB/s) and superlinear
// on hostile text. Fenced code blocks and headings are found here, line by line; only a prose line
// that holds link syntax goes through the parser, on its own and within bounds
// (markdown-block.ts), so the cost stays linear and small. A link written across two lines is not
// seen. A line over the bounds is not parsed: its written paths are still read, and it is counted
// for `spec/links-unchecked`.
// A scheme (`https:`, `mailto:`, `data:`…) makes a URL; a drive letter (`C:\`, `C:/`) does not.
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DRIVE = /^[a-z]:[\\/]/i;
// A fence opens with three or more backticks or tildes (also inside list items and quotes).
const FENCE_OPEN$1 = /^[\s>]*(`{3,}|~{3,})[ \t]*([^\s`]*)/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
// Link syntax: an inline link or image, or a definition at the start of a (stripped) line.
const LINK_SYNTAX = /\]\(|^\[[^\]]*\]:/m;
/** Every relative target in the body of SKILL.md, in document order, once per line and path. */
async function linkTargets(content, frontmatter) {
    return (await readTargets(content, frontmatter)).targets;
}
/** The targets, and what could not be parsed. */
async function readTargets(content, frontmatter) {
    const body = skillBody(content, frontmatter);
    const reader = new BodyReader();
    let fence = null;
    let info = '';
    let heading = '';
    body.text.split('\n').forEach((raw, index) => {
        const line = body.firstLine + index;
        if (fence !== null) {
            if (closesFence(raw, fence))
                fence = null;
            else
                reader.code({ line, raw, text: raw, heading }, info);
            return;
        }
        const open = FENCE_OPEN$1.exec(raw);
        // A backtick fence's info string holds no backtick; with one, the line is inline code.
        if (open && !(open[1][0] === '`' && raw.includes('`', open.index + open[0].length))) {
            fence = open[1];
            info = open[2].toLowerCase();
            return;
        }
        reader.prose({ line, raw, text: stripContainers(raw), heading });
        if (HEADING.test(raw))
            heading = raw.replace(/^\s*#+/, '').trim();
    });
    return await reader.result();
}
/**
 * Paths written in one SKILL.md's text that are weighed as references. Real skills write a few
 * dozen; a hostile line of ten thousand would cost a look at the words before each.
 */
const MAX_WRITTEN_PATHS = 1000;
class BodyReader {
    found = [];
    seen = new Set();
    mentions = [];
    /** Paths the text says are made (copied to, saved, created): the user's files, not ours. */
    made = new Set();
    unparsed = { lines: 0, first: 0 };
    lastUnchecked = 0;
    parser = new BlockParser();
    /** The prose lines with link syntax, parsed together at the end. */
    linked = [];
    /** The facts of the last line read for paths (a line's pieces are read one after another). */
    place;
    /**
     * A prose line: its links read at once when that is certain (simple-links.ts), else kept for
     * the parser when it holds link syntax; a line without links is read for written paths.
     */
    prose(line) {
        if (!LINK_SYNTAX.test(line.text)) {
            this.mention(line.raw, line, null);
            return;
        }
        const simple = line.text.length <= MAX_LINE_CHARS ? simpleLinks(line.text) : undefined;
        if (simple !== undefined) {
            for (const target of simple)
                this.add(classify(target, line.line, 'link'));
        }
        else if (this.parser.admits(line.text))
            this.linked.push(line);
        else {
            this.uncheck(line);
            this.mention(line.raw, line, null);
        }
    }
    /** A line of a fenced code block, with the block's info word. */
    code(line, info) {
        this.mention(line.raw, line, info);
    }
    async result() {
        // The lines are parsed as one document, each its own paragraph (a blank line between them):
        // the parser's set-up costs more than a short line, so it is paid once per file.
        if (this.linked.length > 0) {
            const tree = await this.parser.parse(this.linked.map((line) => line.text).join('\n\n'));
            for (const node of tree.children) {
                const line = this.linked[(node.position.start.line - 1) / 2];
                if (line !== undefined)
                    this.walk(node, line, false);
            }
        }
        for (const mention of this.mentions) {
            const use = pathUse(mention.written, mention.text, mention.at, mention.place);
            if (use === undefined)
                continue;
            for (const rel of namedPaths(mention.written)) {
                if (!this.made.has(rel))
                    this.add(classify(mention.written, mention.lineNumber, use, rel));
            }
        }
        // Targets of parsed links and written paths, in the order of their lines.
        this.found.sort((a, b) => a.line - b.line);
        return { targets: this.found, unparsed: this.unparsed };
    }
    walk(node, line, inLink) {
        switch (node.type) {
            case 'link':
            case 'image':
            case 'definition':
                this.add(classify(node.url, line.line, 'link'));
                break;
            case 'text':
            case 'inlineCode':
            case 'html':
                // Text inside a link's label is the link's, which is checked as a link.
                if (!inLink)
                    this.mention(node.value, line, null);
                return;
        }
        if ('children' in node) {
            const label = inLink || node.type === 'link' || node.type === 'linkReference';
            for (const child of node.children)
                this.walk(child, line, label);
        }
    }
    mention(text, line, code) {
        if (!WRITTEN_PATH_FOLDER.test(text))
            return;
        if (this.mentions.length >= MAX_WRITTEN_PATHS) {
            this.uncheck(line);
            return;
        }
        if (this.place?.line !== line.line) {
            this.place = { line: line.line, place: pathPlace(line.raw, line.heading, code) };
        }
        const { place } = this.place;
        for (const { written, at } of writtenPaths(text)) {
            if (madeHere(text, at))
                for (const rel of namedPaths(written))
                    this.made.add(rel);
            this.mentions.push({ written, at, text, lineNumber: line.line, place });
            if (this.mentions.length >= MAX_WRITTEN_PATHS) {
                this.uncheck(line);
                return;
            }
        }
    }
    /** A line whose links or paths are past the parser's or the file's bounds: counted once. */
    uncheck(line) {
        if (this.unparsed.lines > 0 && this.lastUnchecked === line.line)
            return;
        if (this.unparsed.lines === 0)
            this.unparsed.first = line.line;
        this.unparsed.lines++;
        this.lastUnchecked = line.line;
    }
    add(target) {
        if (target === undefined)
            return;
        const key = `${target.line}\u0000${target.kind === 'inside' ? target.path : target.written}`;
        if (this.seen.has(key))
            return;
        this.seen.add(key);
        this.found.push(target);
    }
}
/**
 * A relative target inside the folder, one leading out of it, or undefined (a URL, an anchor).
 * `named` is the path a written token names, when it is one of several (`run.{sh,ps1}`).
 */
function classify(written, line, use, named = written) {
    // A prefix the runtime expands to the skill's folder is the folder itself.
    const target = named.replace(SKILL_ROOT_PREFIX, '');
    if (target === '' || target.startsWith('#') || target.startsWith('//'))
        return undefined;
    if (URL_SCHEME.test(target) && !DRIVE.test(target))
        return undefined;
    const withoutSuffix = target.replace(/[?#].*$/s, '');
    if (withoutSuffix === '')
        return undefined;
    // Backslashes count as separators, so `..\` cannot slip past the check on any platform.
    const decoded = percentDecode(withoutSuffix).replaceAll('\\', '/');
    if (decoded.startsWith('/') || decoded.startsWith('~') || DRIVE.test(decoded)) {
        return { kind: 'outside', written, why: 'is an absolute path', line, use };
    }
    const normalised = path__default.posix.normalize(decoded);
    if (normalised === '..' || normalised.startsWith('../')) {
        return { kind: 'outside', written, why: 'climbs out of the skill folder with `..`', line, use };
    }
    const relative = normalised.replace(/\/+$/, '');
    if (relative === '.' || relative === '')
        return undefined;
    return { kind: 'inside', written, path: relative, line, use };
}
function percentDecode(text) {
    // Without a `%` there is nothing to decode.
    if (!text.includes('%'))
        return text;
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}

// The files of one skill the security scan reads: SKILL.md (already read by the pipeline, so not
// read again), every file under references/, scripts/ and assets/, and every file SKILL.md links
// to inside the folder. Each path is resolved inside the skill folder (a symlink out of it is
// refused), each file is read once, bounded, and binary files are left out.
const MAX_SCANNED_FILES = 300;
const MAX_FILE_BYTES$1 = 1024 * 1024;
const MAX_SKILL_BYTES = 8 * 1024 * 1024;
const MAX_DEPTH$2 = 6;
const NOT_REGULAR = 'not a regular file';
const FOLDERS = ['references', 'scripts', 'assets'];
const BINARY_EXTENSIONS = /\.(?:png|jpe?g|gif|webp|bmp|ico|icns|tiff?|pdf|zip|gz|tgz|bz2|xz|7z|rar|woff2?|ttf|otf|eot|mp[34]|m4a|wav|ogg|mov|avi|webm|wasm|so|dylib|dll|exe|bin|class|jar|pyc|o|a|sqlite|db|docx?|xlsx?|pptx?|key|numbers|pages)$/i;
function kindOf(name, text) {
    if (/\.(?:md|markdown|mdx)$/i.test(name))
        return 'markdown';
    if (/\.(?:sh|bash|zsh|ksh|command)$/i.test(name))
        return 'shell';
    if (/^#!\s*\S*(?:\/|env\s+)(?:ba|z|k|da)?sh\b/.test(text))
        return 'shell';
    return 'code';
}
/**
 * Files under the three folders, relative to the skill folder. Folders are entered only when they
 * are real folders (not links), so a regular file listed here is inside the skill by construction
 * (`true`); a symbolic link is listed to be resolved inside the folder before it is read (`false`).
 */
async function listFolder$1(listing, folder, out) {
    const stack = [{ rel: folder, depth: 0 }];
    while (stack.length > 0 && out.size < MAX_SCANNED_FILES * 2) {
        const { rel, depth } = stack.pop();
        let entries;
        try {
            entries = await listing.entries(rel);
        }
        catch {
            continue;
        }
        for (const entry of [...entries].sort((a, b) => (a.name < b.name ? -1 : 1))) {
            const child = `${rel}/${entry.name}`;
            if (entry.isDirectory()) {
                if (depth + 1 < MAX_DEPTH$2 && entry.name !== 'node_modules' && entry.name !== '.git') {
                    stack.push({ rel: child, depth: depth + 1 });
                }
            }
            else if (entry.isFile())
                out.set(child, true);
            else if (entry.isSymbolicLink())
                out.set(child, false);
        }
    }
}
/** The files of the skill in `dir` to scan, besides SKILL.md. `relDir` is the folder from the root. */
async function readSkillFiles(dir, relDir, skill) {
    const texts = [{ file: skill.file, text: skill.content, kind: 'markdown' }];
    const skipped = [];
    const at = (rel) => (relDir === '.' ? rel : `${relDir}/${rel}`);
    const wanted = new Map();
    // One listing of the skill folder says which of the three folders exist as real folders.
    const listing = skill.listing ?? new FolderListing(dir);
    const entries = await listing.entries('.').catch(() => []);
    for (const entry of entries) {
        if (FOLDERS.includes(entry.name) && entry.isDirectory())
            await listFolder$1(listing, entry.name, wanted);
    }
    for (const target of skill.linkTargets ?? (await linkTargets(skill.content, skill.frontmatter))) {
        if (target.kind === 'inside' && !wanted.has(target.path))
            wanted.set(target.path, false);
    }
    wanted.delete(path__default.posix.basename(skill.file));
    let total = 0;
    let count = 0;
    for (const [rel, listed] of wanted) {
        // A link to a file that is not there is no file of the skill: it does not count (a SKILL.md
        // linking to thousands of missing files made as many findings).
        const plain = listed || plainFile(listing, rel);
        if (plain === 'missing')
            continue;
        if (count++ >= MAX_SCANNED_FILES) {
            skipped.push({
                file: at(rel),
                reason: `more than ${MAX_SCANNED_FILES} files in the skill`,
                notable: true
            });
            continue;
        }
        if (BINARY_EXTENSIONS.test(rel)) {
            skipped.push({ file: at(rel), reason: 'a binary file', notable: false });
            continue;
        }
        const read = await readOne(dir, rel, plain);
        if ('reason' in read) {
            if (read.reason !== 'missing')
                skipped.push({ file: at(rel), reason: read.reason, notable: read.reason !== NOT_REGULAR });
            continue;
        }
        // the content hash of the folder reads every file: it takes these bytes instead
        if (plain === true)
            listing.keepBytes(rel, read);
        if (read.bytes.subarray(0, 8192).includes(0)) {
            skipped.push({ file: at(rel), reason: 'a binary file', notable: false });
            continue;
        }
        total += read.bytes.length;
        if (total > MAX_SKILL_BYTES) {
            skipped.push({
                file: at(rel),
                reason: `the skill's files exceed ${MAX_SKILL_BYTES} bytes in all`,
                notable: true
            });
            continue;
        }
        if (read.truncated) {
            skipped.push({
                file: at(rel),
                reason: `only its first ${MAX_FILE_BYTES$1} bytes were scanned`,
                notable: true
            });
        }
        const text = read.bytes.toString('utf8').replace(/\r\n?/g, '\n');
        texts.push({ file: at(rel), text, kind: kindOf(rel, text) });
    }
    return { texts, skipped };
}
/**
 * True when `rel` is a regular file with no link on the way (inside the folder without resolving
 * anything), 'missing' when there is nothing there, false when only the file system can tell.
 */
function plainFile(listing, rel) {
    const entry = listing.plainEntry(rel);
    return entry === 'missing' ? entry : typeof entry === 'object' && entry.isFile();
}
/** Reads `rel`; unless it was listed as a regular file inside, it is first resolved inside `dir`. */
async function readOne(dir, rel, listed) {
    let real = path__default.join(dir, rel);
    if (!listed) {
        try {
            real = await resolveInside(dir, rel);
        }
        catch (error) {
            if (error instanceof PathEscapeError)
                return { reason: 'it leads outside the skill folder' };
            return { reason: ioMessage(error) };
        }
    }
    try {
        const head = readBoundedBytesSync(real, MAX_FILE_BYTES$1);
        if (head === null)
            return { reason: NOT_REGULAR };
        return head;
    }
    catch (error) {
        const reason = ioMessage(error);
        return { reason: reason === 'not found' ? 'missing' : reason };
    }
}

// The parts of a markdown file the security rules read differently: fenced code blocks (with
// their language), inline code spans, HTML comments and link titles. A line scanner like the one
// for link targets: SKILL.md is untrusted, and a markdown parser can take quadratic time on small
// hostile inputs; these parts need one linear pass.
const FENCE_OPEN = /^[\s>]*(`{3,}|~{3,})\s*([^\s`{]*)/;
const INLINE_CODE$1 = /(`+)([^`\n]+?)\1(?!`)/g;
const LINK_TITLE = /\]\(\s*<?[^\s)>]*>?\s+(?:"([^"\n]{1,1000})"|'([^'\n]{1,1000})')\s*\)/g;
/** A line that may open or close a fence starts with a backtick, a tilde, a space or `>`. */
const mayBeFence = (code) => code === 96 || code === 126 || code === 32 || code === 9 || code === 62;
function markdownParts(text) {
    const fences = [];
    const inlineCode = [];
    const linkTitles = [];
    // [start, end) character ranges of fenced lines, blanked in the prose, as start, end, start, …
    // (a flat list: with a pair array per block this function took nearly twice as long on files
    // with many fenced blocks)
    const blanks = [];
    let open = null;
    // Only the prose lines holding a backtick or a `](` are cut out of the text and matched; the
    // next of each is looked up once, so a long text with few of them is not split into lines.
    let tick = text.indexOf('`');
    let link = text.indexOf('](');
    let lineNumber = 0;
    for (let start = 0; start <= text.length;) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        lineNumber++;
        // A line in a fenced block, or opening one, is blanked in the prose.
        let prose = open === null;
        if (mayBeFence(text.charCodeAt(start))) {
            const line = text.slice(start, end);
            if (open !== null) {
                if (closesFence(line, open.marker)) {
                    fences.push({
                        language: open.language,
                        text: text.slice(open.bodyStart, Math.max(open.bodyStart, start - 1)),
                        firstLine: open.firstLine
                    });
                    blanks.push(open.openedAt, end);
                    open = null;
                }
            }
            else {
                const found = FENCE_OPEN.exec(line);
                if (found &&
                    !(found[1][0] === '`' && line.indexOf('`', found.index + found[0].length) !== -1)) {
                    open = {
                        marker: found[1],
                        language: (found[2] ?? '').toLowerCase(),
                        firstLine: lineNumber + 1,
                        bodyStart: end + 1,
                        openedAt: start
                    };
                    prose = false;
                }
            }
        }
        if (prose) {
            if (tick !== -1 && tick < start)
                tick = text.indexOf('`', start);
            if (link !== -1 && link < start)
                link = text.indexOf('](', start);
            const hasTick = tick !== -1 && tick < end;
            const hasLink = link !== -1 && link < end;
            if (hasTick || hasLink) {
                const line = text.slice(start, end);
                // exec from lastIndex (back at 0 once no match is left): matchAll would copy the regex
                // for every line
                if (hasTick) {
                    for (let match = INLINE_CODE$1.exec(line); match !== null; match = INLINE_CODE$1.exec(line))
                        inlineCode.push({ text: match[2], line: lineNumber });
                }
                if (hasLink) {
                    for (let match = LINK_TITLE.exec(line); match !== null; match = LINK_TITLE.exec(line))
                        linkTitles.push({ text: match[1] ?? match[2] ?? '', line: lineNumber });
                }
            }
        }
        start = end + 1;
    }
    if (open !== null) {
        fences.push({
            language: open.language,
            text: text.slice(Math.min(open.bodyStart, text.length)),
            firstLine: open.firstLine
        });
        blanks.push(open.openedAt, text.length);
    }
    let prose;
    const parts = {
        fences,
        inlineCode,
        comments: [],
        linkTitles,
        get prose() {
            prose ??= blankRanges(text, blanks);
            return prose;
        }
    };
    if (text.includes('<!--'))
        parts.comments = htmlComments(parts.prose);
    return parts;
}
/** The text with each range's characters removed but its line breaks kept (`ranges`: start, end, …). */
function blankRanges(text, ranges) {
    if (ranges.length === 0)
        return text;
    const pieces = [];
    let at = 0;
    for (let r = 0; r < ranges.length; r += 2) {
        const start = ranges[r];
        const end = ranges[r + 1];
        pieces.push(text.slice(at, start));
        let breaks = 0;
        for (let i = text.indexOf('\n', start); i !== -1 && i < end; i = text.indexOf('\n', i + 1))
            breaks++;
        pieces.push('\n'.repeat(breaks));
        at = end;
    }
    pieces.push(text.slice(at));
    return pieces.join('');
}
/** `<!-- … -->` comments, found with indexOf so an unclosed one costs one pass. */
function htmlComments(text) {
    const found = [];
    let line = 1;
    let counted = 0;
    for (let open = text.indexOf('<!--'); open !== -1;) {
        const close = text.indexOf('-->', open + 4);
        if (close === -1)
            break;
        for (let i = text.indexOf('\n', counted); i !== -1 && i < open; i = text.indexOf('\n', i + 1))
            line++;
        counted = open;
        found.push({ text: text.slice(open + 4, close), line });
        open = text.indexOf('<!--', close + 3);
    }
    return found;
}

// What several rules need to know about one text, worked out once and only when first asked: the
// rules' keywords it holds (as hashes: a rule runs its patterns only when its keywords occur, so a
// rule that cannot match costs a set look-up), whether it holds any non-ASCII character (every
// hidden-text rule needs one) and its long runs of token characters (candidate secrets and
// encoded blobs), all three from one pass over the character codes; and its line index. The
// security scan runs on every file of every pull request; most rules never get past their
// keywords.
/** Runs at least this long are kept (secrets are at least 20 characters). */
const MIN_RUN = 20;
// Characters of base64 (both alphabets), hex and most token formats.
const TOKEN_CHAR = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-.') {
    TOKEN_CHAR[c.charCodeAt(0)] = 1;
}
function tokenRun(text, start, end) {
    let digit = false;
    let letter = false;
    let upper = false;
    for (let i = start; i < end; i++) {
        const code = text.charCodeAt(i);
        if (code >= 48 && code <= 57)
            digit = true;
        else if (code >= 65 && code <= 90)
            letter = upper = true;
        else if (code >= 97 && code <= 122)
            letter = true;
    }
    return { start, end, hasDigit: digit, hasLetter: letter, hasUpper: upper };
}
// The hash is kept a 32-bit integer (`| 0`), which the engine holds unboxed; only its low 30 bits
// are used.
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
/** ASCII letters (folded to lower case), digits and `_` make words: each one's code, else -1. */
const WORD_CODE = new Int16Array(128).fill(-1);
for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789_')
    WORD_CODE[c.charCodeAt(0)] = c.charCodeAt(0);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
    WORD_CODE[c.charCodeAt(0)] = c.charCodeAt(0) + 32;
const foldedWordCode = (code) => (code < 128 ? WORD_CODE[code] : -1);
// Hashes are cut to 30 bits: a number that small is stored in the set as is, where a larger one
// would be a fresh heap object for every word of the text.
const SMALL = 0x3fffffff;
/** FNV-1a of a word's folded codes, cut to 30 bits (the same hash the text's words get). */
function hashOf(word) {
    let hash = FNV_OFFSET;
    for (let i = 0; i < word.length; i++)
        hash = Math.imul(hash ^ foldedWordCode(word.charCodeAt(i)), FNV_PRIME);
    return hash & SMALL;
}
// A text keeps only the hashes of its words that may be keywords: a bit per low 16 bits of every
// keyword's hash says which. A word whose bit is clear is no keyword, and checking the bit costs
// far less than adding every word of the text to a set.
const KEYWORD_BITS = new Int32Array(1 << 11);
const bitOf = (hash) => KEYWORD_BITS[(hash & 0xffff) >>> 5] & (1 << (hash & 31));
// Grows with each new keyword: a text's words kept before then are worked out again.
let keywordGeneration = 0;
/** Keywords a rule gates on, hashed once when the rule is defined. */
class Keywords {
    hashes;
    /** The same hashes, to look a text's words up in when the text has fewer of them. */
    hashSet;
    constructor(words) {
        this.hashes = words.map(hashOf);
        this.hashSet = new Set(this.hashes);
        for (const hash of this.hashes) {
            if (bitOf(hash) === 0) {
                KEYWORD_BITS[(hash & 0xffff) >>> 5] |= 1 << (hash & 31);
                keywordGeneration++;
            }
        }
    }
}
const NO_WORDS = new Set();
/** The words, the long token runs and whether any character is not ASCII, in one pass. */
function scan(text) {
    // made on the first word that may be a keyword: most code blocks and spans hold none
    let words;
    const runs = [];
    let nonAscii = false;
    const length = text.length;
    // where the token run going on began, else -1 (every word character is a token character)
    let runStart = -1;
    for (let i = 0; i < length;) {
        const raw = text.charCodeAt(i);
        let code = foldedWordCode(raw);
        if (code === -1) {
            if (raw < 128 && TOKEN_CHAR[raw] === 1) {
                if (runStart === -1)
                    runStart = i;
            }
            else {
                if (raw >= 128)
                    nonAscii = true;
                if (runStart !== -1 && i - runStart >= MIN_RUN)
                    runs.push(tokenRun(text, runStart, i));
                runStart = -1;
            }
            i++;
            continue;
        }
        if (runStart === -1)
            runStart = i;
        let hash = FNV_OFFSET;
        do {
            hash = Math.imul(hash ^ code, FNV_PRIME);
            code = ++i < length ? foldedWordCode(text.charCodeAt(i)) : -1;
        } while (code !== -1);
        hash &= SMALL;
        if (bitOf(hash) !== 0)
            (words ??= new Set()).add(hash);
    }
    if (runStart !== -1 && length - runStart >= MIN_RUN)
        runs.push(tokenRun(text, runStart, length));
    return { words: words ?? NO_WORDS, generation: keywordGeneration, runs, nonAscii };
}
class TextFacts {
    text;
    scanned;
    lineIndex;
    constructor(text) {
        this.text = text;
    }
    get scan() {
        // A keyword defined since the text was scanned may be among the words it left out.
        if (this.scanned === undefined || this.scanned.generation !== keywordGeneration)
            this.scanned = scan(this.text);
        return this.scanned;
    }
    /**
     * Some keyword occurs as a whole word, in any case. Keywords are single words of letters,
     * digits and `_`; a hash collision only makes a rule run its patterns for nothing.
     */
    mentions(keywords) {
        const { words } = this.scan;
        // The smaller side is looked up in the larger: a code block holds a few words that may be
        // keywords, where the shell rules' gate has a hundred and more.
        if (words.size < keywords.hashes.length) {
            for (const hash of words)
                if (keywords.hashSet.has(hash))
                    return true;
            return false;
        }
        for (const hash of keywords.hashes)
            if (words.has(hash))
                return true;
        return false;
    }
    get hasNonAscii() {
        return this.scan.nonAscii;
    }
    /** Every run of token characters of at least MIN_RUN. */
    get tokenRuns() {
        return this.scan.runs;
    }
    lineAt(offset) {
        this.lineIndex ??= new LineIndex(this.text);
        return this.lineIndex.lineAt(offset);
    }
    /** The text of the line holding `offset`. */
    lineText(offset) {
        const start = this.text.lastIndexOf('\n', offset - 1) + 1;
        const end = this.text.indexOf('\n', offset);
        return this.text.slice(start, end === -1 ? this.text.length : end);
    }
}

// Alternations, not a class: a class of joiners reads as one joined sequence to linters.
const ZERO_WIDTH = /\u200B|\u200C|\u200D|\u2060|\u180E|\uFEFF/g;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/g;
const TAGS = /[\u{E0000}-\u{E007F}]+/gu;
// Any character the invisible-content rules look at, as UTF-16 units: a regex with the u flag
// scans a long text about 25 times slower, and this gate runs on every file.
const INVISIBLE_OR_TAG = /[\u180E\u200B-\u200D\u2060\u202A-\u202E\u2066-\u2069\uFEFF]|\uDB40[\uDC00-\uDC7F]/;
const EMOJI_NEIGHBOUR = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u20E3/u;
// Joiners are part of writing Arabic, Persian and the Indic scripts, and of emoji sequences.
const SCRIPT_NEIGHBOUR = /[\p{L}\p{M}]/u;
const LATIN_OR_COMMON = /[\p{Script=Latin}\p{Script=Common}]/u;
function legitimateJoiner(text, index) {
    const char = text[index];
    if (char !== '\u200C' && char !== '\u200D')
        return false;
    const before = String.fromCodePoint(text.codePointAt(index - 1) ?? 32);
    const prev = index >= 2 && /[\uDC00-\uDFFF]/.test(before)
        ? String.fromCodePoint(text.codePointAt(index - 2) ?? 32)
        : before;
    const next = String.fromCodePoint(text.codePointAt(index + 1) ?? 32);
    const around = [prev, next];
    if (around.some((c) => EMOJI_NEIGHBOUR.test(c)))
        return true;
    return around.some((c) => SCRIPT_NEIGHBOUR.test(c) && !LATIN_OR_COMMON.test(c));
}
const INVISIBLE = /[\u200B-\u200D\u2060\u180E\uFEFF]/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
// A line that names the character it holds is showing the trick, as a security guide does.
const NAMES_ITSELF = /zero[- ]width|\bZWSP\b|\bZWJ\b|\bU\+200[BCD]\b/i;
/**
 * A zero-width character hides text when it splits a word (`ig\u200Bnore`, to slip past a filter)
 * or stands in a run of them (bits of a hidden message). Alone between symbols, or before a fence
 * marker to show a fence inside a fence, it is a line-break hint that hides nothing.
 */
function hidesText(text, index) {
    if (INVISIBLE.test(text[index - 1] ?? '') || INVISIBLE.test(text[index + 1] ?? ''))
        return true;
    return LATIN_LETTER.test(text[index - 1] ?? '') && LATIN_LETTER.test(text[index + 1] ?? '');
}
const lineText = (text, index) => {
    const start = text.lastIndexOf('\n', index - 1) + 1;
    const end = text.indexOf('\n', index);
    return text.slice(start, end === -1 ? text.length : end);
};
/** Invisible characters, bidi overrides and tag characters; one hit per rule and line. */
function invisibleContent(facts) {
    const { text } = facts;
    const hits = [];
    const decoded = [];
    if (!facts.hasNonAscii || !INVISIBLE_OR_TAG.test(text)) {
        return { hits, decoded };
    }
    const seen = new Set();
    const add = (ruleId, index, message, severity) => {
        const line = facts.lineAt(index);
        if (seen.has(`${ruleId}:${line}`))
            return;
        seen.add(`${ruleId}:${line}`);
        hits.push({
            ruleId,
            line,
            message,
            evidence: lineText(text, index),
            ...(severity === undefined ? {} : { severity })
        });
    };
    for (const match of text.matchAll(ZERO_WIDTH)) {
        if (match.index === 0 && match[0] === '\uFEFF')
            continue;
        if (legitimateJoiner(text, match.index))
            continue;
        if (!hidesText(text, match.index))
            continue;
        const line = lineText(text, match.index);
        add('hidden/invisible-characters', match.index, NAMES_ITSELF.test(line)
            ? 'zero-width characters split a word (shown as an example of the trick)'
            : 'zero-width characters hide text from a reviewer', NAMES_ITSELF.test(line) ? 'medium' : undefined);
    }
    for (const match of text.matchAll(BIDI)) {
        add('hidden/bidi-override', match.index, 'a bidirectional override makes the text read differently from how it runs');
    }
    for (const match of text.matchAll(TAGS)) {
        const ascii = Array.from(match[0], (c) => String.fromCharCode((c.codePointAt(0) ?? 0xe0000) - 0xe0000))
            .join('')
            .replace(/[^\x20-\x7e\n\t]/g, '');
        add('hidden/unicode-tags', match.index, `invisible Unicode tag characters spell out: "${ascii.slice(0, 80)}"`);
        if (ascii.trim() !== '') {
            decoded.push({ text: ascii, line: facts.lineAt(match.index), how: 'Unicode tag characters' });
        }
    }
    return { hits, decoded };
}
const MIXABLE = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u;
// Letters of those scripts drawn like Latin ones (Unicode's confusables for a-z, the common part).
const LOOKALIKE = /[аАвВеЕкКмМнНоОрРсСтТуухХѕЅіІјЈһԁԛԝӏүҮΑΒΕΖΗΙΚΜΝΟΡΤΥΧοινρκυαօսհոᎪᎬᎻᏆᎫᏦᎷᏃᎡᏒᏚᎢᏙᏔ]/u;
const LATIN = /\p{Script=Latin}/u;
// Words split at hyphens and underscores: `ρ-corrected` is a symbol and a word, not one word.
const WORDS = /[\p{L}\p{M}\d]+/gu;
/**
 * A word that mixes Latin letters with look-alikes from another script (`gіthub` with a Cyrillic
 * і). A Greek letter used as a symbol beside a unit or a name (`μs`, `ρ-value`, `Δt`) is not one.
 */
function mixedScriptWord(text) {
    if (!MIXABLE.test(text))
        return undefined;
    for (const [word] of text.matchAll(WORDS)) {
        if ([...word].length >= 3 && LATIN.test(word) && LOOKALIKE.test(word))
            return word;
    }
    return undefined;
}
const URL_HOST = /\bhttps?:\/\/([^\s/?#)"'<>`]+)/gi;
const LETTER = /\p{L}/u;
/** A label in a look-alike script beside Latin ones (`раураl.com` spelled in Cyrillic). */
function lookalikeLabel(host) {
    const labels = host.split('.').filter((l) => LETTER.test(l));
    return (labels.some((l) => LATIN.test(l)) &&
        labels.some((l) => MIXABLE.test(l) && [...l].every((c) => LOOKALIKE.test(c) || !LETTER.test(c))));
}
/** Hosts in URLs that are punycode or mix scripts: an address dressed as another. */
function homoglyphHosts(facts) {
    const { text } = facts;
    const hits = [];
    if (!text.includes('xn--') && !facts.hasNonAscii)
        return hits;
    for (const match of text.matchAll(URL_HOST)) {
        const host = match[1] ?? '';
        // an elided URL (`https://…`) has no host at all
        if (!LETTER.test(host))
            continue;
        if (host.includes('xn--') || mixedScriptWord(host) !== undefined || lookalikeLabel(host)) {
            hits.push({
                ruleId: 'hidden/homoglyph',
                line: facts.lineAt(match.index),
                message: `the host ${JSON.stringify(host.slice(0, 80))} uses look-alike or encoded letters`,
                evidence: lineText(text, match.index)
            });
        }
    }
    return hits;
}
const MAX_BLOB_CHARS = 64 * 1024;
const MAX_DECODED_PER_TEXT = 256 * 1024;
const MIN_BLOB = 32;
const HEX = /^(?:[0-9a-fA-F]{2})+$/;
const ESCAPED_HEX = /(?:\\x[0-9a-fA-F]{2}){12,}/g;
/** Decoded bytes that read as text: printable ASCII with a word break or shell punctuation. */
function readable(bytes) {
    if (bytes.length < 12)
        return undefined;
    let printable = 0;
    for (const byte of bytes) {
        if ((byte >= 0x20 && byte < 0x7f) || byte === 9 || byte === 10 || byte === 13)
            printable++;
    }
    if (printable / bytes.length < 0.95)
        return undefined;
    const text = bytes.toString('latin1');
    return /[\s/|;:.]/.test(text) ? text : undefined;
}
/** Base64 and hex blobs that decode to text, with the line each one starts on. */
function encodedTexts(facts) {
    const found = [];
    let budget = MAX_DECODED_PER_TEXT;
    const take = (blob, offset, how, decode) => {
        if (blob.length > MAX_BLOB_CHARS || budget <= 0)
            return;
        budget -= blob.length;
        const decoded = readable(decode());
        if (decoded !== undefined)
            found.push({ text: decoded, line: facts.lineAt(offset), how });
    };
    for (const run of facts.tokenRuns) {
        if (run.end - run.start < MIN_BLOB || budget <= 0)
            continue;
        // Runs may carry sentence punctuation at their ends; a blob has none inside.
        const blob = facts.text.slice(run.start, run.end).replace(/^[.]+|[.]+$/g, '');
        if (blob.includes('.'))
            continue;
        if (HEX.test(blob)) {
            take(blob, run.start, 'hex', () => Buffer.from(blob, 'hex'));
            continue;
        }
        // A long run of lower-case letters and dashes (a slug, an identifier) is not a blob.
        if (!run.hasDigit && !run.hasUpper)
            continue;
        const standard = blob.replace(/-/g, '+').replace(/_/g, '/');
        take(blob, run.start, 'base64', () => Buffer.from(standard, 'base64'));
    }
    if (facts.text.includes('\\x')) {
        for (const match of facts.text.matchAll(ESCAPED_HEX)) {
            const blob = match[0];
            take(blob, match.index, 'hex escapes', () => Buffer.from(blob.replace(/\\x/g, ''), 'hex'));
        }
    }
    return found;
}

/**
 * Check if `vhost` is a valid suffix of `hostname` (top-domain)
 *
 * It means that `vhost` needs to be a suffix of `hostname` and we then need to
 * make sure that: either they are equal, or the character preceding `vhost` in
 * `hostname` is a '.' (it should not be a partial label).
 *
 * * hostname = 'not.evil.com' and vhost = 'vil.com'      => not ok
 * * hostname = 'not.evil.com' and vhost = 'evil.com'     => ok
 * * hostname = 'not.evil.com' and vhost = 'not.evil.com' => ok
 */
function shareSameDomainSuffix(hostname, vhost) {
    if (hostname.endsWith(vhost)) {
        return (hostname.length === vhost.length ||
            hostname[hostname.length - vhost.length - 1] === '.');
    }
    return false;
}
/**
 * Given a hostname and its public suffix, extract the general domain.
 */
function extractDomainWithSuffix(hostname, publicSuffix) {
    // Locate the index of the last '.' in the part of the `hostname` preceding
    // the public suffix.
    //
    // examples:
    //   1. not.evil.co.uk  => evil.co.uk
    //         ^    ^
    //         |    | start of public suffix
    //         | index of the last dot
    //
    //   2. example.co.uk   => example.co.uk
    //     ^       ^
    //     |       | start of public suffix
    //     |
    //     | (-1) no dot found before the public suffix
    const publicSuffixIndex = hostname.length - publicSuffix.length - 2;
    const lastDotBeforeSuffixIndex = hostname.lastIndexOf('.', publicSuffixIndex);
    // No '.' found, then `hostname` is the general domain (no sub-domain)
    if (lastDotBeforeSuffixIndex === -1) {
        return hostname;
    }
    // Extract the part between the last '.'
    return hostname.slice(lastDotBeforeSuffixIndex + 1);
}
/**
 * Detects the domain based on rules and upon and a host string
 */
function getDomain$1(suffix, hostname, options) {
    // Check if `hostname` ends with a member of `validHosts`.
    if (options.validHosts !== null) {
        const validHosts = options.validHosts;
        for (const vhost of validHosts) {
            if ( /*@__INLINE__*/shareSameDomainSuffix(hostname, vhost)) {
                return vhost;
            }
        }
    }
    let numberOfLeadingDots = 0;
    if (hostname.startsWith('.')) {
        while (numberOfLeadingDots < hostname.length &&
            hostname[numberOfLeadingDots] === '.') {
            numberOfLeadingDots += 1;
        }
    }
    // If `hostname` is a valid public suffix, then there is no domain to return.
    // Since we already know that `getPublicSuffix` returns a suffix of `hostname`
    // there is no need to perform a string comparison and we only compare the
    // size.
    if (suffix.length === hostname.length - numberOfLeadingDots) {
        return null;
    }
    // To extract the general domain, we start by identifying the public suffix
    // (if any), then consider the domain to be the public suffix with one added
    // level of depth. (e.g.: if hostname is `not.evil.co.uk` and public suffix:
    // `co.uk`, then we take one more level: `evil`, giving the final result:
    // `evil.co.uk`).
    return /*@__INLINE__*/ extractDomainWithSuffix(hostname, suffix);
}

/**
 * Return the part of domain without suffix.
 *
 * Example: for domain 'foo.com', the result would be 'foo'.
 */
function getDomainWithoutSuffix(domain, suffix) {
    // Note: here `domain` and `suffix` cannot have the same length because in
    // this case we set `domain` to `null` instead. It is thus safe to assume
    // that `suffix` is shorter than `domain`.
    return domain.slice(0, -suffix.length - 1);
}

// `charCodeAt.call(url, i)`, not `url.charCodeAt(i)`: see `is-valid.ts`.
// eslint-disable-next-line @typescript-eslint/unbound-method
const charCodeAt$2 = String.prototype.charCodeAt;
/**
 * Matches an ASCII tab (U+0009) or newline (U+000A / U+000D). The WHATWG URL
 * parser strips these before parsing; we only allocate a cleaned copy (and
 * re-parse) on the rare input that actually contains one.
 */
const CONTROL_CHARS$1 = /[\t\n\r]/g;
const HAS_CONTROL_CHAR = /[\t\n\r]/;
/**
 * Matches a forbidden domain code point
 * (https://url.spec.whatwg.org/#forbidden-domain-code-point): a C0 control,
 * space, '#', '%', '/', ':', '<', '>', '?', '@', '[', '\', ']', '^', '|' or DEL.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_DOMAIN_CHAR = /[\x00-\x20#%/:<>?@[\\\]^|\x7f]/;
// Set by `extractHostname` (a module-scope flag, read synchronously by
// `parseImpl` right after the call — same pattern as the reused RESULT object).
// `true` ONLY when extraction validated the returned host inline (a confirmed-
// valid, "simple" authority) so `parseImpl` can skip the separate
// `isValidHostname` pass. `false` in every other case (validation disabled, a
// complex authority — userinfo/port/brackets/trailing-dot/control — an invalid
// host, or a non-main return path); `parseImpl` then validates as usual. The
// fast path can only ever SKIP a redundant scan for hosts already known valid,
// never accept an invalid one.
let extractedHostnameValidated = false;
// Set by `extractHostname`, like `extractedHostnameValidated`: `true` ONLY when
// the returned host was in brackets ("http://[::1]/"). `parseImpl` then checks
// that it is an IPv6 address, as browsers do.
let extractedBracketedHost = false;
/**
 * True if char `code` is a valid hostname character. This is the per-char half
 * of `is-valid.ts`'s `isValidAscii` (a-z, 0-9, > U+007F) PLUS three additions:
 * A-Z (the host is lowercased before validation, so uppercase ≡ a valid
 * lowercase letter) and '-' / '_' (valid inside a label). KEEP IN SYNC with
 * `is-valid.ts`: these rules are deliberately duplicated to validate during
 * extraction, so any change to the accepted character set there must be
 * mirrored here (and vice-versa).
 */
function isValidHostnameChar(code) {
    return ((code >= 97 && code <= 122) || // a-z
        (code >= 48 && code <= 57) || // 0-9
        code > 127 || // non-ASCII (accepted, not punycode-checked)
        (code >= 65 && code <= 90) || // A-Z (becomes valid once lowercased)
        code === 45 || // '-'
        code === 95 // '_'
    );
}
/**
 * No hostname in `url`, unless a tab or newline, which browsers remove before
 * anything else, hides one ("sc:\t//host", "/\t/host"): `url` is then read
 * again without them. Only reached on inputs without a host.
 */
function noHostname(url, urlIsValidHostname, validate) {
    return HAS_CONTROL_CHAR.test(url)
        ? extractHostname(url.replace(CONTROL_CHARS$1, ''), urlIsValidHostname, validate)
        : null;
}
/**
 * True if char `code` may follow the first letter of a scheme: an ASCII letter,
 * a digit, '+', '-' or '.' (https://url.spec.whatwg.org/#scheme-state).
 */
function isSchemeChar(code) {
    return (((code | 32) >= 97 && (code | 32) <= 122) || // [a-zA-Z] (fold letters only)
        (code >= 48 && code <= 57) || // [0, 9]
        code === 46 || // '.'
        code === 45 || // '-'
        code === 43 // '+'
    );
}
/**
 * `hostname` percent-decoded as browsers decode the host of a special URL,
 * lower-cased and without trailing dots, or null where they find no valid host:
 * bytes that are no UTF-8 ("%FF"), a '%' not followed by two hexadecimal digits
 * ("%zz"), and characters forbidden in a domain once decoded ("%2F", "%3A",
 * "%5B::1%5D"). https://url.spec.whatwg.org/#concept-host-parser
 */
function decodeHostname(hostname) {
    let decoded;
    try {
        decoded = decodeURIComponent(hostname);
    }
    catch (_a) {
        return null;
    }
    if (FORBIDDEN_DOMAIN_CHAR.test(decoded)) {
        return null;
    }
    let end = decoded.length;
    while (end > 1 && charCodeAt$2.call(decoded, end - 1) === 46 /* '.' */) {
        end -= 1;
    }
    return decoded.slice(0, end).toLowerCase();
}
/**
 * True if `url.slice(start, end)` is a scheme, as browsers read one: an ASCII
 * letter, then scheme characters.
 */
function isScheme(url, start, end) {
    const first = charCodeAt$2.call(url, start) | 32;
    if (start === end || first < 97 || first > 122) {
        return false;
    }
    for (let i = start + 1; i < end; i += 1) {
        if (!isSchemeChar(charCodeAt$2.call(url, i))) {
            return false;
        }
    }
    return true;
}
/**
 * Classify scheme `url.slice(schemeStart, colonIndex)` as a WHATWG special
 * scheme without allocating a substring (case-insensitive via `| 32`).
 * Special schemes: ftp, file, http, https, ws, wss
 * (https://url.spec.whatwg.org/#special-scheme).
 *
 * @returns 0 = not special, 1 = special, 2 = file (its host sits only between
 *          "//" and the next slash).
 */
function getSpecialScheme(url, schemeStart, colonIndex) {
    const length = colonIndex - schemeStart;
    const c0 = charCodeAt$2.call(url, schemeStart) | 32;
    if (length === 2) {
        return c0 === 119 && (charCodeAt$2.call(url, schemeStart + 1) | 32) === 115
            ? 1
            : 0; // ws
    }
    else if (length === 3) {
        const c1 = charCodeAt$2.call(url, schemeStart + 1) | 32;
        const c2 = charCodeAt$2.call(url, schemeStart + 2) | 32;
        if (c0 === 119 && c1 === 115 && c2 === 115)
            return 1; // wss
        if (c0 === 102 && c1 === 116 && c2 === 112)
            return 1; // ftp
        return 0;
    }
    else if (length === 4) {
        const c1 = charCodeAt$2.call(url, schemeStart + 1) | 32;
        const c2 = charCodeAt$2.call(url, schemeStart + 2) | 32;
        const c3 = charCodeAt$2.call(url, schemeStart + 3) | 32;
        if (c0 === 104 && c1 === 116 && c2 === 116 && c3 === 112)
            return 1; // http
        if (c0 === 102 && c1 === 105 && c2 === 108 && c3 === 101)
            return 2; // file
        return 0;
    }
    else if (length === 5) {
        return c0 === 104 &&
            (charCodeAt$2.call(url, schemeStart + 1) | 32) === 116 &&
            (charCodeAt$2.call(url, schemeStart + 2) | 32) === 116 &&
            (charCodeAt$2.call(url, schemeStart + 3) | 32) === 112 &&
            (charCodeAt$2.call(url, schemeStart + 4) | 32) === 115
            ? 1
            : 0; // https
    }
    return 0;
}
/**
 * Extract a hostname from `url`, matching a WHATWG URL parser's host-boundary
 * behaviour (https://url.spec.whatwg.org/#concept-basic-url-parser) for tldts'
 * scope. It deliberately does NOT normalise the host (no IDNA/punycode or IPv4
 * canonicalisation; IPv6 brackets are stripped, not compressed), strips trailing
 * dots, and stays lenient where a strict parser rejects (bare host:port,
 * out-of-range port, user@host) — all documented deviations.
 *
 * @param urlIsValidHostname - when true, `url` is already a valid hostname and is
 *   returned by the same reference (factory.ts skips re-validation on that
 *   identity), keeping the common path allocation-free.
 * @param validate - when true, validate the host inline during the authority
 *   scan and publish the verdict via `extractedHostnameValidated` so `parseImpl`
 *   can skip the redundant `isValidHostname` pass for simple authorities.
 */
function extractHostname(url, urlIsValidHostname, validate = false) {
    let start = 0;
    let end = url.length;
    let hasUpper = false;
    let failedValidation = false; // inline validation failed (always so with a '%')
    let isSpecial = true; // '\' ends the host, unless non-special "scheme://"
    extractedHostnameValidated = false;
    extractedBracketedHost = false;
    if (!urlIsValidHostname) {
        // WHATWG step 1: trim leading/trailing C0 control or space (<= U+0020).
        // Tab/newline elsewhere are handled lazily below.
        while (start < url.length && charCodeAt$2.call(url, start) <= 32) {
            start += 1;
        }
        // "data:"/"javascript:" never reach a host (inline payload; data URLs may be
        // huge). `| 32` lowercases letters only; tab/newline is re-parsed below.
        if ((charCodeAt$2.call(url, start + 4) === 58 /* ':' */ &&
            (charCodeAt$2.call(url, start) | 32) === 100 /* d */ &&
            (charCodeAt$2.call(url, start + 1) | 32) === 97 /* a */ &&
            (charCodeAt$2.call(url, start + 2) | 32) === 116 /* t */ &&
            (charCodeAt$2.call(url, start + 3) | 32) === 97) /* a */ ||
            (charCodeAt$2.call(url, start + 10) === 58 /* ':' */ &&
                (charCodeAt$2.call(url, start) | 32) === 106 /* j */ &&
                (charCodeAt$2.call(url, start + 1) | 32) === 97 /* a */ &&
                (charCodeAt$2.call(url, start + 2) | 32) === 118 /* v */ &&
                (charCodeAt$2.call(url, start + 3) | 32) === 97 /* a */ &&
                (charCodeAt$2.call(url, start + 4) | 32) === 115 /* s */ &&
                (charCodeAt$2.call(url, start + 5) | 32) === 99 /* c */ &&
                (charCodeAt$2.call(url, start + 6) | 32) === 114 /* r */ &&
                (charCodeAt$2.call(url, start + 7) | 32) === 105 /* i */ &&
                (charCodeAt$2.call(url, start + 8) | 32) === 112 /* p */ &&
                (charCodeAt$2.call(url, start + 9) | 32) === 116) /* t */) {
            return null;
        }
        while (end > start + 1 && charCodeAt$2.call(url, end - 1) <= 32) {
            end -= 1;
        }
        if ((charCodeAt$2.call(url, start) === 47 /* '/' */ ||
            charCodeAt$2.call(url, start) === 92) /* '\' */ &&
            (charCodeAt$2.call(url, start + 1) === 47 /* '/' */ ||
                charCodeAt$2.call(url, start + 1) === 92) /* '\' */) {
            // Scheme-relative reference ("//host/path"). Relative to a web page, a
            // special URL, browsers skip any further slashes ("///host").
            start += 2;
            while (charCodeAt$2.call(url, start) === 47 /* '/' */ ||
                charCodeAt$2.call(url, start) === 92 /* '\' */) {
                start += 1;
            }
        }
        else {
            // The scheme ends at the first ":/". Most URLs start with "http://" or
            // "https://", so check for those before searching.
            let indexOfProtocol = charCodeAt$2.call(url, start + 4) === 115 /* 's' */
                ? start + 5
                : start + 4;
            if (charCodeAt$2.call(url, start) !== 104 /* 'h' */ ||
                charCodeAt$2.call(url, start + 1) !== 116 /* 't' */ ||
                charCodeAt$2.call(url, start + 2) !== 116 /* 't' */ ||
                charCodeAt$2.call(url, start + 3) !== 112 /* 'p' */ ||
                charCodeAt$2.call(url, indexOfProtocol) !== 58 /* ':' */ ||
                charCodeAt$2.call(url, indexOfProtocol + 1) !== 47 /* '/' */) {
                indexOfProtocol = url.indexOf(':/', start);
            }
            if (indexOfProtocol !== -1) {
                // "scheme://…". Classify the scheme, then position `start` at the host.
                const special = getSpecialScheme(url, start, indexOfProtocol);
                if (special === 1) {
                    // Special scheme: skip the run of '/' and '\' after it
                    // (special-authority-(ignore-)slashes states; '\' acts as '/').
                    start = indexOfProtocol + 2;
                    while (charCodeAt$2.call(url, start) === 47 /* '/' */ ||
                        charCodeAt$2.call(url, start) === 92 /* '\' */) {
                        start += 1;
                    }
                }
                else if (special === 2) {
                    // file: the host is only what sits between "//" and the next slash, so
                    // "file://h/x" => "h" but "file:///x" / "file:/x" => no host.
                    start = indexOfProtocol + 1;
                    let slashes = 0;
                    while ((charCodeAt$2.call(url, start) === 47 ||
                        charCodeAt$2.call(url, start) === 92) &&
                        slashes < 2) {
                        start += 1;
                        slashes += 1;
                    }
                    if (slashes < 2) {
                        return noHostname(url, urlIsValidHostname, validate);
                    }
                }
                else if (!isScheme(url, start, start + 1)) {
                    // No scheme: one starts with an ASCII letter ("1a://x" is no URL for
                    // browsers). Read the input as an authority, as below.
                    indexOfProtocol = -1;
                }
                else {
                    // Unknown scheme: validate the WHATWG scheme grammar [A-Za-z0-9+.-];
                    // a control char means it was split by a tab/newline (strip + re-parse).
                    for (let i = start; i < indexOfProtocol; i += 1) {
                        const code = charCodeAt$2.call(url, i);
                        if (!isSchemeChar(code)) {
                            if (code === 9 /* tab */ ||
                                code === 10 /* LF */ ||
                                code === 13 /* CR */) {
                                return extractHostname(url.replace(CONTROL_CHARS$1, ''), urlIsValidHostname, validate);
                            }
                            // A scheme ending at a first ':' (other than a slash-less special
                            // one) makes this ':/' part of an opaque path ("foo:bar://x", no
                            // host), unless a '/', '\', '?' or '#' first puts it in a path,
                            // query or fragment ("a.com/r?u=https://x"). Otherwise no scheme
                            // ends here: this ':/' is an empty port, after a slash-less
                            // special scheme ("http:a.com:/x") or an authority
                            // ("user@host:/x"). Read the input as such below.
                            if (code === 58 /* ':' */ &&
                                getSpecialScheme(url, start, i) !== 1) {
                                for (let j = i; j < indexOfProtocol; j += 1) {
                                    const c = charCodeAt$2.call(url, j);
                                    if (c === 47 || c === 92 || c === 63 || c === 35) {
                                        indexOfProtocol = -1;
                                        break;
                                    }
                                }
                                if (indexOfProtocol !== -1) {
                                    return noHostname(url, urlIsValidHostname, validate);
                                }
                            }
                            indexOfProtocol = -1;
                            break;
                        }
                    }
                    if (indexOfProtocol !== -1) {
                        // A non-special scheme has an authority only after "//" (else it is
                        // an opaque path with no host). `indexOf(':/')` already gave the
                        // first '/'.
                        if (charCodeAt$2.call(url, indexOfProtocol + 2) === 47 /* '/' */) {
                            isSpecial = false;
                            start = indexOfProtocol + 3;
                        }
                        else {
                            return noHostname(url, urlIsValidHostname, validate);
                        }
                    }
                }
            }
            if (indexOfProtocol === -1 &&
                charCodeAt$2.call(url, start) !== 91 /* '[' */) {
                // Cold path: no "scheme://" prefix, and not a bare IPv6 literal (whose
                // first ':' would otherwise look like a scheme separator; "[…]" falls
                // through to the ipv6 handling below). May be a bare host, a host:port,
                // a user@host, a slash-less special scheme ("https:host"), or an opaque
                // URI ("mailto:", "tel:", "urn:…").
                let indexOfColon = -1;
                for (let i = start; i < end; i += 1) {
                    const code = charCodeAt$2.call(url, i);
                    if (code === 9 || code === 10 || code === 13) {
                        return extractHostname(url.replace(CONTROL_CHARS$1, ''), urlIsValidHostname, validate);
                    }
                    if (code === 58 /* ':' */) {
                        indexOfColon = i;
                        break;
                    }
                    if (code === 47 || code === 92 || code === 63 || code === 35) {
                        break;
                    }
                }
                if (indexOfColon !== -1) {
                    // An '@' before the next delimiter => the ':' is userinfo, not a
                    // scheme ("user:pass@host", "mailto:a@b"): keep the whole authority.
                    // Not after "file:", which has no userinfo and no host without "//".
                    const special = getSpecialScheme(url, start, indexOfColon);
                    let hasIdentifier = false;
                    for (let i = special === 2 ? end : indexOfColon + 1; i < end; i += 1) {
                        const code = charCodeAt$2.call(url, i);
                        if (code === 47 || code === 92 || code === 63 || code === 35) {
                            break;
                        }
                        if (code === 64 /* '@' */) {
                            hasIdentifier = true;
                            break;
                        }
                    }
                    if (!hasIdentifier) {
                        // All-digits after ':' => a bare "host:port" (tldts accepts
                        // hostnames too); keep `start` and let the port handling trim it.
                        // Not after a special scheme though: "http:8080" is a URL.
                        let allDigits = special === 0;
                        let i = indexOfColon + 1;
                        for (; i < end; i += 1) {
                            const code = charCodeAt$2.call(url, i);
                            if (code === 47 || code === 92 || code === 63 || code === 35) {
                                break;
                            }
                            if (code < 48 /* '0' */ || code > 57 /* '9' */) {
                                allDigits = false;
                                break;
                            }
                        }
                        if (i === indexOfColon + 1) {
                            allDigits = false; // nothing after ':' => not a port
                        }
                        if (!allDigits) {
                            if (special === 0) {
                                // No "scheme://" on the cold path and not a special scheme.
                                // A second ':' before the host's end marks a bare, unbracketed
                                // IPv6 literal ("2a01:e35::1"): fall through and let the host
                                // loop + isIp classify it. Without one this is an opaque path
                                // with no host ("mailto:x", "foo:bar").
                                let isBareIpv6 = false;
                                for (let j = indexOfColon + 1; j < end; j += 1) {
                                    const code = charCodeAt$2.call(url, j);
                                    if (code === 47 ||
                                        code === 92 ||
                                        code === 63 ||
                                        code === 35) {
                                        break;
                                    }
                                    if (code === 58 /* ':' */) {
                                        isBareIpv6 = true;
                                        break;
                                    }
                                }
                                // Not a scheme either ("@host:", "a_b:/x"): an authority, if
                                // its ':' starts an empty port (digits were read above).
                                // Browsers have no host for "a_b:x".
                                const next = charCodeAt$2.call(url, i);
                                if (!isBareIpv6 &&
                                    (isScheme(url, start, indexOfColon) ||
                                        (i < end &&
                                            next !== 47 &&
                                            next !== 92 &&
                                            next !== 63 &&
                                            next !== 35))) {
                                    return noHostname(url, urlIsValidHostname, validate);
                                }
                            }
                            else {
                                start = indexOfColon + 1;
                                if (special === 2) {
                                    // file (e.g. "file:\\host"): host only between "//" and next slash.
                                    let slashes = 0;
                                    while ((charCodeAt$2.call(url, start) === 47 ||
                                        charCodeAt$2.call(url, start) === 92) &&
                                        slashes < 2) {
                                        start += 1;
                                        slashes += 1;
                                    }
                                    if (slashes < 2) {
                                        return noHostname(url, urlIsValidHostname, validate);
                                    }
                                }
                                else {
                                    while (charCodeAt$2.call(url, start) === 47 ||
                                        charCodeAt$2.call(url, start) === 92) {
                                        start += 1;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        // Find the host's end: first '/', '?' or '#' (and '\' for special URLs,
        // which WHATWG treats like '/'). Track the last '@' and ':' for userinfo
        // and port, plus the first ':' of the host (reset at each
        // '@') to tell a bare IPv6 (>= 2 colons) from a host:port (exactly one);
        // flag uppercase and a stray tab/newline. The loop is split on `code < 64`
        // so common host characters take fewer comparisons.
        //
        // When `validate`, also accumulate `is-valid.ts`'s checks over the scanned
        // run so a simple authority's host can be validated in this single pass.
        // `vValid` only stays meaningful for a "simple" authority (no userinfo, port,
        // brackets, control or trailing dot); those cases clear it / are rejected by
        // the guard below, falling back to `isValidHostname`.
        let indexOfIdentifier = -1;
        let indexOfPort = -1;
        let indexOfFirstColon = -1;
        let hasControl = false;
        let vValid = validate; // seeded true when validating; cleared on the first invalid char
        let vLastDot = start - 1; // mirrors is-valid.ts `lastDotIndex = -1` at host start
        let vLastCode = -1;
        if (validate && start < end) {
            // First-char rule: must be a valid host char, '.', or '_' (NOT '-').
            const c0 = charCodeAt$2.call(url, start);
            if (
            // Keep these parens: they scope /*@__INLINE__*/ for terser.
            // prettier-ignore
            !(
            /*@__INLINE__*/ (isValidHostnameChar(c0) ||
                c0 === 46 /* '.' */ ||
                c0 === 95 /* '_' */)) ||
                c0 === 45 /* '-' (isValidHostnameChar allows it mid-label, not first) */) {
                vValid = false;
            }
        }
        for (let i = start; i < end; i += 1) {
            const code = charCodeAt$2.call(url, i);
            if (code < 64) {
                if (code === 47 || code === 35 || code === 63) {
                    end = i;
                    break;
                }
                else if (code === 58 /* ':' */) {
                    if (indexOfFirstColon === -1) {
                        indexOfFirstColon = i;
                    }
                    indexOfPort = i;
                }
                else if (code === 9 || code === 10 || code === 13) {
                    hasControl = true;
                }
                else if (validate) {
                    if (code === 46 /* '.' */) {
                        if (i - vLastDot > 64 || vLastCode === 46 || vLastCode === 45) {
                            vValid = false;
                        }
                        vLastDot = i;
                    }
                    else if (code < 48 || code > 57) {
                        // < 64 and not a delimiter/dot/digit => only '-' (45) is a valid
                        // host char here; everything else (space, %, !, etc.) is invalid.
                        // A '-' must also not START a label (the byte right after a '.') —
                        // mirrors is-valid.ts; the first label is covered by the first-char
                        // rule above. (RFC 1034 §3.5 / RFC 1035 §2.3.1 LDH.)
                        if (code !== 45 || vLastCode === 46 /* label-leading '-' */) {
                            vValid = false;
                        }
                    }
                }
            }
            else if (isSpecial && code === 92 /* '\' */) {
                end = i;
                break;
            }
            else if (code === 64 /* '@' */) {
                indexOfIdentifier = i;
                indexOfFirstColon = -1; // colons before '@' are userinfo, not the host
            }
            else if (code >= 65 && code <= 90) {
                hasUpper = true;
            }
            else if (validate && !( /*@__INLINE__*/isValidHostnameChar(code))) {
                // >= 64, not '@'/']'/upper: valid only if a-z, '_', or non-ASCII.
                vValid = false;
            }
            if (validate) {
                vLastCode = code;
            }
        }
        // A tab/newline inside the authority: strip everything and re-parse (rare).
        if (hasControl) {
            return extractHostname(url.replace(CONTROL_CHARS$1, ''), urlIsValidHostname, validate);
        }
        // Skip userinfo. '>= start' so an empty userinfo ("http://@host") works too.
        if (indexOfIdentifier !== -1 &&
            indexOfIdentifier >= start &&
            indexOfIdentifier < end) {
            start = indexOfIdentifier + 1;
        }
        if (charCodeAt$2.call(url, start) === 91 /* '[' */) {
            // ipv6 address: return what is between the brackets, or null if they are
            // unclosed or followed by anything but a port ("[::1]x"). `parseImpl`
            // checks that they hold an IPv6 address (see `extractedBracketedHost`).
            const closingBracket = url.indexOf(']', start);
            if (closingBracket !== -1 &&
                closingBracket < end &&
                (closingBracket + 1 === end ||
                    charCodeAt$2.call(url, closingBracket + 1) === 58) /* ':' */) {
                extractedBracketedHost = true;
                return url.slice(start + 1, closingBracket).toLowerCase();
            }
            return null;
        }
        else if (indexOfPort !== -1 &&
            indexOfPort > start &&
            indexOfPort < end &&
            // A host:port has exactly one ':' in the host (so its first ':' is its
            // last); a bare, unbracketed IPv6 literal ("2a01:e35::1") has >= 2, so
            // its first ':' precedes the last. Only the former has a ':port' to trim.
            indexOfFirstColon === indexOfPort) {
            end = indexOfPort; // trim ':port'
        }
        // Empty authority ("http://", "file:///path", "//"), unless a tab or
        // newline hides one ("/\t/host"); only reachable here via extraction — a
        // bare valid hostname never lands here.
        if (start >= end) {
            return noHostname(url, urlIsValidHostname, validate);
        }
        // Publish the inline-validation verdict — but only for a "simple" authority,
        // where the scanned run equals the final host: no userinfo skip, no port
        // trim, no brackets, no trailing dot (trimmed below), and length within RFC
        // limits. Anything else leaves it `false` so `parseImpl` re-validates.
        //
        // Every clause below is load-bearing for CORRECTNESS, not just speed: the
        // loop accumulates `vValid` over the whole scanned run (it does not stop at
        // ':' or '@', so any port/userinfo bytes are included), so the verdict is
        // only sound when that run equals the final host. Do not drop a clause as
        // "redundant" — e.g. without `indexOfPort === -1`, `host:8080` would be
        // wrongly accepted.
        if (validate &&
            vValid &&
            indexOfIdentifier === -1 &&
            indexOfPort === -1 &&
            charCodeAt$2.call(url, end - 1) !== 46 /* no trailing dot */ &&
            end - start <= 255 && // total length
            end - vLastDot - 1 <= 63 && // last label length
            vLastCode !== 45 /* last char not '-' */) {
            extractedHostnameValidated = true;
        }
        failedValidation = validate && !vValid;
    }
    // Trim trailing dots
    while (end > start + 1 && charCodeAt$2.call(url, end - 1) === 46 /* '.' */) {
        end -= 1;
    }
    const hostname = start !== 0 || end !== url.length ? url.slice(start, end) : url;
    // Browsers percent-decode the host of a special URL ("%74racker.com" is
    // tracker.com). Only when validating: otherwise the host is kept as written.
    if (failedValidation && isSpecial && hostname.includes('%')) {
        return decodeHostname(hostname);
    }
    if (hasUpper) {
        return hostname.toLowerCase();
    }
    return hostname;
}

// Auto-generated by packages/tldts-utils/bin/ip-mapping.js (Node.js v26.13.1, Unicode 18.0). Do not edit.
//
// Non-ASCII code points that the host parser of browsers deletes, or maps to
// '.', or to digits, 'a'-'f' and 'x' only, as ranges: code points
// `ipMappingFirst[k]` to `ipMappingLast[k]` map, with `value = ipMappingValue[k]`
// and `offset` the position in the range: to nothing if `value` is 0, to the
// character `value + offset` if `value` is below 128, to the decimal number
// `value - 1000 + offset` if `value` is below 2000, and else to the two
// characters `value >> 8` and `value & 255`.
const ipMappingFirst = /*#__PURE__*/ new Uint32Array([170, 173, 178, 185, 739, 847, 4447, 6068, 6155, 7468, 7470, 7472, 7491, 7495, 7496, 7580, 7584, 8203, 8288, 8298, 8304, 8308, 8320, 8336, 8337, 8339, 8450, 8492, 8495, 8496, 8517, 8518, 8553, 8557, 8569, 8573, 9312, 9321, 9398, 9421, 9424, 9447, 9450, 12290, 12644, 12881, 12977, 13170, 13252, 13253, 13256, 42994, 42995, 64256, 65024, 65279, 65294, 65296, 65313, 65336, 65345, 65368, 65377, 65440, 113824, 117974, 117997, 118000, 119155, 119808, 119831, 119834, 119857, 119860, 119883, 119886, 119909, 119912, 119935, 119938, 119961, 119964, 119966, 119987, 119990, 119995, 120013, 120016, 120039, 120042, 120065, 120068, 120071, 120091, 120094, 120117, 120120, 120123, 120143, 120146, 120169, 120172, 120195, 120198, 120221, 120224, 120247, 120250, 120273, 120276, 120299, 120302, 120325, 120328, 120351, 120354, 120377, 120380, 120403, 120406, 120429, 120432, 120455, 120458, 120481, 120782, 120792, 120802, 120812, 120822, 127275, 127277, 127280, 127303, 130032, 917760]);
const ipMappingLast = /*#__PURE__*/ new Uint32Array([170, 173, 179, 185, 739, 847, 4448, 6069, 6159, 7468, 7470, 7473, 7491, 7495, 7497, 7580, 7584, 8203, 8292, 8303, 8304, 8313, 8329, 8336, 8337, 8339, 8450, 8493, 8495, 8497, 8517, 8519, 8553, 8558, 8569, 8574, 9320, 9331, 9403, 9421, 9429, 9447, 9450, 12290, 12644, 12895, 12991, 13170, 13252, 13253, 13256, 42994, 42995, 64256, 65039, 65279, 65294, 65305, 65318, 65336, 65350, 65368, 65377, 65440, 113827, 117979, 117997, 118009, 119162, 119813, 119831, 119839, 119857, 119865, 119883, 119891, 119909, 119917, 119935, 119943, 119961, 119964, 119967, 119987, 119993, 119995, 120013, 120021, 120039, 120047, 120065, 120069, 120073, 120091, 120099, 120117, 120121, 120125, 120143, 120151, 120169, 120177, 120195, 120203, 120221, 120229, 120247, 120255, 120273, 120281, 120299, 120307, 120325, 120333, 120351, 120359, 120377, 120385, 120403, 120411, 120429, 120437, 120455, 120463, 120481, 120791, 120801, 120811, 120821, 120831, 127275, 127277, 127285, 127303, 130041, 917999]);
const ipMappingValue = /*#__PURE__*/ new Uint16Array([97, 0, 50, 49, 120, 0, 0, 0, 0, 97, 98, 100, 97, 98, 100, 99, 102, 0, 0, 0, 48, 52, 48, 97, 101, 120, 99, 98, 101, 101, 100, 100, 120, 99, 120, 99, 49, 1010, 97, 120, 97, 120, 48, 46, 0, 1021, 1036, 25697, 25443, 25444, 25698, 99, 102, 26214, 0, 0, 46, 48, 97, 120, 97, 120, 46, 0, 0, 97, 120, 48, 0, 97, 120, 97, 120, 97, 120, 97, 120, 97, 120, 97, 120, 97, 99, 120, 97, 102, 120, 97, 120, 97, 120, 97, 100, 120, 97, 120, 97, 100, 120, 97, 120, 97, 120, 97, 120, 97, 120, 97, 120, 97, 120, 97, 120, 97, 120, 97, 120, 97, 120, 97, 120, 97, 120, 97, 120, 48, 48, 48, 48, 48, 99, 25444, 97, 120, 48, 0]);
// Bit `(cp >> 8) & 31` of `ipMappingBlocks[cp >> 13]` is set when the block of
// 256 code points holding `cp` (below U+10000) holds any of them.
const ipMappingBlocks = /*#__PURE__*/ new Uint32Array([562167821, 983059, 0, 0, 0, 128, 0, 3355443200]);

/**
 * Detection of IP addresses, as defined by the host parser of the WHATWG URL
 * standard (https://url.spec.whatwg.org/#host-parsing), which browsers follow.
 * Addresses are recognized, never rewritten: `0x7f.1` is 127.0.0.1 for a
 * browser, hence an IP here, but stays `0x7f.1`.
 */
/**
 * Value of the hexadecimal digit `code` (0 to 15), or 16 if it is not one.
 */
function hexValue(code) {
    if (code >= 48 && code <= 57) {
        return code - 48; // 0-9
    }
    const letter = code | 32; // lower-case
    return letter >= 97 && letter <= 102 ? letter - 87 : 16; // a-f
}
/**
 * Check if `hostname` is an IPv4 address: one to four numbers separated by
 * dots, each one decimal, octal (leading `0`) or hexadecimal (leading `0x`).
 * The last number fills the bytes the others leave, so `127.1` and
 * `2130706433` are both 127.0.0.1.
 * https://url.spec.whatwg.org/#concept-ipv4-parser
 */
function isIpv4(hostname) {
    const end = hostname.length;
    let i = 0;
    for (let numbers = 1; numbers <= 4; numbers += 1) {
        let radix = 10;
        if (i + 1 < end && hostname.charCodeAt(i) === 48 /* '0' */) {
            radix = 8;
            if ((hostname.charCodeAt(i + 1) | 32) === 120 /* 'x' */) {
                radix = 16;
                i += 2;
            }
        }
        const start = i;
        let value = 0;
        for (; i < end; i += 1) {
            const code = hostname.charCodeAt(i);
            if (code === 46 /* '.' */) {
                break;
            }
            const digit = hexValue(code);
            if (digit >= radix) {
                return false;
            }
            value = value * radix + digit;
        }
        // A number has digits, except "0x" which is 0.
        if (i === start && radix !== 16) {
            return false;
        }
        if (i === end) {
            return value <= 0xffffffff >>> (8 * (numbers - 1));
        }
        if (value > 255) {
            return false;
        }
        i += 1; // '.'
    }
    return false;
}
/**
 * Check if `hostname[i, end)` is made of four decimal numbers separated by
 * dots, each one between 0 and 255 and without leading zero.
 */
function isDottedDecimal(hostname, i, end) {
    for (let numbers = 1; numbers <= 4; numbers += 1) {
        const start = i;
        let value = 0;
        for (; i < end; i += 1) {
            const digit = hostname.charCodeAt(i) - 48;
            if (digit < 0 || digit > 9) {
                break;
            }
            value = value * 10 + digit;
            // Only a leading zero keeps a number of several digits below 10.
            if (value > 255 || (value < 10 && i !== start)) {
                return false;
            }
        }
        if (i === start) {
            return false;
        }
        if (numbers < 4) {
            if (hostname.charCodeAt(i) !== 46 /* '.' */) {
                return false;
            }
            i += 1;
        }
    }
    return i === end;
}
/**
 * Check if `hostname` is an IPv6 address, with or without its brackets: eight
 * groups of one to four hexadecimal digits separated by colons, where a `::`
 * may stand once for one or more missing groups, and a dotted-decimal IPv4
 * address may stand for the last two.
 * https://url.spec.whatwg.org/#concept-ipv6-parser
 */
function isIpv6(hostname) {
    let i = 0;
    let end = hostname.length;
    if (hostname.charCodeAt(0) === 91 /* '[' */) {
        if (hostname.charCodeAt(end - 1) !== 93 /* ']' */) {
            return false;
        }
        i = 1;
        end -= 1;
    }
    // An address only starts with a ':' if it starts with "::".
    if (i < end && hostname.charCodeAt(i) === 58 /* ':' */) {
        if (i + 1 === end || hostname.charCodeAt(i + 1) !== 58 /* ':' */) {
            return false;
        }
        i += 1;
    }
    let groups = 0;
    let compressed = false; // "::" was seen, and counted as one group
    // Here `i` is where a group starts: a ':' can only be the second of a "::".
    while (i < end && groups < 8) {
        if (hostname.charCodeAt(i) === 58 /* ':' */) {
            if (compressed) {
                return false;
            }
            compressed = true;
            groups += 1;
            i += 1;
            continue;
        }
        const start = i;
        while (i < end &&
            i - start < 4 &&
            hexValue(hostname.charCodeAt(i)) !== 16) {
            i += 1;
        }
        if (i === start) {
            return false;
        }
        if (i === end) {
            return compressed || groups === 7;
        }
        if (hostname.charCodeAt(i) === 46 /* '.' */) {
            return ((compressed ? groups <= 6 : groups === 6) &&
                isDottedDecimal(hostname, start, end));
        }
        // Anything else is a ':' followed by another group, or by a ':'.
        if (hostname.charCodeAt(i) !== 58 /* ':' */ || i + 1 === end) {
            return false;
        }
        groups += 1;
        i += 1;
    }
    return compressed && i === end;
}
/**
 * What the host parser of browsers maps the non-ASCII code point `cp` to, as
 * far as IP detection goes: nothing (deleted), '.', digits, 'a'-'f' or 'x', or
 * else 'g', standing for any character that keeps a label from being a number.
 * https://www.unicode.org/reports/tr46/#Processing
 */
function mapCodePoint(cp) {
    // Most letters, as in internationalized domain names, are in blocks of the
    // table without any entry.
    if (cp < 0x10000 &&
        ((ipMappingBlocks[cp >> 13] >>> ((cp >> 8) & 31)) & 1) === 0) {
        return 'g';
    }
    let low = 0;
    let high = ipMappingFirst.length - 1;
    while (low <= high) {
        const mid = (low + high) >>> 1;
        if (cp < ipMappingFirst[mid]) {
            high = mid - 1;
        }
        else if (cp > ipMappingLast[mid]) {
            low = mid + 1;
        }
        else {
            const value = ipMappingValue[mid];
            const offset = cp - ipMappingFirst[mid];
            if (value === 0) {
                return '';
            }
            if (value < 128) {
                return String.fromCharCode(value + offset);
            }
            if (value < 2000) {
                return String(value - 1000 + offset);
            }
            return String.fromCharCode(value >> 8, value & 255);
        }
    }
    return 'g';
}
/**
 * `isIp` for a host holding non-ASCII characters, read as browsers read it:
 * they first map some characters to digits or dots and delete others, so that
 * `１２７.０.０.１`, or `127.0.0.1` followed by a zero-width space, is 127.0.0.1
 * for them. The host is mapped the same way, as far as IP detection goes, and
 * checked again.
 */
function isMappedIp(hostname) {
    // Most such hosts are internationalized domain names, with a character that
    // keeps their last label from being a number: find it first.
    for (let i = hostname.length - 1; i >= 0; i -= 1) {
        let cp = hostname.charCodeAt(i);
        if (cp === 46 /* '.' */) {
            break;
        }
        if (cp < 128) {
            if (hexValue(cp) === 16 && (cp | 32) !== 120 /* 'x' */) {
                return false;
            }
            continue;
        }
        // Most letters are in blocks of 256 code points without any entry.
        if (cp < 0xd800 &&
            ((ipMappingBlocks[cp >> 13] >>> ((cp >> 8) & 31)) & 1) === 0) {
            return false;
        }
        if (cp >= 0xdc00 && cp <= 0xdfff && i > 0) {
            const high = hostname.charCodeAt(i - 1);
            if (high >= 0xd800 && high <= 0xdbff) {
                cp = (high - 0xd800) * 0x400 + (cp - 0xdc00) + 0x10000;
                i -= 1;
            }
        }
        const mapped = mapCodePoint(cp);
        if (mapped === 'g') {
            return false;
        }
        if (mapped === '.') {
            break;
        }
    }
    // Browsers read an IPv6 address, between brackets, as written: a host
    // holding non-ASCII characters is never one.
    if (hostname.includes(':')) {
        return false;
    }
    let ascii = '';
    for (let i = 0; i < hostname.length; i += 1) {
        const code = hostname.charCodeAt(i);
        if (code < 128) {
            ascii += hostname.charAt(i);
        }
        else {
            let cp = code;
            if (code >= 0xd800 && code <= 0xdbff) {
                const low = hostname.charCodeAt(i + 1);
                if (low >= 0xdc00 && low <= 0xdfff) {
                    cp = (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
                    i += 1;
                }
            }
            ascii += mapCodePoint(cp);
        }
    }
    // Trailing dots go, as callers remove them from `hostname`.
    let end = ascii.length;
    while (end > 1 && ascii.charCodeAt(end - 1) === 46 /* '.' */) {
        end -= 1;
    }
    return isIp(ascii.slice(0, end));
}
/**
 * For a host ending in a number without being an IP address in ASCII: `null`,
 * unless it holds non-ASCII characters, which browsers may map (see
 * `isMappedIp`).
 */
function isNonAsciiIp(hostname) {
    for (let i = 0; i < hostname.length; i += 1) {
        if (hostname.charCodeAt(i) >= 128) {
            return isMappedIp(hostname);
        }
    }
    return null;
}
/**
 * Check if `hostname` is an IP address (either IPv4 or IPv6).
 *
 * The answer is `null` for a host ending in a number without being an IPv4
 * address (`1.2.3.4.5`, `example.123`): browsers read such a host as an
 * address and nothing else, so it is not a valid host, and never a domain.
 * `hostname` has no trailing dot: callers strip them.
 */
function isIp(hostname) {
    // Go backward over the digits ending `hostname`, decimal ones first, then
    // hexadecimal ones, down to `code`, the character before them (NaN before
    // the start of `hostname`). It tells what `hostname` may be, and most often
    // that it is not an address.
    const last = hostname.length - 1;
    let i = last;
    let code = hostname.charCodeAt(i);
    while (code >= 48 && code <= 57 /* 0-9 */) {
        i -= 1;
        code = hostname.charCodeAt(i);
    }
    const decimal = i;
    while (hexValue(code) !== 16) {
        i -= 1;
        code = hostname.charCodeAt(i);
    }
    // An IPv6 address ends with a group, which follows a ':', with "::" or
    // with a ']'. Its last label is not a number then.
    if (code === 58 /* ':' */ || code === 93 /* ']' */) {
        return isIpv6(hostname);
    }
    // An IPv4 address ends with a number: a last label only made of decimal
    // digits, or of "0x" followed by hexadecimal digits. An IPv6 address ending
    // with an IPv4 one ends with a number too.
    // https://url.spec.whatwg.org/#ends-in-a-number-checker
    if ((i === decimal && i !== last && (code === 46 /* '.' */ || i === -1)) ||
        ((code | 32) === 120 /* 'x' */ &&
            hostname.charCodeAt(i - 1) === 48 /* '0' */ &&
            (i === 1 || hostname.charCodeAt(i - 2) === 46)) /* '.' */) {
        return isIpv4(hostname) || isIpv6(hostname) ? true : isNonAsciiIp(hostname);
    }
    // A non-ASCII character right before the digits ending `hostname`, or one
    // or two characters before their "x", may be one that browsers map to a
    // digit or a dot, or delete: `hostname` may end in a number for them.
    return code >= 128 ||
        ((code | 32) === 120 /* 'x' */ &&
            (hostname.charCodeAt(i - 1) >= 128 || hostname.charCodeAt(i - 2) >= 128))
        ? isMappedIp(hostname)
        : false;
}

/**
 * Special-use domain names from the IANA "Special-Use Domain Names" registry:
 * the authoritative list, created by RFC 6761 and maintained as new RFCs add to
 * it: https://www.iana.org/assignments/special-use-domain-names/
 * Snapshot: 2026-05-24. (RFC 6761 is not obsoleted; draft-hoffman-rfc6761bis
 * proposes to retire its prose but keep this registry, so the registry is the
 * source of truth; re-sync this list against it.)
 *
 * These names never correspond to a public registration, yet neither
 * `isIcann` nor `isPrivate` marks one as special-use: most are absent from the
 * Public Suffix List (so `a.test` looks like a registrable domain), and the
 * few that are listed (`onion`, `home.arpa`) appear there as ordinary ICANN
 * suffixes. `isSpecialUse` is the single signal that covers them all.
 *
 * Per the registry and RFC 6761 ("and any names falling within these domains"),
 * the designation covers each listed name AND all of its sub-domains. DNS labels
 * are case-insensitive (RFC 4343); `hostname` is expected to be already
 * lower-cased and trailing-dot-stripped, as produced by `extractHostname`, the
 * same normalization the Public-Suffix-List lookup relies on.
 *
 * Two groups of registry entries are intentionally excluded: the numeric
 * reverse-DNS delegation zones (`10.in-addr.arpa`, the `*.ip6.arpa` ranges, …),
 * which are reverse-DNS PTR zones rather than hostnames and whose parents
 * (`in-addr.arpa`/`ip6.arpa`) are already in the Public Suffix List; and the
 * deprecated `eap-noob.arpa` entry.
 */
const SPECIAL_USE_DOMAINS = [
    'test', // RFC 6761
    'localhost', // RFC 6761
    'invalid', // RFC 6761
    'example', // RFC 6761
    'example.com', // RFC 6761
    'example.net', // RFC 6761
    'example.org', // RFC 6761
    'local', // RFC 6762 (mDNS)
    'onion', // RFC 7686 (Tor)
    'alt', // RFC 9476
    'home.arpa', // RFC 8375
    'ipv4only.arpa', // RFC 8880
    'resolver.arpa', // RFC 9462
    'service.arpa', // RFC 9665
    '6tisch.arpa', // RFC 9031
    'eap.arpa', // RFC 9965
];
/**
 * Return `true` if `hostname` is, or is a sub-domain of, a special-use domain
 * (see the registry note above). Expects an already-normalized `hostname`.
 */
function isSpecialUse(hostname) {
    for (const name of SPECIAL_USE_DOMAINS) {
        // Match on a label boundary: `hostname` is either exactly `name` or ends
        // with `.name` (so `latest` is not matched by `test`, nor `myexample.com`
        // by `example.com`).
        if (hostname.endsWith(name) &&
            (hostname.length === name.length ||
                hostname.charCodeAt(hostname.length - name.length - 1) === 46) /* '.' */) {
            return true;
        }
    }
    return false;
}

/**
 * Implements fast shallow verification of hostnames. This does not perform a
 * struct check on the content of labels (classes of Unicode characters, etc.)
 * but instead check that the structure is valid (number of labels, length of
 * labels, etc.).
 *
 * If you need stricter validation, consider using an external library.
 */
// `charCodeAt.call(s, i)`, not `s.charCodeAt(i)`: V8 specializes a
// `s.charCodeAt` call site for at most four kinds of strings (flat, sliced,
// concatenated, internalized, of one or two bytes per character...). Past
// that, it finds the method through a generic cache and no longer inlines it,
// on every call. Hostnames come here from callers and from URLs, of any kind.
// eslint-disable-next-line @typescript-eslint/unbound-method
const charCodeAt$1 = String.prototype.charCodeAt;
// KEEP IN SYNC with `extract-hostname.ts` `isValidHostnameChar` + its inline
// scan/verdict, which duplicate these structural rules to validate during
// extraction (a perf fusion). That copy additionally accepts A-Z (the host is
// not yet lowercased there) and folds in '-' / '_'. Any change to the accepted
// character set or the label/length rules here must be mirrored there.
function isValidAscii(code) {
    return ((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127);
}
/**
 * Check if a hostname string is valid. It's usually a preliminary check before
 * trying to use getDomain or anything else.
 *
 * Beware: it does not check if the TLD exists.
 */
function isValidHostname (hostname) {
    if (hostname.length > 255) {
        return false;
    }
    if (hostname.length === 0) {
        return false;
    }
    if (
    /*@__INLINE__*/ !isValidAscii(charCodeAt$1.call(hostname, 0)) &&
        charCodeAt$1.call(hostname, 0) !== 46 && // '.' (dot)
        charCodeAt$1.call(hostname, 0) !== 95 // '_' (underscore)
    ) {
        return false;
    }
    // Validate hostname according to RFC
    let lastDotIndex = -1;
    let lastCharCode = -1;
    const len = hostname.length;
    for (let i = 0; i < len; i += 1) {
        const code = charCodeAt$1.call(hostname, i);
        if (code === 46 /* '.' */) {
            if (
            // Check that previous label is < 63 bytes long (64 = 63 + '.')
            i - lastDotIndex > 64 ||
                // Check that previous character was not already a '.'
                lastCharCode === 46 ||
                // Check that the previous label does not end with '-' (RFC 1035 §2.3.1 LDH).
                // '_' is intentionally NOT restricted: DNS allows any octet (RFC 2181 §11) and
                // WHATWG URL does not treat '_' as a forbidden host code point.
                lastCharCode === 45) {
                return false;
            }
            lastDotIndex = i;
        }
        else if (
        // A forbidden character in the label...
        // Keep these parens: they scope /*@__INLINE__*/ for terser.
        // prettier-ignore
        !( /*@__INLINE__*/(isValidAscii(code) || code === 45 || code === 95)) ||
            // ...or a '-' starting a label (the byte right after a '.'). A label must
            // not begin with a hyphen (RFC 1034 §3.5 / RFC 1035 §2.3.1 LDH, as amended
            // by RFC 1123 §2.1; cf. UTS #46 CheckHyphens). The first label is covered by
            // the leading-character guard above; mirrors the trailing-'-' rule below.
            (code === 45 && lastCharCode === 46)) {
            return false;
        }
        lastCharCode = code;
    }
    return (
    // Check that last label is shorter than 63 chars
    len - lastDotIndex - 1 <= 63 &&
        // Check that the last character is an allowed trailing label character.
        // Since we already checked that the char is a valid hostname character,
        // we only need to check that it's different from '-'.
        lastCharCode !== 45);
}

/**
 * Apply `options.extraSuffixes` to the built-in lookup result in `out`, as if
 * they were part of the list (`isException`: the built-in winner is an
 * exception rule). As in browsers, the longest match prevails and an exception
 * beats a rule of the same length. Remaining ties go to the built-in match
 * (unless it matched no rule: both flags falsy), then to `icann`.
 */
function extraSuffixLookup(hostname, options, isException, out) {
    const suffix = out.publicSuffix;
    if (suffix === null) {
        return;
    }
    // Best extra exception and rule, as start indices in `hostname` (smaller is
    // longer; `none` if unmatched), and whether each is ICANN.
    const none = hostname.length + 1;
    let exception = none;
    let exceptionIsIcann = false;
    let rule = none;
    let ruleIsIcann = false;
    const extra = options.extraSuffixes;
    for (let section = 0; section < 2; section += 1) {
        const isIcann = section === 0;
        const rules = isIcann
            ? options.allowIcannDomains && extra.icann
            : options.allowPrivateDomains && extra.private;
        if (!Array.isArray(rules)) {
            continue;
        }
        for (const r of rules) {
            // Sparse or untyped lists may hold non-strings.
            if (typeof r !== 'string') {
                continue;
            }
            const exceptionRule = r.startsWith('!');
            const wildcard = r.startsWith('*.');
            const body = exceptionRule ? r.slice(1) : wildcard ? r.slice(2) : r;
            // Skip empty rules, and exceptions without a parent ('!p').
            if (body === '' ||
                (exceptionRule && !body.includes('.')) ||
                !shareSameDomainSuffix(hostname, body)) {
                continue;
            }
            let start = hostname.length - body.length;
            // Strict `<`: on a tie, the first match (`icann` first) wins.
            if (exceptionRule) {
                if (start < exception) {
                    exception = start;
                    exceptionIsIcann = isIcann;
                }
                continue;
            }
            // `*.p` also matches `p`, else one more non-empty label.
            if (wildcard && start > 1 && hostname.charCodeAt(start - 2) !== 46) {
                start = hostname.lastIndexOf('.', start - 2) + 1;
            }
            if (start < rule) {
                rule = start;
                ruleIsIcann = isIcann;
            }
        }
    }
    // Start of the built-in match: an exception starts one label left of its
    // suffix.
    const suffixStart = hostname.length - suffix.length;
    const builtin = isException
        ? hostname.lastIndexOf('.', suffixStart - 2) + 1
        : suffixStart;
    // An exception wins ties with rules; a built-in exception wins ties with
    // an extra one.
    if (exception <= rule &&
        (isException ? exception < builtin : exception <= builtin)) {
        out.publicSuffix = hostname.slice(hostname.indexOf('.', exception) + 1);
        out.isIcann = exceptionIsIcann;
        out.isPrivate = !exceptionIsIcann;
    }
    else if (rule < builtin ||
        (rule === builtin && !out.isIcann && !out.isPrivate)) {
        out.publicSuffix = hostname.slice(rule);
        out.isIcann = ruleIsIcann;
        out.isPrivate = !ruleIsIcann;
    }
}

function setDefaultsImpl({ allowIcannDomains = true, allowPrivateDomains = false, detectIp = true, detectSpecialUse = false, extraSuffixes = null, extractHostname = true, mixedInputs = true, validHosts = null, validateHostname = true, }) {
    return {
        allowIcannDomains,
        allowPrivateDomains,
        detectIp,
        detectSpecialUse,
        extraSuffixes,
        extractHostname,
        mixedInputs,
        validHosts,
        validateHostname,
    };
}
const DEFAULT_OPTIONS = /*@__INLINE__*/ setDefaultsImpl({});
function setDefaults(options) {
    // `null` as well: untyped callers pass it to mean "no options".
    if (options === undefined || options === null) {
        return DEFAULT_OPTIONS;
    }
    return /*@__INLINE__*/ setDefaultsImpl(options);
}

/**
 * Returns the subdomain of a hostname string
 */
function getSubdomain(hostname, domain) {
    // If `hostname` and `domain` are the same, then there is no sub-domain
    if (domain.length === hostname.length) {
        return '';
    }
    return hostname.slice(0, -domain.length - 1);
}

/**
 * Implement a factory allowing to plug different implementations of suffix
 * lookup (e.g.: using a trie or the packed hashes datastructures). This is used
 * and exposed in `tldts.ts` and `tldts-experimental.ts` bundle entrypoints.
 */
function getEmptyResult() {
    return {
        domain: null,
        domainWithoutSuffix: null,
        hostname: null,
        isIcann: null,
        isIp: null,
        isPrivate: null,
        isSpecialUse: null,
        publicSuffix: null,
        subdomain: null,
    };
}
function resetResult(result) {
    result.domain = null;
    result.domainWithoutSuffix = null;
    result.hostname = null;
    result.isIcann = null;
    result.isIp = null;
    result.isPrivate = null;
    result.isSpecialUse = null;
    result.publicSuffix = null;
    result.subdomain = null;
}
function parseImpl(url, step, suffixLookup, partialOptions, result) {
    const options = /*@__INLINE__*/ setDefaults(partialOptions);
    // Very fast approximate check to make sure `url` is a string. This is needed
    // because the library will not necessarily be used in a typed setup and
    // values of arbitrary types might be given as argument.
    if (typeof url !== 'string') {
        return result;
    }
    // Extract hostname from `url` only if needed. This can be made optional
    // using `options.extractHostname`. This option will typically be used
    // whenever we are sure the inputs to `parse` are already hostnames and not
    // arbitrary URLs.
    //
    // `mixedInput` allows to specify if we expect a mix of URLs and hostnames
    // as input. If only hostnames are expected then `extractHostname` can be
    // set to `false` to speed-up parsing. If only URLs are expected then
    // `mixedInputs` can be set to `false`. The `mixedInputs` is only a hint
    // and will not change the behavior of the library.
    // Whether `url` itself was already a valid hostname (only computed on the
    // mixedInputs path). Lets us skip the post-extraction validation below when
    // extractHostname returned `url` unchanged (same reference).
    let urlIsValid = false;
    if (!options.extractHostname) {
        // Trim trailing dots as extractHostname does (`new URL()` keeps them).
        let end = url.length;
        while (end > 1 && url.charCodeAt(end - 1) === 46 /* '.' */) {
            end -= 1;
        }
        result.hostname = end === url.length ? url : url.slice(0, end);
    }
    else if (options.mixedInputs) {
        urlIsValid = isValidHostname(url);
        result.hostname = extractHostname(url, urlIsValid, options.validateHostname);
    }
    else {
        result.hostname = extractHostname(url, false, options.validateHostname);
    }
    // A host in brackets is an IPv6 address, or the URL is invalid, as browsers
    // read it: "http://[1.2.3.4]/" and "http://[a.com]/" have no hostname. An
    // IPv4 address has no ':', every IPv6 address has one.
    if (options.extractHostname &&
        extractedBracketedHost &&
        result.hostname !== null) {
        if (isIp(result.hostname) !== true || !result.hostname.includes(':')) {
            result.hostname = null;
            return result;
        }
        if (options.detectIp) {
            result.isIp = true;
            return result;
        }
    }
    // Check if `hostname` is a valid ip address
    if (options.detectIp && result.hostname !== null) {
        const isIpAddress = isIp(result.hostname);
        result.isIp = isIpAddress === true;
        if (result.isIp) {
            return result;
        }
        // `null`: the host ends in a number, as an IPv4 address, without being
        // one. It is not a valid host then, and never a domain name.
        if (isIpAddress === null &&
            options.validateHostname &&
            options.extractHostname) {
            result.hostname = null;
            return result;
        }
    }
    // Perform hostname validation if enabled. If hostname is not valid, no need to
    // go further as there will be no valid domain or sub-domain. This validation
    // is applied before any early returns to ensure consistent behavior across
    // all API methods including getHostname().
    if (options.validateHostname &&
        options.extractHostname &&
        result.hostname !== null &&
        // Skip the re-scan when `url` was already validated and extractHostname
        // returned it unchanged (same reference => identical string, still valid).
        !(urlIsValid && result.hostname === url) &&
        // Skip the re-scan when extractHostname already validated the host inline
        // (a confirmed-valid simple authority — see extract-hostname.ts).
        !extractedHostnameValidated &&
        !isValidHostname(result.hostname)) {
        result.hostname = null;
        return result;
    }
    if (step === 0 /* FLAG.HOSTNAME */ || result.hostname === null) {
        return result;
    }
    // Flag special-use domains, only when opted in (`detectSpecialUse`) and only
    // for the full `parse()` result (FLAG.ALL). Computed here, before the
    // public-suffix/domain early-returns below, so single-label names like
    // `localhost` (which have no registrable domain) are still flagged.
    if (step === 5 /* FLAG.ALL */ && options.detectSpecialUse) {
        result.isSpecialUse = isSpecialUse(result.hostname);
    }
    // Extract public suffix (`isException`: the winner is an exception rule)
    const isException = suffixLookup(result.hostname, options, result);
    if (options.extraSuffixes !== null) {
        extraSuffixLookup(result.hostname, options, isException === true, result);
    }
    if (step === 2 /* FLAG.PUBLIC_SUFFIX */ || result.publicSuffix === null) {
        return result;
    }
    // Extract domain
    result.domain = getDomain$1(result.publicSuffix, result.hostname, options);
    if (step === 3 /* FLAG.DOMAIN */ || result.domain === null) {
        return result;
    }
    // Extract subdomain
    result.subdomain = getSubdomain(result.hostname, result.domain);
    if (step === 4 /* FLAG.SUB_DOMAIN */) {
        return result;
    }
    // Extract domain without suffix
    result.domainWithoutSuffix = getDomainWithoutSuffix(result.domain, result.publicSuffix);
    return result;
}

function fastPathLookup (hostname, options, out) {
    // Fast path for very popular suffixes; this allows to by-pass lookup
    // completely as well as any extra allocation or string manipulation.
    if (!options.allowPrivateDomains &&
        options.allowIcannDomains &&
        hostname.length > 3) {
        const last = hostname.length - 1;
        const c3 = hostname.charCodeAt(last);
        const c2 = hostname.charCodeAt(last - 1);
        const c1 = hostname.charCodeAt(last - 2);
        const c0 = hostname.charCodeAt(last - 3);
        if (c3 === 109 /* 'm' */ &&
            c2 === 111 /* 'o' */ &&
            c1 === 99 /* 'c' */ &&
            c0 === 46 /* '.' */) {
            out.isIcann = true;
            out.isPrivate = false;
            out.publicSuffix = 'com';
            return true;
        }
        else if (c3 === 103 /* 'g' */ &&
            c2 === 114 /* 'r' */ &&
            c1 === 111 /* 'o' */ &&
            c0 === 46 /* '.' */) {
            out.isIcann = true;
            out.isPrivate = false;
            out.publicSuffix = 'org';
            return true;
        }
        else if (c3 === 117 /* 'u' */ &&
            c2 === 100 /* 'd' */ &&
            c1 === 101 /* 'e' */ &&
            c0 === 46 /* '.' */) {
            out.isIcann = true;
            out.isPrivate = false;
            out.publicSuffix = 'edu';
            return true;
        }
        else if (c3 === 118 /* 'v' */ &&
            c2 === 111 /* 'o' */ &&
            c1 === 103 /* 'g' */ &&
            c0 === 46 /* '.' */) {
            out.isIcann = true;
            out.isPrivate = false;
            out.publicSuffix = 'gov';
            return true;
        }
        else if (c3 === 116 /* 't' */ &&
            c2 === 101 /* 'e' */ &&
            c1 === 110 /* 'n' */ &&
            c0 === 46 /* '.' */) {
            out.isIcann = true;
            out.isPrivate = false;
            out.publicSuffix = 'net';
            return true;
        }
        else if (c3 === 101 /* 'e' */ &&
            c2 === 100 /* 'd' */ &&
            c1 === 46 /* '.' */) {
            out.isIcann = true;
            out.isPrivate = false;
            out.publicSuffix = 'de';
            return true;
        }
    }
    return false;
}

// Auto-generated flat public-suffix trie. Do not edit.
const nodeFlags = /*#__PURE__*/ new Uint8Array([1, 2, 1, 1, 1, 1, 1, 1, 2, 0, 1, 1, 1, 1, 2, 2, 2, 0, 2, 2, 2, 2, 0, 2, 2, 2, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 2, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 0, 0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 0, 0, 2, 0, 0, 0, 1, 1, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2, 2, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 2, 1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 0, 2, 2, 0, 0, 2, 0, 0, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 0, 0, 0, 1, 0, 2, 2, 0, 0, 0, 2, 0, 1, 1, 0, 2, 0, 2, 2, 2, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 2, 0, 2, 2, 0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 2, 2, 0, 2, 2, 2, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 2, 2, 0, 0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2, 2, 1, 2, 1, 1, 1, 2, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
const edgeStart = /*#__PURE__*/ new Uint16Array([0, 0, 0, 10, 11, 18, 106, 111, 117, 118, 119, 128, 134, 141, 150, 151, 152, 153, 154, 155, 157, 158, 160, 161, 162, 164, 166, 242, 255, 257, 258, 259, 274, 276, 283, 284, 287, 288, 289, 292, 294, 313, 314, 316, 325, 330, 347, 348, 351, 352, 354, 356, 392, 393, 395, 398, 399, 403, 405, 409, 412, 444, 447, 460, 461, 469, 470, 472, 482, 496, 497, 498, 499, 508, 509, 546, 551, 567, 587, 593, 635, 637, 638, 639, 640, 667, 694, 695, 843, 849, 852, 853, 854, 859, 864, 873, 895, 896, 897, 898, 899, 900, 901, 921, 923, 924, 927, 929, 930, 932, 934, 949, 966, 971, 972, 974, 975, 976, 977, 978, 980, 983, 988, 989, 990, 992, 993, 996, 999, 1000, 1001, 1014, 1016, 1028, 1039, 1047, 1049, 1089, 1092, 1096, 1097, 1099, 1102, 1113, 1115, 1125, 1127, 1133, 1135, 1136, 1138, 1141, 1142, 1143, 1196, 1198, 1200, 1220, 1221, 1222, 1223, 1225, 1236, 1267, 1278, 1279, 1292, 1302, 1311, 1319, 1320, 1325, 1339, 1350, 1362, 1374, 1388, 1389, 1400, 1434, 1435, 1436, 1452, 1468, 1480, 1553, 1554, 1556, 1557, 1593, 1612, 1613, 1614, 1615, 1617, 1618, 1619, 1622, 1626, 1629, 1631, 1665, 1666, 1674, 1675, 1676, 1677, 1678, 1680, 1682, 1684, 1685, 1689, 1690, 1691, 1693, 1695, 1696, 1698, 1699, 1700, 1711, 1713, 1714, 1718, 1719, 1722, 1729, 1730, 1735, 1739, 1740, 1742, 1743, 1744, 1745, 1746, 1747, 1748, 1749, 1750, 1751, 1752, 1753, 1754, 1755, 1757, 1758, 1759, 1760, 2228, 2231, 2232, 2234, 2241, 2248, 2258, 2262, 2273, 2274, 2275, 2287, 2288, 2290, 2292, 2293, 2300, 2301, 2303, 2304, 2306, 2307, 2308, 2309, 2310, 2385, 2387, 2408, 2409, 2410, 2412, 2413, 2415, 2416, 2471, 2472, 2473, 2480, 2486, 2496, 2506, 2559, 2560, 2561, 2571, 2585, 2586, 2589, 2596, 2597, 2605, 2607, 2608, 2609, 2610, 2621, 2622, 2623, 2625, 2626, 2628, 2629, 2638, 2650, 2656, 2658, 2690, 2694, 2696, 2697, 2699, 2700, 2712, 2713, 2715, 2723, 2730, 2736, 2741, 2742, 2748, 2751, 2757, 2764, 2771, 2779, 2780, 2781, 2819, 2825, 2829, 2845, 2846, 2851, 2869, 2900, 2918, 2920, 2923, 2931, 2933, 2940, 2992, 3016, 3017, 3018, 3019, 3020, 3021, 3022, 3029, 3030, 3031, 3032, 3033, 3034, 3036, 3037, 3041, 3125, 3138, 3139, 3576, 3580, 3594, 3646, 3674, 3696, 3754, 3776, 3791, 3854, 3905, 3943, 3979, 4004, 4146, 4192, 4243, 4262, 4296, 4311, 4331, 4361, 4392, 4415, 4446, 4476, 4508, 4535, 4610, 4632, 4670, 4680, 4714, 4733, 4759, 4801, 4851, 4877, 4946, 4947, 4949, 4972, 4995, 5031, 5062, 5079, 5136, 5149, 5173, 5202, 5204, 5238, 5254, 5282, 5587, 5596, 5606, 5613, 5630, 5634, 5640, 5641, 5680, 5682, 5689, 5696, 5705, 5712, 5713, 5714, 5727, 5730, 5745, 5746, 5755, 5756, 5765, 5774, 5780, 5782, 5783, 5784, 5822, 5823, 5825, 5833, 5840, 5853, 5857, 5859, 5860, 5866, 5873, 5887, 5897, 5902, 5910, 5918, 5924, 5925, 5929, 5931, 5932, 5944, 6016, 6017, 6018, 6019, 6021, 6022, 6025, 6027, 6030, 6034, 6035, 6036, 6042, 6043, 6044, 6046, 6048, 6050, 6051, 6052, 6055, 6057, 6060, 6061, 6063, 6261, 6268, 6269, 6270, 6280, 6285, 6302, 6316, 6325, 6326, 6327, 6331, 6332, 6334, 6336, 6342, 6343, 6346, 6347, 6349, 6350, 6351, 7251, 7254, 7258, 7276, 7285, 7288, 7294, 7295, 7297, 7298, 7299, 7301, 7353, 7354, 7357, 7358, 7477, 7478, 7489, 7508, 7515, 7518, 7527, 7528, 7529, 7544, 7599, 7791, 7793, 7795, 7796, 7798, 7803, 7816, 7817, 7833, 7840, 7849, 7852, 7855, 7862, 7870, 7874, 7875, 7876, 7890, 7895, 7904, 7905, 7906, 7910, 7945, 7946, 7967, 7974, 7982, 7983, 7988, 7996, 8040, 8041, 8047, 8050, 8063, 8068, 8069, 8071, 8073, 8114, 8115, 8121, 8128, 8129, 8139, 8148, 8163, 8167, 8169, 8221, 8222, 8227, 8228, 8231, 8233, 8234, 8235, 8244, 8258, 8266, 8280, 8291, 8292, 8294, 8296, 8318, 8329, 8335, 8336, 8348, 8360, 8447, 8459, 8466, 8469, 8475, 8500, 8503, 8504, 8505, 8506, 8508, 8511, 8514, 8525, 8527, 8529, 8557, 8631, 8638, 8642, 8643, 8652, 8674, 8675, 8680, 8681, 8763, 8765, 8766, 8775, 8779, 8785, 8791, 8797, 8807, 8812, 8813, 8831, 8842, 8847, 8852, 8862, 8868, 8872, 8878, 8884, 10490, 10491, 10492, 10499, 10501]);
const edgeLength = /*#__PURE__*/ new Uint8Array([3, 3, 3, 3, 3, 3, 3, 3, 5, 8, 8, 2, 2, 3, 3, 3, 3, 3, 8, 5, 5, 5, 5, 5, 3, 3, 5, 5, 9, 12, 19, 8, 19, 8, 11, 9, 9, 8, 7, 7, 6, 8, 9, 16, 10, 7, 7, 11, 8, 6, 6, 9, 7, 11, 7, 14, 4, 4, 4, 4, 4, 4, 10, 7, 6, 6, 6, 6, 10, 10, 6, 10, 10, 22, 11, 9, 10, 10, 10, 9, 10, 8, 7, 7, 7, 8, 21, 13, 11, 11, 9, 10, 9, 13, 10, 8, 8, 9, 12, 9, 7, 10, 7, 7, 13, 7, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 1, 4, 3, 3, 3, 3, 3, 8, 7, 4, 6, 3, 3, 3, 3, 3, 3, 2, 5, 3, 3, 3, 3, 7, 2, 2, 2, 2, 2, 2, 3, 3, 3, 1, 7, 8, 5, 2, 2, 7, 4, 5, 7, 2, 2, 1, 4, 1, 11, 9, 9, 5, 5, 8, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 5, 5, 11, 9, 9, 8, 9, 9, 13, 7, 14, 7, 6, 6, 6, 7, 6, 6, 6, 6, 6, 6, 10, 7, 11, 9, 4, 4, 4, 4, 4, 6, 6, 6, 6, 13, 6, 8, 7, 10, 10, 9, 9, 7, 9, 8, 8, 9, 8, 7, 10, 6, 9, 8, 10, 9, 10, 7, 8, 1, 9, 10, 12, 12, 12, 10, 9, 9, 10, 10, 9, 9, 1, 1, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 6, 6, 4, 2, 3, 3, 3, 3, 7, 4, 4, 4, 3, 3, 6, 7, 3, 4, 1, 2, 2, 2, 6, 1, 2, 2, 2, 2, 2, 12, 5, 3, 8, 9, 13, 4, 4, 13, 9, 9, 11, 7, 3, 12, 9, 2, 2, 2, 3, 3, 3, 3, 3, 8, 2, 2, 3, 3, 3, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 3, 7, 10, 15, 15, 7, 15, 20, 15, 9, 10, 10, 12, 14, 14, 14, 12, 12, 12, 12, 12, 14, 14, 10, 10, 10, 10, 14, 9, 9, 9, 9, 10, 14, 14, 14, 13, 13, 14, 9, 9, 9, 9, 9, 9, 7, 8, 6, 8, 8, 6, 8, 13, 8, 8, 6, 13, 8, 11, 13, 8, 6, 13, 8, 6, 9, 10, 10, 12, 14, 14, 14, 12, 12, 12, 12, 14, 14, 10, 10, 10, 10, 9, 9, 9, 10, 14, 14, 11, 13, 13, 9, 9, 9, 9, 9, 9, 2, 6, 9, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 2, 3, 3, 3, 3, 3, 3, 7, 7, 2, 3, 2, 2, 5, 3, 3, 3, 3, 3, 3, 4, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 5, 7, 4, 2, 2, 12, 8, 10, 8, 10, 7, 18, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 2, 2, 3, 3, 3, 5, 5, 3, 8, 8, 6, 8, 6, 6, 4, 6, 7, 7, 7, 10, 11, 2, 5, 5, 3, 3, 3, 3, 3, 3, 5, 5, 6, 11, 10, 7, 7, 7, 4, 4, 4, 2, 3, 3, 3, 3, 3, 2, 2, 7, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 7, 7, 7, 11, 7, 6, 9, 6, 6, 8, 10, 8, 6, 8, 13, 4, 4, 4, 4, 4, 10, 8, 11, 8, 8, 8, 10, 10, 7, 5, 4, 4, 4, 10, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 7, 10, 13, 7, 8, 7, 11, 8, 8, 6, 9, 8, 8, 6, 6, 6, 8, 8, 6, 6, 6, 6, 6, 9, 7, 6, 4, 4, 4, 4, 4, 4, 4, 6, 6, 6, 9, 7, 8, 10, 8, 8, 2, 3, 3, 3, 3, 3, 2, 8, 9, 9, 2, 2, 2, 3, 3, 3, 2, 3, 3, 3, 9, 2, 2, 3, 3, 3, 3, 3, 3, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 12, 5, 5, 3, 5, 4, 2, 3, 2, 4, 3, 9, 2, 2, 2, 2, 2, 5, 5, 3, 3, 3, 8, 8, 13, 6, 10, 9, 4, 7, 9, 11, 2, 3, 7, 3, 3, 4, 1, 3, 4, 2, 9, 3, 3, 12, 5, 3, 7, 10, 10, 7, 4, 4, 6, 14, 7, 9, 7, 13, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 8, 15, 4, 4, 2, 3, 3, 3, 7, 4, 9, 9, 2, 3, 3, 3, 5, 3, 2, 2, 7, 2, 7, 6, 6, 7, 2, 4, 2, 2, 2, 2, 2, 2, 8, 8, 8, 9, 5, 2, 3, 3, 3, 3, 3, 3, 10, 7, 4, 4, 4, 4, 3, 4, 2, 3, 3, 3, 3, 3, 10, 7, 4, 4, 4, 4, 2, 3, 3, 3, 3, 10, 7, 4, 4, 4, 4, 3, 9, 6, 6, 6, 9, 13, 9, 2, 2, 2, 8, 7, 9, 5, 3, 3, 3, 5, 5, 13, 12, 9, 10, 7, 8, 7, 8, 6, 11, 12, 7, 10, 4, 4, 4, 7, 8, 11, 6, 7, 9, 8, 7, 10, 8, 9, 15, 7, 8, 5, 4, 7, 2, 3, 3, 3, 2, 14, 10, 2, 14, 10, 2, 14, 3, 9, 13, 13, 10, 14, 16, 17, 11, 2, 14, 2, 14, 3, 9, 13, 10, 14, 16, 17, 11, 14, 10, 14, 2, 7, 3, 10, 7, 14, 10, 2, 14, 10, 9, 9, 17, 6, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 10, 10, 10, 12, 9, 4, 10, 10, 11, 8, 8, 8, 7, 9, 5, 3, 3, 3, 3, 3, 3, 3, 3, 5, 8, 4, 4, 4, 4, 4, 4, 6, 16, 3, 3, 14, 3, 14, 2, 14, 9, 13, 10, 10, 14, 16, 17, 11, 6, 9, 10, 10, 12, 14, 14, 14, 12, 12, 12, 12, 14, 14, 10, 10, 10, 10, 14, 9, 9, 9, 10, 14, 14, 14, 9, 9, 9, 9, 9, 9, 2, 14, 9, 13, 10, 10, 14, 16, 17, 11, 6, 14, 2, 14, 9, 17, 13, 10, 10, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 10, 14, 17, 16, 17, 11, 2, 14, 9, 13, 10, 14, 16, 17, 11, 2, 14, 9, 13, 10, 17, 16, 11, 17, 2, 14, 10, 19, 7, 2, 14, 9, 13, 10, 19, 10, 7, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 10, 19, 7, 14, 16, 17, 11, 2, 14, 9, 13, 10, 10, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 10, 10, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 17, 13, 10, 10, 14, 17, 16, 17, 11, 6, 3, 2, 14, 9, 13, 10, 10, 14, 16, 17, 11, 6, 9, 10, 12, 14, 14, 14, 12, 12, 12, 12, 12, 14, 14, 14, 10, 10, 10, 14, 9, 9, 9, 9, 14, 14, 14, 13, 13, 14, 9, 9, 9, 9, 9, 9, 4, 11, 2, 14, 9, 13, 17, 13, 10, 19, 10, 7, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 17, 13, 10, 19, 10, 7, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 10, 19, 7, 14, 17, 16, 17, 11, 2, 9, 10, 10, 7, 17, 3, 3, 12, 12, 16, 15, 15, 12, 14, 14, 14, 20, 20, 13, 12, 12, 12, 12, 12, 12, 20, 25, 14, 14, 12, 12, 10, 10, 10, 10, 14, 9, 9, 9, 25, 4, 9, 17, 10, 7, 14, 16, 21, 13, 13, 14, 20, 14, 13, 17, 24, 9, 12, 13, 25, 13, 21, 20, 17, 9, 9, 9, 9, 9, 9, 12, 17, 4, 4, 9, 9, 9, 10, 10, 12, 14, 14, 14, 12, 12, 12, 12, 12, 14, 14, 10, 10, 10, 10, 14, 9, 9, 9, 9, 10, 14, 14, 14, 13, 13, 14, 9, 9, 9, 9, 9, 9, 9, 10, 14, 12, 12, 14, 14, 10, 9, 9, 9, 10, 14, 14, 14, 9, 9, 9, 9, 2, 1, 5, 1, 6, 5, 8, 7, 11, 11, 1, 3, 3, 3, 5, 3, 3, 4, 8, 9, 10, 10, 12, 14, 14, 14, 12, 12, 12, 12, 14, 14, 10, 10, 10, 10, 14, 9, 9, 9, 10, 14, 14, 14, 13, 13, 14, 9, 9, 9, 9, 9, 9, 7, 4, 4, 4, 4, 4, 4, 4, 4, 10, 2, 2, 6, 7, 6, 2, 3, 2, 3, 6, 2, 7, 6, 10, 7, 4, 9, 12, 6, 14, 4, 12, 7, 2, 2, 1, 2, 7, 6, 4, 4, 4, 6, 8, 8, 7, 2, 2, 13, 2, 2, 2, 2, 6, 2, 8, 12, 2, 7, 7, 6, 8, 10, 12, 2, 2, 2, 3, 3, 13, 2, 2, 3, 3, 6, 7, 6, 4, 5, 6, 3, 3, 3, 3, 4, 16, 8, 5, 4, 3, 3, 3, 5, 7, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 11, 12, 7, 7, 13, 9, 10, 17, 12, 8, 9, 7, 17, 17, 8, 5, 12, 10, 13, 14, 5, 5, 5, 13, 5, 5, 5, 3, 3, 3, 5, 16, 5, 5, 5, 5, 7, 12, 14, 8, 12, 8, 10, 12, 9, 11, 7, 9, 7, 10, 7, 13, 13, 9, 7, 12, 8, 17, 7, 7, 16, 10, 13, 13, 8, 10, 10, 14, 17, 7, 16, 16, 15, 8, 10, 10, 12, 17, 17, 7, 17, 14, 7, 10, 17, 8, 7, 7, 7, 8, 15, 15, 7, 14, 10, 10, 10, 11, 11, 7, 7, 13, 8, 10, 7, 16, 7, 8, 7, 14, 17, 12, 10, 11, 21, 8, 9, 7, 13, 9, 8, 6, 13, 6, 12, 7, 6, 13, 10, 10, 10, 8, 18, 9, 17, 13, 10, 12, 6, 13, 6, 11, 8, 13, 10, 13, 18, 10, 13, 11, 13, 8, 16, 7, 10, 8, 16, 12, 10, 8, 8, 14, 11, 8, 15, 8, 8, 7, 7, 12, 7, 8, 9, 14, 15, 8, 9, 10, 9, 15, 7, 8, 8, 12, 13, 12, 9, 10, 15, 13, 7, 10, 10, 20, 7, 6, 9, 6, 6, 14, 11, 14, 11, 12, 9, 10, 16, 16, 12, 7, 11, 28, 8, 11, 10, 7, 21, 8, 7, 9, 4, 4, 4, 17, 7, 8, 6, 9, 6, 6, 13, 6, 6, 6, 6, 18, 20, 14, 8, 11, 12, 9, 10, 13, 15, 15, 19, 8, 9, 12, 7, 10, 16, 12, 9, 9, 9, 14, 12, 11, 10, 9, 12, 11, 18, 9, 9, 9, 10, 7, 7, 16, 8, 9, 7, 13, 12, 10, 14, 18, 7, 8, 11, 10, 7, 7, 8, 8, 13, 7, 7, 7, 11, 15, 13, 11, 7, 8, 15, 11, 7, 8, 18, 8, 14, 13, 18, 15, 10, 12, 12, 9, 7, 11, 11, 8, 7, 10, 8, 14, 12, 10, 18, 7, 10, 9, 7, 8, 13, 10, 14, 10, 8, 8, 23, 7, 7, 11, 12, 12, 17, 7, 7, 11, 11, 17, 16, 16, 25, 7, 8, 11, 14, 14, 8, 10, 7, 15, 7, 16, 16, 13, 9, 11, 9, 15, 15, 11, 11, 7, 7, 14, 7, 9, 7, 7, 16, 10, 13, 10, 11, 14, 7, 11, 10, 11, 7, 11, 10, 11, 15, 10, 11, 15, 10, 12, 10, 14, 13, 11, 11, 12, 13, 10, 7, 13, 16, 12, 21, 15, 9, 10, 10, 7, 11, 14, 17, 7, 7, 8, 11, 13, 12, 8, 15, 14, 14, 8, 17, 12, 10, 10, 7, 9, 19, 11, 7, 10, 7, 11, 18, 7, 11, 7, 12, 11, 8, 8, 14, 12, 7, 8, 15, 3, 7, 7, 5, 2, 9, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 2, 5, 3, 3, 3, 3, 3, 3, 4, 4, 3, 3, 3, 3, 3, 3, 5, 11, 6, 4, 7, 10, 7, 7, 11, 1, 10, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 5, 7, 3, 5, 6, 3, 3, 5, 2, 2, 5, 3, 4, 13, 11, 3, 3, 6, 3, 5, 14, 2, 2, 3, 8, 2, 2, 12, 5, 18, 5, 3, 3, 3, 3, 16, 5, 5, 5, 10, 7, 13, 12, 13, 9, 12, 14, 19, 9, 9, 21, 9, 9, 10, 6, 9, 6, 15, 10, 6, 12, 8, 6, 10, 15, 4, 4, 6, 6, 9, 9, 12, 16, 14, 23, 7, 7, 7, 14, 9, 7, 7, 11, 14, 10, 7, 10, 10, 10, 12, 6, 11, 10, 13, 11, 15, 11, 7, 12, 10, 3, 7, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 4, 3, 7, 5, 1, 5, 2, 2, 2, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 5, 5, 10, 9, 11, 8, 7, 12, 8, 9, 7, 6, 13, 11, 6, 13, 7, 9, 9, 4, 4, 4, 4, 4, 6, 10, 7, 8, 13, 11, 8, 8, 9, 14, 7, 14, 10, 7, 9, 7, 7, 9, 6, 9, 2, 12, 5, 3, 3, 13, 4, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 8, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 9, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 2, 2, 5, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 1, 7, 6, 4, 12, 3, 3, 3, 3, 3, 8, 7, 3, 3, 3, 3, 3, 3, 4, 4, 11, 15, 14, 2, 8, 3, 5, 5, 8, 10, 8, 6, 4, 7, 17, 7, 4, 5, 2, 6, 3, 5, 4, 2, 2, 12, 5, 5, 3, 15, 13, 8, 11, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 5, 3, 3, 3, 3, 4, 2, 3, 18, 2, 12, 5, 3, 3, 3, 3, 3, 5, 16, 8, 8, 9, 6, 6, 4, 4, 4, 4, 31, 6, 6, 10, 11, 21, 10, 9, 7, 10, 7, 7, 2, 4, 4, 4, 4, 6, 5, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 6, 4, 6, 2, 2, 2, 5, 3, 3, 3, 7, 7, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 8, 2, 3, 3, 3, 3, 3, 5, 9, 11, 3, 3, 3, 3, 4, 4, 3, 3, 3, 3, 3, 5, 10, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 11, 10, 10, 10, 10, 10, 11, 10, 11, 10, 11, 10, 9, 9, 11, 3, 3, 3, 3, 3, 3, 2, 2, 3, 3, 5, 5, 3, 7, 8, 7, 6, 6, 11, 4, 4, 4, 4, 7, 8, 9, 9, 2, 3, 7, 4, 4, 2, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 2, 2, 5, 5, 5, 5, 5, 3, 3, 5, 5, 5, 7, 7, 6, 6, 6, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 6, 6, 8, 8, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 4, 6, 9, 12, 3, 7, 10, 7, 2, 2, 3, 3, 3, 3, 3, 4, 3, 3, 2, 2, 2, 2, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 8, 8, 6, 6, 8, 6, 7, 4, 4, 4, 4, 4, 4, 6, 7, 5, 5, 20, 19, 8, 10, 9, 7, 10, 6, 8, 11, 6, 6, 6, 6, 13, 12, 8, 6, 7, 14, 11, 9, 2, 5, 3, 6, 2, 3, 2, 2, 2, 2, 2, 2, 2, 5, 4, 3, 7, 6, 4, 7, 4, 3, 6, 4, 7, 2, 2, 7, 7, 7, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 9, 10, 10, 10, 11, 7, 8, 20, 7, 9, 8, 9, 8, 12, 6, 6, 6, 8, 9, 8, 12, 6, 6, 8, 13, 10, 12, 6, 6, 7, 7, 9, 6, 4, 4, 4, 4, 4, 4, 10, 6, 6, 6, 7, 14, 11, 10, 7, 8, 10, 8, 11, 14, 11, 11, 9, 7, 9, 8, 11, 13, 9, 17, 10, 9, 2, 2, 2, 9, 3, 3, 3, 3, 15, 14, 9, 5, 5, 2, 8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 15, 12, 22, 19, 17, 18, 18, 19, 21, 7, 16, 16, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 7, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 9, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 7, 16, 11, 11, 7, 7, 7, 7, 17, 7, 8, 12, 15, 9, 19, 7, 19, 8, 21, 11, 12, 19, 14, 22, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 16, 16, 19, 24, 12, 7, 14, 7, 12, 7, 8, 10, 10, 13, 7, 12, 12, 7, 7, 10, 18, 15, 12, 16, 7, 14, 12, 17, 10, 16, 17, 12, 17, 25, 7, 7, 7, 13, 6, 9, 6, 9, 18, 6, 6, 11, 20, 10, 6, 6, 6, 6, 6, 6, 17, 6, 6, 6, 15, 6, 6, 6, 6, 6, 8, 14, 11, 12, 11, 15, 13, 19, 17, 21, 7, 18, 8, 13, 13, 8, 12, 8, 6, 6, 13, 6, 15, 15, 16, 6, 6, 16, 6, 6, 6, 14, 6, 18, 6, 6, 6, 17, 18, 9, 13, 15, 8, 19, 8, 15, 15, 18, 14, 16, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 6, 11, 10, 11, 6, 21, 23, 12, 17, 12, 11, 14, 13, 22, 15, 15, 11, 12, 14, 12, 7, 12, 8, 12, 14, 12, 18, 10, 8, 16, 19, 17, 12, 14, 15, 8, 19, 17, 12, 13, 13, 15, 18, 13, 23, 24, 23, 21, 17, 24, 8, 21, 8, 14, 14, 16, 20, 14, 8, 8, 15, 20, 8, 19, 21, 9, 8, 13, 12, 13, 15, 11, 8, 11, 9, 9, 8, 11, 8, 21, 14, 21, 15, 15, 13, 7, 19, 7, 7, 7, 7, 7, 7, 16, 12, 17, 18, 7, 7, 11, 11, 7, 9, 9, 2, 2, 3, 3, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 10, 10, 7, 9, 7, 7, 7, 6, 8, 6, 6, 6, 6, 6, 6, 6, 7, 6, 8, 6, 6, 9, 7, 7, 7, 4, 4, 4, 4, 4, 4, 4, 4, 8, 9, 8, 7, 8, 7, 8, 10, 7, 5, 5, 5, 5, 5, 5, 3, 9, 7, 7, 8, 6, 6, 6, 6, 6, 6, 6, 6, 9, 6, 6, 9, 11, 13, 7, 8, 9, 9, 5, 5, 5, 7, 8, 6, 6, 6, 6, 6, 6, 6, 7, 8, 9, 7, 10, 9, 10, 7, 8, 5, 5, 5, 5, 5, 5, 7, 7, 9, 8, 7, 7, 6, 6, 6, 6, 6, 6, 10, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 9, 10, 4, 4, 4, 4, 8, 7, 7, 10, 10, 9, 8, 8, 15, 9, 8, 8, 8, 8, 8, 9, 10, 9, 10, 7, 8, 13, 5, 5, 5, 5, 5, 3, 3, 7, 7, 8, 6, 6, 6, 4, 4, 11, 9, 7, 8, 9, 10, 7, 5, 5, 5, 5, 5, 3, 3, 7, 6, 6, 13, 7, 9, 8, 7, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 7, 8, 7, 8, 13, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 8, 8, 6, 6, 6, 6, 7, 6, 7, 6, 6, 9, 7, 4, 4, 4, 4, 4, 4, 4, 7, 8, 7, 8, 9, 8, 8, 8, 7, 10, 7, 8, 5, 5, 5, 5, 5, 5, 5, 5, 3, 7, 7, 7, 7, 9, 7, 10, 9, 6, 6, 6, 6, 6, 8, 8, 6, 6, 6, 7, 6, 6, 6, 9, 9, 4, 4, 13, 7, 10, 9, 9, 12, 7, 8, 8, 10, 8, 8, 8, 8, 8, 8, 5, 5, 5, 5, 3, 7, 7, 11, 7, 9, 8, 8, 6, 6, 10, 6, 8, 8, 8, 6, 7, 6, 6, 12, 4, 4, 4, 4, 4, 4, 4, 4, 4, 9, 8, 8, 16, 8, 9, 8, 7, 5, 5, 5, 5, 5, 3, 3, 7, 7, 7, 10, 15, 8, 9, 8, 9, 9, 6, 6, 6, 6, 6, 6, 7, 4, 8, 7, 8, 8, 7, 8, 11, 8, 5, 5, 5, 5, 5, 3, 7, 7, 6, 11, 16, 7, 6, 4, 4, 4, 4, 9, 9, 8, 8, 8, 13, 12, 8, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 11, 7, 8, 8, 9, 13, 7, 7, 7, 9, 8, 8, 9, 12, 7, 12, 7, 12, 8, 7, 10, 12, 9, 9, 6, 6, 8, 8, 6, 6, 6, 6, 6, 6, 6, 9, 8, 9, 11, 8, 6, 6, 6, 6, 6, 12, 7, 6, 6, 6, 9, 7, 7, 6, 6, 6, 6, 6, 11, 9, 6, 6, 6, 6, 6, 7, 9, 4, 4, 4, 4, 4, 4, 4, 4, 9, 9, 9, 9, 7, 7, 7, 7, 7, 11, 7, 7, 8, 8, 8, 8, 8, 8, 9, 8, 9, 9, 7, 7, 11, 11, 7, 12, 8, 8, 8, 8, 8, 7, 8, 8, 8, 8, 8, 13, 12, 8, 8, 8, 8, 7, 7, 7, 9, 5, 5, 5, 5, 5, 5, 5, 3, 3, 7, 7, 11, 7, 8, 8, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 10, 11, 6, 7, 9, 4, 4, 4, 4, 4, 4, 9, 9, 8, 9, 8, 8, 8, 7, 7, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 11, 7, 7, 7, 9, 6, 6, 11, 8, 10, 6, 6, 6, 12, 8, 8, 7, 6, 6, 8, 7, 4, 4, 4, 4, 4, 4, 4, 4, 9, 10, 9, 9, 8, 10, 9, 11, 8, 5, 5, 5, 7, 6, 6, 8, 7, 4, 4, 4, 4, 8, 7, 7, 8, 7, 8, 8, 5, 5, 5, 5, 7, 7, 8, 8, 8, 6, 6, 6, 6, 6, 10, 8, 9, 13, 6, 7, 6, 6, 8, 7, 8, 4, 4, 4, 4, 11, 8, 8, 8, 10, 5, 5, 8, 7, 8, 13, 8, 7, 6, 8, 6, 9, 7, 8, 7, 5, 5, 5, 5, 5, 5, 3, 3, 7, 8, 9, 6, 4, 8, 10, 10, 8, 12, 9, 13, 2, 7, 5, 5, 5, 5, 5, 7, 7, 10, 6, 6, 6, 6, 6, 6, 6, 8, 4, 4, 9, 8, 8, 8, 14, 8, 8, 8, 9, 8, 5, 5, 5, 5, 5, 3, 3, 9, 6, 6, 6, 6, 10, 12, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 4, 11, 8, 7, 8, 8, 8, 5, 5, 3, 3, 3, 3, 7, 7, 6, 8, 6, 8, 11, 7, 6, 6, 6, 7, 4, 8, 11, 9, 10, 5, 5, 5, 3, 3, 3, 7, 7, 8, 9, 8, 15, 9, 6, 6, 6, 6, 6, 6, 11, 11, 4, 4, 4, 4, 4, 7, 9, 9, 10, 8, 7, 5, 5, 5, 5, 5, 5, 3, 3, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 9, 7, 4, 4, 4, 4, 4, 9, 9, 8, 8, 10, 13, 5, 5, 5, 3, 17, 7, 7, 7, 7, 7, 8, 6, 8, 13, 6, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 9, 10, 8, 8, 8, 5, 5, 5, 5, 3, 7, 7, 7, 8, 8, 6, 6, 6, 8, 8, 8, 9, 10, 8, 4, 8, 10, 9, 8, 8, 8, 9, 13, 10, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 7, 8, 9, 9, 7, 7, 7, 10, 9, 9, 8, 9, 8, 8, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 8, 12, 6, 6, 6, 6, 6, 6, 6, 6, 6, 12, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 11, 8, 8, 9, 9, 10, 8, 9, 7, 7, 5, 5, 5, 5, 5, 5, 3, 7, 8, 7, 6, 6, 8, 6, 6, 10, 4, 7, 8, 9, 12, 8, 7, 7, 5, 5, 5, 5, 5, 5, 3, 3, 7, 14, 7, 9, 8, 8, 6, 6, 8, 12, 12, 6, 6, 7, 7, 10, 4, 4, 4, 4, 4, 9, 9, 14, 9, 13, 8, 7, 5, 5, 5, 6, 6, 6, 7, 4, 8, 7, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 7, 7, 7, 8, 6, 6, 6, 6, 6, 6, 12, 6, 6, 6, 6, 4, 4, 9, 9, 8, 8, 11, 7, 7, 7, 5, 5, 5, 3, 9, 8, 6, 6, 7, 4, 4, 4, 4, 4, 4, 8, 8, 11, 5, 5, 5, 7, 7, 7, 9, 6, 6, 6, 6, 6, 6, 9, 8, 4, 4, 4, 4, 7, 12, 9, 8, 8, 8, 7, 10, 10, 5, 5, 5, 5, 5, 5, 5, 3, 11, 14, 8, 7, 8, 8, 6, 6, 6, 6, 6, 8, 7, 6, 6, 6, 7, 6, 8, 9, 4, 4, 4, 7, 8, 9, 7, 9, 7, 7, 9, 8, 5, 5, 5, 5, 5, 5, 5, 5, 5, 11, 3, 9, 7, 7, 12, 14, 8, 6, 6, 12, 11, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 15, 7, 4, 4, 4, 16, 9, 9, 9, 8, 9, 9, 9, 9, 9, 8, 8, 8, 13, 11, 8, 5, 5, 5, 5, 3, 7, 6, 6, 8, 8, 8, 6, 6, 7, 10, 7, 4, 4, 4, 4, 9, 7, 8, 7, 7, 7, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 7, 7, 7, 9, 6, 6, 6, 6, 6, 8, 8, 7, 7, 9, 6, 6, 6, 7, 6, 6, 6, 6, 6, 15, 4, 4, 4, 4, 4, 8, 8, 7, 8, 12, 9, 8, 8, 8, 8, 8, 9, 8, 8, 10, 8, 8, 8, 8, 16, 9, 10, 2, 5, 5, 5, 5, 5, 5, 5, 9, 7, 6, 8, 9, 4, 4, 4, 4, 4, 7, 8, 8, 8, 9, 8, 11, 10, 5, 5, 5, 5, 3, 7, 8, 6, 6, 6, 6, 6, 8, 6, 6, 6, 6, 4, 12, 10, 12, 7, 7, 7, 7, 7, 7, 7, 5, 5, 5, 5, 3, 3, 7, 7, 10, 8, 9, 7, 6, 10, 7, 6, 6, 4, 4, 8, 9, 7, 9, 9, 9, 9, 8, 8, 8, 8, 10, 5, 5, 5, 5, 5, 5, 8, 7, 6, 6, 6, 10, 6, 7, 10, 7, 4, 4, 4, 4, 4, 4, 4, 12, 9, 10, 7, 7, 10, 8, 10, 5, 12, 9, 6, 6, 6, 6, 6, 7, 6, 4, 4, 4, 10, 9, 9, 8, 7, 7, 5, 5, 5, 5, 5, 5, 3, 3, 13, 7, 7, 9, 7, 7, 7, 8, 9, 9, 7, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 13, 9, 15, 15, 4, 4, 4, 4, 4, 10, 10, 9, 8, 9, 8, 8, 9, 7, 8, 7, 8, 5, 5, 7, 6, 6, 6, 4, 4, 4, 7, 8, 11, 8, 5, 5, 5, 5, 5, 5, 5, 7, 6, 6, 6, 6, 6, 6, 9, 11, 10, 7, 4, 4, 4, 9, 8, 8, 5, 5, 5, 5, 5, 9, 9, 6, 6, 6, 6, 6, 6, 6, 9, 9, 4, 4, 4, 4, 8, 8, 8, 9, 9, 8, 8, 8, 13, 2, 4, 2, 7, 5, 5, 5, 5, 5, 5, 9, 9, 6, 6, 6, 6, 10, 8, 8, 8, 6, 6, 6, 4, 4, 9, 8, 10, 8, 9, 8, 8, 8, 9, 8, 8, 5, 3, 3, 3, 11, 6, 6, 6, 7, 6, 6, 6, 4, 4, 9, 8, 5, 5, 5, 5, 5, 3, 11, 8, 6, 6, 6, 6, 6, 9, 7, 4, 4, 14, 10, 9, 8, 12, 8, 8, 8, 11, 15, 8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 11, 11, 11, 10, 10, 7, 7, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 7, 11, 7, 7, 11, 11, 7, 8, 9, 10, 7, 7, 9, 9, 9, 9, 7, 7, 10, 8, 13, 8, 8, 8, 8, 11, 10, 6, 6, 8, 10, 11, 14, 14, 6, 6, 6, 6, 6, 6, 9, 11, 7, 7, 6, 8, 12, 11, 11, 6, 6, 10, 6, 6, 6, 6, 6, 10, 7, 7, 6, 6, 11, 6, 6, 6, 11, 8, 9, 7, 6, 10, 11, 9, 10, 11, 7, 11, 8, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 8, 6, 6, 8, 9, 10, 9, 6, 6, 6, 10, 6, 6, 6, 6, 11, 10, 11, 10, 9, 8, 7, 7, 7, 7, 11, 14, 8, 10, 9, 9, 8, 8, 7, 11, 8, 8, 8, 11, 11, 10, 10, 9, 10, 8, 11, 10, 8, 11, 9, 12, 8, 10, 8, 11, 8, 9, 9, 11, 11, 10, 11, 13, 8, 7, 8, 8, 9, 7, 8, 8, 8, 8, 7, 8, 2, 2, 2, 2, 2, 2, 2, 4, 4, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 3, 3, 3, 3, 3, 3, 3, 3, 8, 6, 4, 4, 4, 11, 7, 11, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 3, 3, 3, 3, 8, 7, 7, 8, 8, 4, 8, 7, 7, 7, 9, 7, 8, 9, 8, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 2, 3, 3, 3, 3, 3, 3, 4, 5, 5, 3, 3, 8, 6, 8, 6, 9, 4, 4, 10, 7, 3, 3, 3, 2, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 3, 2, 2, 2, 3, 3, 3, 3, 3, 4, 10, 2, 3, 3, 3, 3, 3, 3, 3, 4, 2, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 3, 3, 3, 5, 2, 4, 2, 6, 2, 2, 9, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 9, 8, 7, 9, 6, 6, 11, 4, 4, 4, 4, 4, 4, 4, 4, 6, 6, 7, 7, 11, 8, 8, 6, 5, 11, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 2, 3, 3, 3, 3, 3, 3, 6, 4, 4, 4, 4, 3, 3, 3, 3, 5, 7, 2, 3, 3, 3, 3, 3, 8, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 4, 4, 4, 4, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 2, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 6, 3, 3, 8, 10, 3, 4, 4, 1, 1, 1, 1, 1, 1, 1, 8, 9, 10, 7, 7, 1, 14, 18, 13, 18, 13, 10, 10, 16, 13, 18, 16, 13, 16, 18, 13, 22, 16, 16, 16, 14, 21, 16, 9, 14, 16, 9, 9, 14, 10, 10, 14, 12, 14, 19, 12, 11, 18, 13, 17, 15, 15, 15, 15, 16, 14, 13, 19, 18, 15, 19, 18, 12, 18, 12, 11, 20, 14, 15, 10, 17, 17, 16, 19, 20, 21, 15, 13, 16, 15, 15, 15, 1, 1, 3, 8, 7, 7, 8, 8, 8, 1, 6, 1, 1, 6, 3, 3, 4, 7, 3, 3, 5, 5, 4, 4, 4, 4, 4, 2, 7, 7, 8, 12, 3, 4, 5, 1, 3, 4, 4, 10, 4, 3, 3, 3, 8, 7, 7, 2, 2, 2, 2, 2, 2, 2, 2, 2, 12, 9, 20, 7, 5, 5, 5, 9, 13, 5, 5, 5, 5, 5, 3, 3, 3, 16, 5, 5, 5, 13, 7, 8, 8, 11, 8, 7, 9, 7, 11, 12, 9, 9, 8, 8, 11, 10, 14, 7, 12, 10, 11, 13, 7, 9, 11, 17, 17, 14, 13, 7, 8, 7, 10, 10, 7, 16, 13, 7, 8, 17, 12, 9, 8, 6, 7, 10, 6, 6, 12, 6, 8, 10, 8, 8, 8, 6, 8, 6, 14, 6, 6, 6, 13, 6, 10, 6, 6, 7, 14, 8, 6, 6, 10, 11, 10, 9, 9, 7, 7, 6, 6, 6, 9, 9, 7, 9, 10, 9, 13, 12, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 6, 6, 6, 8, 8, 6, 8, 9, 10, 9, 7, 10, 10, 8, 7, 8, 7, 10, 12, 9, 8, 15, 8, 7, 8, 8, 7, 7, 15, 13, 7, 10, 9, 14, 18, 16, 7, 24, 7, 8, 10, 11, 16, 8, 14, 7, 9, 9, 9, 13, 19, 14, 15, 14, 11, 7, 13, 9, 10, 7, 13, 9, 10, 11, 12, 8, 9, 2, 3, 5, 8, 7, 4, 4, 15, 10, 5, 3, 3, 3, 3, 3, 5, 4, 4, 4, 2, 2, 2, 2, 2, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 12, 5, 3, 8, 10, 15, 6, 7, 2, 3, 2, 5, 5, 12, 2, 5, 5, 5, 5, 2, 2, 5, 5, 12, 9, 5, 2, 2, 9, 5, 5, 12, 12, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 9, 12, 5, 8, 8, 9, 5, 5, 5, 8, 19, 7, 16, 15, 14, 9, 9, 9, 9, 7, 11, 11, 11, 7, 14, 10, 10, 5, 5, 5, 5, 5, 5, 5, 5, 5, 15, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 9, 9, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 14, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 15, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 12, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 9, 9, 12, 9, 9, 12, 12, 12, 15, 7, 11, 7, 14, 11, 18, 13, 8, 18, 15, 18, 12, 14, 12, 8, 8, 8, 8, 9, 9, 9, 12, 7, 10, 10, 8, 8, 12, 12, 12, 7, 12, 12, 9, 7, 7, 7, 7, 7, 8, 15, 12, 9, 10, 10, 7, 10, 10, 13, 11, 10, 9, 22, 11, 9, 8, 8, 8, 8, 8, 13, 18, 13, 9, 15, 19, 9, 7, 7, 10, 7, 7, 7, 11, 8, 13, 17, 7, 7, 10, 10, 10, 7, 20, 16, 7, 7, 7, 7, 7, 7, 11, 21, 12, 12, 13, 11, 14, 16, 8, 8, 13, 11, 7, 7, 13, 7, 7, 14, 15, 15, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 13, 10, 18, 6, 6, 6, 6, 6, 6, 6, 6, 6, 11, 8, 8, 12, 12, 11, 11, 8, 12, 9, 9, 9, 13, 13, 9, 9, 9, 9, 9, 9, 6, 10, 12, 6, 6, 6, 6, 17, 11, 7, 7, 7, 7, 14, 14, 12, 6, 7, 7, 6, 6, 15, 10, 13, 10, 6, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 13, 9, 9, 15, 13, 6, 12, 12, 6, 19, 11, 10, 7, 7, 16, 8, 19, 17, 9, 9, 9, 9, 9, 6, 6, 6, 10, 8, 16, 8, 6, 6, 9, 6, 6, 6, 6, 6, 6, 6, 6, 8, 8, 8, 6, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 14, 6, 6, 6, 6, 20, 6, 9, 6, 14, 9, 9, 9, 6, 9, 8, 8, 12, 9, 8, 8, 8, 8, 7, 8, 12, 7, 8, 8, 8, 6, 8, 6, 6, 6, 6, 6, 6, 6, 9, 8, 8, 6, 6, 13, 9, 12, 13, 12, 14, 13, 12, 11, 11, 6, 8, 8, 8, 6, 13, 12, 11, 11, 12, 6, 11, 12, 11, 13, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 15, 6, 6, 6, 6, 6, 6, 6, 13, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 8, 8, 8, 8, 6, 18, 6, 12, 13, 13, 13, 9, 10, 15, 9, 12, 6, 6, 6, 6, 6, 6, 6, 6, 9, 15, 10, 9, 10, 13, 9, 19, 8, 18, 17, 10, 10, 8, 8, 6, 6, 6, 6, 6, 6, 10, 14, 8, 16, 16, 9, 8, 15, 8, 8, 10, 12, 14, 7, 7, 8, 8, 7, 7, 7, 7, 8, 13, 13, 11, 9, 9, 9, 12, 10, 17, 8, 11, 9, 7, 7, 14, 8, 14, 14, 7, 7, 7, 7, 7, 7, 14, 7, 7, 7, 7, 7, 10, 10, 8, 14, 7, 7, 7, 7, 8, 8, 8, 8, 8, 17, 9, 7, 15, 7, 8, 12, 7, 9, 14, 7, 7, 7, 9, 13, 8, 14, 7, 16, 18, 13, 15, 14, 12, 13, 10, 15, 9, 7, 7, 7, 10, 13, 15, 15, 9, 9, 9, 9, 19, 11, 7, 11, 11, 13, 8, 8, 8, 8, 7, 12, 19, 17, 9, 9, 13, 7, 7, 7, 9, 7, 7, 7, 12, 13, 15, 10, 8, 8, 14, 15, 12, 13, 13, 8, 12, 14, 7, 11, 7, 14, 15, 13, 12, 8, 8, 8, 8, 11, 13, 15, 15, 8, 13, 12, 8, 8, 8, 13, 10, 16, 14, 11, 8, 8, 12, 12, 9, 15, 15, 12, 12, 13, 8, 8, 9, 12, 13, 9, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 11, 12, 11, 7, 14, 7, 13, 13, 13, 12, 18, 16, 7, 12, 11, 10, 10, 15, 9, 9, 9, 21, 7, 7, 7, 11, 16, 8, 8, 11, 11, 7, 7, 7, 7, 7, 19, 7, 7, 7, 7, 7, 7, 7, 7, 7, 12, 8, 9, 12, 14, 11, 9, 9, 9, 22, 12, 3, 3, 4, 8, 8, 15, 4, 2, 2, 5, 5, 3, 3, 3, 3, 3, 3, 6, 6, 4, 4, 4, 12, 7, 10, 2, 3, 3, 3, 3, 3, 3, 3, 6, 7, 3, 7, 5, 14, 4, 4, 7, 10, 4, 1, 3, 3, 6, 2, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 4, 2, 2, 5, 3, 4, 2, 2, 2, 2, 2, 2, 2, 11, 5, 5, 5, 11, 5, 5, 3, 5, 5, 5, 5, 11, 14, 13, 9, 11, 9, 12, 8, 11, 11, 8, 11, 16, 9, 9, 7, 10, 9, 12, 8, 15, 6, 6, 7, 6, 6, 13, 10, 8, 11, 8, 6, 6, 6, 12, 16, 6, 11, 7, 8, 9, 18, 6, 6, 9, 4, 4, 6, 13, 6, 6, 6, 6, 8, 8, 9, 16, 7, 7, 14, 7, 8, 8, 8, 7, 7, 7, 7, 7, 7, 15, 13, 7, 10, 7, 7, 10, 12, 16, 15, 7, 9, 9, 14, 11, 11, 10, 9, 10, 8, 12, 7, 8, 7, 7, 10, 12, 7, 12, 8, 7, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 3, 3, 5, 5, 5, 10, 8, 7, 4, 4, 4, 8, 7, 10, 9, 7, 9, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 3, 3, 3, 3, 3, 3, 3, 7, 4, 5, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 6, 6, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 9, 8, 2, 2, 2, 8, 12, 7, 7, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 8, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 7, 11, 9, 8, 8, 8, 7, 8, 9, 7, 7, 9, 7, 7, 7, 10, 7, 7, 10, 9, 10, 6, 6, 6, 6, 6, 6, 15, 7, 8, 9, 9, 8, 6, 6, 10, 9, 6, 8, 13, 9, 7, 6, 6, 6, 6, 6, 6, 12, 6, 6, 7, 6, 7, 6, 6, 6, 10, 10, 7, 6, 6, 6, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 6, 14, 6, 6, 7, 7, 9, 6, 6, 6, 6, 9, 9, 8, 9, 10, 9, 8, 9, 12, 7, 7, 7, 8, 7, 10, 12, 11, 9, 10, 7, 7, 7, 9, 10, 10, 8, 12, 9, 7, 7, 9, 8, 8, 8, 10, 7, 7, 8, 9, 9, 7, 7, 7, 8, 2, 4, 2, 4, 6, 3, 4, 2, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 8, 6, 4, 7, 3, 3, 3, 3, 3, 3, 3, 12, 3, 3, 3, 3, 3, 3, 4, 4, 2, 3, 5, 3, 4, 7, 3, 3, 3, 3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3, 4, 3, 3, 6, 4, 3, 4, 2, 2, 2, 5, 3, 3, 3, 3, 3, 5, 4, 4, 4, 4, 2, 7, 6, 8, 9, 2, 2, 2, 2, 3, 3, 3, 5, 7, 2, 3, 3, 8, 7, 7, 2, 2, 8, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 8, 8, 7, 7, 6, 10, 6, 9, 7, 11, 4, 6, 8, 8, 7, 8, 4, 2, 5, 5, 5, 5, 3, 3, 3, 11, 8, 9, 6, 6, 8, 7, 4, 4, 7, 6, 8, 7, 2, 2, 3, 3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3, 3, 7, 2, 2, 5, 3, 3, 2, 3, 3, 3, 3, 3, 3, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 12, 5, 5, 3, 3, 3, 5, 10, 12, 6, 15, 4, 6, 6, 7, 14, 9, 3, 3, 3, 3, 3, 8, 2, 2, 3, 5, 5, 3, 3, 3, 3, 3, 3, 8, 8, 6, 8, 7, 5, 8, 4, 6, 11, 2, 2, 7, 3, 3, 2, 9, 8, 8, 5, 5, 5, 3, 3, 3, 5, 5, 5, 7, 7, 6, 6, 10, 6, 8, 6, 8, 9, 7, 4, 4, 4, 4, 4, 7, 6, 6, 8, 7, 7, 10, 9, 9, 8, 11, 8, 3, 3, 3, 3, 3, 4, 4, 2, 3, 3, 3, 3, 3, 7, 6, 2, 5, 5, 6, 7, 6, 4, 8, 9, 11, 2, 2, 3, 3, 3, 3, 3, 3, 3, 2, 2, 5, 3, 3, 3, 3, 3, 9, 9, 6, 4, 8, 7, 7, 5, 9, 8, 6, 2, 6, 8, 7, 8, 5, 5, 5, 5, 5, 3, 3, 3, 16, 8, 7, 7, 7, 8, 7, 7, 7, 7, 9, 6, 9, 6, 10, 7, 7, 7, 6, 10, 8, 9, 11, 11, 8, 4, 4, 10, 8, 8, 6, 9, 6, 11, 8, 8, 8, 15, 7, 8, 9, 5, 3, 3, 3, 3, 3, 5, 2, 2, 3, 8, 9, 10, 3, 2, 2, 2, 2, 2, 2, 3, 6, 4, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 2, 3, 3, 3, 3, 3, 3, 3, 11, 5, 3, 3, 3, 3, 3, 3, 3, 3, 6, 7, 4, 4, 2, 3, 3, 3, 3, 3, 3, 3, 12, 7, 4, 12, 4, 6, 5, 4, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 11, 10, 6, 4, 6, 10, 8, 3, 3, 3, 3, 3, 3, 3, 3, 5, 4, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 5, 3, 4, 4, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 10, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 7, 8, 8, 7, 13, 12, 10, 10, 8, 8, 7, 7, 9, 12, 11, 6, 6, 8, 8, 9, 7, 7, 7, 10, 15, 10, 4, 4, 4, 4, 4, 11, 8, 8, 9, 7, 9, 14, 14, 12, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 12, 5, 5, 11, 10, 7, 9, 3, 8, 7, 3, 15, 13, 11, 4, 4, 2, 2, 2, 19, 7, 5, 5, 3, 3, 3, 3, 3, 3, 3, 5, 22, 18, 6, 14, 17, 4, 4, 19, 16, 18, 2, 3, 3, 7, 2, 3, 2, 3, 3, 6, 4, 2, 3, 3, 2, 5, 3, 3, 3, 3, 3, 3, 3, 9, 9, 2, 3, 2, 2, 2, 3, 3, 3, 5, 7, 14, 7, 7, 12, 9, 13, 6, 11, 6, 10, 9, 7, 7, 8, 12, 12, 8, 8, 8, 10, 7, 7, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 5, 10, 7, 8, 11, 8, 12, 9, 4, 14, 7, 7, 9, 13, 2, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 1, 2, 2, 3, 3, 3, 3, 3, 3, 5, 2, 2, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 8, 4, 4, 4, 3, 2, 3, 3, 3, 3, 5, 2, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 12, 9, 8, 8, 9, 8, 6, 17, 6, 6, 6, 8, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 4, 4, 8, 8, 9, 9, 9, 7, 7, 7, 7, 7, 7, 7, 9, 9, 9, 7, 8, 8, 8, 10, 7, 13, 10, 8, 9, 3, 3, 5, 3, 3, 3, 3, 3, 7, 7, 6, 6, 10, 13, 11, 11, 8, 8, 9, 8, 9, 9, 10, 10, 10, 11, 10, 10, 13, 13, 16, 15, 11, 12, 9, 9, 10, 9, 11, 10, 9, 9, 14, 7, 8, 3, 10, 7, 7, 3, 2, 2, 2, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 7, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 11, 6, 7, 4, 6, 2, 2, 3, 3, 3, 1, 3, 3, 3, 3, 3, 3, 6, 4, 4, 2, 2, 2, 3, 3, 3, 3, 4, 4, 6, 6, 6, 6, 5, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 9, 11, 6, 10, 9, 12, 7, 7, 11, 14, 9, 7, 12, 3, 3, 7, 12, 11, 12, 7, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 9, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 11, 5, 5, 5, 5, 5, 5, 5, 5, 11, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 10, 3, 3, 3, 11, 3, 5, 9, 11, 8, 12, 14, 9, 7, 8, 7, 7, 11, 11, 7, 7, 10, 9, 8, 10, 9, 7, 7, 7, 7, 7, 7, 8, 8, 7, 11, 8, 8, 8, 7, 7, 10, 8, 7, 13, 12, 7, 17, 10, 8, 8, 11, 7, 11, 11, 14, 7, 11, 7, 8, 6, 9, 20, 8, 7, 9, 16, 7, 10, 6, 11, 10, 8, 9, 7, 16, 11, 11, 9, 8, 9, 8, 8, 8, 11, 8, 15, 8, 8, 9, 7, 8, 8, 11, 10, 7, 5, 7, 10, 10, 15, 7, 7, 7, 8, 7, 8, 8, 10, 11, 10, 10, 10, 11, 11, 7, 8, 6, 8, 8, 10, 6, 8, 6, 6, 7, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 16, 6, 15, 6, 7, 11, 11, 7, 9, 10, 11, 13, 10, 6, 16, 8, 10, 12, 11, 6, 6, 6, 6, 6, 6, 6, 10, 6, 10, 7, 7, 7, 11, 7, 11, 6, 6, 6, 6, 6, 6, 17, 7, 7, 6, 6, 12, 22, 6, 6, 6, 6, 6, 8, 6, 6, 6, 6, 7, 6, 6, 5, 6, 6, 8, 11, 6, 9, 14, 11, 9, 11, 7, 7, 8, 6, 6, 6, 8, 10, 9, 6, 6, 6, 6, 9, 7, 6, 6, 6, 6, 6, 15, 6, 4, 4, 4, 6, 4, 17, 8, 11, 6, 6, 9, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 6, 6, 6, 6, 10, 6, 10, 6, 6, 6, 6, 12, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 9, 6, 6, 6, 6, 18, 6, 6, 6, 8, 9, 10, 7, 8, 9, 10, 11, 7, 13, 6, 8, 8, 6, 6, 14, 7, 7, 7, 7, 10, 7, 14, 9, 6, 6, 9, 15, 9, 7, 14, 6, 11, 14, 13, 7, 12, 8, 7, 7, 7, 7, 7, 12, 7, 10, 9, 16, 6, 8, 6, 5, 17, 6, 8, 10, 4, 6, 4, 10, 15, 17, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 8, 4, 4, 11, 7, 4, 4, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 19, 17, 6, 10, 11, 6, 6, 6, 6, 18, 6, 6, 11, 4, 4, 4, 5, 6, 6, 6, 9, 5, 6, 4, 6, 6, 4, 6, 6, 6, 6, 10, 6, 6, 4, 6, 6, 10, 6, 10, 6, 6, 6, 6, 11, 6, 6, 10, 6, 6, 8, 6, 6, 6, 8, 6, 11, 4, 11, 9, 10, 9, 11, 4, 8, 4, 11, 12, 7, 9, 8, 6, 7, 7, 8, 12, 12, 11, 13, 10, 11, 7, 7, 7, 9, 7, 11, 10, 7, 7, 7, 16, 11, 10, 11, 17, 9, 9, 8, 8, 7, 7, 7, 9, 7, 7, 7, 14, 7, 13, 9, 11, 10, 14, 10, 10, 12, 11, 10, 7, 10, 5, 14, 8, 8, 8, 9, 7, 8, 7, 7, 9, 8, 7, 8, 7, 7, 7, 7, 7, 7, 7, 11, 8, 10, 8, 7, 8, 14, 11, 8, 9, 9, 9, 8, 24, 10, 10, 12, 7, 7, 15, 11, 8, 8, 12, 11, 8, 9, 9, 7, 8, 9, 10, 11, 10, 11, 7, 12, 7, 7, 11, 9, 8, 14, 13, 12, 8, 11, 10, 8, 8, 7, 7, 14, 9, 10, 8, 9, 11, 7, 14, 8, 8, 13, 8, 8, 12, 7, 10, 14, 14, 11, 9, 10, 9, 9, 7, 7, 11, 11, 13, 9, 13, 5, 5, 5, 7, 9, 5, 11, 12, 14, 8, 7, 7, 11, 10, 9, 7, 8, 8, 7, 10, 11, 11, 5, 5, 7, 5, 5, 5, 7, 7, 15, 7, 7, 8, 7, 15, 12, 12, 10, 7, 8, 7, 11, 7, 7, 7, 23, 11, 8, 8, 11, 10, 7, 8, 11, 7, 19, 7, 7, 6, 9, 9, 9, 11, 3, 4, 7, 8, 6, 6, 4, 10, 8, 2, 2]);
const edgeChild = /*#__PURE__*/ new Uint16Array([0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 1, 1, 8, 9, 1, 0, 0, 0, 0, 0, 0, 0, 1, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 1, 1, 1, 1, 1, 18, 1, 1, 1, 1, 1, 1, 8, 1, 8, 1, 8, 14, 1, 1, 1, 1, 8, 1, 8, 1, 1, 1, 1, 1, 15, 24, 1, 1, 1, 1, 1, 1, 21, 1, 1, 1, 1, 22, 8, 1, 1, 1, 1, 1, 1, 1, 1, 23, 1, 1, 1, 17, 19, 1, 1, 16, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 25, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 20, 1, 1, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 1, 27, 28, 29, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 1, 1, 8, 8, 8, 8, 1, 36, 0, 0, 0, 1, 1, 1, 1, 39, 38, 1, 1, 1, 1, 1, 37, 1, 1, 1, 1, 41, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 42, 0, 0, 0, 0, 43, 44, 0, 0, 0, 0, 8, 1, 1, 1, 8, 1, 1, 1, 47, 49, 49, 49, 47, 49, 47, 47, 48, 49, 47, 49, 47, 47, 47, 47, 47, 47, 49, 47, 47, 48, 47, 47, 47, 47, 49, 50, 50, 48, 49, 47, 47, 47, 47, 47, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 53, 55, 53, 53, 53, 55, 53, 54, 53, 56, 53, 54, 54, 53, 53, 53, 54, 56, 54, 56, 53, 54, 54, 8, 58, 58, 57, 59, 54, 56, 53, 53, 51, 52, 60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 63, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 1, 1, 70, 71, 8, 1, 1, 69, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 80, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 85, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 83, 86, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 84, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 8, 1, 1, 1, 1, 96, 1, 98, 1, 1, 1, 1, 1, 1, 1, 1, 101, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 104, 104, 1, 1, 8, 1, 107, 1, 1, 1, 1, 1, 1, 1, 105, 1, 106, 1, 108, 1, 1, 1, 1, 1, 109, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 117, 118, 1, 1, 1, 1, 1, 1, 120, 120, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 128, 129, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 129, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 129, 1, 1, 1, 1, 1, 1, 1, 1, 1, 133, 130, 132, 127, 1, 131, 1, 1, 121, 1, 1, 1, 1, 124, 1, 134, 1, 1, 1, 1, 1, 1, 126, 1, 115, 116, 1, 8, 135, 113, 119, 1, 1, 8, 1, 1, 1, 114, 122, 1, 8, 8, 8, 125, 123, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 8, 8, 1, 1, 1, 1, 1, 8, 141, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 143, 1, 1, 1, 1, 1, 1, 1, 1, 144, 145, 8, 8, 142, 140, 49, 49, 147, 53, 53, 146, 149, 148, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 152, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 150, 0, 0, 0, 0, 1, 0, 151, 139, 1, 0, 1, 1, 8, 8, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 155, 154, 23, 1, 1, 8, 8, 1, 23, 8, 8, 1, 1, 1, 1, 1, 141, 1, 1, 159, 1, 1, 1, 1, 160, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 1, 1, 143, 1, 1, 159, 1, 1, 1, 1, 160, 1, 1, 1, 141, 1, 1, 1, 159, 1, 164, 1, 1, 1, 160, 1, 1, 141, 1, 1, 1, 164, 1, 1, 1, 1, 1, 141, 1, 1, 1, 1, 1, 1, 1, 1, 141, 1, 1, 164, 1, 1, 164, 1, 1, 1, 1, 1, 1, 1, 170, 1, 1, 1, 159, 1, 1, 164, 1, 1, 1, 160, 1, 1, 170, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 143, 1, 1, 159, 1, 164, 1, 1, 1, 160, 1, 1, 141, 1, 1, 159, 1, 164, 1, 1, 1, 160, 1, 1, 141, 1, 1, 1, 1, 159, 1, 164, 1, 1, 1, 160, 1, 1, 1, 141, 1, 1, 159, 1, 1, 1, 1, 176, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 1, 179, 1, 1, 170, 1, 1, 1, 1, 1, 159, 1, 1, 164, 1, 1, 1, 160, 1, 1, 170, 1, 1, 1, 1, 1, 159, 1, 1, 164, 1, 1, 1, 160, 1, 1, 170, 1, 1, 1, 1, 1, 164, 1, 1, 1, 1, 174, 166, 166, 8, 1, 8, 178, 1, 1, 1, 1, 1, 167, 167, 167, 161, 1, 1, 1, 165, 167, 171, 177, 1, 1, 1, 1, 165, 165, 1, 1, 163, 161, 174, 165, 169, 182, 173, 182, 1, 1, 180, 1, 173, 162, 165, 1, 1, 1, 1, 165, 1, 168, 1, 1, 1, 8, 1, 183, 1, 172, 1, 1, 1, 172, 171, 175, 181, 163, 174, 1, 1, 1, 1, 1, 1, 185, 185, 185, 185, 185, 185, 185, 185, 185, 185, 185, 185, 185, 185, 185, 185, 185, 185, 185, 186, 185, 185, 186, 185, 185, 185, 185, 187, 187, 185, 185, 186, 185, 186, 185, 185, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 189, 8, 1, 1, 8, 1, 8, 8, 8, 8, 1, 8, 8, 8, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 203, 1, 205, 206, 204, 203, 203, 1, 1, 209, 1, 210, 208, 1, 8, 1, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 221, 203, 203, 203, 203, 221, 1, 1, 1, 1, 224, 225, 223, 1, 1, 1, 1, 1, 1, 227, 227, 1, 1, 1, 227, 227, 229, 230, 228, 1, 232, 1, 1, 1, 1, 8, 238, 239, 240, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 207, 211, 1, 1, 1, 1, 158, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 235, 1, 1, 1, 9, 1, 1, 1, 1, 246, 1, 1, 243, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 194, 218, 1, 1, 1, 214, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 201, 1, 1, 1, 1, 1, 1, 1, 219, 1, 1, 1, 1, 234, 1, 1, 1, 1, 184, 1, 222, 1, 217, 1, 1, 1, 220, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 199, 1, 8, 1, 1, 1, 8, 1, 1, 1, 1, 202, 1, 1, 1, 216, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 1, 1, 248, 1, 1, 1, 1, 1, 192, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 233, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 191, 193, 1, 1, 1, 196, 8, 1, 1, 1, 1, 1, 1, 1, 237, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 195, 1, 1, 1, 1, 1, 1, 1, 242, 1, 1, 1, 200, 1, 1, 1, 215, 1, 193, 1, 231, 212, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 219, 1, 1, 1, 1, 198, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 188, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 213, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 244, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 1, 245, 1, 1, 193, 1, 1, 1, 1, 197, 1, 1, 1, 213, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 1, 1, 1, 236, 1, 1, 1, 190, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 226, 1, 1, 1, 8, 8, 1, 1, 1, 1, 1, 1, 1, 247, 1, 1, 241, 1, 1, 8, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 258, 0, 0, 0, 0, 0, 259, 0, 0, 0, 0, 0, 0, 1, 8, 1, 1, 1, 263, 1, 1, 1, 0, 264, 261, 262, 1, 1, 1, 1, 1, 1, 269, 1, 271, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 267, 1, 1, 1, 1, 1, 273, 1, 1, 8, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 272, 1, 1, 1, 8, 1, 1, 1, 1, 268, 1, 1, 1, 266, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 270, 1, 1, 1, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 1, 8, 1, 1, 1, 1, 8, 1, 1, 279, 1, 1, 14, 1, 1, 1, 8, 8, 276, 277, 1, 1, 1, 1, 278, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 281, 1, 1, 8, 17, 1, 1, 1, 1, 1, 1, 282, 1, 1, 1, 280, 8, 8, 1, 1, 1, 1, 1, 1, 1, 282, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 291, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 295, 295, 1, 0, 0, 0, 0, 0, 1, 8, 0, 0, 0, 0, 0, 0, 0, 0, 185, 1, 300, 301, 1, 8, 1, 1, 1, 1, 8, 303, 1, 1, 302, 1, 1, 305, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 310, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 8, 1, 1, 1, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 8, 0, 322, 0, 0, 323, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 339, 1, 1, 1, 1, 1, 1, 0, 0, 63, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 1, 0, 347, 0, 0, 0, 0, 0, 0, 0, 0, 0, 349, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 365, 365, 366, 365, 0, 1, 213, 1, 1, 14, 361, 1, 359, 0, 0, 0, 0, 0, 0, 0, 362, 1, 1, 367, 1, 1, 243, 1, 1, 1, 1, 360, 1, 1, 357, 1, 363, 1, 355, 1, 364, 1, 356, 1, 1, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 8, 358, 358, 1, 1, 1, 9, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 354, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 370, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 305, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 410, 410, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 402, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 378, 389, 1, 1, 377, 412, 1, 383, 1, 1, 375, 407, 1, 1, 393, 374, 379, 1, 1, 1, 386, 417, 395, 1, 1, 1, 1, 1, 1, 396, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0, 405, 409, 0, 0, 86, 1, 1, 0, 403, 380, 416, 381, 384, 391, 1, 406, 0, 1, 0, 86, 400, 398, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 419, 1, 1, 390, 1, 86, 1, 0, 1, 1, 1, 422, 1, 0, 0, 86, 397, 0, 1, 376, 1, 1, 1, 0, 1, 1, 399, 1, 0, 1, 1, 1, 0, 1, 424, 387, 1, 1, 0, 1, 0, 0, 415, 0, 1, 1, 1, 86, 408, 1, 1, 404, 401, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 382, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 414, 0, 86, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 418, 1, 1, 1, 0, 0, 421, 0, 0, 0, 1, 394, 1, 0, 86, 420, 1, 0, 0, 0, 0, 423, 1, 1, 0, 0, 1, 0, 1, 0, 392, 0, 388, 0, 1, 1, 1, 0, 1, 1, 0, 411, 385, 413, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 432, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 8, 1, 1, 1, 8, 440, 440, 1, 1, 1, 8, 8, 1, 440, 1, 1, 8, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 452, 1, 1, 0, 1, 1, 1, 1, 243, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 470, 470, 1, 1, 0, 0, 355, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 483, 1, 482, 1, 1, 1, 1, 1, 1, 1, 1, 1, 487, 1, 8, 8, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 495, 1, 1, 1, 497, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 494, 1, 489, 1, 1, 1, 1, 476, 1, 1, 1, 1, 1, 1, 1, 1, 490, 8, 1, 1, 1, 1, 496, 1, 1, 1, 491, 485, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 355, 1, 473, 1, 1, 8, 493, 1, 1, 355, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 478, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 496, 1, 1, 1, 1, 355, 1, 492, 1, 1, 1, 486, 480, 1, 1, 1, 1, 1, 481, 1, 498, 484, 1, 1, 1, 1, 1, 479, 1, 1, 1, 1, 1, 1, 1, 1, 1, 474, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 488, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 477, 1, 1, 1, 1, 1, 475, 1, 258, 499, 1, 1, 1, 1, 1, 8, 1, 1, 1, 1, 8, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 0, 505, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 8, 1, 71, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 509, 0, 509, 509, 509, 509, 509, 509, 509, 0, 509, 509, 509, 509, 509, 1, 509, 509, 509, 0, 509, 509, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 514, 513, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 518, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 511, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 512, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 520, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 509, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 517, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 510, 0, 0, 521, 516, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 515, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 509, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 510, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 509, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 519, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 531, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 237, 237, 1, 535, 1, 1, 1, 534, 1, 1, 1, 1, 1, 530, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 532, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 536, 1, 1, 533, 1, 1, 1, 1, 1, 1, 1, 1, 410, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 537, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 548, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1, 8, 1, 551, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 556, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 63, 1, 1, 8, 8, 8, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 571, 1, 1, 1, 1, 1, 1, 1, 572, 1, 1, 1, 1, 1, 1, 1, 570, 1, 1, 1, 8, 1, 1, 574, 277, 1, 1, 1, 8, 8, 1, 1, 8, 1, 8, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 578, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 584, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 139, 1, 1, 8, 589, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 114, 1, 1, 1, 8, 1, 1, 1, 1, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 594, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 151, 1, 1, 1, 266, 1, 1, 8, 34, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 619, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 258, 1, 366, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 624, 1, 1, 1, 1, 0, 626, 0, 86, 0, 625, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 8, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 633, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 628, 628, 0, 632, 630, 628, 628, 628, 628, 628, 634, 628, 628, 638, 628, 628, 628, 628, 628, 628, 628, 628, 628, 628, 635, 632, 628, 628, 632, 628, 628, 628, 628, 628, 628, 628, 628, 628, 628, 628, 628, 628, 630, 628, 628, 628, 628, 628, 636, 628, 628, 628, 628, 628, 628, 0, 0, 0, 1, 637, 1, 1, 1, 631, 1, 1, 1, 1, 1, 629, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 8, 642, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 8, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 8, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 8, 1, 1, 8, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 103, 68, 319, 345, 451, 580, 0, 4, 72, 274, 293, 321, 346, 372, 426, 453, 0, 542, 564, 581, 644, 11, 0, 64, 95, 437, 449, 469, 622, 0, 540, 563, 577, 659, 0, 34, 6, 0, 504, 543, 649, 607, 74, 0, 7, 324, 294, 427, 506, 456, 583, 86, 645, 0, 623, 348, 458, 508, 11, 112, 327, 549, 6, 34, 0, 350, 86, 429, 86, 526, 12, 6, 138, 287, 313, 0, 660, 553, 0, 610, 0, 67, 6, 6, 290, 102, 2, 472, 438, 450, 643, 0, 6, 0, 6, 325, 110, 6, 608, 544, 585, 0, 507, 428, 311, 326, 10, 75, 111, 646, 588, 430, 351, 338, 459, 153, 78, 329, 592, 554, 648, 611, 373, 368, 522, 6, 79, 156, 13, 314, 288, 567, 593, 612, 559, 597, 617, 658, 40, 6, 299, 333, 371, 343, 256, 34, 573, 600, 256, 45, 254, 304, 334, 344, 446, 463, 524, 312, 0, 77, 609, 0, 443, 457, 337, 86, 286, 86, 0, 627, 591, 547, 331, 461, 86, 431, 425, 0, 0, 0, 11, 602, 618, 255, 0, 464, 447, 576, 561, 620, 662, 92, 256, 46, 335, 435, 465, 616, 0, 555, 332, 315, 86, 253, 87, 31, 428, 34, 6, 433, 369, 342, 651, 639, 569, 596, 558, 0, 297, 88, 34, 445, 462, 0, 34, 466, 0, 257, 640, 562, 11, 448, 467, 256, 287, 93, 260, 641, 621, 604, 525, 468, 436, 289, 265, 94, 62, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 667, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 454, 0, 0, 0, 0, 0, 0, 0, 0, 89, 0, 136, 0, 0, 550, 595, 0, 0, 0, 0, 0, 0, 0, 30, 0, 598, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 454, 0, 0, 0, 0, 546, 0, 296, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 285, 0, 0, 0, 0, 0, 0, 0, 664, 0, 0, 0, 0, 0, 663, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 434, 0, 0, 0, 527, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 73, 0, 0, 0, 0, 0, 0, 538, 0, 0, 0, 0, 0, 0, 444, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 249, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 560, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 539, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 308, 320, 0, 0, 0, 0, 0, 575, 316, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 557, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 500, 0, 0, 0, 353, 0, 0, 0, 0, 81, 0, 292, 0, 0, 0, 0, 0, 0, 26, 0, 0, 0, 0, 615, 0, 0, 0, 0, 647, 566, 0, 0, 0, 0, 283, 0, 0, 0, 0, 0, 0, 502, 0, 0, 523, 0, 0, 0, 0, 0, 65, 0, 0, 0, 306, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 82, 0, 0, 0, 0, 0, 0, 0, 285, 0, 0, 0, 0, 0, 318, 657, 0, 76, 0, 0, 0, 0, 0, 0, 0, 0, 0, 666, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 157, 0, 317, 0, 0, 0, 0, 0, 0, 614, 0, 0, 0, 0, 0, 0, 568, 0, 0, 0, 0, 0, 0, 0, 0, 0, 613, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 66, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 251, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 91, 0, 545, 0, 0, 0, 0, 0, 601, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 91, 90, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 529, 0, 528, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 298, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 501, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 328, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 582, 0, 0, 0, 0, 0, 0, 0, 0, 336, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 73, 275, 0, 0, 0, 0, 0, 0, 0, 0, 0, 91, 0, 653, 0, 0, 599, 0, 0, 0, 0, 0, 0, 0, 0, 0, 284, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 656, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 565, 0, 0, 0, 91, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 541, 0, 661, 0, 0, 471, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 442, 0, 0, 0, 590, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 35, 0, 0, 0, 0, 0, 0, 33, 99, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 330, 0, 0, 0, 252, 0, 0, 0, 0, 0, 0, 605, 0, 0, 0, 0, 137, 0, 0, 0, 0, 0, 606, 0, 0, 0, 0, 0, 0, 0, 454, 460, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 439, 0, 352, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 309, 0, 0, 340, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 579, 0, 0, 0, 455, 0, 0, 441, 0, 0, 0, 0, 0, 0, 650, 0, 0, 0, 586, 0, 0, 97, 0, 587, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 552, 503, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 32, 0, 0, 32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 307, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 454, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 655, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 654, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 665, 0, 0, 0, 0, 0, 603, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 341, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 652, 0, 0, 250, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 670, 670, 670, 670, 670, 670, 670, 669, 671]);
const labelText = "orgmilcomschnetedugovdrrformsfeedbackofficialaccoorgmilschnetgovmagazinemediaunioncargopilotgroupcaarespressworksaerodromeworkinggroupair-traffic-controlaircraftaccident-preventioneducatormarketplaceambulanceinsurancecateringairportrepbodyenginesoftwaremodellingair-surveillanceconsultingchartertrainermaintenanceservicesdesignflightskydivingfreightassociationstudentgroundhandlingdgcafuelclubtaxicrewshowballooningexpresstraderbrokerauthoragentsairtrafficjournalistsafetyconsultantmicrolightaccident-investigationparachutingequipmentproductionfederationrecreationscientistnavigationengineertradingglidingleasingresearchpassenger-associationentertainmentparaglidinghangglidingaerobaticrotorcraftemergencycertificationgovernmentaeroclubexchangelogisticschampionshiphomebuiltcouncilconferencecontrolairlinecivilaviationjournalorgcomnetedugovcoorgcomnomnetobj*appsofforgcomnetuwukiloappsairoappdevsframerorgmilcomnetedugovcoradio2naorgcomnetcommuneedogpbcoitgvorgedugovspreviewfrontendrelayononstagingauthcloudsandboxupid*mtls*privatelinktypedreamdeveloperbravemochawindsurfaivenmirenupsunwnextbegetngrokclerkwale2bwebcsbrunputercrbtsflutterflowcloudzyrospawnbasesliplanemodelenceshiptodaymagicpatternsnetlifyondigitaloceanrailwayhostedclaudehasurabotdashretoolvercelgithubluyanigadgetreplitcloudflaretelebitedgecomputeevervaultexponyatnoopencrpplxzeaburwasmerframerzeropsrocketpreviewconvexmedusajsspritesagilevibesonherculeseasypanelstreamlitglideossnowflakefastedgemesserliloginlinehackclubcodepennorthflankbase44corespeedleapcellngrok-freeblacktopsclerkstagelovableon-fleek*us-west-3ap-south-2us-central-2us-central-1eu-central-1ap-south-1us-west-2us-east-2eu-north-1ap-north-1us-west-1us-east-1*rcloudintsegorgmilcomgobbetnetintedugovturmusicasenasamutualcoopv6dnsip6uriurnin-addre164homeirisgovdixdaemoncloudnssthwien*inexexkunden4accogvormymyspreadshop4lima2ixortsinfofuturecmsfuturehosting12hpprivfuturemailinglima-cityfunkfeuer123webseitednshomemelmyspreadshopcloudletswasantqldvicactnswtascatholicwasaqldvictasidwasantozqldorgcomvicasnactnetedugovnswtasconfcomairflowlambda-urltransfer-webapptransfer-webappairflowtransfer-webapptransfer-webapp-fipstransfer-webappeu-west-3ap-south-2eu-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1mx-central-1me-central-1ca-central-1il-central-1ap-northeast-1ap-southeast-1me-south-1af-south-1eu-south-1ap-south-1ap-southeast-7us-west-2eu-west-2ap-east-2us-east-2eu-north-1ap-southeast-2ap-northeast-2ap-southeast-5us-gov-west-1us-gov-east-1ap-southeast-6ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1privatenotebookstudiolabelingnotebookstudionotebooknotebook-fipslabelingnotebookstudionotebook-fipsnotebookstudio-fipsnotebook-fipsnotebookstudionotebook-fipsnotebookstudioeu-west-3ap-south-2eu-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1me-central-1ca-central-1il-central-1ap-northeast-1ap-southeast-1me-south-1af-south-1eu-south-1ap-south-1us-west-2eu-west-2us-east-2eu-north-1ap-southeast-2ap-northeast-2experimentsus-gov-west-1us-gov-east-1ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1onrepostsagemakercopporgmilcompronetintedugovbiznameinfoshoprsorgmilcomnetedugovbrendlyresolvenzauscotvstoreorgcomnetedugovbizinfoidacaicoittvorgmilcomschnetedugovinfocloudezproxysiteacmymyspreadshopkuleuvenwebhostingtransurl123websitecloudnsinterhostsolutionsddns5476103298edgfacbmlonihkjutwvqpsryxzbarsycoororgcomedumyftpno-iporxcloud-ipfor-somemmafanfor-morewebhopselfipjozidyndnscloudnsdscloudfor-thefor-betteractivetrailcoeconorestooteorgcomeconeteduassurmoneyafricaarchitectesrestaurantloisirstourismavocatsinfoagrounivcoorgcomnetedugoviatvdeportesaludtksatorgmilcomwebgobnetinteducienciaboliviarevistacooperativaempresanombreindustriamusicapatriamedicinademocraciapoliticapuebloindigenaplurinacionalarteblogwikiinfoagrotransportenoticiasprofesionalacademiaeconomiaecologiamovimientotecnologianaturalpagesappsgroksailsimplesitecepesebamapadfmgalampbacscpirngorotomtrjspaprrprrsesmscepesebamapadfmgalampbacscpirngorotomtrjspaprrprrsesms*biaamfmtcmptvfeirasampajampanatalbelemananiradiog12medindfndbmdtrdthepoaggfjdfdefinfenflegsegongengcngorgzlgslglogppgmillelqslcimcomnomadmjabimbbibbsbabcrectecsjcetcpscpvhudieticriapipsiecnbiorioecogeoteoodoproatoartfstmatvetdetbetnetcntnotfotgrueduajuespappreptmpemparqsrvadvdevgovntrturagrjorfarjusmusdesvixxyzcozfozslzbhzmaringasantamariacampinagrandegoianiasorocabafloripasaobernardocuritibaboavistarecifeaparecidasaogoncasalvadorcuiabamorenamacapalondrinacontagemsocialfortalmaceioleilaoosascoriobranconiteroi9guacutcheblogflogvlogwikitaxicoopmanauspalmascaxiasjoinvillebaruericampinassantoandreribeiraoriopretoweorgcomnetedugovv0windsurfshiptodaycloudsitecoaccoorgnetgovofmilcomgovmediatechzacoorgcomnetedugsjgovmydnspenfnlabnbmbgcbcqconcontnuyksknsmyspreadshopno-ipawdevboxbarsyonidatemfuinabusavinstanceseceuguukussryzespawnpvfloccsxcloud-ipmyphotosfantasyleaguetwmailcleverappsscrappingccwucloudnsftpaccessgame-serverccgovobjectsrmalpgcust*svcalp1aeappenginermalpgmyspreadshop4lima2ixsquare7cloudscale123websitefirenet12hpflowgotdnslinkyard-cloudcloudnslima-citydnskingobjectstorageedaccogooruskzorgcomnetinteduxyzaéroportxn--aroport-byaassogouvcomilgobgovcloudnses-1eu-west-1us-east-1euvipit1eurarubait1s3lbwebsites3websiteru-spbru-mskelasticcsrunstnukukcaukusnl-ams-1fr-par-1fr-par-2functionsnodess3ddlwhmrdbfnck8sifrs3-websitecockpitscblmgdbdtwhkafkpubprivs3ddlwhmrdbk8sifrs3-websitecockpitscblmgdbdtwhkafks3ddlrdbk8sifrs3-websitecockpitscblmgdbdtwhkafkk8sscalebookpl-wawfr-parnl-amsbaremetalsmartlabelinginstancesdechk2kuleuvenlaravelvoorloperurownoxazapscwhstgrvaporonline-serverobservablehqelementorantagonistreclaimjoteluluencowayjelasticmatlabmagentositetrendhostingaxarnetjenv-arubajelejotehostravendbemergenttrafficplexconvexkeliwebserveboltbegetcdnstaticson-rancherprimetelonstackitunison-servicesdnshomelinkyardbarsyjelecloudnscocomnetgovmycn-northwest-1cn-north-1s3s3-accesspoints3-websites3s3-accesspointrdsdualstacks3-deprecatedemrappui-prods3-websiteemrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apis3s3-accesspoints3s3-accesspointrdsdualstackemrappui-prods3-websiteemrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apicn-northwest-1cn-north-1cn-northwest-1ebcomputeelbcn-north-1airflowcn-northwest-1cn-north-1oncn-northwest-1cn-north-1amazonawssagemakeramazonwebservicesdirectasgdsdhehahljlnmhbacscahqhshhihnlnynsnmofjbjzjxjtjhkcqtwgsjssxnxjxgxxzgz網絡网络公司orgmilcomnetedugovxn--55qx5dcanva-appsxn--io0a7iquickconnectcanvasitekhsjxn--od0algcanva-codemyqnapcloudsrvrlessclustersrealtimestorageleadpagescarrdcrdorgmilcomnomnetedugovhidnssupabaserdpareplmypiumsoxmitotaplpagesfirewalledreplitowodevwebview-assetsvfswebview-assetss3s3-accesspointdualstackemrappui-prods3-websiteaws-cloud9emrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apicloud9eu-west-3ap-south-2eu-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1me-central-1ca-central-1il-central-1ap-northeast-1ap-southeast-1me-south-1af-south-1eu-south-1ap-south-1ap-southeast-7us-west-2eu-west-2us-east-2eu-north-1ap-southeast-2ap-northeast-2ap-southeast-5ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1s3s3-accesspointdualstackemrappui-prods3-websiteaws-cloud9emrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apicloud9consent-portals3s3-accesspointdualstackanalytics-gatewayemrappui-prods3-websiteaws-cloud9emrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstackemrappui-prods3-websiteemrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apis3s3-accesspointdualstackemrappui-prods3-websiteemrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apis3s3-accesspointdualstacks3-deprecateds3-websitebedrock-agentcores3-object-lambdaexecute-apibedrock-agentcores3s3-accesspoints3-websites3-accesspoint-fipss3-fipss3s3-accesspointdualstackemrappui-prods3-websites3-accesspoint-fipsaws-cloud9s3-fipsemrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstackemrappui-prods3-websites3-accesspoint-fipss3-fipsemrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apis3s3-accesspointdualstackemrappui-prods3-websiteaws-cloud9emrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstackemrappui-prods3-websiteaws-cloud9emrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstacks3-deprecatedanalytics-gatewayemrappui-prods3-websiteaws-cloud9emrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9vfss3s3-accesspointdualstackemrappui-prods3-websiteaws-cloud9emrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apicloud9eu-west-3ap-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1mx-central-1me-central-1ca-central-1il-central-1ap-northeast-1us-northeast-1ap-southeast-1me-south-1af-south-1ap-south-1ap-southeast-7us-west-2eu-west-2ap-east-2us-east-2ap-southeast-2ap-northeast-2ap-southeast-5us-gov-west-1us-gov-east-1ap-southeast-6ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1mrapaccesspoints3s3-accesspointdualstacks3-deprecatedanalytics-gatewayemrappui-prods3-websites3-accesspoint-fipsaws-cloud9s3-fipsemrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstacks3-deprecatedanalytics-gatewayemrappui-prods3-websites3-accesspoint-fipsaws-cloud9s3-fipsemrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstackemrappui-prods3-websites3-accesspoint-fipss3-fipsemrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apis3eu-west-3ap-south-2eu-south-2computes3-ap-northeast-2elbrdss3-ap-east-1s3-sa-east-1s3-us-gov-west-1s3-eu-central-1s3-ca-central-1eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3s3-website-us-west-2s3-website-eu-west-1s3-external-1eu-central-1me-central-1ca-central-1il-central-1s3-us-west-1s3-eu-west-1s3-website-sa-east-1s3-website-ap-southeast-2ap-northeast-1ap-southeast-1s3-us-west-2s3-eu-west-2me-south-1af-south-1eu-south-1ap-south-1ap-southeast-7us-west-2eu-west-2us-east-2s3-website-ap-southeast-1s3-1s3-globals3-ap-northeast-3eu-north-1airflowap-southeast-2s3-us-gov-east-1s3-fips-us-gov-east-1s3-me-south-1s3-ap-south-1ap-northeast-2s3-website-us-west-1ap-southeast-5s3-eu-north-1s3-ap-southeast-1s3-website-us-gov-west-1compute-1s3-eu-west-3us-gov-west-1s3-website-ap-northeast-1us-gov-east-1s3-fips-us-gov-west-1s3-website-us-east-1s3-ap-southeast-2ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1s3-us-east-2s3-ap-northeast-1authauthauth-fipsauth-fipseu-west-3ap-south-2eu-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1mx-central-1me-central-1ca-central-1il-central-1ap-northeast-1ap-southeast-1me-south-1af-south-1eu-south-1ap-south-1ap-southeast-7us-west-2eu-west-2ap-east-2us-east-2eu-north-1ap-southeast-2ap-northeast-2ap-southeast-5us-gov-west-1us-gov-east-1ap-southeast-6ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1eu-west-3eu-south-2ap-southeast-3eu-central-1ca-central-1ap-northeast-1ap-southeast-1ap-south-1us-west-2eu-west-2us-east-2eu-north-1ap-southeast-2ap-northeast-2ap-southeast-5eu-west-1us-east-1ap-east-1sa-east-1csrsites*sharedframeservicesbuilderstg-builderdev-builder*ociocpocsazuregcpawsdemoinstanceeu-west-3ap-south-2eu-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1me-central-1ca-central-1il-central-1ap-northeast-1ap-southeast-1me-south-1af-south-1eu-south-1ap-south-1ap-southeast-7us-west-2eu-west-2us-east-2eu-north-1ap-southeast-2ap-northeast-2ap-southeast-5us-gov-west-1us-gov-east-1ap-southeast-6ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1previeweu-4us-4us-1eu-1us-2eu-2us-3eu-3s3-websitekrkrobjectprivateobjectkrkrskrkrsobjectkrprivateobjectkr-privatecomputepaasrag-cloudrag-cloud-chjcloudjcloud-ver-jpcdemonodebalancermembersipeuxvsoncillaocelotonzayalilynxsphinxfentigercustomercaracalsgkrobjectstoragedesgkrusobjectkrkr-naverkr-naver-devkrprivatewebsiteobjectkr-naverkr-privatekr-naver-devjpjpkrjp4jp5s3-website-jpjpkrjp4jp5objectprivateobjecto365cloudstaticxendevapp001testcode-builder-stgplatformmediasiteprojedrydpagesstagingjsx0desazacncoitrueu4uhkukgrbrushatenadiarymyspreadshopfrom-flfrom-wvwebspace-hosttheworkpchatenablogcursorusercontentservesarcasmapplinzisakuratanwixsitefin-ncloudstoragegov-ncloudstorageappchizigiizeis-into-carsdnsiskinkyadobeaemcloudis-a-therapistpgfogmyvncdojinis-an-actress1kappfldrvkozowqa2jpnmexprgmrfirewall-gatewaydynnscafjsfbsbxooguyfrom-gawoltlab-demois-a-anarchistwiardwebteaches-yogadattowebtb-hostinglive-websiteservegamegotpantheonfrom-nhsubsc-payfrom-ohvipsinaappfrom-cadyndns-officeztna-dingtalkhomelinuxfrom-mahercules-appservebbsstreakusercontentfrom-okfrom-wyfastly-terrariumis-a-llamaqualyhqportalserveexchangeon-vaporvivenushopciscofreakgrayjayleaguesmetaaiusercontentfrom-iais-a-libertariansaves-the-whalestaveusercontentyolasiteoperaunitepoint2thisis-a-catererclaudeusercontentlinodeusercontentfrom-vagithubusercontentsells-for-lesshosteurcanva-appsplaystation-cloudddnsfreefrom-pafrom-prfrom-waddnskingoutsystemscloudhotelwithflightmydattois-a-nascarfanmydbserverminiserverdamnserverservehumouris-a-playerfrom-nvfrom-nmemergentagentgentappsamplifyappfrom-kyis-an-accountantnfshostserveircfrom-akpythonanywherestackhero-networkpostman-echolikescandydyndns-mailobservableusercontentserveftpfreeboxosfrom-utcdn77-storageamazonawsneat-urlnclouddyndns-serverlinodeis-a-teacherfrom-vtgleezemythic-beastsus1-pleniteu1-plenitla1-plenitpaywhirlservecounterstrikejdevcloudhealth-carereformis-into-animegoogleapisis-a-painterafricaisa-hockeynutatmetais-an-actora2hostedis-a-democratdatadetectest-le-patrondigitaloceanspacesonhomemadeis-a-designeris-a-hunterlinodeobjectstemp-dnsissmarterthanyoufrom-arsimplesiteevennodetownnews-stagingis-a-liberalgooglecodejelasticservemp3qualyhqpartnerdyndns-free1cooldnsest-a-la-masiondrayddnsdynuddnsfrom-orfrom-miis-a-bloggerfrom-himydobisscanvacodeis-an-engineerest-a-la-maisonupsunappdevinappswafflecellmyasustorwpenginepoweredfrom-ctservep2psame-appmyshopblocksthingdustdataaspirethemeslikes-piediscordsezis-with-thebandlpusercontentis-leetshopitsite3utilitiesis-a-personaltrainersinaappladeskis-a-cheflogoipselfipbase44-sandboxnospamproxyalibabacloudcsmesswithdnsauthgearappsiamallamawithgooglelutrausercontentmochausercontentframercanvasmytabitdyndns-homew-credentialless-staticblitzcpserverdiscordsaysis-a-nurseappspotatlassian-isolated-3premotewdfrom-mtwixstudiocode0emm180rmyactivedirectoryawsappsmytuleapdnsabrpolyspaceqbuserrenderbuiltwithdarkboutirgotdnsabrdnsdopaascanva-hosted-embedawsglobalacceleratorhomesecuritypcmyiphostditchyouripclever-clouddyndns-ipon-aptibleis-a-musicianhosted-by-filessecuritytacticsappspaceusercontenthomeunixstrapiappsame-previewcf-ipfsmycloudnaselasticbeanstalkis-certifieddontexistkasserverik-serverdrive-platformatlassian-3pfirebaseappncpstorageherokuappawsapprunnerbarsycenteris-a-cubicle-slaveservehttpmyshopifyis-a-guruquicksytessiiitesorsitesmagicpatternsappis-a-cpameteorappfrom-wiis-a-rockstarbumbleshrimpdattolocaldatabricksappsreadthedocs-hostedfrom-rifamilydsdyndns-picsmyoxypagesplesknsbplaceddnsaliasdynaliasdyndns-remotedoomdnsip-ddnsblogdnsis-a-doctorroutingthecloudamazoncognitobarsyonlinedsmynasddnsgurucloudflare-ipfsdeus-canvasfrom-idsmushcdnpagespeedmobilizergcorecdndyndns-at-homeunusualpersonhosted-by-previderis-a-republicandyn-o-saurstreamlitappworkisboringonthewificprapidqualifioappis-uberleetis-slickgetmyipwpdevcloudtypeformdyndns-at-workgentlentapismynascloudw-corp-staticblitzfrom-ingeekgalaxyservebeerfrom-mdonrenderspace-to-rentaivencloudappspacehostedwafaicloudcodespotblogspotatlassian-3p-us-gov-modfrom-ndfrom-msis-a-techieis-a-studentcustomer-ociis-a-photographerdurumisfrom-ksmassivegriddyndns-wikiis-an-entertaineris-a-hard-workermysecuritycameraprairielearn-user-contentfrom-mnrackmazedyndns-blogis-a-bulls-fanwritesthisblogfreemyipsimple-urlfrom-sdninjaneer-sitesreservdauthgear-stagingest-mon-blogueuris-into-gamesrice-labsxtooldevicesakurawebis-an-anarchistoraclecloudappsdyndns-worksells-for-urhcloudfrom-dcfastvps-serverwpmucdnis-a-geekscrysecfrom-txis-into-cartoonsmodelscapetrycloudflarelocaltonetstreak-linkbalena-devicesfrom-njforgeblocksfreebox-oswebadorsitefrom-ncdoesntexisthobby-sitestreaklinkshomesecuritymacshipstaticownprovidertuleap-partnersdattorelaywphostedmailservequakeis-a-socialistservehalflifepivohostingdynuhostingquipelementsw-staticblitzdyndns-webfrom-deproject-studyis-not-certifiedhercules-devis-a-financialadvisoramazonlightsailservepicsis-a-greenloseyouripfrom-ilwithyoutubemwcloudnonprodwiredbladehostingdnsdojofrom-tnpixolinomyqnapcloudncloudstorageis-an-artisthostedpiis-a-landscaperauiusercontentoaiusercontenton-forgeis-a-conservativedreamhostersnet-freaksapps-1and1is-goneencoreapiwordsmithmcpcontentfastly-edgefrom-nesalesforcefrom-scdeployagentoraclegovcloudappsfrom-alis-a-lawyercechirevultrobjectsstufftoreadisa-geekddnsgeeklovableprojecttry-snowplowfrom-moblogsyteis-a-bookkeepernogmyforumravendbmyboxdeelementoredsaacficogoorinforgcomgobnatneteduidstoreorgcomnetintedudevnomepublorgcomneteduathgovtestscalculatorspaynowinfoquizzesresearchedcloudnsfunnelsassessmentsjscaleforcetmacltdorgmilcompronetgovbizpresseklogesrsccloudcustomfltusrcloude4corealmgovmunicontentproxy9metacentrumdyndyndyndnsdynpagespages-researchitionoccustomercomymyspreadshopipv64diskussionsbereich4limacomrubgov2ixfirewall-gatewayddnssspdnsbarsykeymachinesquare7myhome-serverspeedpartnercommunity-proschuldockxenonconnectgünstigliefernbwcloud-os-instancedyndnssecmy-routerxn--gnstigliefern-wobin-butterl-o-g-i-nisteingeekin-dslin-berlinin-brbfuettertdasnetzleitungsenin-vpnlcube-serverdyn-ip24logoipdyn-berlinruhr-uni-bochum12hpgoipsrvdnsfruskygit-repossvn-reposinternet-dnsgünstigbestellenhome-webserverxn--gnstigbestellen-zvbbplacedheimdnscosidnswebspaceconfiglima-citydyndns1istmeinvirtualuserschulplattformmy-gatewayddnsseclebtimnetztest-iservmein-iservvirtual-userhome64iservschuletaifun-dnstraeumtgeradeschulserverdynamisches-dns123webseitednshomehs-heilbronndnsupdaterbssgraphicdwadpdwdaepeweaawapaafpfwfabwbpbacwcpcciwebuserapiobjectssites*teamst3r2lpuncldabymebravepanelngrokiservstglclcrmerpflypagesbarsyvivenushoplocalcertlocalplayerbearbloggatewaydeno-stagingis-not-ais-a-goodbotdashvercelmocha-sandboxplatter-appreplitgithubpreviewworkersinbrowserevervaultis-ahrsndenoxmitmodxmyaddrstorageapipayloadgrebedocruncontainersreliantlabsstgstagelclstageloginlineis-a-fullstackcodepenreliantpreviewngrok-freeis-coolpagelemonstoragewebharemediatechlibp2pdiscoursecomyspreadshopstoreregbiz123hjemmesidefirmcoorgcomnetedugovsldorgmilcomwebgobartnetedugovtmorgpolcomsocartnetedugovassoagrondiscoodontk12medcuegyecpaabgengorgmilgalsaltulcomadmesmgobpubdocmonfindgnriouioproartlatvetnetfotedulojgovntrturibrbarxxxofficialbasechefprofmktgpsictechinfoarqtcontdentrrpppsiqgit-pagesritmedfieorgcomlibprieduaipgovriikmeactvsportorgmilcomscieunnetedugovnameinfopintouchtawktotawkmyspreadshoporgcomnomgobedu123miwebcomputeorgcomnetedugovbiznameinfocognito-idptransfer-webappeusc-de-east-1onjelasticnxaspdnsbarsydirectwpdeuxfleurstransurldogadoprvwcloudnsamazonwebservicesdnshomeuserpartycokoobinmkmspaceviewfidymyspreadshopalandkapsiikixn--hkkinen-5wacloudplatformhäkkinen123kotisivuidacorgmilcompronetedugovbiznameinforadioorgcomneteduusercocomexperts-comptablestmmyspreadshopgretaprdcomnomynhccifbxoshuissier-justicenotairesaeroportfreeboxoson-webavocatassoportgouvkdnschirurgiens-dentistes-en-franceavouesfbx-os123sitewebveterinairechirurgiens-dentistespharmacienchambagrimedecinfreebox-osdediboxgoupilemszicpyicpvicppleysheezypagesedugovcnpyorgcomcybllcpvtnetedugovtnxonlineschoolddnsdaemond6atcopanelorgnetplybotdashstackitkaasorgmilcomnetedugovbizmodltdorgcomedugovcoorgcomneteduappwriteacorgcomnetedugovcloudtranslateusercontentorgcomnetedumobiassoorgcomnetedugovbarsysimplesiteindorgmilcomgobneteduorgcomwebnetedugovguaminfonxhra教育敎育網絡网絡组織組織网络網络组织組织公司政府個人个人箇人ltdorgcomincneteduidvgovxn--uc0ay4axn--55qx5dxn--mk0axixn--io0a7ixn--uc0atvxn--zf0avxxn--lcvr32dxn--od0algxn--wcvs22dxn--gmqw5axn--od0aq3bxn--mxtq1mxn--ciqpnxn--tn0agxn--gmq050iorgmilcomgobnetedufngocdnappvoatiiservwp2tempurlfreesitewpmudevmyfastgadgetcloudaccessjeleambahalfboltfastvpsemergenteasypanelopencraftizcombrendlynamefromrtpersoadultmedorgpolrelcomproartnetedufirminfoassoshopcoopgouvtmcomediahotelforumvideosportorgsexagrargameslakaseroticaerotikatozsdereklamcasino2000filmsuliinfoboltshopprivnewsszexcityutazasjogaszkonyveloingatlaneacaicogoormyᬩᬮᬶmilwebschnetkopbizzonedesaponpesxn--9tfkymyspreadshopgovmytabittabitorderravpageaccok12idforgnetgovmuniltdplcaccotttvorgcomnetmeca6g5gpgamubacaicniocoukuptverdruscsdelhiindorgmilcomwebnicfingenpronetintedugovresbizbiharbarsyinternetbusinessschooltravelsupabasealumnigujaratfirminfoaeropostbankcoopindevscloudnsno-ipbarsybarrell-of-knowledgebarrel-of-knowledgensupdategroks-thisdnsupdatefor-ourknowsitalldvrcammittwalddynamic-dnsv-infowebhopselfipdyndnshere-for-moreilovecollegemayfirstforumzcloudnsmittwaldservertypo3servergroks-theeusekd1cdndyndnsidrawsainaueuapjpusstagemocksysdevicesclientcustreservdcustdevdisrecprodtestingcowzbeebyteutwenteboxfusebravepstmndedynngrokorgmilcomnomnetedugovqcxqzzbarsythingdustmailerpagemo-siemensrb-hostingfh-muenstergitbookbluebitecloudbeesusercontentnodeartterramindkiloappsforgerockdarklangresinstagingapigeebubbleb-datascryptedhypernodedappnodepantheonsitegitlabgithubkeeneticvirtualservercleverappshostyhostingon-rioedugitticketstelebitwixstudioon-k3sicp0icp12038jeleqotolairbubbleappsmyaddrstolosmyrdbxwebflowdrive-platformbeagleboardhasura-applolipopdefinimavaporcloudmusicianwebflowtestazurecontainerresindevicereadthedocsloginlineeditorxmoonscalesandcatsbasicserversubscribepagewebthingsbrowsersafetymarkbeebyteappbitbucketidaccovistablogorgschnetgovxn--mgba3a4f16axn--mgba3a4fraarvanedgeايرانایرانjclaspeziapdudcefegelemeperetevebacanatavaparasabgagfgogrgpgalclblimfmrmcbmbvbfclcmcvcrcpcchlimifibicivipirisimncnbnanenrnpntnnolomobocoaogorosopotoptvtatctbtmtltotpusulunutpspapaqsvpvvvtvavvrtrsrprgrfrcrbrarorkrvstsssbscsmsispzczbzbozen-suedtirolmyspreadshopxn--bulsan-sdtirol-nsbxn--valledaoste-ebbtrentinoaltoadigetrentin-sued-tirolxn--forlcesena-c8axn--forl-cesena-fcbxn--bozen-sdtirol-2obtriestetrentinsuedtiroltrentino-s-tirollecceudineaostesienaparmaluccapaviagenoapaduaaostamonzaabruzzoternirietiturinmilanbozenlaziofermoleccocuneonuoropratola-speziavdataaligfvgpugmolcalcamlomumbsicpmnvenvaoedugovabrsarmaremrbastoslazibxosfirenzetrentinosüdtirolval-d-aostavalle-aostamessinacremonaravennatoscanatrentin-suedtirolbolognacalabriaurbinopesarofriuli-v-giuliaogliastraxn--valle-aoste-ebblaquilaandriatranibarlettasyncloudxn--valle-d-aoste-ehbaostavalleyvalled-aostatrentino-alto-adigevallee-d-aostexn--balsan-sdtirol-nsbpistoiasicilialucaniacataniaiserniaperugiabresciaveneziagorizialiguriaimperiabulsan-suedtirolbalsan-suedtirolbarlettatraniandriaxn--trentino-sdtirol-szbforlì-cesenatuscanyvallée-d-aostemantovavallée-aostecasertapiemontevalleaostaval-daostafriulivgiuliatrevisoforli-cesenavalléedaosteferrarapescaravald-aostatrentino-altoadigefriuli-vegiuliavallee-aostecarboniaiglesiastarantomediocampidanovalleedaostetrentinosud-tirolcampobassotrentinsüd-tiroltrentinosüd-tirolmonzabrianzatrentino-südtirolxn--trentino-sd-tirol-c3bpotenzacosenzavicenzaemiliaromagnavenicefrosinonemarchepordenonetrentinosued-tirolvaresemolisevalléeaostefriuli-veneziagiuliabasilicatalatinaanconasavonaveronamodenabiellabolzano-altoadigepugliafoggiaumbriatrentino-stirolgenovapadovamateranovararagusapiacenzatrentinostirolvalleeaostetempio-olbiasudsardegnatrentinsudtirolmassa-carrarafriuliveneziagiuliatrentinosuedtirolandria-barletta-tranitrapanixn--cesenaforl-i8amaceratacaltanissettaascoli-picenobrindisicarraramassacagliaririmininapolivibo-valentiachietibulsan-sudtirolbalsan-sudtiroltrentino-a-adigebulsanbalsaniglesiascarboniamilanotorinoteramodell-ogliastraarezzotrentinoalto-adigerovigotrentovenetoiglesias-carboniatrentino-sud-tirolaltoadigereggio-emiliareggio-calabriasardegnatranibarlettaandriapiedmontxn--sdtirol-n2amedio-campidanotrentino-süd-tirolfriuli-vgiuliafriuli-ve-giuliaromeennaromapisa32-b16-b64-blodiastibarineencomonaplesforlicesenailiadboxosalessandriasicilytrani-barletta-andriaxn--trentin-sdtirol-7vbpesarourbinotrentinsued-tirolcesena-forliforlìcesenaemilia-romagnamonzaebrianzaxn--trentinsdtirol-nsbtrentinos-tiroltrentinsüdtirolvalledaostaolbia-tempiocampidanomediovibovalentiasassarivalle-daostalombardysud-sardegnafriulivegiuliareggioemiliamonzaedellabrianzaalto-adigevercellitrentin-sudtiroltraniandriabarlettatrentino-sudtirolascolipicenobozen-südtirolfriulive-giuliaflorencexn--cesena-forl-mcbcarbonia-iglesiasaosta-valleycarrara-massadellogliastratrentinoa-adigexn--valleaoste-e7apesaro-urbinoxn--trentinosdtirol-7vbxn--trentin-sd-tirol-rzbxn--trentinsd-tirol-6vbtrani-andria-barlettatrentin-süd-tirolxn--trentinosd-tirol-rzbgrossetomonza-e-della-brianzasüdtirolreggiocalabriatrentinoaadigetrentin-südtirolverbano-cusio-ossolafriuliv-giuliaverbaniacampaniatrentino-aadigefriulivenezia-giuliasardiniaandriabarlettatranibarletta-trani-andriacatanzarooristanourbino-pesarocesena-forlìvalle-d-aostacampidano-medio123homepagesiracusatempioolbiasuedtirollombardiaavellinocesenaforlìtrentinofriuli-venezia-giuliabozen-sudtirolandria-trani-barlettabulsan-südtirolbalsan-südtirolmonza-brianzabolzanotrentino-sued-tirolbellunosalernolivornocrotonesondriodnshometrentinsud-tirolmassacarraratrentin-sud-tiroltrentino-suedtirolviterbobergamocesenaforliolbiatempiopalermobeneventoagrigentoofcoorgnetfmaitvphdengorgmilcomschnetedugovperagrikanieasukehandachitatokaiaisaikonanoharuamaobuhigashiuraowariasahiinuyamatobishimaiwakurashitarainazawatoyonegamagorimihamatoyotataharakariyayatomioguchikomakimiyoshinishiotokonamekiyosuchiryutoyohashiokazakiisshikikasugaikotakiratoeianjotogofusosetohazutsushimashinshirotakahamanisshinshikatsuhekinantoyokawaichinomiyatoyoakeodateogataakitaikawakyowahonjoogayurihonjonoshirokamiokakatagamimitanegojomeyokotekosakadaisenkazunonikahohonjyomoriyoshimisatohappoukamikoanihachirogatahigashinarusesembokufujisatokitaakitaitayanagiowanitakkomutsutsurutahirosakigonoheoirasetowadamisawanohejiaomorishingohiranairokunohehashikamitsugarushichinohehachinohenakadomarisannohekuroishisakaeisumiasahiotakiinzaiabikomatsudoyachiyomutsuzawakujukuriomigawakashiwatoganemihamanaritasakuranagaramobarahanamigawachoshishiroichoseikozakishisuikatorimidorichonankyonanfuttsuonjukufunabashinagareyamanodasosatakochuotohnoshourayasukimitsuyokaichibayotsukaidosodegauratateyamakamagayayokoshibahikariyachimatakatsuuratomisatokisarazukamogawaichikawanarashinoichinomiyashimofusaminamibososhirakoichiharaoamishirasatoikatahonaiainansaijoseiyoiyoozuuwajimaniihamanamikatamasakiuchikokihokutobetoonshikokuchuomatsuyamaimabarikamijimakumakogenyawatahamamatsunosabaeikedaobamasakaifukuiohionotsurugamihamawakasaminamiechizeneiheijikatsuyamatakahamaechizensoedaukihaomutaokawanishiogoribuzenonojosueumiokiotochikugosasagurisaigawamizumakishinyoshitomikurumekurateyamadakasuganakamamiyamanogatatakatahakataiizukakawaratagawakasuyaashiyainatsukimunakataminamitsuikishonaikurogifukuchikeisenhigashimiyakoshinguyukuhashiokagakiyamekogaongausuikahotohochuotoyotsumiyawakadazaifuhisayamatachiaraiyanagawanakagawahirokawachikujochikushinochikuhochikuzennamieotamaokumashowateneiiwakikoorinangoononishigoshimogoomotegomishimafukushimaasakawakagamiishishirakawaiitatefutabahiratayugawahanawakitakatakawamatakunimiyabukibandaihigashihironoyamatomiharuyamatsuriaizubangedatesomaaizuwakamatsuyanaizuaizumisatonishiaizuizumizakikitashiobarataishinkaneyamakoriyamainawashirotanagurafurudonosamegawasukagawaishikawatamakawaikedaogakitaruiginanenahashimahichisonakatsugawaibigawashirakawamizunamiminokamomitakekawauesekigaharatomikasakahogikitagatayamagatatajimianpachimotosuyaotsukakamigaharahidakanisekitokigujominogodoyorogifukasamatsutakayamawanouchihigashishirakawakasaharashimonitatsumagoichiyodakannakanrashowameiwakiryuotaoratomiokafujiokaitakuranaganoharahigashiagatsumatakasakishibukawaminakamikatashinatsukiyonokawabanumataannakaoizumimidorishintoisesakiuenoyoshiokakusatsutakayamanakanojonanmokutamamuratatebayashimaebashiotakekaitadaiwahongofuchukuietajimashobaramiharahatsukaichihigashihiroshimamiyoshikumanokurenakasakaseraseranishiasaminamifukuyamashinichionomichiosakikamijimajinsekikogentakeharaotobenanaeikedatohmaozoraobiraabirakyowaeniwataikibibaisharirebunerimohiroooketootarupippunishiokoppechitosefurubirahakodateshiranukakitahiroshimakushiroobihironanporoiwamizawaniikappukunneppufukushimanakasatsunaitoyourakuromatsunaiakabirakamisunagawashibechaurakawakamifuranonakatombetsuasahikawashimokawakayabeokoppebiratoriabashirisaromaatsumanumatahidakabifukamukawamikasahorokanaitoyotomisarufutsuhigashikawaishikarikitamiyoichiesashiiwanaitomariminamifuranoakkeshifuranotoyakoyakumootoineppushikaoishiraoinemuronayorohaboroashorobihororishirifujiutashinaihokutotakasuebetsuurausuassabukikonaishimamakinaiedatetoyabieinikiesanuryuoumuteshikagarikubetsuashibetsukimobetsuaibetsutobetsusobetsuembetsushimizuchippubetsurishirihokuryuhoronobeshintokutsubetsushibetsuhonbetsumombetsutsukigatakuriyamakoshimizushiriuchikutchanmurorannoboribetsukamishihorowassamushinshinotsukembuchiwakkanaikamoenaikiyosatotakinoueshikabesunagawafukagawanakagawatakikawakamikawahigashikagurahamatonbetsumatsumaemoseushirankoshishakotanimakanemashikeotofuketomakomaisandatambaitamiawajikasaiasagoshisoonoakoyashirotoyookaminamiawajiinagawafukusakitakasagokamigorikasugaharimayokawaashiyahimejiakashitaishiaogakisannantakinosumototakarazukanishinomiyashingugoshikinishiwakiyokatakaaioimikisayoyabukawanishiamagasakisasayamashinonsenkakogawaichikawakamikawatatsunotsukubaiwamaogawaasahisakaitokaioaraiitakobandodaigosuifuinaamikasumigaurakashimaomitamayachiyoshimodatetomobetoridehitachinakainashikisakuragawakasamayawaramoriyahitachiomiyanamegatayamagatahitachikamisuushikutakahagiibarakitonekoganakasowayukimihojosomitoryugasakishimotsumafujishirotsuchiurachikuseihitachiotashirosatotamatsukuriuchiharashikahakuinanaotsubatawajimakahokukawakitatsurugikaganominotosuzuuchinadakomatsuanamizunakanotohakusannonoichikanazawaiwateshiwafudaikawaimoriokaofunatohanamakikuzumakikitakamininohekunoheyamadayahabasumitaichinosekitanohatahiraizumirikuzentakatajobojiotsuchihironomiyakoiwaizumikarumaiichinohenodakujitonooshushizukuishifujisawamizusawakamaishikanegasakimannoutazukotohiraayagawazentsujihigashikagawauchinomikanonjisanukimarugamemitoyotakamatsutadotsunaoshimatonoshoakuneamamiizumihiokiyusuikinkoisasookouyamanakatanekagoshimakanoyaisenkawanabeminamitanemakurazakitarumizunishinoomotematsumotosatsumasendaioimatsudaayaseebinamiurazushinakaiodawaraiseharasagamiharahakoneaikawakaiseiatsugitsukuihadanoyamatoyamakitazamaoisochigasakininomiyayokosukakamakuraminamiashigarafujisawasamukawakiyokawahiratsukayugawaraokawaumajikochitsunootoyoakiinonishitosayasudahidakamiharasakawaniyodogawahigashitsunokagamigeiseisusakiotsukinaharisukumomurototosakamiochitoyotosashimizumotoyamanankokunakamurakitagawayusuharaogunichoyoukiasoutoozugyokutoamakusamifunetakamoriyamagaminamataminamiogunikikuchisumotoyamatonagasumashikiaraokumamotokamiamakusanishiharayatsushiroayabeseikasakyoideineujinakagyokameokakyotangokyotanabekyotambaminamiyamashiroyamashinatanabeyawatawazukaminaminantanmiyazuhigashiyamafukuchiyamakitamukokamojoyokizumaizuruujitawaraoyamazakinagaokakyokumiyamakawagoeinabeshimameiwaasahitaikiudonoisetsukisosakikuwanamihamamiyamasuzukatamakimisuginabarikumanokomonominamiisewataraitobakiwatakikihotadomatsusakayokkaichikameyamaureshinoishinomakishichikashukuohirataiwaosakizaohigashimatsushimashikamaiwanumashibataogawaraonagawakawasakiseminemarumoriminamisanrikukakudamuratawakuyatomiyanatoriwataritagajomisatotomekamirifushiroishimatsushimayamamotoshiogamafurukawahyugaebinotsunosaitoayakushimanobeokakitauramiyazakitakazakigokaseshiibamimatashintomikunitomikitakatakobayashikawaminamitakaharukijotakanabemiyakonojonishimeranichinankitagawakadogawamorotsukakisofukushimaminamimakisakaeobuseikedaogawamiasaokayaasahiotakiotarichinoinaomichikumakomaganechikuhokukaruizawayasuokaooshikaikusakaminamiaikitogakushimatsukawakawakamitateshinatakamorikitaaikishiojirimiyadahakubaiizunaiijimaiiyamamiyotasuzakayasakatoguraookuwanagawaminowahirayayamagataminamiminowafujimiomachisakakitakaginaganonakanosakuhokomoronagisoshinanomachiwadauedaiidaharasuwatomiachiaokianankisosakunozawaonsenagematsutakayamashimosuwamatsumotoyamanouchinakagawamochizukiazuminotatsunoobamaomuraseihiunzenosetofutsuikichijiwanagasakiisahayahasamisaikaikawatanasasebohiradokuchinotsugototogitsutsushimashimabarashinkamigotomatsuurayamazoekashibaikomakawaitenrioyodosangokoryoudaojiikarugayamatokoriyamatenkawakatsuragikurotakikawakamimiyakemitsuetakatorikamikitayamayamatotakadahegurishinjokanmakisakuraitawaramotogoseoudanarasoniandokawanishishimoichihigashiyoshinokashiharashimokitayamanosegawayoshinomintsivorytopazsakuragehirnsumomoaseinetopalmail-boxmokurenyoitamuikaojiyagosensanjoaganomyokoseiroagaomishibataniigatanagaokamurakamiuonumayuzawakariwatagamitainaitsunanminamiuonumatochioyahikojoetsuseiroukamosadoizumozakitokamachiitoigawasekikawakashiwazakitsubamemitsukekokonoesaikiusukibeppuusahimeshimakunisakihasamataketatsukumihitaoitahijikusuyufukujukamitsuebungoonobungotakadaibaraniimibizentsuyamaokayamakasaokahayashimayakagemaniwaakaiwamisakishinjotamanotakahashikibichuowakesojanagishookumenannishiawakurakurashikiasakuchisetouchikagaminosatoshotomigusukunakagusukuyaeseizenaurumaiheyaaguniogiminanjokinminamidaitokitanakagusukuyonaguniokinawaishigakikunigamiurasoekadenataramahiraraginozataketomishimojizamamitonakiitomanhigashimotobuyonabarugushikamionnanahanagohaebarukumejimakitadaitonakijinnishiharayomitanginowantokashikiishikawaikedasuitaminohizuminishisakaikananabenodaitoosakasayamayaokishiwadatadaokakaizukatondabayashichihayaakasakakumatorikadomasayamahigashiosakashijonawatehirakatataishimisakitajirihannansennankatanotoyonominatosettsuhigashiyodogawaibarakinosekitachuohigashisumiyoshifujiiderakashiwaraizumiotsutoyonakamatsubaramoriguchiizumisanoshimamototakatsukineyagawahabikinotakaishikawachinaganoyoshinogarikamiminearitaouchiimarihizenogikashimaariakekiyamafukudomikitagatakitahataomachigenkaikanzakinishiaritakyuragisagataratosutakushiroishikaratsuhamatamakouhokukawagoeyoshidasatteogoseirumaasakaurawaogawaniizaomiyayoriiotakishikihonjooganohannohanyuinasaitamaokegawaarakawayoshikawayokozehasudasayamahidakafukayachichibuiwatsukiryokamiyoshimikamiizumifujimiwarabiranzanmiyoshiminanoyashiosakadosugitomisatohigashichichibutodasokakukiyonokazoshiraokakasukabekounosukawajimatsurugashimamiyashirokitamotohatoyamamoroyamahatogayakumagayakawaguchinagatorokamisatomatsubushinamegawatokigawakamikawafujiminohigashimatsuyamakoshigayatokorozawas3isk01isk02ryuohkoseikonanaishorittotakashimamaibarahikonetorahimenishiazaikokagamokotoyasuotsukusatsunagahamamoriyamatoyosatotakatsukinotogawaomihachimanhigashiomiakagiunnanizumogotsuamayatsukakakinokimatsuehamadamasudahikawahikimiokuizumoyasugiyakumomisatotamayuohdahigashiizumookinoshimanishinoshimatsuwanoshimaneshimadafujiedayoshidashimodagotembaiwataatamikosaiyaizuitoizumishimahaibaramakinoharaomaezakikawanehonkannamisusonohigashiizufukuroinumazukawazufujiaraishizuokahamamatsushimizuizunokunimatsuzakimorimachiminamiizunishiizukikugawakakegawafujikawafujinomiyaujiietsugaoyamayaitaohiranikkoashikagakuroisokanumasakurashioyakarasuyamamotegiichikaikaminokawatochigihagamokanogisanobatonasumibunasushiobaranishikatautsunomiyaiwafunemashikoshimotsukeohtawaratakanezawaitanokomatsushimatokushimaichibaminamiaizumiwajikikainanmiyoshinarutomimamugiananmatsushigesanagochishishikuinakagawamachidachiyodakomaefussainagitaitochofufuchuomeotahigashiyamatotoshimaokutamaaogashimakodairaedogawaarakawahachiojishinagawatachikawashibuyasuginamihinodekiyosesumidaoshimanerimamitakahamuraadachinakanomizuhobunkyomegurominatokoganeihigashikurumekokubunjihigashimurayamamusashimurayamatamakitahinochuokotokatsushikakouzushimaogasawaraakishimakunitachishinjukusetagayamusashinohachijoitabashiakirunohinoharachizunanbukotouramisasawakasayonagokogehinoyazutottorinichinansakaiminatokawaharaoyabetairainamiasahinantoimizufuchutakaokakurobeyamadajohanatoyamatonaminyuzenfunahashinakaniikawanamerikawaunazukitogahimiuozufukumitsutateyamakamiichiiwadearidayuasainamitaijikatsuragiaridagawatanabemihamahidakakainankiminomisatoshingushirahamakamitondayurakozakoyagobokitayamawakayamakudoyamahashimotokushimotokozagawahirogawakinokawanachikatsuurarsuseroeoishidasagaeoguniasahinagaitendonanyoobanazawanishikawasakataohkuratozawamikawamamurogawayamagatafunagatatakahatashonaishinjokahokuiideyuzakawanishitsuruokakaminoyamayamanobeshiratakamurayamanakayamakaneyamahigashineyonezawasakegawamitouubeyuuabushimonosekitabuseoshimatoyotaiwakunihikarishunannagatohagihofukudamatsutokuyamashowadoshitsurunanbukoshukaiminami-alpsnirasakikosugeotsukioshinohokutominobuyamanashifuefukichuokofuichikawamisatoyamanakakonakamichitabayamanishikatsuranarusawafujikawahayakawafujiyoshidafujikawaguchikouenohara長野京都岐阜大阪三重群馬千葉滋賀佐賀奈良adednelgaccogogror秋田愛知高知埼玉沖縄栃木熊本岩手青森山梨新潟島根鳥取長崎香川宮城石川大分宮崎茨城山口兵庫山形徳島広島福島福岡岡山富山静岡愛媛福井東京xn--4it168dhatenadiaryxn--vgu402ckawaiishophatenablogcocottenamaste北海道penneehimeiwateversestabachibashigagonnagunmapermahaccaakitaosakauh-ohblushkochiaichifukuikuroncapooitigohyogotokyokyotopunyuthickcheap0t00g00j0mie2-ddaapyawjg0amfemsubxiiboomoobutchueekpgwrgrherskrboyrdyupperunderflierchipsmydnsheavyangryhippygirlyrulez神奈川鹿児島和歌山bambinaxn--nit225kokayamasaitamaxn--k7yn95exn--1lqs03nsapporoparasitelolipopmcxn--efvn9sniigatafukuokatokushimafukushimahiroshimakagoshimafakefurokinawaxn--8pvr4ucoolblogxn--0trq7p7nnkawasakinagasakimiyazakichilloutxn--8ltr62kxn--klty5xpeeweezombiecutegirlxn--rny31hxn--uuwu58axn--ntso0iqx3axn--djrs72d6uytoyamanikitanyantakagawamimozanagoyaboyfriendxn--2m4a15egreaterchowderegoismyamagatafashionstorexn--elqq16hxn--pssu33lsendaimiyagixn--rht27zpecoriaomorisaloonwatsonvivianxn--djty4knobushipigboatnaganopinokoxn--f6qx53asadistvelvetsecretxn--5js045dchicappayamanashiibarakidigickgirlfriendxn--1lqs71dmongolianxn--c3s14mxn--qqqt11mtochigixn--5rtq34kparallelo0o0mondkobesagabonadecaoitanarafoolkilldecimainhiholomosblokilociaoundopupugifutankcrapflopnooroopsmodsholyjeezstripperpepperbittershizuokaxn--rht3dkitakyushureadymadeicurusversusmatrixxn--rht61ehungryfloppygloomycrankyhandcraftedlittlestarxn--klt787dxn--kltx9awhitesnowsunnydaytottorilovepoptheshopbuyshopxn--5rtp49cxn--d5qv7z876cwebaccelxn--kbrq7oxn--4pvxsxn--1ctwolovesickkumamotocatfoodxn--tor131oyokohamawakayamatonkotsuxn--ehqz56nxn--uist22hxn--6btw5axn--kltp7dyamaguchifrenchkisspussycatxn--4it797kxn--uisz3gbabybluexn--zbx025dnetgamersxn--7t0a264ckanagawaxn--6orx2rishikawaxn--ntsq17ghalfmoonschoolbusjellybeanxn--mkru45iusercontentlolitapunkxn--32vp30hsakurastoragehokkaidoshimanecandypopbabymilksupersaleweblikeraindropbackdropwebsozaikikirarahateblodaynightmeneacsccogoormobiinfoaefjusxxorgmilcomnetedugovorgcomnetedugovbizinfotmprdorgmilcomnomedugovassnotairespresseassocoopgouvveterinairemedecinpharmaciensorgnetedugovtraorgcomedurepgovipdiskmeneperekgacscaiiocogoitoresmshsseoulbusanulsandaeguc01milvkimmvchungnamjeonnamjeonbukeliv-dnsgyeonggijejueliv-cdnincheondaejeongangwongyeongbukgwangjuchungbukgyeongnameliv-apicoeduindorgcomembnetedugovorgmilcomnetedugovjcloudorgcomnetintedugovperbnrinfocooyorgcomnetedugovethipfscanvamypepethw3sstorachafaablekeeneticjoinmcinbrowserdwebcyonnftstoragemyfritzaemewphlxachotelltdorgcomwebsocschngonetintedugrpgovassnomgacsccoorgnetedugovbizinfo123websiteidorgmilcomasnnetedugovconfidmedorgcomplcschnetedugovaccoorgnetgovpresstmassoirseproxaccosoundcasthoptocraftvp4c66orgnetedugovitsxwxmcdirmyboxbarsyedgestacksynologylogintoopencloudnohostwebhopdiskstationi234tcp4hoocgroknoipprivmydsddnsdnsforlohmustransipdscloudfilegear-sgbrasiliafilegearframerbarsybarsyonlinecoprdorgmilcomnomedugovinforgcomnetedugovnameacprorgcomartnetedugovpresseinfoassoinstgouvorgnycedugovbarsydscloudjuorgcomnetedugovminisiteaccoororgcomnetgovorgmilcompronetintedugovbizmuseumnameinfoaerocoopaccoorgcomnetintedugovbizcooporgcomgobneteduorgmilcomnetedugovbiznameaccoorgmilneteduadvgovcoorgcomnetaltgovforgotherhiskeeneticispmanagernomassoprod5476132eastasiacentraluswesteuropewestus2eastus2pnortheurope-01newzealandnorth-01southindia-01southcentralus2-01norwaywest-01eastus2-01westus2-01australiaeast-01italynorth-01israelnorthwest-01swedencentral-01westeurope-01centraluseuap-01taiwannorthwest-01uaecentral-01northcentralusstage-01israelcentral-01mexicocentral-01canadacentral-01austriaeast-01germanywestcentral-01francecentral-01ukwest-01denmarkeast-01polandcentral-01eastus-01westus-01swedensouth-01eastus3-01westus3-01brazilsouth-01centralus-01francesouth-01australiacentral-01westindia-01uaenorth-01jioindiacentral-01canadaeast-01belgiumcentral-01spaincentral-01koreacentral-01chilecentral-01qatarcentral-01westcentralus-01eastus2euap-01norwayeast-01southafricanorth-01brazilsoutheast-01germanynorth-01switzerlandnorth-01switzerlandwest-01japanwest-01southafricawest-01japaneast-01eastasia-01indiasouthcentral-01taiwannorth-01centralindia-01uksouth-01southcentralus-01northcentralus-01eastasiastage-01indonesiacentral-01australiacentral2-01australiasoutheast-01malaysiawest-01koreasouth-01southeastasia-01southeastus5-01northeastus5-01jioindiawest-01rucdnwest1-usfra1-desandboxjls-sto1jls-sto3jls-sto2aglobalabglobalsslmapprodfreetlsmapvpslon-1lon-2ny-1fr-1sg-1ny-2paassnwebpaashostingjelasticnordeste-idcsocuserpagescwebfileblobservicebuscoreatlricnjsjelasticwebsitestoragesezagbinruhuukjptsmyspreadshopmynetnameakamaiorigin-stagingfrom-coipv64dynv6cdn77serveblogadobeaemcloudhicamsprytdnsupno-ipownipde5ovhicpfirewall-gatewaysytesmypsxbarsyusgovcloudapimyamazemyradwebakamaihdsaveincloudfastlylbfrom-lasubsc-paysquare7in-the-bandblackbaudcdnhomelinuxoninfernoctfcloudservebbsdns-dynamiccloudfrontakamai-stagingipifonyham-radio-opsenseeringclickrisingcommunity-profrom-nylocalcertgrafana-devedgesuite-stagingcloudflareanycasteating-organicatlassian-devmydattofeste-iplocaltotorprojectknx-serveredgekeycloudflareglobalcloudyclustercasacamserveftpakamaized-stagingakamaiorigindns-cloudmyeffectboomlabotdashbuyshousestwmailhetemlazure-mobilein-dslthruhereredirectmedynuddnsbouncemesupabaseluyanicloudappakamaicloudfunctionsdebiannhlfanpgafanstatic-accessin-vpnmysynologymafeloappudohomeftptrafficmanagersiteleafseidatmemsetcloudflarecloudaccesskeyword-onazure-apiis-a-chefdoes-itgets-itwebhopselfiphomeipkicks-assedgesuitewindowsserver-ontunnelmolemydissentscrapper-sitecloudflarecnuni5srcfggffiobbzabchrsndenodynuopikddnsvpndnsakadnselastxkinghostvps-hostfastlyhomeunixazureedgeshopselectdontexistmyfritzcloudjiffyalwaysdatasells-itsquaresbroke-itazurefddattolocalat-band-campmeinforumfamilydsazurestaticappsdefinimabplaceddnsaliasdynaliasnow-dnsblogdnsroutingthecloudendofinternetdsmynasakamaiedgemymediapcadobeio-staticakamaiedge-stagingakamaihd-stagingddns-ipprivatizehealthinsurancelive-onkrellianschokokeksmassivegridmysecuritycamerarackmazeserveminecraftfrom-azis-a-geekakamaizedmoonscaleoffice-on-theusgovtrafficmanageradobeioruntimeedgekey-stagingreserve-onlinechannelsdvrdnsdojousgovcloudappcdn77-sslapps-1and1podzoneazurewebsitesdynathomescaleforceyandexcloudvusercontentisa-geekcdn-edgescoaemalcesappwriteazimuthtlonarvobuiltwithrocketnoticeablestorecomwebrecnetperotherfirminfoartslgdloncogoiltdorgmilcolcomplcschgenngonetedugovbiznamefirmmobiacincoorgmilcomnomwebgobnetintedubizinfocomyspreadshopdemongovtransurl123websitehosting-clusterkhplaycistrongsnesosvalervålerxn--vler-qoaossandeheroysandeherøybøboheroyherøyxn--hery-iraxn--b-5gavalerbøboxn--b-5gasandesandexn--hery-iraxn--vler-qoavålerhåreålaahavaofsfvfhlolnlalrlhmfmtmahcostntbuåstrmreigersundmyspreadshopgálsáeidsvolltingvollgildeskalflorøvadsøvardøvanylvenxn--bhccavuotna-k7astrandaxn--kvnangen-k0axn--sknland-fxaxn--mosjen-eyarakkestadhyllestadnannestadvevelstadvaapstenordre-landsondre-landsøndre-landtjieltexn--vrggt-xqadsør-aurdalsor-aurdalheradstordmoldefordeførdeseljefedjeryggehemnexn--krehamn-dxasognegranesøgnebrynetjomevallebykletokkegiskedovretjømehobølvoldasaudatolgasømnaviknadønnasomnadonnatranafrananesnaraumasmolatrænafrænalesjasmølaørstaorstahitrafloraaukraloppafrøyarissasnasahalsagalsaromsaraisaráisafroyasnåsagronghobolfjelltydalårdalardalaskimharamkraanghkekråanghkesorumbarumhurumbærumsørummodumsálátbálátfrognbjugnvåganvagangulenskienløtenlotenstrynvefsnxn--merker-kuaskaunsveiobømlobomloskjåkvardoflorovadsosalatbalatsálatklæbuklabuselbubarduulvikskjakklepprisørxn--nttery-byaeflåeidflahofmilgolholsellomskifetvikdepvgsfhsaskerrisorhamarasnesåsnesrørosrorosxn--slat-5namasoynaroyvaroyluroydyroyaskoyradoyandoyrodoymeloyradøyandøyrødøymeløyaskøylurøydyrøymåsøyværøynærøyhoylandethøylandetdivtasvuodnalørenskoglorenskognesoddtangenxn--tjme-hraxn--smla-hraxn--stjrdal-s1aunjargalillehammerunjárgaxn--hamary-fyadavvenjargaxn--bearalvhki-y4a123hjemmesidegjerdrumxn--brnnysund-m8acxn--tnsberg-q1axn--mlatvuopmi-s4axn--snsa-roaxn--skierv-utaxn--brum-voatysfjordkvafjordeidfjordkvæfjordsongdalenmjondalenmjøndalenxn--gls-elackragerogáŋgaviikagangaviikasørreisasorreisasør-varangersor-varangerxn--risr-iraskiervaxn--frna-woaxn--trna-woakvinesdalleksvikleirvikrøyrvikroyrviksvelvikvenneslaevje-og-hornnessandnessjøenmarnardalvindafjordsandefjordenebakksnillfjordullensvangxn--trany-yuabrønnøysundnamsskoganaustevollxn--stjrdalshalsen-sqbnord-aurdalnord-frontrøgstadtrogstadgrimstadflakstadgjerstadxn--sandy-yuaxn--leagaviika-52bnore-og-uvdalvegarsheixn--rlingen-mxaxn--ggaviika-8ya47hvegårsheikarlsoykvitsoymasfjordenhamaroyinderoyosteroydavvenjárgasauheradguovdageaidnuxn--vre-eiker-k8abronnoysiellakkrødsheradkrodsheradkvinnheradbrønnøyxn--mtta-vrjjat-k7afxn--lrenskog-54akvitsøyvárggátkarlsøyosterøyinderøyhamarøybronnoysundxn--aurskog-hland-jnbbahccavuotnabáhccavuotnagiehtavuoatnastor-elvdalmidtre-gauldalxn--gildeskl-g0akarasjokevenassixn--bievt-0qaxn--yer-znalebesbynessebyxn--hbmer-xqamalselvmålselvxn--unjrga-rtamøre-og-romsdalmore-og-romsdalhareidmelandørlandorlandstrandålgårdsolundalgardafjordåfjorddielddanuorrikautokeinoxn--stre-toten-zcbskodjeaejriestangeliernebamblestokkefauskesnåasesnaasekongsvingerlangevagberlevagxn--flor-jrahattfjelldalostre-totenøstre-totenvestfoldxn--mely-iraálaheadjualaheadjunordreisaxn--troms-zuaxn--lgrd-poacporsangerflatangerstavangerleikangerbremangersamnangergieldakarasjohkaxn--rdy-0nabfrostautsirasnoasatromsaxn--sr-aurdal-l8aflekkefjordjølsterjolsteraremarkhedmarknååmesjevuemienaamesjevuemiexn--vard-jrarollagmeråkermerakerorskogørskogxn--bdddj-mrabdákŋoluoktaxn--osyro-wuaaknoluoktatrysilskjervøymandaljondalbindalrindalmeldalsuldalorkdalsigdalalvdallærdalhurdalsirdalverdallerdallardaloppdalåseralaseralhadselkragerødivttasvuotnaoverhallasteinkjerxn--hnefoss-q1askedsmokorsettromsøxn--dyry-iravestre-totenmuseumxn--sandnessjen-ogbrahkkeravjufylkesbiblbájddarbajddarxn--laheadju-7yarennesøyxn--koluokta-7ya57hxn--hgebostad-g3aleirfjordstorfjordbalsfjordbåtsfjordbatsfjordmuosátbievátloabátkárášjohkanøtterøyxn--mjndalen-64anordkappláhppilahppialstahaugsiljanverranrøykenroykenhaldenlyngenbergenhortenhønefosshonefosstroandinbeiarnvarggatosoyroosøyrotromsoidrettmuosatbievatruovatloabatvoagattynsetnessetxn--indery-fyaskánitskanitraholtråholtxn--ystre-slidre-ujbandebusarpsborgbearduxn--karlsy-fyahordalandjorpelandjørpelanddeatnuringsakersør-odalsor-odalxn--slt-elabringerikeaudnedalnittedalnissedalhemsedalslattumsurnadalxn--blt-elabelverumstjørdalnaustdalhjartdalgjøvikfyresdalhasviknarviklarvikgjovikmalvikgamviklenvikporsgrunnstjordalengerdaldrobakdrøbakxn--msy-ula0hvestvagoyxn--vgan-qoaxn--ryken-vuaxn--lten-graxn--stfold-9xaxn--hpmir-xqaxn--lury-iramálatvuopmimalatvuopmitysværkirkenesbirkenesmoskenesbáidárxn--fjord-lraxn--rdal-poabahcavuotnabáhcavuotnaxn--frde-gralindåsbearalvahkixn--hobl-iraráhkkerávjuxn--loabt-0qavågåáltábodøsundlundraderådeetnetimeholeauregrueoddavagavegaranatanaarnasolasulaaltalekafusavangbergkvamåmliamlibokntinnroangranosenoslobodorøstroststatåmotamotivguprivøyeroyerliermossvossxn--nvuotna-hwalusterlunnermarkerhábmerhabmerhvalerfjalerxn--rholt-mratysvarbaidarfitjargaularhápmirhapmirmelhusfosnesøksnesoksnestysneshemnesevenesflesbergeidsbergtonsbergtønsberglindasxn--sndre-land-0cbnamsosxn--srum-graøystre-slidreoystre-slidrevestre-slidretrondheimbalestrandxn--langevg-jxaaustrheimxn--skjk-soavagsoyaveroysandoykarmoyfinnoytranoyvestbytranbysykkylvenxn--hyanger-q1aspjelkavikandasuoloxn--fl-ziaxn--drbak-wuastathellexn--sr-varanger-ggbtelemarkxn--bhcavuotna-s4axn--porsgu-sta26fčáhcesuolocahcesuoloakrehamnåkrehamnsandøykarmøyfinnøytranøyvågsøyaverøynamdalseidxn--lesund-huabadaddjaxn--vegrshei-c0axn--btsfjord-9zagildeskålporsanguxn--trgstad-r1anávuotnanavuotnahammerfestxn--sgne-graxn--brnny-wuacibestadharstadnarviikaevenáššivestnesgjemnessandnesagdenesrennesoyxn--avery-yuaxn--tysvr-vrabearalváhkikongsbergspydebergrandabergxn--andy-iradavvesiidaxn--krdsherad-m8aporsáŋgufredrikstadbjerkreimringeburennebuaurskog-holandnotteroyxn--vgsy-qoa0jxn--rmskog-byaskierváivelandbyglandfrolandaurlandforsandxn--bjddar-ptamidsundålesundalesundfetsundfarsundovre-eikerøvre-eikerakershusxn--moreke-juasørfoldøstfoldostfoldsorfoldhøyangerhoyangerlevangerorkangertanangerxn--vestvgy-ixa6olillesandulsteinxn--rennesy-v1agranvinskjervoyxn--klbu-woalavagisxn--h-2faxn--ryrvik-byakafjordkåfjordseljordfolkebiblxn--gjvik-wuajevnakerxn--kfjord-iuabudejjuxn--kranghke-b0axn--davvenjrga-y4axn--rland-uuaxn--ldingen-q1axn--mlselv-iuaxn--rady-iraxn--linds-prabrumunddalxn--ygarden-p1amo-i-ranaeidskogrømskogromskoghjelmelandxn--finny-yuaxn--sr-odal-q1axn--skjervy-v1aballangenkvanangenkvænangengratangenxn--hmmrfeasta-s4acvossevangensuohkanxn--rde-ulaxn--mli-tlaxn--ksnes-uuanordlandskanlandskånlandsortlandfuoiskuxn--rros-graxn--hcesuolo-7ya35bxn--eveni-0qa01gagaivuotnagáivuotnaxn--seral-lradrammenmodalenmosjoenjan-mayentorskensteigengloppenxn--snes-poamatta-varjjatxn--sr-fron-q1aomasvuotnajessheimbådåddjåxn--krager-gyaxn--kvfjord-nxaxn--asky-iraxn--snase-nraxn--bidr-5nacholtålenxn--vads-jraxn--jlster-byamosjøenxn--rst-0nastavernxn--ostery-fyaxn--oppegrd-ixaxn--sknit-yqaxn--risa-5naoppegårdskiptvetrendalenholtalenxn--mot-tlaxn--lhppi-xqaxn--holtlen-hxaxn--srreisa-q1akopervikxn--muost-0qaxn--bmlo-grahokksundkvalsundegersundxn--karmy-yuaullensakerxn--hylandet-54axn--kvitsy-fyaxn--bod-2nalangevågberlevågkristiansandxn--rsta-frahornindalstjørdalshalsenstjordalshalsensandnessjoenhámmárfeastaxn--lrdal-srasør-fronsor-fronnord-odalkristiansundmátta-várjjatvestvågøynesoddennotoddenbuskerudøygardenoygardensalangenlavangenralingenrælingenlodingenlødingenleaŋgaviikalaakesvuemieleangaviikauenorgexn--srfold-byaaskvollxn--rskog-uuaxn--nry-yla5gxn--vry-yla5ghammarfeastaxn--rhkkervju-01afxn--givuotna-8yakommunekrokstadelvanedre-eikerhagebostadhægebostadxn--berlevg-jxakviteseidxn--s-1faxn--l-1faxn--nmesjevuemie-tcbafuosskomoårekemoarekexn--lt-liacxn--jrpeland-54asvalbardoppegardholmestrandtvedestrandsogndalsokndalarendalsunndalfolldalxn--krjohka-hwab49jlyngdaletnedalnorddalsaltdalgausdalskedsmovaksdalgjesdalstordalxn--frya-hraaarbortedrangedalxn--smna-graaurskog-hølandxn--vg-yiabtjeldsundhaugesundlindesnesxn--mre-og-romsdal-qqbxn--dnna-gradyntmpheremerseineshacknetenterprisecloudmineaccomaorimāoriorgmilcriiwigennetschoolhealthkiwigovtgeekxn--mori-qsacloudnsparliamentcomedorgcompronetedugovmuseumwebsitekinservicebarsywebsitebuildereerobookheimdnseero-stagetechcrscsslorigingohomecdbedeeeiemesecabgngilnlalplchfisiincnnoroptatitmtltruauhulumkdkukskjplvtrgrfrkrhrusesismycynzcznetinteduassoososcloudstgbetaaezaeuhkusjswzhatenadiarycdn77hoptozaptois-a-knightmyftpno-ipjpnddnssdpdnsspdnsbarsysweetpepperis-a-bruinsfanis-very-sweetservegameis-a-soxfanhomelinuxcdn77-secureservebbsmisconfusedwebredirectblogsitefreedesktopcouchpotatofriestoolforgeaccesscamis-lostreadmyblogsmall-webfedorapeopleserveftpis-a-celticsfaniptimemywirepotagertwmailin-dslsellsyourhomeread-booksfreeddnscable-modemis-savednflfanufcfanmlbfanstuff-4-saleendoftheinternetin-vpnmy-firewallhomeftpis-localis-a-chefboldlygoingnowherewebhopselfipkicks-assroxatunkcamdvrfedoraprojectgotdnsdvrdnsdyndnspubtlspimientahomeunixdontexistfedorainfracloudwmflabsfspagesbmoattachmentsteckidsfamilydsdnsaliasdynaliasnow-dnscloudnsdoomdnsduckdnsblogdnshomednsroutingthecloudendofinternetdsmynasip-dynamicpoivronhttpbinmyfirewallis-very-evilmysecuritycamerais-a-linux-userwmcloudis-a-geektuxfamilyis-a-candidatedoesntexistis-very-badhobby-sitegame-hostaltervistais-foundis-a-patsfandnsdojohepforgepodzonedynservcollegefanis-very-goodfrom-meis-very-niceisa-geeknerdpolacmedsldingorgcomnomgobabonetedugintapleskaemhlxmyboxrockyprvcydeuxfleurssolidresvibekitprodomgspdnscodebergheyflowstatichostlinkyhostmymagicblacktopsorgmilcomnomgobneteduorgcomeduiorgmilcomngonetedugovcloudns1337ngrokacorggogfamcomwebgobnetedugokgopgkpgovgosbizpasaugumicsopozpapuwmwsrprusiskwpspkppspkmpspokeoiawsawifoumsdnskokwpmuppuppsppiwwiwoowuzswkzoschrzpisdnwzmiuwwitdpssewsseumigugimoirmpinbwinbwiihupporzgwgriwupowwskrwioswuozstarostwokonsulattmpccopruszkowmyspreadshopostrodakartuzyopolegminamediaustkazgorajgoraolawailawalomzawloclradombytomjaworznotargilubinkoninzagantorunkutnokepnonakloczestsopotsanokturekplockslasksklepzarowlukowmedaidgdaorgmilrelcomnomatmgsmartneteduelkgovwawsossexbiztgorysejnytychypomorzeboleslawiechomesklepsdscloudunicloudzakopanelegnicarawa-mazbydgoszczswidnikkrasnikwloclawekbielawamragowograjeworealestatebeskidykaszubymalopolskaprzeworskswiebodzinlecznadfirmaszkolawarmiagdyniamiastakazimierz-dolnymalborkswidnicadlugolekaostrolekapodlasieelblagtravelsimplesitezachpomormielecszczecinnieruchomosciwalbrzychlezajsklublinbedzinpoznanwielunmielnooleckostarachowicedkontopowiatwroclawrybniksuwalkileborkslupskgdanskostrowwlkptarnobrzegtourismwegrowkrakowglogowyou2pilanysamailwrocinfoagroautobeepshoppriviqhslapypiszlodzcfolksecommerce-shopmazurypulawyskoczowrzeszowpomorskiezgierzkaliszolkuszlowiczostrowiecsosnowiecmazowszewodzislawbialowiezazgorzeleckatowicepabianicejelenia-gorawolominkarpaczsieradznowarudaczeladzkonskowolaskierniewiceswinoujscieturystykabieszczadycieszynketrzynolsztynbialystokbabia-goraprochowicewarszawastalowa-wolapolkowicegorlicegliwiceponiatowalimanowalubartowaugustowkobierzyceopocznognieznoszczytnokolobrzegshoparenapodhalebielskoklodzkostargardcoshipatwithplayitownnamecoorgnetedugovacorgcomproestnetedugovbiznameislaprofinfoprodrechtngrokmedaaaacacpaenglawjurbarenterbarsykeeneticavocatacctcloudnsorgcomsecplonetedugov123paginaweborgcomnetintedugovnomepublidkinbarsygovx443cloudnsorgmilcomnetedugovcooporgmilcomschnetedugovnamecomcannetlibassoaemclantmcontstoreorgcomnomrecwwwbarsyfirminfoshopartsv6stackitmyddnswebspacelima-cityacincooxorgedugovbarsybrendlyhbvpsvpsspectrumlandinghostingacppmordoviamcprecbgorgmilcomspbnetintedumsknovgovbirrasmcdirmytismircloudvladimirnalchikadygeyamarinepyatigorskmyjinobashkiriaeurodirvladikavkazna4ugroznykustanaikalmykiacldmaildagestaniransmbuildcloudcanvaliaravalrwxwixdevelopmentappwritemigrationneedleverceldatabasestackitcodereplravendbsanityonporterlovableaccoorgmilnetgovcoopmedorgcompubschnetedugovservicemecomygovorggovtvmedorgcomnetedugovinfoedgfacbmlonihkutwpsryxzbdtmacfhppmyspreadshopbrandpartiorgcomfhvpress123minsidaitcouldbeworlanbibkommunalforbundfhskiopsyskomvuxkomforbnaturbruksgymnloginlineorgcomnetedugovenscaledeuusentsurgebotdaorgmilcomnetgovnowteleporthashbangbearlyplatformlovablebarsyshopwarebasehoplixbarsyonlinemsf5gitpagewawamscofigma-govgreybullcaffeinefigmacanvaceerosoltstscwputernippybarsysupportchatgptsquareomniweopensocialcpanelplaycodenotionnovecorewpsquaredpreviewjelecyonbyensrhtklivfastvpspieboxconvexmedusajsjouwwebheyflowplatformshdocsflowyloginlinemadethissourcecraftclouderaorgorgcomartedugouvunivmeorgcomnetedugovsurveysstatichfheiyumanusxs4allprojectmyfastubervibehostapp-ionosdeployagentmecoorgcomschnetedugovbizcncostoreorgmilcomneteduembaixadaconsuladokiraranohoprincipesaotomeheliohobarsystorebaseshopwaresellfyaisanityabkhaziavologdamordoviapenzalenugsochinavoiexnetspbmsknovnorth-kazakhstanashgabadkareliaarmeniageorgiavladimirnalchikivanovobukharaadygeyakhakassiakalugakrasnodarjambylaktyubinsktroitskbryanskobninskkurganazerbaijanpokrovskbashkiriatselinogradvladikavkazmurmansktulatuvamangyshlaktashkentchimkentgroznykaragandatermezarkhangelskkustanaikalmykiabalashoveast-kazakhstankaracoldagestantogliattibarsyredorgcomgobedumirenaccoorgjelasticdiscoursecleverappsschacmiincogoornetonlineshopcogoorgmilcomwebnicnetintedugovbiznametestcoorgmilcomnomnetedugovorangecloudpersoindorgcomfinnatnetgovensmincomtourismintlinfox0611orgmilcomnetedugovquickconnectvpnplusnettprequalifymeaddrmyaddrntdllwadlnctvavdrk12orgmilpolbeltelcomwebgennetedutskkepgovbbsbiznameinfocoorgmilcompronetedugovbiznameinfobetter-thanworse-thansakurafromdyndnson-the-webmymailerorgmilurlcomneteduidvgovmydnsgameclubebizmeneacsccogotvorhotelmilmobiinfovodteiflgplkmsmsbcckhincndnvncoztltmkckppzpdprvcvkvlvcrkrkscxuzchernovtsyrivneyaltaodesavolynrovnolutskltdinforgcomnetedugovbizvinnicazhitomirternopilpoltavakropyvnytskyizaporizhzhiasevastopolsebastopoluzhgoroduzhhorodkharkovkharkivvinnytsiakhmelnytskyizaporizhzhecrimeaodessazhytomyrnikolaevcherkassydonetskluganskluhanskkirovogradivano-frankivskchernivtsikrymkievkyivlvivsumyzakarpattiamykolaivcherkasychernigovkhersonchernihivdnipropetrovskdnepropetrovskkhmelnitskiyneacsccogoorusorgmilcomedugovmyspreadshopno-ipbarsybarsyonlinelayershiftnh-servretrosnubapicampaignservicelugaffinitylotteryweeklylotteryraffleentrygluglugsmeaccoindependent-inquestnimsitecopropymntltdorgplcschnetgovnhsbarsyindependent-commissionindependent-reviewpolicepublic-inquiryindependent-panelconnhospindependent-inquiryroyal-commissionoraclegovcloudappscck12libaws-govccphxcclibpvtparochchtrcck12libcceatonk12coglibtecgendstmusann-arborwashtenawcck12glghcck12sealibforksolympiabainbridge-islkeyporthoquiamyarrow-pointcentraliaport-townsendsequimport-ludlowrentonsilverdalebremertonredmondsheltonbellevueport-orchardport-angeleskingstonchehalisaberdeengig-harborseattlepoulsboidmdndsddemenegacalamaiavawapailalflnmdcncscohnhmihiviwiriinmntnmocoutvtctmtgunjokakwvnvprarorasmskstxwynykyazisadninsnngosrvis-byservernamepointtoenscaledland-4-salefreeddnsstuff-4-saleazure-apinoipdatabricksappscloudnsgolffanheliohostazurewebsitesgvorgmilcomgubneteducoorgcomnetd0egvorgmilcomnetedugovmydnsiacostoree12orgmilcomnomwebgobbibrectecnetintedugovraremprendefirminfoartseducok12orgcomnethidnsadidacaionioapsonlahanamhanoicamauhueorgcompronetintedugovbizbacninhtayninhhoabinhnamdinhtravinhhaiphongvinhlonghaiduongquangnamquangtrithuathienhuequangninhbacgianghaugiangquangbinhsoctrangbentrethanhphohochiminhdanangkontumhatinhkhanhhoathanhhoahealthgialailaocaiyenbaibackanngheanlonganphuyenphuthocanthodaklakdongnainameinfovinhphucdongthapkiengiangtiengiangquangngailaichaulangsonlamdongdaknonghagiangangiangcaobangbinhduongninhthuanbinhthuanbaclieuthaibinhninhbinhbinhdinhtuyenquanghungyenbaria-vungtauthainguyendienbienbinhphuocschbizputerorgcomnetedugovcloud66advisormypetsdyndnsxn--8dbq2axn--4dbgdty6cxn--5dbhl8dxn--hebda8bxn--80auxn--d1atxn--c1avgxn--o1acxn--o1achxn--90azhxn--55qx5dxn--uc0atvxn--od0algxn--wcvs22dxn--gmqw5axn--mxtq1mxn--12c1fe0brxn--h3cuzk1dixn--12co0c3b4evaxn--12cfi8ixb8lxn--o3cyx2axn--m3ch0j3axn--j1adpxn--90amcxn--90a1afxn--h1ahnxn--j1ael8bxn--h1alizxn--c1avgxn--j1aefxn--80aaa0cvacxn--41acaffeineexeopentunnelbotdashtelebitorgtmaccoagricorgmilnomwebnicngonetaltedugovlawnisschoolgrondaraccoorgmilcomschnetedugovbizinfoprg1-zeropstritonstackitlimazeropsaccoorgmilgovяспборгкоммскбизмирсамаракрымсочиакодпроргобрупрצהלממשלישובאקדמיהองค์กรธุรกิจรัฐบาลศึกษาทหารเน็ต教育網絡組織公司政府個人닷넷한국澳门新闻澳門联通家電嘉里招聘通販닷컴삼성コムგეбгрфеюadcdbdgdidmdsdtdaebedeeegeiejekemenepereseveyegabacalamanauavapaqasazacfbfafgfnfpfwftfbgcgagggegkgngmgsgpgvgtgugilmlnlalclglplsltlhmimjmkmmmomambmcmdmfmgmzmpmsmtmgbbblbsbecccacnclcmcvctcscmhkhghchbhthphshlinikifigiaibicivisikninhnmncnbngnsnpnvntnjoionomobocoaofodorosotoptstttytatbtetgtithtmtltrusuvuaucueuguhulumunufjdjbjtjsjlkmkhkfkdkcktkukskpkgpmpnpkpjpgqaqmqiqsvtvcvbvmvlvrwpwtwzwbwcwawgwkwmwtrsrprgrfrercrbrarnrmrlrkrirhrwsusrssspsgsesbsaslsmsissxmxaxcxuypysylymykygybycyuztzsznzmzkzdzczbzazελευ世界台灣购物公益点看臺灣网络書籍在线网站手机机构大拿游戏信息台湾谷歌慈善商标香港中国餐厅网址中國商城食品微博政务移动集团公司八卦商店健康网店政府时尚佛山中信娱乐广东企业homedepotengineeringاماراتrepublicankuokgroupversicherungchannelcitadelxn--pgbs0dhxn--b4w605ferdstatebankwebsitexn--mgb9awbf亚马逊淡马锡alibabaxn--ngbc5azdxn--mgbbh1axn--45br5cyltoshibabuildworldcloudtradeguideplacespacedancemoviephoneprimesmilebiblestyleappleazurestoreskypegripexn--l1accdrivelottehorsehouseleasechasereisestadahondaomegaaetnaamicaninjanokiamediadeltavodkaedekaosakapizzaslingemailgmailtirolshelltmallfinallegaltotalhotelamfamforumrehabmusicciticricohcoachwatchboschearthfaithirishmiamiarchidubaiguccipraxiみんなストアセールcanonsalononionnikonepsonkoelngreensevencrownikanoradioaudioweiboglobopromogalloyahoociscorodeovideomangobingotokyovolvolottokyotophotosmartsportquesttrusthyattjetztadultcymrubaidutushuxn--kprw13dubankclickblackmerckgroupsharpcheapnowtvxn--h2brj9cקוםհայоргсрбмонкомбелмкдқазрусукрمصرقطرعربكومdadcfdmedwedredphdthdbidpidkrdmsdltdiceonewmeglemoerwecfageacbanbambaaaammakianraspacpaaxawtfbcgaegongingaigvigorgdogdhlmilrilonlaolloluoljllcalgalnflafltelsrlfrllplkimibmcamcombommomifmabbjcbscbwebcabnabtabmlbpubabcbbcnecincpncllcstcwtcpwcnyckfhbzhovhmoiskiobisbitcifyituipinvinwinxincbnbcnmanfangdnmenrenkpnmtnyunrunfununobiojioriohbogmofooboooooacoecoceongoproartistottnttbbtcateatlatvetpetbetnethktmitfitintjothotgotdotbotprueduicujnjyouinknhktdkappsapgapmapdnptopgopllpjmpzipvipripesqtrvdtvitvdevmovgovhivnrwlawsewnewbmwwownowhowdvrftrmtrsfrbarcartvscrseusawsupsubssbsadsddsldssasbmsmlsxxxboxfoxgmxtjxsextaxbuyflydiysoyjoyskypaydaygayxyzanzbizwebersenerpokerlameractortatarsolarລາວคอมไทยtourslocusnexuslexusgiftsbeatsboatspartspressglassswissकॉमनेटtiresgivescodeshomesgamestunesshoescardswalesloansvegastoolsdealsautosparisファッションworkssucksrocksxeroxforexfedexpartylillymoneystudyrugbytoraytoday中文网xn--unup4y天主教飞利浦新加坡enterprises我爱你嘉里大酒店christmasxn--fct429kholdingsxn--8y0a063axn--mgbx4cd0ablifestyleabogadoallstatenetbankكاثوليكxn--s9brj9cxn--gk3at1ebestbuycharityxn--55qx5dmicrosoftpropertybasketballhomegoodscorsicajewelrygallerygrocerysurgerycountrybrusselsverisignferreroxn--czr694bhdfcbankcommbanksoftbankپاكستانپاکستانnextdirectالسعوديهالعليانxn--h2brj9c8cxn--80adxhksshikshaxn--mgbai9azgqp6jcuisinellabarclayscatholicxn--kpry57dcompanyxn--xhq521bblackfridayxn--mgba3a3ejtsandvikxn--d1acj3bacademydownloadمليسياxn--j1amhxn--w4r85el8fhu5dnraipirangaathletaxn--fhbeixn--mgbqly7cvafrzuerichxn--c2br7gஇலங்கைcontractorsxn--io0a7igraphicsinsurancetemasekxn--xkc2al3hye2amotorcyclesphotographydirectoryplumbingxn--vhquvclothingtrainingcleaningwilliamhilllightingxn--mgba3a4f16ashoppingcateringeducationokinawapicturesventuresproductionsxn--9et52uwalmartഭാരതംsupportrealestatecapitalonexn--nqv7fs00emaauspostfloristdentistxn--qxamgodaddybradescobargainsmitsubishikerryhotelsxn--9dbq2axn--3pxu8kimmobilienxn--fjq720axn--mgbtx2bholidaymckinseymadridbusinessbuildersxn--4gbrimмоскваالسعودیةcoffeedegreelacaixapartnersalsaceofficeabbvievoyageorangegeorgeonlinechromemobilekindlegoogleoraclecircleschulesecureinsurexn--mgba7c0bbn0aestatexn--mgbc0a9azcgcruisehangoutxn--vuq861bxn--42c2d9arexrothfirestoneuniversityxn--nnx388alifeinsuranceextraspaceонлайнvermögensberatersoftwarexn--fiqs8sxn--mgbab2bdxn--w4rs40ltiendaभारतम्africatoyotaotsukasakuracameracreditcardnagoyaconsultingnetworktheatermonsterprogressivepioneerxn--55qw42gracingdatingvotingvikinglivinggivingxn--bck1b9a5dre4cbrotherweatherjoburgفلسطينlplfinancialxn--clchc0ea0b2g2a9gcdfutbolschoolsocialglobaldentalwoodsidechanelairtelmatteltravelrealtorwebcamstreamభారత్unicomalstomxn--nodexn--6frz82gmuseumfurniturexn--rvc1e0am3exn--mix891faccenturexn--11b4c3dismailineustardiscountquebeccomsecclinicservicesxn--y9a3aqxn--c1avgswatchchurchsearchالاردنmarketingcontacthealthmonashshoujisanofitaipeiamericanexpresssuzukiアマゾンクラウドポイントbhartiグーグルxn--mgberp4a5d4armemorialxn--1qqw23alondonmormoninstitutevisionbostonnortoncouponmaisonamazonvirginberlindesigndurbanolayannissananquanhitachikaufengardenreisenbayerntechnologydatsunxn--90a3aclatinocasinostudiophysioxn--ngbe9e0apharmacytattootaobaoaramcoexpertreportabbottdirectselectimamatfairwindspictettargetmarketintuittravelersinsurancecreditdupontryukyusuppliesxn--tckwebnpparibasschmidtmerckmsdyodobashirestaurantbridgestonecricketxn--fpcrj9c3dbostikbroadwayattorneylefrakemerckxn--fiq228c5hscareersfarmerswinnersflowersxn--wgbh1cguitarsxn--54b7fta0ccxn--p1acfmakeupgalluplandroverxn--kcrx77d1x4agoldpointbauhausxn--mgbayh7gpahiphopplaystationxn--mgba3a4fraxn--eckvdtc9dhyundaixn--gckr3f0fistanbulticketsmarketsflightschintaireviewsxn--3e0b707ewindowsxn--fiqz9sfinancialxn--fzys8d69uvgmابوظبيdiscoverreviewবাংলাxn--5su34j936bgsgmoscowobserverapartmentsдетиارامكوсайтeurovisionxn--i1b6b1a6a2exn--xkc2dl3a5ee0hتونسموقعبارتڀارتشبكةعمانبيتكعراقreadkredbondlandbandfundfoodprodgoldfordtubecafesafelifeggeeieeefreefagepagegugezonewinememenamegamesaleablebikenikelikecarecbreherefiresaveloveliveblueartedatesitevotecaseluxebofamodaltdaasdatiaayogasinavanashiaasiajavabbvatevavivadatazaraarpacasavisasncfprofmaifsurfgolfdvagsongbingpingwangkpmggoogblogpohlfailcooldellcalldeallidlsarlfilmteamroomfarmimdbarabclubhdfcicbchsbcgmbhrichtechfishdishcashminiernikddiaudiwikimobitaxicitikiwidesiqponskinloanakdnwienopenporncerntownimmolimoolloinfonicofidolegosaxozeroaerovivoautovotomotofastbestresthostpostnextlgbtchatseatgiftmeetdietreitmintrentgentspotscotguruitausohumenucyoubanklinkpinkdclktalksilkbookseekworkrsvpaarpjeepshopcoophelpcamppccwshowbeerstarruhrflirweirhaircarsparsjprshausplusnewstipstoysjobskidsfanspicsdocsxboxamexsexynavycitysonyarmyallybabyplaydeliverybuzzgbizlamborghiniphilipsලංකාಭಾರತfitnessexpresslanxesspfizercenterwalterlawyersoccercareerkosherbrokerlockerdealerdoctorauthorxn--mgbqly7c0a67fbcvermögensberatungjaguarxn--pssy2uxn--hxt814eflickrrepairrogersairbusxn--mgbai9a5eva00beventsyachtsxn--t60b56aভাৰতভারতभारतभारोतviajeshermeshughesxn--j1aefसंगठनvillasଭାରତclaimshotelsભારતzapposphotosjuegoscondostatamotorsgratistennisਭਾਰਤtkmaxxtjmaxxschaeffleryandexxn--80aswgrealtysafetybeautyluxuryxn--3ds443gsupplyfamilyxn--o3cw4hhockeysydneyxn--90aenissayalipayenergycomputeragencyxn--rovu88b電訊盈科xn--gecrj9cstatefarmaccountantaquarelleolayangroup香格里拉xn--p1ai组织机构xn--1ck2e1bxn--mgbt3dhdschwarzموريتانياabudhabinowruzkomatsufujitsuhospitalxn--80asehdbxn--mgbtf8flxn--j6w193gxn--yfro4i67oprudentialxn--flw351ecruisescoursesrecipesxn--e1a4cferrarixn--ses554gxn--wgbl6awatchesstaplessinglesxn--mgbcpq6gpa1axn--otu796dpropertiescreditunionxn--mgbah1a3hjkrdstockholmhisamitsuالسعوديةstcgroupdomainsoriginscouponsbloombergclubmedfroganslimitedxn--80aqecdr1aexposedinternationalequipmentbarclaycardxn--q7ce6axn--mgbi4ecexpprotectionassociatesconstructionxn--cck2b3bxn--45q11candroidfoundationישראלxn--mgbca7dzdocliniqueboutiqueengineerxn--qxa6asystemsfirmdalefashionauctionxn--nqv7finfinitirentalsreliancetradingweddingfishinghostinggentingbookingcookingxn--3hcrj9cgraingerxn--czrs0tdemocratsamsungyokohamaxn--h2breg3evexn--nyqy26alundbeckmelbournevacationssolutionsfrontierxn--vermgensberatung-pwbmanagementxn--cg4bkixn--mgb2ddeslincolnhamburgsandvikcoromantblockbusterairforcebarefootxn--4dbrk0ceinvestmentsfeedbackcommunityxn--ngbrxالبحرينdiamondsamsterdamhealthcareredumbrellaxn--mxtq1mxn--2scrj9cagakhanxn--mgbpl2fhкатоликcaravanசிங்கப்பூர்richardlimortgageamericanfamilyxn--fzc2c9e2cscholarshipssaarlandxn--imr513nvlaanderensamsclubgoodyearkitchenஇந்தியாweatherchannelallfinanzxn--kput3iالسعودیۃxn--90aisxn--efvy88hالجزائرxn--mgbaam7a8hexchangejpmorganxn--tiq49xqyjfidelitysecurityxn--mk1bu44cwanggouxn--fiq64bxn--6qq986b3xlxn--mgbbh1a71exn--80ao21amarshallsxn--5tzm5gtravelerspanasoniclatrobeyoutubeaccountantsxn--rhqv96gxn--cckwcxetdanalyticsxn--ygbi2ammxبازاربھارتسوريةorganicfreseniusسورياxn--9krt00axn--qcka1pmcxn--jlq480n2rgdeloittesciencefinancexn--jvr189mxn--30rr7yhomesensehotmailbaseballfootballleclercboehringerxn--q9jyb4cxn--mix082fاليمنهمراهpolitieسودانايرانایرانnetflixyamaxunxn--lgbbat1ad8jcollegestoragecapetowncolognekerrypropertiesxn--mgbgu82axn--ogbpf8flxn--czru2dwhoswhociprianilasallexn--g2xx48cforsalebanamexaudiblexn--vermgensberater-ctbxn--zfr164bericssonvanguardxn--45brj9cindustriestheatremarriottxn--3bst00mcomparexn--mgberp4a5d4a87gcapitaldigitalالمغربbarcelonashangrilaxn--d1alfcalvinkleinwwwcitysapporokawasakinagoyasendaikobekitakyushuyokohamackjp";
const rulesRoot = 668;
const exceptionsRoot = 672;

// NOTE: kept (intentionally) near-identical to packages/tldts-icann/src/suffix-trie.ts.
// They are separate copies rather than a shared helper because the lookup is
// only fast when the typed arrays are module-scope monomorphic globals —
// closing over them (a shared factory) measured ~20% slower. The ICANN build
// also specializes (constant mask, no isIcann/isPrivate). Keep the two in sync.
// `charCodeAt.call(hostname, i)`, not `hostname.charCodeAt(i)`: see
// `is-valid.ts` in tldts-core.
// eslint-disable-next-line @typescript-eslint/unbound-method
const charCodeAt = String.prototype.charCodeAt;
// `edgeOffset` (where each label starts in `labelText`), `edgeHash` (djb2 of
// each label) and `wildcardEdge` (each node's '*' edge, or -1) are derived once
// at load instead of being shipped: the bundle then carries only the
// compressible `labelText` + structure, while the lookup binary-searches
// integer hashes. The cost is a single ~1ms pass at first import — cheaper than
// the object trie it replaces. Kept at module scope (not captured in a closure)
// so V8 treats the typed arrays as fast monomorphic globals.
const numberOfNodes = nodeFlags.length;
const numberOfEdges = edgeLength.length;
const edgeOffset = new Uint32Array(numberOfEdges);
const edgeHash = new Uint32Array(numberOfEdges);
const wildcardEdge = new Int32Array(numberOfNodes).fill(-1);
for (let node = 0, offset = 0; node < numberOfNodes; node += 1) {
    for (let edge = edgeStart[node]; edge < edgeStart[node + 1]; edge += 1) {
        edgeOffset[edge] = offset;
        const end = offset + edgeLength[edge];
        let hash = 5381;
        for (let i = end - 1; i >= offset; i -= 1) {
            hash = (hash * 33) ^ labelText.charCodeAt(i);
        }
        edgeHash[edge] = hash >>> 0;
        if (edgeLength[edge] === 1 &&
            labelText.charCodeAt(offset) === 42 /* '*' */) {
            wildcardEdge[node] = edge;
        }
        offset = end;
    }
}
// Result of the last `walk`, kept in module scope to avoid allocating a match
// object. Safe because lookups are synchronous and read right after `walk`.
let matchNode = -1;
let matchStart = 0;
let matchEnd = 0;
/**
 * True if edge `edge`'s label equals `hostname[start, start + length)`.
 */
function labelEquals(edge, hostname, start, length) {
    if (edgeLength[edge] !== length) {
        return false;
    }
    const offset = edgeOffset[edge];
    for (let i = 0; i < length; i += 1) {
        if (labelText.charCodeAt(offset + i) !== hostname.charCodeAt(start + i)) {
            return false;
        }
    }
    return true;
}
/**
 * Find the child edge of `node` whose label is `hostname[start, start + length)`.
 * Edges are sorted by hash, so binary-search the hash then verify the label
 * (scanning the rare run of equal hashes). Returns the edge index or -1.
 */
function findEdge(node, hash, hostname, start, length) {
    let lo = edgeStart[node];
    let hi = edgeStart[node + 1];
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const value = edgeHash[mid];
        if (value < hash) {
            lo = mid + 1;
        }
        else if (value > hash) {
            hi = mid;
        }
        else {
            for (let e = mid; e >= lo && edgeHash[e] === hash; e -= 1) {
                if (labelEquals(e, hostname, start, length))
                    return e;
            }
            for (let e = mid + 1; e < hi && edgeHash[e] === hash; e += 1) {
                if (labelEquals(e, hostname, start, length))
                    return e;
            }
            return -1;
        }
    }
    return -1;
}
/**
 * Walk `hostname`'s labels right-to-left from `root`, recording the deepest
 * node whose flag passes `allowedMask` (with the label boundaries of that match
 * in `matchStart`/`matchEnd`). Returns whether any match was found.
 * An empty label (leading dot or `..`) never matches a `*` edge.
 */
function walk(hostname, root, allowedMask) {
    let node = root;
    let end = hostname.length;
    let hash = 5381;
    matchNode = -1;
    for (let i = hostname.length - 1; i >= 0; i -= 1) {
        const code = charCodeAt.call(hostname, i);
        if (code === 46 /* '.' */) {
            const start = i + 1;
            let edge = findEdge(node, hash >>> 0, hostname, start, end - start);
            if (edge === -1 && end !== start) {
                edge = wildcardEdge[node];
            }
            if (edge === -1) {
                return matchNode !== -1;
            }
            node = edgeChild[edge];
            if ((nodeFlags[node] & allowedMask) !== 0) {
                matchNode = node;
                matchStart = start;
                matchEnd = end;
            }
            end = i;
            hash = 5381;
        }
        else {
            hash = (hash * 33) ^ code;
        }
    }
    // Left-most label: hostname[0, end). Same find/descend/record as the loop —
    // duplicated rather than folded into the loop (via `i >= -1`) because that
    // extra per-character branch measured slightly slower on the hot path.
    let edge = findEdge(node, hash >>> 0, hostname, 0, end);
    if (edge === -1 && end !== 0) {
        edge = wildcardEdge[node];
    }
    if (edge !== -1) {
        node = edgeChild[edge];
        if ((nodeFlags[node] & allowedMask) !== 0) {
            matchNode = node;
            matchStart = 0;
            matchEnd = end;
        }
    }
    return matchNode !== -1;
}
/**
 * Check if `hostname` has a valid public suffix in the trie.
 */
function suffixLookup(hostname, options, out) {
    if (fastPathLookup(hostname, options, out)) {
        return false;
    }
    const allowedMask = (options.allowPrivateDomains ? 2 /* RULE_TYPE.PRIVATE */ : 0) |
        (options.allowIcannDomains ? 1 /* RULE_TYPE.ICANN */ : 0);
    // Exceptions have priority and strip their own left-most label (e.g. the
    // rule '!www.ck' makes the suffix of 'www.ck' be 'ck').
    if (walk(hostname, exceptionsRoot, allowedMask)) {
        out.isIcann = (nodeFlags[matchNode] & 1 /* RULE_TYPE.ICANN */) !== 0;
        out.isPrivate = (nodeFlags[matchNode] & 2 /* RULE_TYPE.PRIVATE */) !== 0;
        out.publicSuffix = hostname.slice(matchEnd + 1);
        return true;
    }
    if (walk(hostname, rulesRoot, allowedMask)) {
        out.isIcann = (nodeFlags[matchNode] & 1 /* RULE_TYPE.ICANN */) !== 0;
        out.isPrivate = (nodeFlags[matchNode] & 2 /* RULE_TYPE.PRIVATE */) !== 0;
        out.publicSuffix = hostname.slice(matchStart);
        return false;
    }
    // No match: the prevailing '*' rule makes the right-most label the suffix.
    out.isIcann = false;
    out.isPrivate = false;
    const lastDot = hostname.lastIndexOf('.');
    out.publicSuffix = lastDot === -1 ? hostname : hostname.slice(lastDot + 1);
    return false;
}

// For all methods but 'parse', it does not make sense to allocate an object
// every single time to only return the value of a specific attribute. To avoid
// this un-necessary allocation, we use a global object which is re-used.
const RESULT = getEmptyResult();
function parse(url, options) {
    return parseImpl(url, 5 /* FLAG.ALL */, suffixLookup, options, getEmptyResult());
}
function getDomain(url, options) {
    /*@__INLINE__*/ resetResult(RESULT);
    return parseImpl(url, 3 /* FLAG.DOMAIN */, suffixLookup, options, RESULT).domain;
}

// Hosts of URLs read through the Public Suffix List (tldts): which registrable domain a host
// belongs to (`sh.rustup.rs` → `rustup.rs`, `a.b.example.co.uk` → `example.co.uk`), whether a
// host is an IP address, and whether it sits under a shared suffix where anyone can get a name
// (the list's private section: `*.github.io`, `*.ngrok.io`). Shared by the rules that judge where
// a download comes from and where data goes.
/** URLs longer than this are not parsed (a URL in a skill is short; this one is not a source). */
const MAX_URL = 2048;
// Longer is no host name (RFC 1035); a longer string from a skill is not parsed at all.
const MAX_HOST = 253;
/** The site of `url` (with or without a scheme), or undefined when it names no host. */
function siteOf(url) {
    if (url.length > MAX_URL)
        return undefined;
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase() ?? '';
    const icann = parse(url, { allowPrivateDomains: false });
    if (icann.hostname === null || icann.hostname === '')
        return undefined;
    const isIp = icann.isIp === true;
    if (!isIp && icann.domain === null)
        return undefined;
    const shared = !isIp && parse(url, { allowPrivateDomains: true }).isPrivate === true;
    return {
        scheme,
        hostname: icann.hostname,
        domain: isIp ? null : icann.domain,
        label: icann.domainWithoutSuffix ?? '',
        subdomain: icann.subdomain ?? '',
        isIp,
        shared
    };
}
/** The host of an http(s) URL, lower case; undefined for anything else or a URL too long to be one. */
function hostOf(url) {
    if (url.length > MAX_URL || !/^https?:\/\//i.test(url))
        return undefined;
    try {
        const host = new URL(url).hostname.toLowerCase();
        return host === '' ? undefined : host;
    }
    catch {
        return undefined;
    }
}
/**
 * The domain one owner holds for a host; undefined for an IP address, a bare name (`localhost`)
 * or a public suffix alone. Unlike `Site.domain`, a name under a shared suffix is its own owner's
 * (`alice.github.io`, not `github.io`): the question here is who receives what is sent.
 */
function registrableDomain(host) {
    if (host.length > MAX_HOST)
        return undefined;
    return getDomain(host.toLowerCase(), { allowPrivateDomains: true }) ?? undefined;
}

const SOCKET_CONNECT = /\bsocket\b[^\n]*\bconnect\b|\.connect\(\s*\(/i;
/** The socket given to a process as its input and output. */
const HANDS_OVER = /\bos\.dup2\b|\.fileno\(\)|\bpty\.spawn\b|\bstd(?:in|out)\s*[=:]|\.pipe\(/;
/** A shell or command interpreter started. */
const SHELL_PROGRAM = /\/bin\/(?:ba|z|da)?sh\b|\bcmd\.exe\b|\bpty\.spawn\b|["'](?:ba|z)?sh["']|\bpowershell(?:\.exe)?\b/i;
/** How many lines around the connection the hand-over may be. */
const WINDOW$1 = 6;
/** Connections looked at per text (a file with many is checked at its first ones). */
const MAX_CONNECTIONS = 20;
const MAX_LINE = 4000;
function codeReverseShells(text) {
    if (!text.includes('connect'))
        return [];
    const lines = text.split('\n');
    let seen = 0;
    for (let i = 0; i < lines.length && seen < MAX_CONNECTIONS; i++) {
        const line = lines[i];
        if (line.length > MAX_LINE || !SOCKET_CONNECT.test(line))
            continue;
        seen++;
        const near = lines
            .slice(Math.max(0, i - WINDOW$1), i + WINDOW$1 + 1)
            .filter((l) => l.length <= MAX_LINE)
            .join('\n');
        if (HANDS_OVER.test(near) && SHELL_PROGRAM.test(near)) {
            return [
                {
                    ruleId: 'exec/reverse-shell',
                    line: i + 1,
                    message: 'code that hands a shell to a socket',
                    evidence: line
                }
            ];
        }
    }
    return [];
}

// Where secrets live, one list for the prose, code and shell rules: key and token files, browser
// credential stores, the keychain's files, variables named for a secret, and which service a
// well-known variable's secret belongs to. What holds no secret is left off on purpose: the SSH
// client's config and public keys, a browser's other files (its native-messaging configs, its
// executable), a variable that names a URL or a count.
const HOME = String.raw `(?:~|\$HOME|\$\{HOME\})\/`;
// A folder named alone (`~/.ssh`, `~/.aws/`, `~/.ssh/*`): everything in it.
const WHOLE = String.raw `\/?\*?(?=$|[\s"'\`)\],;])`;
/** A file or folder that holds credentials. */
const CREDENTIAL_FILE = new RegExp([
    String.raw `\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub|_)`,
    `${HOME}\\.(?:ssh|aws|gnupg)${WHOLE}`,
    String.raw `\.aws\/credentials\b`,
    String.raw `\.gnupg\/private-keys`,
    String.raw `\.kube\/config\b`,
    String.raw `\.docker\/config\.json\b`,
    // a project's own .npmrc or .pypirc names registries; the user's holds their tokens
    `${HOME}\\.(?:npmrc|pypirc)\\b`,
    String.raw `\.(?:netrc|git-credentials|pgpass)\b`,
    String.raw `\.config\/gcloud\b`,
    String.raw `\.config\/gh\/hosts\.yml\b`,
    String.raw `\/etc\/shadow\b`,
    String.raw `\bLogin Data\b`,
    String.raw `\bcookies\.sqlite\b`,
    String.raw `\blogins\.json\b`,
    String.raw `\bkey4\.db\b`,
    String.raw `Library\/Keychains\b`,
    String.raw `Ethereum\/keystore\b`
].join('|'));
/** A dotenv file as a whole word (`.env`, `.env.local`), the usual home of a project's keys. */
const DOTENV = /(?:^|[\s/@"'=])\.env(?:\.\w+)?$/;
/** Anything whose content is secret when sent: credential files, dotenv files, shell history. */
const SECRET_FILE = new RegExp(`${CREDENTIAL_FILE.source}|(?:^|[\\s/@"'=])\\.env(?:\\.\\w+)?\\b|_history\\b|\\/etc\\/passwd\\b`);
/** A command substitution or backquote that dumps the environment or a secret file. */
const DUMPS_ENV = /\$\((?:\s*(?:env|printenv|set|export\s+-p|cat\s+[^)]*(?:\.env|\.ssh|\.aws|credentials|_history)))[^)]*\)|`(?:env|printenv)`/;
// The parts of a variable name that say it holds a secret, and the last parts that say it holds
// something about one (its file, its URL, its name in a vault) rather than the secret itself.
const SECRET_PART = /(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|APIKEY|CREDENTIALS?|COOKIE)S?$/;
const KEY_QUALIFIER = /^(?:API|ACCESS|SECRET|PRIVATE|SIGNING|AUTH|ENCRYPTION|MASTER|SERVICE|CLIENT)$/;
const ABOUT_PART = /^(?:URL|URI|HOST|PATH|DIR|FILE|NAME|ENDPOINT|REGION|COUNT|TYPE|MODE|HEADER|TTL|EXPIRY|EXPIRES|LENGTH|ITEM|ACCOUNT|VAULT|PROJECT|CONFIG|ID|UUID|REF)$/;
/** A variable name that says its value is a secret (`GITHUB_TOKEN`, `PGPASSWORD`, `AWS_ACCESS_KEY_ID`). */
function isSecretName(name) {
    const parts = name.toUpperCase().split('_').filter(Boolean);
    const last = parts[parts.length - 1] ?? '';
    const accessKeyId = parts.slice(-3).join('_') === 'ACCESS_KEY_ID';
    if (ABOUT_PART.test(last) && !accessKeyId)
        return false;
    return parts.some((part, i) => SECRET_PART.test(part) || (part === 'KEY' && KEY_QUALIFIER.test(parts[i - 1] ?? '')));
}
const VARIABLE = /\$\{?([A-Za-z_][A-Za-z0-9_]{0,63})/g;
/** The names of the secret variables a shell word expands. */
function secretVariables(raw) {
    if (!raw.includes('$'))
        return [];
    return [...raw.matchAll(VARIABLE)].map((m) => m[1]).filter(isSecretName);
}
// Variables whose prefix names a well-known service, and that service's registrable domains.
const ISSUERS = [
    [/^(?:GITHUB|GH)_/, ['github.com', 'githubusercontent.com']],
    [/^AWS_/, ['amazonaws.com', 'amazon.com']],
    [/^ANTHROPIC_/, ['anthropic.com']],
    [/^OPENAI_/, ['openai.com']],
    [/^NPM_/, ['npmjs.org', 'npmjs.com']],
    [/^(?:HF|HUGGINGFACE|HUGGING_FACE)_/, ['huggingface.co']],
    [/^PYPI_/, ['pypi.org']],
    [/^SLACK_/, ['slack.com']],
    [/^STRIPE_/, ['stripe.com']]
];
/** The registrable domains of the service a well-known secret variable belongs to. */
function knownIssuer(name) {
    return ISSUERS.find(([prefix]) => prefix.test(name.toUpperCase()))?.[1];
}
/**
 * The host belongs to the service the variable is named for: a well-known one's domain, or a
 * domain spelled like the name's first word (`CALCOM_API_KEY` and `api.cal.com`).
 */
function isIssuerHost(name, host) {
    const domain = registrableDomain(host);
    if (domain === undefined)
        return false;
    const known = knownIssuer(name);
    if (known !== undefined)
        return known.some((d) => domain === d || domain.endsWith(`.${d}`));
    const word = (name.toLowerCase().split('_')[0] ?? '').replace(/[^a-z0-9]/g, '');
    if (word.length < 2)
        return false;
    const label = domain.split('.')[0] ?? '';
    return word === label || word === domain.replace(/[^a-z0-9]/g, '');
}

const PIPE_TO_SHELL = /\b(?:curl|wget)\b[^|\n]{1,300}\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:ba|z|da|k)?sh\b/i;
const POWERSHELL_EXEC = /\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring|net\.webclient)\b[^\n]{0,300}(?:\|\s*(?:iex|invoke-expression)\b|\b(?:iex|invoke-expression)\s*\()/i;
const POWERSHELL_EXEC_REVERSED = /\b(?:iex|invoke-expression)\s*\(?\s*\(?\s*(?:new-object\s+net\.webclient|iwr|irm|invoke-webrequest|invoke-restmethod)/i;
const DEV_TCP = /\/dev\/(?:tcp|udp)\/[\w.-]+\/\d+/;
const PS_SOCKET = /net\.sockets\.tcpclient/i;
const ENV_DUMP = /\bjson\.dumps\(\s*(?:dict\()?os\.environ|\bstr\(\s*os\.environ\s*\)|\{\s*\*\*os\.environ|os\.environ\.items\(\)|JSON\.stringify\(\s*process\.env\s*\)|Object\.(?:entries|keys)\(\s*process\.env\s*\)/;
const NET_CALL = /\b(?:requests\.(?:post|put|get)|urllib\.request|urlopen|http\.client|httpx\.(?:post|put|get)|fetch\(|axios\.(?:post|put|get)|XMLHttpRequest|sendBeacon|socket\.send|smtplib)\b/;
// A string literal naming a credential file, on a line whose code opens, reads or sends it: a
// list of the paths a scanner or a YARA rule looks for names them without reading any.
const STRING_LITERAL = /(["'`])([^"'`\n]{1,300})\1/g;
const FILE_ACCESS = /\b(?:open|fopen|read\w*|load\w*|readFile\w*|Get-Content|copy\w*|copyfile|send\w*|upload\w*|post|subprocess|exec\w*|system|popen)\b|@\{?/;
/** The call must be code, outside the literals: a scanner's regex or message names both. */
function opensCredentialFile(line) {
    let named = false;
    for (const [, , inner] of line.matchAll(STRING_LITERAL))
        named ||= CREDENTIAL_FILE.test(inner);
    return named && FILE_ACCESS.test(line.replace(STRING_LITERAL, '""'));
}
const MARKDOWN_URL = /!?\[[^\]\n]{0,300}\]\(\s*<?(https?:\/\/[^\s)>]{1,2000})|<img\b[^>\n]{0,300}?\bsrc\s*=\s*["']?(https?:\/\/[^\s"'>]{1,2000})/gi;
// A query value the agent fills in: `{…}`, `$VAR`, `<…>`, `%s`, `[PLACEHOLDER]` or a capitalised
// name with an underscore (`USER_TOKEN`). An ellipsis is an elided URL, not a template.
const TEMPLATED = /[{}$<>]|%s|%7B|\[[A-Z_ ]+\]|=[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;
function lineHit(ruleId, line, message, evidence, severity) {
    return { ruleId, line, message, evidence, ...(severity === undefined ? {} : { severity }) };
}
const URL_WORDS = new Keywords(['http', 'https']);
/** Images and links whose query string is filled in with data, on any host. */
function beaconHits(facts, words = facts) {
    if (!words.mentions(URL_WORDS) || !facts.text.includes('?'))
        return [];
    const hits = [];
    for (const match of facts.text.matchAll(MARKDOWN_URL)) {
        const url = match[1] ?? match[2] ?? '';
        const query = url.indexOf('?');
        if (query === -1 || !TEMPLATED.test(url.slice(query)))
            continue;
        hits.push(lineHit('exfil/markdown-beacon', facts.lineAt(match.index), 'an image or link whose query string is filled in with data', match[0]));
    }
    return hits;
}
// A file's gates are asked for once per fenced block in it: they are worked out once per file.
const knownGates = new WeakMap();
/** Which line rules could match at all, from keywords of the whole text. */
function gates(facts, prose) {
    let known = knownGates.get(facts);
    if (known === undefined)
        knownGates.set(facts, (known = {}));
    return prose
        ? (known.prose ??= computeGates(facts, true))
        : (known.code ??= computeGates(facts, false));
}
const PIPE_WORDS = new Keywords(['curl', 'wget']);
const POWERSHELL_WORDS = new Keywords(['iex', 'expression']);
const SOCKET_WORDS = new Keywords(['tcp', 'udp', 'tcpclient']);
const CODE_WORDS = new Keywords([
    'ssh',
    'id_rsa',
    'aws',
    'gcloud',
    'kube',
    'docker',
    'netrc',
    'credentials',
    'login',
    'cookies',
    'logins',
    'key4',
    'keychains',
    'id_ed25519',
    'id_ecdsa',
    'id_dsa',
    'npmrc',
    'pypirc',
    'pgpass',
    'gnupg',
    'shadow',
    'keystore',
    'hosts',
    'environ',
    'env',
    'socket'
]);
function computeGates(facts, prose) {
    return {
        pipe: facts.mentions(PIPE_WORDS),
        powershell: facts.mentions(POWERSHELL_WORDS),
        socket: facts.mentions(SOCKET_WORDS),
        code: !prose && facts.mentions(CODE_WORDS)
    };
}
/**
 * Whether a line rule may match in a part of the text `words` holds: when not, the part need not
 * be cut out for them.
 */
function mayNeedLineRules(words, prose) {
    const on = gates(words, prose);
    return (on.pipe ||
        on.powershell ||
        on.socket ||
        on.code ||
        (words.mentions(URL_WORDS) && words.text.includes('?')));
}
/** The line rules over the text. */
function lineRuleHits(facts, options) {
    const words = options.within ?? facts;
    const hits = [...beaconHits(facts, words)];
    const on = gates(words, options.prose);
    if (!on.pipe && !on.powershell && !on.socket && !on.code)
        return hits;
    const text = facts.text;
    let number = 0;
    let envDumpLine = 0;
    let netLine = 0;
    for (const line of text.split('\n')) {
        number++;
        if (line.length > 4000)
            continue;
        if (on.pipe && PIPE_TO_SHELL.test(line)) {
            hits.push(lineHit('exec/download-exec', number, 'a download piped into a shell', line, 'high'));
        }
        if (on.powershell && (POWERSHELL_EXEC.test(line) || POWERSHELL_EXEC_REVERSED.test(line))) {
            hits.push(lineHit('exec/download-exec', number, 'downloaded PowerShell run with Invoke-Expression', line));
        }
        if (on.socket && DEV_TCP.test(line)) {
            hits.push(lineHit('exec/reverse-shell', number, 'a connection to /dev/tcp, the shape of a reverse shell', line));
        }
        if (on.socket && PS_SOCKET.test(line)) {
            hits.push(lineHit('exec/reverse-shell', number, 'a raw TCP client in PowerShell', line));
        }
        if (on.code) {
            if (opensCredentialFile(line))
                hits.push(lineHit('cred/access', number, 'code that opens credential files', line));
            if (envDumpLine === 0 && ENV_DUMP.test(line))
                envDumpLine = number;
            if (netLine === 0 && NET_CALL.test(line))
                netLine = number;
        }
    }
    const evidenceAt = (n) => text.split('\n', n)[n - 1] ?? '';
    if (envDumpLine > 0 && netLine > 0) {
        hits.push(lineHit('exfil/network-send', netLine, 'code that sends the whole environment over the network', evidenceAt(netLine)));
    }
    if (on.code)
        hits.push(...codeReverseShells(text));
    return hits;
}

// Where an order to the agent starts. Words such as "bypass", "silently", "send" or "read" are
// common in description ("attackers bypass the filter", "the SDK silently adds a field"); an order
// puts the verb first in its sentence, clause, list item or table cell, perhaps after "then",
// "first", a leading "when done," or a "you must".
const NOT = "(?:do\\s+not|don'?t|never|must\\s+not|should\\s+not|shall\\s+not)";
/** A sentence that says what not to do: "Never send keys to …" is advice, not an order. */
const NEGATED = new RegExp(`\\b${NOT}\\b|\\bnever\\b|\\bavoid\\b`, 'i');
const ADVERBS = '(?:(?:then|and|also|first|next|now|always|just|simply|please|finally)\\s+)*';
const WHEN = '(?:(?:when|after|once|before|if|while)\\b[^,.\\n]{0,60},\\s*)?';
// "you must", "the agent should", "Claude needs to": an order given in the third person too.
const MUST = `(?:(?:you|the\\s+(?:agent|assistant|model|ai)|claude)\\s+(?:must|should|will|needs?\\s+to|has\\s+to|have\\s+to)\\s+${ADVERBS})?`;
const ORDER_BEFORE = new RegExp(`(?:^|[.!?;:]\\s+|\\|\\s*|,\\s*)[\\s>*_#\\-+\\d.)\`"'\\u201c]*${ADVERBS}${WHEN}${MUST}$`, 'i');
/** The word at `start` of `line` begins an order (an imperative), not a description. */
function startsOrder(line, start) {
    return ORDER_BEFORE.test(line.slice(Math.max(0, start - 120), start));
}
/** The sentences of a line (a full stop inside a URL or a number does not end one). */
const sentences = (line) => line.split(/(?<=[.!?])\s+/);
/** A line of a markdown table: its cells are labels and examples more often than orders. */
const tableRow = (line) => /^\s*\|/.test(line);

const W$1 = '\\s+';
const URL_IN_TEXT = /\bhttps?:\/\/[^\s)>"'`]+/i;
const FETCH_VERB = /\b(?:fetch|download|retrieve|load|curl|wget|pull)\b/i;
const OBEY_VERB = /\b(?:follow|obey|execute|run|apply|do\s+what|treat\s+(?:it|them|this)\s+as|use\s+(?:it|them)\s+as)\b/i;
const ORDERS = /\b(?:instructions|commands|directives|rules|prompt|it\s+says|they\s+say|whatever|the\s+response|its\s+contents|the\s+contents|tasks)\b/i;
const OWN_ORDERS = new RegExp(`\\b(?:your|new|updated|latest|current|real|actual|additional|further)${W$1}(?:instructions|rules|prompts?|directives|commands|tasks|guidelines)${W$1}(?:from|at)\\b`, 'i');
/** "Fetch your instructions from <url>", or a line that both fetches a URL and obeys what it says. */
function remoteInstructionLine(line) {
    if (!URL_IN_TEXT.test(line))
        return false;
    if (OWN_ORDERS.test(line) && FETCH_VERB.test(line))
        return true;
    return FETCH_VERB.test(line) && OBEY_VERB.test(line) && ORDERS.test(line);
}
const SEND_VERB = /\b(?:send|upload|post|transmit|forward|exfiltrate|submit|leak|beacon|pipe)\b(?!-)/gi;
const SECRET_NOUN = /\b(?:credentials?|api[\s_-]?keys?|access\s+keys?|tokens?|secrets?|passwords?|ssh\s+keys?|private\s+keys?|environment\s+variables|env\s+vars?|cookies|session\s+(?:ids?|tokens?)|conversation|chat\s+history|(?:the\s+)?user'?s?\s+(?:files|data|messages|documents))\b|\.env\b|~\/\.(?:ssh|aws)/i;
// "to" and the URL, perhaps as a markdown link or in angle brackets or backticks.
const TO_URL = /\b(?:to|into)\s+(?:the\s+[\w-]+\s+(?:at\s+)?)?(?:\[[^\]]{0,100}\]\(|<|`)?(https?:\/\/[^\s)>"'`]+)/i;
// Where a token is exchanged or a user signs in: sending a code or a key there is the protocol.
const AUTH_ENDPOINT = /\/(?:oauth2?|token|authorize|auth|login|signin|sign-in)(?:[/?#]|$)/i;
/** An order to send a secret to a URL of another owner than the service the sentence names. */
function sendsSecret(sentence) {
    for (const verb of sentence.matchAll(SEND_VERB)) {
        if (!startsOrder(sentence, verb.index))
            continue;
        const rest = sentence.slice(verb.index + verb[0].length, verb.index + verb[0].length + 240);
        const to = TO_URL.exec(rest);
        if (to === null)
            continue;
        const object = rest.slice(0, to.index);
        const host = hostOf(to[1]);
        if (!SECRET_NOUN.test(object) || host === undefined || AUTH_ENDPOINT.test(to[1]))
            continue;
        // "send your Acme key to https://api.acme.com": the key goes to the service that issued it
        const owner = (registrableDomain(host) ?? host).split('.')[0] ?? '';
        if (owner.length > 1 && new RegExp(`\\b${owner}\\b`, 'i').test(object))
            continue;
        return true;
    }
    return false;
}
const READ_VERB = /\b(?:read|cat|open|copy|collect|gather|grab|extract|print|dump|include|upload|send|harvest|load)\b(?!-)/gi;
/** An order to read (or copy, or send) a credential file named in the same sentence. */
function readsCredentials(sentence) {
    for (const verb of sentence.matchAll(READ_VERB)) {
        if (!startsOrder(sentence, verb.index))
            continue;
        if (CREDENTIAL_FILE.test(sentence.slice(verb.index, verb.index + 200)))
            return true;
    }
    return false;
}
const CREDENTIAL_WORDS = new Keywords([
    'ssh',
    'id_rsa',
    'id_ed25519',
    'id_ecdsa',
    'id_dsa',
    'aws',
    'gcloud',
    'kube',
    'docker',
    'netrc',
    'npmrc',
    'pypirc',
    'pgpass',
    'credentials',
    'gnupg',
    'shadow',
    'login',
    'cookies',
    'logins',
    'key4',
    'keychains',
    'keystore',
    'hosts'
]);
/** The rules that need several words on one line: remote instructions, sending secrets, reading credentials. */
function lineHits(facts) {
    // Each rule needs a URL on a line (so a `://`) or a credential path there: first in the text.
    const urls = facts.mentions(URL_WORDS) && facts.text.includes('://');
    const credentials = facts.mentions(CREDENTIAL_WORDS) && CREDENTIAL_FILE.test(facts.text);
    if (!urls && !credentials)
        return [];
    const hits = [];
    let number = 0;
    for (const line of facts.text.split('\n')) {
        number++;
        if (line.length > 4000)
            continue;
        const url = urls && line.includes('://');
        if (url || (credentials && CREDENTIAL_FILE.test(line)))
            hits.push(...instructionLineHits(line, number, url, credentials));
    }
    return hits;
}
/** The rules of `lineHits` on one line, those of URLs and of credentials when asked. */
function instructionLineHits(line, number, urls, credentials) {
    const hits = [];
    if (urls && remoteInstructionLine(line)) {
        hits.push({
            ruleId: 'injection/remote-instructions',
            line: number,
            message: 'tells the agent to load instructions from a URL at run time',
            evidence: line
        });
    }
    const orders = sentences(line).filter((sentence) => !NEGATED.test(sentence));
    if (urls && orders.some(sendsSecret)) {
        hits.push({
            ruleId: 'exfil/network-send',
            line: number,
            message: "tells the agent to send secrets or the user's data to a URL of another owner",
            evidence: line,
            severity: 'medium'
        });
    }
    if (credentials && orders.some(readsCredentials)) {
        hits.push({
            ruleId: 'cred/access',
            line: number,
            message: 'tells the agent to read credential files',
            evidence: line
        });
    }
    return hits;
}

const gated = (re, ...keys) => ({
    keys: keys.map((group) => new Keywords(group)),
    re
});
const ordered = (re, ...keys) => ({ ...gated(re, ...keys), order: true });
const W = '\\s+';
const OBJECT = '(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|constraints|programming)';
const EARLIER = '(?:previous|prior|above|earlier|preceding|original|existing|other|system|developer|initial|safety)';
const WHO = "(?:the\\s+user(?:'?s)?|users|the\\s+human|the\\s+operator|anyone|the\\s+developer)";
// The agent's own doings, the object of an order to hide something from the user.
const DOINGS = '(?:uploads?|downloads?|steps?|actions?|commands?|requests?|changes?|transfers?|cop(?:y|ies)|backups?|install(?:ation)?s?|files?|data|credentials|keys|tokens?|scripts?|calls?|connections?|messages?|emails?|activity|operations?)\\b';
const OVERRIDE_VERBS = ['ignore', 'disregard', 'forget', 'override', 'overrule', 'abandon'];
const HIJACK_WORDS = ['unrestricted', 'unfiltered', 'uncensored', 'jailbroken', 'evil'];
const PEOPLE = ['user', 'users', 'human', 'operator', 'anyone', 'developer'];
const PHRASE_RULES = [
    {
        ruleId: 'injection/override',
        message: 'tells the agent to ignore or replace its instructions',
        patterns: [
            gated(new RegExp(`\\b(?:ignore|disregard|forget|override|overrule|abandon)${W}(?:all${W}|any${W}|the${W}|your${W}|every${W}|of${W}){0,3}(?:${EARLIER}${W}){1,3}${OBJECT}`, 'gi'), OVERRIDE_VERBS),
            gated(new RegExp(`\\b(?:ignore|disregard|forget)${W}(?:everything|all|anything)${W}(?:you${W}(?:were|have${W}been)${W}told|(?:said${W})?(?:above|before|previously|earlier))`, 'gi'), ['ignore', 'disregard', 'forget']),
            gated(new RegExp(`\\bnew${W}(?:system${W})?instructions${W}?:`, 'gi'), ['instructions']),
            gated(new RegExp(`\\b(?:take|takes|have|has)${W}(?:precedence|priority)${W}over${W}(?:all${W}|any${W}|the${W}|your${W})(?:other${W})?(?:system${W}|previous${W}|user${W}|safety${W})?${OBJECT}`, 'gi'), ['precedence', 'priority']),
            gated(new RegExp(`\\boverride${W}(?:the${W}|your${W})?system${W}prompt`, 'gi'), ['override'])
        ]
    },
    {
        ruleId: 'injection/role-hijack',
        message: 'gives the agent a new identity or fakes a system turn',
        patterns: [
            gated(new RegExp(`\\byou${W}are${W}now${W}(?:an?${W}|the${W}|in${W})?(?:unrestricted|unfiltered|uncensored|jailbroken|dan\\b|evil|free${W}(?:from|of)|developer${W}mode|god${W}mode|admin(?:istrator)?${W}mode|root${W}mode|no${W}longer)`, 'gi'), ['now']),
            gated(new RegExp(`\\byou${W}are${W}no${W}longer${W}(?:an?${W})?(?:ai|assistant|claude|bound|restricted|limited|subject)`, 'gi'), ['longer']),
            gated(new RegExp(`\\bfrom${W}now${W}on,?${W}(?:you${W}(?:are|will${W}(?:act|behave|respond|be))|act${W}as|respond${W}as|pretend)`, 'gi'), ['now']),
            gated(new RegExp(`\\b(?:act|behave)${W}as${W}(?:an?${W})?(?:unrestricted|unfiltered|uncensored|jailbroken|evil)\\b`, 'gi'), HIJACK_WORDS),
            gated(new RegExp(`\\bpretend${W}(?:to${W}be|you${W}are)${W}(?:the${W})?(?:system|developer|administrator|admin|root|anthropic|openai)\\b`, 'gi'), ['pretend']),
            gated(new RegExp(`\\b(?:enter|enable|activate|switch${W}to)${W}(?:developer|dan|god|jailbreak|unrestricted)${W}mode\\b`, 'gi'), ['mode']),
            gated(/<\/?system>|<\|im_(?:start|end)\|>|\[\/?(?:SYSTEM|INST)\]|^[ \t]*SYSTEM[ \t]*:/gm, [
                'system',
                'im_start',
                'im_end',
                'inst'
            ])
        ]
    },
    {
        ruleId: 'injection/safety-bypass',
        message: 'tells the agent to switch off its safety checks or permissions',
        patterns: [
            ordered(new RegExp(`\\b(?:bypass|disable|circumvent|evade|turn${W}off|switch${W}off|ignore)${W}(?:all${W}|any${W}|the${W}|your${W})?(?:guardrails?|safety${W}(?:checks?|filters?|guidelines|measures|rules|policies|restrictions)|safeguards|content${W}(?:policy|policies|filters?)|permission${W}(?:checks?|prompts?|system)|(?:your|claude'?s|the${W}agent'?s)${W}sandbox|ethical${W}guidelines|security${W}(?:checks?|controls|warnings|policies))\\b`, 'gi'), ['bypass', 'disable', 'circumvent', 'evade', 'off', 'ignore'], [
                'guardrail',
                'guardrails',
                'safety',
                'safeguards',
                'content',
                'permission',
                'sandbox',
                'ethical',
                'security'
            ]),
            gated(new RegExp(`\\byou${W}(?:have|are${W}under)${W}no${W}(?:restrictions|rules|limits|guidelines|filters)\\b|\\bno${W}(?:ethical|moral|safety)${W}(?:guidelines|restrictions|limits|constraints)${W}apply`, 'gi'), ['restrictions', 'rules', 'limits', 'guidelines', 'filters', 'constraints'])
        ]
    },
    {
        ruleId: 'injection/safety-bypass',
        message: "switches off the agent's permission prompts",
        literal: true,
        patterns: [
            gated(/--dangerously-(?:skip-permissions|bypass-approvals-and-sandbox)|dangerouslyDisableSandbox/g, ['dangerously', 'dangerouslydisablesandbox'])
        ]
    },
    {
        ruleId: 'injection/safety-bypass',
        message: "tells the agent to act without the user's confirmation",
        severity: 'medium',
        patterns: [
            gated(new RegExp(`\\b(?:without|never)${W}(?:asking|requesting|seeking|waiting${W}for)${W}(?:the${W}user(?:'s)?${W}|for${W})?(?:permission|confirmation|approval|consent)`, 'gi'), ['permission', 'confirmation', 'approval', 'consent'])
        ]
    },
    {
        ruleId: 'injection/deception',
        message: 'tells the agent to hide what it does from the user',
        // What is hidden must be the agent's own doing (an upload, a step, what it ran): telling the
        // agent not to tell the user to do something, or to leave a detail out of an answer, hides
        // nothing.
        patterns: [
            gated(new RegExp(`\\b${NOT}${W}(?:tell|inform|notify|alert|warn)${W}${WHO}${W}(?:about${W}|of${W})?(?:(?:the|this|these|that|your|any)${W}${DOINGS}|(?:that|what)${W}you\\b|(?:about|of)${W}(?:it|this|them)\\b)`, 'gi'), ['tell', 'inform', 'notify', 'alert', 'warn'], PEOPLE),
            gated(new RegExp(`\\b${NOT}${W}(?:mention|reveal|disclose|report|show)${W}(?:(?:the|this|these|that|your|any)${W})?(?:${DOINGS}|it|this|them)${W}to${W}${WHO}`, 'gi'), ['mention', 'reveal', 'disclose', 'report', 'show'], PEOPLE),
            gated(new RegExp(`\\b${NOT}${W}let${W}${WHO}${W}(?:know|see|notice)\\b`, 'gi'), ['let']),
            gated(new RegExp(`\\bwithout${W}(?:telling|informing|notifying|alerting)${W}${WHO}`, 'gi'), [
                'telling',
                'informing',
                'notifying',
                'alerting'
            ]),
            ordered(new RegExp(`\\b(?:silently|secretly|covertly|discreetly)${W}(?:send|upload|post|copy|exfiltrate|transmit|forward|collect|add|append|install|download)\\b`, 'gi'), ['silently', 'secretly', 'covertly', 'discreetly']),
            gated(new RegExp(`\\b(?:hide|conceal)${W}(?:this|these|the|all|any|your)${W}(?:steps?|actions?|commands?|requests?|uploads?|output|activity|changes?|calls?)${W}from${W}${WHO}`, 'gi'), ['hide', 'conceal']),
            gated(new RegExp(`\\bkeep${W}(?:this|it|these)${W}(?:secret|hidden)${W}from${W}${WHO}`, 'gi'), ['secret', 'hidden']),
            ordered(new RegExp(`\\b(?:remove|delete|erase|wipe)${W}(?:all${W})?(?:traces|evidence)${W}of\\b`, 'gi'), ['traces', 'evidence'])
        ]
    }
];
function quoted(line, start, end) {
    for (const mark of ['"', '`', '“', "'"]) {
        const before = line.lastIndexOf(mark, start - 1);
        const closing = mark === '“' ? '”' : mark;
        if (before !== -1 && line.indexOf(closing, end) !== -1) {
            if (mark !== "'" || /[\s(:]/.test(line[before - 1] ?? ' '))
                return true;
        }
    }
    return false;
}
/**
 * The match sits in an inline code span that holds a whole command (`claude --flag -p "…"`), shown
 * like a code block; a span with the flag alone is the flag recommended.
 */
function inCommandSpan(line, start, end) {
    const open = line.lastIndexOf('`', start - 1);
    const close = line.indexOf('`', end);
    if (open === -1 || close === -1)
        return false;
    const span = line.slice(open + 1, close).trim();
    return span !== line.slice(start, end) && /\s/.test(span);
}
// Zero-width and other format characters do not break a phrase for the model; they are removed
// before matching (they never include a line break, so line numbers stay the same).
const FORMAT_CHARS = /\p{Cf}/gu;
/** Why a phrase on this line reads as an example rather than an order, if it does. */
function exampleContext(rule, line, start, end, code) {
    if (code)
        return 'in a code block or script';
    if (tableRow(line))
        return 'in a table';
    if (rule.literal === true && inCommandSpan(line, start, end))
        return 'in a command in inline code';
    if (rule.literal !== true && quoted(line, start, end))
        return 'quoted';
    return undefined;
}
/** Every instruction-level hit in the text, at most one per rule and line. */
function proseHits(input, options = {}) {
    let facts = typeof input === 'string' ? new TextFacts(input) : input;
    if (facts.hasNonAscii && /\p{Cf}/u.test(facts.text)) {
        facts = new TextFacts(facts.text.replace(FORMAT_CHARS, ''));
    }
    const codeLine = options.codeLine ?? (() => false);
    const hits = [];
    const seen = new Set();
    const add = (hit) => {
        const key = `${hit.ruleId}\u0000${hit.line}`;
        if (seen.has(key))
            return;
        seen.add(key);
        hits.push(hit);
    };
    for (const rule of PHRASE_RULES) {
        for (const { keys, re, order } of rule.patterns) {
            if (!keys.every((group) => facts.mentions(group)))
                continue;
            for (const match of facts.text.matchAll(re)) {
                const line = facts.lineText(match.index);
                const start = match.index - (facts.text.lastIndexOf('\n', match.index - 1) + 1);
                if (order === true && !startsOrder(line, start))
                    continue;
                // a flag named in advice against it ("never start it with …") is no order
                if (rule.literal === true && NEGATED.test(line.slice(Math.max(0, start - 80), start)))
                    continue;
                const number = facts.lineAt(match.index);
                const context = exampleContext(rule, line, start, start + match[0].length, codeLine(number));
                add({
                    ruleId: rule.ruleId,
                    line: number,
                    message: context === undefined
                        ? rule.message
                        : `${rule.message} (${context}, perhaps as an example)`,
                    evidence: line,
                    severity: context === undefined ? rule.severity : 'medium'
                });
            }
        }
    }
    for (const hit of lineHits(facts)) {
        if (codeLine(hit.line))
            continue;
        const line = facts.text.split('\n', hit.line)[hit.line - 1] ?? '';
        add(tableRow(line) && hit.severity === undefined
            ? {
                ...hit,
                message: `${hit.message} (in a table, perhaps as an example)`,
                severity: 'medium'
            }
            : hit);
    }
    return hits;
}

const UNRESTRICTED_SHELL = /^(?:bash|bash\(\s*\*?\s*(?::\s*\*)?\s*\)|shell|\*|run_shell_command|execute_command|terminal)$/i;
const ANNOUNCES_COMMANDS = /\b(?:commands?|shell|terminal|scripts?|cli|bash|run(?:s|ning)?|execut\w*|install\w*|build\w*|deploy\w*|git|npm|pip|docker|kubectl|make|compil\w*|test(?:s|ing)?|lint\w*|migrat\w*|automat\w*|ops|devops|server|sysadmin)\b/i;
function toolList(value) {
    if (typeof value === 'string')
        return value.split(/,\s*|\s+(?![^(]*\))/).filter(Boolean);
    if (Array.isArray(value))
        return value.filter((v) => typeof v === 'string');
    return [];
}
/**
 * @param runsCommands the skill shows it runs commands without saying so in its description: a
 *   shell code block in SKILL.md or a `scripts/` folder. A shell is then what it needs.
 */
function frontmatterHits(frontmatter, runsCommands = false) {
    const hits = [];
    const { data, keyLines } = frontmatter;
    const description = typeof data.description === 'string' ? data.description : '';
    const descriptionLine = keyLines.description ?? 1;
    const injected = proseHits(description).filter((h) => h.ruleId.startsWith('injection/') && h.severity !== 'medium');
    if (injected.length > 0) {
        hits.push({
            ruleId: 'injection/description',
            line: descriptionLine,
            message: `the description itself ${injected[0].message}`,
            evidence: description
        });
    }
    for (const [field, value] of [
        ['name', data.name],
        ['description', description]
    ]) {
        const word = typeof value === 'string' ? mixedScriptWord(value) : undefined;
        if (word !== undefined) {
            hits.push({
                ruleId: 'hidden/homoglyph',
                line: keyLines[field] ?? 1,
                message: `the ${field} mixes look-alike letters of different scripts in "${word}"`,
                evidence: String(value)
            });
        }
    }
    const toolsKey = Object.hasOwn(data, 'allowed-tools') ? 'allowed-tools' : 'allowed_tools';
    const shell = toolList(data[toolsKey]).find((tool) => UNRESTRICTED_SHELL.test(tool.trim()));
    if (shell !== undefined && !runsCommands && !ANNOUNCES_COMMANDS.test(description)) {
        hits.push({
            ruleId: 'tools/unrestricted-shell',
            line: keyLines[toolsKey] ?? 1,
            message: `allowed-tools grants an unrestricted shell (${shell.trim()}) but the skill announces no command (none in its description, no shell block, no scripts/ folder)`,
            evidence: `${toolsKey}: ${toolList(data[toolsKey]).join(', ')}`
        });
    }
    return hits;
}

const DOWNLOADERS = new Set([
    'curl',
    'wget',
    'fetch',
    'aria2c',
    'http',
    'https',
    'xh',
    'iwr',
    'irm',
    'invoke-webrequest',
    'invoke-restmethod',
    'lwp-download'
]);
const RAW_SOCKETS = new Set(['nc', 'ncat', 'netcat', 'telnet', 'socat']);
const NETWORK = new Set([...DOWNLOADERS, ...RAW_SOCKETS, 'scp', 'rsync', 'ftp', 'sftp']);
const INTERPRETERS = new Set([
    'sh',
    'bash',
    'zsh',
    'dash',
    'ksh',
    'ash',
    'fish',
    'python',
    'python2',
    'python3',
    'perl',
    'ruby',
    'node',
    'nodejs',
    'deno',
    'bun',
    'php',
    'lua',
    'iex',
    'invoke-expression',
    'pwsh',
    'powershell',
    'source',
    '.',
    'eval'
]);
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'fish']);
const DECODERS = new Set(['base64', 'xxd', 'openssl', 'gunzip', 'zcat', 'rev']);
const DNS_TOOLS = new Set(['dig', 'nslookup', 'host', 'drill', 'ping', 'resolvectl']);
const READERS = new Set([
    'cat',
    'less',
    'more',
    'head',
    'tail',
    'cp',
    'scp',
    'tar',
    'zip',
    '7z',
    'base64',
    'xxd',
    'grep',
    'strings',
    'find',
    'ls',
    'rsync',
    'mv',
    'open',
    'type',
    'get-content',
    'gc',
    'sqlite3',
    'jq'
]);
const RC_FILE = /(?:^|\/)\.(?:bashrc|zshrc|bash_profile|profile|zprofile|zshenv|bash_login|config\/fish\/config\.fish)$|\/etc\/(?:profile|bash\.bashrc|zshrc)|\/etc\/profile\.d\//;
const STARTUP_PLACE = /LaunchAgents|LaunchDaemons|\/etc\/cron|\/var\/spool\/cron|\/etc\/systemd|\.config\/systemd|\/etc\/init\.d|\/etc\/rc\.local|authorized_keys|\\CurrentVersion\\Run/i;
const GIT_HOOK = /\.git\/hooks\//;
const HOME_OR_ROOT = /^(?:\/|\/\*|~|~\/|~\/\*|\$HOME|\$HOME\/|\$HOME\/\*|\$\{HOME\}|\$\{HOME\}\/|\$\{HOME\}\/\*|\/home|\/home\/\*|\/etc|\/usr|\/var|\/boot|\/bin|\/lib|\/opt|\/root|\/Users|\/Users\/\*|[A-Za-z]:\\?|\.\.?\/?\*?|\*)$/;
const DEFAULT_BRANCH = /^(?:\+?(?:main|master|trunk|production|prod)|[^:]*:(?:refs\/heads\/)?(?:main|master|trunk|production))$/;
const hit = (ruleId, command, message, severity) => ({
    ruleId,
    line: command.line,
    message,
    evidence: command.text,
    ...(severity === undefined ? {} : { severity })
});
const flags = (command) => command.args.filter((a) => a.value.startsWith('-')).map((a) => a.value);
const hasShortFlag = (command, letter) => flags(command).some((f) => !f.startsWith('--') && f.slice(1).includes(letter));
/**
 * Options of the other interpreters that put the code in the next word (`python -c CODE`,
 * `node -e CODE`, `php -r CODE`, `pwsh -Command CODE`); a shell's is any flag cluster with `c`.
 */
const CODE_OPTIONS = new Set(['-c', '-e', '-E', '--eval', '-p', '--print', '-r', '-command']);
/** Options that name a module or a file: the program is not standard input. */
const PROGRAM_OPTIONS = new Set(['-m', '-file']);
/** Options whose next word is a value, not the script (`bash -o pipefail`, `python -W ignore`). */
const VALUE_OPTIONS = new Set(['-o', '+o', '-O', '+O', '-W', '-X', '-I', '--init-file', '--rcfile']);
/**
 * Where an interpreter takes its program from: the index of the argument holding the code
 * (`-c CODE`, the script path, `source FILE`), 'stdin' when it reads the program from its
 * standard input (`sh`, `bash -s`, `python3 -`), or 'none' when the program comes from elsewhere
 * (`python3 -m json.tool`): then what is piped in is data, not code.
 */
function programOf(command) {
    const args = command.args.map((a) => a.value);
    const shell = SHELLS.has(command.name);
    if (command.name === 'eval')
        return args.length > 0 ? 0 : 'none';
    if (command.name === 'iex' || command.name === 'invoke-expression') {
        return args.length > 0 ? 0 : 'stdin';
    }
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        const lower = arg.toLowerCase();
        if (arg === '-')
            return 'stdin';
        const code = shell ? /^-[a-z]*c[a-z]*$/i.test(arg) : CODE_OPTIONS.has(lower);
        if (code)
            return i + 1 < args.length ? i + 1 : 'none';
        if (shell && arg === '-s')
            return 'stdin';
        if (!shell && PROGRAM_OPTIONS.has(lower))
            return 'none';
        if (VALUE_OPTIONS.has(arg)) {
            i++;
            continue;
        }
        if (arg.startsWith('-') || arg.startsWith('+'))
            continue;
        // The first plain word is the script (`bash install.sh`, `source <(curl …)`).
        return i;
    }
    return command.name === 'source' || command.name === '.' ? 'none' : 'stdin';
}
/** Words that announce something running in the background. */
const ANNOUNCES_SERVICES = /\b(?:daemons?|services?|servers?|launchd|launch ?agents?|systemd|cron(?:tab)?|schedul\w*|background|start-?up|login items?|bots?|prox(?:y|ies)|monitor\w*|watchers?|queues?|jobs?|always-on)\b/i;
/** The text (a description, the prose around a command) announces a service, daemon or job. */
function announcesServices(text) {
    return ANNOUNCES_SERVICES.test(text.slice(0, 4000));
}

// What secretlint's token formats match but is not a committed secret: credentials of a local test
// set-up and the placeholders documentation writes in their place. A skill's docs are full of
// connection strings for a database on the reader's own machine (`postgres://test:test@localhost`)
// and of "bad example" snippets with a made-up password; a leaked secret is a real one for a host
// someone else can reach. Each entry is one of secretlint's `allows` patterns (a regex written as
// "/…/flags", tried on the whole match: the URL, the key or the token).
/** Hosts no one else can reach: loopback, the any-address, Docker's host alias, reserved names. */
const LOCAL_HOST$1 = String.raw `(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|host\.docker\.internal|[\w.-]*\.(?:localhost|local|test|example|invalid)|(?:[\w-]+\.)*example\.(?:com|org|net))`;
/** A password as documentation writes one: a word for "password" or "secret", a stand-in, xxx, ***. */
const PLACEHOLDER_WORD = String.raw `(?:pass(?:word|wd)?|pwd|secret|changeme|change_me|example|sample|dummy|fake|placeholder|redacted|test(?:ing)?|admin|root|guest|demo|my_?pass\w*|your_?\w*|x{3,}|\*{3,})`;
const SECRET_ALLOWS = [
    // user:password@ a local host (the port, path or end follows the host)
    String.raw `/:\/\/[^\s:@/]*:[^\s@/]*@${LOCAL_HOST$1}(?=[:/?#]|$)/i`,
    // a single-label host (`@db:5432`, `@database/`): a service on the local or compose network
    String.raw `/:\/\/[^\s:@/]*:[^\s@/]*@[a-z][\w-]*(?=[:/?#]|$)/i`,
    // the password is a placeholder word, maybe with a few digits or a prefix (`SuperSecret123`)
    String.raw `/:\/\/[^\s:@/]*:[a-z_-]{0,12}${PLACEHOLDER_WORD}[\d!]{0,6}@/i`,
    // the password repeats the user name (`calcom:calcom`, `postgres:postgres`): a default
    String.raw `/:\/\/([^\s:@/]+):\1@/i`,
    // a token marked as an example, or with a run of x's or zeros in place of its secret part; not a
    // private key block, whose base64 body is no place for a marker (a word there says nothing)
    String.raw `/^(?!-----BEGIN)[\s\S]*(?:example|placeholder|redacted|dummy|your[-_]|x{4,}|0{8,})/i`,
    // a webhook or token URL whose id segments are stand-ins (`/T00/B00/xxx`, `/TXXXX/`)
    String.raw `/\/[A-Z]?(?:x+|0+)(?=\/|$)/i`
];

let loading;
/**
 * secretlint with the recommended preset, loaded once on first use. Its performance profiler is
 * switched off: it is on by default, and every call leaves timing marks that a PerformanceObserver
 * matches against every mark before it (quadratic in the files scanned: 20 of 33 s on 875 real
 * skills), kept for the life of the process and never read by us. Every rule of the preset is
 * given the same `allows`: local test credentials and placeholders (secret-allows.ts).
 */
function secretlint() {
    loading ??= Promise.all([
        import('./cli-index10.js'),
        import('./cli-index7.js'),
        import('./cli-node2.js')
    ]).then(([{ lintSource }, { creator: recommended }, { secretLintProfiler }]) => {
        // the one instance core marks through
        secretLintProfiler.setEnabled(false);
        const allows = [...SECRET_ALLOWS];
        const rules = recommended.rules.map((rule) => ({ id: rule.meta.id, options: { allows } }));
        const config = { rules: [{ id: recommended.meta.id, rule: recommended, rules }] };
        return (content, filePath) => lintSource({
            source: { filePath, content, contentType: 'text' },
            options: { config, noPhysicFilePath: true, maskSecrets: true }
        });
    });
    loading.catch(() => {
        loading = undefined;
    });
    return loading;
}
/** The text with every line that cannot hold a secret blanked; null when none can. */
function candidateLines(facts) {
    const lines = new Set();
    for (const run of facts.tokenRuns)
        if (run.hasDigit && run.hasLetter)
            lines.add(facts.lineAt(run.start));
    // A PEM block is kept whole: its base64 lines need not hold a digit.
    for (let at = facts.text.indexOf('-----BEGIN '); at !== -1; at = facts.text.indexOf('-----BEGIN ', at + 1)) {
        const first = facts.lineAt(at);
        const end = facts.text.indexOf('-----END ', at);
        const last = end === -1 ? first : Math.min(facts.lineAt(end), first + MAX_PEM_LINES);
        for (let line = first; line <= last; line++)
            lines.add(line);
    }
    for (let at = facts.text.indexOf('://'); at !== -1; at = facts.text.indexOf('://', at + 3)) {
        if (URL_CREDENTIALS.test(facts.lineText(at)))
            lines.add(facts.lineAt(at));
    }
    if (lines.size === 0)
        return null;
    return facts.text
        .split('\n')
        .map((line, i) => (lines.has(i + 1) && line.length <= 20000 ? line : ''))
        .join('\n');
}
const MAX_PEM_LINES = 200;
const URL_CREDENTIALS = /:\/\/[^\s:@/]+:[^\s@/]+@/;
function masked(line, from, to) {
    return `${line.slice(0, from)}${'*'.repeat(Math.min(12, Math.max(4, to - from)))}${line.slice(to)}`;
}
async function secretHits(facts, file) {
    const source = candidateLines(facts);
    if (source === null)
        return [];
    const lint = await secretlint();
    const result = await lint(source, file);
    const lines = source.split('\n');
    return result.messages.map((message) => {
        const start = message.loc.start;
        const line = lines[start.line - 1] ?? '';
        const end = message.loc.end.line === start.line ? message.loc.end.column : line.length;
        const kind = message.messageId.replaceAll('_', ' ').toLowerCase();
        return {
            ruleId: 'secrets/committed',
            line: start.line,
            message: `a committed credential (${kind}, ${message.ruleId.replace('@secretlint/secretlint-rule-', '')})`,
            evidence: masked(line, start.column, end)
        };
    });
}

// Lines too long to be shell. A line longer than any command a person writes or
// reviews (4,096 characters; the real skills' longest shell line is 745) is not read as shell: the
// line rules read it, as they read code in other languages, in overlapping windows. The rest goes
// to the tokenizer (shell/tokens.ts).
/** The longest line read as shell. */
const MAX_SHELL_LINE = 4096;
function hasLineOver(text, limit) {
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        if (end - start > limit)
            return true;
        start = end + 1;
    }
    return text.length - start > limit;
}
/** The line rules read lines of up to 4,000 characters, and match over spans of at most 300. */
const WINDOW = 4000;
const WINDOW_STEP = 3400;
/**
 * `text` with its lines too long to read as shell blanked (line numbers kept), and those lines cut
 * in overlapping windows the line rules can read, each with its 1-based line.
 */
function splitLongLines(text) {
    if (!hasLineOver(text, MAX_SHELL_LINE))
        return { shell: text, long: [] };
    const long = [];
    const lines = text.split('\n').map((line, i) => {
        if (line.length <= MAX_SHELL_LINE)
            return line;
        for (let at = 0; at < line.length; at += WINDOW_STEP)
            long.push({ line: i + 1, text: line.slice(at, at + WINDOW) });
        return '';
    });
    return { shell: lines.join('\n'), long };
}

// A command as the shell rules see it: name, arguments, redirections, the pipeline it is a stage
// of, and the command whose argument (a `$(…)` or `<(…)`) holds it. Comments, quoted strings and
// here-documents are text, not commands, so `echo "curl x | sh"` yields one `echo` and
// `curl x | sh` yields a two-stage pipeline. The words' helpers are here too.
/** Programs that run the rest of their arguments as a command. */
const WRAPPERS = new Set([
    'sudo',
    'doas',
    'env',
    'command',
    'exec',
    'nohup',
    'time',
    'nice',
    'builtin'
]);
/** Wrapper flags that take a value (`sudo -u root`). */
const WRAPPER_FLAGS_WITH_VALUE = new Set(['-u', '-g', '-C', '-n', '-p', '-U']);
const stripQuotes = (raw) => raw.replace(/["']/g, '');
function baseName(word) {
    const value = stripQuotes(word);
    const slash = Math.max(value.lastIndexOf('/'), value.lastIndexOf('\\'));
    return (slash === -1 ? value : value.slice(slash + 1)).toLowerCase();
}
function shellWord(raw) {
    return { raw, value: stripQuotes(raw), expands: raw.includes('$') || raw.includes('`') };
}
/** `sudo -E bash -` → name `bash`, args `['-']`. */
function seeThroughWrappers(name, args) {
    let current = name;
    let rest = args;
    for (let depth = 0; depth < 4 && WRAPPERS.has(current); depth++) {
        let i = 0;
        while (i < rest.length) {
            const value = rest[i].value;
            if (value.startsWith('-'))
                i += WRAPPER_FLAGS_WITH_VALUE.has(value) ? 2 : 1;
            else if (current === 'env' && value.includes('='))
                i += 1;
            else
                break;
        }
        if (i >= rest.length)
            break;
        current = baseName(rest[i].raw);
        rest = rest.slice(i + 1);
    }
    return { name: current, args: rest };
}
const MAX_TEXT = 400;
/** A command's text as evidence: at most MAX_TEXT characters. */
const clipped = (text) => text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;

// Shell text to the commands it runs, in one linear pass: statements (a line break, `;`, `&`,
// `&&`, `||`, parentheses), pipeline stages (`|`, a `(…)` or `{ …; }` group piped into a command
// included), words (quotes, escapes and `$(…)` kept whole), redirections and here-documents; the
// `$(…)`, `<(…)` and backticks inside a word are read again as commands of their own, held by the
// command they are written in. It knows no compound commands: the keywords that open or close one
// are skipped, so the commands inside `if` or `while` are still seen, and `for`, `case` and
// `function` lines are not commands. A full bash parser (tree-sitter-bash) read the same commands
// from the 875 real skills and our own samples, at several times the cost and with a start-up of
// its own; the tests keep it as the reference this reading is checked against. Every step moves
// forward: the cost is linear in the text, times the few levels of substitution read again, so
// untrusted text cannot make it slow.
const [TAB, LF, CR, SPACE, QUOTE, DOLLAR, AMP, APOSTROPHE, LPAREN, RPAREN, DASH] = [
    9, 10, 13, 32, 34, 36, 38, 39, 40, 41, 45
];
const [SEMI, LT, GT, BACKSLASH, BACKTICK, LBRACE, PIPE] = [59, 60, 62, 92, 96, 123, 124];
const isBlank = (c) => c === SPACE || c === TAB || c === CR;
const isOperatorStart = (c) => c === SEMI || c === AMP || c === PIPE || c === LT || c === GT || c === LPAREN || c === RPAREN;
const STATEMENT_END = new Set(['\n', ';', ';;', '&', '&&', '||', '(', ')']);
const STAGE_END = new Set(['|', '|&']);
const HEREDOC = new Set(['<<', '<<-']);
/** Words that open or close a compound command: the command follows them (`if curl …`). */
const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'while', 'until', 'do', 'done']);
const KEYWORD_SIGNS = new Set(['!', '{', '}', 'esac']);
/** Statements that are not commands: their words are a list, a pattern, a name or declarations. */
const NOT_COMMANDS = new Set([
    'for',
    'case',
    'select',
    'function',
    'in',
    'export',
    'local',
    'declare',
    'readonly',
    'typeset'
]);
const ASSIGNMENT = /^[A-Za-z_]\w*(?:\[[^\]]*\])?\+?=/;
const FD_NUMBER = /^\d{1,4}$/;
/** Levels of `$(…)` read again as commands; deeper ones stay words. */
const MAX_DEPTH$1 = 3;
/** Levels of quotes and brackets followed inside one word; deeper ones are read as plain text. */
const MAX_NESTING = 32;
function lineBreaks$1(text) {
    let count = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        count++;
    return count;
}
/** The end of the quoted or bracketed part whose opening character is at `at` (the text's end when unclosed). */
function skipQuoted(text, at, nesting = 0) {
    const open = text.charCodeAt(at);
    if (open === APOSTROPHE || open === BACKTICK) {
        const close = text.indexOf(text[at], at + 1);
        return close === -1 ? text.length : close + 1;
    }
    const close = open === QUOTE ? QUOTE : open === LPAREN ? RPAREN : 125; // `}`
    let depth = 0;
    for (let i = at + 1; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === BACKSLASH) {
            i++;
        }
        else if (c === close) {
            if (depth === 0)
                return i + 1;
            depth--;
        }
        else if (c === open && open !== QUOTE) {
            depth++;
        }
        else if (nesting < MAX_NESTING) {
            const next = text.charCodeAt(i + 1);
            const inner = c === DOLLAR && (next === LPAREN || next === LBRACE)
                ? i + 1
                : c === BACKTICK || (open !== QUOTE && (c === QUOTE || c === APOSTROPHE))
                    ? i
                    : -1;
            if (inner !== -1)
                i = skipQuoted(text, inner, nesting + 1) - 1;
        }
    }
    return text.length;
}
/** Where the word starting at `at` ends: at an unquoted blank or operator. */
function wordEnd(text, at) {
    let i = at;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        const next = text.charCodeAt(i + 1);
        if (c === BACKSLASH)
            i += 2;
        else if (c === APOSTROPHE || c === QUOTE || c === BACKTICK)
            i = skipQuoted(text, i);
        else if (c === DOLLAR && (next === LPAREN || next === LBRACE))
            i = skipQuoted(text, i + 1);
        else if ((c === LT || c === GT) && i === at && next === LPAREN)
            i = skipQuoted(text, i + 1);
        else if (c === LF || isBlank(c) || isOperatorStart(c))
            break;
        else
            i++;
    }
    return Math.min(Math.max(i, at + 1), text.length);
}
/** The operator at `at`, longest first (`&&` is not two `&`); undefined for a word. */
function operatorAt(text, at) {
    const c = text.charCodeAt(at);
    const d = text.charCodeAt(at + 1);
    switch (c) {
        case SEMI:
            return d === SEMI ? ';;' : ';';
        case AMP:
            if (d === GT)
                return text.charCodeAt(at + 2) === GT ? '&>>' : '&>';
            return d === AMP ? '&&' : '&';
        case PIPE:
            return d === PIPE ? '||' : d === AMP ? '|&' : '|';
        case LPAREN:
            return '(';
        case RPAREN:
            return ')';
        case LT: {
            if (d === LPAREN)
                return undefined; // `<(…)` is a word
            const e = text.charCodeAt(at + 2);
            if (d === LT)
                return e === LT ? '<<<' : e === DASH ? '<<-' : '<<';
            return d === AMP ? '<&' : d === GT ? '<>' : '<';
        }
        case GT:
            if (d === LPAREN)
                return undefined;
            return d === GT ? '>>' : d === AMP ? '>&' : d === PIPE ? '>|' : '>';
        default:
            return undefined;
    }
}
/** Reads a here-document's lines from `at` up to its delimiter line; where reading goes on. */
function readHeredoc(text, at, doc) {
    let lines = 0;
    for (let start = at; start < text.length;) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        let current = text.slice(start, end).replace(/\r$/, '');
        if (doc.strip)
            current = current.replace(/^\t+/, '');
        lines++;
        if (current === doc.delimiter) {
            doc.token.body = text.slice(at, start);
            doc.token.bodyEnd = end;
            return { next: Math.min(end + 1, text.length), lines };
        }
        start = end + 1;
    }
    doc.token.body = text.slice(at);
    doc.token.bodyEnd = text.length;
    return { next: text.length, lines };
}
/** Hands each token of `text` to `take` in order (none is kept: a long text makes no garbage to keep). */
function tokenize(text, take) {
    const pending = [];
    let awaiting;
    let line = 1;
    let i = 0;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        if (isBlank(c)) {
            i++;
        }
        else if (c === BACKSLASH && text.charCodeAt(i + 1) === LF) {
            i += 2;
            line++;
        }
        else if (c === 35) {
            // `#` at a word's start: a comment
            const end = text.indexOf('\n', i);
            i = end === -1 ? text.length : end;
        }
        else if (c === LF) {
            const token = { text: '\n', operator: true, start: i, end: i + 1, line };
            i++;
            line++;
            // Here-documents begin on the line after their operator, and belong to its statement.
            for (const doc of pending.splice(0)) {
                const read = readHeredoc(text, i, doc);
                i = read.next;
                line += read.lines;
            }
            take(token);
        }
        else {
            const operator = operatorAt(text, i);
            const end = operator === undefined ? wordEnd(text, i) : i + operator.length;
            const token = {
                text: operator ?? text.slice(i, end),
                operator: operator !== undefined,
                start: i,
                end,
                line
            };
            take(token);
            if (operator === undefined) {
                line += lineBreaks$1(token.text);
                if (awaiting !== undefined) {
                    pending.push({
                        token: awaiting,
                        delimiter: stripQuotes(token.text),
                        strip: awaiting.text === '<<-'
                    });
                    awaiting = undefined;
                }
            }
            else if (HEREDOC.has(operator)) {
                awaiting = token;
            }
            i = end;
        }
    }
}
/** The texts of the `$(…)`, `<(…)`, `>(…)` and backticks in a word (not in single quotes). */
function substitutionsIn(raw) {
    const found = [];
    let quoted = false;
    for (let i = 0; i < raw.length; i++) {
        const c = raw[i];
        if (c === '\\') {
            i++;
        }
        else if (c === '"') {
            quoted = !quoted;
        }
        else if (c === "'" && !quoted) {
            const close = raw.indexOf("'", i + 1);
            i = close === -1 ? raw.length : close;
        }
        else if (c === '`' || ((c === '$' || c === '<' || c === '>') && raw[i + 1] === '(')) {
            const open = c === '`' ? i : i + 1;
            if (c !== '`' && raw[i + 2] === '(')
                continue; // `$((…))` is arithmetic
            const end = skipQuoted(raw, open);
            const closer = c === '`' ? '`' : ')';
            found.push(raw.slice(open + 1, raw[end - 1] === closer && end - 1 > open ? end - 1 : end));
            i = end - 1;
        }
    }
    return found;
}
/** One pipeline stage's tokens as a command (undefined for a keyword, list or assignment alone). */
function stageCommand(tokens, reading) {
    const words = [];
    const redirects = [];
    const heredocs = [];
    for (let k = 0; k < tokens.length; k++) {
        const token = tokens[k];
        const next = tokens[k + 1];
        if (token.operator) {
            if (HEREDOC.has(token.text))
                heredocs.push(token.body ?? '');
            else if (next !== undefined && !next.operator)
                redirects.push({ operator: token.text, target: stripQuotes(next.text) });
            if (next !== undefined && !next.operator)
                k++;
        }
        else if (!(next?.operator && next.start === token.end && FD_NUMBER.test(token.text))) {
            words.push(token);
        }
    }
    let first = 0;
    while (first < words.length && ASSIGNMENT.test(words[first].text))
        first++;
    const head = words[first];
    if (head === undefined || NOT_COMMANDS.has(head.text))
        return undefined;
    const seen = seeThroughWrappers(baseName(head.text), words.slice(first + 1).map((w) => shellWord(w.text)));
    return {
        name: seen.name,
        args: seen.args,
        redirects,
        line: tokens[0].line + reading.lineOffset,
        text: '',
        pipeline: [],
        stage: 0,
        heredocs
    };
}
function readPipeline(stages, reading, enclosing, start = stages[0][0].start) {
    // the command as written runs to its last token, or to the end of a here-document it is fed
    let end = 0;
    for (const tokens of stages)
        for (const t of tokens)
            end = Math.max(end, t.bodyEnd ?? t.end);
    const text = clipped(reading.text.slice(start, end));
    const pipeline = [];
    const commands = [];
    for (const tokens of stages) {
        const command = stageCommand(tokens, reading);
        commands.push(command);
        if (command === undefined)
            continue;
        command.enclosing = enclosing;
        command.text = text;
        command.pipeline = pipeline;
        command.stage = pipeline.length;
        pipeline.push(command);
    }
    stages.forEach((tokens, s) => {
        const command = commands[s];
        if (command !== undefined)
            reading.commands.push(command);
        if (reading.depth < MAX_DEPTH$1)
            readSubstitutions(tokens, reading, command ?? enclosing);
    });
}
/** The commands in the `$(…)` and the like of a stage's words, held by `holder`. */
function readSubstitutions(tokens, reading, holder) {
    for (const token of tokens) {
        if (token.operator || !/[$`<>]/.test(token.text))
            continue;
        for (const inner of substitutionsIn(token.text)) {
            if (/\S/.test(inner))
                readCommands(inner, reading.lineOffset + token.line - 1, reading.depth + 1, holder, reading.commands);
        }
    }
}
function readCommands(text, lineOffset, depth, enclosing, commands) {
    const reading = { text, lineOffset, depth, commands };
    let stages = [];
    let stage = [];
    // Where the open `(…)` and `{ …; }` groups start, and the group that closed last: a group piped
    // into a command is its pipeline's first stage (`(crontab -l; echo …) | crontab -`).
    const groups = [];
    let closed;
    let pipelineStart;
    // New arrays only when the old ones were used: hostile text is mostly empty statements.
    const endStage = () => {
        if (stage.length === 0)
            return;
        stages.push(stage);
        stage = [];
    };
    const endStatement = () => {
        endStage();
        if (stages.length > 0)
            readPipeline(stages, reading, enclosing, pipelineStart);
        stages = [];
        pipelineStart = undefined;
    };
    tokenize(text, (token) => {
        const atStart = stage.length === 0;
        const justClosed = closed;
        closed = undefined;
        if (token.operator ? token.text === '(' : atStart && token.text === '{') {
            if (groups.length < MAX_NESTING)
                groups.push(token.start);
        }
        else if (token.operator ? token.text === ')' : atStart && token.text === '}') {
            closed = groups.pop();
        }
        if (!token.operator) {
            // a keyword before a command belongs to the compound command, not to the command's text
            if (!(atStart && (KEYWORDS.has(token.text) || KEYWORD_SIGNS.has(token.text))))
                stage.push(token);
        }
        else if (STATEMENT_END.has(token.text))
            endStatement();
        else if (STAGE_END.has(token.text)) {
            if (stage.length === 0 && stages.length === 0 && justClosed !== undefined)
                pipelineStart = justClosed;
            endStage();
        }
        else
            stage.push(token);
    });
    endStatement();
}
/** Every command of `text` in source order, as `commandsOf` gives them from a syntax tree. */
function tokenCommands(text, lineOffset = 0) {
    const commands = [];
    readCommands(text, lineOffset, 0, undefined, commands);
    return commands;
}

/**
 * How many of the most popular names are targets. Past the first thousands, names are close to
 * one another by chance (a one-letter difference is often a different real package), and each
 * target costs a comparison per installed name.
 */
const TARGETS = 3000;
const loaded = new Map();
const namesOf = (list) => ({
    all: new Set(list),
    targets: list.slice(0, TARGETS)
});
async function load(ecosystem) {
    if (ecosystem === 'npm') {
        const { npmHighImpact } = await import('./cli-index8.js');
        return namesOf(npmHighImpact);
    }
    const { PYPI_POPULAR } = await import('./cli-pypi-popular.js');
    return namesOf(PYPI_POPULAR);
}
function popularNames(ecosystem) {
    let names = loaded.get(ecosystem);
    if (names === undefined)
        loaded.set(ecosystem, (names = load(ecosystem)));
    return names;
}

// Where a download or a package index is: over plain http or an IP address, on a shared host
// where anyone can publish, or on the site of the tool the text installs (its vendor's own
// domain, or its own repository on a code host). A vendor's https source is still a source
// outside the registry (worth pinning and a checksum), not an unknown host.
//
// "The vendor's own site" is read from the URL and the text around the command, nothing else:
// the host's registrable domain (Public Suffix List) — or, on a code host, the owner or
// repository in the path — is named by the text as the tool being installed (`mise.run` for
// mise, `sh.rustup.rs` for rust, `github.com/o/prek/releases/…` for prek, `download.pytorch.org`
// for torch), or the URL's path names that tool on the host that serves it (`/uv/install.sh`
// when the text installs uv). This is a check that the URL and the text agree, not proof of
// ownership: someone who names a domain after their own tool passes it, which is why such a
// source is still reported (at low, with advice), never dropped.
/** Hosts whose path, not their domain, names who published the file. */
const CODE_HOSTS = new Set([
    'github.com',
    'githubusercontent.com',
    'gitlab.com',
    'bitbucket.org',
    'codeberg.org',
    'cloudsmith.io'
]);
/** Words of URLs and text that name no tool (parts of install paths, roles in an example). */
const GENERIC = new Set('install installer installers setup get init script scripts latest download downloads release releases main master head raw public stable bin sh bash www api dl cdn static files assets deb rpm apt yum linux macos darwin windows amd64 arm64 x86_64 archive refs tags blob tree the and for with from this that your you our run curl wget sudo pipe into tool tools using use via attacker attackers victim evil malicious example payload'.split(' '));
const wordsOf = (text) => text
    .toLowerCase()
    .split(/[^a-z0-9_+-]+/)
    .filter((w) => w.length >= 2 && w.length <= 40 && !GENERIC.has(w) && !/^\d/.test(w));
/** The tool names the text gives, URLs left out (a host named only in its own URL names nothing). */
function toolNames(text) {
    const bounded = text.length > 4000 ? text.slice(0, 4000) : text;
    return new Set(wordsOf(bounded.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ')));
}
/** `publisher` (a domain label, an owner or a repository) belongs to the tool `name`. */
function belongsTo(publisher, name) {
    if (publisher === name)
        return true;
    if (publisher.split(/[-_.]/).includes(name))
        return true;
    // the name with a short affix: rustup for rust, pytorch for torch, nodejs for node
    const affix = publisher.length - name.length;
    return (name.length >= 4 &&
        affix > 0 &&
        affix <= 3 &&
        (publisher.startsWith(name) || publisher.endsWith(name)));
}
function pathSegments(url) {
    const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/, 1)[0] ?? '';
    return path
        .split('/')
        .filter((segment) => segment !== '')
        .slice(0, 8);
}
const pathWords = (segments) => segments.flatMap((segment) => wordsOf(segment.replace(/\.(?:sh|ps1|py|bash|zsh)$/i, '')));
function vendorTool(site, url, names) {
    if (site.isIp)
        return undefined;
    const onCodeHost = site.domain !== null && CODE_HOSTS.has(site.domain);
    // A shared host (`*.ngrok.io`, `*.github.io`) is anyone's: its name says nothing of a vendor.
    if (site.shared && !onCodeHost)
        return undefined;
    const segments = pathSegments(url);
    const path = pathWords(segments);
    // On a code host the publisher is the owner and the repository (`/public/` on a package host
    // comes first), never a file's name.
    const owner = segments[0]?.toLowerCase() === 'public' ? segments.slice(1) : segments;
    const publishers = onCodeHost
        ? owner.slice(0, 2).map((s) => s.toLowerCase())
        : [site.label, ...wordsOf(site.subdomain)];
    for (const name of names) {
        if (publishers.some((p) => belongsTo(p, name)))
            return name;
        if (!onCodeHost && path.includes(name))
            return name;
    }
    return undefined;
}
/** How far a download or index URL can be trusted, given the text around the command. */
function judgeSource(url, surroundings) {
    const site = siteOf(url);
    if (site === undefined)
        return undefined;
    const tool = vendorTool(site, url, toolNames(surroundings));
    return {
        secure: site.scheme === 'https',
        address: site.isIp,
        vendor: tool !== undefined,
        host: site.hostname,
        ...(tool === undefined ? {} : { tool })
    };
}

const PACKAGE_MANAGERS = new Set([
    'pip',
    'pip3',
    'python',
    'python3',
    'uv',
    'uvx',
    'pipx',
    'poetry',
    'pipenv',
    'npm',
    'pnpm',
    'yarn',
    'bun',
    'bunx',
    'npx',
    'gem',
    'cargo',
    'go'
]);
const DEFAULT_INDEX = /^https:\/\/(?:pypi\.org|files\.pythonhosted\.org|registry\.npmjs\.org|registry\.yarnpkg\.com)(?:\/|$)/;
const INDEX_FLAGS = new Set([
    '-i',
    '--index-url',
    '--extra-index-url',
    '--registry',
    '--index',
    '--default-index',
    '--find-links'
]);
/** Flags that take a value which is not a package. */
const VALUE_FLAGS = new Set([
    '-r',
    '--requirement',
    '-c',
    '--constraint',
    '-t',
    '--target',
    '--prefix',
    '--root',
    '-e',
    '--editable',
    '--python',
    '--workspace',
    '-w',
    '--filter',
    '--version',
    '--vers',
    '-v',
    '--cache-dir',
    '--tag',
    '--save-prefix',
    '--script',
    '--group',
    '--optional',
    '--branch',
    '--rev',
    '--path',
    '--spec',
    '--from',
    '--package',
    '-p',
    '--with',
    '--call',
    '--pip-args',
    '--python-platform',
    '--userconfig'
]);
// `uvx -p` is its Python, not a package.
const none = new Set();
const NODE_RUNNER = { replacing: new Set(['--package', '-p']), extra: none };
const PNPM_DLX = { replacing: new Set(['--package']), extra: none };
const UV_RUNNER = { replacing: new Set(['--from']), extra: new Set(['--with']) };
const PIPX_RUN = { replacing: new Set(['--spec']), extra: none };
/** The install a command performs, if any (`pip install x`, `python -m pip install x`, `npx x`…). */
function installOf(command) {
    const v = command.args.map((a) => a.value);
    const from = (n, ecosystem, runner) => ({
        ecosystem,
        words: command.args.slice(n),
        ...(runner === undefined ? {} : { runner })
    });
    switch (command.name) {
        case 'pip':
        case 'pip3':
            return v[0] === 'install' || v[0] === 'download' ? from(1, 'pypi') : undefined;
        case 'python':
        case 'python3':
            return v[0] === '-m' && (v[1] === 'pip' || v[1] === 'pip3') && v[2] === 'install'
                ? from(3, 'pypi')
                : undefined;
        case 'uv':
            if (v[0] === 'pip' && v[1] === 'install')
                return from(2, 'pypi');
            if (v[0] === 'tool' && v[1] === 'install')
                return from(2, 'pypi');
            if (v[0] === 'tool' && v[1] === 'run')
                return from(2, 'pypi', UV_RUNNER);
            return v[0] === 'add' ? from(1, 'pypi') : undefined;
        case 'uvx':
            return from(0, 'pypi', UV_RUNNER);
        case 'pipx':
            if (v[0] === 'run')
                return from(1, 'pypi', PIPX_RUN);
            return v[0] === 'install' ? from(1, 'pypi') : undefined;
        case 'poetry':
            return v[0] === 'add' ? from(1, 'pypi') : undefined;
        case 'pipenv':
            return v[0] === 'install' ? from(1, 'pypi') : undefined;
        case 'npm':
            if (['install', 'i', 'add'].includes(v[0] ?? ''))
                return from(1, 'npm');
            // `npm exec cmd` runs a local binary; it installs only what `--package` names.
            return v[0] === 'exec' || v[0] === 'x' ? packageFlagOnly(command, 1) : undefined;
        case 'pnpm':
            if (['install', 'i', 'add'].includes(v[0] ?? ''))
                return from(1, 'npm');
            // `pnpm exec` runs local binaries only
            return v[0] === 'dlx' ? from(1, 'npm', PNPM_DLX) : undefined;
        case 'bun':
            if (['install', 'i', 'add'].includes(v[0] ?? ''))
                return from(1, 'npm');
            return v[0] === 'x' ? from(1, 'npm', NODE_RUNNER) : undefined;
        case 'yarn':
            return v[0] === 'add'
                ? from(1, 'npm')
                : v[0] === 'dlx'
                    ? from(1, 'npm', NODE_RUNNER)
                    : undefined;
        case 'npx':
        case 'bunx':
            return from(0, 'npm', NODE_RUNNER);
        case 'gem':
        case 'cargo':
            return v[0] === 'install' ? from(1, 'other') : undefined;
        case 'go':
            return v[0] === 'install' || v[0] === 'get' ? from(1, 'other') : undefined;
        default:
            return undefined;
    }
}
/** `npm exec --package=x -- cmd`: the packages are the flag's values, nothing else. */
function packageFlagOnly(command, start) {
    const words = [];
    const args = command.args.slice(start);
    for (let i = 0; i < args.length; i++) {
        const [flag, inline] = args[i].value.split('=', 2);
        if (flag === '--')
            break;
        if (flag !== '--package' && flag !== '-p')
            continue;
        const value = inline === undefined ? args[++i] : { ...args[i], value: inline };
        if (value !== undefined)
            words.push(value);
    }
    return words.length === 0 ? undefined : { ecosystem: 'npm', words };
}
/**
 * The words of an install that name packages (and the index flags, kept with their values). For
 * a runner: the values of its package flags, else its first plain word; what follows that word
 * is the program's command line.
 */
function packageWords(install) {
    const { words, runner } = install;
    const out = [];
    let named = false;
    for (let i = 0; i < words.length; i++) {
        const word = words[i];
        if (word.value === '--') {
            if (runner === undefined)
                continue;
            // `npx -- pkg args`: the word after `--` is the package, unless a flag named it already
            const next = words[i + 1];
            if (next !== undefined && !named)
                out.push(next);
            break;
        }
        if (word.value.startsWith('-')) {
            const [flag, inline] = word.value.split('=', 2);
            const value = inline === undefined ? words[i + 1] : { ...word, value: inline };
            if (flag === '--git' && value !== undefined) {
                // `cargo install --git URL`: the repository is what is installed
                out.push(value);
            }
            else if (INDEX_FLAGS.has(flag) || flag === '--trusted-host') {
                out.push({ ...word, value: flag }, value ?? { ...word, value: '' });
            }
            else if (runner !== undefined && (runner.replacing.has(flag) || runner.extra.has(flag))) {
                if (value !== undefined)
                    out.push(value);
                named ||= runner.replacing.has(flag);
            }
            else if (!VALUE_FLAGS.has(flag) || inline !== undefined) {
                continue;
            }
            if (inline === undefined)
                i++;
            continue;
        }
        if (runner !== undefined) {
            // The first plain word is the package unless a flag named it; either way the rest is
            // the program's own command line.
            if (!named)
                out.push(word);
            break;
        }
        out.push(word);
    }
    return out;
}
// Three rows of the distance table, reused: the look-alike check compares every installed name
// with thousands of popular ones, and a table per comparison was most of its cost.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
/** Damerau–Levenshtein distance (adjacent transpositions), stopping early above `max`. */
function distance(a, b, max) {
    if (Math.abs(a.length - b.length) > max)
        return max + 1;
    if (b.length + 1 > rows[0].length)
        rows = rows.map(() => new Int32Array(b.length + 1));
    // the rows two back, one back and current, rotated as `i` grows
    let [before, previous, current] = rows;
    for (let j = 0; j <= b.length; j++)
        previous[j] = j;
    for (let i = 1; i <= a.length; i++) {
        current[0] = i;
        let best = i;
        const ai = a.charCodeAt(i - 1);
        for (let j = 1; j <= b.length; j++) {
            const bj = b.charCodeAt(j - 1);
            let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ai === bj ? 0 : 1));
            if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
                d = Math.min(d, before[j - 2] + 1);
            current[j] = d;
            if (d < best)
                best = d;
        }
        if (best > max)
            return max + 1;
        [before, previous, current] = [previous, current, before];
    }
    return previous[b.length];
}
const normalName = (name, ecosystem) => ecosystem === 'pypi' ? name.toLowerCase().replace(/[._]+/g, '-') : name.toLowerCase();
/**
 * What `lookalikeOf` answered, per ecosystem and name: skills install the same few packages. Up
 * to a bound, so text with endless made-up names cannot grow it without end.
 */
const answered = new Map();
const MAX_ANSWERED = 10_000;
/** The popular package `name` imitates, if it is one or two edits from one and not popular itself. */
async function lookalikeOf(name, ecosystem) {
    const normal = normalName(name, ecosystem);
    if (normal.length < 5)
        return undefined;
    const key = `${ecosystem} ${normal}`;
    if (answered.has(key))
        return answered.get(key);
    const popular = await popularNames(ecosystem);
    let imitated;
    if (!popular.all.has(normal)) {
        const max = normal.length >= 9 ? 2 : 1;
        imitated = popular.targets.find((known) => known.length >= 5 && distance(normal, known, max) <= max);
    }
    if (answered.size < MAX_ANSWERED)
        answered.set(key, imitated);
    return imitated;
}
const SPEC = /^(@?[A-Za-z0-9][A-Za-z0-9._\-/]*?)(?:\[[^\]]*\])?(?:(==|===|~=|>=|<=|!=|>|<|@)(.*))?$/;
const URL_SPEC = /^(?:git\+|git:|https?:|ftp:|github:|gitlab:|bitbucket:)/i;
const ARCHIVE = /\.(?:whl|tar\.gz|tgz|zip)$/i;
/** A URL spec pinned to a full commit (`…@3f2a…` or `#3f2a…`) cannot change under the reader. */
const PINNED_COMMIT = /[@#][0-9a-f]{40}\b/i;
const CODE_HOST_SPEC = /^(?:github:|gitlab:|bitbucket:|(?:git\+)?(?:https|ssh|git):\/\/(?:[^@/]+@)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)[/:])/i;
/** A package or index given as a URL: how far its host can be trusted, as a hit. */
function sourceHit(hitOf, what, url, names) {
    const shown = url.slice(0, 80);
    if (CODE_HOST_SPEC.test(url)) {
        return PINNED_COMMIT.test(url)
            ? hitOf(`installs ${shown} from a repository, pinned to a commit`, 'low')
            : hitOf(`installs ${shown} from a repository rather than a release: pin a tag or commit`, 'medium');
    }
    const source = judgeSource(url.replace(/^git\+/, ''), names);
    if (source === undefined || source.address || !source.secure) {
        return hitOf(`installs from the ${what} ${shown} over plain http or an IP address`, 'high');
    }
    if (source.vendor) {
        return hitOf(`installs from the ${what} ${shown}, the site of ${source.tool}: pin versions (and hashes)`, 'low');
    }
    return hitOf(`installs from the ${what} ${shown}, a host the text does not name`, 'high');
}
async function packageHits(command, surroundings) {
    const install = installOf(command);
    if (install === undefined)
        return [];
    const hits = [];
    const hitOf = (ruleId, message, severity) => ({
        ruleId,
        line: command.line,
        message,
        evidence: command.text,
        ...(severity === undefined ? {} : { severity })
    });
    const source = (message, severity) => hitOf('supply/untrusted-source', message, severity);
    const words = packageWords(install);
    const packages = words.filter((w) => !w.value.startsWith('-')).map((w) => w.value);
    // The packages installed name the vendor an index belongs to (`torch` from pytorch.org).
    const names = () => `${packages.join(' ')}\n${surroundings()}`;
    const unpinned = [];
    for (let i = 0; i < words.length; i++) {
        const word = words[i].value;
        if (word === '--trusted-host') {
            hits.push(source(`turns off certificate checks for ${words[++i]?.value.slice(0, 80)}`, 'high'));
            continue;
        }
        if (INDEX_FLAGS.has(word)) {
            const value = words[++i]?.value ?? '';
            if (!DEFAULT_INDEX.test(value))
                hits.push(sourceHit(source, 'index', value, names()));
            continue;
        }
        if (URL_SPEC.test(word) || (ARCHIVE.test(word) && word.includes('://'))) {
            hits.push(sourceHit(source, 'address', word, names()));
            continue;
        }
        // a local path or a local archive
        if (/^[./~]/.test(word) || ARCHIVE.test(word))
            continue;
        if (install.ecosystem === 'npm' && /^[\w.-]+\/[\w.-]+$/.test(word)) {
            hits.push(source(`installs the GitHub repository ${word} instead of a released package`, 'medium'));
            continue;
        }
        const spec = SPEC.exec(word);
        if (spec === null)
            continue;
        const name = spec[1] ?? '';
        const version = spec[3];
        if (install.ecosystem !== 'other' && !name.startsWith('@')) {
            const imitated = await lookalikeOf(name, install.ecosystem);
            if (imitated !== undefined) {
                hits.push(hitOf('supply/lookalike-package', `${name} is one typo away from the popular package ${imitated} and is not popular itself`));
            }
        }
        const hasVersion = version !== undefined && version !== '' && version !== 'latest' && version !== '*';
        const flaggedVersion = command.args.some((a) => a.value === '--version' || a.value === '-v' || a.value === '--vers');
        if (!hasVersion && !flaggedVersion)
            unpinned.push(name);
    }
    if (unpinned.length > 0) {
        hits.push(hitOf('supply/unpinned-package', `installs without a version: ${unpinned.slice(0, 5).join(', ')}`));
    }
    return hits;
}

/** A word that carries secrets: a secret variable, a dump of the environment, a secret file. */
function carriesSecret(word) {
    return (secretVariables(word.raw).length > 0 || DUMPS_ENV.test(word.raw) || SECRET_FILE.test(word.value));
}
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0|[\w-]+\.local(?:host)?)$/;
/** Where a network command sends to: the host of its first URL argument, when written out. */
function destination(command) {
    for (const arg of command.args) {
        const host = hostOf(arg.value);
        if (host !== undefined)
            return host;
    }
    if (DOWNLOADERS.has(command.name))
        return undefined;
    // `nc HOST PORT`, `scp file user@host:path`: the host is a plain word
    const plain = command.args.find((a) => !a.value.startsWith('-') && !a.expands)?.value ?? '';
    const host = /^(?:[\w.-]+@)?([\w-]+(?:\.[\w-]+)+)(?::|$)/.exec(plain)?.[1];
    return host?.toLowerCase();
}
/**
 * A secret variable in a request: normal when it goes to the service it is for (an API key in
 * an API call); theft when a well-known one is written to go to another host; otherwise left for
 * a reviewer at low severity (the host is a variable, or the variable's service is not known).
 */
function secretVariableSent(command) {
    const name = command.args.flatMap((a) => secretVariables(a.raw))[0];
    if (name === undefined)
        return undefined;
    const host = destination(command);
    if (host !== undefined && (LOCAL_HOST.test(host) || isIssuerHost(name, host)))
        return undefined;
    if (host !== undefined && knownIssuer(name) !== undefined) {
        return hit('exfil/network-send', command, `${command.name} sends ${name} to ${host}, not to the service it belongs to`);
    }
    return hit('exfil/network-send', command, `${command.name} sends the secret ${name}${host ? ` to ${host}` : ''}: check that the host is the one it is for`, 'low');
}
/** The environment, shell history or a secret file sent: critical to a host written out. */
function secretsSent(command) {
    const inArgs = command.args.some((a) => DUMPS_ENV.test(a.raw) || SECRET_FILE.test(a.value));
    const fedSecrets = command.pipeline
        .slice(0, command.stage)
        .some((c) => c.name === 'env' ||
        c.name === 'printenv' ||
        c.name === 'history' ||
        (READERS.has(c.name) && c.args.some(carriesSecret)));
    const fedByRedirect = command.redirects.some((r) => r.operator === '<' && SECRET_FILE.test(r.target));
    if (!inArgs && !fedSecrets && !fedByRedirect)
        return undefined;
    const host = destination(command);
    if (host !== undefined && LOCAL_HOST.test(host))
        return undefined;
    const to = host === undefined ? '' : ` to ${host}`;
    return hit('exfil/network-send', command, `${command.name} sends secrets, the environment or shell history over the network${to}`, host === undefined ? 'high' : undefined);
}
function exfiltration(command) {
    const hits = [];
    if (NETWORK.has(command.name)) {
        const sent = secretsSent(command) ?? secretVariableSent(command);
        if (sent !== undefined)
            hits.push(sent);
    }
    if (DNS_TOOLS.has(command.name)) {
        const built = command.args.find((a) => !a.value.startsWith('-') && a.expands && /\./.test(a.value));
        if (built !== undefined) {
            hits.push(hit('exfil/dns', command, `${command.name} looks up a name built from data`, carriesSecret(built) ? 'critical' : undefined));
        }
    }
    return hits;
}
// Commands that name a file without reading it.
const LISTERS = new Set(['ls', 'find', 'stat', 'du', 'file', 'test', '[']);
// `security` reads a keychain item's secret only with -w or -g; dump-keychain and export read all.
const KEYCHAIN_READ = /^find-(?:generic|internet)-password$/;
// Keys other programs keep in the keychain to encrypt their own stores (a browser's passwords).
const OTHER_PROGRAMS_KEY = /safe storage/i;
function keychainAccess(command) {
    const sub = command.args[0]?.value ?? '';
    if (sub === 'dump-keychain' || sub === 'export') {
        return [hit('cred/access', command, 'dumps or exports the macOS keychain')];
    }
    if (!KEYCHAIN_READ.test(sub))
        return [];
    const flags = command.args.filter((a) => /^-[a-zA-Z]+$/.test(a.value)).map((a) => a.value);
    const reveals = flags.some((f) => f.includes('w') || f.includes('g'));
    const discarded = command.redirects.some((r) => /^(?:&?>|1>|&>>?)$/.test(r.operator) && r.target === '/dev/null');
    if (!reveals || discarded)
        return [];
    if (command.args.some((a) => OTHER_PROGRAMS_KEY.test(a.value))) {
        return [hit('cred/access', command, "reads another program's key from the macOS keychain")];
    }
    return [
        hit('cred/access', command, 'reads a secret from the macOS keychain: check that the item is the skill’s own', 'low')
    ];
}
// `open(path)` in a code span is a function call of some language, not the `open` command.
const FUNCTION_CALL = /^[\w.]+\(/;
function credentialAccess(command) {
    if (command.name === 'security')
        return keychainAccess(command);
    if (NETWORK.has(command.name) || LISTERS.has(command.name))
        return [];
    if (FUNCTION_CALL.test(command.text))
        return [];
    const words = [
        ...command.args.map((a) => a.value).filter((v) => !v.startsWith('-')),
        ...command.redirects.filter((r) => r.operator === '<').map((r) => r.target)
    ];
    if (READERS.has(command.name) || INTERPRETERS.has(command.name)) {
        if (words.some((w) => CREDENTIAL_FILE.test(w)))
            return [hit('cred/access', command, `${command.name} reads credential files`)];
        if (command.name !== 'source' && command.name !== '.' && words.some((w) => DOTENV.test(w))) {
            return [hit('cred/access', command, `${command.name} reads a .env file`, 'medium')];
        }
    }
    if ((command.name === 'echo' || command.name === 'printf') &&
        command.args.some((a) => secretVariables(a.raw).length > 0)) {
        return [hit('cred/access', command, 'prints a secret environment variable', 'medium')];
    }
    if ((command.name === 'env' || command.name === 'printenv') &&
        command.args.length === 0 &&
        command.pipeline.length > 1) {
        return [
            hit('cred/access', command, 'passes the whole environment (tokens included) on', 'medium')
        ];
    }
    return [];
}

/** Words without which no shell rule can match: text without any of them is not parsed. */
const TRIGGER_WORDS = new Keywords('curl wget fetch aria2c http https xh iwr irm invoke nc ncat netcat socat telnet tcp udp rm mkfs dd shred push crontab cron launchctl systemctl authorized_keys hooks hookspath pip pip3 uv uvx pipx poetry pipenv npm pnpm yarn npx bun gem cargo go base64 xxd eval bash sh zsh dash python python3 perl ruby node php source printenv env history security dig nslookup host drill scp rsync ftp find chmod bashrc zshrc profile bash_profile zprofile launchagents launchdaemons home ssh aws reg'.split(' '));
function mayNeedShellRules(input) {
    const facts = typeof input === 'string' ? new TextFacts(input) : input;
    return facts.mentions(TRIGGER_WORDS) || facts.text.includes('~/.') || facts.text.includes(':()');
}
/** Downloader options whose next word is a value, not the URL (`curl -o file URL`). */
const DOWNLOADER_VALUE_FLAGS = new Set('-o -O --output --output-document -H --header -d --data -X --request -u --user -A --user-agent -e --referer -w --write-out -m --max-time --connect-timeout -b --cookie -c --cookie-jar -T --upload-file --proto'.split(' '));
/** The URL a downloader fetches: a word with a scheme, else one shaped like a host (`get.x.io`). */
function urlOf(command) {
    const values = command.args.map((a) => a.value);
    const plain = values.filter((v, i) => !v.startsWith('-') && !DOWNLOADER_VALUE_FLAGS.has(values[i - 1] ?? ''));
    return (plain.find((v) => /^(?:https?|ftp):\/\//i.test(v)) ??
        plain.find((v) => /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:\/|$)/i.test(v)) ??
        '');
}
/**
 * How serious running a download is, by where it comes from: a host the text names as the
 * tool's own over https is low (pin it, check it), any other https host high, plain http or an
 * IP address or a URL not written out critical — a vendor's own site over http is high.
 */
function downloadSeverity(url, surroundings) {
    const source = url === '' ? undefined : judgeSource(url, surroundings());
    if (source === undefined)
        return { severity: 'critical', note: '' };
    if (source.address)
        return { severity: 'critical', note: ` from the IP address ${source.host}` };
    if (!source.secure) {
        return source.vendor
            ? {
                severity: 'high',
                note: ` from ${source.host} (the site of ${source.tool}) over plain http: use https`
            }
            : { severity: 'critical', note: ` over plain http from ${source.host}` };
    }
    return source.vendor
        ? {
            severity: 'low',
            note: ` from ${source.host}, the site of ${source.tool} the text installs: pin a version or check a checksum`
        }
        : {
            severity: 'high',
            note: ` from ${source.host}, which the text does not name as the tool's own`
        };
}
/** `curl … | sh`, `bash <(curl …)`, `sh -c "$(curl …)"`, `base64 -d | sh`, `nc host | sh`. */
function downloadExec(command, surroundings) {
    const hits = [];
    // `curl … | python3 -m json.tool` pretty-prints data: only a stage that reads its program
    // from standard input runs what is piped into it.
    const into = command.pipeline
        .slice(command.stage + 1)
        .find((c) => INTERPRETERS.has(c.name) && programOf(c) === 'stdin');
    if (into !== undefined) {
        if (RAW_SOCKETS.has(command.name)) {
            hits.push(hit('exec/reverse-shell', command, `output of ${command.name} is run by ${into.name}: a remote shell`));
        }
        else if (DOWNLOADERS.has(command.name)) {
            const { severity, note } = downloadSeverity(urlOf(command), surroundings);
            hits.push(hit('exec/download-exec', command, `a download is piped into ${into.name}${note}`, severity));
        }
        else if (DECODERS.has(command.name)) {
            hits.push(hit('exec/download-exec', command, `decoded text is piped into ${into.name}`, 'critical'));
        }
    }
    const outer = command.enclosing;
    if (outer !== undefined && DOWNLOADERS.has(command.name) && runsAsProgram(outer, command)) {
        const { severity, note } = downloadSeverity(urlOf(command), surroundings);
        hits.push(hit('exec/download-exec', outer, `${outer.name} runs what ${command.name} downloads${note}`, severity));
    }
    return hits;
}
/** `inner` sits in the word `outer` runs as its program (`sh -c "$(curl …)"`, `bash <(curl …)`). */
function runsAsProgram(outer, inner) {
    if (!INTERPRETERS.has(outer.name))
        return false;
    const program = programOf(outer);
    if (typeof program !== 'number')
        return false;
    const head = inner.text.slice(0, 60);
    return outer.args
        .slice(program)
        .some((a, i) => (i === 0 || outer.name === 'eval') && a.raw.includes(head));
}
function reverseShell(command) {
    const words = [...command.args.map((a) => a.value), ...command.redirects.map((r) => r.target)];
    if (words.some((w) => /\/dev\/(?:tcp|udp)\//.test(w))) {
        return [hit('exec/reverse-shell', command, 'a shell redirected to a network socket (/dev/tcp)')];
    }
    if (RAW_SOCKETS.has(command.name)) {
        const execs = command.args.some((a) => /^(?:-[a-z]*[ec]|--(?:exec|sh-exec|lua-exec))$/i.test(a.value) ||
            /^(?:exec|system):/i.test(a.value));
        if (execs)
            return [hit('exec/reverse-shell', command, `${command.name} hands a shell to a network peer`)];
    }
    if (['python', 'python3', 'perl', 'ruby', 'php'].includes(command.name)) {
        const code = command.args.map((a) => a.value).join(' ');
        if (/socket/i.test(code) &&
            /(?:subprocess|pty\.spawn|os\.dup2|\/bin\/sh|exec)/i.test(code) &&
            /connect/i.test(code)) {
            return [hit('exec/reverse-shell', command, 'an inline script connects a shell to a socket')];
        }
    }
    return [];
}
function destructive(command) {
    const values = command.args.map((a) => a.value);
    if (command.name === 'rm') {
        const recursive = hasShortFlag(command, 'r') || hasShortFlag(command, 'R') || values.includes('--recursive');
        const targets = values.filter((v) => !v.startsWith('-'));
        const bad = targets.find((t) => HOME_OR_ROOT.test(t));
        if (values.includes('--no-preserve-root') || (recursive && bad !== undefined)) {
            return [hit('destroy/command', command, `recursive delete of ${bad ?? '/'}`)];
        }
    }
    if (command.name === 'find' && values.includes('-delete') && HOME_OR_ROOT.test(values[0] ?? '')) {
        return [hit('destroy/command', command, `find deletes everything under ${values[0]}`)];
    }
    if (/^mkfs/.test(command.name) ||
        (command.name === 'dd' &&
            values.some((v) => /^of=\/dev\/(?:sd|nvme|disk|hd|xvd|mmcblk)/.test(v)))) {
        return [hit('destroy/command', command, 'overwrites a disk')];
    }
    if (command.name === 'shred' && values.some((v) => v.startsWith('/dev/'))) {
        return [hit('destroy/command', command, 'overwrites a disk')];
    }
    if (command.name === 'chmod' &&
        hasShortFlag(command, 'R') &&
        values.some((v) => HOME_OR_ROOT.test(v))) {
        return [
            hit('destroy/command', command, 'changes the permissions of every file under home or root', 'high')
        ];
    }
    if (command.name === 'git' && values[0] === 'push') {
        const force = values.some((v) => v === '--force' || v === '--mirror' || (/^-[a-z]+$/.test(v) && v.includes('f')));
        const plusRef = values.some((v) => /^\+(?:main|master|trunk|production)\b/.test(v));
        if ((force || plusRef) && values.slice(1).some((v) => DEFAULT_BRANCH.test(v))) {
            return [hit('destroy/command', command, 'force-pushes over the default branch', 'high')];
        }
    }
    return [];
}
function writesTo(command) {
    const targets = command.redirects
        .filter((r) => r.operator.startsWith('>') || r.operator === '&>')
        .map((r) => r.target);
    if (['tee', 'cp', 'mv', 'ln', 'install'].includes(command.name)) {
        const paths = command.args.filter((a) => !a.value.startsWith('-')).map((a) => a.value);
        targets.push(...(command.name === 'tee' ? paths : paths.slice(-1)));
    }
    return targets;
}
/**
 * Start-up entries and access grants. A service the skill announces — in its description, or in
 * the paragraph leading into the command or its comments (a daemon, a server, launchd timers, a
 * scheduled job) — is set up in the open: reported at medium, so a reviewer sees it. Unannounced
 * (persistence slipped into a skill about something else), or fetching from the network in the
 * same command, it is high. A key added to `authorized_keys` grants a login: always high.
 */
function persistence(command, announced) {
    const values = command.args.map((a) => a.value);
    // No word boundary before the tools: in `printf "…\ncurl …"` the escape runs into the name.
    const networked = /(?:curl|wget|\bnc|ncat|base64|\/dev\/tcp)\b/.test(command.text) ||
        command.heredocs.some((h) => /\b(?:curl|wget|nc|base64)\b/.test(h));
    const registration = () => (networked || !announced() ? 'high' : 'medium');
    const found = (message, severity) => [
        hit('persist/startup', command, message, severity)
    ];
    if (command.name === 'crontab' && !values.includes('-l') && !values.includes('-r')) {
        return found('installs a crontab entry', registration());
    }
    if (command.name === 'launchctl' && /^(?:load|bootstrap|enable|submit)$/.test(values[0] ?? '')) {
        return found('registers a launch agent', registration());
    }
    if (command.name === 'systemctl' && values.includes('enable')) {
        return found('enables a service at start-up', networked ? 'high' : 'medium');
    }
    if (command.name === 'git' &&
        values[0] === 'config' &&
        values.some((v) => /core\.hookspath/i.test(v))) {
        return found('points git at other hooks', 'medium');
    }
    if (command.name === 'reg' &&
        /^add$/i.test(values[0] ?? '') &&
        values.some((v) => /\\CurrentVersion\\Run/i.test(v))) {
        return found('adds a Windows start-up entry', registration());
    }
    for (const target of writesTo(command)) {
        if (/authorized_keys/i.test(target)) {
            return found(`writes to ${target}, which grants a login`, 'high');
        }
        if (STARTUP_PLACE.test(target)) {
            return found(`writes to ${target}, which runs at start-up`, registration());
        }
        if (RC_FILE.test(target)) {
            return found(`appends to the shell start-up file ${target}`, networked ? 'high' : 'medium');
        }
        if (GIT_HOOK.test(target)) {
            return found(`installs a git hook (${target})`, networked ? 'high' : 'medium');
        }
    }
    return [];
}
/**
 * Files a downloader saved (`curl -o x URL`, `wget -O x URL`, `> x`), with the URL each came
 * from, to catch `chmod +x x && ./x`.
 */
function downloadedFiles(commands) {
    const files = new Map();
    for (const command of commands) {
        if (!DOWNLOADERS.has(command.name))
            continue;
        const url = urlOf(command);
        command.args.forEach((a, i) => {
            if (/^(?:-o|-O|--output|--output-document)$/.test(a.value)) {
                const next = command.args[i + 1]?.value;
                if (next !== undefined && next !== '-')
                    files.set(next.replace(/^\.\//, ''), url);
            }
        });
        for (const r of command.redirects)
            if (r.operator === '>')
                files.set(r.target.replace(/^\.\//, ''), url);
    }
    return files;
}
function runsDownloaded(command, files, surroundings) {
    if (files.size === 0)
        return [];
    const name = command.text.split(/\s/, 1)[0]?.replace(/^\.\//, '') ?? '';
    // `python3 extract.py page.html` runs extract.py: a downloaded file among the script's
    // arguments is its input.
    const program = INTERPRETERS.has(command.name) ? programOf(command) : 'none';
    const script = typeof program === 'number' ? command.args[program].value.replace(/^\.\//, '') : undefined;
    const file = files.has(name)
        ? name
        : script !== undefined && files.has(script)
            ? script
            : undefined;
    if (file === undefined)
        return [];
    const { severity, note } = downloadSeverity(files.get(file), surroundings);
    // a file run after its download was checked is one level lower than a pipe into a shell
    const lowered = severity === 'critical' ? 'high' : severity;
    return [hit('exec/download-exec', command, `runs a file it just downloaded${note}`, lowered)];
}
const MAX_NESTED = 2;
/**
 * Every hit of the shell rules in `text` (or its facts, when the caller has them); line numbers
 * count from `firstLine`.
 */
async function shellHits(input, firstLine = 1, context = {}) {
    if (!mayNeedShellRules(input))
        return [];
    const text = typeof input === 'string' ? input : input.text;
    const { shell, long } = splitLongLines(text);
    const commands = tokenCommands(shell, firstLine - 1);
    const hits = [];
    // lines too long to be commands anyone reads: the line rules, as for code in other languages
    for (const window of long) {
        for (const h of lineRuleHits(new TextFacts(window.text), { prose: false }))
            hits.push({ ...h, line: window.line + firstLine - 1 });
    }
    const depth = context.depth ?? 0;
    // The text's own comments and the prose around it say what a command is for; its commands do
    // not (`curl -o /tmp/helper …/helper` names the helper only in its own URL and path).
    let words;
    const downloaded = downloadedFiles(commands);
    const surroundings = () => (words ??= [
        commentsOf(text),
        toolWords(commands, downloaded),
        context.surroundings?.() ?? ''
    ].join('\n'));
    let open;
    const announced = () => (open ??=
        context.announcesServices === true ||
            announcesServices(`${commentsOf(text)}\n${context.nearby?.() ?? ''}`));
    for (const command of commands) {
        hits.push(...downloadExec(command, surroundings), ...reverseShell(command), ...destructive(command), ...exfiltration(command), ...credentialAccess(command), ...persistence(command, announced), ...runsDownloaded(command, downloaded, surroundings));
        if (PACKAGE_MANAGERS.has(command.name))
            hits.push(...(await packageHits(command, surroundings)));
        // most commands run no script: no promise to wait for
        const scripts = depth < MAX_NESTED ? nestedScripts(command) : [];
        for (const script of scripts) {
            const inner = await shellHits(script, 1, {
                ...context,
                depth: depth + 1,
                surroundings
            });
            for (const h of inner)
                hits.push({ ...h, line: command.line, evidence: command.text });
        }
    }
    return hits;
}
/** Installers of system packages: `brew install chezmoi` names the tool a block is about. */
const SYSTEM_INSTALLERS = new Set('brew apt apt-get dnf yum pacman port apk snap choco scoop winget cargo go mise asdf'.split(' '));
/**
 * The tools the commands of a text use or install (`proto --version`, `brew install chezmoi`):
 * names a download's host can be checked against. A file the text downloaded names nothing
 * (`curl -o /tmp/helper …/helper` then `/tmp/helper`), nor do the downloader and the shell.
 */
function toolWords(commands, downloaded) {
    const words = [];
    for (const command of commands) {
        const path = command.text.split(/\s/, 1)[0]?.replace(/^\.\//, '') ?? '';
        if (downloaded.has(path) || DOWNLOADERS.has(command.name) || INTERPRETERS.has(command.name))
            continue;
        words.push(command.name);
        if (SYSTEM_INSTALLERS.has(command.name) && command.args[0]?.value === 'install') {
            for (const arg of command.args.slice(1))
                if (!arg.value.startsWith('-'))
                    words.push(arg.value);
        }
    }
    return words.join(' ');
}
const COMMENT_LINE = /^[ \t]*#(.*)$/gm;
function commentsOf(text) {
    const bounded = text.length > 20_000 ? text.slice(0, 20_000) : text;
    return [...bounded.matchAll(COMMENT_LINE)].map((m) => m[1]).join('\n');
}
/** `bash -c "…"`, `eval "…"` and `bash <<EOF … EOF` run their text as shell: it is parsed too. */
function nestedScripts(command) {
    const scripts = [];
    if (SHELLS.has(command.name)) {
        const c = command.args.findIndex((a) => /^-[a-z]*c$/.test(a.value));
        if (c !== -1 && command.args[c + 1] !== undefined)
            scripts.push(command.args[c + 1].value);
        scripts.push(...command.heredocs);
    }
    if (command.name === 'eval')
        scripts.push(command.args.map((a) => a.value).join(' '));
    return scripts;
}

// Shell fences: the languages people write shell in, and unlabelled blocks (scanned only when a
// shell rule's word occurs in them, like everything else).
const SHELL_LANGUAGES = new Set([
    '',
    'bash',
    'sh',
    'shell',
    'zsh',
    'ksh',
    'console',
    'shell-session',
    'shellsession',
    'terminal',
    'sh-session',
    'text',
    'plaintext'
]);
const INLINE_CODE = /(`+)[^`\n]+?\1(?!`)/g;
const maxSeverity = (hits) => hits.reduce((worst, h) => {
    const s = h.severity ?? 'high';
    return severityRank(s) > severityRank(worst) ? s : worst;
}, 'low');
/** Shell text of a console block: the `$ ` prompts removed. */
const withoutPrompts = (text) => text.replace(/^(\s*)\$ /gm, '$1');
/**
 * The hits of one piece of shell text found at `firstLine` of its file; null, with nothing to
 * parse or wait for, when no shell rule's word occurs in it (most code blocks of a file).
 */
function shellPieceHits(text, firstLine, context) {
    const facts = new TextFacts(text);
    if (!mayNeedShellRules(facts))
        return null;
    const shell = withoutPrompts(text);
    return shellHits(shell === text ? facts : shell, firstLine, context);
}
/** Whether a line of the file lies in one of its fenced code blocks. */
function fencedLines(fences) {
    const ranges = fences.map((f) => [f.firstLine, f.firstLine + lineBreaks(f.text)]);
    return (line) => ranges.some(([first, last]) => line >= first && line <= last);
}
const lineBreaks = (text) => text.split('\n').length - 1;
async function markdownHits(facts, intent, read) {
    const parts = markdownParts(facts.text);
    const hits = [...proseHits(facts, { codeLine: fencedLines(parts.fences) })];
    if (mayNeedLineRules(facts, true)) {
        // Inline code is parsed as shell below; the line rules read the prose around it.
        const proseOnly = parts.prose.includes('`')
            ? parts.prose.replace(INLINE_CODE, (span) => ' '.repeat(span.length))
            : parts.prose;
        hits.push(...lineRuleHits(proseOnly === facts.text ? facts : new TextFacts(proseOnly), {
            prose: true,
            within: facts
        }));
    }
    // No shell rule's word anywhere in the file: no block or span of it can match one. The same
    // for the line rules over code blocks.
    const shell = mayNeedShellRules(facts);
    const codeRules = mayNeedLineRules(facts, false);
    // What the prose around a command says it is for: worked out only for a rule that asks.
    const around = (line) => ({
        announcesServices: intent.announcesServices,
        surroundings: () => `${read().surroundingsOf(line)}\n${intent.subject}`,
        nearby: () => read().nearbyOf(line)
    });
    for (const fence of parts.fences) {
        if (SHELL_LANGUAGES.has(fence.language)) {
            const found = shell
                ? shellPieceHits(fence.text, fence.firstLine, around(fence.firstLine))
                : null;
            if (found !== null)
                hits.push(...(await found));
        }
        else if (codeRules) {
            const code = lineRuleHits(new TextFacts(fence.text), { prose: false, within: facts });
            hits.push(...offset(code, fence.firstLine - 1));
        }
    }
    if (shell) {
        for (const span of parts.inlineCode) {
            const found = shellPieceHits(span.text, span.line, around(span.line));
            if (found !== null)
                hits.push(...(await found));
        }
    }
    for (const comment of parts.comments)
        hits.push(...(await commentHits(comment)));
    for (const title of parts.linkTitles) {
        const inner = proseHits(title.text);
        if (inner.length > 0) {
            hits.push({
                ruleId: 'hidden/link-title',
                line: title.line,
                message: `a link title, shown only on hover, ${inner[0].message}`,
                evidence: title.text
            });
        }
    }
    return hits;
}
// A comment that speaks to the agent: opens by naming it as the one spoken to ("assistant:",
// "Claude,", "note for the AI agent") and then gives it an order ("you must", "run", "always"). A template's
// guidance about what "the agent should" do speaks of it, not to it.
const AGENT = '(?:assistant|agent|claude|ai|model|llm)';
const ADDRESSED = new RegExp(`^\\s*(?:(?:note|message|instructions?)\\s+(?:for|to)\\s+(?:the\\s+)?(?:ai\\s+)?${AGENT}\\b|${AGENT}\\s*[:,])[^\\n]{0,200}\\b(?:you\\s+(?:must|should|will)|must|always|never|run|send|execute|upload|delete|read|fetch|do\\s+not|don't)\\b`, 'i');
/** An HTML comment is invisible when rendered: instructions in it are a finding of their own. */
async function commentHits(comment) {
    if (/skill-ci:\s*allow\b/.test(comment.text))
        return [];
    const inner = [...proseHits(comment.text), ...((await shellPieceHits(comment.text, 1, {})) ?? [])];
    if (inner.length === 0 && !ADDRESSED.test(comment.text))
        return [];
    const serious = inner.length > 0 && severityRank(maxSeverity(inner)) >= severityRank('high');
    return [
        {
            ruleId: 'hidden/html-comment',
            line: comment.line,
            message: inner.length > 0
                ? `an HTML comment, invisible when rendered, ${inner[0].message}`
                : 'an HTML comment, invisible when rendered, gives the agent orders',
            evidence: comment.text,
            severity: serious ? 'critical' : 'high'
        },
        // The injection phrases were found in the whole text already; the commands were not.
        ...offset(inner.filter((h) => !h.ruleId.startsWith('injection/')), comment.line - 1)
    ];
}
const offset = (hits, by) => hits.map((h) => ({ ...h, line: h.line + by }));
/** The rules over decoded text: every hit moves to the blob's line and names where it came from. */
async function decodedHits(decoded) {
    const facts = new TextFacts(decoded.text);
    const inner = [
        ...proseHits(facts),
        ...lineRuleHits(facts, { prose: true }),
        ...((await shellPieceHits(decoded.text, 1, {})) ?? [])
    ];
    return inner.map((h) => ({
        ...h,
        line: decoded.line,
        message: `${h.message} (in text decoded from ${decoded.how})`
    }));
}
/**
 * The rules about running commands, installing and persisting: in markdown, a command shown as an
 * example of an attack or a bad pattern is reported at low (example-context.ts).
 */
const LOWERED_IN_EXAMPLES = /^(?:exec|supply|persist|destroy)\//;
const lowersInExamples = (hit) => LOWERED_IN_EXAMPLES.test(hit.ruleId);
// Secrets sent or read, shown as an attack to detect, are lowered the same way. Injection phrases
// only where the text itself frames them as an example: a phrase speaks to the model whatever the
// skill's description says the skill is for. Hidden content (an encoded blob) is never lowered:
// what it says is not shown, so no framing can show it as an example.
const SECRETS_IN_EXAMPLES = /^(?:exfil|cred)\//;
const secretsInExamples = (hit) => lowersInExamples(hit) || SECRETS_IN_EXAMPLES.test(hit.ruleId);
const injectionInExamples = (hit) => hit.ruleId.startsWith('injection/');
async function fileHits(file, intent) {
    const facts = new TextFacts(file.text);
    const hidden = invisibleContent(facts);
    const hits = [...hidden.hits, ...homoglyphHosts(facts)];
    // The file's example context (what its prose says each line is for), worked out once, when a
    // rule first asks: by the shell rules' surroundings or by the lowering of shown examples.
    let context;
    const read = () => (context ??= new ExampleContext(file.text));
    if (file.kind === 'markdown')
        hits.push(...(await markdownHits(facts, intent, read)));
    else {
        // a script or another code file: every line is code
        hits.push(...proseHits(facts, { codeLine: () => true }));
        if (file.kind === 'shell') {
            const context = {
                announcesServices: intent.announcesServices,
                surroundings: () => intent.subject
            };
            hits.push(...((await shellPieceHits(file.text, 1, context)) ?? []));
        }
        else
            hits.push(...lineRuleHits(facts, { prose: false }));
    }
    hits.push(...(await secretHits(facts, file.file)));
    for (const decoded of hidden.decoded)
        hits.push(...(await decodedHits(decoded)));
    for (const blob of encodedTexts(facts)) {
        const inner = await decodedHits(blob);
        if (inner.length === 0)
            continue;
        const worst = maxSeverity(inner);
        hits.push({
            ruleId: 'hidden/encoded-payload',
            line: blob.line,
            message: `a ${blob.how} blob decodes to text that triggers ${[...new Set(inner.map((h) => h.ruleId))].join(', ')}`,
            evidence: blob.text,
            severity: severityRank(worst) > severityRank('high') ? worst : 'high'
        });
        hits.push(...inner);
    }
    if (file.kind !== 'markdown')
        return hits;
    const shown = lowerShownExamples(hits, read, intent.securitySkill, secretsInExamples);
    return lowerShownExamples(shown, read, false, injectionInExamples);
}
/** One finding per rule and line; the most severe wins. */
function dedupe(findings) {
    const best = new Map();
    for (const f of findings) {
        const key = `${f.ruleId}\u0000${f.file}\u0000${f.line}`;
        const known = best.get(key);
        if (known === undefined || severityRank(f.severity) > severityRank(known.severity))
            best.set(key, f);
    }
    return [...best.values()];
}
const SHELL_FENCE = /^[ \t>]*(?:```|~~~)[ \t]*(?:bash|sh|shell|zsh|ksh|console|shell-session|shellsession|terminal|sh-session|powershell|pwsh|ps1)\b/im;
/** The skill shows that it runs commands: a shell block in SKILL.md or files under scripts/. */
function runsCommands(skill, texts) {
    const scripts = `${skill.relPath === '.' ? '' : `${skill.relPath}/`}scripts/`;
    return texts.some((t) => t.file.startsWith(scripts)) || SHELL_FENCE.test(skill.content);
}
async function scanSkill(skill, options = {}) {
    const { texts, skipped } = await readSkillFiles(skill.dir, skill.relPath, {
        ...skill,
        file: skill.skillFile
    });
    const findings = [];
    const toFindings = (file, hits) => hits.map((h) => securityFinding({ ...h, file }));
    findings.push(...toFindings(skill.skillFile, frontmatterHits(skill.frontmatter, runsCommands(skill, texts))));
    const failures = [];
    const description = skill.frontmatter.data.description;
    const said = typeof description === 'string' ? description : '';
    const intent = {
        securitySkill: isSecurityReviewSkill(said),
        announcesServices: announcesServices(said),
        subject: `${String(skill.frontmatter.data.name ?? '')}\n${said}`
    };
    for (const file of texts) {
        let hits;
        try {
            hits = await fileHits(file, intent);
        }
        catch (error) {
            failures.push(`${file.file}: ${error instanceof Error ? error.message : String(error)}`);
            continue;
        }
        if (hits.length === 0)
            continue;
        const own = dedupe(toFindings(file.file, hits));
        // The allow comments are looked for only on the lines of findings.
        findings.push(...applySuppressions(own, file.text.split('\n'), options.allow ?? []));
    }
    for (const skip of skipped.filter((s) => s.notable)) {
        findings.push(...applySuppressions([
            securityFinding({
                ruleId: 'scan/skipped-file',
                file: skip.file,
                line: 1,
                message: `not scanned: ${skip.reason}`,
                evidence: skip.file
            })
        ], [], options.allow ?? []));
    }
    findings.sort((a, b) => severityRank(b.severity) - severityRank(a.severity) ||
        a.file.localeCompare(b.file) ||
        (a.line ?? 0) - (b.line ?? 0));
    // A file the rules could not read is not a clean file: the layer failed, and the gate says so.
    return {
        status: failures.length === 0 ? 'ok' : 'error',
        ...(failures.length === 0 ? {} : { reason: `the scan failed on ${failures.join('; ')}` }),
        findings,
        filesScanned: texts.length,
        skipped: skipped.map(({ file, reason }) => ({ file, reason }))
    };
}

/**
 * The key a skill's model calls are booked under in the ledger (llm/cost-owner.ts): its folder,
 * which no other skill of the run shares.
 */
const costOwnerKey = (skill) => skill.dir;
/** Stores an outcome's record under its layer's name (one place for the name-to-record link). */
function storeRecord(layers, outcome) {
    layers[outcome.layer] = outcome.record;
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

function fromEvalYaml(triggers) {
    const source = 'authored-eval-yaml';
    const should = (triggers.should ?? []).map((item) => typeof item === 'string'
        ? { query: item, should: true, source }
        : { query: item.query, should: true, ...optional('note', item.note), source });
    const shouldNot = (triggers.should_not ?? []).map((item) => typeof item === 'string'
        ? { query: item, should: false, source }
        : {
            query: item.query,
            should: false,
            ...optional('note', item.note),
            ...optional('expectedSkill', item.expected_skill),
            source
        });
    return [...should, ...shouldNot];
}
const fromTriggerEvals = (items) => items.map((item) => ({
    query: item.query,
    should: item.should_trigger,
    // A near miss names the sibling it belongs to; on a should-prompt the name is this skill.
    ...(item.should_trigger ? {} : optional('expectedSkill', item.expected_skill)),
    source: 'authored-trigger-evals'
}));
/** `{ [key]: value }`, or nothing when the value is undefined. */
const optional = (key, value) => (value === undefined ? {} : { [key]: value });
/** Two writings of one request: case and runs of white space do not matter. */
const sameRequestKey = (query) => query.trim().replace(/\s+/g, ' ').toLowerCase();
/** The skill's authored trigger set from its two possible files (see the top of this file). */
function authoredTriggerSet(evalFile, triggerEvals) {
    const fromYaml = evalFile.ok === true && evalFile.suite.triggers ? fromEvalYaml(evalFile.suite.triggers) : [];
    const fromJson = triggerEvals.ok === true ? fromTriggerEvals(triggerEvals.items) : [];
    const seen = new Map();
    const conflicts = [];
    const prompts = [];
    for (const prompt of [...fromYaml, ...fromJson]) {
        const key = sameRequestKey(prompt.query);
        const earlier = seen.get(key);
        if (earlier) {
            if (earlier.should !== prompt.should)
                conflicts.push(prompt.query);
            continue;
        }
        seen.set(key, prompt);
        prompts.push(prompt);
    }
    if (prompts.length === 0)
        return { set: null, conflicts };
    const sources = [...new Set(prompts.map((p) => p.source))];
    return { set: { prompts, sources: sources }, conflicts };
}

// The problems of a skill's eval files as findings, so that `validate` and `score` report a broken
// tests/eval.yaml, evals/evals.json or evals/trigger-evals.json (and fail the gate on it like any
// spec error) before anyone pays for a run that would stop on it. The pipeline reads each skill's
// eval files once, and the costly layers use what was read here.
const EVAL_INVALID_RULE = 'eval/invalid';
const TRIGGER_CONFLICT_RULE = 'eval/trigger-conflict';
/** One error finding per problem of an invalid eval file (none when it is valid or absent). */
function evalFindingsOf(loaded) {
    if (loaded.ok !== false)
        return [];
    return loaded.errors.map((e) => ({
        ruleId: EVAL_INVALID_RULE,
        source: 'eval',
        severity: 'error',
        file: e.file,
        // Annotations and SARIF need a line: a problem of the whole file points at its first.
        line: e.line ?? 1,
        message: e.message
    }));
}
/**
 * A warning for each request that tests/eval.yaml and evals/trigger-evals.json answer differently
 * (the eval.yaml answer is the one used). `skillFile` locates the skill's folder.
 */
function triggerConflictFindings(evalFile, triggerEvals, skillFile) {
    const { conflicts } = authoredTriggerSet(evalFile, triggerEvals);
    const file = path__default.posix.join(path__default.posix.dirname(skillFile), TRIGGER_EVALS_JSON);
    return conflicts.map((query) => ({
        ruleId: TRIGGER_CONFLICT_RULE,
        source: 'eval',
        severity: 'warning',
        file,
        line: 1,
        message: `"${clipLine(query, 80)}" is a should-prompt in one file and a should-not prompt in the other; tests/eval.yaml's answer is used`
    }));
}

// A hash of everything in one skill folder: each entry's relative path, its kind, and for a file
// its bytes (for a link, the link's text; links are never followed). Hidden entries are left out:
// a skill at the repository root holds `.git` and the response cache, which change on every run. A re-validation compares it
// with the baseline's to re-run only the skills whose files changed. The walk is bounded (entries,
// depth, bytes per file); past a bound the hash records where it stopped, so it stays stable for
// an unchanged folder and still changes when the part it did read changes. The reads are
// synchronous: a skill's files are many and small, and four thread-pool round trips per file cost
// more than the reads themselves.
const MAX_ENTRIES = 2000;
const MAX_DEPTH = 12;
const MAX_FILE_BYTES = 16 * 1024 * 1024;
/** SHA-256 (hex) of the skill folder behind `listing`. */
function skillContentHash(listing) {
    const hash = createHash('sha256');
    const budget = { entries: MAX_ENTRIES };
    hashFolder(listing, '.', 0, hash, budget);
    return hash.digest('hex');
}
function hashFolder(listing, rel, depth, hash, budget) {
    let entries;
    try {
        entries = [...listing.entriesSync(rel)].sort((a, b) => (a.name < b.name ? -1 : 1));
    }
    catch (error) {
        hash.update(`unlisted\0${rel}\0${ioMessage(error)}\0`);
        return;
    }
    for (const entry of entries) {
        if (entry.name.startsWith('.'))
            continue;
        if (budget.entries-- <= 0) {
            hash.update('entries cut\0');
            return;
        }
        const child = rel === '.' ? entry.name : `${rel}/${entry.name}`;
        if (entry.isDirectory()) {
            hash.update(`dir\0${child}\0`);
            if (depth < MAX_DEPTH)
                hashFolder(listing, child, depth + 1, hash, budget);
        }
        else if (entry.isSymbolicLink()) {
            hash.update(`link\0${child}\0${linkText(path__default.join(listing.dir, child))}\0`);
        }
        else if (entry.isFile()) {
            hash.update(`file\0${child}\0`);
            hashFile(listing.dir, child, hash, listing.takeBytes(child));
        }
        else {
            hash.update(`other\0${child}\0`);
        }
    }
}
/**
 * Hashes the file `rel` of `dir`, or the whole bytes of it the reader already read (`read`), which
 * are the same; its path is joined only when it is read here.
 */
function hashFile(dir, rel, hash, read) {
    if (read !== undefined && read.size <= MAX_FILE_BYTES) {
        hash.update(`${read.size}\0`).update(read.bytes).update('\0');
        return;
    }
    try {
        const read = readBoundedBytesSync(path__default.join(dir, rel), MAX_FILE_BYTES);
        if (read === null)
            hash.update('not regular\0');
        else
            hash.update(`${read.size}\0`).update(read.bytes).update('\0');
    }
    catch (error) {
        hash.update(`unreadable\0${ioMessage(error)}\0`);
    }
}
/** The text of the link at `file`, or why it could not be read. */
function linkText(file) {
    try {
        return readlinkSync(file);
    }
    catch (error) {
        return ioMessage(error);
    }
}

const DEFAULT_SPEC_RULE_OPTIONS = Object.freeze({
    unknownFields: 'warn',
    allowUnicodeNames: false,
    platformFields: 'allow',
    extraAllowedFields: [],
    recommendations: true
});
/** Whether every option given is its default value (so there is nothing to check). */
function onlyDefaults(given) {
    return Object.entries(given).every(([key, value]) => {
        if (!Object.hasOwn(DEFAULT_SPEC_RULE_OPTIONS, key))
            return false;
        const fallback = DEFAULT_SPEC_RULE_OPTIONS[key];
        return Array.isArray(value) && Array.isArray(fallback)
            ? value.length === 0 && fallback.length === 0
            : value === fallback;
    });
}
/**
 * A run's spec options, complete and checked against their schema once for all its skills (an
 * invalid option fails the run before any skill is read). The schema is loaded only for options
 * that differ from the defaults.
 */
async function specRuleOptionsOfRun(given) {
    const plain = typeof given === 'object' && given !== null && !Array.isArray(given);
    if (given === undefined || (plain && onlyDefaults(given)))
        return DEFAULT_SPEC_RULE_OPTIONS;
    const { SpecRuleOptionsSchema } = await import('./cli-options3.js');
    return SpecRuleOptionsSchema.parse(given);
}

// Which top-level frontmatter fields exist, and small helpers to read them safely from untrusted
// parsed YAML (own properties only, so keys such as `constructor` never reach Object.prototype).
/** The fields the agentskills.io specification defines; no others are specified. */
const SPEC_FIELDS = [
    'name',
    'description',
    'license',
    'compatibility',
    'metadata',
    'allowed-tools'
];
/**
 * Claude Code's documented skill frontmatter fields beyond the spec (code.claude.com skills
 * reference, 2026). They are accepted by default because real skills use them and Claude Code reads
 * them; a strict validator that rejects them (as skills-ref does) mostly produces noise.
 * `allowed-tools` is already a spec field.
 */
const PLATFORM_EXTENSION_FIELDS = [
    'when_to_use',
    'argument-hint',
    'disable-model-invocation',
    'user-invocable',
    'model',
    'effort',
    'context',
    'agent',
    'hooks',
    'paths',
    'shell'
];
/** The value of an own property, or `absent` when the key is not there. */
function ownField(data, key) {
    return Object.hasOwn(data, key) ? { present: true, value: data[key] } : { present: false };
}
/** A short description of a YAML value's type for messages, e.g. `a number`. */
function describeValue(value) {
    return isPlainMapping(value) ? 'a mapping' : describeYamlValue(value);
}
const QUOTE_LIMIT = 60;
/** A value quoted for a message: escaped (no raw control characters) and cut to 60 characters. */
function quote(text) {
    // Slicing code units first keeps the work bounded on huge values; then cut on code points.
    const head = Array.from(text.slice(0, QUOTE_LIMIT * 2 + 2));
    const cut = head.length > QUOTE_LIMIT || text.length > QUOTE_LIMIT * 2 + 2;
    return JSON.stringify(head.slice(0, QUOTE_LIMIT).join('')) + (cut ? '…' : '');
}
/** Length in Unicode code points, as Python's `len` (the reference validator) counts. */
function codePointLength(text) {
    let length = 0;
    for (const _ of text)
        length++;
    return length;
}

const MAX_DESCRIPTION_LENGTH = 1024;
const MAX_COMPATIBILITY_LENGTH = 500;
const MAX_LISTED_KEYS = 5;
function checkDescription(ctx) {
    const line = keyLine(ctx.frontmatter, 'description');
    const field = ownField(ctx.data, 'description');
    // The reader refuses such a description with an error of its own at the same line; a second
    // finding saying the same thing would only double the count.
    if (field.present &&
        typeof field.value !== 'string' &&
        ctx.reported.has(DESCRIPTION_NOT_STRING)) {
        return [];
    }
    if (!field.present || field.value === null || field.value === undefined) {
        return [
            specFinding(ctx, 'spec/description-required', 'The frontmatter field `description` is required: say what the skill does and when to use it.', line)
        ];
    }
    const { value } = field;
    if (typeof value !== 'string') {
        const found = describeValue(value);
        return [
            specFinding(ctx, 'spec/description-type', `\`description\` must be a string, found ${found}.`, line)
        ];
    }
    if (value.trim() === '') {
        return [specFinding(ctx, 'spec/description-required', '`description` must not be blank.', line)];
    }
    const length = codePointLength(value);
    if (length > MAX_DESCRIPTION_LENGTH) {
        return [
            specFinding(ctx, 'spec/description-length', `\`description\` is ${length} characters long; the limit is ${MAX_DESCRIPTION_LENGTH}.`, line)
        ];
    }
    return [];
}
function checkCompatibility(ctx) {
    const field = ownField(ctx.data, 'compatibility');
    if (!field.present)
        return [];
    const line = keyLine(ctx.frontmatter, 'compatibility');
    if (typeof field.value !== 'string') {
        const found = describeValue(field.value);
        return [
            specFinding(ctx, 'spec/compatibility-type', `\`compatibility\` must be a string, found ${found}.`, line)
        ];
    }
    const length = codePointLength(field.value);
    if (length === 0 || length > MAX_COMPATIBILITY_LENGTH) {
        return [
            specFinding(ctx, 'spec/compatibility-length', `\`compatibility\` is ${length} characters long; it must be 1–${MAX_COMPATIBILITY_LENGTH}.`, line, 
            // skills-ref accepts an empty value; only the spec text asks for one character
            length === 0 ? 'warning' : 'error')
        ];
    }
    return [];
}
function checkMetadata(ctx) {
    const field = ownField(ctx.data, 'metadata');
    if (!field.present)
        return [];
    const line = keyLine(ctx.frontmatter, 'metadata');
    if (!isPlainMapping(field.value)) {
        const found = describeValue(field.value);
        return [
            specFinding(ctx, 'spec/metadata-type', `\`metadata\` must be a mapping of string keys to string values, found ${found}.`, line)
        ];
    }
    const nested = [];
    const unquoted = [];
    for (const [key, value] of Object.entries(field.value)) {
        if (typeof value === 'string')
            continue;
        // Dates are scalars YAML 1.1 typed; any other object (list, mapping, set, binary) is nested.
        if (typeof value === 'object' && value !== null && !(value instanceof Date))
            nested.push(key);
        else
            unquoted.push(key);
    }
    const findings = [];
    if (nested.length > 0) {
        findings.push(specFinding(ctx, 'spec/metadata-value-type', `\`metadata\` values must be strings; ${listKeys(nested)} ${verb(nested)} a nested ` +
            'mapping or list.', line));
    }
    if (unquoted.length > 0) {
        findings.push(specFinding(ctx, 'spec/metadata-value-unquoted', `\`metadata\` values must be strings; ${listKeys(unquoted)} ${verb(unquoted)} read by ` +
            'YAML as a number, boolean, date or null. Quote the value.', line));
    }
    return findings;
}
function checkLicense(ctx) {
    const field = ownField(ctx.data, 'license');
    if (!field.present || typeof field.value === 'string')
        return [];
    const found = describeValue(field.value);
    return [
        specFinding(ctx, 'spec/license-type', `\`license\` must be a string, found ${found}.`, keyLine(ctx.frontmatter, 'license'))
    ];
}
function checkAllowedTools(ctx) {
    const field = ownField(ctx.data, 'allowed-tools');
    if (!field.present || typeof field.value === 'string')
        return [];
    const line = keyLine(ctx.frontmatter, 'allowed-tools');
    const { value } = field;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
        return [
            specFinding(ctx, 'spec/allowed-tools-list', '`allowed-tools` is a YAML list; the spec defines a space-separated string ' +
                '(Claude Code accepts both, other runtimes may not).', line)
        ];
    }
    const found = describeValue(value);
    return [
        specFinding(ctx, 'spec/allowed-tools-type', `\`allowed-tools\` must be a space-separated string, found ${found}.`, line)
    ];
}
const KNOWN_FIELDS = [...SPEC_FIELDS, ...PLATFORM_EXTENSION_FIELDS];
const PLATFORM_FIELDS = new Set(PLATFORM_EXTENSION_FIELDS);
function checkUnknownFields(ctx) {
    const accepted = new Set([...KNOWN_FIELDS, ...ctx.options.extraAllowedFields]);
    const severity = ctx.options.unknownFields === 'error' ? 'error' : 'warning';
    const findings = [];
    for (const key of Object.keys(ctx.data)) {
        if (accepted.has(key))
            continue;
        const suggestion = likelyMeant(key);
        const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : '';
        findings.push(specFinding(ctx, 'spec/unknown-field', `Unknown frontmatter field ${quote(key)}: neither an Agent Skills spec field nor a ` +
            `known platform extension (the --extra-allowed-fields flag or the extra-allowed-fields input ` +
            `accepts it).${hint}`, keyLine(ctx.frontmatter, key), severity));
    }
    return findings;
}
/**
 * The platform extension fields present (those not listed in extraAllowedFields, which accepts a
 * field silently): named in one notice when they are allowed, so a report always says which
 * non-spec fields passed; one warning or error per field when the option asks for strictness.
 */
function checkPlatformFields(ctx) {
    const extra = new Set(ctx.options.extraAllowedFields);
    const present = Object.keys(ctx.data).filter((key) => PLATFORM_FIELDS.has(key) && !extra.has(key));
    if (present.length === 0)
        return [];
    const mode = ctx.options.platformFields;
    if (mode === 'allow') {
        // All of them, never "and N more": the point is to say which non-spec fields passed.
        const names = present.map(quote).join(', ');
        return [
            specFinding(ctx, 'spec/platform-field', `Accepted as platform extensions, not Agent Skills spec fields: ${names}. ` +
                'Runtimes other than Claude Code may ignore or reject them (--platform-fields or the ' +
                'platform-fields input set to warn or error reports each one).', keyLine(ctx.frontmatter, present[0]))
        ];
    }
    return present.map((key) => specFinding(ctx, 'spec/platform-field', `Frontmatter field ${quote(key)} is a platform extension (Claude Code), not an Agent Skills ` +
        'spec field; runtimes other than Claude Code may ignore or reject it.', keyLine(ctx.frontmatter, key), mode === 'error' ? 'error' : 'warning'));
}
/** A known field that differs from `key` only in case or in `_` versus `-` (common typos). */
function likelyMeant(key) {
    const canonical = (field) => field.toLowerCase().replaceAll('_', '-');
    const wanted = canonical(key);
    return KNOWN_FIELDS.find((field) => canonical(field) === wanted);
}
function listKeys(keys) {
    const shown = keys.slice(0, MAX_LISTED_KEYS).map(quote).join(', ');
    return keys.length > MAX_LISTED_KEYS
        ? `${shown} and ${keys.length - MAX_LISTED_KEYS} more`
        : shown;
}
function verb(keys) {
    return keys.length === 1 ? 'is' : 'are';
}

// Whether the files SKILL.md points at exist in the skill folder. Every path is resolved inside
// the folder with symlinks followed only while they stay in it: scanned skills are untrusted, and
// a link must never make skill-ci look at (or reveal the existence of) a file elsewhere.
/**
 * Distinct paths checked on disk per SKILL.md. Real skills link a few dozen files (the most on the
 * real-skill corpus: about a hundred lines with links); a hostile one can hold tens of thousands,
 * and each check costs system calls and, when missing, a finding.
 */
const MAX_CHECKED_PATHS = 200;
/** One finding per target that is missing or leads outside the folder, in the targets' order. */
async function checkLinkedFiles(ctx, input) {
    const { dir, listing } = input;
    const states = new Map();
    const findings = [];
    const unchecked = new Set();
    let firstUncheckedLine = 0;
    const siblings = new SiblingSkills(dir, input.root, input.content);
    for (const target of input.found.targets) {
        if (target.kind === 'outside') {
            findings.push(outsideFinding(ctx, target, target.why));
            continue;
        }
        let result = states.get(target.path);
        if (result === undefined) {
            if (states.size >= MAX_CHECKED_PATHS) {
                if (unchecked.size === 0)
                    firstUncheckedLine = target.line;
                unchecked.add(target.path);
                continue;
            }
            result = await targetState(dir, target.path, listing);
            states.set(target.path, result);
        }
        if (result.state === 'outside')
            findings.push(outsideFinding(ctx, target, result.why));
        else if (result.state === 'missing') {
            const sibling = target.use === 'link' ? undefined : await siblings.holding(target.path);
            findings.push(missingFinding(ctx, target, result.detail, sibling));
        }
    }
    if (unchecked.size > 0) {
        findings.push(specFinding(ctx, 'spec/links-unchecked', `${unchecked.size} more linked paths, from this line on, were not checked: at most ` +
            `${MAX_CHECKED_PATHS} distinct paths are checked per SKILL.md.`, firstUncheckedLine));
    }
    const { unparsed } = input.found;
    if (unparsed.lines > 0) {
        findings.push(specFinding(ctx, 'spec/links-unchecked', `${unparsed.lines} lines with links or written paths, from this line on, were too long ` +
            'or too dense to check in bounded time: their links and paths were not checked.', unparsed.first));
    }
    return findings;
}
const WHAT = {
    link: 'The link',
    command: 'The command path',
    directed: 'The path'
};
/**
 * A missing link is an error: the skill is broken wherever it is installed. A written path is not
 * a link: it may be run or read from elsewhere (a plugin's folder, the user's project), so it is a
 * warning (a skill installed alone lacks it), and a notice when a sibling skill that SKILL.md
 * names holds it.
 */
function missingFinding(ctx, target, detail, sibling) {
    const what = `${WHAT[target.use]} ${quote(target.written)}`;
    if (sibling !== undefined) {
        return specFinding(ctx, 'spec/missing-file', `${what} is not in this skill's folder; it is in the sibling skill ${quote(sibling)} ` +
            'that the text names, and travels only with that skill.', target.line, 'notice');
    }
    const severity = target.use === 'link' ? 'error' : 'warning';
    const alone = target.use === 'link'
        ? ''
        : target.use === 'command'
            ? ' Run from an installed copy of the skill alone, the command fails.'
            : ' The text directs the agent at it; a copy of the skill installed alone lacks it.';
    return specFinding(ctx, 'spec/missing-file', `${what} names a file that does not exist in the skill folder${detail}.${alone}`, target.line, severity);
}
/**
 * The skill folders beside this one (under the same parent, inside the scanned root) whose names
 * SKILL.md mentions: where a path written for "the other skill" lives. Listed once, on first use.
 */
class SiblingSkills {
    dir;
    root;
    content;
    named;
    constructor(dir, root, content) {
        this.dir = dir;
        this.root = root;
        this.content = content;
    }
    /** The name of a named sibling skill that holds `rel`, if any. */
    async holding(rel) {
        const parent = path__default.dirname(this.dir);
        for (const name of await (this.named ??= this.list(parent))) {
            const state = await targetState(path__default.join(parent, name), rel, undefined);
            if (state.state === 'exists')
                return name;
        }
        return undefined;
    }
    async list(parent) {
        if (this.root === undefined || this.dir === this.root || !isInside(this.root, parent))
            return [];
        const own = path__default.basename(this.dir);
        const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
        return entries
            .filter((entry) => entry.isDirectory() && entry.name !== own)
            .map((entry) => entry.name)
            .filter((name) => mentions(this.content, name));
    }
}
/** Whether `text` holds `name` as a word of its own (not inside a longer name). */
function mentions(text, name) {
    const word = /[\p{L}\p{N}_-]/u;
    for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
        const before = text[at - 1];
        const after = text[at + name.length];
        if ((before === undefined || !word.test(before)) && (after === undefined || !word.test(after)))
            return true;
    }
    return false;
}
function outsideFinding(ctx, target, why) {
    const what = WHAT[target.use];
    return specFinding(ctx, 'spec/link-outside', `${what} ${quote(target.written)} ${why}; it was not checked, and a file outside the skill ` +
        'folder does not travel with the skill.', target.line);
}
async function targetState(dir, rel, listing) {
    const unsafe = unsafeRelativePathReason(rel);
    if (unsafe !== null)
        return { state: 'missing', detail: ` (${unsafe})` };
    // Without a link on the way, the folder's listings answer and nothing needs resolving.
    const entry = listing?.plainEntry(rel);
    if (entry === 'missing')
        return { state: 'missing', detail: '' };
    if (entry !== undefined && !entry.isSymbolicLink())
        return { state: 'exists' };
    let real;
    try {
        real = await resolveInside(dir, rel);
    }
    catch (error) {
        if (error instanceof PathEscapeError) {
            return error.message.endsWith('a dangling symlink')
                ? { state: 'missing', detail: ' (a symbolic link on the way points nowhere)' }
                : { state: 'outside', why: 'leads out of the skill folder through a symbolic link' };
        }
        return { state: 'missing', detail: ` (${ioMessage(error)})` };
    }
    try {
        await stat(real);
        return { state: 'exists' };
    }
    catch (error) {
        const code = errnoCode(error);
        return code === 'ENOENT' || code === 'ENOTDIR'
            ? { state: 'missing', detail: '' }
            : { state: 'missing', detail: ` (${ioMessage(error)})` };
    }
}

const MAX_NAME_LENGTH = 64;
const ASCII_NAME_CHAR = /^[a-z0-9-]$/;
// skills-ref accepts what Python's str.isalnum accepts: Unicode letters and numbers.
const UNICODE_NAME_CHAR = /^[\p{L}\p{N}-]$/u;
const MAX_LISTED_CHARS = 5;
function checkName(ctx, dirName) {
    const line = keyLine(ctx.frontmatter, 'name');
    const field = ownField(ctx.data, 'name');
    if (!field.present || field.value === null || field.value === undefined) {
        return [
            specFinding(ctx, 'spec/name-required', 'The frontmatter field `name` is required.', line)
        ];
    }
    if (typeof field.value !== 'string') {
        const found = describeValue(field.value);
        return [specFinding(ctx, 'spec/name-type', `\`name\` must be a string, found ${found}.`, line)];
    }
    const name = field.value.trim().normalize('NFKC');
    if (name === '') {
        return [specFinding(ctx, 'spec/name-required', '`name` must not be empty.', line)];
    }
    const findings = [];
    const length = codePointLength(name);
    if (length > MAX_NAME_LENGTH) {
        findings.push(specFinding(ctx, 'spec/name-length', `\`name\` is ${length} characters long; the limit is ${MAX_NAME_LENGTH}.`, line));
    }
    const lower = name.toLowerCase();
    if (name !== lower) {
        findings.push(specFinding(ctx, 'spec/name-format', `\`name\` ${quote(name)} must be lowercase.`, line));
    }
    if (name.startsWith('-') || name.endsWith('-')) {
        findings.push(specFinding(ctx, 'spec/name-format', `\`name\` ${quote(name)} must not start or end with a hyphen.`, line));
    }
    if (name.includes('--')) {
        findings.push(specFinding(ctx, 'spec/name-format', `\`name\` ${quote(name)} must not contain consecutive hyphens.`, line));
    }
    const charFinding = checkNameCharacters(ctx, name, lower, line);
    if (charFinding)
        findings.push(charFinding);
    if (dirName !== '') {
        const dir = dirName.normalize('NFKC');
        if (dir !== name) {
            findings.push(specFinding(ctx, 'spec/name-directory', `\`name\` ${quote(name)} must match the skill's directory name ${quote(dir)}.`, line));
        }
    }
    return findings;
}
/** Checks the lowercased name, so upper-case letters are reported once (as a case problem). */
function checkNameCharacters(ctx, name, lower, line) {
    const allowed = ctx.options.allowUnicodeNames ? UNICODE_NAME_CHAR : ASCII_NAME_CHAR;
    const bad = new Set();
    let unicodeAlphanumeric = false;
    for (const char of lower) {
        if (allowed.test(char))
            continue;
        if (UNICODE_NAME_CHAR.test(char))
            unicodeAlphanumeric = true;
        bad.add(char);
        if (bad.size > MAX_LISTED_CHARS)
            break;
    }
    if (bad.size === 0)
        return undefined;
    const listed = [...bad].slice(0, MAX_LISTED_CHARS).map((char) => JSON.stringify(char));
    const more = bad.size > MAX_LISTED_CHARS ? ', …' : '';
    const rule = ctx.options.allowUnicodeNames
        ? 'letters, digits and hyphens'
        : 'lowercase a–z, 0–9 and hyphens';
    const hint = unicodeAlphanumeric
        ? ' (the --allow-unicode-names flag or the allow-unicode-names input accepts Unicode letters)'
        : '';
    return specFinding(ctx, 'spec/name-format', `\`name\` ${quote(name)} may contain only ${rule}; found ${listed.join(', ')}${more}${hint}.`, line);
}

const BOM = '\uFEFF';
const YAML_MESSAGE_LIMIT = 200;
/** All spec findings for one SKILL.md, in a stable order: frontmatter, fields, body. */
function specFindings(input, options) {
    return textFindings(specContext(input, options), input);
}
/**
 * The spec findings of a skill on disk: those of `specFindings`, then one per link or path in
 * SKILL.md that names a missing file or leads out of the skill folder.
 */
async function specFindingsInFolder(input, options) {
    const ctx = specContext(input, options);
    const found = input.linkTargets ?? (await readTargets(input.content, input.frontmatter));
    return [
        ...textFindings(ctx, input),
        ...(await checkLinkedFiles(ctx, {
            dir: input.dir,
            found,
            listing: input.listing,
            root: input.root,
            content: input.content
        }))
    ];
}
function specContext(input, options) {
    const data = input.frontmatter.data;
    return {
        skillFile: input.skillFile,
        frontmatter: input.frontmatter,
        data: isPlainMapping(data) ? data : {},
        options,
        reported: new Set((input.readerErrors ?? []).map((error) => error.code))
    };
}
function textFindings(ctx, input) {
    const data = input.frontmatter.data;
    const findings = [...checkFrontmatterBlock(ctx, input.content, data)];
    // Field rules on an absent or broken block would only repeat "name is required" noise.
    if (findings.length === 0) {
        findings.push(...checkName(ctx, input.dirName), ...checkDescription(ctx), ...checkLicense(ctx), ...checkCompatibility(ctx), ...checkMetadata(ctx), ...checkAllowedTools(ctx), ...checkUnknownFields(ctx), ...checkPlatformFields(ctx));
    }
    if (ctx.options.recommendations)
        findings.push(...checkSizeBudgets(ctx, input.content));
    return findings;
}
function checkFrontmatterBlock(ctx, content, data) {
    const { frontmatter } = ctx;
    if (!frontmatter.delimited) {
        let message = 'SKILL.md must begin with YAML frontmatter between `---` lines (with `name` and `description`).';
        if (content.startsWith(BOM + '---')) {
            message =
                'SKILL.md starts with a byte-order mark; the frontmatter `---` must be the first character.';
        }
        else if (content.startsWith('---')) {
            message = 'The frontmatter opened by `---` on line 1 is never closed by a second `---`.';
        }
        return [specFinding(ctx, 'spec/frontmatter-missing', message, 1)];
    }
    const yamlError = frontmatter.yamlError;
    if (yamlError !== undefined && yamlError !== null) {
        const { message, line } = yamlError;
        const text = typeof message === 'string' ? firstLine(message) : 'unknown error';
        const at = typeof line === 'number' && Number.isSafeInteger(line) && line >= 1 ? line : 1;
        return [
            specFinding(ctx, 'spec/frontmatter-yaml', `The frontmatter is not valid YAML: ${text}`, at)
        ];
    }
    if (!isPlainMapping(data)) {
        return [
            specFinding(ctx, 'spec/frontmatter-yaml', 'The frontmatter must be a mapping of fields.', 1)
        ];
    }
    return [];
}
// The parser's message may quote raw input; control characters must not reach logs or annotations.
const CONTROL_CHARS = /\p{Cc}/gu;
function firstLine(message) {
    const line = (message.split('\n', 1)[0] ?? '').replace(CONTROL_CHARS, '\uFFFD');
    return line.length > YAML_MESSAGE_LIMIT ? `${line.slice(0, YAML_MESSAGE_LIMIT)}…` : line;
}

// One skill through the pipeline: read once (SKILL.md and the static layer), its spec findings,
// size profile and security scan (which reads the skill's other files; it does not change the
// composite), the costly layers the plan runs, the records of those it asked for but does not
// run, and the composite. Never throws for a skill: a failure becomes that skill's error.
function discoveryFailureReport({ error, rootGiven }) {
    return {
        path: error.file,
        name: path__default.posix.basename(error.file),
        root: rootGiven,
        status: 'error',
        composite: null,
        layers: {},
        findings: [],
        errors: [error]
    };
}
/**
 * The skill's eval files, each read once. Their readers (the YAML parser, the eval schema and the
 * regex engine its assertions are checked with) are loaded only once a skill has one.
 */
async function readEvalFiles(dir, relPath, listing) {
    if (EVAL_FILES.every((rel) => listing.plainEntry(rel) === 'missing')) {
        return { evalFile: { ok: 'absent' }, triggerEvals: { ok: 'absent' } };
    }
    const { loadEvalFile, loadTriggerEvals } = await import('./cli-eval-file.js');
    const evalFile = await loadEvalFile(dir, relPath, listing);
    const triggerEvals = await loadTriggerEvals(dir, relPath, listing);
    return { evalFile, triggerEvals };
}
/**
 * Reads one skill; `walked`, what discovery listed already, spares listing its folders again;
 * `scoring` says how its static layer scores.
 */
async function readSkill(job, walked, scoring) {
    const listing = new FolderListing(path__default.resolve(job.dir), walked);
    const evaluated = await evaluateStatic(job.dir, job.rootDir, listing, scoring);
    const { evalFile, triggerEvals } = await readEvalFiles(job.dir, evaluated.relPath, listing);
    const { content, frontmatter } = evaluated;
    const subject = evaluated.static !== null && content !== null && frontmatter !== null
        ? {
            dir: evaluated.dir,
            relPath: evaluated.relPath,
            skillFile: evaluated.skillFile,
            name: evaluated.name,
            content,
            frontmatter,
            evalFile,
            triggerEvals
        }
        : null;
    return { job, evaluated, subject, evalFile, triggerEvals, listing };
}
async function runLayer(runner, skill) {
    try {
        return await runner.run(skill);
    }
    catch (error) {
        // The contract says runners do not throw; if one does, it is that layer's error, not the run's.
        const reason = error instanceof Error ? error.message : String(error);
        return { layer: runner.layer, record: { status: 'error', reason } };
    }
}
/** The skill's cost with one more layer's calls added. */
function addLayerCost(cost, outcome) {
    const usd = outcome.costUsd ?? 0;
    const byHarness = { ...cost?.byHarness };
    for (const [harness, spent] of Object.entries(outcome.costByHarness ?? {})) {
        byHarness[harness] = (byHarness[harness] ?? 0) + spent;
    }
    return {
        usd: (cost?.usd ?? 0) + usd,
        byLayer: { ...cost?.byLayer, [outcome.layer]: usd },
        ...(Object.keys(byHarness).length === 0 ? {} : { byHarness })
    };
}
/** What to do about a layer that failed, in words a user can act on. */
const FAILURE_ADVICE = {
    error: 'fix the cause and re-run (on-layer-error: warn passes the gate without this layer)',
    budget_exhausted: 'raise max-usd / max-calls or allow a partial budget, then re-run (on-layer-error: warn passes the gate without this layer)'
};
/**
 * A costly layer that ran and failed (an error, or the budget stopped it) becomes a finding on
 * SKILL.md, so every output shows it: text, markdown, JUnit, SARIF and the check annotations.
 */
function layerFailureFindings(report, skillFile, onLayerError) {
    return failedLayers(report).map(({ layer, status, reason }) => ({
        ruleId: `layer/${layer}-failed`,
        source: 'layer',
        severity: onLayerError === 'fail' ? 'error' : 'warning',
        file: skillFile,
        line: 1,
        message: `${layer.replace('_', ' ')} layer ${status === 'error' ? 'failed' : 'stopped by the budget'}: ${reason ?? 'no reason given'} — ${FAILURE_ADVICE[status]}`
    }));
}
/** A layer's record from the plan's state when it does not run. */
const NOT_RUN_STATUS = { skipped: 'skipped', unavailable: 'unavailable', failed: 'error' };
/**
 * The records of the layers the plan asked for but does not run (not available, no key). One that
 * was asked for and cannot run is an error record, so it fails like a layer that errored.
 */
function plannedButNotRun(plan) {
    return plan.decisions.flatMap(({ state, layers, recordReason }) => state === 'run'
        ? []
        : layers
            .filter((layer) => !plan.running.includes(layer))
            .map((layer) => [
            layer,
            { status: NOT_RUN_STATUS[state], reason: recordReason }
        ]));
}
/** The security scan of a skill that was read; a scan that throws is an error record, which the gate fails. */
async function securityPart(read, targets, options) {
    const { evaluated } = read;
    if (evaluated.content === null || evaluated.frontmatter === null || options?.skip === true)
        return undefined;
    try {
        return await scanSkill({
            dir: evaluated.dir,
            relPath: evaluated.relPath,
            skillFile: evaluated.skillFile,
            content: evaluated.content,
            frontmatter: evaluated.frontmatter,
            listing: read.listing,
            linkTargets: targets.targets
        }, options);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { status: 'error', reason, findings: [], filesScanned: 0, skipped: [] };
    }
}
async function staticPart(read, targets, spec) {
    const { evaluated, job } = read;
    // what the reader noticed (the file's name, keys written twice) comes first
    const findings = [...evaluated.findings];
    const report = {
        path: evaluated.relPath,
        name: evaluated.name,
        root: job.rootGiven,
        status: 'ok',
        composite: null,
        layers: {},
        findings,
        errors: [...evaluated.errors],
        // set once the security scan has read the folder's files (the hash takes their bytes)
        contentHash: ''
    };
    if (evaluated.content !== null && evaluated.frontmatter !== null) {
        findings.push(...(await specFindingsInFolder({
            skillFile: evaluated.skillFile,
            dirName: path__default.basename(job.dir),
            content: evaluated.content,
            frontmatter: evaluated.frontmatter,
            dir: evaluated.dir,
            readerErrors: evaluated.errors,
            linkTargets: targets,
            listing: read.listing,
            root: job.rootDir
        }, spec)));
    }
    if (evaluated.content !== null) {
        const { profile, findings: notices } = profileSkill(evaluated.content, evaluated.skillFile);
        report.profile = profile;
        findings.push(...notices);
    }
    findings.push(...evalFindingsOf(read.evalFile));
    findings.push(...evalFindingsOf(read.triggerEvals));
    findings.push(...triggerConflictFindings(read.evalFile, read.triggerEvals, evaluated.skillFile));
    // Only a skill with A/B scenarios needs the A/B layer's planning (and its statistics) loaded.
    if (read.evalFile.ok === true && read.evalFile.suite.scenarios.length > 0) {
        const { fewScenariosFindings } = await import('./cli-few-scenarios.js');
        findings.push(...fewScenariosFindings(read.evalFile, evaluated.skillFile));
    }
    if (evaluated.static)
        report.layers.static = evaluated.static;
    return report;
}
async function evaluateSkill(read, runners, plan, options = {}) {
    const onLayerError = options.onLayerError ?? 'fail';
    const { content, frontmatter } = read.evaluated;
    // SKILL.md's links are found once: the spec rules check them, the security scan reads them.
    const targets = content !== null && frontmatter !== null
        ? await readTargets(content, frontmatter)
        : { targets: [], unparsed: { lines: 0, first: 0 } };
    const report = await staticPart(read, targets, options.spec ?? DEFAULT_SPEC_RULE_OPTIONS);
    const staticLayer = read.evaluated.static;
    const gateFailures = [];
    const security = await securityPart(read, targets, options.security);
    report.contentHash = skillContentHash(read.listing);
    if (security !== undefined) {
        report.layers.security = security;
        if (security.status === 'error') {
            gateFailures.push(`the security scan failed: ${security.reason ?? 'no reason given'}`);
        }
    }
    let layerFailed = false;
    if (staticLayer && read.subject !== null) {
        const dimensionsByLayer = {
            static: staticDimensionValues(staticLayer.subScores)
        };
        for (const runner of runners) {
            const outcome = await runLayer(runner, read.subject);
            storeRecord(report.layers, outcome);
            if (outcome.costUsd !== undefined)
                report.cost = addLayerCost(report.cost, outcome);
            if ('dimensions' in outcome && outcome.dimensions) {
                if (outcome.layer === 'judge' || outcome.layer === 'monte_carlo') {
                    dimensionsByLayer[outcome.layer] = outcome.dimensions;
                }
            }
            if ('findings' in outcome)
                report.findings.push(...(outcome.findings ?? []));
            if ('gateFailures' in outcome)
                gateFailures.push(...(outcome.gateFailures ?? []));
        }
        for (const [layer, record] of plannedButNotRun(plan)) {
            report.layers[layer] = record;
        }
        const failures = layerFailureFindings(report, read.evaluated.skillFile, onLayerError);
        layerFailed = failures.length > 0;
        report.findings.push(...failures);
        if (onLayerError === 'fail')
            gateFailures.push(...failures.map((f) => f.message));
        report.composite = computeComposite({
            layers: dimensionsByLayer,
            antiPatternCount: staticLayer.antiPatterns.length,
            depth: depthReached(plan.depth, dimensionsByLayer),
            // A rating can hold the badge down: a high composite with a low rating earns a lower tier.
            elo: eloResultOf(report.layers.elo)?.rating
        });
    }
    report.status =
        report.composite === null || report.errors.length > 0 || layerFailed ? 'error' : 'ok';
    return { report, gateFailures };
}
/** A skill whose evaluation threw anyway still gets a report, with the error in it. */
function crashedSkill(job, error) {
    const relPath = relativePosix(job.rootDir, job.dir);
    const message = error instanceof Error ? error.message : String(error);
    const skillError = {
        file: relPath === '.' ? 'SKILL.md' : `${relPath}/SKILL.md`,
        code: 'internal-error',
        message: `evaluation failed unexpectedly: ${message}`
    };
    const report = {
        path: relPath,
        name: path__default.basename(job.dir),
        root: job.rootGiven,
        status: 'error',
        composite: null,
        layers: {},
        findings: [],
        errors: [skillError]
    };
    return { report, gateFailures: [] };
}

// Finding skill folders: every folder holding an entry named exactly SKILL.md (or skill.md, which
// the reference validator accepts too) that is not a folder, at any depth. A SKILL.md that is a
// named pipe, a device or a link to one still makes a skill: reading it refuses it with an error
// on that skill, rather than the folder being passed over without a word.
// Policy: `node_modules` and VCS folders (`.git`, `.hg`, `.svn`) are skipped; other dot-folders
// are searched because skills commonly live in `.claude/skills/` or `.github/skills/`. A skill
// inside another skill (e.g. `sub-skills/x/SKILL.md`) is reported as a skill of its own, since
// PluginEval scores one folder at a time; but a SKILL.md inside a skill's `assets/`, `references/`
// or `scripts/` folder is that skill's material (a template, a sample a skill-testing skill works
// on), not a skill to load, so it is not reported. Symlinked folders are followed only when they stay
// inside the root, and each real folder is visited once, so link loops end.
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.hg', '.svn']);
/** The folders of a skill's own files (the Agent Skills specification's optional folders). */
const SKILL_MATERIAL_DIRS = new Set(['assets', 'references', 'scripts']);
/**
 * The scanned tree is PR content: a committed 2,000-level folder chain took 35 s to walk. Real
 * skill trees are a few levels deep (`plugins/x/skills/y/sub-skills/z`), so these caps only
 * stop crafted trees, and the error says what was left out.
 */
const DEFAULT_DISCOVERY_LIMITS = { maxDepth: 32, maxFolders: 100_000 };
/**
 * Finds skill folders under `root` (a folder, or a SKILL.md file). Never throws. `walked`, when
 * given, receives what the walk listed in and around the skill folders (each skill folder, what
 * is below it, its parent), so that reading the skills does not list them again.
 */
async function discoverSkills(root, limits = DEFAULT_DISCOVERY_LIMITS, walked) {
    const absRoot = path__default.resolve(root);
    const start = await startFolder(root, absRoot);
    if (typeof start !== 'string')
        return start;
    const walk = {
        absRoot,
        realRoot: start,
        limits,
        dirs: [],
        errors: [],
        visited: new Set(),
        tooDeep: false,
        tooMany: false,
        walked
    };
    // One synchronous walk: each folder is listed once, and a folder that is not a link has the
    // real path of its parent and its own name, so only links are resolved. Nothing else runs
    // while skills are being found, so the thread pool's round trips would only add waiting.
    searchFolder(walk, { dir: absRoot, real: start }, 0, false);
    walk.dirs.sort();
    return { dirs: walk.dirs, errors: walk.errors };
}
/** The real path of the root folder to search, or the whole answer when `root` is not a folder. */
async function startFolder(root, absRoot) {
    try {
        const info = await stat(absRoot);
        if (info.isDirectory())
            return await realpath(absRoot);
        if (isSkillFileName(path__default.basename(absRoot)))
            return { dirs: [path__default.dirname(absRoot)], errors: [] };
        return {
            dirs: [],
            errors: [
                { code: 'not-a-folder', message: 'is neither a folder nor a SKILL.md file', file: root }
            ]
        };
    }
    catch (error) {
        return {
            dirs: [],
            errors: [{ code: 'unreadable', message: `cannot read: ${ioMessage(error)}`, file: root }]
        };
    }
}
/**
 * Searches `folder` and below. `underSkill`: a skill folder holds it, so its listing is kept for
 * the reader; the listing of a folder holding skills (`parent`) is kept too, since cross-references
 * are resolved there. `inMaterial`: it lies in a skill's assets, references or scripts, where a
 * SKILL.md is material of that skill.
 */
function searchFolder(walk, folder, depth, underSkill, parent, inMaterial = false) {
    const { dir, real } = folder;
    if (walk.visited.has(real))
        return;
    if (walk.visited.size >= walk.limits.maxFolders) {
        if (!walk.tooMany) {
            walk.tooMany = true;
            walk.errors.push({
                code: 'too-many-folders',
                message: `stopped after searching ${walk.limits.maxFolders} folders (the limit); skills in the rest were not found`,
                file: '.'
            });
        }
        return;
    }
    walk.visited.add(real);
    const entries = listFolder(walk, dir);
    if (entries === undefined)
        return;
    const isSkill = !inMaterial && entries.some((entry) => isSkillFileName(entry.name) && !entry.isDirectory());
    if (isSkill)
        walk.dirs.push(dir);
    if (walk.walked !== undefined)
        keepListings(walk.walked, folder, entries, isSkill, underSkill, parent);
    const subdirs = subfolders(walk, folder, entries);
    if (subdirs.length > 0 && depth >= walk.limits.maxDepth) {
        if (!walk.tooDeep) {
            walk.tooDeep = true;
            walk.errors.push({
                code: 'too-deep',
                message: `folders nested more than ${walk.limits.maxDepth} levels below the scanned folder are not searched`,
                file: relativePosix(walk.absRoot, dir)
            });
        }
        return;
    }
    for (const sub of subdirs) {
        const material = inMaterial || (isSkill && SKILL_MATERIAL_DIRS.has(path__default.basename(sub.dir)));
        searchFolder(walk, sub, depth + 1, isSkill || underSkill, entries, material);
    }
}
function keepListings(walked, { dir, real }, entries, isSkill, underSkill, parent) {
    if (isSkill) {
        walked.realPaths.set(dir, real);
        if (parent !== undefined)
            walked.entries.set(path__default.dirname(dir), parent);
    }
    if (isSkill || underSkill)
        walked.entries.set(dir, entries);
}
/** The entries of `dir`, or undefined (and an error) when it cannot be listed. */
function listFolder(walk, dir) {
    try {
        return readdirSync(dir, { withFileTypes: true });
    }
    catch (error) {
        noteUnreadable(walk, 'cannot list folder', dir, error);
        return undefined;
    }
}
function noteUnreadable(walk, what, dir, error) {
    walk.errors.push({
        code: 'unreadable',
        message: `${what}: ${ioMessage(error)}`,
        file: relativePosix(walk.absRoot, dir)
    });
}
/** The sub-folders of `folder` to search, with their real paths; links only when they stay inside. */
function subfolders(walk, folder, entries) {
    const subdirs = [];
    for (const entry of entries) {
        if (SKIPPED_DIRS.has(entry.name))
            continue;
        if (entry.isDirectory())
            subdirs.push({
                dir: childPath(folder.dir, entry.name),
                real: childPath(folder.real, entry.name)
            });
        else if (entry.isSymbolicLink() && !isSkillFileName(entry.name)) {
            const dir = childPath(folder.dir, entry.name);
            const real = linkedFolder(walk, dir);
            if (real !== null)
                subdirs.push({ dir, real });
        }
    }
    return subdirs;
}
/** The real path of a link to a folder inside the root; null for anything else. */
function linkedFolder(walk, link) {
    try {
        if (!statSync(link).isDirectory())
            return null;
    }
    catch {
        return null; // a broken link, a loop: nothing to search
    }
    try {
        const real = realpathSync(link);
        return isInside(walk.realRoot, real) ? real : null;
    }
    catch (error) {
        noteUnreadable(walk, 'cannot resolve folder', link, error);
        return null;
    }
}

export { LAYER_BLEND as L, PROFILE_RULES as P, SPEC_RULES as S, staticDimensionValues as a, costOwnerKey as b, computeComposite as c, authoredTriggerSet as d, evaluateStatic as e, STATIC_DIMENSION_SOURCES as f, antiPatternPenalty as g, discoverSkills as h, specRuleOptionsOfRun as i, discoveryFailureReport as j, evaluateSkill as k, crashedSkill as l, readSkill as m, sameRequestKey as n, optional as o, parseAllowList as p, specFindings as q, readSkillFiles as r, securityFinding as s };
