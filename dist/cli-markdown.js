import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { t as text, d as link, b as stringify, p as paragraph, s as strong, e as summaryHtml, l as list, c as code, h as heading, a as table, H as HTML_FRAGMENTS } from './cli-mdast.js';
import { u as utf8Length, e as formatDelta, a as formatLocation, c as formatScore, o as oneLine } from './cli-text2.js';
import { w as plural, k as failedLayers, v as securityFindingsOf, O as securityReviewOf, x as eloResultOf, i as abResultOf } from './cli-options.js';
import { d as SECURITY_SEVERITIES, p as promptCacheEffect, J as JudgeLayerSchema, m as monteCarloResultOf, j as judgeResultOf } from './cli-improve.js';
import { s as skillsByAttention, h as failsGate, r as runVerdict, g as gateReasonsByAttention, m as missingShardsText, a as agreementText, f as formatUsd, b as skillCostText, d as rankedFixes, e as fixHeadline, c as skillReason } from './cli-cost.js';
import { M as MESSAGE_CHARS, c as cappedItems, N as NAME_CHARS, l as layerLine, s as skillLabel, b as badgeText } from './cli-phrases.js';
import { a as antiPatternFix } from './cli-advice.js';
import { l as eloBlock, h as monteCarloBlock, f as abBlock, n as abAgentsBlock } from './cli-monte-carlo.js';

import './cli-errors.js';
import './cli-renamed-options.js';







import './cli-index.js';
import './cli-blank-line.js';
import './cli-syntax.js';
import './cli-index2.js';
import './cli-index3.js';

import './cli-schemas.js';
import './cli-discover.js';
import './cli-file-names.js';
import './cli-elo-meaning.js';
import './cli-elo.js';
import './cli-bootstrap.js';
import './cli-descriptive.js';

/** The smallest size limit accepted: enough for the marker plus the truncation note. */
const MIN_MAX_LENGTH = 1_000;
/** Assembles the layout within `max` UTF-8 bytes, dropping whole blocks (then table rows) from the end. */
function fitDocument(layout, max, opts) {
    if (!(max >= MIN_MAX_LENGTH)) {
        throw new RangeError(`maxLength must be at least ${MIN_MAX_LENGTH}, got ${max}`);
    }
    const { prefix, head, table: skills, blocks } = layout;
    const fixed = (rows) => [
        ...prefix,
        ...head,
        ...(skills === undefined ? [] : [skills.render(rows)])
    ];
    const allRows = skills?.rows ?? 0;
    const everything = [...fixed(allRows), ...blocks];
    if (size(everything) <= max)
        return join(everything);
    const reserve = utf8Length(truncationNote(blocks.length, opts)) + 1;
    let rows = allRows;
    if (size(fixed(rows)) + reserve > max) {
        // Binary search for the most table rows that still fit next to the note.
        let low = 0;
        let high = allRows;
        while (low < high) {
            const mid = Math.ceil((low + high) / 2);
            if (size(fixed(mid)) + reserve <= max)
                low = mid;
            else
                high = mid - 1;
        }
        rows = low;
    }
    const kept = fixed(rows);
    let used = size(kept) + reserve;
    let keptBlocks = 0;
    // Blocks only follow a complete table, so no skill has details without its row.
    for (const block of rows === allRows ? blocks : []) {
        const cost = utf8Length(block) + 1;
        if (used + cost > max)
            break;
        kept.push(block);
        used += cost;
        keptBlocks += 1;
    }
    const omitted = blocks.length - keptBlocks;
    if (omitted > 0)
        kept.push(truncationNote(omitted, opts));
    const out = join(kept);
    // Only when the head alone is larger than the limit: keep the marker and say where to look.
    return utf8Length(out) <= max ? out : join([...prefix, truncationNote(blocks.length, opts)]);
}
/** Where every skill's details are: the job summary (linked when its URL is known) and the artifact. */
function fullReportPointer(opts) {
    return opts.detailsUrl === undefined
        ? [text('the job summary and the report artifact')]
        : [link(opts.detailsUrl, 'the job summary'), text(' and the report artifact')];
}
function truncationNote(omitted, opts) {
    const where = fullReportPointer(opts);
    return stringify([
        paragraph(strong(text('Report truncated')), text(`: details of ${plural(omitted, 'skill')} left out to fit the size limit. The full report is in `), ...where, text('.'))
    ]);
}
function join(parts) {
    return parts.join('\n');
}
function size(parts) {
    return utf8Length(join(parts));
}

/** Up to this many skills the comment lists every one: such a table is short anyway. */
const FOLD_ABOVE = 20;
/** The open table lists at most this many skills (failing first); the fold counts the others. */
const LISTED_MAX = 50;
/** The collapsed block lists at most this many of its skills; the job summary has them all. */
const FOLDED_ROWS_MAX = 100;
function splitForComment(skills, base) {
    const ordered = skillsByAttention(skills);
    if (ordered.length <= FOLD_ABOVE)
        return { listed: ordered, folded: [] };
    const wanted = ordered.filter((skill) => failsGate(skill) || failedLayers(skill).length > 0 || scoreChanged(skill, base));
    const listed = new Set(wanted.slice(0, LISTED_MAX));
    return {
        listed: ordered.filter((skill) => listed.has(skill)),
        folded: ordered.filter((skill) => !listed.has(skill))
    };
}
/** New on this branch, or a composite or grade that differs from the base branch's. */
function scoreChanged(skill, base) {
    const before = base?.[skill.path];
    if (before === undefined)
        return false;
    if (before === 'new' || skill.composite === null)
        return true;
    return (before.grade !== skill.composite.grade ||
        formatDelta(skill.composite.score - before.composite) !== '±0.0');
}
const LETTERS = ['A', 'B', 'C', 'D', 'F'];
/**
 * The closed line of the fold: "312 more skills: 300 passing, 12 below the gate · grades 250 A,
 * 50 B, 12 F", so a reader knows what is inside without opening it.
 */
function foldSummary(folded) {
    const below = folded.filter(failsGate).length;
    const warned = folded.filter((s) => !failsGate(s) && failedLayers(s).length > 0).length;
    const verdicts = [
        ...(folded.length - below > 0 ? [`${folded.length - below} passing`] : []),
        ...(below > 0 ? [`${below} below the gate`] : []),
        ...(warned > 0 ? [`${warned} with a failed layer`] : [])
    ];
    const grades = LETTERS.flatMap((letter) => {
        const n = folded.filter((s) => s.composite?.letter === letter).length;
        return n === 0 ? [] : [`${n} ${letter}`];
    });
    const unscored = folded.filter((s) => s.composite === null).length;
    if (unscored > 0)
        grades.push(`${unscored} not scored`);
    return summaryHtml([
        `${plural(folded.length, 'more skill')}: ${verdicts.join(', ')}` +
            (grades.length === 0 ? '' : ` · grades ${grades.join(', ')}`)
    ]);
}

const EVIDENCE_CHARS = 160;
/** "2 critical, 1 high" over the findings that are not suppressed; "none" when there are none. */
function severityCounts(findings) {
    const open = findings.filter((f) => f.suppressed === undefined);
    const parts = SECURITY_SEVERITIES.flatMap((severity) => {
        const n = open.filter((f) => f.severity === severity).length;
        return n === 0 ? [] : [`${n} ${severity}`];
    });
    const suppressed = findings.length - open.length;
    if (suppressed > 0)
        parts.push(`${suppressed} suppressed`);
    return parts.length === 0 ? 'no findings' : parts.join(', ');
}
function findingItem(finding) {
    return [
        paragraph(strong(text(finding.suppressed === undefined ? finding.severity : 'suppressed')), text(' '), code(finding.ruleId), text(' at '), code(formatLocation(finding.file, finding.line)), text(` — ${finding.message}`, MESSAGE_CHARS), text(': '), code(finding.evidence, EVIDENCE_CHARS), text(` (${finding.cwe}, ${finding.owasp})` +
            (finding.suppressed === undefined
                ? ''
                : ` — was ${finding.severity}, allowed by ${finding.suppressed.by === 'comment' ? 'a comment' : 'security-allow'}: ${finding.suppressed.reason}`), MESSAGE_CHARS))
    ];
}
function reviewLines(record) {
    const review = securityReviewOf(record);
    if (review === undefined)
        return [];
    const verdict = review.verdict === 'consistent'
        ? 'does only what its description announces'
        : 'does things its description does not announce';
    return [
        paragraph(strong(text('LLM security review')), text(`: ${verdict} — ${review.summary}`, MESSAGE_CHARS))
    ];
}
function securityBlock(skill) {
    const scan = skill.layers.security;
    if (scan === undefined)
        return [];
    const failed = scan.status === 'error'
        ? [
            paragraph(strong(text('Security scan failed')), text(`: ${scan.reason ?? 'no reason given'}`, MESSAGE_CHARS))
        ]
        : [];
    const findings = securityFindingsOf(skill.layers);
    const head = paragraph(strong(text('Security')), text(`: ${severityCounts(findings)} in ${plural(scan.filesScanned, 'file')} scanned`));
    const items = findings.length === 0 ? [] : [list(cappedItems(findings, findingItem))];
    return [...failed, head, ...items, ...reviewLines(skill.layers.security_review)];
}

/**
 * `fold`: the PR comment's table, which past a short run lists only the skills that need a look
 * (comment-fold.ts); the job summary and the check output list every skill.
 */
function overviewParts(report, opts, fold = false) {
    const { summary } = report;
    const head = [
        heading(2, text(`${summary.gate.passed ? '✅' : '❌'} ${opts.checkName}: `, NAME_CHARS), text(summary.gate.passed ? 'gate passed' : 'gate failed')),
        paragraph(strong(text(runVerdict(report, (skill) => skill.path), MESSAGE_CHARS * 2))),
        paragraph(...countsLine(report))
    ];
    if (!summary.gate.passed && summary.gate.reasons.length > 0) {
        head.push(list(cappedItems(gateReasonsByAttention(report), (reason) => [
            paragraph(text(reason, MESSAGE_CHARS))
        ])));
    }
    const missing = missingShardsText(report);
    if (missing !== undefined) {
        head.push(paragraph(strong(text(missing.title))), list(missing.lines.map((line) => [paragraph(text(line, MESSAGE_CHARS))])));
    }
    if (opts.detailsUrl !== undefined) {
        head.push(paragraph(text('Full results: '), link(opts.detailsUrl, 'check run and job summary')));
    }
    if (opts.layersPlan !== undefined && opts.layersPlan.length > 0) {
        head.push(paragraph(strong(text('Layers'))), list(opts.layersPlan.map((note) => [
            paragraph(...layerLine(note.layer, note.status, note.reason))
        ])));
    }
    const agreement = report.usage?.judgeAgreement;
    if (agreement !== undefined) {
        const { title, lines } = agreementText(agreement);
        head.push(paragraph(strong(text(title))), list(lines.map((line) => [paragraph(text(line))])));
    }
    const withBase = opts.base !== undefined;
    const withGate = report.skills.some((skill) => skill.gate !== undefined);
    const header = [
        'Skill',
        'Composite',
        ...(withBase ? ['Δ vs base'] : []),
        'Grade',
        'Badge',
        'Anti-patterns',
        'Findings',
        ...(withGate ? ['Gate'] : [])
    ];
    const row = (skill) => [
        skillLabel(skill),
        [text(skill.composite ? formatScore(skill.composite.score) : 'error')],
        ...(withBase ? [[text(deltaText(skill, opts.base))]] : []),
        [text(skill.composite?.grade ?? '—')],
        [text(badgeText(skill.composite?.badge))],
        [text(String(skill.layers.static?.antiPatterns.length ?? 0))],
        [text(findingCounts(skill))],
        ...(withGate ? [[text(gateMark(skill))]] : [])
    ];
    const { listed, folded } = fold
        ? splitForComment(report.skills, opts.base)
        : { listed: skillsByAttention(report.skills), folded: [] };
    return {
        head,
        rows: listed.map(row),
        header,
        listed,
        pointer: fullReportPointer(opts),
        withBase,
        ...(folded.length === 0
            ? {}
            : {
                fold: {
                    summary: foldSummary(folded),
                    rows: folded.slice(0, FOLDED_ROWS_MAX).map(row),
                    count: folded.length
                }
            })
    };
}
function countsLine(report) {
    const { summary } = report;
    const out = [
        strong(text(String(summary.evaluated))),
        text(` ${summary.evaluated === 1 ? 'skill' : 'skills'} evaluated`)
    ];
    out.push(text(' · '), strong(text(String(summary.failed))), text(' failed the gate'));
    out.push(text(' · '), strong(text(String(summary.errored))), text(' errored'));
    if (summary.lowestScore !== null) {
        out.push(text(' · lowest composite '), strong(text(formatScore(summary.lowestScore))));
    }
    out.push(text(` · depth ${report.depth}`));
    if (report.usage !== undefined) {
        out.push(text(` · LLM ${plural(report.usage.calls, 'call')}` +
            (report.usage.batchedCalls ? ` (${report.usage.batchedCalls} batched, half price)` : '') +
            `, ${plural(report.usage.cacheHits, 'cache hit')}, ${formatUsd(report.usage.costUsd)}` +
            promptCacheShare(report.usage)));
    }
    return out;
}
/** ` (93 % of input tokens from the prompt cache, $0.58 saved)`, or nothing without reads. */
function promptCacheShare(usage) {
    const effect = promptCacheEffect(usage);
    if (effect === null)
        return '';
    return ` (${(100 * effect.readShare).toFixed(0)} % of input tokens from the prompt cache, $${effect.savedUsd.toFixed(2)} saved)`;
}
function deltaText(skill, base) {
    const before = base?.[skill.path];
    if (before === undefined)
        return '';
    if (before === 'new')
        return 'new';
    if (skill.composite === null)
        return '—';
    const delta = formatDelta(skill.composite.score - before.composite);
    return before.grade === skill.composite.grade
        ? delta
        : `${delta} (${before.grade} → ${skill.composite.grade})`;
}
/**
 * "1 error, 1 warning · security: 1 high": the rule findings and skill errors, then the security
 * findings that are not allowed (a suppressed one gates nothing, and the skill's block lists it).
 */
function findingCounts(skill) {
    const count = (severity) => skill.findings.filter((finding) => finding.severity === severity).length;
    const parts = [
        [count('error'), 'error'],
        [count('warning'), 'warning'],
        [count('notice'), 'notice'],
        [skill.errors.length, 'skill error']
    ];
    const shown = parts.filter(([n]) => n > 0).map(([n, label]) => plural(n, label));
    const security = securityFindingsOf(skill.layers).filter((f) => f.suppressed === undefined);
    const counted = [
        ...(shown.length === 0 ? [] : [shown.join(', ')]),
        ...(security.length === 0 ? [] : [`security: ${severityCounts(security)}`])
    ];
    return counted.length === 0 ? '0' : counted.join(' · ');
}
function gateMark(skill) {
    if (skill.gate === undefined)
        return '';
    return skill.gate.passed ? '✅' : '❌';
}
/**
 * The "Skills" section with its first `rows` rows: the listed skills' rows, then the fold's (rows
 * are cut only when nothing else fits; the fold's closed line with its counts always stays).
 */
function skillsTable(parts) {
    const { fold } = parts;
    const render = (rows) => {
        const open = Math.min(rows, parts.rows.length);
        const nodes = [heading(3, text('Skills'))];
        if (parts.rows.length > 0)
            nodes.push(table(parts.header, parts.rows.slice(0, open)));
        else if (fold === undefined)
            nodes.push(paragraph(text('No skills were evaluated in this run.')));
        else
            nodes.push(paragraph(text(nothingToLook(parts.withBase))));
        if (open < parts.rows.length) {
            nodes.push(paragraph(text(`Table shows ${open} of ${parts.rows.length} skills.`)));
        }
        if (fold !== undefined)
            nodes.push(...foldNodes(parts, fold, rows - open));
        return stringify(nodes);
    };
    return { render, rows: parts.rows.length + (fold?.rows.length ?? 0) };
}
function nothingToLook(withBase) {
    return `No skill is below the gate or has a failed layer${withBase ? ', and none changed its score' : ''}.`;
}
/** The collapsed block: its counts, its first `rows` rows, and where every skill's details are. */
function foldNodes(parts, fold, rows) {
    const shown = Math.max(0, rows);
    const listedHere = shown > 0 && shown < fold.count
        ? `${shown} of these ${fold.count} skills are listed here. `
        : '';
    return [
        HTML_FRAGMENTS.detailsOpen(fold.summary),
        ...(shown > 0 ? [table(parts.header, fold.rows.slice(0, shown))] : []),
        paragraph(text(`${listedHere}Every skill, with its details, is in `), ...parts.pointer, text('.')),
        HTML_FRAGMENTS.detailsClose()
    ];
}

const JUDGE_DIMENSIONS = Object.keys(JudgeLayerSchema.shape.dimensions.shape);
/** Code points per evidence item (the judge is asked for quotes under 200 characters). */
const EVIDENCE_ITEM_CHARS = 200;
/** Evidence code points per skill, shared equally by the judge dimensions. */
const EVIDENCE_SKILL_CHARS = 2_400;
const EVIDENCE_DIMENSION_CHARS = Math.floor(EVIDENCE_SKILL_CHARS / JUDGE_DIMENSIONS.length);
/** Failure reasons may list one reason per judge (up to five). */
const REASON_CHARS = MESSAGE_CHARS * 2;
const score2 = (x) => x.toFixed(2);
const count = (n) => n.toLocaleString('en-US');
function judgeBlock(judge) {
    const models = [...new Set(JUDGE_DIMENSIONS.flatMap((name) => judge.dimensions[name].models))];
    const intro = [
        strong(text('Judge assessment')),
        text(` (${plural(judge.judges, 'judge')}`)
    ];
    if (models.length > 0)
        intro.push(text(`: ${models.join(', ')}`, NAME_CHARS));
    intro.push(text(')'));
    const out = [
        paragraph(...intro),
        list(JUDGE_DIMENSIONS.map((name) => dimensionItem(name, judge.dimensions[name], judge.judges)))
    ];
    const f1 = triggeringLine(judge.triggering);
    if (f1 !== undefined)
        out.push(paragraph(text(f1)));
    if (judge.input.truncated) {
        out.push(paragraph(text(`The judges saw the first ${count(judge.input.sentChars)} of ${count(judge.input.skillChars)} characters of SKILL.md (token budget ${count(judge.input.tokenBudget)}).`)));
    }
    return out;
}
function dimensionItem(name, result, judges) {
    const line = [strong(text(name.replaceAll('_', ' ')))];
    if (result.score === null) {
        line.push(text(': not measured'));
    }
    else {
        line.push(text(` ${score2(result.score)}`));
        if (judges > 1) {
            const scores = result.judgeScores.map((s) => (s === null ? '—' : score2(s))).join(', ');
            line.push(text(` · judge scores ${scores}`));
            if (result.spread !== null)
                line.push(text(` · spread ${score2(result.spread)}`));
        }
        if (result.judgesDisagree)
            line.push(text(' · '), strong(text('judges disagree')));
    }
    if (result.reason !== undefined && result.reason !== '') {
        // Unmeasured: why. Measured: which judge's reply was unusable, after the scores.
        line.push(text(`${result.score === null ? ' —' : ' ·'} ${result.reason}`, REASON_CHARS));
    }
    const item = [paragraph(...line)];
    const evidence = boundedEvidence(result.evidence);
    if (evidence.length > 0)
        item.push(list(evidence));
    return item;
}
/** Evidence items in order, each cut to EVIDENCE_ITEM_CHARS, within this dimension's share. */
function boundedEvidence(evidence) {
    const shown = [];
    let used = 0;
    let index = 0;
    for (; index < evidence.length; index++) {
        const quote = oneLine(`“${evidence[index]}”`, EVIDENCE_ITEM_CHARS);
        const length = Array.from(quote).length;
        if (used + length > EVIDENCE_DIMENSION_CHARS)
            break;
        used += length;
        shown.push([paragraph(text(quote))]);
    }
    const left = evidence.length - index;
    if (left > 0) {
        shown.push([
            paragraph(text(`…and ${plural(left, 'more evidence item')} (see the JSON report)`))
        ]);
    }
    return shown;
}
/** `Triggering F1: self-reported 0.80, recomputed 0.67 (…)`, or undefined when neither exists. */
function triggeringLine(t) {
    if (t.reportedF1 === null && t.recomputedF1 === null)
        return undefined;
    const parts = [];
    if (t.reportedF1 !== null)
        parts.push(`self-reported ${score2(t.reportedF1)}`);
    if (t.recomputedF1 !== null) {
        const details = [
            ...(t.precision === null ? [] : [`precision ${score2(t.precision)}`]),
            ...(t.recall === null ? [] : [`recall ${score2(t.recall)}`]),
            plural(t.predictions, 'prediction')
        ];
        parts.push(`recomputed ${score2(t.recomputedF1)} (${details.join(', ')})`);
    }
    return `Triggering F1: ${parts.join(', ')}`;
}

const SECTIONS = {
    ab: (record) => {
        const result = abResultOf(record);
        if (result === undefined)
            return [];
        const [title, ...rest] = abBlock(result);
        // With several harnesses, the verdict per harness under the title, then the first one's details.
        return title === undefined ? [] : [title, ...abAgentsBlock(result), ...rest];
    },
    judge: (record) => {
        const result = judgeResultOf(record);
        return result === undefined ? [] : judgeBlock(result);
    },
    monte_carlo: (record) => {
        const result = monteCarloResultOf(record);
        return result === undefined ? [] : monteCarloBlock(result);
    },
    elo: (record) => {
        const result = eloResultOf(record);
        return result === undefined ? [] : eloBlock(result);
    },
    // The review is part of the security block (security-block.ts), next to the scan it adds to.
    security_review: null
};
/**
 * The order the sections appear in: the A/B verdict first, then the judge's assessment, then
 * activation and the Elo rating.
 */
const ORDER = ['ab', 'judge', 'monte_carlo', 'elo', 'security_review'];
function sectionOf(name, skill) {
    const record = skill.layers[name];
    const section = SECTIONS[name];
    return record === undefined || section === null ? [] : section(record);
}
function layerSections(skill) {
    return ORDER.flatMap((name) => sectionOf(name, skill));
}

function skillBlock(skill, opts) {
    const { composite } = skill;
    const body = [
        composite === null
            ? paragraph(text('This skill could not be scored.'))
            : paragraph(...compositeLine(composite)),
        ...gateReasons(skill.gate),
        ...securityBlock(skill),
        ...(composite === null ? [] : dimensionsAndTips(skill, composite, opts.base)),
        ...layerSections(skill),
        ...antiPatternList(skill.layers.static?.antiPatterns ?? []),
        ...locatedList('Findings', skill.findings.map((finding) => ({
            ...finding,
            prefix: `${finding.severity} `,
            code: finding.ruleId
        }))),
        ...locatedList('Portability', (skill.layers.static?.portability ?? []).map((finding) => ({
            ...finding,
            code: finding.flag
        }))),
        ...locatedList('Errors', skill.errors),
        ...layerList(skill.layers),
        ...(skill.cost === undefined
            ? []
            : [paragraph(text(`LLM cost of this skill: ${skillCostText(skill.cost)}`))])
    ];
    return [HTML_FRAGMENTS.detailsOpen(blockSummary(skill)), ...body, HTML_FRAGMENTS.detailsClose()];
}
const TONE_MARKS = { fail: '❌', warn: '⚠️', ok: '✅' };
/**
 * The line a reader sees while the block is closed, different for every skill: a mark, the skill,
 * its grade and composite, and the one-line reason (the same as the text format prints).
 */
function blockSummary(skill) {
    const reason = skillReason(skill);
    const { composite } = skill;
    const named = skill.name !== skill.path.split('/').pop() ? [` ${skill.name}`] : [];
    return summaryHtml([
        `${TONE_MARKS[reason.tone]} `,
        { code: skill.path },
        ...named,
        composite === null
            ? ' · not scored'
            : ` · grade ${composite.grade} · ${formatScore(composite.score)}`,
        ` · ${reason.text}`
    ]);
}
/** A bold title over a list, the shape most sections of the block take. */
function titledList(title, items, ordered = false) {
    return [paragraph(strong(text(title))), list(items, ordered)];
}
/** "`code` at `file:line` — message" items under a title, capped; nothing when there are none. */
function locatedList(title, items) {
    if (items.length === 0)
        return [];
    return titledList(title, cappedItems(items, (item) => [
        paragraph(...(item.prefix === undefined ? [] : [text(item.prefix)]), code(item.code), text(' at '), code(formatLocation(item.file, item.line)), text(` — ${item.message}`, MESSAGE_CHARS), ...(item.fix === undefined ? [] : [text(` → ${item.fix}`, MESSAGE_CHARS * 2)]))
    ]));
}
function antiPatternList(antiPatterns) {
    return locatedList('Anti-patterns', antiPatterns.map((pattern) => ({
        ...pattern,
        code: pattern.flag,
        message: pattern.description,
        fix: antiPatternFix(pattern)
    })));
}
/** Shown only when the gate failed for reasons it gave. */
function gateReasons(gate) {
    if (gate === undefined || gate.passed || gate.reasons.length === 0)
        return [];
    return titledList('Gate failed', cappedItems(gate.reasons, (reason) => [paragraph(text(reason, MESSAGE_CHARS))]));
}
/** The dimension table, then the fixes that would gain the most points, blocking ones first. */
function dimensionsAndTips(skill, composite, base) {
    const fixes = rankedFixes(skill);
    const dimensions = dimensionTable(skill, composite, base);
    if (fixes.length === 0)
        return [dimensions];
    const items = fixes.map((fix) => [
        paragraph(strong(text(fixHeadline(fix))), text(`: ${fix.text}`, MESSAGE_CHARS * 2))
    ]);
    return [dimensions, ...titledList('Fix first', items, true)];
}
/** Every layer recorded for the skill, with its status and why. */
function layerList(layers) {
    const items = [];
    for (const [name, run] of Object.entries(layers)) {
        if (run !== undefined)
            items.push([paragraph(...layerLine(name, run.status, run.reason))]);
    }
    return items.length === 0 ? [] : titledList('Layers', items);
}
function compositeLine(composite) {
    const line = [
        text('Composite '),
        strong(text(formatScore(composite.score))),
        text(` · grade ${composite.grade} · badge ${badgeText(composite.badge)} · ${composite.depthLabel}`)
    ];
    if (composite.penalty < 1) {
        line.push(text(` · anti-pattern penalty −${Math.round((1 - composite.penalty) * 100)}%`));
    }
    return line;
}
function dimensionTable(skill, composite, base) {
    const before = base?.[skill.path];
    const baseGrades = before !== undefined && before !== 'new' ? before.dimensions : undefined;
    const header = [
        'Dimension',
        'Weight',
        'Score',
        'Grade',
        'Measured by',
        ...(baseGrades ? ['Base grade'] : [])
    ];
    const rows = composite.dimensions.map((dimension) => [
        [text(dimension.name.replaceAll('_', ' '))],
        [text(percent(dimension.weight))],
        [text(dimension.score === null ? '—, not measured' : dimension.score.toFixed(3))],
        [text(dimension.grade)],
        [
            text(dimension.sources.length === 0 ? '—' : dimension.sources.join(', ').replaceAll('_', ' '))
        ],
        ...(baseGrades ? [[text(baseGrades[dimension.name] ?? '')]] : [])
    ]);
    return table(header, rows);
}
function percent(weight) {
    return `${Math.round(weight * 100)}%`;
}

/** GitHub's per-step summary cap is 1 MiB. */
const SUMMARY_MAX_LENGTH = 1_048_576;
/** The job summary: every skill, with its block. */
function renderSummary(report, opts) {
    return renderDocument(report, opts, opts.maxLength ?? SUMMARY_MAX_LENGTH, {
        prefix: [],
        fold: false
    });
}
function renderDocument(report, opts, max, { prefix, fold }) {
    const overview = overviewParts(report, opts, fold);
    return fitDocument({
        prefix: prefix.length === 0 ? [] : [stringify(prefix)],
        head: [stringify(overview.head)],
        table: skillsTable(overview),
        blocks: skillBlocks(overview.listed, opts)
    }, max, opts);
}
/**
 * One block per listed skill in the table's order, so a cut to fit drops the passing skills
 * first (a folded skill's block is in the job summary only).
 */
function skillBlocks(listed, opts) {
    return listed.map((skill) => stringify(skillBlock(skill, opts)));
}

export { SUMMARY_MAX_LENGTH, renderSummary };
