// Maps a character offset of the normalised SKILL.md to its 1-based line (lines end at `\n`,
// the same lines PluginEval counts).

export class LineIndex {
  /** The offsets of the `\n`s, in order. */
  private readonly newlines: Int32Array

  constructor(text: string) {
    // Counted first, then written into a typed array of that size: no array grown by copies, and
    // nothing for the collector to move (texts are far shorter than 2^31 characters).
    let count = 0
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++
    this.newlines = new Int32Array(count)
    let k = 0
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.newlines[k++] = i
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
