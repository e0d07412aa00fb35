// A reverse shell written in code (Python, JavaScript, a code block in another language): a
// socket connected, and next to it a shell whose standard streams are handed to that socket
// (`os.dup2(s.fileno(), 0)` then `/bin/sh`, `pty.spawn`, `stdin=s.fileno()`). A program that opens
// a socket in one place and starts a process in another (a port probe and a build step) is not
// one: the hand-over has to sit within a few lines of the connection.
import type { Hit } from '../finding.js'

const SOCKET_CONNECT = /\bsocket\b[^\n]*\bconnect\b|\.connect\(\s*\(/i
/** The socket given to a process as its input and output. */
const HANDS_OVER = /\bos\.dup2\b|\.fileno\(\)|\bpty\.spawn\b|\bstd(?:in|out)\s*[=:]|\.pipe\(/
/** A shell or command interpreter started. */
const SHELL_PROGRAM =
  /\/bin\/(?:ba|z|da)?sh\b|\bcmd\.exe\b|\bpty\.spawn\b|["'](?:ba|z)?sh["']|\bpowershell(?:\.exe)?\b/i
/** How many lines around the connection the hand-over may be. */
const WINDOW = 6
/** Connections looked at per text (a file with many is checked at its first ones). */
const MAX_CONNECTIONS = 20
const MAX_LINE = 4000

export function codeReverseShells(text: string): Hit[] {
  if (!text.includes('connect')) return []
  const lines = text.split('\n')
  let seen = 0
  for (let i = 0; i < lines.length && seen < MAX_CONNECTIONS; i++) {
    const line = lines[i]!
    if (line.length > MAX_LINE || !SOCKET_CONNECT.test(line)) continue
    seen++
    const near = lines
      .slice(Math.max(0, i - WINDOW), i + WINDOW + 1)
      .filter((l) => l.length <= MAX_LINE)
      .join('\n')
    if (HANDS_OVER.test(near) && SHELL_PROGRAM.test(near)) {
      return [
        {
          ruleId: 'exec/reverse-shell',
          line: i + 1,
          message: 'code that hands a shell to a socket',
          evidence: line
        }
      ]
    }
  }
  return []
}
