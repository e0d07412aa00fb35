import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { lstat, mkdir } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
import { r as replaceWithOwnFile } from './cli-write-no-follow.js';
import { E as EVAL_YAML, h as readSkillText, p as parseSkillLoadingYaml } from './cli-file-names.js';
import { U as UsageError, n as neutralise } from './cli-errors.js';
import { t as refuseWithout, D as DEFAULT_CLI_MAX_USD } from './cli-options.js';
import { E as EXIT_OK } from './cli-io.js';
import { P as PR_LABELS } from './cli-labels2.js';
import { p as planAbCalls } from './cli-plan.js';
import { A as AB_DEFAULTS } from './cli-defaults.js';
import { d as defaultJudgeModel } from './cli-options2.js';

import './cli-model-list.js';
import './cli-pricing.js';
import { D as DEFAULT_AGENT_MODEL } from './cli-models.js';
import { e as estimateCalls } from './cli-estimate.js';
import { parseEvalYaml } from './cli-eval-file.js';

import './cli-renamed-options.js';





import './cli-call-shape.js';
import './cli-client.js';
import './cli-api-key.js';
import './cli-cache.js';
import './cli-prompt-cache.js';
import './cli-llm-error.js';
import './cli-untrusted.js';
import './cli-schemas.js';
import './cli-ask.js';

import './cli-index6.js';


import './cli-yaml-nesting.js';
import './cli-schema.js';

// The starter tests/eval.yaml `skill-ci scaffold` writes for a skill: three scenarios (the fewest
// an A/B verdict can rest on) drawn from the skill's description, every field explained in a comment, valid as written (the A/B dry run and
// `validate` accept it unchanged) so the author edits a working file rather than a blank one.
/** Longest description phrase copied into a prompt: a prompt is a request, not the description. */
const MAX_PHRASE = 160;
/** A YAML double-quoted scalar: JSON's escapes are YAML's, plus the two line separators. */
function quoted(text) {
    return JSON.stringify(text)
        .replace(/\u2028/g, '\\L')
        .replace(/\u2029/g, '\\P');
}
function clip(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length <= MAX_PHRASE ? flat : `${flat.slice(0, MAX_PHRASE - 1).trimEnd()}…`;
}
/**
 * The situations a description names after "Use when" (`Use when preparing a release, when a PR
 * needs a changelog line, or when asked to clean up …` → three phrases), and what the skill does
 * (the text before it).
 */
function descriptionParts(description) {
    const flat = description.replace(/\s+/g, ' ').trim();
    const marker = /\b(?:use|used|invoke|trigger) (?:this skill )?(?:when|whenever|for)\b/i.exec(flat);
    const does = (marker ? flat.slice(0, marker.index) : flat).trim().replace(/[.;:,]+$/, '');
    if (!marker)
        return { does, situations: [] };
    const rest = flat.slice(marker.index + marker[0].length).split(/(?<=[.!?])\s/)[0];
    const situations = rest
        .split(/,\s*(?:or\s+|and\s+)?(?:when\s+)?|;\s*|\s+or\s+when\s+/i)
        .map((s) => s
        .replace(/^(?:the user |a user |someone )?(?:is )?(?:asks?|asked) (?:to |for )?/i, '')
        .replace(/[.!?]+$/, '')
        .trim())
        .filter((s) => s.length > 0);
    return { does, situations };
}
/** Scenarios drafted: an A/B verdict (helps or hurts) needs at least this many. */
const STARTER_SCENARIOS = 3;
/** The variants that stand in for situations the description does not name. */
const VARIANTS = [
    'a second case: other input, one more constraint',
    'a third case: an edge case, such as empty or unusual input'
];
/** Three scenarios: the first three situations, else what the skill does and variants of it. */
function starterScenarios(skillName, description) {
    const { does, situations } = descriptionParts(description);
    const subject = clip(does) || `the task ${skillName} is for`;
    const picked = situations.slice(0, STARTER_SCENARIOS).map((s) => clip(s));
    const first = picked[0] ?? subject;
    const names = [first];
    for (let i = 1; i < STARTER_SCENARIOS; i++) {
        names.push(picked[i] ?? `${first} (${VARIANTS[i - 1]})`);
    }
    return names.map((name) => ({
        name,
        prompt: `I need help with this: ${name}. Write the result to result.md.`
    }));
}
/** The starter eval file of the skill named `skillName` with this description. */
function evalTemplate(skillName, description) {
    const scenarios = starterScenarios(skillName, description);
    const does = clip(descriptionParts(description).does) || `does what ${skillName} is for`;
    const scenarioBlocks = scenarios.map((s, i) => [
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
    ].join('\n'));
    return [
        `# A/B scenarios for the skill ${quoted(skillName)}: each runs with and without the skill, and the`,
        '# judge says which run did better. Drafted by `skill-ci scaffold` from the description: edit the',
        '# prompts, files and checks into real tasks. Check it with `skill-ci validate <skill>`, price it',
        '# with `skill-ci ab <skill> --dry-run`. A verdict needs 3 scenarios or more (here the fewest);',
        '# about 10 find a medium effect. Every field: https://github.com/skill-ci/skill-ci/blob/main/docs/ab.md',
        'scenarios:',
        ...scenarioBlocks,
        ''
    ].join('\n');
}

// The other actions the scaffolded workflow uses, pinned by full commit SHA with the release in a
// trailing comment (the convention Dependabot and Renovate read and keep up to date): a tag can be
// moved to other code, a commit cannot (the tj-actions incident, CVE-2025-30066). Each SHA is the
// commit the release tag points to (an annotated tag peeled to its commit), read from a snapshot of
// the action's own repository; the same commits are pinned with these versions in other public
// repositories' workflows. Each pin is on the latest release of the major version the rest of the
// docs use, and every one of them runs on node24.
const ACTION_PINS = {
    checkout: {
        action: 'actions/checkout',
        sha: 'fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09',
        version: 'v5.1.0'
    },
    // v5: v4 runs on node20, which GitHub's runners are retiring.
    cache: {
        action: 'actions/cache',
        sha: '27d5ce7f107fe9357f9df03efb73ab90386fccae',
        version: 'v5.0.5'
    },
    uploadSarif: {
        action: 'github/codeql-action/upload-sarif',
        sha: '8aad20d150bbac5944a9f9d289da16a4b0d87c1e',
        version: 'v4.36.2'
    }
};
/** A step's `uses:` value: the action at its commit, the release in a trailing comment. */
const pinnedUses = (pin) => `${pin.action}@${pin.sha} # ${pin.version}`;

// What the scaffolded files cost to run. The starter eval's A/B estimate is what `skill-ci ab
// --dry-run` prints for it at the command's defaults (the same for every skill: the plan counts
// scenarios, runs and turns, not the skill's text), and the workflow's `max-usd` is computed from
// it, so the labels the workflow sets up are never refused by the budget it sets.
/** The A/B estimate of an eval file's text at the defaults of `skill-ci ab` (and the Action). */
function abEstimateOf(evalText) {
    const parsed = parseEvalYaml(evalText, EVAL_YAML);
    if (parsed.ok !== true)
        throw new Error(`the scaffolded ${EVAL_YAML} does not parse`);
    return estimateCalls(planAbCalls([parsed.suite], {
        model: DEFAULT_AGENT_MODEL,
        judgeModel: defaultJudgeModel(DEFAULT_AGENT_MODEL),
        runs: AB_DEFAULTS.runs,
        judgeMode: AB_DEFAULTS.judgeMode
    }));
}
/**
 * Headroom over the A/B estimate: the other labels of the same pull request (judge, activation,
 * security review) run on the same budget, and cost a fraction of an A/B run per skill.
 */
const HEADROOM = 1.5;
/** The budget is rounded up to whole steps of this many dollars. */
const STEP_USD = 5;
/** The workflow's `max-usd`: the scaffolded eval's A/B estimate with headroom, rounded up. */
function workflowBudget() {
    const abUsd = abEstimateOf(evalTemplate('skill', 'Does the task. Use when one case, when another, or when a third.')).usd;
    return { maxUsd: Math.ceil((abUsd * HEADROOM) / STEP_USD) * STEP_USD, abUsd };
}

// The workflow `skill-ci scaffold --workflow` writes (.github/workflows/skill-ci.yml), and the one
// the README shows: `npm run docs` copies this text into the README and a test keeps them equal,
// so the example a user pastes is the file the command writes.
const WORKFLOW_FILE = '.github/workflows/skill-ci.yml';
/** `skillsPath`: the Action's `path` input, the folder where the skills live. */
function workflowTemplate(skillsPath = '.') {
    // A plain YAML value when it is one, quoted otherwise (a path with `#` or `: ` in it).
    const path = /^[\w./-]+$/.test(skillsPath) ? skillsPath : JSON.stringify(skillsPath);
    const labelTests = PR_LABELS.map((l) => `github.event.label.name == '${l.name}'`);
    const budget = workflowBudget();
    // The token stays out of the checkout's git config: nothing after it pushes, and an agent given
    // a shell (allow-shell) could otherwise read it there.
    const checkout = `- uses: ${pinnedUses(ACTION_PINS.checkout)}
        with:
          persist-credentials: false`;
    const cache = `- uses: ${pinnedUses(ACTION_PINS.cache)}
        with:
          path: .skill-ci/cache
          key: skill-ci-llm-\${{ github.run_id }}
          restore-keys: skill-ci-llm-`;
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
`;
}

// `skill-ci scaffold <skill>` writes a starter tests/eval.yaml for a skill; `skill-ci scaffold
// --workflow [repo]` writes the repository's .github/workflows/skill-ci.yml. `--dry-run` prints
// the file instead. An existing file is kept unless `--force`: a scaffold never overwrites work.
// Either way it says what the scaffold costs to run: the eval's `ab --dry-run` estimate, and the
// workflow's `max-usd` computed from it.
/** The eval file's text for the skill in `dir`, drafted from its name and description. */
async function evalFileFor(dir) {
    const text = await readSkillText(dir, 'SKILL.md');
    if (!text.ok) {
        const hint = text.error.code === 'missing-skill-md' ? ' (a repository root? add --workflow)' : '';
        throw new UsageError(`${path__default.join(dir, 'SKILL.md')}: ${text.error.message}${hint}`);
    }
    const parsed = await parseSkillLoadingYaml(text.value, path__default.basename(path__default.resolve(dir)), 'SKILL.md');
    if (!parsed.ok) {
        const where = `${path__default.join(dir, 'SKILL.md')}${parsed.error.line ? `:${parsed.error.line}` : ''}`;
        throw new UsageError(`${where}: ${parsed.error.message}`);
    }
    return evalTemplate(String(parsed.skill.name), parsed.skill.description);
}
async function writeNew(file, text, force, io) {
    if (!force && (await lstat(file).catch(() => undefined)) !== undefined) {
        throw new UsageError(`${file} already exists; --force replaces it, --dry-run prints the draft`);
    }
    await mkdir(path__default.dirname(file), { recursive: true });
    await replaceWithOwnFile(file, text);
    io.stderr.write(`skill-ci: wrote ${neutralise(file)}\n`);
}
/** What `skill-ci ab <dir> --dry-run` prints for the drafted eval, and the budgets it fits. */
function estimateLine(dir, evalText) {
    const e = abEstimateOf(evalText);
    const { maxUsd } = workflowBudget();
    const cli = e.usd <= DEFAULT_CLI_MAX_USD
        ? `within the CLI's default max-usd of ${DEFAULT_CLI_MAX_USD}`
        : `above the CLI's default max-usd of ${DEFAULT_CLI_MAX_USD}: run it with --max-usd ${Math.ceil(e.usd)}`;
    return (`\`skill-ci ab ${neutralise(dir ?? '.')} --dry-run\` estimates this eval at ${e.calls} calls, at most $${e.usd.toFixed(4)} at the defaults,` +
        ` ${cli}; the scaffolded workflow's max-usd is ${maxUsd}`);
}
function budgetLine() {
    const { maxUsd, abUsd } = workflowBudget();
    return `max-usd ${maxUsd}: the A/B of one skill's scaffolded eval is at most $${abUsd.toFixed(4)}, with half again for the other labels`;
}
async function runScaffold(target, options, io) {
    let file;
    let text;
    if (options.workflow) {
        file = path__default.join(target ?? '.', WORKFLOW_FILE);
        text = workflowTemplate(options.skillsPath);
    }
    else {
        if (target === undefined)
            throw new UsageError('scaffold: name a skill folder, or --workflow');
        file = path__default.join(target, EVAL_YAML);
        text = await evalFileFor(target);
    }
    if (options.dryRun)
        io.stdout.write(text);
    else
        await writeNew(file, text, options.force === true, io);
    io.stderr.write(`skill-ci: ${options.workflow ? budgetLine() : estimateLine(target, text)}\n`);
    return EXIT_OK;
}
function registerScaffoldCommand(program, io, setExit) {
    const scaffold = program
        .command('scaffold')
        .description('write a starter tests/eval.yaml for a skill, or (--workflow) the GitHub workflow of a repository')
        .argument('[dir]', 'the skill folder (with --workflow: the repository root, default .)')
        .option('--workflow', `write ${WORKFLOW_FILE}: PR check, label-gated LLM runs, nightly run`)
        .option('--skills-path <dir>', 'with --workflow: where the skills live (the `path` input)', '.')
        .option('--dry-run', 'print the file instead of writing it')
        .option('--force', 'replace the file when it exists')
        .addHelpText('after', '\nExamples:\n  skill-ci scaffold skills/pdf --dry-run\n  skill-ci scaffold --workflow --skills-path skills');
    refuseWithout(scaffold, 'skills-path', 'workflow', 'it sets the path input of the workflow that --workflow writes').action(async (dir, options) => {
        setExit(await runScaffold(dir, options, io));
    });
}

export { registerScaffoldCommand };
