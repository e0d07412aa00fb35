import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const path__default = __requireBuiltin('node:path');
import { r as relativePosix, i as isSkillFileName, j as pLimit } from './cli-file-names.js';
import { h as discoverSkills, i as specRuleOptionsOfRun, j as discoveryFailureReport, k as evaluateSkill, l as crashedSkill, m as readSkill } from './cli-discover.js';
import { w as plural, q as DEFAULT_SECURITY_GATE, P as reachesSecurityGate, Q as excludeTest, R as adjustAbReports, T as DEFAULT_MULTIPLICITY, U as abGateFailures, i as abResultOf, v as securityFindingsOf, o as displayPath, V as inShard, W as DEFAULT_SCORING, E as SCHEMA_VERSION } from './cli-options.js';
import { g as badgeAtLeast, o as oneLine } from './cli-text2.js';
const { stat } = __requireBuiltin('node:fs/promises');
import { p as packageJson } from './cli-renamed-options.js';
import { U as UsageError, n as neutralise } from './cli-errors.js';
import { a as capHeapGrowthFor } from './cli-heap.js';

// Each layer is loaded when a run builds it: a static run never loads the model client, the
// agent or any costly layer's code.
const agentHarnessOption = async (settings) => (await import('./cli-harness.js')).agentHarnessOption(settings);
/**
 * The costly layers in the order a partial budget is given to them: the judge (cheap, feeds the
 * composite) and the security review (one call per skill) before Monte Carlo, A/B and Elo.
 */
const LAYER_REGISTRY = [
    {
        name: 'judge',
        key: 'judge',
        labelInput: 'label-judge',
        summary: 'an LLM judge scores triggering, orchestration, output quality and scope',
        depths: ['standard', 'deep', 'thorough'],
        inputs: ['judges', 'judge-model'],
        create: async (settings, skills) => (await import('./cli-setup.js')).judgeLayer(settings.judge, skills)
    },
    {
        name: 'security_review',
        key: 'security',
        labelInput: 'label-security',
        summary: 'an LLM reads the whole skill and reports behaviour its description does not announce (one call per skill)',
        depths: [],
        inputs: ['judge-model'],
        create: async (settings, skills) => (await import('./cli-review.js')).securityReviewLayer(settings.securityReview ?? {}, skills)
    },
    {
        name: 'monte_carlo',
        key: 'monte-carlo',
        labelInput: 'label-monte-carlo',
        summary: 'does the agent load the skill when it should, and only then (real activation)',
        depths: ['deep', 'thorough'],
        inputs: [
            'model',
            'judge-model',
            'distractors',
            'trigger-context',
            'prevalence',
            'min-recall',
            'max-false-activation',
            'seed',
            'results-dir',
            'harness',
            'harness-models',
            'openai-api-key',
            'gemini-api-key',
            'recall-on',
            'claude-code-sdk'
        ],
        create: async (settings, skills) => (await import('./cli-setup4.js')).monteCarloLayer({ ...settings.monteCarlo, ...(await agentHarnessOption(settings)) }, skills)
    },
    {
        name: 'ab',
        key: 'ab',
        labelInput: 'label-ab',
        summary: 'with-vs-without runs of tests/eval.yaml: does the skill help the agent',
        depths: [],
        inputs: [
            'model',
            'judge-model',
            'ab-runs',
            'ab-judge-mode',
            'ab-min-improvement',
            'ab-require-significance',
            'ab-require-completion',
            'seed',
            'allow-shell',
            'results-dir',
            'harness',
            'harness-models',
            'openai-api-key',
            'gemini-api-key',
            'claude-code-sdk'
        ],
        create: async (settings, skills) => (await import('./cli-setup5.js')).abLayer({ ...settings.ab, ...(await agentHarnessOption(settings)) }, skills)
    },
    {
        name: 'elo',
        key: 'elo',
        summary: 'a rating against a gold corpus of known-good skills (pairwise judge, both orders)',
        depths: [],
        inputs: ['corpus', 'min-elo', 'judge-model', 'seed'],
        create: async (settings, skills) => (await import('./cli-setup2.js')).eloLayer(settings.elo ?? {}, skills)
    }
];
const CERTIFY = {
    key: 'certify',
    layers: ['judge', 'monte_carlo', 'elo']
};
function layerDefinition(name) {
    const definition = LAYER_REGISTRY.find((d) => d.name === name);
    if (definition === undefined)
        throw new Error(`no layer named ${name}`);
    return definition;
}
/** The layers this build can run. */
function availableLayers() {
    return new Set(LAYER_REGISTRY.filter((d) => d.create !== undefined).map((d) => d.name));
}

const REQUEST_KEYS = [
    ...LAYER_REGISTRY.map((d) => d.key),
    CERTIFY.key
];
/** The costly layers a request key stands for (certify stands for several). */
function layersOf(key) {
    if (key === CERTIFY.key)
        return CERTIFY.layers;
    const definition = LAYER_REGISTRY.find((d) => d.key === key);
    return definition ? [definition.name] : [];
}
/** Requested keys with the reason they were requested, in REQUEST_KEYS order. */
function requested(trigger) {
    const asked = new Map();
    switch (trigger.kind) {
        case 'labels':
            for (const key of REQUEST_KEYS) {
                const label = trigger.labelNames[key];
                if (label !== undefined && trigger.labels.includes(label))
                    asked.set(key, `label "${label}"`);
            }
            break;
        case 'depth':
            for (const definition of LAYER_REGISTRY) {
                if (definition.depths.includes(trigger.depth)) {
                    asked.set(definition.key, `depth "${trigger.depth}"`);
                }
            }
            for (const { key, why } of trigger.also ?? [])
                if (!asked.has(key))
                    asked.set(key, why);
            break;
        case 'layers':
            for (const key of REQUEST_KEYS)
                if (trigger.layers.includes(key))
                    asked.set(key, trigger.why);
            break;
    }
    return asked;
}
function decide(key, why, request) {
    const layers = layersOf(key);
    const available = request.available ?? availableLayers();
    if (layers.some((layer) => !available.has(layer))) {
        return {
            key,
            layers,
            state: 'unavailable',
            reason: `requested by ${why}, but not available in this version`,
            recordReason: 'not available in this version'
        };
    }
    const keyless = layers.every((layer) => request.keylessLayers?.has(layer) === true);
    if (!request.hasApiKey && !request.dryRun && !keyless) {
        return request.secretsNeverAvailable === true
            ? {
                key,
                layers,
                state: 'skipped',
                reason: `requested by ${why}, but skipped: ${request.noKeyReason}`,
                recordReason: 'no Anthropic API key'
            }
            : {
                key,
                layers,
                state: 'failed',
                reason: `requested by ${why}, but cannot run: ${request.noKeyReason}`,
                recordReason: `cannot run: ${request.noKeyReason}`
            };
    }
    return { key, layers, state: 'run', reason: `requested by ${why}` };
}
function effectiveDepth(running, trigger) {
    if (running.has('judge') && running.has('monte_carlo')) {
        return trigger.kind === 'depth' && trigger.depth === 'thorough' ? 'thorough' : 'deep';
    }
    return running.has('judge') ? 'standard' : 'quick';
}
function planRun(request) {
    const decisions = [...requested(request.trigger)].map(([key, why]) => decide(key, why, request));
    const runningSet = new Set(decisions.filter((d) => d.state === 'run').flatMap((d) => d.layers));
    return {
        depth: effectiveDepth(runningSet, request.trigger),
        decisions,
        running: LAYER_REGISTRY.map((d) => d.name).filter((name) => runningSet.has(name))
    };
}

const NO_LAYERS = {
    runners: [],
    notices: [],
    finish: (report) => ({ report, notices: [] })
};

// In V8 a string cut from a longer one (a regex match, a slice) is a view that keeps the whole
// longer string alive, and a string built by `+` keeps its parts. A skill's report holds a few
// such pieces of its SKILL.md (a cross-reference, a heading, a value of the frontmatter): kept
// until the run ends, for every skill, they would keep every skill's text in memory. Each string
// of the report is replaced by a copy that holds only itself; the values do not change.
/** Strings shorter than this are copied by V8 when cut, never viewed. */
const MIN_VIEW_LENGTH = 13;
/** A copy of `text` that holds no other string alive. */
function ownString(text) {
    // Cutting a string built by `+` first writes it out flat: the result holds only this text.
    return ` ${text}`.slice(1);
}
/**
 * Replaces, in place, every string in `value` by its own copy; returns `value`. `value` is plain
 * data written out as JSON (a tree: no cycles); frozen objects are shared and left as they are.
 */
function ownStrings(value) {
    // one copy per distinct text: the many findings of a skill that name the same file share it
    const copies = new Map();
    const pending = [value];
    const visit = (holder, key) => {
        const fields = holder;
        const field = fields[key];
        if (typeof field === 'string') {
            if (field.length < MIN_VIEW_LENGTH)
                return;
            let copy = copies.get(field);
            if (copy === undefined)
                copies.set(field, (copy = ownString(field)));
            fields[key] = copy;
        }
        else if (typeof field === 'object' && field !== null)
            pending.push(field);
    };
    while (pending.length > 0) {
        const next = pending.pop();
        if (typeof next !== 'object' || next === null || Object.isFrozen(next))
            continue;
        // arrays by index: faster than enumerating their keys as strings
        if (Array.isArray(next))
            for (let i = 0; i < next.length; i++)
                visit(next, i);
        else
            for (const key in next)
                visit(next, key);
    }
    return value;
}

// The pass/fail gate over a run: a composite threshold, a minimum badge, a severity level of
// findings that fails, skill errors, security findings at or above the security gate, and any gate
// failures a costly layer reports (e.g. A/B).
function failsOn(finding, failOn) {
    if (failOn === 'never')
        return false;
    if (finding.severity === 'error')
        return true;
    return failOn === 'warning' && finding.severity === 'warning';
}
/** Why one skill fails the gate; empty when it passes. */
function skillGateReasons(subject, options) {
    const reasons = [];
    const where = subject.path;
    if (subject.errors.length > 0) {
        reasons.push(`${where}: ${plural(subject.errors.length, 'error')} while evaluating the skill`);
    }
    const { composite } = subject;
    if (composite && options.threshold !== undefined && composite.score < options.threshold) {
        reasons.push(`${where}: composite ${composite.score.toFixed(1)} is below the threshold ${options.threshold}`);
    }
    if (composite && options.minBadge && !badgeAtLeast(composite.badge, options.minBadge)) {
        reasons.push(`${where}: badge ${composite.badge} is below the minimum badge ${options.minBadge}`);
    }
    // A failed layer is a finding for every output to show; whether it fails the gate is
    // on-layer-error's call (its reason arrives in gateFailures), not fail-on's. A missed
    // activation gate arrives there too, so it is not counted twice.
    const failing = subject.findings.filter((f) => f.source !== 'layer' && f.source !== 'activation' && failsOn(f, options.failOn));
    if (failing.length > 0) {
        const ids = [...new Set(failing.map((f) => f.ruleId))].join(', ');
        reasons.push(`${where}: ${plural(failing.length, 'finding')} at or above ${options.failOn} (${ids})`);
    }
    const gate = options.securityGate ?? DEFAULT_SECURITY_GATE;
    const security = (subject.securityFindings ?? []).filter((f) => f.suppressed === undefined && reachesSecurityGate(f.severity, gate));
    if (security.length > 0) {
        const ids = [...new Set(security.map((f) => f.ruleId))].join(', ');
        reasons.push(`${where}: ${plural(security.length, 'security finding')} at or above ${gate} (${ids})`);
    }
    for (const failure of subject.gateFailures ?? [])
        reasons.push(`${where}: ${failure}`);
    return reasons;
}
function evaluateGate(subjects, options) {
    const perSkill = subjects.map((s) => skillGateReasons(s, options));
    const reasons = perSkill.flat();
    return {
        gate: { passed: reasons.length === 0, reasons },
        skillGates: perSkill.map((r) => ({ passed: r.length === 0, reasons: r }))
    };
}

// The roots a run is given, checked and searched: a missing path is the caller's mistake,
// reported before anything runs; every skill folder under the roots is found once.
const toPosix = (p) => p.replaceAll('\\', '/');
/** A root that cannot be searched for skills: the caller's mistake, reported before anything runs. */
class BadRootError extends Error {
    root;
    constructor(root, message) {
        super(message);
        this.root = root;
        this.name = 'BadRootError';
    }
}
/** A root that does not exist. */
class RootNotFoundError extends BadRootError {
    constructor(root) {
        super(root, `path not found: ${root}`);
        this.name = 'RootNotFoundError';
    }
}
/** A root that is a file other than a SKILL.md (`skill-ci score README.md`). */
class RootNotSkillError extends BadRootError {
    constructor(root) {
        super(root, `${root} is a file, not a skill: give a skill folder, its SKILL.md, or a folder containing skills`);
        this.name = 'RootNotSkillError';
    }
}
/**
 * Skill folders are found under a folder; a SKILL.md file given directly means its folder. That
 * folder is also what the report calls the root (`path/skill/SKILL.md` → `path/skill`): file
 * paths are printed relative to it, and the file itself would otherwise be printed twice
 * (`path/skill/SKILL.md/SKILL.md:3`).
 */
async function resolveRoot(root) {
    const absolute = path__default.resolve(root);
    const info = await stat(absolute).catch(() => {
        throw new RootNotFoundError(root);
    });
    if (info.isDirectory())
        return { rootGiven: root, rootDir: absolute };
    if (!isSkillFileName(path__default.basename(absolute)))
        throw new RootNotSkillError(root);
    return { rootGiven: path__default.dirname(root), rootDir: path__default.dirname(absolute) };
}
/**
 * Every root is checked before anything runs: a typo is a usage error, not a partial run.
 * Throws a BadRootError for the first root that does not exist or is a file other than SKILL.md.
 */
async function resolveRoots(roots) {
    return Promise.all(roots.map(resolveRoot));
}
/**
 * The skill folders under the roots (each once), and the folders that could not be read; without
 * the folders `exclude` leaves out (globs matched against the paths the report shows).
 */
async function discoverRoots(roots, { exclude = [] } = {}) {
    const excluded = await excludeTest(exclude);
    const seen = new Set();
    const jobs = [];
    const failures = [];
    const walked = { entries: new Map(), realPaths: new Map() };
    for (const { rootGiven, rootDir } of await resolveRoots(roots)) {
        const discovery = await discoverSkills(rootDir, undefined, walked);
        for (const error of discovery.errors)
            failures.push({ error, rootGiven });
        for (const dir of discovery.dirs) {
            if (seen.has(dir) ||
                excluded(path__default.posix.join(toPosix(rootGiven), relativePosix(rootDir, dir))))
                continue;
            seen.add(dir);
            jobs.push({ dir, rootDir, rootGiven });
        }
    }
    return { jobs, failures, walked };
}

// The pipeline both front doors call: find the skills under the given roots, read each one ONCE
// (SKILL.md, static layer, spec rules, size profile), set up the costly layers the plan runs on
// the skills read, run them skill by skill, blend the composite, apply the gate and return the
// RunReport. One broken skill never stops the others.
/** A run that executes no costly layer: the static layer at quick depth. */
const STATIC_PLAN = { depth: 'quick', decisions: [], running: [] };
/** Reads one skill; a read that throws is kept as its crash. */
async function readOne(job, discovery, scoring) {
    try {
        return await readSkill(job, discovery.walked, scoring);
    }
    catch (crashed) {
        return { crashed };
    }
}
function isCrash(value) {
    return typeof value === 'object' && value !== null && 'crashed' in value;
}
/** The costly layers of the run, set up on the skills that were read (or the given runners). */
async function prepareLayers(options, plan, subjects) {
    if (options.runners)
        return { ...NO_LAYERS, runners: options.runners };
    if (plan.running.length === 0)
        return NO_LAYERS;
    if (options.layerSettings === undefined) {
        throw new Error('the plan runs costly layers but no layer settings were given');
    }
    // loaded only here: a static run never loads the costly layers, the model client or the agent
    const { setupLayers } = await import('./cli-setup3.js');
    const layers = await setupLayers(plan.running, options.layerSettings, subjects);
    for (const line of layers.notices)
        options.onNotice?.(line);
    return layers;
}
/**
 * Scores every skill (at most `limit` at once), reporting progress as each one ends. `readOf`
 * gives the skill as read, or reads it then: without costly layers nothing needs every skill read
 * before the first is scored, and each skill's text is let go as soon as its report is made.
 */
function evaluateAll(readOf, jobs, context) {
    const { runners, spent, plan, options, spec, limit } = context;
    let done = 0;
    return Promise.all(jobs.map((job, i) => limit(async () => {
        let outcome;
        try {
            const r = await readOf(i);
            if (isCrash(r))
                throw r.crashed;
            outcome = await evaluateSkill(r, runners, plan, {
                spec,
                security: options.security,
                onLayerError: options.gate.onLayerError
            });
            // kept until the run ends: it must not keep the skill's text alive
            ownStrings(outcome.report);
        }
        catch (error) {
            outcome = crashedSkill(job, error);
        }
        done += 1;
        options.onProgress?.({
            type: 'skill-done',
            done,
            total: jobs.length,
            path: displayPath(outcome.report),
            ok: outcome.report.status === 'ok',
            ...(spent === undefined ? {} : { spent: spent() })
        });
        return outcome;
    })));
}
/**
 * The run decided over its skills: the A/B decisions adjusted across every skill (they need all of
 * them, so this is the first moment they can be made), the gate over every skill and the summary.
 * A merge of shards decides the merged skills again through this, as an unsharded run would.
 */
function decideRun(evaluated, options) {
    const reports = adjustAbReports(evaluated.map((e) => e.report), options.multiplicity ?? DEFAULT_MULTIPLICITY);
    const gateSubjects = reports.map((report, i) => ({
        ...report,
        path: displayPath(report),
        securityFindings: securityFindingsOf(report.layers),
        gateFailures: [...evaluated[i].gateFailures, ...abGateFailures(abResultOf(report.layers.ab))]
    }));
    const { gate, skillGates } = evaluateGate(gateSubjects, options);
    const skills = reports.map((report, i) => ({ ...report, gate: skillGates[i] }));
    const scores = skills.flatMap((s) => (s.composite ? [s.composite.score] : []));
    return {
        skills,
        summary: {
            evaluated: skills.length,
            errored: skills.filter((s) => s.status === 'error').length,
            failed: skills.filter((s) => !s.gate.passed).length,
            lowestScore: scores.length > 0 ? Math.min(...scores) : null,
            gate
        }
    };
}
/** What every report this version of skill-ci writes opens with. */
function reportHeader(createdAt, depth, roots, scoring) {
    return {
        schemaVersion: SCHEMA_VERSION,
        tool: { name: 'skill-ci', version: packageJson.version },
        createdAt,
        depth,
        scoring,
        roots
    };
}
function assembleReport(evaluated, plan, options, createdAt) {
    return {
        ...reportHeader(createdAt, plan.depth, options.roots, options.scoring ?? DEFAULT_SCORING),
        ...decideRun(evaluated, options.gate)
    };
}
/** What a shard records for the merge: its skills in the run's order, and its settings. */
function shardInfoOf(shard, evaluated, orders, plan, gate) {
    return {
        index: shard.index,
        count: shard.count,
        skills: evaluated.map((e, i) => ({
            path: displayPath(e.report),
            order: orders[i],
            gateFailures: e.gateFailures
        })),
        settings: { gate, plan }
    };
}
/**
 * Whether the run's independent calls may wait for Message Batches. Then every skill is evaluated
 * at once, so each layer issues all its calls before it needs an answer and they fill one batch
 * (a few skills at a time would wait for one batch after another); the model calls themselves
 * stay bounded by the client's concurrency limit and the layers' own.
 */
function batching(options) {
    const mode = options.layerSettings?.llm.batch?.mode ?? 'off';
    return mode !== 'off' && (options.plan ?? STATIC_PLAN).running.length > 0;
}
async function runSkillCi(options) {
    const createdAt = (options.now ?? (() => new Date()))().toISOString();
    const plan = options.plan ?? STATIC_PLAN;
    const scoring = options.scoring ?? DEFAULT_SCORING;
    const spec = await specRuleOptionsOfRun(options.spec);
    const discovery = options.discovery ?? (await discoverRoots(options.roots, { exclude: options.exclude }));
    const only = options.onlySkillDirs
        ? new Set(options.onlySkillDirs.map((d) => path__default.resolve(d)))
        : null;
    const { shard } = options;
    const taken = (relPath) => shard === undefined || inShard(relPath, shard);
    // Each skill's place among all the run found (skills, then folders that could not be read).
    const orders = [];
    const jobs = discovery.jobs.filter((job, i) => {
        // the skill's path is worked out only when a shard asks for it
        const keep = (only === null || only.has(job.dir)) &&
            (shard === undefined || taken(relativePosix(job.rootDir, job.dir)));
        if (keep)
            orders.push(i);
        return keep;
    });
    options.onProgress?.({ type: 'discovered', total: jobs.length });
    const limit = pLimit(Math.max(1, options.concurrency ?? 8));
    // The costly layers are set up from every skill read; a static run reads each when it scores it.
    const costly = options.runners !== undefined || plan.running.length > 0;
    const read = costly
        ? await Promise.all(jobs.map((job) => limit(() => readOne(job, discovery, scoring))))
        : undefined;
    const subjects = (read ?? []).flatMap((r) => isCrash(r) || r.subject === null ? [] : [r.subject]);
    const layers = await prepareLayers(options, plan, subjects);
    const readOf = (i) => read ? Promise.resolve(read[i]) : readOne(jobs[i], discovery, scoring);
    const evaluated = await evaluateAll(readOf, jobs, {
        runners: layers.runners,
        spent: layers.spent,
        plan,
        options,
        spec,
        limit: batching(options) ? pLimit(Math.max(1, jobs.length)) : limit
    });
    discovery.failures.forEach((f, k) => {
        const report = discoveryFailureReport(f);
        if (!taken(report.path))
            return;
        evaluated.push({ report, gateFailures: [] });
        orders.push(discovery.jobs.length + k);
    });
    const finished = layers.finish(assembleReport(evaluated, plan, options, createdAt));
    for (const line of finished.notices)
        options.onNotice?.(line);
    const harnesses = options.layerSettings === undefined
        ? []
        : await (await import('./cli-harness.js')).harnessesOfRun(options.layerSettings);
    const harness = harnesses[0];
    return {
        ...finished.report,
        ...(harness === undefined ? {} : { harness }),
        ...(harnesses.length > 1 ? { harnesses } : {}),
        ...(shard === undefined
            ? {}
            : { shard: shardInfoOf(shard, evaluated, orders, plan, options.gate) })
    };
}

// The line a log or a terminal shows when one skill of a run is done: how far the run is and, when
// models are called, the calls and cost of the whole run so far. The CLI and the Action print it.
function progressLine(event) {
    const spent = event.spent === undefined
        ? ''
        : ` · ${plural(event.spent.calls, 'LLM call')}, $${event.spent.costUsd.toFixed(2)} so far`;
    return `[${event.done}/${event.total}] ${oneLine(event.path, 80)} ${event.ok ? 'done' : 'error'}${spent}`;
}

/** CI services set CI=true (GitHub Actions, GitLab, CircleCI, Buildkite, …). */
function inCi(env) {
    const ci = env.CI;
    return ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false';
}
function progressPrinter(sink, env) {
    const live = sink.isTTY === true && !inCi(env);
    return (event) => {
        if (event.type === 'discovered') {
            // A log needs only the per-skill lines; a terminal says what the wait is for.
            if (live)
                sink.write(`Evaluating ${plural(event.total, 'skill')}…\n`);
            return;
        }
        const line = progressLine(event);
        if (!live) {
            sink.write(`${line}\n`);
            return;
        }
        // \r and erase-line keep one status line; the last one ends with a newline.
        sink.write(`\r\x1b[K${line}${event.done === event.total ? '\n' : ''}`);
    };
}

/** Why a layer cannot run without a key, in the CLI's words (the plan request's `noKeyReason`). */
const CLI_NO_KEY_REASON = 'no Anthropic API key (set ANTHROPIC_API_KEY)';
/** A mistyped path, or a file that is not a skill, is reported before any LLM estimate or setup. */
async function checkRoots(paths) {
    await resolveRoots(paths).catch((error) => {
        throw error instanceof BadRootError ? new UsageError(error.message) : error;
    });
}
async function runEngine(run, io) {
    await checkRoots(run.roots);
    const plan = planRun(run.request);
    if (plan.decisions.some((d) => d.state === 'unavailable'))
        run.onUnavailable?.(plan);
    // Said before any work: what was asked for and cannot run fails the run (unless warn).
    const warnOnly = run.gate.onLayerError === 'warn';
    for (const d of plan.decisions.filter((d) => d.state === 'failed')) {
        io.stderr.write(`skill-ci: ${d.key} layer ${d.reason}; ${warnOnly ? 'it is reported as failed, and --on-layer-error warn lets the gate pass' : 'the gate will fail (--on-layer-error warn lets it pass)'}\n`);
    }
    for (const d of plan.decisions.filter((d) => d.state === 'skipped')) {
        io.stderr.write(`skill-ci: ${d.key} layer ${d.reason}\n`);
    }
    // Reached only when the command accepts a missing layer (certify): the rest runs, and it is said.
    for (const d of plan.decisions.filter((d) => d.state === 'unavailable')) {
        io.stderr.write(`skill-ci: ${d.key} layer not available in this version; the other layers run\n`);
    }
    const notice = (line) => io.stderr.write(`skill-ci: ${neutralise(line)}\n`);
    // Static scoring takes milliseconds per skill; only the costly layers make a run long.
    const printer = plan.running.length > 0 ? progressPrinter(io.stderr, io.env) : undefined;
    const report = await runSkillCi({
        ...run,
        plan,
        layerSettings: plan.running.length > 0 ? run.layerSettings() : undefined,
        onProgress: (event) => {
            if (event.type === 'discovered')
                capHeapGrowthFor(event.total);
            printer?.(event);
        },
        onNotice: notice
    });
    // A shard may draw no skill at all; its empty report still tells the merge it ran.
    if (report.skills.length === 0 && run.shard === undefined) {
        const excluded = (run.exclude ?? []).length > 0 ? ' outside the folders --exclude leaves out' : '';
        throw new UsageError(`no SKILL.md found under ${run.roots.join(', ')}${excluded}`);
    }
    return report;
}

export { CLI_NO_KEY_REASON as C, LAYER_REGISTRY as L, NO_LAYERS as N, REQUEST_KEYS as R, STATIC_PLAN as S, CERTIFY as a, decideRun as b, checkRoots as c, discoverRoots as d, layersOf as e, layerDefinition as l, runEngine as r };
