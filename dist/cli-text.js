import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { m as monteCarloResultOf } from './cli-improve.js';
import { w as plural, o as displayPath, i as abResultOf, x as eloResultOf, v as securityFindingsOf } from './cli-options.js';
import { a as formatLocation, p as printableLine, b as printableName, c as formatScore } from './cli-text2.js';
import { s as skillsByAttention, r as runVerdict, f as formatUsd, m as missingShardsText, a as agreementText, g as gateReasonsByAttention, b as skillCostText, c as skillReason, d as rankedFixes, e as fixHeadline } from './cli-cost.js';
import { m as monteCarloHeadline, i as activationMatrixLines, j as abAgentsLines, k as eloFacts } from './cli-monte-carlo.js';
import { e as eloMeaning } from './cli-elo-meaning.js';
import { a as antiPatternFix } from './cli-advice.js';
import { b as badgeText } from './cli-phrases.js';
import './cli-schemas.js';


import './cli-renamed-options.js';






import './cli-errors.js';

import './cli-discover.js';
import './cli-file-names.js';
import './cli-mdast.js';
import './cli-index.js';
import './cli-blank-line.js';
import './cli-syntax.js';
import './cli-index2.js';
import './cli-index3.js';
import './cli-elo.js';
import './cli-bootstrap.js';
import './cli-descriptive.js';

// `--format text` (the default): the one-line verdict, a table of every skill (failing skills
// first, in the comment's order), the judges' agreement when several judged, then per skill why it
// fails, its dimension grades, what to fix first, anti-patterns with their fix, findings
// (file:line) and errors, then the gate's reasons. Skill-provided text goes through
// printableName() (paths, names) or printableLine() (messages), so a SKILL.md or a folder name can
// write neither terminal escape sequences nor a workflow command into a CI log.
/** Short dimension labels for the one-line grade strip. */
const DIMENSION_LABELS = {
    triggering_accuracy: 'triggering',
    orchestration_fitness: 'orchestration',
    output_quality: 'output',
    scope_calibration: 'scope',
    progressive_disclosure: 'progressive',
    token_efficiency: 'tokens',
    robustness: 'robustness',
    structural_completeness: 'structure',
    code_template_quality: 'code',
    ecosystem_coherence: 'ecosystem'
};
/** A file of the report (relative to its root) as the user can open it from the working dir. */
function fileOnDisk(skill, file) {
    return printableName(displayPath({ root: skill.root, path: file }), 500);
}
function gradeColour(style, grade) {
    if (grade.startsWith('A'))
        return style.green(grade);
    if (grade.startsWith('B'))
        return style.cyan(grade);
    if (grade.startsWith('C'))
        return style.yellow(grade);
    if (grade === '—')
        return style.dim(grade);
    return style.red(grade);
}
function pad(text, width) {
    const length = [...text].length;
    return length >= width ? text : text + ' '.repeat(width - length);
}
/** Shortens from the left: the end of a path (the skill folder) is the part that identifies it. */
function keepEnd(text, maxChars) {
    const points = [...text];
    return points.length <= maxChars ? text : '…' + points.slice(-59).join('');
}
function badgeCell(composite) {
    return composite ? badgeText(composite.badge) : 'error';
}
function overviewTable(skills, style) {
    const rows = skills.map((skill) => {
        const name = keepEnd(printableName(displayPath(skill), 500), 60);
        const score = skill.composite ? formatScore(skill.composite.score) : '—';
        const grade = skill.composite ? skill.composite.grade : '—';
        const verdict = skill.gate?.passed === false ? style.red('fail') : style.green('pass');
        return { name, score, grade, badge: badgeCell(skill.composite), verdict };
    });
    const nameWidth = Math.max(5, ...rows.map((r) => [...r.name].length));
    const header = `  ${pad('Skill', nameWidth)}  ${'Score'.padStart(5)}  Grade  ${pad('Badge', 16)}  Gate`;
    const lines = [style.bold(header)];
    for (const r of rows) {
        const grade = gradeColour(style, pad(r.grade, 5));
        lines.push(`  ${pad(r.name, nameWidth)}  ${r.score.padStart(5)}  ${grade}  ${pad(r.badge, 16)}  ${r.verdict}`);
    }
    return lines;
}
function severityLabel(style, finding) {
    if (finding.severity === 'error')
        return style.red('error  ');
    if (finding.severity === 'warning')
        return style.yellow('warning');
    return style.dim('notice ');
}
/**
 * The skill's line (score, grade, badge), why it fails or warns (the comment's summary reason),
 * its dimension grades and the "Fix first" list.
 */
function headLines(skill, style) {
    const title = style.bold(`${printableName(displayPath(skill))} (${printableName(skill.name, 100)})`);
    const { composite } = skill;
    const lines = [
        composite
            ? `${title}  ${formatScore(composite.score)}/100  ${gradeColour(style, composite.grade)}  ${badgeCell(composite)}  ${style.dim(composite.depthLabel)}`
            : `${title}  ${style.red('not scored')}`
    ];
    const reason = skillReason(skill);
    if (reason.tone !== 'ok') {
        const mark = reason.tone === 'fail' ? style.red('✗ below the gate:') : style.yellow('! warning:');
        lines.push(`  ${mark} ${printableLine(reason.text, 1000)}`);
    }
    if (composite === null)
        return lines;
    const measured = composite.dimensions.filter((d) => d.score !== null);
    lines.push('  ' +
        measured
            .map((d) => `${DIMENSION_LABELS[d.name]} ${gradeColour(style, d.grade)}`)
            .join(style.dim(' · ')));
    if (composite.penalty < 1) {
        lines.push(style.dim(`  anti-pattern penalty ×${composite.penalty}`));
    }
    return [...lines, ...fixFirstLines(skill, style)];
}
function skillDetails(skill, style, options) {
    const lines = headLines(skill, style);
    const activation = monteCarloResultOf(skill.layers.monte_carlo);
    if (activation !== undefined) {
        lines.push(`  activation: ${printableLine(monteCarloHeadline(activation))} ${style.dim(`(${activation.triggerSource} trigger set; skill-ci triggers for details)`)}`);
        // With several harnesses: the matrix, one line per harness.
        for (const line of activationMatrixLines(activation)) {
            lines.push(`    ${printableLine(line, 1000)}`);
        }
    }
    const ab = abResultOf(skill.layers.ab);
    for (const line of ab === undefined ? [] : abAgentsLines(ab)) {
        lines.push(`  ${printableLine(line, 1000)}`);
    }
    lines.push(...eloLines(skill, style));
    if (skill.cost !== undefined)
        lines.push(style.dim(`  LLM cost: ${skillCostText(skill.cost)}`));
    for (const a of skill.layers.static?.antiPatterns ?? []) {
        const where = formatLocation(fileOnDisk(skill, a.file), a.line);
        lines.push(`  ${style.magenta('anti-pattern')} ${where}  ${a.flag}: ${printableLine(a.description)}`, style.dim(`               → ${printableLine(antiPatternFix(a), 1000)}`));
    }
    const shown = options.verbose
        ? skill.findings
        : skill.findings.filter((f) => f.severity !== 'notice');
    for (const f of shown) {
        const where = formatLocation(fileOnDisk(skill, f.file), f.line);
        lines.push(`  ${severityLabel(style, f)} ${where}  ${printableLine(f.message)} ${style.dim(`[${f.ruleId}]`)}`);
    }
    const portability = skill.layers.static?.portability ?? [];
    if (options.verbose) {
        for (const p of portability) {
            const where = formatLocation(fileOnDisk(skill, p.file), p.line);
            lines.push(`  ${style.dim('notice ')} ${where}  ${printableLine(p.message)} ${style.dim(`[${p.flag}]`)}`);
        }
    }
    const hidden = skill.findings.length - shown.length + (options.verbose ? 0 : portability.length);
    if (hidden > 0) {
        lines.push(style.dim(`  ${plural(hidden, 'notice')} (--verbose lists them)`));
    }
    lines.push(...securityLines(skill, style, options));
    for (const e of skill.errors) {
        const where = formatLocation(fileOnDisk(skill, e.file), e.line);
        lines.push(`  ${style.red('ERROR  ')} ${where}  ${printableLine(e.message)} ${style.dim(`[${e.code}]`)}`);
    }
    return lines;
}
/**
 * The comment's "Fix first" list: each blocking problem, then the fix that would gain the most
 * points with what to do, then the next ones by name (their advice is in the comment).
 */
function fixFirstLines(skill, style) {
    const fixes = rankedFixes(skill);
    const lines = [];
    const label = (first) => (first ? style.bold('Fix first:') : style.dim('then:     '));
    let scored = 0;
    for (const fix of fixes) {
        const first = lines.length === 0;
        if (fix.points !== undefined && scored++ > 0)
            break;
        lines.push(`  ${label(first)} ${style.bold(fixHeadline(fix))}: ${printableLine(fix.text, 1000)}`);
    }
    const rest = fixes.slice(lines.length);
    if (rest.length > 0) {
        lines.push(`  ${label(false)} ${rest.map((fix) => printableLine(fixHeadline(fix), 200)).join(', ')}`);
    }
    return lines;
}
/** The Elo rating, what it means, and one line per opponent (names from the corpus index). */
function eloLines(skill, style) {
    const elo = eloResultOf(skill.layers.elo);
    if (elo === undefined)
        return [];
    const lines = [`  ${style.bold('Elo')} ${printableLine(eloMeaning(elo), 1000)}`];
    for (const m of elo.matches) {
        const result = m.positionBias === 'inconsistent' ? 'draw (position-inconsistent)' : m.result;
        lines.push(style.dim(`    vs ${printableName(m.opponent, 100)} (${Math.round(m.opponentRating)}): shown first ${m.forward}, shown second ${m.reverse} → ${result}`));
    }
    lines.push(style.dim(`    ${printableLine(eloFacts(elo), 1000)}`));
    return lines;
}
function securityLabel(style, finding) {
    if (finding.suppressed !== undefined)
        return style.dim('allowed ');
    if (finding.severity === 'critical' || finding.severity === 'high')
        return style.red(finding.severity.padEnd(8));
    return finding.severity === 'medium' ? style.yellow('medium  ') : style.dim('low     ');
}
/** The security findings; low and suppressed ones only with --verbose (they are counted). */
function securityLines(skill, style, options) {
    const findings = securityFindingsOf(skill.layers);
    const shown = options.verbose
        ? findings
        : findings.filter((f) => f.suppressed === undefined && f.severity !== 'low');
    const lines = shown.map((f) => {
        const where = formatLocation(fileOnDisk(skill, f.file), f.line);
        const why = f.suppressed === undefined ? '' : ` (allowed: ${printableLine(f.suppressed.reason, 100)})`;
        return `  ${securityLabel(style, f)} ${where}  ${printableLine(f.message)}: ${printableLine(f.evidence, 120)}${why} ${style.dim(`[${f.ruleId}, ${f.cwe}]`)}`;
    });
    if (findings.length > shown.length) {
        lines.push(style.dim(`  ${plural(findings.length - shown.length, 'low or allowed security finding')} (--verbose lists them)`));
    }
    if (skill.layers.security?.status === 'error') {
        lines.push(`  ${style.red('ERROR  ')} security scan failed: ${printableLine(skill.layers.security.reason ?? '')}`);
    }
    return lines;
}
function renderText(report, style, options) {
    const { summary } = report;
    const skills = skillsByAttention(report.skills);
    const verdict = printableLine(runVerdict(report, (skill) => printableName(displayPath(skill), 200)), 2000);
    const lines = [
        style.bold(`skill-ci ${report.tool.version}`) +
            ` · depth ${report.depth} · ${plural(summary.evaluated, 'skill')}` +
            (summary.errored > 0 ? style.red(` · ${summary.errored} errored`) : '') +
            (report.usage === undefined ? '' : ` · LLM ${formatUsd(report.usage.costUsd)}`),
        summary.gate.passed ? style.green(verdict) : style.red(verdict),
        '',
        ...overviewTable(skills, style)
    ];
    const missing = missingShardsText(report);
    if (missing !== undefined) {
        lines.push('', style.red(`${missing.title}:`), ...missing.lines.map((l) => `  ${printableLine(l)}`));
    }
    const agreement = report.usage?.judgeAgreement;
    if (agreement !== undefined) {
        const { title, lines: perDimension } = agreementText(agreement);
        lines.push('', style.bold(`${title}:`), ...perDimension.map((line) => `  ${line}`));
    }
    for (const skill of skills)
        lines.push('', ...skillDetails(skill, style, options));
    lines.push('');
    if (summary.gate.passed) {
        lines.push(style.green('Gate passed'));
    }
    else {
        lines.push(style.red(`Gate failed (${plural(summary.failed, 'skill')}):`));
        // A reason names the skill's folder: shown as everywhere else in the output, `\n` and all.
        for (const reason of gateReasonsByAttention(report)) {
            lines.push(`  - ${printableName(reason, 500)}`);
        }
    }
    return lines.join('\n') + '\n';
}
/**
 * `validate`: only the spec and eval-file findings and errors, one per line, then their count by
 * severity ("2 skills checked: 3 errors, 1 notice"): a notice is advice, not a problem.
 */
function renderValidateText(report, style) {
    const lines = [];
    const counts = { error: 0, warning: 0, notice: 0 };
    for (const skill of report.skills) {
        for (const f of skill.findings.filter((f) => f.source === 'spec' || f.source === 'eval')) {
            counts[f.severity] += 1;
            const where = formatLocation(fileOnDisk(skill, f.file), f.line);
            lines.push(`${where}: ${severityLabel(style, f).trim()} ${printableLine(f.message)} ${style.dim(`[${f.ruleId}]`)}`);
        }
        for (const e of skill.errors) {
            counts.error += 1;
            const where = formatLocation(fileOnDisk(skill, e.file), e.line);
            lines.push(`${where}: ${style.red('error')} ${printableLine(e.message)} ${style.dim(`[${e.code}]`)}`);
        }
    }
    const found = Object.entries(counts)
        .filter(([, n]) => n > 0)
        .map(([severity, n]) => plural(n, severity));
    lines.push(`${plural(report.summary.evaluated, 'skill')} checked: ${found.length === 0 ? 'no findings' : found.join(', ')}` +
        (report.summary.gate.passed ? '' : style.red(' — failed')));
    return lines.join('\n') + '\n';
}

export { fileOnDisk, renderText, renderValidateText };
