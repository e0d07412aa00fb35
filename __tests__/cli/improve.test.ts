// `skill-ci improve` through main(), the real SDK client pointed at the fake Messages API: the
// side-by-side figures, the patch (checked and applied by git from the root of a real repository
// with the command the CLI prints; the skill then passes `validate`), the JSON record of every
// candidate, and the dry run that estimates and calls nothing.
import { describe, expect, it } from '@jest/globals'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { makeTempDir } from '../../src/agent/workdir.js'
import { main, type CliIo } from '../../src/cli/main.js'
import { ImproveResultSchema } from '../../src/model/index.js'
import { fakeAnthropicPerTest } from '../fakes/fake-anthropic-per-test.js'
import { git, shell } from '../git-repo.js'
import { byTopic, IDEAL, makeTablesRepository, VAGUE, world } from '../layers/improve/scripted.js'

const fake = fakeAnthropicPerTest({ handler: world(byTopic, () => [VAGUE, IDEAL]) })

function io(): CliIo & { out: () => string; err: () => string } {
  let out = ''
  let err = ''
  return {
    stdout: { write: (t: string) => void (out += t) },
    stderr: { write: (t: string) => void (err += t) },
    env: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake().url },
    out: () => out,
    err: () => err
  }
}

const FLAGS = ['--distractors', 'none', '--runs', '1', '--candidates', '2', '--rounds', '1']

describe('skill-ci improve', () => {
  it('prints current and proposed side by side, writes a patch git applies from the repository root, and records every candidate in JSON', async () => {
    const skill = await makeTablesRepository(VAGUE)
    const root = path.dirname(skill.dir)
    await git(['init', '--quiet'], root)
    const patch = path.join(await makeTempDir('improve-patch'), 'tables.patch')
    const cli = io()
    const args = ['improve', skill.dir, ...FLAGS, '--seed', '7', '--cache-dir']
    const cacheDir = await makeTempDir('improve-cli-cache')
    expect(await main([...args, cacheDir, '--patch', patch], cli)).toBe(0)
    expect(cli.err()).toMatch(/LLM estimate: \d+ calls/)
    expect(cli.out()).toContain('tables (tables/SKILL.md): a better description was found')
    expect(cli.out()).toContain(`  current:    ${VAGUE}`)
    expect(cli.out()).toContain(`  proposed:   ${IDEAL}`)
    expect(cli.out()).toMatch(/held-out recall +0% \[0%, \d+%\] +100% \[\d+%, 100%\]/)
    expect(cli.out()).toMatch(/held-out false activations +0% \[/)
    expect(cli.out()).toMatch(/held-out F1 at \d+% prevalence +0\.00 \[/)
    expect(cli.out()).toContain('F1 gain over current')
    const diff = await readFile(patch, 'utf8')
    expect(diff).toBe(
      [
        'diff --git a/tables/SKILL.md b/tables/SKILL.md',
        '--- a/tables/SKILL.md',
        '+++ b/tables/SKILL.md',
        '@@ -1,6 +1,6 @@',
        ' ---',
        ' name: tables',
        `-description: ${VAGUE}`,
        `+description: ${IDEAL}`,
        ' license: MIT',
        ' ---',
        ' ',
        ''
      ].join('\n')
    )
    // The message says how to apply it; git accepts it from the root, and the command applies it
    // from any folder.
    const command = `git -C ${root} apply ${patch}`
    expect(cli.err()).toContain(`proposal written to ${patch}; apply it with: ${command}\n`)
    await git(['apply', '--check', patch], root)
    await shell(command, await makeTempDir('improve-elsewhere'))
    const file = path.join(skill.dir, 'SKILL.md')
    expect(await readFile(file, 'utf8')).toContain(`\ndescription: ${IDEAL}\n`)
    // Applied, the skill still passes the spec rules.
    const validate = io()
    expect(await main(['validate', skill.dir], validate)).toBe(0)

    // JSON, from the cache: every candidate with its scores, no new call.
    const sent = fake().messageRequests().length
    const json = io()
    await writeFile(file, (await readFile(file, 'utf8')).replace(IDEAL, VAGUE))
    expect(await main([...args, cacheDir, '--patch', patch, '--format', 'json'], json)).toBe(0)
    expect(fake().messageRequests()).toHaveLength(sent)
    const result = ImproveResultSchema.parse(JSON.parse(json.out()))
    expect(result.usage).toMatchObject({ calls: 0 })
    expect(result.candidates.map((c) => [c.description, c.status])).toEqual([
      // The vague text is the current one: not a candidate.
      [IDEAL, 'tried']
    ])
  })

  it('--dry-run prints the estimate and calls nothing', async () => {
    const skill = await makeTablesRepository(VAGUE)
    const cli = io()
    expect(await main(['improve', skill.dir, ...FLAGS, '--dry-run'], cli)).toBe(0)
    expect(cli.err()).toMatch(/LLM estimate: \d+ calls/)
    expect(cli.err()).toContain('dry run: no model call was made')
    expect(fake().messageRequests()).toHaveLength(0)
  })
})
