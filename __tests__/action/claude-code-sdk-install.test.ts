// The Action's installer of the agents' programs (the Claude Agent SDK and the others), where it installs nothing: a folder that holds
// the SDK already is used as it is, and the tool cache folder of the pinned version, once
// filled (or restored by actions/cache), is reused. (Installing with npm is the end-to-end test's.)
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { makeTempDir } from '../../src/agent/workdir.js'
import { installClaudeAgentSdk, sdkCacheDir } from '../../src/action/claude-code-sdk-install.js'
import { agentCacheDir, installAgentPackage } from '../../src/action/agent-install.js'
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
    expect(log).toEqual([`skill-ci: using @anthropic-ai/claude-agent-sdk installed in ${cached}`])
  })

  it('fails with the reason when npm cannot install it', async () => {
    const env = { PATH: '', RUNNER_TOOL_CACHE: await makeTempDir('toolcache') }
    await expect(installClaudeAgentSdk({ env })).rejects.toThrow(
      `could not install @anthropic-ai/claude-agent-sdk@${CLAUDE_AGENT_SDK_VERSION} for the claude-code harness`
    )
  })
})

describe('installAgentPackage', () => {
  it("keeps each agent's pinned program in a tool cache folder of its own", () => {
    const env = { RUNNER_TOOL_CACHE: '/cache' }
    const of = (name: string, version: string) =>
      agentCacheDir({ harness: 'x', name, version }, env)
    expect(of('@openai/codex', '0.171.0')).toBe('/cache/skill-ci-codex/0.171.0')
    expect(of('@google/gemini-cli', '0.61.0')).toBe('/cache/skill-ci-gemini-cli/0.61.0')
    expect(of('opencode-ai', '1.18.33')).toBe('/cache/skill-ci-opencode-ai/1.18.33')
  })

  it('names the harness when npm cannot install its program', async () => {
    const env = { PATH: '', RUNNER_TOOL_CACHE: await makeTempDir('toolcache') }
    const codex = { harness: 'codex', name: '@openai/codex', version: '0.171.0' }
    await expect(installAgentPackage(codex, { env })).rejects.toThrow(
      'could not install @openai/codex@0.171.0 for the codex harness'
    )
  })
})
