import { realpath, lstat, open, constants } from 'node:fs/promises';
import path__default from 'node:path';
import { closeSync, openSync, fstatSync, readSync } from 'node:fs';

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

export { PathEscapeError as P, readFileHead as a, resolveInside as b, readBoundedBytesSync as c, relativePosix as d, errnoCode as e, readBoundedFdSync as f, isInside as g, fileTypeName as h, ioMessage as i, childPath as j, openForReadSync as o, realpathInside as r, unsafeRelativePathReason as u };
