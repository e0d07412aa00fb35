import { access, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { runShell, scrubbedEnv } from '../../src/agent/shell.js'
import { makeTempDir } from '../../src/agent/workdir.js'

let workDir: string
beforeEach(async () => {
  workDir = await makeTempDir('shell-test')
})
afterEach(() => rm(workDir, { recursive: true, force: true }))

const options = () => ({ cwd: workDir, timeoutMs: 5000, maxOutputChars: 1000 })

describe('runShell', () => {
  it('kills background processes the command leaves behind when it exits', async () => {
    // A detached leftover would keep running after the run: writing into the work dir while it
    // is snapshotted, or working on after the job thinks the agent is done.
    const r = await runShell(
      '(sleep 0.3; echo late > late.txt) >/dev/null 2>&1 & echo started',
      options()
    )
    expect(r).toEqual({ exitCode: 0, output: 'started\n', timedOut: false, truncated: false })
    await new Promise((resolve) => setTimeout(resolve, 600))
    await expect(access(path.join(workDir, 'late.txt'))).rejects.toThrow(/ENOENT/)
  })

  it('caps the output it keeps', async () => {
    const r = await runShell('yes | head -c 100000', options())
    expect(r.output).toHaveLength(1000)
    expect(r.truncated).toBe(true)
  })
})

describe('scrubbedEnv', () => {
  it('passes only PATH, locale and TZ: runner tokens, action inputs and keys never reach the shell', () => {
    const env = scrubbedEnv('/w', {
      PATH: '/bin',
      LANG: 'C.UTF-8',
      GITHUB_TOKEN: 'ghs_x',
      ACTIONS_RUNTIME_TOKEN: 'rt',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://x',
      'INPUT_ANTHROPIC-API-KEY': 'sk-ant-x',
      'INPUT_GITHUB-TOKEN': 'ghs_y',
      ANTHROPIC_API_KEY: 'sk-ant-y',
      NODE_OPTIONS: '--require /tmp/x.js',
      BASH_ENV: '/tmp/evil.sh'
    })
    expect(env).toEqual({ HOME: '/w', TMPDIR: '/w', TERM: 'dumb', PATH: '/bin', LANG: 'C.UTF-8' })
  })
})
