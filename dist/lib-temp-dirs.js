import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { rmSync } = __requireBuiltin('node:fs');
const { rm, mkdtemp } = __requireBuiltin('node:fs/promises');
const os = __requireBuiltin('node:os');
const path__default = __requireBuiltin('node:path');

// The temporary folders of a run (agent work dirs and their snapshots, skill copies, Claude Code
// projects) are removed on every path: by their owner when the last run that uses them has ended,
// whatever way it ended, and, for any still there when the process exits or is stopped by a
// signal (Ctrl-C, a cancelled CI job), here. Until its owner removes it, every folder made by
// `makeTempDir` is remembered; the exit and signal handlers are installed with the first one.
const live = new Set();
let installed = false;
/** The signals that end a run from outside: each removes what is left, then acts as it would. */
const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
function removeLeftovers() {
    for (const dir of live)
        rmSync(dir, { recursive: true, force: true });
    live.clear();
}
function installHandlers() {
    if (installed)
        return;
    installed = true;
    process.once('exit', removeLeftovers);
    for (const signal of ENDING_SIGNALS) {
        const onSignal = () => {
            removeLeftovers();
            process.removeListener(signal, onSignal);
            // With no other listener the signal's default action (ending the process) is restored by
            // sending it again; a listener of the embedding program decides otherwise.
            if (process.listenerCount(signal) === 0)
                process.kill(process.pid, signal);
        };
        process.on(signal, onSignal);
    }
}
/** A fresh private directory under the OS temp dir (TMPDIR), removed at exit if still there. */
async function makeTempDir(prefix) {
    installHandlers();
    const dir = await mkdtemp(path__default.join(os.tmpdir(), `skill-ci-${prefix}-`));
    live.add(dir);
    return dir;
}
/** Removes a folder made by `makeTempDir` (and forgets it). */
async function removeTempDir(dir) {
    await rm(dir, { recursive: true, force: true });
    live.delete(dir);
}
/** Keeps a folder made by `makeTempDir` after the process ends (kept for inspection). */
function keepTempDir(dir) {
    live.delete(dir);
}

export { keepTempDir as k, makeTempDir as m, removeTempDir as r };
