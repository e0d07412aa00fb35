import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { spawn } = __requireBuiltin('node:child_process');

// The optional `bash` tool (off by default, `allow-shell`). When on, a command starts in the work
// dir with an allow-listed environment (no CI secret in its variables), a hard timeout that kills
// the whole process group, and a cap on the output kept. It is NOT confined: it runs as the
// runner's user, so it can read anything that user can (files outside the work dir, the
// checkout's git credentials, other processes' /proc entries) and reach the network. Confinement
// (a user and mount namespace) was weighed and left out: GitHub's Ubuntu 24.04 runners refuse
// unprivileged user namespaces to unconfined programs (AppArmor), and the claude-code harness
// runs Claude Code's own Bash tool, so the product says "unconfined" instead (docs/action.md).
/** Variables a shell command may see; everything else (tokens, keys, CI context) is dropped. */
const ENV_ALLOWLIST = ['PATH', 'LANG', 'LC_ALL', 'TZ'];
function scrubbedEnv(workDir, from = process.env) {
    const env = { HOME: workDir, TMPDIR: workDir, TERM: 'dumb' };
    for (const key of ENV_ALLOWLIST)
        if (from[key] !== undefined)
            env[key] = from[key];
    return env;
}
function runShell(command, options) {
    return new Promise((resolve) => {
        const child = spawn('bash', ['-c', command], {
            cwd: options.cwd,
            env: scrubbedEnv(options.cwd, options.env),
            detached: true,
            stdio: ['ignore', 'pipe', 'pipe']
        });
        let output = '';
        let truncated = false;
        let timedOut = false;
        const collect = (chunk) => {
            if (output.length >= options.maxOutputChars) {
                truncated = true;
                return;
            }
            output += chunk.toString('utf8');
            if (output.length > options.maxOutputChars) {
                output = output.slice(0, options.maxOutputChars);
                truncated = true;
            }
        };
        child.stdout.on('data', collect);
        child.stderr.on('data', collect);
        const kill = () => {
            try {
                // Negative pid: the whole group, so background children die too.
                if (child.pid)
                    process.kill(-child.pid, 'SIGKILL');
            }
            catch {
                // Already gone.
            }
        };
        const timer = setTimeout(() => {
            timedOut = true;
            kill();
        }, options.timeoutMs);
        const onAbort = () => kill();
        options.signal?.addEventListener('abort', onAbort, { once: true });
        const finish = (exitCode) => {
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
            resolve({ exitCode, output, timedOut, truncated });
        };
        child.on('error', (e) => {
            output += String(e);
            finish(null);
        });
        child.on('close', (code) => {
            // Background jobs the command left behind die with it: they would otherwise keep running
            // (and writing into the work dir) while it is snapshotted and after the run. A job that
            // calls setsid leaves the group; only a real OS sandbox stops that.
            kill();
            finish(code);
        });
    });
}

export { runShell as r, scrubbedEnv as s };
