// What the text around a written path says it is: a command the agent runs, a file the agent is
// directed to read or use, or neither (an example, a file of the user's project, a mention). Only
// the first two are references whose absence matters. Every test reads a bounded stretch of one
// line, so the cost is linear in the text.

export type PathUse = 'command' | 'directed'

/** What the line a path is on says, worked out once per line. */
export interface PathPlace {
  /** The line gives an example, speaks of the user's project, or sits under a heading of examples. */
  example: boolean
  /** The line directs the agent at a file, or lists files under a heading of files. */
  directed: boolean
  /** The line is a comment of a code block, or a code block that is not shell. */
  notCommand: boolean
  /** In a fenced code block. */
  code: boolean
}

/** The facts of one line: `code` is the info word of its fenced code block, null in prose. */
export function pathPlace(line: string, heading: string, code: string | null): PathPlace {
  return {
    example: EXAMPLE.test(line) || PROJECT.test(line) || HEADING_OF_EXAMPLES.test(heading),
    directed: DIRECTIVE.test(line) || (FILES_HEADING.test(heading) && LIST_OR_ROW.test(line)),
    notCommand: code !== null && (!SHELL_BLOCK.test(code) || /^\s*#/.test(line)),
    code: code !== null
  }
}

// Commands are looked for this far back from the path, after the last separator of commands.
const COMMAND_WINDOW = 160
const SEPARATOR = /&&|\|\||[;|(`"']|\$\(|:\s/g
// What may stand before a script in a command: a prompt, sudo, variables, a runner (`uv run`),
// then an interpreter with its options.
const RUNNER =
  /^\s*(?:\$\s+)?(?:sudo\s+)?(?:[A-Za-z_]\w*=\S*\s+)*(?:(?:uv|poetry|pipenv|pdm|hatch|rye)\s+run\s+(?:--?[\w-]+(?:[= ](?!-)[^\s-]\S*)?\s+)*)?(?:(?:python[\d.]*|py|node|bun(?:\s+run)?|deno\s+run(?:\s+-\S+)*|npx\s+tsx|tsx|ts-node|bash|sh|zsh|pwsh|powershell(?:\s+-File)?|ruby|perl|Rscript|php|source|\.)\s+(?:-\S+\s+)*)?$/
// An interpreter or runner, which makes a command of a path in prose too.
const INTERPRETER =
  /\b(?:run|python[\d.]*|py|node|bun|deno|tsx|ts-node|bash|sh|zsh|pwsh|powershell|ruby|perl|Rscript|php|source)\s+(?:-\S+\s+)*$/
// White space a command may start with.
const LEAD = 16
// A script run by its path (`./scripts/x.sh`), not a document.
const RUNNABLE = /^\.\/.*(?:\.(?:sh|bash|zsh|py|js|mjs|cjs|ts|rb|pl|ps1)|\/[\w-]+)$/
// Code blocks whose lines are commands; any other language is a file's content (config, code).
const SHELL_BLOCK =
  /^(?:|sh|bash|zsh|shell|console|shell-session|terminal|powershell|pwsh|ps1|cmd|bat|text)$/i

// Sentences that give an example or describe another skill's layout.
const EXAMPLE =
  /\b(?:e\.g\.|for example|for instance|examples?\W{0,3}:|such as|would be|could be|might be|like this)/i
// Sentences about the user's own repository, whose files the skill does not ship.
const PROJECT = /\b(?:your|the user'?s|the|this) (?:repo|repository|project|codebase)\b/i
// Sentences that direct the agent at a file.
const DIRECTIVE =
  /\b(?:see|read|reads|load|loads|consult|refer to|open|follow|check|review|use|uses|run|runs|execute|invoke|call|details? in|documented in|described in|defined in|explained in|covered in|lives? in)\b|→/i
// Headings over lists or tables of the skill's own files.
const FILES_HEADING =
  /\b(?:references?|resources?|scripts?|files?|assets?|templates?|guides?|docs?|documentation|reading|tools?|utilities|helpers?)\b/i
const HEADING_OF_EXAMPLES = /\b(?:anatomy|examples?)\b/i
const FILE_LIKE = /\.[\w-]+$|\.\{[\w,-]+\}$|\/$/
const LIST_OR_ROW = /^\s*(?:[-*+]|\d{1,9}[.)]|\|)/
// A file being made, not read: saved, created, copied to, written out.
const MADE =
  /\b(?:save|saves|saved|create|creates|created|write|writes|written|generate|generates|scaffold|touch|mkdir|cp|mv|tee|chmod|install -m)\b|>\s*$/i

/** How the path at `at` in `text` (a piece of `place.line`) is used, if it is a reference. */
export function pathUse(
  written: string,
  text: string,
  at: number,
  place: PathPlace
): PathUse | undefined {
  if (place.notCommand) return undefined
  const command = lastCommand(text.slice(Math.max(0, at - COMMAND_WINDOW), at))
  if (place.code) return RUNNER.test(command) ? 'command' : undefined
  if (INTERPRETER.test(command)) return 'command'
  if (place.example) return undefined
  // A script written alone where a command starts (`./scripts/run.sh` as the whole inline code)
  if (at <= LEAD && text.slice(0, at).trim() === '' && RUNNABLE.test(written)) return 'command'
  // Outside a command, a file is written with its extension (or a folder with its `/`):
  // `scripts/commands` or `assets/code` in a sentence is two words.
  if (!FILE_LIKE.test(written)) return undefined
  return place.directed ? 'directed' : undefined
}

/** The text after the last separator of commands (`&&`, `;`, a quote, `Run: `). */
function lastCommand(before: string): string {
  let start = 0
  SEPARATOR.lastIndex = 0
  for (let match = SEPARATOR.exec(before); match !== null; match = SEPARATOR.exec(before)) {
    start = match.index + match[0].length
  }
  return before.slice(start)
}

/** Whether the text before a path says the file is being made (so it is the user's, not ours). */
export function madeHere(text: string, at: number): boolean {
  return MADE.test(text.slice(Math.max(0, at - COMMAND_WINDOW), at))
}
