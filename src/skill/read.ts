// File-system edge of the skill reader: reading SKILL.md with a size cap, listing references/
// and assets/, and resolving cross-references, each the way PluginEval does it so the static
// scores match. Everything else is pure and lives in parse.ts and the static layer.
import { readdir, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { isInside } from '../fs/confine.js'
import { errnoCode, ioMessage } from '../fs/errors.js'
import { openForRead, readBoundedBytes } from '../fs/read-bounded.js'
import type { SkillError } from '../model/index.js'
import { decodeSkillBytes } from './decode.js'
import type { SkillFolderFacts } from './types.js'

// Still exported from here for src/layers/static/evaluate.ts, which imports it from this module.

/** SKILL.md files larger than this are refused without being read whole. */
export const MAX_SKILL_BYTES = 2 * 1024 * 1024

export const SKILL_FILE_NAME = 'SKILL.md'

export type ReadOutcome<T> = { ok: true; value: T } | { ok: false; error: SkillError }

const failure = (code: string, message: string, file: string): ReadOutcome<never> => ({
  ok: false,
  error: { code, message, file }
})

/**
 * Reads and decodes `<dir>/SKILL.md`. `file` names it in errors. When `realRoot` is given, a
 * SKILL.md that resolves (through symlinks) outside it is refused unread: scanned content is
 * untrusted and may point anywhere on the machine.
 */
export async function readSkillText(
  dir: string,
  file: string,
  realRoot?: string
): Promise<ReadOutcome<string>> {
  let handle
  try {
    const target = await realpath(path.join(dir, SKILL_FILE_NAME))
    if (realRoot !== undefined && !isInside(realRoot, target)) {
      return failure(
        'outside-root',
        `${SKILL_FILE_NAME} links to a file outside the scanned folder; it was not read`,
        file
      )
    }
    handle = await openForRead(target)
  } catch (error) {
    return errnoCode(error) === 'ENOENT'
      ? failure('missing-skill-md', `no ${SKILL_FILE_NAME} in this folder`, file)
      : failure('unreadable', `cannot open: ${ioMessage(error)}`, file)
  }
  try {
    const head = await readBoundedBytes(handle, MAX_SKILL_BYTES)
    if (head === null)
      return failure('unreadable', `${SKILL_FILE_NAME} is not a regular file`, file)
    if (head.truncated) {
      return failure(
        'file-too-large',
        `is larger than ${MAX_SKILL_BYTES} bytes (the limit); it was not read`,
        file
      )
    }
    const decoded = decodeSkillBytes(head.bytes, file)
    return decoded.ok ? { ok: true, value: decoded.content } : decoded
  } catch (error) {
    return failure('unreadable', `cannot read: ${ioMessage(error)}`, file)
  } finally {
    await handle.close()
  }
}

interface EntryListing {
  exists: boolean
  files: string[]
}

/**
 * Regular files (symlinks followed, as PluginEval's Python `is_file()` does) directly inside
 * `dir/name`: the names the static layer counts and matches references against.
 */
async function listRegularFiles(
  dir: string,
  name: string,
  relDir: string
): Promise<ReadOutcome<EntryListing>> {
  const target = path.join(dir, name)
  const file = relDir === '.' ? name : `${relDir}/${name}`
  let info
  try {
    info = await stat(target)
  } catch (error) {
    // a missing entry or a broken symlink does not exist for Python's Path.exists()
    const code = errnoCode(error)
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP')
      return { ok: true, value: { exists: false, files: [] } }
    return failure('unreadable', `cannot inspect ${name}: ${ioMessage(error)}`, file)
  }
  if (!info.isDirectory())
    return failure(`${name}-not-directory`, `${name} exists but is not a folder`, file)
  try {
    const files: string[] = []
    for (const entry of await readdir(target, { withFileTypes: true })) {
      if (entry.isFile()) files.push(entry.name)
      else if (entry.isSymbolicLink()) {
        const linked = await stat(path.join(target, entry.name)).catch(() => undefined)
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
  dir: string,
  relDir: string
): Promise<ReadOutcome<SkillFolderFacts>> {
  const references = await listRegularFiles(dir, 'references', relDir)
  if (!references.ok) return references
  const assets = await listRegularFiles(dir, 'assets', relDir)
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

async function exists(target: string): Promise<boolean> {
  try {
    await stat(target)
    return true
  } catch {
    return false
  }
}

/**
 * The normalised cross-references that resolve, for PluginEval's dead-cross-reference
 * anti-pattern: parent/ref, or dir/ref for `sub-skills/` references. Segments are `[a-z0-9-]+`,
 * so a ref cannot climb out.
 */
export async function resolveCrossReferences(
  dir: string,
  refs: Iterable<string>
): Promise<Set<string>> {
  const parent = path.dirname(dir)
  const resolved = new Set<string>()
  for (const ref of new Set(refs)) {
    if (
      (await exists(path.join(parent, ref))) ||
      (ref.startsWith('sub-skills/') && (await exists(path.join(dir, ref))))
    ) {
      resolved.add(ref)
    }
  }
  return resolved
}
