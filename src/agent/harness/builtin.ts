// The builtin harness: skill-ci's own tool loop on the Messages API (../loop.ts), every call
// through the shared Llm (cache, budget, ledger, retries).
import { runAgent } from '../loop.js'
import type { AgentHarness } from './types.js'

export function builtinHarness(toolVersion: string): AgentHarness {
  return { info: { name: 'builtin', version: toolVersion }, run: runAgent }
}
