import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { O as Option } from './cli-renamed-options.js';
import { j as judgeResultOf } from './cli-improve.js';
import { o as displayPath, w as plural, E as SCHEMA_VERSION, f as formatOption } from './cli-options.js';
import './cli-text2.js';



import './cli-model-list.js';
import './cli-pricing.js';
import { a as agreementOfRecords } from './cli-aggregate.js';
import './cli-prompts.js';
import { a as addUsage } from './cli-usage.js';
import { b as decideRun, R as REQUEST_KEYS } from './cli-engine.js';
import { U as UsageError } from './cli-errors.js';
import { r as readReportFile } from './cli-report-file.js';
import { printReport, exitCodeOf } from './cli-score.js';
import { c as capHeapGrowth } from './cli-heap.js';






import './cli-schemas.js';

import './cli-cache.js';
import './cli-models.js';
import './cli-file-names.js';
import './cli-untrusted.js';
import './cli-discover.js';
import './cli-matchups.js';
import './cli-json.js';
import './cli-api-key.js';
import './cli-style.js';
import './cli-io.js';

// Merging the reports of a split run (`shard: i/n`) into the one report the unsharded run would
// have given. Nothing computed across the run's skills is concatenated: the A/B decisions are
// adjusted again over every skill, the gate, the counts and the lowest score are decided again,
// the LLM usage is added up and the judges' agreement is computed again over the merged skills.
// A shard that is missing or failed is named in the report and fails the gate unless
// on-layer-error is `warn`; shards that disagree (their number, their settings, a skill taken
// twice) are an error, never a guess.
class ShardMergeError extends Error {
}
const nameOf = (s) => `${s.source} (shard ${s.shard.index} of ${s.shard.count})`;
function shardsOf(sources) {
    if (sources.length === 0)
        throw new ShardMergeError('no shard reports to merge');
    const shards = sources.map((s) => {
        if (s.report.shard === undefined) {
            throw new ShardMergeError(`${s.source} is not the report of a shard (it has no "shard" block): run each shard with shard i/n`);
        }
        return { ...s, shard: s.report.shard };
    });
    const [first] = shards;
    for (const s of shards) {
        if (s.shard.count !== first.shard.count) {
            throw new ShardMergeError(`the reports disagree on the number of shards: ${nameOf(first)} and ${nameOf(s)}`);
        }
        const twin = shards.find((t) => t !== s && t.shard.index === s.shard.index);
        if (twin !== undefined) {
            throw new ShardMergeError(`two reports for shard ${s.shard.index} of ${s.shard.count}: ${s.source} and ${twin.source}`);
        }
    }
    return shards;
}
/** What every finished shard must share to be decided as one run; the first difference. */
function differenceOf(a, b) {
    const same = (x, y) => JSON.stringify(x) === JSON.stringify(y);
    if (a.tool.version !== b.tool.version) {
        return `skill-ci ${a.tool.version} vs ${b.tool.version}`;
    }
    if (!same(a.roots, b.roots))
        return `the scanned paths (${a.roots.join(', ')} vs ${b.roots.join(', ')})`;
    if (!same(a.shard?.settings?.gate, b.shard?.settings?.gate))
        return 'the gate settings';
    if (!same(a.shard?.settings?.plan, b.shard?.settings?.plan))
        return 'the layers planned';
    if (a.harness !== undefined && b.harness !== undefined && !same(a.harness, b.harness)) {
        return 'the agent harness';
    }
    if (a.harnesses !== undefined && b.harnesses !== undefined && !same(a.harnesses, b.harnesses)) {
        return 'the agent harnesses';
    }
    return undefined;
}
function checkSameSettings(finished) {
    const [first] = finished;
    for (const s of finished) {
        const difference = differenceOf(first.report, s.report);
        if (difference !== undefined) {
            throw new ShardMergeError(`${nameOf(s)} was run with other settings than ${nameOf(first)}: ${difference} differ`);
        }
    }
}
/** Every finished shard's skills with their own gate failures, in the unsharded run's order. */
function mergedSkills(finished) {
    const owner = new Map();
    const skills = [];
    for (const s of finished) {
        const entries = new Map(s.shard.skills.map((e) => [e.path, e]));
        for (const report of s.report.skills) {
            const where = displayPath(report);
            const entry = entries.get(where);
            if (entry === undefined) {
                throw new ShardMergeError(`${nameOf(s)} has a result for ${where} but did not take it`);
            }
            const other = owner.get(where);
            if (other !== undefined) {
                throw new ShardMergeError(`${where} was evaluated by two shards: ${nameOf(other)} and ${nameOf(s)}`);
            }
            owner.set(where, s);
            skills.push({ report, gateFailures: entry.gateFailures, order: entry.order });
        }
        if (s.report.skills.length !== entries.size) {
            throw new ShardMergeError(`${nameOf(s)} took ${plural(entries.size, 'skill')} but has results for ${s.report.skills.length}`);
        }
    }
    return skills
        .sort((a, b) => a.order - b.order)
        .map(({ report, gateFailures }) => ({ report, gateFailures }));
}
/** Which shards were merged, and why each of the others is not. */
function shardAccount(shards, count) {
    const missing = [];
    const merged = [];
    for (let index = 1; index <= count; index++) {
        const s = shards.find((t) => t.shard.index === index);
        if (s === undefined)
            missing.push({ index, reason: 'no report was found' });
        else if (s.shard.failed !== undefined)
            missing.push({ index, reason: `failed: ${s.shard.failed}` });
        else
            merged.push(index);
    }
    return { count, merged, missing };
}
/** The shards' usage added up, with the judges' agreement computed again over every skill. */
function mergedUsage(finished, report) {
    let out = report;
    for (const s of finished)
        if (s.report.usage !== undefined)
            out = addUsage(out, s.report.usage);
    const agreement = finished.find((s) => s.report.usage?.judgeAgreement)?.report.usage
        ?.judgeAgreement;
    if (out.usage === undefined || agreement === undefined)
        return out;
    const records = out.skills.flatMap((skill) => judgeResultOf(skill.layers.judge) ?? []);
    const { judgeAgreement: _dropped, ...usage } = out.usage;
    const judgeAgreement = agreementOfRecords(records, agreement);
    return { ...out, usage: judgeAgreement === undefined ? usage : { ...usage, judgeAgreement } };
}
function planOf(s) {
    const { plan } = s.shard.settings;
    const decisions = plan.decisions.map((d) => {
        if (!REQUEST_KEYS.includes(d.key)) {
            throw new ShardMergeError(`${nameOf(s)} planned a layer this version does not know: ${d.key}`);
        }
        return { ...d, key: d.key };
    });
    return { ...plan, decisions };
}
function mergeShardReports(sources, now) {
    const shards = shardsOf(sources);
    const count = shards[0]?.shard.count ?? 0;
    const finished = shards.filter((s) => s.shard.failed === undefined && s.shard.settings !== undefined);
    const account = shardAccount(shards, count);
    if (finished.length === 0) {
        const why = account.missing.map((m) => `shard ${m.index}: ${m.reason}`).join('; ');
        throw new ShardMergeError(`no shard of ${count} finished (${why})`);
    }
    checkSameSettings(finished);
    const first = finished[0];
    const { gate } = first.shard.settings;
    const decided = decideRun(mergedSkills(finished), gate);
    const shardReasons = account.missing.map((m) => `shard ${m.index} of ${count}: ${m.reason}; its skills are not in this report`);
    // A missing shard is a part of the run that did not run: on-layer-error decides, as for a layer.
    const failing = gate.onLayerError === 'warn' ? [] : shardReasons;
    const summary = {
        ...decided.summary,
        gate: {
            passed: decided.summary.gate.passed && failing.length === 0,
            reasons: [...decided.summary.gate.reasons, ...failing]
        }
    };
    const harness = finished.find((s) => s.report.harness !== undefined)?.report.harness;
    const harnesses = finished.find((s) => s.report.harnesses !== undefined)?.report.harnesses;
    const report = {
        schemaVersion: SCHEMA_VERSION,
        tool: first.report.tool,
        createdAt: now.toISOString(),
        depth: first.report.depth,
        ...(first.report.scoring === undefined ? {} : { scoring: first.report.scoring }),
        roots: first.report.roots,
        skills: decided.skills,
        summary,
        ...(harness === undefined ? {} : { harness }),
        ...(harnesses === undefined ? {} : { harnesses }),
        shards: account
    };
    return { report: mergedUsage(finished, report), plan: planOf(first) };
}

// `skill-ci merge <reports…>`: the JSON reports of a split run's shards (`score --shard i/n
// --format json`) combined into the one report the unsharded run would have given, printed like
// `score` prints, with the same exit code rule. A missing or failed shard is named in the output.
async function runMerge(files, options, io) {
    capHeapGrowth();
    const sources = await Promise.all(files.map(async (file) => ({ source: file, report: await readReportFile(file) })));
    let merged;
    try {
        merged = mergeShardReports(sources, new Date());
    }
    catch (error) {
        throw error instanceof ShardMergeError ? new UsageError(error.message) : error;
    }
    await printReport(merged.report, { ...options, concurrency: 1 }, io);
    return exitCodeOf(merged.report);
}
function registerMergeCommand(program, io, setExit) {
    program
        .command('merge')
        .description('combine the JSON reports of a split run (score --shard i/n) into one report')
        .argument('<reports...>', 'the shards’ JSON reports')
        .addOption(formatOption(['text', 'json', 'markdown', 'sarif']))
        .addOption(new Option('-v, --verbose', 'text format: also list notices'))
        .action(async (files, options) => {
        setExit(await runMerge(files, options, io));
    });
}

export { registerMergeCommand };
