// Hostile file-system states for the agent's file tools: things the agent's own shell (or a
// fixture) can leave in the work dir. Each must end in a prompt, bounded tool result.
import { execFileSync } from 'node:child_process'
import { mkdir, open, readFile, symlink, truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { MAX_TOOL_RESULT_CHARS, runTool, type ToolContext } from '../../src/agent/tools.js'
import { makeTempDir } from '../../src/agent/workdir.js'
import { rm } from 'node:fs/promises'

let workDir: string
let ctx: ToolContext

beforeEach(async () => {
  workDir = await makeTempDir('tools-test')
  ctx = {
    workDir,
    catalogue: [],
    allowShell: false,
    shellTimeoutMs: 1000,
    signal: new AbortController().signal
  }
})
afterEach(() => rm(workDir, { recursive: true, force: true }))

describe('file tools against hostile files', () => {
  it('refuses a FIFO instead of blocking on it (read and write)', async () => {
    // A FIFO with no writer blocks open(2) forever, past the scenario timeout, and pins a libuv
    // thread; `mkfifo` is one bash call away when allow-shell is on.
    execFileSync('mkfifo', [path.join(workDir, 'pipe')])
    const read = await runTool('read_file', { path: 'pipe' }, ctx)
    expect(read).toEqual({ ok: false, text: 'read_file: pipe is not a regular file' })
    const write = await runTool('write_file', { path: 'pipe', content: 'x' }, ctx)
    expect(write.ok).toBe(false)
    const edit = await runTool('edit_file', { path: 'pipe', old_text: 'a', new_text: 'b' }, ctx)
    expect(edit).toEqual({ ok: false, text: 'edit_file: pipe is not a regular file' })
  }, 3000)

  it('reads only the head of a huge file', async () => {
    // 3 GiB sparse file: reading it whole fails (and 1 GiB would sit in memory for 50 kB shown).
    const big = path.join(workDir, 'big.log')
    await writeFile(big, 'hello\n')
    await truncate(big, 3 * 1024 ** 3)
    const r = await runTool('read_file', { path: 'big.log' }, ctx)
    expect(r.ok).toBe(true)
    expect(r.text.startsWith('hello\n')).toBe(true)
    expect(r.text.slice(0, MAX_TOOL_RESULT_CHARS)).toHaveLength(MAX_TOOL_RESULT_CHARS)
    expect(r.text.slice(MAX_TOOL_RESULT_CHARS)).toBe(
      `\n[… truncated: the file has ${3 * 1024 ** 3} bytes; the first ${MAX_TOOL_RESULT_CHARS} characters are shown]`
    )
    const edit = await runTool(
      'edit_file',
      { path: 'big.log', old_text: 'hello', new_text: 'x' },
      ctx
    )
    expect(edit).toEqual({
      ok: false,
      text: 'edit_file: big.log has 3221225472 bytes; files over 1000000 bytes cannot be edited'
    })
  })

  it('shows a short file whole, without a truncation note', async () => {
    await writeFile(path.join(workDir, 'a.txt'), 'abc')
    expect(await runTool('read_file', { path: 'a.txt' }, ctx)).toEqual({ ok: true, text: 'abc' })
  })

  it('writes the link target when a symlink inside the sandbox is the path, never a link outside', async () => {
    await writeFile(path.join(workDir, 'real.txt'), 'old')
    await symlink('real.txt', path.join(workDir, 'alias.txt'))
    expect((await runTool('write_file', { path: 'alias.txt', content: 'new' }, ctx)).ok).toBe(true)
    expect(await readFile(path.join(workDir, 'real.txt'), 'utf8')).toBe('new')
    const outside = await makeTempDir('tools-outside')
    await symlink(outside, path.join(workDir, 'out'))
    const w = await runTool('write_file', { path: 'out/x.txt', content: 'x' }, ctx)
    expect(w).toEqual({
      ok: false,
      text: "refused path 'out/x.txt': a symlink leads outside the sandbox"
    })
    await expect(open(path.join(outside, 'x.txt'))).rejects.toThrow(/ENOENT/)
    await rm(outside, { recursive: true, force: true })
  })
})

describe('the Skill tool', () => {
  it('serves a lowercase skill.md, the name the reader also accepts, and lists the other files', async () => {
    const skillDir = path.join(workDir, 'skill-copy')
    await mkdir(path.join(skillDir, 'references'), { recursive: true })
    await writeFile(path.join(skillDir, 'skill.md'), '---\nname: notes\n---\nTake notes.\n')
    await writeFile(path.join(skillDir, 'references', 'guide.md'), 'Guide.\n')
    const served = await runTool(
      'Skill',
      { name: 'notes' },
      { ...ctx, catalogue: [{ name: 'notes', description: 'Notes.', dir: skillDir }] }
    )
    expect(served.ok).toBe(true)
    expect(served.skillLoaded).toBe('notes')
    expect(served.text).toContain('Take notes.')
    expect(served.text).toMatch(/Bundled files \(read with file=…\):\nreferences\/guide\.md$/)
  })

  it('serves a skill called with a plugin namespace, under its catalogue name', async () => {
    const skillDir = path.join(workDir, 'namespaced')
    await mkdir(skillDir, { recursive: true })
    await writeFile(path.join(skillDir, 'SKILL.md'), '---\nname: notes\n---\nTake notes.\n')
    const catalogue = [{ name: 'notes', description: 'Notes.', dir: skillDir }]
    const served = await runTool('Skill', { name: 'kit:notes' }, { ...ctx, catalogue })
    expect(served).toMatchObject({ ok: true, skillLoaded: 'notes' })
    expect(served.text).toContain('Take notes.')
    const other = await runTool('Skill', { name: 'kit:note' }, { ...ctx, catalogue })
    expect(other).toEqual({ ok: false, text: "No skill named 'kit:note'. Available: notes" })
  })
})
