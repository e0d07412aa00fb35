// Runs the BUNDLED action (dist/index.js) as a child process the way the runner does: a clean
// environment with INPUT_* variables, GITHUB_EVENT_* and fresh GITHUB_OUTPUT / GITHUB_STEP_SUMMARY
// files. Shared by the end-to-end tests, which run it under each binary of ../node-binaries.ts.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { RunReportSchema, type RunReport } from '../../src/model/index.js'
import { pathWithoutNodeModules } from '../node-binaries.js'

// SKILL_CI_ACTION_BUNDLE runs the tests against a bundle built elsewhere (e.g. before dist/ is rebuilt).
export const DIST = resolve(process.env.SKILL_CI_ACTION_BUNDLE ?? 'dist/index.js')

export interface ActionRun {
  code: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
}

export interface BundleRun {
  node: string
  /** Scratch folder for the output, summary and runner-temp files. */
  work: string
  workspace: string
  githubUrl: string
  event: { name: string; path: string }
  /** Input names as in action.yml; the runner upper-cases them and keeps the hyphens. */
  inputs?: Record<string, string>
  /** Distinguishes the output and summary files of successive runs. */
  runId: string
  /** More environment, e.g. the artifact service's ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL. */
  env?: Record<string, string>
}

/** Fails early with a clear message when the bundle or the Node binary is missing. */
export function assertRunnable(node: string): void {
  if (!existsSync(DIST)) throw new Error('dist/index.js is missing: run `npm run build` first')
  if (!existsSync(node)) throw new Error(`no Node binary at ${node}: run npm ci`)
}

/** GITHUB_OUTPUT uses `name<<delimiter` … `delimiter` blocks. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm
  for (const m of text.matchAll(re)) outputs[m[1]] = m[3]
  return outputs
}

/** Runs the bundle once; its stderr is echoed, so a failing run shows why in the test log. */
export async function runBundledAction(run: BundleRun): Promise<ActionRun> {
  const files = {
    output: join(run.work, `output-${run.runId}`),
    summary: join(run.work, `summary-${run.runId}`)
  }
  await writeFile(files.output, '')
  await writeFile(files.summary, '')
  await mkdir(join(run.work, 'runner-temp'), { recursive: true })
  const env: NodeJS.ProcessEnv = {
    // Without npm's node_modules/.bin folders: the runner's PATH has none.
    PATH: pathWithoutNodeModules(),
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: run.event.name,
    GITHUB_EVENT_PATH: run.event.path,
    GITHUB_WORKSPACE: run.workspace,
    GITHUB_REPOSITORY: 'acme/skills',
    GITHUB_SHA: 'f'.repeat(40), // the test merge commit: the check run must NOT use it
    GITHUB_API_URL: run.githubUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '99',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: join(run.work, 'runner-temp'),
    'INPUT_GITHUB-TOKEN': 'ghs_fake_token_for_tests',
    'INPUT_CHECK-NAME': 'skill-ci',
    INPUT_PATH: '.',
    ...Object.fromEntries(
      Object.entries(run.inputs ?? {}).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])
    ),
    ...run.env
  }
  const { code, stdout, stderr } = await new Promise<{
    code: number
    stdout: string
    stderr: string
  }>((done) => {
    execFile(run.node, [DIST], { env, cwd: run.workspace, timeout: 60_000 }, (err, out, errOut) => {
      done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout: out, stderr: errOut })
    })
  })
  if (stderr.trim()) process.stderr.write(stderr)
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(await readFile(files.output, 'utf8')),
    summary: await readFile(files.summary, 'utf8')
  }
}

/** The JSON report a run wrote (its `report` output), checked against the schema. */
export async function readRunReport(run: ActionRun): Promise<RunReport> {
  return RunReportSchema.parse(JSON.parse(await readFile(run.outputs.report, 'utf8')))
}
