// The files of one skill the security scan reads: SKILL.md (already read by the pipeline, so not
// read again), every file under references/, scripts/ and assets/, and every file SKILL.md links
// to inside the folder. Each path is resolved inside the skill folder (a symlink out of it is
// refused), each file is read once, bounded, and binary files are left out.
import path from 'node:path'
import { PathEscapeError, resolveInside } from '../../fs/confine.js'
import { ioMessage } from '../../fs/errors.js'
import { readBoundedBytesSync, type BoundedBytes } from '../../fs/read-bounded.js'
import { FolderListing } from '../../skill/listing.js'
import { linkTargets, type LinkTarget } from '../../skill/spec/link-targets.js'
import type { Frontmatter } from '../../skill/types.js'

export const MAX_SCANNED_FILES = 300
export const MAX_FILE_BYTES = 1024 * 1024
export const MAX_SKILL_BYTES = 8 * 1024 * 1024
const MAX_DEPTH = 6
const NOT_REGULAR = 'not a regular file'
const FOLDERS = ['references', 'scripts', 'assets']
const BINARY_EXTENSIONS =
  /\.(?:png|jpe?g|gif|webp|bmp|ico|icns|tiff?|pdf|zip|gz|tgz|bz2|xz|7z|rar|woff2?|ttf|otf|eot|mp[34]|m4a|wav|ogg|mov|avi|webm|wasm|so|dylib|dll|exe|bin|class|jar|pyc|o|a|sqlite|db|docx?|xlsx?|pptx?|key|numbers|pages)$/i

export type FileKind = 'markdown' | 'shell' | 'code'

export interface SkillText {
  /** Relative to the scanned root, POSIX. */
  file: string
  text: string
  kind: FileKind
}

export interface SkippedFile {
  file: string
  reason: string
  /** Worth a finding: the file may hold text the scan did not see. */
  notable: boolean
}

/** SKILL.md as the pipeline read it, with what it already worked out about the folder. */
export interface ReadSkillFile {
  file: string
  content: string
  frontmatter: Frontmatter
  /** The skill folder's listings, shared with the reader when it already listed them. */
  listing?: FolderListing
  /** The targets of SKILL.md's links, when already found; found here otherwise. */
  linkTargets?: readonly LinkTarget[]
}

export interface SkillFiles {
  texts: SkillText[]
  skipped: SkippedFile[]
}

export function kindOf(name: string, text: string): FileKind {
  if (/\.(?:md|markdown|mdx)$/i.test(name)) return 'markdown'
  if (/\.(?:sh|bash|zsh|ksh|command)$/i.test(name)) return 'shell'
  if (/^#!\s*\S*(?:\/|env\s+)(?:ba|z|k|da)?sh\b/.test(text)) return 'shell'
  return 'code'
}

/**
 * Files under the three folders, relative to the skill folder. Folders are entered only when they
 * are real folders (not links), so a regular file listed here is inside the skill by construction
 * (`true`); a symbolic link is listed to be resolved inside the folder before it is read (`false`).
 */
async function listFolder(
  listing: FolderListing,
  folder: string,
  out: Map<string, boolean>
): Promise<void> {
  const stack: Array<{ rel: string; depth: number }> = [{ rel: folder, depth: 0 }]
  while (stack.length > 0 && out.size < MAX_SCANNED_FILES * 2) {
    const { rel, depth } = stack.pop()!
    let entries
    try {
      entries = await listing.entries(rel)
    } catch {
      continue
    }
    for (const entry of [...entries].sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = `${rel}/${entry.name}`
      if (entry.isDirectory()) {
        if (depth + 1 < MAX_DEPTH && entry.name !== 'node_modules' && entry.name !== '.git') {
          stack.push({ rel: child, depth: depth + 1 })
        }
      } else if (entry.isFile()) out.set(child, true)
      else if (entry.isSymbolicLink()) out.set(child, false)
    }
  }
}

/** The files of the skill in `dir` to scan, besides SKILL.md. `relDir` is the folder from the root. */
export async function readSkillFiles(
  dir: string,
  relDir: string,
  skill: ReadSkillFile
): Promise<SkillFiles> {
  const texts: SkillText[] = [{ file: skill.file, text: skill.content, kind: 'markdown' }]
  const skipped: SkippedFile[] = []
  const at = (rel: string) => (relDir === '.' ? rel : `${relDir}/${rel}`)
  const wanted = new Map<string, boolean>()
  // One listing of the skill folder says which of the three folders exist as real folders.
  const listing = skill.listing ?? new FolderListing(dir)
  const entries = await listing.entries('.').catch(() => [])
  for (const entry of entries) {
    if (FOLDERS.includes(entry.name) && entry.isDirectory())
      await listFolder(listing, entry.name, wanted)
  }
  for (const target of skill.linkTargets ?? (await linkTargets(skill.content, skill.frontmatter))) {
    if (target.kind === 'inside' && !wanted.has(target.path)) wanted.set(target.path, false)
  }
  wanted.delete(path.posix.basename(skill.file))
  let total = 0
  let count = 0
  for (const [rel, listed] of wanted) {
    // A link to a file that is not there is no file of the skill: it does not count (a SKILL.md
    // linking to thousands of missing files made as many findings).
    const plain = listed || plainFile(listing, rel)
    if (plain === 'missing') continue
    if (count++ >= MAX_SCANNED_FILES) {
      skipped.push({
        file: at(rel),
        reason: `more than ${MAX_SCANNED_FILES} files in the skill`,
        notable: true
      })
      continue
    }
    if (BINARY_EXTENSIONS.test(rel)) {
      skipped.push({ file: at(rel), reason: 'a binary file', notable: false })
      continue
    }
    const read = await readOne(dir, rel, plain)
    if ('reason' in read) {
      if (read.reason !== 'missing')
        skipped.push({ file: at(rel), reason: read.reason, notable: read.reason !== NOT_REGULAR })
      continue
    }
    // the content hash of the folder reads every file: it takes these bytes instead
    if (plain === true) listing.keepBytes(rel, read)
    if (read.bytes.subarray(0, 8192).includes(0)) {
      skipped.push({ file: at(rel), reason: 'a binary file', notable: false })
      continue
    }
    total += read.bytes.length
    if (total > MAX_SKILL_BYTES) {
      skipped.push({
        file: at(rel),
        reason: `the skill's files exceed ${MAX_SKILL_BYTES} bytes in all`,
        notable: true
      })
      continue
    }
    if (read.truncated) {
      skipped.push({
        file: at(rel),
        reason: `only its first ${MAX_FILE_BYTES} bytes were scanned`,
        notable: true
      })
    }
    const text = read.bytes.toString('utf8').replace(/\r\n?/g, '\n')
    texts.push({ file: at(rel), text, kind: kindOf(rel, text) })
  }
  return { texts, skipped }
}

/**
 * True when `rel` is a regular file with no link on the way (inside the folder without resolving
 * anything), 'missing' when there is nothing there, false when only the file system can tell.
 */
function plainFile(listing: FolderListing, rel: string): boolean | 'missing' {
  const entry = listing.plainEntry(rel)
  return entry === 'missing' ? entry : typeof entry === 'object' && entry.isFile()
}

/** Reads `rel`; unless it was listed as a regular file inside, it is first resolved inside `dir`. */
async function readOne(
  dir: string,
  rel: string,
  listed: boolean
): Promise<BoundedBytes | { reason: string }> {
  let real = path.join(dir, rel)
  if (!listed) {
    try {
      real = await resolveInside(dir, rel)
    } catch (error) {
      if (error instanceof PathEscapeError) return { reason: 'it leads outside the skill folder' }
      return { reason: ioMessage(error) }
    }
  }
  try {
    const head = readBoundedBytesSync(real, MAX_FILE_BYTES)
    if (head === null) return { reason: NOT_REGULAR }
    return head
  } catch (error) {
    const reason = ioMessage(error)
    return { reason: reason === 'not found' ? 'missing' : reason }
  }
}
