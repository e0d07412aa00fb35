import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { e as eloMeaning } from './cli-elo-meaning.js';
import { p as paragraph, s as strong, t as text, l as list, H as HTML_FRAGMENTS, a as table, c as code } from './cli-mdast.js';
import { M as MESSAGE_CHARS, N as NAME_CHARS } from './cli-phrases.js';
import { w as plural, J as pText, G as harnessActivationResult, K as harnessAbResult } from './cli-options.js';
import { b as agentLabel } from './cli-improve.js';

import './cli-text2.js';

const AB_VERDICT_LABEL = {
    helps: 'helps',
    hurts: 'hurts',
    no_measurable_effect: 'no measurable effect',
    insufficient_evidence: 'insufficient evidence'
};
/** Scenarios shown per skill; the rest are counted (all are in the JSON report). */
const MAX_AB_SCENARIOS = 20;
/**
 * Table rows plus failed-assertion items per skill. A skill block that outgrows the comment is
 * dropped whole by the fitter, so the A/B detail is bounded to keep the rest of the block.
 */
const MAX_AB_DETAIL_LINES = 60;
/** Signed percentage with one decimal and a real minus sign: +12.3%, −4.0%, — when unknown. */
function signedPercent(x) {
    if (x === null || x === undefined || !Number.isFinite(x))
        return '—';
    const rounded = Math.round(x * 1000) / 10;
    if (rounded === 0)
        return '±0.0%';
    return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)}%`;
}
const SEE_JSON = 'every run pair is in the JSON report';
const rate = (x) => (x === null ? '—' : `${Math.round(x * 100)}%`);
/** A confidence level as a percentage: 95%, or 99.75% for a look's nominal level. */
const levelText = (level) => `${Number((level * 100).toFixed(2))}%`;
/** `95% CI +3.1% to +21.6%`, or `no interval`. */
function interval(level, low, high) {
    if (low === null || high === null)
        return 'no interval';
    return `${levelText(level)} CI ${signedPercent(low)} to ${signedPercent(high)}`;
}
/** What every interval is shown with, so a reader can judge and reproduce it: method, level, n, S and the seed. */
function abIntervalFacts(r) {
    const { ci } = r;
    const parts = [
        ci.method,
        `level ${levelText(ci.level)}`,
        `n = ${plural(ci.pairs, 'pair')}`,
        `S = ${plural(ci.scenarios, 'scenario')}`,
        `seed ${ci.seed}`,
        ...(ci.resamples === undefined ? [] : [`${ci.resamples} resamples`])
    ];
    return parts.join(', ');
}
/** One line: the verdict label, then `abVerdictFacts`. */
function abVerdictLine(r) {
    return `${AB_VERDICT_LABEL[r.verdict]} · ${abVerdictFacts(r)}`;
}
/**
 * Improvement with its interval, normalized gain, activation and cost, plus the scenarios needed
 * when the evidence is insufficient.
 */
function abVerdictFacts(r) {
    const parts = [
        `improvement ${signedPercent(r.improvement)} (${interval(r.ci.level, r.ci.low, r.ci.high)}; ${abIntervalFacts(r)})`,
        `g ${signedPercent(r.normalizedGain.g)}`,
        `skill loaded in ${r.activation.loadedRuns}/${plural(r.activation.runs, 'run')}`,
        ...(r.sequential?.stoppedEarly
            ? [
                `stopped early after ${r.sequential.rounds}/${plural(r.sequential.roundsPlanned, 'round')}`
            ]
            : []),
        `$${r.costUsd.toFixed(2)}`
    ];
    const needed = abNeededText(r);
    return `${parts.join(' · ')}${needed === null ? '' : ` — ${needed}`}`;
}
/**
 * How the runs went in rounds: where they stopped and why, the run pairs saved and the looks'
 * method, so a reader knows why the interval is drawn at the look's level rather than the run's.
 */
function abRoundsLine(r) {
    const q = r.sequential;
    if (q === undefined)
        return null;
    const pairs = `${q.pairsRun} of ${plural(q.pairsPlanned, 'run pair')}`;
    const looks = `looks after rounds ${q.looks.join(', ')}; ${q.method}${q.familySize > 1 ? ` over ${plural(q.familySize, 'skill')}` : ''}`;
    return q.stoppedBy === 'plan'
        ? `rounds: all ${q.roundsPlanned} run (${pairs}); no earlier look settled the verdict (${looks})`
        : `rounds: stopped early after ${q.rounds} of ${q.roundsPlanned} (${pairs}): "${AB_VERDICT_LABEL[q.stoppedBy]}" was settled at the look's ${levelText(q.lookLevel)} level (${looks})`;
}
/** What would settle an "insufficient evidence" verdict, in words; null for any other verdict. */
function abNeededText(r) {
    if (r.verdict !== 'insufficient_evidence' || r.needed === null)
        return null;
    const { scenarios, runsPerScenario, runNoiseDominates } = r.needed;
    const runs = plural(runsPerScenario, 'run pair');
    return runNoiseDominates
        ? `about ${plural(scenarios, 'scenario')} at ${runs} each needed (run-to-run noise dominates)`
        : `about ${plural(scenarios, 'scenario')} at ${runs} each needed`;
}
const RULE_NAME = {
    holm: 'Holm',
    bh: 'Benjamini–Hochberg',
    none: 'no'
};
function testText(name, t, rule) {
    if (t.p === null)
        return `${name}: no test`;
    const adjusted = t.adjustedP === null
        ? ', not part of the gate'
        : t.familySize > 1 && rule !== 'no'
            ? `, ${rule}-adjusted ${pText(t.adjustedP)} across ${plural(t.familySize, 'skill')}`
            : '';
    return `${name} p ${pText(t.p)}${adjusted}`;
}
/**
 * The gate-relevant tests, raw and adjusted, the rule applied and the TOST interval "no
 * measurable effect" is decided on.
 */
function abTestsLine(r) {
    const { tests, equivalence: eq } = r;
    const rule = RULE_NAME[tests.rule];
    return (`tests (decide below ${tests.alpha}, ${rule} multiplicity adjustment): ` +
        `${testText('effect', tests.effect, rule)}; ${testText('completion regression', tests.completion, rule)}; ` +
        `no-effect check on the ${interval(eq.level, eq.low, eq.high)} inside ±${(r.minImprovement * 100).toFixed(1)}%`);
}
/**
 * Activation, with "never loaded" kept apart from "loaded but unhelpful": a skill the agent never
 * opened needs a better description; one it opened without effect needs better content. Whether
 * the agent loads the skill happens after the treatment, so the mean when loaded is labelled as
 * conditional on loading and shown beside the mean over all with-skill runs (intention to treat).
 */
function abActivationLines(r) {
    const { activation: a, minImprovement } = r;
    if (a.runs === 0)
        return ['no with-skill runs'];
    const ci = a.low === null || a.high === null ? '' : ` (${rateInterval(a.level, a.low, a.high)})`;
    const lines = [`activation ${a.loadedRuns}/${plural(a.runs, 'run')} = ${rate(a.rate)}${ci}`];
    const never = a.runs - a.loadedRuns;
    if (never > 0) {
        const when = a.meanScoreWhenNeverLoaded === null
            ? ''
            : ` (mean improvement ${signedPercent(a.meanScoreWhenNeverLoaded)} in those)`;
        lines.push(`skill not used in ${never}/${plural(a.runs, 'run')}${when}`);
    }
    if (a.loadedRuns > 0 && a.meanScoreWhenLoaded !== null) {
        const unhelpful = a.meanScoreWhenLoaded < minImprovement
            ? `: loaded but unhelpful (below the ${(minImprovement * 100).toFixed(1)}% margin)`
            : '';
        const itt = a.meanScoreAllRuns === null
            ? ''
            : `; ${signedPercent(a.meanScoreAllRuns)} over all with-skill runs (intention to treat)`;
        lines.push(`mean improvement when loaded ${signedPercent(a.meanScoreWhenLoaded)} (conditional on loading, not the skill's effect)${unhelpful}${itt}`);
    }
    return lines;
}
/** `95% Wilson 41–80%`. */
const rateInterval = (level, low, high) => `${Math.round(level * 100)}% Wilson ${Math.round(low * 100)}–${Math.round(high * 100)}%`;
function completionLine(r) {
    const c = r.completion;
    const d = c.difference;
    return (`completion ${rate(c.withSkill)} with the skill vs ${rate(c.baseline)} without, ` +
        `difference ${signedPercent(d.estimate)} (${interval(r.ci.level, d.low, d.high)}, Newcombe)` +
        (c.regressed ? ': regressed' : ''));
}
function gainLine(r) {
    const g = r.normalizedGain;
    if (g.g === null)
        return 'normalized gain g undefined (the baseline completed every run)';
    return `normalized gain g ${signedPercent(g.g)} (${interval(r.ci.level, g.low, g.high)})`;
}
/** The judges: settings, failed judgements, contradictions, redactions, length bias, self-judging. */
function abJudgeLines(r) {
    const j = r.judge;
    const consistency = j.inconsistencyRate === null
        ? 'no pairwise verdicts to compare'
        : `${(j.inconsistencyRate * 100).toFixed(1)}% of pairwise verdicts contradicted themselves (direction flipped when the positions were swapped)`;
    const failed = j.failedJudgements > 0
        ? ` (${plural(j.failedJudgements, 'failed judgement')}: left out, not scored as a tie or a loss)`
        : '';
    const lines = [
        `judges: ${j.mode} (${j.model}), ${consistency}, ${plural(j.invalidPairs, 'invalid pair')}${failed}`,
        `redacted before judging (skill name, file paths, phrases of SKILL.md): ${j.redactions.baseline} baseline, ${j.redactions.withSkill} with the skill`
    ];
    const len = j.length;
    if (len.raw !== null) {
        const controlled = len.controlled === null
            ? 'no length-controlled estimate (lengths do not vary)'
            : `length-controlled ${signedPercent(len.controlled)}`;
        const longer = len.preferLongerShare === null
            ? ''
            : `; ${rate(len.preferLongerShare)} of ${plural(len.decisive, 'decisive verdict')} preferred the longer output`;
        lines.push(`pairwise verdict ${signedPercent(len.raw)} raw, ${controlled}; with-skill outputs ${signedChars(len.meanDifferenceChars)} longer on average${longer}` +
            (len.biased ? ': the judge favours longer outputs' : ''));
    }
    if (j.sameModelAsAgent)
        lines.push(`warning: the judge (${j.model}) is the agent's model or of its family (${r.agentModel}) and may favour its own output; set a judge model of another family`);
    return lines;
}
const signedChars = (x) => x === null ? '—' : `${x < 0 ? '−' : '+'}${Math.abs(Math.round(x))} chars`;
/** The A/B section of a skill block: verdict line, details, then one collapsible per scenario. */
function abBlock(r) {
    const details = [
        r.reason,
        abTestsLine(r),
        ...(abRoundsLine(r) ?? []),
        completionLine(r),
        gainLine(r),
        ...abActivationLines(r),
        ...abJudgeLines(r),
        `agent ${agentLabel(r.agentModel, r.agentHarness)}, ${r.sequential?.stoppedEarly ? `${r.sequential.rounds} of ` : ''}${plural(r.runsPerScenario, 'run pair')} per scenario`,
        ...r.gate.failures.map((failure) => `gate: ${failure}`),
        ...r.notes
    ];
    const shown = r.scenarios.slice(0, MAX_AB_SCENARIOS);
    const budget = { left: MAX_AB_DETAIL_LINES };
    const nodes = [
        paragraph(strong(text('A/B (with vs without the skill)'))),
        paragraph(strong(text(AB_VERDICT_LABEL[r.verdict])), text(` · ${abVerdictFacts(r)}`, MESSAGE_CHARS * 2)),
        list(details.map((line) => [paragraph(text(line, MESSAGE_CHARS))])),
        ...shown.flatMap((scenario, index) => scenarioBlock(scenario, index, r.scenarios.length, budget))
    ];
    if (r.scenarios.length > shown.length) {
        nodes.push(paragraph(text(`…and ${plural(r.scenarios.length - shown.length, 'more scenario')} (see the JSON report)`)));
    }
    return nodes;
}
function scenarioBlock(scenario, index, total, budget) {
    const pairs = scenario.pairs;
    const valid = pairs.filter((p) => p.valid).length;
    const done = (arm) => pairs.filter((p) => p[arm].completed).length;
    const rows = pairs.map((p) => [
        [text(String(p.run + 1))],
        [text(p.skillLoaded ? 'yes' : 'no')],
        [text(armCell(p.baseline))],
        [text(armCell(p.withSkill))],
        [text(pairwiseCell(p))],
        [text(independentCell(p))],
        [text(p.valid ? signedPercent(p.score) : `invalid: ${p.invalidReason ?? ''}`, MESSAGE_CHARS)]
    ]);
    const failed = pairs.flatMap((p) => ['baseline', 'withSkill'].flatMap((arm) => p[arm].assertions.filter((a) => !a.passed).map((a) => ({ run: p.run, arm, assertion: a }))));
    const nodes = [
        HTML_FRAGMENTS.detailsOpen(`A/B scenario ${index + 1} of ${total}`),
        paragraph(strong(text(scenario.name, NAME_CHARS)), text(` — improvement ${signedPercent(scenario.improvement)} over ${valid}/${plural(pairs.length, 'valid pair')}; ` +
            `completed ${done('withSkill')}/${pairs.length} with the skill, ${done('baseline')}/${pairs.length} without`))
    ];
    if (rows.length > budget.left) {
        budget.left = 0;
        nodes.push(paragraph(text(`Run table left out for size: ${SEE_JSON}`)));
    }
    else {
        budget.left -= rows.length;
        nodes.push(table([
            'Run',
            'Skill loaded',
            'Baseline',
            'With skill',
            'Pairwise judge',
            'Independent judge',
            'Score'
        ], rows));
    }
    const failedShown = failed.slice(0, budget.left);
    budget.left -= failedShown.length;
    if (failed.length > 0) {
        const items = failedShown.map(({ run, arm, assertion }) => [
            paragraph(...failedAssertion(run, arm, assertion))
        ]);
        if (failed.length > failedShown.length) {
            items.push([paragraph(text(`…and ${failed.length - failedShown.length} more: ${SEE_JSON}`))]);
        }
        nodes.push(paragraph(strong(text('Failed assertions'))), list(items));
    }
    nodes.push(HTML_FRAGMENTS.detailsClose());
    return nodes;
}
function failedAssertion(run, arm, assertion) {
    return [
        text(`run ${run + 1} ${arm === 'withSkill' ? 'with skill' : 'baseline'}: `),
        code(assertion.type, NAME_CHARS),
        ...(assertion.target === undefined ? [] : [text(' '), code(assertion.target, NAME_CHARS)]),
        text(` — ${assertion.message}`, MESSAGE_CHARS)
    ];
}
/** `✅ 2/2 assertions · 3 turns · 1234 tokens · 4 tool calls · 1.2 s`, with why it stopped if not done. */
function armCell(arm) {
    const passed = arm.assertions.filter((a) => a.passed).length;
    const tools = Object.values(arm.toolCalls).reduce((n, c) => n + c, 0);
    const stop = arm.completed
        ? ''
        : ` (${arm.stoppedBy === 'end_turn' ? 'not completed' : arm.stoppedBy.replaceAll('_', ' ')})`;
    return [
        `${arm.completed ? '✅' : '❌'}${stop} ${passed}/${arm.assertions.length} assertions`,
        plural(arm.turns, 'turn'),
        plural(arm.tokens.input + arm.tokens.cacheWrite + arm.tokens.cacheRead + arm.tokens.output, 'token'),
        plural(tools, 'tool call'),
        `${((arm.apiMs + arm.toolMs) / 1000).toFixed(1)} s`
    ].join(' · ');
}
/** The averaged signed verdict (+ favours the skill) and how many verdicts flipped with the swap. */
function pairwiseCell(p) {
    const j = p.pairwise;
    if (j === undefined)
        return '—';
    if (!j.valid)
        return `invalid: ${j.reason ?? 'no usable verdict'}`;
    return `overall ${signedPercent(j.overall)}, quality ${signedPercent(j.quality)}; ${j.inconsistencies}/${j.comparisons} flipped`;
}
function independentCell(p) {
    const j = p.independent;
    if (j === undefined)
        return '—';
    const score = (x) => (x === null ? 'invalid' : `${x.toFixed(1)}/5`);
    return `${score(j.baseline)} → ${score(j.withSkill)}`;
}

const VERDICT = {
    win: 'better',
    tie: 'tie',
    loss: 'worse'
};
/** How the interval was made and what the rating was measured against. */
function eloFacts(r) {
    return [
        `${r.ci.method}, level ${Math.round(r.ci.level * 100)}%, n = ${plural(r.ci.matchups, 'matchup')}, seed ${r.ci.seed}`,
        `corpus ${r.corpus.version} (${plural(r.corpus.size, 'skill')}, ${r.corpus.calibrated ? 'calibrated' : 'not calibrated'})`,
        `judge ${r.judgeModel}, harness ${r.harness}`,
        `PluginEval's sequential K = 32 rating ${Math.round(r.sequential.rating)} (${Math.round(r.sequential.low)}–${Math.round(r.sequential.high)})`
    ].join(' · ');
}
function eloBlock(r) {
    const rows = r.matches.map((m) => [
        [text(m.opponent, NAME_CHARS)],
        [text(String(Math.round(m.opponentRating)))],
        [text(VERDICT[m.forward])],
        [text(VERDICT[m.reverse])],
        m.positionBias === 'inconsistent' ? [text('draw (position-inconsistent)')] : [text(m.result)]
    ]);
    const out = [
        paragraph(strong(text('Elo rating')), text(` ${eloMeaning(r)}`, MESSAGE_CHARS * 2)),
        table(['Opponent', 'Rating', 'Shown first', 'Shown second', 'Result'], rows),
        paragraph(text(eloFacts(r), MESSAGE_CHARS * 2))
    ];
    for (const failed of r.failedMatchups) {
        out.push(paragraph(text(`No verdict against ${failed.opponent} (left out): ${failed.reason}`, MESSAGE_CHARS)));
    }
    return out;
}

const pct$1 = (x) => `${(x * 100).toFixed(0)}%`;
/** `72% [58%, 84%]`, or `—` when the skill had no prompts of the kind. */
const rateCell = (r) => r === null ? '—' : `${pct$1(r.rate)} [${pct$1(r.low)}, ${pct$1(r.high)}]`;
function activationRows(entries) {
    return entries.map((entry) => {
        const r = harnessActivationResult(entry);
        if (r === undefined) {
            const reason = 'reason' in entry ? (entry.reason ?? entry.status) : entry.status;
            return {
                agent: entry.harness,
                detail: `${entry.status === 'budget_exhausted' ? 'stopped by the budget' : 'failed'}: ${reason}`,
                recall: '—',
                falseActivation: '—',
                runs: 0,
                firedInstead: '—',
                ok: false
            };
        }
        const fired = r.confusions.firedInstead.map((c) => `${c.skill} ×${c.runs}`).join(', ');
        return {
            agent: r.agentHarness === undefined ? r.harness : `${r.harness} ${r.agentHarness.version}`,
            detail: r.agentModel,
            recall: rateCell(r.recall),
            falseActivation: rateCell(r.falseActivation),
            runs: r.sequential.runs,
            firedInstead: fired === '' ? '—' : fired,
            ok: true
        };
    });
}
/** The gate's rule over the harnesses, in words. */
const recallOnText = (r) => r.gate.minRecall === undefined && r.gate.maxFalseActivation === undefined
    ? 'no activation gate'
    : `the gate on ${r.gate.recallOn === 'any' ? 'any one harness' : 'every harness'} (recall-on: ${r.gate.recallOn ?? 'every'})`;
/** The matrix as markdown: a heading line and a small table (agent | recall | false act. | fired instead). */
function activationMatrixBlock(r) {
    if (r.agents === undefined)
        return [];
    const rows = activationRows(r.agents);
    return [
        paragraph(strong(text('Across agents')), text(` — ${recallOnText(r)}`)),
        table(['agent', 'recall [interval]', 'false act. [interval]', 'fired instead'], rows.map((row) => [
            [text(row.agent, 80)],
            [text(row.ok ? row.recall : row.detail, MESSAGE_CHARS)],
            [text(row.falseActivation)],
            [text(row.firedInstead, MESSAGE_CHARS)]
        ]))
    ];
}
/** The matrix as text lines (the CLI, JUnit output): one per harness. */
function activationMatrixLines(r) {
    if (r.agents === undefined)
        return [];
    return [
        `across agents (${recallOnText(r)}):`,
        ...activationRows(r.agents).map((row) => row.ok
            ? `${row.agent} (${row.detail}): recall ${row.recall}, false activations ${row.falseActivation}, ${plural(row.runs, 'run')}; fired instead: ${row.firedInstead}`
            : `${row.agent}: ${row.detail}`)
    ];
}
/** One harness's A/B in a few words: the verdict and the improvement with its interval. */
function abCells(entry) {
    const r = harnessAbResult(entry);
    if (r === undefined) {
        const reason = entry.reason ?? entry.status;
        return { agent: entry.harness, verdict: `no verdict: ${reason}`, improvement: '—' };
    }
    const ci = r.ci.low === null || r.ci.high === null
        ? 'no interval'
        : `[${signedPercent(r.ci.low)}, ${signedPercent(r.ci.high)}]`;
    return {
        agent: r.agentHarness === undefined ? r.harness : `${r.harness} ${r.agentHarness.version}`,
        verdict: AB_VERDICT_LABEL[r.verdict],
        improvement: `${signedPercent(r.improvement)} ${ci}`
    };
}
/** The A/B verdict per harness as markdown: agent | verdict | improvement [interval]. */
function abAgentsBlock(r) {
    if (r.agents === undefined)
        return [];
    return [
        paragraph(strong(text('Per agent'))),
        table(['agent', 'verdict', 'improvement [interval]'], r.agents
            .map(abCells)
            .map((c) => [[text(c.agent, 80)], [text(c.verdict, MESSAGE_CHARS)], [text(c.improvement)]]))
    ];
}
/** The A/B verdict per harness as text lines. */
function abAgentsLines(r) {
    if (r.agents === undefined)
        return [];
    return r.agents
        .map(abCells)
        .map((c) => `A/B on ${c.agent}: ${c.verdict}${c.improvement === '—' ? '' : `, improvement ${c.improvement}`}`);
}

/** Prompts listed by name in a report (flaky ones, confusions): the rest are counted. */
const MAX_LISTED_PROMPTS = 10;
const pct = (x) => `${(x * 100).toFixed(0)}%`;
/** "72% [58%, 84%] (Clopper–Pearson 95%, 12 prompts, 12 runs)" */
function rateText(r) {
    if (r === null)
        return 'not measured (no prompts of this kind)';
    return `${pct(r.rate)} [${pct(r.low)}, ${pct(r.high)}] (${r.method} ${pct(r.level)}, ${plural(r.prompts, 'prompt')}, ${plural(r.runs, 'run')})`;
}
/** The headline: recall, false activations and F1 in one line. */
function monteCarloHeadline(r) {
    const f1 = r.f1 === null
        ? 'F1 not measured'
        : `F1 ${r.f1.value.toFixed(2)} [${r.f1.low.toFixed(2)}, ${r.f1.high.toFixed(2)}]`;
    return `recall ${r.recall === null ? '—' : pct(r.recall.rate)}, false activations ${r.falseActivation === null ? '—' : pct(r.falseActivation.rate)}, ${f1}`;
}
/** Why a set stopped, in words: the gate it settled against, the width, or the cap. */
function stopText(r, set, rate, gate, gateName) {
    const after = `after ${plural(set.runs, 'run')} (${plural(set.rounds, 'round')})`;
    if (set.stoppedBy === 'decision' && rate !== null && gate !== undefined) {
        return `settled ${rate.low > gate ? 'above' : 'below'} ${gateName} ${pct(gate)} ${after}`;
    }
    if (set.stoppedBy === 'width')
        return `within ±${r.sequential.epsilon} ${after}`;
    return `at the cap ${after}`;
}
/** "stopped: recall settled above min-recall 80% after 30 runs (3 rounds); false activations …" */
function stopsLine(r, sets) {
    const parts = [];
    if (sets.should !== null) {
        parts.push(`recall ${stopText(r, sets.should, r.recall, r.gate.minRecall, 'min-recall')}`);
    }
    if (sets.shouldNot !== null) {
        parts.push(`false activations ${stopText(r, sets.shouldNot, r.falseActivation, r.gate.maxFalseActivation, 'max-false-activation')}`);
    }
    return `stopped (each prompt set on its own): ${parts.join('; ')}`;
}
/** Everything the block says, one line each (the CLI prints them as notes). */
function monteCarloLines(r) {
    const lines = [
        // With several harnesses, the matrix first; the lines below are the first harness's.
        ...activationMatrixLines(r),
        `recall: ${rateText(r.recall)}`,
        `false activations: ${rateText(r.falseActivation)}`
    ];
    if (r.precision !== null && r.f1 !== null) {
        lines.push(`precision ${r.precision.value.toFixed(2)} [${r.precision.low.toFixed(2)}, ${r.precision.high.toFixed(2)}], F1 ${r.f1.value.toFixed(2)} [${r.f1.low.toFixed(2)}, ${r.f1.high.toFixed(2)}] at a prevalence of ${pct(r.prevalence.value)} (${r.prevalence.source}; ${r.f1.method})`);
    }
    if (r.triggeringFrom === 'recall') {
        lines.push('no should-not prompts: triggering accuracy is fed by recall alone');
    }
    lines.push(r.triggerSource === 'generated'
        ? 'trigger set: GENERATED by a model (trusted less than an authored one; commit the written triggers: block after review)'
        : 'trigger set: authored');
    const flaky = r.prompts.filter((p) => p.flaky);
    if (flaky.length > 0) {
        lines.push(`flaky prompts (sometimes loaded, sometimes not): ${flaky
            .slice(0, MAX_LISTED_PROMPTS)
            .map((p) => `"${p.query}" ${pct(p.rate ?? 0)}`)
            .join('; ')}${flaky.length > MAX_LISTED_PROMPTS ? `; …and ${flaky.length - MAX_LISTED_PROMPTS} more` : ''}`);
    }
    if (r.passK !== null) {
        lines.push(`pass^${r.passK.k} ${r.passK.mean.toFixed(2)}: the chance that ${plural(r.passK.k, 'run')} of a should-prompt all load the skill (over ${plural(r.passK.prompts, 'prompt')})`);
    }
    const confusion = (items) => items.map((c) => `${c.skill} (${plural(c.runs, 'run')})`).join(', ');
    if (r.confusions.firedInstead.length > 0) {
        lines.push(`fired instead on its prompts: ${confusion(r.confusions.firedInstead)}`);
    }
    if (r.confusions.stole.length > 0) {
        lines.push(`took requests meant for: ${confusion(r.confusions.stole)}`);
    }
    lines.push(`failed runs: ${rateText(r.failures)}`);
    if (r.tokens !== null) {
        lines.push(`tokens per run: median ${Math.round(r.tokens.median)}${r.tokens.low !== null && r.tokens.high !== null ? ` [${Math.round(r.tokens.low)}, ${Math.round(r.tokens.high)}]` : ''}, IQR ${Math.round(r.tokens.iqr)}, ${plural(r.tokens.outliers, 'outlier')}`);
    }
    const s = r.sequential;
    lines.push(`runs: ${s.runs} of the fixed plan's ${s.fixedRuns} (${plural(s.rounds, 'round')} of ${s.maxRounds}${s.stoppedEarly && s.sets === undefined ? `, stopped early: intervals within ±${s.epsilon}` : ''}; ${s.method}); ${plural(s.calls, 'model call')}${s.cachedCalls > 0 ? `, ${s.cachedCalls} from the cache` : ''}`);
    if (s.sets !== undefined && s.maxRounds > 1)
        lines.push(stopsLine(r, s.sets));
    lines.push(`catalogue: ${plural(r.catalogue.size, 'skill')} (${plural(r.catalogue.siblings.length, 'sibling')}, distractors ${r.catalogue.distractors}${r.catalogue.distractorVersion ? ` v${r.catalogue.distractorVersion}` : ''}), order shuffled per run from seed ${r.catalogue.seed}; context ${r.context}; a Skill call counts within ${plural(r.maxTurns, 'turn')}`);
    for (const other of r.otherContexts ?? []) {
        const f1 = other.f1 === null ? '' : `, F1 ${other.f1.value.toFixed(2)}`;
        lines.push(`in the ${other.context} context: recall ${other.recall === null ? '—' : pct(other.recall.rate)}, false activations ${other.falseActivation === null ? '—' : pct(other.falseActivation.rate)}${f1} (the same prompts; the ${r.context} context above decides)`);
    }
    lines.push(`agent: ${agentLabel(r.agentModel, r.agentHarness)}`);
    lines.push(`output quality: ${r.quality.note}`);
    if (!r.certifies)
        lines.push('too few valid runs: the layer feeds nothing to the composite');
    return [...lines, ...r.notes, ...r.gate.failures.map((f) => `gate: ${f}`)];
}
function monteCarloBlock(r) {
    if (r.agents !== undefined) {
        // The matrix as a table, then the first harness's details (its lines without the matrix's).
        const first = r.agents.find((a) => 'triggerSource' in a)?.harness;
        return [
            paragraph(strong(text('Activation (Monte Carlo)')), text(` — ${monteCarloHeadline(r)}`)),
            ...activationMatrixBlock(r),
            paragraph(text(`Details on ${first ?? 'the first harness'}:`)),
            list(monteCarloLines({ ...r, agents: undefined }).map((line) => [
                paragraph(text(line, MESSAGE_CHARS * 2))
            ]))
        ];
    }
    return [
        paragraph(strong(text('Activation (Monte Carlo)')), text(` — ${monteCarloHeadline(r)}`)),
        list(monteCarloLines(r).map((line) => [paragraph(text(line, MESSAGE_CHARS * 2))]))
    ];
}

export { AB_VERDICT_LABEL as A, abVerdictLine as a, abTestsLine as b, abRoundsLine as c, abActivationLines as d, abJudgeLines as e, abBlock as f, monteCarloLines as g, monteCarloBlock as h, activationMatrixLines as i, abAgentsLines as j, eloFacts as k, eloBlock as l, monteCarloHeadline as m, abAgentsBlock as n, abIntervalFacts as o, abNeededText as p, signedPercent as s };
