// The run's temp folders are removed on every path: by their owner, and when the process exits
// or is stopped by a signal with some still there (a child process with TMPDIR of its own).
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { keepTempDir, makeTempDir, removeTempDir } from '../../src/fs/temp-dirs.js'

const MODULE = fileURLToPath(new URL('../../src/fs/temp-dirs.ts', import.meta.url))
const REPO = fileURLToPath(new URL('../..', import.meta.url))

let tmp: string
/** Ours only (tsx keeps a cache of its own in TMPDIR). */
const ours = async () => (await readdir(tmp)).filter((name) => name.startsWith('skill-ci-'))
beforeEach(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'skill-ci-temp-dirs-'))
})
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true })
})

/** A child that makes two temp folders in `tmp`, says so, then ends as `then` says. */
function child(then: 'wait' | 'exit') {
  const code = `
    import { makeTempDir } from ${JSON.stringify(MODULE)}
    await makeTempDir('a'); await makeTempDir('b')
    process.stdout.write('ready\\n')
    ${then === 'exit' ? 'process.exit(3)' : 'setInterval(() => {}, 1000)'}
  `
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: REPO,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: tmp }
  })
  const ready = new Promise<void>((resolve) =>
    proc.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve())
  )
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal }))
  )
  return { proc, ready, ended }
}

describe('temp folders', () => {
  it('are removed when the process is stopped by a signal, which still ends it', async () => {
    const run = child('wait')
    await run.ready
    expect(await ours()).toHaveLength(2)
    run.proc.kill('SIGTERM')
    expect(await run.ended).toEqual({ code: null, signal: 'SIGTERM' })
    expect(await ours()).toEqual([])
  }, 20_000)

  it('are removed when the process exits with some still there', async () => {
    const run = child('exit')
    expect(await run.ended).toEqual({ code: 3, signal: null })
    expect(await ours()).toEqual([])
  }, 20_000)

  it('are removed by their owner, or kept on purpose', async () => {
    const gone = await makeTempDir('owner')
    await removeTempDir(gone)
    await expect(stat(gone)).rejects.toThrow()
    const kept = await makeTempDir('kept')
    keepTempDir(kept)
    expect((await stat(kept)).isDirectory()).toBe(true)
    await rm(kept, { recursive: true })
  })
})
