// What a reader needs first: which skills need attention, in what order, and one line saying why
// for each. The comment, the job summary, the check output and the CLI's text format all take
// their order, their verdict and their one-line reasons from here, so they never disagree.
import { displayPath, failedLayers, type RunReport, type SkillReport } from '../model/index.js'
import { fixHeadline, rankedFixes } from './fixes.js'
import { plural } from '../model/plural.js'

/** How many failing skills the verdict names before it says "and N more". */
const VERDICT_NAMES = 5

/** 0: fails the gate or could not be scored; 1: a layer failed but the gate let it pass; 2: fine. */
function attentionRank(skill: SkillReport): number {
  if (failsGate(skill)) return 0
  return failedLayers(skill).length > 0 ? 1 : 2
}

/** Below the gate, or not scored at all (a skill error always fails the gate). */
export function failsGate(skill: SkillReport): boolean {
  return skill.gate?.passed === false || skill.status === 'error'
}

/**
 * The skills a reader should look at first come first: those below the gate, then those with a
 * failed layer that the gate only warned about, then the rest; within each group the lowest
 * composite first (an unscored skill before any score). The sort is stable, so equal skills keep
 * the run's order.
 */
export function skillsByAttention(skills: readonly SkillReport[]): SkillReport[] {
  const score = (skill: SkillReport) => skill.composite?.score ?? -Infinity
  return [...skills].sort((a, b) => attentionRank(a) - attentionRank(b) || score(a) - score(b))
}

/**
 * One line over the whole run: "2 of 14 skills below the gate: a, b" or "All 14 skills pass the
 * gate". `name` says how a renderer names a skill (the comment and the terminal differ).
 */
export function runVerdict(report: RunReport, name: (skill: SkillReport) => string): string {
  const { skills } = report
  if (skills.length === 0) return 'No skills were evaluated'
  const failing = skillsByAttention(skills).filter(failsGate)
  if (failing.length === 0 && !report.summary.gate.passed) {
    return `The gate failed: ${report.summary.gate.reasons[0] ?? 'no reason given'}`
  }
  if (failing.length > 0) {
    return `${failing.length} of ${plural(skills.length, 'skill')} below the gate: ${namesOf(failing, name)}`
  }
  const verdict =
    skills.length === 1 ? 'The skill passes the gate' : `All ${skills.length} skills pass the gate`
  const warned = skills.filter((skill) => failedLayers(skill).length > 0)
  return warned.length === 0
    ? verdict
    : `${verdict}; a layer failed for ${plural(warned.length, 'skill')} (warned only): ${namesOf(warned, name)}`
}

/** The run's gate reasons in the order of their skills (a reason of no skill's goes last). */
export function gateReasonsByAttention(report: RunReport): string[] {
  const skills = skillsByAttention(report.skills)
  const rank = (reason: string) => {
    const at = skills.findIndex((skill) => skill.gate?.reasons.includes(reason))
    return at === -1 ? skills.length : at
  }
  return [...report.summary.gate.reasons].sort((a, b) => rank(a) - rank(b))
}

function namesOf(skills: SkillReport[], name: (skill: SkillReport) => string): string {
  const shown = skills.slice(0, VERDICT_NAMES).map(name).join(', ')
  const more = skills.length - VERDICT_NAMES
  return more > 0 ? `${shown} and ${more} more` : shown
}

export interface SkillReason {
  /** `fail`: below the gate or not scored; `warn`: a layer failed, gate passed; `ok`: passes. */
  tone: 'fail' | 'warn' | 'ok'
  text: string
}

/**
 * Why this skill is where it is, in one line: why it could not be scored, its first gate reason
 * (the skill's own path taken off the front, since the reader already sees which skill it is), a
 * failed layer, or else the fix that comes first (fixes.ts).
 */
export function skillReason(skill: SkillReport): SkillReason {
  if (skill.composite === null) {
    const error = skill.errors[0]
    return { tone: 'fail', text: error?.message ?? 'the skill could not be scored' }
  }
  const reasons = skill.gate?.passed === false ? skill.gate.reasons : []
  if (reasons.length > 0) {
    const more = reasons.length > 1 ? ` (+${reasons.length - 1} more)` : ''
    return { tone: 'fail', text: withoutPath(skill, reasons[0]) + more }
  }
  const [layer] = failedLayers(skill)
  if (layer !== undefined) {
    const why = layer.reason === undefined ? '' : `: ${layer.reason}`
    return { tone: 'warn', text: `${layer.layer} layer ${layer.status.replaceAll('_', ' ')}${why}` }
  }
  const [fix] = rankedFixes(skill, 1)
  if (fix === undefined) return { tone: 'ok', text: 'nothing to fix first' }
  return { tone: 'ok', text: `fix first: ${fixHeadline(fix)}` }
}

/** Gate reasons begin with the skill's path ("skills/a: composite …"). */
function withoutPath(skill: SkillReport, reason: string): string {
  const prefix = `${displayPath(skill)}: `
  return reason.startsWith(prefix) ? reason.slice(prefix.length) : reason
}
