import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { RunReportSchema } from '../../src/model/index.js'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const SKILLS = path.join(repo, '__tests__', 'fixtures', 'pipeline', 'skills')

describe('the skill-ci process', () => {
  it('prints the whole report through a pipe and exits with the gate code', () => {
    // One real process (through tsx, not dist/): output must be complete when the exit code is 1.
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repo, 'src', 'cli', 'index.ts'),
        'score',
        SKILLS,
        '--format',
        'json'
      ],
      { cwd: repo, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }
    )
    expect(result.status).toBe(1)
    const report = RunReportSchema.parse(JSON.parse(result.stdout))
    expect(report.summary).toMatchObject({ evaluated: 3, errored: 1 })
    expect(result.stderr).toContain('skill-ci: gate failed')
  })
})
