// A static-only run (quick depth, no model) for the commands that never call one.
import type { RunReport } from '../model/index.js'
import { STATIC_PLAN } from '../run.js'
import type { GateOptions } from '../scoring/gate.js'
import { runEngine } from './engine.js'
import type { CliIo } from './io.js'
import { specOptions, type CommonOptions } from './options.js'

export function staticRun(
  paths: string[],
  gate: GateOptions,
  options: CommonOptions,
  io: CliIo
): Promise<RunReport> {
  return runEngine(
    {
      roots: paths,
      request: { trigger: { kind: 'none' }, hasApiKey: false, noKeyReason: '' },
      layerSettings: () => {
        throw new Error(`a static run has no costly layers (${STATIC_PLAN.depth} depth)`)
      },
      gate,
      spec: specOptions(options),
      scoring: options.scoring,
      concurrency: options.concurrency,
      exclude: options.exclude
    },
    io
  )
}
