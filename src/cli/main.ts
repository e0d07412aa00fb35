// The `skill-ci` command line: argv in, report on stdout, exit code out. Everything the process
// touches (streams, environment) comes in through `io`, so tests drive main() directly.
import { Command, CommanderError } from 'commander'
import packageJson from '../../package.json' with { type: 'json' }
import { registerAbCommand } from './commands/ab.js'
import { registerCertifyCommand } from './commands/certify.js'
import { registerCompareCommand } from './commands/compare.js'
import { registerDriftCommand } from './commands/drift.js'
import { registerImproveCommand } from './commands/improve.js'
import { registerInitCommand } from './commands/init.js'
import { registerMergeCommand } from './commands/merge.js'
import { registerScoreCommand } from './commands/score.js'
import { registerTriggersCommand } from './commands/triggers.js'
import { registerValidateCommand } from './commands/validate.js'
import { neutralise } from '../report/neutralise.js'
import { ClaudeAgentSdkMissingError } from '../agent/harness/claude-code-sdk.js'
import { UsageError } from './errors.js'
import { EXIT_GATE_FAILED, EXIT_OK, EXIT_USAGE, type CliIo } from './io.js'

export { EXIT_GATE_FAILED, EXIT_OK, EXIT_USAGE, type CliIo } from './io.js'

function buildProgram(io: CliIo, setExit: (code: number) => void): Command {
  const program = new Command('skill-ci')
    .description('Score agent skills (SKILL.md folders) the way PluginEval does, and gate on it.')
    .version(packageJson.version)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text)
    })
    .showHelpAfterError('(run with --help for usage)')
  for (const register of [
    registerScoreCommand,
    registerValidateCommand,
    registerCompareCommand,
    registerDriftCommand,
    registerAbCommand,
    registerTriggersCommand,
    registerImproveCommand,
    registerCertifyCommand,
    registerInitCommand,
    registerMergeCommand
  ]) {
    register(program, io, setExit)
  }
  return program
}

/** Runs the CLI with user arguments (no `node` / script prefix) and returns the exit code. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  let exitCode = EXIT_OK
  const program = buildProgram(io, (code) => {
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
    if (error instanceof UsageError || error instanceof ClaudeAgentSdkMissingError) {
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
