// A hash of everything in one skill folder: each entry's relative path, its kind, and for a file
// its bytes (for a link, the link's text; links are never followed). Hidden entries are left out:
// a skill at the repository root holds `.git` and the response cache, which change on every run. A re-validation compares it
// with the baseline's to re-run only the skills whose files changed. The walk is bounded (entries,
// depth, bytes per file); past a bound the hash records where it stopped, so it stays stable for
// an unchanged folder and still changes when the part it did read changes. The reads are
// synchronous: a skill's files are many and small, and four thread-pool round trips per file cost
// more than the reads themselves.
import { createHash, type Hash } from 'node:crypto'
import { readlinkSync } from 'node:fs'
import path from 'node:path'
import { ioMessage } from '../fs/errors.js'
import { readBoundedBytesSync, type BoundedBytes } from '../fs/read-bounded.js'
import type { FolderListing } from './listing.js'

const MAX_ENTRIES = 2000
const MAX_DEPTH = 12
const MAX_FILE_BYTES = 16 * 1024 * 1024

/** SHA-256 (hex) of the skill folder behind `listing`. */
export function skillContentHash(listing: FolderListing): string {
  const hash = createHash('sha256')
  const budget = { entries: MAX_ENTRIES }
  hashFolder(listing, '.', 0, hash, budget)
  return hash.digest('hex')
}

function hashFolder(
  listing: FolderListing,
  rel: string,
  depth: number,
  hash: Hash,
  budget: { entries: number }
): void {
  let entries
  try {
    entries = [...listing.entriesSync(rel)].sort((a, b) => (a.name < b.name ? -1 : 1))
  } catch (error) {
    hash.update(`unlisted\0${rel}\0${ioMessage(error)}\0`)
    return
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue
    if (budget.entries-- <= 0) {
      hash.update('entries cut\0')
      return
    }
    const child = rel === '.' ? entry.name : `${rel}/${entry.name}`
    if (entry.isDirectory()) {
      hash.update(`dir\0${child}\0`)
      if (depth < MAX_DEPTH) hashFolder(listing, child, depth + 1, hash, budget)
    } else if (entry.isSymbolicLink()) {
      hash.update(`link\0${child}\0${linkText(path.join(listing.dir, child))}\0`)
    } else if (entry.isFile()) {
      hash.update(`file\0${child}\0`)
      hashFile(listing.dir, child, hash, listing.takeBytes(child))
    } else {
      hash.update(`other\0${child}\0`)
    }
  }
}

/**
 * Hashes the file `rel` of `dir`, or the whole bytes of it the reader already read (`read`), which
 * are the same; its path is joined only when it is read here.
 */
function hashFile(dir: string, rel: string, hash: Hash, read?: BoundedBytes): void {
  if (read !== undefined && read.size <= MAX_FILE_BYTES) {
    hash.update(`${read.size}\0`).update(read.bytes).update('\0')
    return
  }
  try {
    const read = readBoundedBytesSync(path.join(dir, rel), MAX_FILE_BYTES)
    if (read === null) hash.update('not regular\0')
    else hash.update(`${read.size}\0`).update(read.bytes).update('\0')
  } catch (error) {
    hash.update(`unreadable\0${ioMessage(error)}\0`)
  }
}

/** The text of the link at `file`, or why it could not be read. */
function linkText(file: string): string {
  try {
    return readlinkSync(file)
  } catch (error) {
    return ioMessage(error)
  }
}
