// Maps a character offset of the normalised SKILL.md to its 1-based line (lines end at `\n`,
// the same lines PluginEval counts).

export class LineIndex {
  private readonly newlines: number[] = []

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.newlines.push(i)
  }

  /** Number of lines: `\n` count + 1 (PluginEval line_count). */
  get lineCount(): number {
    return this.newlines.length + 1
  }

  /** 1-based line of the character at `offset`. */
  lineAt(offset: number): number {
    let lo = 0
    let hi = this.newlines.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.newlines[mid]! < offset) lo = mid + 1
      else hi = mid
    }
    return lo + 1
  }
}
