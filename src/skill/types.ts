// Shapes shared by the skill reader, the static layer, the spec rules and the size profile.
// Line numbers are 1-based lines of the SKILL.md after CRLF and CR become LF (as in PluginEval).

/** The frontmatter block of a SKILL.md, split and parsed as PluginEval does. */
export interface Frontmatter {
  /** Content starts with `---` and a second `---` exists, so the YAML block was parsed. */
  delimited: boolean
  /** The parsed mapping; `{}` when absent, invalid or falsy (as in PluginEval). */
  data: Record<string, unknown>
  /**
   * The YAML parse error, when the block did not parse (the skill is still scored with `{}`): a
   * short message that says where and what to change, and the line it points at.
   */
  yamlError?: { message: string; line?: number }
  /**
   * Keys written twice in one mapping (PyYAML keeps the last; YAML 1.2 and the reference
   * validator reject the file): the first few, with the lines of both occurrences.
   */
  duplicateKeys?: DuplicateKeyLines[]
  /** How many duplicate keys there are in all (more than `duplicateKeys` lists when many). */
  duplicateKeyCount?: number
  /** Line of each top-level key of `data`, for findings that point at a field. */
  keyLines: Record<string, number>
  /** Line on which the body (text after the second `---`) begins; 1 without frontmatter. */
  bodyStartLine: number
}

export interface DuplicateKeyLines {
  /** The key as YAML read it, cut to a printable length. */
  key: string
  firstLine: number
  line: number
}

/** What the file system says about a skill folder, gathered once by the reader (I/O at the edge). */
export interface SkillFolderFacts {
  /** Absolute path of the skill folder. */
  dir: string
  /** Last path component of the folder (PluginEval's fallback for `name`). */
  dirName: string
  /** `references` exists as any file-system entry. */
  hasReferences: boolean
  /** Names of regular files directly inside `references/` (symlinks followed). */
  referenceFiles: string[]
  hasAssets: boolean
  assetFiles: string[]
}
