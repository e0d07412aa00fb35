// The shell parser: tree-sitter's bash grammar run through web-tree-sitter (WebAssembly, so the
// bundle needs no native module and runs the same on every Node version and platform). The
// runtime is loaded and its WebAssembly compiled the first time a skill holds shell text that
// could match a rule, and then reused: most runs never load it. The two .wasm files sit next to
// the bundle in dist/ (the build copies them); from the sources they are taken from node_modules.
// What it is given, and for how long, is decided by shell/read.ts.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Node, Parser } from 'web-tree-sitter'

const RUNTIME_WASM = 'web-tree-sitter.wasm'
const BASH_WASM = 'tree-sitter-bash.wasm'
const PACKAGE_OF: Readonly<Record<string, string>> = {
  [RUNTIME_WASM]: 'web-tree-sitter/web-tree-sitter.wasm',
  [BASH_WASM]: 'tree-sitter-bash/tree-sitter-bash.wasm'
}

/** A .wasm file next to this module (the bundle), else the one its npm package installed. */
function wasmPath(name: string): string {
  const beside = fileURLToPath(new URL(`./${name}`, import.meta.url))
  if (existsSync(beside)) return beside
  return createRequire(import.meta.url).resolve(PACKAGE_OF[name] as string)
}

let loading: Promise<Parser> | undefined

/**
 * V8 compiles WebAssembly quickly to baseline code, then recompiles the functions that run often
 * with its optimising compiler; for the bash grammar's huge lexer that costs 0.5 to 1.2 s of CPU
 * in every process that parses a few lines (and its exit waits for it), more than the optimised
 * code ever saves: the 875 real skills took less CPU without it. The budget that triggers the
 * recompilation is set out of reach before the grammar is compiled (it is read as the code runs,
 * so it stays so for the process; skill-ci compiles no other WebAssembly).
 */
const NO_WASM_TIER_UP = '--wasm-tiering-budget=1000000000'

async function load(): Promise<Parser> {
  // node:v8 only here: a run that parses no shell does not load it
  const { setFlagsFromString } = await import('node:v8')
  setFlagsFromString(NO_WASM_TIER_UP)
  const { Language, Parser } = await import('web-tree-sitter')
  await Parser.init({ locateFile: () => wasmPath(RUNTIME_WASM) })
  const bash = await Language.load(wasmPath(BASH_WASM))
  const parser = new Parser()
  parser.setLanguage(bash)
  return parser
}

/** The one bash parser of the process, loaded on first use. */
export function bashParser(): Promise<Parser> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/**
 * Parses `text` with a loaded parser and hands its syntax tree to `read`, freeing the tree's
 * WebAssembly memory after. Null when the parser produced no tree, or `stop` (asked every hundred
 * or so parse steps) said to give up.
 */
export function withBashTree<T>(
  parser: Parser,
  text: string,
  read: (root: Node) => T,
  stop?: () => boolean
): T | null {
  const tree = parser.parse(text, null, stop && { progressCallback: stop })
  if (tree === null) {
    // a stopped parse would otherwise be resumed by the next one
    parser.reset()
    return null
  }
  try {
    return read(tree.rootNode)
  } finally {
    tree.delete()
  }
}
