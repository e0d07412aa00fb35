// Reads a skill's eval file into one model: skill-validator's tests/eval.yaml or agentskills'
// evals/evals.json. Never throws: every problem becomes a SkillError naming the file and line, and
// affects only that skill, so one broken eval file cannot stop the others from running. YAML bombs
// and oversized files are refused.
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml'
import type { z } from 'zod'
import { realpathInside } from '../fs/confine.js'
import { errnoCode } from '../fs/errors.js'
import { readFileHead } from '../fs/read-bounded.js'
import type { SkillError } from '../model/index.js'
import { AgentskillsEvalsSchema, EvalSuiteSchema, type EvalSuite } from './eval/schema.js'

export const EVAL_YAML = 'tests/eval.yaml'
export const EVALS_JSON = 'evals/evals.json'
/** Eval files are hand-written; anything bigger is a mistake or an attack. */
export const MAX_EVAL_BYTES = 1_000_000
const MAX_ALIASES = 100

export type EvalFileKind = 'eval.yaml' | 'evals.json'

export type EvalParseResult =
  { ok: true; suite: EvalSuite; kind: EvalFileKind } | { ok: false; errors: SkillError[] }

export type EvalLoadResult = EvalParseResult | { ok: 'absent' }

const error = (file: string, message: string, line?: number): SkillError => ({
  code: 'eval-invalid',
  file,
  message,
  ...(line ? { line } : {})
})

/** The line of the deepest node that exists along a zod issue path. */
function lineOf(
  doc: Document,
  counter: LineCounter,
  issuePath: readonly PropertyKey[]
): number | undefined {
  let node: unknown = doc.contents
  let line: number | undefined
  const lineAt = (n: unknown): number | undefined => {
    const range = (n as Node | null)?.range
    return range ? counter.linePos(range[0]).line : undefined
  }
  line = lineAt(node)
  for (const key of issuePath) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === key)
      if (!pair) break
      // Point at the key: for a missing or wrong value that is the line the author looks at.
      line = lineAt(pair.key) ?? line
      node = pair.value
      if (isMap(node) || isSeq(node)) line = lineAt(node) ?? line
    } else if (isSeq(node) && typeof key === 'number') {
      node = node.items[key]
      line = lineAt(node) ?? line
    } else break
  }
  return line
}

function formatIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join('.')
  return where ? `${where}: ${issue.message}` : issue.message
}

function parseStructured<T>(
  text: string,
  file: string,
  schema: z.ZodType<T>
): { ok: true; value: T } | { ok: false; errors: SkillError[] } {
  if (Buffer.byteLength(text, 'utf8') > MAX_EVAL_BYTES) {
    return { ok: false, errors: [error(file, `eval file is larger than ${MAX_EVAL_BYTES} bytes`)] }
  }
  const counter = new LineCounter()
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true })
  if (doc.errors.length > 0) {
    return {
      ok: false,
      errors: doc.errors.map((e) =>
        error(file, `invalid YAML: ${e.message.split('\n')[0]}`, counter.linePos(e.pos[0]).line)
      )
    }
  }
  let data: unknown
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIASES })
  } catch (e) {
    return { ok: false, errors: [error(file, `refused: ${(e as Error).message}`)] }
  }
  const parsed = schema.safeParse(data)
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    errors: parsed.error.issues.map((i) =>
      error(file, formatIssue(i), lineOf(doc, counter, i.path))
    )
  }
}

/** Parses tests/eval.yaml text; `file` is the name used in errors. */
export function parseEvalYaml(text: string, file: string): EvalParseResult {
  const r = parseStructured(text, file, EvalSuiteSchema)
  return r.ok ? { ok: true, suite: r.value, kind: 'eval.yaml' } : r
}

/**
 * Parses agentskills' evals/evals.json (JSON is read by the YAML parser so errors get lines).
 * Natural-language assertions and the expected output become rubric criteria for the judges;
 * listed files become setup files copied from the skill folder into both arms.
 */
export function parseEvalsJson(text: string, file: string): EvalParseResult {
  const r = parseStructured(text, file, AgentskillsEvalsSchema)
  if (!r.ok) return r
  const scenarios = r.value.evals.map((e) => {
    const rubric = [
      ...(e.expected_output ? [`Expected outcome: ${e.expected_output}`] : []),
      ...(e.assertions ?? [])
    ]
    const files = (e.files ?? []).map((f) => ({ path: path.posix.basename(f), source: f }))
    return {
      name: `eval ${e.id}`,
      prompt: e.prompt,
      timeout: 120,
      ...(rubric.length > 0 ? { rubric } : {}),
      ...(files.length > 0 ? { setup: { files } } : {})
    }
  })
  return { ok: true, suite: { scenarios }, kind: 'evals.json' }
}

async function readCapped(file: string, skillDir: string): Promise<string | SkillError | null> {
  try {
    // PR content may link the eval file anywhere on the runner; its text would become prompts
    // sent to the provider, so it must resolve inside the skill folder.
    const real = await realpathInside(await realpath(skillDir), file)
    if (real === null)
      return error(file, 'links to a file outside the skill folder; it was not read')
    const head = await readFileHead(real, MAX_EVAL_BYTES)
    if (head === null) return null
    if (head.truncated) return error(file, `eval file is larger than ${MAX_EVAL_BYTES} bytes`)
    return head.text
  } catch (e) {
    if (errnoCode(e) === 'ENOENT') return null
    return error(file, `cannot read: ${(e as Error).message}`)
  }
}

/**
 * Loads the eval file of the skill at `skillDir`: tests/eval.yaml first, else evals/evals.json.
 * `displayDir` prefixes the file names in errors (the skill path relative to the scanned root).
 */
export async function loadEvalFile(skillDir: string, displayDir = '.'): Promise<EvalLoadResult> {
  for (const [rel, parse] of [
    [EVAL_YAML, parseEvalYaml],
    [EVALS_JSON, parseEvalsJson]
  ] as const) {
    const shown = path.posix.join(displayDir, rel)
    const text = await readCapped(path.join(skillDir, rel), skillDir)
    if (text === null) continue
    if (typeof text !== 'string') return { ok: false, errors: [{ ...text, file: shown }] }
    return parse(text, shown)
  }
  return { ok: 'absent' }
}
