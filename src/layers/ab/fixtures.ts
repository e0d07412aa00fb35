// Work dirs and the skill catalogue of the two arms. Both arms get the same fixtures, `source`
// files included, and their work dirs must hash the same before the agents start, so that a
// difference between the arms comes from the skill and not from a missing fixture.
// The with-skill catalogue holds an isolated copy of the skill under test only, without tests/
// or evals/: sibling skills would turn the test into "all skills versus none", and the eval file
// is the answer key (assertion values and rubric).
import { createHash } from 'node:crypto'
import { cp, lstat, mkdir, readdir, readFile, readlink, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { CatalogueEntry } from '../../agent/tools.js'
import { makeTempDir } from '../../agent/workdir.js'
import { resolveInside } from '../../fs/confine.js'
import { relativePosix } from '../../fs/relative-path.js'
import type { Scenario } from '../../skill/eval/schema.js'

/** Top-level folders of a skill that never enter the catalogue copy. */
export const HIDDEN_FROM_AGENT = new Set(['tests', 'evals', '.git'])

/** Writes the scenario's setup files into `workDir`; sources resolve inside the skill folder. */
export async function materialiseFixtures(
  scenario: Scenario,
  skillDir: string,
  workDir: string
): Promise<void> {
  for (const file of scenario.setup?.files ?? []) {
    const target = await resolveInside(workDir, file.path)
    await mkdir(path.dirname(target), { recursive: true })
    if (file.content !== undefined) {
      await writeFile(target, file.content, 'utf8')
      continue
    }
    const source = await resolveInside(skillDir, file.source as string)
    // A folder is copied whole, so fixtures can be directories; links are copied as links and
    // re-checked by the tools.
    await cp(source, target, {
      recursive: true,
      verbatimSymlinks: true,
      errorOnExist: false,
      force: true
    })
  }
}

/** SHA-256 over the sorted relative paths, kinds and contents of a tree. */
export async function hashTree(root: string): Promise<string> {
  const hash = createHash('sha256')
  const walk = async (dir: string): Promise<void> => {
    const names = (await readdir(dir)).sort()
    for (const name of names) {
      const full = path.join(dir, name)
      const rel = relativePosix(root, full)
      const info = await lstat(full)
      if (info.isSymbolicLink()) hash.update(`L ${rel} -> ${await readlink(full)}\n`)
      else if (info.isDirectory()) {
        hash.update(`D ${rel}\n`)
        await walk(full)
      } else hash.update(`F ${rel} ${info.size}\n`).update(await readFile(full))
    }
  }
  await walk(root)
  return hash.digest('hex')
}

/** A private copy of the skill for the with-skill catalogue, minus tests/ and evals/. */
export async function isolatedSkillCopy(
  skillDir: string,
  name: string,
  description: string
): Promise<CatalogueEntry> {
  const base = await makeTempDir('catalogue')
  // The name is frontmatter (PR content). `.` or `..` would put the copy in the temp dir itself
  // or above it, and the runner removes the copy's parent afterwards: `name: ..` meant
  // `rm -rf /`. Leading dots are dropped, so the folder is always a child of `base`.
  const folder = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^\.+/, '')
  const dir = path.join(base, folder || 'skill')
  if (path.dirname(dir) !== base) throw new Error(`unsafe catalogue folder for skill '${name}'`)
  const realSkill = await stat(skillDir).then(() => skillDir)
  await cp(realSkill, dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => {
      const rel = path.relative(realSkill, src)
      return rel === '' || !HIDDEN_FROM_AGENT.has(rel.split(path.sep)[0])
    }
  })
  return { name, description, dir }
}
