// The workflow `skill-ci scaffold --workflow` writes (.github/workflows/skill-ci.yml), and the one
// the README shows: `npm run docs` copies this text into the README and a test keeps them equal,
// so the example a user pastes is the file the command writes.
import { PR_LABELS } from '../labels.js'
import { ACTION_PINS, pinnedUses } from './action-pins.js'
import { workflowBudget } from './budget.js'

export const WORKFLOW_FILE = '.github/workflows/skill-ci.yml'

/** `skillsPath`: the Action's `path` input, the folder where the skills live. */
export function workflowTemplate(skillsPath = '.'): string {
  // A plain YAML value when it is one, quoted otherwise (a path with `#` or `: ` in it).
  const path = /^[\w./-]+$/.test(skillsPath) ? skillsPath : JSON.stringify(skillsPath)
  const labelTests = PR_LABELS.map((l) => `github.event.label.name == '${l.name}'`)
  const budget = workflowBudget()
  // The token stays out of the checkout's git config: nothing after it pushes, and an agent given
  // a shell (allow-shell) could otherwise read it there.
  const checkout = `- uses: ${pinnedUses(ACTION_PINS.checkout)}
        with:
          persist-credentials: false`
  const cache = `- uses: ${pinnedUses(ACTION_PINS.cache)}
        with:
          path: .skill-ci/cache
          key: skill-ci-llm-\${{ github.run_id }}
          restore-keys: skill-ci-llm-`
  return `# skill-ci: scores the agent skills (SKILL.md folders) of this repository.
#   check    every pull request, push to main and merge queue: the static layer, no secrets,
#            seconds. Make the \`skill-ci\` check required in branch protection.
#   llm      a skill-ci:* label added to a pull request: the LLM layers of the labels on it,
#            once per label added (remove and add the label again to re-run on new commits).
#   nightly  every night, and by hand: every skill at depth standard, findings to code scanning.
# Create the labels once with \`npx skill-ci labels\`. The other actions are pinned by commit SHA
# (Dependabot and Renovate keep such pins up to date); pin skill-ci/skill-ci the same way once you
# have chosen a release.
name: skill-ci
on:
  pull_request:
    types: [opened, synchronize, reopened, labeled]
  push:
    branches: [main]
  merge_group:
  schedule:
    - cron: '17 3 * * *'
  workflow_dispatch:
# Nothing by default: each job asks only for what it uses.
permissions: {}
jobs:
  check:
    # Also on \`labeled\` (a static run takes seconds), so the required job is never "skipped".
    if: github.event_name != 'schedule' && github.event_name != 'workflow_dispatch'
    runs-on: ubuntu-latest
    permissions:
      contents: read        # the checkout, and base-branch files for the score deltas
      checks: write         # the check run, with annotations on the offending lines
      pull-requests: write  # the sticky comment (and reading changed files and labels)
    concurrency:
      group: skill-ci-check-\${{ github.event.pull_request.number || github.ref }}
      cancel-in-progress: \${{ github.event_name == 'pull_request' }}
    steps:
      ${checkout}
      - uses: skill-ci/skill-ci@v1
        with:
          path: ${path}  # where the skills live
          fail-under: 60  # fail the check when a composite score is below 60

  llm:
    # Only when one of these labels is added, and only for branches of this repository: a fork's
    # pull request gets no secrets.
    if: >-
      github.event.action == 'labeled' &&
      github.event.pull_request.head.repo.full_name == github.repository &&
      (${labelTests.join(' ||\n       ')})
    runs-on: ubuntu-latest
    environment: skill-ci-llm   # holds ANTHROPIC_API_KEY; add required reviewers to approve each run
    timeout-minutes: 30
    permissions:
      contents: read
      checks: write
      pull-requests: write  # the comment, and the improve label's review suggestions
    concurrency:
      group: skill-ci-llm-\${{ github.event.pull_request.number }}
      cancel-in-progress: false  # a paid run is never thrown away half done
    steps:
      ${checkout}
      # LLM replies: an unchanged skill costs nothing the second time.
      ${cache}
      - uses: skill-ci/skill-ci@v1
        with:
          path: ${path}
          check-name: skill-ci-llm   # its own check run and sticky comment
          anthropic-api-key: \${{ secrets.ANTHROPIC_API_KEY }}
          # No call is made when the estimate is higher. The A/B of one skill with the 3
          # scenarios \`skill-ci scaffold\` writes is at most $${budget.abUsd.toFixed(2)}; this is half
          # again for the other labels. Raise it for pull requests that change several skills.
          max-usd: ${budget.maxUsd}

  nightly:
    if: github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'
    runs-on: ubuntu-latest
    timeout-minutes: 60
    permissions:
      contents: read
      checks: write
      security-events: write  # upload the SARIF file to code scanning
    concurrency:
      group: skill-ci-nightly-\${{ github.ref }}
      cancel-in-progress: false  # a run started by hand waits for the night's, and the other way round
    steps:
      ${checkout}
      ${cache}
      - uses: skill-ci/skill-ci@v1
        id: skill-ci
        with:
          path: ${path}
          depth: standard            # quick: static only, no key; deep or thorough: + activation
          check-name: skill-ci-nightly
          anthropic-api-key: \${{ secrets.ANTHROPIC_API_KEY }}  # a repository secret here
          max-usd: 5                 # the judge of every skill: cents per skill
      # Also when the gate failed: the findings are what code scanning is for.
      - uses: ${pinnedUses(ACTION_PINS.uploadSarif)}
        if: always() && steps.skill-ci.outputs.sarif != ''
        with:
          sarif_file: \${{ steps.skill-ci.outputs.sarif }}
          category: skill-ci
`
}
