// Whose calls these are: the skills a model call is made for, carried with the work that makes it
// (through awaits, the concurrency limit, Message Batches and the agent harnesses) rather than
// passed down every call site. The ledger books each answered call's cost to them, split equally
// when several skills share it (a repository's shared trigger runs), so the per-skill figures of
// a run add up to its total.
import { AsyncLocalStorage } from 'node:async_hooks'

const owners = new AsyncLocalStorage<readonly string[]>()

/** Runs `work` with its model calls booked to `keys` (each skill's key, see costOwnerKey). */
export function withCostOwners<T>(keys: readonly string[], work: () => T): T {
  return owners.run(keys, work)
}

/** The skills the current work's calls are booked to; empty outside any skill's work. */
export function currentCostOwners(): readonly string[] {
  return owners.getStore() ?? []
}

const harnesses = new AsyncLocalStorage<string>()

/**
 * Runs `work` with its model calls booked to the agent harness `name` too: a run that lists
 * several harnesses says what each one's runs cost (the ledger's `byHarness`).
 */
export function withCostHarness<T>(name: string, work: () => T): T {
  return harnesses.run(name, work)
}

/** The harness the current work's calls are booked to, if any. */
export function currentCostHarness(): string | undefined {
  return harnesses.getStore()
}
