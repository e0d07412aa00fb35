// The pull-request labels that ask for skill-ci's costly layers, as `skill-ci labels` creates them
// and the scaffolded workflow names them. The names are the Action's default label inputs (a test
// keeps them equal); colours and descriptions make them recognisable in GitHub's label picker.

export interface PrLabel {
  /** The Action input that renames this label. */
  input: string
  name: string
  /** Six hex digits, no `#` (what the GitHub API takes). */
  color: string
  /** At most 100 characters (GitHub's limit). */
  description: string
}

export const PR_LABELS: readonly PrLabel[] = [
  {
    input: 'label-judge',
    name: 'skill-ci:judge',
    color: '1d76db',
    description: 'skill-ci: LLM judge of the changed skills (costs API calls)'
  },
  {
    input: 'label-monte-carlo',
    name: 'skill-ci:monte-carlo',
    color: '5319e7',
    description: 'skill-ci: does the agent load each changed skill when it should (costs API calls)'
  },
  {
    input: 'label-ab',
    name: 'skill-ci:ab',
    color: 'd93f0b',
    description: 'skill-ci: with-vs-without A/B runs of tests/eval.yaml (costs API calls)'
  },
  {
    input: 'label-certify',
    name: 'skill-ci:certify',
    color: 'fbca04',
    description: 'skill-ci: judge, activation and Elo rating together (costs API calls)'
  },
  {
    input: 'label-security',
    name: 'skill-ci:security',
    color: 'b60205',
    description: 'skill-ci: LLM security review, one call per changed skill'
  },
  {
    input: 'label-improve',
    name: 'skill-ci:improve',
    color: '0e8a16',
    description: 'skill-ci: propose a better description as a review suggestion (costs API calls)'
  }
]
