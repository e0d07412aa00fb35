// The base comparison: the base-branch versions of the evaluated skills, scored by the static
// layer, so reviewers see what a pull request changed (Δ composite, "new").
import * as core from '@actions/core'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import type { BaseComparison, DimensionName, Grade, RunReport } from '../model/index.js'
import { neutralise } from '../report/neutralise.js'
import { runSkillCi } from '../run.js'
import { DEFAULT_FETCH_LIMITS, fetchSkillAtRef, mirrorPath, RequestBudget } from './base.js'
import { repoPathOf, type RunContext } from './context.js'
import { errorMessage } from './github.js'
import { gateOf, specOf } from './settings.js'

/** Each base skill costs a few API requests; beyond this many the comparison is left out. */
export const MAX_BASE_SKILLS = 100
/** API requests the base comparison may make in all (the token allows 1,000 an hour). */
const MAX_BASE_REQUESTS = 500

/**
 * Builds the comparison from a report of the base versions: every path in `changedPaths` gets
 * its base score, 'new' when the base has no skill there, and no entry when the base version
 * could not be scored (a delta against nothing would mislead).
 */
export function baseComparisonFromReport(
  baseReport: RunReport,
  changedPaths: readonly string[]
): BaseComparison {
  const baseByPath = new Map(baseReport.skills.map((skill) => [skill.path, skill]))
  const comparison: BaseComparison = {}
  for (const path of changedPaths) {
    const base = baseByPath.get(path)
    if (base === undefined) {
      comparison[path] = 'new'
      continue
    }
    const composite = base.composite
    if (composite === null) continue
    const dimensions: Partial<Record<DimensionName, Grade>> = {}
    for (const dimension of composite.dimensions) dimensions[dimension.name] = dimension.grade
    comparison[path] = {
      composite: composite.score,
      grade: composite.grade,
      badge: composite.badge,
      dimensions
    }
  }
  return comparison
}

/** The comparison on pull requests, or undefined (other events, too many skills, a failure). */
export async function baseComparisonFor(
  ctx: RunContext,
  report: RunReport
): Promise<BaseComparison | undefined> {
  if (ctx.event.kind !== 'pull_request' || report.skills.length === 0) return undefined
  if (report.skills.length > MAX_BASE_SKILLS) {
    core.notice(`skill-ci: no base comparison for more than ${MAX_BASE_SKILLS} skills`)
    return undefined
  }
  return compareWithBase(ctx, ctx.event.baseSha, report)
}

/**
 * Scores the base-branch versions of the evaluated skills (static layer only): their files are
 * fetched at the base SHA into a temp dir mirroring repository paths, so skill paths match.
 */
async function compareWithBase(
  ctx: RunContext,
  baseSha: string,
  report: RunReport
): Promise<BaseComparison | undefined> {
  const temp = await mkdtemp(resolve(ctx.env.RUNNER_TEMP || tmpdir(), 'skill-ci-base-'))
  try {
    const fetched: string[] = []
    const budget = new RequestBudget(MAX_BASE_REQUESTS)
    for (const skill of report.skills) {
      const skillRepoPath = repoPathOf(ctx.workspace, resolve(ctx.root, skill.path))
      const outcome = await fetchSkillAtRef(
        ctx.octokit,
        ctx.repo,
        baseSha,
        skillRepoPath,
        temp,
        DEFAULT_FETCH_LIMITS,
        budget
      )
      if (outcome === 'fetched') fetched.push(mirrorPath(temp, skillRepoPath))
    }
    const changedPaths = report.skills.map((s) => s.path)
    if (fetched.length === 0)
      return Object.fromEntries(changedPaths.map((p) => [p, 'new' as const]))
    const baseReport = await runSkillCi({
      roots: [mirrorPath(temp, repoPathOf(ctx.workspace, ctx.root))],
      onlySkillDirs: fetched,
      gate: gateOf(ctx.inputs),
      spec: specOf(ctx.inputs),
      scoring: ctx.inputs.scoring
    })
    return baseComparisonFromReport(baseReport, changedPaths)
  } catch (err) {
    core.warning(`skill-ci: no base comparison (${neutralise(errorMessage(err))})`)
    return undefined
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
}
