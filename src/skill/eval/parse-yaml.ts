// An eval file's text (YAML, or JSON read as YAML so its errors get lines too) into plain data,
// with the parsed document kept so schema errors can be traced back to a line. The limits are
// checked first (yaml-limits.ts) and the parser's own nesting while it reads, so the parser only
// ever sees text it handles quickly. Duplicate keys are found here in one pass rather than by the
// parser's own check, which compares every key of a mapping with every other; a key that is a
// list or a mapping is refused, since no eval field has one and turning it into an object key
// costs time that grows with its nesting.
import { isMap, isScalar, isSeq, LineCounter, type Document, type Node } from 'yaml'
import { parseDocumentBounded } from '../yaml-nesting.js'
import { MAX_YAML_ALIASES } from '../yaml-bounds.js'
import { yamlLimitProblem } from './yaml-limits.js'

export interface YamlProblem {
  message: string
  line?: number
}

export type ParsedYaml =
  | { ok: true; data: unknown; doc: Document; counter: LineCounter }
  | { ok: false; problems: YamlProblem[] }

/** Where each line of `text` starts, as the parser would have noted them. */
function lineCounterOf(text: string): LineCounter {
  const counter = new LineCounter()
  counter.addNewLine(0)
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
    counter.addNewLine(i + 1)
  return counter
}

/** Duplicate keys and keys that are collections or aliases, in document order. */
function keyProblems(doc: Document, counter: LineCounter): YamlProblem[] {
  const problems: YamlProblem[] = []
  const lineOf = (node: unknown) => {
    const range = (node as Node | null)?.range
    return range ? counter.linePos(range[0]).line : undefined
  }
  // Depth first with a stack of nodes still to see, children pushed last-first (document order).
  const pending: unknown[] = [doc.contents]
  while (pending.length > 0) {
    const node = pending.pop()
    if (isSeq(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) pending.push(node.items[i])
    } else if (isMap(node)) {
      const seen = new Set<unknown>()
      for (const { key } of node.items) {
        if (key === null || key === undefined) continue
        if (!isScalar(key)) {
          problems.push({
            message: 'a key must be a plain value, not a list, a mapping or an alias',
            line: lineOf(key)
          })
        } else if (seen.has(key.value)) {
          problems.push({ message: `duplicate key "${String(key.value)}"`, line: lineOf(key) })
        } else seen.add(key.value)
      }
      for (let i = node.items.length - 1; i >= 0; i--) pending.push(node.items[i]?.value)
    }
  }
  return problems
}

export function parseYamlText(text: string): ParsedYaml {
  const limit = yamlLimitProblem(text)
  const counter = lineCounterOf(text)
  const refused = (message: string, offset: number): ParsedYaml => ({
    ok: false,
    problems: [{ message: `refused: ${message}`, line: counter.linePos(offset).line }]
  })
  if (limit) return refused(limit.message, limit.offset)
  const parsed = parseDocumentBounded(text, { uniqueKeys: false })
  if (!parsed.ok) return refused(parsed.problem.message, parsed.problem.offset)
  const { doc } = parsed
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((e) => ({
        message: `invalid YAML: ${e.message.split('\n')[0] ?? ''}`,
        line: counter.linePos(e.pos[0]).line
      }))
    }
  }
  const keys = keyProblems(doc, counter)
  if (keys.length > 0) return { ok: false, problems: keys }
  try {
    return { ok: true, data: doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }), doc, counter }
  } catch (e) {
    return { ok: false, problems: [{ message: `refused: ${(e as Error).message}` }] }
  }
}
