// The listings of one skill's folders, each read once and shared by everything that looks at the
// folder: the reader (which file is SKILL.md, what references/ and assets/ hold), the eval files,
// the spec rules' linked files and the security scan (which files it reads). Entries are what
// readdir reports: links are not followed here. The discovery walk has listed the skill's folders
// already; those listings are taken over rather than read again.
import { readdirSync, type Dirent } from 'node:fs'
import path from 'node:path'
import type { BoundedBytes } from '../fs/read-bounded.js'

/** Folders the discovery walk listed (absolute path as walked → entries), and their real paths. */
export interface WalkedFolders {
  entries: Map<string, readonly Dirent[]>
  /** Real paths of the skill folders, which the walk proved to be inside its root. */
  realPaths: Map<string, string>
}

/** What a relative path names, as far as the listings can tell without following a link. */
export type PlainEntry = Dirent | 'missing' | undefined

interface ListedNames {
  exact: ReadonlyMap<string, Dirent>
  /** Every name lowercased, built on the first name that is not there as written. */
  lowered(): ReadonlySet<string>
}

// Looked up by name, once per listing: the folder above the skills (hundreds of siblings) is asked
// for every cross-reference of every skill, and scanning it each time grows with the square of
// the skills. Keyed by the listing itself, which the discovery walk shares between skills.
const listedNames = new WeakMap<readonly Dirent[], ListedNames>()

function namesOf(entries: readonly Dirent[]): ListedNames {
  let names = listedNames.get(entries)
  if (names === undefined) {
    const exact = new Map<string, Dirent>()
    // the first entry of a name, as a search of the listing finds it
    for (const entry of entries) if (!exact.has(entry.name)) exact.set(entry.name, entry)
    let lowered: Set<string> | undefined
    names = {
      exact,
      lowered: () => (lowered ??= new Set(entries.map((entry) => entry.name.toLowerCase())))
    }
    listedNames.set(entries, names)
  }
  return names
}

export class FolderListing {
  private readonly listed = new Map<string, { entries: readonly Dirent[] } | { error: Error }>()
  private readonly kept = new Map<string, BoundedBytes>()

  /** `dir` is the skill folder; `walked`, what the discovery walk listed under it. */
  constructor(
    readonly dir: string,
    private readonly walked?: WalkedFolders
  ) {}

  /** The real path of the skill folder when the discovery walk proved it inside its root. */
  get realDir(): string | undefined {
    return this.walked?.realPaths.get(this.dir)
  }

  /** The listing of the folder above, when the discovery walk kept it (else undefined). */
  parentListing(): FolderListing | undefined {
    const parent = path.dirname(this.dir)
    return this.walked?.entries.has(parent) ? new FolderListing(parent, this.walked) : undefined
  }

  /**
   * Keeps the whole bytes of the regular file `rel` a reader has just read, for the one later
   * reader that wants them all (the content hash), so the file is not read twice.
   */
  keepBytes(rel: string, read: BoundedBytes): void {
    if (!read.truncated) this.kept.set(rel, read)
  }

  /** The bytes kept for `rel`, handed over once (then forgotten, so memory is not held). */
  takeBytes(rel: string): BoundedBytes | undefined {
    const read = this.kept.get(rel)
    this.kept.delete(rel)
    return read
  }

  /** The entries of `rel` ('.' for the skill folder itself), read on first ask; rejects as readdir does. */
  entries(rel: string): Promise<readonly Dirent[]> {
    try {
      return Promise.resolve(this.entriesSync(rel))
    } catch (error) {
      return Promise.reject(error as Error)
    }
  }

  /**
   * The entries of `rel`, like entries() but in place (throws as readdirSync does): a small folder
   * is listed faster in place than through the thread pool and back.
   */
  entriesSync(rel: string): readonly Dirent[] {
    let listing = this.listed.get(rel)
    if (listing === undefined) {
      const folder = path.join(this.dir, rel)
      try {
        listing = {
          entries: this.walked?.entries.get(folder) ?? readdirSync(folder, { withFileTypes: true })
        }
      } catch (error) {
        listing = { error: error as Error }
      }
      this.listed.set(rel, listing)
    }
    if ('error' in listing) throw listing.error
    return listing.entries
  }

  /**
   * The entry `rel` (a POSIX path inside the folder) names when every folder on the way is a real
   * folder, not a link: then the path stays inside the skill folder without a look at real paths.
   * 'missing' when a name on the way is not there in any letter case (a case-insensitive file
   * system would find it otherwise). Undefined when only the file system can tell: a link or
   * anything but a folder on the way, `..`, a folder that cannot be listed.
   */
  plainEntry(rel: string): PlainEntry {
    const names = rel.split('/').filter((name) => name !== '' && name !== '.')
    if (names.length === 0 || names.includes('..')) return undefined
    let folder = '.'
    for (const [i, name] of names.entries()) {
      let entries: readonly Dirent[]
      try {
        entries = this.entriesSync(folder)
      } catch {
        return undefined
      }
      const listed = namesOf(entries)
      const entry = listed.exact.get(name)
      if (entry === undefined)
        return listed.lowered().has(name.toLowerCase()) ? undefined : 'missing'
      // `file/` names a folder: only the file system says what a file there means
      if (i === names.length - 1)
        return rel.endsWith('/') && !entry.isDirectory() ? undefined : entry
      if (!entry.isDirectory()) return undefined
      folder = folder === '.' ? name : `${folder}/${name}`
    }
    return undefined
  }
}
