import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { j as runAgent } from './index-main.js';




















































// The builtin harness: skill-ci's own tool loop on the Messages API (../loop.ts), every call
// through the shared Llm (cache, budget, ledger, retries).
function builtinHarness(toolVersion) {
    return { info: { name: 'builtin', version: toolVersion }, run: runAgent };
}

export { builtinHarness };
