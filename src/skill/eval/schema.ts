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

/**
 * Each trigger prompt is sent to the agent once per run, so a long list is a cost attack as much
 * as a test; far more than anyone writes by hand.
 */
export const MAX_TRIGGER_PROMPTS = 200
/** A trigger prompt is one user request; a page of text is not one. */
export const MAX_TRIGGER_QUERY_CHARS = 2000

const triggerQuery = nonEmpty('query is required').max(MAX_TRIGGER_QUERY_CHARS, {
  error: `a trigger prompt has at most ${MAX_TRIGGER_QUERY_CHARS} characters`
})

const note = z.string().optional().describe('Why this prompt is here (shown in the report).')
const expectedSkill = nonEmpty('expected_skill must name a skill')
  .optional()
  .describe('The sibling skill this near miss belongs to; absent when no skill should fire.')

const ShouldItemSchema = z
  .union([triggerQuery, z.strictObject({ query: triggerQuery, note })], {
    error: 'a prompt is a string or { query, note }'
  })
  .describe('A user request: a string, or { query, note }.')
const ShouldNotItemSchema = z
  .union(
    [triggerQuery, z.strictObject({ query: triggerQuery, note, expected_skill: expectedSkill })],
    { error: 'a prompt is a string or { query, note, expected_skill }' }
  )
  .describe('A user request: a string, or { query, note, expected_skill }.')
export type TriggerItem = z.infer<typeof ShouldNotItemSchema>

const triggerList = <T extends z.ZodType>(item: T, doc: string) =>
  z
    .array(item)
    .max(MAX_TRIGGER_PROMPTS, { error: `at most ${MAX_TRIGGER_PROMPTS} prompts per list` })
    .optional()
    .describe(doc)

export const TriggersSchema = z
  .strictObject({
    should: triggerList(ShouldItemSchema, 'Requests that should make the agent load this skill.'),
    should_not: triggerList(
      ShouldNotItemSchema,
      'Near misses: requests another skill, or no skill, should handle; this one must stay unloaded.'
    )
  })
  .refine((t) => (t.should?.length ?? 0) + (t.should_not?.length ?? 0) > 0, {
    error: 'triggers needs at least one prompt in `should` or `should_not`'
  })
  .describe('Activation prompts for the Monte Carlo layer.')
export type Triggers = z.infer<typeof TriggersSchema>

export const EvalSuiteSchema = z
  .strictObject({
    // Absent is an empty list: an eval file may hold only trigger prompts.
    scenarios: z
      .array(ScenarioSchema)
      .min(1, { error: 'At least one scenario is required' })
      .max(MAX_SCENARIOS, { error: `at most ${MAX_SCENARIOS} scenarios per eval file` })
      .default([]),
    triggers: TriggersSchema.optional()
  })
  .refine((suite) => suite.scenarios.length > 0 || suite.triggers !== undefined, {
    error: 'an eval file needs `scenarios`, `triggers`, or both',
    // Said only of a file that is otherwise valid: an empty `scenarios:` list has its own error.
    when: (payload) => payload.issues.length === 0
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

/**
 * skill-creator's evals/trigger-evals.json: a list of prompts, each saying whether the skill
 * should load, and for a near miss which sibling it belongs to. Other keys are ignored, as for
 * evals.json: the format is someone else's and may grow.
 */
export const TriggerEvalsSchema = z
  .array(
    z.object({
      query: triggerQuery,
      should_trigger: z.boolean({ error: 'should_trigger must be true or false' }),
      expected_skill: expectedSkill
    })
  )
  .min(1, { error: 'At least one prompt is required' })
  .max(2 * MAX_TRIGGER_PROMPTS, { error: `at most ${2 * MAX_TRIGGER_PROMPTS} prompts per file` })
export type TriggerEvals = z.infer<typeof TriggerEvalsSchema>
