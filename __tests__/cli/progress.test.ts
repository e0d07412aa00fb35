import { describe, expect, it } from '@jest/globals'
import { progressPrinter } from '../../src/cli/progress.js'

function capture(isTTY: boolean) {
  let text = ''
  const print = progressPrinter({ write: (t) => void (text += t), isTTY })
  print({ type: 'discovered', total: 2 })
  print({ type: 'skill-done', done: 1, total: 2, path: 'skills/a', ok: true })
  print({ type: 'skill-done', done: 2, total: 2, path: 'skills/\u001b[2Jb', ok: false })
  return text
}

describe('progressPrinter', () => {
  it('writes plain lines when stderr is not a TTY', () => {
    expect(capture(false)).toBe(
      'Evaluating 2 skill(s)…\n[1/2] skills/a done\n[2/2] skills/\\x1B[2Jb error\n'
    )
  })

  it('rewrites one line on a TTY and ends it after the last skill', () => {
    expect(capture(true)).toBe(
      'Evaluating 2 skill(s)…\n\r\u001b[K[1/2] skills/a done\r\u001b[K[2/2] skills/\\x1B[2Jb error\n'
    )
  })
})
