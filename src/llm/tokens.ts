// The one rough rule for turning text into tokens without a tokenizer: about 4 characters per
// token. Budget bounds, prompt caps and the size profile all use it, so their numbers agree. It
// is also skill-validator's estimate (ceil of the UTF-16 length / 4), which the size profile
// must reproduce exactly. Pure: imports nothing.

/** Characters per token in every estimate skill-ci makes. */
export const CHARS_PER_TOKEN = 4

/** Estimated tokens of `text` (its UTF-16 length) or of a number of characters, rounded up. */
export function estimateTokens(textOrChars: string | number): number {
  const chars = typeof textOrChars === 'string' ? textOrChars.length : textOrChars
  return Math.ceil(chars / CHARS_PER_TOKEN)
}
