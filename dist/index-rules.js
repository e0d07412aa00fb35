import { readdirSync } from 'node:fs';
import path__default from 'node:path';

// Text taken from a skill and shown back to its reader: names, keys, parser messages. The scanned
// file is untrusted, so whatever it holds, what is echoed is short and costs little to build.
/** The most characters of a skill's own text that a message, a name or the metadata repeats. */
const MAX_ECHO_CHARS = 200;
const ELLIPSIS = '…';
/**
 * The first `count + 1` code points of `text` (one more than kept, to tell whether it goes on);
 * the work is bounded by `count`, not by the text.
 */
function codePointHead(text, count) {
    // `2 * count + 2` code units hold more than `count` whole code points when the text has them (a
    // pair cut by the slice comes after them)
    return Array.from(text.slice(0, 2 * count + 2)).slice(0, count + 1);
}
/** `text` cut to `max` code points, with an ellipsis when cut. */
function clipText(text, max = MAX_ECHO_CHARS) {
    if (text.length <= max)
        return text;
    const head = codePointHead(text, max);
    return head.length <= max ? text : head.slice(0, max).join('') + ELLIPSIS;
}
// Raw control characters must not reach logs, terminals or annotations.
const CONTROL_RUNS = /\p{Cc}+/gu;
/** `text` on one line (control characters become a space) and cut to `max` code points. */
function clipLine(text, max = MAX_ECHO_CHARS) {
    return clipText(text, max).replace(CONTROL_RUNS, ' ');
}
/** The pieces a collection is written as, at most `room` of its entries (one character each). */
function collectionPieces(value, room) {
    let entries;
    let open = '[';
    let close = ']';
    if (Array.isArray(value))
        entries = value.slice(0, room).map((item) => [item]);
    else if (value instanceof Set)
        entries = [...value].slice(0, room).map((item) => [item]);
    else if (value instanceof Map) {
        entries = [...value].slice(0, room);
        [open, close] = ['{', '}'];
    }
    else {
        entries = Object.keys(value)
            .slice(0, room)
            .map((key) => [key, value[key]]);
        [open, close] = ['{', '}'];
    }
    const pieces = [{ literal: open }];
    entries.forEach((entry, index) => {
        if (index > 0)
            pieces.push({ literal: ', ' });
        pieces.push({ value: entry[0] });
        if (entry.length === 2)
            pieces.push({ literal: ': ' }, { value: entry[1] });
    });
    pieces.push({ literal: close });
    return pieces;
}
function scalarText(value, room) {
    if (typeof value === 'string')
        return JSON.stringify(clipText(value, room));
    if (value === null || value === undefined)
        return 'null';
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
        return String(value);
    if (value instanceof Date)
        return Number.isNaN(value.getTime()) ? 'date' : value.toISOString();
    if (value instanceof Uint8Array)
        return `<${value.length} bytes>`;
    if (typeof value !== 'object')
        return typeof value;
    return null;
}
/**
 * A short JSON-like text of any value a YAML load builds (nested lists and mappings included),
 * written piece by piece until `max` characters: a huge or deeply nested value costs no more
 * than a small one, and the walk uses no recursion.
 */
function previewValue(value, max = MAX_ECHO_CHARS) {
    const stack = [{ value }];
    let text = '';
    while (stack.length > 0 && text.length <= max) {
        const piece = stack.pop();
        if ('literal' in piece) {
            text += piece.literal;
            continue;
        }
        const room = max - text.length + 1;
        const scalar = scalarText(piece.value, room);
        if (scalar !== null)
            text += scalar;
        else
            stack.push(...collectionPieces(piece.value, room).reverse());
    }
    if (stack.length === 0 && text.length <= max)
        return { text, cut: false };
    return {
        text: codePointHead(text, max - 1)
            .slice(0, max - 1)
            .join('') + ELLIPSIS,
        cut: true
    };
}
/**
 * A value read from a skill, ready to be stored and echoed: a short string or a small value as
 * it is, anything longer as a clipped text.
 */
function boundedValue(value, max = MAX_ECHO_CHARS) {
    if (typeof value === 'string')
        return clipText(value, max);
    if (typeof value !== 'object' || value === null || value instanceof Date)
        return value;
    const preview = previewValue(value, max);
    return preview.cut ? preview.text : value;
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

export { FolderListing as F, SPEC_RULES as S, clipLine as a, boundedValue as b, clipText as c, previewValue as p };
