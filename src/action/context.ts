// Everything an Action run knows before it evaluates anything: the inputs, the repository, the
// event, where the skills are and an API client.
import * as core from '@actions/core'
import { relative, resolve, sep } from 'node:path'
import { parseRepository, readRunEvent, type Repo, type RunEvent } from './event.js'
import { createOctokit, type Octokit } from './github.js'
import { readInputs, type ActionInputs } from './inputs.js'

export interface RunContext {
  env: NodeJS.ProcessEnv
  inputs: ActionInputs
  repo: Repo
  event: RunEvent
  workspace: string
  /** Absolute folder scanned for skills (the `path` input). */
  root: string
  /**
   * `root` relative to the workspace, the working directory of the run: the pipeline displays
   * skill paths (gate reasons, the report's roots) joined with the root as given.
   */
  rootPath: string
  /** Repo-relative prefix of `root` for annotation, JUnit and SARIF paths ('' at the repo root). */
  pathPrefix: string
  octokit: Octokit
  detailsUrl?: string
}

/** Repo-relative POSIX path of an absolute path inside the workspace ('.' for the root). */
export function repoPathOf(workspace: string, absolute: string): string {
  return relative(workspace, absolute).split(sep).join('/') || '.'
}

export async function readContext(env: NodeJS.ProcessEnv): Promise<RunContext> {
  const inputs = readInputs((name) => core.getInput(name), core.setSecret)
  const repo = parseRepository(env.GITHUB_REPOSITORY)
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd())
  const root = resolve(workspace, inputs.path)
  const rootPath = repoPathOf(workspace, root)
  // Relative paths (the root, the results folder) then resolve inside the workspace.
  process.chdir(workspace)
  return {
    env,
    inputs,
    repo,
    event: await readRunEvent(env),
    workspace,
    root,
    rootPath,
    pathPrefix: rootPath === '.' ? '' : rootPath,
    octokit: createOctokit(inputs['github-token'], env),
    detailsUrl:
      env.GITHUB_RUN_ID && env.GITHUB_SERVER_URL
        ? `${env.GITHUB_SERVER_URL}/${repo.owner}/${repo.repo}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined
  }
}
