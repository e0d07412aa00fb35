import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { i as isGeneratedSet } from './cli-improve.js';

import { O as MC_DEFAULTS, r as plural } from './cli-options.js';
import { j as jStat } from './cli-jstat.js';
import { c as clopperPearson, w as wilson } from './cli-proportions.js';
import { D as DEFAULT_SEED } from './cli-random.js';
import { s as spread } from './cli-descriptive.js';
import { s as startSequence, a as addRound, b as shouldStop, D as DEFAULT_EPSILON, c as sequenceRate } from './cli-sequential-stopping.js';

/** The level each rate's interval needs for the rectangle to hold both at `level`. */
const sideLevel = (level) => Math.sqrt(level);
function checkPrevalence(prevalence) {
    if (!(prevalence > 0 && prevalence < 1)) {
        throw new RangeError(`prevalence must be in (0, 1): ${prevalence}`);
    }
}
/** Precision at π; 0/0 (nothing ever fires) is null, and `empty` says which way to bound it. */
function precisionAt(pi, r, f, empty) {
    const fired = pi * r + (1 - pi) * f;
    return fired > 0 ? (pi * r) / fired : empty;
}
/** F1 at prevalence π from recall r and false-activation rate f. */
const f1At = (pi, r, f) => (2 * pi * r) / (pi * r + pi + (1 - pi) * f);
/**
 * Precision and F1 at `prevalence` from recall and the false-activation rate, whose intervals
 * must be at `sideLevel(level)`. Null when either rate is unmeasured: F1 without should-not
 * prompts would silently assume no false activations.
 */
function triggerPrecision(recall, falseActivation, prevalence) {
    checkPrevalence(prevalence);
    const level = recall.level * falseActivation.level;
    const seed = recall.seed;
    const base = { level, prevalence, seed };
    const r = recall;
    const f = falseActivation;
    if (r.estimate === null ||
        f.estimate === null ||
        r.low === null ||
        r.high === null ||
        f.low === null ||
        f.high === null) {
        const none = { estimate: null, low: null, high: null };
        return {
            precision: { ...none, ...base, method: 'unmeasured' },
            f1: { ...none, ...base, method: 'unmeasured' }
        };
    }
    const method = `projection of ${r.method} × ${f.method}`;
    return {
        precision: {
            estimate: precisionAt(prevalence, r.estimate, f.estimate, null),
            low: precisionAt(prevalence, r.low, f.high, 0),
            high: precisionAt(prevalence, r.high, f.low, 1),
            ...base,
            method
        },
        f1: {
            estimate: f1At(prevalence, r.estimate, f.estimate),
            low: f1At(prevalence, r.low, f.high),
            high: f1At(prevalence, r.high, f.low),
            ...base,
            method
        }
    };
}
/** The authored mix: should-prompts over all prompts (the default prevalence); null if none. */
function authoredPrevalence(shouldPrompts, shouldNotPrompts) {
    const total = shouldPrompts + shouldNotPrompts;
    if (shouldPrompts === 0 || shouldNotPrompts === 0)
        return null;
    return shouldPrompts / total;
}

const answered = (runs) => runs.filter((r) => r.failure === null);
/** A prompt's tally for `name`: answered runs and those in which `name` fired. */
function tallyOf(runs, name) {
    const ok = answered(runs);
    return { hits: ok.filter((r) => r.fired === name).length, runs: ok.length };
}
/** The should (written for `name`) and should-not prompt indices of a group. */
function sidesOf(prompts, name) {
    const should = [];
    const shouldNot = [];
    prompts.forEach((p, i) => (p.owner === name ? should : shouldNot).push(i));
    return { should, shouldNot };
}
/** The confidence-sequence state of `name` after every round that ran. */
function sequenceOf(prompts, runs, name) {
    const { should, shouldNot } = sidesOf(prompts, name);
    const rounds = runs.length === 0 ? 0 : Math.min(...runs.map((r) => r.length));
    let state = startSequence(should.length, shouldNot.length);
    const roundOf = (indices, round) => indices.reduce((acc, i) => {
        const run = runs[i]?.[round];
        if (run === undefined || run.failure !== null)
            return acc;
        return { hits: acc.hits + (run.fired === name ? 1 : 0), runs: acc.runs + 1 };
    }, { hits: 0, runs: 0 });
    for (let round = 0; round < rounds; round++) {
        state = addRound(state, roundOf(should, round), roundOf(shouldNot, round));
    }
    return state;
}
/** The stop rule for one skill of the group after the rounds so far. */
function enoughEvidence(prompts, runs, name, epsilon, maxRounds) {
    const state = sequenceOf(prompts, runs, name);
    return shouldStop(state, { epsilon, cap: maxRounds * prompts.length }).stop;
}

// Activation rates with the prompt as the unit. Each trigger prompt is run some number of times;
// a prompt's rate is its share of runs in which the agent called the Skill tool for the skill.
// Recall is the mean of the should-prompts' rates, the false-activation rate the mean of the
// should-not prompts' rates. What is estimated is the mean activation probability over THESE
// prompts (the set the author wrote or that was generated), each prompt weighted equally however
// often it ran; runs of one prompt are repeated measures of it, never independent evidence.
function checkTally(t) {
    if (!Number.isInteger(t.hits) || !Number.isInteger(t.runs) || t.hits < 0 || t.hits > t.runs) {
        throw new RangeError(`invalid prompt tally ${t.hits}/${t.runs}`);
    }
}
/** The prompts that ran at least once; a prompt whose every run failed tells nothing. */
function measuredTallies(tallies) {
    tallies.forEach(checkTally);
    return tallies.filter((t) => t.runs > 0);
}
/** Mean over prompts of each prompt's rate; null when no prompt ran. */
function meanPromptRate(tallies) {
    const measured = measuredTallies(tallies);
    if (measured.length === 0)
        return null;
    return measured.reduce((a, t) => a + t.hits / t.runs, 0) / measured.length;
}
function unmeasuredRate(method, level, seed) {
    return { estimate: null, low: null, high: null, level, method, prompts: 0, runs: 0, seed };
}
/**
 * The design effect's floor: with few runs per prompt the run-to-run variance is itself a noisy
 * estimate, and letting it shrink the interval without limit made it too narrow in the
 * calibration simulation (bench/activation-calibration.ts) at two runs per prompt.
 */
const MIN_DESIGN_EFFECT = 0.6;
/**
 * Var(estimate) over what a binomial count with the same mean would have. Prompts differ in their
 * probability, and the count of a set of prompts each run R times varies less than a binomial
 * count (the spread between prompts is fixed, not sampled), so the true ratio is ≤ 1. Each
 * prompt's variance comes from its own runs (unbiased: p̂(1 − p̂)·R/(R − 1)); a prompt with one run
 * offers none and counts as binomial. The estimate is not capped at 1: a cap would bias it down
 * when prompts are alike (the simulation then fell below 93 %). 1 when the estimate is 0 or 1.
 */
function designEffect(measured, estimate) {
    const binomial = estimate * (1 - estimate);
    if (binomial === 0)
        return 1;
    let actual = 0;
    let reference = 0;
    for (const { hits, runs } of measured) {
        const rate = hits / runs;
        actual += (runs > 1 ? (rate * (1 - rate) * runs) / (runs - 1) : binomial) / runs;
        reference += binomial / runs;
    }
    return Math.max(MIN_DESIGN_EFFECT, actual / reference);
}
/**
 * The mean prompt rate with a fixed-sample interval clustered by prompt. With one run per prompt
 * it is the exact Clopper–Pearson interval on the count (a sum of runs with differing
 * probabilities is less variable than a binomial count, so the exact interval keeps its level).
 * With more runs it is the Wilson score interval on the effective sample — the count's trials
 * divided by the design effect, i.e. Wilson at z·√(design effect) — which the simulation showed
 * within 93–97 % where the exact interval, doubly conservative here, covered 96–99 %. With unequal
 * runs per prompt (failed runs) the trials are S² / Σ 1/R_s, the binomial equivalent of a mean of
 * rates weighted equally, rounded down.
 */
function activationRate(tallies, options = {}) {
    const level = options.level ?? 0.95;
    const seed = options.seed ?? DEFAULT_SEED;
    const measured = measuredTallies(tallies);
    const oneRunEach = measured.every((t) => t.runs === 1);
    const method = oneRunEach ? 'clopper-pearson' : 'wilson-design-effect';
    if (measured.length === 0)
        return unmeasuredRate(method, level, seed);
    const estimate = meanPromptRate(measured);
    const runs = measured.reduce((a, t) => a + t.runs, 0);
    const base = { estimate, level, method, prompts: measured.length, runs, seed };
    if (oneRunEach) {
        const { low, high } = clopperPearson(Math.round(estimate * runs), runs, level);
        return { ...base, low, high };
    }
    const balanced = measured.every((t) => t.runs === measured[0].runs);
    const trials = balanced
        ? runs
        : Math.max(1, Math.floor(measured.length ** 2 / measured.reduce((a, t) => a + 1 / t.runs, 0)));
    const hits = balanced
        ? measured.reduce((a, t) => a + t.hits, 0)
        : Math.min(trials, Math.round(estimate * trials));
    const z = jStat.normal.inv(1 - (1 - level) / 2, 0, 1) * Math.sqrt(designEffect(measured, estimate));
    const { low, high } = wilson(hits, trials, 2 * jStat.normal.cdf(z, 0, 1) - 1);
    // Rounding the effective count may move its share off the estimate; the interval keeps it.
    return { ...base, low: Math.min(low, estimate), high: Math.max(high, estimate) };
}
/** Indices of the prompts that neither always nor never activated (0 < rate < 1). */
function flakyPrompts(tallies) {
    tallies.forEach(checkTally);
    return tallies.flatMap((t, i) => (t.hits > 0 && t.hits < t.runs ? [i] : []));
}
/** C(h, k) / C(n, k) as a running product, exact enough for run counts. */
function chooseRatio(h, n, k) {
    let r = 1;
    for (let i = 0; i < k; i++)
        r *= (h - i) / (n - i);
    return Math.max(0, r);
}
/**
 * pass^k over should-prompts: does the skill activate reliably, every time? k defaults to the
 * fewest answered runs of a measured prompt, so each prompt's value is "all of its first k runs'
 * worth activated" on the same footing.
 */
function passHatK(tallies, k) {
    const measured = measuredTallies(tallies);
    if (measured.length === 0)
        return null;
    const kk = k ?? Math.min(...measured.map((t) => t.runs));
    if (!Number.isInteger(kk) || kk < 1)
        throw new RangeError(`pass^k needs k ≥ 1, got ${kk}`);
    const perPrompt = tallies.map((t) => (t.runs >= kk ? chooseRatio(t.hits, t.runs, kk) : null));
    const values = perPrompt.filter((v) => v !== null);
    return {
        k: kk,
        perPrompt,
        mean: values.length ? values.reduce((a, v) => a + v, 0) / values.length : null,
        prompts: values.length
    };
}

// A distribution-free interval for the median: between the j-th smallest and the j-th largest
// value, each value falls below the true median with probability ½, so the count below it is
// Binomial(n, ½) and the interval covers with probability 1 − 2·P(Bin ≤ j − 1), whatever the
// distribution (token counts are skewed; a normal interval would not be honest). With fewer than
// 6 values no pair of order statistics reaches 95 %, and the interval is unbounded (null).
function medianInterval(xs, level = 0.95) {
    if (!(level > 0 && level < 1))
        throw new RangeError(`confidence level must be in (0, 1): ${level}`);
    const n = xs.length;
    const sorted = [...xs].sort((a, b) => a - b);
    // The largest j with P(Bin(n, ½) ≤ j − 1) ≤ (1 − level) / 2; the probabilities by the
    // recurrence P(i + 1) = P(i)·(n − i)/(i + 1) in logs (2^−n underflows for long lists, and the
    // terms that matter, near the tail, are far from it).
    const tail = (1 - level) / 2;
    let logP = -n * Math.LN2;
    let below = 0;
    let j = 0;
    while (j < n / 2 && below + Math.exp(logP) <= tail) {
        below += Math.exp(logP);
        logP += Math.log((n - j) / (j + 1));
        j++;
    }
    if (j === 0)
        return { low: null, high: null, level, coverage: null, method: 'order-statistics', n };
    return {
        low: sorted[j - 1],
        high: sorted[n - j],
        level,
        coverage: 1 - 2 * below,
        method: 'order-statistics',
        n
    };
}
/** Median with its interval, quartiles, IQR and Tukey outliers; null when nothing was counted. */
function tokenSummary(tokens, level = 0.95) {
    if (tokens.length === 0)
        return null;
    return { ...spread(tokens), medianInterval: medianInterval(tokens, level) };
}

// From the runs of a group to one skill's record: its slice of the shared runs (the prompts
// written for it against every other prompt), the rates with their intervals, precision and F1 at
// a stated prevalence, flaky prompts, pass^k, confusions both ways, the failure rate, tokens, the
// rounds used, and what it feeds the composite. The prompt is the unit: a prompt's runs are
// repeated measures of it, and a run that failed is no evidence either way.
/** PluginEval's token scale: a run of this many tokens scores 0 on token efficiency. */
const TOKEN_SCALE = 8000;
/** Below this share of answered runs the rates rest on too little to certify anything. */
const MIN_VALID_SHARE = 0.5;
const NONE = 'none';
/** The stats rate as the report's, or null when it is unmeasured. */
function reported(r) {
    if (r.estimate === null || r.low === null || r.high === null)
        return null;
    return {
        rate: r.estimate,
        low: r.low,
        high: r.high,
        level: r.level,
        method: r.method,
        prompts: r.prompts,
        runs: r.runs
    };
}
/**
 * Recall and the false-activation rate at `level`: the confidence sequence when the rounds could
 * stop early (valid at whichever round they stopped), the exact fixed-sample interval when only
 * one round was ever possible.
 */
function ratesAt(level, sequential, state, should, shouldNot, seed) {
    if (sequential) {
        return {
            recall: sequenceRate(state.should, { level, seed }),
            falseActivation: sequenceRate(state.shouldNot, { level, seed })
        };
    }
    return {
        recall: activationRate(should, { level, seed }),
        falseActivation: activationRate(shouldNot, { level, seed })
    };
}
/** Counts of `key` over a list, largest first. */
function counted(keys) {
    const counts = new Map();
    for (const k of keys)
        counts.set(k, (counts.get(k) ?? 0) + 1);
    return [...counts]
        .map(([skill, runs]) => ({ skill, runs }))
        .sort((a, b) => b.runs - a.runs || a.skill.localeCompare(b.skill));
}
/** Rows: who a prompt was written for; columns: who fired. Group skills first, "none" last. */
function confusionMatrix(prompts, runs, groupNames) {
    const order = (extra) => [
        ...groupNames,
        ...[...new Set(extra)].filter((n) => !groupNames.includes(n) && n !== NONE).sort(),
        NONE
    ];
    const rows = order(prompts.flatMap((p) => (p.owner === null ? [] : [p.owner])));
    const columns = order(runs.flatMap((rs) => answered(rs).flatMap((r) => (r.fired === null ? [] : [r.fired]))));
    const counts = rows.map(() => columns.map(() => 0));
    prompts.forEach((p, i) => {
        const row = rows.indexOf(p.owner ?? NONE);
        for (const r of answered(runs[i] ?? [])) {
            counts[row][columns.indexOf(r.fired ?? NONE)] += 1;
        }
    });
    return { rows, columns, counts };
}
function promptResult(p, runs, name) {
    const tally = tallyOf(runs, name);
    const fired = counted(answered(runs).flatMap((r) => (r.fired === null ? [] : [r.fired])));
    return {
        query: p.query,
        kind: p.owner === name ? 'should' : 'should_not',
        expectedSkill: p.owner,
        origin: p.from === name ? 'own' : p.from === null ? 'shared' : 'sibling',
        runs: tally.runs,
        activations: tally.hits,
        rate: tally.runs > 0 ? tally.hits / tally.runs : null,
        flaky: tally.hits > 0 && tally.hits < tally.runs,
        failed: runs.length - tally.runs,
        fired: Object.fromEntries(fired.map((f) => [f.skill, f.runs]))
    };
}
/** A finding on the `description:` line: the description is what makes the agent pick a skill. */
function gateFinding(skill, ruleId, message) {
    return {
        ruleId,
        source: 'activation',
        severity: 'error',
        file: skill.skillFile,
        line: skill.frontmatter.keyLines.description ?? 1,
        message
    };
}
const pct = (x) => `${(x * 100).toFixed(0)}%`;
function gateOf(skill, recall, falseActivation, config) {
    const failures = [];
    const findings = [];
    const interval = (r) => `[${pct(r.low)}, ${pct(r.high)}]`;
    if (config.minRecall !== undefined && recall !== null && recall.rate < config.minRecall) {
        const message = `recall ${pct(recall.rate)} ${interval(recall)} is below min-recall ${pct(config.minRecall)}: the agent does not load the skill on requests it was written for; make the description say when to use it`;
        failures.push(message);
        findings.push(gateFinding(skill, 'activation/recall-below-gate', message));
    }
    if (config.maxFalseActivation !== undefined &&
        falseActivation !== null &&
        falseActivation.rate > config.maxFalseActivation) {
        const message = `false activations ${pct(falseActivation.rate)} ${interval(falseActivation)} are above max-false-activation ${pct(config.maxFalseActivation)}: the agent loads the skill on requests it should leave alone; make the description say when not to use it`;
        failures.push(message);
        findings.push(gateFinding(skill, 'activation/false-activation-above-gate', message));
    }
    return { failures, findings };
}
function summariseSkill(skill, group, config) {
    const name = skill.name;
    const member = group.members.find((m) => m.skill === skill);
    if (member === undefined || member.set === null) {
        const failed = member;
        return {
            record: {
                status: failed?.status ?? 'error',
                reason: failed?.reason ?? 'not part of the evaluated skills'
            }
        };
    }
    const { prompts, rounds } = group;
    const runs = rounds.runs;
    const all = runs.flat();
    if (rounds.budget) {
        return {
            record: {
                status: 'budget_exhausted',
                reason: 'the budget stopped the trigger runs; no rates from an unbalanced sample'
            }
        };
    }
    const valid = all.filter((r) => r.failure === null);
    if (valid.length === 0) {
        return {
            record: {
                status: 'error',
                reason: `every trigger run failed (${all.length} of ${all.length}), so nothing was measured and the layer feeds nothing; first: ${all[0]?.failure ?? 'no runs'}`
            }
        };
    }
    const level = MC_DEFAULTS.level;
    const seed = group.seed;
    const { should, shouldNot } = sidesOf(prompts, name);
    const tallies = (indices) => indices.map((i) => tallyOf(runs[i] ?? [], name));
    const shouldTallies = tallies(should);
    const shouldNotTallies = tallies(shouldNot);
    const state = sequenceOf(prompts, runs, name);
    const sequential = group.maxRounds > 1;
    const at = ratesAt(level, sequential, state, shouldTallies, shouldNotTallies, seed);
    const recall = reported(at.recall);
    const falseActivation = reported(at.falseActivation);
    const prevalence = config.prevalence !== undefined
        ? { value: config.prevalence, source: 'input' }
        : {
            value: authoredPrevalence(should.length, shouldNot.length) ?? 0.5,
            source: 'authored mix'
        };
    const side = ratesAt(sideLevel(level), sequential, state, shouldTallies, shouldNotTallies, seed);
    const pf = triggerPrecision(side.recall, side.falseActivation, prevalence.value);
    const derived = (d) => d.estimate === null || d.low === null || d.high === null
        ? null
        : { value: d.estimate, low: d.low, high: d.high, level: d.level, method: d.method };
    const f1 = derived(pf.f1);
    const failedRuns = all.length - valid.length;
    const failureInterval = clopperPearson(failedRuns, all.length, level);
    const tokens = tokenSummary(valid.map((r) => r.tokens), level);
    const passK = passHatK(shouldTallies);
    const promptResults = prompts.map((p, i) => promptResult(p, runs[i] ?? [], name));
    const ownShould = should.flatMap((i) => answered(runs[i] ?? []));
    const firedInstead = counted(ownShould.flatMap((r) => (r.fired !== null && r.fired !== name ? [r.fired] : [])));
    const stole = counted(shouldNot.flatMap((i) => answered(runs[i] ?? [])
        .filter((r) => r.fired === name)
        .map(() => prompts[i]?.owner ?? NONE)));
    // Enough to certify: recall measured on every should-prompt, and most runs answered.
    const certifies = recall !== null &&
        valid.length >= MIN_VALID_SHARE * all.length &&
        shouldTallies.every((t) => t.runs > 0);
    const triggeringFrom = f1 !== null ? 'f1' : recall !== null ? 'recall' : null;
    const gate = gateOf(skill, recall, falseActivation, config);
    const notes = [];
    if (member.conflicts.length > 0) {
        notes.push(`${member.conflicts.length === 1 ? '1 request is' : `${member.conflicts.length} requests are`} "should" in one trigger file and "should not" in the other; tests/eval.yaml was followed`);
    }
    if (member.writtenTo !== undefined) {
        notes.push(`generated trigger set written to ${member.writtenTo} (results folder)`);
    }
    if (flakyPrompts(shouldTallies).length + flakyPrompts(shouldNotTallies).length > 0 &&
        !sequential) {
        notes.push('one run per prompt cannot show a flaky prompt: raise --runs to see them');
    }
    const groupNames = group.members.map((m) => m.skill.name);
    const result = {
        status: 'ok',
        reason: `${isGeneratedSet(member.set) ? 'generated' : 'authored'} trigger set, ${plural(all.length, 'run')} in ${plural(rounds.rounds, 'round')}`,
        triggerSource: isGeneratedSet(member.set) ? 'generated' : 'authored',
        agentModel: group.agentModel.answered,
        agentModelAsked: group.agentModel.asked,
        ...(config.harness ? { agentHarness: config.harness.info } : {}),
        seed,
        context: group.context,
        maxTurns: config.maxTurns ?? MC_DEFAULTS.maxTurns,
        catalogue: {
            size: group.catalogue.size,
            siblings: group.catalogue.names.filter((n) => n !== name && groupNames.includes(n)),
            distractors: group.catalogue.distractors,
            distractorVersion: group.catalogue.distractorVersion,
            seed
        },
        recall,
        falseActivation,
        prevalence,
        precision: derived(pf.precision),
        f1,
        triggeringFrom,
        prompts: promptResults,
        flakyPrompts: promptResults.filter((p) => p.flaky).length,
        passK: passK === null || passK.mean === null
            ? null
            : { k: passK.k, prompts: passK.prompts, mean: passK.mean },
        confusions: {
            firedInstead,
            stole,
            matrix: confusionMatrix(prompts, runs, groupNames)
        },
        failures: {
            rate: failedRuns / all.length,
            low: failureInterval.low,
            high: failureInterval.high,
            level,
            method: 'clopper-pearson',
            prompts: prompts.length,
            runs: all.length
        },
        tokens: tokens === null
            ? null
            : {
                median: tokens.median,
                low: tokens.medianInterval.low,
                high: tokens.medianInterval.high,
                level,
                q1: tokens.q1,
                q3: tokens.q3,
                iqr: tokens.iqr,
                outliers: tokens.outliers.length,
                runs: tokens.n
            },
        sequential: {
            epsilon: config.epsilon ?? DEFAULT_EPSILON,
            rounds: rounds.rounds,
            maxRounds: group.maxRounds,
            runs: all.length,
            fixedRuns: group.maxRounds * prompts.length,
            calls: all.reduce((n, r) => n + r.calls, 0),
            cachedCalls: all.reduce((n, r) => n + r.cachedCalls, 0),
            stoppedEarly: rounds.stoppedEarly,
            method: sequential ? at.recall.method : 'fixed (one round)'
        },
        quality: group.quality.get(skill) ?? {
            measured: false,
            value: null,
            note: 'unmeasured: the scenario runs did not happen'
        },
        certifies,
        notes,
        costUsd: all.reduce((c, r) => c + r.costUsd, 0),
        gate: {
            ...(config.minRecall === undefined ? {} : { minRecall: config.minRecall }),
            ...(config.maxFalseActivation === undefined
                ? {}
                : { maxFalseActivation: config.maxFalseActivation }),
            failures: gate.failures
        }
    };
    return {
        record: result,
        dimensions: certifies ? dimensionsOf(result) : undefined,
        findings: gate.findings,
        gateFailures: gate.failures
    };
}
/**
 * What the layer feeds the composite: triggering accuracy (F1, or recall without should-not
 * prompts), robustness (1 − failure rate), token efficiency, and output quality only when it was
 * measured. Never reply length.
 */
function dimensionsOf(r) {
    const out = { robustness: 1 - r.failures.rate };
    const triggering = r.triggeringFrom === 'f1' ? r.f1?.value : r.recall?.rate;
    if (triggering !== undefined)
        out.triggering_accuracy = triggering;
    if (r.tokens !== null)
        out.token_efficiency = Math.max(0, 1 - r.tokens.median / TOKEN_SCALE);
    if (r.quality.measured && r.quality.value !== null)
        out.output_quality = r.quality.value;
    return out;
}

export { sidesOf as a, tallyOf as b, activationRate as c, dimensionsOf as d, enoughEvidence as e, f1At as f, sideLevel as g, authoredPrevalence as h, reported as r, summariseSkill as s, triggerPrecision as t };
