// Public surface of the LLM foundation. Nothing else in skill-ci imports @anthropic-ai/sdk.
export {
  createLlm,
  LlmError,
  replyText,
  requestInputChars,
  resolveApiKey,
  tokensOf,
  worstCaseUsd,
  type CallOptions,
  type Llm,
  type LlmErrorKind,
  type LlmOptions,
  type LlmReply,
  type MessageRequest
} from './client.js'
export type { ModelUse } from './answered.js'
export {
  AUTO_BATCH_MIN_REQUESTS,
  BATCH_DEADLINE_MINUTES,
  BATCH_MODES,
  DEFAULT_BATCH_DEADLINE_MS,
  type BatchMode,
  type BatchOptions
} from './batch.js'
export { Budget, BUDGET_BOUNDS, BudgetExhaustedError, type BudgetLimits } from './budget.js'
export { cacheKey, DEFAULT_CACHE_DIR, ResponseCache } from './cache.js'
export { DEFAULT_MODEL_LIST_TTL_MS, MODEL_LIST_FILE } from './model-list.js'
export {
  currentCostHarness,
  currentCostOwners,
  withCostHarness,
  withCostOwners
} from './cost-owner.js'
export { UsageLedger, type LedgerBucket, type LedgerSummary } from './ledger.js'
export {
  DEFAULT_AGENT_MODEL,
  DEFAULT_JUDGE_MODEL,
  DEFAULT_TRIGGERING_MODEL,
  MODEL_ALIASES,
  modelFamily,
  resolveModelName,
  UnknownModelError,
  type ListedModel
} from './models.js'
export {
  BATCH_PRICE_FACTOR,
  batchPrice,
  costUsd,
  DEFAULT_PRICING,
  parsePricingOverride,
  priceFor,
  type Price,
  type PricingTable,
  type TokenCounts,
  totalTokens
} from './pricing.js'
export {
  cachedTextBlock,
  MAX_CACHE_BREAKPOINTS,
  minimumCacheableTokens,
  placeBreakpoints,
  withCacheMark,
  type CachePoint
} from './prompt-cache.js'
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.js'
export { estimateCalls, formatEstimate, type CallPlan, type PlanEstimate } from './estimate.js'
export type * from './sdk-types.js'
export {
  answerTool,
  correctionTurns,
  describeIssues,
  readToolAnswer,
  type AnswerTool,
  type ToolAnswer
} from './answer-tool.js'
export { askForAnswer, type AskOptions, type AskOutcome } from './ask.js'
export { untrustedBlock, UNTRUSTED_DATA_RULE } from './untrusted.js'
