// The agent harness that ran the agent layers' prompts: skill-ci's own tool loop (`builtin`) or
// Claude Code itself through the Claude Agent SDK (`claude-code`). Reports name it with its
// version, because the same skill can load and help differently in another harness.
import { z } from 'zod'
import { HARNESS_NAMES, PROVIDER_NAMES } from './constants.js'

export const HarnessNameSchema = z.enum(HARNESS_NAMES)
export type HarnessName = z.infer<typeof HarnessNameSchema>

/** The provider an agent harness talks to: whose key and base URL it needs. */
export type ProviderName = (typeof PROVIDER_NAMES)[number]

export const HarnessInfoSchema = z.object({
  name: HarnessNameSchema,
  /** builtin: skill-ci's version; claude-code: the Agent SDK package that was loaded. */
  version: z.string()
})
export type HarnessInfo = z.infer<typeof HarnessInfoSchema>

/** How a report line names a harness: `claude-code 0.3.332`. */
export const harnessLabel = (h: HarnessInfo): string => `${h.name} ${h.version}`

/** Which model and harness produced a layer's numbers: `sonnet on the claude-code 0.3.332 harness`. */
export const agentLabel = (model: string, harness: HarnessInfo | undefined): string =>
  harness === undefined ? model : `${model} on the ${harnessLabel(harness)} harness`
