// A finished agent run for the tests that read runs (judges, transcripts): two turns, one file
// read, no skill loaded, unless the test says otherwise.
import type { AgentRun } from '../../src/agent/loop.js'

export const agentRunOf = (over: Partial<AgentRun> = {}): AgentRun => ({
  output: 'done',
  stoppedBy: 'end_turn',
  error: null,
  timedOut: false,
  turns: 2,
  tokens: { input: 10, output: 5, cacheRead: 0, cacheWrite: 0 },
  toolCalls: { read_file: 1 },
  toolFailures: 0,
  errors: 0,
  apiMs: 1,
  toolMs: 1,
  wallMs: 2,
  costUsd: 0,
  cachedCalls: 0,
  skillsLoaded: [],
  events: [],
  ...over
})
