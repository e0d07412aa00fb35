// The shell parser: tree-sitter's bash grammar run through web-tree-sitter (WebAssembly, so the
// bundle needs no native module and runs the same on every Node version and platform). The
// runtime is loaded and its WebAssembly compiled the first time a skill holds shell text that
// could match a rule, and then reused: most runs never load it. The two .wasm files sit next to
// the bundle in dist/ (the build copies them); from the sources they are taken from node_modules.
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

async function load(): Promise<Parser> {
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
 * Parses `text` and hands its syntax tree to `read`, freeing the tree's WebAssembly memory after.
 * Null when the parser produced no tree.
 */
export async function withBashTree<T>(text: string, read: (root: Node) => T): Promise<T | null> {
  const parser = await bashParser()
  const tree = parser.parse(text)
  if (tree === null) return null
  try {
    return read(tree.rootNode)
  } finally {
    tree.delete()
  }
}
