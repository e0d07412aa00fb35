// Reads a skill's eval file into one model: skill-validator's tests/eval.yaml or agentskills'
// evals/evals.json; and its trigger prompts of skill-creator's evals/trigger-evals.json. Never
// throws: every problem becomes a SkillError naming the file and line, and affects only that
// skill, so one broken eval file cannot stop the others from running. Oversized, too deeply
// nested and alias-heavy files are refused before they are parsed, and a file with many problems
// is reported by its first few, so a hostile file costs little time and little room.
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { isMap, isSeq, type Document, type LineCounter, type Node } from 'yaml'
import type { z } from 'zod'
import { realpathInside } from '../fs/confine.js'
import { errnoCode } from '../fs/errors.js'
import { readFileHead } from '../fs/read-bounded.js'
import type { SkillError } from '../model/index.js'
import type { FolderListing } from './listing.js'
import { parseYamlText, type YamlProblem } from './eval/parse-yaml.js'
import {
  AgentskillsEvalsSchema,
  EvalSuiteSchema,
  TriggerEvalsSchema,
  type EvalSuite,
  type TriggerEvals
} from './eval/schema.js'
import { EVAL_YAML, EVALS_JSON, TRIGGER_EVALS_JSON } from './eval/file-names.js'
import { MAX_EVAL_BYTES, tooLargeMessage } from './eval/yaml-limits.js'

export { MAX_EVAL_BYTES }
/** Problems listed per eval file; the rest are counted in one last line. */
export const MAX_LISTED_PROBLEMS = 5
/** A problem's message is cut here (a zod message can quote a long key or value). */
export const MAX_PROBLEM_CHARS = 200

export type EvalFileKind = 'eval.yaml' | 'evals.json'

export type EvalParseResult =
  { ok: true; suite: EvalSuite; kind: EvalFileKind } | { ok: false; errors: SkillError[] }

export type EvalLoadResult = EvalParseResult | { ok: 'absent' }

export type TriggerEvalsLoadResult =
  { ok: true; items: TriggerEvals } | { ok: false; errors: SkillError[] } | { ok: 'absent' }

const clip = (message: string): string =>
  message.length <= MAX_PROBLEM_CHARS ? message : `${message.slice(0, MAX_PROBLEM_CHARS - 1)}…`

const error = (file: string, message: string, line?: number): SkillError => ({
  code: 'eval-invalid',
  file,
  message: clip(message),
  ...(line ? { line } : {})
})

/** The first few problems as errors, then one line counting the others. */
function reported(file: string, problems: readonly YamlProblem[]): SkillError[] {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => error(file, p.message, p.line))
  const more = problems.length - listed.length
  return more > 0 ? [...listed, error(file, `…and ${more} more`)] : listed
}

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

/** `text` (YAML, or JSON read as YAML) checked against `schema`; problems name `file` and a line. */
export function parseStructured<T>(
  text: string,
  file: string,
  schema: z.ZodType<T>
): { ok: true; value: T } | { ok: false; errors: SkillError[] } {
  const parsed = parseYamlText(text)
  if (!parsed.ok) return { ok: false, errors: reported(file, parsed.problems) }
  const checked = schema.safeParse(parsed.data)
  if (checked.success) return { ok: true, value: checked.data }
  const { issues } = checked.error
  // Only the problems that are listed need a line.
  const problems = issues.map((issue, i) => ({
    message: formatIssue(issue),
    line: i < MAX_LISTED_PROBLEMS ? lineOf(parsed.doc, parsed.counter, issue.path) : undefined
  }))
  return { ok: false, errors: reported(file, problems) }
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

/**
 * The text of the eval file `rel` inside `skillDir`, bounded; null when there is none, an error
 * when it links outside the folder, is too large or cannot be read. `listing` (the skill folder's)
 * answers without resolving real paths when no link is on the way.
 */
export async function readCapped(
  rel: string,
  skillDir: string,
  listing?: FolderListing
): Promise<string | SkillError | null> {
  const file = path.join(skillDir, rel)
  try {
    const entry = listing?.plainEntry(rel)
    if (entry === 'missing') return null
    // PR content may link the eval file anywhere on the runner; its text would become prompts
    // sent to the provider, so it must resolve inside the skill folder.
    const real =
      entry?.isFile() === true ? file : await realpathInside(await realpath(skillDir), file)
    if (real === null)
      return error(file, 'links to a file outside the skill folder; it was not read')
    const head = await readFileHead(real, MAX_EVAL_BYTES)
    if (head === null) return null
    if (head.truncated) return error(file, `refused: ${tooLargeMessage(head.size)}`)
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
export async function loadEvalFile(
  skillDir: string,
  displayDir = '.',
  listing?: FolderListing
): Promise<EvalLoadResult> {
  for (const [rel, parse] of [
    [EVAL_YAML, parseEvalYaml],
    [EVALS_JSON, parseEvalsJson]
  ] as const) {
    const shown = path.posix.join(displayDir, rel)
    const text = await readCapped(rel, skillDir, listing)
    if (text === null) continue
    if (typeof text !== 'string') return { ok: false, errors: [{ ...text, file: shown }] }
    return parse(text, shown)
  }
  return { ok: 'absent' }
}

/** Parses evals/trigger-evals.json text; `file` is the name used in errors. */
export function parseTriggerEvals(text: string, file: string): TriggerEvalsLoadResult {
  const r = parseStructured(text, file, TriggerEvalsSchema)
  return r.ok ? { ok: true, items: r.value } : r
}

/**
 * Reads the skill's evals/trigger-evals.json with the limits of every eval file (bounded, inside
 * the skill folder). `displayDir` prefixes the file name in errors.
 */
export async function loadTriggerEvals(
  skillDir: string,
  displayDir = '.',
  listing?: FolderListing
): Promise<TriggerEvalsLoadResult> {
  const shown = path.posix.join(displayDir, TRIGGER_EVALS_JSON)
  const text = await readCapped(TRIGGER_EVALS_JSON, skillDir, listing)
  if (text === null) return { ok: 'absent' }
  if (typeof text !== 'string') return { ok: false, errors: [{ ...text, file: shown }] }
  return parseTriggerEvals(text, shown)
}
