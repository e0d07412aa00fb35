// A command as the shell rules see it: name, arguments, redirections, the pipeline it is a stage
// of, and the command whose argument (a `$(…)` or `<(…)`) holds it. Comments, quoted strings and
// here-documents are text, not commands, so `echo "curl x | sh"` yields one `echo` and
// `curl x | sh` yields a two-stage pipeline. The words' helpers are here too.

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
