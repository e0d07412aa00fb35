// Shell text to commands, within bounds. tree-sitter-bash's error recovery can take time that
// grows much faster than the text on shapes no real script has (a long line of unclosed
// parentheses, `x=(` or `<<` repeated: 0.2 s for 2,000 characters, minutes for 300,000), and a
// pull request's text is untrusted. So the parser is given a piece only when it is small enough
// and no line of it is too long (the real skills' longest shell line is 745 characters and their
// largest piece 24 KB), and only for the CPU time left in its skill's budget; past any of these the
// piece is read by the cheap tokenizer (shell/tokens.ts), whose cost is linear. A line longer than
// any command a person writes or reviews (4,096 characters) is not read as shell at all: the line
// rules read it, as they read code in other languages, at a far smaller cost per character. On
// real skills no limit is reached, so their findings do not depend on the machine.
import { performance } from 'node:perf_hooks'
import { commandsOf, type ShellCommand } from './commands.js'
import { bashParser, withBashTree } from './parser.js'
import { tokenCommands } from './tokens.js'

/** The largest piece of shell text the parser is given. */
export const MAX_PARSED_CHARS = 64 * 1024
/** The longest line a piece given to the parser may hold. */
export const MAX_PARSED_LINE = 1000
/** The longest line read as shell. */
export const MAX_SHELL_LINE = 4096
/** A skill's parse time: a fixed part and a part per character of its files. */
const BUDGET_BASE_MS = 150
const BUDGET_MS_PER_CHAR = 0.004
/** A piece parsed in less wall time than this is charged its wall time (see `spend`). */
const SHORT_MS = 2

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * The CPU time the parser may still spend on the shell text of one skill, shared by its pieces
 * (CPU time, not the wall clock: a busy machine must not change what is parsed).
 */
export class ShellBudget {
  constructor(private leftMs: number) {}

  /** The budget of a skill whose scanned files hold `chars` characters in all. */
  static forChars(chars: number): ShellBudget {
    return new ShellBudget(BUDGET_BASE_MS + chars * BUDGET_MS_PER_CHAR)
  }

  get exhausted(): boolean {
    return this.leftMs <= 0
  }

  /** Runs `parse` with a stop test that says when the budget is spent; charges what it used. */
  spend<T>(parse: (stop: () => boolean) => T): T {
    // Reading the CPU clock is a system call, and a skill can hold thousands of pieces that each
    // parse in a fraction of a millisecond. So a piece is charged its wall time (for one thread,
    // never much less than its CPU time) until it has run SHORT_MS; from then on the CPU clock
    // counts, taking the wall time so far as the CPU time so far.
    const wallStart = performance.now()
    let cpuBase: number | undefined
    const cpuSpent = (wall: number) => {
      if (wall < SHORT_MS) return wall
      cpuBase ??= cpuMs() - wall
      return cpuMs() - cpuBase
    }
    const stop = () => {
      const wall = performance.now() - wallStart
      return wall >= this.leftMs && cpuSpent(wall) >= this.leftMs
    }
    try {
      return parse(stop)
    } finally {
      this.leftMs -= cpuSpent(performance.now() - wallStart)
    }
  }
}

function hasLineOver(text: string, limit: number): boolean {
  let start = 0
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    if (end - start > limit) return true
    start = end + 1
  }
  return text.length - start > limit
}

/** The line rules read lines of up to 4,000 characters, and match over spans of at most 300. */
const WINDOW = 4000
const WINDOW_STEP = 3400

/**
 * `text` with its lines too long to read as shell blanked (line numbers kept), and those lines cut
 * in overlapping windows the line rules can read, each with its 1-based line.
 */
export function splitLongLines(text: string): {
  shell: string
  long: Array<{ line: number; text: string }>
} {
  if (!hasLineOver(text, MAX_SHELL_LINE)) return { shell: text, long: [] }
  const long: Array<{ line: number; text: string }> = []
  const lines = text.split('\n').map((line, i) => {
    if (line.length <= MAX_SHELL_LINE) return line
    for (let at = 0; at < line.length; at += WINDOW_STEP)
      long.push({ line: i + 1, text: line.slice(at, at + WINDOW) })
    return ''
  })
  return { shell: lines.join('\n'), long }
}

/** Every command of `text`, from the parser when the bounds allow it, else from the tokenizer. */
export async function shellCommands(
  text: string,
  lineOffset: number,
  budget = ShellBudget.forChars(text.length)
): Promise<ShellCommand[]> {
  if (text.length > MAX_PARSED_CHARS || budget.exhausted || hasLineOver(text, MAX_PARSED_LINE))
    return tokenCommands(text, lineOffset)
  // Loading the parser (the first time) is not charged to the budget.
  const parser = await bashParser()
  const parsed = budget.spend((stop) =>
    withBashTree(parser, text, (root) => commandsOf(root, lineOffset), stop)
  )
  return parsed ?? tokenCommands(text, lineOffset)
}
