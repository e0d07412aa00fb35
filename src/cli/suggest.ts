// "Did you mean" for a mistyped flag, from the command's own options: its visible flags, and the
// old spellings kept as hidden aliases, which suggest the flag's current name (`--treshold` →
// `--fail-under`). Only a close guess is offered: a flag with nothing near it gets none, rather
// than an unrelated one (`--bogus` is not `--corpus`).
import { Command, type Option } from 'commander'
import { currentNameOf } from './renamed-options.js'

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i])
  for (let j = 1; j <= b.length; j += 1) d[0]![j] = j
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1)
      }
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

/** The flag a user most likely meant, when one is close enough; else undefined. */
export function closestFlag(typed: string, options: readonly Option[]): string | undefined {
  const word = typed.replace(/=.*$/, '')
  // An old spelling suggests the name the flag goes by now; other hidden flags none.
  const named = options.flatMap((o): Array<[string, string]> => {
    const current = o.hidden ? currentNameOf(o) : o.long
    return o.long === undefined || current === undefined ? [] : [[o.long, current]]
  })
  // At most a third of the word's letters wrong, and never more than 3.
  const allowed = Math.min(3, Math.floor((word.length - 2) / 3))
  let best: { distance: number; flag: string } | undefined
  for (const [spelling, flag] of named) {
    const distance = editDistance(word, spelling)
    if (distance <= allowed && (best === undefined || distance < best.distance)) {
      best = { distance, flag }
    }
  }
  return best?.flag
}

/** A command whose unknown-flag error suggests only a close flag (see closestFlag). */
export class SuggestingCommand extends Command {
  override createCommand(name?: string): SuggestingCommand {
    return new SuggestingCommand(name)
  }

  /** Called by commander's parser for a flag the command does not define. */
  unknownOption(flag: string): void {
    const suggestion = flag.startsWith('--') ? closestFlag(flag, this.options) : undefined
    this.error(
      `error: unknown option '${flag}'${suggestion === undefined ? '' : `\n(Did you mean ${suggestion}?)`}`,
      { code: 'commander.unknownOption' }
    )
  }
}
