import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { mkdir, readdir } = __requireBuiltin('node:fs/promises');
const { createRequire } = __requireBuiltin('node:module');
const path__default = __requireBuiltin('node:path');
import { m as makeTempDir, k as DEFAULT_RETRY_POLICY, l as removeTempDir } from './index-main.js';

import { c as copyCatalogue, a as agentBaseEnv } from './index-agent-run.js';
















































// The temporary project one Codex run works in, and the configuration that confines it. The
// agent's working directory is the run's work dir (the fixtures, nothing else); the catalogue is
// copied into the user skill folder of a private CODEX_HOME (`$CODEX_HOME/skills/<name>/`), and
// HOME is another fresh folder, so no user or machine configuration, memory, history, hooks, MCP
// servers or skills of this machine leak in. Codex reads only the config.toml written here:
// skill-ci's relay as its one model provider, telemetry, update checks, plugins, apps, bundled
// skills, AGENTS.md and every tool but its shell switched off, and a permission profile that lets
// its shell commands read the work dir, the skill copies, the system's own files and Codex's own
// binaries, and nothing else (its sandbox: bubblewrap and seccomp on Linux), write only the work
// dir (nothing on a trigger run), and reach no network.
/** Codex's platform packages, per Node platform and architecture, with their target triple. */
const PLATFORMS = {
    'linux-x64': ['@openai/codex-linux-x64', 'x86_64-unknown-linux-musl'],
    'linux-arm64': ['@openai/codex-linux-arm64', 'aarch64-unknown-linux-musl'],
    'darwin-x64': ['@openai/codex-darwin-x64', 'x86_64-apple-darwin'],
    'darwin-arm64': ['@openai/codex-darwin-arm64', 'aarch64-apple-darwin']
};
/**
 * The Codex CLI: the npm package `@openai/codex`, whose launcher script finds the native binary
 * in the platform package beside it; the harness runs that binary itself (no Node in between, and
 * its folder is what the sandbox must let commands read).
 */
const CODEX_PROGRAM = {
    harness: 'codex',
    package: '@openai/codex',
    entry: async (packageDir) => {
        const platform = PLATFORMS[`${process.platform}-${process.arch}`];
        if (platform === undefined)
            return path__default.join(packageDir, 'vendor', 'unsupported-platform', 'bin', 'codex');
        const [pkg, triple] = platform;
        let vendor;
        try {
            const require = createRequire(path__default.join(packageDir, 'package.json'));
            vendor = path__default.join(path__default.dirname(require.resolve(`${pkg}/package.json`)), 'vendor');
        }
        catch {
            vendor = path__default.join(packageDir, 'vendor');
        }
        return path__default.join(vendor, triple, 'bin', 'codex');
    }
};
async function prepareCodexProject(workDir, catalogue) {
    const root = await makeTempDir('codex');
    const dispose = () => removeTempDir(root);
    try {
        const home = path__default.join(root, 'home');
        const codexHome = path__default.join(root, 'codex-home');
        const skillsDir = path__default.join(codexHome, 'skills');
        // A trigger run has no fixtures: it still needs a directory of its own to start in.
        const cwd = workDir === '' ? path__default.join(root, 'work') : workDir;
        await Promise.all([
            mkdir(skillsDir, { recursive: true }),
            mkdir(home),
            mkdir(cwd, { recursive: true })
        ]);
        const folders = await copyCatalogue(catalogue, skillsDir);
        return { cwd, home, codexHome, skillsDir, folders, dispose };
    }
    catch (e) {
        await dispose();
        throw e;
    }
}
/**
 * SKILL.md files a fixture planted in the work dir's own skill folders (`.agents/skills`,
 * `.codex/skills`, which Codex reads as the project's skills): the config switches each one off,
 * so the catalogue is the only list of skills the model sees.
 */
async function plantedSkills(cwd) {
    const found = [];
    const walk = async (dir, depth) => {
        let entries;
        try {
            entries = await readdir(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            const full = path__default.join(dir, e.name);
            if (e.isFile() && e.name === 'SKILL.md')
                found.push(full);
            else if (e.isDirectory() && depth < 4)
                await walk(full, depth + 1);
        }
    };
    for (const folder of ['.agents', '.codex'])
        await walk(path__default.join(cwd, folder, 'skills'), 0);
    return found;
}
/** The provider id of skill-ci's relay in Codex's configuration, and the variable of its token. */
const PROVIDER = 'skill-ci-relay';
const RELAY_TOKEN_VAR = 'SKILL_CI_RELAY_TOKEN';
const PROFILE = 'skill-ci';
/**
 * Codex features that reach other hosts, add tools beyond the shell or bring in configuration from
 * elsewhere, all off (names as `codex features list` gives them).
 */
const FEATURES_OFF = [
    'apps',
    'plugins',
    'remote_plugin',
    'plugin_sharing',
    'api_key_model_discovery',
    'api_key_cyber_access_programs',
    'goals',
    'image_generation',
    'browser_use',
    'computer_use',
    'hooks',
    'tool_suggest',
    'skill_search',
    'skill_mcp_dependency_install',
    'in_app_updates',
    'daemon_auto_start',
    'system_proxy_fallback',
    'unbounded_connection_retries',
    'shell_snapshot',
    'view_image'
];
/** A TOML basic string (JSON's escapes are TOML's). */
const str = (s) => JSON.stringify(s);
/** `$CODEX_HOME/config.toml` of one run. */
function codexConfig(input) {
    const { project } = input;
    const lines = [
        `model = ${str(input.model)}`,
        `model_provider = ${str(PROVIDER)}`,
        'approval_policy = "never"',
        `default_permissions = ${str(PROFILE)}`,
        'check_for_update_on_startup = false',
        // No AGENTS.md (a fixture's, or one above it) in the instructions.
        'project_doc_max_bytes = 0',
        'web_search = "disabled"',
        '',
        '[history]',
        'persistence = "none"',
        '',
        '[analytics]',
        'enabled = false',
        '',
        '[feedback]',
        'enabled = false',
        '',
        '[features]',
        ...FEATURES_OFF.map((f) => `${f} = false`),
        '',
        '[agents]',
        'enabled = false',
        '',
        '[skills.bundled]',
        'enabled = false',
        '',
        '[tools.experimental_request_user_input]',
        'enabled = false',
        '',
        // Commands see the core variables only (no relay token, no proxy settings).
        '[shell_environment_policy]',
        'inherit = "core"',
        '',
        `[permissions.${PROFILE}.filesystem]`,
        '":minimal" = "read"',
        `${str(input.programDir)} = "read"`,
        `${str(project.skillsDir)} = "read"`,
        '',
        `[permissions.${PROFILE}.filesystem.":workspace_roots"]`,
        `"." = ${str(input.writable ? 'write' : 'read')}`,
        '',
        `[model_providers.${PROVIDER}]`,
        'name = "skill-ci relay"',
        `base_url = ${str(`${input.relayUrl}/v1`)}`,
        'wire_api = "responses"',
        `env_key = ${str(RELAY_TOKEN_VAR)}`,
        // Codex retries a failed request as skill-ci's own client does (3 times), and never starts
        // the whole stream over on top of that.
        `request_max_retries = ${DEFAULT_RETRY_POLICY.maxRetries}`,
        'stream_max_retries = 0',
        ''
    ];
    for (const file of input.planted)
        lines.push('[[skills.config]]', `path = ${str(file)}`, 'enabled = false', '');
    return lines.join('\n');
}
/**
 * The whole environment of the Codex process (it replaces, not extends, ours): the shell
 * allow-list, a private home and CODEX_HOME, the relay's token under the variable the config
 * names. No API key, no GitHub token, no CI variables.
 */
function codexEnv(project, token, programDir, from = process.env) {
    const env = agentBaseEnv(project.home, from);
    // Codex's launcher puts its bundled ripgrep on the PATH; so does the harness.
    const rg = path__default.join(programDir, 'codex-path');
    return {
        ...env,
        PATH: env.PATH ? `${rg}${path__default.delimiter}${env.PATH}` : rg,
        CODEX_HOME: project.codexHome,
        [RELAY_TOKEN_VAR]: token
    };
}
/** `codex exec`'s arguments: JSONL events, no git check, nothing persisted, the prompt on stdin. */
function codexArgs(project) {
    return [
        'exec',
        '--json',
        '--strict-config',
        '--skip-git-repo-check',
        '--ephemeral',
        '--color',
        'never',
        '-C',
        project.cwd,
        '-'
    ];
}

export { CODEX_PROGRAM, RELAY_TOKEN_VAR, codexArgs, codexConfig, codexEnv, plantedSkills, prepareCodexProject };
