// The run settings the costly-layer tests share: a test key, the fake server, no cache, no budget.
import type { LlmRunSettings } from '../../src/layers/llm-setup.js'

/** Settings for a run against the fake Messages API at `baseURL`; `over` replaces single fields. */
export const testRunSettings = (
  baseURL: string,
  over: Partial<LlmRunSettings> = {}
): LlmRunSettings => ({
  env: { ANTHROPIC_API_KEY: 'test-key' },
  baseURL,
  budget: {},
  cacheDir: null,
  toolVersion: 'test',
  ...over
})
