// Messages between the long fuzz run (bench/fuzz.ts) and its worker processes.
import type { FuzzCase } from '../../__tests__/fuzz/cases.js'
import type { Failure } from '../../__tests__/fuzz/check.js'

/** Run case `index` of `seed` (generated in the worker), or a case given whole (minimising). */
export type WorkerRequest =
  | { type: 'generated'; id: number; seed: number; index: number; profile: string }
  | { type: 'given'; id: number; case: FuzzCase }

export interface WorkerResult {
  type: 'result'
  id: number
  failures: Failure[]
  /** Time of the checks, without writing the files. */
  ms: number
  bytes: number
  skills: number
  evalFiles: number
}

/** What a worker sends: it has loaded the engine; it has generated the case; the result. */
export type WorkerMessage = { type: 'ready' } | { type: 'started'; id: number } | WorkerResult

/** Buffers cross the IPC channel as Uint8Arrays: back to Buffers. */
export function reviveCase(c: FuzzCase): FuzzCase {
  const buffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength)
  return {
    skills: c.skills.map((s) => ({
      ...s,
      skillMd:
        s.skillMd.kind === 'file'
          ? { kind: 'file', file: { ...s.skillMd.file, bytes: buffer(s.skillMd.file.bytes) } }
          : s.skillMd,
      evalYaml: s.evalYaml ? { ...s.evalYaml, bytes: buffer(s.evalYaml.bytes) } : null
    }))
  }
}
