// `skill-ci scaffold <skill>` writes a starter tests/eval.yaml for a skill; `skill-ci scaffold
// --workflow [repo]` writes the repository's .github/workflows/skill-ci.yml. `--dry-run` prints
// the file instead. An existing file is kept unless `--force`: a scaffold never overwrites work.
// Either way it says what the scaffold costs to run: the eval's `ab --dry-run` estimate, and the
// workflow's `max-usd` computed from it.
import { lstat, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Command } from 'commander'
import { replaceWithOwnFile } from '../../fs/write-no-follow.js'
import { EVAL_YAML } from '../../skill/eval/file-names.js'
import { parseSkillLoadingYaml } from '../../skill/parse.js'
import { readSkillText } from '../../skill/read.js'
import { neutralise } from '../../report/neutralise.js'
import { refuseWithout } from '../conflicts.js'
import { UsageError } from '../errors.js'
import { EXIT_OK, type CliIo } from '../io.js'
import { DEFAULT_CLI_MAX_USD } from '../options.js'
import { evalTemplate } from '../scaffold/eval-template.js'
import { WORKFLOW_FILE, workflowTemplate } from '../scaffold/workflow-template.js'
import { abEstimateOf, workflowBudget } from '../scaffold/budget.js'

interface ScaffoldOptions {
  workflow?: boolean
  skillsPath: string
  dryRun?: boolean
  force?: boolean
}

/** The eval file's text for the skill in `dir`, drafted from its name and description. */
async function evalFileFor(dir: string): Promise<string> {
  const text = await readSkillText(dir, 'SKILL.md')
  if (!text.ok) {
    const hint =
      text.error.code === 'missing-skill-md' ? ' (a repository root? add --workflow)' : ''
    throw new UsageError(`${path.join(dir, 'SKILL.md')}: ${text.error.message}${hint}`)
  }
  const parsed = await parseSkillLoadingYaml(
    text.value,
    path.basename(path.resolve(dir)),
    'SKILL.md'
  )
  if (!parsed.ok) {
    const where = `${path.join(dir, 'SKILL.md')}${parsed.error.line ? `:${parsed.error.line}` : ''}`
    throw new UsageError(`${where}: ${parsed.error.message}`)
  }
  return evalTemplate(String(parsed.skill.name), parsed.skill.description)
}

async function writeNew(file: string, text: string, force: boolean, io: CliIo): Promise<void> {
  if (!force && (await lstat(file).catch(() => undefined)) !== undefined) {
    throw new UsageError(`${file} already exists; --force replaces it, --dry-run prints the draft`)
  }
  await mkdir(path.dirname(file), { recursive: true })
  await replaceWithOwnFile(file, text)
  io.stderr.write(`skill-ci: wrote ${neutralise(file)}\n`)
}

/** What `skill-ci ab <dir> --dry-run` prints for the drafted eval, and the budgets it fits. */
function estimateLine(dir: string | undefined, evalText: string): string {
  const e = abEstimateOf(evalText)
  const { maxUsd } = workflowBudget()
  const cli =
    e.usd <= DEFAULT_CLI_MAX_USD
      ? `within the CLI's default max-usd of ${DEFAULT_CLI_MAX_USD}`
      : `above the CLI's default max-usd of ${DEFAULT_CLI_MAX_USD}: run it with --max-usd ${Math.ceil(e.usd)}`
  return (
    `\`skill-ci ab ${neutralise(dir ?? '.')} --dry-run\` estimates this eval at ${e.calls} calls, at most $${e.usd.toFixed(4)} at the defaults,` +
    ` ${cli}; the scaffolded workflow's max-usd is ${maxUsd}`
  )
}

function budgetLine(): string {
  const { maxUsd, abUsd } = workflowBudget()
  return `max-usd ${maxUsd}: the A/B of one skill's scaffolded eval is at most $${abUsd.toFixed(4)}, with half again for the other labels`
}

async function runScaffold(
  target: string | undefined,
  options: ScaffoldOptions,
  io: CliIo
): Promise<number> {
  let file: string
  let text: string
  if (options.workflow) {
    file = path.join(target ?? '.', WORKFLOW_FILE)
    text = workflowTemplate(options.skillsPath)
  } else {
    if (target === undefined) throw new UsageError('scaffold: name a skill folder, or --workflow')
    file = path.join(target, EVAL_YAML)
    text = await evalFileFor(target)
  }
  if (options.dryRun) io.stdout.write(text)
  else await writeNew(file, text, options.force === true, io)
  io.stderr.write(`skill-ci: ${options.workflow ? budgetLine() : estimateLine(target, text)}\n`)
  return EXIT_OK
}

export function registerScaffoldCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  const scaffold = program
    .command('scaffold')
    .description(
      'write a starter tests/eval.yaml for a skill, or (--workflow) the GitHub workflow of a repository'
    )
    .argument('[dir]', 'the skill folder (with --workflow: the repository root, default .)')
    .option('--workflow', `write ${WORKFLOW_FILE}: PR check, label-gated LLM runs, nightly run`)
    .option('--skills-path <dir>', 'with --workflow: where the skills live (the `path` input)', '.')
    .option('--dry-run', 'print the file instead of writing it')
    .option('--force', 'replace the file when it exists')
    .addHelpText(
      'after',
      '\nExamples:\n  skill-ci scaffold skills/pdf --dry-run\n  skill-ci scaffold --workflow --skills-path skills'
    )
  refuseWithout(
    scaffold,
    'skills-path',
    'workflow',
    'it sets the path input of the workflow that --workflow writes'
  ).action(async (dir: string | undefined, options: ScaffoldOptions) => {
    setExit(await runScaffold(dir, options, io))
  })
}
