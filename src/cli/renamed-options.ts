// One vocabulary with the Action: a flag that has an Action input is spelled like the input
// (`--fail-under`, `--trigger-context`, `--ab-runs` …). The CLI's older spellings still work as
// hidden aliases: they take the same argument, are left out of the help and of the suggestions
// for a mistyped flag, and giving one together with its new name is a usage error.
import { Option, type Command } from 'commander'
import { UsageError } from './errors.js'

/** Each hidden old spelling's current flag (for the suggestion after a mistyped flag). */
const currentNames = new WeakMap<Option, string>()

/** The flag an old spelling now goes by; undefined for any other option. */
export function currentNameOf(option: Option): string | undefined {
  return currentNames.get(option)
}

/**
 * Adds `option` and, hidden, its old spelling `oldFlags` (same argument, same choices, same
 * parser). Before the action runs, a value given under the old spelling moves to the new one.
 */
export function addRenamedOption(command: Command, option: Option, oldFlags: string): Command {
  const alias = new Option(oldFlags, `old spelling of ${option.long ?? option.flags}`).hideHelp()
  if (option.argChoices !== undefined) alias.choices(option.argChoices)
  if (option.parseArg !== undefined) alias.argParser(option.parseArg)
  if (option.long !== undefined) currentNames.set(alias, option.long)
  const name = option.attributeName()
  const old = alias.attributeName()
  return command
    .addOption(option)
    .addOption(alias)
    .hook('preAction', (cmd) => {
      if (cmd.getOptionValueSource(old) !== 'cli') return
      if (cmd.getOptionValueSource(name) === 'cli') {
        throw new UsageError(
          `${alias.long} is the old spelling of ${option.long}: give one of them, not both`
        )
      }
      cmd.setOptionValueWithSource(name, cmd.getOptionValue(old) as unknown, 'cli')
    })
}
