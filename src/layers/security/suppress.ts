// Waiving a finding on purpose: a `skill-ci: allow RULE reason` comment on the finding's line (any
// comment style: `# …`, `// …`, `<!-- … -->`) or on the line above it (where markdown has nowhere
// else to put an HTML comment), or an entry of the run's allow-list (`RULE` or `RULE path`).
// A waived finding stays in the report, marked suppressed with its reason; it never fails the gate.
import type { SecurityFinding } from '../../model/index.js'

const ALLOW = /skill-ci:\s*allow\s+([\w/*-]+)(?:\s+([^\n]*?))?\s*(?:-->|\*\/)?\s*$/

export interface AllowEntry {
  rule: string
  /** A file or folder relative to the scanned root; absent: everywhere. */
  path?: string
}

/** Parses `RULE` / `RULE path` entries (comma- or newline-separated). */
export function parseAllowList(text: string): AllowEntry[] {
  return text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [rule, path] = entry.split(/\s+/, 2) as [string, string | undefined]
      return path === undefined
        ? { rule }
        : { rule, path: path.replace(/^\.\//, '').replace(/\/+$/, '') }
    })
}

const ruleMatches = (pattern: string, id: string) =>
  pattern === id ||
  pattern === '*' ||
  (pattern.endsWith('/*') && id.startsWith(pattern.slice(0, -1)))

function allowCommentOn(line: string | undefined, id: string): string | undefined {
  if (line === undefined || line.length > 2000 || !line.includes('skill-ci')) return undefined
  const match = ALLOW.exec(line)
  if (match === null || !ruleMatches(match[1] ?? '', id)) return undefined
  return (match[2] ?? '').trim() || 'no reason given'
}

/** Marks the findings of one file that an allow comment or the allow-list waives. */
export function applySuppressions(
  findings: SecurityFinding[],
  lines: readonly string[],
  allow: readonly AllowEntry[]
): SecurityFinding[] {
  return findings.map((finding) => {
    const line = finding.line ?? 1
    const reason =
      allowCommentOn(lines[line - 1], finding.ruleId) ??
      allowCommentOn(lines[line - 2], finding.ruleId)
    if (reason !== undefined) return { ...finding, suppressed: { by: 'comment' as const, reason } }
    const entry = allow.find(
      (e) =>
        ruleMatches(e.rule, finding.ruleId) &&
        (e.path === undefined || finding.file === e.path || finding.file.startsWith(`${e.path}/`))
    )
    if (entry !== undefined) {
      return {
        ...finding,
        suppressed: { by: 'config' as const, reason: 'listed in security-allow' }
      }
    }
    return finding
  })
}
