// Where a skill keeps its eval files, inside its folder. Kept apart from their readers, so that a
// run can see that a skill has none without loading the parsers, the schema and the regex engine.

/** skill-validator's eval file: scenarios with assertions, and trigger prompts. */
export const EVAL_YAML = 'tests/eval.yaml'
/** agentskills' eval file (skill-creator convention), read when there is no tests/eval.yaml. */
export const EVALS_JSON = 'evals/evals.json'
/** skill-creator's trigger prompts. */
export const TRIGGER_EVALS_JSON = 'evals/trigger-evals.json'

/** Every eval file a skill may have. */
export const EVAL_FILES = [EVAL_YAML, EVALS_JSON, TRIGGER_EVALS_JSON] as const
