import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { Command } from 'commander'
import { parse } from 'yaml'
import { registerAbCommand } from '../../src/cli/commands/ab.js'
import { registerTriggersCommand } from '../../src/cli/commands/triggers.js'
import { INPUT_DEFAULTS, INPUT_NAMES, InputError, readInputs } from '../../src/action/inputs.js'
import { batchModeOf } from '../../src/action/settings.js'
import { AB_DEFAULTS } from '../../src/layers/ab/defaults.js'

const actionYml = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, { default?: string; description?: string }>
}

/** Runner-like input source: only the given inputs are set (the rest are empty strings). */
const source = (values: Record<string, string>) => (name: string) => values[name] ?? ''

describe('readInputs', () => {
  it('applies the defaults of action.yml when only the token is given', () => {
    const masked: string[] = []
    const inputs = readInputs(source({ 'github-token': 'ghs_secret' }), (s) => masked.push(s))
    expect(inputs).toEqual({
      'github-token': 'ghs_secret',
      path: '.',
      exclude: [],
      'check-name': 'skill-ci',
      comment: 'on-change',
      'fail-under': undefined,
      'min-badge': undefined,
      'fail-on': 'error',
      annotations: true,
      'report-path': 'skill-ci-report.json',
      'junit-path': 'skill-ci-junit.xml',
      'sarif-path': 'skill-ci.sarif',
      'upload-artifact': true,
      'artifact-name': 'skill-ci-report',
      'label-judge': 'skill-ci:judge',
      'label-monte-carlo': 'skill-ci:monte-carlo',
      'label-ab': 'skill-ci:ab',
      'label-certify': 'skill-ci:certify',
      'label-improve': 'skill-ci:improve',
      'label-security': 'skill-ci:security',
      'security-gate': 'critical',
      'security-allow': '',
      depth: 'quick',
      scoring: 'default',
      'anthropic-api-key': undefined,
      'anthropic-base-url': undefined,
      model: undefined,
      'judge-model': undefined,
      judges: 1,
      'max-usd': 5,
      'on-layer-error': 'fail',
      multiplicity: 'holm',
      'max-calls': undefined,
      'partial-budget': false,
      'batch-deadline': 30,
      'cache-dir': '.skill-ci/cache',
      'unknown-fields': 'warn',
      'platform-fields': 'allow',
      'allow-unicode-names': false,
      'extra-allowed-fields': [],
      'ab-runs': 5,
      'ab-judge-mode': 'pairwise',
      'ab-min-improvement': 0.1,
      'ab-require-significance': true,
      'ab-require-completion': true,
      distractors: 'builtin',
      'trigger-context': 'empty',
      prevalence: undefined,
      'min-recall': undefined,
      'max-false-activation': undefined,
      seed: undefined,
      'allow-shell': false,
      'results-dir': '.skill-ci/results',
      harness: ['builtin'],
      'harness-models': {},
      'openai-api-key': undefined,
      'gemini-api-key': undefined,
      'recall-on': 'every',
      'claude-code-sdk': undefined,
      'track-models': [],
      baseline: undefined,
      'revalidate-layers': ['judge', 'monte-carlo', 'ab'],
      'drift-path': 'skill-ci-drift.json',
      shard: undefined,
      mode: 'evaluate'
    })
    expect(masked).toEqual(['ghs_secret'])
  })

  it('reads exclude as one glob per line (a glob may hold a comma), and refuses an overlong one', () => {
    const inputs = readInputs(
      source({ 'github-token': 't', exclude: 'template\n  skills/{drafts,old}/**  \n\n' }),
      () => {}
    )
    expect(inputs.exclude).toEqual(['template', 'skills/{drafts,old}/**'])
    expect(() =>
      readInputs(source({ 'github-token': 't', exclude: 'x'.repeat(201) }), () => {})
    ).toThrow('exclude: a glob is longer than 200 characters')
  })

  it('parses typed values and masks the API key', () => {
    const masked: string[] = []
    const inputs = readInputs(
      source({
        'github-token': 't',
        'fail-under': '72.5',
        'min-badge': 'gold',
        annotations: 'FALSE',
        'anthropic-api-key': 'sk-ant-123',
        'anthropic-base-url': 'http://127.0.0.1:9999',
        'max-usd': '2',
        depth: 'deep'
      }),
      (s) => masked.push(s)
    )
    expect(inputs['fail-under']).toBe(72.5)
    expect(inputs['min-badge']).toBe('gold')
    expect(inputs.annotations).toBe(false)
    expect(inputs['max-usd']).toBe(2)
    expect(inputs.depth).toBe('deep')
    expect(masked).toEqual(['t', 'sk-ant-123'])
  })

  it('names every bad input in one error', () => {
    const read = () =>
      readInputs(
        source({
          'github-token': 't',
          comment: 'sometimes',
          'fail-under': '101',
          'min-badge': 'diamond',
          annotations: 'maybe',
          depth: 'bottomless',
          'artifact-name': 'a/b',
          'anthropic-base-url': 'ftp://x'
        }),
        () => {}
      )
    expect(read).toThrow(InputError)
    let message = ''
    try {
      read()
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toContain('comment must be one of always, on-change, never')
    expect(message).toContain('fail-under must be at most 100')
    expect(message).toContain('min-badge must be one of platinum, gold, silver, bronze')
    expect(message).toContain('annotations must be one of true, false')
    expect(message).toContain('depth must be one of quick, standard, deep, thorough')
    expect(message).toContain('artifact-name must not contain')
    expect(message).toContain('anthropic-base-url must be an http(s) URL')
    expect(message.split('\n- ')).toHaveLength(8)
  })

  it('reads the LLM budget and cache inputs and refuses out-of-range judges and calls', () => {
    const inputs = readInputs(
      source({
        'github-token': 't',
        judges: '3',
        'max-usd': '0.5',
        'max-calls': '40',
        'partial-budget': 'true',
        'cache-dir': 'cache/llm'
      }),
      () => {}
    )
    expect(inputs).toMatchObject({
      judges: 3,
      'max-usd': 0.5,
      'max-calls': 40,
      'partial-budget': true,
      'cache-dir': 'cache/llm'
    })
    expect(() =>
      readInputs(source({ 'github-token': 't', judges: '6', 'max-calls': '2.5' }), () => {})
    ).toThrow(/judges must be at most 5[\s\S]*max-calls must be a whole number/)
  })

  it('reads the batch mode and deadline; an empty mode is decided by the event', () => {
    const inputs = readInputs(
      source({ 'github-token': 't', batch: 'on', 'batch-deadline': '90' }),
      () => {}
    )
    expect(inputs).toMatchObject({ batch: 'on', 'batch-deadline': 90 })
    expect(() =>
      readInputs(source({ 'github-token': 't', batch: 'yes', 'batch-deadline': '0' }), () => {})
    ).toThrow(/batch must be one of auto, on, off[\s\S]*batch-deadline must be at least 1/)
    const unset = readInputs(source({ 'github-token': 't' }), () => {})
    const modeOn = (name: string) =>
      batchModeOf({ inputs: unset, event: { kind: 'full', name, headSha: 'x' } })
    expect(['schedule', 'workflow_dispatch', 'push'].map(modeOn)).toEqual(['auto', 'auto', 'off'])
    expect(batchModeOf({ inputs, event: { kind: 'full', name: 'schedule', headSha: 'x' } })).toBe(
      'on'
    )
  })

  it('reads the spec rule options, splitting the field list on commas and line breaks', () => {
    const inputs = readInputs(
      source({
        'github-token': 't',
        'unknown-fields': 'error',
        'allow-unicode-names': 'true',
        'extra-allowed-fields': 'x-team, x-owner\nx-tier,\n'
      }),
      () => {}
    )
    expect(inputs).toMatchObject({
      'unknown-fields': 'error',
      'allow-unicode-names': true,
      'extra-allowed-fields': ['x-team', 'x-owner', 'x-tier']
    })
    expect(() =>
      readInputs(
        source({ 'github-token': 't', 'unknown-fields': 'fail', 'extra-allowed-fields': 'a b' }),
        () => {}
      )
    ).toThrow(
      /unknown-fields must be one of warn, error[\s\S]*extra-allowed-fields: field names contain no spaces/
    )
  })

  it('reads the A/B inputs and refuses out-of-range values', () => {
    const inputs = readInputs(
      source({
        'github-token': 't',
        'ab-runs': '3',
        'ab-judge-mode': 'both',
        'ab-min-improvement': '0.25',
        'ab-require-significance': 'false',
        'ab-require-completion': 'false',
        seed: '7',
        'allow-shell': 'true',
        'results-dir': 'out/transcripts'
      }),
      () => {}
    )
    expect(inputs).toMatchObject({
      'ab-runs': 3,
      'ab-judge-mode': 'both',
      'ab-min-improvement': 0.25,
      'ab-require-significance': false,
      'ab-require-completion': false,
      seed: 7,
      'allow-shell': true,
      'results-dir': 'out/transcripts'
    })
    expect(() =>
      readInputs(
        source({
          'github-token': 't',
          'ab-runs': '0',
          'ab-judge-mode': 'vibes',
          'ab-min-improvement': '1.5',
          seed: '-1'
        }),
        () => {}
      )
    ).toThrow(
      /ab-runs must be at least 1[\s\S]*ab-judge-mode must be one of pairwise, independent, both[\s\S]*ab-min-improvement must be at most 1[\s\S]*seed must be at least 0/
    )
  })

  it('gives the A/B layer the defaults of AB_DEFAULTS, as `skill-ci ab` does', () => {
    const program = new Command()
    const io = { stdout: process.stdout, stderr: process.stderr, env: {} }
    registerAbCommand(program, io, () => {})
    const cli = program.commands.find((c) => c.name() === 'ab')!.opts()
    const action = readInputs(source({ 'github-token': 't' }), () => {})
    expect({
      runs: action['ab-runs'],
      judgeMode: action['ab-judge-mode'],
      minImprovement: action['ab-min-improvement'],
      requireSignificance: action['ab-require-significance'],
      requireCompletion: action['ab-require-completion'],
      seed: action.seed,
      allowShell: action['allow-shell'],
      resultsDir: action['results-dir']
    }).toEqual({
      runs: cli.abRuns,
      judgeMode: cli.abJudgeMode,
      minImprovement: cli.abMinImprovement,
      requireSignificance: cli.abRequireSignificance,
      requireCompletion: cli.abRequireCompletion,
      seed: cli.seed,
      allowShell: cli.allowShell ?? false,
      resultsDir: cli.resultsDir
    })
    expect({
      runs: cli.abRuns,
      judgeMode: cli.abJudgeMode,
      minImprovement: cli.abMinImprovement
    }).toEqual({ runs: 5, judgeMode: 'pairwise', minImprovement: 0.1 })
    expect({
      requireSignificance: cli.abRequireSignificance,
      requireCompletion: cli.abRequireCompletion,
      allowShell: action['allow-shell'],
      resultsDir: cli.resultsDir
    }).toEqual({
      requireSignificance: AB_DEFAULTS.requireSignificance,
      requireCompletion: AB_DEFAULTS.requireCompletion,
      allowShell: AB_DEFAULTS.allowShell,
      resultsDir: AB_DEFAULTS.resultsDir
    })
    expect(AB_DEFAULTS).toMatchObject({ runs: 5, judgeMode: 'pairwise', minImprovement: 0.1 })
  })

  it('reads the Monte Carlo inputs with the defaults of `skill-ci triggers`, and refuses out-of-range values', () => {
    const program = new Command()
    registerTriggersCommand(
      program,
      { stdout: process.stdout, stderr: process.stderr, env: {} },
      () => {}
    )
    const cli = program.commands.find((c) => c.name() === 'triggers')!.opts()
    const defaults = readInputs(source({ 'github-token': 't' }), () => {})
    expect([defaults.distractors, defaults['trigger-context']]).toEqual([
      cli.distractors,
      cli.triggerContext
    ])
    const inputs = readInputs(
      source({
        'github-token': 't',
        distractors: 'none',
        'trigger-context': 'busy',
        prevalence: '0.3',
        'min-recall': '0.8',
        'max-false-activation': '0.1'
      }),
      () => {}
    )
    expect(inputs).toMatchObject({
      distractors: 'none',
      'trigger-context': 'busy',
      prevalence: 0.3,
      'min-recall': 0.8,
      'max-false-activation': 0.1
    })
    expect(() =>
      readInputs(
        source({
          'github-token': 't',
          'trigger-context': 'noisy',
          prevalence: '1',
          'min-recall': '2'
        }),
        () => {}
      )
    ).toThrow(
      /trigger-context must be one of empty, busy, both[\s\S]*prevalence must be at most 0.99[\s\S]*min-recall must be at most 1/
    )
  })

  it('reads the harness, with the default of `skill-ci ab` and `triggers`, and refuses an unknown one', () => {
    const program = new Command()
    const io = { stdout: process.stdout, stderr: process.stderr, env: {} }
    registerAbCommand(program, io, () => {})
    registerTriggersCommand(program, io, () => {})
    const defaults = readInputs(source({ 'github-token': 't' }), () => {})
    for (const name of ['ab', 'triggers'])
      expect(program.commands.find((c) => c.name() === name)!.opts().harness).toEqual(
        defaults.harness
      )
    const chosen = readInputs(
      source({ 'github-token': 't', harness: 'claude-code', 'claude-code-sdk': '/opt/sdk' }),
      () => {}
    )
    expect([chosen.harness, chosen['claude-code-sdk']]).toEqual([['claude-code'], '/opt/sdk'])
    expect(() =>
      readInputs(source({ 'github-token': 't', harness: 'no-such-agent' }), () => {})
    ).toThrow(
      /unknown harness "no-such-agent"; the harnesses: builtin, claude-code, codex, gemini-cli/
    )
  })

  it("reads a list of harnesses, their models and the other providers' keys (masked)", () => {
    const masked: string[] = []
    const inputs = readInputs(
      source({
        'github-token': 't',
        harness: 'builtin, claude-code,builtin',
        'harness-models': 'claude-code=claude-sonnet-4-5',
        'openai-api-key': 'sk-openai',
        'gemini-api-key': 'gem-key',
        'recall-on': 'any'
      }),
      (s) => masked.push(s)
    )
    expect(inputs.harness).toEqual(['builtin', 'claude-code'])
    expect(inputs['harness-models']).toEqual({ 'claude-code': 'claude-sonnet-4-5' })
    expect(inputs['recall-on']).toBe('any')
    expect(masked).toEqual(expect.arrayContaining(['sk-openai', 'gem-key']))
    expect(() =>
      readInputs(source({ 'github-token': 't', harness: 'builtin,clade-code' }), () => {})
    ).toThrow(/unknown harness "clade-code" \(did you mean claude-code\?\)/)
    expect(() =>
      readInputs(source({ 'github-token': 't', 'harness-models': 'claude-code' }), () => {})
    ).toThrow(/is not harness=model/)
    expect(() =>
      readInputs(source({ 'github-token': 't', 'recall-on': 'some' }), () => {})
    ).toThrow(/recall-on/)
  })

  it('reads the re-validation inputs as lists and refuses an unknown layer', () => {
    const inputs = readInputs(
      source({
        'github-token': 't',
        'track-models': 'sonnet,\n claude-haiku-4-5',
        'revalidate-layers': 'ab'
      }),
      () => {}
    )
    expect([inputs['track-models'], inputs['revalidate-layers']]).toEqual([
      ['sonnet', 'claude-haiku-4-5'],
      ['ab']
    ])
    expect(() =>
      readInputs(source({ 'github-token': 't', 'revalidate-layers': 'ab, vibes' }), () => {})
    ).toThrow(/revalidate-layers must be one of judge, security, monte-carlo, ab, elo, certify/)
  })

  it('reads shard i/n and the merge mode, and says what a shard must look like', () => {
    const read = (values: Record<string, string>) =>
      readInputs(source({ 'github-token': 't', ...values }), () => {})
    expect(read({ shard: '2/3' }).shard).toEqual({ index: 2, count: 3 })
    expect(read({ mode: 'merge' }).mode).toBe('merge')
    expect(() => read({ shard: '4/3' })).toThrow(
      '- shard must be i/n with 1 ≤ i ≤ n ≤ 256 (e.g. 2/3), got "4/3"'
    )
    expect(() => read({ mode: 'split' })).toThrow('mode must be one of evaluate, merge')
  })

  it('rejects a non-numeric threshold and a missing token', () => {
    expect(() => readInputs(source({ 'fail-under': 'high' }), () => {})).toThrow(
      /github-token must not be empty[\s\S]*fail-under must be a number/
    )
  })
})

describe('action.yml', () => {
  it('declares exactly the inputs the schema reads', () => {
    expect(Object.keys(actionYml.inputs).sort()).toEqual([...INPUT_NAMES].sort())
  })

  it('has the same defaults as the schema (the token defaults to the workflow token)', () => {
    for (const name of INPUT_NAMES) {
      const expected = name === 'github-token' ? '${{ github.token }}' : INPUT_DEFAULTS[name]
      expect([name, String(actionYml.inputs[name].default)]).toEqual([name, expected])
      expect(actionYml.inputs[name].description?.length).toBeGreaterThan(10)
    }
  })
})
