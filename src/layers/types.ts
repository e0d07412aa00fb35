// The contract between the pipeline and the costly layers (judge, Monte Carlo, A/B, Elo).
// The static layer is always run by the pipeline itself; every other layer is a LayerRunner
// that the front door (CLI or Action) hands to the pipeline when its plan asks for it.
import type { DimensionName, Finding, LayerRun } from '../report/model.js'
import type { Frontmatter } from '../skill/types.js'

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
}

export type CostlyLayerName = 'judge' | 'monte_carlo' | 'ab' | 'elo'

export interface LayerOutcome {
  layer: CostlyLayerName
  /** Stored at SkillReport.layers[layer]; `status` says whether the layer produced a result. */
  record: LayerRun & Record<string, unknown>
  /** Values this layer supplies to composite dimensions (PluginEval §3.3); absent = not measured. */
  dimensions?: Partial<Record<DimensionName, number>>
  findings?: Finding[]
  /** Reasons this layer fails the gate for this skill (e.g. an A/B verdict of "hurts"). */
  gateFailures?: string[]
}

export interface LayerRunner {
  readonly layer: CostlyLayerName
  /** Runs the layer for one skill. Must not throw: a failure is a record with status 'error'. */
  run(skill: SkillUnderTest, signal?: AbortSignal): Promise<LayerOutcome>
}
