// `skill-ci compare <a> <b>`: two skills dimension by dimension, at quick depth.
import path from 'node:path'
import type { Command } from 'commander'
import type { SkillReport } from '../../model/index.js'
import { neutralise, neutraliseJson } from '../../report/neutralise.js'
import { UsageError } from '../errors.js'
import {
  compareComposites,
  renderComparisonMarkdown,
  renderComparisonText
} from '../formats/compare.js'
import { terminalStyle } from '../formats/style.js'
import { EXIT_GATE_FAILED, EXIT_OK, type CliIo } from '../io.js'
import { addCommonOptions, type CommonOptions, formatOption } from '../options.js'
import { staticRun } from '../static-run.js'

type CompareOptions = CommonOptions & { format: 'text' | 'json' | 'markdown' }

async function scoreOne(root: string, options: CommonOptions, io: CliIo): Promise<SkillReport> {
  const report = await staticRun([root], { failOn: 'never' }, options, io)
  if (report.skills.length !== 1) {
    throw new UsageError(
      `${root} contains ${report.skills.length} skills; compare needs one skill folder on each side`
    )
  }
  return report.skills[0] as SkillReport
}

/** Column labels: the folder names, or A/B-prefixed when both folders have the same name. */
export function compareLabels(a: string, b: string): { a: string; b: string } {
  const nameA = path.basename(path.resolve(a))
  const nameB = path.basename(path.resolve(b))
  return nameA === nameB ? { a: `A: ${nameA}`, b: `B: ${nameB}` } : { a: nameA, b: nameB }
}

async function runCompare(a: string, b: string, options: CompareOptions, io: CliIo) {
  const [skillA, skillB] = [await scoreOne(a, options, io), await scoreOne(b, options, io)]
  if (!skillA.composite || !skillB.composite) {
    for (const [label, skill] of [
      [a, skillA],
      [b, skillB]
    ] as const) {
      for (const e of skill.errors)
        io.stderr.write(`skill-ci: ${neutralise(label)}: ${neutralise(e.message)}\n`)
    }
    return EXIT_GATE_FAILED
  }
  const rows = compareComposites(skillA.composite, skillB.composite)
  const labels = compareLabels(a, b)
  if (options.format === 'json') {
    io.stdout.write(neutraliseJson(JSON.stringify({ a: skillA, b: skillB, rows }, null, 2)) + '\n')
  } else if (options.format === 'markdown') {
    io.stdout.write(renderComparisonMarkdown(labels, rows))
  } else {
    io.stdout.write(
      renderComparisonText(labels, rows, terminalStyle(io.stdout.isTTY === true, io.env))
    )
  }
  return EXIT_OK
}

export function registerCompareCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  const compare = program
    .command('compare')
    .description('compare two skills dimension by dimension (quick depth)')
    .argument('<a>', 'first skill folder')
    .argument('<b>', 'second skill folder')
    .addOption(formatOption(['text', 'json', 'markdown']))
  addCommonOptions(compare, 'never')
  compare.action(async (a: string, b: string, options: CompareOptions) => {
    setExit(await runCompare(a, b, options, io))
  })
}
