import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { spawn } = __requireBuiltin('node:child_process');
const { realpath, writeFile } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
const { createInterface } = __requireBuiltin('node:readline');
import { at as discriminatedUnion, o as object, au as literal, s as string, _ as _enum, n as number, av as union, aw as CODEX_MAX_OUTPUT_TOKENS, ax as CODEX_INSTRUCTION_CHARS, t as stop, ay as startDeadline, v as stopReason } from './index-main.js';
import { s as startAgentRun, r as reserveRun, b as stopUnstarted, d as bookRelaySession, f as forgetToken, e as sessionTokens, g as sessionUsd, h as recordToolEnd } from './index-agent-run.js';
import { prepareCodexProject, codexConfig, plantedSkills, codexArgs, codexEnv } from './index-codex-project.js';
import { s as startCredentialRelay } from './index-credential-relay.js';

















































// The parts of `codex exec --json` (one JSON event a line on stdout) the codex harness reads, as
// zod schemas: the thread and turn events, and the items a turn is made of — the shell commands
// Codex ran (command_execution: the command line, its output and exit code), its messages
// (agent_message), its warnings and errors. Items of other kinds are read as their type only.
// The events carry no per-call usage (a turn's total, and only for a turn that ended), so the
// harness books usage from the relay instead (./openai-relay.ts).
const CommandExecutionSchema = object({
    id: string(),
    type: literal('command_execution'),
    command: string(),
    aggregated_output: string().nullish(),
    exit_code: number().nullish(),
    /** in_progress, completed, failed or declined. */
    status: string()
});
const ItemSchema = union([
    CommandExecutionSchema,
    object({ id: string(), type: literal('agent_message'), text: string() }),
    object({ id: string(), type: literal('error'), message: string() }),
    object({ id: string(), type: string() })
]);
const CodexEventSchema = discriminatedUnion('type', [
    object({ type: literal('thread.started'), thread_id: string() }),
    object({ type: literal('turn.started') }),
    object({ type: literal('turn.completed') }),
    object({ type: literal('turn.failed'), error: object({ message: string() }) }),
    object({
        type: _enum(['item.started', 'item.updated', 'item.completed']),
        item: ItemSchema
    }),
    /** A stream error Codex reports (a retry it makes, or the failure it gives up on). */
    object({ type: literal('error'), message: string() })
]);
const isCommand = (item) => item.type === 'command_execution' && 'command' in item;
/** One line of stdout as an event; undefined for anything else. */
function parseCodexEvent(line) {
    let json;
    try {
        json = JSON.parse(line);
    }
    catch {
        return undefined;
    }
    const parsed = CodexEventSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
}
/** The Responses API's usage block (input includes the cached part). */
const ResponseUsageSchema = object({
    input_tokens: number(),
    input_tokens_details: object({ cached_tokens: number().nullish() }).nullish(),
    output_tokens: number()
});
/** The end of a streamed response (`response.completed`, or an incomplete or failed one). */
const ResponseEndSchema = object({
    type: _enum(['response.completed', 'response.incomplete', 'response.failed']),
    response: object({ model: string().nullish(), usage: ResponseUsageSchema.nullish() })
});

const requestPath = (url) => (url ?? '').split('?')[0] ?? '';
/** The usage of one answer: input net of its cached part, as the ledger counts input. */
function usageOfResponse(json) {
    const parsed = ResponseEndSchema.shape.response.safeParse(json);
    const usage = parsed.success ? parsed.data.usage : undefined;
    if (!parsed.success || !usage)
        return undefined;
    const cached = usage.input_tokens_details?.cached_tokens ?? 0;
    return {
        model: parsed.data.model ?? undefined,
        input: Math.max(0, usage.input_tokens - cached),
        cacheRead: cached,
        cacheWrite: 0,
        output: usage.output_tokens
    };
}
/** A streamed answer's usage: the data of its last `response.completed` (or failed) event. */
function responsesUsage(answer) {
    if (answer.trimStart().startsWith('{')) {
        try {
            return usageOfResponse(JSON.parse(answer));
        }
        catch {
            return undefined;
        }
    }
    const lines = answer.split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
        const line = lines[i];
        if (!line.startsWith('data:') || !line.includes('"response.'))
            continue;
        try {
            const event = ResponseEndSchema.safeParse(JSON.parse(line.slice('data:'.length)));
            if (event.success)
                return usageOfResponse(event.data.response);
        }
        catch {
            // Not an end event's data: look further up.
        }
    }
    return undefined;
}
const OPENAI_RELAY = {
    defaultBaseURL: 'https://api.openai.com',
    tokenOf: (req) => {
        const auth = req.headers.authorization;
        return auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : undefined;
    },
    keyHeaders: (apiKey) => ({ authorization: `Bearer ${apiKey}` }),
    isModelCall: (req) => req.method === 'POST' && requestPath(req.url) === '/v1/responses',
    usageOf: (_url, body) => responsesUsage(body)
};

// The codex harness: OpenAI's Codex CLI itself (`codex exec --json`, its native binary) runs the
// prompt in a temporary project whose private CODEX_HOME holds the catalogue as user skills
// (./codex-project.ts). Codex lists the skills to the model (name, description, SKILL.md path) and
// has no skill tool: the model loads a skill by reading its SKILL.md with the shell. A skill counts
// as loaded when the event stream shows a shell command naming that skill's SKILL.md which Codex
// ran without an error; a trigger run ends at the first such command, before Codex's next model
// call (so it costs what a builtin trigger run costs), or when its K turns (max_turns) are used.
// Codex's calls reach the API through the credential relay, which reads each call's usage from the
// answer; the run is booked from that in the run's ledger, at OpenAI's list prices.
/** A small, cheap model of OpenAI's that Codex runs well: the default, e.g. for trigger runs. */
const CODEX_DEFAULT_MODEL = 'gpt-5-mini';
function codexHarness(options) {
    let relay;
    const baseURL = options.api.baseURL?.replace(/\/+$/, '').replace(/\/v1$/, '');
    const relayOnce = () => (relay ??= startCredentialRelay({
        apiKey: options.api.apiKey,
        baseURL,
        provider: OPENAI_RELAY
    }));
    const model = options.model ?? CODEX_DEFAULT_MODEL;
    return {
        info: { name: 'codex', version: options.program.version },
        run: (request) => runCodex(options.program, model, relayOnce, request),
        close: async () => {
            if (relay)
                await (await relay).close();
        }
    };
}
async function runCodex(program, model, relayOnce, config) {
    const { run, finish, blocked } = startAgentRun('codex', config);
    if (blocked)
        return finish();
    const llm = config.llm;
    let room;
    try {
        room = reserveRun(llm, model, config.prompt, CODEX_MAX_OUTPUT_TOKENS, CODEX_INSTRUCTION_CHARS);
    }
    catch (e) {
        stopUnstarted(run, e);
        return finish();
    }
    let project;
    let session;
    try {
        project = await prepareCodexProject(config.workDir, config.catalogue);
        const relay = await relayOnce();
        session = relay.session();
        // The sandbox re-executes Codex's binary: its real folder must be readable to commands.
        const programDir = path__default.dirname(path__default.dirname(await realpath(program.path)));
        await writeFile(path__default.join(project.codexHome, 'config.toml'), codexConfig({
            project,
            model,
            relayUrl: relay.url,
            programDir,
            writable: config.triggerRun === undefined,
            planted: await plantedSkills(project.cwd)
        }));
        const child = spawn(program.path, codexArgs(project), {
            cwd: project.cwd,
            env: codexEnv(project, session.token, programDir, config.env),
            stdio: ['pipe', 'pipe', 'pipe'],
            detached: true
        });
        await followRun(child, config, run, new CodexState(config, run, project, session, room, model));
        // Requests cut off by the end of the process are counted once the relay has let them go.
        await session.settled();
        bookRelaySession(config, run, session, model);
        run.turns = session.answeredCalls;
    }
    catch (e) {
        stop(run, 'error', e instanceof Error ? e.message : String(e));
    }
    finally {
        room.release();
        await project?.dispose();
        session?.end();
    }
    if (session)
        forgetToken(run, session.token);
    return finish();
}
/** Kills Codex and everything it started (its sandboxed commands). */
function kill(child) {
    try {
        if (child.pid)
            process.kill(-child.pid, 'SIGKILL');
    }
    catch {
        // Already gone.
    }
}
/** Runs Codex to its end, or until the state or the deadline ends it. */
async function followRun(child, config, run, state) {
    const deadline = startDeadline(config);
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-2e3);
    });
    const exited = new Promise((resolve) => {
        child.on('close', (code) => resolve(code));
        child.on('error', (e) => {
            stderr += String(e);
            resolve(null);
        });
    });
    child.stdin?.end(config.prompt);
    const onDeadline = () => kill(child);
    deadline.signal.addEventListener('abort', onDeadline, { once: true });
    try {
        const lines = createInterface({ input: child.stdout });
        for await (const line of lines) {
            const event = parseCodexEvent(line);
            if (event === undefined || state.ownStop !== undefined)
                continue;
            if (await state.take(event)) {
                kill(child);
                break;
            }
        }
        const code = await exited;
        if (state.ownStop !== undefined || run.error !== null)
            return;
        if (deadline.timedOut())
            stop(run, 'timeout', `Scenario timed out after ${config.timeoutMs / 1000}s`);
        else if (config.signal?.aborted)
            stop(run, 'aborted', 'Run cancelled');
        else if (!state.ended)
            stop(run, 'error', `Codex exited (code ${code}) without ending its turn: ${stderr.trim()}`.trim());
    }
    finally {
        deadline.signal.removeEventListener('abort', onDeadline);
        deadline.dispose();
        kill(child);
    }
}
/** A shell command names a catalogue skill's SKILL.md when it holds `<folder>/SKILL.md`. */
function skillRead(command, folders) {
    let first;
    for (const [entry, folder] of folders) {
        const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const at = new RegExp(`(?:^|[\\s'"/=])${escaped}/SKILL\\.md`).exec(command)?.index;
        if (at !== undefined && (first === undefined || at < first[0]))
            first = [at, entry];
    }
    return first?.[1];
}
/** The run as Codex's events tell it. */
class CodexState {
    config;
    run;
    project;
    session;
    room;
    model;
    ownStop;
    ended = false;
    open = new Map();
    constructor(config, run, project, session, room, model) {
        this.config = config;
        this.run = run;
        this.project = project;
        this.session = session;
        this.room = room;
        this.model = model;
    }
    /** Reads one event; true when the harness ends the run here (Codex is then killed). */
    async take(event) {
        if (event.type === 'turn.completed')
            this.ended = true;
        else if (event.type === 'turn.failed') {
            this.ended = true;
            stop(this.run, 'error', `Codex: ${event.error.message}`);
        }
        else if (event.type === 'item.started' && isCommand(event.item))
            return this.commandStarted(event.item);
        else if (event.type === 'item.completed' && isCommand(event.item))
            this.commandCompleted(event.item);
        else if (event.type === 'item.completed' &&
            event.item.type === 'agent_message' &&
            'text' in event.item) {
            this.run.events.push({
                type: 'assistant.message',
                content: event.item.text,
                toolRequests: []
            });
            if (event.item.text.trim() !== '')
                this.run.output = event.item.text;
        }
        return false;
    }
    /**
     * A command Codex starts. It is recorded (a read of a catalogue SKILL.md as a Skill call, any
     * other as bash); then, before Codex can make another model call, the run ends here if it is a
     * trigger run's activation, or if a limit says the next call must not be made.
     */
    async commandStarted(item) {
        const entry = skillRead(item.command, this.project.folders);
        const name = entry ? 'Skill' : 'bash';
        const args = entry ? { name: entry.name, command: item.command } : { command: item.command };
        this.run.toolCalls[name] = (this.run.toolCalls[name] ?? 0) + 1;
        this.run.events.push({ type: 'tool.execution_start', toolName: name, arguments: args });
        this.open.set(item.id, { name, skill: entry?.name, at: performance.now() });
        const why = this.stopBefore(entry !== undefined);
        if (why === undefined)
            return false;
        this.ownStop = why[0];
        if (why[0] === 'skill_called')
            this.run.stoppedBy = 'skill_called';
        else
            stop(this.run, why[0] === 'stopped' ? 'aborted' : why[0], why[1]);
        // No new model call gets through; the one in flight, if any, ends and is booked.
        const settled = this.session.settled();
        this.session.end();
        await settled;
        return true;
    }
    stopBefore(activation) {
        const { config, session, room } = this;
        if (config.stop?.aborted)
            return ['stopped', stopReason(config.stop)];
        if (activation && config.triggerRun !== undefined)
            return ['skill_called', ''];
        const calls = session.answeredCalls;
        if (config.maxTurns !== undefined && calls >= config.maxTurns)
            return ['max_turns', `Stopped: max_turns ${config.maxTurns} reached`];
        const tokens = sessionTokens(session);
        if (config.maxTokens !== undefined && tokens > config.maxTokens)
            return ['max_tokens', `Stopped: max_tokens ${config.maxTokens} exceeded (${tokens})`];
        if (room.maxCalls !== undefined && calls >= room.maxCalls)
            return ['budget', `max-calls reached during a Codex run (${calls} calls)`];
        if (room.maxUsd !== undefined && sessionUsd(session, config.llm, this.model) >= room.maxUsd)
            return ['budget', 'max-usd reached during a Codex run'];
        return undefined;
    }
    commandCompleted(item) {
        const call = this.open.get(item.id);
        if (!call)
            return;
        this.open.delete(item.id);
        this.run.toolMs += performance.now() - call.at;
        const ok = item.status === 'completed' && item.exit_code === 0;
        recordToolEnd(this.run, call, ok, item.aggregated_output ?? '');
    }
}

export { CODEX_DEFAULT_MODEL, codexHarness };
