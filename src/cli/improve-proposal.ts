// Writing `improve`'s proposal where a user applies it: a patch of SKILL.md whose paths are
// relative to the root of the git repository that holds the skill (else to the current folder,
// or to the skill's parent folder when the skill is outside it), and the one command that applies
// it from anywhere. The patch is made from the file as it is on disk (its line endings kept), and
// only when that is still the text the proposal was measured on.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gitRepositoryRoot } from '../fs/repository-root.js'
import { relativePosix } from '../fs/relative-path.js'
import type { ImproveResult } from '../model/index.js'
import { lineReplacementPatch } from '../skill/description-patch.js'
import type { SkillUnderTest } from '../layers/types.js'

export interface ProposalPatch {
  /** The folder the patch applies from. */
  base: string
  text: string
}

type Proposed = NonNullable<ImproveResult['proposed']>

/** Where the patch applies from: the repository's root, else the current folder if it holds the skill. */
async function patchBase(skillDir: string, cwd: string): Promise<string> {
  const root = await gitRepositoryRoot(skillDir)
  if (root !== null) return root
  const inCwd = !path.relative(cwd, skillDir).split(path.sep).includes('..')
  return inCwd ? cwd : path.dirname(skillDir)
}

/** The proposal as a patch of the skill's SKILL.md; throws when the file changed since it was read. */
export async function proposalPatch(
  skill: Pick<SkillUnderTest, 'dir' | 'skillFile' | 'content'>,
  proposed: Proposed,
  cwd = process.cwd()
): Promise<ProposalPatch> {
  const dir = path.resolve(skill.dir)
  const file = path.join(dir, path.basename(skill.skillFile))
  const text = await readFile(file, 'utf8')
  // The proposal's line numbers are those of the text as read, whose CRLFs became LFs.
  if (text.replaceAll('\r\n', '\n') !== skill.content) {
    throw new Error(`${file} is no longer the text improve measured (was it edited meanwhile?)`)
  }
  const base = await patchBase(dir, path.resolve(cwd))
  return {
    base,
    text: lineReplacementPatch({
      path: relativePosix(base, file),
      text,
      startLine: proposed.startLine,
      endLine: proposed.endLine,
      line: proposed.line
    })
  }
}

/** A word for a POSIX shell: as it is when that is safe, else in single quotes. */
const shellWord = (word: string) =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`

/** The command that applies the patch `patchFile` from any folder. */
export const applyCommand = (base: string, patchFile: string): string =>
  `git -C ${shellWord(base)} apply ${shellWord(path.resolve(patchFile))}`
