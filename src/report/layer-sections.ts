// The result section each costly layer adds to a skill's block, keyed by the layer's name. The
// type makes the list complete: a layer added to the model needs its entry here (null for a layer
// whose record is only ever a status: its status is in the block's "Layers" list like every other
// layer's).
import type { RootContent } from 'mdast'
import {
  abResultOf,
  eloResultOf,
  judgeResultOf,
  monteCarloResultOf,
  type CostlyLayerName,
  type LayerRecords,
  type SkillReport
} from '../model/index.js'
import { abBlock } from './ab.js'
import { abAgentsBlock } from './agent-matrix.js'
import { eloBlock } from './elo.js'
import { judgeBlock } from './judge-block.js'
import { monteCarloBlock } from './monte-carlo.js'

type SectionOf<N extends CostlyLayerName> = (record: LayerRecords[N]) => RootContent[]

const SECTIONS: { [N in CostlyLayerName]: SectionOf<N> | null } = {
  ab: (record) => {
    const result = abResultOf(record)
    if (result === undefined) return []
    const [title, ...rest] = abBlock(result)
    // With several harnesses, the verdict per harness under the title, then the first one's details.
    return title === undefined ? [] : [title, ...abAgentsBlock(result), ...rest]
  },
  judge: (record) => {
    const result = judgeResultOf(record)
    return result === undefined ? [] : judgeBlock(result)
  },
  monte_carlo: (record) => {
    const result = monteCarloResultOf(record)
    return result === undefined ? [] : monteCarloBlock(result)
  },
  elo: (record) => {
    const result = eloResultOf(record)
    return result === undefined ? [] : eloBlock(result)
  },
  // The review is part of the security block (security-block.ts), next to the scan it adds to.
  security_review: null
}

/**
 * The order the sections appear in: the A/B verdict first, then the judge's assessment, then
 * activation and the Elo rating.
 */
const ORDER: readonly CostlyLayerName[] = ['ab', 'judge', 'monte_carlo', 'elo', 'security_review']

function sectionOf<N extends CostlyLayerName>(name: N, skill: SkillReport): RootContent[] {
  const record = skill.layers[name] as LayerRecords[N] | undefined
  const section = SECTIONS[name] as SectionOf<N> | null
  return record === undefined || section === null ? [] : section(record)
}

export function layerSections(skill: SkillReport): RootContent[] {
  return ORDER.flatMap((name) => sectionOf(name, skill))
}
