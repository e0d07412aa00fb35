// The Elo layer as one costly layer of the run: the corpus is loaded and each skill's opponents
// are chosen and read before any call (so the estimate counts the real matchups and a stale or
// missing corpus fails before anything is spent), then each skill plays its K matchups in both
// orders on the run's shared Llm and is rated against the opponents' fixed corpus ratings.
import type { Finding } from '../../model/index.js'
import { type CallPlan, type Llm } from '../../llm/index.js'
import { createRng, DEFAULT_SEED } from '../../stats/random.js'
import type { CostlyLayer } from '../llm-setup.js'
import type { LayerOutcome, LayerRunner, SkillUnderTest } from '../types.js'
import {
  CorpusError,
  describeSkill,
  loadCorpus,
  readCorpusSkill,
  type DescribedSkill,
  type LoadedCorpus
} from './corpus.js'
import {
  DEFAULT_ELO_JUDGE_MODEL,
  judgePair,
  pairCallPlan,
  SCORE_OF,
  type JudgedSkillText
} from './judge.js'
import { DEFAULT_MATCHUPS, selectOpponents } from './matchups.js'
import { rateSkill } from './rating.js'
import type { CorpusSkill, EloMatch, EloResult } from '../../model/index.js'
import { eloMeaning } from '../../scoring/elo-meaning.js'

export interface EloLayerConfig {
  /** A corpus index file, or a folder of skills indexed on the fly (uncalibrated). */
  corpus?: string
  /** Opponents per skill (default 8). */
  matchups?: number
  judgeModel?: string
  seed?: number
  /** A rating below this fails the gate. */
  minElo?: number
}

/** A skill with its opponents read, or why it cannot play. */
type Prepared =
  | {
      ok: true
      skill: DescribedSkill
      opponents: Array<{ entry: CorpusSkill; text: JudgedSkillText }>
    }
  | { ok: false; reason: string }

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

async function prepare(
  corpus: LoadedCorpus,
  subject: SkillUnderTest,
  k: number,
  texts: Map<string, Promise<JudgedSkillText>>
): Promise<Prepared> {
  try {
    const skill = await describeSkill(subject.dir, subject.relPath)
    const entries = selectOpponents(corpus.index.skills, skill, k)
    if (entries.length === 0) return { ok: false, reason: 'the corpus has no other skill to play' }
    const opponents = await Promise.all(
      entries.map(async (entry) => {
        let text = texts.get(entry.path)
        if (text === undefined) {
          text = readCorpusSkill(corpus, entry)
          texts.set(entry.path, text)
        }
        return { entry, text: await text }
      })
    )
    return { ok: true, skill, opponents }
  } catch (error) {
    if (error instanceof CorpusError) return { ok: false, reason: error.message }
    return { ok: false, reason: `corpus: ${reasonOf(error)}` }
  }
}

const failing = (reason: string): LayerRunner => ({
  layer: 'elo',
  run: async () => ({ layer: 'elo', record: { status: 'error', reason } })
})

export async function eloLayer(
  config: EloLayerConfig,
  skills: SkillUnderTest[]
): Promise<CostlyLayer> {
  // A comma-separated judge list (several judges of the judge layer): the matchups use the first.
  const judgeModel = config.judgeModel?.split(',')[0]?.trim() || DEFAULT_ELO_JUDGE_MODEL
  const base = {
    layer: 'elo' as const,
    title: 'Elo layer',
    exhaustedNote: 'no Elo rating for some skills'
  }
  if (config.corpus === undefined) {
    const reason =
      'no corpus given: set the corpus input (or --corpus) to an index from `skill-ci init` or a folder of skills'
    return { ...base, plans: [], start: () => ({ runner: failing(reason) }) }
  }
  let corpus: LoadedCorpus
  try {
    corpus = await loadCorpus(config.corpus)
  } catch (error) {
    const reason = reasonOf(error)
    return { ...base, plans: [], start: () => ({ runner: failing(reason) }) }
  }
  const k = config.matchups ?? DEFAULT_MATCHUPS
  const texts = new Map<string, Promise<JudgedSkillText>>()
  const prepared = new Map<string, Prepared>()
  for (const subject of skills) prepared.set(subject.dir, await prepare(corpus, subject, k, texts))
  const plans: CallPlan[] = [...prepared.values()].flatMap((p) =>
    p.ok
      ? p.opponents.map((o) =>
          pairCallPlan(judgeModel, p.skill.text.content.length, o.text.content.length)
        )
      : []
  )
  return {
    ...base,
    plans,
    start: (llm) => ({
      runner: eloRunner(llm, corpus, prepared, { ...config, judgeModel })
    })
  }
}

function eloRunner(
  llm: Llm,
  corpus: LoadedCorpus,
  prepared: Map<string, Prepared>,
  config: EloLayerConfig & { judgeModel: string }
): LayerRunner {
  const seed = config.seed ?? DEFAULT_SEED
  return {
    layer: 'elo',
    run: async (subject, signal): Promise<LayerOutcome> => {
      const ready = prepared.get(subject.dir)
      if (ready === undefined || !ready.ok) {
        return failingOutcome(ready?.reason ?? 'the skill was not prepared for the Elo layer')
      }
      const outcomes = await Promise.all(
        ready.opponents.map((o) =>
          judgePair(llm, ready.skill.text, o.text, {
            model: config.judgeModel,
            layer: 'elo',
            signal
          })
        )
      )
      const matches: EloMatch[] = []
      const failed: EloResult['failedMatchups'] = []
      let budget = false
      outcomes.forEach((outcome, i) => {
        const { entry } = ready.opponents[i] as { entry: CorpusSkill }
        if (!outcome.ok) {
          budget ||= outcome.budget
          failed.push({ opponent: entry.name, reason: outcome.reason })
          return
        }
        matches.push({
          opponent: entry.name,
          opponentPath: entry.path,
          opponentRating: entry.rating,
          result: outcome.result,
          score: SCORE_OF[outcome.result],
          forward: outcome.forward,
          reverse: outcome.reverse,
          positionBias: outcome.consistent ? 'consistent' : 'inconsistent'
        })
      })
      if (budget) {
        return {
          layer: 'elo',
          record: { status: 'budget_exhausted', reason: 'the budget stopped the matchups' }
        }
      }
      if (matches.length === 0) {
        return failingOutcome(
          `no matchup gave a usable verdict: ${failed[0]?.reason ?? 'no opponents'}`
        )
      }
      const result = rateSkill(matches, {
        index: corpus.index,
        contentHash: ready.skill.contentHash,
        judgeModel: await llm.modelUse(config.judgeModel),
        seed,
        rng: createRng(seed).derive(`elo/${subject.relPath}`),
        minElo: config.minElo,
        failedMatchups: failed
      })
      return { layer: 'elo', record: result, ...verdictOf(result, subject.skillFile) }
    }
  }
}

function failingOutcome(reason: string): LayerOutcome {
  return { layer: 'elo', record: { status: 'error', reason } }
}

/** The rating as a notice on SKILL.md (every output shows it) and the min-elo gate. */
function verdictOf(
  result: EloResult,
  skillFile: string
): { findings: Finding[]; gateFailures: string[] } {
  const findings: Finding[] = [
    {
      ruleId: 'elo/rating',
      source: 'layer',
      severity: 'notice',
      file: skillFile,
      line: 1,
      message: eloMeaning(result)
    }
  ]
  const below = result.minElo !== undefined && result.rating < result.minElo
  if (!below) return { findings, gateFailures: [] }
  const message = `Elo rating ${Math.round(result.rating)} is below min-elo ${result.minElo}`
  findings.push({
    ruleId: 'elo/below-min-elo',
    source: 'layer',
    severity: 'error',
    file: skillFile,
    line: 1,
    message
  })
  return { findings, gateFailures: [message] }
}
