// The listings of one skill's folders, each read once and shared by everything that looks at the
// folder: the reader (which file is SKILL.md, what references/ and assets/ hold) and the security
// scan (which files it reads). Entries are what readdir reports: links are not followed here.
import type { Dirent } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'

export class FolderListing {
  private readonly listed = new Map<string, Promise<readonly Dirent[]>>()

  /** `dir` is the skill folder. */
  constructor(readonly dir: string) {}

  /** The entries of `rel` ('.' for the skill folder itself), read on first ask; rejects as readdir does. */
  entries(rel: string): Promise<readonly Dirent[]> {
    let listing = this.listed.get(rel)
    if (listing === undefined) {
      listing = readdir(path.join(this.dir, rel), { withFileTypes: true })
      this.listed.set(rel, listing)
    }
    return listing
  }
}
