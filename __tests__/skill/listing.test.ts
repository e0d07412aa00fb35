// FolderListing.plainEntry: what a relative path names, answered from the folder listings alone.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { FolderListing } from '../../src/skill/listing.js'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'listing-'))
  await mkdir(path.join(dir, 'references'))
  await writeFile(path.join(dir, 'references', 'Guide.md'), 'x')
  await writeFile(path.join(dir, 'SKILL.md'), 'x')
  await symlink('references', path.join(dir, 'linked'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('FolderListing.plainEntry', () => {
  it('finds files and folders through plain folders, the same entry on every ask', () => {
    const listing = new FolderListing(dir)
    const entry = listing.plainEntry('references/Guide.md')
    expect(typeof entry === 'object' && entry.isFile()).toBe(true)
    expect(listing.plainEntry('./references//Guide.md')).toBe(entry)
    expect(new FolderListing(dir).plainEntry('SKILL.md')).toMatchObject({ name: 'SKILL.md' })
    expect(listing.plainEntry('references/')).toMatchObject({ name: 'references' })
  })

  it('says missing only when no name matches in any letter case', () => {
    const listing = new FolderListing(dir)
    expect(listing.plainEntry('references/other.md')).toBe('missing')
    expect(listing.plainEntry('nothing/Guide.md')).toBe('missing')
    // a case-insensitive file system would find these: only it can tell
    expect(listing.plainEntry('references/guide.md')).toBeUndefined()
    expect(listing.plainEntry('REFERENCES/Guide.md')).toBeUndefined()
  })

  it('leaves links, files used as folders and climbing paths to the file system', () => {
    const listing = new FolderListing(dir)
    expect(listing.plainEntry('linked/Guide.md')).toBeUndefined()
    expect(listing.plainEntry('SKILL.md/x')).toBeUndefined()
    expect(listing.plainEntry('SKILL.md/')).toBeUndefined()
    expect(listing.plainEntry('../x')).toBeUndefined()
    expect(listing.plainEntry('')).toBeUndefined()
  })
})
