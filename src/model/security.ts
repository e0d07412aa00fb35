// `layers.security`: what the security scan found in a skill's files (always run, no model), and
// `layers.security_review`: the optional LLM review of what the skill does beyond what its
// description announces. Neither changes the composite: a skill's score and its safety are
// reported side by side.
import { z } from 'zod'
import { LayerRunSchema, LocationSchema } from './common.js'
import { SECURITY_GATES } from './constants.js'

export const SECURITY_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const
export const SecuritySeveritySchema = z.enum(SECURITY_SEVERITIES)
export type SecuritySeverity = z.infer<typeof SecuritySeveritySchema>

export const SecurityGateSchema = z.enum(SECURITY_GATES)
export type SecurityGate = z.infer<typeof SecurityGateSchema>

export const SecurityFindingSchema = LocationSchema.extend({
  /** `injection/override`, `exec/download-exec`, … (the README lists every rule). */
  ruleId: z.string(),
  severity: SecuritySeveritySchema,
  message: z.string(),
  /** The offending text, cut short and made inert (no control or invisible characters). */
  evidence: z.string(),
  /** The weakness it is an instance of, e.g. `CWE-78`. */
  cwe: z.string(),
  /** The OWASP Top 10 for LLM applications category, e.g. `LLM01: Prompt Injection`. */
  owasp: z.string(),
  /** Present when an allow comment or the allow-list waived it: shown, never gating. */
  suppressed: z.object({ by: z.enum(['comment', 'config']), reason: z.string() }).optional()
})
export type SecurityFinding = z.infer<typeof SecurityFindingSchema>

export const SecurityLayerSchema = LayerRunSchema.extend({
  findings: z.array(SecurityFindingSchema),
  /** The files read and scanned, relative to the scanned root. */
  filesScanned: z.number().int().nonnegative(),
  /** Files that were not scanned (too large, binary, outside the folder) and why. */
  skipped: z.array(LocationSchema.extend({ reason: z.string() }))
})
export type SecurityLayer = z.infer<typeof SecurityLayerSchema>

export const SecurityReviewSchema = LayerRunSchema.extend({
  /** The model's verdict: does the skill do only what its description announces? */
  verdict: z.enum(['consistent', 'undeclared_behaviour']),
  summary: z.string(),
  findings: z.array(SecurityFindingSchema),
  /** The model id the API answered with (the reply's `model`); in reports made before it was recorded, the name asked for, which may be an alias. */
  model: z.string(),
  /** The model's name as asked for. */
  modelAsked: z.string().optional(),
  usage: z.object({ calls: z.number().int(), cacheHits: z.number().int(), costUsd: z.number() })
})
export type SecurityReview = z.infer<typeof SecurityReviewSchema>

export const SecurityReviewRecordSchema = z.union([SecurityReviewSchema, LayerRunSchema.strict()])
export type SecurityReviewRecord = z.infer<typeof SecurityReviewRecordSchema>
