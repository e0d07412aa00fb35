import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
export { u as unified } from './cli-index2.js';
import './cli-claude-code-sdk.js';








import './cli-index3.js';
