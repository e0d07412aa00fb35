import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { randomBytes, timingSafeEqual } = __requireBuiltin('node:crypto');
const { createServer } = __requireBuiltin('node:http');
import { c as countingFetch } from './lib-client.js';

// The local relay between an agent program (Claude Code, Codex, …) and its provider's API. Each
// agent run gets the relay's address and a token of its own (a session) instead of the API key, so
// the key never enters the agent's environment (where a shell command of an untrusted skill could
// read it) and the only host the agent process talks to is this relay on 127.0.0.1. The relay
// checks the token, puts the real key on the request the way the provider expects it and streams
// the answer back untouched. It counts, per session, the requests that reached the API and the
// model calls answered, so the run is booked from what was sent (agents retry failed requests on
// their own), and refuses a session's token once the session has ended.
/**
 * The parts of an answer's body kept for `usageOf`: its start (an Anthropic stream states its
 * input tokens in its first event) and its end (every stream's final counts), so a long answer is
 * never held whole.
 */
const USAGE_HEAD_CHARS = 64 * 1024;
const USAGE_TAIL_CHARS = 256 * 1024;
const requestPath = (req) => (req.url ?? '').split('?')[0] ?? '';
/** Anthropic's Messages API: the key in `x-api-key`, a model call is `POST /v1/messages`. */
const ANTHROPIC_RELAY = {
    defaultBaseURL: 'https://api.anthropic.com',
    tokenOf: (req) => req.headers['x-api-key'],
    keyHeaders: (apiKey) => ({ 'x-api-key': apiKey }),
    // Claude Code adds `?beta=true`; count_tokens and batches are not model calls.
    isModelCall: (req) => req.method === 'POST' && requestPath(req) === '/v1/messages'
};
const count = (n) => (typeof n === 'number' ? n : 0);
/**
 * The usage of a Messages API answer: the JSON message's, or a stream's (message_start's usage,
 * with message_delta's counts, which are cumulative, winning where they are given). A line that
 * does not parse (an event cut off) is skipped: what was read before it still counts.
 */
function anthropicUsage(_url, body) {
    const parts = [];
    const parse = (text) => {
        try {
            return JSON.parse(text);
        }
        catch {
            return undefined;
        }
    };
    const trimmed = body.trimStart();
    if (trimmed.startsWith('{')) {
        const message = parse(trimmed);
        if (message)
            parts.push(message);
    }
    else
        for (const line of body.split('\n')) {
            if (!line.startsWith('data:'))
                continue;
            const event = parse(line.slice(5));
            if (event?.type === 'message_start' && event.message)
                parts.push(event.message);
            else if (event?.type === 'message_delta' && event.usage)
                parts.push({ usage: event.usage });
        }
    if (parts.every((p) => p.usage === undefined))
        return undefined;
    const usage = { model: undefined, input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
    for (const { model, usage: u } of parts) {
        if (typeof model === 'string')
            usage.model = model;
        if (u === undefined)
            continue;
        const next = {
            input: count(u.input_tokens),
            output: count(u.output_tokens),
            cacheRead: count(u.cache_read_input_tokens),
            cacheWrite: count(u.cache_creation_input_tokens)
        };
        for (const k of ['input', 'output', 'cacheRead', 'cacheWrite'])
            if (next[k] > 0)
                usage[k] = next[k];
    }
    return usage;
}
/**
 * Anthropic's API for an agent whose own stream does not report every call it makes (OpenCode):
 * the relay reads each answer's usage. (Claude Code's result message reports its own.)
 */
const ANTHROPIC_USAGE_RELAY = { ...ANTHROPIC_RELAY, usageOf: anthropicUsage };
/** Request headers that are the relay's to set (every provider's key header), never forwarded as the agent sent them. */
const DROPPED_REQUEST = new Set([
    'host',
    'x-api-key',
    'x-goog-api-key',
    'authorization',
    'connection',
    'content-length',
    'accept-encoding'
]);
/** Response headers that no longer hold once fetch has decoded the body. */
const DROPPED_RESPONSE = new Set([
    'content-encoding',
    'content-length',
    'transfer-encoding',
    'connection'
]);
const sameToken = (given, token) => {
    const a = Buffer.from(given ?? '');
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
};
function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => resolve(Buffer.concat(chunks)));
        req.on('error', reject);
    });
}
async function startCredentialRelay(target) {
    const provider = target.provider ?? ANTHROPIC_RELAY;
    const upstream = (target.baseURL ?? provider.defaultBaseURL).replace(/\/+$/, '');
    const sessions = new Set();
    /** Requests in flight per session, and who waits for them to end. */
    const inFlight = new Map();
    const track = (session) => {
        const entry = inFlight.get(session) ?? { count: 0, waiting: [] };
        inFlight.set(session, entry);
        entry.count += 1;
        return () => {
            entry.count -= 1;
            if (entry.count === 0)
                for (const wake of entry.waiting.splice(0))
                    wake();
        };
    };
    const sessionOf = (given) => [...sessions].find((s) => sameToken(given, s.token));
    const server = createServer((req, res) => {
        let done;
        void (async () => {
            const session = sessionOf(provider.tokenOf(req));
            if (session === undefined) {
                res.writeHead(401, { 'content-type': 'application/json' });
                res.end(JSON.stringify({
                    type: 'error',
                    error: { type: 'authentication_error', message: 'unknown relay token' }
                }));
                return;
            }
            done = track(session);
            const body = await readBody(req);
            const refused = provider.isModelCall(req) ? session.gate?.() : undefined;
            if (refused !== undefined) {
                res.writeHead(400, { 'content-type': 'application/json' });
                res.end(JSON.stringify({
                    type: 'error',
                    error: { type: 'invalid_request_error', message: `skill-ci: ${refused}` }
                }));
                return;
            }
            const headers = provider.keyHeaders(target.apiKey);
            for (const [k, v] of Object.entries(req.headers))
                if (!DROPPED_REQUEST.has(k) && typeof v === 'string')
                    headers[k] = v;
            const abort = new AbortController();
            res.on('close', () => abort.abort());
            const counted = countingFetch(() => void (session.requests += 1));
            const path = req.url ?? '/';
            const answer = await counted(`${upstream}${provider.upstreamPath?.(path) ?? path}`, {
                method: req.method,
                headers,
                body: body.length > 0 ? body : undefined,
                signal: abort.signal
            });
            const out = {};
            answer.headers.forEach((v, k) => {
                if (!DROPPED_RESPONSE.has(k))
                    out[k] = v;
            });
            const modelCall = provider.isModelCall(req) && answer.ok;
            if (modelCall)
                session.answeredCalls += 1;
            if (!answer.ok)
                session.lastFailedStatus = answer.status;
            res.writeHead(answer.status, out);
            const decoder = new TextDecoder();
            let head = '';
            let tail = '';
            const read = modelCall && provider.usageOf !== undefined;
            try {
                if (answer.body)
                    for await (const chunk of answer.body) {
                        res.write(chunk);
                        if (!read)
                            continue;
                        const text = decoder.decode(chunk, { stream: true });
                        if (head.length < USAGE_HEAD_CHARS)
                            head += text;
                        else {
                            tail += text;
                            // Cut back only once it has doubled, so each character is copied a bounded number
                            // of times however small the chunks (cutting at every chunk copies the whole tail).
                            if (tail.length > 2 * USAGE_TAIL_CHARS)
                                tail = tail.slice(-USAGE_TAIL_CHARS);
                        }
                    }
                res.end();
            }
            finally {
                // A stream the agent cut off still states what it had used by then, if it got that far.
                // The start and the end are read as separate lines (a line cut between them is lost).
                const kept = tail === '' ? head : `${head}\n${tail.slice(-USAGE_TAIL_CHARS)}`;
                const usage = read ? provider.usageOf?.(path, kept + decoder.decode()) : undefined;
                if (usage)
                    session.usage.push(usage);
            }
        })()
            .catch((error) => {
            if (!res.headersSent) {
                res.writeHead(502, { 'content-type': 'application/json' });
                res.end(JSON.stringify({
                    type: 'error',
                    error: { type: 'api_error', message: `relay: ${String(error)}` }
                }));
            }
            else
                res.destroy();
        })
            .finally(() => done?.());
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    // The relay lives as long as the harness is used; it must not keep the process alive.
    server.unref();
    const { port } = server.address();
    return {
        url: `http://127.0.0.1:${port}`,
        session: () => {
            const session = {
                token: `relay-${randomBytes(24).toString('hex')}`,
                requests: 0,
                answeredCalls: 0,
                usage: [],
                lastFailedStatus: undefined,
                settled: () => new Promise((resolve) => {
                    const entry = inFlight.get(session);
                    if (entry === undefined || entry.count === 0)
                        return resolve();
                    const timer = setTimeout(resolve, 5000);
                    entry.waiting.push(() => {
                        clearTimeout(timer);
                        resolve();
                    });
                }),
                end: () => {
                    sessions.delete(session);
                    inFlight.delete(session);
                }
            };
            sessions.add(session);
            return session;
        },
        close: () => new Promise((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
        })
    };
}

export { ANTHROPIC_USAGE_RELAY as A, startCredentialRelay as s };
