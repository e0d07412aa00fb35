// The short security block of a skill in the comment and the summary: the scan's counts by
// severity, then its findings (most severe first, capped), each with rule, place, what it does,
// the evidence and its CWE / OWASP category; suppressed ones say so and why. The LLM review, when
// it ran, adds its verdict and the behaviour it found undeclared.
import type { RootContent } from 'mdast'
import {
  securityFindingsOf,
  securityReviewOf,
  SECURITY_SEVERITIES,
  type SecurityFinding,
  type SecurityReviewRecord,
  type SkillReport
} from '../model/index.js'
import { code, list, paragraph, strong, text } from './mdast.js'
import { cappedItems, MESSAGE_CHARS } from './phrases.js'
import { formatLocation } from './text.js'
import { plural } from '../model/plural.js'

const EVIDENCE_CHARS = 160

/** "2 critical, 1 high" over the findings that are not suppressed; "none" when there are none. */
export function severityCounts(findings: readonly SecurityFinding[]): string {
  const open = findings.filter((f) => f.suppressed === undefined)
  const parts = SECURITY_SEVERITIES.flatMap((severity) => {
    const n = open.filter((f) => f.severity === severity).length
    return n === 0 ? [] : [`${n} ${severity}`]
  })
  const suppressed = findings.length - open.length
  if (suppressed > 0) parts.push(`${suppressed} suppressed`)
  return parts.length === 0 ? 'no findings' : parts.join(', ')
}

function findingItem(finding: SecurityFinding) {
  return [
    paragraph(
      strong(text(finding.suppressed === undefined ? finding.severity : 'suppressed')),
      text(' '),
      code(finding.ruleId),
      text(' at '),
      code(formatLocation(finding.file, finding.line)),
      text(` — ${finding.message}`, MESSAGE_CHARS),
      text(': '),
      code(finding.evidence, EVIDENCE_CHARS),
      text(
        ` (${finding.cwe}, ${finding.owasp})` +
          (finding.suppressed === undefined
            ? ''
            : ` — was ${finding.severity}, allowed by ${finding.suppressed.by === 'comment' ? 'a comment' : 'security-allow'}: ${finding.suppressed.reason}`),
        MESSAGE_CHARS
      )
    )
  ]
}

function reviewLines(record: SecurityReviewRecord | undefined): RootContent[] {
  const review = securityReviewOf(record)
  if (review === undefined) return []
  const verdict =
    review.verdict === 'consistent'
      ? 'does only what its description announces'
      : 'does things its description does not announce'
  return [
    paragraph(
      strong(text('LLM security review')),
      text(`: ${verdict} — ${review.summary}`, MESSAGE_CHARS)
    )
  ]
}

export function securityBlock(skill: SkillReport): RootContent[] {
  const scan = skill.layers.security
  if (scan === undefined) return []
  const failed =
    scan.status === 'error'
      ? [
          paragraph(
            strong(text('Security scan failed')),
            text(`: ${scan.reason ?? 'no reason given'}`, MESSAGE_CHARS)
          )
        ]
      : []
  const findings = securityFindingsOf(skill.layers)
  const head = paragraph(
    strong(text('Security')),
    text(`: ${severityCounts(findings)} in ${plural(scan.filesScanned, 'file')} scanned`)
  )
  const items = findings.length === 0 ? [] : [list(cappedItems(findings, findingItem))]
  return [...failed, head, ...items, ...reviewLines(skill.layers.security_review)]
}
