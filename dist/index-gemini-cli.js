import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { spawn } = __requireBuiltin('node:child_process');
const path__default = __requireBuiltin('node:path');
const { createInterface } = __requireBuiltin('node:readline');
import { at as discriminatedUnion, o as object, s as string, au as literal, aF as boolean, n as number, az as unknown, m as makeTempDir, k as DEFAULT_RETRY_POLICY, l as removeTempDir, aB as catalogueEntryFor, x as totalTokens, t as stop, ay as startDeadline, v as stopReason } from './index-main.js';
import { s as startCredentialRelay } from './index-credential-relay.js';
const { mkdir, writeFile, readdir, readFile } = __requireBuiltin('node:fs/promises');

import { c as copyCatalogue, a as agentBaseEnv, h as recordToolEnd, s as startAgentRun, r as reserveRun, b as stopUnstarted, g as sessionUsd, d as bookRelaySession, f as forgetToken } from './index-agent-run.js';
















































const Stamp = { timestamp: string().optional() };
/** One line of `gemini -p … --output-format stream-json` (unknown types are skipped). */
const GeminiStreamEventSchema = discriminatedUnion('type', [
    object({ type: literal('init'), ...Stamp, model: string().optional() }).passthrough(),
    object({
        type: literal('message'),
        ...Stamp,
        role: string(),
        content: string(),
        delta: boolean().optional()
    })
        .passthrough(),
    object({
        type: literal('tool_use'),
        ...Stamp,
        tool_name: string(),
        tool_id: string(),
        parameters: unknown()
    })
        .passthrough(),
    object({
        type: literal('tool_result'),
        ...Stamp,
        tool_id: string(),
        status: string(),
        output: string().optional(),
        error: object({ type: string().optional(), message: string() }).optional()
    })
        .passthrough(),
    object({
        type: literal('error'),
        ...Stamp,
        severity: string().optional(),
        message: string()
    })
        .passthrough(),
    object({
        type: literal('result'),
        ...Stamp,
        status: string(),
        error: object({ type: string().optional(), message: string() }).optional()
    })
        .passthrough()
]);
/** Reads one stdout line; undefined for anything that is not a known event. */
function parseStreamLine(line) {
    const text = line.trim();
    if (!text.startsWith('{'))
        return undefined;
    try {
        const parsed = GeminiStreamEventSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** The Gemini API's `usageMetadata` (counts absent when zero). */
const GeminiUsageSchema = object({
    /** Every input token, cached ones included. */
    promptTokenCount: number().default(0),
    candidatesTokenCount: number().default(0),
    /** Billed as output. */
    thoughtsTokenCount: number().default(0),
    /** Input tokens served from the (implicit or explicit) context cache. */
    cachedContentTokenCount: number().default(0),
    toolUsePromptTokenCount: number().default(0)
})
    .passthrough();
const AnswerSchema = object({ usageMetadata: GeminiUsageSchema.optional(), modelVersion: string().optional() })
    .passthrough();
/** `/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse` → gemini-2.5-flash. */
function modelOfPath(url) {
    const match = /\/models\/([^/:?]+):/.exec(url);
    return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}
const answersOf = (body) => {
    const text = body.trim();
    if (text.startsWith('{') || text.startsWith('[')) {
        try {
            const parsed = JSON.parse(text);
            return Array.isArray(parsed) ? parsed : [parsed];
        }
        catch {
            return [];
        }
    }
    // Server-sent events: `data: {…}` lines; each chunk repeats the usage so far, the last is final.
    const out = [];
    for (const line of text.split(/\r?\n/)) {
        if (!line.startsWith('data:'))
            continue;
        try {
            out.push(JSON.parse(line.slice(5)));
        }
        catch {
            // A chunk cut off by the end of the read: the earlier ones still count.
        }
    }
    return out;
};
/** A generateContent answer's usage, as a ledger books it (input net of the cached tokens). */
function geminiUsageOf(url, body) {
    let usage;
    let version;
    for (const raw of answersOf(body)) {
        const answer = AnswerSchema.safeParse(raw);
        if (!answer.success)
            continue;
        if (answer.data.usageMetadata)
            usage = answer.data.usageMetadata;
        version ??= answer.data.modelVersion;
    }
    const model = modelOfPath(url) ?? version;
    if (usage === undefined || model === undefined)
        return undefined;
    const prompt = usage.promptTokenCount + usage.toolUsePromptTokenCount;
    return {
        model,
        input: Math.max(0, prompt - usage.cachedContentTokenCount),
        cacheRead: usage.cachedContentTokenCount,
        cacheWrite: 0,
        output: usage.candidatesTokenCount + usage.thoughtsTokenCount
    };
}
const KEY_PARAM = 'key';
const splitUrl = (url) => new URL(url, 'http://relay.invalid');
/**
 * The Gemini API: the key in `x-goog-api-key` (Gemini CLI's way) or a `?key=` query parameter,
 * which the relay drops and replaces by the header; a model call is a POST of
 * `…/models/{model}:generateContent` or `:streamGenerateContent`.
 */
const GEMINI_RELAY = {
    defaultBaseURL: 'https://generativelanguage.googleapis.com',
    tokenOf: (req) => req.headers['x-goog-api-key'] ??
        splitUrl(req.url ?? '/').searchParams.get(KEY_PARAM) ??
        undefined,
    keyHeaders: (apiKey) => ({ 'x-goog-api-key': apiKey }),
    isModelCall: (req) => req.method === 'POST' && /:(stream)?generateContent$/i.test(splitUrl(req.url ?? '/').pathname),
    upstreamPath: (url) => {
        const parsed = splitUrl(url);
        parsed.searchParams.delete(KEY_PARAM);
        return `${parsed.pathname}${parsed.search}`;
    },
    usageOf: geminiUsageOf
};

// The temporary world one Gemini CLI run lives in. The agent works in the run's work dir (the
// fixtures), which it is told not to trust: Gemini CLI then reads no settings, .env, hooks, MCP
// servers, skills, policies or GEMINI.md memory from it, so a fixture can plant none. Its home is a
// fresh temp folder whose `.gemini/settings.json` (the user settings) is the run's whole
// configuration and whose `.gemini/skills/` holds the catalogue's copies; the machine's system
// settings are pointed at files that do not exist. The tools the request allows come from an
// admin-tier policy file (the highest tier, above any user or default rule): the rest is refused
// without asking anyone.
/** Gemini CLI's tool names in the builtin harness's words. */
const NEUTRAL_TOOL_NAMES = {
    read_file: 'read_file',
    write_file: 'write_file',
    replace: 'edit_file',
    list_directory: 'list_files',
    glob: 'list_files',
    run_shell_command: 'bash',
    activate_skill: 'Skill'
};
/** The file tools every run offers (Gemini CLI's own names); the shell only when allowed. */
const FILE_TOOLS = ['read_file', 'list_directory', 'glob', 'grep_search', 'write_file', 'replace'];
const SKILL_TOOL = 'activate_skill';
const SHELL_TOOL = 'run_shell_command';
/** The names of the skills bundled with the program (its `builtin/` folder), to switch them off. */
async function bundledSkillNames(programPath) {
    const dir = path__default.join(path__default.dirname(programPath), 'builtin');
    let folders;
    try {
        folders = await readdir(dir);
    }
    catch {
        return [];
    }
    const names = await Promise.all(folders.map(async (folder) => {
        try {
            const text = await readFile(path__default.join(dir, folder, 'SKILL.md'), 'utf8');
            return /^name:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(text)?.[1] ?? folder;
        }
        catch {
            return undefined;
        }
    }));
    return names.filter((n) => n !== undefined);
}
/** The user settings of a run: quiet, untrusting, only the tools and skills asked for. */
function settingsFor(request, disabledSkills) {
    const tools = [...FILE_TOOLS, SKILL_TOOL, ...(request.allowShell ? [SHELL_TOOL] : [])];
    return {
        security: {
            auth: { selectedType: 'gemini-api-key' },
            // With the check off, GEMINI_CLI_TRUST_WORKSPACE=false makes the work dir untrusted without
            // the headless refusal that an untrusted folder otherwise gets.
            folderTrust: { enabled: false }
        },
        skills: { enabled: true, disabled: disabledSkills },
        privacy: { usageStatisticsEnabled: false },
        telemetry: { enabled: false, logPrompts: false },
        general: {
            enableAutoUpdate: false,
            enableAutoUpdateNotification: false,
            checkpointing: { enabled: false },
            plan: { enabled: false },
            sessionRetention: { enabled: false },
            // A failed request is tried as skill-ci's own client tries it (once and 3 retries).
            maxAttempts: DEFAULT_RETRY_POLICY.maxRetries + 1
        },
        experimental: { enableAgents: false, autoMemory: false },
        ide: { enabled: false },
        context: { includeDirectoryTree: false },
        // Gemini CLI's own extra model calls: the next-speaker check and the loop detector.
        model: {
            skipNextSpeakerCheck: true,
            disableLoopDetection: true,
            ...(request.maxTurns === undefined ? {} : { maxSessionTurns: request.maxTurns })
        },
        tools: { core: tools },
        useWriteTodos: false,
        hooksConfig: { enabled: false }
    };
}
const tomlString = (s) => JSON.stringify(s);
/**
 * The admin policy of a run. A tool denied outright disappears from the model's tool list, so a
 * trigger run denies each call through an arguments pattern that matches every call instead: the
 * model sees the same tools as in a scenario run, and every call is answered with the stub.
 */
function policyFor(request) {
    const tools = [...FILE_TOOLS, SKILL_TOOL, ...(request.allowShell ? [SHELL_TOOL] : [])];
    const list = `[${tools.map(tomlString).join(', ')}]`;
    if (request.stubResult !== undefined)
        return [
            '[[rule]]',
            `toolName = ${list}`,
            `argsPattern = ${tomlString('[\\s\\S]*')}`,
            'decision = "deny"',
            `denyMessage = ${tomlString(request.stubResult)}`,
            'priority = 900',
            ''
        ].join('\n');
    return [
        '[[rule]]',
        `toolName = ${list}`,
        'decision = "allow"',
        'priority = 900',
        '',
        '[[rule]]',
        'toolName = "*"',
        'decision = "deny"',
        'denyMessage = "This tool is not available in this run."',
        'priority = 100',
        ''
    ].join('\n');
}
async function prepareProject(request, programPath) {
    const root = await makeTempDir('gemini-cli');
    const dispose = () => removeTempDir(root);
    try {
        const home = path__default.join(root, 'home');
        const geminiDir = path__default.join(home, '.gemini');
        const skillsDir = path__default.join(geminiDir, 'skills');
        // A trigger run has no fixtures: it still needs a directory of its own to start in.
        const cwd = request.workDir === '' ? path__default.join(root, 'work') : request.workDir;
        await Promise.all([mkdir(skillsDir, { recursive: true }), mkdir(cwd, { recursive: true })]);
        await copyCatalogue(request.catalogue, skillsDir);
        const names = new Set(request.catalogue.map((e) => e.name));
        // A catalogue skill of the same name as a bundled one replaces it; the others are off.
        const bundled = (await bundledSkillNames(programPath)).filter((n) => !names.has(n));
        const policyFile = path__default.join(root, 'policy.toml');
        await Promise.all([
            writeFile(path__default.join(geminiDir, 'settings.json'), JSON.stringify(settingsFor(request, bundled), null, 2)),
            writeFile(policyFile, policyFor(request))
        ]);
        return {
            cwd,
            home,
            skillsDir,
            policyFile,
            noSystemSettings: path__default.join(root, 'no-system-settings.json'),
            noSystemDefaults: path__default.join(root, 'no-system-defaults.json'),
            dispose
        };
    }
    catch (e) {
        // A copy that fails (a catalogue folder gone) must not leave the project behind.
        await dispose();
        throw e;
    }
}
/**
 * The whole environment of the Gemini CLI process (it replaces, not extends, ours): the shell
 * allow-list, the private home, the relay's address and one-time token, and the switches that
 * keep the machine's configuration out. No API key, no GitHub token, no CI variables.
 */
function geminiCliEnv(project, relay, from = process.env) {
    const env = agentBaseEnv(project.home, from);
    return {
        ...env,
        GEMINI_CLI_HOME: project.home,
        GEMINI_CLI_SYSTEM_SETTINGS_PATH: project.noSystemSettings,
        GEMINI_CLI_SYSTEM_DEFAULTS_PATH: project.noSystemDefaults,
        GEMINI_CLI_TRUST_WORKSPACE: 'false',
        // One process: no relaunch of itself with a larger heap.
        GEMINI_CLI_NO_RELAUNCH: 'true',
        GOOGLE_GEMINI_BASE_URL: relay.url,
        GEMINI_API_KEY: relay.token,
        NO_COLOR: '1'
    };
}

// A Gemini CLI run as its stream-json lines tell it: the model's turns (text and tool calls), the
// tools' answers, the skills it activated, and how it ended. Tool names and arguments are written
// in the builtin harness's words, so an eval file's tool assertions read the same on every harness.
const neutralName = (name) => NEUTRAL_TOOL_NAMES[name] ?? name;
/** A call's arguments as the builtin tools name them (`path`, `old_text`, a skill's `name`). */
function neutralArguments(input) {
    if (typeof input !== 'object' || input === null)
        return input;
    const { file_path, dir_path, old_string, new_string, ...rest } = input;
    const where = file_path ?? dir_path;
    return {
        ...(where === undefined ? {} : { path: where }),
        ...(old_string === undefined ? {} : { old_text: old_string }),
        ...(new_string === undefined ? {} : { new_text: new_string }),
        ...rest
    };
}
class GeminiStreamState {
    config;
    run;
    ownStop;
    result;
    errors = [];
    /** The model's turn in progress: its text and tool calls, until a tool answers. */
    current;
    open = new Map();
    constructor(config, run) {
        this.config = config;
        this.run = run;
    }
    /** Reads one event; true when the harness ends the run here. */
    take(event) {
        switch (event.type) {
            case 'message':
                if (event.role === 'assistant')
                    this.text(event.content);
                return false;
            case 'tool_use':
                return this.toolUse(event);
            case 'tool_result':
                this.toolResult(event);
                return false;
            case 'error':
                this.errors.push(event.message);
                return false;
            case 'result':
                this.result = event;
                return false;
            default:
                return false;
        }
    }
    turn() {
        if (this.current)
            return this.current;
        this.run.turns += 1;
        const event = { type: 'assistant.message', content: '', toolRequests: [] };
        this.run.events.push(event);
        this.current = event;
        return event;
    }
    text(delta) {
        const turn = this.turn();
        turn.content += delta;
        if (turn.content.trim() !== '')
            this.run.output = turn.content;
    }
    /** Records a tool call; a trigger run's first skill call is its end. */
    toolUse(use) {
        const name = neutralName(use.tool_name);
        const args = neutralArguments(use.parameters);
        this.turn().toolRequests.push(name);
        this.run.toolCalls[name] = (this.run.toolCalls[name] ?? 0) + 1;
        this.run.events.push({ type: 'tool.execution_start', toolName: name, arguments: args });
        if (use.tool_name === SKILL_TOOL && this.config.triggerRun !== undefined) {
            this.run.stoppedBy = 'skill_called';
            this.ownStop = 'skill_called';
            return true;
        }
        const called = use.tool_name === SKILL_TOOL ? args.name : undefined;
        const skill = typeof called === 'string'
            ? catalogueEntryFor(this.config.catalogue, called)?.name
            : undefined;
        this.open.set(use.tool_id, { name, skill, at: performance.now() });
        return false;
    }
    toolResult(result) {
        this.current = undefined;
        const call = this.open.get(result.tool_id);
        if (!call)
            return;
        this.open.delete(result.tool_id);
        this.run.toolMs += performance.now() - call.at;
        const ok = result.status === 'success';
        recordToolEnd(this.run, call, ok, result.output ?? result.error?.message ?? '');
    }
    /** True (and the run stopped) once the calls' tokens pass the request's max_tokens. */
    overTokens(usage) {
        const { maxTokens } = this.config;
        if (maxTokens === undefined || this.ownStop !== undefined)
            return false;
        const used = usage.reduce((sum, u) => sum + totalTokens(u), 0);
        if (used <= maxTokens)
            return false;
        stop(this.run, 'max_tokens', `Stopped: max_tokens ${maxTokens} exceeded (${used})`);
        this.ownStop = 'max_tokens';
        return true;
    }
    /** How the process ended the run (limits and failures as the builtin loop words them). */
    applyResult(exitCode, stderr) {
        const result = this.result;
        if (result === undefined) {
            const detail = this.errors.at(-1) ?? stderr.trim();
            stop(this.run, 'error', `Gemini CLI ended without a result (exit ${exitCode})${detail ? `: ${detail}` : ''}`);
            return;
        }
        if (result.status === 'success')
            return;
        const message = result.error?.message ?? this.errors.at(-1) ?? `Gemini CLI: ${result.status}`;
        if (result.error?.type === 'FatalTurnLimitedError' || /max session turns/i.test(message)) {
            stop(this.run, 'max_turns', `Stopped: max_turns ${this.config.maxTurns ?? '(budget)'} reached`);
            return;
        }
        // A request Gemini CLI gave up on (the relay saw the API's status, which feeds the breaker).
        stop(this.run, 'error', message);
    }
}

// The gemini-cli harness: Google's Gemini CLI itself, run headless (`-p` with the prompt on stdin,
// `--output-format stream-json`) in a temporary world (./gemini-cli-project.ts) whose home holds
// the catalogue in `~/.gemini/skills/`. Gemini CLI lists the skills in its system instruction and
// loads one with its `activate_skill` tool; a skill counts as loaded when the stream shows an
// activate_skill call naming it that Gemini CLI answered with success. Its calls reach the Gemini
// API through the credential relay, which reads each answer's usageMetadata: the run is booked
// from what the API billed, also for a run cut short, and checked against the run's budget.
/** Where Gemini CLI's program is: `@google/gemini-cli`, run by Node. */
const GEMINI_CLI_PROGRAM = {
    harness: 'gemini-cli',
    package: '@google/gemini-cli',
    entry: async (dir) => path__default.join(dir, 'bundle', 'gemini.js')
};
/** The model a run asks for unless told otherwise: cheap, and Gemini CLI's own fast default. */
const DEFAULT_GEMINI_CLI_MODEL = 'gemini-2.5-flash';
/** The largest answer a Gemini 2.5 model may write in one call (Gemini CLI sets no cap). */
const GEMINI_MAX_OUTPUT_TOKENS = 65_536;
function geminiCliHarness(options) {
    let relay;
    const relayOnce = () => (relay ??= startCredentialRelay({ ...options.api, provider: GEMINI_RELAY }));
    const model = options.model ?? DEFAULT_GEMINI_CLI_MODEL;
    return {
        info: { name: 'gemini-cli', version: options.program.version },
        run: (request) => runGeminiCli(options.program, relayOnce, model, request),
        close: async () => {
            if (relay)
                await (await relay).close();
        }
    };
}
async function runGeminiCli(program, relayOnce, model, config) {
    const { run, finish, blocked } = startAgentRun('gemini-cli', config);
    if (blocked)
        return finish();
    const llm = config.llm;
    let room;
    try {
        room = reserveRun(llm, model, config.prompt, GEMINI_MAX_OUTPUT_TOKENS);
    }
    catch (e) {
        stopUnstarted(run, e);
        return finish();
    }
    let project;
    let session;
    try {
        const maxTurns = Math.min(config.maxTurns ?? Number.MAX_SAFE_INTEGER, room.maxCalls ?? Number.MAX_SAFE_INTEGER);
        project = await prepareProject({
            workDir: config.workDir,
            catalogue: config.catalogue,
            allowShell: config.allowShell ?? false,
            stubResult: config.triggerRun?.stubResult,
            maxTurns: maxTurns < Number.MAX_SAFE_INTEGER ? maxTurns : undefined
        }, program.path);
        const relay = await relayOnce();
        session = relay.session();
        await streamRun(program, config, run, project, { url: relay.url, session }, model, room);
    }
    catch (e) {
        stop(run, 'error', e instanceof Error ? e.message : String(e));
    }
    finally {
        room.release();
        session?.end();
        await project?.dispose();
    }
    return finish();
}
/** The arguments of one headless run; the prompt goes on stdin (no length limit of argv). */
const argsFor = (program, project, model) => [
    program.path,
    '--output-format',
    'stream-json',
    '--model',
    model,
    '--approval-mode',
    'default',
    '--admin-policy',
    project.policyFile,
    '--prompt',
    ''
];
async function streamRun(program, config, run, project, relay, model, room) {
    const deadline = startDeadline(config);
    const state = new GeminiStreamState(config, run);
    const child = spawn(process.execPath, argsFor(program, project, model), {
        cwd: project.cwd,
        env: geminiCliEnv(project, { url: relay.url, token: relay.session.token }, config.env),
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (s) => {
        stderr = (stderr + s).slice(-2e3);
    });
    const exited = new Promise((resolve) => {
        child.on('close', (code) => resolve(code));
        child.on('error', (e) => {
            stderr += String(e);
            resolve(null);
        });
    });
    // The relay refuses the session's token at once, so no call starts after the harness stopped.
    const end = () => {
        relay.session.end();
        killTree(child);
    };
    deadline.signal.addEventListener('abort', end, { once: true });
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(config.prompt);
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
        if (state.ownStop !== undefined)
            return;
        const event = parseStreamLine(line);
        if (event === undefined)
            return;
        if (state.take(event))
            return end();
        if (config.stop?.aborted && event.type === 'tool_use') {
            state.ownStop = 'stopped';
            stop(run, 'aborted', stopReason(config.stop));
            return end();
        }
        if (room.maxUsd !== undefined && sessionUsd(relay.session, config.llm, model) > room.maxUsd) {
            state.ownStop = 'budget';
            stop(run, 'budget', 'max-usd reached during a Gemini CLI run');
            return end();
        }
        if (state.overTokens(relay.session.usage))
            end();
    });
    const code = await exited;
    deadline.dispose();
    if (state.ownStop === undefined && run.error === null) {
        if (deadline.timedOut())
            stop(run, 'timeout', `Scenario timed out after ${config.timeoutMs / 1000}s`);
        else if (config.signal?.aborted)
            stop(run, 'aborted', 'Run cancelled');
        else
            state.applyResult(code, stderr);
    }
    // Requests cut off by the end of the process are counted once the relay has let them go.
    await relay.session.settled();
    bookRelaySession(config, run, relay.session, model);
    forgetToken(run, relay.session.token);
}
/** Ends Gemini CLI and whatever its shell started (it leads its own process group). */
function killTree(child) {
    if (child.pid === undefined || child.exitCode !== null)
        return;
    try {
        process.kill(-child.pid, 'SIGKILL');
    }
    catch {
        child.kill('SIGKILL');
    }
}

export { DEFAULT_GEMINI_CLI_MODEL, GEMINI_CLI_PROGRAM, GEMINI_MAX_OUTPUT_TOKENS, geminiCliHarness };
