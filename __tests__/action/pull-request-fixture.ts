// The pull request the end-to-end tests play: PR 42 of acme/skills, its event payload, its base
// commit and the checked-out workspace the bundled action reads.
import { readFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FakeGitHub } from '../fakes/github-server.js'

/** The `pull_request` (synchronize) payload of PR 42. */
export const PR_PAYLOAD = fileURLToPath(
  new URL('../fixtures/action/pull_request.synchronize.json', import.meta.url)
)
/** The PR's base commit, as named in the payload. */
export const BASE_SHA = '1111111111111111111111111111111111111111'
/** The hidden marker of the sticky comment for the check name `skill-ci`. */
export const STICKY_MARKER = '<!-- skill-ci:skill-ci -->'

export interface Checkout {
  /** Scratch folder for the run files; removed by the test. */
  work: string
  /** The checked-out repository, `<work>/repo`. */
  workspace: string
}

/** A fresh scratch folder whose `repo` folder holds `files` (repository path → text). */
export async function checkOut(prefix: string, files: Record<string, string>): Promise<Checkout> {
  const work = await mkdtemp(join(tmpdir(), prefix))
  const workspace = join(work, 'repo')
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(workspace, path)), { recursive: true })
    await writeFile(join(workspace, path), text)
  }
  return { work, workspace }
}

/**
 * Writes the payload with `label` on the pull request, as a real `labeled` event carries it; with
 * `fromFork`, its head lives in a contributor's fork (a run that never gets the secrets).
 */
export async function writeLabelledPayload(
  work: string,
  label: string,
  { fromFork = false }: { fromFork?: boolean } = {}
): Promise<string> {
  const payload = JSON.parse(await readFile(PR_PAYLOAD, 'utf8')) as {
    pull_request: {
      labels: { name: string }[]
      head: { repo: { full_name: string; fork: boolean } }
    }
  }
  payload.pull_request.labels = [{ name: label }]
  if (fromFork) payload.pull_request.head.repo = { full_name: 'contributor/skills', fork: true }
  const path = join(work, fromFork ? 'labelled-fork.json' : 'labelled.json')
  await writeFile(path, JSON.stringify(payload))
  return path
}

/** The body of our sticky comment on PR 42, or '' while there is none. */
export const stickyComment = (github: FakeGitHub): string =>
  (github.state.comments.get(42) ?? []).find((c) => c.body.includes(STICKY_MARKER))?.body ?? ''
