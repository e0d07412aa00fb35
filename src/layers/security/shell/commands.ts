// A bash syntax tree reduced to the commands it runs: name, arguments, redirections, the pipeline
// each one is part of, and the command whose argument (a `$(…)` or `<(…)`) holds it. Comments,
// quoted strings and here-documents are text, not commands, so `echo "curl x | sh"` yields one
// `echo` and `curl x | sh` yields a two-stage pipeline.
import type { Node } from 'web-tree-sitter'

export interface ShellWord {
  /** As written. */
  raw: string
  /** Quotes removed (good enough for matching paths and flags). */
  value: string
  /** Holds a `$VAR`, `${…}`, `$(…)` or backticks. */
  expands: boolean
}

export interface ShellCommand {
  /** Program name, lower case, without its folder (`/bin/bash` → `bash`), `sudo` and the like seen through. */
  name: string
  args: ShellWord[]
  redirects: Array<{ operator: string; target: string }>
  /** 1-based line within the parsed text. */
  line: number
  /** The command as written (one line of it at most 400 characters). */
  text: string
  /** The pipeline it is a stage of (itself alone when it is not piped). */
  pipeline: ShellCommand[]
  stage: number
  /** The command whose argument or redirection holds this one in a substitution. */
  enclosing?: ShellCommand
  /** Here-document bodies fed to it. */
  heredocs: string[]
}

/** Programs that run the rest of their arguments as a command. */
const WRAPPERS = new Set([
  'sudo',
  'doas',
  'env',
  'command',
  'exec',
  'nohup',
  'time',
  'nice',
  'builtin'
])
/** Wrapper flags that take a value (`sudo -u root`). */
const WRAPPER_FLAGS_WITH_VALUE = new Set(['-u', '-g', '-C', '-n', '-p', '-U'])

export const stripQuotes = (raw: string) => raw.replace(/["']/g, '')

export function baseName(word: string): string {
  const value = stripQuotes(word)
  const slash = Math.max(value.lastIndexOf('/'), value.lastIndexOf('\\'))
  return (slash === -1 ? value : value.slice(slash + 1)).toLowerCase()
}

export function shellWord(raw: string): ShellWord {
  return { raw, value: stripQuotes(raw), expands: raw.includes('$') || raw.includes('`') }
}

/** `sudo -E bash -` → name `bash`, args `['-']`. */
export function seeThroughWrappers(
  name: string,
  args: ShellWord[]
): { name: string; args: ShellWord[] } {
  let current = name
  let rest = args
  for (let depth = 0; depth < 4 && WRAPPERS.has(current); depth++) {
    let i = 0
    while (i < rest.length) {
      const value = rest[i]!.value
      if (value.startsWith('-')) i += WRAPPER_FLAGS_WITH_VALUE.has(value) ? 2 : 1
      else if (current === 'env' && value.includes('=')) i += 1
      else break
    }
    if (i >= rest.length) break
    current = baseName(rest[i]!.raw)
    rest = rest.slice(i + 1)
  }
  return { name: current, args: rest }
}

const MAX_TEXT = 400

/** A command's text as evidence: at most MAX_TEXT characters. */
export const clipped = (text: string) =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text

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
export function commandsOf(root: Node, lineOffset = 0): ShellCommand[] {
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
