// The agent's tools. File tools work on paths relative to the run's work dir and go through
// realpath containment; the Skill tool serves only the catalogue's isolated skill copies.
// Results never contain absolute paths, so identical runs make identical requests (cacheable)
// and the temp layout does not leak into transcripts.
import { mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { PathEscapeError, resolveInside } from '../fs/confine.js'
import { errnoCode } from '../fs/errors.js'
import { readFileHead } from '../fs/read-bounded.js'
import { relativePosix } from '../fs/relative-path.js'
import { writeRegularFile } from '../fs/write-no-follow.js'
import type { Tool } from '../llm/index.js'
import { isSkillFileName, LOWERCASE_SKILL_FILE_NAME, SKILL_FILE_NAME } from '../model/index.js'
import { runShell } from './shell.js'
import { catalogueEntryFor } from './skill-names.js'

export const MAX_TOOL_RESULT_CHARS = 50_000
const MAX_WRITE_CHARS = 1_000_000
const MAX_LISTED = 500

export interface CatalogueEntry {
  name: string
  description: string
  /** Absolute path of the isolated copy (no tests/, no evals/). */
  dir: string
}

export interface ToolContext {
  workDir: string
  catalogue: readonly CatalogueEntry[]
  allowShell: boolean
  shellTimeoutMs: number
  signal: AbortSignal
  /** Environment the shell allow-list is taken from (tests pass their own). */
  env?: NodeJS.ProcessEnv
}

export interface ToolOutcome {
  ok: boolean
  text: string
  /** Set by the Skill tool when it served a catalogue skill. */
  skillLoaded?: string
}

type Schema = Tool['input_schema']
const obj = (properties: Record<string, unknown>, required: string[]): Schema => ({
  type: 'object',
  properties,
  required
})
const str = (description: string) => ({ type: 'string', description })

export function toolDefinitions(ctx: Pick<ToolContext, 'catalogue' | 'allowShell'>): Tool[] {
  const tools: Tool[] = [
    {
      name: 'read_file',
      description: 'Read a text file of the working directory.',
      input_schema: obj({ path: str('Path relative to the working directory') }, ['path'])
    },
    {
      name: 'write_file',
      description: 'Create or overwrite a file in the working directory (parents are created).',
      input_schema: obj({ path: str('Relative path'), content: str('Full file content') }, [
        'path',
        'content'
      ])
    },
    {
      name: 'edit_file',
      description: 'Replace exactly one occurrence of old_text with new_text in a file.',
      input_schema: obj(
        {
          path: str('Relative path'),
          old_text: str('Text to replace'),
          new_text: str('Replacement')
        },
        ['path', 'old_text', 'new_text']
      )
    },
    {
      name: 'list_files',
      description: 'List files below a directory of the working directory (default: all).',
      input_schema: obj({ path: str('Relative directory, default "."') }, [])
    }
  ]
  if (ctx.catalogue.length > 0) {
    tools.push({
      name: 'Skill',
      description:
        'Load an available skill: returns its SKILL.md and lists its bundled files; pass `file` to read one of them.',
      input_schema: obj({ name: str('Skill name'), file: str('Optional bundled file path') }, [
        'name'
      ])
    })
  }
  if (ctx.allowShell) {
    tools.push({
      name: 'bash',
      description: 'Run a bash command in the working directory.',
      input_schema: obj({ command: str('The command') }, ['command'])
    })
  }
  return tools
}

const capText = (s: string): string =>
  s.length > MAX_TOOL_RESULT_CHARS
    ? `${s.slice(0, MAX_TOOL_RESULT_CHARS)}\n[… truncated ${s.length - MAX_TOOL_RESULT_CHARS} characters]`
    : s

/** Bytes read for a shown file: enough for MAX_TOOL_RESULT_CHARS of any UTF-8 text, no more. */
const MAX_SHOWN_BYTES = 4 * MAX_TOOL_RESULT_CHARS

/** A file's text for the model, cut to the result cap however large the file is. */
async function showFile(tool: string, file: string, rel: string): Promise<string> {
  const head = await readFileHead(file, MAX_SHOWN_BYTES)
  if (head === null) throw new ToolInputError(`${tool}: ${rel} is not a regular file`)
  if (!head.truncated && head.text.length <= MAX_TOOL_RESULT_CHARS) return head.text
  return `${head.text.slice(0, MAX_TOOL_RESULT_CHARS)}\n[… truncated: the file has ${head.size} bytes; the first ${MAX_TOOL_RESULT_CHARS} characters are shown]`
}

async function writeText(tool: string, file: string, rel: string, content: string): Promise<void> {
  if (!(await writeRegularFile(file, content)))
    throw new ToolInputError(`${tool}: ${rel} is not a regular file`)
}

async function listRelative(root: string, start: string): Promise<string[]> {
  const out: string[] = []
  const walk = async (dir: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name)
    )
    for (const e of entries) {
      if (out.length >= MAX_LISTED) return
      const full = path.join(dir, e.name)
      const rel = relativePosix(root, full)
      if (e.isDirectory()) await walk(full)
      else out.push(e.isSymbolicLink() ? `${rel} (symlink)` : rel)
    }
  }
  await walk(start)
  return out
}

const stringArg = (input: Record<string, unknown>, key: string): string => {
  const v = input[key]
  if (typeof v !== 'string') throw new ToolInputError(`'${key}' must be a string`)
  return v
}

class ToolInputError extends Error {}

async function serveSkill(ctx: ToolContext, input: Record<string, unknown>): Promise<ToolOutcome> {
  const name = stringArg(input, 'name')
  const entry = catalogueEntryFor(ctx.catalogue, name)
  if (!entry) {
    return {
      ok: false,
      text: `No skill named '${name}'. Available: ${ctx.catalogue.map((s) => s.name).join(', ')}`
    }
  }
  if (typeof input.file === 'string' && input.file !== '') {
    const file = await resolveInside(entry.dir, input.file)
    return { ok: true, text: await showFile('Skill', file, input.file), skillLoaded: entry.name }
  }
  const files = await listRelative(entry.dir, entry.dir)
  // The reader accepts a lowercase skill.md when there is no SKILL.md; serve the one it read.
  const skillFile = files.includes(SKILL_FILE_NAME) ? SKILL_FILE_NAME : LOWERCASE_SKILL_FILE_NAME
  const body = await showFile('Skill', await resolveInside(entry.dir, skillFile), skillFile)
  const bundled = files.filter((f) => !isSkillFileName(f))
  const listing =
    bundled.length > 0 ? `\n\nBundled files (read with file=…):\n${bundled.join('\n')}` : ''
  return { ok: true, text: capText(`${body}${listing}`), skillLoaded: entry.name }
}

async function execute(
  name: string,
  input: Record<string, unknown>,
  ctx: ToolContext
): Promise<ToolOutcome> {
  switch (name) {
    case 'read_file': {
      const rel = stringArg(input, 'path')
      return { ok: true, text: await showFile(name, await resolveInside(ctx.workDir, rel), rel) }
    }
    case 'write_file': {
      const rel = stringArg(input, 'path')
      const content = stringArg(input, 'content')
      if (content.length > MAX_WRITE_CHARS) return { ok: false, text: 'content too large' }
      const file = await resolveInside(ctx.workDir, rel)
      await mkdir(path.dirname(file), { recursive: true })
      await writeText(name, file, rel, content)
      return { ok: true, text: `Wrote ${content.length} characters to ${rel}` }
    }
    case 'edit_file': {
      const rel = stringArg(input, 'path')
      const oldText = stringArg(input, 'old_text')
      const file = await resolveInside(ctx.workDir, rel)
      const head = await readFileHead(file, MAX_WRITE_CHARS)
      if (head === null) throw new ToolInputError(`${name}: ${rel} is not a regular file`)
      if (head.truncated) {
        return {
          ok: false,
          text: `${name}: ${rel} has ${head.size} bytes; files over ${MAX_WRITE_CHARS} bytes cannot be edited`
        }
      }
      const text = head.text
      const count = oldText === '' ? 0 : text.split(oldText).length - 1
      if (count !== 1)
        return { ok: false, text: `old_text must occur exactly once in ${rel} (found ${count})` }
      await writeText(
        name,
        file,
        rel,
        text.replace(oldText, () => stringArg(input, 'new_text'))
      )
      return { ok: true, text: `Edited ${rel}` }
    }
    case 'list_files': {
      const rel = typeof input.path === 'string' ? input.path : '.'
      const dir = await resolveInside(ctx.workDir, rel, true)
      if (!(await stat(dir)).isDirectory()) return { ok: false, text: `${rel} is not a directory` }
      const root = await resolveInside(ctx.workDir, '.', true)
      const files = await listRelative(root, dir)
      return { ok: true, text: files.length > 0 ? files.join('\n') : '(empty)' }
    }
    case 'Skill':
      if (ctx.catalogue.length === 0) break
      return serveSkill(ctx, input)
    case 'bash': {
      if (!ctx.allowShell)
        return { ok: false, text: 'The bash tool is disabled (allow-shell is off).' }
      const r = await runShell(stringArg(input, 'command'), {
        cwd: await resolveInside(ctx.workDir, '.', true),
        timeoutMs: ctx.shellTimeoutMs,
        maxOutputChars: MAX_TOOL_RESULT_CHARS,
        signal: ctx.signal,
        env: ctx.env
      })
      const status = r.timedOut ? 'timed out' : `exit code ${r.exitCode}`
      return {
        ok: r.exitCode === 0 && !r.timedOut,
        text: `${r.output}${r.truncated ? '\n[output truncated]' : ''}\n(${status})`
      }
    }
  }
  return { ok: false, text: `Unknown tool '${name}'` }
}

/** Runs one tool call; every failure becomes an error result for the model, never a throw. */
export async function runTool(
  name: string,
  input: unknown,
  ctx: ToolContext
): Promise<ToolOutcome> {
  const args = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  try {
    return await execute(name, args, ctx)
  } catch (e) {
    if (e instanceof PathEscapeError || e instanceof ToolInputError)
      return { ok: false, text: e.message }
    const code = errnoCode(e)
    return {
      ok: false,
      text: code ? `${code}: ${name} failed` : `${name} failed: ${(e as Error).message}`
    }
  }
}
