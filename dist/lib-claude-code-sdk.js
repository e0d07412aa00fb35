import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { readFile } = __requireBuiltin('node:fs/promises');
const { createRequire } = __requireBuiltin('node:module');
const path__default = __requireBuiltin('node:path');
const { fileURLToPath, pathToFileURL } = __requireBuiltin('node:url');
import { p as pinnedVersion } from './lib-harness.js';
import './lib-api-key.js';

import './lib-index.js';


import './lib-llm-error.js';

// Loading the Claude Agent SDK. It carries Claude Code's native binary (hundreds of MB), so it is
// never bundled into dist/: it is imported at run time from a folder the caller names (the
// Action's tool cache), else from where Node would find it next to skill-ci or in the current
// project. Its version is pinned once, as skill-ci's devDependency in package.json.
const CLAUDE_AGENT_SDK_PACKAGE = '@anthropic-ai/claude-agent-sdk';
/** The SDK version skill-ci is tested with and the Action installs. */
const CLAUDE_AGENT_SDK_VERSION = pinnedVersion(CLAUDE_AGENT_SDK_PACKAGE);
/** The one line the CLI prints when the SDK is not installed. */
const MISSING_SDK_MESSAGE = `the claude-code harness needs ${CLAUDE_AGENT_SDK_PACKAGE}, which is not installed: ` +
    `run \`npm install ${CLAUDE_AGENT_SDK_PACKAGE}@${CLAUDE_AGENT_SDK_VERSION}\` ` +
    `(in this project, or with -g next to a global skill-ci), or use --harness builtin`;
class ClaudeAgentSdkMissingError extends Error {
    constructor(detail) {
        super(detail ? `${MISSING_SDK_MESSAGE} (${detail})` : MISSING_SDK_MESSAGE);
        this.name = 'ClaudeAgentSdkMissingError';
    }
}
/** The SDK's entry file resolved from `base` (a folder holding node_modules), or undefined. */
function resolveFrom(base) {
    try {
        return createRequire(path__default.join(base, 'noop.js')).resolve(CLAUDE_AGENT_SDK_PACKAGE);
    }
    catch {
        return undefined;
    }
}
/** The package folder of an entry file: the nearest parent with the SDK's package.json. */
async function packageVersion(entry) {
    for (let dir = path__default.dirname(entry); dir !== path__default.dirname(dir); dir = path__default.dirname(dir)) {
        try {
            const json = JSON.parse(await readFile(path__default.join(dir, 'package.json'), 'utf8'));
            if (json.name === CLAUDE_AGENT_SDK_PACKAGE)
                return json.version ?? 'unknown';
        }
        catch {
            // Not this folder.
        }
    }
    return 'unknown';
}
/**
 * Imports the SDK from `installDir` when given (a folder with node_modules/, as the Action's
 * installer makes), else from skill-ci's own location or the current directory.
 */
async function loadClaudeAgentSdk(installDir, cwd = process.cwd()) {
    const bases = installDir ? [installDir] : [path__default.dirname(fileURLToPath(import.meta.url)), cwd];
    const entry = bases.map(resolveFrom).find((e) => e !== undefined);
    if (entry === undefined)
        throw new ClaudeAgentSdkMissingError(installDir ? `not found under ${installDir}` : undefined);
    const mod = (await import(pathToFileURL(entry).href));
    if (typeof mod.query !== 'function')
        throw new ClaudeAgentSdkMissingError(`${entry} has no query function`);
    return { query: mod.query.bind(mod), version: await packageVersion(entry) };
}

export { CLAUDE_AGENT_SDK_PACKAGE, CLAUDE_AGENT_SDK_VERSION, ClaudeAgentSdkMissingError, MISSING_SDK_MESSAGE, loadClaudeAgentSdk };
