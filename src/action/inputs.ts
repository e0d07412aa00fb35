// The action's inputs: ONE zod schema over the raw strings the runner passes (INPUT_* variables).
// Every input of action.yml is a key here; tests keep action.yml, these defaults and the README
// table in step.
import { z } from 'zod'
import { AB_DEFAULTS, JUDGE_MODES } from '../layers/ab/defaults.js'
import { MC_DEFAULTS } from '../layers/monte-carlo/defaults.js'
import { TRIGGER_CONTEXT_CHOICES } from '../layers/monte-carlo/options.js'
import {
  BATCH_DEADLINE_MINUTES,
  BATCH_MODES,
  BUDGET_BOUNDS,
  DEFAULT_BATCH_DEADLINE_MS
} from '../llm/index.js'
import {
  DEFAULT_SECURITY_GATE,
  MULTIPLICITY_RULES,
  parseHarnessList,
  parseHarnessModels,
  RECALL_ON,
  SCORING_MODES,
  SECURITY_GATES
} from '../model/index.js'
import { REQUEST_KEYS, type RequestKey } from '../plan.js'
import { DEFAULT_MULTIPLICITY } from '../scoring/ab-decisions.js'
import { EXCLUDE_LIMITS } from '../skill/exclude.js'
import { parseShard, type ShardSpec } from '../skill/shard.js'

/**
 * Defaults applied when an input is empty. They equal action.yml's (a test checks), so running the
 * bundle by hand without every INPUT_* variable behaves like the runner. `github-token` has no
 * default here: action.yml defaults it to the workflow token, which only the runner can expand.
 */
export const INPUT_DEFAULTS = {
  'github-token': '',
  path: '.',
  exclude: '',
  'check-name': 'skill-ci',
  comment: 'on-change',
  'fail-under': '',
  'min-badge': '',
  'fail-on': 'error',
  'on-layer-error': 'fail',
  multiplicity: DEFAULT_MULTIPLICITY,
  annotations: 'true',
  'report-path': 'skill-ci-report.json',
  'junit-path': 'skill-ci-junit.xml',
  'sarif-path': 'skill-ci.sarif',
  'upload-artifact': 'true',
  'artifact-name': 'skill-ci-report',
  'label-judge': 'skill-ci:judge',
  'label-monte-carlo': 'skill-ci:monte-carlo',
  'label-ab': 'skill-ci:ab',
  'label-certify': 'skill-ci:certify',
  'label-security': 'skill-ci:security',
  'label-improve': 'skill-ci:improve',
  'security-gate': DEFAULT_SECURITY_GATE,
  'security-allow': '',
  depth: 'quick',
  scoring: 'default',
  'anthropic-api-key': '',
  'anthropic-base-url': '',
  model: '',
  'judge-model': '',
  judges: '1',
  'max-usd': '5',
  'max-calls': '',
  'partial-budget': 'false',
  // Empty: auto on schedule and workflow_dispatch runs, off on the others (batchModeOf).
  batch: '',
  'batch-deadline': String(DEFAULT_BATCH_DEADLINE_MS / 60_000),
  'cache-dir': '.skill-ci/cache',
  'unknown-fields': 'warn',
  'platform-fields': 'allow',
  'allow-unicode-names': 'false',
  'extra-allowed-fields': '',
  'ab-runs': String(AB_DEFAULTS.runs),
  'ab-judge-mode': AB_DEFAULTS.judgeMode,
  'ab-min-improvement': AB_DEFAULTS.minImprovement.toFixed(2),
  'ab-require-significance': String(AB_DEFAULTS.requireSignificance),
  'ab-require-completion': String(AB_DEFAULTS.requireCompletion),
  distractors: MC_DEFAULTS.distractors,
  'trigger-context': MC_DEFAULTS.context,
  prevalence: '',
  'min-recall': '',
  'max-false-activation': '',
  // Unset: the runner's fixed DEFAULT_SEED (recorded in the report).
  seed: '',
  'allow-shell': String(AB_DEFAULTS.allowShell),
  'results-dir': AB_DEFAULTS.resultsDir,
  corpus: '',
  'min-elo': '',
  harness: 'builtin',
  // Empty: each listed harness's default model (the Anthropic harnesses run `model`).
  'harness-models': '',
  // Empty: OPENAI_API_KEY / GEMINI_API_KEY from the step's environment, if set.
  'openai-api-key': '',
  'gemini-api-key': '',
  'recall-on': 'every',
  // Empty: the pinned SDK from npm, installed into the runner's tool cache.
  'claude-code-sdk': '',
  // Empty: no re-validation (scheduled runs score every skill at `depth`).
  'track-models': '',
  // Empty: the report artifact of the workflow's last finished run on the default branch.
  baseline: '',
  'revalidate-layers': 'judge, monte-carlo, ab',
  'drift-path': 'skill-ci-drift.json',
  // Empty: no split; `i/n` evaluates shard i of n and uploads only its report.
  shard: '',
  mode: 'evaluate'
} as const satisfies Record<string, string>

const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` })

const onOff = (name: string) =>
  z
    .string()
    .toLowerCase()
    .pipe(oneOf(name, ['true', 'false']))
    .transform((v) => v === 'true')

/** Empty means "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

const numberIn = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)

const wholeIn = (name: string, min: number, max: number) =>
  numberIn(name, min, max).int(`${name} must be a whole number`)

const nonEmpty = (name: string, max = 255) =>
  z
    .string()
    .min(1, `${name} must not be empty`)
    .max(max, `${name} is longer than ${max} characters`)

/** The items of a comma- or newline-separated list. */
const splitList = (v: string) =>
  v
    .split(/[,\n]/)
    .map((f) => f.trim())
    .filter(Boolean)

/** One glob per line (a glob may hold a comma: `{a,b}`). */
const globList = (name: string) =>
  z
    .string()
    .transform((v) =>
      v
        .split('\n')
        .map((g) => g.trim())
        .filter(Boolean)
    )
    .pipe(
      z
        .array(
          z
            .string()
            .max(
              EXCLUDE_LIMITS.length,
              `${name}: a glob is longer than ${EXCLUDE_LIMITS.length} characters`
            )
        )
        .max(EXCLUDE_LIMITS.globs, `${name} lists more than ${EXCLUDE_LIMITS.globs} globs`)
    )

/** A comma- or newline-separated list of model names or layer keys. */
const nameList = (name: string, pattern: RegExp, max: number) =>
  z
    .string()
    .transform(splitList)
    .pipe(
      z
        .array(
          z.string().max(100).regex(pattern, `${name}: each name is letters, digits and . _ : @ -`)
        )
        .max(max, `${name} lists more than ${max} names`)
    )

/** A comma- or newline-separated list of frontmatter field names (YAML keys, no spaces). */
const fieldList = (name: string) =>
  z
    .string()
    .transform(splitList)
    .pipe(
      z
        .array(
          z
            .string()
            .max(100, `${name}: a field name is longer than 100 characters`)
            .regex(/^[^\s:#]+$/, `${name}: field names contain no spaces, ':' or '#'`)
        )
        .max(100, `${name} lists more than 100 fields`)
    )

/** An input read by a parser that throws an Error (its message is the input's problem). */
function parsedInput<T>(parse: (value: string) => T) {
  return z.string().transform((value, ctx): T => {
    try {
      return parse(value)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message })
      return z.NEVER
    }
  })
}

export const ActionInputsSchema = z.object({
  'github-token': nonEmpty('github-token', 10_000),
  path: nonEmpty('path', 1024),
  exclude: globList('exclude'),
  'check-name': nonEmpty('check-name', 100),
  comment: oneOf('comment', ['always', 'on-change', 'never']),
  'fail-under': optional(numberIn('fail-under', 0, 100)),
  'min-badge': optional(oneOf('min-badge', ['platinum', 'gold', 'silver', 'bronze'])),
  'fail-on': oneOf('fail-on', ['error', 'warning', 'never']),
  'on-layer-error': oneOf('on-layer-error', ['fail', 'warn']),
  multiplicity: oneOf('multiplicity', MULTIPLICITY_RULES),
  annotations: onOff('annotations'),
  'report-path': nonEmpty('report-path', 1024),
  'junit-path': nonEmpty('junit-path', 1024),
  'sarif-path': nonEmpty('sarif-path', 1024),
  'upload-artifact': onOff('upload-artifact'),
  'artifact-name': nonEmpty('artifact-name').refine((v) => !/[":<>|*?\r\n\\/]/.test(v), {
    message: 'artifact-name must not contain " : < > | * ? \\ / or line breaks'
  }),
  // GitHub label names are at most 50 characters.
  'label-judge': nonEmpty('label-judge', 50),
  'label-monte-carlo': nonEmpty('label-monte-carlo', 50),
  'label-ab': nonEmpty('label-ab', 50),
  'label-certify': nonEmpty('label-certify', 50),
  'label-security': nonEmpty('label-security', 50),
  'label-improve': nonEmpty('label-improve', 50),
  'security-gate': oneOf('security-gate', SECURITY_GATES),
  'security-allow': z.string().max(20_000, 'security-allow is longer than 20000 characters'),
  depth: oneOf('depth', ['quick', 'standard', 'deep', 'thorough']),
  scoring: oneOf('scoring', SCORING_MODES),
  'anthropic-api-key': optional(z.string()),
  'anthropic-base-url': optional(
    z.url({ protocol: /^https?$/, error: 'anthropic-base-url must be an http(s) URL' })
  ),
  model: optional(z.string()),
  'judge-model': optional(z.string()),
  judges: wholeIn('judges', 1, 5),
  'max-usd': optional(numberIn('max-usd', BUDGET_BOUNDS.maxUsd.min, BUDGET_BOUNDS.maxUsd.max)),
  'max-calls': optional(
    wholeIn('max-calls', BUDGET_BOUNDS.maxCalls.min, BUDGET_BOUNDS.maxCalls.max)
  ),
  'partial-budget': onOff('partial-budget'),
  batch: optional(oneOf('batch', BATCH_MODES)),
  'batch-deadline': wholeIn(
    'batch-deadline',
    BATCH_DEADLINE_MINUTES.min,
    BATCH_DEADLINE_MINUTES.max
  ),
  'cache-dir': nonEmpty('cache-dir', 1024),
  'unknown-fields': oneOf('unknown-fields', ['warn', 'error']),
  'platform-fields': oneOf('platform-fields', ['allow', 'warn', 'error']),
  'allow-unicode-names': onOff('allow-unicode-names'),
  'extra-allowed-fields': fieldList('extra-allowed-fields'),
  'ab-runs': wholeIn('ab-runs', 1, 50),
  'ab-judge-mode': oneOf('ab-judge-mode', JUDGE_MODES),
  'ab-min-improvement': numberIn('ab-min-improvement', 0, 1),
  'ab-require-significance': onOff('ab-require-significance'),
  'ab-require-completion': onOff('ab-require-completion'),
  distractors: nonEmpty('distractors', 1024),
  'trigger-context': oneOf('trigger-context', TRIGGER_CONTEXT_CHOICES),
  prevalence: optional(numberIn('prevalence', 0.01, 0.99)),
  'min-recall': optional(numberIn('min-recall', 0, 1)),
  'max-false-activation': optional(numberIn('max-false-activation', 0, 1)),
  seed: optional(wholeIn('seed', 0, 2 ** 31 - 1)),
  'allow-shell': onOff('allow-shell'),
  'results-dir': nonEmpty('results-dir', 1024),
  corpus: optional(nonEmpty('corpus', 1024)),
  'min-elo': optional(numberIn('min-elo', 0, 4000)),
  harness: parsedInput(parseHarnessList),
  'harness-models': parsedInput(parseHarnessModels),
  'openai-api-key': optional(z.string()),
  'gemini-api-key': optional(z.string()),
  'recall-on': oneOf('recall-on', RECALL_ON),
  'claude-code-sdk': optional(nonEmpty('claude-code-sdk', 1024)),
  'track-models': nameList('track-models', /^[A-Za-z0-9][A-Za-z0-9._:@-]*$/, 20),
  baseline: optional(nonEmpty('baseline', 1024)),
  'revalidate-layers': nameList('revalidate-layers', /^[a-z-]+$/, 10).pipe(
    z.array(oneOf('revalidate-layers', REQUEST_KEYS as [RequestKey, ...RequestKey[]]))
  ),
  'drift-path': nonEmpty('drift-path', 1024),
  shard: optional(
    z.string().transform((value, ctx): ShardSpec => {
      try {
        return parseShard(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    })
  ),
  mode: oneOf('mode', ['evaluate', 'merge'])
})
export type ActionInputs = z.infer<typeof ActionInputsSchema>
export type InputName = keyof typeof INPUT_DEFAULTS
export const INPUT_NAMES = Object.keys(INPUT_DEFAULTS) as InputName[]

/** Inputs whose values are secrets: masked in the log before anything else happens. */
const SECRET_INPUTS: InputName[] = [
  'github-token',
  'anthropic-api-key',
  'openai-api-key',
  'gemini-api-key'
]

export class InputError extends Error {}

/**
 * Reads and validates every input. `getInput` is @actions/core's (trimmed); `mask` is
 * core.setSecret. Throws an InputError naming every bad input.
 */
export function readInputs(
  getInput: (name: string) => string,
  mask: (secret: string) => void
): ActionInputs {
  const raw: Record<string, string> = {}
  for (const name of INPUT_NAMES) raw[name] = getInput(name).trim() || INPUT_DEFAULTS[name]
  for (const name of SECRET_INPUTS) if (raw[name]) mask(raw[name])
  const parsed = ActionInputsSchema.safeParse(raw)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '')
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`
    })
    throw new InputError(`Invalid action inputs:\n- ${lines.join('\n- ')}`)
  }
  return parsed.data
}
