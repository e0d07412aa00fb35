// The improver's patch is a unified diff git applies as it is: checked by `git apply --check` and
// `git apply` in a real repository, from its root, on the file shapes a SKILL.md comes in.
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { removeTempDir } from '../../src/fs/temp-dirs.js'
import { lineReplacementPatch } from '../../src/skill/description-patch.js'
import { git, makeGitRepo } from '../git-repo.js'

/** Applies the patch of `text` (at `rel` in a new repository) from the root; the file after it. */
async function applied(
  rel: string,
  text: string,
  edit: { startLine: number; endLine: number; line: string }
): Promise<{ patch: string; after: string }> {
  const repo = await makeGitRepo('description-patch')
  const file = await repo.write(rel, text)
  const patch = lineReplacementPatch({ path: rel, text, ...edit })
  const patchFile = await repo.write('proposal.patch', patch)
  await git(['apply', '--check', patchFile], repo.root)
  await git(['apply', patchFile], repo.root)
  const after = await readFile(file, 'utf8')
  await removeTempDir(repo.root)
  return { patch, after }
}

const SKILL = [
  '---',
  'name: tables',
  'description: Helps with data.',
  'license: MIT',
  '---',
  '',
  '# Tables',
  '',
  'Read the table.',
  ''
].join('\n')

describe('lineReplacementPatch', () => {
  it('writes git headers and three lines of context on each side', async () => {
    const { patch, after } = await applied('skills/tables/SKILL.md', SKILL, {
      startLine: 3,
      endLine: 3,
      line: 'description: Summarises CSV tables.'
    })
    expect(patch).toBe(
      [
        'diff --git a/skills/tables/SKILL.md b/skills/tables/SKILL.md',
        '--- a/skills/tables/SKILL.md',
        '+++ b/skills/tables/SKILL.md',
        '@@ -1,6 +1,6 @@',
        ' ---',
        ' name: tables',
        '-description: Helps with data.',
        '+description: Summarises CSV tables.',
        ' license: MIT',
        ' ---',
        ' ',
        ''
      ].join('\n')
    )
    expect(after).toBe(SKILL.replace('Helps with data.', 'Summarises CSV tables.'))
  })

  it('replaces a description written over several lines by one line', async () => {
    const folded = SKILL.replace(
      'description: Helps with data.',
      'description: >-\n  Helps with\n  data.'
    )
    const { patch, after } = await applied('SKILL.md', folded, {
      startLine: 3,
      endLine: 5,
      line: 'description: One line.'
    })
    expect(patch).toContain('@@ -1,8 +1,6 @@\n')
    expect(after).toBe(SKILL.replace('Helps with data.', 'One line.'))
  })

  it('keeps the CRLF endings of a CRLF file', async () => {
    const crlf = SKILL.replaceAll('\n', '\r\n')
    const { after } = await applied('tables/SKILL.md', crlf, {
      startLine: 3,
      endLine: 3,
      line: 'description: New.'
    })
    expect(after).toBe(crlf.replace('Helps with data.', 'New.'))
  })

  it('marks a last line without a line ending, replaced or as context', async () => {
    const short = '---\nname: t\ndescription: Old.\n---'
    const context = await applied('t/SKILL.md', short, {
      startLine: 3,
      endLine: 3,
      line: 'description: New.'
    })
    expect(context.patch).toContain(' ---\n\\ No newline at end of file\n')
    expect(context.after).toBe('---\nname: t\ndescription: New.\n---')
    const last = 'name: t\ndescription: Old.'
    const replaced = await applied('t/SKILL.md', last, {
      startLine: 2,
      endLine: 2,
      line: 'description: New.'
    })
    expect(replaced.after).toBe('name: t\ndescription: New.')
  })

  it('quotes a path as git does, and git finds the file', async () => {
    const rel = 'my skills/café "x"/SKILL.md'
    const { patch, after } = await applied(rel, SKILL, {
      startLine: 3,
      endLine: 3,
      line: 'description: New.'
    })
    expect(patch).toContain('--- "a/my skills/caf\\303\\251 \\"x\\"/SKILL.md"\n')
    expect(after).toBe(SKILL.replace('Helps with data.', 'New.'))
  })

  it('refuses lines the file does not have', () => {
    expect(() =>
      lineReplacementPatch({ path: 'SKILL.md', text: 'a\n', startLine: 2, endLine: 2, line: 'b' })
    ).toThrow('lines 2-2 are not in SKILL.md (1 lines)')
  })
})
