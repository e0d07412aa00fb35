// The RunReport the screenshots show: the real static pipeline over the demo skills of
// docs/screenshots/demo (a strong skill, passing ones, one below the threshold, one with a format
// error and one that cannot be parsed), gated as a repository would gate them.
import { fileURLToPath } from 'node:url'
import { commentMarker, renderComment } from '../../src/report/markdown.js'
import { runSkillCi } from '../../src/run.js'
import { discoverRoots } from '../../src/skill/roots.js'
import type { RunReport } from '../../src/model/index.js'

export const DEMO_ROOT = fileURLToPath(new URL('../../docs/screenshots/demo', import.meta.url))

/** Reported as the Action reports a repository: paths relative to its root ('.'). */
export async function demoReport(): Promise<RunReport> {
  const found = await discoverRoots([DEMO_ROOT])
  return runSkillCi({
    roots: ['.'],
    discovery: { ...found, jobs: found.jobs.map((job) => ({ ...job, rootGiven: '.' })) },
    gate: { threshold: 60, failOn: 'error' },
    now: () => new Date('2026-11-26T09:00:00.000Z')
  })
}

/** The sticky comment as the Action would post it on a pull request. */
export function demoComment(report: RunReport): string {
  return renderComment(report, {
    checkName: 'skill-ci',
    marker: commentMarker('skill-ci'),
    detailsUrl: 'https://github.com/octo-org/skills/actions/runs/1'
  })
}
