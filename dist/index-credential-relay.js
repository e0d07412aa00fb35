import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { randomBytes, timingSafeEqual } = __requireBuiltin('node:crypto');
const { createServer } = __requireBuiltin('node:http');
import { v as countingFetch } from './index-main.js';

// The local relay between an agent program (Claude Code, Codex, …) and its provider's API. Each
// agent run gets the relay's address and a token of its own (a session) instead of the API key, so
// the key never enters the agent's environment (where a shell command of an untrusted skill could
// read it) and the only host the agent process talks to is this relay on 127.0.0.1. The relay
// checks the token, puts the real key on the request the way the provider expects it and streams
// the answer back untouched. It counts, per session, the requests that reached the API and the
// model calls answered, so the run is booked from what was sent (agents retry failed requests on
// their own), and refuses a session's token once the session has ended.
/** The part of an answer's body kept for `usageOf` (the usage comes at the end of a stream). */
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
            let tail = '';
            const read = modelCall && provider.usageOf !== undefined;
            try {
                if (answer.body)
                    for await (const chunk of answer.body) {
                        res.write(chunk);
                        if (read)
                            tail = (tail + decoder.decode(chunk, { stream: true })).slice(-USAGE_TAIL_CHARS);
                    }
                res.end();
            }
            finally {
                // A stream the agent cut off still states what it had used by then, if it got that far.
                const usage = read ? provider.usageOf?.(path, tail + decoder.decode()) : undefined;
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

export { startCredentialRelay as s };
