// The with-vs-without layer as a LayerRunner: for every scenario × run, a baseline and a
// with-skill agent run on identical fixtures, assertions on frozen snapshots, judges, one
// improvement score per pair, then the verdict from the scenario-clustered interval, the
// completion-rate gate, the normalized gain and the activation rate (skill-validator §2–§6,
// statistics.md §2).
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import pLimit from 'p-limit'
import { runAgent, type AgentRun } from '../../agent/loop.js'
import type { CatalogueEntry } from '../../agent/tools.js'
import { makeTempDir, replaceWithOwnFile, snapshotDir } from '../../agent/workdir.js'
import type { Llm } from '../../llm/index.js'
import type { AbArm, AbPair, Finding } from '../../report/model.js'
import { loadEvalFile } from '../../skill/eval-file.js'
import type { Scenario } from '../../skill/eval/schema.js'
import {
  abVerdict,
  completionGate,
  normalizedGainInterval,
  type IntervalMethod
} from '../../stats/ab-verdict.js'
import { mean } from '../../stats/descriptive.js'
import { createRng, DEFAULT_SEED } from '../../stats/random.js'
import { AB_DEFAULTS, type JudgeMode } from './defaults.js'
import type { LayerOutcome, LayerRunner, SkillUnderTest } from '../types.js'
import {
  evaluateAssertions,
  taskCompleted,
  type AssertionResult,
  type RunFacts
} from './assertions.js'
import { hashTree, isolatedSkillCopy, materialiseFixtures } from './fixtures.js'
import {
  BUDGET_STOP,
  judgeIndependent,
  judgePairwise,
  type IndependentJudgement,
  type PairwiseJudgement
} from './judges.js'
import { breakdown, improvementScore, type ArmFacts, type Quality } from './score.js'
import { renderTranscript, secretValues, skillFolderName, slug } from './transcript.js'

export interface AbOptions {
  llm: Llm
  /** Agent model (id or alias). */
  model: string
  /** Judge model; should differ from the agent's (B9). */
  judgeModel: string
  runs?: number
  judgeMode?: JudgeMode
  minImprovement?: number
  confidenceLevel?: number
  requireSignificance?: boolean
  requireCompletion?: boolean
  /** Fail the gate unless the verdict is "helps" (skill-validator's pass rule). */
  requireHelps?: boolean
  intervalMethod?: IntervalMethod
  seed?: number
  allowShell?: boolean
  /** Agent runs in flight at once (each pair runs its two arms in this pool). */
  concurrency?: number
  /** Folder for one markdown transcript per run; none when absent. */
  resultsDir?: string
  keepWorkDirs?: boolean
  env?: NodeJS.ProcessEnv
}

/** A different family for the judge by default (B9). */
export function defaultJudgeModel(agentModel: string): string {
  return /sonnet/i.test(agentModel) ? 'opus' : 'sonnet'
}

interface ArmResult {
  run: AgentRun
  assertions: AssertionResult[]
  completed: boolean
  fixturesHash: string
  workDir: string
}

/** The report's shapes (one zod schema each, in the report model). */
export type PairRecord = AbPair
export type ArmSummary = AbArm

const summarise = (a: ArmResult, transcript?: string): ArmSummary => ({
  completed: a.completed,
  stoppedBy: a.run.stoppedBy,
  error: a.run.error,
  turns: a.run.turns,
  tokens: a.run.tokens,
  toolCalls: a.run.toolCalls,
  apiMs: Math.round(a.run.apiMs),
  toolMs: Math.round(a.run.toolMs),
  costUsd: a.run.costUsd,
  cachedCalls: a.run.cachedCalls,
  assertions: a.assertions,
  ...(transcript ? { transcript } : {})
})

function facts(run: AgentRun): RunFacts {
  return {
    output: run.output,
    error: run.error,
    timedOut: run.timedOut,
    toolCalls: run.toolCalls,
    turns: run.turns,
    tokens: run.tokens.input + run.tokens.output,
    ...(run.stoppedBy === 'max_turns' || run.stoppedBy === 'max_tokens'
      ? { limitHit: run.stoppedBy }
      : {})
  }
}

function armFacts(a: ArmResult, timeComparable: boolean): ArmFacts {
  return {
    tokens: a.run.tokens.input + a.run.tokens.output,
    toolCalls: Object.entries(a.run.toolCalls).reduce((n, [, c]) => n + c, 0),
    // Cached replies carry no latency, so time is compared only between two live runs.
    timeMs: timeComparable ? a.run.apiMs + a.run.toolMs : 0,
    errors: a.run.errors,
    completed: a.completed
  }
}

function quality(
  p: PairwiseJudgement | undefined,
  b?: IndependentJudgement,
  s?: IndependentJudgement
): Quality | null {
  if (p?.valid) return { kind: 'pairwise', quality: p.quality, overall: p.overall }
  if (b?.valid && s?.valid) {
    return {
      kind: 'independent',
      baselineRubric: b.rubricMean,
      skillRubric: s.rubricMean,
      baselineOverall: b.overall,
      skillOverall: s.overall
    }
  }
  return null
}

export function createAbRunner(options: AbOptions): LayerRunner {
  const runs = options.runs ?? AB_DEFAULTS.runs
  const judgeMode = options.judgeMode ?? AB_DEFAULTS.judgeMode
  const seed = options.seed ?? DEFAULT_SEED
  const limit = pLimit(options.concurrency ?? AB_DEFAULTS.concurrency)
  // The agent's environment and ours: a secret of either must not reach a transcript (C7).
  const secrets = [...new Set([...secretValues(process.env), ...secretValues(options.env ?? {})])]

  const runArm = async (
    skill: SkillUnderTest,
    scenario: Scenario,
    catalogue: CatalogueEntry[],
    r: number,
    signal?: AbortSignal
  ): Promise<ArmResult> => {
    const workDir = await makeTempDir('ab-run')
    await materialiseFixtures(scenario, skill.dir, workDir)
    const fixturesHash = await hashTree(workDir)
    const run = await limit(() =>
      runAgent({
        llm: options.llm,
        model: options.model,
        prompt: scenario.prompt,
        workDir,
        catalogue,
        timeoutMs: scenario.timeout * 1000,
        maxTurns: scenario.max_turns,
        maxTokens: scenario.max_tokens,
        allowShell: options.allowShell ?? AB_DEFAULTS.allowShell,
        // Baselines depend only on model, prompt, fixtures and catalogue, so they are shared
        // across skills and commits through the response cache (D5).
        cacheSalt: `ab/${fixturesHash}/run-${r}`,
        signal,
        env: options.env
      })
    )
    const snapshot = await snapshotDir(workDir)
    const assertions = await evaluateAssertions(scenario, facts(run), snapshot)
    if (!options.keepWorkDirs)
      await Promise.all([
        rm(workDir, { recursive: true, force: true }),
        rm(snapshot, { recursive: true, force: true })
      ])
    return {
      run,
      assertions,
      completed: taskCompleted(scenario, facts(run), assertions),
      fixturesHash,
      workDir
    }
  }

  const writeTranscript = async (
    skill: SkillUnderTest,
    scenario: Scenario,
    si: number,
    r: number,
    arm: string,
    run: AgentRun
  ) => {
    if (!options.resultsDir) return undefined
    const dir = path.join(
      options.resultsDir,
      'ab',
      skillFolderName(skill.relPath === '.' ? skill.name : skill.relPath)
    )
    await mkdir(dir, { recursive: true })
    // The scenario index keeps two scenarios with the same slug apart (D7).
    const file = `${String(si + 1).padStart(2, '0')}-${slug(scenario.name)}-run${r + 1}-${arm}.md`
    // The results folder may be in a PR's checkout: never write through a link planted there.
    await replaceWithOwnFile(
      path.join(dir, file),
      renderTranscript(`${scenario.name} — run ${r + 1} — ${arm}`, run, secrets)
    )
    return path.relative(options.resultsDir, path.join(dir, file)).split(path.sep).join('/')
  }

  const runPair = async (
    skill: SkillUnderTest,
    scenario: Scenario,
    si: number,
    catalogue: CatalogueEntry[],
    r: number,
    signal?: AbortSignal
  ): Promise<PairRecord> => {
    const [b, s] = await Promise.all([
      runArm(skill, scenario, [], r, signal),
      runArm(skill, scenario, catalogue, r, signal)
    ])
    const skillLoaded = s.run.skillsLoaded.length > 0
    const [tb, ts] = await Promise.all([
      writeTranscript(skill, scenario, si, r, 'baseline', b.run),
      writeTranscript(skill, scenario, si, r, 'with-skill', s.run)
    ])
    const base = { run: r, skillLoaded, baseline: summarise(b, tb), withSkill: summarise(s, ts) }
    if (b.fixturesHash !== s.fixturesHash) {
      return {
        ...base,
        valid: false,
        invalidReason: 'the two arms started from different work dirs',
        score: null,
        breakdown: null
      }
    }
    const ctx = {
      llm: options.llm,
      model: options.judgeModel,
      salt: `ab-judge/${scenario.name}/run-${r}`,
      signal
    }
    const [pairwise, ib, is] = await Promise.all([
      judgeMode !== 'independent'
        ? judgePairwise(ctx, scenario.prompt, b.run, s.run, scenario.rubric)
        : undefined,
      judgeMode !== 'pairwise'
        ? judgeIndependent(
            { ...ctx, salt: `${ctx.salt}/baseline` },
            scenario.prompt,
            b.run,
            scenario.rubric
          )
        : undefined,
      judgeMode !== 'pairwise'
        ? judgeIndependent(
            { ...ctx, salt: `${ctx.salt}/with-skill` },
            scenario.prompt,
            s.run,
            scenario.rubric
          )
        : undefined
    ])
    // In "both" mode a failed pairwise judgement makes the pair invalid rather than mixing scales (B15).
    const q =
      judgeMode === 'both'
        ? pairwise?.valid
          ? quality(pairwise)
          : null
        : quality(pairwise, ib, is)
    const judged = {
      ...(pairwise
        ? {
            pairwise: {
              overall: pairwise.overall,
              quality: pairwise.quality,
              inconsistencies: pairwise.inconsistencies,
              comparisons: pairwise.comparisons,
              valid: pairwise.valid,
              ...(pairwise.reason ? { reason: pairwise.reason } : {})
            }
          }
        : {}),
      ...(ib && is
        ? {
            independent: {
              baseline: ib.valid ? ib.overall : null,
              withSkill: is.valid ? is.overall : null
            }
          }
        : {})
    }
    if (!q) {
      const reason = pairwise?.reason ?? ib?.reason ?? is?.reason ?? 'no valid judgement'
      return {
        ...base,
        ...judged,
        valid: false,
        invalidReason: `judge: ${reason}`,
        score: null,
        breakdown: null
      }
    }
    const comparableTime = b.run.cachedCalls === 0 && s.run.cachedCalls === 0
    const parts = breakdown(armFacts(b, comparableTime), armFacts(s, comparableTime), q)
    return { ...base, ...judged, valid: true, score: improvementScore(parts), breakdown: parts }
  }

  const run = async (skill: SkillUnderTest, signal?: AbortSignal): Promise<LayerOutcome> => {
    const loaded = await loadEvalFile(skill.dir, skill.relPath)
    if (loaded.ok === 'absent')
      return {
        layer: 'ab',
        record: { status: 'skipped', reason: 'no tests/eval.yaml or evals/evals.json' }
      }
    if (loaded.ok === false) {
      const findings: Finding[] = loaded.errors.map((e) => ({
        ...e,
        ruleId: e.code,
        source: 'eval',
        severity: 'error'
      }))
      return {
        layer: 'ab',
        record: {
          status: 'error',
          reason: `invalid eval file (${loaded.errors.length} problem(s))`,
          errors: loaded.errors
        },
        findings
      }
    }
    let catalogueDir: string | undefined
    try {
      const description =
        typeof skill.frontmatter.data.description === 'string'
          ? skill.frontmatter.data.description
          : ''
      const entry = await isolatedSkillCopy(skill.dir, skill.name, description)
      catalogueDir = path.dirname(entry.dir)
      const scenarios = loaded.suite.scenarios
      const pairs = await Promise.all(
        scenarios.map((sc, si) =>
          Promise.all(
            Array.from({ length: runs }, (_, r) => runPair(skill, sc, si, [entry], r, signal))
          )
        )
      )
      const stopped = pairs
        .flat()
        .filter(
          (p) =>
            p.baseline.stoppedBy === 'budget' ||
            p.withSkill.stoppedBy === 'budget' ||
            (p.invalidReason ?? '').includes(BUDGET_STOP)
        )
      if (stopped.length > 0) {
        // A verdict from the pairs that happened to fit would be biased: report no verdict.
        return {
          layer: 'ab',
          record: {
            status: 'budget_exhausted',
            reason: `the budget stopped ${stopped.length} run pair(s); no verdict`
          }
        }
      }
      return { layer: 'ab', ...summariseSkill(scenarios, pairs, options, seed, skill) }
    } catch (e) {
      return { layer: 'ab', record: { status: 'error', reason: (e as Error).message } }
    } finally {
      if (catalogueDir) await rm(catalogueDir, { recursive: true, force: true })
    }
  }

  return { layer: 'ab', run }
}

function summariseSkill(
  scenarios: Scenario[],
  pairs: PairRecord[][],
  options: AbOptions,
  seed: number,
  skill: SkillUnderTest
): Omit<LayerOutcome, 'layer'> {
  const rng = createRng(seed).derive(`ab/${skill.relPath}`)
  const clusters = pairs.map((ps) => ps.filter((p) => p.valid).map((p) => p.score as number))
  const verdict = abVerdict(clusters, {
    rng: rng.derive('interval'),
    minImprovement: options.minImprovement,
    level: options.confidenceLevel,
    requireSignificance: options.requireSignificance,
    method: options.intervalMethod
  })
  const all = pairs.flat()
  const withOutcomes = all.map((p) => p.withSkill.completed)
  const withoutOutcomes = all.map((p) => p.baseline.completed)
  const completion = completionGate(
    withOutcomes.filter(Boolean).length,
    withOutcomes.length,
    withoutOutcomes.filter(Boolean).length,
    withoutOutcomes.length,
    options.confidenceLevel
  )
  const gain = normalizedGainInterval(withOutcomes, withoutOutcomes, rng.derive('gain'), {
    level: options.confidenceLevel
  })
  const valid = all.filter((p) => p.valid)
  const loadedScores = valid.filter((p) => p.skillLoaded).map((p) => p.score as number)
  const unloadedScores = valid.filter((p) => !p.skillLoaded).map((p) => p.score as number)
  const notLoaded = all.filter((p) => !p.skillLoaded).length
  const judged = valid.filter((p) => p.pairwise?.valid)
  const comparisons = judged.reduce((n, p) => n + (p.pairwise?.comparisons ?? 0), 0)
  const inconsistencies = judged.reduce((n, p) => n + (p.pairwise?.inconsistencies ?? 0), 0)
  const costUsd = all.reduce((c, p) => c + p.baseline.costUsd + p.withSkill.costUsd, 0)

  const requireCompletion = options.requireCompletion ?? AB_DEFAULTS.requireCompletion
  const requireHelps = options.requireHelps ?? false
  const gateFailures: string[] = []
  if (verdict.verdict === 'hurts') gateFailures.push(`A/B: the skill hurts (${verdict.reason})`)
  else if (requireHelps && verdict.verdict !== 'helps') {
    gateFailures.push(
      `A/B: "helps" required, verdict ${verdict.verdict.replaceAll('_', ' ')} (${verdict.reason})`
    )
  }
  if (requireCompletion && completion.regressed) {
    gateFailures.push(
      `A/B: completion regressed (${completion.withRate} vs ${completion.withoutRate})`
    )
  }
  const notes = [...verdict.notes]
  const invalid = all.length - valid.length
  if (invalid > 0) notes.push(`${invalid}/${all.length} run pairs invalid and left out`)

  return {
    record: {
      status: 'ok',
      verdict: verdict.verdict,
      improvement: Number.isFinite(verdict.estimate) ? verdict.estimate : null,
      ci: verdict.ci,
      pairsNeeded: verdict.pairsNeeded,
      reason: verdict.reason,
      notes,
      minImprovement: options.minImprovement ?? AB_DEFAULTS.minImprovement,
      completion: {
        withSkill: completion.withRate,
        baseline: completion.withoutRate,
        difference: completion.difference,
        regressed: completion.regressed
      },
      normalizedGain: gain,
      activation: {
        loadedRuns: all.length - notLoaded,
        runs: all.length,
        rate: all.length ? (all.length - notLoaded) / all.length : null,
        meanScoreWhenLoaded: loadedScores.length ? mean(loadedScores) : null,
        meanScoreWhenNeverLoaded: unloadedScores.length ? mean(unloadedScores) : null
      },
      judge: {
        mode: options.judgeMode ?? AB_DEFAULTS.judgeMode,
        model: options.judgeModel,
        invalidPairs: invalid,
        inconsistencyRate: comparisons ? inconsistencies / comparisons : null
      },
      agentModel: options.model,
      runsPerScenario: options.runs ?? AB_DEFAULTS.runs,
      seed,
      costUsd,
      gate: { requireCompletion, requireHelps, failures: gateFailures },
      scenarios: scenarios.map((sc, si) => {
        const scores = clusters[si]
        return { name: sc.name, improvement: scores.length ? mean(scores) : null, pairs: pairs[si] }
      })
    },
    ...(gateFailures.length ? { gateFailures } : {})
  }
}
