// The LlmError a call fails with; a call that succeeds, or fails otherwise, fails the test.
import { LlmError } from '../../src/llm/index.js'

export async function errorOf(call: Promise<unknown>): Promise<LlmError> {
  try {
    await call
  } catch (e) {
    if (e instanceof LlmError) return e
    throw e
  }
  throw new Error('expected the call to fail')
}
