import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { f as findingAdvice, A as ANTI_PATTERN_ADVICE, P as PORTABILITY_ADVICE } from './cli-advice.js';
import { A as AntiPatternSchema, P as PortabilityFindingSchema } from './cli-improve.js';
import { v as securityFindingsOf } from './cli-options.js';
import { r as repoPath, f as findSecurityRule } from './cli-text2.js';
import { a as neutraliseJson } from './cli-errors.js';
import './cli-discover.js';

import './cli-file-names.js';



import './cli-schemas.js';
import './cli-renamed-options.js';






/** The base every location's URI is relative to: the repository's root, unless declared. */
const SRCROOT = '%SRCROOT%';
const LEVEL_OF_SEVERITY = {
    error: 'error',
    warning: 'warning',
    notice: 'note'
};
/** GitHub's bands: over 9 critical, 7–8.9 high, 4–6.9 medium, below 4 low. */
const SECURITY_SEVERITY = {
    critical: '9.5',
    high: '8.0',
    medium: '5.5',
    low: '2.0'
};
const LEVEL_OF_SECURITY = {
    critical: 'error',
    high: 'error',
    medium: 'warning',
    low: 'note'
};
function buildSarif(report, opts = {}) {
    const rules = ruleTable();
    // The fixed rule set first, so rule indexes are stable from run to run.
    for (const flag of AntiPatternSchema.shape.flag.options) {
        rules.indexOf(antiPatternRule(flag));
    }
    for (const flag of PortabilityFindingSchema.shape.flag.options) {
        rules.indexOf(portabilityRule(flag));
    }
    const results = report.skills.flatMap((skill) => {
        const prefix = (skill.root === undefined ? undefined : opts.rootPrefixes?.get(skill.root)) ?? opts.pathPrefix;
        return skillIssues(skill).map((issue) => sarifResult(issue, rules.indexOf(issue.rule), skill.path, prefix));
    });
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'skill-ci',
                        version: opts.toolVersion ?? report.tool.version,
                        rules: rules.descriptors
                    }
                },
                ...(opts.srcRoot === undefined
                    ? {}
                    : { originalUriBaseIds: { [SRCROOT]: { uri: opts.srcRoot } } }),
                results
            }
        ]
    };
}
function ruleTable() {
    const descriptors = [];
    const indexes = new Map();
    const indexOf = ({ id, advice, level, category, security }) => {
        const known = indexes.get(id);
        if (known !== undefined)
            return known;
        indexes.set(id, descriptors.length);
        descriptors.push({
            id,
            name: id,
            shortDescription: { text: advice.summary },
            fullDescription: { text: `${advice.summary} ${advice.fix}` },
            help: { text: advice.fix, markdown: advice.fix },
            defaultConfiguration: { level },
            properties: security === undefined
                ? { tags: ['skill-ci', category] }
                : {
                    tags: ['security', 'skill-ci', `external/cwe/${security.cwe.toLowerCase()}`],
                    'security-severity': security.severity,
                    precision: 'medium'
                }
        });
        return descriptors.length - 1;
    };
    return { descriptors, indexOf };
}
/** A skill's errors, findings, anti-patterns and portability findings, in that order. */
function skillIssues(skill) {
    const issue = (rule, message, location) => ({
        rule,
        message,
        location
    });
    return [
        ...skill.errors.map((error) => issue(errorRule(error.code), error.message, error)),
        ...skill.findings.map((finding) => issue(findingRule(finding), finding.message, finding)),
        ...(skill.layers.static?.antiPatterns ?? []).map((pattern) => issue(antiPatternRule(pattern.flag), pattern.description, pattern)),
        ...(skill.layers.static?.portability ?? []).map((finding) => issue(portabilityRule(finding.flag), finding.message, finding)),
        ...securityFindingsOf(skill.layers).map(securityIssue)
    ];
}
function securityIssue(finding) {
    const rule = findSecurityRule(finding.ruleId);
    return {
        rule: {
            // The rule's own severity sets its score; a result that differs keeps its own level.
            id: `security/${finding.ruleId}`,
            advice: { summary: rule?.summary ?? finding.message, fix: rule?.fix ?? '' },
            level: LEVEL_OF_SECURITY[rule?.severity ?? finding.severity],
            category: 'security',
            security: {
                severity: SECURITY_SEVERITY[rule?.severity ?? finding.severity],
                cwe: finding.cwe
            }
        },
        message: `${finding.severity}: ${finding.message} — ${finding.evidence} (${finding.cwe}, ${finding.owasp})`,
        location: finding,
        ...(finding.suppressed === undefined
            ? {}
            : {
                suppression: {
                    kind: finding.suppressed.by === 'comment' ? 'inSource' : 'external',
                    justification: finding.suppressed.reason
                }
            }),
        level: LEVEL_OF_SECURITY[finding.severity],
        securitySeverity: SECURITY_SEVERITY[finding.severity]
    };
}
function errorRule(code) {
    return {
        id: `error/${code}`,
        advice: {
            summary: `skill-ci could not read or evaluate this skill (${code}).`,
            fix: 'Fix the file at the reported location so the skill can be parsed and scored.'
        },
        level: 'error',
        category: 'error'
    };
}
function findingRule(finding) {
    return {
        // Spec and profile ids already carry their source ("spec/name-format"); others get it here.
        id: finding.ruleId.startsWith(`${finding.source}/`)
            ? finding.ruleId
            : `${finding.source}/${finding.ruleId}`,
        advice: findingAdvice(finding),
        level: LEVEL_OF_SEVERITY[finding.severity],
        category: finding.source
    };
}
function antiPatternRule(flag) {
    return {
        id: `anti-pattern/${flag}`,
        advice: ANTI_PATTERN_ADVICE[flag],
        level: 'warning',
        category: 'anti-pattern'
    };
}
function portabilityRule(flag) {
    return {
        id: `portability/${flag}`,
        advice: PORTABILITY_ADVICE[flag],
        level: 'note',
        category: 'portability'
    };
}
/** A result keeps its own level, even where an earlier one with its rule id set the default. */
function sarifResult({ rule, message, location, suppression, level, securitySeverity }, ruleIndex, skillPath, pathPrefix) {
    return {
        ruleId: rule.id,
        ruleIndex,
        level: level ?? rule.level,
        ...(suppression === undefined ? {} : { suppressions: [suppression] }),
        message: { text: message === '' ? rule.id : message },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: {
                        uri: toUri(repoPath(location.file, pathPrefix)),
                        uriBaseId: SRCROOT
                    },
                    region: { startLine: location.line ?? 1 }
                }
            }
        ],
        properties: {
            skill: skillPath,
            ...(securitySeverity === undefined ? {} : { 'security-severity': securitySeverity })
        }
    };
}
/** The SARIF log as JSON text; a log may print it, so no `##[` survives (the data is unchanged). */
function renderSarif(report, opts = {}) {
    return neutraliseJson(JSON.stringify(buildSarif(report, opts), null, 2));
}
/** A relative URI reference: each path segment percent-encoded (spaces, `|`, `#`, `%` …). */
function toUri(path) {
    return path.split('/').map(encodeURIComponent).join('/');
}

export { buildSarif, renderSarif };
