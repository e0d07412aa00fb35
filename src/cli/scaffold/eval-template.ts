// The starter tests/eval.yaml `skill-ci scaffold` writes for a skill: three scenarios (the fewest
// an A/B verdict can rest on) drawn from the skill's description, every field explained in a comment, valid as written (the A/B dry run and
// `validate` accept it unchanged) so the author edits a working file rather than a blank one.

/** Longest description phrase copied into a prompt: a prompt is a request, not the description. */
const MAX_PHRASE = 160

/** A YAML double-quoted scalar: JSON's escapes are YAML's, plus the two line separators. */
function quoted(text: string): string {
  return JSON.stringify(text)
    .replace(/\u2028/g, '\\L')
    .replace(/\u2029/g, '\\P')
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= MAX_PHRASE ? flat : `${flat.slice(0, MAX_PHRASE - 1).trimEnd()}…`
}

/**
 * The situations a description names after "Use when" (`Use when preparing a release, when a PR
 * needs a changelog line, or when asked to clean up …` → three phrases), and what the skill does
 * (the text before it).
 */
export function descriptionParts(description: string): { does: string; situations: string[] } {
  const flat = description.replace(/\s+/g, ' ').trim()
  const marker = /\b(?:use|used|invoke|trigger) (?:this skill )?(?:when|whenever|for)\b/i.exec(flat)
  const does = (marker ? flat.slice(0, marker.index) : flat).trim().replace(/[.;:,]+$/, '')
  if (!marker) return { does, situations: [] }
  const rest = flat.slice(marker.index + marker[0].length).split(/(?<=[.!?])\s/)[0]
  const situations = rest
    .split(/,\s*(?:or\s+|and\s+)?(?:when\s+)?|;\s*|\s+or\s+when\s+/i)
    .map((s) =>
      s
        .replace(/^(?:the user |a user |someone )?(?:is )?(?:asks?|asked) (?:to |for )?/i, '')
        .replace(/[.!?]+$/, '')
        .trim()
    )
    .filter((s) => s.length > 0)
  return { does, situations }
}

interface StarterScenario {
  name: string
  prompt: string
}

/** Scenarios drafted: an A/B verdict (helps or hurts) needs at least this many. */
export const STARTER_SCENARIOS = 3

/** The variants that stand in for situations the description does not name. */
const VARIANTS = [
  'a second case: other input, one more constraint',
  'a third case: an edge case, such as empty or unusual input'
]

/** Three scenarios: the first three situations, else what the skill does and variants of it. */
function starterScenarios(skillName: string, description: string): StarterScenario[] {
  const { does, situations } = descriptionParts(description)
  const subject = clip(does) || `the task ${skillName} is for`
  const picked = situations.slice(0, STARTER_SCENARIOS).map((s) => clip(s))
  const first = picked[0] ?? subject
  const names = [first]
  for (let i = 1; i < STARTER_SCENARIOS; i++) {
    names.push(picked[i] ?? `${first} (${VARIANTS[i - 1]})`)
  }
  return names.map((name) => ({
    name,
    prompt: `I need help with this: ${name}. Write the result to result.md.`
  }))
}

/** The starter eval file of the skill named `skillName` with this description. */
export function evalTemplate(skillName: string, description: string): string {
  const scenarios = starterScenarios(skillName, description)
  const does = clip(descriptionParts(description).does) || `does what ${skillName} is for`
  const scenarioBlocks = scenarios.map((s, i) =>
    [
      `  - name: ${quoted(s.name)}${i === 0 ? '   # required: how reports name this scenario' : ''}`,
      ...(i === 0
        ? [
            '    # required: the one user message the agent receives, the same in both arms.',
            '    # Write it as a user would, naming the files the agent should work on.'
          ]
        : []),
      `    prompt: ${quoted(s.prompt)}`,
      ...(i === 0
        ? [
            '    # Files written into the empty work folder before each run, the same in both arms:',
            '    # `content` for inline text, or `source: tests/fixtures/<file>` to copy from the skill.'
          ]
        : []),
      '    setup:',
      '      files:',
      '        - { path: notes.md, content: "Replace with the input this request needs.\\n" }',
      ...(i === 0
        ? [
            '    # Checks on each run; a run is "completed" when all of them pass. Also available:',
            '    # output_contains / output_not_contains (value), output_matches (pattern, RE2),',
            '    # file_exists / file_not_exists (path glob), file_contains (path, value).'
          ]
        : []),
      '    assertions:',
      '      - { type: file_exists, path: result.md }',
      `      - { type: exit_success }${i === 0 ? '   # no error, no timeout, some output' : ''}`,
      ...(i === 0
        ? ['    # What the judge compares the two arms on, one criterion per item.']
        : []),
      '    rubric:',
      `      - ${quoted(`The result ${does.charAt(0).toLowerCase()}${does.slice(1)}`)}`,
      '      - The result answers the request completely and correctly',
      `    max_turns: 10${i === 0 ? '   # the agent run stops after this many turns' : ''}`
    ].join('\n')
  )
  return [
    `# A/B scenarios for the skill ${quoted(skillName)}: each runs with and without the skill, and the`,
    '# judge says which run did better. Drafted by `skill-ci scaffold` from the description: edit the',
    '# prompts, files and checks into real tasks. Check it with `skill-ci validate <skill>`, price it',
    '# with `skill-ci ab <skill> --dry-run`. A verdict needs 3 scenarios or more (here the fewest);',
    '# about 10 find a medium effect. Every field: https://github.com/skill-ci/skill-ci/blob/main/docs/ab.md',
    'scenarios:',
    ...scenarioBlocks,
    ''
  ].join('\n')
}
