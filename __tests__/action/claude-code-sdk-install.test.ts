// The Action's installer of the Claude Agent SDK, where it installs nothing: a folder that holds
// the SDK already is used as it is, and the tool cache folder of the pinned version, once
// filled (or restored by actions/cache), is reused. (Installing with npm is the end-to-end test's.)
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { makeTempDir } from '../../src/agent/workdir.js'
import { installClaudeAgentSdk, sdkCacheDir } from '../../src/action/claude-code-sdk-install.js'
import { CLAUDE_AGENT_SDK_VERSION } from '../../src/agent/harness/claude-code-sdk.js'

async function withSdk(dir: string): Promise<string> {
  const pkg = path.join(dir, 'node_modules/@anthropic-ai/claude-agent-sdk')
  await mkdir(pkg, { recursive: true })
  await writeFile(path.join(pkg, 'package.json'), '{"name":"@anthropic-ai/claude-agent-sdk"}')
  return dir
}

describe('installClaudeAgentSdk', () => {
  it('uses an installed copy, else the tool cache folder of the pinned version, without npm', async () => {
    // PATH has no npm: any install attempt would fail the test.
    const env = { PATH: '', RUNNER_TOOL_CACHE: await makeTempDir('toolcache') }
    const elsewhere = await withSdk(await makeTempDir('sdk'))
    expect(await installClaudeAgentSdk({ env, source: elsewhere })).toBe(elsewhere)

    const cached = sdkCacheDir(env)
    expect(cached).toBe(
      path.join(env.RUNNER_TOOL_CACHE, 'skill-ci-claude-agent-sdk', CLAUDE_AGENT_SDK_VERSION)
    )
    await withSdk(cached)
    const log: string[] = []
    expect(await installClaudeAgentSdk({ env, log: (l) => log.push(l) })).toBe(cached)
    expect(log).toEqual([`skill-ci: using the Claude Agent SDK installed in ${cached}`])
  })

  it('fails with the reason when npm cannot install it', async () => {
    const env = { PATH: '', RUNNER_TOOL_CACHE: await makeTempDir('toolcache') }
    await expect(installClaudeAgentSdk({ env })).rejects.toThrow(
      `could not install @anthropic-ai/claude-agent-sdk@${CLAUDE_AGENT_SDK_VERSION} for the claude-code harness`
    )
  })
})
