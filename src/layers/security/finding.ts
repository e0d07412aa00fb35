// Building one security finding: the rule's CWE, OWASP category and default severity from the
// rule list, and the evidence made short and inert — every invisible or control character is
// written as an escape, so what hid text in the skill shows in the report.
import type { SecurityFinding, SecuritySeverity } from '../../model/index.js'
import { securityRule } from '../../model/security-rules.js'
import { clipText } from '../../skill/echo.js'

export const MAX_EVIDENCE_CHARS = 160

// Controls, format characters (zero-width, bidi), tag characters, line/paragraph separators.
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/gu

/** `text` cut to the evidence length with every control or invisible character escaped. */
export function evidenceOf(text: string): string {
  const clipped = clipText(text.trim(), MAX_EVIDENCE_CHARS)
  return clipped.replace(HIDDEN, (char) => {
    const code = char.codePointAt(0) ?? 0
    return code > 0xffff
      ? `\\u{${code.toString(16).toUpperCase()}}`
      : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`
  })
}

export interface FindingInput {
  ruleId: string
  file: string
  line: number
  message: string
  evidence: string
  /** Overrides the rule's default severity for this occurrence. */
  severity?: SecuritySeverity
}

export function securityFinding(input: FindingInput): SecurityFinding {
  const rule = securityRule(input.ruleId)
  return {
    ruleId: rule.id,
    severity: input.severity ?? rule.severity,
    file: input.file,
    line: Math.max(1, input.line),
    message: input.message,
    evidence: evidenceOf(input.evidence),
    cwe: rule.cwe,
    owasp: rule.owasp
  }
}

/** A finding as a rule reports it, before the file and the line offset of its text are known. */
export interface Hit {
  ruleId: string
  /** 1-based line within the text the rule read. */
  line: number
  message: string
  evidence: string
  severity?: SecuritySeverity
}
