// `skill-ci validate <paths…>`: the agentskills.io spec findings only, no scores.
import type { Command } from 'commander'
import { reportJsonPieces } from '../../report/json.js'
import { terminalStyle } from '../formats/style.js'
import type { CliIo } from '../io.js'
import { addCommonOptions, type CommonOptions, formatOption, pathsArgument } from '../options.js'
import { staticRun } from '../static-run.js'
import { exitCodeOf, reportGateOnStderr } from './score.js'

type ValidateOptions = CommonOptions & { format: 'text' | 'json' }

async function runValidate(paths: string[], options: ValidateOptions, io: CliIo): Promise<number> {
  // The spec only: security findings are `score`'s (they are in the JSON report all the same).
  const report = await staticRun(
    paths,
    { failOn: options.failOn, securityGate: 'off' },
    options,
    io
  )
  if (options.format === 'json') {
    for (const piece of reportJsonPieces(report)) io.stdout.write(piece)
    reportGateOnStderr(report, io)
  } else {
    const { renderValidateText } = await import('../formats/text.js')
    io.stdout.write(renderValidateText(report, terminalStyle(io.stdout.isTTY === true, io.env)))
  }
  return exitCodeOf(report)
}

export function registerValidateCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  const validate = program
    .command('validate')
    .description('check skills against the agentskills.io spec (findings only, no scores)')
    .addArgument(pathsArgument())
    .addOption(formatOption(['text', 'json']))
  addCommonOptions(validate, 'error')
  validate.action(async (paths: string[], options: ValidateOptions) => {
    setExit(await runValidate(paths, options, io))
  })
}
