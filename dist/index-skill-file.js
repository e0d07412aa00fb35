// The names a skill file may have. Every part that opens a skill (the reader, the agent's Skill
// tool, the judge's file listing, the base-branch fetch) must agree on them.
const SKILL_FILE_NAME = 'SKILL.md';
/** The lowercase name the reference validator (skills-ref) also accepts; read with a warning. */
const LOWERCASE_SKILL_FILE_NAME = 'skill.md';
/** Is `name` (an exact file name) one a skill file may have? */
function isSkillFileName(name) {
    return name === SKILL_FILE_NAME || name === LOWERCASE_SKILL_FILE_NAME;
}

export { LOWERCASE_SKILL_FILE_NAME as L, SKILL_FILE_NAME as S, isSkillFileName as i };
