// SARIF 2.1.0 for github/codeql-action/upload-sarif: one run, one rule per anti-pattern flag,
// portability flag and rule id seen in the findings (rule help = our fix advice), one result per
// finding with a repo-relative location.
import type { Log, ReportingDescriptor, Result } from 'sarif'
import {
  ANTI_PATTERN_ADVICE,
  PORTABILITY_ADVICE,
  findingAdvice,
  type RuleAdvice
} from './advice.js'
import {
  AntiPatternSchema,
  PortabilityFindingSchema,
  type RunReport,
  type Severity
} from './model.js'
import { repoPath } from './text.js'

export interface SarifOptions {
  /** Repo-relative prefix of the scanned root. */
  pathPrefix?: string
  /** Defaults to the tool version recorded in the report. */
  toolVersion?: string
}

type Level = 'error' | 'warning' | 'note'

const LEVEL_OF_SEVERITY: Readonly<Record<Severity, Level>> = {
  error: 'error',
  warning: 'warning',
  notice: 'note'
}

export function buildSarif(report: RunReport, opts: SarifOptions = {}): Log {
  const rules: ReportingDescriptor[] = []
  const ruleIndex = new Map<string, number>()
  const ensureRule = (id: string, advice: RuleAdvice, level: Level, category: string): number => {
    const known = ruleIndex.get(id)
    if (known !== undefined) return known
    ruleIndex.set(id, rules.length)
    rules.push({
      id,
      name: id,
      shortDescription: { text: advice.summary },
      fullDescription: { text: `${advice.summary} ${advice.fix}` },
      help: { text: advice.fix, markdown: advice.fix },
      defaultConfiguration: { level },
      properties: { tags: ['skill-ci', category] }
    })
    return rules.length - 1
  }
  // The fixed rule set first, so rule indexes are stable from run to run.
  for (const flag of AntiPatternSchema.shape.flag.options) {
    ensureRule(`anti-pattern/${flag}`, ANTI_PATTERN_ADVICE[flag], 'warning', 'anti-pattern')
  }
  for (const flag of PortabilityFindingSchema.shape.flag.options) {
    ensureRule(`portability/${flag}`, PORTABILITY_ADVICE[flag], 'note', 'portability')
  }

  const results: Result[] = []
  const addResult = (
    ruleId: string,
    index: number,
    level: Level,
    message: string,
    location: { file: string; line?: number },
    skillPath: string
  ): void => {
    results.push({
      ruleId,
      ruleIndex: index,
      level,
      message: { text: message === '' ? ruleId : message },
      locations: [
        {
          physicalLocation: {
            artifactLocation: {
              uri: toUri(repoPath(location.file, opts.pathPrefix)),
              uriBaseId: '%SRCROOT%'
            },
            region: { startLine: location.line ?? 1 }
          }
        }
      ],
      properties: { skill: skillPath }
    })
  }

  for (const skill of report.skills) {
    for (const error of skill.errors) {
      const id = `error/${error.code}`
      const advice: RuleAdvice = {
        summary: `skill-ci could not read or evaluate this skill (${error.code}).`,
        fix: 'Fix the file at the reported location so the skill can be parsed and scored.'
      }
      addResult(
        id,
        ensureRule(id, advice, 'error', 'error'),
        'error',
        error.message,
        error,
        skill.path
      )
    }
    for (const finding of skill.findings) {
      // Spec and profile ids already carry their source ("spec/name-format"); others get it here.
      const id = finding.ruleId.startsWith(`${finding.source}/`)
        ? finding.ruleId
        : `${finding.source}/${finding.ruleId}`
      const index = ensureRule(
        id,
        findingAdvice(finding),
        LEVEL_OF_SEVERITY[finding.severity],
        finding.source
      )
      addResult(
        id,
        index,
        LEVEL_OF_SEVERITY[finding.severity],
        finding.message,
        finding,
        skill.path
      )
    }
    for (const pattern of skill.layers.static?.antiPatterns ?? []) {
      const id = `anti-pattern/${pattern.flag}`
      const index = ensureRule(id, ANTI_PATTERN_ADVICE[pattern.flag], 'warning', 'anti-pattern')
      addResult(id, index, 'warning', pattern.description, pattern, skill.path)
    }
    for (const finding of skill.layers.static?.portability ?? []) {
      const id = `portability/${finding.flag}`
      const index = ensureRule(id, PORTABILITY_ADVICE[finding.flag], 'note', 'portability')
      addResult(id, index, 'note', finding.message, finding, skill.path)
    }
  }

  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'skill-ci',
            version: opts.toolVersion ?? report.tool.version,
            rules
          }
        },
        results
      }
    ]
  }
}

export function renderSarif(report: RunReport, opts: SarifOptions = {}): string {
  return JSON.stringify(buildSarif(report, opts), null, 2)
}

/** A relative URI reference: each path segment percent-encoded (spaces, `|`, `#`, `%` …). */
function toUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}
