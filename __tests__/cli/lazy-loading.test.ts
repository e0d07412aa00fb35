// What the CLI loads before it knows what it was asked: the modules reachable from an entry by
// static imports (the ones the bundler puts in the chunks the entry loads at once). `--version`
// must load no command, and `score` / `validate` (JSON) none of the model client, the GitHub
// clients, the agent, the costly layers, the renderers of the other formats or the schema library:
// each of those is behind a dynamic import(). Read from the sources, so it holds whatever dist/ was
// last built.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { node24Binary, pathWithoutNodeModules } from '../node-binaries.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Whether an import declaration brings in values (an `import type` or all-type names do not). */
function importsValues(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return false
    const clause = node.exportClause
    return !(clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly))
  }
  const clause = node.importClause
  if (clause === undefined) return true
  if (clause.isTypeOnly) return false
  const bindings = clause.namedBindings
  return (
    clause.name !== undefined ||
    bindings === undefined ||
    ts.isNamespaceImport(bindings) ||
    bindings.elements.some((e) => !e.isTypeOnly)
  )
}

/**
 * The module a top-level statement awaits the import of (`await import('./x.js')`, alone or as a
 * declaration's value): the entries load the rest that way after turning on the compile cache, and
 * a module imported at once is loaded at once, however it is written.
 */
function awaitedImport(node: ts.Statement): string | undefined {
  const expression = ts.isExpressionStatement(node)
    ? node.expression
    : ts.isVariableStatement(node) && node.declarationList.declarations.length === 1
      ? node.declarationList.declarations[0]!.initializer
      : undefined
  if (expression === undefined || !ts.isAwaitExpression(expression)) return undefined
  const call = expression.expression
  if (!ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.ImportKeyword)
    return undefined
  const [specifier] = call.arguments
  return specifier !== undefined && ts.isStringLiteral(specifier) ? specifier.text : undefined
}

/** The module a top-level statement loads at once: a value import or re-export, or an awaited import(). */
function loadedAtOnceBy(node: ts.Statement): string | undefined {
  if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) return awaitedImport(node)
  if (node.moduleSpecifier === undefined || !importsValues(node)) return undefined
  return (node.moduleSpecifier as ts.StringLiteral).text
}

/** The static value imports of one source file (and its awaited ones): repository paths, or package names. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022)
  const found: string[] = []
  for (const node of source.statements) {
    const spec = loadedAtOnceBy(node)
    if (spec === undefined) continue
    if (spec.startsWith('node:')) continue
    if (!spec.startsWith('.')) {
      found.push(spec)
      continue
    }
    const target = path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts'))
    if (existsSync(target)) found.push(target)
  }
  return found
}

/** Every module an entry loads at once, repository files relative to the repository. */
function loadedAtOnce(...entries: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = entries.map((entry) => path.join(REPO, entry))
  while (queue.length > 0) {
    const next = queue.pop()!
    const key = path.isAbsolute(next) ? path.relative(REPO, next) : next
    if (seen.has(key)) continue
    seen.add(key)
    if (path.isAbsolute(next)) queue.push(...staticImports(next))
  }
  return seen
}

/** Modules (or packages, by name prefix) only the costly layers, other commands or other formats need. */
const NOT_ON_THE_STATIC_PATH = [
  '@anthropic-ai/sdk',
  '@anthropic-ai/claude-agent-sdk',
  '@actions/',
  'xmlbuilder2',
  'unified',
  'remark-',
  'mdast-util-to-markdown',
  'tinyglobby',
  // the A/B statistics' distributions: a run decides A/B records only when it has some
  'jstat',
  // the eval files' readers and the regex engine of their assertions: loaded for a skill that has one
  're2js',
  // schemas: --pricing and spec options that differ from the defaults load theirs when given
  'zod',
  'src/skill/eval-file.ts',
  'src/skill/eval/schema.ts',
  'src/layers/ab/few-scenarios.ts',
  // the activation layer's busy conversation and its schema
  'src/layers/monte-carlo/context.ts',
  'src/llm/client.ts',
  'src/agent/loop.ts',
  'src/layers/harness.ts',
  'src/layers/setup.ts',
  'src/layers/judge/',
  'src/layers/ab/setup.ts',
  'src/layers/monte-carlo/setup.ts',
  'src/layers/elo/setup.ts',
  'src/layers/elo/corpus.ts',
  'src/layers/elo/judge.ts',
  'src/layers/security/review.ts',
  'src/report/markdown.ts',
  // the JUnit writer and its suites (junit/)
  'src/report/junit',
  'src/report/sarif.ts',
  'src/cli/sarif-base.ts',
  'src/cli/formats/text.ts',
  'src/cli/formats/plugineval.ts',
  'src/cli/formats/compare.ts'
]

const offending = (loaded: Set<string>) =>
  [...loaded].filter((m) => NOT_ON_THE_STATIC_PATH.some((prefix) => m.startsWith(prefix)))

describe('what the CLI loads at once', () => {
  it('loads no command for --version', () => {
    const loaded = loadedAtOnce('src/cli/index.ts')
    expect([...loaded].filter((m) => m.startsWith('src/cli/commands/'))).toEqual([])
    expect(offending(loaded)).toEqual([])
  })

  it('loads neither the model client, the agent, the costly layers nor other renderers for score and validate', () => {
    const loaded = loadedAtOnce(
      'src/cli/index.ts',
      'src/cli/commands/score.ts',
      'src/cli/commands/validate.ts'
    )
    // the walk is followed at all: the pipeline and the static layer are there
    expect(loaded.has('src/run.ts')).toBe(true)
    expect(loaded.has('src/layers/static/score.ts')).toBe(true)
    expect(offending(loaded)).toEqual([])
    // a static run builds none of the report's schemas: only the model's plain modules are loaded
    const schemas = [...loaded].filter(
      (m) => m.startsWith('src/model/') && staticImports(path.join(REPO, m)).includes('zod')
    )
    expect(schemas).toEqual([])
  })

  it('has the entries turn on the compile cache before they load the rest', () => {
    for (const [entry, main] of [
      ['src/cli/index.ts', 'src/cli/main.ts'],
      ['src/action/index.ts', 'src/action/main.ts']
    ] as const) {
      const source = ts.createSourceFile(
        entry,
        readFileSync(path.join(REPO, entry), 'utf8'),
        ts.ScriptTarget.ES2022
      )
      const declared = source.statements.filter(ts.isImportDeclaration)
      expect(declared.map((d) => (d.moduleSpecifier as ts.StringLiteral).text)).toEqual([
        '../compile-cache.js'
      ])
      // what it imports after that is still loaded at once, and followed by the checks above
      expect(loadedAtOnce(entry).has(main)).toBe(true)
    }
  })

  it('loads no YAML parser for score and validate: the frontmatter fast path reads most frontmatters', () => {
    const loaded = loadedAtOnce(
      'src/cli/index.ts',
      'src/cli/commands/score.ts',
      'src/cli/commands/validate.ts'
    )
    const yaml = ['yaml', 'src/skill/yaml11.ts', 'src/skill/yaml-nesting.ts']
    expect([...loaded].filter((m) => yaml.includes(m))).toEqual([])
    // the check sees the parser where it is imported
    expect(loadedAtOnce('src/skill/yaml11.ts').has('yaml')).toBe(true)
  })

  it('finds the model client behind the commands that call a model', () => {
    // the check above is worth something only if it sees what a costly command loads
    expect(offending(loadedAtOnce('src/cli/commands/ab.ts'))).toEqual(
      expect.arrayContaining(['@anthropic-ai/sdk', 'src/llm/client.ts'])
    )
  })

  it('finds the regex engine behind the eval file reader and the distributions behind the A/B statistics', () => {
    expect(offending(loadedAtOnce('src/skill/eval-file.ts'))).toContain('re2js')
    expect(offending(loadedAtOnce('src/stats/ab-verdict.ts'))).toContain('jstat')
  })

  it('finds the schema library behind the price table and the spec options', () => {
    expect(offending(loadedAtOnce('src/llm/pricing.ts'))).toContain('zod')
    expect(offending(loadedAtOnce('src/skill/spec-rules.ts'))).toContain('zod')
  })
})

/** Writes a hook that records every module a Node process resolves, into the file HOOK_OUT names. */
function resolveRecorder(dir: string): string {
  const file = path.join(dir, 'record-resolved.mjs')
  writeFileSync(
    file,
    [
      "import { registerHooks } from 'node:module'",
      "import { writeFileSync } from 'node:fs'",
      'const seen = new Set()',
      'registerHooks({ resolve: (spec, ctx, next) => { const r = next(spec, ctx); seen.add(r.url); return r } })',
      "process.on('exit', () => writeFileSync(process.env.HOOK_OUT, [...seen].join('\\n')))"
    ].join('\n')
  )
  return file
}

// What a real static run loads (the sources through tsx, under Node 24, whose module hooks see
// every module): the YAML package only for a frontmatter the fast path does not read.
const node24 = node24Binary()
;(node24.skip === undefined ? describe : describe.skip)('what a static run loads', () => {
  let work: string
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'skill-ci-lazy-'))
  })
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  /** The modules `score <root> --format json` loaded, for one skill whose frontmatter is `yaml`. */
  function modulesLoadedFor(name: string, yaml: string): string[] {
    const root = path.join(work, name)
    mkdirSync(path.join(root, 'notes'), { recursive: true })
    writeFileSync(
      path.join(root, 'notes', 'SKILL.md'),
      `---\n${yaml}---\n\n# Notes\n\nWrite it down.\n`
    )
    const out = path.join(work, `${name}.txt`)
    const run = spawnSync(
      node24.path,
      [
        '--import',
        resolveRecorder(work),
        '--import',
        'tsx',
        path.join(REPO, 'src/cli/index.ts'),
        'score',
        root,
        '--format',
        'json'
      ],
      {
        cwd: REPO,
        encoding: 'utf8',
        env: { PATH: pathWithoutNodeModules(), HOME: process.env.HOME, HOOK_OUT: out }
      }
    )
    // scored: the frontmatter was read, whichever parser it took
    expect(JSON.parse(run.stdout)).toMatchObject({ skills: [{ name: 'notes', status: 'ok' }] })
    return readFileSync(out, 'utf8').split('\n')
  }
  const yamlPackage = (urls: string[]) => urls.filter((url) => url.includes('/node_modules/yaml/'))

  it('loads no YAML package when the fast path reads every frontmatter', () => {
    const urls = modulesLoadedFor('simple', 'name: notes\ndescription: Takes notes when asked.\n')
    expect(urls.some((url) => url.endsWith('/src/skill/parse.ts'))).toBe(true)
    expect(yamlPackage(urls)).toEqual([])
    // nor V8's module: a run of a few skills sets no heap cap (src/cli/heap.ts)
    expect(urls).not.toContain('node:v8')
  })

  it('loads it for a frontmatter the fast path does not read', () => {
    const urls = modulesLoadedFor(
      'flow-list',
      'name: notes\ndescription: Takes notes when asked.\ntags: [a, 1]\n'
    )
    expect(yamlPackage(urls)).not.toEqual([])
  })
})
