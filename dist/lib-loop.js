import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { d as replyText } from './lib-client.js';

const { lstat, unlink, constants, open, stat, mkdir, readdir } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
import { a2 as PathEscapeError, T as errnoCode, a3 as resolveInside, Q as readFileHead, S as SKILL_FILE_NAME, L as LOWERCASE_SKILL_FILE_NAME, a4 as isSkillFileName, a5 as relativePosix, t as totalTokens } from './lib-index.js';
const { spawn } = __requireBuiltin('node:child_process');
import { L as LlmError } from './lib-llm-error.js';

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

// Which catalogue skill a Skill tool call names. Agents that install skills from plugins call them
// `plugin:skill`, and a model may add or drop the namespace, so the Skill tool and the activation
// layer both match a call to an entry the same way: by the skill's own name, with the namespaces,
// where both are given, agreeing.
/** `plugin:skill` → ['plugin', 'skill']; a plain name has no namespace. */
function splitName(name) {
    const trimmed = name.trim();
    const at = trimmed.lastIndexOf(':');
    return at === -1 ? [null, trimmed] : [trimmed.slice(0, at), trimmed.slice(at + 1)];
}
/**
 * Whether a Skill tool call naming `calledName` loads the catalogue entry `entryName`. Agents
 * that install skills from plugins call them `plugin:skill`, so a namespace on either side is
 * allowed as long as the skill names match and the namespaces, when both are given, agree.
 */
function skillCallRefersTo(calledName, entryName) {
    const [calledSpace, called] = splitName(calledName);
    const [entrySpace, entry] = splitName(entryName);
    if (called === '' || called !== entry)
        return false;
    return calledSpace === null || entrySpace === null || calledSpace === entrySpace;
}
/**
 * The entry a Skill call names: the exact name first, else the one entry it refers to; undefined
 * when it names none, or several (`x` when the catalogue has `a:x` and `b:x`).
 */
function catalogueEntryFor(entries, calledName) {
    const exact = entries.find((e) => e.name === calledName);
    if (exact)
        return exact;
    const matches = entries.filter((e) => skillCallRefersTo(calledName, e.name));
    return matches.length === 1 ? matches[0] : undefined;
}

// The agent's tools. File tools work on paths relative to the run's work dir and go through
// realpath containment; the Skill tool serves only the catalogue's isolated skill copies.
// Results never contain absolute paths, so identical runs make identical requests (cacheable)
// and the temp layout does not leak into transcripts.
const MAX_TOOL_RESULT_CHARS = 50_000;
const MAX_WRITE_CHARS = 1_000_000;
const MAX_LISTED = 500;
const obj = (properties, required) => ({
    type: 'object',
    properties,
    required
});
const str = (description) => ({ type: 'string', description });
function toolDefinitions(ctx) {
    const tools = [
        {
            name: 'read_file',
            description: 'Read a text file of the working directory.',
            input_schema: obj({ path: str('Path relative to the working directory') }, ['path'])
        },
        {
            name: 'write_file',
            description: 'Create or overwrite a file in the working directory (parents are created).',
            input_schema: obj({ path: str('Relative path'), content: str('Full file content') }, [
                'path',
                'content'
            ])
        },
        {
            name: 'edit_file',
            description: 'Replace exactly one occurrence of old_text with new_text in a file.',
            input_schema: obj({
                path: str('Relative path'),
                old_text: str('Text to replace'),
                new_text: str('Replacement')
            }, ['path', 'old_text', 'new_text'])
        },
        {
            name: 'list_files',
            description: 'List files below a directory of the working directory (default: all).',
            input_schema: obj({ path: str('Relative directory, default "."') }, [])
        }
    ];
    if (ctx.catalogue.length > 0) {
        tools.push({
            name: 'Skill',
            description: 'Load an available skill: returns its SKILL.md and lists its bundled files; pass `file` to read one of them.',
            input_schema: obj({ name: str('Skill name'), file: str('Optional bundled file path') }, [
                'name'
            ])
        });
    }
    if (ctx.allowShell) {
        tools.push({
            name: 'bash',
            description: 'Run a bash command in the working directory.',
            input_schema: obj({ command: str('The command') }, ['command'])
        });
    }
    return tools;
}
const capText = (s) => s.length > MAX_TOOL_RESULT_CHARS
    ? `${s.slice(0, MAX_TOOL_RESULT_CHARS)}\n[… truncated ${s.length - MAX_TOOL_RESULT_CHARS} characters]`
    : s;
/** Bytes read for a shown file: enough for MAX_TOOL_RESULT_CHARS of any UTF-8 text, no more. */
const MAX_SHOWN_BYTES = 4 * MAX_TOOL_RESULT_CHARS;
/** A file's text for the model, cut to the result cap however large the file is. */
async function showFile(tool, file, rel) {
    const head = await readFileHead(file, MAX_SHOWN_BYTES);
    if (head === null)
        throw new ToolInputError(`${tool}: ${rel} is not a regular file`);
    if (!head.truncated && head.text.length <= MAX_TOOL_RESULT_CHARS)
        return head.text;
    return `${head.text.slice(0, MAX_TOOL_RESULT_CHARS)}\n[… truncated: the file has ${head.size} bytes; the first ${MAX_TOOL_RESULT_CHARS} characters are shown]`;
}
async function writeText(tool, file, rel, content) {
    if (!(await writeRegularFile(file, content)))
        throw new ToolInputError(`${tool}: ${rel} is not a regular file`);
}
async function listRelative(root, start) {
    const out = [];
    const walk = async (dir) => {
        const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
        for (const e of entries) {
            if (out.length >= MAX_LISTED)
                return;
            const full = path__default.join(dir, e.name);
            const rel = relativePosix(root, full);
            if (e.isDirectory())
                await walk(full);
            else
                out.push(e.isSymbolicLink() ? `${rel} (symlink)` : rel);
        }
    };
    await walk(start);
    return out;
}
const stringArg = (input, key) => {
    const v = input[key];
    if (typeof v !== 'string')
        throw new ToolInputError(`'${key}' must be a string`);
    return v;
};
class ToolInputError extends Error {
}
async function serveSkill(ctx, input) {
    const name = stringArg(input, 'name');
    const entry = catalogueEntryFor(ctx.catalogue, name);
    if (!entry) {
        return {
            ok: false,
            text: `No skill named '${name}'. Available: ${ctx.catalogue.map((s) => s.name).join(', ')}`
        };
    }
    if (typeof input.file === 'string' && input.file !== '') {
        const file = await resolveInside(entry.dir, input.file);
        return { ok: true, text: await showFile('Skill', file, input.file), skillLoaded: entry.name };
    }
    const files = await listRelative(entry.dir, entry.dir);
    // The reader accepts a lowercase skill.md when there is no SKILL.md; serve the one it read.
    const skillFile = files.includes(SKILL_FILE_NAME) ? SKILL_FILE_NAME : LOWERCASE_SKILL_FILE_NAME;
    const body = await showFile('Skill', await resolveInside(entry.dir, skillFile), skillFile);
    const bundled = files.filter((f) => !isSkillFileName(f));
    const listing = bundled.length > 0 ? `\n\nBundled files (read with file=…):\n${bundled.join('\n')}` : '';
    return { ok: true, text: capText(`${body}${listing}`), skillLoaded: entry.name };
}
async function execute(name, input, ctx) {
    switch (name) {
        case 'read_file': {
            const rel = stringArg(input, 'path');
            return { ok: true, text: await showFile(name, await resolveInside(ctx.workDir, rel), rel) };
        }
        case 'write_file': {
            const rel = stringArg(input, 'path');
            const content = stringArg(input, 'content');
            if (content.length > MAX_WRITE_CHARS)
                return { ok: false, text: 'content too large' };
            const file = await resolveInside(ctx.workDir, rel);
            await mkdir(path__default.dirname(file), { recursive: true });
            await writeText(name, file, rel, content);
            return { ok: true, text: `Wrote ${content.length} characters to ${rel}` };
        }
        case 'edit_file': {
            const rel = stringArg(input, 'path');
            const oldText = stringArg(input, 'old_text');
            const file = await resolveInside(ctx.workDir, rel);
            const head = await readFileHead(file, MAX_WRITE_CHARS);
            if (head === null)
                throw new ToolInputError(`${name}: ${rel} is not a regular file`);
            if (head.truncated) {
                return {
                    ok: false,
                    text: `${name}: ${rel} has ${head.size} bytes; files over ${MAX_WRITE_CHARS} bytes cannot be edited`
                };
            }
            const text = head.text;
            const count = oldText === '' ? 0 : text.split(oldText).length - 1;
            if (count !== 1)
                return { ok: false, text: `old_text must occur exactly once in ${rel} (found ${count})` };
            await writeText(name, file, rel, text.replace(oldText, () => stringArg(input, 'new_text')));
            return { ok: true, text: `Edited ${rel}` };
        }
        case 'list_files': {
            const rel = typeof input.path === 'string' ? input.path : '.';
            const dir = await resolveInside(ctx.workDir, rel, true);
            if (!(await stat(dir)).isDirectory())
                return { ok: false, text: `${rel} is not a directory` };
            const root = await resolveInside(ctx.workDir, '.', true);
            const files = await listRelative(root, dir);
            return { ok: true, text: files.length > 0 ? files.join('\n') : '(empty)' };
        }
        case 'Skill':
            if (ctx.catalogue.length === 0)
                break;
            return serveSkill(ctx, input);
        case 'bash': {
            if (!ctx.allowShell)
                return { ok: false, text: 'The bash tool is disabled (allow-shell is off).' };
            const r = await runShell(stringArg(input, 'command'), {
                cwd: await resolveInside(ctx.workDir, '.', true),
                timeoutMs: ctx.shellTimeoutMs,
                maxOutputChars: MAX_TOOL_RESULT_CHARS,
                signal: ctx.signal,
                env: ctx.env
            });
            const status = r.timedOut ? 'timed out' : `exit code ${r.exitCode}`;
            return {
                ok: r.exitCode === 0 && !r.timedOut,
                text: `${r.output}${r.truncated ? '\n[output truncated]' : ''}\n(${status})`
            };
        }
    }
    return { ok: false, text: `Unknown tool '${name}'` };
}
/** Runs one tool call; every failure becomes an error result for the model, never a throw. */
async function runTool(name, input, ctx) {
    const args = input !== null && typeof input === 'object' ? input : {};
    try {
        return await execute(name, args, ctx);
    }
    catch (e) {
        if (e instanceof PathEscapeError || e instanceof ToolInputError)
            return { ok: false, text: e.message };
        const code = errnoCode(e);
        return {
            ok: false,
            text: code ? `${code}: ${name} failed` : `${name} failed: ${e.message}`
        };
    }
}

const BASE_SYSTEM = [
    'You are a capable software agent working in a sandboxed working directory.',
    'Use the tools to inspect and change files; paths are relative to the working directory.',
    'When the task is done, reply with your final answer as plain text and stop calling tools.'
].join('\n');
/** The system prompt: identical for both arms except the catalogue block (progressive disclosure). */
function systemPrompt(catalogue) {
    if (catalogue.length === 0)
        return BASE_SYSTEM;
    const lines = catalogue.map((s) => `- ${s.name}: ${s.description}`);
    return `${BASE_SYSTEM}\n\nAvailable skills (load one with the Skill tool when it fits the task):\n${lines.join('\n')}`;
}
async function runAgent(config) {
    const started = performance.now();
    // A trigger run's first turn may wait for a Message Batch (minutes): the run's wall-clock limit
    // counts from its answer, not from the submission.
    const batchedFirstTurn = config.triggerRun !== undefined && config.llm.batchMode !== 'off';
    const deadline = startDeadline(config, batchedFirstTurn);
    const run = newRun(config.prompt);
    const tools = toolDefinitions({
        catalogue: config.catalogue,
        allowShell: config.allowShell ?? false
    });
    const messages = [
        ...(config.history ?? []),
        { role: 'user', content: config.prompt }
    ];
    const ctx = {
        workDir: config.workDir,
        catalogue: config.catalogue,
        allowShell: config.allowShell ?? false,
        shellTimeoutMs: config.shellTimeoutMs ?? 30_000,
        signal: deadline.signal,
        env: config.env
    };
    try {
        for (;;) {
            if (config.stop?.aborted) {
                stop(run, 'aborted', stopReason(config.stop));
                break;
            }
            if (config.maxTurns !== undefined && run.turns >= config.maxTurns) {
                stop(run, 'max_turns', `Stopped: max_turns ${config.maxTurns} reached`);
                break;
            }
            const waitsForBatch = batchedFirstTurn && run.turns === 0;
            const signal = waitsForBatch ? config.signal : deadline.signal;
            const uses = await modelTurn(config, run, messages, tools, signal);
            if (waitsForBatch)
                deadline.start();
            if (config.maxTokens !== undefined && totalTokens(run.tokens) > config.maxTokens) {
                stop(run, 'max_tokens', `Stopped: max_tokens ${config.maxTokens} exceeded (${totalTokens(run.tokens)})`);
                break;
            }
            if (uses.length === 0)
                break;
            if (config.triggerRun !== undefined && recordSkillCall(run, uses))
                break;
            const results = config.triggerRun !== undefined
                ? stubToolCalls(run, uses, config.triggerRun.stubResult)
                : await runToolCalls(run, uses, ctx);
            if (deadline.signal.aborted)
                throw new LlmError('aborted', 'cancelled');
            messages.push({ role: 'user', content: results });
        }
    }
    catch (e) {
        if (deadline.timedOut())
            stop(run, 'timeout', `Scenario timed out after ${config.timeoutMs / 1000}s`);
        else if (config.signal?.aborted)
            stop(run, 'aborted', 'Run cancelled');
        else if (e instanceof LlmError && e.kind === 'budget_exhausted')
            stop(run, 'budget', e.message);
        else
            stop(run, 'error', e instanceof Error ? e.message : String(e));
    }
    finally {
        deadline.dispose();
    }
    run.timedOut = run.stoppedBy === 'timeout';
    run.wallMs = performance.now() - started;
    return run;
}
/** Why a run was told to stop (`AgentConfig.stop`). */
const stopReason = (signal) => `Stopped: ${signal.reason instanceof Error ? signal.reason.message : String(signal.reason ?? 'the layer stopped')}`;
/**
 * One AbortSignal for the wall-clock timeout and the caller's own signal; `paused`: the clock
 * starts only at `start()`.
 */
function startDeadline(config, paused = false) {
    const controller = new AbortController();
    let timedOut = false;
    const onTimeout = () => {
        timedOut = true;
        controller.abort();
    };
    let timer = paused ? undefined : setTimeout(onTimeout, config.timeoutMs);
    const onOuterAbort = () => controller.abort();
    config.signal?.addEventListener('abort', onOuterAbort, { once: true });
    if (config.signal?.aborted)
        controller.abort();
    return {
        signal: controller.signal,
        timedOut: () => timedOut,
        /** Starts a paused clock. */
        start: () => {
            timer ??= setTimeout(onTimeout, config.timeoutMs);
        },
        dispose: () => {
            clearTimeout(timer);
            config.signal?.removeEventListener('abort', onOuterAbort);
        }
    };
}
function newRun(prompt) {
    return {
        output: '',
        stoppedBy: 'end_turn',
        error: null,
        timedOut: false,
        turns: 0,
        tokens: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
        toolCalls: {},
        toolFailures: 0,
        errors: 0,
        apiMs: 0,
        toolMs: 0,
        wallMs: 0,
        costUsd: 0,
        cachedCalls: 0,
        skillsLoaded: [],
        events: [{ type: 'user.message', content: prompt }]
    };
}
/** Ends the run for `reason`; a message makes it an error, counted once. */
function stop(run, reason, message) {
    run.stoppedBy = reason;
    if (message !== null) {
        run.error = message;
        run.errors += 1;
        run.events.push({ type: 'runner.error', message });
    }
}
/** One model call: books its cost and tokens, records the reply; returns the tools it asks for. */
async function modelTurn(config, run, messages, tools, signal) {
    const t0 = performance.now();
    const reply = await config.llm.message({
        model: config.model,
        max_tokens: config.maxOutputTokens ?? 4096,
        system: systemPrompt(config.catalogue),
        messages,
        tools
    }, {
        layer: config.layer ?? 'ab',
        signal,
        cacheSalt: config.cacheSalt,
        // A trigger run's first turn depends on nothing before it; its later turns stay live.
        batchable: config.triggerRun !== undefined && run.turns === 0,
        cacheAt: cachePoints(config.history?.length ?? 0)
    });
    run.apiMs += performance.now() - t0;
    run.turns += 1;
    run.costUsd += reply.costUsd;
    if (reply.cached)
        run.cachedCalls += 1;
    for (const k of ['input', 'output', 'cacheRead', 'cacheWrite'])
        run.tokens[k] += reply.tokens[k];
    const text = replyText(reply.message);
    const uses = reply.message.content.filter((b) => b.type === 'tool_use');
    run.events.push({
        type: 'assistant.message',
        content: text,
        toolRequests: uses.map((u) => u.name)
    });
    // As in skill-validator, the output is the last assistant text that was not empty.
    if (text.trim() !== '')
        run.output = text;
    messages.push({ role: 'assistant', content: reply.message.content });
    return uses;
}
/**
 * Where a turn's prompt stops changing: after the system prompt (the tools and the catalogue end
 * there, the same for every prompt of a trigger round), after a busy context (shared by every
 * prompt of the round too) and after the latest message, which the run's next turn reads back.
 */
function cachePoints(historyLength) {
    return ['system', ...(historyLength > 0 ? [historyLength - 1] : []), -1];
}
/** Runs the requested tools in order until the run is aborted; their results for the model. */
async function runToolCalls(run, uses, ctx) {
    const results = [];
    for (const use of uses) {
        if (ctx.signal.aborted)
            break;
        run.toolCalls[use.name] = (run.toolCalls[use.name] ?? 0) + 1;
        run.events.push({ type: 'tool.execution_start', toolName: use.name, arguments: use.input });
        const t1 = performance.now();
        const outcome = await runTool(use.name, use.input, ctx);
        run.toolMs += performance.now() - t1;
        if (!outcome.ok)
            run.toolFailures += 1;
        if (outcome.skillLoaded) {
            if (!run.skillsLoaded.includes(outcome.skillLoaded))
                run.skillsLoaded.push(outcome.skillLoaded);
            run.events.push({ type: 'skill.invoked', name: outcome.skillLoaded });
        }
        run.events.push({
            type: 'tool.execution_complete',
            toolName: use.name,
            success: outcome.ok,
            result: outcome.text
        });
        results.push({
            type: 'tool_result',
            tool_use_id: use.id,
            content: outcome.text,
            is_error: !outcome.ok
        });
    }
    return results;
}
/**
 * A trigger run's end: the first Skill call of the turn, recorded as started (the skill is not
 * served: the call itself is the activation). False when the turn calls no Skill.
 */
function recordSkillCall(run, uses) {
    const call = uses.find((u) => u.name === 'Skill');
    if (call === undefined)
        return false;
    run.toolCalls.Skill = (run.toolCalls.Skill ?? 0) + 1;
    run.events.push({ type: 'tool.execution_start', toolName: 'Skill', arguments: call.input });
    run.stoppedBy = 'skill_called';
    return true;
}
/** A trigger run's answer to tools other than Skill: the same short stub for each. */
function stubToolCalls(run, uses, stubResult) {
    return uses.map((use) => {
        run.toolCalls[use.name] = (run.toolCalls[use.name] ?? 0) + 1;
        run.events.push({ type: 'tool.execution_start', toolName: use.name, arguments: use.input });
        run.events.push({
            type: 'tool.execution_complete',
            toolName: use.name,
            success: true,
            result: stubResult
        });
        return { type: 'tool_result', tool_use_id: use.id, content: stubResult };
    });
}

export { stopReason as a, scrubbedEnv as b, startDeadline as c, catalogueEntryFor as d, replaceWithOwnFile as e, skillCallRefersTo as f, newRun as n, runAgent as r, stop as s };
