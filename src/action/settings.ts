// The Action's inputs translated into what the engine takes: the plan request, the costly layers'
// settings, the gate and the spec options. No decisions are made here; the plan makes them.
import * as core from '@actions/core'
import { UNCONFINED_SHELL_WARNING } from '../agent/shell.js'
import { resolve } from 'node:path'
import packageJson from '../../package.json' with { type: 'json' }
import { CERTIFY, LAYER_REGISTRY, type LayerSettings } from '../layers/registry.js'
import { DEFAULT_AGENT_MODEL, type BatchMode } from '../llm/index.js'
import type { PlanRequest, PlanTrigger, RequestKey } from '../plan.js'
import type { RunOptions } from '../run.js'
import { parseAllowList } from '../layers/security/suppress.js'
import { changesUnder, type ChangedFiles } from './changed.js'
import { installClaudeAgentSdk } from './claude-code-sdk-install.js'
import { installAgentPackage } from './agent-install.js'
import { pinnedVersion } from '../agent/harness/agent-program.js'
import { agentsWithoutAnthropic } from '../layers/harness.js'
import { HARNESS_TABLE } from '../layers/harness-table.js'
import { repoPathOf, type RunContext } from './context.js'
import type { RunEvent } from './event.js'
import type { ActionInputs } from './inputs.js'

/** The plan request of this run: labels on pull requests, `depth` on full scans, none on ranges. */
export function planRequestOf(
  inputs: ActionInputs,
  event: RunEvent,
  labels: readonly string[],
  /** The listed agents all talk to other providers whose keys the run has (see below). */
  agentsNeedNoAnthropicKey = false
): PlanRequest {
  const labelNames: Partial<Record<RequestKey, string>> = {}
  for (const { key, labelInput } of [...LAYER_REGISTRY, CERTIFY]) {
    const label = labelInput === undefined ? undefined : inputs[labelInput as keyof ActionInputs]
    if (typeof label === 'string') labelNames[key] = label
  }
  const trigger: PlanTrigger =
    event.kind === 'pull_request'
      ? { kind: 'labels', labels, labelNames }
      : event.kind === 'full'
        ? { kind: 'depth', depth: inputs.depth }
        : { kind: 'none' }
  const fromFork = event.kind === 'pull_request' && event.fromFork
  return {
    trigger,
    hasApiKey: inputs['anthropic-api-key'] !== undefined,
    noKeyReason: fromFork
      ? "no anthropic-api-key: a fork's pull request gets no secrets"
      : 'no anthropic-api-key (pass it from a secret, e.g. `anthropic-api-key: ${{ secrets.ANTHROPIC_API_KEY }}`; Dependabot runs read Dependabot secrets)',
    secretsNeverAvailable: fromFork,
    ...(agentsNeedNoAnthropicKey ? { keylessLayers: new Set(['monte_carlo'] as const) } : {})
  }
}

/**
 * Whether the activation layer may run without anthropic-api-key: every listed harness talks to
 * another provider whose key the run has (its input or its usual variable).
 */
export function runsWithoutAnthropicKey(ctx: RunContext): boolean {
  return (
    ctx.inputs['anthropic-api-key'] === undefined &&
    agentsWithoutAnthropic(harnessOf(ctx), { env: ctx.env })
  )
}

export function specOf(inputs: ActionInputs): RunOptions['spec'] {
  return {
    unknownFields: inputs['unknown-fields'],
    platformFields: inputs['platform-fields'],
    allowUnicodeNames: inputs['allow-unicode-names'],
    extraAllowedFields: inputs['extra-allowed-fields']
  }
}

export function gateOf(inputs: ActionInputs): RunOptions['gate'] {
  return {
    threshold: inputs['fail-under'],
    minBadge: inputs['min-badge'],
    failOn: inputs['fail-on'],
    onLayerError: inputs['on-layer-error'],
    multiplicity: inputs.multiplicity,
    securityGate: inputs['security-gate']
  }
}

export function securityOf(inputs: ActionInputs): RunOptions['security'] {
  return { allow: parseAllowList(inputs['security-allow']) }
}

/**
 * The response cache folder, or null when the PR changes files under it: cache keys are hashes
 * of requests a PR author can compute offline, so committed entries would be trusted replies
 * (any judge score or A/B verdict the author likes).
 */
function cacheDirOf(ctx: RunContext, changed: ChangedFiles | undefined): string | null {
  const cacheDir = resolve(ctx.workspace, ctx.inputs['cache-dir'])
  const touched =
    ctx.event.kind === 'pull_request' &&
    changesUnder(changed ?? { complete: false, reason: '' }, repoPathOf(ctx.workspace, cacheDir))
  if (!touched) return cacheDir
  core.warning(
    `skill-ci: the pull request changes files under ${ctx.inputs['cache-dir']}; the response cache is off for this run (cached replies could be forged)`
  )
  return null
}

/**
 * The agent's bash tool, if asked for. It is unconfined (src/agent/shell.ts): a command can read
 * this process's /proc/<pid>/environ (the API key and token inputs), the checkout's .git/config,
 * any file the runner user can. On pull_request_target those secrets meet a fork's content, so
 * the shell stays off there; elsewhere the run log says what it can reach.
 */
function allowShellOf(ctx: RunContext): boolean {
  const asked = ctx.inputs['allow-shell']
  if (asked && ctx.event.name === 'pull_request_target') {
    core.warning(
      'skill-ci: allow-shell is ignored on pull_request_target: an agent command could read the secrets of this job (the shell is not an OS sandbox)'
    )
    return false
  }
  if (asked) core.warning(`skill-ci: ${UNCONFINED_SHELL_WARNING}`)
  return asked
}

/** A distractor folder is read from the workspace; the named sets are skill-ci's own. */
function distractorsOf(ctx: RunContext): string {
  const value = ctx.inputs.distractors
  return value === 'builtin' || value === 'none' ? value : resolve(ctx.workspace, value)
}

/**
 * The agent harnesses listed, their models and provider keys; one that runs an agent's program
 * installs it (the pinned version, into the tool cache) when a layer first needs it.
 */
function harnessOf(ctx: RunContext): LayerSettings['harness'] {
  const { inputs } = ctx
  const source = inputs['claude-code-sdk']
  const keys = {
    ...(inputs['openai-api-key'] ? { openai: inputs['openai-api-key'] } : {}),
    ...(inputs['gemini-api-key'] ? { gemini: inputs['gemini-api-key'] } : {})
  }
  return {
    names: inputs.harness,
    ...(Object.keys(inputs['harness-models']).length === 0
      ? {}
      : { models: inputs['harness-models'] }),
    ...(Object.keys(keys).length === 0 ? {} : { keys }),
    install: async (name) => {
      const log = (line: string) => core.info(line)
      if (name === 'claude-code')
        return installClaudeAgentSdk({
          env: ctx.env,
          source: source === undefined ? undefined : resolve(ctx.workspace, source),
          log
        })
      const program = HARNESS_TABLE[name].package
      if (program === undefined) return undefined
      const pkg = { harness: name, name: program, version: pinnedVersion(program) }
      return installAgentPackage(pkg, { env: ctx.env, log })
    }
  }
}

/**
 * The `batch` input, or by event when it is empty: a scheduled or dispatched re-validation can
 * wait for batches; a pull request's author waits for the check, so its calls stay live.
 */
export function batchModeOf(ctx: Pick<RunContext, 'inputs' | 'event'>): BatchMode {
  const asked = ctx.inputs.batch
  if (asked !== undefined) return asked
  return ctx.event.name === 'schedule' || ctx.event.name === 'workflow_dispatch' ? 'auto' : 'off'
}

export function layerSettingsOf(ctx: RunContext, changed: ChangedFiles | undefined): LayerSettings {
  const { inputs } = ctx
  return {
    harness: harnessOf(ctx),
    llm: {
      apiKey: inputs['anthropic-api-key'],
      baseURL: inputs['anthropic-base-url'],
      env: ctx.env,
      budget: { maxUsd: inputs['max-usd'], maxCalls: inputs['max-calls'] },
      allowPartial: inputs['partial-budget'],
      cacheDir: cacheDirOf(ctx, changed),
      toolVersion: packageJson.version,
      batch: {
        mode: batchModeOf(ctx),
        deadlineMs: inputs['batch-deadline'] * 60_000,
        onProgress: (line) => core.info(line)
      },
      allowNoKey: runsWithoutAnthropicKey(ctx)
    },
    judge: { judges: inputs.judges, judgeModel: inputs['judge-model'] },
    securityReview: { model: inputs['judge-model']?.split(',')[0]?.trim() || undefined },
    ab: {
      model: inputs.model ?? DEFAULT_AGENT_MODEL,
      judgeModel: inputs['judge-model'],
      runs: inputs['ab-runs'],
      judgeMode: inputs['ab-judge-mode'],
      minImprovement: inputs['ab-min-improvement'],
      requireSignificance: inputs['ab-require-significance'],
      requireCompletion: inputs['ab-require-completion'],
      seed: inputs.seed,
      allowShell: allowShellOf(ctx),
      resultsDir: inputs['results-dir'],
      env: ctx.env
    },
    monteCarlo: {
      model: inputs.model ?? DEFAULT_AGENT_MODEL,
      judgeModel: inputs['judge-model'],
      depth: inputs.depth,
      distractors: distractorsOf(ctx),
      context: inputs['trigger-context'],
      prevalence: inputs.prevalence,
      minRecall: inputs['min-recall'],
      maxFalseActivation: inputs['max-false-activation'],
      recallOn: inputs['recall-on'],
      seed: inputs.seed,
      resultsDir: inputs['results-dir']
    },
    elo: {
      corpus: corpusOf(ctx, changed),
      judgeModel: inputs['judge-model'],
      seed: inputs.seed,
      minElo: inputs['min-elo']
    }
  }
}

/**
 * The corpus path in the workspace. A pull request that changes the corpus rates its skills
 * against corpus skills and ratings it wrote itself, so that is said in the log (the rating is
 * still computed: the repository decides whether such a pull request may merge).
 */
function corpusOf(ctx: RunContext, changed: ChangedFiles | undefined): string | undefined {
  const corpus = ctx.inputs.corpus
  if (corpus === undefined) return undefined
  const full = resolve(ctx.workspace, corpus)
  if (
    ctx.event.kind === 'pull_request' &&
    changesUnder(changed ?? { complete: false, reason: '' }, repoPathOf(ctx.workspace, full))
  ) {
    core.warning(
      `skill-ci: the pull request changes the Elo corpus (${corpus}); its ratings are only as trustworthy as that change`
    )
  }
  return full
}
