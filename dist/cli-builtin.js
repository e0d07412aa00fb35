import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { r as runAgent } from './cli-loop.js';
import './cli-client.js';
import './cli-file-names.js';



import './cli-api-key.js';
import './cli-options.js';
import './cli-renamed-options.js';





import './cli-errors.js';

import './cli-cache.js';
import './cli-model-list.js';

import './cli-models.js';
import './cli-schemas.js';
import './cli-pricing.js';
import './cli-prompt-cache.js';
import './cli-llm-error.js';
import './cli-write-no-follow.js';
import './cli-improve.js';
import './cli-text2.js';
import './cli-shell.js';

// The builtin harness: skill-ci's own tool loop on the Messages API (../loop.ts), every call
// through the shared Llm (cache, budget, ledger, retries).
function builtinHarness(toolVersion) {
    return { info: { name: 'builtin', version: toolVersion }, run: runAgent };
}

export { builtinHarness };
