import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { C as Command, c as currentNameOf, b as allowedEdits, e as editDistance, d as CommanderError, g as ClaudeAgentSdkMissingError, p as packageJson } from './cli-renamed-options.js';
import { R as RunFailedError, U as UsageError, n as neutralise } from './cli-errors.js';
import { E as EXIT_OK, b as EXIT_USAGE, a as EXIT_GATE_FAILED } from './cli-io.js';









// "Did you mean" for a mistyped flag, from the command's own options: its visible flags, and the
// old spellings kept as hidden aliases, which suggest the flag's current name (`--treshold` →
// `--fail-under`). Only a close guess is offered: a flag with nothing near it gets none, rather
// than an unrelated one (`--bogus` is not `--corpus`).
/** The flag a user most likely meant, when one is close enough; else undefined. */
function closestFlag(typed, options) {
    const word = typed.replace(/=.*$/, '');
    // An old spelling suggests the name the flag goes by now; other hidden flags none.
    const named = options.flatMap((o) => {
        const current = o.hidden ? currentNameOf(o) : o.long;
        return o.long === undefined || current === undefined ? [] : [[o.long, current]];
    });
    const allowed = allowedEdits(word);
    let best;
    for (const [spelling, flag] of named) {
        const distance = editDistance(word, spelling);
        if (distance <= allowed && (best === undefined || distance < best.distance)) {
            best = { distance, flag };
        }
    }
    return best?.flag;
}
/** A command whose unknown-flag error suggests only a close flag (see closestFlag). */
class SuggestingCommand extends Command {
    createCommand(name) {
        return new SuggestingCommand(name);
    }
    /** Called by commander's parser for a flag the command does not define. */
    unknownOption(flag) {
        const suggestion = flag.startsWith('--') ? closestFlag(flag, this.options) : undefined;
        this.error(`error: unknown option '${flag}'${suggestion === undefined ? '' : `\n(Did you mean ${suggestion}?)`}`, { code: 'commander.unknownOption' });
    }
}

// The `skill-ci` command line: argv in, report on stdout, exit code out. Everything the process
// touches (streams, environment) comes in through `io`, so tests drive main() directly.
/** One example per command, shown at the end of `skill-ci --help` (a test checks every command has one). */
const COMMAND_EXAMPLES = [
    'skill-ci score ./skills --threshold 60        # the static scores, no key needed',
    'skill-ci validate ./skills                    # the agentskills.io spec findings only',
    'skill-ci compare skills/a skills/b            # two skills side by side',
    'skill-ci drift --baseline old.json new.json   # what changed since the last re-validation',
    'skill-ci baseline skills                      # the first committed re-validation baseline',
    'skill-ci ab skills/pdf --dry-run              # price the with-vs-without A/B test',
    'skill-ci triggers skills --dry-run            # price the activation runs',
    'skill-ci improve skills/pdf --dry-run         # price a better description',
    'skill-ci init gold-skills --out corpus.json   # index a gold corpus for Elo ratings',
    'skill-ci certify skills --corpus corpus.json  # the deep run plus an Elo rating',
    "skill-ci merge shard-*.json                   # one report from a split run's shards",
    'skill-ci scaffold skills/pdf                  # a starter tests/eval.yaml',
    'skill-ci scaffold --workflow                  # .github/workflows/skill-ci.yml',
    'skill-ci labels --repo my-org/my-skills       # the skill-ci:* PR labels',
    'skill-ci badge skills --out badges            # shields.io badges per skill'
];
// Each command's module is loaded only when it is the one asked for: `score` and `validate` never
// load the model client, the agent or the renderers of the other commands, and `--version` loads
// none. Help for the whole program, or a word that is no command, loads them all.
const COMMAND_REGISTRATIONS = {
    score: async () => (await import('./cli-score.js')).registerScoreCommand,
    validate: async () => (await import('./cli-validate.js')).registerValidateCommand,
    compare: async () => (await import('./cli-compare.js')).registerCompareCommand,
    ab: async () => (await import('./cli-ab.js')).registerAbCommand,
    triggers: async () => (await import('./cli-triggers.js')).registerTriggersCommand,
    improve: async () => (await import('./cli-improve2.js')).registerImproveCommand,
    certify: async () => (await import('./cli-certify.js')).registerCertifyCommand,
    init: async () => (await import('./cli-init.js')).registerInitCommand,
    drift: async () => (await import('./cli-drift.js')).registerDriftCommand,
    baseline: async () => (await import('./cli-baseline.js')).registerBaselineCommand,
    merge: async () => (await import('./cli-merge.js')).registerMergeCommand,
    scaffold: async () => (await import('./cli-scaffold.js')).registerScaffoldCommand,
    labels: async () => (await import('./cli-labels.js')).registerLabelsCommand,
    badge: async () => (await import('./cli-badge.js')).registerBadgeCommand
};
/** The registrations `argv` needs: its command's, none for the version, else every one. */
function commandsFor(argv) {
    const first = argv[0];
    if (first !== undefined && Object.hasOwn(COMMAND_REGISTRATIONS, first))
        return [COMMAND_REGISTRATIONS[first]];
    if (argv.length === 1 && (first === '--version' || first === '-V'))
        return [];
    return Object.values(COMMAND_REGISTRATIONS);
}
async function buildProgram(argv, io, setExit) {
    const program = new SuggestingCommand('skill-ci')
        .description('Score agent skills (SKILL.md folders) the way PluginEval does, and gate on it.')
        .version(packageJson.version)
        .exitOverride()
        .configureOutput({
        writeOut: (text) => io.stdout.write(text),
        writeErr: (text) => io.stderr.write(text)
    })
        .showHelpAfterError('(run with --help for usage)')
        .addHelpText('after', `\nExamples:\n${COMMAND_EXAMPLES.map((e) => `  ${e}`).join('\n')}\n`);
    // One after another, in the order of the list, so `--help` lists the commands in that order
    // (and modules shared by several commands are linked once, not raced).
    for (const load of commandsFor(argv))
        (await load())(program, io, setExit);
    return program;
}
/** Runs the CLI with user arguments (no `node` / script prefix) and returns the exit code. */
async function main(argv, io) {
    let exitCode = EXIT_OK;
    const program = await buildProgram(argv, io, (code) => {
        exitCode = code;
    });
    try {
        await program.parseAsync(argv, { from: 'user' });
        return exitCode;
    }
    catch (error) {
        if (error instanceof CommanderError) {
            // --help and --version end through exitOverride with exit code 0.
            return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
        }
        if (error instanceof RunFailedError) {
            io.stderr.write(`skill-ci: ${printableLines(error.message)}\n`);
            return EXIT_GATE_FAILED;
        }
        // A missing agent program (agent-program.ts, named so this file does not load it) is a usage
        // error with its one install line, as the Agent SDK's.
        if (error instanceof UsageError ||
            error instanceof ClaudeAgentSdkMissingError ||
            (error instanceof Error && error.name === 'AgentProgramMissingError')) {
            io.stderr.write(`skill-ci: ${printableLines(error.message)}\n`);
            return EXIT_USAGE;
        }
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        io.stderr.write(`skill-ci: internal error: ${printableLines(message)}\n`);
        return EXIT_GATE_FAILED;
    }
}
/** A message that may quote paths from the scanned files, each of its lines made inert for a CI log. */
function printableLines(message) {
    return message.split('\n').map(neutralise).join('\n');
}

// The command line on the real process (loaded by the entry, index.ts): run main() and set the exit
// code (not process.exit(), so buffered stdout is flushed first).
// `skill-ci score … | head` closes the pipe early; that is the reader's choice, not a crash.
process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE')
        throw error;
    process.exit(process.exitCode ?? 0);
});
process.exitCode = await main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env
});
