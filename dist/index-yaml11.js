import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { M as MAX_YAML_ALIASES, E as distExports } from './index-main.js';
import { p as parseDocumentBounded, l as lexTokens, Y as YamlTokenLimits } from './index-yaml-nesting.js';




















































// YAML 1.1 as PyYAML's safe loader (PluginEval's) reads it, on top of the npm `yaml` parser.
// The package's own 1.1 schema differs from PyYAML in scalar resolution (`y`/`n` booleans, `1e3`
// floats, sexagesimal and date forms) and accepts inputs PyYAML rejects; the custom tags and the
// checks below close those gaps. Nothing here executes anything: YAML only builds plain data.
/** Duplicate keys beyond this many are counted, not listed. */
const MAX_LISTED_DUPLICATE_KEYS = 5;
const PY_BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
const PY_INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const PY_FLOAT = /^(?:[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const PY_TIMESTAMP = /^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)$/;
const TIMESTAMP_PARTS = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:[Tt]|[ \t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]*))?(?:[ \t]*(Z|([-+])([0-9]{1,2})(?::([0-9]{2}))?))?)?$/;
/** Python's int() of a sexagesimal `a:b:c` string after sign removal. */
function sexagesimal(digits, parse) {
    let value = 0;
    for (const part of digits.split(':'))
        value = value * 60 + parse(part);
    return value;
}
function resolvePyInt(source, onError) {
    let text = source.replace(/_/g, '');
    let sign = 1;
    if (text[0] === '-' || text[0] === '+') {
        if (text[0] === '-')
            sign = -1;
        text = text.slice(1);
    }
    let value;
    if (text === '0')
        value = 0;
    else if (text.startsWith('0b'))
        value = text.length > 2 ? parseInt(text.slice(2), 2) : NaN;
    else if (text.startsWith('0x'))
        value = text.length > 2 ? parseInt(text.slice(2), 16) : NaN;
    else if (text[0] === '0')
        value = parseInt(text, 8);
    else if (text.includes(':'))
        value = sexagesimal(text, Number);
    else
        value = Number(text);
    if (Number.isNaN(value))
        onError(`invalid integer ${source}`);
    return sign * value;
}
function resolvePyFloat(source) {
    let text = source.replace(/_/g, '').toLowerCase();
    let sign = 1;
    if (text[0] === '-' || text[0] === '+') {
        if (text[0] === '-')
            sign = -1;
        text = text.slice(1);
    }
    if (text === '.inf')
        return sign * Infinity;
    if (text === '.nan')
        return NaN;
    if (text.includes(':'))
        return sign * sexagesimal(text, Number);
    return sign * Number(text);
}
function resolvePyTimestamp(source, onError) {
    const m = TIMESTAMP_PARTS.exec(source);
    if (!m)
        return source;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const hour = m[4] === undefined ? 0 : Number(m[4]);
    const minute = m[5] === undefined ? 0 : Number(m[5]);
    const second = m[6] === undefined ? 0 : Number(m[6]);
    const millis = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
    let date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
    if (date.getUTCFullYear() !== year)
        date.setUTCFullYear(year);
    // PyYAML builds datetime objects, which reject impossible dates and times
    if (date.getUTCMonth() !== month - 1 ||
        date.getUTCDate() !== day ||
        hour > 23 ||
        minute > 59 ||
        second > 59) {
        onError(`invalid timestamp ${source}`);
        return source;
    }
    if (m[9]) {
        const offsetMinutes = Number(m[10]) * 60 + (m[11] === undefined ? 0 : Number(m[11]));
        date = new Date(date.getTime() - (m[9] === '-' ? -1 : 1) * offsetMinutes * 60000);
    }
    return date;
}
const pyBool = {
    tag: 'tag:yaml.org,2002:bool',
    default: true,
    test: PY_BOOL,
    resolve: (source) => /^(?:yes|true|on)$/i.test(source)
};
const pyInt = {
    tag: 'tag:yaml.org,2002:int',
    default: true,
    test: PY_INT,
    resolve: (source, onError) => resolvePyInt(source, onError)
};
const pyFloat = {
    tag: 'tag:yaml.org,2002:float',
    default: true,
    test: PY_FLOAT,
    resolve: (source) => resolvePyFloat(source)
};
const pyTimestamp = {
    tag: 'tag:yaml.org,2002:timestamp',
    default: true,
    test: PY_TIMESTAMP,
    resolve: (source, onError) => resolvePyTimestamp(source, onError)
};
// PyYAML resolves a plain `=` to tag:yaml.org,2002:value and a plain `<<` outside key position to
// the merge tag; the safe loader has no constructor for either, so both are errors there.
const pyValueError = {
    tag: 'tag:yaml.org,2002:value',
    default: true,
    test: /^(?:=|<<)$/,
    resolve: (source, onError) => {
        onError(`the plain scalar ${source} cannot be constructed by a YAML 1.1 safe loader`);
        return source;
    }
};
const REPLACED_TAGS = new Set([
    'tag:yaml.org,2002:bool',
    'tag:yaml.org,2002:int',
    'tag:yaml.org,2002:float',
    'tag:yaml.org,2002:timestamp'
]);
const SET_TAG = 'tag:yaml.org,2002:set';
function pyYamlTags(tags) {
    const kept = [];
    for (const tag of tags) {
        if (typeof tag === 'string')
            kept.push(tag);
        else if (tag.tag === SET_TAG && 'nodeClass' in tag && tag.nodeClass) {
            // PyYAML builds a !!set from a mapping's keys whatever the values are
            const SetNode = tag.nodeClass;
            kept.push({
                ...tag,
                resolve: (value, onError) => {
                    if (distExports.isMap(value))
                        return Object.assign(new SetNode(), value);
                    onError('Expected a mapping for this tag');
                    return value;
                }
            });
        }
        else if (!REPLACED_TAGS.has(tag.tag))
            kept.push(tag);
    }
    return [...kept, pyBool, pyInt, pyFloat, pyTimestamp, pyValueError];
}
// Built once and shared by every document: the parser would otherwise build the schema (and the
// tag list above) again for each frontmatter. Parsing only reads it.
const PY_YAML_SCHEMA = new distExports.Schema({
    schema: 'yaml-1.1',
    resolveKnownTags: false,
    merge: true,
    customTags: pyYamlTags
});
// PyYAML's reader refuses characters outside YAML's printable set.
const NON_PRINTABLE = /[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;
// PyYAML treats these as line breaks; replacing them one-for-one keeps every offset valid.
const EXTRA_LINE_BREAKS = /[\x85\u2028\u2029]/g;
const TAB_PROBLEM = 'a tab cannot separate YAML tokens';
/**
 * One pass over the lexer's tokens, before parsing: the limits (nesting, aliases), then the
 * token-level inputs PyYAML rejects but the npm lexer accepts (refused here too, for parity):
 * - tabs: PyYAML's scanner only skips spaces between tokens and ends plain scalars at a tab, so a
 *   tab is an error except inside quoted scalars, comments and block-scalar content;
 * - a `:` with no key before it (`: x` at the start of a line, `{: x}`) unless a `?` key precedes;
 * - top-level block-scalar content at column 0 (PyYAML needs it indented).
 */
function pyYamlLexicalProblem(text, maxTokens, lexemes) {
    const limits = new YamlTokenLimits(maxTokens);
    let explicitKey = false;
    // the last token that can stand before a `:`; null at the start of a line or collection
    let keyCandidate = null;
    for (const token of lexTokens(text, lexemes)) {
        const limited = limits.see(token);
        if (limited)
            return limited;
        const { type, source, start } = token;
        if (type === 'block-scalar-content') {
            keyCandidate = 'scalar';
            const bad = blockScalarProblem(source);
            if (bad)
                return { message: bad.message, offset: start + bad.offset };
            continue;
        }
        if (type === 'comment' || type === 'single-quoted-scalar' || type === 'double-quoted-scalar') {
            if (type !== 'comment')
                keyCandidate = type;
            continue;
        }
        const tab = source.indexOf('\t');
        if (tab !== -1)
            return { message: TAB_PROBLEM, offset: start + tab };
        if (type === 'scalar')
            keyCandidate = 'scalar';
        else if (type === 'explicit-key-ind')
            explicitKey = true;
        else if (type === 'map-value-ind') {
            if (keyCandidate === null && !explicitKey) {
                return { message: 'a ":" needs a key before it', offset: start };
            }
            explicitKey = false;
            keyCandidate = null;
        }
        else if (type === 'newline' ||
            type === 'flow-map-start' ||
            type === 'flow-seq-start' ||
            type === 'comma') {
            keyCandidate = null;
        }
        else if (type === 'flow-map-end' || type === 'flow-seq-end' || type === 'alias') {
            keyCandidate = type;
        }
    }
    return undefined;
}
/**
 * In block-scalar content, PyYAML ends the scalar at a line indented less than the block (tabs do
 * not indent) and then fails on what follows: a tab in the indentation, or text at column 0.
 */
function blockScalarProblem(content) {
    let indent = -1;
    let lineStart = 0;
    while (lineStart < content.length) {
        let lineEnd = content.indexOf('\n', lineStart);
        if (lineEnd === -1)
            lineEnd = content.length;
        let spaces = 0;
        while (content[lineStart + spaces] === ' ')
            spaces++;
        const next = content[lineStart + spaces];
        if (next === '\t' && (indent === -1 || spaces < indent)) {
            return { message: TAB_PROBLEM, offset: lineStart + spaces };
        }
        if (spaces === 0 && next !== undefined && next !== '\n' && next !== '#') {
            return { message: 'block scalar content must be indented', offset: lineStart };
        }
        if (indent === -1 && next !== undefined && next !== '\n')
            indent = spaces;
        lineStart = lineEnd + 1;
    }
    return undefined;
}
/**
 * Constructs PyYAML refuses but the npm parser accepts: a list or mapping as a mapping key (it is
 * unhashable in Python) and an anchor name defined twice. Returns the problem and its offset.
 */
function pyYamlComposeProblem(doc) {
    let problem;
    const anchors = new Set();
    distExports.visit(doc, (_, node) => {
        if (distExports.isPair(node) && distExports.isCollection(node.key)) {
            problem = {
                message: 'a list or mapping cannot be a mapping key',
                offset: node.key.range?.[0] ?? 0
            };
            return distExports.visit.BREAK;
        }
        if ((distExports.isScalar(node) || distExports.isCollection(node)) && node.anchor !== undefined) {
            if (anchors.has(node.anchor)) {
                problem = {
                    message: `the anchor &${node.anchor} is defined twice`,
                    offset: node.range?.[0] ?? 0
                };
                return distExports.visit.BREAK;
            }
            anchors.add(node.anchor);
        }
        return undefined;
    });
    return problem;
}
/** A scalar key's identity as a Python dict compares it (near enough: type and value). */
function keyIdentity(value) {
    if (typeof value === 'symbol')
        return null; // a merge key `<<`
    if (value instanceof Date)
        return `date:${value.getTime()}`;
    if (typeof value === 'number' && Number.isNaN(value))
        return null; // NaN never equals itself
    return `${typeof value}:${String(value)}`;
}
/** Keys written twice in the same mapping, anywhere in the document. */
function duplicateKeys(doc) {
    const found = { listed: [], count: 0 };
    distExports.visit(doc, {
        Map: (_, map) => {
            const seen = new Map();
            for (const { key } of map.items) {
                if (!distExports.isScalar(key) || !key.range)
                    continue;
                const identity = keyIdentity(key.value);
                if (identity === null)
                    continue;
                const firstOffset = seen.get(identity);
                if (firstOffset === undefined) {
                    seen.set(identity, key.range[0]);
                    continue;
                }
                found.count++;
                if (found.listed.length < MAX_LISTED_DUPLICATE_KEYS)
                    found.listed.push({ key: String(key.value), firstOffset, offset: key.range[0] });
            }
        }
    });
    return found;
}
/**
 * Parses one YAML 1.1 document. Offsets (error position, key positions) are indices into `text`.
 * A text of more than `maxTokens` lexer tokens is refused unparsed. Never throws.
 */
function parseYaml11(text, maxTokens = Number.POSITIVE_INFINITY) {
    try {
        return parseYaml11Unguarded(text, maxTokens);
    }
    catch (error) {
        // Nesting and aliases are bounded before parsing; this is a last guard, not the limit.
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, message: `YAML could not be read: ${message}` };
    }
}
function parseYaml11Unguarded(text, maxTokens) {
    const bad = NON_PRINTABLE.exec(text);
    if (bad) {
        const code = bad[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
        return {
            ok: false,
            message: `special character U+${code} is not allowed in YAML`,
            offset: bad.index
        };
    }
    const source = text.replace(EXTRA_LINE_BREAKS, '\n');
    // the lexemes of the checks' pass are given to the parser: the text is lexed once
    const lexemes = [];
    const lexical = pyYamlLexicalProblem(source, maxTokens, lexemes);
    if (lexical)
        return { ok: false, ...lexical };
    const parsed = parseDocumentBounded(source, {
        version: '1.1',
        uniqueKeys: false,
        merge: true,
        prettyErrors: false,
        schema: PY_YAML_SCHEMA,
        // warnings (e.g. about stringified keys) go to the result, never to the console
        logLevel: 'error'
    }, lexemes);
    if (!parsed.ok)
        return { ok: false, ...parsed.problem };
    const doc = parsed.doc;
    const problem = doc.errors[0] ?? doc.warnings.find((warning) => warning.code === 'TAG_RESOLVE_FAILED');
    if (problem)
        return { ok: false, message: problem.message, offset: problem.pos[0] };
    const composeProblem = pyYamlComposeProblem(doc);
    if (composeProblem)
        return { ok: false, ...composeProblem };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return /excessive alias count/i.test(message)
            ? { ok: false, message, limit: 'aliases' }
            : { ok: false, message };
    }
    const keyOffsets = new Map();
    if (distExports.isMap(doc.contents)) {
        for (const pair of doc.contents.items) {
            const key = pair.key;
            if (distExports.isScalar(key) && key.range && typeof key.value !== 'symbol')
                keyOffsets.set(String(key.value), key.range[0]);
        }
    }
    const duplicates = duplicateKeys(doc);
    return {
        ok: true,
        value,
        keyOffsets,
        duplicateKeys: duplicates.listed,
        duplicateKeyCount: duplicates.count
    };
}

export { MAX_LISTED_DUPLICATE_KEYS, parseYaml11 };
