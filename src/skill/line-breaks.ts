// Walking a text's lines in place, for a given set of line-break characters (Python's
// `splitlines()` knows eight besides `\n`; a JavaScript `^` in multiline mode knows three). Most
// texts hold `\n` alone, and then one indexOf per line is many times faster than a search for a
// class of characters, so the class is searched only in a text that holds another break.
export class LineBreaks {
  /** Matches any one of the breaks (not global: for `split` and `test`). */
  readonly pattern: RegExp
  private readonly others: readonly string[]
  // global only to start the search at lastIndex
  private readonly anyFrom: RegExp

  constructor(breaks: readonly string[]) {
    const escaped = breaks.map((b) => `\\u${b.charCodeAt(0).toString(16).padStart(4, '0')}`)
    this.pattern = new RegExp(`[${escaped.join('')}]`)
    this.anyFrom = new RegExp(this.pattern.source, 'g')
    this.others = breaks.filter((b) => b !== '\n')
  }

  /** Whether `text` holds a break other than `\n`. One search per character. */
  hasOther(text: string): boolean {
    return this.others.some((lineBreak) => text.includes(lineBreak))
  }

  /**
   * The offset of the first break at or after `from` in `text`, or -1. `onlyNewlines` is
   * `!hasOther(text)`, worked out once per text.
   */
  next(text: string, from: number, onlyNewlines: boolean): number {
    if (onlyNewlines) return text.indexOf('\n', from)
    this.anyFrom.lastIndex = from
    return this.anyFrom.exec(text)?.index ?? -1
  }
}
