// The one Anthropic client of skill-ci: every model call of every layer goes through
// `Llm.message`, which resolves the model name (against the listing stored in the cache directory
// while it is fresh, so a fully cached re-run makes no request at all), answers from the on-disk
// cache when it can, reserves budget, waits for a concurrency slot, retries transient failures
// with backoff, and books tokens and cost in the ledger. Multi-turn tool-use requests pass
// through unchanged. A call marked batchable may instead be answered through a Message Batch
// (batch.ts) when the run's batch mode allows it; it is cached and booked the same way.
import Anthropic, {
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError
} from '@anthropic-ai/sdk'
import pLimit from 'p-limit'
import { AnsweredModels, type ModelUse } from './answered.js'
import { resolveApiKey } from './api-key.js'
import type { Message, MessageCreateParamsNonStreaming, TextBlock, Usage } from './sdk-types.js'
import { BatchCollector, type BatchMode, type BatchOptions } from './batch.js'
import { Budget, BudgetExhaustedError, type BudgetLimits } from './budget.js'
import { cacheKey, DEFAULT_CACHE_DIR, ResponseCache } from './cache.js'
import { UsageLedger } from './ledger.js'
import { DEFAULT_MODEL_LIST_TTL_MS, ModelCatalog } from './model-list.js'
import { UnknownModelError, type ListedModel } from './models.js'
import {
  BATCH_PRICE_FACTOR,
  costUsd,
  DEFAULT_PRICING,
  priceFor,
  type PricingTable,
  type TokenCounts
} from './pricing.js'
import {
  DEFAULT_RETRY_POLICY,
  isRetryable,
  retryDelayMs,
  sleep,
  type RetryPolicy
} from './retry.js'
import { estimateTokens } from './tokens.js'
import { countBreakpoints, placeBreakpoints, type CachePoint } from './prompt-cache.js'
import { CircuitBreaker } from './breaker.js'
import { LlmError } from './llm-error.js'
import { countingFetch } from './request-count.js'
import { plural } from '../model/plural.js'

export { LlmError, type LlmErrorKind } from './llm-error.js'

export type MessageRequest = Omit<MessageCreateParamsNonStreaming, 'stream'>

export interface LlmOptions {
  /** Defaults to env ANTHROPIC_API_KEY. */
  apiKey?: string
  /** Defaults to env ANTHROPIC_BASE_URL, then the SDK's default. */
  baseURL?: string
  /** Per attempt (default 120 s). */
  timeoutMs?: number
  retry?: Partial<RetryPolicy>
  /** Calls in flight at once, across all layers (default 4). */
  concurrency?: number
  budget?: BudgetLimits
  pricing?: PricingTable
  /**
   * Response cache directory, also holding the model listing (`models.json`); null turns both
   * off. Default `.skill-ci/cache`.
   */
  cacheDir?: string | null
  /** How long the stored model listing is reused before it is fetched again (default 24 h). */
  modelListTtlMs?: number
  /** skill-ci's version: part of every cache key, so an upgrade never reuses old answers. */
  toolVersion: string
  /** Message Batches for the calls marked batchable (default: off, every call live). */
  batch?: BatchOptions
  /** Calls in a row failing on an overloaded or broken API that stop the run (default 8). */
  outageLimit?: number
  /**
   * Prompt caching (default on, or off when env SKILL_CI_PROMPT_CACHE is `off`, to measure what
   * it saves): the `cache_control` marks callers place are kept where the API honours them
   * (prompt-cache.ts); off, every mark is removed before sending.
   */
  promptCache?: boolean
  env?: NodeJS.ProcessEnv
  /**
   * A run without an Anthropic key may still be set up when none of its agents talks to
   * Anthropic (their providers' keys are their own): every call this client would send then fails
   * at once, before any request, naming the missing key. Default: no key is an error here.
   */
  allowNoKey?: boolean
}

export interface CallOptions {
  /** Ledger bucket: judge, monte_carlo, ab, elo, … */
  layer: string
  signal?: AbortSignal
  /** Distinguishes otherwise identical requests that must be sampled separately (judge #2). */
  cacheSalt?: string
  /**
   * An independent single call whose answer may wait (a judge's assessment, a trigger run's
   * first turn): it may go through a Message Batch when the run's batch mode allows it.
   */
  batchable?: boolean
  /**
   * Where the prompt stops changing between this call and the next ones (prompt caching): the
   * client marks these points when the prefix is long enough to cache (prompt-cache.ts).
   */
  cacheAt?: readonly CachePoint[]
}

export interface LlmReply {
  message: Message
  /** The model id the API answered with (the reply's `model`; the id sent when it names none). */
  model: string
  cached: boolean
  tokens: TokenCounts
  costUsd: number
  /** HTTP attempts made (0 for a cache hit and for a call answered by a batch). */
  attempts: number
  /** Answered through a Message Batch, at the batch rate. */
  batched?: boolean
}

export interface Llm {
  message(request: MessageRequest, options: CallOptions): Promise<LlmReply>
  /** Exact id → itself if listed; alias → newest of its family; otherwise UnknownModelError. */
  resolveModel(name: string): Promise<string>
  /**
   * The model as a record states it: the id the API answered calls asking for `asked` with
   * (cached replies included), or before any answer the id the name resolves to (the name itself
   * when it cannot be resolved).
   */
  modelUse(asked: string): Promise<ModelUse>
  /** Books the answer to a call made outside `message` (a Claude Code run through the relay). */
  noteAnswer(asked: string, answered: string): void
  readonly ledger: UsageLedger
  readonly budget: Budget
  readonly pricing: PricingTable
  /** Whether calls marked batchable may go through a Message Batch (off: every call live). */
  readonly batchMode: BatchMode
  /** The error that stopped every call of the run, if one did (see breaker.ts). */
  stopped(): LlmError | undefined
  /**
   * What became of a call made outside this client (Claude Code's, through its relay), for the
   * breaker: undefined when the API answered it, else its failure after its retries.
   */
  observe(failure?: LlmError): void
}

export { resolveApiKey }

/** Tokens of a reply's usage record (absent cache fields count 0). */
export function tokensOf(usage: Usage): TokenCounts {
  return {
    input: usage.input_tokens ?? 0,
    output: usage.output_tokens ?? 0,
    cacheWrite: usage.cache_creation_input_tokens ?? 0,
    cacheRead: usage.cache_read_input_tokens ?? 0
  }
}

/** The characters of everything a request sends as input: system, messages, tool definitions. */
export function requestInputChars(request: MessageRequest): number {
  return JSON.stringify([request.system ?? '', request.messages, request.tools ?? []]).length
}

/**
 * Upper-bound cost of a request: the estimated input tokens (all of them written to the prompt
 * cache, at its dearer rate, when the request carries a cache mark), the full max_tokens of output.
 */
export function worstCaseUsd(request: MessageRequest, model: string, pricing: PricingTable) {
  const input = estimateTokens(requestInputChars(request))
  const price = priceFor(model, pricing)
  const rate = countBreakpoints(request) > 0 ? Math.max(price.input, price.cacheWrite) : price.input
  return costUsd(
    { input, output: request.max_tokens, cacheWrite: 0, cacheRead: 0 },
    { ...price, input: rate }
  )
}

function toLlmError(error: unknown, attempts: number): LlmError {
  if (error instanceof LlmError) return error
  if (error instanceof BudgetExhaustedError)
    return new LlmError('budget_exhausted', error.message, attempts)
  if (error instanceof UnknownModelError) return new LlmError('unknown_model', error.message)
  if (error instanceof APIUserAbortError) return new LlmError('aborted', 'cancelled', attempts)
  if (error instanceof APIConnectionTimeoutError)
    return new LlmError('timeout', `timed out after ${plural(attempts, 'attempt')}`, attempts)
  if (error instanceof APIError && error.status !== undefined) {
    return new LlmError('http', `HTTP ${error.status}: ${error.message}`, attempts, error.status)
  }
  const message = error instanceof Error ? error.message : String(error)
  return new LlmError('transport', `transport failure: ${message}`, attempts)
}

export function createLlm(options: LlmOptions): Llm {
  const env = options.env ?? process.env
  const apiKey = resolveApiKey(options.apiKey, env)
  const noKey = new LlmError(
    'no_key',
    'no Anthropic API key (anthropic-api-key / ANTHROPIC_API_KEY)'
  )
  if (!apiKey && options.allowNoKey !== true) throw noKey
  // Without a key, nothing reaches the API: the listing, live calls and batches all refuse.
  const refuseWithoutKey = (): void => {
    if (!apiKey) throw noKey
  }
  const pricing = options.pricing ?? DEFAULT_PRICING
  const promptCache = options.promptCache ?? env.SKILL_CI_PROMPT_CACHE !== 'off'
  const ledger = new UsageLedger(pricing)
  const client = new Anthropic({
    apiKey: apiKey ?? 'none',
    baseURL: options.baseURL ?? (env.ANTHROPIC_BASE_URL || undefined),
    maxRetries: 0,
    timeout: options.timeoutMs ?? 120_000,
    // Every request that reaches the API is counted, answered or not.
    fetch: countingFetch(() => ledger.recordRequests())
  })
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry }
  const budget = new Budget(options.budget)
  const limit = pLimit(options.concurrency ?? 4)
  const cacheDir = options.cacheDir === undefined ? DEFAULT_CACHE_DIR : options.cacheDir
  const cache = cacheDir === null ? undefined : new ResponseCache(cacheDir)

  const catalog = new ModelCatalog({
    dir: cacheDir,
    baseURL: client.baseURL,
    ttlMs: options.modelListTtlMs ?? DEFAULT_MODEL_LIST_TTL_MS,
    fetchModels: async () => {
      refuseWithoutKey()
      return (
        await withRetries(() => listModels(client), { policy, ledger, stopped: () => stopped })
      ).value
    }
  })
  const resolveModel = (name: string) => catalog.resolve(name)
  const answers = new AnsweredModels()
  const modelUse = async (asked: string): Promise<ModelUse> => ({
    asked,
    answered: answers.answered(asked) ?? (await resolveModel(asked).catch(() => asked))
  })

  const send = async (request: MessageRequest, opts: CallOptions): Promise<LlmReply> => {
    let model: string
    try {
      model = await resolveModel(request.model)
    } catch (error) {
      throw toLlmError(error, 0)
    }
    const body: MessageRequest = placeBreakpoints(
      { ...request, model },
      model,
      promptCache,
      opts.cacheAt
    )
    const key = cacheKey({ model, body, toolVersion: options.toolVersion, salt: opts.cacheSalt })
    const hit = await cache?.get<Message>(key)
    if (hit) {
      ledger.recordCacheHit()
      return {
        message: hit,
        model: hit.model || model,
        cached: true,
        tokens: tokensOf(hit.usage),
        costUsd: 0,
        attempts: 0
      }
    }
    return collector !== undefined && opts.batchable
      ? batched(collector, body, model, key, opts)
      : live(body, model, key, opts)
  }

  const live = (body: MessageRequest, model: string, key: string, opts: CallOptions) =>
    limit(async (): Promise<LlmReply> => {
      if (opts.signal?.aborted) throw new LlmError('aborted', 'cancelled')
      // The breaker may have tripped while this call waited for its slot.
      if (stopped) throw stopped
      refuseWithoutKey()
      let release: () => void
      try {
        // Reserved when the slot is granted, so the check sees every earlier call's real cost.
        release = budget.reserve(ledger, worstCaseUsd(body, model, pricing))
      } catch (error) {
        throw toLlmError(error, 0)
      }
      try {
        const { value: reply, attempts } = await withRetries(
          () => client.messages.create({ ...body, stream: false }, { signal: opts.signal }),
          { policy, ledger, signal: opts.signal, stopped: () => stopped }
        )
        const tokens = tokensOf(reply.usage)
        const cost = ledger.record(model, opts.layer, tokens)
        await cache?.put(key, reply)
        return {
          message: reply,
          model: reply.model || model,
          cached: false,
          tokens,
          costUsd: cost,
          attempts
        }
      } finally {
        release()
      }
    })

  // Batchable calls wait for their batch outside the live concurrency limit: a batch fills only
  // if every request of the layer can be queued at once.
  const collector =
    options.batch === undefined || options.batch.mode === 'off' || !apiKey
      ? undefined
      : new BatchCollector(options.batch, {
          client,
          reserve: (body) =>
            budget.reserve(ledger, worstCaseUsd(body, body.model, pricing) * BATCH_PRICE_FACTOR),
          withRetries: async (request) =>
            (await withRetries(request, { policy, ledger, stopped: () => stopped })).value,
          stopped: () => stopped !== undefined
        })

  const batched = async (
    batches: BatchCollector,
    body: MessageRequest,
    model: string,
    key: string,
    opts: CallOptions
  ): Promise<LlmReply> => {
    // A batch reply is booked and cached even when its caller has stopped waiting: it was paid.
    const booked = batches.add(opts.layer, body, opts.signal).then(async (outcome) => {
      if (outcome.kind !== 'reply') return outcome
      try {
        const tokens = tokensOf(outcome.message.usage)
        const cost = ledger.record(model, opts.layer, tokens, 1, true)
        await cache?.put(key, outcome.message)
        const reply: LlmReply = {
          message: outcome.message,
          model: outcome.message.model || model,
          cached: false,
          tokens,
          costUsd: cost,
          attempts: 0,
          batched: true
        }
        return { kind: 'booked' as const, reply }
      } finally {
        outcome.release()
      }
    })
    const outcome = await untilAborted(booked, opts.signal)
    if (outcome.kind === 'booked') return outcome.reply
    if (outcome.kind === 'refused') throw new LlmError('budget_exhausted', outcome.reason)
    if (stopped) throw stopped
    if (outcome.note === undefined) return live(body, model, key, opts)
    try {
      return await live(body, model, key, opts)
    } catch (error) {
      const failure = toLlmError(error, 0)
      throw new LlmError(
        failure.kind,
        `${outcome.note}; its live retry failed: ${failure.message}`,
        failure.attempts,
        failure.status
      )
    }
  }

  // An error that no later call can get past, or a run of calls failing on an API that is down,
  // stops every call after it at once (breaker.ts), so a run reports one clear reason instead
  // of retrying it for every skill. The first call goes alone, so such an error is met once, not
  // by every call already queued.
  const breaker = new CircuitBreaker(options.outageLimit)
  let stopped: LlmError | undefined
  let first: Promise<unknown> | undefined
  const checked = async (request: MessageRequest, opts: CallOptions): Promise<LlmReply> => {
    if (stopped) throw stopped
    try {
      const reply = await send(request, opts)
      answers.note(request.model, reply.model)
      if (!reply.cached) breaker.answered()
      return reply
    } catch (error) {
      const failure = toLlmError(error, 0)
      if (failure !== stopped) observe(failure)
      throw failure
    }
  }
  const observe = (failure?: LlmError): void => {
    if (failure === undefined) return breaker.answered()
    const verdict = breaker.failed(failure)
    if (verdict.trip)
      stopped ??=
        verdict.reason === failure.message
          ? failure
          : new LlmError(failure.kind, verdict.reason, failure.attempts, failure.status)
  }
  const message = async (request: MessageRequest, opts: CallOptions): Promise<LlmReply> => {
    // A batch is created once for many calls, so it meets such an error once anyway; waiting
    // for a first live call would only hold the batch back.
    if (collector !== undefined && opts.batchable) return checked(request, opts)
    if (first === undefined) {
      const reply = checked(request, opts)
      first = reply.catch(() => undefined)
      return reply
    }
    await first
    return checked(request, opts)
  }

  return {
    message,
    resolveModel,
    modelUse,
    noteAnswer: (asked, answered) => answers.note(asked, answered),
    ledger,
    budget,
    pricing,
    batchMode: options.batch?.mode ?? 'off',
    stopped: () => stopped,
    observe
  }
}

/** `promise`, or an `aborted` error as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal === undefined) return promise
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new LlmError('aborted', 'cancelled'))
    if (signal.aborted) onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** How `withRetries` retries, where it counts, and what ends it early. */
interface RetryContext {
  policy: RetryPolicy
  ledger: UsageLedger
  signal?: AbortSignal
  /** The error that stopped every call of the run since the last attempt, if one did. */
  stopped: () => LlmError | undefined
}

/** Runs `request` with the retry policy; every retry is counted in the ledger. */
async function withRetries<T>(
  request: () => Promise<T>,
  { policy, ledger, signal, stopped }: RetryContext
): Promise<{ value: T; attempts: number }> {
  let attempts = 0
  for (;;) {
    // No retry once the run has stopped: it could not change the outcome, only add requests.
    const stop = attempts > 0 ? stopped() : undefined
    if (stop) throw stop
    attempts += 1
    try {
      return { value: await request(), attempts }
    } catch (error) {
      if (signal?.aborted || !isRetryable(error) || attempts > policy.maxRetries) {
        throw toLlmError(error, attempts)
      }
      ledger.recordRetry()
      await sleep(retryDelayMs(error, attempts, policy), signal).catch((e: unknown) => {
        throw toLlmError(e, attempts)
      })
    }
  }
}

/** The models the API lists, all pages. */
async function listModels(client: Anthropic): Promise<ListedModel[]> {
  const models: ListedModel[] = []
  for await (const m of client.models.list()) {
    models.push({ id: m.id, created_at: m.created_at })
  }
  return models
}

/** The concatenated text blocks of a reply. */
export function replyText(message: Message): string {
  return message.content
    .filter((b): b is TextBlock => b.type === 'text')
    .map((b) => b.text)
    .join('')
}
