// LLM-path bench: a 10-skill standard-depth judge run against the local fake Messages API with
// 1 s simulated latency per call. Shows that the global concurrency limit works (wall time near
// the critical path, ceil(calls / concurrency) × latency, not the sum of latencies) and that a
// second run of the same skills is answered from the disk cache with zero calls.
// Run: npx tsx bench/llm.ts [skills=10] [latencyMs=1000] [concurrency=40]
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startFakeAnthropic, textReply } from '../__tests__/fakes/anthropic-server.js'
import { createJudgeRunner } from '../src/layers/judge/index.js'
import type { SkillUnderTest } from '../src/layers/types.js'
import { createLlm } from '../src/llm/index.js'

export interface LlmBenchResult {
  skills: number
  latencyMs: number
  concurrency: number
  calls: number
  wallMs: number
  /** Sum of the simulated latencies: the wall time of a sequential run. */
  sequentialMs: number
  /** ceil(calls / concurrency) × latency: the best a limit of `concurrency` allows. */
  criticalPathMs: number
  cachedRun: { calls: number; cacheHits: number; wallMs: number }
}

const REPLY: Record<string, string> = {
  triggering: JSON.stringify({
    predictions: [{ prompt: 'p', should_trigger: true, would_trigger: true }],
    f1: 1
  }),
  rubric: JSON.stringify({ score: 0.75, reasoning: 'r', evidence: ['e'] }),
  output: JSON.stringify({ score: 0.7, simulations: [] })
}

export async function benchLlm(
  skills = 10,
  latencyMs = 1000,
  concurrency = 40
): Promise<LlmBenchResult> {
  const fake = await startFakeAnthropic({
    latencyMs,
    handler: (body) => {
      const system = JSON.stringify(body.system)
      const kind = system.includes('should trigger this skill')
        ? 'triggering'
        : system.includes('simulate 3 realistic tasks')
          ? 'output'
          : 'rubric'
      return textReply(REPLY[kind] as string)
    }
  })
  const work = await mkdtemp(path.join(tmpdir(), 'skill-ci-bench-llm-'))
  try {
    const units: SkillUnderTest[] = []
    for (let i = 0; i < skills; i++) {
      const dir = path.join(work, `skill-${i}`)
      await mkdir(dir, { recursive: true })
      const content = `---\nname: skill-${i}\ndescription: Does task ${i}. Use when asked for task ${i}.\n---\n# Skill ${i}\n`
      await writeFile(path.join(dir, 'SKILL.md'), content)
      units.push({
        dir,
        relPath: `skill-${i}`,
        skillFile: `skill-${i}/SKILL.md`,
        name: `skill-${i}`,
        content,
        frontmatter: {
          delimited: true,
          data: {
            name: `skill-${i}`,
            description: `Does task ${i}. Use when asked for task ${i}.`
          },
          keyLines: {},
          bodyStartLine: 5
        }
      })
    }
    const options = {
      apiKey: 'bench-key',
      baseURL: fake.url,
      toolVersion: 'bench',
      cacheDir: path.join(work, 'cache'),
      concurrency,
      env: {}
    }
    const timeRun = async () => {
      const llm = createLlm(options)
      const judge = createJudgeRunner({ llm })
      const started = performance.now()
      await Promise.all(units.map((u) => judge.run(u)))
      return { wallMs: performance.now() - started, summary: llm.ledger.summary() }
    }
    const first = await timeRun()
    const second = await timeRun()
    const calls = first.summary.calls
    return {
      skills,
      latencyMs,
      concurrency,
      calls,
      wallMs: Math.round(first.wallMs),
      sequentialMs: calls * latencyMs,
      criticalPathMs: Math.ceil(calls / concurrency) * latencyMs,
      cachedRun: {
        calls: second.summary.calls,
        cacheHits: second.summary.cacheHits,
        wallMs: Math.round(second.wallMs)
      }
    }
  } finally {
    await fake.close()
    await rm(work, { recursive: true, force: true })
  }
}

export function formatLlmBench(r: LlmBenchResult): string {
  return (
    `LLM path (judge, standard depth): ${r.skills} skills, ${r.calls} calls at ${r.latencyMs} ms each, ` +
    `concurrency ${r.concurrency}: wall ${r.wallMs} ms (critical path ${r.criticalPathMs} ms, ` +
    `sequential ${r.sequentialMs} ms); re-run: ${r.cachedRun.calls} calls, ` +
    `${r.cachedRun.cacheHits} cache hits, ${r.cachedRun.wallMs} ms`
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [skills, latency, concurrency] = process.argv.slice(2).map(Number)
  console.log(formatLlmBench(await benchLlm(skills || 10, latency || 1000, concurrency || 40)))
}
