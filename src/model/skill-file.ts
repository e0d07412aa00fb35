// The names a skill file may have. Every part that opens a skill (the reader, the agent's Skill
// tool, the judge's file listing, the base-branch fetch) must agree on them.

export const SKILL_FILE_NAME = 'SKILL.md'
/** The lowercase name the reference validator (skills-ref) also accepts; read with a warning. */
export const LOWERCASE_SKILL_FILE_NAME = 'skill.md'

/** Is `name` (an exact file name) one a skill file may have? */
export function isSkillFileName(name: string): boolean {
  return name === SKILL_FILE_NAME || name === LOWERCASE_SKILL_FILE_NAME
}
