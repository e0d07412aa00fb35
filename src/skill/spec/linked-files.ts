// Whether the files SKILL.md points at exist in the skill folder. Every path is resolved inside
// the folder with symlinks followed only while they stay in it: scanned skills are untrusted, and
// a link must never make skill-ci look at (or reveal the existence of) a file elsewhere.
import { stat } from 'node:fs/promises'
import { PathEscapeError, resolveInside } from '../../fs/confine.js'
import { errnoCode, ioMessage } from '../../fs/errors.js'
import { unsafeRelativePathReason } from '../../fs/relative-path.js'
import type { Finding } from '../../model/index.js'
import { specFinding, type SpecContext } from './context.js'
import { quote } from './fields.js'
import type { LinkTarget } from './link-targets.js'
import type { FolderListing } from '../listing.js'

/**
 * Distinct paths checked on disk per SKILL.md. Real skills link a few dozen files; a hostile one
 * can hold tens of thousands of links, and each check costs several system calls.
 */
export const MAX_CHECKED_PATHS = 1000

type TargetState =
  { state: 'exists' } | { state: 'missing'; detail: string } | { state: 'outside'; why: string }

/** One finding per target that is missing or leads outside the folder, in the targets' order. */
export async function checkLinkedFiles(
  ctx: SpecContext,
  dir: string,
  targets: readonly LinkTarget[],
  listing?: FolderListing
): Promise<Finding[]> {
  const states = new Map<string, TargetState>()
  const findings: Finding[] = []
  const unchecked = new Set<string>()
  let firstUncheckedLine = 0
  for (const target of targets) {
    if (target.kind === 'outside') {
      findings.push(outsideFinding(ctx, target, target.why))
      continue
    }
    let result = states.get(target.path)
    if (result === undefined) {
      if (states.size >= MAX_CHECKED_PATHS) {
        if (unchecked.size === 0) firstUncheckedLine = target.line
        unchecked.add(target.path)
        continue
      }
      result = await targetState(dir, target.path, listing)
      states.set(target.path, result)
    }
    if (result.state === 'outside') findings.push(outsideFinding(ctx, target, result.why))
    else if (result.state === 'missing') {
      findings.push(
        specFinding(
          ctx,
          'spec/missing-file',
          `${target.link ? 'The link' : 'The path'} ${quote(target.written)} names a file ` +
            'that does not exist in the skill ' +
            `folder${result.detail}.`,
          target.line
        )
      )
    }
  }
  if (unchecked.size > 0) {
    findings.push(
      specFinding(
        ctx,
        'spec/links-unchecked',
        `${unchecked.size} more linked paths, from this line on, were not checked: at most ` +
          `${MAX_CHECKED_PATHS} distinct paths are checked per SKILL.md.`,
        firstUncheckedLine
      )
    )
  }
  return findings
}

function outsideFinding(ctx: SpecContext, target: LinkTarget, why: string): Finding {
  const what = target.link ? 'The link' : 'The path'
  return specFinding(
    ctx,
    'spec/link-outside',
    `${what} ${quote(target.written)} ${why}; it was not checked, and a file outside the skill ` +
      'folder does not travel with the skill.',
    target.line
  )
}

async function targetState(
  dir: string,
  rel: string,
  listing: FolderListing | undefined
): Promise<TargetState> {
  const unsafe = unsafeRelativePathReason(rel)
  if (unsafe !== null) return { state: 'missing', detail: ` (${unsafe})` }
  // Without a link on the way, the folder's listings answer and nothing needs resolving.
  const entry = listing?.plainEntry(rel)
  if (entry === 'missing') return { state: 'missing', detail: '' }
  if (entry !== undefined && !entry.isSymbolicLink()) return { state: 'exists' }
  let real: string
  try {
    real = await resolveInside(dir, rel)
  } catch (error) {
    if (error instanceof PathEscapeError) {
      return error.message.endsWith('a dangling symlink')
        ? { state: 'missing', detail: ' (a symbolic link on the way points nowhere)' }
        : { state: 'outside', why: 'leads out of the skill folder through a symbolic link' }
    }
    return { state: 'missing', detail: ` (${ioMessage(error)})` }
  }
  try {
    await stat(real)
    return { state: 'exists' }
  } catch (error) {
    const code = errnoCode(error)
    return code === 'ENOENT' || code === 'ENOTDIR'
      ? { state: 'missing', detail: '' }
      : { state: 'missing', detail: ` (${ioMessage(error)})` }
  }
}
