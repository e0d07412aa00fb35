// A local HTTP server speaking the GitHub REST endpoints the action uses, for tests that drive the
// REAL Octokit (and the bundled action) against it. It keeps a small repository state, records
// every request, and injects faults per route. Listens on 127.0.0.1, port 0.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { listenLocal } from './listen.js'

export interface FakeFile {
  filename: string
  status: string
  previous_filename?: string
}

export interface FakeComment {
  id: number
  body: string
  user: { login: string; type: string }
}

export interface FakeReviewComment {
  id: number
  body: string
  path: string
  commit_id: string
  line: number
  start_line?: number
  side: string
}

export interface FakeCheckRun {
  id: number
  /** Every body received for this check run: the create body, then each update body. */
  bodies: Record<string, unknown>[]
}

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  /** Octokit's names the Node version of the process that sent the request. */
  userAgent: string
}

export interface Fault {
  method?: string
  /** Matched against the path without the query string. */
  path: RegExp
  status: number
  message?: string
  /** How many requests fail (default: all). */
  times?: number
}

/** A workflow run of the Actions API (`GET …/actions/workflows/{file}/runs`). */
export interface FakeWorkflowRun {
  id: number
  /** The workflow file name, e.g. `revalidate.yml`. */
  workflow: string
  head_branch: string
  /** `success`, `failure`… (the run is completed). */
  conclusion: string
}

/** An artifact of a workflow run, with the zip `…/artifacts/{id}/zip` redirects to. */
export interface FakeRunArtifact {
  id: number
  run_id: number
  name: string
  zip: Buffer
  expired?: boolean
}

export interface FakeIssue {
  number: number
  title: string
  body: string
  state: 'open' | 'closed'
  state_reason?: string | null
  labels: string[]
}

export interface FakeGitHubState {
  /** Changed files per pull request number. */
  pullFiles: Map<number, FakeFile[]>
  labels: Map<number, string[]>
  comments: Map<number, FakeComment[]>
  /** Pull-request review comments (on a file's lines) per pull request number. */
  reviewComments: Map<number, FakeReviewComment[]>
  checkRuns: FakeCheckRun[]
  /** Repository files per commit SHA: path → content (for the contents API). */
  trees: Map<string, Map<string, string>>
  /** Files of `base...head` compare ranges. */
  compare: Map<string, FakeFile[]>
  /** Login answered by GET /user; undefined answers 403 like an installation token. */
  viewer?: string
  /** Author of comments created through the API (the workflow token's bot). */
  botLogin: string
  defaultBranch: string
  workflowRuns: FakeWorkflowRun[]
  runArtifacts: FakeRunArtifact[]
  issues: FakeIssue[]
  /** The repository's labels (the labels API), in creation order. */
  repoLabels: FakeLabel[]
}

export interface FakeLabel {
  name: string
  color: string
  description: string | null
}

export interface FakeGitHub {
  url: string
  state: FakeGitHubState
  requests: RecordedRequest[]
  faults: Fault[]
  close(): Promise<void>
}

type Handler = (
  match: RegExpExecArray,
  query: Record<string, string>,
  body: unknown
) => { status: number; body: unknown; headers?: Record<string, string> }

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const state: FakeGitHubState = {
    pullFiles: new Map(),
    labels: new Map(),
    comments: new Map(),
    reviewComments: new Map(),
    checkRuns: [],
    trees: new Map(),
    compare: new Map(),
    botLogin: 'github-actions[bot]',
    defaultBranch: 'main',
    workflowRuns: [],
    runArtifacts: [],
    issues: [],
    repoLabels: []
  }
  const requests: RecordedRequest[] = []
  const faults: Fault[] = []
  let nextId = 1000
  let baseUrl = ''

  /** GitHub-style pagination: `per_page`/`page` query and a Link header. */
  const page = <T>(path: string, items: T[], query: Record<string, string>) => {
    const perPage = Math.min(Number(query.per_page ?? 30), 100)
    const pageNo = Number(query.page ?? 1)
    const last = Math.max(1, Math.ceil(items.length / perPage))
    const link = (p: number, rel: string) =>
      `<${baseUrl}${path}?per_page=${perPage}&page=${p}>; rel="${rel}"`
    const links = []
    if (pageNo < last) links.push(link(pageNo + 1, 'next'), link(last, 'last'))
    return {
      status: 200,
      body: items.slice((pageNo - 1) * perPage, pageNo * perPage),
      headers: links.length ? { link: links.join(', ') } : undefined
    }
  }

  const repo = '/repos/([^/]+)/([^/]+)'
  const routes: [string, RegExp, Handler][] = [
    [
      'GET',
      /^\/user$/,
      () =>
        state.viewer
          ? { status: 200, body: { login: state.viewer, type: 'User' } }
          : { status: 403, body: { message: 'Resource not accessible by integration' } }
    ],
    [
      'GET',
      new RegExp(`^${repo}/pulls/(\\d+)/files$`),
      (m, q) => page(m[0], state.pullFiles.get(Number(m[3])) ?? [], q)
    ],
    [
      'GET',
      new RegExp(`^${repo}/issues/(\\d+)/labels$`),
      (m, q) =>
        page(
          m[0],
          (state.labels.get(Number(m[3])) ?? []).map((name) => ({ name })),
          q
        )
    ],
    [
      'GET',
      new RegExp(`^${repo}/issues/(\\d+)/comments$`),
      (m, q) => page(m[0], state.comments.get(Number(m[3])) ?? [], q)
    ],
    [
      'POST',
      new RegExp(`^${repo}/issues/(\\d+)/comments$`),
      (m, _q, body) => {
        const list = state.comments.get(Number(m[3])) ?? []
        const comment = {
          id: nextId++,
          body: String((body as { body: string }).body),
          user: { login: state.botLogin, type: 'Bot' }
        }
        list.push(comment)
        state.comments.set(Number(m[3]), list)
        return { status: 201, body: comment }
      }
    ],
    [
      'POST',
      new RegExp(`^${repo}/pulls/(\\d+)/comments$`),
      (m, _q, body) => {
        const b = body as Partial<FakeReviewComment>
        // GitHub refuses a review comment without a file, a commit and a line on the RIGHT side.
        if (!b.path || !b.commit_id || !b.line || (b.side ?? 'RIGHT') !== 'RIGHT') {
          return { status: 422, body: { message: 'Validation Failed' } }
        }
        const comment: FakeReviewComment = {
          id: nextId++,
          body: String(b.body),
          path: b.path,
          commit_id: b.commit_id,
          line: b.line,
          ...(b.start_line === undefined ? {} : { start_line: b.start_line }),
          side: 'RIGHT'
        }
        const list = state.reviewComments.get(Number(m[3])) ?? []
        list.push(comment)
        state.reviewComments.set(Number(m[3]), list)
        return { status: 201, body: comment }
      }
    ],
    [
      'PATCH',
      new RegExp(`^${repo}/issues/comments/(\\d+)$`),
      (m, _q, body) => {
        for (const list of state.comments.values()) {
          const comment = list.find((c) => c.id === Number(m[3]))
          if (comment) {
            comment.body = String((body as { body: string }).body)
            return { status: 200, body: comment }
          }
        }
        return { status: 404, body: { message: 'Not Found' } }
      }
    ],
    [
      'POST',
      new RegExp(`^${repo}/check-runs$`),
      (_m, _q, body) => {
        const run = { id: nextId++, bodies: [body as Record<string, unknown>] }
        state.checkRuns.push(run)
        return { status: 201, body: { id: run.id } }
      }
    ],
    [
      'PATCH',
      new RegExp(`^${repo}/check-runs/(\\d+)$`),
      (m, _q, body) => {
        const run = state.checkRuns.find((r) => r.id === Number(m[3]))
        if (!run) return { status: 404, body: { message: 'Not Found' } }
        const output = (body as { output?: { annotations?: unknown[] } }).output
        if ((output?.annotations?.length ?? 0) > 50) {
          return { status: 422, body: { message: 'No more than 50 items are allowed' } }
        }
        run.bodies.push(body as Record<string, unknown>)
        return { status: 200, body: { id: run.id } }
      }
    ],
    ['GET', new RegExp(`^${repo}/labels$`), (m, q) => page(m[0], state.repoLabels, q)],
    [
      'POST',
      new RegExp(`^${repo}/labels$`),
      (_m, _q, body) => {
        const b = body as FakeLabel
        if (state.repoLabels.some((l) => l.name.toLowerCase() === b.name.toLowerCase())) {
          return { status: 422, body: { message: 'Validation Failed' } }
        }
        const label = { name: b.name, color: b.color, description: b.description ?? null }
        state.repoLabels.push(label)
        return { status: 201, body: label }
      }
    ],
    [
      'PATCH',
      new RegExp(`^${repo}/labels/(.+)$`),
      (m, _q, body) => {
        const label = state.repoLabels.find((l) => l.name === m[3])
        if (!label) return { status: 404, body: { message: 'Not Found' } }
        Object.assign(label, body as Partial<FakeLabel>)
        return { status: 200, body: label }
      }
    ],
    ['GET', new RegExp(`^${repo}/contents/(.*)$`), (m, q) => contents(m[3], q.ref)],
    [
      'GET',
      new RegExp(`^${repo}$`),
      (m) => ({
        status: 200,
        body: { name: m[2], full_name: `${m[1]}/${m[2]}`, default_branch: state.defaultBranch }
      })
    ],
    [
      'GET',
      new RegExp(`^${repo}/actions/workflows/([^/]+)/runs$`),
      (m, q) => {
        // Newest first, like the API; `status` is `completed` (every run here) or a conclusion.
        const runs = state.workflowRuns
          .filter(
            (r) =>
              r.workflow === m[3] &&
              (q.branch === undefined || r.head_branch === q.branch) &&
              (q.status === undefined || q.status === 'completed' || r.conclusion === q.status)
          )
          .sort((a, b) => b.id - a.id)
          .map((r) => ({ ...r, status: 'completed' }))
        const perPage = Number(q.per_page ?? 30)
        return {
          status: 200,
          body: { total_count: runs.length, workflow_runs: runs.slice(0, perPage) }
        }
      }
    ],
    [
      'GET',
      new RegExp(`^${repo}/actions/runs/(\\d+)/artifacts$`),
      (m, q) => {
        const artifacts = state.runArtifacts
          .filter((a) => a.run_id === Number(m[3]) && (q.name === undefined || a.name === q.name))
          .map((a) => ({
            id: a.id,
            name: a.name,
            size_in_bytes: a.zip.length,
            expired: a.expired ?? false,
            workflow_run: { id: a.run_id }
          }))
        return { status: 200, body: { total_count: artifacts.length, artifacts } }
      }
    ],
    [
      'GET',
      new RegExp(`^${repo}/actions/artifacts/(\\d+)/zip$`),
      (m) =>
        state.runArtifacts.some((a) => a.id === Number(m[3]))
          ? { status: 302, body: '', headers: { location: `${baseUrl}/_blobs/${m[3]}.zip` } }
          : { status: 404, body: { message: 'Not Found' } }
    ],
    [
      'GET',
      new RegExp(`^${repo}/issues$`),
      (m, q) => {
        const labels = (q.labels ?? '').split(',').filter(Boolean)
        const issues = state.issues
          .filter(
            (i) =>
              (q.state === 'all' || i.state === (q.state ?? 'open')) &&
              labels.every((l) => i.labels.includes(l))
          )
          .sort((a, b) => b.number - a.number)
          .map(issueBody)
        return page(m[0], issues, q)
      }
    ],
    [
      'POST',
      new RegExp(`^${repo}/issues$`),
      (_m, _q, body) => {
        const b = body as { title: string; body?: string; labels?: string[] }
        const issue: FakeIssue = {
          number: nextId++,
          title: b.title,
          body: b.body ?? '',
          state: 'open',
          labels: b.labels ?? []
        }
        state.issues.push(issue)
        return { status: 201, body: issueBody(issue) }
      }
    ],
    [
      'PATCH',
      new RegExp(`^${repo}/issues/(\\d+)$`),
      (m, _q, body) => {
        const issue = state.issues.find((i) => i.number === Number(m[3]))
        if (!issue) return { status: 404, body: { message: 'Not Found' } }
        Object.assign(issue, body as Partial<FakeIssue>)
        return { status: 200, body: issueBody(issue) }
      }
    ],
    [
      'GET',
      new RegExp(`^${repo}/compare/(.+)$`),
      (m) => {
        const files = state.compare.get(m[3])
        return files
          ? { status: 200, body: { files } }
          : { status: 404, body: { message: 'Not Found' } }
      }
    ]
  ]

  const issueBody = (i: FakeIssue) => ({ ...i, labels: i.labels.map((name) => ({ name })) })

  const contents = (path: string, ref: string | undefined) => {
    const tree = state.trees.get(ref ?? '')
    if (!tree) return { status: 404, body: { message: 'No commit found for the ref' } }
    const file = tree.get(path)
    if (file !== undefined) {
      return {
        status: 200,
        body: {
          type: 'file',
          path,
          name: path.split('/').pop(),
          size: Buffer.byteLength(file),
          encoding: 'base64',
          content: Buffer.from(file).toString('base64')
        }
      }
    }
    const prefix = path === '' ? '' : `${path}/`
    const entries = new Map<string, { type: string; path: string; name: string; size: number }>()
    for (const [p, text] of tree) {
      if (!p.startsWith(prefix)) continue
      const [name, ...rest] = p.slice(prefix.length).split('/')
      const type = rest.length ? 'dir' : 'file'
      entries.set(name, {
        type,
        name,
        path: prefix + name,
        size: type === 'file' ? Buffer.byteLength(text) : 0
      })
    }
    if (entries.size === 0) return { status: 404, body: { message: 'Not Found' } }
    return { status: 200, body: [...entries.values()] }
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', baseUrl)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const body: unknown = text ? JSON.parse(text) : undefined
    const method = req.method ?? 'GET'
    const query = Object.fromEntries(url.searchParams)
    // Octokit sends `a%2Fb` for path parameters; routes and the log see the decoded path.
    const path = decodeURIComponent(url.pathname)
    requests.push({ method, path, query, body, userAgent: req.headers['user-agent'] ?? '' })

    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
      res.end(JSON.stringify(payload))
    }
    // The blob store an artifact download is redirected to: the zip's bytes, no JSON.
    const blob = /^\/_blobs\/(\d+)\.zip$/.exec(path)
    if (method === 'GET' && blob) {
      const artifact = state.runArtifacts.find((a) => a.id === Number(blob[1]))
      if (!artifact) return send(404, { message: 'BlobNotFound' })
      res.writeHead(200, { 'content-type': 'application/zip' })
      return void res.end(artifact.zip)
    }
    const fault = faults.find(
      (f) => (!f.method || f.method === method) && f.path.test(path) && (f.times ?? 1) > 0
    )
    if (fault) {
      if (fault.times !== undefined) fault.times--
      return send(fault.status, { message: fault.message ?? `Injected ${fault.status}` })
    }
    for (const [m, pattern, handler] of routes) {
      const match = m === method ? pattern.exec(path) : null
      if (match) {
        const out = handler(match, query, body)
        return send(out.status, out.body, out.headers)
      }
    }
    send(404, { message: `Fake GitHub has no route for ${method} ${path}` })
  }

  const local = await listenLocal(handle)
  baseUrl = local.url
  return {
    url: baseUrl,
    state,
    requests,
    faults,
    close: local.close
  }
}
