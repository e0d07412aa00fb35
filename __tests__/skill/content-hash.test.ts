// The folder's content hash, fed to the hash in few calls, against the same walk with one update
// per piece (differential), on seeded random folders: nested folders, names in any script, hidden
// entries, empty and binary files, links, and bytes the reader handed over.
import { afterAll, describe, expect, it } from '@jest/globals'
import { createHash, type Hash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { readBoundedBytesSync, type BoundedBytes } from '../../src/fs/read-bounded.js'
import { skillContentHash } from '../../src/skill/content-hash.js'
import { FolderListing } from '../../src/skill/listing.js'

const MAX_ENTRIES = 2000
const MAX_DEPTH = 12
const MAX_FILE_BYTES = 16 * 1024 * 1024

/** The walk with one `update` per piece, as the hash was first written. */
function onePiecePerUpdate(listing: FolderListing): string {
  const hash = createHash('sha256')
  const budget = { entries: MAX_ENTRIES }
  const folder = (rel: string, depth: number, into: Hash): void => {
    const entries = [...listing.entriesSync(rel)].sort((a, b) => (a.name < b.name ? -1 : 1))
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      if (budget.entries-- <= 0) {
        into.update('entries cut\0')
        return
      }
      const child = rel === '.' ? entry.name : `${rel}/${entry.name}`
      const full = path.join(listing.dir, child)
      if (entry.isDirectory()) {
        into.update(`dir\0${child}\0`)
        if (depth < MAX_DEPTH) folder(child, depth + 1, into)
      } else if (entry.isSymbolicLink()) {
        into.update(`link\0${child}\0${readlinkSync(full)}\0`)
      } else if (entry.isFile()) {
        into.update(`file\0${child}\0`)
        const kept: BoundedBytes | undefined = listing.takeBytes(child)
        const read = kept ?? readBoundedBytesSync(full, MAX_FILE_BYTES)!
        into.update(`${read.size}\0`).update(read.bytes).update('\0')
      } else into.update(`other\0${child}\0`)
    }
  }
  folder('.', 0, hash)
  return hash.digest('hex')
}

const NAMES = ['a', 'B', 'é', '中文', '😀', '.hidden', 'x y', 'z.md', 'references', 'n0']
const CONTENTS = ['', 'text\n', 'é😀\r\n', '\u0000\u00ff binary', 'x'.repeat(70000)]

interface Tree {
  [name: string]: Tree | string | { link: string }
}

const tree: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.dictionary(
    fc.constantFrom(...NAMES),
    fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      fc.constantFrom(...CONTENTS),
      fc.constantFrom({ link: 'a' }, { link: '../outside' }, { link: 'missing' }),
      tie('tree')
    ),
    { maxKeys: 5 }
  )
})).tree

function write(dir: string, node: Tree): string[] {
  const files: string[] = []
  for (const [name, value] of Object.entries(node)) {
    const at = path.join(dir, name)
    if (typeof value === 'string') {
      writeFileSync(at, value)
      files.push(name)
    } else if ('link' in value && typeof value.link === 'string') symlinkSync(value.link, at)
    else {
      mkdirSync(at)
      files.push(...write(at, value as Tree).map((file) => `${name}/${file}`))
    }
  }
  return files
}

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

describe('skillContentHash', () => {
  it('is the hash of the same pieces given one update each (differential)', () => {
    fc.assert(
      fc.property(tree, fc.nat(), (folder, keepEvery) => {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'content-hash-'))
        roots.push(dir)
        const files = write(dir, folder)
        // some files' bytes handed over by a reader, as the security scan does
        const handOver = (listing: FolderListing) =>
          files.forEach((file, i) => {
            if ((i + keepEvery) % 2 === 0)
              listing.keepBytes(file, readBoundedBytesSync(path.join(dir, file), MAX_FILE_BYTES)!)
          })
        const listing = new FolderListing(dir)
        handOver(listing)
        const reference = new FolderListing(dir)
        handOver(reference)
        expect(skillContentHash(listing)).toBe(onePiecePerUpdate(reference))
      }),
      { seed: 20261126, numRuns: 40 }
    )
  })
})
