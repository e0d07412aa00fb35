// What the markdown renderers take besides the RunReport (a leaf, so the renderers that share
// it do not import each other).
import type { BaseComparison, LayerPlanNote } from '../model/index.js'

export interface MarkdownOptions {
  /** The check run's name, shown in the headline. */
  checkName: string
  /** Base-branch scores of the changed skills, for the Δ column. */
  base?: BaseComparison
  /** Size limit in UTF-8 bytes (a safe upper bound for GitHub's character limits). */
  maxLength?: number
  /** Where the full report lives (check run or workflow run URL). */
  detailsUrl?: string
  /** The costly layers of the run plan and why each did or did not run. */
  layersPlan?: LayerPlanNote[]
}

export interface CommentOptions extends MarkdownOptions {
  /** Hidden marker the action searches for to update its comment; see `commentMarker`. */
  marker: string
}
