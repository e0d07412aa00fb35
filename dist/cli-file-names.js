import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { realpath, lstat, constants, open, stat } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
const { openSync, fstatSync, readSync, closeSync } = __requireBuiltin('node:fs');

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

// Relative paths as text, before any file is touched: the lexical check for paths written by
// untrusted authors (eval files, agent tool calls) and the POSIX form shown in reports.
/** Why a relative path is refused, or null when it is acceptable. */
function unsafeRelativePathReason(p) {
    if (p.length === 0)
        return 'path is empty';
    if (p.includes('\0'))
        return 'path contains a NUL byte';
    if (p.startsWith('/') || p.startsWith('\\') || /^[A-Za-z]:/.test(p) || p.startsWith('~')) {
        return 'absolute paths are not allowed';
    }
    if (p.split(/[\\/]+/).some((segment) => segment === '..'))
        return "'..' is not allowed";
    return null;
}
/** POSIX path of `target` relative to `root`, '.' when they are the same folder. */
function relativePosix(root, target) {
    const rel = path__default.relative(root, target);
    return rel === '' ? '.' : rel.split(path__default.sep).join('/');
}
/**
 * `path.join(folder, name)` for a name a folder listing gave (never empty, `.`, `..` or holding a
 * separator) inside a folder path already normalised (resolved, or built by this function): the
 * same text, without normalising the whole path again for every entry of a walk.
 */
function childPath(folder, name) {
    return folder.endsWith(path__default.sep) ? folder + name : folder + path__default.sep + name;
}

// Turning a file-system error into the short text shown in a report.
// Duck-typed: errors from node:fs may come from another realm (e.g. under Jest's VM modules), so
// `instanceof Error` and a typed `.code` cannot be relied on.
function errnoCode(error) {
    return typeof error === 'object' && error !== null && 'code' in error && error.code != null
        ? String(error.code)
        : undefined;
}
const MAX_MESSAGE_CHARS = 200;
/** A short reason for `error`: plain words for the common codes, else the error's message. */
function ioMessage(error) {
    const code = errnoCode(error);
    if (code === 'EACCES' || code === 'EPERM')
        return 'permission denied';
    if (code === 'ENOENT')
        return 'not found';
    if (code === 'ELOOP')
        return 'too many levels of symbolic links';
    const message = typeof error === 'object' && error !== null && 'message' in error
        ? String(error.message)
        : String(error);
    // a system message quotes the path, and the path comes from the scanned tree
    return message.length > MAX_MESSAGE_CHARS ? `${message.slice(0, MAX_MESSAGE_CHARS)}…` : message;
}

// Confinement: proving that a path stays inside a folder. Scanned skills, eval files and agent
// tool calls are untrusted, so a path is checked lexically (no absolute paths, no `..`) and then
// by its real path, so that a symlink planted in the tree cannot lead outside it.
class PathEscapeError extends Error {
    requested;
    constructor(requested, reason) {
        super(`refused path '${requested}': ${reason}`);
        this.requested = requested;
        this.name = 'PathEscapeError';
    }
}
/** Is `candidate` `root` itself or below it? Compare real (symlink-free) absolute paths. */
function isInside(root, candidate) {
    return (candidate === root || candidate.startsWith(root.endsWith(path__default.sep) ? root : root + path__default.sep));
}
/**
 * The real path of the existing `p` when it lies inside `realRoot` (itself a real path), else
 * null. Throws what realpath throws (a missing file, a link loop).
 */
async function realpathInside(realRoot, p) {
    const real = await realpath(p);
    return isInside(realRoot, real) ? real : null;
}
/** The real path of `p`, or of its deepest existing ancestor joined with the missing rest. */
async function realpathOfExistingPrefix(p) {
    const missing = [];
    let current = p;
    for (;;) {
        try {
            return path__default.join(await realpath(current), ...missing.reverse());
        }
        catch (e) {
            const code = errnoCode(e);
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw e;
            // An entry that exists but cannot be resolved is a dangling link: writing through it
            // would create its target wherever that points.
            if (await lstat(current).then(() => true, () => false)) {
                throw new PathEscapeError(p, 'a dangling symlink');
            }
            const parent = path__default.dirname(current);
            if (parent === current)
                throw e;
            missing.push(path__default.basename(current));
            current = parent;
        }
    }
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * The target need not exist (for writes); `'.'` and `''` mean the root itself when allowed.
 */
async function resolveInside(root, rel, allowRoot = false) {
    if (!(allowRoot && (rel === '.' || rel === ''))) {
        const reason = unsafeRelativePathReason(rel);
        if (reason)
            throw new PathEscapeError(rel, reason);
    }
    const realRoot = await realpath(root);
    const joined = path__default.resolve(realRoot, rel);
    if (!isInside(realRoot, joined))
        throw new PathEscapeError(rel, 'outside the sandbox');
    const real = await realpathOfExistingPrefix(joined).catch((e) => {
        throw e instanceof PathEscapeError ? new PathEscapeError(rel, 'a dangling symlink') : e;
    });
    if (!isInside(realRoot, real))
        throw new PathEscapeError(rel, 'a symlink leads outside the sandbox');
    return real;
}

// Bounded reads of regular files: memory stays bounded whatever the file's size, and a FIFO, a
// device or a symlink swapped in as the last path component is refused rather than read.
// Callers pass paths that were already checked (most already real), but the tree can change
// between that check and the open (an agent's shell runs alongside): O_NOFOLLOW refuses a symlink
// swapped in as the last component, O_NONBLOCK keeps a FIFO from blocking the run (and a libuv
// thread) past every timeout, and the type is checked on the open handle, so what is checked is
// what is read.
const READ_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW;
/** Opens `file` for reading without following a final symlink or blocking on a FIFO. */
const openForRead = (file) => open(file, READ_FLAGS);
/** What a file-system entry that is not a regular file is, in words (`a named pipe (FIFO)`). */
function fileTypeName(info) {
    if (info.isFile())
        return 'a regular file';
    if (info.isDirectory())
        return 'a folder';
    if (info.isFIFO())
        return 'a named pipe (FIFO)';
    if (info.isSocket())
        return 'a socket';
    if (info.isCharacterDevice() || info.isBlockDevice())
        return 'a device';
    if (info.isSymbolicLink())
        return 'a symbolic link';
    return 'not a regular file';
}
/**
 * At most `maxBytes` from the start of the open file; null when it is not a regular file. One
 * byte past the cap is asked for, so a file over the cap is seen without reading it whole.
 */
async function readBoundedBytes(handle, maxBytes) {
    const info = await handle.stat();
    if (!info.isFile())
        return null;
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1);
    let filled = 0;
    while (filled < buffer.length) {
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
        if (bytesRead === 0)
            break;
        filled += bytesRead;
    }
    return boundedBytes(buffer, filled, info.size, maxBytes);
}
const boundedBytes = (buffer, filled, size, maxBytes) => ({
    bytes: buffer.subarray(0, Math.min(filled, maxBytes)),
    size,
    truncated: filled > maxBytes
});
/**
 * At most `maxBytes` from the start of `file`, read without the thread pool but with the same
 * guarantees (no final symlink, no blocking on a FIFO, the type checked on the open file): for
 * the many small files of a skill read one after another, four round trips per file cost more
 * than the reads themselves. Null when it is not a regular file.
 */
function readBoundedBytesSync(file, maxBytes) {
    const fd = openForReadSync(file);
    try {
        return readBoundedFdSync(fd, maxBytes);
    }
    finally {
        closeSync(fd);
    }
}
/** Opens `file` for reading like openForRead, in place. */
const openForReadSync = (file) => openSync(file, READ_FLAGS);
/** At most `maxBytes` from the start of the open file descriptor; null when it is not a regular file. */
function readBoundedFdSync(fd, maxBytes) {
    const info = fstatSync(fd);
    if (!info.isFile())
        return null;
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1);
    let filled = 0;
    while (filled < buffer.length) {
        const bytesRead = readSync(fd, buffer, filled, buffer.length - filled, filled);
        if (bytesRead === 0)
            break;
        filled += bytesRead;
    }
    return boundedBytes(buffer, filled, info.size, maxBytes);
}
/** At most `maxBytes` of `file` (memory stays bounded for any file size); null if not a regular file. */
async function readFileHead(file, maxBytes) {
    const handle = await openForRead(file);
    try {
        const head = await readBoundedBytes(handle, maxBytes);
        if (head === null)
            return null;
        return { text: head.bytes.toString('utf8'), size: head.size, truncated: head.truncated };
    }
    finally {
        await handle.close();
    }
}

// The names a skill file may have. Every part that opens a skill (the reader, the agent's Skill
// tool, the judge's file listing, the base-branch fetch) must agree on them.
const SKILL_FILE_NAME = 'SKILL.md';
/** The lowercase name the reference validator (skills-ref) also accepts; read with a warning. */
const LOWERCASE_SKILL_FILE_NAME = 'skill.md';
/** Is `name` (an exact file name) one a skill file may have? */
function isSkillFileName(name) {
    return name === SKILL_FILE_NAME || name === LOWERCASE_SKILL_FILE_NAME;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** 1-based line of byte `offset` (lines end at LF bytes). */
function lineOfByte(bytes, offset) {
    let line = 1;
    for (let i = 0; i < offset; i++)
        if (bytes[i] === 0x0a)
            line++;
    return line;
}
/** Byte offset of the first invalid UTF-8 sequence (only called once decoding has failed). */
function firstInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        let need;
        let min;
        if (b < 0x80) {
            i++;
            continue;
        }
        else if (b >= 0xc2 && b <= 0xdf)
            [need, min] = [1, 0x80];
        else if (b >= 0xe0 && b <= 0xef)
            [need, min] = [2, 0x800];
        else if (b >= 0xf0 && b <= 0xf4)
            [need, min] = [3, 0x10000];
        else
            return i;
        let code = b & (0x3f >> need);
        for (let k = 1; k <= need; k++) {
            const c = bytes[i + k];
            if (c === undefined || (c & 0xc0) !== 0x80)
                return i;
            code = (code << 6) | (c & 0x3f);
        }
        if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
            return i;
        i += need + 1;
    }
    return bytes.length;
}
/** Python text-mode newlines: `\r\n` then lone `\r` become `\n`. */
function normaliseNewlines(text) {
    return text.indexOf('\r') === -1 ? text : text.replace(/\r\n?/g, '\n');
}
/** Decodes SKILL.md bytes; `file` names the file in errors. */
function decodeSkillBytes(bytes, file) {
    const nul = bytes.indexOf(0);
    if (nul !== -1) {
        return {
            ok: false,
            error: {
                code: 'binary-file',
                message: 'contains a NUL byte, so it is not a text file',
                file,
                line: lineOfByte(bytes, nul)
            }
        };
    }
    let text;
    try {
        text = strictUtf8.decode(bytes);
    }
    catch {
        const offset = firstInvalidUtf8(bytes);
        return {
            ok: false,
            error: {
                code: 'invalid-utf8',
                message: `is not valid UTF-8 (first invalid byte at offset ${offset})`,
                file,
                line: lineOfByte(bytes, offset)
            }
        };
    }
    return { ok: true, content: normaliseNewlines(text) };
}

// File-system edge of the skill reader: reading SKILL.md with a size cap, listing references/
// and assets/, and resolving cross-references, each the way PluginEval does it so the static
// scores match. Everything else is pure and lives in parse.ts and the static layer.
// Still exported from here for src/layers/static/evaluate.ts, which imports it from this module.
/** SKILL.md files larger than this are refused without being read whole. */
const MAX_SKILL_BYTES = 2 * 1024 * 1024;
const failure = (code, message, file) => ({
    ok: false,
    error: { code, message, file }
});
/**
 * Which skill file `dir` holds, by the exact names in the folder: on a case-insensitive file
 * system a look-up of `SKILL.md` also finds `skill.md`, and the report must name the file that is
 * there. `relDir` is the folder relative to the root, for errors.
 */
async function locateSkillFile(listing, relDir) {
    const file = relDir === '.' ? SKILL_FILE_NAME : `${relDir}/${SKILL_FILE_NAME}`;
    let entries;
    try {
        entries = await listing.entries('.');
    }
    catch (error) {
        return errnoCode(error) === 'ENOENT'
            ? failure('missing-skill-md', `no ${SKILL_FILE_NAME} in this folder`, file)
            : failure('unreadable', `cannot list the skill folder: ${ioMessage(error)}`, file);
    }
    const upper = entries.some((entry) => entry.name === SKILL_FILE_NAME);
    const lower = entries.some((entry) => entry.name === LOWERCASE_SKILL_FILE_NAME);
    if (!upper && !lower)
        return failure('missing-skill-md', `no ${SKILL_FILE_NAME} in this folder`, file);
    return {
        ok: true,
        value: {
            name: upper ? SKILL_FILE_NAME : LOWERCASE_SKILL_FILE_NAME,
            lowercaseIgnored: upper && lower
        }
    };
}
/**
 * Where `<dir>/<name>` leads, checked before anything opens it: the real path of a regular file
 * inside `realRoot` (when given), or why it is refused. A named pipe would block the read until
 * something writes to it, and a device may never end.
 */
async function regularTarget(dir, name, file, realRoot) {
    const link = path__default.join(dir, name);
    let entry;
    try {
        entry = await lstat(link);
    }
    catch (error) {
        return errnoCode(error) === 'ENOENT'
            ? failure('missing-skill-md', `no ${SKILL_FILE_NAME} in this folder`, file)
            : failure('unreadable', `cannot open: ${ioMessage(error)}`, file);
    }
    let target;
    let info;
    try {
        target = await realpath(link);
        info = await stat(target);
    }
    catch (error) {
        if (errnoCode(error) === 'ENOENT')
            return failure('unreadable', `${name} is a symbolic link to nothing (a broken link)`, file);
        return failure('unreadable', `cannot open: ${ioMessage(error)}`, file);
    }
    if (realRoot !== undefined && !isInside(realRoot, target)) {
        return failure('outside-root', `${name} links to a file outside the scanned folder; it was not read`, file);
    }
    if (!info.isFile()) {
        const what = `${entry.isSymbolicLink() ? 'links to' : 'is'} ${fileTypeName(info)}`;
        return failure('not-regular-file', `${name} ${what}, not a regular file; it was not read (replace it with the skill's text)`, file);
    }
    return { ok: true, value: target };
}
/**
 * Reads and decodes `<dir>/<name>` (`SKILL.md` unless told). `file` names it in errors. When
 * `realRoot` is given, a skill file that resolves (through symlinks) outside it is refused
 * unread: scanned content is untrusted and may point anywhere on the machine. Anything but a
 * regular file is refused before it is opened.
 */
async function readSkillText(dir, file, realRoot, name = SKILL_FILE_NAME) {
    const target = await regularTarget(dir, name, file, realRoot);
    if (!target.ok)
        return target;
    return readRegularSkillFile(target.value, name, file);
}
/**
 * The skill file `name` of the folder `listing` lists, when the discovery walk proved the folder
 * inside the root and lists the file as a regular file (not a link): its real path, with nothing
 * left to resolve. Undefined when the file system has to be asked (readSkillText).
 */
function walkedSkillFile(listing, name) {
    const realDir = listing.realDir;
    if (realDir === undefined)
        return undefined;
    const entry = listing.plainEntry(name);
    return typeof entry === 'object' && entry.isFile() ? path__default.join(realDir, name) : undefined;
}
/**
 * Reads and decodes the skill file at `target`, a path already checked. The read is synchronous:
 * one small file read in place costs less than four round trips through the thread pool.
 */
function readRegularSkillFile(target, name, file, keep) {
    let fd;
    try {
        // O_NONBLOCK and the type check on the open file still hold if the file was swapped since
        fd = openForReadSync(target);
    }
    catch (error) {
        return failure('unreadable', `cannot open: ${ioMessage(error)}`, file);
    }
    try {
        const head = readBoundedFdSync(fd, MAX_SKILL_BYTES);
        if (head === null)
            return failure('not-regular-file', `${name} is not a regular file; it was not read`, file);
        if (head.truncated) {
            return failure('file-too-large', `is larger than ${MAX_SKILL_BYTES} bytes (the limit); it was not read`, file);
        }
        keep?.(head);
        const decoded = decodeSkillBytes(head.bytes, file);
        return decoded.ok ? { ok: true, value: decoded.content } : decoded;
    }
    catch (error) {
        return failure('unreadable', `cannot read: ${ioMessage(error)}`, file);
    }
    finally {
        closeSync(fd);
    }
}
/**
 * Whether `dir/name` is a folder, as Python's `Path.is_dir()` after `exists()` sees it: the
 * folder's listing answers without a system call when it has no such entry (in any case, for
 * case-insensitive file systems) or holds it as a real folder; anything else is looked up.
 */
async function folderState(listing, name) {
    const entries = await listing.entries('.').catch(() => undefined);
    if (entries !== undefined) {
        const same = entries.filter((entry) => entry.name.toLowerCase() === name);
        if (same.length === 0)
            return 'missing';
        if (same.length === 1 && same[0].name === name && same[0].isDirectory())
            return 'folder';
    }
    try {
        return (await stat(path__default.join(listing.dir, name))).isDirectory() ? 'folder' : 'other';
    }
    catch (error) {
        // a missing entry or a broken symlink does not exist for Python's Path.exists()
        const code = errnoCode(error);
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP')
            return 'missing';
        throw error;
    }
}
/**
 * Regular files (symlinks followed, as PluginEval's Python `is_file()` does) directly inside
 * `dir/name`: the names the static layer counts and matches references against.
 */
async function listRegularFiles(listing, name, relDir) {
    const file = relDir === '.' ? name : `${relDir}/${name}`;
    let state;
    try {
        state = await folderState(listing, name);
    }
    catch (error) {
        return failure('unreadable', `cannot inspect ${name}: ${ioMessage(error)}`, file);
    }
    if (state === 'missing')
        return { ok: true, value: { exists: false, files: [] } };
    if (state === 'other')
        return failure(`${name}-not-directory`, `${name} exists but is not a folder`, file);
    try {
        const files = [];
        for (const entry of await listing.entries(name)) {
            if (entry.isFile())
                files.push(entry.name);
            else if (entry.isSymbolicLink()) {
                const linked = await stat(path__default.join(listing.dir, name, entry.name)).catch(() => undefined);
                if (linked?.isFile())
                    files.push(entry.name);
            }
        }
        files.sort();
        return { ok: true, value: { exists: true, files } };
    }
    catch (error) {
        return failure('unreadable', `cannot list ${name}: ${ioMessage(error)}`, file);
    }
}
/** Gathers the folder facts the static layer needs. `relDir` is the folder relative to the root. */
async function readFolderFacts(listing, relDir) {
    const dir = listing.dir;
    const references = await listRegularFiles(listing, 'references', relDir);
    if (!references.ok)
        return references;
    const assets = await listRegularFiles(listing, 'assets', relDir);
    if (!assets.ok)
        return assets;
    return {
        ok: true,
        value: {
            dir,
            dirName: path__default.basename(dir),
            hasReferences: references.value.exists,
            referenceFiles: references.value.files,
            hasAssets: assets.value.exists,
            assetFiles: assets.value.files
        }
    };
}
/** Whether anything is at `target` (a link is followed; a broken one is nothing). */
async function exists(target) {
    try {
        await stat(target);
        return true;
    }
    catch {
        return false;
    }
}
/** Whether `rel` exists under the folder `listing` lists (a link is followed, as stat does). */
async function existsUnder(listing, rel) {
    const entry = listing.plainEntry(rel);
    if (entry === 'missing')
        return false;
    if (entry !== undefined && !entry.isSymbolicLink())
        return true;
    return exists(path__default.join(listing.dir, rel));
}
/**
 * The normalised cross-references that resolve, for PluginEval's dead-cross-reference
 * anti-pattern: parent/ref, or dir/ref for `sub-skills/` references. Segments are `[a-z0-9-]+`,
 * so a ref cannot climb out. `listing` (the skill folder's) answers from the discovery walk's
 * listings where it can.
 */
async function resolveCrossReferences(dir, refs, listing) {
    const parent = path__default.dirname(dir);
    const parentListing = listing?.parentListing();
    const resolved = new Set();
    for (const ref of new Set(refs)) {
        if ((parentListing
            ? await existsUnder(parentListing, ref)
            : await exists(path__default.join(parent, ref))) ||
            (ref.startsWith('sub-skills/') &&
                (listing ? await existsUnder(listing, ref) : await exists(path__default.join(dir, ref))))) {
            resolved.add(ref);
        }
    }
    return resolved;
}

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

// Python 3.11's `\w` (str.isalnum() or `_`, Unicode 14.0.0, the reference's interpreter) for
// regexes with the `u` flag. Within one Unicode version it equals [\p{L}\p{N}_];
// pinning the table keeps word boundaries identical to the reference whatever Unicode version the
// running Node.js ships (letters added after 14.0 would differ otherwise).
// The non-ASCII part was generated with Python 3.11: the maximal code-point ranges >= U+0080
// where chr(c).isalnum(). ASCII is tested first because a class this large is slow to test.
const NON_ASCII_WORD_CLASS_BODY = [
    '\\u{aa}\\u{b2}-\\u{b3}\\u{b5}\\u{b9}-\\u{ba}\\u{bc}-\\u{be}\\u{c0}-\\u{d6}\\u{d8}-\\u{f6}',
    '\\u{f8}-\\u{2c1}\\u{2c6}-\\u{2d1}\\u{2e0}-\\u{2e4}\\u{2ec}\\u{2ee}\\u{370}-\\u{374}\\u{376}-\\u{377}',
    '\\u{37a}-\\u{37d}\\u{37f}\\u{386}\\u{388}-\\u{38a}\\u{38c}\\u{38e}-\\u{3a1}\\u{3a3}-\\u{3f5}',
    '\\u{3f7}-\\u{481}\\u{48a}-\\u{52f}\\u{531}-\\u{556}\\u{559}\\u{560}-\\u{588}\\u{5d0}-\\u{5ea}',
    '\\u{5ef}-\\u{5f2}\\u{620}-\\u{64a}\\u{660}-\\u{669}\\u{66e}-\\u{66f}\\u{671}-\\u{6d3}\\u{6d5}',
    '\\u{6e5}-\\u{6e6}\\u{6ee}-\\u{6fc}\\u{6ff}\\u{710}\\u{712}-\\u{72f}\\u{74d}-\\u{7a5}\\u{7b1}',
    '\\u{7c0}-\\u{7ea}\\u{7f4}-\\u{7f5}\\u{7fa}\\u{800}-\\u{815}\\u{81a}\\u{824}\\u{828}\\u{840}-\\u{858}',
    '\\u{860}-\\u{86a}\\u{870}-\\u{887}\\u{889}-\\u{88e}\\u{8a0}-\\u{8c9}\\u{904}-\\u{939}\\u{93d}',
    '\\u{950}\\u{958}-\\u{961}\\u{966}-\\u{96f}\\u{971}-\\u{980}\\u{985}-\\u{98c}\\u{98f}-\\u{990}',
    '\\u{993}-\\u{9a8}\\u{9aa}-\\u{9b0}\\u{9b2}\\u{9b6}-\\u{9b9}\\u{9bd}\\u{9ce}\\u{9dc}-\\u{9dd}',
    '\\u{9df}-\\u{9e1}\\u{9e6}-\\u{9f1}\\u{9f4}-\\u{9f9}\\u{9fc}\\u{a05}-\\u{a0a}\\u{a0f}-\\u{a10}',
    '\\u{a13}-\\u{a28}\\u{a2a}-\\u{a30}\\u{a32}-\\u{a33}\\u{a35}-\\u{a36}\\u{a38}-\\u{a39}',
    '\\u{a59}-\\u{a5c}\\u{a5e}\\u{a66}-\\u{a6f}\\u{a72}-\\u{a74}\\u{a85}-\\u{a8d}\\u{a8f}-\\u{a91}',
    '\\u{a93}-\\u{aa8}\\u{aaa}-\\u{ab0}\\u{ab2}-\\u{ab3}\\u{ab5}-\\u{ab9}\\u{abd}\\u{ad0}',
    '\\u{ae0}-\\u{ae1}\\u{ae6}-\\u{aef}\\u{af9}\\u{b05}-\\u{b0c}\\u{b0f}-\\u{b10}\\u{b13}-\\u{b28}',
    '\\u{b2a}-\\u{b30}\\u{b32}-\\u{b33}\\u{b35}-\\u{b39}\\u{b3d}\\u{b5c}-\\u{b5d}\\u{b5f}-\\u{b61}',
    '\\u{b66}-\\u{b6f}\\u{b71}-\\u{b77}\\u{b83}\\u{b85}-\\u{b8a}\\u{b8e}-\\u{b90}\\u{b92}-\\u{b95}',
    '\\u{b99}-\\u{b9a}\\u{b9c}\\u{b9e}-\\u{b9f}\\u{ba3}-\\u{ba4}\\u{ba8}-\\u{baa}\\u{bae}-\\u{bb9}',
    '\\u{bd0}\\u{be6}-\\u{bf2}\\u{c05}-\\u{c0c}\\u{c0e}-\\u{c10}\\u{c12}-\\u{c28}\\u{c2a}-\\u{c39}',
    '\\u{c3d}\\u{c58}-\\u{c5a}\\u{c5d}\\u{c60}-\\u{c61}\\u{c66}-\\u{c6f}\\u{c78}-\\u{c7e}\\u{c80}',
    '\\u{c85}-\\u{c8c}\\u{c8e}-\\u{c90}\\u{c92}-\\u{ca8}\\u{caa}-\\u{cb3}\\u{cb5}-\\u{cb9}\\u{cbd}',
    '\\u{cdd}-\\u{cde}\\u{ce0}-\\u{ce1}\\u{ce6}-\\u{cef}\\u{cf1}-\\u{cf2}\\u{d04}-\\u{d0c}',
    '\\u{d0e}-\\u{d10}\\u{d12}-\\u{d3a}\\u{d3d}\\u{d4e}\\u{d54}-\\u{d56}\\u{d58}-\\u{d61}',
    '\\u{d66}-\\u{d78}\\u{d7a}-\\u{d7f}\\u{d85}-\\u{d96}\\u{d9a}-\\u{db1}\\u{db3}-\\u{dbb}\\u{dbd}',
    '\\u{dc0}-\\u{dc6}\\u{de6}-\\u{def}\\u{e01}-\\u{e30}\\u{e32}-\\u{e33}\\u{e40}-\\u{e46}',
    '\\u{e50}-\\u{e59}\\u{e81}-\\u{e82}\\u{e84}\\u{e86}-\\u{e8a}\\u{e8c}-\\u{ea3}\\u{ea5}',
    '\\u{ea7}-\\u{eb0}\\u{eb2}-\\u{eb3}\\u{ebd}\\u{ec0}-\\u{ec4}\\u{ec6}\\u{ed0}-\\u{ed9}',
    '\\u{edc}-\\u{edf}\\u{f00}\\u{f20}-\\u{f33}\\u{f40}-\\u{f47}\\u{f49}-\\u{f6c}\\u{f88}-\\u{f8c}',
    '\\u{1000}-\\u{102a}\\u{103f}-\\u{1049}\\u{1050}-\\u{1055}\\u{105a}-\\u{105d}\\u{1061}',
    '\\u{1065}-\\u{1066}\\u{106e}-\\u{1070}\\u{1075}-\\u{1081}\\u{108e}\\u{1090}-\\u{1099}',
    '\\u{10a0}-\\u{10c5}\\u{10c7}\\u{10cd}\\u{10d0}-\\u{10fa}\\u{10fc}-\\u{1248}\\u{124a}-\\u{124d}',
    '\\u{1250}-\\u{1256}\\u{1258}\\u{125a}-\\u{125d}\\u{1260}-\\u{1288}\\u{128a}-\\u{128d}',
    '\\u{1290}-\\u{12b0}\\u{12b2}-\\u{12b5}\\u{12b8}-\\u{12be}\\u{12c0}\\u{12c2}-\\u{12c5}',
    '\\u{12c8}-\\u{12d6}\\u{12d8}-\\u{1310}\\u{1312}-\\u{1315}\\u{1318}-\\u{135a}\\u{1369}-\\u{137c}',
    '\\u{1380}-\\u{138f}\\u{13a0}-\\u{13f5}\\u{13f8}-\\u{13fd}\\u{1401}-\\u{166c}\\u{166f}-\\u{167f}',
    '\\u{1681}-\\u{169a}\\u{16a0}-\\u{16ea}\\u{16ee}-\\u{16f8}\\u{1700}-\\u{1711}\\u{171f}-\\u{1731}',
    '\\u{1740}-\\u{1751}\\u{1760}-\\u{176c}\\u{176e}-\\u{1770}\\u{1780}-\\u{17b3}\\u{17d7}\\u{17dc}',
    '\\u{17e0}-\\u{17e9}\\u{17f0}-\\u{17f9}\\u{1810}-\\u{1819}\\u{1820}-\\u{1878}\\u{1880}-\\u{1884}',
    '\\u{1887}-\\u{18a8}\\u{18aa}\\u{18b0}-\\u{18f5}\\u{1900}-\\u{191e}\\u{1946}-\\u{196d}',
    '\\u{1970}-\\u{1974}\\u{1980}-\\u{19ab}\\u{19b0}-\\u{19c9}\\u{19d0}-\\u{19da}\\u{1a00}-\\u{1a16}',
    '\\u{1a20}-\\u{1a54}\\u{1a80}-\\u{1a89}\\u{1a90}-\\u{1a99}\\u{1aa7}\\u{1b05}-\\u{1b33}',
    '\\u{1b45}-\\u{1b4c}\\u{1b50}-\\u{1b59}\\u{1b83}-\\u{1ba0}\\u{1bae}-\\u{1be5}\\u{1c00}-\\u{1c23}',
    '\\u{1c40}-\\u{1c49}\\u{1c4d}-\\u{1c7d}\\u{1c80}-\\u{1c88}\\u{1c90}-\\u{1cba}\\u{1cbd}-\\u{1cbf}',
    '\\u{1ce9}-\\u{1cec}\\u{1cee}-\\u{1cf3}\\u{1cf5}-\\u{1cf6}\\u{1cfa}\\u{1d00}-\\u{1dbf}',
    '\\u{1e00}-\\u{1f15}\\u{1f18}-\\u{1f1d}\\u{1f20}-\\u{1f45}\\u{1f48}-\\u{1f4d}\\u{1f50}-\\u{1f57}',
    '\\u{1f59}\\u{1f5b}\\u{1f5d}\\u{1f5f}-\\u{1f7d}\\u{1f80}-\\u{1fb4}\\u{1fb6}-\\u{1fbc}\\u{1fbe}',
    '\\u{1fc2}-\\u{1fc4}\\u{1fc6}-\\u{1fcc}\\u{1fd0}-\\u{1fd3}\\u{1fd6}-\\u{1fdb}\\u{1fe0}-\\u{1fec}',
    '\\u{1ff2}-\\u{1ff4}\\u{1ff6}-\\u{1ffc}\\u{2070}-\\u{2071}\\u{2074}-\\u{2079}\\u{207f}-\\u{2089}',
    '\\u{2090}-\\u{209c}\\u{2102}\\u{2107}\\u{210a}-\\u{2113}\\u{2115}\\u{2119}-\\u{211d}\\u{2124}',
    '\\u{2126}\\u{2128}\\u{212a}-\\u{212d}\\u{212f}-\\u{2139}\\u{213c}-\\u{213f}\\u{2145}-\\u{2149}',
    '\\u{214e}\\u{2150}-\\u{2189}\\u{2460}-\\u{249b}\\u{24ea}-\\u{24ff}\\u{2776}-\\u{2793}',
    '\\u{2c00}-\\u{2ce4}\\u{2ceb}-\\u{2cee}\\u{2cf2}-\\u{2cf3}\\u{2cfd}\\u{2d00}-\\u{2d25}\\u{2d27}',
    '\\u{2d2d}\\u{2d30}-\\u{2d67}\\u{2d6f}\\u{2d80}-\\u{2d96}\\u{2da0}-\\u{2da6}\\u{2da8}-\\u{2dae}',
    '\\u{2db0}-\\u{2db6}\\u{2db8}-\\u{2dbe}\\u{2dc0}-\\u{2dc6}\\u{2dc8}-\\u{2dce}\\u{2dd0}-\\u{2dd6}',
    '\\u{2dd8}-\\u{2dde}\\u{2e2f}\\u{3005}-\\u{3007}\\u{3021}-\\u{3029}\\u{3031}-\\u{3035}',
    '\\u{3038}-\\u{303c}\\u{3041}-\\u{3096}\\u{309d}-\\u{309f}\\u{30a1}-\\u{30fa}\\u{30fc}-\\u{30ff}',
    '\\u{3105}-\\u{312f}\\u{3131}-\\u{318e}\\u{3192}-\\u{3195}\\u{31a0}-\\u{31bf}\\u{31f0}-\\u{31ff}',
    '\\u{3220}-\\u{3229}\\u{3248}-\\u{324f}\\u{3251}-\\u{325f}\\u{3280}-\\u{3289}\\u{32b1}-\\u{32bf}',
    '\\u{3400}-\\u{4dbf}\\u{4e00}-\\u{a48c}\\u{a4d0}-\\u{a4fd}\\u{a500}-\\u{a60c}\\u{a610}-\\u{a62b}',
    '\\u{a640}-\\u{a66e}\\u{a67f}-\\u{a69d}\\u{a6a0}-\\u{a6ef}\\u{a717}-\\u{a71f}\\u{a722}-\\u{a788}',
    '\\u{a78b}-\\u{a7ca}\\u{a7d0}-\\u{a7d1}\\u{a7d3}\\u{a7d5}-\\u{a7d9}\\u{a7f2}-\\u{a801}',
    '\\u{a803}-\\u{a805}\\u{a807}-\\u{a80a}\\u{a80c}-\\u{a822}\\u{a830}-\\u{a835}\\u{a840}-\\u{a873}',
    '\\u{a882}-\\u{a8b3}\\u{a8d0}-\\u{a8d9}\\u{a8f2}-\\u{a8f7}\\u{a8fb}\\u{a8fd}-\\u{a8fe}',
    '\\u{a900}-\\u{a925}\\u{a930}-\\u{a946}\\u{a960}-\\u{a97c}\\u{a984}-\\u{a9b2}\\u{a9cf}-\\u{a9d9}',
    '\\u{a9e0}-\\u{a9e4}\\u{a9e6}-\\u{a9fe}\\u{aa00}-\\u{aa28}\\u{aa40}-\\u{aa42}\\u{aa44}-\\u{aa4b}',
    '\\u{aa50}-\\u{aa59}\\u{aa60}-\\u{aa76}\\u{aa7a}\\u{aa7e}-\\u{aaaf}\\u{aab1}\\u{aab5}-\\u{aab6}',
    '\\u{aab9}-\\u{aabd}\\u{aac0}\\u{aac2}\\u{aadb}-\\u{aadd}\\u{aae0}-\\u{aaea}\\u{aaf2}-\\u{aaf4}',
    '\\u{ab01}-\\u{ab06}\\u{ab09}-\\u{ab0e}\\u{ab11}-\\u{ab16}\\u{ab20}-\\u{ab26}\\u{ab28}-\\u{ab2e}',
    '\\u{ab30}-\\u{ab5a}\\u{ab5c}-\\u{ab69}\\u{ab70}-\\u{abe2}\\u{abf0}-\\u{abf9}\\u{ac00}-\\u{d7a3}',
    '\\u{d7b0}-\\u{d7c6}\\u{d7cb}-\\u{d7fb}\\u{f900}-\\u{fa6d}\\u{fa70}-\\u{fad9}\\u{fb00}-\\u{fb06}',
    '\\u{fb13}-\\u{fb17}\\u{fb1d}\\u{fb1f}-\\u{fb28}\\u{fb2a}-\\u{fb36}\\u{fb38}-\\u{fb3c}\\u{fb3e}',
    '\\u{fb40}-\\u{fb41}\\u{fb43}-\\u{fb44}\\u{fb46}-\\u{fbb1}\\u{fbd3}-\\u{fd3d}\\u{fd50}-\\u{fd8f}',
    '\\u{fd92}-\\u{fdc7}\\u{fdf0}-\\u{fdfb}\\u{fe70}-\\u{fe74}\\u{fe76}-\\u{fefc}\\u{ff10}-\\u{ff19}',
    '\\u{ff21}-\\u{ff3a}\\u{ff41}-\\u{ff5a}\\u{ff66}-\\u{ffbe}\\u{ffc2}-\\u{ffc7}\\u{ffca}-\\u{ffcf}',
    '\\u{ffd2}-\\u{ffd7}\\u{ffda}-\\u{ffdc}\\u{10000}-\\u{1000b}\\u{1000d}-\\u{10026}',
    '\\u{10028}-\\u{1003a}\\u{1003c}-\\u{1003d}\\u{1003f}-\\u{1004d}\\u{10050}-\\u{1005d}',
    '\\u{10080}-\\u{100fa}\\u{10107}-\\u{10133}\\u{10140}-\\u{10178}\\u{1018a}-\\u{1018b}',
    '\\u{10280}-\\u{1029c}\\u{102a0}-\\u{102d0}\\u{102e1}-\\u{102fb}\\u{10300}-\\u{10323}',
    '\\u{1032d}-\\u{1034a}\\u{10350}-\\u{10375}\\u{10380}-\\u{1039d}\\u{103a0}-\\u{103c3}',
    '\\u{103c8}-\\u{103cf}\\u{103d1}-\\u{103d5}\\u{10400}-\\u{1049d}\\u{104a0}-\\u{104a9}',
    '\\u{104b0}-\\u{104d3}\\u{104d8}-\\u{104fb}\\u{10500}-\\u{10527}\\u{10530}-\\u{10563}',
    '\\u{10570}-\\u{1057a}\\u{1057c}-\\u{1058a}\\u{1058c}-\\u{10592}\\u{10594}-\\u{10595}',
    '\\u{10597}-\\u{105a1}\\u{105a3}-\\u{105b1}\\u{105b3}-\\u{105b9}\\u{105bb}-\\u{105bc}',
    '\\u{10600}-\\u{10736}\\u{10740}-\\u{10755}\\u{10760}-\\u{10767}\\u{10780}-\\u{10785}',
    '\\u{10787}-\\u{107b0}\\u{107b2}-\\u{107ba}\\u{10800}-\\u{10805}\\u{10808}\\u{1080a}-\\u{10835}',
    '\\u{10837}-\\u{10838}\\u{1083c}\\u{1083f}-\\u{10855}\\u{10858}-\\u{10876}\\u{10879}-\\u{1089e}',
    '\\u{108a7}-\\u{108af}\\u{108e0}-\\u{108f2}\\u{108f4}-\\u{108f5}\\u{108fb}-\\u{1091b}',
    '\\u{10920}-\\u{10939}\\u{10980}-\\u{109b7}\\u{109bc}-\\u{109cf}\\u{109d2}-\\u{10a00}',
    '\\u{10a10}-\\u{10a13}\\u{10a15}-\\u{10a17}\\u{10a19}-\\u{10a35}\\u{10a40}-\\u{10a48}',
    '\\u{10a60}-\\u{10a7e}\\u{10a80}-\\u{10a9f}\\u{10ac0}-\\u{10ac7}\\u{10ac9}-\\u{10ae4}',
    '\\u{10aeb}-\\u{10aef}\\u{10b00}-\\u{10b35}\\u{10b40}-\\u{10b55}\\u{10b58}-\\u{10b72}',
    '\\u{10b78}-\\u{10b91}\\u{10ba9}-\\u{10baf}\\u{10c00}-\\u{10c48}\\u{10c80}-\\u{10cb2}',
    '\\u{10cc0}-\\u{10cf2}\\u{10cfa}-\\u{10d23}\\u{10d30}-\\u{10d39}\\u{10e60}-\\u{10e7e}',
    '\\u{10e80}-\\u{10ea9}\\u{10eb0}-\\u{10eb1}\\u{10f00}-\\u{10f27}\\u{10f30}-\\u{10f45}',
    '\\u{10f51}-\\u{10f54}\\u{10f70}-\\u{10f81}\\u{10fb0}-\\u{10fcb}\\u{10fe0}-\\u{10ff6}',
    '\\u{11003}-\\u{11037}\\u{11052}-\\u{1106f}\\u{11071}-\\u{11072}\\u{11075}\\u{11083}-\\u{110af}',
    '\\u{110d0}-\\u{110e8}\\u{110f0}-\\u{110f9}\\u{11103}-\\u{11126}\\u{11136}-\\u{1113f}\\u{11144}',
    '\\u{11147}\\u{11150}-\\u{11172}\\u{11176}\\u{11183}-\\u{111b2}\\u{111c1}-\\u{111c4}',
    '\\u{111d0}-\\u{111da}\\u{111dc}\\u{111e1}-\\u{111f4}\\u{11200}-\\u{11211}\\u{11213}-\\u{1122b}',
    '\\u{11280}-\\u{11286}\\u{11288}\\u{1128a}-\\u{1128d}\\u{1128f}-\\u{1129d}\\u{1129f}-\\u{112a8}',
    '\\u{112b0}-\\u{112de}\\u{112f0}-\\u{112f9}\\u{11305}-\\u{1130c}\\u{1130f}-\\u{11310}',
    '\\u{11313}-\\u{11328}\\u{1132a}-\\u{11330}\\u{11332}-\\u{11333}\\u{11335}-\\u{11339}\\u{1133d}',
    '\\u{11350}\\u{1135d}-\\u{11361}\\u{11400}-\\u{11434}\\u{11447}-\\u{1144a}\\u{11450}-\\u{11459}',
    '\\u{1145f}-\\u{11461}\\u{11480}-\\u{114af}\\u{114c4}-\\u{114c5}\\u{114c7}\\u{114d0}-\\u{114d9}',
    '\\u{11580}-\\u{115ae}\\u{115d8}-\\u{115db}\\u{11600}-\\u{1162f}\\u{11644}\\u{11650}-\\u{11659}',
    '\\u{11680}-\\u{116aa}\\u{116b8}\\u{116c0}-\\u{116c9}\\u{11700}-\\u{1171a}\\u{11730}-\\u{1173b}',
    '\\u{11740}-\\u{11746}\\u{11800}-\\u{1182b}\\u{118a0}-\\u{118f2}\\u{118ff}-\\u{11906}\\u{11909}',
    '\\u{1190c}-\\u{11913}\\u{11915}-\\u{11916}\\u{11918}-\\u{1192f}\\u{1193f}\\u{11941}',
    '\\u{11950}-\\u{11959}\\u{119a0}-\\u{119a7}\\u{119aa}-\\u{119d0}\\u{119e1}\\u{119e3}\\u{11a00}',
    '\\u{11a0b}-\\u{11a32}\\u{11a3a}\\u{11a50}\\u{11a5c}-\\u{11a89}\\u{11a9d}\\u{11ab0}-\\u{11af8}',
    '\\u{11c00}-\\u{11c08}\\u{11c0a}-\\u{11c2e}\\u{11c40}\\u{11c50}-\\u{11c6c}\\u{11c72}-\\u{11c8f}',
    '\\u{11d00}-\\u{11d06}\\u{11d08}-\\u{11d09}\\u{11d0b}-\\u{11d30}\\u{11d46}\\u{11d50}-\\u{11d59}',
    '\\u{11d60}-\\u{11d65}\\u{11d67}-\\u{11d68}\\u{11d6a}-\\u{11d89}\\u{11d98}\\u{11da0}-\\u{11da9}',
    '\\u{11ee0}-\\u{11ef2}\\u{11fb0}\\u{11fc0}-\\u{11fd4}\\u{12000}-\\u{12399}\\u{12400}-\\u{1246e}',
    '\\u{12480}-\\u{12543}\\u{12f90}-\\u{12ff0}\\u{13000}-\\u{1342e}\\u{14400}-\\u{14646}',
    '\\u{16800}-\\u{16a38}\\u{16a40}-\\u{16a5e}\\u{16a60}-\\u{16a69}\\u{16a70}-\\u{16abe}',
    '\\u{16ac0}-\\u{16ac9}\\u{16ad0}-\\u{16aed}\\u{16b00}-\\u{16b2f}\\u{16b40}-\\u{16b43}',
    '\\u{16b50}-\\u{16b59}\\u{16b5b}-\\u{16b61}\\u{16b63}-\\u{16b77}\\u{16b7d}-\\u{16b8f}',
    '\\u{16e40}-\\u{16e96}\\u{16f00}-\\u{16f4a}\\u{16f50}\\u{16f93}-\\u{16f9f}\\u{16fe0}-\\u{16fe1}',
    '\\u{16fe3}\\u{17000}-\\u{187f7}\\u{18800}-\\u{18cd5}\\u{18d00}-\\u{18d08}\\u{1aff0}-\\u{1aff3}',
    '\\u{1aff5}-\\u{1affb}\\u{1affd}-\\u{1affe}\\u{1b000}-\\u{1b122}\\u{1b150}-\\u{1b152}',
    '\\u{1b164}-\\u{1b167}\\u{1b170}-\\u{1b2fb}\\u{1bc00}-\\u{1bc6a}\\u{1bc70}-\\u{1bc7c}',
    '\\u{1bc80}-\\u{1bc88}\\u{1bc90}-\\u{1bc99}\\u{1d2e0}-\\u{1d2f3}\\u{1d360}-\\u{1d378}',
    '\\u{1d400}-\\u{1d454}\\u{1d456}-\\u{1d49c}\\u{1d49e}-\\u{1d49f}\\u{1d4a2}\\u{1d4a5}-\\u{1d4a6}',
    '\\u{1d4a9}-\\u{1d4ac}\\u{1d4ae}-\\u{1d4b9}\\u{1d4bb}\\u{1d4bd}-\\u{1d4c3}\\u{1d4c5}-\\u{1d505}',
    '\\u{1d507}-\\u{1d50a}\\u{1d50d}-\\u{1d514}\\u{1d516}-\\u{1d51c}\\u{1d51e}-\\u{1d539}',
    '\\u{1d53b}-\\u{1d53e}\\u{1d540}-\\u{1d544}\\u{1d546}\\u{1d54a}-\\u{1d550}\\u{1d552}-\\u{1d6a5}',
    '\\u{1d6a8}-\\u{1d6c0}\\u{1d6c2}-\\u{1d6da}\\u{1d6dc}-\\u{1d6fa}\\u{1d6fc}-\\u{1d714}',
    '\\u{1d716}-\\u{1d734}\\u{1d736}-\\u{1d74e}\\u{1d750}-\\u{1d76e}\\u{1d770}-\\u{1d788}',
    '\\u{1d78a}-\\u{1d7a8}\\u{1d7aa}-\\u{1d7c2}\\u{1d7c4}-\\u{1d7cb}\\u{1d7ce}-\\u{1d7ff}',
    '\\u{1df00}-\\u{1df1e}\\u{1e100}-\\u{1e12c}\\u{1e137}-\\u{1e13d}\\u{1e140}-\\u{1e149}\\u{1e14e}',
    '\\u{1e290}-\\u{1e2ad}\\u{1e2c0}-\\u{1e2eb}\\u{1e2f0}-\\u{1e2f9}\\u{1e7e0}-\\u{1e7e6}',
    '\\u{1e7e8}-\\u{1e7eb}\\u{1e7ed}-\\u{1e7ee}\\u{1e7f0}-\\u{1e7fe}\\u{1e800}-\\u{1e8c4}',
    '\\u{1e8c7}-\\u{1e8cf}\\u{1e900}-\\u{1e943}\\u{1e94b}\\u{1e950}-\\u{1e959}\\u{1ec71}-\\u{1ecab}',
    '\\u{1ecad}-\\u{1ecaf}\\u{1ecb1}-\\u{1ecb4}\\u{1ed01}-\\u{1ed2d}\\u{1ed2f}-\\u{1ed3d}',
    '\\u{1ee00}-\\u{1ee03}\\u{1ee05}-\\u{1ee1f}\\u{1ee21}-\\u{1ee22}\\u{1ee24}\\u{1ee27}',
    '\\u{1ee29}-\\u{1ee32}\\u{1ee34}-\\u{1ee37}\\u{1ee39}\\u{1ee3b}\\u{1ee42}\\u{1ee47}\\u{1ee49}',
    '\\u{1ee4b}\\u{1ee4d}-\\u{1ee4f}\\u{1ee51}-\\u{1ee52}\\u{1ee54}\\u{1ee57}\\u{1ee59}\\u{1ee5b}',
    '\\u{1ee5d}\\u{1ee5f}\\u{1ee61}-\\u{1ee62}\\u{1ee64}\\u{1ee67}-\\u{1ee6a}\\u{1ee6c}-\\u{1ee72}',
    '\\u{1ee74}-\\u{1ee77}\\u{1ee79}-\\u{1ee7c}\\u{1ee7e}\\u{1ee80}-\\u{1ee89}\\u{1ee8b}-\\u{1ee9b}',
    '\\u{1eea1}-\\u{1eea3}\\u{1eea5}-\\u{1eea9}\\u{1eeab}-\\u{1eebb}\\u{1f100}-\\u{1f10c}',
    '\\u{1fbf0}-\\u{1fbf9}\\u{20000}-\\u{2a6df}\\u{2a700}-\\u{2b738}\\u{2b740}-\\u{2b81d}',
    '\\u{2b820}-\\u{2cea1}\\u{2ceb0}-\\u{2ebe0}\\u{2f800}-\\u{2fa1d}\\u{30000}-\\u{3134a}'
].join('');
/** One Python word character, as a regex group. */
const PY_WORD_CHAR = `(?:[0-9A-Za-z_]|[${NON_ASCII_WORD_CLASS_BODY}])`;
/** One Python word character or `-`, as a regex group. */
const PY_WORD_CHAR_OR_HYPHEN = `(?:[0-9A-Za-z_-]|[${NON_ASCII_WORD_CLASS_BODY}])`;

// Walking a text's lines in place, for a given set of line-break characters (Python's
// `splitlines()` knows eight besides `\n`; a JavaScript `^` in multiline mode knows three). Most
// texts hold `\n` alone, and then one indexOf per line is many times faster than a search for a
// class of characters, so the class is searched only in a text that holds another break.
class LineBreaks {
    /** Matches any one of the breaks (not global: for `split` and `test`). */
    pattern;
    others;
    // global only to start the search at lastIndex
    anyFrom;
    constructor(breaks) {
        const escaped = breaks.map((b) => `\\u${b.charCodeAt(0).toString(16).padStart(4, '0')}`);
        this.pattern = new RegExp(`[${escaped.join('')}]`);
        this.anyFrom = new RegExp(this.pattern.source, 'g');
        this.others = breaks.filter((b) => b !== '\n');
    }
    /** Whether `text` holds a break other than `\n`. One search per character. */
    hasOther(text) {
        return this.others.some((lineBreak) => text.includes(lineBreak));
    }
    /**
     * The offset of the first break at or after `from` in `text`, or -1. `onlyNewlines` is
     * `!hasOther(text)`, worked out once per text.
     */
    next(text, from, onlyNewlines) {
        if (onlyNewlines)
            return text.indexOf('\n', from);
        this.anyFrom.lastIndex = from;
        return this.anyFrom.exec(text)?.index ?? -1;
    }
}

// Python string semantics PluginEval relies on, so that lengths, strips, truthiness and regex
// classes give the same answers as the Python reference.
/** Python's `str.isspace()` set (called S here), as a regex character-class body. */
const PY_SPACE_CLASS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** One character of set S. */
const S = `[${PY_SPACE_CLASS}]`;
/** A Python `\w` character (Unicode letter, number or underscore); use with the `u` flag. */
const W = PY_WORD_CHAR;
/** Word boundary after a word character (Python's `\b` at the end of a word). */
const RB = `(?!${W})`;
/**
 * `literal` preceded by a word boundary (Python's `\b` before it), for fixed-length literals.
 * Written as `lit(?<!Wlit)` rather than `(?<!W)lit`: the same test, but the regex then starts
 * with a literal, which V8 scans for quickly instead of testing the lookbehind at every position.
 */
function wordAtBoundary(literal, before = W) {
    return `${literal}(?<!${before}${literal})`;
}
/** A word character or `-` (what may not precede a cross-reference). */
const WORD_OR_HYPHEN = PY_WORD_CHAR_OR_HYPHEN;
function isPySpace(code) {
    if (code <= 0x20)
        return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f);
    if (code < 0x85)
        return false;
    return (code === 0x85 ||
        code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000);
}
/** Index of the first character that `str.strip()` keeps (s.length when all are stripped). */
function pyStripStart(s) {
    let i = 0;
    while (i < s.length && isPySpace(s.charCodeAt(i)))
        i++;
    return i;
}
/** Python `str.strip()` (all S characters are in the BMP, so code units are safe here). */
function pyStrip(s) {
    return pyStripRange(s, 0, s.length);
}
/** `pyStrip(s.slice(from, to))`, without cutting out the unstripped part first. */
function pyStripRange(s, from, to) {
    let start = from;
    while (start < to && isPySpace(s.charCodeAt(start)))
        start++;
    let end = to;
    while (end > start && isPySpace(s.charCodeAt(end - 1)))
        end--;
    return s.slice(start, end);
}
/** Python `len()`: code points, not UTF-16 units. Input is well-formed (strictly decoded). */
function codePointLength(s) {
    let surrogates = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff)
            surrogates++;
    }
    return s.length - surrogates;
}
/** Python `bool(x)` for the values a YAML 1.1 load can produce (`[]` and `{}` are false). */
function pyTruthy(value) {
    if (value === null || value === undefined)
        return false;
    if (typeof value === 'boolean')
        return value;
    // NaN is truthy in Python
    if (typeof value === 'number')
        return value !== 0;
    if (typeof value === 'bigint')
        return value !== 0n;
    if (typeof value === 'string')
        return value.length > 0;
    if (Array.isArray(value))
        return value.length > 0;
    if (value instanceof Map || value instanceof Set)
        return value.size > 0;
    if (value instanceof Uint8Array)
        return value.length > 0;
    if (value instanceof Date)
        return true;
    if (typeof value === 'object')
        return Object.keys(value).length > 0;
    return true;
}
/** A mapping as PyYAML builds a `dict` (not a list, set, omap, date or binary). */
function isPlainMapping(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
/**
 * Python `str.splitlines()` boundaries after newline normalisation (no `\r` left); U+001C–U+001E
 * are line boundaries for Python.
 */
const PY_LINE_BREAKS = new LineBreaks([
    '\n',
    '\v',
    '\f',
    '\x1c',
    '\x1d',
    '\x1e',
    '\x85',
    '\u2028',
    '\u2029'
]);

// A regex tried from one offset of a text, for scanners that find a cheap literal first and try
// the full pattern only where it occurs. Through lastIndex: a sticky pattern (flag y) must match
// right there, a global one (flag g) anywhere from there on.
/** Whether `pattern` (sticky or global) matches `text` from offset `at`. */
function testFrom(pattern, text, at) {
    pattern.lastIndex = at;
    return pattern.test(text);
}

/**
 * Characters a taken text may hold: printable ones only, without tabs, carriage returns, the
 * extra line breaks YAML 1.1 knows (U+0085, U+2028, U+2029), non-breaking spaces or a byte order
 * mark. Anything else (and every refusal of the full parser for a character) goes to the parser.
 */
const UNTAKEN_CHARACTER = /[^\n\x20-\x7e\u00a1-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\u{10000}-\u{10ffff}]/u;
/**
 * `key: value` at the left margin, the key a plain word (so it can be neither long, nor a merge
 * key, nor a number), then a colon, at least one space and a value that is not empty.
 */
const ENTRY = /^([A-Za-z][A-Za-z0-9_-]{0,63}): +(\S.*)$/;
/**
 * Plain words YAML 1.1 reads as booleans or null, in any case (`y` and `n` included, though
 * PyYAML reads them as strings: declining costs only time).
 */
const NOT_A_STRING = /^(?:y|n|yes|no|true|false|on|off|null)$/i;
/**
 * A plain value that starts with a letter or a character beyond ASCII (YAML's indicators, and the
 * starts of its numbers, dates and nulls, are all ASCII) and holds neither `: `, ` #` nor a final
 * `:`. The caller has ruled out spaces and controls at the start.
 */
function isPlainString(value) {
    const first = value.charCodeAt(0);
    const letter = (first >= 0x41 && first <= 0x5a) || (first >= 0x61 && first <= 0x7a) || first >= 0x80;
    return (letter &&
        !value.includes(': ') &&
        !value.includes(' #') &&
        !value.endsWith(':') &&
        !NOT_A_STRING.test(value));
}
/** `text` without the spaces around it (trim would also take the Unicode spaces YAML keeps). */
function withoutSpaces(text) {
    let start = 0;
    let end = text.length;
    while (text.charCodeAt(start) === 0x20)
        start++;
    while (end > start && text.charCodeAt(end - 1) === 0x20)
        end--;
    return text.slice(start, end);
}
/** The string a one-line value holds, or undefined when the full parser must read it. */
function stringValue(written) {
    const value = withoutSpaces(written);
    const quote = value[0];
    if (quote === '"' || quote === "'") {
        // one quoted string alone on its line, with no escape and no quote of its kind inside
        const inner = value.slice(1, -1);
        const closed = value.length >= 2 && value.endsWith(quote);
        if (!closed || inner.includes(quote) || (quote === '"' && inner.includes('\\')))
            return undefined;
        return inner;
    }
    return isPlainString(value) ? value : undefined;
}
/**
 * Lines beyond this are left to the parser, which counts its tokens against the caller's limit:
 * a taken line is at most seven tokens (indentation, key, colon, spaces, value, spaces, line
 * break).
 */
const TOKENS_PER_LINE = 8;
/** A key alone on its line at the left margin: the indented entries below are its mapping. */
const MAPPING_KEY = /^([A-Za-z][A-Za-z0-9_-]{0,63}):$/;
/** An entry of such a mapping: `key: value` after one or more spaces. */
const NESTED_ENTRY = /^( +)([A-Za-z][A-Za-z0-9_-]{0,63}): +(\S.*)$/;
/** Block scalar headers taken: literal or folded, keeping or dropping the last line break. */
const BLOCK_HEADERS = new Set(['|', '>', '|-', '>-']);
/**
 * The string a block scalar holds whose lines are indented alike, none of spaces only and none
 * ending in a space: a literal one keeps its line breaks; a folded one turns each break between
 * two lines into a space and keeps those of its empty lines; both drop the empty lines at the end
 * and keep the last break unless the header says `-`.
 */
function blockString({ header, lines }) {
    let last = lines.length;
    while (last > 0 && lines[last - 1] === '')
        last--;
    if (last === 0)
        return undefined;
    let text = lines[0];
    if (header[0] === '|')
        text = lines.slice(0, last).join('\n');
    else {
        let breaks = 0;
        for (const line of lines.slice(1, last)) {
            if (line === '')
                breaks++;
            else {
                text += breaks === 0 ? ` ${line}` : `${'\n'.repeat(breaks)}${line}`;
                breaks = 0;
            }
        }
    }
    return header.endsWith('-') ? text : `${text}\n`;
}
/** A flow sequence of plain words on one line (`[Read, Bash]`, `[rube]`). */
const WORD_LIST = /^\[([A-Za-z][A-Za-z0-9_-]*(?:, [A-Za-z][A-Za-z0-9_-]*)*)\]$/;
/**
 * The value of a one-line entry: a string as `stringValue` reads it, the booleans `true` and
 * `false` (skills' `disable-model-invocation`, `user-invocable`), or a flow sequence of plain
 * words none of which YAML reads as anything but a string. Undefined when the parser must read it.
 */
function scalarValue(written) {
    const value = withoutSpaces(written);
    if (value === 'true' || value === 'false')
        return value === 'true';
    const list = WORD_LIST.exec(value);
    if (list !== null) {
        const words = list[1].split(', ');
        return words.some((word) => NOT_A_STRING.test(word)) ? undefined : words;
    }
    return stringValue(written);
}
/** A key and its value, or undefined when the parser must read them. */
function scalarEntry(key, written) {
    return NOT_A_STRING.test(key) ? undefined : scalarValue(written);
}
/**
 * `parseYaml11(text, maxTokens)` for a frontmatter of `key: value` lines (empty lines between
 * them allowed) whose values are strings by any reading: plain ones that start with a letter (or
 * a character beyond ASCII) and are no boolean or null word, or one-line quoted ones without
 * escapes; a plain one may go on over indented lines of such text. A block scalar (`|`, `>`,
 * `|-`, `>-`) of lines indented alike is taken too, and so is a key alone on its line with a
 * mapping of one-line entries below, all indented alike (as `metadata:` holds). Undefined for
 * every other text, including one with a key written twice or no key at all.
 */
function parseSimpleYaml11(text, maxTokens) {
    if (UNTAKEN_CHARACTER.test(text))
        return undefined;
    const value = {};
    const keyOffsets = new Map();
    // the mapping the indented lines fill, and their indentation (0 before the first)
    let nested;
    let indent = 0;
    // the top-level key whose plain value the indented lines continue, if they may
    let continued;
    // the block scalar (`|` or `>`) the indented lines fill
    let block;
    let lines = 0;
    for (let start = 0; start < text.length;) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        if (++lines * TOKENS_PER_LINE > maxTokens)
            return undefined;
        const lineStart = start;
        const line = text.slice(lineStart, end);
        start = end + 1;
        if (block !== undefined) {
            if (line[0] === ' ') {
                let spaces = 1;
                while (line[spaces] === ' ')
                    spaces++;
                if (block.indent === 0)
                    block.indent = spaces;
                const content = line.slice(spaces);
                // a line of spaces (an empty line whose spaces may be content) and a last line that no
                // line break ends are left to the parser
                if (spaces !== block.indent ||
                    content.length === 0 ||
                    content.endsWith(' ') ||
                    content[0] === '#' ||
                    end === text.length)
                    return undefined;
                block.lines.push(content);
                continue;
            }
            if (line.length === 0) {
                // an empty line before the first is left to the parser
                if (block.lines.length === 0)
                    return undefined;
                block.lines.push('');
                continue;
            }
            const string = blockString(block);
            if (string === undefined)
                return undefined;
            value[block.key] = string;
            block = undefined;
        }
        if (line.length === 0) {
            // an empty line would stay in a value written over several lines, as a line break
            continued = undefined;
        }
        else if (line[0] === ' ' && continued !== undefined) {
            // a plain value written over several lines: YAML joins them with single spaces
            const more = withoutSpaces(line);
            if (!isPlainString(more))
                return undefined;
            value[continued] = `${value[continued]} ${more}`;
        }
        else if (line[0] === ' ') {
            const entry = NESTED_ENTRY.exec(line);
            if (nested === undefined || entry === null)
                return undefined;
            if (indent === 0)
                indent = entry[1].length;
            const key = entry[2];
            const scalar = scalarEntry(key, entry[3]);
            if (entry[1].length !== indent || scalar === undefined || Object.hasOwn(nested, key))
                return undefined;
            nested[key] = scalar;
        }
        else {
            // a mapping key with no entry below holds null
            if (nested !== undefined && indent === 0)
                return undefined;
            nested = undefined;
            continued = undefined;
            const entry = ENTRY.exec(line) ?? MAPPING_KEY.exec(line);
            if (entry === null)
                return undefined;
            const key = entry[1];
            if (keyOffsets.has(key))
                return undefined;
            if (entry[2] === undefined) {
                if (NOT_A_STRING.test(key))
                    return undefined;
                nested = {};
                indent = 0;
                value[key] = nested;
            }
            else if (BLOCK_HEADERS.has(entry[2])) {
                if (NOT_A_STRING.test(key))
                    return undefined;
                block = { key, header: entry[2], indent: 0, lines: [] };
                value[key] = '';
            }
            else {
                const scalar = scalarEntry(key, entry[2]);
                if (scalar === undefined)
                    return undefined;
                value[key] = scalar;
                // only a plain string may go on over the lines below
                if (typeof scalar === 'string' && entry[2][0] !== '"' && entry[2][0] !== "'")
                    continued = key;
            }
            keyOffsets.set(key, lineStart);
        }
    }
    if (block !== undefined) {
        const string = blockString(block);
        if (string === undefined)
            return undefined;
        value[block.key] = string;
    }
    if (keyOffsets.size === 0 || (nested !== undefined && indent === 0))
        return undefined;
    return { ok: true, value, keyOffsets, duplicateKeys: [], duplicateKeyCount: 0 };
}

// The limits a YAML text must meet before it is parsed, apart from the parser that enforces them
// (yaml-nesting.ts): a frontmatter's refusal message names them, and reading a frontmatter must
// not load the parser when the fast path reads it.
/** Nesting beyond this is refused before parsing; the spec's fields nest two levels at most. */
const MAX_YAML_DEPTH = 64;
/** Aliases beyond this count are refused (billion-laughs style YAML bombs). */
const MAX_YAML_ALIASES = 100;

/**
 * Frontmatter blocks larger than this are refused rather than parsed. The spec's fields are short
 * (a description is at most 1,024 characters); parsing time grows with the block, and a hostile
 * block of one repeated token took seconds at the old 256 KiB cap.
 */
const MAX_FRONTMATTER_CHARS = 64 * 1024;
/**
 * Lexer tokens (values, indicators, spaces, line breaks) beyond this are refused before parsing:
 * the parser's time follows the token count, and 64 KB of `a: b` lines or blank lines still took
 * more than a second. A long frontmatter of 200 lines has about 1,500.
 */
const MAX_FRONTMATTER_TOKENS = 10_000;
const DELIMITER = '---';
/**
 * The YAML parser (the `yaml` package, about 300 KB of code), loaded by `loadYamlParser` for the
 * frontmatters the fast path does not read: a run whose frontmatters are all simple never loads it.
 */
let fullParser;
/** Loads the YAML parser; parsing a frontmatter the fast path does not read needs it. */
async function loadYamlParser() {
    fullParser ??= (await import('./cli-yaml11.js')).parseYaml11;
}
/** A frontmatter needed the YAML parser before `loadYamlParser` loaded it: a caller's mistake. */
class YamlParserNotLoadedError extends Error {
    constructor() {
        super('internal error: a frontmatter needs the YAML parser, which is not loaded (await loadYamlParser() first)');
    }
}
function yamlParser() {
    if (fullParser === undefined)
        throw new YamlParserNotLoadedError();
    return fullParser;
}
/** PluginEval's split: Python's `content.split('---', 2)`, only when content starts with it. */
function splitFrontmatter(content) {
    if (!content.startsWith(DELIMITER))
        return { yamlText: null, body: content, bodyOffset: 0 };
    const close = content.indexOf(DELIMITER, DELIMITER.length);
    if (close === -1)
        return { yamlText: null, body: content, bodyOffset: 0 };
    const bodyOffset = close + DELIMITER.length;
    return {
        yamlText: content.slice(DELIMITER.length, close),
        body: content.slice(bodyOffset),
        bodyOffset
    };
}
/**
 * Splits and parses the frontmatter of normalised SKILL.md `content`. Throws only
 * `YamlParserNotLoadedError`, for a frontmatter the fast path does not read when the parser is
 * not loaded.
 */
function parseFrontmatter(content, lines, file) {
    const split = splitFrontmatter(content);
    const frontmatter = {
        delimited: split.yamlText !== null,
        data: {},
        keyLines: {},
        bodyStartLine: lines.lineAt(split.bodyOffset)
    };
    const result = { frontmatter, body: split.body, bodyOffset: split.bodyOffset };
    const yamlText = split.yamlText;
    if (yamlText === null)
        return result;
    const yamlStart = DELIMITER.length;
    const skillMd = baseName(file);
    if (yamlText.length > MAX_FRONTMATTER_CHARS) {
        result.error = {
            code: 'frontmatter-too-large',
            message: `frontmatter is ${yamlText.length} characters; the limit is ${MAX_FRONTMATTER_CHARS} (the spec's fields are short: move long text into the body)`,
            file,
            line: 1
        };
        return result;
    }
    // most frontmatters are a few one-line strings, read exactly as the parser would read them
    const parsed = parseSimpleYaml11(yamlText, MAX_FRONTMATTER_TOKENS) ??
        yamlParser()(yamlText, MAX_FRONTMATTER_TOKENS);
    if (!parsed.ok) {
        const line = parsed.offset === undefined ? 1 : lines.lineAt(yamlStart + parsed.offset);
        if (parsed.limit !== undefined) {
            result.error = { ...refusal(parsed.limit, parsed.message, line, skillMd), file, line };
            return result;
        }
        // PluginEval scores the skill with an empty mapping; the error is kept for reporting.
        frontmatter.yamlError = { message: yamlErrorMessage(parsed.message, line, skillMd), line };
        return result;
    }
    if (parsed.duplicateKeyCount > 0) {
        frontmatter.duplicateKeys = parsed.duplicateKeys.map((duplicate) => ({
            key: clipLine(duplicate.key, KEY_CHARS),
            firstLine: lines.lineAt(yamlStart + duplicate.firstOffset),
            line: lines.lineAt(yamlStart + duplicate.offset)
        }));
        frontmatter.duplicateKeyCount = parsed.duplicateKeyCount;
    }
    if (!pyTruthy(parsed.value))
        return result;
    if (!isPlainMapping(parsed.value)) {
        result.error = {
            code: 'frontmatter-not-mapping',
            message: `frontmatter must be a YAML mapping of keys to values, but it is ${describeYamlValue(parsed.value)}`,
            file,
            line: lines.lineAt(yamlStart + firstContentOffset(yamlText))
        };
        return result;
    }
    frontmatter.data = parsed.value;
    for (const [key, offset] of parsed.keyOffsets) {
        // defineProperty: a `__proto__` key must stay a plain entry
        Object.defineProperty(frontmatter.keyLines, key, {
            value: lines.lineAt(yamlStart + offset),
            enumerable: true,
            writable: true,
            configurable: true
        });
    }
    return result;
}
/** Longest key echoed in a message about it. */
const KEY_CHARS = 60;
/** Longest part of the parser's own message kept in ours (the whole stays under 200). */
const REASON_CHARS = 72;
function baseName(file) {
    return file.slice(file.lastIndexOf('/') + 1);
}
function refusal(limit, reason, line, skillMd) {
    if (limit === 'tokens') {
        return {
            code: 'frontmatter-too-large',
            message: `frontmatter has more than ${MAX_FRONTMATTER_TOKENS} YAML tokens (values, indicators, line breaks) by line ${line} of ${skillMd}; keep it to the spec's short fields`
        };
    }
    if (limit === 'nesting') {
        return {
            code: 'frontmatter-too-deep',
            message: `frontmatter refused: values are nested more than ${MAX_YAML_DEPTH} levels deep at line ${line} of ${skillMd} (the spec's fields need two)`
        };
    }
    return {
        code: 'yaml-bomb',
        message: `frontmatter refused: ${clipLine(reason, REASON_CHARS)} at line ${line} of ${skillMd}`
    };
}
/**
 * What went wrong, where, and the usual fix. Most broken frontmatters are an unquoted value that
 * YAML reads as syntax (`description: Use when: the user asks`), so the advice is to quote it.
 */
function yamlErrorMessage(reason, line, skillMd) {
    const where = `${clipLine(reason, REASON_CHARS)} at line ${line} of ${skillMd}`;
    if (/\btab\b/.test(reason))
        return `${where} — indent and separate with spaces, not tabs`;
    if (reason.startsWith('special character'))
        return `${where} — remove the character`;
    return `${where} — put the value in double quotes (": ", " #" and a leading [ { * & ! | > ' % @ \` are YAML syntax)`;
}
function firstContentOffset(text) {
    const match = /[^\s]/.exec(text);
    return match ? match.index : 0;
}
/** A short English name of a YAML value's type, for error messages. */
function describeYamlValue(value) {
    if (value === null || value === undefined)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (value instanceof Date)
        return 'a date';
    if (value instanceof Set)
        return 'a set';
    if (value instanceof Map)
        return 'an ordered map';
    if (value instanceof Uint8Array)
        return 'binary data';
    if (typeof value === 'string')
        return 'a string';
    if (typeof value === 'number')
        return 'a number';
    if (typeof value === 'boolean')
        return `the boolean ${String(value)}`;
    return typeof value;
}

// Maps a character offset of the normalised SKILL.md to its 1-based line (lines end at `\n`,
// the same lines PluginEval counts).
class LineIndex {
    newlines = [];
    constructor(text) {
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            this.newlines.push(i);
    }
    /** Number of lines: `\n` count + 1 (PluginEval line_count). */
    get lineCount() {
        return this.newlines.length + 1;
    }
    /** 1-based line of the character at `offset`. */
    lineAt(offset) {
        let lo = 0;
        let hi = this.newlines.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (this.newlines[mid] < offset)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo + 1;
    }
}

/** The reader's error for a description that is not a string (the spec rules report it once). */
const DESCRIPTION_NOT_STRING = 'description-not-string';
const FENCE = '```';
// Sticky: the info word right after a fence's backticks, tried only there.
const FENCE_LANGUAGE_AT = new RegExp(W + '*', 'uy');
const DIRECTIVE_WORDS = ['MUST', 'NEVER', 'ALWAYS'];
const DIRECTIVE_CANDIDATE = new RegExp(DIRECTIVE_WORDS.join('|'), 'g');
// Sticky: tried only where one of the words starts (an alternation of literals is otherwise
// tried at every position of the text).
const DIRECTIVE_AT = new RegExp(`(?:${DIRECTIVE_WORDS.map((w) => wordAtBoundary(w)).join('|')})${RB}`, 'uy');
// Sticky, tried only where a match can start: at a `skill`, or at the `sub-` just before one.
const CROSS_REFERENCE_AT = new RegExp(`(?:${['skill', 'skills', 'sub-skills'].map((w) => wordAtBoundary(w, WORD_OR_HYPHEN)).join('|')})/[a-z0-9-]+(?:/[a-z0-9-]+)*`, 'uy');
const REFERENCE_LINK_OPEN = '(references/';
// PluginEval looks for these substrings in the lowercased body. A non-unicode /i regex on the body is
// equivalent (no non-ASCII character lowercases into these ASCII words) and avoids lowercasing
// the body. `### example` is implied by `## example`. Sticky: tried only where `## ` occurs.
const MARKER_START = '## ';
const EXAMPLE_MARKER_AT = /## (?:example|usage)/iy;
const TROUBLESHOOTING_MARKER_AT = /## (?:troubleshoot|common issue|faq)/iy;
/**
 * The directive words as whole words, in order. The words never overlap one another, so the
 * occurrences a plain scan for any of them finds, each tried as a whole word, are what one scan
 * of the text with the word pattern finds.
 */
function findDirectives(content, lines) {
    const found = [];
    // test, not exec: no match object per candidate, the word is told by its last letter
    DIRECTIVE_CANDIDATE.lastIndex = 0;
    while (DIRECTIVE_CANDIDATE.test(content)) {
        const end = DIRECTIVE_CANDIDATE.lastIndex;
        const word = directiveEndingAt(content, end);
        if (testFrom(DIRECTIVE_AT, content, end - word.length))
            found.push({ text: word, line: lines.lineAt(end - word.length) });
    }
    return found;
}
/** The directive word a candidate match ending at `end` is: the three end in different letters. */
function directiveEndingAt(content, end) {
    const last = content.charCodeAt(end - 1);
    return last === 0x54 /* T */ ? 'MUST' : last === 0x52 /* R */ ? 'NEVER' : 'ALWAYS';
}
/** Every three-backtick occurrence with the word characters right after it. */
function findFences(content, lines) {
    const fences = [];
    // The next search starts after the word, where a global /```(W*)/ search goes on: a word holds
    // no backtick, so no occurrence is skipped.
    for (let at = content.indexOf(FENCE); at !== -1;) {
        const wordStart = at + FENCE.length;
        FENCE_LANGUAGE_AT.lastIndex = wordStart;
        FENCE_LANGUAGE_AT.test(content);
        const wordEnd = FENCE_LANGUAGE_AT.lastIndex;
        fences.push({ language: content.slice(wordStart, wordEnd), line: lines.lineAt(at) });
        at = content.indexOf(FENCE, wordEnd);
    }
    return fences;
}
/**
 * The `## ` and `### ` lines of the stripped body, found where `## ` occurs (a `### ` line holds
 * it one character in) rather than by visiting every line.
 */
function findHeadings(body, bodyOffset, lines) {
    const start = pyStripStart(body);
    const stripped = pyStrip(body);
    const headings = [];
    const startsLine = (at) => at === 0 || stripped.charCodeAt(at - 1) === 0x0a;
    for (let at = stripped.indexOf(MARKER_START); at !== -1; at = stripped.indexOf(MARKER_START, at + 1)) {
        let level;
        let lineStart;
        if (startsLine(at)) {
            level = 2;
            lineStart = at;
        }
        else if (at >= 1 && stripped.charCodeAt(at - 1) === 0x23 /* # */ && startsLine(at - 1)) {
            level = 3;
            lineStart = at - 1;
        }
        else
            continue;
        const lineEnd = stripped.indexOf('\n', lineStart);
        headings.push({
            level,
            text: stripped.slice(lineStart, lineEnd === -1 ? stripped.length : lineEnd),
            line: lines.lineAt(bodyOffset + start + lineStart)
        });
    }
    return headings;
}
/** Whether the body holds an example marker and a troubleshooting marker. */
function findMarkers(body) {
    let hasExamples = false;
    let hasTroubleshooting = false;
    for (let at = body.indexOf(MARKER_START); at !== -1; at = body.indexOf(MARKER_START, at + 1)) {
        hasExamples ||= testFrom(EXAMPLE_MARKER_AT, body, at);
        hasTroubleshooting ||= testFrom(TROUBLESHOOTING_MARKER_AT, body, at);
        if (hasExamples && hasTroubleshooting)
            break;
    }
    return { hasExamples, hasTroubleshooting };
}
function findCrossReferences(body, bodyOffset, lines) {
    const refs = [];
    // Where the candidates are tried in order and those inside a match passed over, the matches are
    // the ones a scan of the whole body finds.
    let end = 0;
    for (let at = body.indexOf('skill'); at !== -1; at = body.indexOf('skill', at + 1)) {
        // every match has `/` right after this `skill` or after its `s`
        const after = at + 'skill'.length;
        if (body.charCodeAt(after) !== 0x2f /* / */ && !body.startsWith('s/', after))
            continue;
        for (const start of at >= 4 && body.startsWith('sub-', at - 4) ? [at - 4, at] : [at]) {
            if (start < end)
                continue;
            CROSS_REFERENCE_AT.lastIndex = start;
            const match = CROSS_REFERENCE_AT.exec(body);
            if (match === null)
                continue;
            const raw = match[0];
            const ref = raw.startsWith('skill/') || raw.startsWith('skills/')
                ? raw.slice(raw.indexOf('/') + 1)
                : raw;
            refs.push({ ref, raw, offset: start, line: lines.lineAt(bodyOffset + start) });
            end = start + raw.length;
        }
    }
    return refs;
}
/** `\(references/([^)]+)\)` scanned with indexOf, so an unclosed `(` cannot make it quadratic. */
function findReferenceLinks(content, lines) {
    const links = [];
    let from = 0;
    for (;;) {
        const open = content.indexOf(REFERENCE_LINK_OPEN, from);
        if (open === -1)
            break;
        const targetStart = open + REFERENCE_LINK_OPEN.length;
        const close = content.indexOf(')', targetStart);
        if (close === -1)
            break;
        if (close === targetStart) {
            from = open + 1;
            continue;
        }
        links.push({ target: content.slice(targetStart, close), line: lines.lineAt(open) });
        from = close + 1;
    }
    return links;
}
function usesDescriptionTriggering(data) {
    const paths = data['paths'];
    return !(data['disable-model-invocation'] === true ||
        (typeof paths === 'string' && paths.length > 0));
}
/**
 * `parseSkill`, loading the YAML parser first when the frontmatter needs it (the fast path does not
 * read it) and no skill before this one did. What every caller that can wait should call.
 */
async function parseSkillLoadingYaml(content, dirName, file) {
    try {
        return parseSkill(content, dirName, file);
    }
    catch (error) {
        if (!(error instanceof YamlParserNotLoadedError))
            throw error;
    }
    await loadYamlParser();
    return parseSkill(content, dirName, file);
}
/**
 * Parses normalised SKILL.md `content` of the folder named `dirName`. `file` is the SKILL.md path
 * reported in errors. Returns an error where PluginEval would crash (e.g. frontmatter that is
 * not a mapping, a non-string description). Throws only `YamlParserNotLoadedError`, for a
 * frontmatter that needs the YAML parser before `loadYamlParser` loaded it (`parseSkillLoadingYaml`
 * loads it when needed).
 */
function parseSkill(content, dirName, file) {
    const lines = new LineIndex(content);
    const fm = parseFrontmatter(content, lines, file);
    if (fm.error)
        return { ok: false, error: fm.error };
    const { frontmatter, body, bodyOffset } = fm;
    const data = frontmatter.data;
    const hasDescription = Object.hasOwn(data, 'description');
    const description = hasDescription ? data['description'] : '';
    const descriptionLine = frontmatter.keyLines['description'];
    if (typeof description !== 'string') {
        return {
            ok: false,
            error: {
                code: DESCRIPTION_NOT_STRING,
                message: `description must be a string, but YAML reads it as ${describeYamlValue(description)}; quote it`,
                file,
                line: descriptionLine ?? 1
            },
            frontmatter
        };
    }
    const headings = findHeadings(body, bodyOffset, lines);
    let h2Count = 0;
    for (const heading of headings)
        if (heading.level === 2)
            h2Count++;
    const fences = findFences(content, lines);
    return {
        ok: true,
        skill: {
            file,
            dirName,
            content,
            lineIndex: lines,
            frontmatter,
            body,
            bodyOffset,
            name: Object.hasOwn(data, 'name') ? data['name'] : dirName,
            description,
            ...(descriptionLine === undefined ? {} : { descriptionLine }),
            usesDescriptionTriggering: usesDescriptionTriggering(data),
            lineCount: lines.lineCount,
            utf8Bytes: Buffer.byteLength(content, 'utf8'),
            headings,
            h2Count,
            h3Count: headings.length - h2Count,
            fences,
            ...findMarkers(body),
            directives: findDirectives(content, lines),
            crossReferences: findCrossReferences(body, bodyOffset, lines),
            referenceLinks: findReferenceLinks(content, lines)
        }
    };
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

// Where a skill keeps its eval files, inside its folder. Kept apart from their readers, so that a
// run can see that a skill has none without loading the parsers, the schema and the regex engine.
/** skill-validator's eval file: scenarios with assertions, and trigger prompts. */
const EVAL_YAML = 'tests/eval.yaml';
/** agentskills' eval file (skill-creator convention), read when there is no tests/eval.yaml. */
const EVALS_JSON = 'evals/evals.json';
/** skill-creator's trigger prompts. */
const TRIGGER_EVALS_JSON = 'evals/trigger-evals.json';
/** Every eval file a skill may have. */
const EVAL_FILES = [EVAL_YAML, EVALS_JSON, TRIGGER_EVALS_JSON];

export { boundedValue as A, ioMessage as B, CHARS_PER_TOKEN as C, locateSkillFile as D, EVAL_YAML as E, walkedSkillFile as F, readRegularSkillFile as G, readFolderFacts as H, previewValue as I, LineBreaks as J, readBoundedBytesSync as K, LOWERCASE_SKILL_FILE_NAME as L, MAX_YAML_DEPTH as M, LineIndex as N, clipLine as O, PathEscapeError as P, isPlainMapping as Q, RB as R, SKILL_FILE_NAME as S, TRIGGER_EVALS_JSON as T, describeYamlValue as U, DESCRIPTION_NOT_STRING as V, W, isInside as X, EVAL_FILES as Y, childPath as Z, resolveInside as a, MAX_YAML_ALIASES as b, EVALS_JSON as c, realpathInside as d, estimateTokens as e, readFileHead as f, errnoCode as g, readSkillText as h, isSkillFileName as i, pLimit as j, clipText as k, parseSkill as l, loadYamlParser as m, resolveCrossReferences as n, exists as o, parseSkillLoadingYaml as p, S as q, relativePosix as r, codePointLength as s, testFrom as t, unsafeRelativePathReason as u, pyStrip as v, wordAtBoundary as w, pyTruthy as x, PY_LINE_BREAKS as y, pyStripRange as z };
