// Worker processes with a watchdog: each runs one request at a time; a request that takes longer
// than the timeout gets its worker killed (a hang), a worker that exits mid-request is a death
// (out of memory, a native crash, an uncaught error), and either way a fresh worker takes over.
import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { WorkerMessage, WorkerRequest, WorkerResult } from './protocol.js'

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts')
const STDERR_TAIL = 2000
/** Loading and compiling the engine in a fresh worker is not the input's time: waited for apart. */
const STARTUP_TIMEOUT_MS = 300_000
/** Generating a case (up to a few MB) runs before the watchdog starts; this bounds it anyway. */
const GENERATION_TIMEOUT_MS = 120_000

export type Outcome =
  | { type: 'result'; result: WorkerResult; ms: number }
  | { type: 'timeout'; ms: number }
  | { type: 'died'; ms: number; code: number | null; signal: string | null; stderr: string }

export interface PoolOptions {
  /** Folder the workers make their scratch folders in. */
  scratch: string
  timeoutMs: number
  /** V8 heap limit of each worker, in MB. */
  memoryMb: number
}

interface Pending {
  request: WorkerRequest
  started: number
  timeoutMs: number
  timer: NodeJS.Timeout
  resolve: (outcome: Outcome) => void
}

/** One worker process and the request it is running. */
class Slot {
  private child: ChildProcess | null = null
  /** Resolves when the current worker has loaded the engine and can take a request. */
  private ready: Promise<void> | null = null
  private pending: Pending | null = null
  private stderr = ''

  constructor(private readonly options: PoolOptions) {}

  private spawn(): ChildProcess {
    const child = fork(WORKER, [this.options.scratch], {
      execArgv: ['--import', 'tsx', `--max-old-space-size=${this.options.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc']
    })
    this.stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-STDERR_TAIL)
    })
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        reject(new Error(`a fuzz worker did not start within ${STARTUP_TIMEOUT_MS} ms`))
      }, STARTUP_TIMEOUT_MS)
      child.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          clearTimeout(timer)
          resolve()
        } else if (message.type === 'started') this.arm(child, message.id)
        else this.settle(child, message)
      })
      child.once('exit', () => {
        clearTimeout(timer)
        reject(new Error(`a fuzz worker exited while starting: ${this.stderr.trim()}`))
      })
    })
    // A worker that fails to start is reported by run(); this keeps the rejection handled.
    this.ready.catch(() => undefined)
    child.on('exit', (code, signal) => this.exited(child, code, signal))
    return child
  }

  /** The case is generated: from now on the input has `timeoutMs` to finish. */
  private arm(child: ChildProcess, id: number): void {
    const pending = this.pending
    if (child !== this.child || pending === null || id !== pending.request.id) return
    clearTimeout(pending.timer)
    pending.started = performance.now()
    pending.timer = setTimeout(() => this.timedOut(), pending.timeoutMs)
  }

  private settle(child: ChildProcess, result: WorkerResult): void {
    const pending = this.pending
    if (child !== this.child || pending === null || result.id !== pending.request.id) return
    clearTimeout(pending.timer)
    this.pending = null
    pending.resolve({ type: 'result', result, ms: performance.now() - pending.started })
  }

  private exited(child: ChildProcess, code: number | null, signal: string | null): void {
    if (child !== this.child) return
    this.child = null
    const pending = this.pending
    if (pending === null) return
    clearTimeout(pending.timer)
    this.pending = null
    const ms = performance.now() - pending.started
    pending.resolve({ type: 'died', ms, code, signal, stderr: this.stderr.trim() })
  }

  private timedOut(): void {
    const pending = this.pending
    const child = this.child
    if (pending === null || child === null) return
    this.pending = null
    this.child = null
    child.kill('SIGKILL')
    pending.resolve({ type: 'timeout', ms: performance.now() - pending.started })
  }

  async run(request: WorkerRequest, timeoutMs = this.options.timeoutMs): Promise<Outcome> {
    if (this.pending !== null) throw new Error('this worker is busy')
    this.child ??= this.spawn()
    const child = this.child
    await this.ready
    return new Promise((resolve) => {
      this.pending = {
        request,
        started: performance.now(),
        timeoutMs,
        // Until the worker says the case is generated, only a generous limit applies.
        timer: setTimeout(() => this.timedOut(), GENERATION_TIMEOUT_MS + timeoutMs),
        resolve
      }
      child.send(request)
    })
  }

  /** Ends the worker: it removes its scratch folder when the channel closes; a stuck one is killed. */
  close(): Promise<void> {
    const child = this.child
    this.child = null
    if (child === null || child.exitCode !== null || child.signalCode !== null) {
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 2000)
      child.once('exit', () => {
        clearTimeout(kill)
        resolve()
      })
      if (child.connected) child.disconnect()
      else child.kill('SIGKILL')
    })
  }
}

export class Pool {
  private readonly slots: Slot[]
  private nextId = 0

  constructor(size: number, options: PoolOptions) {
    this.slots = Array.from({ length: size }, () => new Slot(options))
  }

  get size(): number {
    return this.slots.length
  }

  /**
   * Runs `requests` (made from a fresh id each) on every worker at once, calling `onOutcome` as
   * each ends, in no particular order.
   */
  async runAll<T>(
    items: Iterable<T>,
    makeRequest: (item: T, id: number) => WorkerRequest,
    onOutcome: (item: T, outcome: Outcome) => void
  ): Promise<void> {
    const iterator = items[Symbol.iterator]()
    const drive = async (slot: Slot) => {
      for (let next = iterator.next(); !next.done; next = iterator.next()) {
        const outcome = await slot.run(makeRequest(next.value, this.nextId++))
        onOutcome(next.value, outcome)
      }
    }
    await Promise.all(this.slots.map(drive))
  }

  /** One request on the first worker, with its own timeout (minimising). */
  runOne(makeRequest: (id: number) => WorkerRequest, timeoutMs?: number): Promise<Outcome> {
    return (this.slots[0] as Slot).run(makeRequest(this.nextId++), timeoutMs)
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.close()))
  }
}
