import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { r as resolveApiKey } from './lib-api-key.js';

const { readFile, access } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
import { A as packageJson } from './lib-index.js';
import { L as LlmError } from './lib-llm-error.js';
const { fileURLToPath } = __requireBuiltin('node:url');

// Finding an agent's own program (Codex CLI, Gemini CLI, OpenCode, …). Each ships as an npm package
// that carries its binary, far too large to bundle into dist/: it is run from a folder the caller
// names (the Action's tool cache), else from where Node would find the package next to skill-ci or
// in the current project. Each version is pinned once, as skill-ci's devDependency in package.json,
// which the tests run and the Action installs.
const pins = packageJson.devDependencies;
/** The version of `pkg` skill-ci is tested with and the Action installs. */
function pinnedVersion(pkg) {
    const version = pins[pkg];
    if (version === undefined)
        throw new Error(`${pkg} is not pinned in skill-ci's package.json`);
    return version;
}
/** The one line the CLI prints when the program is missing. */
function missingProgramMessage(spec) {
    const at = `${spec.package}@${pinnedVersion(spec.package)}`;
    return (`the ${spec.harness} harness needs ${spec.package}, which is not installed: ` +
        `run \`npm install ${at}\` (in this project, or with -g next to a global skill-ci), ` +
        `or leave ${spec.harness} out of --harness`);
}
class AgentProgramMissingError extends Error {
    constructor(spec, detail) {
        const message = missingProgramMessage(spec);
        super(detail ? `${message} (${detail})` : message);
        this.name = 'AgentProgramMissingError';
    }
}
/** The package's folder under `base` or one of its parents' node_modules, or undefined. */
async function packageDirFrom(base, pkg) {
    for (let dir = path__default.resolve(base);; dir = path__default.dirname(dir)) {
        const candidate = path__default.join(dir, 'node_modules', pkg);
        try {
            await access(path__default.join(candidate, 'package.json'));
            return candidate;
        }
        catch {
            // Not installed here: look one folder up.
        }
        if (dir === path__default.dirname(dir))
            return undefined;
    }
}
/**
 * The program of `spec`, from `installDir` when given (a folder with node_modules/, as the
 * Action's installer makes), else from skill-ci's own location or the current directory.
 */
async function findAgentProgram(spec, installDir, cwd = process.cwd()) {
    const bases = installDir ? [installDir] : [path__default.dirname(fileURLToPath(import.meta.url)), cwd];
    for (const base of bases) {
        const dir = await packageDirFrom(base, spec.package);
        if (dir === undefined)
            continue;
        const json = JSON.parse(await readFile(path__default.join(dir, 'package.json'), 'utf8'));
        const entry = await spec.entry(dir);
        try {
            await access(entry);
        }
        catch {
            throw new AgentProgramMissingError(spec, `${entry} is missing`);
        }
        return { path: entry, version: json.version ?? 'unknown' };
    }
    throw new AgentProgramMissingError(spec, installDir ? `not found under ${installDir}` : undefined);
}

// The agent harnesses a run can list (`--harness builtin,claude-code,…`), one entry each: the
// provider its agent talks to (whose key and base URL it gets), its default model when that is not
// Anthropic's, and how it is opened. Opening imports the harness's own module, so a run loads only
// the harnesses it lists (ARCHITECTURE.md, "What a run loads"). A new harness is one entry here
// (and its name in HARNESS_NAMES, src/model/constants.ts).
const PROVIDERS = {
    anthropic: {
        label: 'Anthropic',
        keyInput: 'anthropic-api-key',
        keyEnv: 'ANTHROPIC_API_KEY',
        baseUrlEnv: 'ANTHROPIC_BASE_URL'
    },
    openai: {
        label: 'OpenAI',
        keyInput: 'openai-api-key',
        keyEnv: 'OPENAI_API_KEY',
        baseUrlEnv: 'OPENAI_BASE_URL'
    },
    gemini: {
        label: 'Gemini',
        keyInput: 'gemini-api-key',
        keyEnv: 'GEMINI_API_KEY',
        baseUrlEnv: 'GOOGLE_GEMINI_BASE_URL'
    }
};
const HARNESS_TABLE = {
    builtin: {
        provider: 'anthropic',
        // skill-ci's own loop calls the API through the run's client, whose key the plan checked.
        open: async (ctx) => (await import('./lib-builtin.js')).builtinHarness(ctx.toolVersion)
    },
    'claude-code': {
        provider: 'anthropic',
        open: async (ctx) => {
            const { loadClaudeAgentSdk } = await import('./lib-claude-code-sdk.js');
            const { claudeCodeHarness } = await import('./lib-claude-code.js');
            return claudeCodeHarness({ sdk: await loadClaudeAgentSdk(ctx.installDir), api: ctx.target });
        }
    },
    codex: {
        provider: 'openai',
        package: '@openai/codex',
        defaultModel: 'gpt-5-mini',
        open: async (ctx) => {
            const { codexHarness } = await import('./lib-codex.js');
            const { CODEX_PROGRAM } = await import('./lib-codex-project.js');
            const program = await findAgentProgram(CODEX_PROGRAM, ctx.installDir);
            return codexHarness({ program, api: ctx.target, model: ctx.model });
        }
    },
    'gemini-cli': {
        provider: 'gemini',
        package: '@google/gemini-cli',
        defaultModel: 'gemini-2.5-flash',
        open: async (ctx) => {
            const { geminiCliHarness, GEMINI_CLI_PROGRAM } = await import('./lib-gemini-cli.js');
            const program = await findAgentProgram(GEMINI_CLI_PROGRAM, ctx.installDir);
            return geminiCliHarness({ program, api: ctx.target, model: ctx.model });
        }
    },
    opencode: {
        provider: 'anthropic',
        package: 'opencode-ai',
        open: async (ctx) => {
            const { opencodeHarness, OPENCODE_PROGRAM } = await import('./lib-opencode.js');
            const program = await findAgentProgram(OPENCODE_PROGRAM, ctx.installDir);
            return opencodeHarness({ program, api: ctx.target, model: ctx.model });
        }
    }
};
/** The one line a run says when a listed harness's provider key is missing. */
function missingKeyMessage(name, provider) {
    const p = PROVIDERS[provider];
    return `the ${name} harness needs an ${p.label} API key: set ${p.keyEnv} (the Action's ${p.keyInput} input), or leave ${name} out of --harness`;
}

/** The harnesses a run lists, in order, each once. */
function listedHarnesses(settings) {
    return [...new Set(settings?.names ?? [settings?.name ?? 'builtin'])];
}
/** The provider's key and base URL from the run's settings and environment, or undefined without a key. */
function providerTarget(provider, settings, llm) {
    if (provider === 'anthropic') {
        const apiKey = resolveApiKey(llm.apiKey, llm.env);
        if (apiKey === undefined)
            return undefined;
        return { apiKey, baseURL: llm.baseURL ?? (llm.env.ANTHROPIC_BASE_URL || undefined) };
    }
    const spec = PROVIDERS[provider];
    const apiKey = settings?.keys?.[provider]?.trim() || llm.env[spec.keyEnv]?.trim();
    if (!apiKey)
        return undefined;
    const baseURL = llm.env[spec.baseUrlEnv]?.trim() || undefined;
    return baseURL === undefined ? { apiKey } : { apiKey, baseURL };
}
/**
 * Whether the run's agents need no Anthropic key: every listed harness talks to another provider,
 * whose key the run has. The activation layer can then run on the skills' authored trigger prompts
 * alone; a call it would make to Anthropic (writing trigger prompts for a skill without any,
 * judging a scenario's output) fails with the missing key, and that skill's layer with it.
 */
function agentsWithoutAnthropic(settings, llm) {
    return listedHarnesses(settings).every((name) => {
        const { provider } = HARNESS_TABLE[name];
        return provider !== 'anthropic' && providerTarget(provider, settings, llm) !== undefined;
    });
}
/** The model a listed harness's runs ask for (undefined: the layer's, for an Anthropic harness). */
function slotModel(name, entry, settings) {
    return (settings?.models?.[name] ?? (entry.provider === 'anthropic' ? undefined : entry.defaultModel));
}
/** Opens one listed harness; throws when its key or its program is missing. */
async function openHarness(name, settings, table) {
    const entry = table[name];
    const model = slotModel(name, entry, settings.harness);
    const target = providerTarget(entry.provider, settings.harness, settings.llm);
    if (target === undefined) {
        throw new LlmError('no_key', name === 'claude-code' && listedHarnesses(settings.harness).length === 1
            ? 'no Anthropic API key (anthropic-api-key / ANTHROPIC_API_KEY)'
            : missingKeyMessage(name, entry.provider));
    }
    const harness = await entry.open({
        target,
        model,
        installDir: await settings.harness?.install?.(name),
        toolVersion: settings.llm.toolVersion
    });
    return model === undefined ? { name, harness } : { name, model, harness };
}
const opened = new WeakMap();
/**
 * The run's harnesses: opened on first use, the same ones for every layer of the run. One listed
 * harness that cannot be opened rejects (the run stops with its one line, as before lists); of
 * several, it is that harness's `error`. `table` is the harness table (tests give a variant).
 */
function runHarnesses(settings, table = HARNESS_TABLE) {
    let slots = opened.get(settings);
    if (slots === undefined) {
        const names = listedHarnesses(settings.harness);
        slots =
            names.length === 1
                ? openHarness(names[0], settings, table).then((slot) => [slot])
                : Promise.all(names.map((name) => openHarness(name, settings, table).catch((error) => ({
                    name,
                    error: error instanceof Error ? error.message : String(error)
                }))));
        opened.set(settings, slots);
    }
    return slots;
}
/** The run's first harness (what a single-harness run opens). */
async function runHarness(settings) {
    const [first] = await runHarnesses(settings);
    if (first?.harness === undefined)
        throw new Error(first?.error ?? 'no harness was opened');
    return first.harness;
}
/**
 * The harness options of an agent layer's config: each listed harness (the estimate prices its
 * calls) and the harness itself, except on a dry run, which only prices the plan (nothing is
 * loaded or installed for it). `harness` / `harnessName` are the first one's, as before lists.
 */
async function agentHarnessOption(settings, table = HARNESS_TABLE) {
    const names = listedHarnesses(settings.harness);
    const harnessName = names[0];
    if (settings.llm.dryRun === true) {
        if (names.length === 1)
            return { harnessName };
        const agents = names.map((name) => {
            const model = slotModel(name, table[name], settings.harness);
            return model === undefined ? { name } : { name, model };
        });
        return { harnessName, agents };
    }
    const slots = await runHarnesses(settings, table);
    if (slots.length === 1)
        return { harness: slots[0].harness, harnessName };
    return { harnessName, agents: slots };
}
/** The harnesses the run's agent layers used, if any opened one: in the order listed. */
async function harnessesOfRun(settings) {
    const slots = settings === undefined ? undefined : opened.get(settings);
    if (slots === undefined)
        return [];
    const open = (await slots.catch(() => [])).flatMap((s) => s.harness === undefined ? [] : [s.harness.info]);
    return open;
}
/** The harness the run's agent layers used, if any opened one (the first listed). */
async function harnessOfRun(settings) {
    return (await harnessesOfRun(settings))[0];
}

var harness = /*#__PURE__*/Object.freeze({
  __proto__: null,
  agentHarnessOption: agentHarnessOption,
  agentsWithoutAnthropic: agentsWithoutAnthropic,
  harnessOfRun: harnessOfRun,
  harnessesOfRun: harnessesOfRun,
  listedHarnesses: listedHarnesses,
  providerTarget: providerTarget,
  runHarness: runHarness,
  runHarnesses: runHarnesses
});

export { harness as h, pinnedVersion as p };
