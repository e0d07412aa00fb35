// One fresh fake Messages API per test, so no test sees another's script, handler or request log.
import { afterEach, beforeEach } from '@jest/globals'
import {
  startFakeAnthropic,
  type FakeAnthropic,
  type FakeAnthropicOptions
} from './anthropic-server.js'

/**
 * Registers the hooks that start the server before each test and close it after. Call it at the
 * top of a test file or `describe`; the returned getter gives the running test's server.
 */
export function fakeAnthropicPerTest(opts: FakeAnthropicOptions = {}): () => FakeAnthropic {
  let fake: FakeAnthropic | undefined
  beforeEach(async () => {
    fake = await startFakeAnthropic(opts)
  })
  afterEach(async () => {
    await fake?.close()
    fake = undefined
  })
  return () => {
    if (!fake) throw new Error('the fake Anthropic server runs only inside a test')
    return fake
  }
}
