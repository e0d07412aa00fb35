import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const path__default = __requireBuiltin('node:path');
import { n as neutralise, a as neutraliseJson, U as UsageError } from './cli-errors.js';
import { b as printableName } from './cli-text2.js';
import { t as terminalStyle } from './cli-style.js';
import { a as EXIT_GATE_FAILED, E as EXIT_OK } from './cli-io.js';
import { f as formatOption, a as addCommonOptions } from './cli-options.js';
import { s as staticRun } from './cli-static-run.js';

import './cli-renamed-options.js';







import './cli-engine.js';
import './cli-file-names.js';
import './cli-discover.js';
import './cli-heap.js';

function winnerOf(a, b) {
    const x = a ?? 0;
    const y = b ?? 0;
    return x > y ? 'A' : x < y ? 'B' : 'Tie';
}
function compareComposites(a, b) {
    const rows = [
        {
            name: 'overall',
            a: a.score,
            b: b.score,
            gradeA: a.grade,
            gradeB: b.grade,
            winner: winnerOf(a.score, b.score)
        }
    ];
    a.dimensions.forEach((da, i) => {
        const db = b.dimensions[i];
        rows.push({
            name: da.name,
            a: da.score,
            b: db.score,
            gradeA: da.grade,
            gradeB: db.grade,
            winner: winnerOf(da.score, db.score)
        });
    });
    return rows;
}
/** "triggering_accuracy" → "Triggering Accuracy", as PluginEval titles dimensions. */
function dimensionTitle(name) {
    return name
        .split('_')
        .map((word) => word[0].toUpperCase() + word.slice(1))
        .join(' ');
}
function cell(value, grade, overall) {
    if (value === null)
        return '—';
    return `${overall ? value.toFixed(1) : value.toFixed(2)} ${grade}`;
}
function renderComparisonText(labels, rows, style) {
    const a = printableName(labels.a, 40);
    const b = printableName(labels.b, 40);
    const width = Math.max(12, [...a].length, [...b].length);
    const line = (name, x, y, w) => `${name.padEnd(24)}  ${x.padEnd(width)}  ${y.padEnd(width)}  ${w}`;
    const out = [style.bold(`Head-to-head: ${a} vs ${b}`), '', style.bold(line('', a, b, 'Winner'))];
    for (const row of rows) {
        const overall = row.name === 'overall';
        const winner = row.winner === 'A' ? a : row.winner === 'B' ? b : 'tie';
        const text = line(overall ? 'Overall' : dimensionTitle(row.name), cell(row.a, row.gradeA, overall), cell(row.b, row.gradeB, overall), winner);
        out.push(overall ? style.bold(text) : text);
    }
    return out.join('\n') + '\n';
}
function renderComparisonMarkdown(labels, rows) {
    // Pipes and backticks in folder names would break the table; the names are shown in code spans,
    // where mentions are not linked.
    const safe = (s) => '`' + printableName(s, 80).replace(/[`|]/g, '_') + '`';
    const a = safe(labels.a);
    const b = safe(labels.b);
    const out = [
        `# Head-to-head: ${a} vs ${b}`,
        '',
        `| | ${a} | ${b} | Winner |`,
        '|---|---|---|---|'
    ];
    for (const row of rows) {
        const overall = row.name === 'overall';
        const name = overall ? '**Overall**' : dimensionTitle(row.name);
        const winner = row.winner === 'A' ? a : row.winner === 'B' ? b : 'Tie';
        out.push(`| ${name} | ${cell(row.a, row.gradeA, overall)} | ${cell(row.b, row.gradeB, overall)} | ${winner} |`);
    }
    return out.join('\n') + '\n';
}

// `skill-ci compare <a> <b>`: two skills dimension by dimension, at quick depth.
async function scoreOne(root, options, io) {
    const report = await staticRun([root], { failOn: 'never' }, options, io);
    if (report.skills.length !== 1) {
        throw new UsageError(`${root} contains ${report.skills.length} skills; compare needs one skill folder on each side`);
    }
    return report.skills[0];
}
/** Column labels: the folder names, or A/B-prefixed when both folders have the same name. */
function compareLabels(a, b) {
    const nameA = path__default.basename(path__default.resolve(a));
    const nameB = path__default.basename(path__default.resolve(b));
    return nameA === nameB ? { a: `A: ${nameA}`, b: `B: ${nameB}` } : { a: nameA, b: nameB };
}
async function runCompare(a, b, options, io) {
    const [skillA, skillB] = [await scoreOne(a, options, io), await scoreOne(b, options, io)];
    if (!skillA.composite || !skillB.composite) {
        for (const [label, skill] of [
            [a, skillA],
            [b, skillB]
        ]) {
            for (const e of skill.errors)
                io.stderr.write(`skill-ci: ${neutralise(label)}: ${neutralise(e.message)}\n`);
        }
        return EXIT_GATE_FAILED;
    }
    const rows = compareComposites(skillA.composite, skillB.composite);
    const labels = compareLabels(a, b);
    if (options.format === 'json') {
        io.stdout.write(neutraliseJson(JSON.stringify({ a: skillA, b: skillB, rows }, null, 2)) + '\n');
    }
    else if (options.format === 'markdown') {
        io.stdout.write(renderComparisonMarkdown(labels, rows));
    }
    else {
        io.stdout.write(renderComparisonText(labels, rows, terminalStyle(io.stdout.isTTY === true, io.env)));
    }
    return EXIT_OK;
}
function registerCompareCommand(program, io, setExit) {
    const compare = program
        .command('compare')
        .description('compare two skills dimension by dimension (quick depth)')
        .argument('<a>', 'first skill folder')
        .argument('<b>', 'second skill folder')
        .addOption(formatOption(['text', 'json', 'markdown']));
    addCommonOptions(compare, 'never');
    compare.action(async (a, b, options) => {
        setExit(await runCompare(a, b, options, io));
    });
}

export { compareLabels, registerCompareCommand };
