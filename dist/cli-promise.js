function __classPrivateFieldSet(receiver, state, value, kind, f) {
    if (typeof state === "function" ? receiver !== state || true : !state.has(receiver))
        throw new TypeError("Cannot write private member to an object whose class did not declare it");
    return state.set(receiver, value), value;
}
function __classPrivateFieldGet(receiver, state, kind, f) {
    if (kind === "a" && !f)
        throw new TypeError("Private accessor was defined without a getter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver))
        throw new TypeError("Cannot read private member from an object whose class did not declare it");
    return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
}

function isAbortError(err) {
    return (typeof err === 'object' &&
        err !== null &&
        // Spec-compliant fetch implementations
        (('name' in err && err.name === 'AbortError') ||
            // Expo fetch
            ('message' in err && String(err.message).includes('FetchRequestCanceledException'))));
}
const castToError = (err) => {
    if (err instanceof Error)
        return err;
    if (typeof err === 'object' && err !== null) {
        try {
            const tag = Object.prototype.toString.call(err);
            // cross-realm errors (e.g. undici's abort `DOMException` under jest) fail `instanceof Error`
            if (tag === '[object Error]' || tag === '[object DOMException]') {
                // @ts-ignore - not all envs have native support for cause yet
                const error = new Error(err.message, err.cause ? { cause: err.cause } : {});
                if (err.stack)
                    error.stack = err.stack;
                // @ts-ignore - not all envs have native support for cause yet
                if (err.cause && !error.cause)
                    error.cause = err.cause;
                if (err.name)
                    error.name = err.name;
                return error;
            }
        }
        catch { }
        try {
            return new Error(JSON.stringify(err));
        }
        catch { }
    }
    return new Error(err);
};

var AnthropicError = /* @__PURE__ */ (() => {
    class AnthropicError extends Error {
        /** @internal */
        constructor(message, options) {
            super(message, options);
            Object.defineProperty(this, 'name', { value: new.target._errorName, writable: true, configurable: true });
        }
    }
    /** @internal */
    AnthropicError._errorName = 'AnthropicError';
    return AnthropicError;
})();
var APIError = /* @__PURE__ */ (() => {
    class APIError extends AnthropicError {
        constructor(status, error, message, headers, type) {
            super(`${APIError.makeMessage(status, error, message)}`);
            this.status = status;
            this.headers = headers;
            this.requestID = headers?.get('request-id');
            this.workspaceID = headers?.get('anthropic-workspace-id');
            this.error = error;
            const body = (error ?? {});
            this.apiMessage = body.error?.message ?? null;
            this.type = type ?? body.error?.type ?? null;
            const errorCode = body.error?.details?.error_code;
            this.errorCode = typeof errorCode === 'string' ? errorCode : null;
            this.details = body.error?.details ?? null;
        }
        static makeMessage(status, error, message) {
            const msg = error?.message ?
                typeof error.message === 'string' ?
                    error.message
                    : JSON.stringify(error.message)
                : error ? JSON.stringify(error)
                    : message;
            if (status && msg) {
                return `${status} ${msg}`;
            }
            if (status) {
                return `${status} status code (no body)`;
            }
            if (msg) {
                return msg;
            }
            return '(no status code or body)';
        }
        static generate(status, errorResponse, message, headers) {
            if (!status || !headers) {
                return new APIConnectionError({ message, cause: castToError(errorResponse) });
            }
            const error = errorResponse;
            const errorClass = STATUS_ERROR_CLASSES.get(status);
            if (errorClass) {
                return new errorClass(status, error, message, headers);
            }
            if (status >= 500) {
                return new InternalServerError(status, error, message, headers);
            }
            return new APIError(status, error, message, headers);
        }
    }
    /** @internal */
    APIError._errorName = 'APIError';
    return APIError;
})();
var APIUserAbortError = /* @__PURE__ */ (() => {
    class APIUserAbortError extends APIError {
        constructor({ message } = {}) {
            super(undefined, undefined, message || 'Request was aborted.', undefined);
        }
    }
    /** @internal */
    APIUserAbortError._errorName = 'APIUserAbortError';
    return APIUserAbortError;
})();
var APIConnectionError = /* @__PURE__ */ (() => {
    class APIConnectionError extends APIError {
        constructor({ message, cause }) {
            super(undefined, undefined, message || 'Connection error.', undefined);
            // in some environments the 'cause' property is already declared
            // @ts-ignore
            if (cause)
                this.cause = cause;
        }
    }
    /** @internal */
    APIConnectionError._errorName = 'APIConnectionError';
    return APIConnectionError;
})();
var APIConnectionTimeoutError = /* @__PURE__ */ (() => {
    class APIConnectionTimeoutError extends APIConnectionError {
        constructor({ message } = {}) {
            super({ message: message ?? 'Request timed out.' });
        }
    }
    /** @internal */
    APIConnectionTimeoutError._errorName = 'APIConnectionTimeoutError';
    return APIConnectionTimeoutError;
})();
/**
 * An error that opts into the SDK's retry policy: throw it (e.g. from
 * middleware) to have the attempt retried.
 *
 * Note that the request will only be retried when `maxRetries` has not been exhausted.
 */
var RetryableError = /* @__PURE__ */ (() => {
    /**
     * An error that opts into the SDK's retry policy: throw it (e.g. from
     * middleware) to have the attempt retried.
     *
     * Note that the request will only be retried when `maxRetries` has not been exhausted.
     */
    class RetryableError extends AnthropicError {
        constructor(message, { cause } = {}) {
            super(message ?? 'Retryable error.');
            // in some environments the 'cause' property is already declared
            // @ts-ignore
            if (cause !== undefined)
                this.cause = cause;
        }
    }
    /** @internal */
    RetryableError._errorName = 'RetryableError';
    return RetryableError;
})();
var BadRequestError = /* @__PURE__ */ (() => {
    class BadRequestError extends APIError {
    }
    /** @internal */
    BadRequestError._errorName = 'BadRequestError';
    return BadRequestError;
})();
var AuthenticationError = /* @__PURE__ */ (() => {
    class AuthenticationError extends APIError {
    }
    /** @internal */
    AuthenticationError._errorName = 'AuthenticationError';
    return AuthenticationError;
})();
var PaymentRequiredError = /* @__PURE__ */ (() => {
    class PaymentRequiredError extends APIError {
    }
    /** @internal */
    PaymentRequiredError._errorName = 'PaymentRequiredError';
    return PaymentRequiredError;
})();
var PermissionDeniedError = /* @__PURE__ */ (() => {
    class PermissionDeniedError extends APIError {
    }
    /** @internal */
    PermissionDeniedError._errorName = 'PermissionDeniedError';
    return PermissionDeniedError;
})();
var NotFoundError = /* @__PURE__ */ (() => {
    class NotFoundError extends APIError {
    }
    /** @internal */
    NotFoundError._errorName = 'NotFoundError';
    return NotFoundError;
})();
var RequestTimeoutError = /* @__PURE__ */ (() => {
    class RequestTimeoutError extends APIError {
    }
    /** @internal */
    RequestTimeoutError._errorName = 'RequestTimeoutError';
    return RequestTimeoutError;
})();
var ConflictError = /* @__PURE__ */ (() => {
    class ConflictError extends APIError {
    }
    /** @internal */
    ConflictError._errorName = 'ConflictError';
    return ConflictError;
})();
var PreconditionFailedError = /* @__PURE__ */ (() => {
    class PreconditionFailedError extends APIError {
    }
    /** @internal */
    PreconditionFailedError._errorName = 'PreconditionFailedError';
    return PreconditionFailedError;
})();
var ContentTooLargeError = /* @__PURE__ */ (() => {
    class ContentTooLargeError extends APIError {
    }
    /** @internal */
    ContentTooLargeError._errorName = 'ContentTooLargeError';
    return ContentTooLargeError;
})();
var UnprocessableEntityError = /* @__PURE__ */ (() => {
    class UnprocessableEntityError extends APIError {
    }
    /** @internal */
    UnprocessableEntityError._errorName = 'UnprocessableEntityError';
    return UnprocessableEntityError;
})();
var RateLimitError = /* @__PURE__ */ (() => {
    class RateLimitError extends APIError {
    }
    /** @internal */
    RateLimitError._errorName = 'RateLimitError';
    return RateLimitError;
})();
var RequestHeaderFieldsTooLargeError = /* @__PURE__ */ (() => {
    class RequestHeaderFieldsTooLargeError extends APIError {
    }
    /** @internal */
    RequestHeaderFieldsTooLargeError._errorName = 'RequestHeaderFieldsTooLargeError';
    return RequestHeaderFieldsTooLargeError;
})();
var ClientClosedRequestError = /* @__PURE__ */ (() => {
    class ClientClosedRequestError extends APIError {
    }
    /** @internal */
    ClientClosedRequestError._errorName = 'ClientClosedRequestError';
    return ClientClosedRequestError;
})();
var InternalServerError = /* @__PURE__ */ (() => {
    class InternalServerError extends APIError {
    }
    /** @internal */
    InternalServerError._errorName = 'InternalServerError';
    return InternalServerError;
})();
var NotImplementedError = /* @__PURE__ */ (() => {
    class NotImplementedError extends InternalServerError {
    }
    /** @internal */
    NotImplementedError._errorName = 'NotImplementedError';
    return NotImplementedError;
})();
var ServiceUnavailableError = /* @__PURE__ */ (() => {
    class ServiceUnavailableError extends InternalServerError {
    }
    /** @internal */
    ServiceUnavailableError._errorName = 'ServiceUnavailableError';
    return ServiceUnavailableError;
})();
var GatewayTimeoutError = /* @__PURE__ */ (() => {
    class GatewayTimeoutError extends InternalServerError {
    }
    /** @internal */
    GatewayTimeoutError._errorName = 'GatewayTimeoutError';
    return GatewayTimeoutError;
})();
var OverloadedError = /* @__PURE__ */ (() => {
    class OverloadedError extends InternalServerError {
    }
    /** @internal */
    OverloadedError._errorName = 'OverloadedError';
    return OverloadedError;
})();
const STATUS_ERROR_CLASSES = /* @__PURE__ */ new Map([
    [400, BadRequestError],
    [401, AuthenticationError],
    [402, PaymentRequiredError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [408, RequestTimeoutError],
    [409, ConflictError],
    [412, PreconditionFailedError],
    [413, ContentTooLargeError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [431, RequestHeaderFieldsTooLargeError],
    [499, ClientClosedRequestError],
    [501, NotImplementedError],
    [503, ServiceUnavailableError],
    [504, GatewayTimeoutError],
    [529, OverloadedError],
]);

// https://url.spec.whatwg.org/#url-scheme-string
const startsWithSchemeRegexp = /^[a-z][a-z0-9+.-]*:/i;
const isAbsoluteURL = (url) => {
    return startsWithSchemeRegexp.test(url);
};
let isArray = (val) => ((isArray = Array.isArray), isArray(val));
let isReadonlyArray = isArray;
/** Returns an object if the given value isn't an object, otherwise returns as-is */
function maybeObj(x) {
    if (typeof x !== 'object') {
        return {};
    }
    return x ?? {};
}
// https://stackoverflow.com/a/34491287
function isEmptyObj(obj) {
    if (!obj)
        return true;
    for (const _k in obj)
        return false;
    return true;
}
// https://eslint.org/docs/latest/rules/no-prototype-builtins
function hasOwn(obj, key) {
    return Object.prototype.hasOwnProperty.call(obj, key);
}
function isObj(obj) {
    return obj != null && typeof obj === 'object' && !Array.isArray(obj);
}
const validatePositiveInteger = (name, n) => {
    if (typeof n !== 'number' || !Number.isInteger(n)) {
        throw new AnthropicError(`${name} must be an integer`);
    }
    if (n < 0) {
        throw new AnthropicError(`${name} must be a positive integer`);
    }
    return n;
};
const CREDENTIAL_OPTIONS = ['apiKey', 'authToken', 'credentials', 'config', 'profile'];
const safeJSON = (text) => {
    try {
        return JSON.parse(text);
    }
    catch (err) {
        return undefined;
    }
};
/**
 * Compile-time exhaustiveness check: passing a value here only type-checks once every
 * member of its union has been handled. Does nothing at runtime, so unknown values from a
 * newer API version fall through instead of throwing.
 */
function checkNever(_value) { }

function concatBytes(buffers) {
    let length = 0;
    for (const buffer of buffers) {
        length += buffer.length;
    }
    const output = new Uint8Array(length);
    let index = 0;
    for (const buffer of buffers) {
        output.set(buffer, index);
        index += buffer.length;
    }
    return output;
}
let encodeUTF8_;
function encodeUTF8(str) {
    let encoder;
    return (encodeUTF8_ ??
        ((encoder = new globalThis.TextEncoder()), (encodeUTF8_ = encoder.encode.bind(encoder))))(str);
}
let decodeUTF8_;
function decodeUTF8(bytes) {
    let decoder;
    return (decodeUTF8_ ??
        ((decoder = new globalThis.TextDecoder()), (decodeUTF8_ = decoder.decode.bind(decoder))))(bytes);
}

/**
 * Read an environment variable.
 *
 * Trims beginning and trailing whitespace.
 *
 * Will return undefined if the environment variable doesn't exist or cannot be accessed.
 */
const readEnv = (env) => {
    if (typeof globalThis.process !== 'undefined') {
        return globalThis.process.env?.[env]?.trim() || undefined;
    }
    if (typeof globalThis.Deno !== 'undefined') {
        return globalThis.Deno.env?.get?.(env)?.trim() || undefined;
    }
    return undefined;
};

const defaultLogLevel = 'warn';
const levelNumbers = {
    off: 0,
    error: 200,
    warn: 300,
    info: 400,
    debug: 500,
};
const parseLogLevel = (maybeLevel, sourceName, logger) => {
    if (!maybeLevel) {
        return undefined;
    }
    if (hasOwn(levelNumbers, maybeLevel)) {
        return maybeLevel;
    }
    logger.warn(`${sourceName} was set to ${JSON.stringify(maybeLevel)}, expected one of ${JSON.stringify(Object.keys(levelNumbers))}`);
    return undefined;
};
function noop() { }
function makeLogFn(fnLevel, logger, logLevel) {
    if (!logger || levelNumbers[fnLevel] > levelNumbers[logLevel]) {
        return noop;
    }
    else {
        // Don't wrap logger functions, we want the stacktrace intact!
        return logger[fnLevel].bind(logger);
    }
}
const noopLogger = {
    error: noop,
    warn: noop,
    info: noop,
    debug: noop,
};
let cachedLoggers = /* @__PURE__ */ new WeakMap();
function filterLogger(logger, logLevel) {
    const cachedLogger = cachedLoggers.get(logger);
    if (cachedLogger && cachedLogger[0] === logLevel) {
        return cachedLogger[1];
    }
    const levelLogger = {
        error: makeLogFn('error', logger, logLevel),
        warn: makeLogFn('warn', logger, logLevel),
        info: makeLogFn('info', logger, logLevel),
        debug: makeLogFn('debug', logger, logLevel),
    };
    cachedLoggers.set(logger, [logLevel, levelLogger]);
    return levelLogger;
}
function loggerFor(client) {
    const logger = client.logger;
    const logLevel = client.logLevel ?? 'off';
    if (!logger) {
        return noopLogger;
    }
    return filterLogger(logger, logLevel);
}
let lastEnvLevel;
let cachedDefaultLogger;
/**
 * A logger matching the client defaults — `console`, filtered to
 * `ANTHROPIC_LOG` or {@link defaultLogLevel} — for contexts with no client to
 * read the configured `logger`/`logLevel` from.
 *
 * Cached per `ANTHROPIC_LOG` value so an invalid value warns once, like a
 * client construction does, rather than on every request.
 */
function defaultLogger() {
    const envLevel = readEnv('ANTHROPIC_LOG');
    if (!cachedDefaultLogger || envLevel !== lastEnvLevel) {
        lastEnvLevel = envLevel;
        cachedDefaultLogger = filterLogger(console, parseLogLevel(envLevel, "process.env['ANTHROPIC_LOG']", filterLogger(console, defaultLogLevel)) ??
            defaultLogLevel);
    }
    return cachedDefaultLogger;
}
/**
 * Logs `details` at debug level. Formatting copies headers and options, so it
 * runs only when debug logging is enabled.
 */
function debugLogRequestDetails(logger, message, details) {
    // `loggerFor` filters disabled levels to `noop`.
    if (logger.debug === noop) {
        return;
    }
    logger.debug(message, formatRequestDetails(details));
}
const formatRequestDetails = (details) => {
    if (details.options) {
        details.options = { ...details.options };
        delete details.options['headers']; // redundant + leaks internals
        delete details.options['__span']; // internal + circular, which fails a logger that writes JSON
    }
    if (details.headers) {
        details.headers = Object.fromEntries((details.headers instanceof Headers ? [...details.headers] : Object.entries(details.headers)).map(([name, value]) => [
            name,
            (name.toLowerCase() === 'authorization' ||
                name.toLowerCase() === 'proxy-authorization' ||
                name.toLowerCase() === 'api-key' ||
                name.toLowerCase() === 'x-api-key' ||
                name.toLowerCase() === 'x-amz-security-token' ||
                name.toLowerCase() === 'cookie' ||
                name.toLowerCase() === 'set-cookie') ?
                '***'
                : value,
        ]));
    }
    if ('retryOfRequestLogID' in details) {
        if (details.retryOfRequestLogID) {
            details.retryOf = details.retryOfRequestLogID;
        }
        delete details.retryOfRequestLogID;
    }
    return details;
};

/**
 * Chain an external {@link AbortSignal} into a local {@link AbortController}:
 * the controller aborts whenever `external` aborts (synchronously if it is
 * already aborted).
 *
 * Returns a cleanup function that detaches the listener. Callers MUST invoke it
 * on their normal teardown path — `{ once: true }` only removes the listener if
 * abort actually fires, so a long-lived `external` signal (e.g. a daemon-wide
 * signal reused across many short-lived controllers) would otherwise leak one
 * listener per controller.
 */
function linkAbort(external, controller) {
    if (!external)
        return () => { };
    if (external.aborted) {
        controller.abort();
        return () => { };
    }
    const onAbort = () => controller.abort();
    external.addEventListener('abort', onAbort);
    return () => external.removeEventListener('abort', onAbort);
}

/** True when `e` is an {@link APIError} whose HTTP status equals `code`. */
function isStatus(e, code) {
    return e instanceof APIError && e.status === code;
}
/** True when `e` is an {@link APIError} with a 4xx status. */
function is4xx(e) {
    return e instanceof APIError && typeof e.status === 'number' && e.status >= 400 && e.status < 500;
}
/**
 * True for a 4xx that the core client's retry policy would *not* retry, i.e. a
 * permanent client error. 408 (request timeout), 409 (lock timeout) and 429
 * (rate limit) are retryable for the base client (`Anthropic.shouldRetry`), so
 * they are not treated as fatal here — keeping helper retry behaviour aligned
 * with the rest of the SDK.
 */
function isFatal4xx(e) {
    return is4xx(e) && !isStatus(e, 408) && !isStatus(e, 409) && !isStatus(e, 429);
}
/** Exponential backoff: `baseMs * 2 ** attempt`, clamped to `capMs`. */
function backoff(attempt, baseMs, capMs) {
    return Math.min(baseMs * 2 ** attempt, capMs);
}
/** Uniform random delay in the half-open interval `[lowMs, highMs)`. */
function jitter(lowMs, highMs) {
    return lowMs + Math.random() * (highMs - lowMs);
}
/**
 * Trim up to 25% off `ms` at random so a fleet of clients backing off after a
 * shared outage does not retry in lockstep — mirrors the jitter the core client
 * applies to its own retry timeout.
 */
function applyJitter(ms) {
    return ms * (1 - Math.random() * 0.25);
}

var _AsyncQueue_items, _AsyncQueue_waiters, _AsyncQueue_closed;
/**
 * Async queue that bridges background producers to `AsyncIterator`-style
 * readers, first come first served. Producers `push()` items; a reader awaits
 * `next()`. `close()` is idempotent and wakes any pending `next()` with
 * `done: true`. `tryShift()` synchronously drains remaining items after
 * iteration has been signalled to stop.
 */
var AsyncQueue = /* @__PURE__ */ (() => {
    /**
     * Async queue that bridges background producers to `AsyncIterator`-style
     * readers, first come first served. Producers `push()` items; a reader awaits
     * `next()`. `close()` is idempotent and wakes any pending `next()` with
     * `done: true`. `tryShift()` synchronously drains remaining items after
     * iteration has been signalled to stop.
     */
    class AsyncQueue {
        constructor() {
            _AsyncQueue_items.set(this, []);
            _AsyncQueue_waiters.set(this, []);
            _AsyncQueue_closed.set(this, false);
        }
        /** Enqueue an item, or hand it directly to a waiting reader. Returns `false` once closed. */
        push(item) {
            if (__classPrivateFieldGet(this, _AsyncQueue_closed, "f"))
                return false;
            const w = __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").shift();
            if (w)
                w({ done: false, value: item });
            else
                __classPrivateFieldGet(this, _AsyncQueue_items, "f").push(item);
            return true;
        }
        /** Mark the queue done. Idempotent; wakes every pending reader with `done: true`. */
        close() {
            if (__classPrivateFieldGet(this, _AsyncQueue_closed, "f"))
                return;
            __classPrivateFieldSet(this, _AsyncQueue_closed, true);
            while (__classPrivateFieldGet(this, _AsyncQueue_waiters, "f").length > 0) {
                const w = __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").shift();
                w({ done: true, value: undefined });
            }
        }
        /**
         * Resolve with the next item, or `done: true` once the queue is closed and
         * drained. When `signal` is supplied, aborting it resolves a pending read
         * with `done: true` (cancellation is pushed down here rather than handled by
         * an outer `Promise.race`).
         */
        next(signal) {
            if (__classPrivateFieldGet(this, _AsyncQueue_items, "f").length > 0) {
                return Promise.resolve({ done: false, value: __classPrivateFieldGet(this, _AsyncQueue_items, "f").shift() });
            }
            if (__classPrivateFieldGet(this, _AsyncQueue_closed, "f") || signal?.aborted) {
                return Promise.resolve({ done: true, value: undefined });
            }
            return new Promise((resolve) => {
                const waiter = (r) => {
                    signal?.removeEventListener('abort', onAbort);
                    resolve(r);
                };
                const onAbort = () => {
                    const idx = __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").indexOf(waiter);
                    if (idx >= 0)
                        __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").splice(idx, 1);
                    resolve({ done: true, value: undefined });
                };
                __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").push(waiter);
                signal?.addEventListener('abort', onAbort, { once: true });
            });
        }
        /** Synchronously remove and return the next buffered item, or `undefined` if empty. */
        tryShift() {
            return __classPrivateFieldGet(this, _AsyncQueue_items, "f").shift();
        }
    }
    _AsyncQueue_items = new WeakMap(), _AsyncQueue_waiters = new WeakMap(), _AsyncQueue_closed = new WeakMap();
    return AsyncQueue;
})();

/**
 * An error that can be thrown from a tool's `run` method to return structured
 * content blocks as the error result, rather than just a string message.
 *
 * When the ToolRunner catches this error, it will use the `content` property
 * as the tool result with `is_error: true`.
 *
 * @example
 * ```ts
 * const tool = {
 *   name: 'my_tool',
 *   run: async (input) => {
 *     if (somethingWentWrong) {
 *       throw new ToolError([
 *         { type: 'text', text: 'Error details here' },
 *         { type: 'image', source: { type: 'base64', data: '...', media_type: 'image/png' } },
 *       ]);
 *     }
 *     return 'success';
 *   },
 * };
 * ```
 */
var ToolError = /* @__PURE__ */ (() => {
    /**
     * An error that can be thrown from a tool's `run` method to return structured
     * content blocks as the error result, rather than just a string message.
     *
     * When the ToolRunner catches this error, it will use the `content` property
     * as the tool result with `is_error: true`.
     *
     * @example
     * ```ts
     * const tool = {
     *   name: 'my_tool',
     *   run: async (input) => {
     *     if (somethingWentWrong) {
     *       throw new ToolError([
     *         { type: 'text', text: 'Error details here' },
     *         { type: 'image', source: { type: 'base64', data: '...', media_type: 'image/png' } },
     *       ]);
     *     }
     *     return 'success';
     *   },
     * };
     * ```
     */
    class ToolError extends Error {
        constructor(content) {
            const message = typeof content === 'string' ? content : (content
                .map((block) => {
                if (block.type === 'text')
                    return block.text;
                return `[${block.type}]`;
            })
                .join(' '));
            super(message);
            this.name = 'ToolError';
            this.content = content;
        }
    }
    return ToolError;
})();

/**
 * The memory sync cadence, split out of `memories.ts` so runtime-agnostic
 * callers (the environment worker) can validate an interval up front without
 * reaching into the Node-only toolset module.
 */
/**
 * How often (milliseconds) the worker syncs the session's memory stores back
 * while the session runs. Checked after each dispatched tool call.
 */
const DEFAULT_MEMORY_SYNC_INTERVAL_MS = 15000;
/**
 * The shortest sync interval accepted. Each sync lists every attached store,
 * so anything tighter mostly spends requests rediscovering that nothing
 * changed.
 */
const MIN_MEMORY_SYNC_INTERVAL_MS = 5000;
/** Throw unless `ms` is a usable sync interval. `option` names it in the message. */
function checkMemorySyncInterval(ms, option) {
    if (!(ms >= MIN_MEMORY_SYNC_INTERVAL_MS)) {
        throw new AnthropicError(`${option} must be at least ${MIN_MEMORY_SYNC_INTERVAL_MS}ms (got ${ms}); ` +
            'to run without memory sync, pass `memorySyncIntervalMs: null` to the worker instead');
    }
}

/**
 * A deferred: a `Promise` together with its `resolve` / `reject` functions.
 * This is `Promise.withResolvers()`, which is not available in all supported
 * runtimes.
 */
function promiseWithResolvers() {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
        resolve = res;
        reject = rej;
    });
    return { promise, resolve, reject };
}

export { defaultLogLevel as $, AnthropicError as A, BadRequestError as B, ContentTooLargeError as C, DEFAULT_MEMORY_SYNC_INTERVAL_MS as D, applyJitter as E, jitter as F, backoff as G, PreconditionFailedError as H, ConflictError as I, RetryableError as J, castToError as K, AuthenticationError as L, MIN_MEMORY_SYNC_INTERVAL_MS as M, NotFoundError as N, OverloadedError as O, PaymentRequiredError as P, RequestTimeoutError as Q, RateLimitError as R, ServiceUnavailableError as S, ToolError as T, InternalServerError as U, NotImplementedError as V, GatewayTimeoutError as W, UnprocessableEntityError as X, ClientClosedRequestError as Y, RequestHeaderFieldsTooLargeError as Z, __classPrivateFieldSet as _, __classPrivateFieldGet as a, parseLogLevel as a0, validatePositiveInteger as a1, CREDENTIAL_OPTIONS as a2, isAbsoluteURL as a3, isEmptyObj as a4, AsyncQueue as b, checkMemorySyncInterval as c, decodeUTF8 as d, encodeUTF8 as e, linkAbort as f, concatBytes as g, APIError as h, isStatus as i, isAbortError as j, isReadonlyArray as k, loggerFor as l, APIUserAbortError as m, APIConnectionTimeoutError as n, APIConnectionError as o, promiseWithResolvers as p, isArray as q, readEnv as r, safeJSON as s, debugLogRequestDetails as t, isObj as u, defaultLogger as v, checkNever as w, maybeObj as x, PermissionDeniedError as y, isFatal4xx as z };
