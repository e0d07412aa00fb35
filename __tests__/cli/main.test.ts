import { describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { main, type CliIo } from '../../src/cli/main.js'
import { RunReportSchema } from '../../src/model/index.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const FIXTURES = path.join(here, '..', 'fixtures', 'pipeline')
const SKILLS = path.join(FIXTURES, 'skills')
const PDF = path.join(SKILLS, 'pdf-tables')
const CSV = path.join(FIXTURES, 'compare', 'csv-cleanup')
// PluginEval §9.3.1 and §9.3.3 rebuilt with the parse facts of their traces.
const PARITY = path.join(FIXTURES, 'parity')

interface Captured {
  code: number
  stdout: string
  stderr: string
}

async function run(
  argv: string[],
  opts: { isTTY?: boolean; env?: NodeJS.ProcessEnv } = {}
): Promise<Captured> {
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    stdout: { write: (t) => void (stdout += t), isTTY: opts.isTTY ?? false },
    stderr: { write: (t) => void (stderr += t), isTTY: false },
    env: opts.env ?? {}
  }
  const code = await main(argv, io)
  return { code, stdout, stderr }
}

const ESC = '\u001b'

describe('skill-ci score', () => {
  it('prints the RunReport with --format json and exits 0 when the gate passes', async () => {
    const { code, stdout, stderr } = await run(['score', PDF, '--format', 'json'])
    expect(stderr).toBe('')
    expect(code).toBe(0)
    const report = RunReportSchema.parse(JSON.parse(stdout))
    expect(report.skills).toHaveLength(1)
    expect(report.skills[0]).toMatchObject({ path: '.', name: 'pdf-tables', root: PDF })
  })

  it('prints PluginEval result objects with --format plugineval', async () => {
    const json = await run(['score', PDF, '--format', 'json', '--scoring', 'plugineval'])
    const composite = JSON.parse(json.stdout).skills[0].composite
    const { code, stdout } = await run([
      'score',
      PDF,
      '--format',
      'plugineval',
      '--scoring',
      'plugineval',
      '--concurrency',
      '3'
    ])
    expect(code).toBe(0)
    const results = JSON.parse(stdout)
    expect(results).toHaveLength(1)
    const [result] = results
    expect(Object.keys(result)).toEqual([
      'plugin_path',
      'timestamp',
      'config',
      'layers',
      'composite',
      'elo',
      'model_usage',
      'total_duration_ms'
    ])
    expect(result.plugin_path).toBe(PDF.split(path.sep).join('/'))
    expect(result.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}000\+00:00$/)
    expect(result.config).toEqual({
      depth: 'quick',
      concurrency: 3,
      output_format: 'json',
      verbose: false,
      corpus_path: null,
      judges: 1,
      monte_carlo_n: null
    })
    expect(result.layers.map((l: { layer: string }) => l.layer)).toEqual(['static'])
    expect(Object.keys(result.layers[0].sub_scores)).toEqual([
      'frontmatter_quality',
      'orchestration_wiring',
      'progressive_disclosure',
      'structural_completeness',
      'token_efficiency',
      'ecosystem_coherence',
      'harness_portability'
    ])
    expect(result.layers[0].anti_patterns).toEqual([
      { flag: 'ORPHAN_REFERENCE', description: expect.any(String), severity: 0.05 }
    ])
    expect(result.composite.score).toBe(composite.score)
    expect(result.composite.anti_pattern_penalty).toBe(0.95)
    expect(result.composite.confidence_label).toBe('Estimated')
    expect(result.composite.dimensions).toHaveLength(10)
    expect(result.composite.dimensions[2]).toEqual({
      name: 'output_quality',
      weight: 0.15,
      score: 0,
      ci_lower: null,
      ci_upper: null,
      grade: '—',
      evidence: [],
      weighted_score: 0
    })
    expect(result.model_usage).toEqual({})
    // Python float forms in the text itself: integral floats keep ".0", ints do not.
    expect(stdout).toContain('"score": 0.0,')
    expect(stdout).toContain('"concurrency": 3,')
    expect(stdout).toMatch(/"line_count": \d+\n/)
    expect(stdout).toContain('"grade": "—"')
  })

  it('text output: table, grades, badge stars, findings with file:line, no colour off a TTY', async () => {
    const { code, stdout } = await run(['score', SKILLS])
    expect(code).toBe(1)
    expect(stdout).not.toContain(ESC)
    expect(stdout).toMatch(/pdf-tables\s+79\.9\s+C\+\s+★★★ Silver\s+pass/)
    expect(stdout).toContain('list-frontmatter/SKILL.md:2')
    expect(stdout).toContain('bare/SKILL.md:1  EMPTY_DESCRIPTION')
    expect(stdout).toContain('pdf-tables/SKILL.md:4  Unknown frontmatter field "color"')
    expect(stdout).toContain('Gate failed')
    expect(stdout).not.toContain('[profile/')
    // The verdict on the second line, then the failing skills first, in the table and below it.
    expect(stdout.split('\n')[1]).toMatch(
      /^2 of 3 skills below the gate: \S+\/list-frontmatter, \S+\/bare$/
    )
    const order = (pattern: RegExp) => [...stdout.matchAll(pattern)].map((m) => m[1])
    expect(order(/^ {2}\S+\/(\S+)\s+(?:\d|—)/gm)).toEqual([
      'list-frontmatter',
      'bare',
      'pdf-tables'
    ])
    expect(order(/^\S+\/([\w-]+) \(/gm)).toEqual(['list-frontmatter', 'bare', 'pdf-tables'])
    // As the comment: why it fails, what to fix first, and each anti-pattern's fix.
    expect(stdout).toContain('✗ below the gate: 1 finding at or above error')
    expect(stdout).toMatch(
      / {2}Fix first: Description \(triggering accuracy\) \(C-, \+8\.0 points\): Missing from the description: "Use proactively".*\n {2}then: {6}Progressive disclosure \(F, \+7\.6 points\), Ecosystem coherence \(C, \+0\.8 points\)\n/
    )
    expect(stdout).toContain('→ Write a description that says what the skill does')
    expect(stdout).toMatch(/bare\s+34\.8\s+F\s+No badge\s+fail/)
    const verbose = await run(['score', PDF, '--verbose'])
    expect(verbose.stdout).toContain('Gate passed')
  })

  it('colours only on a TTY without NO_COLOR, or when FORCE_COLOR asks', async () => {
    expect((await run(['score', PDF], { isTTY: true })).stdout).toContain(ESC)
    expect(
      (await run(['score', PDF], { isTTY: true, env: { NO_COLOR: '1' } })).stdout
    ).not.toContain(ESC)
    expect(
      (await run(['score', PDF], { isTTY: true, env: { TERM: 'dumb' } })).stdout
    ).not.toContain(ESC)
    // FORCE_COLOR colours a log that is not a TTY; NO_COLOR still wins; FORCE_COLOR=0 turns it off.
    expect((await run(['score', PDF], { env: { FORCE_COLOR: '1' } })).stdout).toContain(ESC)
    expect(
      (await run(['score', PDF], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).stdout
    ).not.toContain(ESC)
    expect(
      (await run(['score', PDF], { isTTY: true, env: { FORCE_COLOR: '0' } })).stdout
    ).not.toContain(ESC)
  })

  it('gates: threshold, min badge, fail-on, unknown-fields', async () => {
    const threshold = await run(['score', PDF, '--format', 'json', '--threshold', '90'])
    expect(threshold.code).toBe(1)
    expect(threshold.stderr).toContain('is below the threshold 90')
    expect((await run(['score', PDF, '--threshold', '75'])).code).toBe(0)
    expect((await run(['score', PDF, '--min-badge', 'gold'])).code).toBe(1)
    expect((await run(['score', PDF, '--min-badge', 'silver'])).code).toBe(0)
    expect((await run(['score', PDF, '--fail-on', 'warning'])).code).toBe(1)
    expect((await run(['score', PDF, '--unknown-fields', 'error'])).code).toBe(1)
    // the fixture's only unknown field is `color`
    const allowed = [
      'score',
      PDF,
      '--unknown-fields',
      'error',
      '--extra-allowed-fields',
      'x, color'
    ]
    expect((await run(allowed)).code).toBe(0)
  })

  it('prints a markdown report', async () => {
    const { code, stdout } = await run(['score', PDF, '--format', 'markdown'])
    expect(code).toBe(0)
    expect(stdout).toContain('pdf-tables')
    expect(stdout).toContain('|')
  })

  it('never writes terminal escapes from a skill to stdout', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'skill-ci-evil-'))
    mkdirSync(path.join(root, 'evil'))
    writeFileSync(
      path.join(root, 'evil', 'SKILL.md'),
      '---\nname: "evil\\e[2J\\e]0;pwned\\a"\ndescription: "Use when \\e[31mred\\e[0m text is needed by the user."\n---\n# Evil\n'
    )
    const { stdout } = await run(['score', root, '--verbose'])
    expect(stdout).toContain('evil')
    expect(stdout).not.toContain(ESC)
    expect(stdout).not.toContain('\u0007')
  })
})

describe('PluginEval parity end to end (§9.3.1, §9.3.3), --scoring plugineval', () => {
  it('prints the reference composites, badges and grades to the last digit', async () => {
    const { code, stdout } = await run([
      'score',
      PARITY,
      '--format',
      'plugineval',
      '--scoring',
      'plugineval'
    ])
    expect(code).toBe(0)
    const results = JSON.parse(stdout) as Array<{
      plugin_path: string
      layers: Array<{ score: number }>
      composite: {
        score: number
        badge: string
        anti_pattern_penalty: number
        dimensions: Array<{ name: string; score: number; grade: string }>
      }
    }>
    const byName = new Map(results.map((r) => [path.posix.basename(r.plugin_path), r]))
    const brand = byName.get('brand-guidelines')!
    expect(brand.layers[0].score).toBe(0.49418999999999996)
    expect(brand.composite).toMatchObject({
      score: 48.72348484848483,
      badge: 'no_badge',
      anti_pattern_penalty: 0.95
    })
    expect(brand.composite.dimensions.map((d) => d.grade)).toEqual([
      'F',
      'D+',
      '—',
      '—',
      'F',
      'A+',
      '—',
      'F',
      '—',
      'F'
    ])
    expect(brand.composite.dimensions[1].score).toBe(0.6999999999999998)
    const hook = byName.get('block-no-verify-hook')!
    expect(hook.layers[0].score).toBe(0.6954842105263157)
    expect(hook.composite).toMatchObject({
      score: 69.58931419457733,
      badge: 'bronze',
      anti_pattern_penalty: 1.0
    })
    expect(hook.composite.dimensions.map((d) => d.grade)).toEqual([
      'D',
      'B',
      '—',
      '—',
      'F',
      'B-',
      '—',
      'D-',
      '—',
      'F'
    ])
    // The printed text, not only the parsed numbers, carries every digit and Python's `1.0`.
    expect(stdout).toContain('"score": 48.72348484848483,')
    expect(stdout).toContain('"score": 69.58931419457733,')
    expect(stdout).toContain('"anti_pattern_penalty": 1.0,')
  })

  it('shows them in the text table', async () => {
    const { stdout } = await run(['score', PARITY])
    expect(stdout).toMatch(/block-no-verify-hook\s+69\.6\s+D\+\s+★★ Bronze\s+pass/)
    expect(stdout).toMatch(/brand-guidelines\s+48\.7\s+F\s+No badge\s+pass/)
    expect(stdout).toContain('triggering F · orchestration D+ · progressive F')
    expect(stdout).not.toContain('CLAUDE_TOOL_REFS')
    expect(stdout).toMatch(/\d+ notices? \(--verbose lists them\)/)
    const verbose = await run(['score', path.join(PARITY, 'block-no-verify-hook') + '/', '-v'])
    expect(verbose.stdout).toMatch(/block-no-verify-hook\/SKILL\.md:\d+ .*\[CLAUDE_TOOL_REFS\]/)
    const given = path.join(PARITY, 'brand-guidelines') + '/'
    const plugineval = await run(['score', given, '--format', 'plugineval'])
    expect(JSON.parse(plugineval.stdout)[0].plugin_path).toBe(given)
  })
})

describe('usage errors exit 2', () => {
  it.each([
    [['score', '/no/such/skill/folder'], 'path not found: /no/such/skill/folder'],
    [['triggers', PDF, '--epsilon', '0'], 'expected a number from 0.01 to 0.5'],
    [['triggers', PDF, '--context', 'noisy'], "argument 'noisy' is invalid"],
    [['score', PDF, '--depth', 'fast'], "argument 'fast' is invalid"],
    [['score', PDF, '--threshold', '101'], 'expected a number from 0 to 100'],
    [['score', PDF, '--concurrency', '0'], 'expected a whole number from 1 to 64'],
    [['score', PDF, '--format', 'html'], "argument 'html' is invalid"],
    [['score', PDF, '--batch', 'always'], "argument 'always' is invalid"],
    [['certify', PDF, '--batch-deadline', '0'], 'expected a whole number from 1 to 1440'],
    [['ab'], "missing required argument 'paths'"],
    [['frobnicate'], "unknown command 'frobnicate'"],
    [['compare', SKILLS, CSV], 'contains 3 skills']
  ])('%j', async (argv, message) => {
    const { code, stderr } = await run(argv)
    expect(code).toBe(2)
    expect(stderr).toContain(message)
  })

  it('a bad --pricing is refused as the option argument it is, before anything runs', async () => {
    const missing = path.join(tmpdir(), 'skill-ci-no-such-prices.json')
    const cases: [string, string][] = [
      ['{"haiku": {"input": -1}}', 'pricing: haiku.input: Too small: expected number to be >=0'],
      ['{"haiku": 1', 'pricing: not valid JSON ('],
      [missing, `ENOENT: no such file or directory, open '${missing}'`]
    ]
    for (const [value, reason] of cases) {
      const { code, stdout, stderr } = await run(['score', '/no/such/dir', '--pricing', value])
      expect(code).toBe(2)
      expect(stdout).toBe('')
      expect(stderr).toContain(
        `error: option '--pricing <json|file>' argument '${value}' is invalid. ${reason}`
      )
      expect(stderr).toContain('(run with --help for usage)\n')
      expect(stderr).not.toContain('path not found')
    }
    const prices = path.join(mkdtempSync(path.join(tmpdir(), 'skill-ci-prices-')), 'p.json')
    writeFileSync(prices, '{"opus": {"input": 1, "output": 2, "cacheWrite": 3}}')
    const fromFile = await run(['ab', PDF, '--pricing', prices])
    expect(fromFile.code).toBe(2)
    expect(fromFile.stderr).toContain(
      `argument '${prices}' is invalid. pricing: opus.cacheRead: Invalid input: expected number, received undefined`
    )
  })

  it('a missing path is reported before any LLM estimate', async () => {
    const { code, stderr } = await run(['score', '/no/such/dir', '--depth', 'standard'], {
      env: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' }
    })
    expect(code).toBe(2)
    expect(stderr).toBe('skill-ci: path not found: /no/such/dir\n')
  })

  it('a folder without skills', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'skill-ci-none-'))
    const { code, stderr } = await run(['score', empty])
    expect(code).toBe(2)
    expect(stderr).toContain('no SKILL.md found')
  })

  it('--help and --version exit 0', async () => {
    const help = await run(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('score')
    expect(help.stdout).toContain('compare')
    const version = await run(['--version'])
    expect(version).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' })
  })
})

describe('skill-ci validate', () => {
  it('lists spec findings only, with file:line', async () => {
    const { code, stdout } = await run(['validate', PDF])
    expect(code).toBe(0)
    expect(stdout).toContain(
      `${PDF.split(path.sep).join('/')}/SKILL.md:4: warning Unknown frontmatter field "color"`
    )
    expect(stdout).toContain('1 skill checked: 1 warning')
    expect(stdout).not.toContain('ORPHAN_REFERENCE')
    expect((await run(['validate', PDF, '--fail-on', 'warning'])).code).toBe(1)
  })

  it('prints the RunReport with --format json', async () => {
    const { code, stdout, stderr } = await run(['validate', SKILLS, '--format', 'json'])
    expect(code).toBe(1)
    const report = RunReportSchema.parse(JSON.parse(stdout))
    expect(report.skills.map((s) => s.path)).toEqual(['bare', 'list-frontmatter', 'pdf-tables'])
    expect(stderr).toContain('list-frontmatter: 1 error while evaluating the skill')
  })

  it('fails on errors and reports unscorable skills', async () => {
    const { code, stdout } = await run(['validate', path.join(SKILLS, 'list-frontmatter')])
    expect(code).toBe(1)
    expect(stdout).toContain('SKILL.md:2: error frontmatter must be a YAML mapping')
  })
})

describe('skill-ci compare', () => {
  it('prints a dimension-by-dimension table', async () => {
    const { code, stdout } = await run(['compare', PDF, CSV])
    expect(code).toBe(0)
    const lines = stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('Head-to-head: pdf-tables vs csv-cleanup')
    expect(lines).toHaveLength(3 + 11)
    expect(lines[3]).toMatch(/^Overall\s+79\.9 C\+\s+\d+\.\d [A-F][+-]?\s+pdf-tables$/)
    expect(stdout).toMatch(/Output Quality\s+—\s+—\s+tie/)
  })

  it('json and markdown forms', async () => {
    const json = JSON.parse((await run(['compare', PDF, CSV, '--format', 'json'])).stdout)
    expect(json.rows).toHaveLength(11)
    expect(json.rows[0]).toMatchObject({ name: 'overall', winner: 'A' })
    const md = (await run(['compare', PDF, CSV, '--format', 'markdown'])).stdout
    expect(md).toContain('| | `pdf-tables` | `csv-cleanup` | Winner |')
  })

  it('exits 1 and names the errors when a side cannot be scored', async () => {
    const { code, stdout, stderr } = await run([
      'compare',
      PDF,
      path.join(SKILLS, 'list-frontmatter')
    ])
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain('frontmatter must be a YAML mapping')
  })

  it('labels same-named folders A and B', async () => {
    const { stdout } = await run(['compare', PDF, PDF])
    expect(stdout.split('\n')[0]).toBe('Head-to-head: A: pdf-tables vs B: pdf-tables')
    expect(stdout).toMatch(/Overall\s+79\.9 C\+\s+79\.9 C\+\s+tie/)
  })
})

describe('skill-ci score --shard and skill-ci merge', () => {
  /** Skills `b`, `d` and `beta`: shards 1, 2 and 3 of three. */
  function root(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'skill-ci-cli-shards-'))
    for (const name of ['b', 'd', 'beta']) {
      mkdirSync(path.join(dir, name))
      writeFileSync(
        path.join(dir, name, 'SKILL.md'),
        `---\nname: ${name}\ndescription: Summarise CSV files. Use when the user asks for a CSV summary.\n---\n\n# ${name}\n\nCount the rows.\n`
      )
    }
    return dir
  }
  const withoutTime = (json: string) => ({ ...JSON.parse(json), createdAt: undefined })

  it('merges the shards’ JSON reports into the unsharded report, naming a missing shard', async () => {
    const dir = root()
    const whole = await run(['score', dir, '--format', 'json'])
    const files = []
    for (const i of [1, 2, 3]) {
      const shard = await run(['score', dir, '--shard', `${i}/3`, '--format', 'json'])
      expect(shard.code).toBe(0)
      expect(JSON.parse(shard.stdout).skills).toHaveLength(1)
      files.push(path.join(dir, `shard-${i}.json`))
      writeFileSync(files[i - 1]!, shard.stdout)
    }
    const merged = await run(['merge', ...files, '--format', 'json'])
    expect(merged.code).toBe(whole.code)
    const { shards, ...report } = withoutTime(merged.stdout)
    expect(shards).toEqual({ count: 3, merged: [1, 2, 3], missing: [] })
    expect(report).toEqual(withoutTime(whole.stdout))

    const partial = await run(['merge', files[0]!, files[2]!])
    expect(partial.code).toBe(1)
    expect(partial.stdout).toContain(
      'Shards: 2 of 3 merged:\n  shard 2 of 3 is missing: no report was found'
    )
    expect(partial.stdout).toContain('- shard 2 of 3: no report was found')
  })

  it('refuses a bad shard, and a report that is not a shard, with a usage error', async () => {
    const dir = root()
    const bad = await run(['score', dir, '--shard', '4/3'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('shard must be i/n with 1 ≤ i ≤ n ≤ 256 (e.g. 2/3), got "4/3"')
    const file = path.join(dir, 'whole.json')
    writeFileSync(file, (await run(['score', dir, '--format', 'json'])).stdout)
    const notShard = await run(['merge', file])
    expect(notShard.code).toBe(2)
    expect(notShard.stderr).toContain(`${file} is not the report of a shard`)
    writeFileSync(file, '{')
    expect((await run(['merge', file])).stderr).toContain(`${file}: not JSON`)
  })
})
