// File-system edge of the skill reader: reading SKILL.md with a size cap, listing references/
// and assets/, and resolving cross-references, each the way PluginEval does it so the static
// scores match. Everything else is pure and lives in parse.ts and the static layer.
import { lstat, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { isInside } from '../fs/confine.js'
import { errnoCode, ioMessage } from '../fs/errors.js'
import { closeSync } from 'node:fs'
import {
  fileTypeName,
  openForReadSync,
  readBoundedFdSync,
  type BoundedBytes
} from '../fs/read-bounded.js'
import type { SkillError } from '../model/index.js'
import { LOWERCASE_SKILL_FILE_NAME, SKILL_FILE_NAME } from '../model/skill-file.js'
import { decodeSkillBytes } from './decode.js'
import type { FolderListing } from './listing.js'
import type { SkillFolderFacts } from './types.js'

// Still exported from here for src/layers/static/evaluate.ts, which imports it from this module.

/** SKILL.md files larger than this are refused without being read whole. */
export const MAX_SKILL_BYTES = 2 * 1024 * 1024

export type ReadOutcome<T> = { ok: true; value: T } | { ok: false; error: SkillError }

const failure = (code: string, message: string, file: string): ReadOutcome<never> => ({
  ok: false,
  error: { code, message, file }
})

/** The skill file a folder holds. */
export interface SkillFileChoice {
  /** `SKILL.md`, or `skill.md` when the folder has no `SKILL.md`. */
  name: string
  /** The folder has both names: `SKILL.md` is read and `skill.md` is ignored. */
  lowercaseIgnored: boolean
}

/**
 * Which skill file `dir` holds, by the exact names in the folder: on a case-insensitive file
 * system a look-up of `SKILL.md` also finds `skill.md`, and the report must name the file that is
 * there. `relDir` is the folder relative to the root, for errors.
 */
export async function locateSkillFile(
  listing: FolderListing,
  relDir: string
): Promise<ReadOutcome<SkillFileChoice>> {
  const file = relDir === '.' ? SKILL_FILE_NAME : `${relDir}/${SKILL_FILE_NAME}`
  let entries
  try {
    entries = await listing.entries('.')
  } catch (error) {
    return errnoCode(error) === 'ENOENT'
      ? failure('missing-skill-md', `no ${SKILL_FILE_NAME} in this folder`, file)
      : failure('unreadable', `cannot list the skill folder: ${ioMessage(error)}`, file)
  }
  const upper = entries.some((entry) => entry.name === SKILL_FILE_NAME)
  const lower = entries.some((entry) => entry.name === LOWERCASE_SKILL_FILE_NAME)
  if (!upper && !lower)
    return failure('missing-skill-md', `no ${SKILL_FILE_NAME} in this folder`, file)
  return {
    ok: true,
    value: {
      name: upper ? SKILL_FILE_NAME : LOWERCASE_SKILL_FILE_NAME,
      lowercaseIgnored: upper && lower
    }
  }
}

/**
 * Where `<dir>/<name>` leads, checked before anything opens it: the real path of a regular file
 * inside `realRoot` (when given), or why it is refused. A named pipe would block the read until
 * something writes to it, and a device may never end.
 */
async function regularTarget(
  dir: string,
  name: string,
  file: string,
  realRoot: string | undefined
): Promise<ReadOutcome<string>> {
  const link = path.join(dir, name)
  let entry
  try {
    entry = await lstat(link)
  } catch (error) {
    return errnoCode(error) === 'ENOENT'
      ? failure('missing-skill-md', `no ${SKILL_FILE_NAME} in this folder`, file)
      : failure('unreadable', `cannot open: ${ioMessage(error)}`, file)
  }
  let target
  let info
  try {
    target = await realpath(link)
    info = await stat(target)
  } catch (error) {
    if (errnoCode(error) === 'ENOENT')
      return failure('unreadable', `${name} is a symbolic link to nothing (a broken link)`, file)
    return failure('unreadable', `cannot open: ${ioMessage(error)}`, file)
  }
  if (realRoot !== undefined && !isInside(realRoot, target)) {
    return failure(
      'outside-root',
      `${name} links to a file outside the scanned folder; it was not read`,
      file
    )
  }
  if (!info.isFile()) {
    const what = `${entry.isSymbolicLink() ? 'links to' : 'is'} ${fileTypeName(info)}`
    return failure(
      'not-regular-file',
      `${name} ${what}, not a regular file; it was not read (replace it with the skill's text)`,
      file
    )
  }
  return { ok: true, value: target }
}

/**
 * Reads and decodes `<dir>/<name>` (`SKILL.md` unless told). `file` names it in errors. When
 * `realRoot` is given, a skill file that resolves (through symlinks) outside it is refused
 * unread: scanned content is untrusted and may point anywhere on the machine. Anything but a
 * regular file is refused before it is opened.
 */
export async function readSkillText(
  dir: string,
  file: string,
  realRoot?: string,
  name: string = SKILL_FILE_NAME
): Promise<ReadOutcome<string>> {
  const target = await regularTarget(dir, name, file, realRoot)
  if (!target.ok) return target
  return readRegularSkillFile(target.value, name, file)
}

/**
 * The skill file `name` of the folder `listing` lists, when the discovery walk proved the folder
 * inside the root and lists the file as a regular file (not a link): its real path, with nothing
 * left to resolve. Undefined when the file system has to be asked (readSkillText).
 */
export function walkedSkillFile(listing: FolderListing, name: string): string | undefined {
  const realDir = listing.realDir
  if (realDir === undefined) return undefined
  const entry = listing.plainEntry(name)
  return typeof entry === 'object' && entry.isFile() ? path.join(realDir, name) : undefined
}

/**
 * Reads and decodes the skill file at `target`, a path already checked. The read is synchronous:
 * one small file read in place costs less than four round trips through the thread pool.
 */
export function readRegularSkillFile(
  target: string,
  name: string,
  file: string,
  keep?: (read: BoundedBytes) => void
): ReadOutcome<string> {
  let fd
  try {
    // O_NONBLOCK and the type check on the open file still hold if the file was swapped since
    fd = openForReadSync(target)
  } catch (error) {
    return failure('unreadable', `cannot open: ${ioMessage(error)}`, file)
  }
  try {
    const head = readBoundedFdSync(fd, MAX_SKILL_BYTES)
    if (head === null)
      return failure('not-regular-file', `${name} is not a regular file; it was not read`, file)
    if (head.truncated) {
      return failure(
        'file-too-large',
        `is larger than ${MAX_SKILL_BYTES} bytes (the limit); it was not read`,
        file
      )
    }
    keep?.(head)
    const decoded = decodeSkillBytes(head.bytes, file)
    return decoded.ok ? { ok: true, value: decoded.content } : decoded
  } catch (error) {
    return failure('unreadable', `cannot read: ${ioMessage(error)}`, file)
  } finally {
    closeSync(fd)
  }
}

interface EntryListing {
  exists: boolean
  files: string[]
}

/**
 * Whether `dir/name` is a folder, as Python's `Path.is_dir()` after `exists()` sees it: the
 * folder's listing answers without a system call when it has no such entry (in any case, for
 * case-insensitive file systems) or holds it as a real folder; anything else is looked up.
 */
async function folderState(
  listing: FolderListing,
  name: string
): Promise<'missing' | 'folder' | 'other'> {
  const entries = await listing.entries('.').catch(() => undefined)
  if (entries !== undefined) {
    const same = entries.filter((entry) => entry.name.toLowerCase() === name)
    if (same.length === 0) return 'missing'
    if (same.length === 1 && same[0]!.name === name && same[0]!.isDirectory()) return 'folder'
  }
  try {
    return (await stat(path.join(listing.dir, name))).isDirectory() ? 'folder' : 'other'
  } catch (error) {
    // a missing entry or a broken symlink does not exist for Python's Path.exists()
    const code = errnoCode(error)
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') return 'missing'
    throw error
  }
}

/**
 * Regular files (symlinks followed, as PluginEval's Python `is_file()` does) directly inside
 * `dir/name`: the names the static layer counts and matches references against.
 */
async function listRegularFiles(
  listing: FolderListing,
  name: string,
  relDir: string
): Promise<ReadOutcome<EntryListing>> {
  const file = relDir === '.' ? name : `${relDir}/${name}`
  let state
  try {
    state = await folderState(listing, name)
  } catch (error) {
    return failure('unreadable', `cannot inspect ${name}: ${ioMessage(error)}`, file)
  }
  if (state === 'missing') return { ok: true, value: { exists: false, files: [] } }
  if (state === 'other')
    return failure(`${name}-not-directory`, `${name} exists but is not a folder`, file)
  try {
    const files: string[] = []
    for (const entry of await listing.entries(name)) {
      if (entry.isFile()) files.push(entry.name)
      else if (entry.isSymbolicLink()) {
        const linked = await stat(path.join(listing.dir, name, entry.name)).catch(() => undefined)
        if (linked?.isFile()) files.push(entry.name)
      }
    }
    files.sort()
    return { ok: true, value: { exists: true, files } }
  } catch (error) {
    return failure('unreadable', `cannot list ${name}: ${ioMessage(error)}`, file)
  }
}

/** Gathers the folder facts the static layer needs. `relDir` is the folder relative to the root. */
export async function readFolderFacts(
  listing: FolderListing,
  relDir: string
): Promise<ReadOutcome<SkillFolderFacts>> {
  const dir = listing.dir
  const references = await listRegularFiles(listing, 'references', relDir)
  if (!references.ok) return references
  const assets = await listRegularFiles(listing, 'assets', relDir)
  if (!assets.ok) return assets
  return {
    ok: true,
    value: {
      dir,
      dirName: path.basename(dir),
      hasReferences: references.value.exists,
      referenceFiles: references.value.files,
      hasAssets: assets.value.exists,
      assetFiles: assets.value.files
    }
  }
}

/** Whether anything is at `target` (a link is followed; a broken one is nothing). */
export async function exists(target: string): Promise<boolean> {
  try {
    await stat(target)
    return true
  } catch {
    return false
  }
}

/** Whether `rel` exists under the folder `listing` lists (a link is followed, as stat does). */
async function existsUnder(listing: FolderListing, rel: string): Promise<boolean> {
  const entry = listing.plainEntry(rel)
  if (entry === 'missing') return false
  if (entry !== undefined && !entry.isSymbolicLink()) return true
  return exists(path.join(listing.dir, rel))
}

/**
 * The normalised cross-references that resolve, for PluginEval's dead-cross-reference
 * anti-pattern: parent/ref, or dir/ref for `sub-skills/` references. Segments are `[a-z0-9-]+`,
 * so a ref cannot climb out. `listing` (the skill folder's) answers from the discovery walk's
 * listings where it can.
 */
export async function resolveCrossReferences(
  dir: string,
  refs: Iterable<string>,
  listing?: FolderListing
): Promise<Set<string>> {
  const parent = path.dirname(dir)
  const parentListing = listing?.parentListing()
  const resolved = new Set<string>()
  for (const ref of new Set(refs)) {
    if (
      (parentListing
        ? await existsUnder(parentListing, ref)
        : await exists(path.join(parent, ref))) ||
      (ref.startsWith('sub-skills/') &&
        (listing ? await existsUnder(listing, ref) : await exists(path.join(dir, ref))))
    ) {
      resolved.add(ref)
    }
  }
  return resolved
}
