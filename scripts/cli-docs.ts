// docs/cli.md's generated blocks: the list of commands and the options of each, rendered from the
// CLI's own definitions (the commands' registrations in src/cli/main.ts), so the page cannot drift
// from the code. `npm run docs` writes them between their markers; a test checks they are current.
import { Command, type Option } from 'commander'
import { COMMAND_REGISTRATIONS } from '../src/cli/main.js'
import { currentNameOf } from '../src/cli/renamed-options.js'
import { cell, marker, type Block } from './action-docs.js'

/** Every command, registered as `skill-ci` registers them, in the order of `--help`. */
export async function cliProgram(): Promise<Command> {
  const program = new Command('skill-ci')
  const io = { stdout: { write: () => {} }, stderr: { write: () => {} }, env: {} }
  for (const load of Object.values(COMMAND_REGISTRATIONS)) (await load())(program, io, () => {})
  return program
}

const SOURCE = 'src/cli'
const code = (text: string) => `\`${cell(text)}\``

export function commandsBlock(program: Command): Block {
  const rows = program.commands.map(
    (c) =>
      `| [${code(`skill-ci ${c.name()} ${c.usage()}`)}](#${c.name()}-options) | ${cell(c.description())} |`
  )
  return {
    ...marker('commands', SOURCE),
    body: ['| Command | What it does |', '| --- | --- |', ...rows].join('\n')
  }
}

/** The default as `--help` shows it; none for a switch or a `--no-` flag (their default is off / on). */
function defaultOf(option: Option): string {
  if (option.negate || option.isBoolean()) return ''
  if (option.defaultValueDescription !== undefined) return option.defaultValueDescription
  if (option.defaultValue === undefined) return ''
  const value: unknown = option.defaultValue
  return Array.isArray(value) ? value.join(', ') : String(value)
}

function optionRow(option: Option, oldSpellings: readonly string[]): string {
  const sentences = [
    cell(option.description).replace(/\.$/, ''),
    ...(option.argChoices ? [`one of ${option.argChoices.map(code).join(', ')}`] : []),
    ...(oldSpellings.length > 0 ? [`old spelling: ${oldSpellings.map(code).join(', ')}`] : [])
  ]
  const value = defaultOf(option)
  return `| ${code(option.flags)} | ${value === '' ? '' : code(value)} | ${sentences.join('; ')} |`
}

/** One table per command: its visible options, each with the old spellings it still accepts. */
export function optionsBlock(program: Command): Block {
  const sections = program.commands.map((c) => {
    const aliases = c.options.filter((o) => o.hidden)
    const rows = c.options
      .filter((o) => !o.hidden)
      .map((o) =>
        optionRow(
          o,
          aliases.filter((a) => currentNameOf(a) === o.long).map((a) => a.long ?? a.flags)
        )
      )
    const args = c.registeredArguments.map((a) => `${code(a.name())}: ${cell(a.description)}`)
    return [
      `### \`${c.name()}\` options`,
      '',
      `\`skill-ci ${c.name()} ${c.usage()}\` — ${cell(c.description())}${args.length > 0 ? ` (${args.join('; ')})` : ''}.`,
      '',
      '| Option | Default | Meaning |',
      '| --- | --- | --- |',
      ...rows
    ].join('\n')
  })
  return { ...marker('options', SOURCE), body: sections.join('\n\n') }
}

export async function cliDocBlocks(): Promise<Block[]> {
  const program = await cliProgram()
  return [commandsBlock(program), optionsBlock(program)]
}
