// The Models API listing, kept on disk next to the response cache (`<cacheDir>/models.json`) so a
// fully cached re-run resolves model names without any request. The file records when and from
// which base URL it was fetched; it is reused for a bounded time (the TTL) and only for the same
// base URL, since a gateway may list other models than the public API. Within one process the
// list is read or fetched once and then kept, as a run must resolve every name against one list.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { writeJsonAtomic } from './cache.js'
import { resolveModelName, UnknownModelError, type ListedModel } from './models.js'

/** How long a stored listing is trusted: models appear rarely; an unlisted exact id refetches. */
export const DEFAULT_MODEL_LIST_TTL_MS = 24 * 60 * 60 * 1000

export const MODEL_LIST_FILE = 'models.json'

const ModelListFileSchema = z.object({
  fetchedAt: z.iso.datetime(),
  baseURL: z.string(),
  models: z.array(z.object({ id: z.string().min(1), created_at: z.string() }))
})
export type ModelListFile = z.infer<typeof ModelListFileSchema>

interface Snapshot {
  models: ListedModel[]
  /** True when this process fetched the list, false when it came from the file. */
  fetchedNow: boolean
}

export interface ModelCatalogOptions {
  /** The cache directory; null keeps the listing in memory only. */
  dir: string | null
  /** The API base URL the listing comes from (a stored listing of another URL is not reused). */
  baseURL: string
  ttlMs: number
  /** Fetches the whole listing from the Models API. */
  fetchModels: () => Promise<ListedModel[]>
}

export class ModelCatalog {
  private readonly file: string | undefined
  /** This run's listing, settled or in flight: concurrent callers share it. */
  private listing: Promise<Snapshot> | undefined

  constructor(private readonly options: ModelCatalogOptions) {
    this.file = options.dir === null ? undefined : path.join(options.dir, MODEL_LIST_FILE)
  }

  /**
   * Exact id → itself if listed; alias → newest of its family; otherwise UnknownModelError. A
   * name missing from a stored listing triggers one refetch first: the model may be newer than
   * the file.
   */
  async resolve(name: string): Promise<string> {
    const pending = this.list()
    const seen = await pending
    try {
      return resolveModelName(name, seen.models)
    } catch (error) {
      if (!(error instanceof UnknownModelError) || seen.fetchedNow) throw error
      // The first caller to find the stored listing lacking replaces it; others share the fetch.
      let refetched = this.listing
      if (!refetched || refetched === pending) {
        refetched = this.listing = this.forgetOnFailure(this.fetchAndStore())
      }
      return resolveModelName(name, (await refetched).models)
    }
  }

  /** Read or fetched once per run: a fresh stored file, else the Models API. */
  private list(): Promise<Snapshot> {
    this.listing ??= this.forgetOnFailure(this.load())
    return this.listing
  }

  /** A failed listing is not remembered, so a later call can try again. */
  private forgetOnFailure(listing: Promise<Snapshot>): Promise<Snapshot> {
    listing.catch(() => {
      if (this.listing === listing) this.listing = undefined
    })
    return listing
  }

  private async load(): Promise<Snapshot> {
    const stored = await this.read()
    return stored ? { models: stored, fetchedNow: false } : this.fetchAndStore()
  }

  private async fetchAndStore(): Promise<Snapshot> {
    const models = await this.options.fetchModels()
    if (this.file) {
      const record: ModelListFile = {
        fetchedAt: new Date().toISOString(),
        baseURL: this.options.baseURL,
        models
      }
      // The file only saves a later run a request: failing to write it must not fail this run.
      await writeJsonAtomic(this.file, record).catch(() => undefined)
    }
    return { models, fetchedNow: true }
  }

  /** The stored models when the file is readable, well-formed, of this base URL and fresh. */
  private async read(): Promise<ListedModel[] | undefined> {
    if (!this.file) return undefined
    let parsed: ModelListFile
    try {
      const result = ModelListFileSchema.safeParse(JSON.parse(await readFile(this.file, 'utf8')))
      if (!result.success) return undefined
      parsed = result.data
    } catch {
      return undefined // missing, unreadable or not JSON: fetch instead
    }
    const age = Date.now() - Date.parse(parsed.fetchedAt)
    // A date in the future (clock skew, a hand-edited file) is not trusted either.
    const fresh = age >= 0 && age < this.options.ttlMs
    return fresh && parsed.baseURL === this.options.baseURL ? parsed.models : undefined
  }
}
