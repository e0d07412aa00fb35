// Hard checks of one run, as skill-validator's eval.yaml defines them, over a frozen snapshot of
// its work dir. Patterns and globs come from the PR, so neither may stall the run or look outside:
// regexes run on RE2 (linear time, no backtracking) over an output cut to a work budget; globs are
// matched inside the snapshot only and every match is re-checked with realpath, so an absolute
// glob or a planted symlink cannot reach a host file. exit_success means no error, no timeout and
// some output (an empty output alone is not success); max_turns/max_tokens are also enforced
// inside the agent loop, so a runaway agent is stopped rather than only failed afterwards.
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { RE2JS } from 're2js'
import { glob } from 'tinyglobby'
import { realpathInside } from '../../fs/confine.js'
import { readFileHead } from '../../fs/read-bounded.js'
import type { Assertion, Scenario } from '../../skill/eval/schema.js'

/** Longest output or file text a check reads; beyond it the text is cut (memory bound). */
export const MAX_CHECKED_CHARS = 2_000_000

/**
 * RE2 steps (program size × characters) one regex check may take, ~0.4 s at the measured 20 ns a
 * step: the output is cut to fit, so `a{900}b` reads the first 22,148 characters while a pattern
 * of a few dozen instructions reads all of MAX_CHECKED_CHARS. RE2 is linear in the input, but a
 * large pattern on a long output would still take minutes without the cut.
 */
export const REGEX_WORK_BUDGET = 20_000_000

export interface RunFacts {
  output: string
  error: string | null
  timedOut: boolean
  /** Tool name → number of calls. */
  toolCalls: Record<string, number>
  turns: number
  /** Every token the run processed: input, cache writes and reads, output (so caching never changes a limit). */
  tokens: number
  /** Set when the agent loop stopped the run at a limit (the limit then fails). */
  limitHit?: 'max_turns' | 'max_tokens'
}

export interface AssertionResult {
  type: Assertion['type'] | 'expect_tools' | 'reject_tools' | 'max_turns' | 'max_tokens'
  /** The value, pattern, glob or limit the check was about. */
  target?: string
  passed: boolean
  message: string
}

/** Runtime-neutral tool names: eval files written for skill-validator's Copilot tools still work. */
export const TOOL_ALIASES: Record<string, string> = {
  create_file: 'write_file',
  create: 'write_file',
  view: 'read_file',
  str_replace_editor: 'edit_file',
  str_replace: 'edit_file',
  edit: 'edit_file',
  shell: 'bash',
  skill: 'Skill'
}
const canonicalTool = (name: string): string => TOOL_ALIASES[name] ?? name

const cap = (s: string): string =>
  s.length > MAX_CHECKED_CHARS ? s.slice(0, MAX_CHECKED_CHARS) : s

/** Matches of `pattern` with their real paths, which are inside the snapshot. */
async function confinedMatches(
  snapshot: string,
  pattern: string
): Promise<{ rel: string; real: string }[]> {
  const root = await realpath(snapshot)
  const found = await glob(pattern, {
    cwd: root,
    onlyFiles: false,
    dot: false,
    expandDirectories: false,
    followSymbolicLinks: false
  })
  const inside: { rel: string; real: string }[] = []
  for (const rel of found.sort()) {
    try {
      const real = await realpathInside(root, path.join(root, rel))
      if (real !== null) inside.push({ rel, real })
    } catch {
      // A dangling link matches nothing.
    }
  }
  return inside
}

/** One regex check of an output and the work it was allowed. */
export interface PatternCheck {
  hit: boolean
  /** Instructions of the compiled RE2 program. */
  programSize: number
  /** Characters of the output the program ran over: `programSize × checkedChars` ≤ the budget. */
  checkedChars: number
}

/**
 * Runs `pattern` (case-insensitive RE2) over as much of `output` as REGEX_WORK_BUDGET allows for
 * its program size, so the work stays bounded whatever the pattern and the output.
 */
export function checkOutputPattern(pattern: string, output: string): PatternCheck {
  const re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE)
  const programSize = re.programSize()
  const limit = Math.floor(REGEX_WORK_BUDGET / programSize)
  const checked = output.length > limit ? output.slice(0, limit) : output
  return { hit: re.matcher(checked).find(), programSize, checkedChars: checked.length }
}

async function check(a: Assertion, run: RunFacts, snapshot: string): Promise<AssertionResult> {
  const output = cap(run.output)
  switch (a.type) {
    case 'output_contains':
    case 'output_not_contains': {
      const has = output.toLowerCase().includes(a.value.toLowerCase())
      const passed = a.type === 'output_contains' ? has : !has
      const message = has ? `Output contains '${a.value}'` : `Output does not contain '${a.value}'`
      return { type: a.type, target: a.value, passed, message }
    }
    case 'output_matches':
    case 'output_not_matches': {
      const { hit, checkedChars } = checkOutputPattern(a.pattern, output)
      const passed = a.type === 'output_matches' ? hit : !hit
      const cut =
        checkedChars < output.length ? ` (checked the first ${checkedChars} characters)` : ''
      const message = hit
        ? `Output matches pattern '${a.pattern}'${cut}`
        : `Output does not match pattern '${a.pattern}'${cut}`
      return { type: a.type, target: a.pattern, passed, message }
    }
    case 'file_exists':
    case 'file_not_exists': {
      const found = (await confinedMatches(snapshot, a.path)).length > 0
      return {
        type: a.type,
        target: a.path,
        passed: a.type === 'file_exists' ? found : !found,
        message: found ? `File matching '${a.path}' found` : `No file matching '${a.path}' found`
      }
    }
    case 'file_contains': {
      const matches = await confinedMatches(snapshot, a.path)
      for (const { rel, real } of matches) {
        try {
          // Only the head is read: memory stays bounded however large the file is.
          const head = await readFileHead(real, MAX_CHECKED_CHARS)
          if (head?.text.includes(a.value)) {
            return {
              type: a.type,
              target: a.path,
              passed: true,
              message: `File '${rel}' contains '${a.value}'`
            }
          }
        } catch {
          // Unreadable matches are skipped, as in the reference.
        }
      }
      return {
        type: a.type,
        target: a.path,
        passed: false,
        message:
          matches.length === 0
            ? `No file matching '${a.path}' found`
            : `No file matching '${a.path}' contains '${a.value}'`
      }
    }
    case 'exit_success': {
      const why = run.timedOut
        ? 'the run timed out'
        : run.error
          ? `the run failed: ${run.error}`
          : 'no output'
      const passed = !run.timedOut && !run.error && output.length > 0
      return {
        type: a.type,
        passed,
        message: passed ? 'Agent completed successfully' : `Not successful: ${why}`
      }
    }
  }
}

function constraints(s: Scenario, run: RunFacts): AssertionResult[] {
  const used = new Set(Object.keys(run.toolCalls).filter((t) => run.toolCalls[t] > 0))
  const usedList = [...used].join(', ') || 'none'
  const results: AssertionResult[] = []
  for (const t of s.expect_tools ?? []) {
    const passed = used.has(canonicalTool(t))
    results.push({
      type: 'expect_tools',
      target: t,
      passed,
      message: passed
        ? `Tool '${t}' was used`
        : `Expected tool '${t}' was not used (tools used: ${usedList})`
    })
  }
  for (const t of s.reject_tools ?? []) {
    const passed = !used.has(canonicalTool(t))
    results.push({
      type: 'reject_tools',
      target: t,
      passed,
      message: passed
        ? `Tool '${t}' was not used (expected)`
        : `Tool '${t}' was used but should not be`
    })
  }
  if (s.max_turns !== undefined) {
    const passed = run.turns <= s.max_turns && run.limitHit !== 'max_turns'
    results.push({
      type: 'max_turns',
      target: String(s.max_turns),
      passed,
      message: passed
        ? `Turn count ${run.turns} ≤ ${s.max_turns}`
        : `Turn count ${run.turns} reached max_turns ${s.max_turns} without finishing`
    })
  }
  if (s.max_tokens !== undefined) {
    const passed = run.tokens <= s.max_tokens && run.limitHit !== 'max_tokens'
    results.push({
      type: 'max_tokens',
      target: String(s.max_tokens),
      passed,
      message: passed
        ? `Token usage ${run.tokens} ≤ ${s.max_tokens}`
        : `Token usage ${run.tokens} exceeds max_tokens ${s.max_tokens}`
    })
  }
  return results
}

/** Assertions in declaration order, then the scenario constraints, as skill-validator lists them. */
export async function evaluateAssertions(
  scenario: Scenario,
  run: RunFacts,
  snapshot: string
): Promise<AssertionResult[]> {
  const results: AssertionResult[] = []
  for (const a of scenario.assertions ?? []) results.push(await check(a, run, snapshot))
  return [...results, ...constraints(scenario, run)]
}

/**
 * skill-validator's completion rule: with assertions (even an empty list) or constraints, all must
 * pass; otherwise the run must be error-free.
 */
export function taskCompleted(
  scenario: Scenario,
  run: RunFacts,
  results: AssertionResult[]
): boolean {
  if (scenario.assertions !== undefined || results.length > 0) return results.every((r) => r.passed)
  return !run.error && !run.timedOut
}
