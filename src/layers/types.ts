// The contract between the pipeline and the costly layers (judge, Monte Carlo, A/B, Elo).
// The static layer is always run by the pipeline itself; every other layer is a LayerRunner
// built from its registry entry (registry.ts) when the plan runs it.
import type {
  CostlyLayerName,
  DimensionName,
  Finding,
  LayerRecords,
  SkillReport
} from '../model/index.js'
import type { EvalLoadResult, TriggerEvalsLoadResult } from '../skill/eval-file.js'
import type { Frontmatter } from '../skill/types.js'

export type { CostlyLayerName }

/** A skill that was read and statically scored, as the costly layers see it. */
export interface SkillUnderTest {
  /** Absolute path of the skill folder. */
  dir: string
  /** Skill folder relative to the scanned root (POSIX), '.' for the root itself. */
  relPath: string
  /** SKILL.md relative to the scanned root (POSIX), for findings. */
  skillFile: string
  name: string
  /** Newline-normalised SKILL.md text. */
  content: string
  frontmatter: Frontmatter
  /** Its eval file as the pipeline read it (the A/B layer reads it itself when absent). */
  evalFile?: EvalLoadResult
  /** Its evals/trigger-evals.json as the pipeline read it (read on demand when absent). */
  triggerEvals?: TriggerEvalsLoadResult
}

/**
 * The key a skill's model calls are booked under in the ledger (llm/cost-owner.ts): its folder,
 * which no other skill of the run shares.
 */
export const costOwnerKey = (skill: Pick<SkillUnderTest, 'dir'>): string => skill.dir

/** What one layer produced for one skill, its record typed by the layer it belongs to. */
export type LayerOutcome = {
  [N in CostlyLayerName]: {
    layer: N
    /** Stored at SkillReport.layers[layer]; `status` says whether the layer produced a result. */
    record: LayerRecords[N]
    /** Values this layer supplies to composite dimensions; absent = not measured. */
    dimensions?: Partial<Record<DimensionName, number>>
    findings?: Finding[]
    /** Reasons this layer fails the gate for this skill (e.g. an A/B verdict of "hurts"). */
    gateFailures?: string[]
    /** What this skill's calls of the layer cost, in USD (absent when no model could be called). */
    costUsd?: number
    /** With several harnesses: what this skill's calls of the layer cost on each. */
    costByHarness?: Record<string, number>
  }
}[CostlyLayerName]

export interface LayerRunner {
  readonly layer: CostlyLayerName
  /** Runs the layer for one skill. Must not throw: a failure is a record with status 'error'. */
  run(skill: SkillUnderTest, signal?: AbortSignal): Promise<LayerOutcome>
}

/** Stores an outcome's record under its layer's name (one place for the name-to-record link). */
export function storeRecord(layers: SkillReport['layers'], outcome: LayerOutcome): void {
  ;(layers as Record<CostlyLayerName, LayerOutcome['record']>)[outcome.layer] = outcome.record
}
