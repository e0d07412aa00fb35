// How far apart two words are (insert, delete, replace, swap two neighbours), and the close word a
// user most likely meant: the CLI's "did you mean" for a flag, a harness name.

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i])
  for (let j = 1; j <= b.length; j += 1) d[0]![j] = j
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1)
      }
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

/** Edits allowed for a guess: at most a third of the word's letters wrong, and never more than 3. */
export const allowedEdits = (word: string): number => Math.min(3, Math.floor((word.length - 2) / 3))

/** The word of `words` closest to `typed` when one is close enough (allowedEdits); else undefined. */
export function closestWord(typed: string, words: readonly string[]): string | undefined {
  let best: { distance: number; word: string } | undefined
  for (const word of words) {
    const distance = editDistance(typed, word)
    if (distance <= allowedEdits(typed) && (best === undefined || distance < best.distance)) {
      best = { distance, word }
    }
  }
  return best?.word
}
