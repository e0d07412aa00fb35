// What the estimate prices one agent call at, per harness: the builtin loop's own call, and each
// agent program's system prompt and tools on top, at its own output cap unless it takes the cap
// the request sends (OpenCode takes a trigger run's 512 tokens; the others write up to their own).
import { describe, expect, it } from '@jest/globals'
import { harnessCallShape } from '../../../src/agent/harness/call-shape.js'
import { HARNESS_NAMES } from '../../../src/model/index.js'

describe('harnessCallShape', () => {
  const trigger = { inputChars: 2_000, maxOutputTokens: 512, capSent: true }
  const scenario = { inputChars: 8_000, maxOutputTokens: 4_096 }

  it('prices the builtin loop at its own call, and every agent program above it', () => {
    expect(harnessCallShape('builtin', trigger)).toEqual({
      inputChars: 2_000,
      maxOutputTokens: 512
    })
    for (const name of HARNESS_NAMES.filter((n) => n !== 'builtin')) {
      const shape = harnessCallShape(name, scenario)
      expect(shape.inputChars).toBeGreaterThan(scenario.inputChars)
      expect(shape.maxOutputTokens).toBeGreaterThanOrEqual(32_000)
    }
  })

  it("takes a trigger run's cap only for the agent that sends it on", () => {
    const outputs = Object.fromEntries(
      HARNESS_NAMES.map((name) => [name, harnessCallShape(name, trigger).maxOutputTokens])
    )
    expect(outputs).toEqual({
      builtin: 512,
      'claude-code': 32_000,
      codex: 32_000,
      'gemini-cli': 65_536,
      opencode: 512
    })
  })
})
