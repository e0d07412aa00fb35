// The A/B layer over several harnesses: each listed harness runs the skill's scenarios with and
// without it (its own pairs, judges and sequential stop, booked to that harness) and gives its own
// verdict. The record's own fields are the first harness that gave a verdict; `agents` holds every
// harness's result or failure in the order listed. The run adjusts each harness's p-values across
// its skills (scoring/ab-decisions.ts) and the gate reads every harness's failures.
import { withCostHarness } from '../../llm/index.js'
import type { HarnessSlot } from '../../agent/harness/types.js'
import { abResultOf, type HarnessAb } from '../../model/index.js'
import { costOwnerKey, type LayerOutcome, type LayerRunner } from '../types.js'
import type { AbOptions } from './options.js'
import { createAbRunner } from './runner.js'

type AbOutcome = Extract<LayerOutcome, { layer: 'ab' }>

/** The options of one listed harness's runs: its harness and its model. */
export function slotAbOptions(options: AbOptions, slot: HarnessSlot): AbOptions {
  const { agents: _agents, ...rest } = options
  return {
    ...rest,
    harness: slot.harness,
    harnessName: slot.name,
    model: slot.model ?? options.model
  }
}

export function createAbMatrixRunner(
  options: AbOptions,
  slots: readonly HarnessSlot[]
): LayerRunner {
  const runners = slots.map((slot) =>
    slot.error === undefined ? createAbRunner(slotAbOptions(options, slot)) : undefined
  )
  return {
    layer: 'ab',
    run: async (skill, signal) => {
      const outcomes = await Promise.all(
        slots.map(async (slot, i): Promise<AbOutcome> => {
          const runner = runners[i]
          if (runner === undefined) {
            return { layer: 'ab', record: { status: 'error', reason: slot.error ?? 'not opened' } }
          }
          return (await withCostHarness(slot.name, () => runner.run(skill, signal))) as AbOutcome
        })
      )
      const key = costOwnerKey(skill)
      const costByHarness = Object.fromEntries(
        slots.map((s) => [s.name, options.llm.ledger.spentOn(key, s.name, 'ab')])
      )
      const main = outcomes.find((o) => abResultOf(o.record) !== undefined)
      // No eval file, no scenarios: the same for every harness, said once.
      if (main === undefined && outcomes.every((o) => o.record.status === 'skipped')) {
        return outcomes[0] as AbOutcome
      }
      const entries = slots.map((slot, i): HarnessAb => {
        const record = (outcomes[i] as AbOutcome).record
        const result = abResultOf(record)
        return result === undefined
          ? {
              harness: slot.name,
              status: record.status,
              reason: record.reason ?? 'no reason given'
            }
          : { ...result, harness: slot.name }
      })
      const result = main === undefined ? undefined : abResultOf(main.record)
      if (result === undefined) {
        const reason = entries.map((e) => `${e.harness}: ${e.reason ?? e.status}`).join('; ')
        return { layer: 'ab', record: { status: 'error', reason }, costByHarness }
      }
      return { layer: 'ab', record: { ...result, agents: entries }, costByHarness }
    }
  }
}
