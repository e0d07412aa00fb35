// The catalogue of spec rules: one place for each rule's id, default severity and summary, used by
// the checks themselves and by renderers that describe rules (README table, SARIF rule metadata).
import type { Severity } from '../../model/index.js'

export interface SpecRuleInfo {
  severity: Severity
  summary: string
}

export const SPEC_RULES = {
  'spec/frontmatter-missing': {
    severity: 'error',
    summary: 'SKILL.md begins with a YAML frontmatter block delimited by `---` lines.'
  },
  'spec/frontmatter-yaml': {
    severity: 'error',
    summary: 'The frontmatter is valid YAML and a mapping of fields, with no key written twice.'
  },
  'spec/skill-file-name': {
    severity: 'warning',
    summary:
      'The skill file is named `SKILL.md` (a lowercase `skill.md` is read, as skills-ref reads ' +
      'it, and one next to a `SKILL.md` is ignored).'
  },
  'spec/name-required': { severity: 'error', summary: '`name` is present and not empty.' },
  'spec/name-type': { severity: 'error', summary: '`name` is a string.' },
  'spec/name-length': {
    severity: 'error',
    summary: '`name` is at most 64 characters (after NFKC normalisation).'
  },
  'spec/name-format': {
    severity: 'error',
    summary:
      '`name` is lowercase, uses only a–z, 0–9 and `-` (Unicode letters and digits with ' +
      '`--allow-unicode-names` or the `allow-unicode-names` input), does not start or end with ' +
      '`-` and has no `--`.'
  },
  'spec/name-directory': {
    severity: 'error',
    summary: '`name` equals the NFKC-normalised name of the skill directory.'
  },
  'spec/description-required': {
    severity: 'error',
    summary: '`description` is present and not blank.'
  },
  'spec/description-type': { severity: 'error', summary: '`description` is a string.' },
  'spec/description-length': {
    severity: 'error',
    summary: '`description` is at most 1,024 characters.'
  },
  'spec/compatibility-type': {
    severity: 'error',
    summary: '`compatibility`, when present, is a string.'
  },
  'spec/compatibility-length': {
    severity: 'error',
    summary:
      '`compatibility`, when present, is 1–500 characters (an empty one, which skills-ref ' +
      'accepts, is a warning).'
  },
  'spec/metadata-type': { severity: 'error', summary: '`metadata` is a mapping.' },
  'spec/metadata-value-type': {
    severity: 'warning',
    summary:
      'Each `metadata` value is a string, not a nested mapping or list (skills-ref accepts them, ' +
      'turned into strings).'
  },
  'spec/metadata-value-unquoted': {
    severity: 'warning',
    summary:
      'A `metadata` value that YAML reads as a number, boolean, date or null; quote it to make it ' +
      'the string the spec requires.'
  },
  'spec/license-type': {
    severity: 'warning',
    summary: '`license`, when present, is a string (skills-ref does not check it).'
  },
  'spec/allowed-tools-type': {
    severity: 'warning',
    summary:
      '`allowed-tools`, when present, is a space-separated string (skills-ref does not check it).'
  },
  'spec/allowed-tools-list': {
    severity: 'warning',
    summary:
      '`allowed-tools` written as a YAML list (a Claude Code form); the spec defines a ' +
      'space-separated string.'
  },
  'spec/unknown-field': {
    severity: 'warning',
    summary:
      'A top-level field that is neither a spec field nor an accepted platform extension ' +
      '(an error with `--unknown-fields error` or the `unknown-fields: error` input).'
  },
  'spec/platform-field': {
    severity: 'notice',
    summary:
      'Top-level fields accepted as platform extensions (Claude Code fields the spec does not ' +
      'define); a warning or an error per field with `--platform-fields warn` or `error` (the ' +
      '`platform-fields` input).'
  },
  'spec/missing-file': {
    severity: 'error',
    summary:
      'A relative markdown link in SKILL.md names a file that does not exist in the skill ' +
      'folder (error); a written path under references/, scripts/ or assets/ that the text runs ' +
      'or directs the agent at is a warning, a notice when a sibling skill it names holds it.'
  },
  'spec/link-outside': {
    severity: 'notice',
    summary:
      'A relative link or path in SKILL.md leads outside the skill folder (`../`, an absolute ' +
      'path, a symbolic link); it is not followed, and the file is not part of the skill.'
  },
  'spec/links-unchecked': {
    severity: 'warning',
    summary:
      'SKILL.md links more than 1,000 distinct paths; the rest were not checked for ' +
      '`spec/missing-file`.'
  },
  'spec/file-lines': {
    severity: 'warning',
    summary: 'Recommendation: SKILL.md as a whole (frontmatter and body) is at most 500 lines.'
  },
  'spec/body-tokens': {
    severity: 'warning',
    summary: 'Recommendation: the body is at most ~5,000 tokens (UTF-16 length / 4).'
  }
} as const satisfies Record<string, SpecRuleInfo>

export type SpecRuleId = keyof typeof SPEC_RULES
