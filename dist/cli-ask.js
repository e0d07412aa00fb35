import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { r as readToolAnswer, c as correctionTurns } from './cli-untrusted.js';



import './cli-model-list.js';
import './cli-pricing.js';
import { L as LlmError } from './cli-llm-error.js';

/** Asks `request` (which must carry `tool.request`), with one corrective turn. */
async function askForAnswer(llm, request, options) {
    const replies = [];
    let current = request;
    let error = '';
    for (let attempt = 0; attempt < 2; attempt++) {
        let reply;
        try {
            // The corrective turn follows the first reply: it is never batched.
            const call = attempt === 0 ? options.call : { ...options.call, batchable: false };
            reply = await llm.message(current, call);
        }
        catch (e) {
            const failure = e instanceof LlmError
                ? e
                : new LlmError('transport', e instanceof Error ? e.message : String(e));
            return { ok: false, error: failure.message, replies, failure };
        }
        replies.push(reply);
        const read = readToolAnswer(options.tool, reply.message);
        const problem = read.ok ? (options.check?.(read.value) ?? null) : read.error;
        if (read.ok && problem === null)
            return { ok: true, value: read.value, replies };
        error = problem ?? 'unusable reply';
        current = {
            ...current,
            messages: [
                ...current.messages,
                ...correctionTurns(reply.message, error, options.retryInstruction)
            ]
        };
    }
    return { ok: false, error, replies };
}

export { askForAnswer as a };
