// SARIF 2.1.0 for github/codeql-action/upload-sarif: one run, one rule per anti-pattern flag,
// portability flag and rule id seen in the findings (rule help = our fix advice), one result per
// finding with a location relative to the repository (or to a declared base folder). Security findings carry `security-severity` and the
// `security` tag (with their CWE), so code scanning lists them as security alerts; a suppressed
// one is reported with its suppression.
import type { Log, ReportingDescriptor, Result } from 'sarif'
import {
  ANTI_PATTERN_ADVICE,
  PORTABILITY_ADVICE,
  findingAdvice,
  type RuleAdvice
} from './advice.js'
import {
  findSecurityRule,
  securityFindingsOf,
  AntiPatternSchema,
  PortabilityFindingSchema,
  type AntiPattern,
  type Finding,
  type PortabilityFinding,
  type RunReport,
  type SecurityFinding,
  type SecuritySeverity,
  type Severity,
  type SkillReport
} from '../model/index.js'
import { neutraliseJson } from './neutralise.js'
import { repoPath } from './text.js'

export interface SarifOptions {
  /** Repo-relative prefix of the scanned root (the Action's one root). */
  pathPrefix?: string
  /**
   * The prefix of each root as given (a skill's `root`), for runs of several roots; a root not
   * in it takes `pathPrefix`.
   */
  rootPrefixes?: ReadonlyMap<string, string>
  /**
   * The folder the URIs are relative to, as an absolute URI ending in `/`, declared as
   * `%SRCROOT%`; left out when that is the repository's root, which code scanning assumes.
   */
  srcRoot?: string
  /** Defaults to the tool version recorded in the report. */
  toolVersion?: string
}

type Level = 'error' | 'warning' | 'note'

/** The base every location's URI is relative to: the repository's root, unless declared. */
const SRCROOT = '%SRCROOT%'

const LEVEL_OF_SEVERITY: Readonly<Record<Severity, Level>> = {
  error: 'error',
  warning: 'warning',
  notice: 'note'
}

/** What a SARIF rule says: its id, our advice as its help, its default level and its tag. */
interface Rule {
  id: string
  advice: RuleAdvice
  level: Level
  category: string
  /** Security rules: GitHub's 0–10 score, and the CWE tag. */
  security?: { severity: string; cwe: string }
}

/** One result to report: the rule it breaks, what was seen and where. */
interface Issue {
  rule: Rule
  message: string
  location: { file: string; line?: number }
  /** Why a security finding was allowed, when it was. */
  suppression?: { kind: 'inSource' | 'external'; justification: string }
  /** A level of its own (a security finding more or less severe than its rule's default). */
  level?: Level
  securitySeverity?: string
}

/** GitHub's bands: over 9 critical, 7–8.9 high, 4–6.9 medium, below 4 low. */
const SECURITY_SEVERITY: Readonly<Record<SecuritySeverity, string>> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '2.0'
}

const LEVEL_OF_SECURITY: Readonly<Record<SecuritySeverity, Level>> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note'
}

export function buildSarif(report: RunReport, opts: SarifOptions = {}): Log {
  const rules = ruleTable()
  // The fixed rule set first, so rule indexes are stable from run to run.
  for (const flag of AntiPatternSchema.shape.flag.options) {
    rules.indexOf(antiPatternRule(flag))
  }
  for (const flag of PortabilityFindingSchema.shape.flag.options) {
    rules.indexOf(portabilityRule(flag))
  }
  const results = report.skills.flatMap((skill) => {
    const prefix =
      (skill.root === undefined ? undefined : opts.rootPrefixes?.get(skill.root)) ?? opts.pathPrefix
    return skillIssues(skill).map((issue) =>
      sarifResult(issue, rules.indexOf(issue.rule), skill.path, prefix)
    )
  })
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'skill-ci',
            version: opts.toolVersion ?? report.tool.version,
            rules: rules.descriptors
          }
        },
        ...(opts.srcRoot === undefined
          ? {}
          : { originalUriBaseIds: { [SRCROOT]: { uri: opts.srcRoot } } }),
        results
      }
    ]
  }
}

interface RuleTable {
  descriptors: ReportingDescriptor[]
  /** The rule's index in `descriptors`, adding it the first time its id is seen. */
  indexOf: (rule: Rule) => number
}

function ruleTable(): RuleTable {
  const descriptors: ReportingDescriptor[] = []
  const indexes = new Map<string, number>()
  const indexOf = ({ id, advice, level, category, security }: Rule): number => {
    const known = indexes.get(id)
    if (known !== undefined) return known
    indexes.set(id, descriptors.length)
    descriptors.push({
      id,
      name: id,
      shortDescription: { text: advice.summary },
      fullDescription: { text: `${advice.summary} ${advice.fix}` },
      help: { text: advice.fix, markdown: advice.fix },
      defaultConfiguration: { level },
      properties:
        security === undefined
          ? { tags: ['skill-ci', category] }
          : {
              tags: ['security', 'skill-ci', `external/cwe/${security.cwe.toLowerCase()}`],
              'security-severity': security.severity,
              precision: 'medium'
            }
    })
    return descriptors.length - 1
  }
  return { descriptors, indexOf }
}

/** A skill's errors, findings, anti-patterns and portability findings, in that order. */
function skillIssues(skill: SkillReport): Issue[] {
  const issue = (rule: Rule, message: string, location: Issue['location']): Issue => ({
    rule,
    message,
    location
  })
  return [
    ...skill.errors.map((error) => issue(errorRule(error.code), error.message, error)),
    ...skill.findings.map((finding) => issue(findingRule(finding), finding.message, finding)),
    ...(skill.layers.static?.antiPatterns ?? []).map((pattern) =>
      issue(antiPatternRule(pattern.flag), pattern.description, pattern)
    ),
    ...(skill.layers.static?.portability ?? []).map((finding) =>
      issue(portabilityRule(finding.flag), finding.message, finding)
    ),
    ...securityFindingsOf(skill.layers).map(securityIssue)
  ]
}

function securityIssue(finding: SecurityFinding): Issue {
  const rule = findSecurityRule(finding.ruleId)
  return {
    rule: {
      // The rule's own severity sets its score; a result that differs keeps its own level.
      id: `security/${finding.ruleId}`,
      advice: { summary: rule?.summary ?? finding.message, fix: rule?.fix ?? '' },
      level: LEVEL_OF_SECURITY[rule?.severity ?? finding.severity],
      category: 'security',
      security: {
        severity: SECURITY_SEVERITY[rule?.severity ?? finding.severity],
        cwe: finding.cwe
      }
    },
    message: `${finding.severity}: ${finding.message} — ${finding.evidence} (${finding.cwe}, ${finding.owasp})`,
    location: finding,
    ...(finding.suppressed === undefined
      ? {}
      : {
          suppression: {
            kind: finding.suppressed.by === 'comment' ? 'inSource' : 'external',
            justification: finding.suppressed.reason
          }
        }),
    level: LEVEL_OF_SECURITY[finding.severity],
    securitySeverity: SECURITY_SEVERITY[finding.severity]
  }
}

function errorRule(code: string): Rule {
  return {
    id: `error/${code}`,
    advice: {
      summary: `skill-ci could not read or evaluate this skill (${code}).`,
      fix: 'Fix the file at the reported location so the skill can be parsed and scored.'
    },
    level: 'error',
    category: 'error'
  }
}

function findingRule(finding: Finding): Rule {
  return {
    // Spec and profile ids already carry their source ("spec/name-format"); others get it here.
    id: finding.ruleId.startsWith(`${finding.source}/`)
      ? finding.ruleId
      : `${finding.source}/${finding.ruleId}`,
    advice: findingAdvice(finding),
    level: LEVEL_OF_SEVERITY[finding.severity],
    category: finding.source
  }
}

function antiPatternRule(flag: AntiPattern['flag']): Rule {
  return {
    id: `anti-pattern/${flag}`,
    advice: ANTI_PATTERN_ADVICE[flag],
    level: 'warning',
    category: 'anti-pattern'
  }
}

function portabilityRule(flag: PortabilityFinding['flag']): Rule {
  return {
    id: `portability/${flag}`,
    advice: PORTABILITY_ADVICE[flag],
    level: 'note',
    category: 'portability'
  }
}

/** A result keeps its own level, even where an earlier one with its rule id set the default. */
function sarifResult(
  { rule, message, location, suppression, level, securitySeverity }: Issue,
  ruleIndex: number,
  skillPath: string,
  pathPrefix: string | undefined
): Result {
  return {
    ruleId: rule.id,
    ruleIndex,
    level: level ?? rule.level,
    ...(suppression === undefined ? {} : { suppressions: [suppression] }),
    message: { text: message === '' ? rule.id : message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: {
            uri: toUri(repoPath(location.file, pathPrefix)),
            uriBaseId: SRCROOT
          },
          region: { startLine: location.line ?? 1 }
        }
      }
    ],
    properties: {
      skill: skillPath,
      ...(securitySeverity === undefined ? {} : { 'security-severity': securitySeverity })
    }
  }
}

/** The SARIF log as JSON text; a log may print it, so no `##[` survives (the data is unchanged). */
export function renderSarif(report: RunReport, opts: SarifOptions = {}): string {
  return neutraliseJson(JSON.stringify(buildSarif(report, opts), null, 2))
}

/** A relative URI reference: each path segment percent-encoded (spaces, `|`, `#`, `%` …). */
function toUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}
