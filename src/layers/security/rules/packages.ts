// Package installs in shell text: from a URL, a git repository or another index (a supply chain
// the registry's own checks never saw), names one typo away from a popular package
// (typosquatting), and installs without a version. A package runner (`npx`, `uvx`, `pipx run`…)
// installs one package and runs it: only that package is read, the rest of the line is the
// program's own arguments.
import type { Hit } from '../finding.js'
import type { ShellCommand, ShellWord } from '../shell/commands.js'
import { popularNames, type Ecosystem } from './popular-packages.js'
import { judgeSource } from './sources.js'

export const PACKAGE_MANAGERS = new Set([
  'pip',
  'pip3',
  'python',
  'python3',
  'uv',
  'uvx',
  'pipx',
  'poetry',
  'pipenv',
  'npm',
  'pnpm',
  'yarn',
  'bun',
  'bunx',
  'npx',
  'gem',
  'cargo',
  'go'
])

const DEFAULT_INDEX =
  /^https:\/\/(?:pypi\.org|files\.pythonhosted\.org|registry\.npmjs\.org|registry\.yarnpkg\.com)(?:\/|$)/
const INDEX_FLAGS = new Set([
  '-i',
  '--index-url',
  '--extra-index-url',
  '--registry',
  '--index',
  '--default-index',
  '--find-links'
])
/** Flags that take a value which is not a package. */
const VALUE_FLAGS = new Set([
  '-r',
  '--requirement',
  '-c',
  '--constraint',
  '-t',
  '--target',
  '--prefix',
  '--root',
  '-e',
  '--editable',
  '--python',
  '--workspace',
  '-w',
  '--filter',
  '--version',
  '--vers',
  '-v',
  '--cache-dir',
  '--tag',
  '--save-prefix',
  '--script',
  '--group',
  '--optional',
  '--branch',
  '--rev',
  '--path',
  '--spec',
  '--from',
  '--package',
  '-p',
  '--with',
  '--call',
  '--pip-args',
  '--python-platform',
  '--userconfig'
])

interface Install {
  ecosystem: Ecosystem | 'other'
  /** The words after the sub-command: packages and flags. */
  words: ShellWord[]
  /** A runner: only its package is installed, the words after it are the program's. */
  runner?: Runner
}

interface Runner {
  /** Flags that name the package in place of the first word (`npx -p pkg cmd`). */
  replacing: ReadonlySet<string>
  /** Flags that name more packages beside it (`uvx --with pandas ruff`). */
  extra: ReadonlySet<string>
}

// `uvx -p` is its Python, not a package.
const none = new Set<string>()
const NODE_RUNNER: Runner = { replacing: new Set(['--package', '-p']), extra: none }
const PNPM_DLX: Runner = { replacing: new Set(['--package']), extra: none }
const UV_RUNNER: Runner = { replacing: new Set(['--from']), extra: new Set(['--with']) }
const PIPX_RUN: Runner = { replacing: new Set(['--spec']), extra: none }

/** The install a command performs, if any (`pip install x`, `python -m pip install x`, `npx x`…). */
function installOf(command: ShellCommand): Install | undefined {
  const v = command.args.map((a) => a.value)
  const from = (n: number, ecosystem: Install['ecosystem'], runner?: Install['runner']) => ({
    ecosystem,
    words: command.args.slice(n),
    ...(runner === undefined ? {} : { runner })
  })
  switch (command.name) {
    case 'pip':
    case 'pip3':
      return v[0] === 'install' || v[0] === 'download' ? from(1, 'pypi') : undefined
    case 'python':
    case 'python3':
      return v[0] === '-m' && (v[1] === 'pip' || v[1] === 'pip3') && v[2] === 'install'
        ? from(3, 'pypi')
        : undefined
    case 'uv':
      if (v[0] === 'pip' && v[1] === 'install') return from(2, 'pypi')
      if (v[0] === 'tool' && v[1] === 'install') return from(2, 'pypi')
      if (v[0] === 'tool' && v[1] === 'run') return from(2, 'pypi', UV_RUNNER)
      return v[0] === 'add' ? from(1, 'pypi') : undefined
    case 'uvx':
      return from(0, 'pypi', UV_RUNNER)
    case 'pipx':
      if (v[0] === 'run') return from(1, 'pypi', PIPX_RUN)
      return v[0] === 'install' ? from(1, 'pypi') : undefined
    case 'poetry':
      return v[0] === 'add' ? from(1, 'pypi') : undefined
    case 'pipenv':
      return v[0] === 'install' ? from(1, 'pypi') : undefined
    case 'npm':
      if (['install', 'i', 'add'].includes(v[0] ?? '')) return from(1, 'npm')
      // `npm exec cmd` runs a local binary; it installs only what `--package` names.
      return v[0] === 'exec' || v[0] === 'x' ? packageFlagOnly(command, 1) : undefined
    case 'pnpm':
      if (['install', 'i', 'add'].includes(v[0] ?? '')) return from(1, 'npm')
      // `pnpm exec` runs local binaries only
      return v[0] === 'dlx' ? from(1, 'npm', PNPM_DLX) : undefined
    case 'bun':
      if (['install', 'i', 'add'].includes(v[0] ?? '')) return from(1, 'npm')
      return v[0] === 'x' ? from(1, 'npm', NODE_RUNNER) : undefined
    case 'yarn':
      return v[0] === 'add'
        ? from(1, 'npm')
        : v[0] === 'dlx'
          ? from(1, 'npm', NODE_RUNNER)
          : undefined
    case 'npx':
    case 'bunx':
      return from(0, 'npm', NODE_RUNNER)
    case 'gem':
    case 'cargo':
      return v[0] === 'install' ? from(1, 'other') : undefined
    case 'go':
      return v[0] === 'install' || v[0] === 'get' ? from(1, 'other') : undefined
    default:
      return undefined
  }
}

/** `npm exec --package=x -- cmd`: the packages are the flag's values, nothing else. */
function packageFlagOnly(command: ShellCommand, start: number): Install | undefined {
  const words: ShellWord[] = []
  const args = command.args.slice(start)
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i]!.value.split('=', 2) as [string, string | undefined]
    if (flag === '--') break
    if (flag !== '--package' && flag !== '-p') continue
    const value = inline === undefined ? args[++i] : { ...args[i]!, value: inline }
    if (value !== undefined) words.push(value)
  }
  return words.length === 0 ? undefined : { ecosystem: 'npm', words }
}

/**
 * The words of an install that name packages (and the index flags, kept with their values). For
 * a runner: the values of its package flags, else its first plain word; what follows that word
 * is the program's command line.
 */
function packageWords(install: Install): ShellWord[] {
  const { words, runner } = install
  const out: ShellWord[] = []
  let named = false
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    if (word.value === '--') {
      if (runner === undefined) continue
      // `npx -- pkg args`: the word after `--` is the package, unless a flag named it already
      const next = words[i + 1]
      if (next !== undefined && !named) out.push(next)
      break
    }
    if (word.value.startsWith('-')) {
      const [flag, inline] = word.value.split('=', 2) as [string, string | undefined]
      const value = inline === undefined ? words[i + 1] : { ...word, value: inline }
      if (flag === '--git' && value !== undefined) {
        // `cargo install --git URL`: the repository is what is installed
        out.push(value)
      } else if (INDEX_FLAGS.has(flag) || flag === '--trusted-host') {
        out.push({ ...word, value: flag }, value ?? { ...word, value: '' })
      } else if (runner !== undefined && (runner.replacing.has(flag) || runner.extra.has(flag))) {
        if (value !== undefined) out.push(value)
        named ||= runner.replacing.has(flag)
      } else if (!VALUE_FLAGS.has(flag) || inline !== undefined) {
        continue
      }
      if (inline === undefined) i++
      continue
    }
    if (runner !== undefined) {
      // The first plain word is the package unless a flag named it; either way the rest is
      // the program's own command line.
      if (!named) out.push(word)
      break
    }
    out.push(word)
  }
  return out
}

// Three rows of the distance table, reused: the look-alike check compares every installed name
// with thousands of popular ones, and a table per comparison was most of its cost.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

/** Damerau–Levenshtein distance (adjacent transpositions), stopping early above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(b.length + 1))
  // the rows two back, one back and current, rotated as `i` grows
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array]
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let best = i
    const ai = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1)
      let d = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (ai === bj ? 0 : 1)
      )
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, before[j - 2]! + 1)
      current[j] = d
      if (d < best) best = d
    }
    if (best > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length]!
}

const normalName = (name: string, ecosystem: Ecosystem) =>
  ecosystem === 'pypi' ? name.toLowerCase().replace(/[._]+/g, '-') : name.toLowerCase()

/**
 * What `lookalikeOf` answered, per ecosystem and name: skills install the same few packages. Up
 * to a bound, so text with endless made-up names cannot grow it without end.
 */
const answered = new Map<string, string | undefined>()
const MAX_ANSWERED = 10_000

/** The popular package `name` imitates, if it is one or two edits from one and not popular itself. */
export async function lookalikeOf(name: string, ecosystem: Ecosystem): Promise<string | undefined> {
  const normal = normalName(name, ecosystem)
  if (normal.length < 5) return undefined
  const key = `${ecosystem} ${normal}`
  if (answered.has(key)) return answered.get(key)
  const popular = await popularNames(ecosystem)
  let imitated: string | undefined
  if (!popular.all.has(normal)) {
    const max = normal.length >= 9 ? 2 : 1
    imitated = popular.targets.find(
      (known) => known.length >= 5 && distance(normal, known, max) <= max
    )
  }
  if (answered.size < MAX_ANSWERED) answered.set(key, imitated)
  return imitated
}

const SPEC = /^(@?[A-Za-z0-9][A-Za-z0-9._\-/]*?)(?:\[[^\]]*\])?(?:(==|===|~=|>=|<=|!=|>|<|@)(.*))?$/
const URL_SPEC = /^(?:git\+|git:|https?:|ftp:|github:|gitlab:|bitbucket:)/i
const ARCHIVE = /\.(?:whl|tar\.gz|tgz|zip)$/i
/** A URL spec pinned to a full commit (`…@3f2a…` or `#3f2a…`) cannot change under the reader. */
const PINNED_COMMIT = /[@#][0-9a-f]{40}\b/i
const CODE_HOST_SPEC =
  /^(?:github:|gitlab:|bitbucket:|(?:git\+)?(?:https|ssh|git):\/\/(?:[^@/]+@)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)[/:])/i

type Surroundings = () => string

/** A package or index given as a URL: how far its host can be trusted, as a hit. */
function sourceHit(
  hitOf: (message: string, severity: Hit['severity']) => Hit,
  what: string,
  url: string,
  names: string
): Hit {
  const shown = url.slice(0, 80)
  if (CODE_HOST_SPEC.test(url)) {
    return PINNED_COMMIT.test(url)
      ? hitOf(`installs ${shown} from a repository, pinned to a commit`, 'low')
      : hitOf(
          `installs ${shown} from a repository rather than a release: pin a tag or commit`,
          'medium'
        )
  }
  const source = judgeSource(url.replace(/^git\+/, ''), names)
  if (source === undefined || source.address || !source.secure) {
    return hitOf(`installs from the ${what} ${shown} over plain http or an IP address`, 'high')
  }
  if (source.vendor) {
    return hitOf(
      `installs from the ${what} ${shown}, the site of ${source.tool}: pin versions (and hashes)`,
      'low'
    )
  }
  return hitOf(`installs from the ${what} ${shown}, a host the text does not name`, 'high')
}

export async function packageHits(
  command: ShellCommand,
  surroundings: Surroundings
): Promise<Hit[]> {
  const install = installOf(command)
  if (install === undefined) return []
  const hits: Hit[] = []
  const hitOf = (ruleId: string, message: string, severity?: Hit['severity']): Hit => ({
    ruleId,
    line: command.line,
    message,
    evidence: command.text,
    ...(severity === undefined ? {} : { severity })
  })
  const source = (message: string, severity: Hit['severity']) =>
    hitOf('supply/untrusted-source', message, severity)
  const words = packageWords(install)
  const packages = words.filter((w) => !w.value.startsWith('-')).map((w) => w.value)
  // The packages installed name the vendor an index belongs to (`torch` from pytorch.org).
  const names = () => `${packages.join(' ')}\n${surroundings()}`
  const unpinned: string[] = []
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.value
    if (word === '--trusted-host') {
      hits.push(
        source(`turns off certificate checks for ${words[++i]?.value.slice(0, 80)}`, 'high')
      )
      continue
    }
    if (INDEX_FLAGS.has(word)) {
      const value = words[++i]?.value ?? ''
      if (!DEFAULT_INDEX.test(value)) hits.push(sourceHit(source, 'index', value, names()))
      continue
    }
    if (URL_SPEC.test(word) || (ARCHIVE.test(word) && word.includes('://'))) {
      hits.push(sourceHit(source, 'address', word, names()))
      continue
    }
    // a local path or a local archive
    if (/^[./~]/.test(word) || ARCHIVE.test(word)) continue
    if (install.ecosystem === 'npm' && /^[\w.-]+\/[\w.-]+$/.test(word)) {
      hits.push(
        source(`installs the GitHub repository ${word} instead of a released package`, 'medium')
      )
      continue
    }
    const spec = SPEC.exec(word)
    if (spec === null) continue
    const name = spec[1] ?? ''
    const version = spec[3]
    if (install.ecosystem !== 'other' && !name.startsWith('@')) {
      const imitated = await lookalikeOf(name, install.ecosystem)
      if (imitated !== undefined) {
        hits.push(
          hitOf(
            'supply/lookalike-package',
            `${name} is one typo away from the popular package ${imitated} and is not popular itself`
          )
        )
      }
    }
    const hasVersion =
      version !== undefined && version !== '' && version !== 'latest' && version !== '*'
    const flaggedVersion = command.args.some(
      (a) => a.value === '--version' || a.value === '-v' || a.value === '--vers'
    )
    if (!hasVersion && !flaggedVersion) unpinned.push(name)
  }
  if (unpinned.length > 0) {
    hits.push(
      hitOf(
        'supply/unpinned-package',
        `installs without a version: ${unpinned.slice(0, 5).join(', ')}`
      )
    )
  }
  return hits
}
