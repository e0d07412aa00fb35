import { U as UsageError, n as neutralise } from './cli-errors.js';
import { E as EXIT_OK } from './cli-io.js';
import { P as PR_LABELS } from './cli-labels2.js';

function repository(options, env) {
    const full = options.repo ?? env.GITHUB_REPOSITORY ?? '';
    const match = /^([\w.-]+)\/([\w.-]+)$/.exec(full);
    if (!match) {
        throw new UsageError(full === ''
            ? 'labels: name the repository with --repo owner/name (or set GITHUB_REPOSITORY)'
            : `labels: --repo must be owner/name, got ${JSON.stringify(full)}`);
    }
    return { owner: match[1], repo: match[2] };
}
/** What GitHub answered, without echoing anything the request carried. */
function apiFailure(what, error) {
    const status = error.status;
    const hint = status === 401
        ? ': the token was refused'
        : status === 403 || status === 404
            ? ': the token cannot write this repository’s labels (it needs issues: write)'
            : '';
    const reason = error instanceof Error ? error.message : String(error);
    return new UsageError(`labels: ${what} failed (${neutralise(reason)})${hint}`);
}
async function ensureLabel(octokit, where, label, existing) {
    const found = existing.get(label.name.toLowerCase());
    const wanted = { color: label.color, description: label.description };
    if (found === undefined) {
        await octokit.rest.issues.createLabel({ ...where, name: label.name, ...wanted });
        return 'created';
    }
    if (found.color.toLowerCase() === label.color && found.description === label.description) {
        return 'unchanged';
    }
    await octokit.rest.issues.updateLabel({ ...where, name: found.name, ...wanted });
    return 'updated';
}
async function runLabels(options, io) {
    if (options.dryRun) {
        for (const l of PR_LABELS)
            io.stdout.write(`${l.name}  #${l.color}  ${l.description}\n`);
        return EXIT_OK;
    }
    const where = repository(options, io.env);
    const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN;
    if (!token)
        throw new UsageError('labels: set GITHUB_TOKEN (or GH_TOKEN) to a token that can write the repository’s issues');
    // Loaded here, not at start-up: no other command talks to GitHub.
    const { getOctokit: createOctokit } = await import('./cli-github.js');
    const octokit = createOctokit(token, {
        baseUrl: io.env.GITHUB_API_URL || 'https://api.github.com'
    });
    const existing = new Map();
    try {
        const labels = await octokit.paginate(octokit.rest.issues.listLabelsForRepo, {
            ...where,
            per_page: 100
        });
        for (const l of labels)
            existing.set(l.name.toLowerCase(), l);
    }
    catch (error) {
        throw apiFailure(`listing the labels of ${where.owner}/${where.repo}`, error);
    }
    for (const label of PR_LABELS) {
        const change = await ensureLabel(octokit, where, label, existing).catch((error) => {
            throw apiFailure(`writing the label ${label.name}`, error);
        });
        io.stdout.write(`${change.padEnd(9)} ${label.name}\n`);
    }
    return EXIT_OK;
}
function registerLabelsCommand(program, io, setExit) {
    program
        .command('labels')
        .description('create the skill-ci:* pull-request labels (colours, descriptions) in a GitHub repository')
        .option('--repo <owner/name>', 'the repository (default: GITHUB_REPOSITORY)')
        .option('--dry-run', 'print the labels and make no API call')
        .addHelpText('after', '\nNeeds GITHUB_TOKEN or GH_TOKEN (issues: write). Example:\n  GITHUB_TOKEN=$(gh auth token) skill-ci labels --repo my-org/my-skills')
        .action(async (options) => {
        setExit(await runLabels(options, io));
    });
}

export { registerLabelsCommand };
