// The pass/fail gate over a run: a composite threshold, a minimum badge, a severity level of
// findings that fails, skill errors, security findings at or above the security gate, and any gate
// failures a costly layer reports (e.g. A/B).
import { DEFAULT_SECURITY_GATE } from '../model/constants.js'
import { reachesSecurityGate } from '../model/records.js'
import type {
  Badge,
  Composite,
  Finding,
  Gate,
  MultiplicityRule,
  SecurityFinding,
  SecurityGate,
  SkillError
} from '../model/index.js'
import { badgeAtLeast } from './badge.js'
import { plural } from '../model/plural.js'

export type FailOn = 'error' | 'warning' | 'never'

/** A costly layer that failed: fail the gate (the default), or only warn. */
export type OnLayerError = 'fail' | 'warn'

export interface GateOptions {
  /** A skill whose composite is strictly below this (0–100) fails, as in PluginEval. */
  threshold?: number
  minBadge?: Badge
  failOn: FailOn
  /** Default 'fail': a layer that was asked for and failed fails the gate. */
  onLayerError?: OnLayerError
  /** How the A/B tests of the run's skills are adjusted before they fail it (default Holm). */
  multiplicity?: MultiplicityRule
  /** Security findings at or above this severity fail (default critical; `off` never). */
  securityGate?: SecurityGate
}

export interface GateSubject {
  path: string
  composite: Composite | null
  findings: readonly Finding[]
  errors: readonly SkillError[]
  /** Reasons from costly layers (LayerOutcome.gateFailures). */
  gateFailures?: readonly string[]
  /** The security scan's and review's findings (suppressed ones never fail). */
  securityFindings?: readonly SecurityFinding[]
}

export interface GateResult {
  gate: Gate
  /** Each skill's own verdict, in the order of the subjects. */
  skillGates: Gate[]
}

function failsOn(finding: Finding, failOn: FailOn): boolean {
  if (failOn === 'never') return false
  if (finding.severity === 'error') return true
  return failOn === 'warning' && finding.severity === 'warning'
}

/** Why one skill fails the gate; empty when it passes. */
export function skillGateReasons(subject: GateSubject, options: GateOptions): string[] {
  const reasons: string[] = []
  const where = subject.path
  if (subject.errors.length > 0) {
    reasons.push(`${where}: ${plural(subject.errors.length, 'error')} while evaluating the skill`)
  }
  const { composite } = subject
  if (composite && options.threshold !== undefined && composite.score < options.threshold) {
    reasons.push(
      `${where}: composite ${composite.score.toFixed(1)} is below the threshold ${options.threshold}`
    )
  }
  if (composite && options.minBadge && !badgeAtLeast(composite.badge, options.minBadge)) {
    reasons.push(
      `${where}: badge ${composite.badge} is below the minimum badge ${options.minBadge}`
    )
  }
  // A failed layer is a finding for every output to show; whether it fails the gate is
  // on-layer-error's call (its reason arrives in gateFailures), not fail-on's. A missed
  // activation gate arrives there too, so it is not counted twice.
  const failing = subject.findings.filter(
    (f) => f.source !== 'layer' && f.source !== 'activation' && failsOn(f, options.failOn)
  )
  if (failing.length > 0) {
    const ids = [...new Set(failing.map((f) => f.ruleId))].join(', ')
    reasons.push(
      `${where}: ${plural(failing.length, 'finding')} at or above ${options.failOn} (${ids})`
    )
  }
  const gate = options.securityGate ?? DEFAULT_SECURITY_GATE
  const security = (subject.securityFindings ?? []).filter(
    (f) => f.suppressed === undefined && reachesSecurityGate(f.severity, gate)
  )
  if (security.length > 0) {
    const ids = [...new Set(security.map((f) => f.ruleId))].join(', ')
    reasons.push(
      `${where}: ${plural(security.length, 'security finding')} at or above ${gate} (${ids})`
    )
  }
  for (const failure of subject.gateFailures ?? []) reasons.push(`${where}: ${failure}`)
  return reasons
}

export function evaluateGate(subjects: readonly GateSubject[], options: GateOptions): GateResult {
  const perSkill = subjects.map((s) => skillGateReasons(s, options))
  const reasons = perSkill.flat()
  return {
    gate: { passed: reasons.length === 0, reasons },
    skillGates: perSkill.map((r) => ({ passed: r.length === 0, reasons: r }))
  }
}
