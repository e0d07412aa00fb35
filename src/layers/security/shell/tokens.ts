// Shell text to the commands it runs, in one linear pass: statements (a line break, `;`, `&`,
// `&&`, `||`, parentheses), pipeline stages (`|`, a `(…)` or `{ …; }` group piped into a command
// included), words (quotes, escapes and `$(…)` kept whole), redirections and here-documents; the
// `$(…)`, `<(…)` and backticks inside a word are read again as commands of their own, held by the
// command they are written in. It knows no compound commands: the keywords that open or close one
// are skipped, so the commands inside `if` or `while` are still seen, and `for`, `case` and
// `function` lines are not commands. A full bash parser (tree-sitter-bash) read the same commands
// from the 875 real skills and our own samples, at several times the cost and with a start-up of
// its own; the tests keep it as the reference this reading is checked against. Every step moves
// forward: the cost is linear in the text, times the few levels of substitution read again, so
// untrusted text cannot make it slow.
import {
  baseName,
  clipped,
  seeThroughWrappers,
  shellWord,
  stripQuotes,
  type ShellCommand
} from './commands.js'

interface Token {
  /** A word as written, or an operator (`;`, `|`, `>`, `<<`, a line break…). */
  text: string
  operator: boolean
  start: number
  end: number
  /** 1-based line where it starts. */
  line: number
  /** A here-document operator's body, filled in when its lines are read. */
  body?: string
  /** Where that body's closing delimiter line ends. */
  bodyEnd?: number
}

const [TAB, LF, CR, SPACE, QUOTE, DOLLAR, AMP, APOSTROPHE, LPAREN, RPAREN, DASH] = [
  9, 10, 13, 32, 34, 36, 38, 39, 40, 41, 45
]
const [SEMI, LT, GT, BACKSLASH, BACKTICK, LBRACE, PIPE] = [59, 60, 62, 92, 96, 123, 124]

const isBlank = (c: number) => c === SPACE || c === TAB || c === CR
const isOperatorStart = (c: number) =>
  c === SEMI || c === AMP || c === PIPE || c === LT || c === GT || c === LPAREN || c === RPAREN

const STATEMENT_END = new Set(['\n', ';', ';;', '&', '&&', '||', '(', ')'])
const STAGE_END = new Set(['|', '|&'])
const HEREDOC = new Set(['<<', '<<-'])
/** Words that open or close a compound command: the command follows them (`if curl …`). */
const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'while', 'until', 'do', 'done'])
const KEYWORD_SIGNS = new Set(['!', '{', '}', 'esac'])
/** Statements that are not commands: their words are a list, a pattern, a name or declarations. */
const NOT_COMMANDS = new Set([
  'for',
  'case',
  'select',
  'function',
  'in',
  'export',
  'local',
  'declare',
  'readonly',
  'typeset'
])
const ASSIGNMENT = /^[A-Za-z_]\w*(?:\[[^\]]*\])?\+?=/
const FD_NUMBER = /^\d{1,4}$/
/** Levels of `$(…)` read again as commands; deeper ones stay words. */
const MAX_DEPTH = 3
/** Levels of quotes and brackets followed inside one word; deeper ones are read as plain text. */
const MAX_NESTING = 32

function lineBreaks(text: string): number {
  let count = 0
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++
  return count
}

/** The end of the quoted or bracketed part whose opening character is at `at` (the text's end when unclosed). */
function skipQuoted(text: string, at: number, nesting = 0): number {
  const open = text.charCodeAt(at)
  if (open === APOSTROPHE || open === BACKTICK) {
    const close = text.indexOf(text[at]!, at + 1)
    return close === -1 ? text.length : close + 1
  }
  const close = open === QUOTE ? QUOTE : open === LPAREN ? RPAREN : 125 // `}`
  let depth = 0
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === BACKSLASH) {
      i++
    } else if (c === close) {
      if (depth === 0) return i + 1
      depth--
    } else if (c === open && open !== QUOTE) {
      depth++
    } else if (nesting < MAX_NESTING) {
      const next = text.charCodeAt(i + 1)
      const inner =
        c === DOLLAR && (next === LPAREN || next === LBRACE)
          ? i + 1
          : c === BACKTICK || (open !== QUOTE && (c === QUOTE || c === APOSTROPHE))
            ? i
            : -1
      if (inner !== -1) i = skipQuoted(text, inner, nesting + 1) - 1
    }
  }
  return text.length
}

/** Where the word starting at `at` ends: at an unquoted blank or operator. */
function wordEnd(text: string, at: number): number {
  let i = at
  while (i < text.length) {
    const c = text.charCodeAt(i)
    const next = text.charCodeAt(i + 1)
    if (c === BACKSLASH) i += 2
    else if (c === APOSTROPHE || c === QUOTE || c === BACKTICK) i = skipQuoted(text, i)
    else if (c === DOLLAR && (next === LPAREN || next === LBRACE)) i = skipQuoted(text, i + 1)
    else if ((c === LT || c === GT) && i === at && next === LPAREN) i = skipQuoted(text, i + 1)
    else if (c === LF || isBlank(c) || isOperatorStart(c)) break
    else i++
  }
  return Math.min(Math.max(i, at + 1), text.length)
}

/** The operator at `at`, longest first (`&&` is not two `&`); undefined for a word. */
function operatorAt(text: string, at: number): string | undefined {
  const c = text.charCodeAt(at)
  const d = text.charCodeAt(at + 1)
  switch (c) {
    case SEMI:
      return d === SEMI ? ';;' : ';'
    case AMP:
      if (d === GT) return text.charCodeAt(at + 2) === GT ? '&>>' : '&>'
      return d === AMP ? '&&' : '&'
    case PIPE:
      return d === PIPE ? '||' : d === AMP ? '|&' : '|'
    case LPAREN:
      return '('
    case RPAREN:
      return ')'
    case LT: {
      if (d === LPAREN) return undefined // `<(…)` is a word
      const e = text.charCodeAt(at + 2)
      if (d === LT) return e === LT ? '<<<' : e === DASH ? '<<-' : '<<'
      return d === AMP ? '<&' : d === GT ? '<>' : '<'
    }
    case GT:
      if (d === LPAREN) return undefined
      return d === GT ? '>>' : d === AMP ? '>&' : d === PIPE ? '>|' : '>'
    default:
      return undefined
  }
}

interface PendingHeredoc {
  token: Token
  delimiter: string
  strip: boolean
}

/** Reads a here-document's lines from `at` up to its delimiter line; where reading goes on. */
function readHeredoc(
  text: string,
  at: number,
  doc: PendingHeredoc
): { next: number; lines: number } {
  let lines = 0
  for (let start = at; start < text.length;) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    let current = text.slice(start, end).replace(/\r$/, '')
    if (doc.strip) current = current.replace(/^\t+/, '')
    lines++
    if (current === doc.delimiter) {
      doc.token.body = text.slice(at, start)
      doc.token.bodyEnd = end
      return { next: Math.min(end + 1, text.length), lines }
    }
    start = end + 1
  }
  doc.token.body = text.slice(at)
  doc.token.bodyEnd = text.length
  return { next: text.length, lines }
}

/** Hands each token of `text` to `take` in order (none is kept: a long text makes no garbage to keep). */
function tokenize(text: string, take: (token: Token) => void): void {
  const pending: PendingHeredoc[] = []
  let awaiting: Token | undefined
  let line = 1
  let i = 0
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (isBlank(c)) {
      i++
    } else if (c === BACKSLASH && text.charCodeAt(i + 1) === LF) {
      i += 2
      line++
    } else if (c === 35) {
      // `#` at a word's start: a comment
      const end = text.indexOf('\n', i)
      i = end === -1 ? text.length : end
    } else if (c === LF) {
      const token: Token = { text: '\n', operator: true, start: i, end: i + 1, line }
      i++
      line++
      // Here-documents begin on the line after their operator, and belong to its statement.
      for (const doc of pending.splice(0)) {
        const read = readHeredoc(text, i, doc)
        i = read.next
        line += read.lines
      }
      take(token)
    } else {
      const operator = operatorAt(text, i)
      const end = operator === undefined ? wordEnd(text, i) : i + operator.length
      const token: Token = {
        text: operator ?? text.slice(i, end),
        operator: operator !== undefined,
        start: i,
        end,
        line
      }
      take(token)
      if (operator === undefined) {
        line += lineBreaks(token.text)
        if (awaiting !== undefined) {
          pending.push({
            token: awaiting,
            delimiter: stripQuotes(token.text),
            strip: awaiting.text === '<<-'
          })
          awaiting = undefined
        }
      } else if (HEREDOC.has(operator)) {
        awaiting = token
      }
      i = end
    }
  }
}

/** The texts of the `$(…)`, `<(…)`, `>(…)` and backticks in a word (not in single quotes). */
function substitutionsIn(raw: string): string[] {
  const found: string[] = []
  let quoted = false
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]
    if (c === '\\') {
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (c === "'" && !quoted) {
      const close = raw.indexOf("'", i + 1)
      i = close === -1 ? raw.length : close
    } else if (c === '`' || ((c === '$' || c === '<' || c === '>') && raw[i + 1] === '(')) {
      const open = c === '`' ? i : i + 1
      if (c !== '`' && raw[i + 2] === '(') continue // `$((…))` is arithmetic
      const end = skipQuoted(raw, open)
      const closer = c === '`' ? '`' : ')'
      found.push(raw.slice(open + 1, raw[end - 1] === closer && end - 1 > open ? end - 1 : end))
      i = end - 1
    }
  }
  return found
}

interface Reading {
  text: string
  lineOffset: number
  depth: number
  commands: ShellCommand[]
}

/** One pipeline stage's tokens as a command (undefined for a keyword, list or assignment alone). */
function stageCommand(tokens: Token[], reading: Reading): ShellCommand | undefined {
  const words: Token[] = []
  const redirects: ShellCommand['redirects'] = []
  const heredocs: string[] = []
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!
    const next = tokens[k + 1]
    if (token.operator) {
      if (HEREDOC.has(token.text)) heredocs.push(token.body ?? '')
      else if (next !== undefined && !next.operator)
        redirects.push({ operator: token.text, target: stripQuotes(next.text) })
      if (next !== undefined && !next.operator) k++
    } else if (!(next?.operator && next.start === token.end && FD_NUMBER.test(token.text))) {
      words.push(token)
    }
  }
  let first = 0
  while (first < words.length && ASSIGNMENT.test(words[first]!.text)) first++
  const head = words[first]
  if (head === undefined || NOT_COMMANDS.has(head.text)) return undefined
  const seen = seeThroughWrappers(
    baseName(head.text),
    words.slice(first + 1).map((w) => shellWord(w.text))
  )
  return {
    name: seen.name,
    args: seen.args,
    redirects,
    line: tokens[0]!.line + reading.lineOffset,
    text: '',
    pipeline: [],
    stage: 0,
    heredocs
  }
}

function readPipeline(
  stages: Token[][],
  reading: Reading,
  enclosing: ShellCommand | undefined,
  start = stages[0]![0]!.start
): void {
  // the command as written runs to its last token, or to the end of a here-document it is fed
  let end = 0
  for (const tokens of stages) for (const t of tokens) end = Math.max(end, t.bodyEnd ?? t.end)
  const text = clipped(reading.text.slice(start, end))
  const pipeline: ShellCommand[] = []
  const commands: Array<ShellCommand | undefined> = []
  for (const tokens of stages) {
    const command = stageCommand(tokens, reading)
    commands.push(command)
    if (command === undefined) continue
    command.enclosing = enclosing
    command.text = text
    command.pipeline = pipeline
    command.stage = pipeline.length
    pipeline.push(command)
  }
  stages.forEach((tokens, s) => {
    const command = commands[s]
    if (command !== undefined) reading.commands.push(command)
    if (reading.depth < MAX_DEPTH) readSubstitutions(tokens, reading, command ?? enclosing)
  })
}

/** The commands in the `$(…)` and the like of a stage's words, held by `holder`. */
function readSubstitutions(tokens: Token[], reading: Reading, holder?: ShellCommand): void {
  for (const token of tokens) {
    if (token.operator || !/[$`<>]/.test(token.text)) continue
    for (const inner of substitutionsIn(token.text)) {
      if (/\S/.test(inner))
        readCommands(
          inner,
          reading.lineOffset + token.line - 1,
          reading.depth + 1,
          holder,
          reading.commands
        )
    }
  }
}

function readCommands(
  text: string,
  lineOffset: number,
  depth: number,
  enclosing: ShellCommand | undefined,
  commands: ShellCommand[]
): void {
  const reading: Reading = { text, lineOffset, depth, commands }
  let stages: Token[][] = []
  let stage: Token[] = []
  // Where the open `(…)` and `{ …; }` groups start, and the group that closed last: a group piped
  // into a command is its pipeline's first stage (`(crontab -l; echo …) | crontab -`).
  const groups: number[] = []
  let closed: number | undefined
  let pipelineStart: number | undefined
  // New arrays only when the old ones were used: hostile text is mostly empty statements.
  const endStage = () => {
    if (stage.length === 0) return
    stages.push(stage)
    stage = []
  }
  const endStatement = () => {
    endStage()
    if (stages.length > 0) readPipeline(stages, reading, enclosing, pipelineStart)
    stages = []
    pipelineStart = undefined
  }
  tokenize(text, (token) => {
    const atStart = stage.length === 0
    const justClosed = closed
    closed = undefined
    if (token.operator ? token.text === '(' : atStart && token.text === '{') {
      if (groups.length < MAX_NESTING) groups.push(token.start)
    } else if (token.operator ? token.text === ')' : atStart && token.text === '}') {
      closed = groups.pop()
    }
    if (!token.operator) {
      // a keyword before a command belongs to the compound command, not to the command's text
      if (!(atStart && (KEYWORDS.has(token.text) || KEYWORD_SIGNS.has(token.text))))
        stage.push(token)
    } else if (STATEMENT_END.has(token.text)) endStatement()
    else if (STAGE_END.has(token.text)) {
      if (stage.length === 0 && stages.length === 0 && justClosed !== undefined)
        pipelineStart = justClosed
      endStage()
    } else stage.push(token)
  })
  endStatement()
}

/** Every command of `text` in source order, as `commandsOf` gives them from a syntax tree. */
export function tokenCommands(text: string, lineOffset = 0): ShellCommand[] {
  const commands: ShellCommand[] = []
  readCommands(text, lineOffset, 0, undefined, commands)
  return commands
}
