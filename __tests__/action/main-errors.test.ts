// How the Action fails on bad inputs: one error annotation listing every bad input on a line of
// its own. The runner reads `%0A` in a command's data as a line break; a literal `\n` (a
// backslash and an n) would show as such in the annotation.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { run } from '../../src/action/main.js'

describe('the Action on bad inputs', () => {
  const saved = { ...process.env }
  let out: string[] = []

  beforeEach(() => {
    out = []
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      out.push(String(chunk))
      return true
    })
    process.env['INPUT_COMMENT'] = 'sometimes'
    process.env['INPUT_ANNOTATIONS'] = 'maybe'
    process.env['INPUT_GITHUB-TOKEN'] = 'ghs_test'
  })

  afterEach(() => {
    jest.restoreAllMocks()
    process.env = { ...saved }
    process.exitCode = undefined
  })

  it('writes one error command whose message has a line per bad input', async () => {
    await run({})
    const errors = out
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('::error::'))
    expect(errors).toHaveLength(1)
    const data = errors[0]?.slice('::error::'.length) ?? ''
    expect(data).not.toContain('\\n')
    const lines = data.split('%0A')
    expect(lines[0]).toBe('skill-ci: Invalid action inputs:')
    expect(lines.slice(1).sort()).toEqual([
      '- annotations must be one of true, false',
      '- comment must be one of always, on-change, never'
    ])
    expect(process.exitCode).toBe(1)
  })
})
