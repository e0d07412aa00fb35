// Where a skill keeps its eval files, inside its folder. Kept apart from their readers, so that a
// run can see that a skill has none without loading the parsers, the schema and the regex engine.
/** skill-validator's eval file: scenarios with assertions, and trigger prompts. */
const EVAL_YAML = 'tests/eval.yaml';
/** agentskills' eval file (skill-creator convention), read when there is no tests/eval.yaml. */
const EVALS_JSON = 'evals/evals.json';
/** skill-creator's trigger prompts. */
const TRIGGER_EVALS_JSON = 'evals/trigger-evals.json';
/** Every eval file a skill may have. */
const EVAL_FILES = [EVAL_YAML, EVALS_JSON, TRIGGER_EVALS_JSON];

export { EVAL_YAML as E, TRIGGER_EVALS_JSON as T, EVALS_JSON as a, EVAL_FILES as b };
