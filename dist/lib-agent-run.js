import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { cp, lstat } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
import { w as worstCaseUsd, B as BudgetExhaustedError } from './lib-client.js';

import { t as totalTokens, i as costUsd, p as priceFor } from './lib-index.js';
import { n as newRun, s as stop, a as stopReason, b as scrubbedEnv } from './lib-loop.js';
import { L as LlmError } from './lib-llm-error.js';

// What every harness on an agent's own program shares (claude-code, codex, gemini-cli, …): the
// budget a run reserves before it starts, the catalogue's isolated copies written into the agent's
// skill folder, the relay token taken out of what the run reports, and the run booked from what
// the relay saw.
/**
 * A run's start: its record, how it is finished (wall time, timeout), and whether it must end
 * before it starts: the agent program cannot replay a prior conversation (a busy context), the
 * circuit breaker has stopped every call, or the run was stopped already.
 */
function startAgentRun(harness, config) {
    const started = performance.now();
    const run = newRun(config.prompt);
    const finish = () => {
        run.timedOut = run.stoppedBy === 'timeout';
        run.wallMs = performance.now() - started;
        return run;
    };
    const refused = config.llm.stopped();
    if ((config.history ?? []).length > 0)
        stop(run, 'error', `the ${harness} harness cannot start from a prior conversation (use context: empty)`);
    else if (refused)
        stop(run, 'error', refused.message);
    else if (config.stop?.aborted)
        stop(run, 'aborted', stopReason(config.stop));
    else
        return { run, finish, blocked: false };
    return { run, finish, blocked: true };
}
/**
 * A tool call's end in the run's record, however the agent reported it: a failure counted, a
 * skill loaded (a successful load of a catalogue skill, `skill`) recorded once in `skillsLoaded`
 * and as an event, and the call's result.
 */
function recordToolEnd(run, call, ok, result) {
    if (!ok)
        run.toolFailures += 1;
    if (ok && call.skill !== undefined) {
        if (!run.skillsLoaded.includes(call.skill))
            run.skillsLoaded.push(call.skill);
        run.events.push({ type: 'skill.invoked', name: call.skill });
    }
    run.events.push({ type: 'tool.execution_complete', toolName: call.name, success: ok, result });
}
/** Ends a run that could not start: a spent budget is `budget`, anything else an error. */
function stopUnstarted(run, error) {
    if (error instanceof BudgetExhaustedError)
        stop(run, 'budget', error.message);
    else
        stop(run, 'error', error instanceof Error ? error.message : String(error));
}
/**
 * Reserves a run's worst first call (the prompt plus `extraInputChars` of the agent's own
 * instructions and tools, and `maxOutputTokens` of output) against the run's budget; throws
 * BudgetExhaustedError when the budget is spent.
 */
function reserveRun(llm, model, prompt, maxOutputTokens, extraInputChars = 0) {
    const worst = worstCaseUsd({
        max_tokens: maxOutputTokens,
        messages: [{ role: 'user', content: prompt + ' '.repeat(extraInputChars) }]
    }, model, llm.pricing);
    const release = llm.budget.reserve(llm.ledger, worst);
    const { maxUsd, maxCalls } = llm.budget.limits;
    return {
        release,
        maxUsd: maxUsd === undefined ? undefined : Math.max(0, maxUsd - llm.ledger.costUsd),
        maxCalls: maxCalls === undefined ? undefined : Math.max(1, maxCalls - llm.ledger.calls)
    };
}
/**
 * The relay's token is the one credential in the agent's environment; a command that prints the
 * environment would put it in the run's text. It is useless off this machine, and still redacted.
 */
function forgetToken(run, token) {
    const clean = (s) => s.split(token).join('[REDACTED]');
    run.output = clean(run.output);
    if (run.error !== null)
        run.error = clean(run.error);
    for (const event of run.events) {
        if (event.type === 'assistant.message' || event.type === 'user.message')
            event.content = clean(event.content);
        else if (event.type === 'tool.execution_complete')
            event.result = clean(event.result);
        else if (event.type === 'runner.error')
            event.message = clean(event.message);
    }
}
/** Proxy settings are kept (the machine may need them); the relay on loopback is exempt. */
const PROXY_VARS = ['HTTPS_PROXY', 'HTTP_PROXY', 'https_proxy', 'http_proxy'];
/**
 * The base of an agent program's environment (it replaces, not extends, ours): the shell
 * allow-list and a private home, the machine's proxy settings with the relay on loopback exempt.
 * No API key, no CI variables: each harness adds only its own switches and the relay's token.
 */
function agentBaseEnv(home, from = process.env) {
    const env = {};
    for (const [k, v] of Object.entries(scrubbedEnv(home, from)))
        if (v !== undefined)
            env[k] = v;
    for (const key of PROXY_VARS)
        if (from[key])
            env[key] = from[key];
    return { ...env, NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost' };
}
/** A skill's folder name in an agent's skill folder: its name, made safe as one path segment. */
function skillFolder(name) {
    const last = name.split(':').pop() ?? name;
    return last.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^\.+/, '') || 'skill';
}
/**
 * Copies the catalogue (isolated copies, already without tests/ and evals/) into `skillsDir`, one
 * folder per skill, minus links (which could point out); returns each entry's folder name.
 */
async function copyCatalogue(catalogue, skillsDir) {
    const folders = new Map();
    const taken = new Set();
    for (const entry of catalogue) {
        let folder = skillFolder(entry.name);
        for (let n = 2; taken.has(folder); n++)
            folder = `${skillFolder(entry.name)}-${n}`;
        taken.add(folder);
        folders.set(entry, folder);
        await cp(entry.dir, path__default.join(skillsDir, folder), {
            recursive: true,
            filter: async (src) => !(await lstat(src)).isSymbolicLink()
        });
    }
    return folders;
}
const NO_TOKENS = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
/**
 * Books a run in the ledger from what the relay saw, for agents whose provider's answers state
 * each call's usage (the provider's `usageOf`): every request that reached the API, each answered
 * call at the price of the model that answered (`model`, the one the harness asked for, when the
 * answer names none), and an answered call whose usage never arrived (the agent ended mid-stream)
 * as a call. The record states `model` as what answered the layer's agent model. Feeds the
 * breaker as the client's own calls do.
 */
function bookRelaySession(config, run, session, model) {
    const { llm, layer = 'ab' } = config;
    llm.ledger.recordRequests(session.requests);
    const book = (name, tokens, calls) => {
        run.costUsd += llm.ledger.record(name, layer, tokens, calls);
        for (const k of ['input', 'output', 'cacheRead', 'cacheWrite'])
            run.tokens[k] += tokens[k];
    };
    for (const u of session.usage)
        book(u.model ?? model, u, 1);
    const unread = session.answeredCalls - session.usage.length;
    if (unread > 0)
        book(model, NO_TOKENS, unread);
    if (session.answeredCalls > 0) {
        llm.noteAnswer(config.model, model);
        llm.observe();
    }
    if (run.stoppedBy === 'error' && session.lastFailedStatus !== undefined)
        llm.observe(new LlmError('http', run.error ?? 'API error', 0, session.lastFailedStatus));
}
/** What a session's answered calls have cost so far (`model` where an answer names none). */
const sessionUsd = (session, llm, model) => session.usage.reduce((usd, u) => usd + costUsd(u, priceFor(u.model ?? model, llm.pricing)), 0);
/** Every token a session's answered calls have used so far. */
const sessionTokens = (session) => session.usage.reduce((n, u) => n + totalTokens(u), 0);

export { agentBaseEnv as a, stopUnstarted as b, copyCatalogue as c, bookRelaySession as d, sessionTokens as e, forgetToken as f, sessionUsd as g, recordToolEnd as h, reserveRun as r, startAgentRun as s };
