import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);

const { mkdir } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
import { m as makeTempDir, l as removeTempDir, k as DEFAULT_RETRY_POLICY, v as stopReason, at as discriminatedUnion, o as object, b as array, s as string, n as number, aF as boolean, au as literal, av as union, aG as record, az as unknown, aH as CLAUDE_CODE_MAX_OUTPUT_TOKENS, t as stop, ay as startDeadline, L as LlmError, x as totalTokens, aB as catalogueEntryFor } from './index-main.js';
import { c as copyCatalogue, a as agentBaseEnv, s as startAgentRun, r as reserveRun, b as stopUnstarted, f as forgetToken, h as recordToolEnd } from './index-agent-run.js';
import { s as startCredentialRelay } from './index-credential-relay.js';

















































// The temporary project one Claude Code run works in. The agent's working directory is the run's
// work dir (the fixtures, nothing else); the catalogue lives in a separate config root, as
// `.claude/skills/<name>/SKILL.md` copies, so a fixture can never plant settings, hooks or skills
// of its own, and the work dir the assertions read holds only what the agent did. Home and
// Claude Code's config dir are fresh temp folders, so no user or machine settings leak in.
async function prepareProject(workDir, catalogue) {
    const root = await makeTempDir('claude-code');
    const dispose = () => removeTempDir(root);
    try {
        const configRoot = path__default.join(root, 'project');
        const skillsDir = path__default.join(configRoot, '.claude', 'skills');
        const home = path__default.join(root, 'home');
        // A trigger run has no fixtures: it still needs a directory of its own to start in.
        const cwd = workDir === '' ? path__default.join(root, 'work') : workDir;
        await Promise.all([
            mkdir(skillsDir, { recursive: true }),
            mkdir(home),
            mkdir(cwd, { recursive: true })
        ]);
        await copyCatalogue(catalogue, skillsDir);
        return { cwd, configRoot, skillsDir, home, dispose };
    }
    catch (e) {
        // A copy that fails (a catalogue folder gone) must not leave the project behind.
        await dispose();
        throw e;
    }
}
/** Claude Code's switches for a run that must not talk to anyone but the relay. */
const QUIET = {
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_ERROR_REPORTING: '1',
    DISABLE_AUTOUPDATER: '1',
    // Only the catalogue: no CLAUDE.md or memory from the work dir, no skills bundled with Claude Code.
    CLAUDE_CODE_DISABLE_CLAUDE_MDS: '1',
    CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1',
    CLAUDE_CODE_DISABLE_BUNDLED_SKILLS: '1'
};
/**
 * The whole environment of the Claude Code process (it replaces, not extends, ours): the shell
 * allow-list, a private home, the relay's address and token, and the switches above. No API key,
 * no GitHub token, no CI variables.
 */
function claudeCodeEnv(project, relay, from = process.env) {
    const env = agentBaseEnv(project.home, from);
    return {
        ...env,
        ...QUIET,
        CLAUDE_CONFIG_DIR: path__default.join(project.home, '.claude'),
        ANTHROPIC_BASE_URL: relay.url,
        ANTHROPIC_API_KEY: relay.token,
        // Claude Code retries a failed request as skill-ci's own client does (3 times, not 10), so
        // an API that is down fails a run in seconds, not minutes.
        CLAUDE_CODE_MAX_RETRIES: String(DEFAULT_RETRY_POLICY.maxRetries)
    };
}

const FILE_TOOLS = ['Read', 'Write', 'Edit', 'Glob', 'Grep'];
/** The SDK options of one run: the project, the tools the scenario allows, the limits. */
function queryOptions(config, project, relay, model, room, abortController, stderr, onStop) {
    const allowShell = config.allowShell ?? false;
    const trigger = config.triggerRun !== undefined;
    const names = config.catalogue.map((e) => e.name);
    const maxTurns = Math.min(config.maxTurns ?? Number.MAX_SAFE_INTEGER, room.maxCalls ?? Number.MAX_SAFE_INTEGER);
    return {
        cwd: project.cwd,
        projectConfigRoot: project.configRoot,
        additionalDirectories: [project.skillsDir],
        env: claudeCodeEnv(project, { url: relay.url, token: relay.session.token }, config.env),
        settingSources: ['project'],
        tools: [...FILE_TOOLS, ...(names.length > 0 ? ['Skill'] : []), ...(allowShell ? ['Bash'] : [])],
        ...(names.length > 0 ? { skills: names } : {}),
        // Edits inside the work dir are accepted and everything else is refused on the spot: no
        // permission question ever waits for a person. A trigger run pre-approves nothing: its hooks
        // answer every tool.
        permissionMode: trigger ? 'dontAsk' : 'acceptEdits',
        allowedTools: allowShell && !trigger ? ['Bash'] : [],
        hooks: runHooks(config, onStop),
        ...(maxTurns < Number.MAX_SAFE_INTEGER ? { maxTurns } : {}),
        ...(room.maxUsd === undefined ? {} : { maxBudgetUsd: room.maxUsd }),
        persistSession: false,
        // The raw stream events carry each turn's final usage, also of a turn the harness cuts short.
        includePartialMessages: true,
        model,
        abortController,
        stderr
    };
}
/**
 * The hooks of a run. A run told to stop (`config.stop`) ends at the next tool call, before it
 * runs or right after, so Claude Code makes no model call after the one in flight. A trigger run
 * asks only which skill the agent loads: Claude Code stops before the Skill call runs (no further
 * model call), and every other tool is answered with the stub, unrun.
 */
function runHooks(config, onStop) {
    const stopping = () => {
        if (!config.stop?.aborted)
            return undefined;
        onStop();
        return { continue: false, stopReason: stopReason(config.stop) };
    };
    const stubResult = config.triggerRun?.stubResult;
    const preToolUse = async (input) => {
        const stopped = stopping();
        if (stopped !== undefined || stubResult === undefined)
            return stopped ?? {};
        return input.tool_name === 'Skill'
            ? { continue: false, stopReason: 'a trigger run ends at its Skill call' }
            : {
                hookSpecificOutput: {
                    hookEventName: 'PreToolUse',
                    permissionDecision: 'deny',
                    permissionDecisionReason: stubResult
                }
            };
    };
    const postToolUse = async () => stopping() ?? {};
    return {
        PreToolUse: [{ hooks: [preToolUse] }],
        PostToolUse: [{ hooks: [postToolUse] }]
    };
}

// The parts of the Agent SDK's message stream the harness reads, as one zod schema: assistant
// turns (text and tool_use blocks), user turns (tool results), the raw stream events that carry a
// turn's usage (message_start, message_delta) and the final result (subtype, usage per model).
// Every other message type is skipped.
const TextBlockSchema = object({ type: literal('text'), text: string() });
const ToolUseBlockSchema = object({
    type: literal('tool_use'),
    id: string(),
    name: string(),
    input: unknown()
});
const ToolResultBlockSchema = object({
    type: literal('tool_result'),
    tool_use_id: string(),
    content: unknown(),
    is_error: boolean().nullish()
});
const OtherBlockSchema = object({ type: string() });
const BlockSchema = union([
    TextBlockSchema,
    ToolUseBlockSchema,
    ToolResultBlockSchema,
    OtherBlockSchema
]);
const count = number()
    .nullish()
    .transform((n) => n ?? 0);
const UsageSchema = object({
    input_tokens: count,
    output_tokens: count,
    cache_creation_input_tokens: count,
    cache_read_input_tokens: count
});
const ModelUsageSchema = object({
    inputTokens: count,
    outputTokens: count,
    cacheReadInputTokens: count,
    cacheCreationInputTokens: count
});
/** Messages of a subagent carry the tool call that started it; the harness reads the main thread. */
const thread = { parent_tool_use_id: string().nullish() };
const SdkMessageSchema = discriminatedUnion('type', [
    object({
        type: literal('assistant'),
        ...thread,
        /** Claude Code's own message saying a request failed (its text is not the model's). */
        is_api_error_message: boolean().nullish(),
        /** The HTTP status of that failed request (after Claude Code's retries). */
        api_error_status: number().nullish(),
        message: object({
            id: string(),
            /** The model the API answered the turn with. */
            model: string().nullish(),
            content: array(BlockSchema),
            usage: UsageSchema.nullish()
        })
    }),
    object({
        type: literal('user'),
        ...thread,
        message: object({ content: union([string(), array(BlockSchema)]) })
    }),
    object({
        type: literal('stream_event'),
        ...thread,
        event: object({
            type: string(),
            message: object({ id: string(), usage: UsageSchema.nullish() }).nullish(),
            usage: UsageSchema.nullish()
        })
    }),
    object({
        type: literal('result'),
        subtype: string(),
        /** Set when the run ended on a failure, e.g. an API error (then `result` says which). */
        is_error: boolean().nullish(),
        duration_api_ms: count,
        result: string().nullish(),
        errors: array(string()).nullish(),
        modelUsage: record(string(), ModelUsageSchema).nullish()
    })
]);
/** The text of a tool result's content (a string or text blocks). */
function toolResultText(content) {
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return '';
    return content
        .map((b) => typeof b === 'object' && b !== null && b.type === 'text'
        ? String(b.text ?? '')
        : '')
        .join('');
}

// The claude-code harness: Claude Code itself, through the Claude Agent SDK, runs the prompt in a
// temporary project whose `.claude/skills/` holds the catalogue (./claude-code-project.ts). It
// discovers the skills, lists them to the model and loads them with its own Skill tool; a skill
// counts as loaded when the message stream shows a Skill tool_use naming it that Claude Code
// answered without an error. Its calls reach the API through the credential relay, and its usage
// (per model, from the result message) is booked in the run's ledger and checked against the
// run's budget before each run, like the builtin harness's calls.
/**
 * Claude Code's tool names in the builtin harness's words, so an eval file's tool assertions and
 * the reports read the same whichever harness ran.
 */
const NEUTRAL_TOOL_NAMES = {
    Read: 'read_file',
    Write: 'write_file',
    Edit: 'edit_file',
    Glob: 'list_files',
    Bash: 'bash'
};
const neutralName = (name) => NEUTRAL_TOOL_NAMES[name] ?? name;
/** A call's arguments as the builtin tools name them (`path`, a Skill's `name`). */
function neutralArguments(name, input) {
    if (typeof input !== 'object' || input === null)
        return input;
    const { file_path, skill, old_string, new_string, ...rest } = input;
    if (name === 'Skill')
        return { name: skill, ...rest };
    return {
        ...(file_path === undefined ? {} : { path: file_path }),
        ...(old_string === undefined ? {} : { old_text: old_string }),
        ...(new_string === undefined ? {} : { new_text: new_string }),
        ...rest
    };
}
const textOf = (blocks) => blocks.map((b) => (b.type === 'text' && 'text' in b ? b.text : '')).join('');
const isToolUse = (b) => b.type === 'tool_use' && 'id' in b;
const isToolResult = (b) => b.type === 'tool_result' && 'tool_use_id' in b;
const emptyTokens = () => ({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0 });
const tokensOf = (u) => ({
    input: u.input_tokens,
    output: u.output_tokens,
    cacheRead: u.cache_read_input_tokens,
    cacheWrite: u.cache_creation_input_tokens
});
function claudeCodeHarness(options) {
    let relay;
    const relayOnce = () => (relay ??= startCredentialRelay(options.api));
    return {
        info: { name: 'claude-code', version: options.sdk.version },
        run: (request) => runClaudeCode(options.sdk, relayOnce, request),
        close: async () => {
            if (relay)
                await (await relay).close();
        }
    };
}
async function runClaudeCode(sdk, relayOnce, config) {
    const { run, finish, blocked } = startAgentRun('claude-code', config);
    if (blocked)
        return finish();
    const llm = config.llm;
    let model;
    let room;
    try {
        model = await llm.resolveModel(config.model);
        room = reserveRun(llm, model, config.prompt, CLAUDE_CODE_MAX_OUTPUT_TOKENS);
    }
    catch (e) {
        stopUnstarted(run, e);
        return finish();
    }
    let project;
    let session;
    try {
        project = await prepareProject(config.workDir, config.catalogue);
        const relay = await relayOnce();
        session = relay.session();
        await streamRun(sdk, config, run, project, { url: relay.url, session }, model, room);
    }
    catch (e) {
        stop(run, 'error', e instanceof Error ? e.message : String(e));
    }
    finally {
        room.release();
        await project?.dispose();
        session?.end();
    }
    return finish();
}
async function streamRun(sdk, config, run, project, relay, model, room) {
    // The SDK takes a controller: it follows the deadline's signal (timeout or the caller's abort).
    const deadline = startDeadline(config);
    const controller = new AbortController();
    deadline.signal.addEventListener('abort', () => controller.abort(), { once: true });
    let stderr = '';
    const keepStderr = (s) => {
        stderr = (stderr + s).slice(-2e3);
    };
    const state = new StreamState(config, run);
    const onStop = () => {
        if (state.ownStop !== undefined || config.stop === undefined)
            return;
        state.ownStop = 'stopped';
        stop(run, 'aborted', stopReason(config.stop));
    };
    try {
        const messages = sdk.query({
            prompt: config.prompt,
            options: queryOptions(config, project, relay, model, room, controller, keepStderr, onStop)
        });
        for await (const raw of messages) {
            const parsed = SdkMessageSchema.safeParse(raw);
            if (parsed.success && state.take(parsed.data)) {
                controller.abort();
                break;
            }
        }
    }
    catch (e) {
        // The SDK also throws after an error result (a limit); the result says what happened.
        if (state.ownStop === undefined && !deadline.signal.aborted && !state.ended) {
            const detail = e instanceof Error ? e.message : String(e);
            stop(run, 'error', stderr.trim() ? `${detail}: ${stderr.trim()}` : detail);
        }
    }
    finally {
        deadline.dispose();
    }
    if (state.ownStop === undefined && run.error === null) {
        if (deadline.timedOut())
            stop(run, 'timeout', `Scenario timed out after ${config.timeoutMs / 1000}s`);
        else if (config.signal?.aborted)
            stop(run, 'aborted', 'Run cancelled');
        else
            state.applyResult();
    }
    // Requests cut off by the end of the process are counted once the relay has let them go.
    await relay.session.settled();
    state.book(model, relay.session);
    // The run's calls tell the breaker whether the API is up, as the client's own calls do.
    if (relay.session.answeredCalls > 0)
        config.llm.observe();
    if (state.apiErrorStatus !== undefined && run.stoppedBy === 'error')
        config.llm.observe(new LlmError('http', run.error ?? 'API error', 0, state.apiErrorStatus));
    forgetToken(run, relay.session.token);
}
/** The run as the message stream tells it, turn by turn. */
class StreamState {
    config;
    run;
    ownStop;
    /** Usage per model turn, from its stream events (or its message when there were none). */
    usageByTurn = new Map();
    streaming;
    lastTurn;
    open = new Map();
    result;
    /** The status of the request Claude Code gave up on, if it gave up on one. */
    apiErrorStatus;
    get ended() {
        return this.result !== undefined;
    }
    constructor(config, run) {
        this.config = config;
        this.run = run;
    }
    /** Reads one message; true when the harness ends the run here. */
    take(message) {
        if (message.type === 'result') {
            this.result = message;
            this.run.apiMs = message.duration_api_ms;
            return false;
        }
        // A subagent's turns are its own; the run is the main thread's.
        if (message.parent_tool_use_id)
            return false;
        if (message.type === 'stream_event')
            return this.streamEvent(message.event);
        // A request that failed is no model turn; the result reports the failure.
        if (message.type === 'assistant' && message.is_api_error_message === true) {
            this.apiErrorStatus = message.api_error_status ?? undefined;
            return false;
        }
        if (message.type === 'assistant')
            return this.assistant(message);
        if (typeof message.message.content !== 'string')
            for (const block of message.message.content)
                if (isToolResult(block))
                    this.toolResult(block);
        return false;
    }
    assistant(message) {
        const { id, content, usage, model } = message.message;
        // The record states the model that answered (the run asked for config.model).
        if (model)
            this.config.llm.noteAnswer(this.config.model, model);
        const text = textOf(content);
        const uses = content.filter(isToolUse);
        const requests = uses.map((u) => neutralName(u.name));
        // Claude Code sends each block of a turn as its own message with the turn's id.
        const last = this.run.events.at(-1);
        if (id === this.lastTurn && last?.type === 'assistant.message') {
            last.content += text;
            last.toolRequests.push(...requests);
        }
        else {
            this.run.turns += 1;
            this.run.events.push({ type: 'assistant.message', content: text, toolRequests: requests });
        }
        this.lastTurn = id;
        if (usage && !this.usageByTurn.has(id))
            this.usageByTurn.set(id, tokensOf(usage));
        if (text.trim() !== '')
            this.run.output = text;
        for (const use of uses)
            this.toolUse(use);
        return this.overTokens();
    }
    /** A turn's usage: input at its start, output (cumulative) in its message_delta. */
    streamEvent(event) {
        if (event.type === 'message_start' && event.message) {
            this.streaming = event.message.id;
            if (event.message.usage)
                this.usageByTurn.set(this.streaming, tokensOf(event.message.usage));
            return false;
        }
        if (event.type !== 'message_delta' || this.streaming === undefined)
            return false;
        const turn = this.usageByTurn.get(this.streaming) ?? emptyTokens();
        const delta = event.usage ? tokensOf(event.usage) : emptyTokens();
        for (const k of ['input', 'output', 'cacheRead', 'cacheWrite'])
            if (delta[k] > 0)
                turn[k] = delta[k];
        this.usageByTurn.set(this.streaming, turn);
        return this.overTokens();
    }
    overTokens() {
        const { maxTokens } = this.config;
        const used = totalTokens(this.streamedTokens());
        if (this.ownStop === undefined && maxTokens !== undefined && used > maxTokens) {
            stop(this.run, 'max_tokens', `Stopped: max_tokens ${maxTokens} exceeded (${used})`);
            this.ownStop = 'max_tokens';
            return true;
        }
        return false;
    }
    /** Records a tool call; a trigger run's first Skill call is its end (the hook stops it). */
    toolUse(use) {
        const name = neutralName(use.name);
        const args = neutralArguments(use.name, use.input);
        this.run.toolCalls[name] = (this.run.toolCalls[name] ?? 0) + 1;
        this.run.events.push({ type: 'tool.execution_start', toolName: name, arguments: args });
        const called = use.name === 'Skill' ? args.name : undefined;
        if (use.name === 'Skill' && this.config.triggerRun !== undefined) {
            if (this.ownStop === undefined) {
                this.run.stoppedBy = 'skill_called';
                this.ownStop = 'skill_called';
            }
            return;
        }
        const skill = typeof called === 'string'
            ? catalogueEntryFor(this.config.catalogue, called)?.name
            : undefined;
        this.open.set(use.id, { name, skill, at: performance.now() });
    }
    toolResult(block) {
        const call = this.open.get(block.tool_use_id);
        if (!call)
            return;
        this.open.delete(block.tool_use_id);
        this.run.toolMs += performance.now() - call.at;
        recordToolEnd(this.run, call, block.is_error !== true, toolResultText(block.content));
    }
    streamedTokens() {
        const sum = emptyTokens();
        for (const t of this.usageByTurn.values())
            for (const k of ['input', 'output', 'cacheRead', 'cacheWrite'])
                sum[k] += t[k];
        return sum;
    }
    /** How the result message ended the run (limits and failures as the builtin loop words them). */
    applyResult() {
        const result = this.result;
        if (result === undefined) {
            stop(this.run, 'error', 'Claude Code ended without a result');
            return;
        }
        if (result.subtype === 'success' && result.is_error === true) {
            // Claude Code ends a run whose request failed (after its retries) as a "success" flagged
            // as an error, with the API's message as its result.
            stop(this.run, 'error', result.result || 'Claude Code: the run ended on an error');
            return;
        }
        if (this.run.output === '' && result.result)
            this.run.output = result.result;
        if (result.subtype === 'success')
            return;
        if (result.subtype === 'error_max_turns')
            stop(this.run, 'max_turns', `Stopped: max_turns ${this.config.maxTurns ?? '(budget)'} reached`);
        else if (result.subtype === 'error_max_budget_usd')
            stop(this.run, 'budget', 'max-usd reached during a Claude Code run');
        else
            stop(this.run, 'error', (result.errors ?? []).join('; ') || `Claude Code: ${result.subtype}`);
    }
    /**
     * Books the run in the ledger: the result's usage per model when there is one, else what the
     * stream reported (a run cut short); the model calls the API answered and every request that
     * reached it, as the relay counted them (Claude Code retries failed requests itself).
     */
    book(model, session) {
        const { llm, layer = 'ab' } = this.config;
        const perModel = Object.entries(this.result?.modelUsage ?? {}).map(([name, u]) => [
            name,
            {
                input: u.inputTokens,
                output: u.outputTokens,
                cacheRead: u.cacheReadInputTokens,
                cacheWrite: u.cacheCreationInputTokens
            }
        ]);
        const usage = perModel.length > 0 ? perModel : [[model, this.streamedTokens()]];
        llm.ledger.recordRequests(session.requests);
        usage.forEach(([name, tokens], i) => {
            const calls = i === 0 ? session.answeredCalls : 0;
            if (calls === 0 && totalTokens(tokens) === 0)
                return;
            this.run.costUsd += llm.ledger.record(name, layer, tokens, calls);
            for (const k of ['input', 'output', 'cacheRead', 'cacheWrite'])
                this.run.tokens[k] += tokens[k];
        });
    }
}

export { claudeCodeHarness };
