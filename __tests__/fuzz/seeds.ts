// The valid files the mutations start from: every SKILL.md under examples/skills/ and
// __tests__/fixtures/skills/, the examples' tests/eval.yaml, and a few eval files written here to
// cover the rest of the format (setup files, every assertion type, agentskills-style fields).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

const SEED_FOLDERS = ['examples/skills', '__tests__/fixtures/skills']

function filesNamed(dir: string, match: (rel: string) => boolean): string[] {
  const found: string[] = []
  const walk = (abs: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const full = path.join(abs, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile() && match(path.relative(REPO_ROOT, full))) found.push(full)
    }
  }
  walk(dir)
  return found.sort()
}

const EVAL_SEEDS_INLINE = [
  // Every field and assertion type of the format, block style.
  `scenarios:
  - name: Summarise a CSV
    prompt: Summarise data.csv in SUMMARY.md
    setup:
      files:
        - path: notes.txt
          content: hello
        - path: blank.txt
          content: ""
        - path: data.csv
          source: fixtures/sample.csv
    assertions:
      - type: output_contains
        value: total
      - type: output_not_contains
        value: error
      - type: output_matches
        pattern: '\\d+ rows'
      - type: output_not_matches
        pattern: ^fail
      - type: file_exists
        path: "*.md"
      - type: file_not_exists
        path: tmp/**
      - type: file_contains
        path: SUMMARY.md
        value: Total
      - type: exit_success
    rubric:
      - The numbers are right
    expect_tools: [bash]
    reject_tools: [create_file]
    max_turns: 12
    max_tokens: 40000
    timeout: 90
`,
  `scenarios:
  - name: block style
    prompt: |
      Write a release note
      for version 1.2.
    assertions:
      - type: file_contains
        path: NOTES.md
        value: "1.2"
    rubric:
      - Mentions the version
      - Is short
`,
  `scenarios:
  - { name: a, prompt: b }
  - { name: c, prompt: d, timeout: 30 }
`
]

export interface Seeds {
  skills: Buffer[]
  evals: Buffer[]
}

let cached: Seeds | undefined

/** The seed files, read once per process. */
export function seeds(): Seeds {
  if (cached) return cached
  const roots = SEED_FOLDERS.map((f) => path.join(REPO_ROOT, f))
  const skills = roots
    .flatMap((root) => filesNamed(root, (rel) => path.basename(rel) === 'SKILL.md'))
    .map((file) => readFileSync(file))
  const evals = roots
    .flatMap((root) => filesNamed(root, (rel) => rel.endsWith('eval.yaml')))
    .map((file) => readFileSync(file))
  cached = {
    skills,
    evals: [...evals, ...EVAL_SEEDS_INLINE.map((text) => Buffer.from(text, 'utf8'))]
  }
  return cached
}
