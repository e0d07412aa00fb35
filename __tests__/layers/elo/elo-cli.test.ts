// The Elo layer end to end through the real CLI entry point (`init`, `score --elo`, `certify`),
// with the real SDK client pointed at the fake Messages API and scripted pairwise judges.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { main, type CliIo } from '../../../src/cli/main.js'
import {
  CorpusIndexSchema,
  eloResultOf,
  RunReportSchema,
  type RunReport
} from '../../../src/model/index.js'
import { startFakeAnthropic, type FakeAnthropic } from '../../fakes/anthropic-server.js'
import {
  longerJudge,
  positionAJudge,
  qualityJudge,
  spearman,
  writeScriptedSkill,
  type ScriptedSkill
} from './scripted-corpus.js'

let fake: FakeAnthropic
let work: string
let corpusDir: string
let candidateDir: string
const QUALITIES = [13, 2, 17, 8, 19, 5, 11, 0, 15, 7, 3, 18, 10, 1, 14, 6, 16, 9, 4, 12]

beforeAll(async () => {
  fake = await startFakeAnthropic()
  work = await mkdtemp(path.join(tmpdir(), 'skill-ci-elo-'))
  corpusDir = path.join(work, 'corpus')
  const skills: ScriptedSkill[] = QUALITIES.map((quality, i) => ({
    name: `gold-${String(i).padStart(2, '0')}`,
    quality,
    lines: 10 + ((i * 7) % 13)
  }))
  for (const [i, skill] of skills.entries()) await writeScriptedSkill(corpusDir, `p${i % 3}`, skill)
  candidateDir = await writeScriptedSkill(path.join(work, 'pr'), 'p0', {
    name: 'candidate',
    quality: 16,
    lines: 40
  })
})
afterAll(async () => {
  await fake.close()
  await rm(work, { recursive: true, force: true })
})

async function run(argv: string[]) {
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    stdout: { write: (t) => void (stdout += t), isTTY: false },
    stderr: { write: (t) => void (stderr += t), isTTY: false },
    env: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake.url }
  }
  const code = await main(argv, io)
  return { code, stdout, stderr }
}

const posts = () => fake.requests.filter((r) => r.method === 'POST').length
const json = (stdout: string): RunReport => RunReportSchema.parse(JSON.parse(stdout))
const indexAt = (name: string) => path.join(work, name)
const cache = (name: string) => ['--cache-dir', path.join(work, `cache-${name}`)]

describe('skill-ci init', () => {
  it('writes an uncalibrated index that a second init reproduces byte for byte', async () => {
    const first = await run(['init', corpusDir, '--out', indexAt('plain.json')])
    expect(first.code).toBe(0)
    const bytes = await readFile(indexAt('plain.json'), 'utf8')
    const again = await run(['init', corpusDir, '--out', indexAt('plain.json')])
    expect(again.code).toBe(0)
    expect(await readFile(indexAt('plain.json'), 'utf8')).toBe(bytes)
    const index = CorpusIndexSchema.parse(JSON.parse(bytes))
    expect(index.calibration).toBeNull()
    expect(index.skills).toHaveLength(20)
    expect(index.skills[0]).toMatchObject({
      name: 'gold-00',
      path: 'corpus/plugins/p0/skills/gold-00',
      category: 'p0',
      rating: 1500
    })
    expect(posts()).toBe(0)
  })

  const calibrate = () =>
    run([
      'init',
      corpusDir,
      '--out',
      indexAt('gold.json'),
      '--calibrate',
      '--games-per-skill',
      '6',
      ...cache('init')
    ])

  it('calibrates by Bradley–Terry: the hidden order comes back, and a re-run is cached and identical', async () => {
    fake.setHandler(qualityJudge)
    const before = posts()
    const first = await calibrate()
    expect(first.stderr).toMatch(/calibration: 60 pairs \(random\)/)
    expect(first.code).toBe(0)
    expect(posts() - before).toBe(120)
    const bytes = await readFile(indexAt('gold.json'), 'utf8')
    const index = CorpusIndexSchema.parse(JSON.parse(bytes))
    expect(index.calibration).toMatchObject({
      schedule: 'random',
      failedPairs: 0,
      inconsistencyRate: 0,
      harness: 'builtin'
    })
    const quality = index.skills.map((s) => QUALITIES[Number(s.name.slice(5))] as number)
    expect(
      spearman(
        index.skills.map((s) => s.rating),
        quality
      )
    ).toBeGreaterThanOrEqual(0.9)
    for (const s of index.skills) {
      expect(s.ratingLow).toBeLessThanOrEqual(s.rating)
      expect(s.ratingHigh).toBeGreaterThanOrEqual(s.rating)
    }

    const again = await calibrate()
    expect(again.code).toBe(0)
    expect(again.stderr).toMatch(/0 calls, 120 cache hits/)
    expect(await readFile(indexAt('gold.json'), 'utf8')).toBe(bytes)
  })
})

describe('skill-ci score --elo', () => {
  const score = (...flags: string[]) =>
    run([
      'score',
      candidateDir,
      '--elo',
      '--corpus',
      indexAt('gold.json'),
      '--format',
      'json',
      ...flags
    ])

  it('rates a skill against the calibrated corpus; a re-run is answered from the cache with the same rating', async () => {
    fake.setHandler(qualityJudge)
    const before = posts()
    const first = await score(...cache('score'))
    expect(first.code).toBe(0)
    expect(posts() - before).toBe(16)
    const elo = eloResultOf(json(first.stdout).skills[0]!.layers.elo)!
    expect(elo.matches).toHaveLength(8)
    expect(elo.inconsistencyRate).toBe(0)
    // Quality 16 of 0–19: it beats the opponents below 16 and loses to those above.
    for (const m of elo.matches) {
      const q = QUALITIES[Number(m.opponent.slice(5))] as number
      expect(m.result).toBe(q < 16 ? 'win' : 'loss')
    }
    expect(elo.rating).toBeGreaterThan(1500)
    expect(elo.ci.low).toBeLessThan(elo.rating)
    expect(elo.ci.high).toBeGreaterThan(elo.rating)
    expect(elo.corpus.calibrated).toBe(true)
    expect(elo.harness).toBe('builtin')
    expect(elo.judgeModel).toBe('claude-sonnet-5')

    const again = await score(...cache('score'))
    expect(posts() - before).toBe(16)
    expect(eloResultOf(json(again.stdout).skills[0]!.layers.elo)).toEqual(elo)
  })

  it('turns a judge that always prefers position A into draws only, 100 % position-inconsistent', async () => {
    fake.setHandler(positionAJudge)
    const { stdout } = await score(...cache('a'))
    const elo = eloResultOf(json(stdout).skills[0]!.layers.elo)!
    expect(elo.matches.map((m) => m.result)).toEqual(Array(8).fill('draw'))
    expect(elo.matches.every((m) => m.positionBias === 'inconsistent')).toBe(true)
    expect(elo.inconsistencyRate).toBe(1)
    expect(elo.winRate).toBe(50)
  })

  it('lets a judge that prefers the longer skill rank the longest skill above every opponent; min-elo gates', async () => {
    fake.setHandler(longerJudge)
    const { code, stdout, stderr } = await score(...cache('longer'), '--min-elo', '3000')
    const skill = json(stdout).skills[0]!
    const elo = eloResultOf(skill.layers.elo)!
    expect(elo.losses).toBe(0)
    expect(elo.rating).toBeGreaterThan(Math.max(...elo.matches.map((m) => m.opponentRating)))
    expect(code).toBe(1)
    expect(stderr).toMatch(/below min-elo 3000/)
    expect(skill.findings.map((f) => f.ruleId)).toEqual(
      expect.arrayContaining(['elo/rating', 'elo/below-min-elo'])
    )
  })
})

describe('a corpus that cannot be used', () => {
  it('fails the Elo layer (and the gate) when a corpus skill changed since the index was built', async () => {
    const small = path.join(work, 'small')
    await writeScriptedSkill(small, 'p0', { name: 'one', quality: 1, lines: 3 })
    const two = await writeScriptedSkill(small, 'p0', { name: 'two', quality: 2, lines: 3 })
    const index = path.join(small, 'index.json')
    expect((await run(['init', small, '--out', index])).code).toBe(0)
    await writeFile(
      path.join(two, 'SKILL.md'),
      '---\nname: two\ndescription: Edited.\n---\n# two\n'
    )
    const before = posts()
    const { code, stdout } = await run([
      'score',
      candidateDir,
      '--elo',
      '--corpus',
      index,
      '--format',
      'json'
    ])
    const record = json(stdout).skills[0]!.layers.elo
    expect(record).toMatchObject({ status: 'error' })
    expect(record?.status === 'error' && record.reason).toMatch(/changed since .* was built/)
    expect(code).toBe(1)
    expect(posts()).toBe(before)
  })

  it('refuses a corpus that does not exist or is not an index before anything runs', async () => {
    const missing = await run([
      'score',
      candidateDir,
      '--elo',
      '--corpus',
      path.join(work, 'nope.json')
    ])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/corpus not found/)
    const bogus = path.join(work, 'bogus.json')
    await writeFile(bogus, '{"skills": 3}')
    const invalid = await run(['certify', candidateDir, '--corpus', bogus])
    expect(invalid.code).toBe(2)
    expect(invalid.stderr).toMatch(/bogus.json: not a skill-ci corpus index/)
  })
})

describe('a forged corpus index', () => {
  it('cannot point a corpus skill outside its folder', async () => {
    const plain = CorpusIndexSchema.parse(JSON.parse(await readFile(indexAt('plain.json'), 'utf8')))
    const forged = path.join(work, 'forged', 'index.json')
    await mkdir(path.dirname(forged), { recursive: true })
    const skills = plain.skills.map((s) => ({
      ...s,
      path: `../corpus/${s.path.slice('corpus/'.length)}`
    }))
    await writeFile(forged, JSON.stringify({ ...plain, skills }))
    const before = posts()
    const { stdout } = await run([
      'score',
      candidateDir,
      '--elo',
      '--corpus',
      forged,
      '--format',
      'json'
    ])
    const record = json(stdout).skills[0]!.layers.elo
    expect(record?.status === 'error' && record.reason).toMatch(
      /refused path '\.\.\/corpus\/.*'\.\.' is not allowed/
    )
    expect(posts()).toBe(before)
  })
})

describe('skill-ci certify', () => {
  it('estimates the calls of a dry run: the judge, the activation runs and both orders of 8 matchups', async () => {
    const before = posts()
    const { code, stderr } = await run([
      'certify',
      candidateDir,
      '--corpus',
      indexAt('gold.json'),
      '--dry-run'
    ])
    expect(code).toBe(0)
    expect(stderr).toMatch(/judge: 4 calls .*monte_carlo: \d+ calls .*elo: 16 calls/)
    expect(stderr).not.toMatch(/not available in this version/)
    expect(posts()).toBe(before)
  })

  it('needs a corpus', async () => {
    const { code, stderr } = await run(['certify', candidateDir])
    expect(code).toBe(2)
    expect(stderr).toMatch(/needs --corpus/)
  })
})
