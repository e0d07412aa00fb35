// The line a log or a terminal shows when one skill of a run is done: how far the run is and, when
// models are called, the calls and cost of the whole run so far. The CLI and the Action print it.
import { oneLine } from './text.js'
import { plural } from '../model/plural.js'

export interface SkillDone {
  done: number
  total: number
  /** The skill folder as the user would write it. */
  path: string
  ok: boolean
  spent?: { calls: number; costUsd: number }
}

export function progressLine(event: SkillDone): string {
  const spent =
    event.spent === undefined
      ? ''
      : ` · ${plural(event.spent.calls, 'LLM call')}, $${event.spent.costUsd.toFixed(2)} so far`
  return `[${event.done}/${event.total}] ${oneLine(event.path, 80)} ${event.ok ? 'done' : 'error'}${spent}`
}
