// `skill-ci certify <paths…> --corpus <index|dir>`: the deep run that certifies a skill — the judge,
// Monte Carlo and the Elo rating against a corpus — printed like `score`. A layer this version
// lacks is reported as not available (and the rest runs), never silently dropped.
import type { Command } from 'commander'
import { CERTIFY, layerDefinition } from '../../layers/registry.js'
import { resolveApiKey } from '../../llm/index.js'
import type { PlanRequest } from '../../plan.js'
import { CLI_NO_KEY_REASON } from '../engine.js'
import type { CliIo } from '../io.js'
import { DEFAULT_CLI_MAX_USD } from '../options.js'
import { addScoringOptions, runScore, type ScoreOptions } from './score.js'

/**
 * Certification's layers, each asked for on its own: one this version lacks (Monte Carlo until it
 * lands) is reported as not available while the others run. The pull-request label asks for the
 * bundle, which runs only whole.
 */
export function certifyPlanRequest(
  options: Pick<ScoreOptions, 'dryRun'>,
  env: NodeJS.ProcessEnv
): PlanRequest {
  return {
    trigger: {
      kind: 'layers',
      layers: CERTIFY.layers.map((name) => layerDefinition(name).key),
      why: '`skill-ci certify`'
    },
    hasApiKey: resolveApiKey(undefined, env) !== undefined,
    noKeyReason: CLI_NO_KEY_REASON,
    dryRun: options.dryRun === true
  }
}

export function registerCertifyCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  const certify = program
    .command('certify')
    .description('certify skills: the judge, Monte Carlo and an Elo rating against a corpus')
    .argument('<paths...>', 'skill folders or folders containing skills')
  addScoringOptions(certify, { maxUsd: DEFAULT_CLI_MAX_USD })
  certify.action(async (paths: string[], flags: Omit<ScoreOptions, 'depth' | 'elo'>) => {
    // Certification is a long, non-interactive run: its independent calls batch when it is big.
    const options: ScoreOptions = {
      ...flags,
      depth: 'deep',
      elo: true,
      batch: flags.batch ?? 'auto'
    }
    setExit(await runScore(paths, options, io, certifyPlanRequest(options, io.env)))
  })
}
