import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { existsSync } = __requireBuiltin('node:fs');
const path__default = __requireBuiltin('node:path');
const { pathToFileURL } = __requireBuiltin('node:url');

// What the CLI's SARIF locations are relative to. Code scanning reads a relative URI from the
// repository's root, so skills under a git repository get repository paths whatever the root
// was given as (`.`, `skills`, `/abs/path/to/repo/skills`); skills in no repository (or in
// several) get paths relative to the folder their roots share, declared as the log's `%SRCROOT%`.
// An absolute root never turns into a path such as `home/me/repo/skills/x/SKILL.md`.
function sarifBase(roots, cwd) {
    const absolute = roots.map((root) => path__default.resolve(cwd, root));
    const tops = new Set(absolute.map(repositoryTop));
    const [top] = tops;
    const inOneRepository = tops.size === 1 && top !== undefined;
    const base = inOneRepository ? top : commonFolder(absolute, cwd);
    const rootPrefixes = new Map(roots.map((root, i) => [root, toPosix(path__default.relative(base, absolute[i] ?? base))]));
    // A folder of this machine means nothing to code scanning, which reads paths from the
    // repository's root: it is declared only where there is no repository.
    return inOneRepository ? { rootPrefixes } : { rootPrefixes, srcRoot: folderUri(base) };
}
/** The nearest folder at or above `folder` holding `.git` (a folder, or a worktree's file). */
function repositoryTop(folder) {
    for (let at = folder;; at = path__default.dirname(at)) {
        if (existsSync(path__default.join(at, '.git')))
            return at;
        if (path__default.dirname(at) === at)
            return undefined;
    }
}
/** The deepest folder that holds every one of `folders` (absolute paths). */
function commonFolder(folders, fallback) {
    const [first = fallback, ...rest] = folders;
    let common = first;
    while (!rest.every((folder) => isWithin(common, folder))) {
        const parent = path__default.dirname(common);
        if (parent === common)
            break;
        common = parent;
    }
    return common;
}
function isWithin(folder, other) {
    const relative = path__default.relative(folder, other);
    return relative === '' || (!relative.startsWith('..') && !path__default.isAbsolute(relative));
}
function toPosix(p) {
    return p.split(path__default.sep).join('/');
}
/** An absolute `file:` URI ending in `/`, as SARIF requires of a base URI. */
function folderUri(folder) {
    const uri = pathToFileURL(folder).href;
    return uri.endsWith('/') ? uri : `${uri}/`;
}

export { sarifBase };
