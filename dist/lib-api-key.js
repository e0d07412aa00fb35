// Where the Anthropic API key comes from. Its own module, so that a front door can ask whether
// there is a key without loading the client (and the SDK with it).
/** The API key from an explicit value or the environment; undefined when there is none. */
function resolveApiKey(explicit, env = process.env) {
    const key = explicit?.trim() || env.ANTHROPIC_API_KEY?.trim();
    return key ? key : undefined;
}

export { resolveApiKey as r };
