// The catalogue as an agent program reads it: one folder per skill, named after the skill, holding
// its isolated copy (already without tests/ and evals/). Every harness that hands the catalogue to
// an agent's own skill folder (Claude Code's `.claude/skills`, Gemini CLI's `~/.gemini/skills`)
// writes it the same way.
import { cp, lstat } from 'node:fs/promises'
import path from 'node:path'
import type { CatalogueEntry } from '../tools.js'

/** A skill's folder name under the agent's skill folder: its name, made safe as one path segment. */
export function skillFolder(name: string): string {
  const last = name.split(':').pop() ?? name
  return last.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^\.+/, '') || 'skill'
}

/** Copies a catalogue copy minus links, which could point out. */
async function copySkill(entry: CatalogueEntry, target: string): Promise<void> {
  await cp(entry.dir, target, {
    recursive: true,
    filter: async (src) => !(await lstat(src)).isSymbolicLink()
  })
}

/** Copies every catalogue skill into `skillsDir` (which must exist), one folder each. */
export async function copyCatalogue(
  catalogue: readonly CatalogueEntry[],
  skillsDir: string
): Promise<void> {
  const taken = new Set<string>()
  for (const entry of catalogue) {
    let folder = skillFolder(entry.name)
    for (let n = 2; taken.has(folder); n++) folder = `${skillFolder(entry.name)}-${n}`
    taken.add(folder)
    await copySkill(entry, path.join(skillsDir, folder))
  }
}
