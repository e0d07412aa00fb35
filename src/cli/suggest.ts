// "Did you mean" for a mistyped flag, from the command's own options: its visible flags, and the
// old spellings kept as hidden aliases, which suggest the flag's current name (`--treshold` →
// `--fail-under`). Only a close guess is offered: a flag with nothing near it gets none, rather
// than an unrelated one (`--bogus` is not `--corpus`).
import { Command, type Option } from 'commander'
import { allowedEdits, editDistance } from '../model/edit-distance.js'
import { currentNameOf } from './renamed-options.js'

/** The flag a user most likely meant, when one is close enough; else undefined. */
export function closestFlag(typed: string, options: readonly Option[]): string | undefined {
  const word = typed.replace(/=.*$/, '')
  // An old spelling suggests the name the flag goes by now; other hidden flags none.
  const named = options.flatMap((o): Array<[string, string]> => {
    const current = o.hidden ? currentNameOf(o) : o.long
    return o.long === undefined || current === undefined ? [] : [[o.long, current]]
  })
  const allowed = allowedEdits(word)
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
