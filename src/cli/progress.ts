// Progress on stderr for long runs: how many skills are done and, when models are called, how many
// calls the run made and what they cost so far. On an interactive terminal one line is rewritten
// in place; in a CI log (CI set, or stderr not a TTY) each skill gets one plain line and nothing
// else, so the log stays short and has no escape codes.
import type { ProgressEvent } from '../run.js'
import { progressLine } from '../report/progress.js'
import { plural } from '../model/plural.js'

export interface ProgressSink {
  write(text: string): void
  isTTY?: boolean
}

/** CI services set CI=true (GitHub Actions, GitLab, CircleCI, Buildkite, …). */
function inCi(env: NodeJS.ProcessEnv): boolean {
  const ci = env.CI
  return ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false'
}

export function progressPrinter(
  sink: ProgressSink,
  env: NodeJS.ProcessEnv
): (event: ProgressEvent) => void {
  const live = sink.isTTY === true && !inCi(env)
  return (event) => {
    if (event.type === 'discovered') {
      // A log needs only the per-skill lines; a terminal says what the wait is for.
      if (live) sink.write(`Evaluating ${plural(event.total, 'skill')}…\n`)
      return
    }
    const line = progressLine(event)
    if (!live) {
      sink.write(`${line}\n`)
      return
    }
    // \r and erase-line keep one status line; the last one ends with a newline.
    sink.write(`\r\x1b[K${line}${event.done === event.total ? '\n' : ''}`)
  }
}
