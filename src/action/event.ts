// The workflow event as the action needs it: which kind of run, which commit to report on, and
// (for pull requests) the PR number, base/head SHAs and whether the head lives in a fork.
// The payload is an external shape, so it is read through one zod schema.
import { readFile } from 'node:fs/promises'
import { z } from 'zod'

const ShaSchema = z.string().regex(/^[0-9a-f]{40}$/i)

const PullRequestPayloadSchema = z.object({
  action: z.string().optional(),
  pull_request: z.object({
    number: z.number().int().positive(),
    // A fork's repository; null when the fork was deleted after the pull request was opened.
    head: z.object({
      sha: ShaSchema,
      repo: z.object({ full_name: z.string() }).nullish()
    }),
    base: z.object({ sha: ShaSchema, repo: z.object({ full_name: z.string() }).optional() }),
    labels: z.array(z.object({ name: z.string() })).optional()
  })
})

const PushPayloadSchema = z.object({
  before: z.string().optional(),
  after: z.string().optional()
})

const MergeGroupPayloadSchema = z.object({
  merge_group: z.object({ head_sha: ShaSchema, base_sha: ShaSchema })
})

export type RunEvent =
  | {
      kind: 'pull_request'
      /** `pull_request` or `pull_request_target` (the latter reads PR files as data only). */
      name: 'pull_request' | 'pull_request_target'
      action?: string
      number: number
      headSha: string
      baseSha: string
      payloadLabels: string[]
      /**
       * A `pull_request` from another repository (a fork): its run never gets the repository's
       * secrets, so a layer it asks for without a key is skipped rather than failed.
       */
      fromFork: boolean
    }
  | { kind: 'range'; name: 'push' | 'merge_group'; headSha: string; baseSha?: string }
  | { kind: 'full'; name: string; headSha: string }

export interface Repo {
  owner: string
  repo: string
}

export function parseRepository(value: string | undefined): Repo {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? '')
  if (!match) throw new Error(`GITHUB_REPOSITORY must be "owner/name", got "${value ?? ''}"`)
  return { owner: match[1], repo: match[2] }
}

const ZERO_SHA = /^0+$/

/**
 * The head lives in another repository than the base, or in one deleted since. A payload without
 * the base's repository says nothing either way: it is read as the same repository, so a missing
 * key fails rather than passes. (`pull_request_target` runs with the base's secrets whatever the
 * head: it is never treated as a fork here.)
 */
function isFromFork(
  head: { full_name: string } | null | undefined,
  base: { full_name: string } | undefined
): boolean {
  if (base === undefined || head === undefined) return false
  return head === null || head.full_name.toLowerCase() !== base.full_name.toLowerCase()
}

/** Maps an event name and its payload to a RunEvent (pure). */
export function toRunEvent(eventName: string, payload: unknown, sha: string): RunEvent {
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    const parsed = PullRequestPayloadSchema.safeParse(payload)
    if (!parsed.success)
      throw new Error(`The ${eventName} event payload has no usable pull_request`)
    const pr = parsed.data.pull_request
    return {
      kind: 'pull_request',
      name: eventName,
      action: parsed.data.action,
      number: pr.number,
      headSha: pr.head.sha,
      baseSha: pr.base.sha,
      payloadLabels: (pr.labels ?? []).map((l) => l.name),
      fromFork: eventName === 'pull_request' && isFromFork(pr.head.repo, pr.base.repo)
    }
  }
  if (eventName === 'merge_group') {
    const parsed = MergeGroupPayloadSchema.safeParse(payload)
    if (parsed.success) {
      const { head_sha, base_sha } = parsed.data.merge_group
      return { kind: 'range', name: 'merge_group', headSha: head_sha, baseSha: base_sha }
    }
  }
  if (eventName === 'push') {
    const parsed = PushPayloadSchema.safeParse(payload)
    const before = parsed.success ? parsed.data.before : undefined
    const after = (parsed.success ? parsed.data.after : undefined) ?? sha
    // A new branch has an all-zero `before`: there is nothing to compare with, so scan everything.
    if (before && ShaSchema.safeParse(before).success && !ZERO_SHA.test(before)) {
      return { kind: 'range', name: 'push', headSha: after, baseSha: before }
    }
    return { kind: 'range', name: 'push', headSha: after }
  }
  return { kind: 'full', name: eventName, headSha: sha }
}

/** Reads the event from the runner's environment (GITHUB_EVENT_NAME/_PATH, GITHUB_SHA). */
export async function readRunEvent(env: NodeJS.ProcessEnv): Promise<RunEvent> {
  const eventName = env.GITHUB_EVENT_NAME ?? ''
  const eventPath = env.GITHUB_EVENT_PATH
  let payload: unknown = {}
  if (eventPath) {
    try {
      payload = JSON.parse(await readFile(eventPath, 'utf8'))
    } catch (err) {
      throw new Error(`Cannot read the event payload at GITHUB_EVENT_PATH: ${String(err)}`, {
        cause: err
      })
    }
  }
  return toRunEvent(eventName, payload, env.GITHUB_SHA ?? '')
}
