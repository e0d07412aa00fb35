// Shapes shared by the skill reader, the static layer, the spec rules and the size profile.
// Line numbers are 1-based lines of the newline-normalised SKILL.md (PluginEval §1.1.3).

/** The frontmatter block of a SKILL.md, split and parsed per PluginEval §1.2–§1.4. */
export interface Frontmatter {
  /** Content starts with `---` and a second `---` exists, so the YAML block was parsed. */
  delimited: boolean
  /** The parsed mapping; `{}` when absent, invalid or falsy (PluginEval §1.2.4). */
  data: Record<string, unknown>
  /** The YAML parse error, when the block did not parse (the skill is still scored with `{}`). */
  yamlError?: { message: string; line?: number }
  /** Line of each top-level key of `data`, for findings that point at a field. */
  keyLines: Record<string, number>
  /** Line on which the body (text after the second `---`) begins; 1 without frontmatter. */
  bodyStartLine: number
}

/** What the file system says about a skill folder, gathered once by the reader (I/O at the edge). */
export interface SkillFolderFacts {
  /** Absolute path of the skill folder. */
  dir: string
  /** Last path component of the folder (PluginEval §1.1.4). */
  dirName: string
  /** `references` exists as any file-system entry. */
  hasReferences: boolean
  /** Names of regular files directly inside `references/` (symlinks followed). */
  referenceFiles: string[]
  hasAssets: boolean
  assetFiles: string[]
}
