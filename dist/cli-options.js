import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { readFileSync } = __requireBuiltin('node:fs');
const path__default = __requireBuiltin('node:path');
import { i as closestWord, A as Argument, O as Option, I as InvalidArgumentError, a as addRenamedOption, j as CLAUDE_AGENT_SDK_PACKAGE, p as packageJson } from './cli-renamed-options.js';
import { U as UsageError } from './cli-errors.js';
const { createHash } = __requireBuiltin('node:crypto');

// The model's plain values that a static run needs: the lists of names some of its enums are built
// from, the report's version and the security gate's default. Apart from the schemas, so that a
// run that builds no schema (the static path) can still name them.
/** The RunReport's version (report.ts). */
const SCHEMA_VERSION = 2;
const DEPTHS = ['quick', 'standard', 'deep', 'thorough'];
const BADGES = ['platinum', 'gold', 'silver', 'bronze', 'no_badge'];
const HARNESS_NAMES = ['builtin', 'claude-code', 'codex', 'gemini-cli', 'opencode'];
/**
 * With several harnesses, whether min-recall / max-false-activation must hold on every listed
 * harness (default) or on any one of them.
 */
const RECALL_ON = ['every', 'any'];
/**
 * How the static layer scores: `default` follows PluginEval's methodology where its code
 * contradicts it (docs/scoring.md lists each deviation); `plugineval` gives its exact numbers.
 */
const SCORING_MODES = ['default', 'plugineval'];
const DEFAULT_SCORING = 'default';
/** The costly layers, as they appear in `SkillReport.layers`. */
const COSTLY_LAYER_NAMES = ['judge', 'monte_carlo', 'ab', 'elo', 'security_review'];
/** How the p-values of one run's skills are adjusted: Holm (default), Benjamini–Hochberg, none. */
const MULTIPLICITY_RULES = ['holm', 'bh', 'none'];
/** The severity at or above which a finding fails the gate; `off` never fails it. */
const SECURITY_GATES = ['critical', 'high', 'medium', 'off'];
const DEFAULT_SECURITY_GATE = 'critical';

// What a report's records say, read without their schemas: the result of a layer's record (or
// none for a bare status), the layers that failed, the security findings and their ranks, and the
// path a skill is shown by. Plain functions over the inferred types, so the static path, which
// builds no schema, can use them.
/** The A/B result, when `layers.ab` holds one (a bare status otherwise). */
function abResultOf(record) {
    return record !== undefined && 'verdict' in record ? record : undefined;
}
/** A harness's A/B result (with several harnesses), if it gave one. */
function harnessAbResult(entry) {
    return 'verdict' in entry ? entry : undefined;
}
/** A harness column's activation result (with several harnesses), if it measured something. */
function harnessActivationResult(entry) {
    return 'triggerSource' in entry ? entry : undefined;
}
/** The rating result of an Elo record, or undefined when the layer did not produce one. */
function eloResultOf(record) {
    return record?.status === 'ok' && 'rating' in record ? record : undefined;
}
/** The review's result, when `layers.security_review` holds one (a bare status otherwise). */
function securityReviewOf(record) {
    return record !== undefined && 'verdict' in record ? record : undefined;
}
const RANK = { critical: 3, high: 2, medium: 1, low: 0 };
/** Whether `severity` is at or above `gate` (never for `off`). */
function reachesSecurityGate(severity, gate) {
    return gate !== 'off' && RANK[severity] >= RANK[gate];
}
function severityRank(severity) {
    return RANK[severity];
}
/** Every security finding of a skill: the scan's and the review's. */
function securityFindingsOf(layers) {
    const scan = layers.security !== undefined && 'findings' in layers.security ? layers.security : undefined;
    return [...(scan?.findings ?? []), ...(securityReviewOf(layers.security_review)?.findings ?? [])];
}
/** The skill folder as the user would write it: its root as given joined with its path. */
function displayPath(skill) {
    return skill.root === undefined ? skill.path : path__default.posix.join(toPosix(skill.root), skill.path);
}
function toPosix(p) {
    return p.split(path__default.sep).join('/');
}
/** The costly layers that ran for this skill and failed: an error, or stopped by the budget. */
function failedLayers(skill) {
    const failed = [];
    for (const layer of COSTLY_LAYER_NAMES) {
        const record = skill.layers[layer];
        if (record?.status === 'error' || record?.status === 'budget_exhausted') {
            failed.push({ layer, status: record.status, reason: record.reason });
        }
        // With several harnesses, one that failed (its key or program missing, the budget) fails its
        // part of the layer while the others measured: never green.
        const agents = record !== undefined && 'agents' in record && Array.isArray(record.agents)
            ? record.agents
            : [];
        for (const agent of agents) {
            if (agent.status === 'error' || agent.status === 'budget_exhausted') {
                failed.push({
                    layer,
                    status: agent.status,
                    reason: `on ${agent.harness}: ${agent.reason ?? 'no reason given'}`
                });
            }
        }
    }
    return failed;
}

/** Scenarios a standard error from scenario means needs; below it, only run-to-run noise. */
const MIN_SCENARIOS = 3;
/** 1 − level without the floating-point tail (0.05, not 0.050000000000000044). */
const alphaOf = (level) => Math.round((1 - level) * 1e9) / 1e9;
const percent = (x) => `${(x * 100).toFixed(1)}%`;
/** A p-value in words: three significant digits, "< 0.0001" below that. */
const pText = (p) => p === null ? '—' : p < 1e-4 ? '< 0.0001' : p.toPrecision(3);
/**
 * The verdict from the evidence and the effect test's p-value (adjusted for the other skills of
 * the run, or raw for a single decision).
 */
function decideAb(e, p, rule, pLabel = 'p') {
    const { estimate: t } = e;
    const m = rule.minImprovement;
    const significant = p !== null && p < rule.alpha;
    const test = p === null ? '' : ` (${pLabel} ${pText(p)} ${significant ? '<' : '≥'} ${rule.alpha})`;
    if (e.limit === 'no_pairs')
        return { verdict: 'insufficient_evidence', reason: 'No run pairs were scored' };
    if (!rule.requireSignificance) {
        if (t >= m) {
            return {
                verdict: 'helps',
                reason: `Improvement ${percent(t)} meets ${percent(m)} (significance not required)`
            };
        }
        if (significant && t < 0)
            return { verdict: 'hurts', reason: `Improvement ${percent(t)}; significantly below 0${test}` };
        return {
            verdict: 'no_measurable_effect',
            reason: `Improvement ${percent(t)} below ${percent(m)}`
        };
    }
    if (e.limit === 'too_few_scenarios') {
        return {
            verdict: 'insufficient_evidence',
            reason: `Only ${e.scenarios} scenario${e.scenarios === 1 ? '' : 's'}: helps or hurts needs at least ${MIN_SCENARIOS}, because runs of one scenario show its run-to-run noise, not how the skill does on other tasks; add scenarios`
        };
    }
    if (e.limit === 'no_spread') {
        return {
            verdict: 'insufficient_evidence',
            reason: `No spread: every scenario scored ${percent(t)}, so no interval can be trusted; check that the runs and the judge really differ`
        };
    }
    if (significant && t >= m)
        return {
            verdict: 'helps',
            reason: `Improvement ${percent(t)} ≥ ${percent(m)} and above 0${test}`
        };
    if (significant && t < 0)
        return { verdict: 'hurts', reason: `Improvement ${percent(t)}; below 0${test}` };
    const { low, high, level } = e.equivalence;
    if (low !== null && high !== null && low > -m && high < m) {
        return {
            verdict: 'no_measurable_effect',
            reason: `${Math.round(level * 100)}% CI inside ±${percent(m)}: no effect worth ${percent(m)}`
        };
    }
    return {
        verdict: 'insufficient_evidence',
        reason: `Improvement ${percent(t)}${test}: too uncertain to decide at margin ${percent(m)}`
    };
}

/** The adjusted p-values, in the order given; a decision is made when one is below α. */
function adjustPValues(ps, rule) {
    const k = ps.length;
    if (rule === 'none' || k === 0)
        return [...ps];
    const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
    const adjusted = new Array(k);
    if (rule === 'holm') {
        // Step down: the j-th smallest is multiplied by (k − j + 1), never below an earlier one.
        let running = 0;
        order.forEach(({ p, i }, j) => {
            running = Math.max(running, Math.min(1, (k - j) * p));
            adjusted[i] = running;
        });
    }
    else {
        // Step up: the j-th smallest is multiplied by k / j, never above a later one.
        let running = 1;
        for (let j = k - 1; j >= 0; j--) {
            running = Math.min(running, (k / (j + 1)) * order[j].p);
            adjusted[order[j].i] = running;
        }
    }
    return adjusted;
}

const DEFAULT_MULTIPLICITY = 'holm';
/** The p-value a test decides with: adjusted when it is part of a family. */
const decidingP = (t) => t.adjustedP ?? t.p;
/** Verdict, completion regression and gate failures of one record, from its tests as they stand. */
function decide(r) {
    const { tests } = r;
    const adjusted = tests.rule !== 'none' && tests.effect.familySize > 1;
    const { verdict, reason } = decideAb({
        estimate: r.improvement ?? NaN,
        equivalence: r.equivalence,
        limit: r.limit,
        scenarios: r.ci.scenarios
    }, decidingP(tests.effect), {
        minImprovement: r.minImprovement,
        alpha: tests.alpha,
        requireSignificance: r.requireSignificance
    }, adjusted ? `${tests.rule === 'holm' ? 'Holm' : 'BH'}-adjusted p` : 'p');
    const c = r.completion;
    const completionP = decidingP(tests.completion);
    const regressed = c.withSkill !== null &&
        c.baseline !== null &&
        c.withSkill < c.baseline &&
        completionP !== null &&
        completionP < tests.alpha;
    const failures = [];
    if (verdict === 'hurts')
        failures.push(`A/B: the skill hurts (${reason})`);
    else if (r.gate.requireHelps && verdict !== 'helps') {
        failures.push(`A/B: "helps" required, verdict ${verdict.replaceAll('_', ' ')} (${reason})`);
    }
    if (r.gate.requireCompletion && regressed) {
        failures.push(`A/B: completion regressed (${c.withSkill} vs ${c.baseline}; p ${pText(completionP)})`);
    }
    return {
        ...r,
        verdict,
        reason,
        completion: { ...c, regressed },
        gate: { ...r.gate, failures }
    };
}
/** The tests of one kind across the records, adjusted together; undefined outside the family. */
function family(records, pOf, rule) {
    const members = records.flatMap((r, i) => {
        const p = r === undefined ? null : pOf(r);
        return p === null ? [] : [{ i, p }];
    });
    const adjusted = adjustPValues(members.map((m) => m.p), rule);
    const out = records.map(() => undefined);
    members.forEach(({ i, p }, k) => {
        out[i] = { p, adjustedP: adjusted[k], familySize: members.length };
    });
    return out;
}
/** Every A/B record of the run decided on p-values adjusted across the records. */
function adjustAbResults(records, rule) {
    const effect = family(records, (r) => r.tests.effect.p, rule);
    const completion = family(records, (r) => (r.gate.requireCompletion ? r.tests.completion.p : null), rule);
    const outside = (t) => ({ p: t.p, adjustedP: null, familySize: 0 });
    return records.map((r, i) => r === undefined
        ? undefined
        : decide({
            ...r,
            tests: {
                ...r.tests,
                rule,
                effect: effect[i] ?? outside(r.tests.effect),
                completion: completion[i] ?? outside(r.tests.completion)
            }
        }));
}
/**
 * With several harnesses: each harness's verdicts decided across the run's skills on that harness
 * (one family per harness), and each record's own fields again those of its first harness with a
 * verdict.
 */
function adjustPerHarness(records, rule) {
    const names = [...new Set(records.flatMap((r) => (r?.agents ?? []).map((a) => a.harness)))];
    const agents = records.map((r) => (r?.agents === undefined ? undefined : [...r.agents]));
    for (const name of names) {
        const column = agents.map((list) => {
            const entry = list?.find((a) => a.harness === name);
            return entry === undefined ? undefined : harnessAbResult(entry);
        });
        adjustAbResults(column, rule).forEach((decided, i) => {
            const list = agents[i];
            const at = list?.findIndex((a) => a.harness === name) ?? -1;
            if (decided !== undefined && list !== undefined && at >= 0) {
                list[at] = { ...decided, harness: name };
            }
        });
    }
    return records.map((r, i) => {
        const list = agents[i];
        if (r === undefined || list === undefined)
            return r;
        const first = list.flatMap((a) => {
            const result = harnessAbResult(a);
            return result === undefined ? [] : [result];
        })[0];
        if (first === undefined)
            return { ...r, agents: list };
        const { harness: _harness, ...own } = first;
        return { ...own, agents: list };
    });
}
/** The skills with their A/B records decided across the run (`adjustAbResults`). */
function adjustAbReports(reports, rule) {
    const records = reports.map((s) => abResultOf(s.layers.ab));
    const adjusted = records.some((r) => r?.agents !== undefined)
        ? adjustPerHarness(records, rule)
        : adjustAbResults(records, rule);
    return reports.map((s, i) => {
        const ab = adjusted[i];
        return ab === undefined ? s : { ...s, layers: { ...s.layers, ab } };
    });
}
/**
 * The A/B layer's gate failures of a record: its own, or with several harnesses every harness's,
 * each named after it.
 */
function abGateFailures(record) {
    if (record === undefined)
        return [];
    if (record.agents === undefined)
        return record.gate.failures;
    return record.agents.flatMap((a) => {
        const result = harnessAbResult(a);
        return (result?.gate.failures ?? []).map((f) => `on ${a.harness}: ${f}`);
    });
}

// A count with its noun in the right number ("1 finding", "3 findings"), for every message a user
// reads: the gate's reasons, the layers' notes and the renderers all word counts the same way.
function plural(count, singular, pluralForm = `${singular}s`) {
    return `${count} ${count === 1 ? singular : pluralForm}`;
}

// Folders a run leaves out (`--exclude <glob>`, the Action's `exclude` input): a repository's
// template skill, vendored examples. A glob is matched, with picomatch, against each skill folder's
// path as the report shows it (the root as given joined with the folder, `skills/template`) and
// against every folder above it, so excluding a folder excludes the skills below it. A glob with
// no `/` is matched against a folder's name at any depth, as in .gitignore (`template`). The
// matcher is loaded only when a run has globs.
/** At most this many globs, each at most this long: they come from a workflow file or argv. */
const EXCLUDE_LIMITS = { globs: 100, length: 200 };
async function excludeTest(globs) {
    if (globs.length === 0)
        return () => false;
    const { default: picomatch } = await import('./cli-index5.js').then(function (n) { return n.i; });
    // `template` means a folder of that name anywhere: `**/template`.
    const anywhere = globs.map((glob) => (glob.includes('/') ? glob : `**/${glob}`));
    const matches = picomatch(anywhere, { dot: true });
    return (displayPath) => {
        // An absolute root stays absolute (`/tmp/x/skills/**` matches it); `./` and `//` are dropped.
        const start = displayPath.startsWith('/') ? '/' : '';
        const parts = displayPath.split('/').filter((part) => part !== '' && part !== '.');
        for (let end = 1; end <= parts.length; end += 1) {
            if (matches(start + parts.slice(0, end).join('/')))
                return true;
        }
        return false;
    };
}

// Splitting a run's skills into shards (`shard: i/n`), so a workflow matrix spreads the work over
// several jobs. A skill's shard depends only on its path relative to its root and on n: adding a
// skill never moves another one to a different shard, and every job computes the same split
// without talking to the others.
/** More shards than this is a typo, not a plan: a matrix has at most 256 jobs. */
const MAX_SHARDS = 256;
/** `i/n` with 1 ≤ i ≤ n ≤ 256; throws an Error that says what was expected. */
function parseShard(text) {
    const match = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(text);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (match === null || index < 1 || index > count || count > MAX_SHARDS) {
        throw new Error(`shard must be i/n with 1 ≤ i ≤ n ≤ ${MAX_SHARDS} (e.g. 2/3), got "${text.slice(0, 40)}"`);
    }
    return { index, count };
}
/** The shard (1-based) of the skill at `relPath` (POSIX, relative to its root) among `count`. */
function shardOf(relPath, count) {
    const digest = createHash('sha256').update(relPath, 'utf8').digest();
    return (digest.readUInt32BE(0) % count) + 1;
}
function inShard(relPath, shard) {
    return shardOf(relPath, shard.count) === shard.index;
}

/**
 * Refuses `--first` and `--second` given together. Flags that share a value (`--results-dir`
 * and `--no-results-dir`) are told apart by the events the parser emits for each flag typed.
 */
function refuseTogether(command, first, second) {
    const typed = new Set();
    for (const flag of [first, second])
        command.on(`option:${flag}`, () => typed.add(flag));
    return command.hook('preAction', () => {
        if (typed.size === 2) {
            throw new UsageError(`--${first} and --${second} contradict each other: give one of them`);
        }
    });
}
/** Refuses `--flag` given without `--needed` (`why`: what `--flag` does with it). */
function refuseWithout(command, flag, needed, why) {
    const typed = new Set();
    for (const name of [flag, needed])
        command.on(`option:${name}`, () => typed.add(name));
    return command.hook('preAction', () => {
        if (typed.has(flag) && !typed.has(needed)) {
            throw new UsageError(`--${flag} needs --${needed}: ${why}`);
        }
    });
}

const MC_DEFAULTS = {
    /** Model turns within which a Skill call counts (a skill may be loaded after a first look). */
    maxTurns: 3,
    /** Output tokens per trigger call: enough for a short plan and a tool call, no long answer. */
    maxOutputTokens: 512,
    /** The intervals' level. */
    level: 0.95,
    context: 'empty',
    distractors: 'builtin',
    /** Trigger runs in flight at once (the run's Llm also limits calls across layers). */
    concurrency: 4,
    timeoutMs: 120_000
};
/** What a trigger run's other tools answer: nothing real happens before the skill is chosen. */
const STUB_RESULT = '(no result in this session)';

/** What comes before the prompt in a trigger run (context.ts): nothing, or a busy conversation. */
const CONTEXT_OPTIONS = ['empty', 'busy'];
/** A context, or `both`: the same prompts without and after the busy conversation. */
const TRIGGER_CONTEXT_CHOICES = [...CONTEXT_OPTIONS, 'both'];
/** The contexts a choice runs, the one that decides (rates, gates, composite) first. */
const contextsOf = (choice) => choice === 'both' ? ['empty', 'busy'] : [choice ?? 'empty'];
/** The config of one listed harness's runs: its harness and its model. */
function slotConfig(config, slot) {
    const { agents: _agents, ...rest } = config;
    return {
        ...rest,
        harness: slot.harness,
        harnessName: slot.name,
        model: slot.model ?? config.model
    };
}

// The batch mode's choices and bounds, apart from the collector: the command line reads them on
// every run, and the collector pulls in the Anthropic SDK that a static run never loads.
const BATCH_MODES = ['auto', 'on', 'off'];
/** How long a run waits for one batch before cancelling it (the API allows up to 24 h). */
const DEFAULT_BATCH_DEADLINE_MS = 30 * 60_000;
/** The accepted range of the deadline, in minutes, for every front door that reads one. */
const BATCH_DEADLINE_MINUTES = { min: 1, max: 24 * 60, integer: true };
/** `auto` submits a layer's gathered requests as a batch only from this many on. */
const AUTO_BATCH_MIN_REQUESTS = 20;

/** The accepted range of each limit, for every front door that reads one (inputs, flags). */
const BUDGET_BOUNDS = {
    maxUsd: { min: 0, max: 1_000_000, integer: false },
    maxCalls: { min: 0, max: 1_000_000, integer: true }
};
class BudgetExhaustedError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BudgetExhaustedError';
    }
}
class Budget {
    limits;
    reservedUsd = 0;
    reservedCalls = 0;
    constructor(limits = {}) {
        this.limits = limits;
    }
    /**
     * Reserves room for one call given what the ledger has spent; throws when it does not fit.
     * Returns the release function to call once the call has ended (answered or failed).
     */
    reserve(spent, worstCaseUsd) {
        const { maxUsd, maxCalls } = this.limits;
        if (maxCalls !== undefined && spent.calls + this.reservedCalls + 1 > maxCalls) {
            throw new BudgetExhaustedError(`max-calls ${maxCalls} reached (${spent.calls} calls made)`);
        }
        if (maxUsd !== undefined && spent.costUsd + this.reservedUsd + worstCaseUsd > maxUsd) {
            throw new BudgetExhaustedError(`max-usd ${maxUsd} would be passed: spent $${spent.costUsd.toFixed(4)}, ` +
                `in flight $${this.reservedUsd.toFixed(4)}, next call up to $${worstCaseUsd.toFixed(4)}`);
        }
        this.reservedUsd += worstCaseUsd;
        this.reservedCalls += 1;
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            this.reservedUsd -= worstCaseUsd;
            this.reservedCalls -= 1;
        };
    }
}

// The harnesses a run lists, as the CLI's `--harness` and the Action's `harness` input give them
// (`builtin,claude-code`), and each one's model (`--harness-model codex=gpt-5-mini`, the Action's
// `harness-models`): read and checked in one place, a mistyped name answered with the close one.
const isHarness = (name) => HARNESS_NAMES.includes(name);
function unknownHarness(name) {
    const close = closestWord(name, HARNESS_NAMES);
    return new Error(`unknown harness "${name}"${close === undefined ? '' : ` (did you mean ${close}?)`}; the harnesses: ${HARNESS_NAMES.join(', ')}`);
}
/** `builtin, claude-code` → the names in order, each once; throws on an unknown or empty list. */
function parseHarnessList(value) {
    const names = value
        .split(/[\s,]+/)
        .map((n) => n.trim())
        .filter((n) => n !== '');
    if (names.length === 0)
        throw new Error(`no harness named: give one or more of ${HARNESS_NAMES.join(', ')}`);
    const out = [];
    for (const name of names) {
        if (!isHarness(name))
            throw unknownHarness(name);
        if (!out.includes(name))
            out.push(name);
    }
    return out;
}
/**
 * `codex=gpt-5-mini, gemini-cli=gemini-2.5-flash` (commas or new lines) → each harness's model;
 * throws on an entry without `=`, an unknown harness or one named twice.
 */
function parseHarnessModels(value) {
    const out = {};
    for (const entry of value.split(/[\n,]+/).map((e) => e.trim())) {
        if (entry === '')
            continue;
        const at = entry.indexOf('=');
        const name = entry.slice(0, Math.max(0, at)).trim();
        const model = entry.slice(at + 1).trim();
        if (at < 0 || name === '' || model === '') {
            throw new Error(`"${entry}" is not harness=model (e.g. codex=gpt-5-mini)`);
        }
        if (!isHarness(name))
            throw unknownHarness(name);
        if (out[name] !== undefined)
            throw new Error(`the ${name} harness's model is given twice`);
        out[name] = model;
    }
    return out;
}
/** The harnesses of `models` that are not listed: their model would never be used. */
function unlistedModels(models, listed) {
    return Object.keys(models).filter((name) => !listed.includes(name));
}

// Flag parsers and option groups the commands share: one number parser, the budget limits (with
// the same bounds as the Action's inputs), the spec options, the LLM options and the activation
// layer's options.
/** A number from `min` to `max` (a whole one when `integer`). */
const number = (min, max, integer = false) => (value) => {
    const n = Number(value);
    if (value.trim() === '' ||
        !Number.isFinite(n) ||
        n < min ||
        n > max ||
        (integer && !Number.isInteger(n))) {
        throw new InvalidArgumentError(`expected a ${integer ? 'whole number' : 'number'} from ${min} to ${max}.`);
    }
    return n;
};
const bound = (b) => number(b.min, b.max, b.integer);
const parseMaxUsd = bound(BUDGET_BOUNDS.maxUsd);
const parseMaxCalls = bound(BUDGET_BOUNDS.maxCalls);
function addExcludeOption(command) {
    return command.option('--exclude <glob>', 'leave out the skill folders a glob matches (and those below a matching folder; a glob without / matches a folder name at any depth); repeatable', (value, previous) => {
        if (value.trim() === '' || value.length > EXCLUDE_LIMITS.length) {
            throw new InvalidArgumentError(`a glob of 1 to ${EXCLUDE_LIMITS.length} characters, e.g. 'template' or 'skills/drafts/**'.`);
        }
        if (previous.length >= EXCLUDE_LIMITS.globs) {
            throw new InvalidArgumentError(`at most ${EXCLUDE_LIMITS.globs} globs.`);
        }
        return [...previous, value];
    }, []);
}
const DEFAULT_CONCURRENCY = 8;
function addCommonOptions(command, defaultFailOn) {
    return addExcludeOption(command)
        .addOption(new Option('--fail-on <level>', 'spec findings that fail the run')
        .choices(['error', 'warning', 'never'])
        .default(defaultFailOn))
        .addOption(new Option('--unknown-fields <level>', 'severity of unknown frontmatter fields')
        .choices(['warn', 'error'])
        .default('warn'))
        .addOption(new Option('--platform-fields <level>', 'platform extension fields (when_to_use, model, …): allow with a notice, warn or error')
        .choices(['allow', 'warn', 'error'])
        .default('allow'))
        .option('--allow-unicode-names', 'accept Unicode letters and digits in `name`')
        .option('--extra-allowed-fields <names>', 'comma-separated frontmatter fields to accept besides the spec and platform fields', (value) => value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean), [])
        .option('--concurrency <n>', 'skills evaluated at once (1–64)', number(1, 64, true), DEFAULT_CONCURRENCY)
        .addOption(new Option('--scoring <mode>', "static scoring: default (PluginEval's methodology where its code contradicts it) or plugineval (its exact numbers)")
        .choices(SCORING_MODES)
        .default(DEFAULT_SCORING));
}
function specOptions(options) {
    return {
        unknownFields: options.unknownFields,
        platformFields: options.platformFields,
        allowUnicodeNames: options.allowUnicodeNames === true,
        extraAllowedFields: options.extraAllowedFields
    };
}
function addShardOption(command) {
    return command.option('--shard <i/n>', 'evaluate only shard i of n of the skills (split by path; combine the reports with `skill-ci merge`)', (value) => {
        try {
            return parseShard(value);
        }
        catch (error) {
            throw new InvalidArgumentError(error.message);
        }
    });
}
const PRICING_FLAGS = '--pricing <json|file>';
/**
 * Reads `--pricing` (inline JSON, or the path of a JSON file) and checks it against the price
 * table's schema before the command runs. A flag's own parser must be synchronous, so it would
 * load the schema on every run; here it is loaded only when the flag is given.
 */
async function checkPricing(command) {
    const given = command.getOptionValue('pricing');
    if (typeof given !== 'string')
        return;
    const { parsePricingOverride } = await import('./cli-pricing.js');
    try {
        const json = given.trim().startsWith('{') ? given : readFileSync(given, 'utf8');
        command.setOptionValue('pricing', parsePricingOverride(json));
    }
    catch (error) {
        // in the words commander uses when a flag's parser refuses its argument
        command.error(`error: option '${PRICING_FLAGS}' argument '${given}' is invalid. ${error.message}`, { code: 'commander.invalidArgument' });
    }
}
/**
 * The budget of `ab`, `triggers`, `certify` and `improve` when no `--max-usd` is given: each can
 * run hundreds of agent calls, so a mistyped flag should cost at most this much. Raise it with
 * `--max-usd`; the estimate printed first (and `--dry-run`) says whether a run fits.
 */
const DEFAULT_CLI_MAX_USD = 10;
function addBudgetOptions(command, cacheDefault, defaults = {}) {
    return command
        .hook('preAction', checkPricing)
        .option('--max-usd <usd>', defaults.maxUsd === undefined
        ? 'hard budget in USD for all model calls'
        : 'hard budget in USD for all model calls (raise it for a bigger run)', parseMaxUsd, defaults.maxUsd)
        .option('--max-calls <n>', 'hard budget in model calls', parseMaxCalls)
        .option('--partial-budget', 'when the estimate exceeds the budget, run what fits')
        .option('--cache-dir <dir>', 'response cache directory', cacheDefault)
        .option(PRICING_FLAGS, 'price overrides per model id or family (USD per M tokens)')
        .addOption(new Option('--dry-run', 'print the LLM cost estimate and make no model call'))
        .addOption(new Option('--batch <mode>', 'send independent calls (judges, first turns of trigger runs) as Message Batches at half price: on, auto (big layers only) or off; default off, auto for certify').choices(BATCH_MODES))
        .option('--batch-deadline <minutes>', 'cancel a batch not ended by then and make its calls live (default 30)', bound(BATCH_DEADLINE_MINUTES))
        .addOption(new Option('--on-layer-error <what>', 'a layer that was asked for and failed (API error, budget, no API key): fail the gate, or warn')
        .choices(['fail', 'warn'])
        .default('fail'))
        .addOption(new Option('--multiplicity <rule>', 'adjust the A/B tests across the skills of the run: holm (any false alarm), bh (share of false alarms) or none')
        .choices(MULTIPLICITY_RULES)
        .default(DEFAULT_MULTIPLICITY));
}
/** `--no-cache`, refused together with `--cache-dir` (one of the two would be ignored). */
function addNoCacheOption(command) {
    command.option('--no-cache', 'do not read or write the response cache');
    return refuseTogether(command, 'cache-dir', 'no-cache');
}
function llmRunSettings(flags, io) {
    const { env } = io;
    return {
        env,
        baseURL: env.ANTHROPIC_BASE_URL || undefined,
        budget: { maxUsd: flags.maxUsd, maxCalls: flags.maxCalls },
        allowPartial: flags.partialBudget === true,
        cacheDir: flags.cache === false ? null : flags.cacheDir,
        pricing: flags.pricing,
        dryRun: flags.dryRun === true,
        toolVersion: packageJson.version,
        batch: {
            mode: flags.batch ?? 'off',
            deadlineMs: flags.batchDeadline === undefined ? undefined : flags.batchDeadline * 60_000,
            onProgress: (line) => io.stderr.write(`${line}\n`)
        }
    };
}
/** The harnesses of a run from its flags (provider keys and base URLs come from the environment). */
function harnessSettings(flags) {
    const dir = flags.claudeCodeSdk;
    return {
        names: flags.harness,
        ...(flags.harnessModels === undefined ? {} : { models: flags.harnessModels }),
        ...(dir === undefined
            ? {}
            : {
                install: async (name) => name === 'claude-code' ? path__default.resolve(dir) : undefined
            })
    };
}
/** A commander parser from a parser that throws an Error. */
const parsedBy = (parse) => (value) => {
    try {
        return parse(value);
    }
    catch (error) {
        throw new InvalidArgumentError(error.message);
    }
};
/**
 * `--harness`, `--harness-model` and `--claude-code-sdk` (refused without claude-code in the list,
 * which would ignore it; a model refused for a harness not listed).
 */
function addHarnessOptions(command) {
    const models = (value, previous) => {
        const parsed = parsedBy(parseHarnessModels)(value);
        for (const name of Object.keys(parsed)) {
            if (previous?.[name] !== undefined) {
                throw new InvalidArgumentError(`the ${name} harness's model is given twice`);
            }
        }
        return { ...previous, ...parsed };
    };
    command.addOption(harnessOption());
    // Named like the Action's input; `--harness-model codex=…` (one pair) reads the same.
    addRenamedOption(command, new Option('--harness-models <harness=model,...>', 'a listed harness’s model instead of its default (e.g. codex=gpt-5-mini; repeatable); the Anthropic harnesses run --model').argParser(models), '--harness-model <harness=model>');
    return command
        .option('--claude-code-sdk <dir>', `claude-code harness: a folder where ${CLAUDE_AGENT_SDK_PACKAGE} is installed (default: found next to skill-ci or in the current project)`)
        .hook('preAction', (cmd) => {
        const listed = cmd.getOptionValue('harness');
        const unlisted = unlistedModels(cmd.getOptionValue('harnessModels') ?? {}, listed);
        if (unlisted.length > 0) {
            throw new UsageError(`--harness-models names ${unlisted.join(', ')}, which --harness does not list: add it to --harness or drop its model`);
        }
        if (cmd.getOptionValueSource('claudeCodeSdk') !== 'cli')
            return;
        if (!listed.includes('claude-code')) {
            throw new UsageError('--claude-code-sdk needs --harness claude-code (alone or in the list): it is where that harness finds its SDK');
        }
    });
}
/** `--harness`: which agent harnesses run the A/B and activation layers' prompts. */
function harnessOption() {
    return new Option('--harness <names>', `agent harnesses, comma-separated (one report, one column each): ${HARNESS_NAMES.join(', ')}; builtin is skill-ci's loop, the others run the agent's own program (claude-code via ${CLAUDE_AGENT_SDK_PACKAGE}), each installed separately`)
        .argParser(parsedBy(parseHarnessList))
        .default(['builtin'], 'builtin');
}
/**
 * The paths of a command that reads skills without calling a model: the current folder when none
 * is given, as the Action's `path` input (the paid commands ask for their paths).
 */
function pathsArgument() {
    return new Argument('[paths...]', 'skill folders or folders containing skills').default(['.'], 'the current folder');
}
/** `--format`, text by default, among the formats a command prints. */
function formatOption(formats) {
    return new Option('--format <format>', 'output format').choices(formats).default('text');
}
function addTriggerOptions(command) {
    command.option('--distractors <set>', 'Monte Carlo: generic skills beside the skill and its siblings: builtin, none or a folder of skills', MC_DEFAULTS.distractors);
    addRenamedOption(command, new Option('--trigger-context <context>', 'Monte Carlo: what comes before each trigger prompt (both: each prompt without and after a busy conversation)')
        .choices(TRIGGER_CONTEXT_CHOICES)
        .default(MC_DEFAULTS.context), '--context <context>');
    return command
        .option('--prevalence <p>', 'Monte Carlo: share of requests that should load the skill, for precision and F1 (default: the prompts’ mix)', number(0.01, 0.99))
        .option('--min-recall <x>', 'fail a skill whose recall is below x (0–1)', number(0, 1))
        .option('--max-false-activation <x>', 'fail a skill whose false-activation rate is above x (0–1)', number(0, 1))
        .addOption(new Option('--recall-on <which>', 'with several harnesses: --min-recall and --max-false-activation must hold on every listed harness or on any')
        .choices(RECALL_ON)
        .default('every'));
}
/** The activation layer's settings from the shared flags and the command's own. */
function monteCarloSettings(flags, own) {
    const { distractors, triggerContext: context, prevalence, minRecall, maxFalseActivation, recallOn } = flags;
    return {
        ...own,
        distractors: distractors === 'builtin' || distractors === 'none' ? distractors : path__default.resolve(distractors),
        context,
        prevalence,
        minRecall,
        maxFalseActivation,
        recallOn
    };
}

export { HARNESS_NAMES as $, parseMaxUsd as A, BADGES as B, parseMaxCalls as C, DEFAULT_CLI_MAX_USD as D, SCHEMA_VERSION as E, Budget as F, harnessActivationResult as G, slotConfig as H, contextsOf as I, pText as J, harnessAbResult as K, STUB_RESULT as L, MIN_SCENARIOS as M, MC_DEFAULTS as N, securityReviewOf as O, reachesSecurityGate as P, excludeTest as Q, adjustAbReports as R, SECURITY_GATES as S, DEFAULT_MULTIPLICITY as T, abGateFailures as U, inShard as V, DEFAULT_SCORING as W, decideAb as X, alphaOf as Y, adjustAbResults as Z, SCORING_MODES as _, addCommonOptions as a, MULTIPLICITY_RULES as a0, COSTLY_LAYER_NAMES as a1, RECALL_ON as a2, AUTO_BATCH_MIN_REQUESTS as a3, DEFAULT_BATCH_DEADLINE_MS as a4, addNoCacheOption as b, addBudgetOptions as c, addExcludeOption as d, addShardOption as e, formatOption as f, addHarnessOptions as g, harnessSettings as h, abResultOf as i, addTriggerOptions as j, failedLayers as k, llmRunSettings as l, monteCarloSettings as m, number as n, displayPath as o, pathsArgument as p, DEFAULT_SECURITY_GATE as q, refuseTogether as r, DEPTHS as s, refuseWithout as t, specOptions as u, securityFindingsOf as v, plural as w, eloResultOf as x, severityRank as y, BudgetExhaustedError as z };
