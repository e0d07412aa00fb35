// Progress on stderr for long runs: one rewritten line on a TTY, plain lines otherwise (CI logs).
import type { ProgressEvent } from '../run.js'
import { oneLine } from '../report/text.js'

export interface ProgressSink {
  write(text: string): void
  isTTY?: boolean
}

export function progressPrinter(sink: ProgressSink): (event: ProgressEvent) => void {
  return (event) => {
    if (event.type === 'discovered') {
      sink.write(`Evaluating ${event.total} skill(s)…\n`)
      return
    }
    const status = event.ok ? 'done' : 'error'
    const line = `[${event.done}/${event.total}] ${oneLine(event.path, 80)} ${status}`
    if (!sink.isTTY) {
      sink.write(`${line}\n`)
      return
    }
    // \r and erase-line keep one status line; the last one ends with a newline.
    sink.write(`\r\x1b[K${line}${event.done === event.total ? '\n' : ''}`)
  }
}
