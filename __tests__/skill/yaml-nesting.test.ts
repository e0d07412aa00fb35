// The limits checked on a YAML text's tokens before it is parsed, and the parse whose nesting is
// bounded while it reads. The gauge must never say less than the parsed document nests for valid
// YAML; the bounded parse catches what error recovery nests beyond it.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { isMap, isPair, isSeq, stringify } from 'yaml'
import { MAX_YAML_DEPTH } from '../../src/skill/yaml-bounds.js'
import {
  NestingGauge,
  YamlTokenLimits,
  lexTokens,
  parseDocumentBounded
} from '../../src/skill/yaml-nesting.js'

function gauge(text: string): number {
  const nesting = new NestingGauge()
  for (const token of lexTokens(text))
    if (token.type) nesting.see(token.type, token.source, token.start)
  return nesting.depth
}

/** How deep a parsed node nests, walked without recursion. */
function depthOf(root: unknown): number {
  let deepest = 0
  const stack: Array<[unknown, number]> = [[root, 0]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (!isMap(node) && !isSeq(node)) continue
    deepest = Math.max(deepest, depth + 1)
    for (const item of node.items) {
      if (isPair(item)) stack.push([item.key, depth + 1], [item.value, depth + 1])
      else stack.push([item, depth + 1])
    }
  }
  return deepest
}

const options = { version: '1.1', uniqueKeys: false, prettyErrors: false } as const

describe('lexTokens', () => {
  it('gives each token its kind and offset, scalars and block-scalar content included', () => {
    const text = 'a: [b]\nc: |\n  x\n'
    const tokens = [...lexTokens(text)]
    for (const { source, start } of tokens)
      expect(text.slice(start, start + source.length)).toBe(source)
    expect(tokens.map((t) => t.type)).toEqual([
      'scalar',
      'map-value-ind',
      'space',
      'flow-seq-start',
      'scalar',
      'flow-seq-end',
      'newline',
      'scalar',
      'map-value-ind',
      'space',
      'block-scalar-header',
      'newline',
      'block-scalar-content'
    ])
  })
})

describe('NestingGauge', () => {
  it('never says less than a valid document nests (generated documents, all YAML styles)', () => {
    const leaf = fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constant(null))
    const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(tie('tree'), { maxLength: 3 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), tie('tree'), { maxKeys: 3 })
      )
    }))
    const style = fc.record({
      collectionStyle: fc.constantFrom('any', 'block', 'flow'),
      indent: fc.integer({ min: 1, max: 4 }),
      indentSeq: fc.boolean()
    })
    fc.assert(
      fc.property(tree, style, (value, { collectionStyle, indent, indentSeq }) => {
        const text = stringify(value, { collectionStyle, indent, indentSeq })
        const parsed = parseDocumentBounded(text, options)
        if (!parsed.ok || parsed.doc.errors.length > 0) return
        expect(gauge(text)).toBeGreaterThanOrEqual(depthOf(parsed.doc.contents))
      }),
      { numRuns: 2000, seed: 14 }
    )
  })

  it('never says less than a valid document nests (random fragments that happen to parse)', () => {
    const fragment = fc.constantFrom(
      ...['- ', '? ', ': ', 'a', 'b: ', 'k:', '[', ']', '{', '}', ', ', '\n', ' ', '  ', '|'],
      ...['>', '"x"', "'y'", '&a ', '*a', '!!str ', '#c', '\n- ', '\n  - ', 'x: [', '- - '],
      ...['- a: ', '\n  b: ', '\n    ', '? a\n', ': b\n', 'k: |\n  x\n']
    )
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 40 }), (parts) => {
        const text = parts.join('')
        const parsed = parseDocumentBounded(text, options)
        if (!parsed.ok || parsed.doc.errors.length > 0) return
        expect(gauge(text)).toBeGreaterThanOrEqual(depthOf(parsed.doc.contents))
      }),
      { numRuns: 5000, seed: 14 }
    )
  })

  it('counts a flow `key: value` entry of a sequence as a mapping of its own', () => {
    const text = 'a: ' + '[k: '.repeat(10) + 'x' + ']'.repeat(10)
    const parsed = parseDocumentBounded(text, options)
    expect(parsed.ok && depthOf(parsed.doc.contents)).toBe(21)
    expect(gauge(text)).toBeGreaterThanOrEqual(21)
  })

  it('keeps a level for each `a: b:` line, which the parser nests into the next line', () => {
    const text = 'b: b: c\n'.repeat(20)
    const parsed = parseDocumentBounded(text, options)
    expect(parsed.ok && depthOf(parsed.doc.contents)).toBeGreaterThan(20)
    expect(gauge(text)).toBeGreaterThanOrEqual(parsed.ok ? depthOf(parsed.doc.contents) : 0)
  })

  it('reads a bracket in a quoted string or a block scalar as text', () => {
    expect(gauge(`a: "${'['.repeat(500)}"\nb: |\n  ${'{'.repeat(500)}\n`)).toBeLessThan(10)
  })
})

describe('YamlTokenLimits', () => {
  const firstProblem = (text: string, maxTokens?: number) => {
    const limits = new YamlTokenLimits(maxTokens)
    for (const token of lexTokens(text)) {
      const problem = limits.see(token)
      if (problem) return problem
    }
    return undefined
  }

  it('stops at the first token past the nesting limit, not at the end of the text', () => {
    const problem = firstProblem('['.repeat(100_000))
    expect(problem).toMatchObject({
      message: `values are nested more than ${MAX_YAML_DEPTH} levels deep`,
      limit: 'nesting'
    })
    // two levels a bracket, and the first one also opens a block node
    expect(problem?.offset).toBe(MAX_YAML_DEPTH / 2 - 1)
  })

  it('counts aliases and tokens', () => {
    expect(firstProblem(`a: &x 1\nb: [${Array(101).fill('*x').join(', ')}]`)?.limit).toBe('aliases')
    expect(firstProblem('a: b\n'.repeat(100), 400)).toMatchObject({ limit: 'tokens', offset: 400 })
    expect(firstProblem('a: b\n'.repeat(100), 500)).toBeUndefined()
  })
})

describe('parseDocumentBounded', () => {
  it('parses as parseDocument does, one document with its errors', () => {
    const parsed = parseDocumentBounded('a: 1\nb: [2, 3]\n', options)
    expect(parsed.ok && parsed.doc.toJS()).toEqual({ a: 1, b: [2, 3] })
    const two = parseDocumentBounded('a: 1\n...\nb: 2\n', options)
    expect(two.ok && two.doc.errors.map((e) => e.code)).toContain('MULTIPLE_DOCS')
  })

  it('refuses what error recovery nests deeper than the limit, before composing it', () => {
    // An unclosed `[` and lines of `- a: : ? a`: each line nests inside the previous one, and the
    // token gauge, which models valid YAML, sees only a few levels.
    const text = '[  ' + '- a: : ? a\n'.repeat(2000)
    expect(gauge(text)).toBeLessThan(MAX_YAML_DEPTH)
    const parsed = parseDocumentBounded(text, options)
    expect(parsed.ok ? 'parsed' : parsed.problem.limit).toBe('nesting')
  })
})
