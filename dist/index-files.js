import { s as securityRule } from './index-improve.js';
import { c as clipText, S as SPEC_RULES, F as FolderListing } from './index-rules.js';
import path__default from 'node:path';
import { b as resolveInside, P as PathEscapeError, i as ioMessage, c as readBoundedBytesSync } from './index-read-bounded.js';
import { e as estimateTokens } from './index-client.js';

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
const FENCE_OPEN = /^[\s>]*(`{3,}|~{3,})/;
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
    const open = FENCE_OPEN.exec(text);
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
    for (const match of text.matchAll(WRITTEN_PATH)) {
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
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_SKILL_BYTES = 8 * 1024 * 1024;
const MAX_DEPTH = 6;
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
async function listFolder(listing, folder, out) {
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
                if (depth + 1 < MAX_DEPTH && entry.name !== 'node_modules' && entry.name !== '.git') {
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
            await listFolder(listing, entry.name, wanted);
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
                reason: `only its first ${MAX_FILE_BYTES} bytes were scanned`,
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
        const head = readBoundedBytesSync(real, MAX_FILE_BYTES);
        if (head === null)
            return { reason: NOT_REGULAR };
        return head;
    }
    catch (error) {
        const reason = ioMessage(error);
        return { reason: reason === 'not found' ? 'missing' : reason };
    }
}

export { specFinding as a, checkSizeBudgets as b, closesFence as c, keyLine as k, linkTargets as l, readSkillFiles as r, securityFinding as s };
