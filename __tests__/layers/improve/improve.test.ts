// The description improver on the REAL agent loop and SDK client against the local fake Messages
// API: an agent whose activation depends on hidden words of the description, a judge with
// scripted candidates. It finds a better description than a vague one, proposes nothing for an
// already ideal one, rejects a candidate that only learned the train prompts' words, and a
// second run costs no call.
import { describe, expect, it } from '@jest/globals'
import { makeTempDir } from '../../../src/agent/workdir.js'
import { improveDescription, type ImproveConfig } from '../../../src/layers/improve/improve.js'
import type { Llm } from '../../../src/llm/index.js'
import { ImproveResultSchema } from '../../../src/model/index.js'
import { descriptionProblem } from '../../../src/skill/description-edit.js'
import { fakeAnthropicPerTest } from '../../fakes/fake-anthropic-per-test.js'
import { CANDIDATES_TOOL } from '../../../src/layers/improve/candidates.js'
import { forcedTool } from '../../fakes/anthropic-server.js'
import {
  byFileName,
  byTopic,
  fileNamesIn,
  IDEAL,
  llmAt,
  makeTablesRepository,
  SHOULD,
  VAGUE,
  world
} from './scripted.js'

const fake = fakeAnthropicPerTest()

const CONFIG: ImproveConfig = {
  monteCarlo: { model: 'claude-haiku-4-5-20251001', distractors: 'none', seed: 7 },
  candidates: 3,
  rounds: 1,
  runsPerPrompt: 1
}

const llmFor = (cacheDir: string | null = null): Llm => llmAt(fake().url, cacheDir)

describe('skill-ci improve (the engine)', () => {
  // First in this file, before anything has loaded the YAML parser: a candidate with quotes is
  // written with escapes, which the frontmatter fast path leaves to the parser the improver loads.
  it('checks a candidate whose edited frontmatter needs the YAML parser', async () => {
    const quoted = IDEAL.replace('Excel', '"Excel"')
    fake().setHandler(world(byTopic, () => [quoted]))
    const skill = await makeTablesRepository(VAGUE)
    const result = await improveDescription(skill, llmFor(), CONFIG)
    expect(result.candidates.find((c) => c.description === quoted)).toMatchObject({
      status: 'tried'
    })
  })

  it('finds a description with a higher held-out F1 than a vague one; drops a candidate that fails the spec rules; a re-run costs 0 calls', async () => {
    fake().setHandler(
      world(byTopic, () => [VAGUE.replace('data', 'tables'), '<b>Tables</b> of any kind', IDEAL])
    )
    const skill = await makeTablesRepository(VAGUE)
    const cacheDir = await makeTempDir('improve-cache')
    const result = ImproveResultSchema.parse(
      await improveDescription(skill, llmFor(cacheDir), CONFIG)
    )
    expect(result.status).toBe('proposed')
    expect(result.proposed).toMatchObject({ description: IDEAL, startLine: 3, endLine: 3 })
    expect(result.dropped).toBe(1)
    expect(result.candidates.find((c) => c.status === 'dropped')?.problem).toContain('angle')
    const best = result.candidates.find((c) => c.description === IDEAL)
    expect(best?.heldOut?.recall?.rate).toBe(1)
    expect(result.current.heldOut?.recall?.rate).toBe(0)
    expect(best?.heldOut?.f1?.value).toBeGreaterThan(result.current.heldOut?.f1?.value ?? 1)
    expect(best?.heldOutGain?.low).toBeGreaterThan(0)
    expect(result.split.heldOut).toEqual({ should: 8, shouldNot: 6 })
    // All 8 held-out should prompts turn from missed to loaded: the swap test's p is 1/256.
    expect(best?.heldOutGain?.swapP).toBeCloseTo(1 / 256, 12)
    expect(result.usage.calls).toBe(fake().messageRequests().length)
    // The proposal passes the spec rules as `validate` applies them.
    expect(
      descriptionProblem({ ...skill, dirName: 'tables' }, result.proposed?.description ?? '')
    ).toBeNull()

    const sent = fake().messageRequests().length
    const again = await improveDescription(skill, llmFor(cacheDir), CONFIG)
    expect(fake().messageRequests()).toHaveLength(sent)
    expect(again.usage.calls).toBe(0)
    expect(again.proposed?.description).toBe(IDEAL)
  })

  it('proposes nothing for a description that is already ideal, over two rounds', async () => {
    // Each round's candidates are new: a synonym the agent does not know, and vaguer texts.
    const rounds = [
      [IDEAL.replace('Excel', 'spreadsheet'), VAGUE],
      [IDEAL.replace('tables', 'sheets'), 'Summarises CSV tables.']
    ]
    let round = 0
    fake().setHandler(world(byTopic, () => rounds[round++] ?? []))
    const skill = await makeTablesRepository(IDEAL)
    const result = await improveDescription(skill, llmFor(), { ...CONFIG, rounds: 2 })
    expect(result).toMatchObject({ status: 'no_better', proposed: null, rounds: 2 })
    expect(result.reason).toContain('no better description found')
    expect(result.current.heldOut?.f1?.value).toBe(1)
    expect(result.candidates.filter((c) => c.heldOut !== undefined)).toHaveLength(4)
    expect(result.candidates.every((c) => c.heldOut === undefined || c.rejected)).toBe(true)
    const generations = fake()
      .messageRequests()
      .filter((r) => forcedTool(r) === CANDIDATES_TOOL)
    expect(generations).toHaveLength(2)
  })

  it('rejects on the held-out prompts a candidate that only learned the train prompts’ words', async () => {
    // The judge writes the file names of the prompts it was shown into the description; the
    // agent loads the skill only when the description names the prompt's own file.
    fake().setHandler(
      world(byFileName, (request) => [`Reads the tables ${fileNamesIn(request).join(', ')}.`])
    )
    const skill = await makeTablesRepository(VAGUE)
    const result = await improveDescription(skill, llmFor(), { ...CONFIG, candidates: 1 })
    const [candidate] = result.candidates
    expect(candidate?.train?.recall?.rate).toBe(1)
    expect(candidate?.heldOut?.recall?.rate).toBe(0)
    expect(candidate?.rejected).toContain('within noise')
    expect(result).toMatchObject({ status: 'no_better', proposed: null })
    // The generator never saw a held-out prompt.
    const request = JSON.stringify(
      fake()
        .messageRequests()
        .find((r) => forcedTool(r) === CANDIDATES_TOOL)?.messages
    )
    const shown = SHOULD.filter((q) => request.includes(q))
    expect(shown).toHaveLength(SHOULD.length - result.split.heldOut.should)
  })
})
