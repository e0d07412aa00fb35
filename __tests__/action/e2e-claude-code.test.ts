// End to end with the claude-code harness: the BUNDLED action, on a PR labelled `skill-ci:ab`
// with `harness: claude-code`, installs the Claude Agent SDK into its tool cache from a local
// package folder (npm, offline: the SDK and its binary already installed in this repository) and
// runs the A/B layer on Claude Code itself against the fake Messages API. Under the Action's
// runtime (Node 24) only: one such run takes seconds.
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { AbResultSchema } from '../../src/model/index.js'
import { CLAUDE_AGENT_SDK_VERSION } from '../../src/agent/harness/claude-code-sdk.js'
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'
import { startTrapProxy, type TrapProxy } from '../fakes/trap-proxy.js'
import { EVAL, SKILL_MD, world } from '../layers/harness-world.js'
import { NODE_24_PATH, describeActionNode } from '../node-binaries.js'
import { assertRunnable, readRunReport, runBundledAction } from './bundle-runner.js'
import {
  BASE_SHA,
  checkOut,
  stickyComment,
  writeLabelledPayload,
  type Checkout
} from './pull-request-fixture.js'

const API_KEY = 'sk-ant-api03-fake-secret-for-claude-code-0123456789'
const SDK_PACKAGE = resolve('node_modules/@anthropic-ai/claude-agent-sdk')

describeActionNode('the bundled action with the claude-code harness', ({ path: node }) => {
  // One Node is enough for a harness that runs its own binary: the Action's runtime.
  const runtime = node === NODE_24_PATH
  let github: FakeGitHub
  let anthropic: FakeAnthropic
  let trap: TrapProxy
  let checkout: Checkout
  let payloadPath: string
  let toolCache: string

  beforeAll(async () => {
    if (!runtime) return
    assertRunnable(node)
    github = await startFakeGitHub()
    anthropic = await startFakeAnthropic({ handler: world })
    trap = await startTrapProxy()
    github.state.pullFiles.set(42, [{ filename: 'skills/csv/tests/eval.yaml', status: 'modified' }])
    github.state.labels.set(42, ['skill-ci:ab'])
    github.state.trees.set(BASE_SHA, new Map())
    checkout = await checkOut('skill-ci-e2e-cc-', {
      'skills/csv/SKILL.md': SKILL_MD,
      'skills/csv/tests/eval.yaml': EVAL,
      'skills/csv/tests/fixtures/data.csv': 'a,b\n1,2\n3,4\n'
    })
    payloadPath = await writeLabelledPayload(checkout.work, 'skill-ci:ab')
    toolCache = await mkdtemp(join(os.tmpdir(), 'skill-ci-toolcache-'))
  })
  afterAll(async () => {
    await github?.close()
    await anthropic?.close()
    await trap?.close()
    if (checkout) await rm(checkout.work, { recursive: true, force: true })
    if (toolCache) await rm(toolCache, { recursive: true, force: true })
  })

  const maybe = runtime ? it : it.skip
  maybe('installs the SDK into the tool cache and runs an ab label on Claude Code', async () => {
    expect(existsSync(SDK_PACKAGE)).toBe(true)
    const result = await runBundledAction({
      node,
      ...checkout,
      githubUrl: github.url,
      event: { name: 'pull_request', path: payloadPath },
      inputs: {
        'upload-artifact': 'false',
        'anthropic-api-key': API_KEY,
        'anthropic-base-url': anthropic.url,
        'ab-runs': '1',
        // Claude Code's calls are priced at its 32,000-token output cap: $5 does not cover one scenario.
        'max-usd': '50',
        harness: 'claude-code',
        'claude-code-sdk': SDK_PACKAGE
      },
      runId: '1',
      env: {
        RUNNER_TOOL_CACHE: toolCache,
        // No network: npm works from what it is given, and any other host goes to the trap.
        npm_config_offline: 'true',
        HTTPS_PROXY: trap.url,
        HTTP_PROXY: trap.url
      }
    })
    expect(result.code).toBe(0)
    const installed = join(toolCache, 'skill-ci-claude-agent-sdk', CLAUDE_AGENT_SDK_VERSION)
    expect(await readdir(join(installed, 'node_modules/@anthropic-ai'))).toContain(
      'claude-agent-sdk'
    )
    expect(result.stdout).toContain(`installing ${SDK_PACKAGE} into ${installed}`)

    const report = await readRunReport(result)
    const harness = { name: 'claude-code', version: CLAUDE_AGENT_SDK_VERSION }
    expect(report.harness).toEqual(harness)
    const ab = AbResultSchema.parse(report.skills.find((s) => s.path === 'skills/csv')?.layers.ab)
    expect(ab).toMatchObject({
      status: 'ok',
      agentHarness: harness,
      activation: { loadedRuns: 1, runs: 1 },
      completion: { withSkill: 1, baseline: 0 }
    })
    // Claude Code made the agent calls (through the relay), skill-ci the judge calls; the key
    // reached the server, never the agent's environment, and no other host was contacted.
    const agentCalls = anthropic.requests.filter((r) =>
      r.headers['user-agent']?.startsWith('claude-cli/')
    )
    expect(agentCalls.length).toBe(6)
    expect(trap.attempts).toEqual([])
    const junit = await readFile(result.outputs.junit, 'utf8')
    expect(junit).toContain(
      `<property name="ab.harness" value="claude-code ${CLAUDE_AGENT_SDK_VERSION}"/>`
    )
    expect(stickyComment(github)).toContain(
      `on the claude-code ${CLAUDE_AGENT_SDK_VERSION} harness`
    )
  })
})
