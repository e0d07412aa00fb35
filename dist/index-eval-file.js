import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { realpath } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
import { M as MAX_YAML_ALIASES, E as distExports, am as TRIGGER_EVALS_JSON, J as EVAL_YAML, K as EVALS_JSON, an as realpathInside, ao as readFileHead, ap as errnoCode, aq as TriggerEvalsSchema, ar as EvalSuiteSchema, as as AgentskillsEvalsSchema } from './index-main.js';
import { l as lexTokens, Y as YamlTokenLimits, p as parseDocumentBounded } from './index-yaml-nesting.js';


















































// The limits an eval file's text must meet before the YAML parser sees it. Eval files come from
// pull requests; the parser recurses once per nesting level, and some of its work grows faster
// than the text (aliases, errors, keys), so a few hundred bytes could overflow the stack and a
// few hundred kilobytes could stall the run for seconds. One pass of yaml's own lexer (iterative,
// linear) checks the size, the number of tokens, the nesting (64 levels) and the aliases (100)
// first, and stops at the first limit crossed: a `[` inside a quoted prompt or a block scalar is
// text, not nesting. The nesting and alias limits are the ones every YAML text skill-ci reads has.
/** Eval files are hand-written: 200 scenarios with inline setup files fit in a fraction of this. */
const MAX_EVAL_BYTES = 256 * 1024;
/**
 * Lexer tokens (values, indicators, spaces, line breaks), which bound the parser's work: a
 * scenario with a dozen assertions and setup files has about 220, a plain one about 60.
 */
const MAX_YAML_TOKENS = 25_000;
/** Why a file of `bytes` bytes is refused. */
const tooLargeMessage = (bytes) => `eval file is ${Math.ceil(bytes / 1024)} KB; the limit is ${MAX_EVAL_BYTES / 1024} KB`;
/** The first limit the text crosses (size, tokens, nesting, aliases), or null. */
function yamlLimitProblem(text) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_EVAL_BYTES)
        return { message: tooLargeMessage(bytes), offset: 0 };
    const limits = new YamlTokenLimits(MAX_YAML_TOKENS);
    for (const token of lexTokens(text)) {
        const problem = limits.see(token);
        if (problem)
            return problem;
    }
    return null;
}

// An eval file's text (YAML, or JSON read as YAML so its errors get lines too) into plain data,
// with the parsed document kept so schema errors can be traced back to a line. The limits are
// checked first (yaml-limits.ts) and the parser's own nesting while it reads, so the parser only
// ever sees text it handles quickly. Duplicate keys are found here in one pass rather than by the
// parser's own check, which compares every key of a mapping with every other; a key that is a
// list or a mapping is refused, since no eval field has one and turning it into an object key
// costs time that grows with its nesting.
/** Where each line of `text` starts, as the parser would have noted them. */
function lineCounterOf(text) {
    const counter = new distExports.LineCounter();
    counter.addNewLine(0);
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        counter.addNewLine(i + 1);
    return counter;
}
/** Duplicate keys and keys that are collections or aliases, in document order. */
function keyProblems(doc, counter) {
    const problems = [];
    const lineOf = (node) => {
        const range = node?.range;
        return range ? counter.linePos(range[0]).line : undefined;
    };
    // Depth first with a stack of nodes still to see, children pushed last-first (document order).
    const pending = [doc.contents];
    while (pending.length > 0) {
        const node = pending.pop();
        if (distExports.isSeq(node)) {
            for (let i = node.items.length - 1; i >= 0; i--)
                pending.push(node.items[i]);
        }
        else if (distExports.isMap(node)) {
            const seen = new Set();
            for (const { key } of node.items) {
                if (key === null || key === undefined)
                    continue;
                if (!distExports.isScalar(key)) {
                    problems.push({
                        message: 'a key must be a plain value, not a list, a mapping or an alias',
                        line: lineOf(key)
                    });
                }
                else if (seen.has(key.value)) {
                    problems.push({ message: `duplicate key "${String(key.value)}"`, line: lineOf(key) });
                }
                else
                    seen.add(key.value);
            }
            for (let i = node.items.length - 1; i >= 0; i--)
                pending.push(node.items[i]?.value);
        }
    }
    return problems;
}
function parseYamlText(text) {
    const limit = yamlLimitProblem(text);
    const counter = lineCounterOf(text);
    const refused = (message, offset) => ({
        ok: false,
        problems: [{ message: `refused: ${message}`, line: counter.linePos(offset).line }]
    });
    if (limit)
        return refused(limit.message, limit.offset);
    const parsed = parseDocumentBounded(text, { uniqueKeys: false });
    if (!parsed.ok)
        return refused(parsed.problem.message, parsed.problem.offset);
    const { doc } = parsed;
    if (doc.errors.length > 0) {
        return {
            ok: false,
            problems: doc.errors.map((e) => ({
                message: `invalid YAML: ${e.message.split('\n')[0] ?? ''}`,
                line: counter.linePos(e.pos[0]).line
            }))
        };
    }
    const keys = keyProblems(doc, counter);
    if (keys.length > 0)
        return { ok: false, problems: keys };
    try {
        return { ok: true, data: doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }), doc, counter };
    }
    catch (e) {
        return { ok: false, problems: [{ message: `refused: ${e.message}` }] };
    }
}

// Reads a skill's eval file into one model: skill-validator's tests/eval.yaml or agentskills'
// evals/evals.json; and its trigger prompts of skill-creator's evals/trigger-evals.json. Never
// throws: every problem becomes a SkillError naming the file and line, and affects only that
// skill, so one broken eval file cannot stop the others from running. Oversized, too deeply
// nested and alias-heavy files are refused before they are parsed, and a file with many problems
// is reported by its first few, so a hostile file costs little time and little room.
/** Problems listed per eval file; the rest are counted in one last line. */
const MAX_LISTED_PROBLEMS = 5;
/** A problem's message is cut here (a zod message can quote a long key or value). */
const MAX_PROBLEM_CHARS = 200;
const clip = (message) => message.length <= MAX_PROBLEM_CHARS ? message : `${message.slice(0, MAX_PROBLEM_CHARS - 1)}…`;
const error = (file, message, line) => ({
    code: 'eval-invalid',
    file,
    message: clip(message),
    ...(line ? { line } : {})
});
/** The first few problems as errors, then one line counting the others. */
function reported(file, problems) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => error(file, p.message, p.line));
    const more = problems.length - listed.length;
    return more > 0 ? [...listed, error(file, `…and ${more} more`)] : listed;
}
/** The line of the deepest node that exists along a zod issue path. */
function lineOf(doc, counter, issuePath) {
    let node = doc.contents;
    let line;
    const lineAt = (n) => {
        const range = n?.range;
        return range ? counter.linePos(range[0]).line : undefined;
    };
    line = lineAt(node);
    for (const key of issuePath) {
        if (distExports.isMap(node)) {
            const pair = node.items.find((p) => p.key?.value === key);
            if (!pair)
                break;
            // Point at the key: for a missing or wrong value that is the line the author looks at.
            line = lineAt(pair.key) ?? line;
            node = pair.value;
            if (distExports.isMap(node) || distExports.isSeq(node))
                line = lineAt(node) ?? line;
        }
        else if (distExports.isSeq(node) && typeof key === 'number') {
            node = node.items[key];
            line = lineAt(node) ?? line;
        }
        else
            break;
    }
    return line;
}
function formatIssue(issue) {
    const where = issue.path.map(String).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
}
/** `text` (YAML, or JSON read as YAML) checked against `schema`; problems name `file` and a line. */
function parseStructured(text, file, schema) {
    const parsed = parseYamlText(text);
    if (!parsed.ok)
        return { ok: false, errors: reported(file, parsed.problems) };
    const checked = schema.safeParse(parsed.data);
    if (checked.success)
        return { ok: true, value: checked.data };
    const { issues } = checked.error;
    // Only the problems that are listed need a line.
    const problems = issues.map((issue, i) => ({
        message: formatIssue(issue),
        line: i < MAX_LISTED_PROBLEMS ? lineOf(parsed.doc, parsed.counter, issue.path) : undefined
    }));
    return { ok: false, errors: reported(file, problems) };
}
/** Parses tests/eval.yaml text; `file` is the name used in errors. */
function parseEvalYaml(text, file) {
    const r = parseStructured(text, file, EvalSuiteSchema);
    return r.ok ? { ok: true, suite: r.value, kind: 'eval.yaml' } : r;
}
/**
 * Parses agentskills' evals/evals.json (JSON is read by the YAML parser so errors get lines).
 * Natural-language assertions and the expected output become rubric criteria for the judges;
 * listed files become setup files copied from the skill folder into both arms.
 */
function parseEvalsJson(text, file) {
    const r = parseStructured(text, file, AgentskillsEvalsSchema);
    if (!r.ok)
        return r;
    const scenarios = r.value.evals.map((e) => {
        const rubric = [
            ...(e.expected_output ? [`Expected outcome: ${e.expected_output}`] : []),
            ...(e.assertions ?? [])
        ];
        const files = (e.files ?? []).map((f) => ({ path: path__default.posix.basename(f), source: f }));
        return {
            name: `eval ${e.id}`,
            prompt: e.prompt,
            timeout: 120,
            ...(rubric.length > 0 ? { rubric } : {}),
            ...(files.length > 0 ? { setup: { files } } : {})
        };
    });
    return { ok: true, suite: { scenarios }, kind: 'evals.json' };
}
/**
 * The text of the eval file `rel` inside `skillDir`, bounded; null when there is none, an error
 * when it links outside the folder, is too large or cannot be read. `listing` (the skill folder's)
 * answers without resolving real paths when no link is on the way.
 */
async function readCapped(rel, skillDir, listing) {
    const file = path__default.join(skillDir, rel);
    try {
        const entry = listing?.plainEntry(rel);
        if (entry === 'missing')
            return null;
        // PR content may link the eval file anywhere on the runner; its text would become prompts
        // sent to the provider, so it must resolve inside the skill folder.
        const real = entry?.isFile() === true ? file : await realpathInside(await realpath(skillDir), file);
        if (real === null)
            return error(file, 'links to a file outside the skill folder; it was not read');
        const head = await readFileHead(real, MAX_EVAL_BYTES);
        if (head === null)
            return null;
        if (head.truncated)
            return error(file, `refused: ${tooLargeMessage(head.size)}`);
        return head.text;
    }
    catch (e) {
        if (errnoCode(e) === 'ENOENT')
            return null;
        return error(file, `cannot read: ${e.message}`);
    }
}
/**
 * Loads the eval file of the skill at `skillDir`: tests/eval.yaml first, else evals/evals.json.
 * `displayDir` prefixes the file names in errors (the skill path relative to the scanned root).
 */
async function loadEvalFile(skillDir, displayDir = '.', listing) {
    for (const [rel, parse] of [
        [EVAL_YAML, parseEvalYaml],
        [EVALS_JSON, parseEvalsJson]
    ]) {
        const shown = path__default.posix.join(displayDir, rel);
        const text = await readCapped(rel, skillDir, listing);
        if (text === null)
            continue;
        if (typeof text !== 'string')
            return { ok: false, errors: [{ ...text, file: shown }] };
        return parse(text, shown);
    }
    return { ok: 'absent' };
}
/** Parses evals/trigger-evals.json text; `file` is the name used in errors. */
function parseTriggerEvals(text, file) {
    const r = parseStructured(text, file, TriggerEvalsSchema);
    return r.ok ? { ok: true, items: r.value } : r;
}
/**
 * Reads the skill's evals/trigger-evals.json with the limits of every eval file (bounded, inside
 * the skill folder). `displayDir` prefixes the file name in errors.
 */
async function loadTriggerEvals(skillDir, displayDir = '.', listing) {
    const shown = path__default.posix.join(displayDir, TRIGGER_EVALS_JSON);
    const text = await readCapped(TRIGGER_EVALS_JSON, skillDir, listing);
    if (text === null)
        return { ok: 'absent' };
    if (typeof text !== 'string')
        return { ok: false, errors: [{ ...text, file: shown }] };
    return parseTriggerEvals(text, shown);
}

export { MAX_EVAL_BYTES, MAX_LISTED_PROBLEMS, MAX_PROBLEM_CHARS, loadEvalFile, loadTriggerEvals, parseEvalYaml, parseEvalsJson, parseStructured, parseTriggerEvals, readCapped };
