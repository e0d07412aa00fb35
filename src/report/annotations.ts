// Check-run annotations: one per finding of every kind (security findings that were not
// suppressed included), on the offending file and line. The action
// sends them in batches of 50; the fallback to workflow-command annotations takes the first few,
// so the list is ordered most severe first.
import { z } from 'zod'
import { antiPatternFix, PORTABILITY_ADVICE, findingAdvice } from './advice.js'
import {
  findSecurityRule,
  securityFindingsOf,
  type RunReport,
  type SecuritySeverity,
  type Severity
} from '../model/index.js'
import { neutralise } from './neutralise.js'
import { repoPath, truncateChars, truncateUtf8 } from './text.js'

export const AnnotationLevelSchema = z.enum(['failure', 'warning', 'notice'])
export type AnnotationLevel = z.infer<typeof AnnotationLevelSchema>

/** The shape of one `output.annotations[]` item of the Checks API. */
export const AnnotationSchema = z.object({
  path: z.string(),
  start_line: z.number().int().positive(),
  end_line: z.number().int().positive(),
  annotation_level: AnnotationLevelSchema,
  title: z.string().max(255),
  message: z.string(),
  raw_details: z.string().optional()
})
export type Annotation = z.infer<typeof AnnotationSchema>

export interface AnnotationOptions {
  /** Repo-relative prefix of the scanned root ('' or undefined when it is the repo root). */
  pathPrefix?: string
}

/** Checks API caps: `message` and `raw_details` 64 KB each, `title` 255 characters. */
const MAX_MESSAGE_BYTES = 64 * 1024
const MAX_TITLE_CHARS = 255

const LEVEL_OF_SEVERITY: Readonly<Record<Severity, AnnotationLevel>> = {
  error: 'failure',
  warning: 'warning',
  notice: 'notice'
}

const LEVEL_OF_SECURITY: Readonly<Record<SecuritySeverity, AnnotationLevel>> = {
  critical: 'failure',
  high: 'failure',
  medium: 'warning',
  low: 'notice'
}

const LEVEL_RANK: Readonly<Record<AnnotationLevel, number>> = { failure: 0, warning: 1, notice: 2 }

/**
 * Every skill error (failure), spec/profile/eval finding (by its severity), anti-pattern (warning:
 * it lowers the score) and portability finding (notice: it only nudges the static layer score),
 * most severe first and in report order within a level.
 */
export function buildAnnotations(report: RunReport, opts: AnnotationOptions = {}): Annotation[] {
  const out: Annotation[] = []
  const add = (
    level: AnnotationLevel,
    location: { file: string; line?: number },
    title: string,
    message: string,
    details?: string
  ): void => {
    const line = location.line ?? 1
    out.push({
      path: repoPath(location.file, opts.pathPrefix),
      start_line: line,
      end_line: line,
      annotation_level: level,
      title: truncateChars(title, MAX_TITLE_CHARS),
      message: truncateUtf8(message, MAX_MESSAGE_BYTES),
      ...(details === undefined ? {} : { raw_details: truncateUtf8(details, MAX_MESSAGE_BYTES) })
    })
  }
  for (const skill of report.skills) {
    // The title is read as one line; `path` keeps the exact file name so the annotation lands.
    const where = neutralise(skill.path)
    for (const error of skill.errors) {
      add('failure', error, `skill-ci ${error.code} (${where})`, error.message)
    }
    for (const finding of skill.findings) {
      add(
        LEVEL_OF_SEVERITY[finding.severity],
        finding,
        `skill-ci ${finding.ruleId} (${where})`,
        finding.message,
        findingAdvice(finding).fix
      )
    }
    for (const pattern of skill.layers.static?.antiPatterns ?? []) {
      add(
        'warning',
        pattern,
        `skill-ci ${pattern.flag} (${where})`,
        pattern.description,
        antiPatternFix(pattern)
      )
    }
    for (const finding of securityFindingsOf(skill.layers)) {
      if (finding.suppressed !== undefined) continue
      const rule = findSecurityRule(finding.ruleId)
      add(
        LEVEL_OF_SECURITY[finding.severity],
        finding,
        `skill-ci security ${finding.severity}: ${finding.ruleId} (${where})`,
        `${finding.message}: ${finding.evidence} (${finding.cwe}, ${finding.owasp})`,
        rule?.fix
      )
    }
    for (const finding of skill.layers.static?.portability ?? []) {
      add(
        'notice',
        finding,
        `skill-ci ${finding.flag} (${where})`,
        finding.message,
        PORTABILITY_ADVICE[finding.flag].fix
      )
    }
  }
  // Array.prototype.sort is stable, so report order survives within a level.
  return out.sort((a, b) => LEVEL_RANK[a.annotation_level] - LEVEL_RANK[b.annotation_level])
}
