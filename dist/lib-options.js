import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { o as object, g as boolean, a as array, _ as _enum, s as string } from './lib-index.js';






// Options of the agentskills.io spec rules. One zod schema: config files and action inputs that set
// these options are validated with it, and the TS type is inferred from it.
const SpecRuleOptionsSchema = object({
    /** Severity of a top-level field that is neither a spec field nor an accepted extension. */
    unknownFields: _enum(['warn', 'error']).default('warn'),
    /**
     * Accept Unicode letters and digits in `name`, as the reference validator skills-ref does. Off
     * by default: the spec text says lowercase a–z, 0–9 and hyphens, and several runtimes agree.
     */
    allowUnicodeNames: boolean().default(false),
    /**
     * What to do with platform extension fields (Claude Code's documented keys, which the spec does
     * not define): `allow` accepts them and names them in one notice, `warn` and `error` report each
     * one at that severity, as a strict spec validator would.
     */
    platformFields: _enum(['allow', 'warn', 'error']).default('allow'),
    /** More top-level fields to accept without a finding (e.g. an in-house platform's own keys). */
    extraAllowedFields: array(string()).default([]),
    /**
     * Emit the spec's size recommendations (SKILL.md ≤ 500 lines, body ≤ ~5,000 tokens) as
     * warnings.
     */
    recommendations: boolean().default(true)
})
    .strict();

export { SpecRuleOptionsSchema };
