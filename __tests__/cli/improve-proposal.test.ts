// Where `improve`'s patch applies from: the root of the git repository that holds the skill, else
// the current folder when it holds the skill, else the skill's parent folder; the printed command
// applies it from anywhere, inside a repository or not; a SKILL.md edited since it was measured
// gets no patch.
import { describe, expect, it } from '@jest/globals'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { applyCommand, proposalPatch } from '../../src/cli/improve-proposal.js'
import { makeTempDir } from '../../src/fs/temp-dirs.js'
import { makeGitRepo, shell } from '../git-repo.js'

const TEXT = '---\nname: pdf\ndescription: Old.\n---\n\n# pdf\n'
const PROPOSED = {
  description: 'New.',
  startLine: 3,
  endLine: 3,
  replaces: ['description: Old.'],
  line: 'description: New.'
}

async function skillAt(dir: string, text = TEXT) {
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, 'SKILL.md'), text)
  return { dir, skillFile: 'pdf/SKILL.md', content: text.replaceAll('\r\n', '\n') }
}

/** Writes the patch, runs the printed command from an unrelated folder, returns the file after. */
async function applyPrinted(base: string, patch: string, skillDir: string): Promise<string> {
  const file = path.join(await makeTempDir('proposal-patch'), 'pdf.patch')
  await writeFile(file, patch)
  await shell(applyCommand(base, file), await makeTempDir('proposal-elsewhere'))
  return readFile(path.join(skillDir, 'SKILL.md'), 'utf8')
}

describe('proposalPatch', () => {
  it('names the file from the repository root, wherever the command runs', async () => {
    const repo = await makeGitRepo('proposal-repo')
    const skill = await skillAt(path.join(repo.root, 'plugins', 'docs', 'pdf'))
    const patch = await proposalPatch(skill, PROPOSED, path.join(repo.root, 'plugins'))
    expect(patch.base).toBe(repo.root)
    expect(patch.text).toMatch(/^diff --git a\/plugins\/docs\/pdf\/SKILL\.md /)
    expect(await applyPrinted(patch.base, patch.text, skill.dir)).toBe(TEXT.replace('Old.', 'New.'))
  })

  it('outside a repository: from the current folder when it holds the skill, else the parent', async () => {
    const cwd = await makeTempDir('proposal-cwd')
    const inside = await skillAt(path.join(cwd, 'skills', 'pdf'))
    const fromCwd = await proposalPatch(inside, PROPOSED, cwd)
    expect(fromCwd.base).toBe(cwd)
    expect(fromCwd.text).toMatch(/^diff --git a\/skills\/pdf\/SKILL\.md /)
    expect(await applyPrinted(fromCwd.base, fromCwd.text, inside.dir)).toContain('New.')

    const outside = await skillAt(path.join(await makeTempDir('proposal-other'), 'pdf'))
    const fromParent = await proposalPatch(outside, PROPOSED, cwd)
    expect(fromParent.base).toBe(path.dirname(outside.dir))
    expect(fromParent.text).toMatch(/^diff --git a\/pdf\/SKILL\.md /)
    expect(await applyPrinted(fromParent.base, fromParent.text, outside.dir)).toContain('New.')
  })

  it('patches a CRLF file as it is on disk', async () => {
    const crlf = TEXT.replaceAll('\n', '\r\n')
    const skill = await skillAt(path.join(await makeTempDir('proposal-crlf'), 'pdf'), crlf)
    const patch = await proposalPatch(skill, PROPOSED)
    expect(await applyPrinted(patch.base, patch.text, skill.dir)).toBe(crlf.replace('Old.', 'New.'))
  })

  it('writes no patch for a SKILL.md edited since it was measured', async () => {
    const skill = await skillAt(path.join(await makeTempDir('proposal-edited'), 'pdf'))
    await writeFile(path.join(skill.dir, 'SKILL.md'), TEXT.replace('# pdf', '# PDF'))
    await expect(proposalPatch(skill, PROPOSED)).rejects.toThrow(
      `${path.join(skill.dir, 'SKILL.md')} is no longer the text improve measured`
    )
  })

  it('quotes what a shell would split', () => {
    expect(applyCommand('/repo', '/tmp/a.patch')).toBe('git -C /repo apply /tmp/a.patch')
    expect(applyCommand("/my repo/it's", '/tmp/a.patch')).toBe(
      "git -C '/my repo/it'\\''s' apply /tmp/a.patch"
    )
  })
})
