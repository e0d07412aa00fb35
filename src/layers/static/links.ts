// Which of a skill's cross-references (`skills/…` paths) and `(references/…)` links point at
// something that exists, under either scoring. PluginEval cuts a cross-reference at the first
// character outside [a-z0-9-] (`skills/a/scripts/run_all.py` becomes `a/scripts/run`) and looks
// for it next to the skill only, so it calls files that exist dead; it compares a references/
// link by its last name against the top-level files only (an anchor or a subfolder makes a file
// that exists dead). The default scoring follows its methodology ("a path that cannot be
// resolved"; "a file that does not exist in references/"): the whole path, resolved.
import path from 'node:path'
import type { ScoringMode } from '../../model/index.js'
import type { CrossReference, ParsedSkill, ReferenceLink } from '../../skill/parse.js'
import { exists, resolveCrossReferences } from '../../skill/read.js'
import type { FolderListing } from '../../skill/listing.js'

/** Per occurrence, in the skill's order: does it point at something that exists? */
export interface ResolvedLinks {
  crossRefs: readonly boolean[]
  /**
   * Unused by PluginEval's scoring, which compares names (anti-patterns.ts); `undefined` past the
   * bound on paths resolved, where the names are compared too.
   */
  referenceLinks: ReadonlyArray<boolean | undefined>
}

/** Characters of a written path (a file name may hold dots, underscores, `~`, `@`, `+`, `=`). */
const PATH_CHAR = /[A-Za-z0-9._~@%+=/-]/
/** Before a path: also `$` and braces, so `${ROOT}/skills/x` is seen as rooted at a variable. */
const PATH_START_CHAR = /[A-Za-z0-9._~@%+=/${}-]/
/** A path from the file system's root, the home folder or an environment variable. */
const ROOTED = /^[/~$]/
/** Longest path read around a match: past it the path is cut (a hostile line holds no path). */
const MAX_PATH = 256
/** Distinct paths resolved on disk; the rest (a hostile file) get PluginEval's answer. */
const MAX_RESOLVED = 256

/** The whole path a cross-reference is part of, as written; `url` when it is inside a URL. */
export function wholeCrossRefPath(
  body: string,
  ref: Pick<CrossReference, 'offset' | 'raw'>
): { path: string; fromMatch: string; url: boolean } {
  let start = ref.offset
  const floor = Math.max(0, ref.offset - MAX_PATH)
  while (start > floor && PATH_START_CHAR.test(body[start - 1]!)) start--
  let end = ref.offset + ref.raw.length
  const ceiling = Math.min(body.length, end + MAX_PATH)
  while (end < ceiling && PATH_CHAR.test(body[end]!)) end++
  // a sentence may end right after a path
  while (end > ref.offset + ref.raw.length && /[.,:]/.test(body[end - 1]!)) end--
  const url = body.startsWith('//', start) || body[start - 1] === ':'
  // a URL is quoted with its scheme
  if (url && body[start - 1] === ':') {
    start--
    while (start > floor && /[A-Za-z]/.test(body[start - 1]!)) start--
  }
  return {
    path: body.slice(start, end),
    fromMatch: body.slice(ref.offset, end),
    url
  }
}

/** The file part of a `(references/…)` target: no `#anchor`, `?query` or `"title"`. */
export function referenceLinkFile(target: string): string {
  return target.split(/[#?\s]/, 1)[0]!
}

/** The folders a `skills/…` path may be written from: the skill's, up to the scanned root. */
function ancestors(dir: string, root: string): string[] {
  const found = [dir]
  const top = path.resolve(root)
  // at least the plugin folder that holds skills/ (PluginEval looks there, outside a one-skill root)
  for (let at = dir; ;) {
    const up = path.dirname(at)
    if (up === at) break
    const inside = up === top || up.startsWith(top + path.sep)
    if (!inside && found.length >= 3) break
    found.push(up)
    at = up
  }
  return found
}

/**
 * Where a cross-reference may point, each tried in turn: the path as written from the folder of
 * SKILL.md (`./`, `../`, a `skills/` folder inside the skill); its `skills/…` part from each
 * folder above the skill up to the scanned root (the repository or plugin holding `skills/`),
 * and PluginEval's own candidate; for a path through the skill's own folder
 * (`plugins/p/skills/<this>/scripts/x`), what follows the skill's folder name.
 */
function candidates(
  whole: { path: string; fromMatch: string },
  ref: CrossReference,
  dir: string,
  root: string
): string[] {
  const found: string[] = []
  found.push(path.resolve(dir, whole.path))
  for (const folder of ancestors(dir, root)) found.push(path.resolve(folder, whole.fromMatch))
  const stripped = whole.fromMatch.slice(whole.fromMatch.indexOf('/') + 1)
  if (ref.raw !== ref.ref) found.push(path.resolve(path.dirname(dir), stripped))
  const segments = whole.path.split('/')
  const own = segments.lastIndexOf(path.basename(dir), segments.length - 2)
  if (own !== -1) found.push(path.resolve(dir, segments.slice(own + 1).join('/')))
  return found
}

async function anyExists(paths: readonly string[]): Promise<boolean> {
  for (const target of paths) if (await exists(target)) return true
  return false
}

/** Resolves each cross-reference and references/ link of `skill` the way `scoring` says. */
export async function resolveLinks(
  skill: ParsedSkill,
  dir: string,
  root: string,
  scoring: ScoringMode,
  listing?: FolderListing
): Promise<ResolvedLinks> {
  const existing = await resolveCrossReferences(
    dir,
    skill.crossReferences.map((crossRef) => crossRef.ref),
    listing
  )
  const pluginEval = skill.crossReferences.map((crossRef) => existing.has(crossRef.ref))
  if (scoring === 'plugineval') return { crossRefs: pluginEval, referenceLinks: [] }
  const answers = new Map<string, boolean>()
  const crossRefs: boolean[] = []
  for (const [i, crossRef] of skill.crossReferences.entries()) {
    const whole = wholeCrossRefPath(skill.body, crossRef)
    // a URL or a rooted path (`/…`, `~/…`, `$HOME/…`: where a skill is installed, or a file on
    // the user's machine) is not the relative path the methodology checks
    if (whole.url || pluginEval[i] || ROOTED.test(whole.path)) {
      crossRefs.push(true)
      continue
    }
    let live = answers.get(whole.path)
    if (live === undefined && answers.size < MAX_RESOLVED) {
      live = await anyExists(candidates(whole, crossRef, dir, root))
      answers.set(whole.path, live)
    }
    crossRefs.push(live ?? false)
  }
  const referenceLinks = await linksThatExist(skill.referenceLinks, dir)
  return { crossRefs, referenceLinks }
}

/** Each `(references/…)` link: is its file (anchor and title left off) in references/? */
async function linksThatExist(
  links: readonly ReferenceLink[],
  dir: string
): Promise<Array<boolean | undefined>> {
  const answers = new Map<string, boolean>()
  const found: Array<boolean | undefined> = []
  for (const link of links) {
    const file = referenceLinkFile(link.target)
    let live = answers.get(file)
    if (live === undefined && answers.size < MAX_RESOLVED) {
      live = file !== '' && (await exists(path.resolve(dir, 'references', file)))
      answers.set(file, live)
    }
    found.push(live)
  }
  return found
}
