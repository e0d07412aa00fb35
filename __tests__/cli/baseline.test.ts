// `skill-ci baseline` at its edges (its real run, a CLI baseline the Action then re-validates
// nothing on, is in __tests__/action/revalidate.test.ts): layers it does not know, no API key, a
// dry run that prices the layers and writes nothing.
import { afterAll, describe, expect, it } from '@jest/globals'
import { access, mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { makeTempDir } from '../../src/agent/workdir.js'
import { main } from '../../src/cli/main.js'

const made: string[] = []
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })))
})

async function skills(): Promise<string> {
  const root = await makeTempDir('baseline-cli')
  made.push(root)
  await mkdir(path.join(root, 'skills/alpha'), { recursive: true })
  await writeFile(
    path.join(root, 'skills/alpha/SKILL.md'),
    '---\nname: alpha\ndescription: Summarise CSV files. Use when asked for row counts.\n---\nCount rows.\n'
  )
  return root
}

async function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = []
  const err: string[] = []
  const code = await main(['baseline', ...args], {
    stdout: { write: (text) => void out.push(text) },
    stderr: { write: (text) => void err.push(text) },
    env
  })
  return { code, stdout: out.join(''), stderr: err.join('') }
}

describe('skill-ci baseline', () => {
  it('refuses a layer it does not know, naming the ones it does', async () => {
    const root = await skills()
    const result = await run([path.join(root, 'skills'), '--layers', 'judge, nope'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('layers are among judge,')
  })

  it('writes nothing without an API key: a baseline without model results is of no use', async () => {
    const root = await skills()
    const out = path.join(root, 'baseline.json')
    const result = await run([path.join(root, 'skills'), '--out', out])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('a baseline needs model results: set ANTHROPIC_API_KEY')
    await expect(access(out)).rejects.toThrow()
  })

  it('prices the layers on a dry run and writes nothing', async () => {
    const root = await skills()
    const out = path.join(root, 'baseline.json')
    const result = await run([
      path.join(root, 'skills'),
      '--out',
      out,
      '--dry-run',
      '--layers',
      'judge'
    ])
    expect(result.code).toBe(0)
    expect(result.stderr).toMatch(/LLM estimate: \d+ calls/)
    await expect(access(out)).rejects.toThrow()
  })
})
