// The agent harnesses of a run, opened once for every layer that runs agents (A/B, activation):
// each listed harness from its entry in the table (harness-table.ts), with its provider's key and
// base URL and its model, loaded (and, in the Action, installed) only when such a layer actually
// runs. With one harness listed, one that cannot be opened stops the run as before; with several,
// it is that harness's error, its part of every agent layer fails with it, and the others run.
import type { AgentHarness, HarnessSlot } from '../agent/harness/types.js'
import { resolveApiKey, LlmError } from '../llm/index.js'
import type { HarnessInfo, HarnessName, ProviderName } from '../model/index.js'
import {
  HARNESS_TABLE,
  missingKeyMessage,
  PROVIDERS,
  type HarnessEntry,
  type ProviderTarget
} from './harness-table.js'
import type { LlmRunSettings } from './llm-setup.js'

export interface HarnessSettings {
  /** One harness (the setting before lists existed); `names` wins when both are given. */
  name?: HarnessName
  /** The harnesses listed, in order; default `[name ?? 'builtin']`. Repeats are dropped. */
  names?: readonly HarnessName[]
  /** A harness's model instead of its default (`--harness-model codex=gpt-5-mini`). */
  models?: Partial<Record<HarnessName, string>>
  /** Provider keys given explicitly (the Action's inputs); otherwise read from the run's env. */
  keys?: Partial<Record<Exclude<ProviderName, 'anthropic'>, string>>
  /**
   * Makes a harness's program (or SDK) available and returns the folder to find it under (the
   * Action installs the pinned version into its tool cache). Absent, or undefined for a harness:
   * it is looked up next to skill-ci and in the current directory.
   */
  install?: (name: HarnessName) => Promise<string | undefined>
}

/** What a run's harnesses are opened from: the choice and the run's API settings. */
export interface HarnessRunSettings {
  llm: LlmRunSettings
  harness?: HarnessSettings
}

/** The harnesses a run lists, in order, each once. */
export function listedHarnesses(settings: HarnessSettings | undefined): HarnessName[] {
  return [...new Set(settings?.names ?? [settings?.name ?? 'builtin'])]
}

/** The provider's key and base URL from the run's settings and environment, or undefined without a key. */
export function providerTarget(
  provider: ProviderName,
  settings: HarnessSettings | undefined,
  llm: Pick<LlmRunSettings, 'apiKey' | 'baseURL' | 'env'>
): ProviderTarget | undefined {
  if (provider === 'anthropic') {
    const apiKey = resolveApiKey(llm.apiKey, llm.env)
    if (apiKey === undefined) return undefined
    return { apiKey, baseURL: llm.baseURL ?? (llm.env.ANTHROPIC_BASE_URL || undefined) }
  }
  const spec = PROVIDERS[provider]
  const apiKey = settings?.keys?.[provider]?.trim() || llm.env[spec.keyEnv]?.trim()
  if (!apiKey) return undefined
  const baseURL = llm.env[spec.baseUrlEnv]?.trim() || undefined
  return baseURL === undefined ? { apiKey } : { apiKey, baseURL }
}

/**
 * Whether the run's agents need no Anthropic key: every listed harness talks to another provider,
 * whose key the run has. The activation layer can then run on the skills' authored trigger prompts
 * alone; a call it would make to Anthropic (writing trigger prompts for a skill without any,
 * judging a scenario's output) fails with the missing key, and that skill's layer with it.
 */
export function agentsWithoutAnthropic(
  settings: HarnessSettings | undefined,
  llm: Pick<LlmRunSettings, 'apiKey' | 'baseURL' | 'env'>
): boolean {
  return listedHarnesses(settings).every((name) => {
    const { provider } = HARNESS_TABLE[name]
    return provider !== 'anthropic' && providerTarget(provider, settings, llm) !== undefined
  })
}

/** The model a listed harness's runs ask for (undefined: the layer's, for an Anthropic harness). */
function slotModel(
  name: HarnessName,
  entry: HarnessEntry,
  settings: HarnessSettings | undefined
): string | undefined {
  return (
    settings?.models?.[name] ?? (entry.provider === 'anthropic' ? undefined : entry.defaultModel)
  )
}

/** Opens one listed harness; throws when its key or its program is missing. */
async function openHarness(
  name: HarnessName,
  settings: HarnessRunSettings,
  table: Readonly<Record<HarnessName, HarnessEntry>>
): Promise<HarnessSlot> {
  const entry = table[name]
  const model = slotModel(name, entry, settings.harness)
  const target = providerTarget(entry.provider, settings.harness, settings.llm)
  if (target === undefined) {
    throw new LlmError(
      'no_key',
      name === 'claude-code' && listedHarnesses(settings.harness).length === 1
        ? 'no Anthropic API key (anthropic-api-key / ANTHROPIC_API_KEY)'
        : missingKeyMessage(name, entry.provider)
    )
  }
  const harness = await entry.open({
    target,
    model,
    installDir: await settings.harness?.install?.(name),
    toolVersion: settings.llm.toolVersion
  })
  return model === undefined ? { name, harness } : { name, model, harness }
}

const opened = new WeakMap<HarnessRunSettings, Promise<HarnessSlot[]>>()

/**
 * The run's harnesses: opened on first use, the same ones for every layer of the run. One listed
 * harness that cannot be opened rejects (the run stops with its one line, as before lists); of
 * several, it is that harness's `error`. `table` is the harness table (tests give a variant).
 */
export function runHarnesses(
  settings: HarnessRunSettings,
  table: Readonly<Record<HarnessName, HarnessEntry>> = HARNESS_TABLE
): Promise<HarnessSlot[]> {
  let slots = opened.get(settings)
  if (slots === undefined) {
    const names = listedHarnesses(settings.harness)
    slots =
      names.length === 1
        ? openHarness(names[0] as HarnessName, settings, table).then((slot) => [slot])
        : Promise.all(
            names.map((name) =>
              openHarness(name, settings, table).catch((error: unknown): HarnessSlot => ({
                name,
                error: error instanceof Error ? error.message : String(error)
              }))
            )
          )
    opened.set(settings, slots)
  }
  return slots
}

/** The run's first harness (what a single-harness run opens). */
export async function runHarness(settings: HarnessRunSettings): Promise<AgentHarness> {
  const [first] = await runHarnesses(settings)
  if (first?.harness === undefined) throw new Error(first?.error ?? 'no harness was opened')
  return first.harness
}

/**
 * The harness options of an agent layer's config: each listed harness (the estimate prices its
 * calls) and the harness itself, except on a dry run, which only prices the plan (nothing is
 * loaded or installed for it). `harness` / `harnessName` are the first one's, as before lists.
 */
export async function agentHarnessOption(
  settings: HarnessRunSettings,
  table: Readonly<Record<HarnessName, HarnessEntry>> = HARNESS_TABLE
): Promise<{ harness?: AgentHarness; harnessName: HarnessName; agents?: HarnessSlot[] }> {
  const names = listedHarnesses(settings.harness)
  const harnessName = names[0] as HarnessName
  if (settings.llm.dryRun === true) {
    if (names.length === 1) return { harnessName }
    const agents = names.map((name): HarnessSlot => {
      const model = slotModel(name, table[name], settings.harness)
      return model === undefined ? { name } : { name, model }
    })
    return { harnessName, agents }
  }
  const slots = await runHarnesses(settings, table)
  if (slots.length === 1) return { harness: (slots[0] as HarnessSlot).harness, harnessName }
  return { harnessName, agents: slots }
}

/** The harnesses the run's agent layers used, if any opened one: in the order listed. */
export async function harnessesOfRun(
  settings: HarnessRunSettings | undefined
): Promise<HarnessInfo[]> {
  const slots = settings === undefined ? undefined : opened.get(settings)
  if (slots === undefined) return []
  const open = (await slots.catch(() => [] as HarnessSlot[])).flatMap((s) =>
    s.harness === undefined ? [] : [s.harness.info]
  )
  return open
}

/** The harness the run's agent layers used, if any opened one (the first listed). */
export async function harnessOfRun(
  settings: HarnessRunSettings | undefined
): Promise<HarnessInfo | undefined> {
  return (await harnessesOfRun(settings))[0]
}
