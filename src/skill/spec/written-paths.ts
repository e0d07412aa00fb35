// Paths written out in SKILL.md's text (not linked) under references/, scripts/ or assets/, and
// whether the text around one makes it a reference the agent will follow. A written path is a
// reference only when the text directs the agent at it: a command that runs it, or a sentence
// that tells the agent to read, load or use it (or a list of files under a "Scripts" or
// "References" heading). Advice on how to lay out *other* skills ("for example
// `references/finance.md`"), placeholders (`scripts/<name>.py`, `scripts/script_name.py`) and files
// the skill writes into the user's project (`cp … scripts/deploy.sh`, a config block) are not.

/** A prefix some runtimes expand to the skill's own folder: `{baseDir}/`, `${CLAUDE_SKILL_DIR}/`. */
export const SKILL_ROOT_PREFIX =
  /^(?:\{baseDir\}|\$\{?(?:baseDir|(?:CLAUDE_)?SKILL_(?:DIR|ROOT))\}?)\//

/** Text without it holds no written path: a cheap test before the full pattern. */
export const WRITTEN_PATH_FOLDER = /(?:references|scripts|assets)\//

// A path under one of the spec's folders, with an optional skill-root or `./` prefix. It must not
// continue a longer path or word (`src/assets/x`, `https://…/scripts/x`, `${PLUGIN}/scripts/x`).
// Placeholder characters (`<`, `>`, `*`, `$`, a `{…}` group even with commas) are taken in, so the
// whole written token is quoted and a placeholder is recognised as one.
const WRITTEN_PATH =
  /(?<![\p{L}\p{N}_./\\~$%{}-])(?:(?:\{baseDir\}|\$\{?(?:baseDir|(?:CLAUDE_)?SKILL_(?:DIR|ROOT))\}?)\/|\.\/)?(?:references|scripts|assets)\/(?:\{[^\s{}`]*\}|[^\s`'"()[\]|,;!?={])*/gu
const TRAILING = /[.:…]+$/u
// Characters that only a placeholder or a pattern holds.
const PLACEHOLDER_CHAR = /[<>{}*$…]|\.\.\./
// Names that stand for "some file" in examples, compared without extension, case and `-`/`_`.
const PLACEHOLDER_NAMES = new Set([
  'filename',
  'file_name',
  'file',
  'name',
  'script',
  'script_name',
  'scriptname',
  'example',
  'foo',
  'bar',
  'baz',
  'xxx',
  'path',
  'topic',
  'something'
])
// One brace group of alternatives, `.{sh,ps1}`: the token names each of them.
const BRACE_GROUP = /\{([^{}]*,[^{}]*)\}/
const MAX_ALTERNATIVES = 8

export interface WrittenPath {
  /** The token as written, for messages. */
  written: string
  /** Its offset in the text it was found in. */
  at: number
}

/** The written paths of one piece of text, placeholders and bare folder names left out. */
export function writtenPaths(text: string): WrittenPath[] {
  const found: WrittenPath[] = []
  WRITTEN_PATH.lastIndex = 0
  for (let match = WRITTEN_PATH.exec(text); match !== null; match = WRITTEN_PATH.exec(text)) {
    const written = match[0].replace(TRAILING, '')
    found.push({ written, at: match.index })
  }
  return found
}

/**
 * The file paths a written token names, relative to the skill folder: one, several for a brace
 * group (`scripts/run.{sh,ps1}`), none for a placeholder or a bare folder name (`scripts/`).
 */
export function namedPaths(written: string): string[] {
  const plain = written.replace(SKILL_ROOT_PREFIX, '').replace(/^\.\//, '')
  const group = BRACE_GROUP.exec(plain)
  const expanded = group
    ? group[1]!
        .split(',')
        .slice(0, MAX_ALTERNATIVES)
        .map((alternative) => plain.replace(group[0], alternative))
    : [plain]
  return expanded.filter((path) => !isPlaceholder(path) && /\/[^/]/.test(path))
}

function isPlaceholder(path: string): boolean {
  if (PLACEHOLDER_CHAR.test(path)) return true
  return path.split('/').some((segment) => {
    const stem = segment
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replaceAll('-', '_')
    return PLACEHOLDER_NAMES.has(stem) || /^(?:your|my)_/.test(stem)
  })
}
