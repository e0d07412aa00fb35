// Whether the files SKILL.md points at exist in the skill folder. Every path is resolved inside
// the folder with symlinks followed only while they stay in it: scanned skills are untrusted, and
// a link must never make skill-ci look at (or reveal the existence of) a file elsewhere.
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { PathEscapeError, isInside, resolveInside } from '../../fs/confine.js'
import { errnoCode, ioMessage } from '../../fs/errors.js'
import { unsafeRelativePathReason } from '../../fs/relative-path.js'
import type { Finding } from '../../model/index.js'
import { specFinding, type SpecContext } from './context.js'
import { quote } from './fields.js'
import type { LinkTarget, LinkTargets } from './link-targets.js'
import type { FolderListing } from '../listing.js'
import type { Severity } from '../../model/index.js'

/**
 * Distinct paths checked on disk per SKILL.md. Real skills link a few dozen files (the most on the
 * real-skill corpus: about a hundred lines with links); a hostile one can hold tens of thousands,
 * and each check costs system calls and, when missing, a finding.
 */
export const MAX_CHECKED_PATHS = 200

type TargetState =
  { state: 'exists' } | { state: 'missing'; detail: string } | { state: 'outside'; why: string }

export interface LinkedFilesInput {
  /** The skill folder on disk. */
  dir: string
  /** SKILL.md's targets, and the prose it could not parse. */
  found: LinkTargets
  /** The skill folder's listings, when already read. */
  listing?: FolderListing
  /**
   * The folder the run scans, when it holds more than this skill: a written path missing here is
   * looked for in the sibling skills that SKILL.md names, never above this folder.
   */
  root?: string
  /** SKILL.md's text, where sibling skills are named. */
  content: string
}

/** One finding per target that is missing or leads outside the folder, in the targets' order. */
export async function checkLinkedFiles(
  ctx: SpecContext,
  input: LinkedFilesInput
): Promise<Finding[]> {
  const { dir, listing } = input
  const states = new Map<string, TargetState>()
  const findings: Finding[] = []
  const unchecked = new Set<string>()
  let firstUncheckedLine = 0
  const siblings = new SiblingSkills(dir, input.root, input.content)
  for (const target of input.found.targets) {
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
      const sibling = target.use === 'link' ? undefined : await siblings.holding(target.path)
      findings.push(missingFinding(ctx, target, result.detail, sibling))
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
  const { unparsed } = input.found
  if (unparsed.lines > 0) {
    findings.push(
      specFinding(
        ctx,
        'spec/links-unchecked',
        `${unparsed.lines} lines with links or written paths, from this line on, were too long ` +
          'or too dense to check in bounded time: their links and paths were not checked.',
        unparsed.first
      )
    )
  }
  return findings
}

const WHAT: Record<LinkTarget['use'], string> = {
  link: 'The link',
  command: 'The command path',
  directed: 'The path'
}

/**
 * A missing link is an error: the skill is broken wherever it is installed. A written path is not
 * a link: it may be run or read from elsewhere (a plugin's folder, the user's project), so it is a
 * warning (a skill installed alone lacks it), and a notice when a sibling skill that SKILL.md
 * names holds it.
 */
function missingFinding(
  ctx: SpecContext,
  target: Extract<LinkTarget, { kind: 'inside' }>,
  detail: string,
  sibling: string | undefined
): Finding {
  const what = `${WHAT[target.use]} ${quote(target.written)}`
  if (sibling !== undefined) {
    return specFinding(
      ctx,
      'spec/missing-file',
      `${what} is not in this skill's folder; it is in the sibling skill ${quote(sibling)} ` +
        'that the text names, and travels only with that skill.',
      target.line,
      'notice'
    )
  }
  const severity: Severity = target.use === 'link' ? 'error' : 'warning'
  const alone =
    target.use === 'link'
      ? ''
      : target.use === 'command'
        ? ' Run from an installed copy of the skill alone, the command fails.'
        : ' The text directs the agent at it; a copy of the skill installed alone lacks it.'
  return specFinding(
    ctx,
    'spec/missing-file',
    `${what} names a file that does not exist in the skill folder${detail}.${alone}`,
    target.line,
    severity
  )
}

/**
 * The skill folders beside this one (under the same parent, inside the scanned root) whose names
 * SKILL.md mentions: where a path written for "the other skill" lives. Listed once, on first use.
 */
class SiblingSkills {
  private named: Promise<string[]> | undefined

  constructor(
    private readonly dir: string,
    private readonly root: string | undefined,
    private readonly content: string
  ) {}

  /** The name of a named sibling skill that holds `rel`, if any. */
  async holding(rel: string): Promise<string | undefined> {
    const parent = path.dirname(this.dir)
    for (const name of await (this.named ??= this.list(parent))) {
      const state = await targetState(path.join(parent, name), rel, undefined)
      if (state.state === 'exists') return name
    }
    return undefined
  }

  private async list(parent: string): Promise<string[]> {
    if (this.root === undefined || this.dir === this.root || !isInside(this.root, parent)) return []
    const own = path.basename(this.dir)
    const entries = await readdir(parent, { withFileTypes: true }).catch(() => [])
    return entries
      .filter((entry) => entry.isDirectory() && entry.name !== own)
      .map((entry) => entry.name)
      .filter((name) => mentions(this.content, name))
  }
}

/** Whether `text` holds `name` as a word of its own (not inside a longer name). */
function mentions(text: string, name: string): boolean {
  const word = /[\p{L}\p{N}_-]/u
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1]
    const after = text[at + name.length]
    if ((before === undefined || !word.test(before)) && (after === undefined || !word.test(after)))
      return true
  }
  return false
}

function outsideFinding(ctx: SpecContext, target: LinkTarget, why: string): Finding {
  const what = WHAT[target.use]
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
