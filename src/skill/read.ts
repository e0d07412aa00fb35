// File-system edge of the skill reader: reading SKILL.md with a size cap, listing references/
// and assets/, and resolving cross-references (PluginEval §1.1, §1.9, §2.9). Everything else is
// pure and lives in parse.ts and the static layer.
import { open, readdir, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import type { SkillError } from '../report/model.js'
import { decodeSkillBytes } from './decode.js'
import type { SkillFolderFacts } from './types.js'

/** SKILL.md files larger than this are refused without being read whole. */
export const MAX_SKILL_BYTES = 2 * 1024 * 1024

export const SKILL_FILE_NAME = 'SKILL.md'

export type ReadOutcome<T> = { ok: true; value: T } | { ok: false; error: SkillError }

// duck-typed: errors from node:fs may come from another realm (e.g. under Jest's VM modules)
export function errnoCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : undefined
}

export function ioMessage(error: unknown): string {
  const code = errnoCode(error)
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'ENOENT') return 'not found'
  if (code === 'ELOOP') return 'too many levels of symbolic links'
  return typeof error === 'object' && error !== null && 'message' in error
    ? String(error.message)
    : String(error)
}

/** Is `target` inside folder `root`? Both are real (symlink-free) absolute paths. */
function isInside(root: string, target: string): boolean {
  return target === root || target.startsWith(root.endsWith(path.sep) ? root : root + path.sep)
}

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
      return {
        ok: false,
        error: {
          code: 'outside-root',
          message: `${SKILL_FILE_NAME} links to a file outside the scanned folder; it was not read`,
          file
        }
      }
    }
    handle = await open(target, 'r')
  } catch (error) {
    const missing = errnoCode(error) === 'ENOENT'
    return {
      ok: false,
      error: {
        code: missing ? 'missing-skill-md' : 'unreadable',
        message: missing
          ? `no ${SKILL_FILE_NAME} in this folder`
          : `cannot open: ${ioMessage(error)}`,
        file
      }
    }
  }
  try {
    const info = await handle.stat()
    if (!info.isFile()) {
      return {
        ok: false,
        error: { code: 'unreadable', message: `${SKILL_FILE_NAME} is not a regular file`, file }
      }
    }
    // read one byte past the cap so an oversized file is detected without reading it whole
    const buffer = Buffer.alloc(Math.min(info.size, MAX_SKILL_BYTES) + 1)
    let filled = 0
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled)
      if (bytesRead === 0) break
      filled += bytesRead
    }
    if (filled > MAX_SKILL_BYTES) {
      return {
        ok: false,
        error: {
          code: 'file-too-large',
          message: `is larger than ${MAX_SKILL_BYTES} bytes (the limit); it was not read`,
          file
        }
      }
    }
    const decoded = decodeSkillBytes(buffer.subarray(0, filled), file)
    return decoded.ok ? { ok: true, value: decoded.content } : decoded
  } catch (error) {
    return {
      ok: false,
      error: { code: 'unreadable', message: `cannot read: ${ioMessage(error)}`, file }
    }
  } finally {
    await handle.close()
  }
}

interface EntryListing {
  exists: boolean
  files: string[]
}

/** Regular files (symlinks followed) directly inside `dir/name`; PluginEval §1.9. */
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
    return {
      ok: false,
      error: { code: 'unreadable', message: `cannot inspect ${name}: ${ioMessage(error)}`, file }
    }
  }
  if (!info.isDirectory()) {
    return {
      ok: false,
      error: { code: `${name}-not-directory`, message: `${name} exists but is not a folder`, file }
    }
  }
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
    return {
      ok: false,
      error: { code: 'unreadable', message: `cannot list ${name}: ${ioMessage(error)}`, file }
    }
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
 * The normalised cross-references that resolve (PluginEval §2.9 DEAD_CROSS_REF): parent/ref, or
 * dir/ref for `sub-skills/` references. Segments are `[a-z0-9-]+`, so a ref cannot climb out.
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
