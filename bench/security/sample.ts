// A sample skill of the security benchmark: its files, and the rules it must trigger (none for a
// benign one).
export interface Sample {
  name: string
  labels: string[]
  /** Relative path → text; SKILL.md first. */
  files: Record<string, string>
}
