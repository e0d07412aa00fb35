// The isolated copy of a skill that an agent's catalogue serves: the skill folder without tests/
// and evals/ (the eval files are the answer key: assertion values, rubrics, trigger prompts), in a
// private temp folder. The A/B layer offers one such copy; the activation layer offers the skill
// under test, its siblings and the distractors, each copied this way into one folder.
import { cp, mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { CatalogueEntry } from '../agent/tools.js'
import { makeTempDir } from '../agent/workdir.js'

/** Top-level folders of a skill that never enter the catalogue copy. */
export const HIDDEN_FROM_AGENT = new Set(['tests', 'evals', '.git'])

/** A folder name for `name` under `base` that no other copy has taken. */
async function freeFolder(base: string, name: string): Promise<string> {
  // The name is frontmatter (PR content). `.` or `..` would put the copy in the temp dir itself
  // or above it, and the caller removes `base` afterwards: `name: ..` meant `rm -rf /`. Leading
  // dots are dropped, so the folder is always a child of `base`.
  const slug = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^\.+/, '') || 'skill'
  for (let n = 1; ; n++) {
    const dir = path.join(base, n === 1 ? slug : `${slug}-${n}`)
    if (path.dirname(dir) !== base) throw new Error(`unsafe catalogue folder for skill '${name}'`)
    try {
      // Creating the folder claims it: two skills with one name get two folders.
      await mkdir(dir)
      return dir
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    }
  }
}

/**
 * A private copy of the skill for a catalogue, minus tests/ and evals/: in `base` when given
 * (the caller removes it), else in a fresh temp folder of its own (remove `dirname(entry.dir)`).
 */
export async function isolatedSkillCopy(
  skillDir: string,
  name: string,
  description: string,
  base?: string
): Promise<CatalogueEntry> {
  const dir = await freeFolder(base ?? (await makeTempDir('catalogue')), name)
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
