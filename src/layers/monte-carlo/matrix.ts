// The cross-agent activation matrix: with several harnesses listed, the skill's outcome on each
// (its own trigger runs and stopping on the same trigger sets) becomes one record. The record's own
// fields are the first harness that measured something (they feed the composite, as one harness
// did); `agents` holds every harness's result or failure in the order listed; the gate is decided
// over them: min-recall / max-false-activation on every harness (default) or on any.
import type { HarnessSlot } from '../../agent/harness/types.js'
import {
  harnessActivationResult,
  monteCarloResultOf,
  type Finding,
  type HarnessActivation,
  type RecallOn
} from '../../model/index.js'
import type { LayerOutcome } from '../types.js'

type McOutcome = Extract<LayerOutcome, { layer: 'monte_carlo' }>

/** The gate failures of the matrix: each failing harness's (every), or all failing (any). */
export function matrixGateFailures(
  entries: readonly HarnessActivation[],
  recallOn: RecallOn
): string[] {
  const measured = entries.flatMap((e) => {
    const r = harnessActivationResult(e)
    return r === undefined ? [] : [r]
  })
  const failing = measured.filter((r) => r.gate.failures.length > 0)
  if (recallOn === 'every') {
    return failing.flatMap((r) => r.gate.failures.map((f) => `on ${r.harness}: ${f}`))
  }
  if (failing.length === 0 || failing.length < measured.length) return []
  return [
    `no listed harness met the activation gate (recall-on: any): ${failing
      .map((r) => `${r.harness}: ${r.gate.failures.join('; ')}`)
      .join(' | ')}`
  ]
}

/** One harness's findings, named after it; warnings when the matrix passes its gate. */
function harnessFindings(slot: HarnessSlot, outcome: McOutcome, gateFails: boolean): Finding[] {
  return (outcome.findings ?? []).map((f) => ({
    ...f,
    severity: gateFails ? f.severity : 'warning',
    message: `on ${slot.name}: ${f.message}`
  }))
}

/**
 * The skill's outcome over the listed harnesses, from each one's outcome (in the order listed)
 * and what its calls cost on each; `costUsd` is the skill's whole cost of the layer (its
 * generated trigger set, which no harness made, included).
 */
export function matrixOutcome(
  slots: readonly HarnessSlot[],
  outcomes: readonly McOutcome[],
  costs: readonly number[],
  recallOn: RecallOn,
  costUsd: number
): LayerOutcome {
  const entries = slots.map((slot, i): HarnessActivation => {
    const record = (outcomes[i] as McOutcome).record
    const result = monteCarloResultOf(record)
    return result === undefined
      ? { harness: slot.name, status: record.status, reason: record.reason ?? 'no reason given' }
      : { ...result, harness: slot.name }
  })
  const costByHarness = Object.fromEntries(slots.map((s, i) => [s.name, costs[i] ?? 0]))
  const main = outcomes.findIndex((o) => monteCarloResultOf(o.record) !== undefined)
  if (main < 0) {
    const reason = entries
      .map((e) => `${e.harness}: ${'reason' in e ? e.reason : e.status}`)
      .join('; ')
    const failed = entries.every((e) => e.status === 'budget_exhausted')
      ? 'budget_exhausted'
      : 'error'
    return { layer: 'monte_carlo', record: { status: failed, reason }, costUsd, costByHarness }
  }
  const first = outcomes[main] as McOutcome
  const result = monteCarloResultOf(first.record)!
  const failures = matrixGateFailures(entries, recallOn)
  const findings = slots.flatMap((slot, i) =>
    harnessFindings(slot, outcomes[i] as McOutcome, failures.length > 0)
  )
  return {
    layer: 'monte_carlo',
    record: {
      ...result,
      costUsd,
      gate: { ...result.gate, recallOn, failures },
      agents: entries
    },
    dimensions: first.dimensions,
    findings,
    gateFailures: failures,
    costUsd,
    costByHarness
  }
}
