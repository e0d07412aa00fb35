// The reference the shell tokenizer is checked against: tree-sitter-bash, a full bash parser (a
// development dependency only), its syntax tree reduced to the commands the shell rules read.
// The tokenizer must read the same commands from the same text.
import { createRequire } from 'node:module'
import type { Node, Parser } from 'web-tree-sitter'
import {
  baseName,
  clipped,
  seeThroughWrappers,
  shellWord,
  stripQuotes,
  type ShellCommand,
  type ShellWord
} from '../../../src/layers/security/shell/commands.js'

let loading: Promise<Parser> | undefined

/** The bash parser, loaded once per test file. */
export function bashParser(): Promise<Parser> {
  loading ??= (async () => {
    const { Language, Parser } = await import('web-tree-sitter')
    const resolve = createRequire(import.meta.url).resolve
    await Parser.init({ locateFile: () => resolve('web-tree-sitter/web-tree-sitter.wasm') })
    const parser = new Parser()
    parser.setLanguage(await Language.load(resolve('tree-sitter-bash/tree-sitter-bash.wasm')))
    return parser
  })()
  return loading
}

/** The commands of `text` by the parser's reading. */
export async function parsedCommands(text: string, lineOffset = 0): Promise<ShellCommand[]> {
  const tree = (await bashParser()).parse(text)
  if (tree === null) throw new Error(`tree-sitter-bash gave no tree for ${JSON.stringify(text)}`)
  try {
    return commandsOf(tree.rootNode, lineOffset)
  } finally {
    tree.delete()
  }
}

interface Context {
  lineOffset: number
  commands: ShellCommand[]
}

function redirectOf(node: Node): { operator: string; target: string } | undefined {
  if (node.type !== 'file_redirect') return undefined
  const destination = node.childForFieldName('destination')
  const operator = node.children.find((c) => c !== null && !c.isNamed)?.type ?? ''
  return { operator, target: destination === null ? '' : stripQuotes(destination.text) }
}

/** The command node a pipeline stage or statement stands for, through a redirected statement. */
function commandOf(node: Node): { command: Node; redirects: Node[] } | undefined {
  if (node.type === 'command') return { command: node, redirects: [] }
  if (node.type === 'redirected_statement') {
    const body = node.childForFieldName('body')
    const redirects = node.namedChildren.filter((c): c is Node => c !== null && c.id !== body?.id)
    if (body?.type === 'command') return { command: body, redirects }
  }
  return undefined
}

function buildCommand(
  node: Node,
  extraRedirects: Node[],
  ctx: Context,
  enclosing?: ShellCommand
): ShellCommand {
  const nameNode = node.childForFieldName('name')
  const args: ShellWord[] = []
  const redirectNodes = [...extraRedirects]
  const heredocs: string[] = []
  for (const child of node.namedChildren) {
    if (child === null || child.id === nameNode?.id) continue
    if (child.type === 'file_redirect' || child.type === 'heredoc_redirect')
      redirectNodes.push(child)
    else if (child.type !== 'variable_assignment') args.push(shellWord(child.text))
  }
  for (const redirect of redirectNodes) {
    if (redirect.type === 'heredoc_redirect') {
      const body = redirect.namedChildren.find((c) => c?.type === 'heredoc_body')
      if (body) heredocs.push(body.text)
    }
  }
  const seen = seeThroughWrappers(nameNode === null ? '' : baseName(nameNode.text), args)
  // The evidence shows the whole statement: its redirections and, for a stage, its pipeline.
  const statement = node.parent?.type === 'redirected_statement' ? node.parent : node
  const text = (statement.parent?.type === 'pipeline' ? statement.parent : statement).text
  const command: ShellCommand = {
    name: seen.name,
    args: seen.args,
    redirects: redirectNodes.flatMap((r) => redirectOf(r) ?? []),
    line: node.startPosition.row + 1 + ctx.lineOffset,
    text: clipped(text),
    pipeline: [],
    stage: 0,
    enclosing,
    heredocs
  }
  command.pipeline = [command]
  return command
}

/**
 * Every command in the tree, in source order. Walks with an explicit stack: a hostile script can
 * nest deeper than the call stack allows.
 */
function commandsOf(root: Node, lineOffset = 0): ShellCommand[] {
  const ctx: Context = { lineOffset, commands: [] }
  const stack: Array<{ node: Node; enclosing?: ShellCommand; done?: true }> = [{ node: root }]
  const built = new Map<number, ShellCommand>()
  while (stack.length > 0) {
    const { node, enclosing } = stack.pop()!
    if (node.type === 'comment' || node.type === 'heredoc_body') continue
    let owner = enclosing
    if (node.type === 'pipeline') {
      const stages = node.namedChildren.flatMap((child) => {
        const found = child === null ? undefined : commandOf(child)
        if (found === undefined) return []
        const command = buildCommand(found.command, found.redirects, ctx, enclosing)
        built.set(found.command.id, command)
        return [command]
      })
      stages.forEach((command, stage) => {
        command.pipeline = stages
        command.stage = stage
      })
    } else if (node.type === 'command') {
      let command = built.get(node.id)
      if (command === undefined) {
        const parent = node.parent
        const redirects =
          parent?.type === 'redirected_statement'
            ? parent.namedChildren.filter((c): c is Node => c !== null && c.id !== node.id)
            : []
        command = buildCommand(node, redirects, ctx, enclosing)
        built.set(node.id, command)
      }
      ctx.commands.push(command)
      owner = command
    }
    const children = node.namedChildren
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i]
      if (child !== null) stack.push({ node: child, enclosing: owner })
    }
  }
  return ctx.commands
}
