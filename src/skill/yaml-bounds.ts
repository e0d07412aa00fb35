// The limits a YAML text must meet before it is parsed, apart from the parser that enforces them
// (yaml-nesting.ts): a frontmatter's refusal message names them, and reading a frontmatter must
// not load the parser when the fast path reads it.

/** Nesting beyond this is refused before parsing; the spec's fields nest two levels at most. */
export const MAX_YAML_DEPTH = 64
/** Aliases beyond this count are refused (billion-laughs style YAML bombs). */
export const MAX_YAML_ALIASES = 100

/** Which limit a text crossed. */
export type YamlLimit = 'nesting' | 'aliases' | 'tokens'
