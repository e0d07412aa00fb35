import { describe, expect, it } from '@jest/globals'
import { progressPrinter } from '../../src/cli/progress.js'

function capture(isTTY: boolean, env: NodeJS.ProcessEnv = {}) {
  let text = ''
  const print = progressPrinter({ write: (t) => void (text += t), isTTY }, env)
  print({ type: 'discovered', total: 2 })
  print({
    type: 'skill-done',
    done: 1,
    total: 2,
    path: 'skills/a',
    ok: true,
    spent: { calls: 1, costUsd: 0.0123 }
  })
  print({
    type: 'skill-done',
    done: 2,
    total: 2,
    path: 'skills/\u001b[2Jb',
    ok: false,
    spent: { calls: 14, costUsd: 0.316 }
  })
  return text
}

const PLAIN_LINES =
  '[1/2] skills/a done · 1 LLM call, $0.01 so far\n' +
  '[2/2] skills/\\x1B[2Jb error · 14 LLM calls, $0.32 so far\n'

describe('progressPrinter', () => {
  it('writes one plain line per skill, with the calls and cost so far, when stderr is not a TTY', () => {
    expect(capture(false)).toBe(PLAIN_LINES)
  })

  it('stays one line per skill in CI even on a TTY', () => {
    expect(capture(true, { CI: 'true' })).toBe(PLAIN_LINES)
    expect(capture(true, { CI: 'false' })).not.toBe(PLAIN_LINES)
  })

  it('rewrites one line on an interactive TTY and ends it after the last skill', () => {
    expect(capture(true)).toBe(
      'Evaluating 2 skills…\n' +
        '\r\u001b[K[1/2] skills/a done · 1 LLM call, $0.01 so far' +
        '\r\u001b[K[2/2] skills/\\x1B[2Jb error · 14 LLM calls, $0.32 so far\n'
    )
  })

  it('leaves the cost out when no model is called', () => {
    let text = ''
    progressPrinter(
      { write: (t) => void (text += t) },
      {}
    )({
      type: 'skill-done',
      done: 1,
      total: 1,
      path: 'skills/a',
      ok: true
    })
    expect(text).toBe('[1/1] skills/a done\n')
  })
})
