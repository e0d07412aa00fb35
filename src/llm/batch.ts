// Message Batches: independent single calls (a judge's assessment, the first turn of a trigger
// run, a pairwise judgement, a security review) can be answered through Anthropic's Message
// Batches API at half the price, asynchronously. The collector gathers the batchable requests of
// each layer while the layer issues them; once the layer goes quiet (no new request for
// `gatherMs`, i.e. it has issued all it can before it needs answers) or the queue is full, it
// reserves budget for the whole group, submits ONE batch, polls it with growing waits up to a
// deadline, and hands each caller the result stored under its `custom_id`.
// What the collector cannot answer goes back to the caller as `live` (the client then makes the
// call itself): an `auto` group below the threshold, an item that errored, expired or was
// cancelled, a batch that could not be created or did not end by the deadline (it is cancelled
// first). Nothing is dropped: every caller gets a reply, a live fallback, or an error.
import type Anthropic from '@anthropic-ai/sdk'
import type {
  MessageBatch,
  MessageBatchIndividualResponse
} from '@anthropic-ai/sdk/resources/messages/batches'
import { BudgetExhaustedError } from './budget.js'
import { sleep } from './retry.js'
import type { Message, MessageCreateParamsNonStreaming } from './sdk-types.js'
import { AUTO_BATCH_MIN_REQUESTS, DEFAULT_BATCH_DEADLINE_MS, type BatchMode } from './batch-mode.js'

export * from './batch-mode.js'

export interface BatchOptions {
  mode: BatchMode
  /** From submission to cancellation (default 30 min). */
  deadlineMs?: number
  /** Quiet time after a layer's last batchable request before its group is sent (default 2 s). */
  gatherMs?: number
  /** First wait between status checks; it doubles up to `maxPollMs` (defaults 5 s and 60 s). */
  pollMs?: number
  maxPollMs?: number
  /** `auto`: the fewest gathered requests worth a batch (default AUTO_BATCH_MIN_REQUESTS). */
  autoThreshold?: number
  /** Most requests in one batch (default 10,000; the API's limit is 100,000). */
  maxRequests?: number
  /** Progress lines while a batch is waited for. */
  onProgress?: (line: string) => void
}

type Body = Omit<MessageCreateParamsNonStreaming, 'stream'>

/** What the collector decided for one request. */
export type BatchOutcome =
  /** Answered by the batch; `release` frees its budget reservation once the client booked it. */
  | { kind: 'reply'; message: Message; release: () => void }
  /** The client makes the call live; `note` says why a batch did not answer it (absent: never batched). */
  | { kind: 'live'; note?: string }
  /** The budget could not hold it next to the rest of its batch. */
  | { kind: 'refused'; reason: string }

export interface BatchDeps {
  client: Pick<Anthropic, 'messages'>
  /** Reserves an item's worst-case cost at the batch rate; throws BudgetExhaustedError. */
  reserve(body: Body): () => void
  /** Runs one API request with the client's retry policy. */
  withRetries<T>(request: () => Promise<T>): Promise<T>
  /** Whether the run has already met an error no call can get past. */
  stopped(): boolean
}

interface Queued {
  body: Body
  /** The caller's; a caller that stopped waiting before the submission is not sent. */
  signal?: AbortSignal
  resolve: (outcome: BatchOutcome) => void
}

interface Group {
  items: Queued[]
  timer?: NodeJS.Timeout
}

const DEFAULTS = {
  deadlineMs: DEFAULT_BATCH_DEADLINE_MS,
  gatherMs: 2000,
  pollMs: 5000,
  maxPollMs: 60_000,
  autoThreshold: AUTO_BATCH_MIN_REQUESTS,
  maxRequests: 10_000
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

export class BatchCollector {
  private readonly groups = new Map<string, Group>()
  private readonly settings: Required<Omit<BatchOptions, 'onProgress'>> &
    Pick<BatchOptions, 'onProgress'>

  constructor(
    options: BatchOptions,
    private readonly deps: BatchDeps
  ) {
    this.settings = { ...DEFAULTS, ...stripUndefined(options), mode: options.mode }
  }

  /** Queues one request of `layer`; resolves once the batch (or the decision not to batch) is in. */
  add(layer: string, body: Body, signal?: AbortSignal): Promise<BatchOutcome> {
    return new Promise((resolve) => {
      const group = this.groups.get(layer) ?? { items: [] }
      this.groups.set(layer, group)
      group.items.push({ body, signal, resolve })
      clearTimeout(group.timer)
      if (group.items.length >= this.settings.maxRequests) this.flush(layer)
      else group.timer = setTimeout(() => this.flush(layer), this.settings.gatherMs)
    })
  }

  private flush(layer: string): void {
    const group = this.groups.get(layer)
    if (!group) return
    clearTimeout(group.timer)
    this.groups.delete(layer)
    // Nobody waits for these any more: `live` tells their (gone) callers nothing was sent.
    for (const item of group.items) if (item.signal?.aborted) item.resolve({ kind: 'live' })
    const items = group.items.filter((item) => !item.signal?.aborted)
    if (items.length === 0) return
    if (this.settings.mode === 'auto' && items.length < this.settings.autoThreshold) {
      this.settings.onProgress?.(
        `${layer}: ${items.length} independent calls, fewer than the ${this.settings.autoThreshold} ` +
          'a batch is used for (batch: auto): sent live'
      )
      for (const item of items) item.resolve({ kind: 'live' })
      return
    }
    if (this.deps.stopped()) {
      for (const item of items) item.resolve({ kind: 'live' })
      return
    }
    // A failure of the collector itself still answers every caller (a resolved one keeps its answer).
    this.submit(layer, items).catch((error: unknown) => {
      const note = `the batch failed (${messageOf(error)})`
      for (const item of items) item.resolve({ kind: 'live', note })
    })
  }

  /** Reserves budget item by item; the ones that do not fit are refused before anything is sent. */
  private admit(items: Queued[]): Array<Queued & { release: () => void }> {
    const admitted: Array<Queued & { release: () => void }> = []
    for (const item of items) {
      try {
        admitted.push({ ...item, release: this.deps.reserve(item.body) })
      } catch (error) {
        if (!(error instanceof BudgetExhaustedError)) throw error
        item.resolve({ kind: 'refused', reason: `not sent in the batch: ${error.message}` })
      }
    }
    return admitted
  }

  private async submit(layer: string, queued: Queued[]): Promise<void> {
    const items = this.admit(queued)
    if (items.length === 0) return
    const goLive = (item: (typeof items)[number], note: string) => {
      item.release()
      item.resolve({ kind: 'live', note })
    }
    const progress = this.settings.onProgress
    let batch: MessageBatch
    try {
      batch = await this.deps.withRetries(() =>
        this.deps.client.messages.batches.create({
          requests: items.map((item, i) => ({ custom_id: customId(i), params: item.body }))
        })
      )
    } catch (error) {
      const note = `the batch could not be created (${messageOf(error)})`
      progress?.(`${layer}: ${note}; its ${items.length} requests go live`)
      for (const item of items) goLive(item, note)
      return
    }
    progress?.(
      `${layer}: ${items.length} requests submitted as batch ${batch.id}; waiting up to ` +
        `${seconds(this.settings.deadlineMs)} (batches usually end within minutes)`
    )
    let results: Map<string, MessageBatchIndividualResponse['result']>
    try {
      results = await this.await(layer, batch, items.length)
    } catch (error) {
      const note = `batch ${batch.id} gave no results (${messageOf(error)})`
      progress?.(`${layer}: ${note}; its ${items.length} requests go live`)
      for (const item of items) goLive(item, note)
      return
    }
    items.forEach((item, i) => {
      const result = results.get(customId(i))
      if (result?.type === 'succeeded') {
        item.resolve({ kind: 'reply', message: result.message, release: item.release })
      } else {
        goLive(item, `batch ${batch.id}: ${describeResult(result)}`)
      }
    })
  }

  /** Polls until the batch ends or the deadline passes (then cancels it); its results by id. */
  private async await(
    layer: string,
    submitted: MessageBatch,
    size: number
  ): Promise<Map<string, MessageBatchIndividualResponse['result']>> {
    const { deadlineMs, pollMs, maxPollMs, onProgress } = this.settings
    const batches = this.deps.client.messages.batches
    const started = Date.now()
    let batch = submitted
    let wait = pollMs
    while (batch.processing_status !== 'ended') {
      const left = deadlineMs - (Date.now() - started)
      if (left <= 0) {
        onProgress?.(
          `${layer}: batch ${batch.id} did not end within ${seconds(deadlineMs)}; cancelling it`
        )
        batch = await this.cancel(batch)
        // What ended before the cancellation is still used (and booked); the rest goes live.
        if (batch.processing_status !== 'ended') throw new Error('cancelled at the deadline')
        break
      }
      await sleep(Math.min(wait, left))
      wait = Math.min(wait * 2, maxPollMs)
      batch = await this.deps.withRetries(() => batches.retrieve(batch.id))
      const counts = batch.request_counts
      onProgress?.(
        `${layer}: batch ${batch.id} ${batch.processing_status.replace('_', ' ')}, ` +
          `${size - counts.processing}/${size} done after ${seconds(Date.now() - started)}`
      )
    }
    const results = new Map<string, MessageBatchIndividualResponse['result']>()
    const lines = await this.deps.withRetries(() => batches.results(batch.id))
    for await (const line of lines) results.set(line.custom_id, line.result)
    return results
  }

  /** Cancels the batch and gives the cancellation a few status checks to end. */
  private async cancel(batch: MessageBatch): Promise<MessageBatch> {
    const batches = this.deps.client.messages.batches
    let current = await this.deps.withRetries(() => batches.cancel(batch.id))
    for (let check = 0; check < CANCEL_CHECKS && current.processing_status !== 'ended'; check++) {
      await sleep(this.settings.pollMs)
      current = await this.deps.withRetries(() => batches.retrieve(batch.id))
    }
    return current
  }
}

/** Status checks after a cancellation before its batch is given up on. */
const CANCEL_CHECKS = 3

const customId = (index: number) => `request-${index}`

function describeResult(result: MessageBatchIndividualResponse['result'] | undefined): string {
  if (result === undefined) return 'the item is missing from the results'
  if (result.type === 'errored') {
    const inner = result.error.error
    return `the item errored (${inner.type}: ${inner.message})`
  }
  return `the item was ${result.type}`
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
