// The agent harnesses a run can list (`--harness builtin,claude-code,…`), one entry each: the
// provider its agent talks to (whose key and base URL it gets), its default model when that is not
// Anthropic's, and how it is opened. Opening imports the harness's own module, so a run loads only
// the harnesses it lists (ARCHITECTURE.md, "What a run loads"). A new harness is one entry here
// (and its name in HARNESS_NAMES, src/model/constants.ts).
import { findAgentProgram } from '../agent/harness/agent-program.js'
import type { AgentHarness } from '../agent/harness/types.js'
import type { HarnessName, ProviderName } from '../model/index.js'

/** A provider's key and base URL: where they are read from, and how a missing key is named. */
export interface ProviderSpec {
  /** For messages: "Anthropic", "OpenAI". */
  label: string
  /** The Action input that gives the key. */
  keyInput: string
  /** The environment variable the CLI (and the Action, without the input) reads the key from. */
  keyEnv: string
  /** The environment variable that points the provider's API elsewhere (a proxy, a test server). */
  baseUrlEnv: string
}

export const PROVIDERS: Readonly<Record<ProviderName, ProviderSpec>> = {
  anthropic: {
    label: 'Anthropic',
    keyInput: 'anthropic-api-key',
    keyEnv: 'ANTHROPIC_API_KEY',
    baseUrlEnv: 'ANTHROPIC_BASE_URL'
  },
  openai: {
    label: 'OpenAI',
    keyInput: 'openai-api-key',
    keyEnv: 'OPENAI_API_KEY',
    baseUrlEnv: 'OPENAI_BASE_URL'
  },
  gemini: {
    label: 'Gemini',
    keyInput: 'gemini-api-key',
    keyEnv: 'GEMINI_API_KEY',
    baseUrlEnv: 'GOOGLE_GEMINI_BASE_URL'
  }
}

/** A provider's API as a harness is given it: the key (the credential relay puts it on) and base URL. */
export interface ProviderTarget {
  apiKey: string
  baseURL?: string
}

/** What a harness is opened with. */
export interface HarnessOpenContext {
  /** Its provider's key and base URL. */
  target: ProviderTarget
  /**
   * The model its runs use: `--harness-model`'s, else the entry's `defaultModel`. Undefined for
   * an Anthropic harness without one: each request names the run's `--model`.
   */
  model: string | undefined
  /**
   * A folder its program (or SDK) is installed under (the Action's tool cache, `--claude-code-sdk`);
   * undefined: found next to skill-ci or in the current project.
   */
  installDir: string | undefined
  /** skill-ci's version (the builtin harness's). */
  toolVersion: string
}

export interface HarnessEntry {
  provider: ProviderName
  /**
   * The model a harness on another provider than Anthropic runs when `--harness-model` names
   * none (an Anthropic harness runs the run's `--model`).
   */
  defaultModel?: string
  /**
   * The npm package of the agent's program, which the Action installs into its tool cache at
   * skill-ci's pinned version (claude-code's SDK has its own installer and input).
   */
  package?: string
  /** Opens the harness; throws (a missing program says how to install it in one line). */
  open(ctx: HarnessOpenContext): Promise<AgentHarness>
}

export const HARNESS_TABLE: Readonly<Record<HarnessName, HarnessEntry>> = {
  builtin: {
    provider: 'anthropic',
    // skill-ci's own loop calls the API through the run's client, whose key the plan checked.
    open: async (ctx) =>
      (await import('../agent/harness/builtin.js')).builtinHarness(ctx.toolVersion)
  },
  'claude-code': {
    provider: 'anthropic',
    open: async (ctx) => {
      const { loadClaudeAgentSdk } = await import('../agent/harness/claude-code-sdk.js')
      const { claudeCodeHarness } = await import('../agent/harness/claude-code.js')
      return claudeCodeHarness({ sdk: await loadClaudeAgentSdk(ctx.installDir), api: ctx.target })
    }
  },
  codex: {
    provider: 'openai',
    package: '@openai/codex',
    defaultModel: 'gpt-5-mini',
    open: async (ctx) => {
      const { codexHarness } = await import('../agent/harness/codex.js')
      const { CODEX_PROGRAM } = await import('../agent/harness/codex-project.js')
      const program = await findAgentProgram(CODEX_PROGRAM, ctx.installDir)
      return codexHarness({ program, api: ctx.target, model: ctx.model })
    }
  },
  'gemini-cli': {
    provider: 'gemini',
    package: '@google/gemini-cli',
    defaultModel: 'gemini-2.5-flash',
    open: async (ctx) => {
      const { geminiCliHarness, GEMINI_CLI_PROGRAM } =
        await import('../agent/harness/gemini-cli.js')
      const program = await findAgentProgram(GEMINI_CLI_PROGRAM, ctx.installDir)
      return geminiCliHarness({ program, api: ctx.target, model: ctx.model })
    }
  },
  opencode: {
    provider: 'anthropic',
    package: 'opencode-ai',
    open: async (ctx) => {
      const { opencodeHarness, OPENCODE_PROGRAM } = await import('../agent/harness/opencode.js')
      const program = await findAgentProgram(OPENCODE_PROGRAM, ctx.installDir)
      return opencodeHarness({ program, api: ctx.target, model: ctx.model })
    }
  }
}

/** The one line a run says when a listed harness's provider key is missing. */
export function missingKeyMessage(name: HarnessName, provider: ProviderName): string {
  const p = PROVIDERS[provider]
  return `the ${name} harness needs an ${p.label} API key: set ${p.keyEnv} (the Action's ${p.keyInput} input), or leave ${name} out of --harness`
}
