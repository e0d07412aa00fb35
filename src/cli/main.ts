// The `skill-ci` command line: argv in, report on stdout, exit code out. Everything the process
// touches (streams, environment) comes in through `io`, so tests drive main() directly.
import { CommanderError, type Command } from 'commander'
import packageJson from '../../package.json' with { type: 'json' }
import { neutralise } from '../report/neutralise.js'
import { ClaudeAgentSdkMissingError } from '../agent/harness/claude-code-sdk.js'
import { RunFailedError, UsageError } from './errors.js'
import { SuggestingCommand } from './suggest.js'
import { EXIT_GATE_FAILED, EXIT_OK, EXIT_USAGE, type CliIo } from './io.js'

export { EXIT_GATE_FAILED, EXIT_OK, EXIT_USAGE, type CliIo } from './io.js'

/** One example per command, shown at the end of `skill-ci --help` (a test checks every command has one). */
export const COMMAND_EXAMPLES: readonly string[] = [
  'skill-ci score ./skills --threshold 60        # the static scores, no key needed',
  'skill-ci validate ./skills                    # the agentskills.io spec findings only',
  'skill-ci compare skills/a skills/b            # two skills side by side',
  'skill-ci drift --baseline old.json new.json   # what changed since the last re-validation',
  'skill-ci baseline skills                      # the first committed re-validation baseline',
  'skill-ci ab skills/pdf --dry-run              # price the with-vs-without A/B test',
  'skill-ci triggers skills --dry-run            # price the activation runs',
  'skill-ci improve skills/pdf --dry-run         # price a better description',
  'skill-ci init gold-skills --out corpus.json   # index a gold corpus for Elo ratings',
  'skill-ci certify skills --corpus corpus.json  # the deep run plus an Elo rating',
  "skill-ci merge shard-*.json                   # one report from a split run's shards",
  'skill-ci scaffold skills/pdf                  # a starter tests/eval.yaml',
  'skill-ci scaffold --workflow                  # .github/workflows/skill-ci.yml',
  'skill-ci labels --repo my-org/my-skills       # the skill-ci:* PR labels',
  'skill-ci badge skills --out badges            # shields.io badges per skill'
]

/** What a command's module exports: it adds the command to the program. */
export type Register = (program: Command, io: CliIo, setExit: (code: number) => void) => void

// Each command's module is loaded only when it is the one asked for: `score` and `validate` never
// load the model client, the agent or the renderers of the other commands, and `--version` loads
// none. Help for the whole program, or a word that is no command, loads them all.
export const COMMAND_REGISTRATIONS: Record<string, () => Promise<Register>> = {
  score: async () => (await import('./commands/score.js')).registerScoreCommand,
  validate: async () => (await import('./commands/validate.js')).registerValidateCommand,
  compare: async () => (await import('./commands/compare.js')).registerCompareCommand,
  ab: async () => (await import('./commands/ab.js')).registerAbCommand,
  triggers: async () => (await import('./commands/triggers.js')).registerTriggersCommand,
  improve: async () => (await import('./commands/improve.js')).registerImproveCommand,
  certify: async () => (await import('./commands/certify.js')).registerCertifyCommand,
  init: async () => (await import('./commands/init.js')).registerInitCommand,
  drift: async () => (await import('./commands/drift.js')).registerDriftCommand,
  baseline: async () => (await import('./commands/baseline.js')).registerBaselineCommand,
  merge: async () => (await import('./commands/merge.js')).registerMergeCommand,
  scaffold: async () => (await import('./commands/scaffold.js')).registerScaffoldCommand,
  labels: async () => (await import('./commands/labels.js')).registerLabelsCommand,
  badge: async () => (await import('./commands/badge.js')).registerBadgeCommand
}

/** The registrations `argv` needs: its command's, none for the version, else every one. */
function commandsFor(argv: readonly string[]): Array<() => Promise<Register>> {
  const first = argv[0]
  if (first !== undefined && Object.hasOwn(COMMAND_REGISTRATIONS, first))
    return [COMMAND_REGISTRATIONS[first]!]
  if (argv.length === 1 && (first === '--version' || first === '-V')) return []
  return Object.values(COMMAND_REGISTRATIONS)
}

async function buildProgram(
  argv: readonly string[],
  io: CliIo,
  setExit: (code: number) => void
): Promise<Command> {
  const program = new SuggestingCommand('skill-ci')
    .description('Score agent skills (SKILL.md folders) the way PluginEval does, and gate on it.')
    .version(packageJson.version)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text)
    })
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', `\nExamples:\n${COMMAND_EXAMPLES.map((e) => `  ${e}`).join('\n')}\n`)
  // One after another, in the order of the list, so `--help` lists the commands in that order
  // (and modules shared by several commands are linked once, not raced).
  for (const load of commandsFor(argv)) (await load())(program, io, setExit)
  return program
}

/** Runs the CLI with user arguments (no `node` / script prefix) and returns the exit code. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  let exitCode = EXIT_OK
  const program = await buildProgram(argv, io, (code) => {
    exitCode = code
  })
  try {
    await program.parseAsync(argv, { from: 'user' })
    return exitCode
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through exitOverride with exit code 0.
      return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE
    }
    if (error instanceof RunFailedError) {
      io.stderr.write(`skill-ci: ${printableLines(error.message)}\n`)
      return EXIT_GATE_FAILED
    }
    // A missing agent program (agent-program.ts, named so this file does not load it) is a usage
    // error with its one install line, as the Agent SDK's.
    if (
      error instanceof UsageError ||
      error instanceof ClaudeAgentSdkMissingError ||
      (error instanceof Error && error.name === 'AgentProgramMissingError')
    ) {
      io.stderr.write(`skill-ci: ${printableLines(error.message)}\n`)
      return EXIT_USAGE
    }
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
    io.stderr.write(`skill-ci: internal error: ${printableLines(message)}\n`)
    return EXIT_GATE_FAILED
  }
}

/** A message that may quote paths from the scanned files, each of its lines made inert for a CI log. */
function printableLines(message: string): string {
  return message.split('\n').map(neutralise).join('\n')
}
