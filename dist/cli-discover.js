import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const path__default = __requireBuiltin('node:path');
import { k as S, R as RB, t as testFrom, w as wordAtBoundary, W as W$1, m as PY_LINE_BREAKS, n as pyStripRange, o as pyTruthy, q as codePointLength$1, s as pyStrip, j as clipText, v as boundedValue, L as LOWERCASE_SKILL_FILE_NAME, S as SKILL_FILE_NAME, x as ioMessage, r as relativePosix, y as locateSkillFile, z as walkedSkillFile, A as readRegularSkillFile, d as readSkillText, p as parseSkillLoadingYaml, B as readFolderFacts, C as resolveCrossReferences, D as previewValue, F as LineBreaks, a as resolveInside, P as PathEscapeError, G as readBoundedBytesSync, H as LineIndex, T as TRIGGER_EVALS_JSON, I as clipLine, J as isPlainMapping, K as describeYamlValue, N as DESCRIPTION_NOT_STRING, u as unsafeRelativePathReason, g as errnoCode, O as EVAL_FILES, i as isSkillFileName, Q as childPath, U as isInside } from './cli-file-names.js';
const { realpath, stat } = __requireBuiltin('node:fs/promises');
const { readdirSync, existsSync, readlinkSync, statSync, realpathSync } = __requireBuiltin('node:fs');
import { a1 as securityRule, y as severityRank, a2 as badgeFor, w as eloResultOf, J as failedLayers } from './cli-options.js';
const { createRequire } = __requireBuiltin('node:module');
const { fileURLToPath } = __requireBuiltin('node:url');
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

/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
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
const ACTIVITY_PHRASE = new RegExp(`(?:${wordAtBoundary('when')}|${wordAtBoundary('for')}|${wordAtBoundary('during')})${S}+${W$1}+ing${RB}`, 'u');
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
/** pushiness(description): how plainly the description says when to use the skill. */
function pushiness(description) {
    const lower = description.toLowerCase();
    let score = 0.0;
    if (hasTriggerPhrase(description))
        score += 0.25;
    if (PROACTIVELY.test(lower))
        score += 0.15;
    if (TRIGGER_KEYWORDS.test(lower))
        score += 0.1;
    const useCases = countMatches(USE_CASE, lower);
    if (useCases >= 3)
        score += 0.2;
    else if (useCases >= 1)
        score += 0.1;
    if (ACTIVITY_PHRASE.test(lower))
        score += 0.15;
    if (codePointLength$1(pyStrip(description)) >= 40)
        score += 0.1;
    return Math.min(1.0, score);
}
/** frontmatter_quality: a name, a long enough description, and its pushiness. */
function frontmatterQuality(skill) {
    let score = 0.0;
    if (pyTruthy(skill.name) && skill.name !== skill.dirName)
        score += 0.15;
    else if (pyTruthy(skill.name))
        score += 0.1;
    const length = codePointLength$1(pyStrip(skill.description));
    if (length >= 100)
        score += 0.25;
    else if (length >= 60)
        score += 0.2;
    else if (length >= 30)
        score += 0.15;
    else if (length >= 10)
        score += 0.05;
    score += pushiness(skill.description) * 0.6;
    return Math.min(1.0, score);
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

const MAX_DIRECTIVES = 15;
const MIN_DESCRIPTION_LENGTH = 20;
const MAX_LINES_WITHOUT_REFERENCES = 800;
/** Longest link target or path repeated in a description (two fit in one 200-character echo). */
const ECHO_CHARS = 90;
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
 * Detects the anti-patterns. `existingCrossRefs` holds the normalised cross-references that
 * resolve on disk (the reader checks them; the others become DEAD_CROSS_REF).
 */
function detectAntiPatterns(skill, folder, existingCrossRefs) {
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
    if (folder.hasReferences) {
        const referenceNames = new Set(folder.referenceFiles.map((name) => name.toLowerCase()));
        for (const link of skill.referenceLinks) {
            if (referenceNames.has(posixBaseName(link.target).toLowerCase()))
                continue;
            found.push({
                flag: 'ORPHAN_REFERENCE',
                description: `link target references/${clipText(link.target, ECHO_CHARS)} is not a file directly inside references/`,
                severity: 0.05,
                file,
                line: link.line
            });
        }
    }
    for (const crossRef of skill.crossReferences) {
        if (existingCrossRefs.has(crossRef.ref))
            continue;
        found.push({
            flag: 'DEAD_CROSS_REF',
            description: `cross-reference ${clipText(crossRef.raw, ECHO_CHARS)} does not resolve to a sibling skill (${clipText(crossRef.ref, ECHO_CHARS)}) or a sub-skill`,
            severity: 0.05,
            file,
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
function scoreStatic({ skill, folder, existingCrossRefs }) {
    const lowerContent = skill.content.toLowerCase();
    const portability = harnessPortability(skill, folder);
    const subScores = {
        frontmatter_quality: frontmatterQuality(skill),
        orchestration_wiring: orchestrationWiring(skill, lowerContent),
        progressive_disclosure: progressiveDisclosure(skill, folder),
        structural_completeness: structuralCompleteness(skill, lowerContent),
        token_efficiency: tokenEfficiency(skill),
        ecosystem_coherence: ecosystemCoherence(skill, lowerContent),
        harness_portability: portability.score
    };
    const antiPatterns = detectAntiPatterns(skill, folder, existingCrossRefs);
    const score = rawStaticScore(subScores) * antiPatternPenalty$1(antiPatterns.length);
    return {
        status: 'ok',
        score: Math.max(0, Math.min(1, score)),
        subScores,
        antiPatterns,
        portability: portability.findings,
        // the name is whatever the frontmatter holds (a 1,000-level list, a 60 KB string): echo it cut
        metadata: { skillName: boundedValue(skill.name), lineCount: skill.lineCount }
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
function namesOf(entries) {
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
            const listed = namesOf(entries);
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
            '`allowUnicodeNames`), does not start or end with `-` and has no `--`.'
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
        summary: '`compatibility`, when present, is 1–500 characters.'
    },
    'spec/metadata-type': { severity: 'error', summary: '`metadata` is a mapping.' },
    'spec/metadata-value-type': {
        severity: 'error',
        summary: 'Each `metadata` value is a string, not a nested mapping or list.'
    },
    'spec/metadata-value-unquoted': {
        severity: 'warning',
        summary: 'A `metadata` value that YAML reads as a number, boolean, date or null; quote it to make it ' +
            'the string the spec requires.'
    },
    'spec/license-type': { severity: 'error', summary: '`license`, when present, is a string.' },
    'spec/allowed-tools-type': {
        severity: 'error',
        summary: '`allowed-tools`, when present, is a space-separated string.'
    },
    'spec/allowed-tools-list': {
        severity: 'warning',
        summary: '`allowed-tools` written as a YAML list (a Claude Code form); the spec defines a ' +
            'space-separated string.'
    },
    'spec/unknown-field': {
        severity: 'warning',
        summary: 'A top-level field that is neither a spec field nor an accepted platform extension ' +
            '(error with `unknownFields: error`).'
    },
    'spec/platform-field': {
        severity: 'notice',
        summary: 'Top-level fields accepted as platform extensions (Claude Code fields the spec does not ' +
            'define); a warning or an error per field with `platformFields: warn` or `error`.'
    },
    'spec/missing-file': {
        severity: 'error',
        summary: 'A relative link or path in SKILL.md (a markdown link, or a path under references/, ' +
            'scripts/ or assets/) names a file that does not exist in the skill folder.'
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
async function evaluateStatic(dir, root, listing) {
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
        await evaluateInto(evaluation, dir, root, listing);
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
async function evaluateInto(evaluation, dir, root, listing) {
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
    const existingCrossRefs = await resolveCrossReferences(absDir, skill.crossReferences.map((crossRef) => crossRef.ref), listed);
    evaluation.static = scoreStatic({ skill, folder: folder.value, existingCrossRefs });
}

// The one rough rule for turning text into tokens without a tokenizer: about 4 characters per
// token. Budget bounds, prompt caps and the size profile all use it, so their numbers agree. It
// is also skill-validator's estimate (ceil of the UTF-16 length / 4), which the size profile
// must reproduce exactly. Pure: imports nothing.
/** Characters per token in every estimate skill-ci makes. */
const CHARS_PER_TOKEN = 4;
/** Estimated tokens of `text` (its UTF-16 length) or of a number of characters, rounded up. */
function estimateTokens(textOrChars) {
    const chars = typeof textOrChars === 'string' ? textOrChars.length : textOrChars;
    return Math.ceil(chars / CHARS_PER_TOKEN);
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

// The files SKILL.md points at inside its own folder: markdown links, images and link definitions
// with a relative target, and paths written out under references/, scripts/ or assets/ (in prose,
// inline code, code blocks or HTML). Pure: text in, targets with their lines out; whether they
// exist is linked-files.ts's job.
//
// A line scanner, not a markdown parser: SKILL.md is untrusted and may be 2 MiB, and the markdown
// parser takes minutes on some small inputs (deeply nested quotes, runs of emphasis markers or
// bracket pairs grow quadratically). This rule needs only link destinations and which text is
// code, which one pass per line finds in linear time.
// A scheme (`https:`, `mailto:`, `data:`…) makes a URL; a drive letter (`C:\`, `C:/`) does not.
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DRIVE = /^[a-z]:[\\/]/i;
// A path under one of the spec's optional folders. It must not continue a longer path or word
// (`src/assets/x`, `https://…/scripts/x`), and it ends on a name character, so sentence
// punctuation after it is left out.
const WRITTEN_PATH = /(?<![\p{L}\p{N}_./\\~$%-])(?:\.\/)?(?:references|scripts|assets)\/[\p{L}\p{N}_./-]*[\p{L}\p{N}_-]/gu;
// The folders a written path starts in (followed by `/`): a line without one holds none.
const FOLDERS$1 = ['references', 'scripts', 'assets'];
// A fence opens with three or more backticks or tildes (also inside list items and quotes).
const FENCE_OPEN$1 = /^[\s>]*(`{3,}|~{3,})/;
// `[label]: destination` at the start of a line.
const DEFINITION = /^ {0,3}\[(?:[^\]\\]|\\.)+\]:[ \t]*/;
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
/** Every relative target in the body of SKILL.md, in document order, once per line and path. */
function linkTargets(content, frontmatter) {
    const body = skillBody(content, frontmatter);
    const found = [];
    const seen = new Set();
    const add = (target) => {
        if (target === undefined)
            return;
        const key = `${target.line}\u0000${target.kind === 'inside' ? target.path : target.written}`;
        if (seen.has(key))
            return;
        seen.add(key);
        found.push(target);
    };
    // the marker of the open fence (its backticks or tildes), if any
    let fence = null;
    let line = body.firstLine;
    const text = body.text;
    // The next `](` and the next folder name: a line is cut out of the text and read only when one
    // of them lies on it, or its first character may open or close a fence or start a definition,
    // so most lines of prose cost one look-up of their end.
    let link = text.indexOf('](');
    let folder = nextFolderName(text, 0);
    for (let start = 0; start <= text.length; line++) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        const lineStart = start;
        start = end + 1;
        if (lineStart === end)
            continue;
        if (link !== -1 && link < lineStart)
            link = text.indexOf('](', lineStart);
        if (folder !== -1 && folder < lineStart)
            folder = nextFolderName(text, lineStart);
        const folderOnLine = folder !== -1 && folder < end;
        // Only such a line can open or close a fence (every character `\s` matches is one of them),
        // or start a definition with spaces before its `[`.
        const first = text.charCodeAt(lineStart);
        const fenceLike = mayStartFenceLine(first);
        if (fence === null) {
            const linkOnLine = link !== -1 && link < end;
            if (!fenceLike && !folderOnLine && !linkOnLine && first !== 91 /* [ */)
                continue;
        }
        else if (!fenceLike && !folderOnLine)
            continue;
        fence = readLine(text.slice(lineStart, end), line, fence, folderOnLine, add);
    }
    return found;
}
/**
 * The targets on one line, given to `add`, and the fence open after it. `folder` says whether
 * a folder name (`references/`, `scripts/`, `assets/`) occurs on the line.
 */
function readLine(text, line, fence, folder, add) {
    if (fence !== null) {
        if (closesFence(text, fence))
            return null;
        if (folder)
            for (const written of writtenPaths(text, []))
                add(classify(written, line, false));
        return fence;
    }
    const open = FENCE_OPEN$1.exec(text);
    // A backtick fence's info string holds no backtick; with one, the line is inline code.
    if (open && !(open[1][0] === '`' && text.includes('`', open.index + open[0].length))) {
        return open[1];
    }
    const links = destinations(text);
    for (const link of links)
        add(classify(link.text, line, true));
    if (folder)
        for (const written of writtenPaths(text, links))
            add(classify(written, line, false));
    return null;
}
/**
 * The offset of the `/` that ends the first folder name (`references/`, `scripts/`, `assets/`)
 * starting at or after `from`, or -1. The rarer `/` is searched for, not the names.
 */
function nextFolderName(text, from) {
    for (let at = text.indexOf('/', from); at !== -1; at = text.indexOf('/', at + 1)) {
        for (const name of FOLDERS$1) {
            if (at - name.length >= from && text.startsWith(name, at - name.length))
                return at;
        }
    }
    return -1;
}
/** A backtick, a tilde, `>`, or a character in the ranges of white space. */
const mayStartFenceLine = (code) => code === 96 || code === 126 || code === 62 || code <= 32 || code === 160 || code >= 0x1680;
/** Paths under the three folders, except those that are (part of) a link destination. */
function writtenPaths(text, links) {
    const paths = [];
    let next = 0;
    // exec from lastIndex (back at 0 once no match is left): matchAll would copy the regex, with
    // its Unicode classes, for every line
    for (let match = WRITTEN_PATH.exec(text); match !== null; match = WRITTEN_PATH.exec(text)) {
        while (next < links.length && links[next].end <= match.index)
            next++;
        const link = links[next];
        if (link !== undefined && link.start <= match.index)
            continue;
        paths.push(match[0]);
    }
    return paths;
}
/** Link and image destinations `](…)` outside code spans, and a definition's destination. */
function destinations(text) {
    const found = [];
    const definition = DEFINITION.exec(text);
    if (definition) {
        const dest = destinationAt(text, definition[0].length);
        if (dest)
            found.push(dest);
    }
    if (!text.includes(']('))
        return found;
    const code = codeSpans(text);
    let span = 0;
    for (let at = text.indexOf(']('); at !== -1; at = text.indexOf('](', at + 2)) {
        while (span < code.length && code[span][1] <= at)
            span++;
        if (span < code.length && code[span][0] <= at)
            continue;
        let begin = at + 2;
        while (text[begin] === ' ' || text[begin] === '\t')
            begin++;
        const dest = destinationAt(text, begin);
        if (dest === undefined)
            continue;
        found.push(dest);
        at = dest.end - 2;
    }
    return found;
}
/** The destination starting at `begin`: `<…>`, or up to white space or an unbalanced `)`. */
function destinationAt(text, begin) {
    if (text[begin] === '<') {
        const close = text.indexOf('>', begin + 1);
        if (close === -1)
            return undefined;
        return { start: begin, end: close + 1, text: text.slice(begin + 1, close) };
    }
    let depth = 0;
    let end = begin;
    for (; end < text.length; end++) {
        const char = text[end];
        if (char === ' ' || char === '\t')
            break;
        if (char === '\\')
            end++;
        else if (char === '(')
            depth++;
        else if (char === ')') {
            if (depth === 0)
                break;
            depth--;
        }
    }
    end = Math.min(end, text.length);
    if (end === begin)
        return undefined;
    return { start: begin, end, text: text.slice(begin, end).replace(ESCAPED, '$1') };
}
/**
 * Code spans of one line as [start, end) ranges: a run of backticks up to the next run of the same
 * length. Each run looks up its partner in a table built once, so the line is scanned in linear
 * time however many unmatched runs it has.
 */
function codeSpans(text) {
    const runs = [];
    for (let i = text.indexOf('`'); i !== -1;) {
        let end = i;
        while (text[end] === '`')
            end++;
        runs.push({ start: i, length: end - i });
        i = text.indexOf('`', end);
    }
    const partner = new Array(runs.length).fill(-1);
    const nextOfLength = new Map();
    for (let k = runs.length - 1; k >= 0; k--) {
        partner[k] = nextOfLength.get(runs[k].length) ?? -1;
        nextOfLength.set(runs[k].length, k);
    }
    const spans = [];
    for (let k = 0; k < runs.length;) {
        const m = partner[k];
        if (m === -1) {
            k++;
            continue;
        }
        spans.push([runs[k].start, runs[m].start + runs[m].length]);
        k = m + 1;
    }
    return spans;
}
/** A relative target inside the folder, one leading out of it, or undefined (a URL, an anchor). */
function classify(written, line, link) {
    if (written === '' || written.startsWith('#') || written.startsWith('//'))
        return undefined;
    if (URL_SCHEME.test(written) && !DRIVE.test(written))
        return undefined;
    const withoutSuffix = written.replace(/[?#].*$/s, '');
    if (withoutSuffix === '')
        return undefined;
    // Backslashes count as separators, so `..\` cannot slip past the check on any platform.
    const decoded = percentDecode(withoutSuffix).replaceAll('\\', '/');
    if (decoded.startsWith('/') || decoded.startsWith('~') || DRIVE.test(decoded)) {
        return { kind: 'outside', written, why: 'is an absolute path', line, link };
    }
    const normalised = path__default.posix.normalize(decoded);
    if (normalised === '..' || normalised.startsWith('../')) {
        return { kind: 'outside', written, why: 'climbs out of the skill folder with `..`', line, link };
    }
    const relative = normalised.replace(/\/+$/, '');
    if (relative === '.' || relative === '')
        return undefined;
    return { kind: 'inside', written, path: relative, line, link };
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
const MAX_DEPTH$1 = 6;
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
                if (depth + 1 < MAX_DEPTH$1 && entry.name !== 'node_modules' && entry.name !== '.git') {
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
    for (const target of skill.linkTargets ?? linkTargets(skill.content, skill.frontmatter)) {
        if (target.kind === 'inside' && !wanted.has(target.path))
            wanted.set(target.path, false);
    }
    wanted.delete(path__default.posix.basename(skill.file));
    let total = 0;
    for (const [index, [rel, listed]] of [...wanted].entries()) {
        if (index >= MAX_SCANNED_FILES) {
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
        const plain = listed || plainFile(listing, rel);
        if (plain === 'missing')
            continue;
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
const ZERO_WIDTH = /\u200B|\u200C|\u200D|\u2060|\u180E|\uFEFF/gu;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/gu;
const TAGS = /[\u{E0000}-\u{E007F}]+/gu;
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
    if (!facts.hasNonAscii ||
        !/[\u180E\u200B-\u200D\u2060\u202A-\u202E\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/u.test(text)) {
        return { hits, decoded };
    }
    const seen = new Set();
    const add = (ruleId, index, message) => {
        const line = facts.lineAt(index);
        if (seen.has(`${ruleId}:${line}`))
            return;
        seen.add(`${ruleId}:${line}`);
        hits.push({ ruleId, line, message, evidence: lineText(text, index) });
    };
    for (const match of text.matchAll(ZERO_WIDTH)) {
        if (match.index === 0 && match[0] === '\uFEFF')
            continue;
        if (legitimateJoiner(text, match.index))
            continue;
        add('hidden/invisible-characters', match.index, 'zero-width characters hide text from a reviewer');
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
const LATIN = /\p{Script=Latin}/u;
const WORDS = /[\p{L}\p{M}\d_-]+/gu;
/** A word that mixes Latin letters with look-alikes from another script (`gіthub` with a Cyrillic і). */
function mixedScriptWord(text) {
    if (!MIXABLE.test(text))
        return undefined;
    for (const [word] of text.matchAll(WORDS)) {
        if (LATIN.test(word) && MIXABLE.test(word))
            return word;
    }
    return undefined;
}
const NON_ASCII = /[\u0080-\u{10FFFF}]/u;
const URL_HOST = /\bhttps?:\/\/([^\s/?#)"'<>`]+)/giu;
/** Hosts in URLs that are punycode or mix scripts: an address dressed as another. */
function homoglyphHosts(facts) {
    const { text } = facts;
    const hits = [];
    if (!text.includes('xn--') && !facts.hasNonAscii)
        return hits;
    for (const match of text.matchAll(URL_HOST)) {
        const host = match[1] ?? '';
        if (host.includes('xn--') || mixedScriptWord(host) !== undefined || NON_ASCII.test(host)) {
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

const PIPE_TO_SHELL = /\b(?:curl|wget)\b[^|\n]{1,300}\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:ba|z|da|k)?sh\b/i;
const POWERSHELL_EXEC = /\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring|net\.webclient)\b[^\n]{0,300}(?:\|\s*(?:iex|invoke-expression)\b|\b(?:iex|invoke-expression)\s*\()/i;
const POWERSHELL_EXEC_REVERSED = /\b(?:iex|invoke-expression)\s*\(?\s*\(?\s*(?:new-object\s+net\.webclient|iwr|irm|invoke-webrequest|invoke-restmethod)/i;
const DEV_TCP = /\/dev\/(?:tcp|udp)\/[\w.-]+\/\d+/;
const PS_SOCKET = /net\.sockets\.tcpclient/i;
const SOCKET_CONNECT = /\bsocket\b[^\n]*\bconnect\b|\.connect\(\s*\(/i;
const SHELL_SPAWN = /\b(?:subprocess|pty\.spawn|os\.dup2|child_process|\/bin\/(?:ba)?sh|cmd\.exe)\b/i;
const ENV_DUMP = /\bjson\.dumps\(\s*(?:dict\()?os\.environ|\bstr\(\s*os\.environ\s*\)|\{\s*\*\*os\.environ|os\.environ\.items\(\)|JSON\.stringify\(\s*process\.env\s*\)|Object\.(?:entries|keys)\(\s*process\.env\s*\)/;
const NET_CALL = /\b(?:requests\.(?:post|put|get)|urllib\.request|urlopen|http\.client|httpx\.(?:post|put|get)|fetch\(|axios\.(?:post|put|get)|XMLHttpRequest|sendBeacon|socket\.send|smtplib)\b/;
const SECRET_PATH_LITERAL = /["'`][^"'`\n]*(?:~\/\.ssh|\.ssh\/id_|~\/\.aws|\.aws\/credentials|\.config\/gcloud|\.kube\/config|\.docker\/config\.json|\.netrc|\.git-credentials|Login Data|cookies\.sqlite|logins\.json|key4\.db|Keychains)[^"'`\n]*["'`]/;
const MARKDOWN_URL = /!?\[[^\]\n]{0,300}\]\(\s*<?(https?:\/\/[^\s)>]{1,2000})|<img\b[^>\n]{0,300}?\bsrc\s*=\s*["']?(https?:\/\/[^\s"'>]{1,2000})/gi;
const TEMPLATED = /[{}$<>]|%s|%7B|\[[A-Z_ ]+\]|\b[A-Z][A-Z_]{3,}\b|\.\.\./;
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
    let socketLine = 0;
    let spawns = false;
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
            if (SECRET_PATH_LITERAL.test(line))
                hits.push(lineHit('cred/access', number, 'code that opens credential files', line));
            if (envDumpLine === 0 && ENV_DUMP.test(line))
                envDumpLine = number;
            if (netLine === 0 && NET_CALL.test(line))
                netLine = number;
            if (socketLine === 0 && SOCKET_CONNECT.test(line))
                socketLine = number;
            if (SHELL_SPAWN.test(line))
                spawns = true;
        }
    }
    const evidenceAt = (n) => text.split('\n', n)[n - 1] ?? '';
    if (envDumpLine > 0 && netLine > 0) {
        hits.push(lineHit('exfil/network-send', netLine, 'code that sends the whole environment over the network', evidenceAt(netLine)));
    }
    if (socketLine > 0 && spawns) {
        hits.push(lineHit('exec/reverse-shell', socketLine, 'code that wires a shell to a socket', evidenceAt(socketLine)));
    }
    return hits;
}

const gated = (re, ...keys) => ({
    keys: keys.map((group) => new Keywords(group)),
    re
});
const W = '\\s+';
const OBJECT = '(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|constraints|programming)';
const EARLIER = '(?:previous|prior|above|earlier|preceding|original|existing|other|system|developer|initial|safety)';
const NOT = "(?:do\\s+not|don'?t|never|must\\s+not|should\\s+not|shall\\s+not)";
const WHO = "(?:the\\s+user(?:'?s)?|users|the\\s+human|the\\s+operator|anyone|the\\s+developer)";
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
            gated(new RegExp(`\\b(?:bypass|disable|circumvent|evade|turn${W}off|switch${W}off|ignore)${W}(?:all${W}|any${W}|the${W}|your${W})?(?:guardrails?|safety${W}(?:checks?|filters?|guidelines|measures|rules|policies|restrictions)|safeguards|content${W}(?:policy|policies|filters?)|permission${W}(?:checks?|prompts?|system)|(?:your|claude'?s|the${W}agent'?s)${W}sandbox|ethical${W}guidelines|security${W}(?:checks?|controls|warnings|policies))\\b`, 'gi'), ['bypass', 'disable', 'circumvent', 'evade', 'off', 'ignore'], [
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
            gated(new RegExp(`\\byou${W}(?:have|are${W}under)${W}no${W}(?:restrictions|rules|limits|guidelines|filters)\\b|\\bno${W}(?:ethical|moral|safety)${W}(?:guidelines|restrictions|limits|constraints)${W}apply`, 'gi'), ['restrictions', 'rules', 'limits', 'guidelines', 'filters', 'constraints']),
            gated(/\bjailbr(?:eak|oken)/gi, ['jailbreak', 'jailbroken', 'jailbreaking', 'jailbreaks'])
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
        patterns: [
            gated(new RegExp(`\\b${NOT}${W}(?:tell|inform|notify|mention|reveal|disclose|alert|report)\\b[^.\\n]{0,80}?\\b${WHO}`, 'gi'), ['tell', 'inform', 'notify', 'mention', 'reveal', 'disclose', 'alert', 'report'], PEOPLE),
            gated(new RegExp(`\\bwithout${W}(?:telling|informing|notifying|alerting)${W}${WHO}`, 'gi'), [
                'telling',
                'informing',
                'notifying',
                'alerting'
            ]),
            gated(new RegExp(`\\b(?:silently|secretly|covertly|discreetly)${W}(?:send|upload|post|copy|exfiltrate|transmit|forward|collect|add|append|install|download)`, 'gi'), ['silently', 'secretly', 'covertly', 'discreetly']),
            gated(new RegExp(`\\b(?:hide|conceal)${W}(?:this|these|the|all|any|your)${W}(?:steps?|actions?|commands?|requests?|uploads?|output|activity|changes?|calls?)${W}from${W}${WHO}`, 'gi'), ['hide', 'conceal']),
            gated(new RegExp(`\\bkeep${W}(?:this|it|these)${W}(?:secret|hidden)${W}from${W}${WHO}`, 'gi'), ['secret', 'hidden']),
            gated(new RegExp(`\\b(?:remove|delete|clear|erase)${W}(?:all${W})?(?:traces|evidence)${W}of\\b`, 'gi'), ['traces', 'evidence'])
        ]
    }
];
const URL_IN_TEXT = /\bhttps?:\/\/[^\s)>"'`]+/i;
const FETCH_VERB = /\b(?:fetch|download|retrieve|load|curl|wget|pull)\b/i;
const OBEY_VERB = /\b(?:follow|obey|execute|run|apply|do\s+what|treat\s+(?:it|them|this)\s+as|use\s+(?:it|them)\s+as)\b/i;
const ORDERS = /\b(?:instructions|commands|directives|rules|prompt|it\s+says|they\s+say|whatever|the\s+response|its\s+contents|the\s+contents|tasks)\b/i;
const OWN_ORDERS = new RegExp(`\\b(?:your|new|updated|latest|current|real|actual|additional|further)${W}(?:instructions|rules|prompts?|directives|commands|tasks|guidelines)${W}(?:from|at)\\b`, 'i');
/** "Fetch your instructions from <url>", or a line that both fetches a URL and obeys what it says. */
function remoteInstructionLine(line) {
    if (!URL_IN_TEXT.test(line))
        return false;
    if (OWN_ORDERS.test(line) && FETCH_VERB.test(line))
        return true;
    return FETCH_VERB.test(line) && OBEY_VERB.test(line) && ORDERS.test(line);
}
const SEND_VERB = /\b(?:send|upload|post|transmit|forward|exfiltrate|submit|append|attach|leak|report|beacon|pipe)\b/i;
const SECRET_NOUN = /\b(?:credentials?|api[\s_-]?keys?|access\s+keys?|tokens?|secrets?|passwords?|ssh\s+keys?|private\s+keys?|environment\s+variables|env\s+vars?|cookies|session\s+(?:ids?|tokens?)|conversation|chat\s+history|(?:the\s+)?user'?s?\s+(?:files|data|messages|documents))\b|\.env\b|~\/\.(?:ssh|aws)/i;
const NEGATED = new RegExp(`\\b${NOT}\\b|\\bnever\\b`, 'i');
const CREDENTIAL_PATH = /~\/\.ssh\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|~\/\.aws\b|\.aws\/credentials|\.config\/gcloud|~\/\.kube\/config|~\/\.docker\/config\.json|~\/\.netrc|~\/\.npmrc|~\/\.pypirc|\.git-credentials|~\/\.gnupg|\/etc\/shadow|login\s+data|cookies\.sqlite|logins\.json|key4\.db|keychain|\.mozilla\/firefox|google\/chrome|google-chrome|bravesoftware|ethereum\/keystore|\.config\/gh\/hosts\.yml/i;
const READ_VERB = /\b(?:read|cat|open|copy|collect|gather|grab|extract|print|dump|include|upload|send|harvest|look\s+in|inspect|load|list)\b/i;
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
// Zero-width and other format characters do not break a phrase for the model; they are removed
// before matching (they never include a line break, so line numbers stay the same).
const FORMAT_CHARS = /\p{Cf}/gu;
/** Every instruction-level hit in the text, at most one per rule and line. */
function proseHits(input) {
    let facts = typeof input === 'string' ? new TextFacts(input) : input;
    if (facts.hasNonAscii && /\p{Cf}/u.test(facts.text)) {
        facts = new TextFacts(facts.text.replace(FORMAT_CHARS, ''));
    }
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
        for (const { keys, re } of rule.patterns) {
            if (!keys.every((group) => facts.mentions(group)))
                continue;
            for (const match of facts.text.matchAll(re)) {
                const line = facts.lineText(match.index);
                const start = match.index - (facts.text.lastIndexOf('\n', match.index - 1) + 1);
                const isQuoted = rule.literal !== true && quoted(line, start, start + match[0].length);
                add({
                    ruleId: rule.ruleId,
                    line: facts.lineAt(match.index),
                    message: isQuoted ? `${rule.message} (quoted, perhaps as an example)` : rule.message,
                    evidence: line,
                    severity: isQuoted ? 'medium' : rule.severity
                });
            }
        }
    }
    lineHits(facts).forEach(add);
    return hits;
}
const CREDENTIAL_WORDS = new Keywords([
    'ssh',
    'id_rsa',
    'id_ed25519',
    'aws',
    'gcloud',
    'kube',
    'docker',
    'netrc',
    'npmrc',
    'pypirc',
    'credentials',
    'gnupg',
    'shadow',
    'login',
    'cookies',
    'logins',
    'key4',
    'keychain',
    'keychains',
    'firefox',
    'chrome',
    'bravesoftware',
    'keystore',
    'hosts'
]);
/** The rules that need several words on one line: remote instructions, sending secrets, reading credentials. */
function lineHits(facts) {
    // Each rule needs a URL on a line (so a `://`) or a credential path there: first in the text.
    const urls = facts.mentions(URL_WORDS) && facts.text.includes('://');
    const credentials = facts.mentions(CREDENTIAL_WORDS) && CREDENTIAL_PATH.test(facts.text);
    if (!urls && !credentials)
        return [];
    const hits = [];
    let number = 0;
    for (const line of facts.text.split('\n')) {
        number++;
        if (line.length > 4000)
            continue;
        const url = urls && line.includes('://');
        if (url || (credentials && CREDENTIAL_PATH.test(line)))
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
    // Sentence by sentence: "Never send keys to …" is advice, not an order.
    const sentences = line.split(/(?<=[.!?])\s+/).filter((sentence) => !NEGATED.test(sentence));
    const sends = (t) => SEND_VERB.test(t) && SECRET_NOUN.test(t) && URL_IN_TEXT.test(t);
    if (urls && sentences.some(sends)) {
        hits.push({
            ruleId: 'exfil/network-send',
            line: number,
            message: "tells the agent to send secrets or the user's data to a URL",
            evidence: line
        });
    }
    const reads = (t) => CREDENTIAL_PATH.test(t) && READ_VERB.test(t);
    if (credentials && sentences.some(reads)) {
        hits.push({
            ruleId: 'cred/access',
            line: number,
            message: 'tells the agent to read credential files',
            evidence: line
        });
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
function frontmatterHits(frontmatter) {
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
    if (shell !== undefined && !ANNOUNCES_COMMANDS.test(description)) {
        hits.push({
            ruleId: 'tools/unrestricted-shell',
            line: keyLines[toolsKey] ?? 1,
            message: `allowed-tools grants an unrestricted shell (${shell.trim()}) but the description announces no command`,
            evidence: `${toolsKey}: ${toolList(data[toolsKey]).join(', ')}`
        });
    }
    return hits;
}

let loading$1;
/** secretlint with the recommended preset, loaded once on first use. */
function secretlint() {
    loading$1 ??= Promise.all([
        import('./cli-index4.js'),
        import('./cli-index3.js')
    ]).then(([{ lintSource }, { creator: recommended }]) => {
        const config = { rules: [{ id: recommended.meta.id, rule: recommended }] };
        return (content, filePath) => lintSource({
            source: { filePath, content, contentType: 'text' },
            options: { config, noPhysicFilePath: true, maskSecrets: true }
        });
    });
    loading$1.catch(() => {
        loading$1 = undefined;
    });
    return loading$1;
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
let calls = 0;
/**
 * secretlint names its timing marks after the file path and reads them back by name: a name must
 * be plain and unique per call (scans run concurrently), so the path is reduced to safe
 * characters and numbered.
 */
function profilerSafeName(file) {
    calls += 1;
    return `${calls}-${file.replace(/[^\w./-]/g, '_').slice(-200)}`;
}
function masked(line, from, to) {
    return `${line.slice(0, from)}${'*'.repeat(Math.min(12, Math.max(4, to - from)))}${line.slice(to)}`;
}
async function secretHits(facts, file) {
    const source = candidateLines(facts);
    if (source === null)
        return [];
    const lint = await secretlint();
    const result = await lint(source, profilerSafeName(file));
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
function wordOf(node) {
    const raw = node.text;
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
function redirectOf(node) {
    if (node.type !== 'file_redirect')
        return undefined;
    const destination = node.childForFieldName('destination');
    const operator = node.children.find((c) => c !== null && !c.isNamed)?.type ?? '';
    return { operator, target: destination === null ? '' : stripQuotes(destination.text) };
}
/** The command node a pipeline stage or statement stands for, through a redirected statement. */
function commandOf(node) {
    if (node.type === 'command')
        return { command: node, redirects: [] };
    if (node.type === 'redirected_statement') {
        const body = node.childForFieldName('body');
        const redirects = node.namedChildren.filter((c) => c !== null && c.id !== body?.id);
        if (body?.type === 'command')
            return { command: body, redirects };
    }
    return undefined;
}
function buildCommand(node, extraRedirects, ctx, enclosing) {
    const nameNode = node.childForFieldName('name');
    const args = [];
    const redirectNodes = [...extraRedirects];
    const heredocs = [];
    for (const child of node.namedChildren) {
        if (child === null || child.id === nameNode?.id)
            continue;
        if (child.type === 'file_redirect' || child.type === 'heredoc_redirect')
            redirectNodes.push(child);
        else if (child.type !== 'variable_assignment')
            args.push(wordOf(child));
    }
    for (const redirect of redirectNodes) {
        if (redirect.type === 'heredoc_redirect') {
            const body = redirect.namedChildren.find((c) => c?.type === 'heredoc_body');
            if (body)
                heredocs.push(body.text);
        }
    }
    const seen = seeThroughWrappers(nameNode === null ? '' : baseName(nameNode.text), args);
    // The evidence shows the whole statement: its redirections and, for a stage, its pipeline.
    const statement = node.parent?.type === 'redirected_statement' ? node.parent : node;
    const text = (statement.parent?.type === 'pipeline' ? statement.parent : statement).text;
    const command = {
        name: seen.name,
        args: seen.args,
        redirects: redirectNodes.flatMap((r) => redirectOf(r) ?? []),
        line: node.startPosition.row + 1 + ctx.lineOffset,
        text: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text,
        pipeline: [],
        stage: 0,
        enclosing,
        heredocs
    };
    command.pipeline = [command];
    return command;
}
/**
 * Every command in the tree, in source order. Walks with an explicit stack: a hostile script can
 * nest deeper than the call stack allows.
 */
function commandsOf(root, lineOffset = 0) {
    const ctx = { lineOffset, commands: [] };
    const stack = [{ node: root }];
    const built = new Map();
    while (stack.length > 0) {
        const { node, enclosing } = stack.pop();
        if (node.type === 'comment' || node.type === 'heredoc_body')
            continue;
        let owner = enclosing;
        if (node.type === 'pipeline') {
            const stages = node.namedChildren.flatMap((child) => {
                const found = child === null ? undefined : commandOf(child);
                if (found === undefined)
                    return [];
                const command = buildCommand(found.command, found.redirects, ctx, enclosing);
                built.set(found.command.id, command);
                return [command];
            });
            stages.forEach((command, stage) => {
                command.pipeline = stages;
                command.stage = stage;
            });
        }
        else if (node.type === 'command') {
            let command = built.get(node.id);
            if (command === undefined) {
                const parent = node.parent;
                const redirects = parent?.type === 'redirected_statement'
                    ? parent.namedChildren.filter((c) => c !== null && c.id !== node.id)
                    : [];
                command = buildCommand(node, redirects, ctx, enclosing);
                built.set(node.id, command);
            }
            ctx.commands.push(command);
            owner = command;
        }
        const children = node.namedChildren;
        for (let i = children.length - 1; i >= 0; i--) {
            const child = children[i];
            if (child !== null)
                stack.push({ node: child, enclosing: owner });
        }
    }
    return ctx.commands;
}

// The shell parser: tree-sitter's bash grammar run through web-tree-sitter (WebAssembly, so the
// bundle needs no native module and runs the same on every Node version and platform). The
// runtime is loaded and its WebAssembly compiled the first time a skill holds shell text that
// could match a rule, and then reused: most runs never load it. The two .wasm files sit next to
// the bundle in dist/ (the build copies them); from the sources they are taken from node_modules.
const RUNTIME_WASM = 'web-tree-sitter.wasm';
const BASH_WASM = 'tree-sitter-bash.wasm';
const PACKAGE_OF = {
    [RUNTIME_WASM]: 'web-tree-sitter/web-tree-sitter.wasm',
    [BASH_WASM]: 'tree-sitter-bash/tree-sitter-bash.wasm'
};
/** A .wasm file next to this module (the bundle), else the one its npm package installed. */
function wasmPath(name) {
    const beside = fileURLToPath(new URL(`./${name}`, import.meta.url));
    if (existsSync(beside))
        return beside;
    return createRequire(import.meta.url).resolve(PACKAGE_OF[name]);
}
let loading;
async function load() {
    const { Language, Parser } = await import('./cli-web-tree-sitter.js');
    await Parser.init({ locateFile: () => wasmPath(RUNTIME_WASM) });
    const bash = await Language.load(wasmPath(BASH_WASM));
    const parser = new Parser();
    parser.setLanguage(bash);
    return parser;
}
/** The one bash parser of the process, loaded on first use. */
function bashParser() {
    loading ??= load().catch((error) => {
        loading = undefined;
        throw error;
    });
    return loading;
}
/**
 * Parses `text` and hands its syntax tree to `read`, freeing the tree's WebAssembly memory after.
 * Null when the parser produced no tree.
 */
async function withBashTree(text, read) {
    const parser = await bashParser();
    const tree = parser.parse(text);
    if (tree === null)
        return null;
    try {
        return read(tree.rootNode);
    }
    finally {
        tree.delete();
    }
}

// Popular names: a look-alike of one of these is worth a second look. A name in the list is never
// its own look-alike, so close pairs that are both real (toml/tomli, pypdf/pypdf2) stay quiet.
const POPULAR = {
    pypi: new Set('requests numpy pandas scipy matplotlib seaborn scikit-learn tensorflow torch torchvision keras flask django fastapi uvicorn gunicorn pydantic sqlalchemy psycopg2 psycopg2-binary pymysql redis celery boto3 botocore awscli pyyaml toml tomli click typer rich tqdm pillow opencv-python beautifulsoup4 lxml selenium scrapy httpx aiohttp urllib3 certifi idna charset-normalizer setuptools wheel virtualenv pytest black flake8 mypy isort pylint jinja2 markupsafe werkzeug cryptography paramiko pyjwt python-dotenv openai anthropic langchain transformers datasets huggingface-hub jupyter notebook ipython nltk spacy openpyxl xlrd python-docx pypdf pypdf2 pdfplumber reportlab markdown docutils sphinx colorama attrs pytz python-dateutil arrow pendulum networkx sympy statsmodels plotly streamlit gradio playwright pyarrow polars duckdb tabulate jsonschema marshmallow protobuf grpcio docker kubernetes ansible fabric invoke pyodbc xlsxwriter python-pptx pymupdf'.split(' ')),
    npm: new Set('react react-dom preact lodash express axios chalk commander debug moment vue typescript webpack eslint prettier mocha next uuid dotenv yargs request async underscore bluebird jquery redux rxjs classnames tslib semver glob minimist body-parser cors mongoose socket.io node-fetch cross-env nodemon vite rollup esbuild svelte angular electron puppeteer playwright cheerio sharp dayjs date-fns inquirer colors kleur picocolors fs-extra rimraf mkdirp superagent jsonwebtoken bcrypt mysql mysql2 ioredis sequelize prisma knex graphql ts-node husky lint-staged concurrently npm-run-all http-server marked markdown-it highlight.js three chart.js leaflet openai pdfkit docx exceljs xlsx pptxgenjs pdf-lib'.split(' '))
};
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
    '--trusted-host'
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
    '-p',
    '--workspace',
    '-w',
    '--filter',
    '--version',
    '--vers',
    '-v',
    '--cache-dir',
    '--tag',
    '--save-prefix'
]);
/** The install a command performs, if any (`pip install x`, `python -m pip install x`, `npx x`…). */
function installOf(command) {
    const v = command.args.map((a) => a.value);
    const from = (n, ecosystem) => ({
        ecosystem,
        words: command.args.slice(n)
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
            if (v[0] === 'tool' && (v[1] === 'install' || v[1] === 'run'))
                return from(2, 'pypi');
            return v[0] === 'add' ? from(1, 'pypi') : undefined;
        case 'uvx':
            return from(0, 'pypi');
        case 'pipx':
            return v[0] === 'install' || v[0] === 'run' ? from(1, 'pypi') : undefined;
        case 'poetry':
            return v[0] === 'add' ? from(1, 'pypi') : undefined;
        case 'pipenv':
            return v[0] === 'install' ? from(1, 'pypi') : undefined;
        case 'npm':
        case 'pnpm':
        case 'bun':
            return ['install', 'i', 'add'].includes(v[0] ?? '')
                ? from(1, 'npm')
                : v[0] === 'exec' || v[0] === 'x'
                    ? from(1, 'npm')
                    : undefined;
        case 'yarn':
            return v[0] === 'add' ? from(1, 'npm') : v[0] === 'dlx' ? from(1, 'npm') : undefined;
        case 'npx':
            return from(0, 'npm');
        case 'gem':
        case 'cargo':
            return v[0] === 'install' ? from(1, 'other') : undefined;
        case 'go':
            return v[0] === 'install' || v[0] === 'get' ? from(1, 'other') : undefined;
        default:
            return undefined;
    }
}
/** Damerau–Levenshtein distance, stopping early above `max` (names are short). */
function distance(a, b, max) {
    if (Math.abs(a.length - b.length) > max)
        return max + 1;
    const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        let best = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, rows[i - 2][j - 2] + 1);
            row.push(d);
            best = Math.min(best, d);
        }
        if (best > max)
            return max + 1;
        rows.push(row);
    }
    return rows[a.length][b.length];
}
/** The popular package `name` imitates, if it is one or two edits from one and not one itself. */
function lookalikeOf(name, ecosystem) {
    const normal = ecosystem === 'pypi' ? name.toLowerCase().replace(/[._]/g, '-') : name.toLowerCase();
    const popular = POPULAR[ecosystem];
    if (normal.length < 5 || popular.has(normal))
        return undefined;
    const max = normal.length >= 9 ? 2 : 1;
    for (const known of popular) {
        if (known.length >= 5 && distance(normal, known, max) <= max)
            return known;
    }
    return undefined;
}
const SPEC = /^(@?[A-Za-z0-9][A-Za-z0-9._\-/]*?)(?:\[[^\]]*\])?(?:(==|===|~=|>=|<=|!=|>|<|@)(.*))?$/;
function packageHits(command) {
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
    const unpinned = [];
    const words = install.words;
    for (let i = 0; i < words.length; i++) {
        const word = words[i].value;
        if (word.startsWith('-')) {
            const [flag, inline] = word.split('=', 2);
            if (INDEX_FLAGS.has(flag)) {
                const value = inline ?? words[i + 1]?.value ?? '';
                if (!DEFAULT_INDEX.test(value))
                    hits.push(hitOf('supply/untrusted-source', `installs from the index ${value.slice(0, 80)}`));
                if (inline === undefined)
                    i++;
            }
            else if (VALUE_FLAGS.has(flag) && inline === undefined)
                i++;
            continue;
        }
        if (/^(?:git\+|git:|https?:|ftp:|github:|gitlab:|bitbucket:)/i.test(word) ||
            (/\.(?:whl|tar\.gz|tgz|zip)$/i.test(word) && /:\/\//.test(word))) {
            hits.push(hitOf('supply/untrusted-source', `installs ${word.slice(0, 80)} straight from a URL or repository`));
            continue;
        }
        if (word.startsWith('.') || word.startsWith('/') || word.startsWith('~'))
            continue;
        if (install.ecosystem === 'npm' && /^[\w.-]+\/[\w.-]+$/.test(word)) {
            hits.push(hitOf('supply/untrusted-source', `installs the GitHub repository ${word} instead of a released package`, 'medium'));
            continue;
        }
        const spec = SPEC.exec(word);
        if (spec === null)
            continue;
        const name = spec[1] ?? '';
        const version = spec[3];
        if (install.ecosystem !== 'other') {
            const imitated = lookalikeOf(name.replace(/^@[^/]+\//, ''), install.ecosystem);
            if (imitated !== undefined && !name.startsWith('@')) {
                hits.push(hitOf('supply/lookalike-package', `${name} is one typo away from the popular package ${imitated}`));
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
const SECRET_VAR = /\$\{?(?:[A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE|CREDENTIAL|AUTH|SESSION|COOKIE)[A-Z0-9_]*|AWS_[A-Z_]+|GITHUB_[A-Z_]+|GH_[A-Z_]+|ANTHROPIC_[A-Z_]+|OPENAI_[A-Z_]+|NPM_[A-Z_]+)\b/;
const DUMPS_ENV = /\$\((?:\s*(?:env|printenv|set|export\s+-p|cat\s+[^)]*(?:\.env|\.ssh|\.aws|credentials|_history)))[^)]*\)|`(?:env|printenv)`/;
const SECRET_FILE = /(?:~|\$HOME|\$\{HOME\})\/\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|pypirc|git-credentials|config\/gcloud|config\/gh|bash_history|zsh_history)|(?:^|[\s/@"'=])\.env(?:\.\w+)?\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\/etc\/(?:shadow|passwd)|\.aws\/credentials|_history\b|Login Data|cookies\.sqlite|logins\.json|key4\.db|Keychains|\.mozilla\/firefox|Google\/Chrome|google-chrome|BraveSoftware|Ethereum\/keystore/;
const KEY_FILE = /(?:~|\$HOME|\$\{HOME\})\/\.(?:ssh|aws|gnupg|kube\/config|docker\/config\.json|netrc|npmrc|pypirc|git-credentials|config\/gcloud|config\/gh)|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\/etc\/shadow|\.aws\/credentials|Login Data|cookies\.sqlite|logins\.json|key4\.db|Keychains|\.mozilla\/firefox|Google\/Chrome|google-chrome|BraveSoftware|Ethereum\/keystore/;
const DOTENV = /(?:^|[\s/@"'=])\.env(?:\.\w+)?$/;
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

/** A word that carries secrets: a secret variable, a dump of the environment, a secret file. */
function carriesSecret(word) {
    return SECRET_VAR.test(word.raw) || DUMPS_ENV.test(word.raw) || SECRET_FILE.test(word.value);
}
// The services a well-known secret variable belongs to: sent anywhere else, it is being stolen.
const OWN_HOSTS = [
    [/^(?:GITHUB|GH)_/, /(?:^|\.)github(?:usercontent)?\.com$/],
    [/^AWS_/, /(?:^|\.)amazonaws\.com$/],
    [/^ANTHROPIC_/, /(?:^|\.)anthropic\.com$/],
    [/^OPENAI_/, /(?:^|\.)openai\.com$/],
    [/^NPM_/, /(?:^|\.)npmjs\.(?:org|com)$/]
];
/**
 * A secret variable in a request: normal when it goes to the service it is for (an API key in
 * an API call), theft when a well-known one goes elsewhere. Unknown pairs are left for a reviewer.
 */
function secretVariableSent(command) {
    const sent = command.args.map((a) => SECRET_VAR.exec(a.raw)).find((m) => m !== null);
    if (sent === undefined || sent === null)
        return undefined;
    const name = sent[0].replace(/^\$\{?/, '');
    const url = command.args.find((a) => /^https?:\/\//i.test(a.value))?.value ?? '';
    const host = /^https?:\/\/([^/:?#]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';
    const own = OWN_HOSTS.find(([variable]) => variable.test(name));
    if (own !== undefined && !own[1].test(host)) {
        return hit('exfil/network-send', command, `${command.name} sends ${name} to ${host || 'another host'}, not to the service it belongs to`);
    }
    return hit('exfil/network-send', command, `${command.name} sends the secret ${name}${host ? ` to ${host}` : ''}: check that the host is the one it is for`, 'medium');
}
function exfiltration(command) {
    const hits = [];
    if (NETWORK.has(command.name)) {
        const sendsSecret = command.args.some((a) => DUMPS_ENV.test(a.raw) || SECRET_FILE.test(a.value));
        const fedSecrets = command.pipeline
            .slice(0, command.stage)
            .some((c) => c.name === 'env' ||
            c.name === 'printenv' ||
            c.name === 'history' ||
            (READERS.has(c.name) && c.args.some(carriesSecret)));
        const fedByRedirect = command.redirects.some((r) => r.operator === '<' && SECRET_FILE.test(r.target));
        const variable = secretVariableSent(command);
        if (variable !== undefined && !(sendsSecret || fedSecrets || fedByRedirect))
            hits.push(variable);
        else if (sendsSecret || fedSecrets || fedByRedirect) {
            hits.push(hit('exfil/network-send', command, `${command.name} sends secrets, the environment or shell history over the network`));
        }
    }
    if (DNS_TOOLS.has(command.name)) {
        const built = command.args.find((a) => !a.value.startsWith('-') && a.expands && /\./.test(a.value));
        if (built !== undefined) {
            hits.push(hit('exfil/dns', command, `${command.name} looks up a name built from data`, carriesSecret(built) ? 'critical' : undefined));
        }
    }
    return hits;
}
function credentialAccess(command) {
    if (command.name === 'security' &&
        /^(?:find-(?:generic|internet)-password|dump-keychain|export)$/.test(command.args[0]?.value ?? '')) {
        return [hit('cred/access', command, 'reads the macOS keychain')];
    }
    if (NETWORK.has(command.name))
        return [];
    const words = [
        ...command.args.map((a) => a.value).filter((v) => !v.startsWith('-')),
        ...command.redirects.filter((r) => r.operator === '<').map((r) => r.target)
    ];
    if (READERS.has(command.name) || INTERPRETERS.has(command.name)) {
        if (words.some((w) => KEY_FILE.test(w)))
            return [hit('cred/access', command, `${command.name} reads credential files`)];
        if (command.name !== 'source' && command.name !== '.' && words.some((w) => DOTENV.test(w))) {
            return [hit('cred/access', command, `${command.name} reads a .env file`, 'medium')];
        }
    }
    if ((command.name === 'echo' || command.name === 'printf') &&
        command.args.some((a) => SECRET_VAR.test(a.raw))) {
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
/** `curl … | sh`, `bash <(curl …)`, `sh -c "$(curl …)"`, `base64 -d | sh`, `nc host | sh`. */
function downloadExec(command) {
    const hits = [];
    const into = command.pipeline.slice(command.stage + 1).find((c) => INTERPRETERS.has(c.name));
    if (into !== undefined) {
        if (RAW_SOCKETS.has(command.name)) {
            hits.push(hit('exec/reverse-shell', command, `output of ${command.name} is run by ${into.name}: a remote shell`));
        }
        else if (DOWNLOADERS.has(command.name)) {
            const url = command.args.find((a) => /^(?:https?|ftp):\/\//i.test(a.value))?.value ?? '';
            const plain = /^http:\/\/|^ftp:\/\/|\/\/\d{1,3}(?:\.\d{1,3}){3}\b/.test(url);
            hits.push(hit('exec/download-exec', command, `a download is piped into ${into.name}`, plain || url === '' ? 'critical' : 'high'));
        }
        else if (DECODERS.has(command.name)) {
            hits.push(hit('exec/download-exec', command, `decoded text is piped into ${into.name}`, 'critical'));
        }
    }
    const outer = command.enclosing;
    if (outer !== undefined && DOWNLOADERS.has(command.name) && INTERPRETERS.has(outer.name)) {
        hits.push(hit('exec/download-exec', outer, `${outer.name} runs what ${command.name} downloads`));
    }
    return hits;
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
function persistence(command) {
    const values = command.args.map((a) => a.value);
    if (command.name === 'crontab' && !values.includes('-l') && !values.includes('-r')) {
        return [hit('persist/startup', command, 'installs a crontab entry')];
    }
    if (command.name === 'launchctl' && /^(?:load|bootstrap|enable|submit)$/.test(values[0] ?? '')) {
        return [hit('persist/startup', command, 'registers a launch agent')];
    }
    if (command.name === 'systemctl' && values.includes('enable')) {
        return [hit('persist/startup', command, 'enables a service at start-up', 'medium')];
    }
    if (command.name === 'git' &&
        values[0] === 'config' &&
        values.some((v) => /core\.hookspath/i.test(v))) {
        return [hit('persist/startup', command, 'points git at other hooks', 'medium')];
    }
    if (command.name === 'reg' &&
        /^add$/i.test(values[0] ?? '') &&
        values.some((v) => /\\CurrentVersion\\Run/i.test(v))) {
        return [hit('persist/startup', command, 'adds a Windows start-up entry')];
    }
    // No word boundary before the tools: in `printf "…\ncurl …"` the escape runs into the name.
    const networked = /(?:curl|wget|\bnc|ncat|base64|\/dev\/tcp)\b/.test(command.text) ||
        command.heredocs.some((h) => /\b(?:curl|wget|nc|base64)\b/.test(h));
    for (const target of writesTo(command)) {
        if (STARTUP_PLACE.test(target))
            return [
                hit('persist/startup', command, `writes to ${target}, which runs at start-up or grants access`)
            ];
        if (RC_FILE.test(target)) {
            return [
                hit('persist/startup', command, `appends to the shell start-up file ${target}`, networked ? 'high' : 'medium')
            ];
        }
        if (GIT_HOOK.test(target)) {
            return [
                hit('persist/startup', command, `installs a git hook (${target})`, networked ? 'high' : 'medium')
            ];
        }
    }
    return [];
}
/** Files a downloader saved (`curl -o x`, `wget -O x`, `> x`), to catch `chmod +x x && ./x`. */
function downloadedFiles(commands) {
    const files = new Set();
    for (const command of commands) {
        if (!DOWNLOADERS.has(command.name))
            continue;
        command.args.forEach((a, i) => {
            if (/^(?:-o|-O|--output|--output-document)$/.test(a.value)) {
                const next = command.args[i + 1]?.value;
                if (next !== undefined && next !== '-')
                    files.add(next.replace(/^\.\//, ''));
            }
        });
        for (const r of command.redirects)
            if (r.operator === '>')
                files.add(r.target.replace(/^\.\//, ''));
    }
    return files;
}
function runsDownloaded(command, files) {
    if (files.size === 0)
        return [];
    const name = command.text.split(/\s/, 1)[0]?.replace(/^\.\//, '') ?? '';
    const viaInterpreter = INTERPRETERS.has(command.name) &&
        command.args.some((a) => files.has(a.value.replace(/^\.\//, '')));
    if (files.has(name) || viaInterpreter) {
        return [hit('exec/download-exec', command, 'runs a file it just downloaded', 'high')];
    }
    return [];
}
const MAX_NESTED = 2;
/** Every hit of the shell rules in `text`; line numbers count from `firstLine`. */
async function shellHits(text, firstLine = 1, depth = 0) {
    if (!mayNeedShellRules(text))
        return [];
    const commands = await withBashTree(text, (root) => commandsOf(root, firstLine - 1));
    if (commands === null)
        return [];
    const hits = [];
    const downloaded = downloadedFiles(commands);
    for (const command of commands) {
        hits.push(...downloadExec(command), ...reverseShell(command), ...destructive(command), ...exfiltration(command), ...credentialAccess(command), ...persistence(command), ...runsDownloaded(command, downloaded));
        if (PACKAGE_MANAGERS.has(command.name))
            hits.push(...packageHits(command));
        if (depth < MAX_NESTED)
            hits.push(...(await nestedScripts(command, depth)));
    }
    return hits;
}
/** `bash -c "…"`, `eval "…"` and `bash <<EOF … EOF` run their text as shell: it is parsed too. */
async function nestedScripts(command, depth) {
    const scripts = [];
    if (SHELLS.has(command.name)) {
        const c = command.args.findIndex((a) => /^-[a-z]*c$/.test(a.value));
        if (c !== -1 && command.args[c + 1] !== undefined)
            scripts.push(command.args[c + 1].value);
        scripts.push(...command.heredocs);
    }
    if (command.name === 'eval')
        scripts.push(command.args.map((a) => a.value).join(' '));
    const hits = [];
    for (const script of scripts) {
        for (const inner of await shellHits(script, 1, depth + 1)) {
            hits.push({ ...inner, line: command.line, evidence: command.text });
        }
    }
    return hits;
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
function shellPieceHits(text, firstLine) {
    return mayNeedShellRules(text) ? shellHits(withoutPrompts(text), firstLine) : null;
}
async function markdownHits(facts) {
    const parts = markdownParts(facts.text);
    const hits = [];
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
    for (const fence of parts.fences) {
        if (SHELL_LANGUAGES.has(fence.language)) {
            const found = shell ? shellPieceHits(fence.text, fence.firstLine) : null;
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
            const found = shellPieceHits(span.text, span.line);
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
const ADDRESSED = /\b(?:assistant|agent|claude|ai|model|llm)\b[^\n]{0,200}\b(?:must|should|always|never|run|send|execute|upload|delete|read|fetch|do not|don't)\b/i;
/** An HTML comment is invisible when rendered: instructions in it are a finding of their own. */
async function commentHits(comment) {
    if (/skill-ci:\s*allow\b/.test(comment.text))
        return [];
    const inner = [...proseHits(comment.text), ...((await shellPieceHits(comment.text, 1)) ?? [])];
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
        ...((await shellPieceHits(decoded.text, 1)) ?? [])
    ];
    return inner.map((h) => ({
        ...h,
        line: decoded.line,
        message: `${h.message} (in text decoded from ${decoded.how})`
    }));
}
async function fileHits(file) {
    const facts = new TextFacts(file.text);
    const hidden = invisibleContent(facts);
    const hits = [...hidden.hits, ...homoglyphHosts(facts), ...proseHits(facts)];
    if (file.kind === 'markdown')
        hits.push(...(await markdownHits(facts)));
    else if (file.kind === 'shell')
        hits.push(...((await shellPieceHits(file.text, 1)) ?? []));
    else
        hits.push(...lineRuleHits(facts, { prose: false }));
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
    return hits;
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
async function scanSkill(skill, options = {}) {
    const { texts, skipped } = await readSkillFiles(skill.dir, skill.relPath, {
        ...skill,
        file: skill.skillFile
    });
    const findings = [];
    const toFindings = (file, hits) => hits.map((h) => securityFinding({ ...h, file }));
    findings.push(...toFindings(skill.skillFile, frontmatterHits(skill.frontmatter)));
    const failures = [];
    for (const file of texts) {
        let hits;
        try {
            hits = await fileHits(file);
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
    const { SpecRuleOptionsSchema } = await import('./cli-options2.js');
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
            specFinding(ctx, 'spec/compatibility-length', `\`compatibility\` is ${length} characters long; it must be 1–${MAX_COMPATIBILITY_LENGTH}.`, line)
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
            `known platform extension (option extraAllowedFields accepts it).${hint}`, keyLine(ctx.frontmatter, key), severity));
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
                'Runtimes other than Claude Code may ignore or reject them (option platformFields: ' +
                'warn or error reports each one).', keyLine(ctx.frontmatter, present[0]))
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
 * Distinct paths checked on disk per SKILL.md. Real skills link a few dozen files; a hostile one
 * can hold tens of thousands of links, and each check costs several system calls.
 */
const MAX_CHECKED_PATHS = 1000;
/** One finding per target that is missing or leads outside the folder, in the targets' order. */
async function checkLinkedFiles(ctx, dir, targets, listing) {
    const states = new Map();
    const findings = [];
    const unchecked = new Set();
    let firstUncheckedLine = 0;
    for (const target of targets) {
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
            findings.push(specFinding(ctx, 'spec/missing-file', `${target.link ? 'The link' : 'The path'} ${quote(target.written)} names a file ` +
                'that does not exist in the skill ' +
                `folder${result.detail}.`, target.line));
        }
    }
    if (unchecked.size > 0) {
        findings.push(specFinding(ctx, 'spec/links-unchecked', `${unchecked.size} more linked paths, from this line on, were not checked: at most ` +
            `${MAX_CHECKED_PATHS} distinct paths are checked per SKILL.md.`, firstUncheckedLine));
    }
    return findings;
}
function outsideFinding(ctx, target, why) {
    const what = target.link ? 'The link' : 'The path';
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
    const hint = unicodeAlphanumeric ? ' (the option allowUnicodeNames accepts Unicode letters)' : '';
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
    const targets = input.linkTargets ?? linkTargets(input.content, input.frontmatter);
    return [
        ...textFindings(ctx, input),
        ...(await checkLinkedFiles(ctx, input.dir, targets, input.listing))
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
/** Reads one skill; `walked`, what discovery listed already, spares listing its folders again. */
async function readSkill(job, walked) {
    const listing = new FolderListing(path__default.resolve(job.dir), walked);
    const evaluated = await evaluateStatic(job.dir, job.rootDir, listing);
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
/** The records of the layers the plan asked for but does not run (not available, no key). */
function plannedButNotRun(plan) {
    return plan.decisions
        .filter((d) => d.state !== 'run')
        .flatMap((d) => d.layers
        .filter((layer) => !plan.running.includes(layer))
        .map((layer) => [
        layer,
        { status: d.state === 'unavailable' ? 'unavailable' : 'skipped', reason: d.recordReason }
    ]));
}
/** The security scan of a skill that was read; a scan that throws is an error record, which the gate fails. */
async function securityPart(read, targets, options) {
    const { evaluated } = read;
    if (evaluated.content === null || evaluated.frontmatter === null)
        return undefined;
    try {
        return await scanSkill({
            dir: evaluated.dir,
            relPath: evaluated.relPath,
            skillFile: evaluated.skillFile,
            content: evaluated.content,
            frontmatter: evaluated.frontmatter,
            listing: read.listing,
            linkTargets: targets
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
            listing: read.listing
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
    const targets = content !== null && frontmatter !== null ? linkTargets(content, frontmatter) : [];
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
// PluginEval scores one folder at a time. Symlinked folders are followed only when they stay
// inside the root, and each real folder is visited once, so link loops end.
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.hg', '.svn']);
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
 * are resolved there.
 */
function searchFolder(walk, folder, depth, underSkill, parent) {
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
    const isSkill = entries.some((entry) => isSkillFileName(entry.name) && !entry.isDirectory());
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
    for (const sub of subdirs)
        searchFolder(walk, sub, depth + 1, isSkill || underSkill, entries);
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

export { CHARS_PER_TOKEN as C, PROFILE_RULES as P, SPEC_RULES as S, staticDimensionValues as a, estimateTokens as b, computeComposite as c, specFindings as d, evaluateStatic as e, readSkill as f, discoverSkills as g, specRuleOptionsOfRun as h, pLimit as i, discoveryFailureReport as j, evaluateSkill as k, crashedSkill as l, authoredTriggerSet as m, sameRequestKey as n, optional as o, parseAllowList as p, readSkillFiles as r, securityFinding as s };
