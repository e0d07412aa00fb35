import { S as SPEC_RULES, P as PROFILE_RULES } from './cli-discover.js';

// Fix advice shown to skill authors: the comment's "fix first" tips, annotation details and the
// SARIF rule help all read these, so one wording serves every surface.
const ANTI_PATTERN_ADVICE = {
    OVER_CONSTRAINED: {
        summary: 'More than 15 MUST / NEVER / ALWAYS directives.',
        fix: 'Keep the few hard rules that protect against real failures and rewrite the rest as plain guidance with a reason; a wall of absolutes dilutes the ones that matter.'
    },
    EMPTY_DESCRIPTION: {
        summary: 'The frontmatter description is shorter than 20 characters.',
        fix: 'Write a description that says what the skill does and when to use it, naming the concrete situations, inputs or file types it is for.'
    },
    MISSING_TRIGGER: {
        summary: 'The description has no trigger phrase, so the model cannot tell when to load the skill.',
        fix: 'Add an explicit trigger such as "Use when …" or "Use this skill when …" followed by two or three specific situations.'
    },
    BLOATED_SKILL: {
        summary: 'SKILL.md has more than 800 lines and no references/ folder.',
        fix: 'Keep the core procedure in SKILL.md and move long reference material, tables and examples into files under references/, linked from the body.'
    },
    ORPHAN_REFERENCE: {
        summary: 'A link points into references/ at a file that does not exist there.',
        fix: 'Create the missing file in references/ or correct the link.'
    },
    DEAD_CROSS_REF: {
        summary: 'A `skills/…` path in the text points at no skill or file that exists.',
        fix: 'Point the reference at an existing sibling skill folder, or remove it if the other skill was renamed or deleted.'
    }
};
/** An anti-pattern's own fix (a tailored one, when the detector gave it) or its rule's. */
function antiPatternFix(pattern) {
    return pattern.fix ?? ANTI_PATTERN_ADVICE[pattern.flag].fix;
}
const PORTABILITY_ADVICE = {
    SKILL_OVER_CODEX_CAP: {
        summary: 'The skill is larger than 8 KiB and has no references/ folder; some harnesses cut it off.',
        fix: 'Move detail into references/ so the part every harness loads stays under 8 KiB.'
    },
    CLAUDE_TOOL_REFS: {
        summary: 'The text names harness-specific tools in backticks (e.g. a `Bash` tool).',
        fix: 'Describe the action instead of the tool ("run the command", "search the files") so the skill reads the same in any agent harness.'
    },
    CLAUDE_TOOL_PROSE: {
        summary: 'The prose tells the model to use a named harness tool ("the Read tool").',
        fix: 'Say what to do rather than which tool to call; other harnesses name their tools differently.'
    }
};
const FINDING_ADVICE = {
    spec: {
        label: 'Agent Skills format rule',
        fix: 'Bring the file in line with the Agent Skills format (frontmatter fields, naming and layout) as the message describes.'
    },
    profile: {
        label: 'Skill profile check',
        fix: 'Adjust the skill so the measured property falls inside the recommended range given in the message.'
    },
    portability: {
        label: 'Portability check',
        fix: 'Reword the skill so it does not depend on one agent harness.'
    },
    eval: {
        label: 'Evaluation file check',
        fix: 'Fix the evaluation file (tests/eval.yaml or evals/) at the reported line.'
    },
    activation: {
        label: 'Activation gate (Monte Carlo)',
        fix: 'The agent picks a skill from its description alone: say what the skill does and list the concrete requests it is for ("Use when …"), and name the neighbouring requests it is not for ("Not for …"); then re-run `skill-ci triggers`.'
    },
    layer: {
        label: 'A layer that was asked for and failed',
        fix: 'Read the reason in the message, fix it (key, base URL, model, budget) and re-run; with on-layer-error: warn the gate passes without the layer.'
    }
};
/** Spec rules whose fix is more specific than the generic "bring the file in line" advice. */
const SPEC_RULE_FIX = {
    'spec/missing-file': 'Add the missing file to the skill folder or correct the link or path (relative to the folder holding SKILL.md, without `../`).',
    'spec/link-outside': 'Copy the file into the skill folder (references/, scripts/ or assets/) and link it from there, or link an absolute URL; a file outside the folder is not installed with the skill.',
    'spec/platform-field': 'Keep the field if the skill targets Claude Code; for other runtimes move the value into `metadata` or drop it. The platform-fields option decides whether these fields are only noted, warned about or errors.',
    'spec/file-lines': 'Keep the core procedure in SKILL.md and move long reference material, tables and examples into files under references/, linked from the body.'
};
/** What a rule id owned by another module checks, from that module's catalogue when it has one. */
function ruleSummary(finding) {
    const { source, ruleId } = finding;
    if (source === 'spec' && Object.hasOwn(SPEC_RULES, ruleId)) {
        return SPEC_RULES[ruleId].summary;
    }
    if (source === 'profile' && Object.hasOwn(PROFILE_RULES, ruleId)) {
        return PROFILE_RULES[ruleId];
    }
    return undefined;
}
/** Advice for rule findings whose ids are owned by other modules (spec, profile, eval). */
function findingAdvice(finding) {
    const { label, fix } = FINDING_ADVICE[finding.source];
    const known = ruleSummary(finding);
    const specFix = finding.source === 'spec' && Object.hasOwn(SPEC_RULE_FIX, finding.ruleId)
        ? SPEC_RULE_FIX[finding.ruleId]
        : undefined;
    return {
        summary: known === undefined ? `${label} ${finding.ruleId}.` : `${label}: ${known}`,
        fix: specFix ?? fix
    };
}
/** Display names and the "what to improve" tip for each of the ten composite dimensions. */
const DIMENSION_ADVICE = {
    triggering_accuracy: {
        title: 'Triggering accuracy',
        tip: 'Rewrite the description as one summary sentence plus "Use when …" with three or more concrete, distinct situations (name the technologies, inputs or file types), so the skill fires on the right requests and not on neighbouring ones.'
    },
    orchestration_fitness: {
        title: 'Orchestration fitness',
        tip: 'Make the skill a focused worker: document its inputs and the exact output format (a template or schema), and drop routing or coordination language such as "orchestrate", "dispatch" or "then call another skill".'
    },
    output_quality: {
        title: 'Output quality',
        tip: 'Add worked examples from simple to complex, pin down the output format, and cover the edge cases and failure modes a user will actually hit.'
    },
    scope_calibration: {
        title: 'Scope calibration',
        tip: 'Cover every important aspect of the stated domain at a useful depth, cut padding and background the model already knows, and move supporting detail into references/.'
    },
    progressive_disclosure: {
        title: 'Progressive disclosure',
        tip: 'Keep SKILL.md to the core procedure (a few hundred lines) and put deep detail in references/ and reusable material in assets/, linked from the body.'
    },
    token_efficiency: {
        title: 'Token efficiency',
        tip: 'Remove repeated lines and boilerplate, and replace piles of MUST/NEVER/ALWAYS with fewer rules that explain why.'
    },
    robustness: {
        title: 'Robustness',
        tip: 'Say what to do when inputs are missing or malformed and when a step fails, so runs do not break on the unusual case.'
    },
    structural_completeness: {
        title: 'Structural completeness',
        tip: 'Organise the body under clear headings with code examples, an Examples section and a Troubleshooting section; a comparison or decision table helps too.'
    },
    code_template_quality: {
        title: 'Code and template quality',
        tip: 'Make code and templates complete and runnable as written, with error handling and the versions they need.'
    },
    ecosystem_coherence: {
        title: 'Ecosystem coherence',
        tip: 'Link to the related skills that exist next to this one (a short "Related" or "See also" section) so readers and the model can find companions.'
    }
};
/**
 * What each frontmatter_quality check that a skill does not meet asks of its description, with
 * what the check counted (`found`): the words the scorer looks for, never a generic rewrite.
 */
function frontmatterCheckAdvice(check) {
    switch (check.check) {
        case 'name':
            return 'a `name` in the frontmatter';
        case 'length':
            return `more words (it has ${check.found ?? 0} characters; 100 or more score best)`;
        case 'trigger-phrase':
            return 'a trigger phrase: "Use when …" or "Use this skill when …"';
        case 'use-cases':
            return `three or more situations, each after a comma (", when …", ", for …"; it has ${check.found ?? 0})`;
        case 'activity':
            return 'a situation named as an activity ("when reviewing …", "for testing …")';
        case 'proactively':
            return '"Use proactively", if it should load without being asked';
        case 'load-words':
            return 'a word saying how it loads ("automatically", "invoke"), where that is true';
    }
}

export { ANTI_PATTERN_ADVICE as A, DIMENSION_ADVICE as D, PORTABILITY_ADVICE as P, antiPatternFix as a, frontmatterCheckAdvice as b, findingAdvice as f };
