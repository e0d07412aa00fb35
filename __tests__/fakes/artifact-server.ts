// A local stand-in for the GitHub Actions artifact service as @actions/artifact v6 speaks to it,
// for tests of the REAL upload code (and the bundled action) against it:
//
//   - Twirp JSON under ACTIONS_RESULTS_URL: POST /twirp/github.actions.results.api.v1.
//     ArtifactService/CreateArtifact (proto field names: workflow_run_backend_id, name, version…)
//     answers a signed upload URL; FinalizeArtifact (size, `sha256:` hash) answers the artifact id.
//     Both need `Authorization: Bearer <ACTIONS_RUNTIME_TOKEN>`, and the backend ids of the
//     request must be those of the token's `Actions.Results:<run>:<job>` scope.
//   - Azure Block Blob on the signed URL, as @azure/storage-blob's uploadStream sends it: a
//     Put Block (`PUT ?comp=block&blockid=…`) per chunk, then Put Block List (`PUT ?comp=blocklist`,
//     an XML list of block ids) that commits the blob. A single Put Blob is accepted too. The
//     URL's `sig` must be the one issued.
//
// Finalize checks the committed blob against the size and hash the client reports. Every request
// is recorded; `artifacts` holds each artifact with its uploaded bytes (the zip). Listens on
// 127.0.0.1, port 0.
//
// Downloads, as a later job of the same workflow run makes them: ListArtifacts answers the run's
// finalized artifacts (optionally by `name_filter` / `id_filter`), GetSignedArtifactURL a signed
// read URL, and a GET on it the committed zip. `newJob()` gives the environment of another job of
// the run (its own backend id and runtime token), e.g. each shard of a matrix and the merge job.
import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { listenLocal } from './listen.js'

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/'

export interface FakeArtifact {
  id: number
  name: string
  /** The CreateArtifact request body. */
  create: Record<string, unknown>
  /** The FinalizeArtifact request body, once finalized. */
  finalize?: Record<string, unknown>
  /** The committed blob: for a default upload, the artifact's zip. */
  content?: Buffer
  /** Headers of the request that committed the blob (x-ms-blob-content-type…). */
  commitHeaders?: Record<string, string>
}

export interface ArtifactRequest {
  method: string
  path: string
  query: Record<string, string>
  authorization?: string
}

export interface FakeArtifactService {
  /** ACTIONS_RESULTS_URL */
  url: string
  /** ACTIONS_RUNTIME_TOKEN: an unsigned JWT whose `scp` claim names the backend ids below. */
  token: string
  workflowRunBackendId: string
  workflowJobRunBackendId: string
  /** The two variables the runner passes to actions that may upload artifacts. */
  env: Record<string, string>
  /** The two variables for another job of the same workflow run. */
  newJob(): Record<string, string>
  artifacts: FakeArtifact[]
  requests: ArtifactRequest[]
  close(): Promise<void>
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A runtime token shaped like the runner's: @actions/artifact only decodes its claims. */
export function runtimeToken(workflowRunBackendId: string, workflowJobRunBackendId: string) {
  const claims = {
    scp: `Actions.ExampleScope Actions.Results:${workflowRunBackendId}:${workflowJobRunBackendId}`,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600
  }
  return `${base64url({ typ: 'JWT', alg: 'RS256' })}.${base64url(claims)}.c2lnbmF0dXJl`
}

export async function startFakeArtifactService(): Promise<FakeArtifactService> {
  const workflowRunBackendId = randomUUID()
  const workflowJobRunBackendId = randomUUID()
  const token = runtimeToken(workflowRunBackendId, workflowJobRunBackendId)
  /** Each job's runtime token, by the job's backend id. */
  const jobTokens = new Map<string, string>([[workflowJobRunBackendId, token]])
  const sig = randomUUID().replace(/-/g, '')
  const artifacts: FakeArtifact[] = []
  const requests: ArtifactRequest[] = []
  /** Staged, uncommitted blocks per blob path. */
  const staged = new Map<string, Map<string, Buffer>>()
  /** The artifact each signed blob path belongs to. */
  const blobs = new Map<string, FakeArtifact>()
  let baseUrl = ''

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  /** Twirp errors are JSON `{ code, msg }`; 4xx ones are not retried by the client. */
  const twirpError = (res: ServerResponse, status: number, code: string, msg: string) =>
    json(res, status, { code, msg })
  const blobOk = (res: ServerResponse, extra: Record<string, string> = {}) => {
    res.writeHead(201, {
      'x-ms-request-id': randomUUID(),
      'x-ms-version': '2025-01-05',
      'x-ms-request-server-encrypted': 'true',
      date: new Date().toUTCString(),
      ...extra
    })
    res.end()
  }
  const blobError = (res: ServerResponse, status: number, code: string) => {
    res.writeHead(status, { 'content-type': 'application/xml', 'x-ms-error-code': code })
    res.end(`<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code></Error>`)
  }

  const blobPathOf = (name: string) =>
    `/devstoreaccount1/actions-results/${workflowRunBackendId}/${encodeURIComponent(name)}.zip`

  /**
   * Uploads name the job whose token they carry; reads (listing, download URLs) may name any job
   * of the run, as the client names the job that uploaded the artifact it downloads.
   */
  const allowed = (method: string, body: Record<string, unknown>, authorization?: string) => {
    const job = String(body.workflow_job_run_backend_id)
    if (body.workflow_run_backend_id !== workflowRunBackendId || !jobTokens.has(job)) return false
    const read = method === 'ListArtifacts' || method === 'GetSignedArtifactURL'
    return read || authorization === `Bearer ${jobTokens.get(job)}`
  }

  /** One artifact as ListArtifacts answers it (proto field names, int64 as strings). */
  const listed = (a: FakeArtifact) => ({
    workflow_run_backend_id: workflowRunBackendId,
    workflow_job_run_backend_id: a.create.workflow_job_run_backend_id,
    database_id: String(a.id),
    name: a.name,
    size: String(a.content?.length ?? 0),
    created_at: new Date().toISOString()
  })

  const twirp = (
    method: string,
    body: Record<string, unknown>,
    res: ServerResponse,
    authorization: string | undefined
  ) => {
    if (!allowed(method, body, authorization)) {
      return twirpError(res, 400, 'invalid_argument', 'backend ids do not match the token')
    }
    if (method === 'ListArtifacts') {
      const found = artifacts.filter(
        (a) =>
          a.finalize !== undefined &&
          (body.name_filter === undefined || a.name === body.name_filter) &&
          (body.id_filter === undefined || String(a.id) === String(body.id_filter))
      )
      return json(res, 200, { artifacts: found.map(listed) })
    }
    if (method === 'GetSignedArtifactURL') {
      const artifact = artifacts.find((a) => a.name === body.name && a.finalize !== undefined)
      if (!artifact) return twirpError(res, 404, 'not_found', `no artifact named ${body.name}`)
      return json(res, 200, {
        signed_url: `${baseUrl}${blobPathOf(artifact.name)}?sp=r&sig=${sig}`
      })
    }
    if (method === 'CreateArtifact') {
      const name = String(body.name ?? '')
      if (artifacts.some((a) => a.name === name)) {
        return twirpError(res, 409, 'already_exists', `an artifact named ${name} exists`)
      }
      const artifact: FakeArtifact = { id: 4200 + artifacts.length, name, create: body }
      artifacts.push(artifact)
      const blobPath = blobPathOf(name)
      blobs.set(blobPath, artifact)
      const expires = new Date(Date.now() + 3600_000).toISOString()
      return json(res, 200, {
        ok: true,
        signed_upload_url: `${baseUrl}${blobPath}?sv=2025-01-05&se=${encodeURIComponent(expires)}&sr=b&sp=cw&sig=${sig}`
      })
    }
    if (method === 'FinalizeArtifact') {
      const artifact = artifacts.find((a) => a.name === body.name)
      if (!artifact) return twirpError(res, 404, 'not_found', `no artifact named ${body.name}`)
      if (!artifact.content) return twirpError(res, 400, 'failed_precondition', 'nothing uploaded')
      if (Number(body.size) !== artifact.content.length) {
        return twirpError(res, 400, 'invalid_argument', `size ${body.size} is not the blob's`)
      }
      const hash = (body.hash as string | undefined) ?? ''
      const sha256 = createHash('sha256').update(artifact.content).digest('hex')
      if (hash !== `sha256:${sha256}`) {
        return twirpError(res, 400, 'invalid_argument', `hash ${hash} is not the blob's`)
      }
      artifact.finalize = body
      return json(res, 200, { ok: true, artifact_id: String(artifact.id) })
    }
    twirpError(res, 404, 'bad_route', `no method ${method}`)
  }

  const blob = (
    req: IncomingMessage,
    url: URL,
    query: Record<string, string>,
    body: Buffer,
    res: ServerResponse
  ) => {
    const artifact = blobs.get(url.pathname)
    if (!artifact || (req.method !== 'PUT' && req.method !== 'GET')) {
      return blobError(res, 404, 'BlobNotFound')
    }
    if (query.sig !== sig) return blobError(res, 403, 'AuthenticationFailed')
    if (req.method === 'GET') {
      if (!artifact.content || query.sp !== 'r') return blobError(res, 404, 'BlobNotFound')
      res.writeHead(200, {
        'content-type': 'application/zip',
        'content-length': String(artifact.content.length)
      })
      return res.end(artifact.content)
    }
    const blocks = staged.get(url.pathname) ?? new Map<string, Buffer>()
    staged.set(url.pathname, blocks)
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]))
    if (query.comp === 'block') {
      if (!query.blockid) return blobError(res, 400, 'InvalidQueryParameterValue')
      blocks.set(query.blockid, body)
      return blobOk(res)
    }
    if (query.comp === 'blocklist') {
      const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted)>([^<]*)</g)].map(
        (m) => m[1]
      )
      if (ids.some((id) => !blocks.has(id))) return blobError(res, 400, 'InvalidBlockList')
      artifact.content = Buffer.concat(ids.map((id) => blocks.get(id)!))
      artifact.commitHeaders = headers
      blocks.clear()
      return blobOk(res, {
        etag: `"0x${sig.slice(0, 12)}"`,
        'last-modified': new Date().toUTCString()
      })
    }
    if (query.comp === undefined && headers['x-ms-blob-type'] === 'BlockBlob') {
      artifact.content = body
      artifact.commitHeaders = headers
      return blobOk(res, {
        etag: `"0x${sig.slice(0, 12)}"`,
        'last-modified': new Date().toUTCString()
      })
    }
    blobError(res, 400, 'UnsupportedQueryParameter')
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', baseUrl)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const query = Object.fromEntries(url.searchParams)
    const authorization = req.headers.authorization
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query, authorization })
    if (url.pathname.startsWith(TWIRP)) {
      if (req.method !== 'POST') return twirpError(res, 405, 'bad_route', 'POST only')
      if (![...jobTokens.values()].some((t) => authorization === `Bearer ${t}`)) {
        return twirpError(res, 401, 'unauthenticated', 'bad or missing runtime token')
      }
      return twirp(
        url.pathname.slice(TWIRP.length),
        JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>,
        res,
        authorization
      )
    }
    blob(req, url, query, body, res)
  }

  const local = await listenLocal(handle)
  baseUrl = local.url
  return {
    url: baseUrl,
    token,
    workflowRunBackendId,
    workflowJobRunBackendId,
    env: { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: `${baseUrl}/` },
    newJob: () => {
      const job = randomUUID()
      const jobToken = runtimeToken(workflowRunBackendId, job)
      jobTokens.set(job, jobToken)
      return { ACTIONS_RUNTIME_TOKEN: jobToken, ACTIONS_RESULTS_URL: `${baseUrl}/` }
    },
    artifacts,
    requests,
    close: local.close
  }
}
