// Flags that make no sense together, or one without the other, are refused before the command
// runs (exit 2) rather than one of them being silently ignored: `--no-results-dir --results-dir x`
// would otherwise keep whichever came last.
import type { Command } from 'commander'
import { UsageError } from './errors.js'

/**
 * Refuses `--first` and `--second` given together. Flags that share a value (`--results-dir`
 * and `--no-results-dir`) are told apart by the events the parser emits for each flag typed.
 */
export function refuseTogether(command: Command, first: string, second: string): Command {
  const typed = new Set<string>()
  for (const flag of [first, second]) command.on(`option:${flag}`, () => typed.add(flag))
  return command.hook('preAction', () => {
    if (typed.size === 2) {
      throw new UsageError(`--${first} and --${second} contradict each other: give one of them`)
    }
  })
}

/** Refuses `--flag` given without `--needed` (`why`: what `--flag` does with it). */
export function refuseWithout(
  command: Command,
  flag: string,
  needed: string,
  why: string
): Command {
  const typed = new Set<string>()
  for (const name of [flag, needed]) command.on(`option:${name}`, () => typed.add(name))
  return command.hook('preAction', () => {
    if (typed.has(flag) && !typed.has(needed)) {
      throw new UsageError(`--${flag} needs --${needed}: ${why}`)
    }
  })
}
