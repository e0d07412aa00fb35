// Builds the real-skill development corpus (bench/real-corpus.md): for each repository of
// repos.json, the skill folders (every folder holding a SKILL.md, less the excluded ones and, where
// a repository asks for a sample, every n-th folder under one path) copied out of a local git copy
// at the pinned commit into OUT/<owner>+<name>/. Nothing is downloaded here: the git copies are
// made beforehand (a clone, or a snapshot's git directory), so a build is the same everywhere.
// `npx tsx bench/real-corpus/build.ts <folder of git copies> <out>`
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const RepositorySchema = z.object({
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  kind: z.string(),
  exclude: z.array(z.string()).default([]),
  sample: z.object({ under: z.string(), every: z.number().int().min(1) }).optional()
})
const ManifestSchema = z.object({ about: z.string(), repositories: z.array(RepositorySchema) })
export type CorpusRepository = z.infer<typeof RepositorySchema>

const here = path.dirname(fileURLToPath(import.meta.url))

export function readManifest(): CorpusRepository[] {
  const raw = JSON.parse(readFileSync(path.join(here, 'repos.json'), 'utf8'))
  return ManifestSchema.parse(raw).repositories
}

/** The folder name a repository's skills get in the corpus: `owner+name`. */
export const corpusFolder = (repo: string) => repo.replace('/', '+')

/** A git directory for the repository: a snapshot (`owner+name/repo`) or a clone (`owner/name`). */
function gitDirFor(copies: string, repo: string): string {
  const candidates = [
    path.join(copies, corpusFolder(repo), 'repo'),
    path.join(copies, repo, '.git'),
    path.join(copies, repo)
  ]
  const found = candidates.find((c) => existsSync(c))
  if (found === undefined) throw new Error(`no git copy of ${repo} under ${copies}`)
  return found
}

const underAny = (file: string, prefixes: string[]) =>
  prefixes.some((p) => file === p || file.startsWith(`${p}/`))

/** The skill folders of one repository at its pinned commit, as the manifest selects them. */
export function skillFolders(files: string[], entry: CorpusRepository): string[] {
  const folders = files
    .filter((f) => f === 'SKILL.md' || f.endsWith('/SKILL.md'))
    .map((f) => path.posix.dirname(f))
    .filter((d) => !underAny(d, entry.exclude))
    .sort()
  const sample = entry.sample
  if (sample === undefined) return folders
  const sampled = folders.filter((d) => underAny(d, [sample.under]))
  const kept = new Set(sampled.filter((_, i) => i % sample.every === 0))
  return folders.filter((d) => !underAny(d, [sample.under]) || kept.has(d))
}

/** One file of a tree: its mode, object id and path. */
interface TreeFile {
  mode: string
  oid: string
  path: string
}

function listTree(git: (args: string[], input?: string) => Buffer, commit: string): TreeFile[] {
  return git(['ls-tree', '-r', '-z', commit])
    .toString('utf8')
    .split('\0')
    .filter((line) => line !== '')
    .map((line) => {
      const [meta, file] = line.split('\t')
      const [mode, , oid] = meta.split(' ')
      return { mode, oid, path: file }
    })
}

/**
 * Writes the blobs of `files` under `target`, read in one `git cat-file --batch`. A snapshot lacks
 * its largest files (the search tool's limit): those are reported missing and skipped.
 */
function writeFiles(
  git: (args: string[], input?: string) => Buffer,
  files: TreeFile[],
  target: string
): number {
  const out = git(['cat-file', '--batch'], files.map((f) => f.oid).join('\n') + '\n')
  let at = 0
  let missing = 0
  for (const file of files) {
    const headerEnd = out.indexOf(0x0a, at)
    const header = out.subarray(at, headerEnd).toString('utf8')
    at = headerEnd + 1
    if (header.endsWith(' missing')) {
      missing++
      continue
    }
    const size = Number(header.split(' ')[2])
    const dest = path.join(target, file.path)
    mkdirSync(path.dirname(dest), { recursive: true })
    // Symbolic links are written as the small text files git stores for them: the corpus is data.
    writeFileSync(dest, out.subarray(at, at + size), {
      mode: file.mode === '100755' ? 0o755 : 0o644
    })
    at += size + 1
  }
  return missing
}

function build(copies: string, out: string): void {
  let total = 0
  for (const entry of readManifest()) {
    const gitDir = gitDirFor(copies, entry.repo)
    const git = (args: string[], input?: string) =>
      execFileSync('git', [`--git-dir=${gitDir}`, ...args], { input, maxBuffer: 1 << 30 })
    const tree = listTree(git, entry.commit).filter((f) => f.mode !== '160000')
    const folders = skillFolders(
      tree.map((f) => f.path),
      entry
    )
    const all = skillFolders(
      tree.map((f) => f.path),
      { ...entry, exclude: [], sample: undefined }
    )
    // A file belongs to the innermost skill folder that holds it; it is copied when that folder is
    // selected (a sampled-out or excluded skill nested in a selected one stays out).
    const selected = new Set(folders)
    const innermost = (file: string) =>
      all.filter((d) => file.startsWith(`${d}/`)).sort((a, b) => b.length - a.length)[0]
    const files = tree.filter((f) => {
      const owner = innermost(f.path)
      return owner !== undefined && selected.has(owner)
    })
    const target = path.join(out, corpusFolder(entry.repo))
    rmSync(target, { recursive: true, force: true })
    mkdirSync(target, { recursive: true })
    const missing = writeFiles(git, files, target)
    const note = missing > 0 ? ` (${missing} files absent from the copy)` : ''
    console.log(
      `${entry.repo.padEnd(40)} ${entry.commit.slice(0, 12)} ${folders.length} skills${note}`
    )
    total += folders.length
  }
  console.log(`${total} skills in ${out}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [copies, out] = process.argv.slice(2)
  if (copies === undefined || out === undefined) {
    console.error('usage: npx tsx bench/real-corpus/build.ts <folder of git copies> <out>')
    process.exit(2)
  }
  build(path.resolve(copies), path.resolve(out))
}
