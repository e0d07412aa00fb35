// What a report's records say, read without their schemas: the result of a layer's record (or
// none for a bare status), the layers that failed, the security findings and their ranks, and the
// path a skill is shown by. Plain functions over the inferred types, so the static path, which
// builds no schema, can use them.
import path from 'node:path'
import type { AbLayerRecord, AbResult, HarnessAb } from './ab.js'
import type { HarnessActivation, MonteCarloResult } from './monte-carlo.js'
import type { LayerRun } from './common.js'
import { COSTLY_LAYER_NAMES } from './constants.js'
import type { EloLayerRecord, EloResult } from './elo.js'
import type { CostlyLayerName } from './layers.js'
import type { SkillReport } from './report.js'
import type {
  SecurityFinding,
  SecurityGate,
  SecurityLayer,
  SecurityReview,
  SecurityReviewRecord,
  SecuritySeverity
} from './security.js'

/** The A/B result, when `layers.ab` holds one (a bare status otherwise). */
export function abResultOf(record: AbLayerRecord | undefined): AbResult | undefined {
  return record !== undefined && 'verdict' in record ? record : undefined
}

/** A harness's A/B result (with several harnesses), if it gave one. */
export function harnessAbResult(
  entry: HarnessAb
): (AbResult & { harness: HarnessAb['harness'] }) | undefined {
  return 'verdict' in entry ? (entry as AbResult & { harness: HarnessAb['harness'] }) : undefined
}

/** A harness column's activation result (with several harnesses), if it measured something. */
export function harnessActivationResult(
  entry: HarnessActivation
): (MonteCarloResult & { harness: HarnessActivation['harness'] }) | undefined {
  return 'triggerSource' in entry ? entry : undefined
}

/** The rating result of an Elo record, or undefined when the layer did not produce one. */
export function eloResultOf(record: EloLayerRecord | undefined): EloResult | undefined {
  return record?.status === 'ok' && 'rating' in record ? record : undefined
}

/** The review's result, when `layers.security_review` holds one (a bare status otherwise). */
export function securityReviewOf(
  record: SecurityReviewRecord | undefined
): SecurityReview | undefined {
  return record !== undefined && 'verdict' in record ? record : undefined
}

const RANK: Readonly<Record<SecuritySeverity, number>> = { critical: 3, high: 2, medium: 1, low: 0 }

/** Whether `severity` is at or above `gate` (never for `off`). */
export function reachesSecurityGate(severity: SecuritySeverity, gate: SecurityGate): boolean {
  return gate !== 'off' && RANK[severity] >= RANK[gate]
}

export function severityRank(severity: SecuritySeverity): number {
  return RANK[severity]
}

/** Every security finding of a skill: the scan's and the review's. */
export function securityFindingsOf(layers: {
  security?: SecurityLayer | LayerRun
  security_review?: SecurityReviewRecord
}): SecurityFinding[] {
  const scan =
    layers.security !== undefined && 'findings' in layers.security ? layers.security : undefined
  return [...(scan?.findings ?? []), ...(securityReviewOf(layers.security_review)?.findings ?? [])]
}

/** The skill folder as the user would write it: its root as given joined with its path. */
export function displayPath(skill: Pick<SkillReport, 'root' | 'path'>): string {
  return skill.root === undefined ? skill.path : path.posix.join(toPosix(skill.root), skill.path)
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}

export interface FailedLayer {
  layer: CostlyLayerName
  status: 'error' | 'budget_exhausted'
  reason?: string
}

/** The costly layers that ran for this skill and failed: an error, or stopped by the budget. */
export function failedLayers(skill: Pick<SkillReport, 'layers'>): FailedLayer[] {
  const failed: FailedLayer[] = []
  for (const layer of COSTLY_LAYER_NAMES) {
    const record = skill.layers[layer]
    if (record?.status === 'error' || record?.status === 'budget_exhausted') {
      failed.push({ layer, status: record.status, reason: record.reason })
    }
    // With several harnesses, one that failed (its key or program missing, the budget) fails its
    // part of the layer while the others measured: never green.
    const agents =
      record !== undefined && 'agents' in record && Array.isArray(record.agents)
        ? (record.agents as Array<{ harness: string; status: string; reason?: string }>)
        : []
    for (const agent of agents) {
      if (agent.status === 'error' || agent.status === 'budget_exhausted') {
        failed.push({
          layer,
          status: agent.status,
          reason: `on ${agent.harness}: ${agent.reason ?? 'no reason given'}`
        })
      }
    }
  }
  return failed
}
