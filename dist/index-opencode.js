import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { spawn } = __requireBuiltin('node:child_process');
const { mkdir, symlink, writeFile, realpath, readdir, readlink, unlink, access } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
const { createInterface } = __requireBuiltin('node:readline');
import { at as discriminatedUnion, n as number, o as object, s as string, au as literal, az as unknown, m as makeTempDir, l as removeTempDir, aA as OPENCODE_MAX_OUTPUT_TOKENS, t as stop, aB as catalogueEntryFor, k as DEFAULT_RETRY_POLICY, v as stopReason, ay as startDeadline } from './index-main.js';

import { s as startCredentialRelay, A as ANTHROPIC_USAGE_RELAY } from './index-credential-relay.js';
import { c as copyCatalogue, a as agentBaseEnv, s as startAgentRun, r as reserveRun, b as stopUnstarted, d as bookRelaySession, f as forgetToken, h as recordToolEnd, e as sessionTokens, g as sessionUsd } from './index-agent-run.js';
















































// The event stream of `opencode run --format json`, one JSON object a line: a model turn opens with
// `step_start` and closes with `step_finish` (its reason and token counts); between them come its
// `text` and its `tool_use` parts, each printed once the tool has finished (completed or error,
// with its input and output); `error` reports what ended the session (an API error after
// OpenCode's retries). Every other line is skipped.
const count = number()
    .nullish()
    .transform((n) => n ?? 0);
const ToolStateSchema = object({
    status: string(),
    input: unknown(),
    output: string().nullish(),
    error: string().nullish(),
    time: object({ start: number(), end: number().nullish() }).nullish()
});
const StepStartSchema = object({ type: literal('step_start') });
const TextSchema = object({
    type: literal('text'),
    part: object({ text: string() })
});
const ToolUseSchema = object({
    type: literal('tool_use'),
    part: object({ tool: string(), callID: string(), state: ToolStateSchema })
});
const StepFinishSchema = object({
    type: literal('step_finish'),
    part: object({
        reason: string().nullish(),
        tokens: object({
            input: count,
            output: count,
            reasoning: count,
            cache: object({ read: count, write: count }).nullish()
        })
            .nullish()
    })
});
const ErrorSchema = object({
    type: literal('error'),
    error: object({
        name: string().nullish(),
        data: object({ message: string().nullish(), statusCode: number().nullish() })
            .passthrough()
            .nullish()
    })
        .passthrough()
        .nullish()
});
const OpencodeEventSchema = discriminatedUnion('type', [
    StepStartSchema,
    TextSchema,
    ToolUseSchema,
    StepFinishSchema,
    ErrorSchema
]);
/** One line of the stream, or undefined when it is no event the harness reads. */
function parseOpencodeLine(line) {
    const text = line.trim();
    if (!text.startsWith('{'))
        return undefined;
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const parsed = OpencodeEventSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
}

// The temporary world of one OpenCode run. OpenCode reads its configuration, skills, data, cache
// and state from XDG folders under a private home, so nothing of the machine's user leaks in:
//
//   home/.config/opencode/opencode.json   the run's whole configuration (below)
//   home/.config/opencode/skills/<name>/  the catalogue's copies, OpenCode's user skill folder
//   home/.cache/opencode/bin/rg           ripgrep, which OpenCode's glob, grep and skill tools run
//   home/.local/{share,state}/opencode/   its session database and logs, thrown away
//
// The work dir (the fixtures) is only the agent's working directory: project configuration,
// `.opencode/` and `.claude/`/`.agents/` skill folders and AGENTS.md/CLAUDE.md in it or above it
// are switched off (OPENCODE_DISABLE_PROJECT_CONFIG, OPENCODE_DISABLE_EXTERNAL_SKILLS), so a
// fixture can plant neither settings nor skills.
/** The built-in skill every OpenCode lists (how to configure OpenCode): hidden from the runs. */
const OPENCODE_BUILTIN_SKILL = 'customize-opencode';
/** The plugin SDK OpenCode installs from npm into each config folder that lacks it. */
const PLUGIN_PACKAGE = '@opencode-ai/plugin';
/**
 * OpenCode installs its plugin SDK into every config folder at start-up (a request to the npm
 * registry) unless the folder's package.json and lock already list it and node_modules exists:
 * the run's config folder says so, and no plugin is ever loaded (OPENCODE_PURE, no `plugin`).
 */
async function markPluginSdkInstalled(dir, version) {
    const dependencies = { [PLUGIN_PACKAGE]: version };
    await mkdir(path__default.join(dir, 'node_modules'), { recursive: true });
    await writeFile(path__default.join(dir, 'package.json'), JSON.stringify({ dependencies }));
    await writeFile(path__default.join(dir, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: { '': { dependencies } } }));
}
const inside = (dir, file) => {
    const rel = path__default.relative(dir, file);
    return rel === '' || (!rel.startsWith('..') && !path__default.isAbsolute(rel));
};
/**
 * Removes every symbolic link under `dir` that leads out of it: OpenCode's file tools follow
 * links without checking where they lead (its `external_directory` rule sees the link's own
 * path), so a link planted in the fixtures would open the answer key. Links within stay.
 */
async function unlinkEscapingLinks(dir) {
    const root = await realpath(dir);
    const removed = [];
    const walk = async (folder) => {
        for (const entry of await readdir(folder, { withFileTypes: true })) {
            const file = path__default.join(folder, entry.name);
            if (entry.isDirectory())
                await walk(file);
            else if (entry.isSymbolicLink()) {
                // Where the whole chain of links ends; a link that ends nowhere, by its own target.
                const ends = await realpath(file).catch(async () => path__default.resolve(folder, await readlink(file)));
                if (!inside(root, ends)) {
                    await unlink(file);
                    removed.push(file);
                }
            }
        }
    };
    await walk(root);
    return removed;
}
async function prepareOpencodeProject(request, ripgrep, version) {
    const root = await makeTempDir('opencode');
    const dispose = () => removeTempDir(root);
    try {
        const home = path__default.join(root, 'home');
        const configDir = path__default.join(home, '.config', 'opencode');
        const skillsDir = path__default.join(configDir, 'skills');
        const binDir = path__default.join(home, '.cache', 'opencode', 'bin');
        // A trigger run has no fixtures: it still needs a directory of its own to start in.
        const cwd = request.workDir === '' ? path__default.join(root, 'work') : request.workDir;
        await Promise.all([
            mkdir(skillsDir, { recursive: true }),
            mkdir(binDir, { recursive: true }),
            mkdir(cwd, { recursive: true })
        ]);
        await Promise.all([
            unlinkEscapingLinks(cwd),
            copyCatalogue(request.catalogue, skillsDir),
            markPluginSdkInstalled(configDir, version),
            // OpenCode downloads ripgrep from GitHub when it finds none: it finds this one first.
            symlink(ripgrep, path__default.join(binDir, 'rg'))
        ]);
        return { cwd, home, configDir, skillsDir, dispose };
    }
    catch (e) {
        await dispose();
        throw e;
    }
}
/**
 * The run's permissions, the last matching rule winning: everything is refused unless listed;
 * file tools are allowed (OpenCode keeps them inside the work dir: `external_directory` refuses
 * any other path but the skills' folders); the shell only when the scenario allows it; the
 * catalogue's skills, not OpenCode's own. A trigger run's Skill call is "ask", which `opencode
 * run` refuses on the spot and which ends the session: the call is recorded and nothing follows.
 * Nothing is ever asked of a person.
 */
function permissions(request, skillsDir) {
    const trigger = request.triggerRun !== undefined;
    return {
        '*': 'deny',
        read: 'allow',
        glob: 'allow',
        grep: 'allow',
        list: 'allow',
        edit: 'allow',
        bash: request.allowShell === true ? 'allow' : 'deny',
        skill: { '*': trigger ? 'ask' : 'allow', [OPENCODE_BUILTIN_SKILL]: 'deny' },
        external_directory: { '*': 'deny', [`${skillsDir}/*`]: 'allow' }
    };
}
/** The whole configuration of one run (OpenCode merges nothing else into it). */
function opencodeConfig(request, project, relay, model) {
    const id = `anthropic/${model}`;
    // A request's output cap (a trigger run's 512 tokens) becomes the model's output limit, which
    // OpenCode sends as max_tokens; without one, OpenCode's own (32,000) holds.
    const cap = request.maxOutputTokens;
    const models = cap === undefined ? {} : { models: { [model]: { limit: { context: 200_000, output: cap } } } };
    return {
        model: id,
        // Session titles would be one more model call per run: `--title` names the session instead.
        small_model: id,
        enabled_providers: ['anthropic'],
        provider: {
            anthropic: { options: { baseURL: `${relay.url}/v1`, apiKey: relay.token }, ...models }
        },
        permission: permissions(request, project.skillsDir),
        autoupdate: false,
        share: 'disabled',
        snapshot: false,
        lsp: false,
        formatter: false,
        mcp: {},
        plugin: [],
        instructions: []
    };
}
/** OpenCode's switches for a run that must read nothing of the machine and talk to the relay only. */
const QUIET = {
    OPENCODE_DISABLE_AUTOUPDATE: '1',
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_SHARE: '1',
    OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
    OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
    OPENCODE_PURE: '1',
    OPENCODE_DISABLE_AUTOCOMPACT: '1',
    OPENCODE_DISABLE_PROJECT_CONFIG: '1',
    OPENCODE_DISABLE_EXTERNAL_SKILLS: '1',
    OPENCODE_DISABLE_CLAUDE_CODE: '1',
    OPENCODE_EXPERIMENTAL_DISABLE_FILEWATCHER: '1'
};
/**
 * The whole environment of the OpenCode process (it replaces, not extends, ours): the shell
 * allow-list, the private home and its XDG folders, and the switches above. No API key (the
 * relay's token is in the config file), no GitHub token, no CI variables.
 */
function opencodeEnv(project, from = process.env) {
    const { home } = project;
    return {
        ...agentBaseEnv(home, from),
        ...QUIET,
        XDG_CONFIG_HOME: path__default.join(home, '.config'),
        XDG_DATA_HOME: path__default.join(home, '.local', 'share'),
        XDG_CACHE_HOME: path__default.join(home, '.cache'),
        XDG_STATE_HOME: path__default.join(home, '.local', 'state')
    };
}
/** Writes the run's configuration where OpenCode reads its global one. */
async function writeOpencodeConfig(project, config) {
    await writeFile(path__default.join(project.configDir, 'opencode.json'), JSON.stringify(config, null, 2), {
        mode: 0o600
    });
}

// The opencode harness: OpenCode (`opencode run --format json`, its native binary from the pinned
// `opencode-ai` package) runs the prompt in a private world whose only skills are the catalogue's
// copies (./opencode-project.ts). OpenCode lists them in its system prompt and loads one with its
// own `skill` tool; a skill counts as loaded when the event stream shows a `skill` call naming it
// that OpenCode completed without an error. It talks to Anthropic's Messages API through the
// credential relay, which also reads every answer's usage (the run is booked from what the API
// billed, every call OpenCode made included) and refuses a model call the run may no longer make
// (max turns, the budget, max tokens, a stop), so a limit ends the run before its next call.
/** The session's title (`--title`): OpenCode then makes no model call to write one. */
const SESSION_TITLE = 'skill-ci';
const exists = (file) => access(file).then(() => true, () => false);
/**
 * OpenCode's program: `opencode-ai` carries a launcher whose install step picks the native binary
 * of the machine's platform package (`opencode-linux-x64`, …, with baseline and musl variants);
 * the harness runs that binary itself, from next to the package or inside it.
 */
const OPENCODE_PROGRAM = {
    harness: 'opencode',
    package: 'opencode-ai',
    entry: async (packageDir) => {
        const os = process.platform === 'win32' ? 'windows' : process.platform;
        const base = `opencode-${os}-${process.arch}`;
        const binary = process.platform === 'win32' ? 'opencode.exe' : 'opencode';
        const variants = [base, `${base}-baseline`, `${base}-musl`, `${base}-baseline-musl`];
        const places = [path__default.dirname(packageDir), path__default.join(packageDir, 'node_modules')];
        for (const place of places)
            for (const variant of variants) {
                const file = path__default.join(place, variant, 'bin', binary);
                if (await exists(file))
                    return file;
            }
        return path__default.join(path__default.dirname(packageDir), base, 'bin', binary);
    }
};
/** ripgrep on `PATH` (OpenCode's file tools need it; without one it would download it). */
async function ripgrepOnPath(pathVar = process.env.PATH) {
    for (const dir of (pathVar ?? '').split(path__default.delimiter).filter(Boolean)) {
        const file = path__default.join(dir, process.platform === 'win32' ? 'rg.exe' : 'rg');
        if (await exists(file))
            return file;
    }
    return undefined;
}
function opencodeHarness(options) {
    let relay;
    const relayOnce = () => (relay ??= startCredentialRelay({ provider: ANTHROPIC_USAGE_RELAY, ...options.api }));
    return {
        info: { name: 'opencode', version: options.program.version },
        run: (request) => runOpencode(options, relayOnce, request),
        close: async () => {
            if (relay)
                await (await relay).close();
        }
    };
}
/** OpenCode's tool names in the builtin harness's words (`grep` has no builtin twin). */
const NEUTRAL_TOOL_NAMES = {
    read: 'read_file',
    write: 'write_file',
    edit: 'edit_file',
    glob: 'list_files',
    list: 'list_files',
    bash: 'bash',
    skill: 'Skill'
};
const neutralName = (name) => NEUTRAL_TOOL_NAMES[name] ?? name;
/** A call's arguments as the builtin tools name them (`path`, `old_text`, `new_text`). */
function neutralArguments(input) {
    if (typeof input !== 'object' || input === null)
        return input;
    const { filePath, oldString, newString, ...rest } = input;
    return {
        ...(filePath === undefined ? {} : { path: filePath }),
        ...(oldString === undefined ? {} : { old_text: oldString }),
        ...(newString === undefined ? {} : { new_text: newString }),
        ...rest
    };
}
async function runOpencode(options, relayOnce, config) {
    const { run, finish, blocked } = startAgentRun('opencode', config);
    if (blocked)
        return finish();
    const llm = config.llm;
    let model;
    let room;
    try {
        model = options.model ?? (await llm.resolveModel(config.model));
        room = reserveRun(llm, model, config.prompt, config.maxOutputTokens ?? OPENCODE_MAX_OUTPUT_TOKENS);
    }
    catch (e) {
        stopUnstarted(run, e);
        return finish();
    }
    let project;
    let session;
    let state;
    try {
        const ripgrep = options.ripgrep ?? (await ripgrepOnPath((config.env ?? process.env).PATH));
        if (ripgrep === undefined)
            throw new Error('the opencode harness needs ripgrep (`rg`) on PATH: OpenCode runs it for its file and skill tools');
        project = await prepareOpencodeProject(config, ripgrep, options.program.version);
        const relay = await relayOnce();
        const own = relay.session();
        session = own;
        await writeOpencodeConfig(project, opencodeConfig(config, project, { url: relay.url, token: own.token }, model));
        const stream = new OpencodeStream(config, run, model, room);
        state = stream;
        own.gate = () => stream.gate(own);
        await runProcess(options.program, config, project, stream);
    }
    catch (e) {
        stop(run, 'error', e instanceof Error ? e.message : String(e));
    }
    finally {
        if (session !== undefined && state !== undefined) {
            // Requests cut off by the end of the process are counted once the relay has let them go.
            await session.settled();
            bookRelaySession(config, run, session, model);
            forgetToken(run, session.token);
        }
        room.release();
        await project?.dispose();
        session?.end();
    }
    return finish();
}
/** Runs OpenCode to its end (or until the deadline kills it), feeding its events to `state`. */
async function runProcess(program, config, project, state) {
    const deadline = startDeadline(config);
    const child = spawn(program.path, ['run', '--format', 'json', '--title', SESSION_TITLE], {
        cwd: project.cwd,
        env: opencodeEnv(project, config.env),
        detached: true,
        stdio: ['pipe', 'pipe', 'pipe']
    });
    const kill = () => {
        // The whole group: OpenCode's shell commands die with it (also once OpenCode has exited).
        if (child.pid !== undefined)
            try {
                process.kill(-child.pid, 'SIGKILL');
            }
            catch {
                // Already gone.
            }
    };
    deadline.signal.addEventListener('abort', kill, { once: true });
    let stderr = '';
    child.stderr.on('data', (d) => {
        stderr = (stderr + d.toString('utf8')).slice(-2e3);
    });
    // The prompt goes in on stdin, exactly as written (argv words would be quoted and joined).
    child.stdin.on('error', () => undefined);
    child.stdin.end(config.prompt);
    const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
    lines.on('line', (line) => {
        const event = parseOpencodeLine(line);
        if (event)
            state.take(event);
    });
    try {
        const exitCode = await new Promise((resolve, reject) => {
            child.on('error', reject);
            child.on('close', (code) => resolve(code));
        });
        if (state.ownStop !== undefined || state.run.error !== null)
            return;
        if (deadline.timedOut())
            stop(state.run, 'timeout', `Scenario timed out after ${config.timeoutMs / 1000}s`);
        else if (config.signal?.aborted)
            stop(state.run, 'aborted', 'Run cancelled');
        else
            state.applyEnd(exitCode, stderr.trim());
    }
    finally {
        deadline.dispose();
        kill();
    }
}
/** The run as OpenCode's events tell it, turn by turn. */
class OpencodeStream {
    config;
    run;
    model;
    room;
    ownStop;
    errorMessage;
    constructor(config, run, model, room) {
        this.config = config;
        this.run = run;
        this.model = model;
        this.room = room;
    }
    take(event) {
        switch (event.type) {
            case 'step_start':
                this.run.turns += 1;
                this.run.events.push({ type: 'assistant.message', content: '', toolRequests: [] });
                return;
            case 'text': {
                const turn = this.currentTurn();
                turn.content += event.part.text;
                if (turn.content.trim() !== '')
                    this.run.output = turn.content;
                return;
            }
            case 'tool_use':
                this.toolUse(event);
                return;
            case 'error':
                // After the relay refused a call for the harness, OpenCode's error is that refusal.
                if (this.ownStop !== undefined)
                    return;
                this.errorMessage =
                    event.error?.data?.message ?? event.error?.name ?? 'OpenCode: the session failed';
                return;
            default:
                return;
        }
    }
    currentTurn() {
        const last = this.run.events.at(-1);
        if (last?.type === 'assistant.message')
            return last;
        const turn = { type: 'assistant.message', content: '', toolRequests: [] };
        this.run.events.push(turn);
        return turn;
    }
    /** A finished tool call: its start, and its result unless it is a trigger run's Skill call. */
    toolUse({ part }) {
        const name = neutralName(part.tool);
        const args = neutralArguments(part.state.input);
        this.currentTurn().toolRequests.push(name);
        this.run.toolCalls[name] = (this.run.toolCalls[name] ?? 0) + 1;
        this.run.events.push({ type: 'tool.execution_start', toolName: name, arguments: args });
        if (name === 'Skill' && this.config.triggerRun !== undefined) {
            // OpenCode refused it ("ask" in a trigger run) and ended the session: the call is the answer.
            this.ownStop ??= 'skill_called';
            this.run.stoppedBy = 'skill_called';
            return;
        }
        const { status, output, error, time } = part.state;
        const ok = status === 'completed';
        if (time?.end != null)
            this.run.toolMs += Math.max(0, time.end - time.start);
        const called = name === 'Skill' ? args.name : undefined;
        const skill = typeof called === 'string'
            ? catalogueEntryFor(this.config.catalogue, called)?.name
            : undefined;
        recordToolEnd(this.run, { name, skill }, ok, (ok ? output : error) ?? '');
    }
    /**
     * Asked by the relay before each model call: why the run may make no more (and the run is
     * stopped for it), or undefined. The call in flight is never cut; the next one is refused.
     */
    gate(session) {
        if (this.ownStop !== undefined)
            return 'the run may make no more model calls';
        const { config, room } = this;
        const calls = session.answeredCalls;
        const used = sessionTokens(session);
        const spent = sessionUsd(session, config.llm, this.model);
        let reason;
        const failed = session.requests - calls;
        if (failed > DEFAULT_RETRY_POLICY.maxRetries && session.lastFailedStatus !== undefined) {
            // OpenCode retries a failing API 5 times with back-offs of up to 30 s; skill-ci's policy
            // (1 + 3 attempts) ends the run sooner, as the API's failure.
            reason = [
                'error',
                `API Error: ${session.lastFailedStatus} (${failed} requests failed; OpenCode's retries stop at skill-ci's ${DEFAULT_RETRY_POLICY.maxRetries})`
            ];
        }
        else if (config.stop?.aborted)
            reason = ['aborted', stopReason(config.stop)];
        else if (config.maxTurns !== undefined && calls >= config.maxTurns)
            reason = ['max_turns', `Stopped: max_turns ${config.maxTurns} reached`];
        else if (config.maxTokens !== undefined && used > config.maxTokens)
            reason = ['max_tokens', `Stopped: max_tokens ${config.maxTokens} exceeded (${used})`];
        else if (room.maxCalls !== undefined && calls >= room.maxCalls)
            reason = ['budget', 'max-calls reached during an OpenCode run'];
        else if (room.maxUsd !== undefined && spent >= room.maxUsd)
            reason = ['budget', 'max-usd reached during an OpenCode run'];
        if (reason === undefined)
            return undefined;
        this.ownStop = 'limit';
        stop(this.run, reason[0], reason[1]);
        // Worded so that OpenCode does not take it for a failure worth retrying (it matches status
        // codes and words such as "rate limit" in an error's message).
        return 'the run may make no more model calls';
    }
    /** How the process's end ended the run: OpenCode's own error, or a crash. */
    applyEnd(exitCode, stderr) {
        if (this.errorMessage !== undefined) {
            stop(this.run, 'error', this.errorMessage);
            return;
        }
        if (exitCode !== 0) {
            const detail = stderr === '' ? '' : `: ${stderr}`;
            stop(this.run, 'error', `OpenCode exited with code ${String(exitCode)}${detail}`);
        }
    }
}

export { OPENCODE_PROGRAM, opencodeHarness, ripgrepOnPath };
