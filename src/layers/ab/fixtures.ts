// Work dirs of the two arms. Both arms get the same fixtures, `source` files included, and their
// work dirs must hash the same before the agents start, so that a difference between the arms
// comes from the skill and not from a missing fixture. (The with-skill catalogue holds an
// isolated copy of the skill under test only, ../skill-copy.ts: sibling skills would turn the test
// into "all skills versus none", and the eval file is the answer key.)
import { createHash } from 'node:crypto'
import { cp, lstat, mkdir, readdir, readFile, readlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { resolveInside } from '../../fs/confine.js'
import { relativePosix } from '../../fs/relative-path.js'
import type { Scenario } from '../../skill/eval/schema.js'

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
