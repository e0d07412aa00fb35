import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { lstat, unlink, constants, open } = __requireBuiltin('node:fs/promises');

// Writes that never go through a symlink: the agent's file tools write inside a work dir its own
// shell can change, and report files land in a PR's checkout, where a committed link
// (`report.json -> ~/.gitconfig`) would otherwise redirect the write.
// O_NOFOLLOW refuses a symlink as the last component, O_NONBLOCK keeps a FIFO from blocking, and
// the type is checked on the open handle, so what is checked is what is written.
const WRITE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_NONBLOCK | constants.O_NOFOLLOW;
/** Replaces the content of `file` (created if missing); false when it is not a regular file. */
async function writeRegularFile(file, content) {
    const handle = await open(file, WRITE_FLAGS, 0o644);
    try {
        if (!(await handle.stat()).isFile())
            return false;
        await handle.truncate(0);
        await handle.writeFile(content, 'utf8');
        return true;
    }
    finally {
        await handle.close();
    }
}
/**
 * Writes `text` as a regular file of our own at `file`, for outputs that land in a PR's checkout
 * (report files, transcripts): a link found there is removed, never written through, and
 * O_NOFOLLOW refuses one that appears in between.
 */
async function replaceWithOwnFile(file, text) {
    if ((await lstat(file).catch(() => undefined))?.isSymbolicLink())
        await unlink(file);
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
    const handle = await open(file, flags, 0o644);
    try {
        await handle.writeFile(text, 'utf8');
    }
    finally {
        await handle.close();
    }
}

export { replaceWithOwnFile as r, writeRegularFile as w };
