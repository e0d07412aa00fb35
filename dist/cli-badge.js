import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { mkdir } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
import { r as replaceWithOwnFile } from './cli-write-no-follow.js';
import './cli-improve.js';
import { o as displayPath, p as pathsArgument, a as addCommonOptions } from './cli-options.js';
import { d as badgeTitle } from './cli-text2.js';
import { f as flattenProse, n as neutralise } from './cli-errors.js';
import { E as EXIT_OK } from './cli-io.js';
import { s as staticRun } from './cli-static-run.js';
import './cli-schemas.js';

import './cli-renamed-options.js';






import './cli-engine.js';
import './cli-file-names.js';
import './cli-discover.js';
import './cli-heap.js';

// A shields.io "endpoint" badge per skill (https://shields.io/badges/endpoint-badge): a small JSON
// file a repository commits and shields.io renders as `skill-ci: pdf | B+ 81.4 · Gold`.
/** shields.io colour names by grade letter, green to red. */
const LETTER_COLOURS = { A: 'brightgreen', B: 'green', C: 'yellow', D: 'orange', F: 'red' };
/** Longest skill name on a badge: a badge is read at a glance. */
const MAX_LABEL = 40;
function skillLabel(skill) {
    const name = flattenProse(skill.name).trim();
    return name.length <= MAX_LABEL ? name : `${name.slice(0, MAX_LABEL - 1)}…`;
}
function badgeEndpoint(skill) {
    const label = `skill-ci: ${skillLabel(skill)}`;
    const c = skill.composite;
    if (c === null)
        return { schemaVersion: 1, label, message: 'error', color: 'lightgrey', isError: true };
    const tier = c.badge === 'no_badge' ? '' : ` · ${badgeTitle(c.badge)}`;
    return {
        schemaVersion: 1,
        label,
        message: `${c.grade} ${c.score.toFixed(1)}${tier}`,
        color: LETTER_COLOURS[c.letter]
    };
}
/** A file-name-safe slug of the skill's path (its name when the root is the skill). */
function slug(skill) {
    const shown = skill.path === '.' ? skill.name : displayPath(skill);
    const safe = shown
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^[.-]+|[.-]+$/g, '')
        .slice(0, 100);
    return safe || 'skill';
}
/** One badge per skill of the run, with distinct file names. */
function skillBadges(report) {
    const used = new Set();
    return report.skills.map((skill) => {
        const base = slug(skill);
        let file = `${base}.json`;
        for (let n = 2; used.has(file); n++)
            file = `${base}-${n}.json`;
        used.add(file);
        return { file, alt: skillLabel(skill).replace(/[[\]\\]/g, ''), endpoint: badgeEndpoint(skill) };
    });
}
/** The markdown image of one badge whose endpoint JSON is served at `jsonUrl`. */
function badgeMarkdown(badge, jsonUrl) {
    return `![skill-ci: ${badge.alt}](https://img.shields.io/endpoint?url=${encodeURIComponent(jsonUrl)})`;
}

// `skill-ci badge <paths…> [--out dir]`: scores the skills (static layer) and writes one shields.io
// endpoint JSON per skill, then prints the README snippet that shows them. Commit the files (the
// nightly job can refresh them) and the badges follow the committed scores.
/** Where the committed files will be served: raw.githubusercontent.com unless told. */
function urlBase(options, env) {
    if (options.urlBase !== undefined)
        return options.urlBase.replace(/\/+$/, '');
    const repo = env.GITHUB_REPOSITORY || 'OWNER/REPO';
    const folder = path__default.relative('.', options.out).split(path__default.sep).join('/');
    return `https://raw.githubusercontent.com/${repo}/HEAD/${folder}`;
}
async function runBadge(paths, options, io) {
    const report = await staticRun(paths, { failOn: 'never' }, options, io);
    const badges = skillBadges(report);
    await mkdir(options.out, { recursive: true });
    for (const badge of badges) {
        await replaceWithOwnFile(path__default.join(options.out, badge.file), JSON.stringify(badge.endpoint, null, 2) + '\n');
    }
    io.stderr.write(`skill-ci: wrote ${badges.length} badge file${badges.length === 1 ? '' : 's'} to ${neutralise(options.out)}; the README snippet:\n`);
    const base = urlBase(options, io.env);
    for (const badge of badges)
        io.stdout.write(`${badgeMarkdown(badge, `${base}/${badge.file}`)}\n`);
    return EXIT_OK;
}
function registerBadgeCommand(program, io, setExit) {
    const badge = program
        .command('badge')
        .description('write a shields.io badge (grade, score, colour) per skill and print the README snippet')
        .addArgument(pathsArgument())
        .option('--out <dir>', 'folder for the badge JSON files', 'badges')
        .option('--url-base <url>', 'where the files will be served (default: raw.githubusercontent.com/$GITHUB_REPOSITORY/HEAD/<out>)')
        .addHelpText('after', '\nExample:\n  skill-ci badge skills --out .github/badges');
    addCommonOptions(badge, 'never');
    badge.action(async (paths, options) => {
        setExit(await runBadge(paths, options, io));
    });
}

export { registerBadgeCommand };
