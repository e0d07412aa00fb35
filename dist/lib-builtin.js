import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { r as runAgent } from './lib-loop.js';
import './lib-client.js';
import './lib-index.js';





import './lib-api-key.js';
import './lib-prompt-cache.js';
import './lib-llm-error.js';


// The builtin harness: skill-ci's own tool loop on the Messages API (../loop.ts), every call
// through the shared Llm (cache, budget, ledger, retries).
function builtinHarness(toolVersion) {
    return { info: { name: 'builtin', version: toolVersion }, run: runAgent };
}

export { builtinHarness };
