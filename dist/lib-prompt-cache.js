import { j as estimateTokens } from './lib-index.js';

/**
 * The minimum cacheable prompt length the API documents per model (2026): Opus 4.5/4.6 and
 * Haiku 4.5 4,096 tokens; Opus 4.7 and Haiku 3.x 2,048; the other Sonnet and Opus models 1,024.
 * First match wins; a model none matches gets the largest, so a mark is never placed in vain.
 */
const MINIMUMS = [
    [/opus-4-[56]|haiku-4|^haiku$/, 4096],
    [/opus-4-7|haiku/, 2048],
    [/sonnet|opus/, 1024]
];
function minimumCacheableTokens(model) {
    const id = model.toLowerCase();
    return MINIMUMS.find(([re]) => re.test(id))?.[1] ?? 4096;
}
/** `block` marked as the end of a prefix that later calls repeat. */
function withCacheMark(block) {
    return { ...block, cache_control: { type: 'ephemeral' } };
}
/** Characters a block adds to the prompt, counted as the text the model reads. */
function blockChars(block) {
    if (block.type === 'text')
        return String(block.text ?? '').length;
    const { cache_control: _mark, ...rest } = block;
    return JSON.stringify(rest).length;
}
/** The blocks of a content list or string, as slots; `replace` swaps a string for blocks. */
function slotsOf(content, replace, count) {
    if (typeof content === 'string')
        return [
            {
                prefixTokens: count(content.length),
                marked: false,
                set: (mark) => {
                    if (mark)
                        replace([{ type: 'text', text: content, cache_control: { type: 'ephemeral' } }]);
                }
            }
        ];
    return content.map((block) => ({
        prefixTokens: count(blockChars(block)),
        marked: block.cache_control != null,
        set: (mark) => {
            if (mark)
                block.cache_control ??= { type: 'ephemeral' };
            else
                delete block.cache_control;
        }
    }));
}
/**
 * `request` with the API's caching rules applied to its own marks and to `points` (see the
 * header). It copies what it changes, never the caller's objects.
 */
function placeBreakpoints(request, model, enabled = true, points = []) {
    const copy = (blocks) => blocks.map((b) => ({ ...b }));
    const out = { ...request, messages: request.messages.map((m) => ({ ...m })) };
    if (request.tools)
        out.tools = copy(request.tools);
    if (Array.isArray(request.system))
        out.system = copy(request.system);
    for (const m of out.messages)
        if (typeof m.content !== 'string')
            m.content = copy(m.content);
    let chars = 0;
    const count = (more) => estimateTokens((chars += more));
    const tools = out.tools === undefined ? [] : slotsOf(out.tools, () => undefined, count);
    const system = out.system === undefined ? [] : slotsOf(out.system, (b) => (out.system = b), count);
    const messages = out.messages.map((m) => slotsOf(m.content, (b) => (m.content = b), count));
    for (const point of points) {
        const group = point === 'tools'
            ? tools
            : point === 'system'
                ? system
                : messages[point < 0 ? messages.length + point : point];
        const end = group?.at(-1);
        if (end)
            end.marked = true;
    }
    const slots = [...tools, ...system, ...messages.flat()];
    const minimum = minimumCacheableTokens(model);
    const kept = new Set(enabled
        ? slots.filter((s) => s.marked && s.prefixTokens >= minimum).slice(-4)
        : []);
    for (const s of slots)
        s.set(kept.has(s));
    return out;
}
/** Every mark a request carries, counted (for tests and checks). */
function countBreakpoints(request) {
    const blocks = [
        ...(request.tools ?? []),
        ...(typeof request.system === 'string' ? [] : (request.system ?? [])),
        ...request.messages.flatMap((m) => (typeof m.content === 'string' ? [] : m.content))
    ];
    return blocks.filter((b) => b.cache_control != null).length;
}

export { countBreakpoints as c, placeBreakpoints as p, withCacheMark as w };
