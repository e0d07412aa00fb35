// `skill-ci labels [--repo owner/name]`: creates the pull-request labels that ask for the costly
// layers (skill-ci:judge, …) in a GitHub repository, with their colours and descriptions, and
// brings an existing label's colour and description in line. Needs a token with write access to
// the repository's issues (GITHUB_TOKEN or GH_TOKEN); GITHUB_API_URL points it at GitHub Enterprise.
import type { getOctokit } from '@actions/github'
import type { Command } from 'commander'
import { neutralise } from '../../report/neutralise.js'
import { UsageError } from '../errors.js'
import { EXIT_OK, type CliIo } from '../io.js'
import { PR_LABELS, type PrLabel } from '../labels.js'

interface LabelsOptions {
  repo?: string
  dryRun?: boolean
}

type Octokit = ReturnType<typeof getOctokit>

function repository(
  options: LabelsOptions,
  env: NodeJS.ProcessEnv
): { owner: string; repo: string } {
  const full = options.repo ?? env.GITHUB_REPOSITORY ?? ''
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(full)
  if (!match) {
    throw new UsageError(
      full === ''
        ? 'labels: name the repository with --repo owner/name (or set GITHUB_REPOSITORY)'
        : `labels: --repo must be owner/name, got ${JSON.stringify(full)}`
    )
  }
  return { owner: match[1], repo: match[2] }
}

/** What GitHub answered, without echoing anything the request carried. */
function apiFailure(what: string, error: unknown): UsageError {
  const status = (error as { status?: unknown }).status
  const hint =
    status === 401
      ? ': the token was refused'
      : status === 403 || status === 404
        ? ': the token cannot write this repository’s labels (it needs issues: write)'
        : ''
  const reason = error instanceof Error ? error.message : String(error)
  return new UsageError(`labels: ${what} failed (${neutralise(reason)})${hint}`)
}

type Change = 'created' | 'updated' | 'unchanged'

async function ensureLabel(
  octokit: Octokit,
  where: { owner: string; repo: string },
  label: PrLabel,
  existing: Map<string, { name: string; color: string; description: string | null }>
): Promise<Change> {
  const found = existing.get(label.name.toLowerCase())
  const wanted = { color: label.color, description: label.description }
  if (found === undefined) {
    await octokit.rest.issues.createLabel({ ...where, name: label.name, ...wanted })
    return 'created'
  }
  if (found.color.toLowerCase() === label.color && found.description === label.description) {
    return 'unchanged'
  }
  await octokit.rest.issues.updateLabel({ ...where, name: found.name, ...wanted })
  return 'updated'
}

async function runLabels(options: LabelsOptions, io: CliIo): Promise<number> {
  if (options.dryRun) {
    for (const l of PR_LABELS) io.stdout.write(`${l.name}  #${l.color}  ${l.description}\n`)
    return EXIT_OK
  }
  const where = repository(options, io.env)
  const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN
  if (!token)
    throw new UsageError(
      'labels: set GITHUB_TOKEN (or GH_TOKEN) to a token that can write the repository’s issues'
    )
  // Loaded here, not at start-up: no other command talks to GitHub.
  const { getOctokit: createOctokit } = await import('@actions/github')
  const octokit = createOctokit(token, {
    baseUrl: io.env.GITHUB_API_URL || 'https://api.github.com'
  })
  const existing = new Map<string, { name: string; color: string; description: string | null }>()
  try {
    const labels = await octokit.paginate(octokit.rest.issues.listLabelsForRepo, {
      ...where,
      per_page: 100
    })
    for (const l of labels) existing.set(l.name.toLowerCase(), l)
  } catch (error) {
    throw apiFailure(`listing the labels of ${where.owner}/${where.repo}`, error)
  }
  for (const label of PR_LABELS) {
    const change = await ensureLabel(octokit, where, label, existing).catch((error: unknown) => {
      throw apiFailure(`writing the label ${label.name}`, error)
    })
    io.stdout.write(`${change.padEnd(9)} ${label.name}\n`)
  }
  return EXIT_OK
}

export function registerLabelsCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  program
    .command('labels')
    .description(
      'create the skill-ci:* pull-request labels (colours, descriptions) in a GitHub repository'
    )
    .option('--repo <owner/name>', 'the repository (default: GITHUB_REPOSITORY)')
    .option('--dry-run', 'print the labels and make no API call')
    .addHelpText(
      'after',
      '\nNeeds GITHUB_TOKEN or GH_TOKEN (issues: write). Example:\n  GITHUB_TOKEN=$(gh auth token) skill-ci labels --repo my-org/my-skills'
    )
    .action(async (options: LabelsOptions) => {
      setExit(await runLabels(options, io))
    })
}
