// The temporary folders of a run (agent work dirs and their snapshots, skill copies, Claude Code
// projects) are removed on every path: by their owner when the last run that uses them has ended,
// whatever way it ended, and, for any still there when the process exits or is stopped by a
// signal (Ctrl-C, a cancelled CI job), here. Until its owner removes it, every folder made by
// `makeTempDir` is remembered; the exit and signal handlers are installed with the first one.
import { rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

const live = new Set<string>()
let installed = false

/** The signals that end a run from outside: each removes what is left, then acts as it would. */
const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

function removeLeftovers(): void {
  for (const dir of live) rmSync(dir, { recursive: true, force: true })
  live.clear()
}

function installHandlers(): void {
  if (installed) return
  installed = true
  process.once('exit', removeLeftovers)
  for (const signal of ENDING_SIGNALS) {
    const onSignal = (): void => {
      removeLeftovers()
      process.removeListener(signal, onSignal)
      // With no other listener the signal's default action (ending the process) is restored by
      // sending it again; a listener of the embedding program decides otherwise.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
    }
    process.on(signal, onSignal)
  }
}

/** A fresh private directory under the OS temp dir (TMPDIR), removed at exit if still there. */
export async function makeTempDir(prefix: string): Promise<string> {
  installHandlers()
  const dir = await mkdtemp(path.join(os.tmpdir(), `skill-ci-${prefix}-`))
  live.add(dir)
  return dir
}

/** Removes a folder made by `makeTempDir` (and forgets it). */
export async function removeTempDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true })
  live.delete(dir)
}

/** Keeps a folder made by `makeTempDir` after the process ends (kept for inspection). */
export function keepTempDir(dir: string): void {
  live.delete(dir)
}
