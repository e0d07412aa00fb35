// The agent harness of a run, opened once for every layer that runs agents (A/B, activation):
// the builtin loop, or Claude Code through the Agent SDK, loaded (and, in the Action, installed)
// only when such a layer actually runs.
import { builtinHarness } from '../agent/harness/builtin.js'
import { claudeCodeHarness } from '../agent/harness/claude-code.js'
import { loadClaudeAgentSdk } from '../agent/harness/claude-code-sdk.js'
import { findAgentProgram } from '../agent/harness/agent-program.js'
import type { AgentHarness } from '../agent/harness/types.js'
import { resolveApiKey, LlmError } from '../llm/index.js'
import type { HarnessInfo, HarnessName } from '../model/index.js'
import type { LlmRunSettings } from './llm-setup.js'

export interface HarnessSettings {
  name: HarnessName
  /**
   * Makes the Agent SDK available and returns the folder to import it from (the Action installs
   * the pinned version into its tool cache). Absent: it is looked up next to skill-ci and in the
   * current directory.
   */
  install?: () => Promise<string>
}

/** What a run's harness is opened from: the choice and the run's API settings. */
export interface HarnessRunSettings {
  llm: LlmRunSettings
  harness?: HarnessSettings
}

const opened = new WeakMap<HarnessRunSettings, Promise<AgentHarness>>()

async function open(choice: HarnessSettings, llm: LlmRunSettings): Promise<AgentHarness> {
  if (choice.name === 'builtin') return builtinHarness(llm.toolVersion)
  if (choice.name === 'codex') return openCodex(choice, llm)
  if (choice.name === 'gemini-cli') return openGeminiCli(choice, llm)
  const apiKey = resolveApiKey(llm.apiKey, llm.env)
  if (apiKey === undefined)
    throw new LlmError('no_key', 'no Anthropic API key (anthropic-api-key / ANTHROPIC_API_KEY)')
  const sdk = await loadClaudeAgentSdk(await choice.install?.())
  return claudeCodeHarness({
    sdk,
    api: { apiKey, baseURL: llm.baseURL ?? (llm.env.ANTHROPIC_BASE_URL || undefined) }
  })
}

/** Codex on OpenAI's API, with the key and base URL from their usual variables. */
async function openCodex(choice: HarnessSettings, llm: LlmRunSettings): Promise<AgentHarness> {
  const apiKey = llm.env.OPENAI_API_KEY?.trim()
  if (!apiKey)
    throw new LlmError('no_key', 'no OpenAI API key for the codex harness (OPENAI_API_KEY)')
  const { codexHarness } = await import('../agent/harness/codex.js')
  const { CODEX_PROGRAM } = await import('../agent/harness/codex-project.js')
  const program = await findAgentProgram(CODEX_PROGRAM, await choice.install?.())
  return codexHarness({ program, api: { apiKey, baseURL: llm.env.OPENAI_BASE_URL || undefined } })
}

/** Gemini CLI on the Gemini API, with the key and base URL from their usual variables. */
async function openGeminiCli(choice: HarnessSettings, llm: LlmRunSettings): Promise<AgentHarness> {
  const apiKey = llm.env.GEMINI_API_KEY?.trim()
  if (!apiKey)
    throw new LlmError('no_key', 'no Gemini API key for the gemini-cli harness (GEMINI_API_KEY)')
  const { geminiCliHarness, GEMINI_CLI_PROGRAM } = await import('../agent/harness/gemini-cli.js')
  const program = await findAgentProgram(GEMINI_CLI_PROGRAM, await choice.install?.())
  const baseURL = llm.env.GOOGLE_GEMINI_BASE_URL || undefined
  return geminiCliHarness({ program, api: { apiKey, baseURL } })
}

/** The run's harness: opened on first use, the same one for every layer of the run. */
export function runHarness(settings: HarnessRunSettings): Promise<AgentHarness> {
  let harness = opened.get(settings)
  if (harness === undefined) {
    harness = open(settings.harness ?? { name: 'builtin' }, settings.llm)
    opened.set(settings, harness)
  }
  return harness
}

/**
 * The harness options of an agent layer's config: its name (the estimate prices its calls) and
 * the harness itself, except on a dry run, which only prices the plan (nothing is loaded or
 * installed for it).
 */
export async function agentHarnessOption(
  settings: HarnessRunSettings
): Promise<{ harness?: AgentHarness; harnessName: HarnessName }> {
  const harnessName = settings.harness?.name ?? 'builtin'
  return settings.llm.dryRun === true
    ? { harnessName }
    : { harness: await runHarness(settings), harnessName }
}

/** The harness the run's agent layers used, if any opened one. */
export async function harnessOfRun(
  settings: HarnessRunSettings | undefined
): Promise<HarnessInfo | undefined> {
  const harness = settings === undefined ? undefined : opened.get(settings)
  return harness === undefined ? undefined : (await harness.catch(() => undefined))?.info
}
