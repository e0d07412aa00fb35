// The on-disk response cache. Key = sha256(model, full request body, tool version, optional
// salt), so any change to the prompt, the model or skill-ci itself misses; an unchanged skill is
// answered from disk with zero API calls. One JSON file per entry, written atomically (temp+rename).
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

export const DEFAULT_CACHE_DIR = '.skill-ci/cache'

export function cacheKey(parts: {
  model: string
  body: unknown
  toolVersion: string
  salt?: string
}): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.model, parts.body, parts.toolVersion, parts.salt ?? '']))
    .digest('hex')
}

export class ResponseCache {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`)
  }

  /** The stored value, or undefined on a miss or an unreadable entry (treated as a miss). */
  async get<T>(key: string): Promise<T | undefined> {
    try {
      return JSON.parse(await readFile(this.file(key), 'utf8')) as T
    } catch {
      return undefined
    }
  }

  async put(key: string, value: unknown): Promise<void> {
    await writeJsonAtomic(this.file(key), value)
  }
}

/** Writes `value` as JSON through a temp file and a rename, so a reader never sees half a file. */
export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(tmp, JSON.stringify(value))
  await rename(tmp, file)
}
