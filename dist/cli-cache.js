import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { createHash } = __requireBuiltin('node:crypto');
const { mkdir, writeFile, rename, readFile } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');

// The on-disk response cache. Key = sha256(model, full request body, tool version, optional
// salt), so any change to the prompt, the model or skill-ci itself misses; an unchanged skill is
// answered from disk with zero API calls. One JSON file per entry, written atomically (temp+rename).
const DEFAULT_CACHE_DIR = '.skill-ci/cache';
function cacheKey(parts) {
    return createHash('sha256')
        .update(JSON.stringify([parts.model, parts.body, parts.toolVersion, parts.salt ?? '']))
        .digest('hex');
}
class ResponseCache {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    file(key) {
        return path__default.join(this.dir, key.slice(0, 2), `${key}.json`);
    }
    /** The stored value, or undefined on a miss or an unreadable entry (treated as a miss). */
    async get(key) {
        try {
            return JSON.parse(await readFile(this.file(key), 'utf8'));
        }
        catch {
            return undefined;
        }
    }
    async put(key, value) {
        await writeJsonAtomic(this.file(key), value);
    }
}
/** Writes `value` as JSON through a temp file and a rename, so a reader never sees half a file. */
async function writeJsonAtomic(file, value) {
    await mkdir(path__default.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, JSON.stringify(value));
    await rename(tmp, file);
}

export { DEFAULT_CACHE_DIR as D, ResponseCache as R, cacheKey as c, writeJsonAtomic as w };
