// The one schema of tests/eval.yaml (skill-validator's format), stricter where skill-validator is
// unsafe or silent: unknown keys are errors instead of being dropped, regexes are compiled at load
// time with a linear-time engine (so a bad pattern can neither crash nor hang a run), setup paths
// and globs must stay relative and below the work dir (an eval file in a PR could otherwise read
// or write host files), and `content: ""` is a real empty file.
import { z } from 'zod'
import { unsafeRelativePathReason } from '../../fs/relative-path.js'
import { unsafeGlobReason } from './paths.js'
import { patternProblems } from './regex.js'

const nonEmpty = (message: string) => z.string().min(1, { error: message })

const checkedPath = (what: string, unsafeReason: (p: string) => string | null) =>
  nonEmpty(`${what} is required`).check((ctx) => {
    const reason = unsafeReason(ctx.value)
    if (reason) ctx.issues.push({ code: 'custom', message: reason, input: ctx.value })
  })
const relativePath = (what: string) => checkedPath(what, unsafeRelativePathReason)
const globPath = () => checkedPath('path', unsafeGlobReason)

// A pattern is compiled once the file's structure is valid (see EvalSuiteSchema), where the
// patterns of the whole file can share one budget.
const pattern = nonEmpty('pattern is required').describe(
  'RE2 syntax, case-insensitive; compiled at load time'
)

export const SetupFileSchema = z
  .strictObject({
    path: relativePath('path').describe('Target path, relative to the run work dir.'),
    content: z
      .string()
      .optional()
      .describe('Inline file content (an empty string is an empty file).'),
    source: relativePath('source')
      .optional()
      .describe('File or folder to copy, relative to the skill folder. Both arms get it.')
  })
  .refine((f) => f.content !== undefined || f.source !== undefined, {
    error: 'a setup file needs `content` or `source`'
  })
  .refine((f) => f.content === undefined || f.source === undefined, {
    error: 'give `content` or `source`, not both'
  })

const assertion = <T extends string, S extends z.ZodRawShape>(type: T, shape: S, doc: string) =>
  z.strictObject({ type: z.literal(type), ...shape }).describe(doc)

export const AssertionSchema = z.discriminatedUnion('type', [
  assertion(
    'output_contains',
    { value: nonEmpty('value is required') },
    'Final output contains value (case-insensitive).'
  ),
  assertion(
    'output_not_contains',
    { value: nonEmpty('value is required') },
    'Final output does not contain value (case-insensitive).'
  ),
  assertion(
    'output_matches',
    { pattern },
    'RE2 regex (case-insensitive) matches the final output.'
  ),
  assertion(
    'output_not_matches',
    { pattern },
    'RE2 regex (case-insensitive) does not match the final output.'
  ),
  assertion(
    'file_exists',
    { path: globPath() },
    'A glob under the work dir matches at least one entry.'
  ),
  assertion('file_not_exists', { path: globPath() }, 'A glob under the work dir matches nothing.'),
  assertion(
    'file_contains',
    { path: globPath(), value: nonEmpty('value is required') },
    'Some file matched by the glob contains value (case-sensitive).'
  ),
  assertion('exit_success', {}, 'The run ended without error or timeout and produced output.')
])
export type Assertion = z.infer<typeof AssertionSchema>
export type AssertionType = Assertion['type']

const positiveInt = z.number().int().positive()

/**
 * Eval files are PR content. Each scenario costs 2 × runs agent runs, so a long list is a cost
 * attack more than a test suite; the budget would refuse it, but a clear error comes sooner.
 */
export const MAX_SCENARIOS = 200
/** An hour per agent run; setTimeout would also fire at once past 2^31 ms (~24.8 days). */
export const MAX_TIMEOUT_SECONDS = 3600

export const ScenarioSchema = z.strictObject({
  name: nonEmpty('Scenario name is required'),
  prompt: nonEmpty('Scenario prompt is required').describe('The one user message of the run.'),
  setup: z.strictObject({ files: z.array(SetupFileSchema).optional() }).optional(),
  assertions: z.array(AssertionSchema).optional(),
  rubric: z.array(z.string()).optional().describe('Criteria for the judges.'),
  timeout: z
    .number()
    .positive()
    .max(MAX_TIMEOUT_SECONDS, { error: `at most ${MAX_TIMEOUT_SECONDS} seconds per run` })
    .default(120)
    .describe('Wall-clock limit of the agent run, in seconds.'),
  expect_tools: z.array(z.string()).optional().describe('Each tool must be used at least once.'),
  reject_tools: z.array(z.string()).optional().describe('None of these tools may be used.'),
  max_turns: positiveInt.optional().describe('Model turns allowed; enforced during the run.'),
  max_tokens: positiveInt.optional().describe('Tokens allowed; enforced during the run.')
})
export type Scenario = z.infer<typeof ScenarioSchema>

export const EvalSuiteSchema = z
  .strictObject({
    scenarios: z
      .array(ScenarioSchema, { error: 'Required' })
      .min(1, { error: 'At least one scenario is required' })
      .max(MAX_SCENARIOS, { error: `at most ${MAX_SCENARIOS} scenarios per eval file` })
  })
  .check((ctx) => {
    const where: Array<[number, number]> = []
    const patterns: string[] = []
    ctx.value.scenarios.forEach((s, si) =>
      s.assertions?.forEach((a, ai) => {
        if ('pattern' in a) {
          where.push([si, ai])
          patterns.push(a.pattern)
        }
      })
    )
    for (const { index, message } of patternProblems(patterns)) {
      const [si, ai] = where[index] ?? [0, 0]
      ctx.issues.push({
        code: 'custom',
        message,
        input: patterns[index],
        path: ['scenarios', si, 'assertions', ai, 'pattern']
      })
    }
  })
  .describe('skill-ci / skill-validator eval file (tests/eval.yaml)')
export type EvalSuite = z.infer<typeof EvalSuiteSchema>

/** agentskills' evals/evals.json (skill-creator convention). */
export const AgentskillsEvalsSchema = z.object({
  skill_name: z.string().optional(),
  evals: z
    .array(
      z.object({
        id: z.union([z.number(), z.string()]),
        prompt: nonEmpty('prompt is required'),
        expected_output: z.string().optional(),
        files: z.array(relativePath('file')).optional(),
        assertions: z.array(z.string()).optional()
      })
    )
    .min(1, { error: 'At least one eval is required' })
    .max(MAX_SCENARIOS, { error: `at most ${MAX_SCENARIOS} evals per file` })
})
