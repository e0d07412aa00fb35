import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { cp, stat, mkdir, realpath, writeFile, readdir, lstat, readlink, readFile } = __requireBuiltin('node:fs/promises');
const path__default = __requireBuiltin('node:path');
import { m as makeTempDir, k as keepTempDir, r as removeTempDir } from './cli-temp-dirs.js';
import { h as harnessLabel } from './cli-improve.js';
import './cli-text2.js';
import { r as runAgent, s as stop, a as stopReason, n as newRun } from './cli-loop.js';
import { f as readFileHead, d as realpathInside, a as resolveInside, r as relativePosix } from './cli-file-names.js';
import { r as replaceWithOwnFile } from './cli-write-no-follow.js';
import { R as RE2JS } from './cli-schema.js';
import { g as glob } from './cli-index4.js';
import { A as AB_DEFAULTS } from './cli-defaults.js';
const { createHash } = __requireBuiltin('node:crypto');
import './cli-model-list.js';
import { totalTokens } from './cli-pricing.js';
import { h as headTail } from './cli-plan.js';
import { j as jStat } from './cli-jstat.js';

// The agent's work dirs: private temp folders (src/fs/temp-dirs.ts: removed on every path), and
// the frozen copy of one taken when the agent has stopped. The path checks and the no-follow
// reads and writes of the files inside them live in src/fs/.
/**
 * Copies the work dir after the loop has stopped, so assertions and the transcript see one
 * frozen state that a stray process of the agent can no longer change. Symlinks are copied as
 * links, never followed.
 */
async function snapshotDir(dir) {
    const target = await makeTempDir('snapshot');
    await cp(dir, target, { recursive: true, verbatimSymlinks: true, force: true });
    return target;
}

// The isolated copy of a skill that an agent's catalogue serves: the skill folder without tests/
// and evals/ (the eval files are the answer key: assertion values, rubrics, trigger prompts), in a
// private temp folder. The A/B layer offers one such copy; the activation layer offers the skill
// under test, its siblings and the distractors, each copied this way into one folder.
/** Top-level folders of a skill that never enter the catalogue copy. */
const HIDDEN_FROM_AGENT = new Set(['tests', 'evals', '.git']);
/** A folder name for `name` under `base` that no other copy has taken. */
async function freeFolder(base, name) {
    // The name is frontmatter (PR content). `.` or `..` would put the copy in the temp dir itself
    // or above it, and the caller removes `base` afterwards: `name: ..` meant `rm -rf /`. Leading
    // dots are dropped, so the folder is always a child of `base`.
    const slug = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^\.+/, '') || 'skill';
    for (let n = 1;; n++) {
        const dir = path__default.join(base, n === 1 ? slug : `${slug}-${n}`);
        if (path__default.dirname(dir) !== base)
            throw new Error(`unsafe catalogue folder for skill '${name}'`);
        try {
            // Creating the folder claims it: two skills with one name get two folders.
            await mkdir(dir);
            return dir;
        }
        catch (e) {
            if (e.code !== 'EEXIST')
                throw e;
        }
    }
}
/**
 * A private copy of the skill for a catalogue, minus tests/ and evals/: in `base` when given
 * (the caller removes it), else in a fresh temp folder of its own (remove `dirname(entry.dir)`).
 */
async function isolatedSkillCopy(skillDir, name, description, base) {
    const dir = await freeFolder(base ?? (await makeTempDir('catalogue')), name);
    const realSkill = await stat(skillDir).then(() => skillDir);
    await cp(realSkill, dir, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (src) => {
            const rel = path__default.relative(realSkill, src);
            return rel === '' || !HIDDEN_FROM_AGENT.has(rel.split(path__default.sep)[0]);
        }
    });
    return { name, description, dir };
}

// One markdown transcript per run for the results folder: secrets redacted, size capped.
// The folder ends up in a CI artifact that anyone with read access can download, so redaction
// covers both well-known token shapes and the actual values of secret-looking variables.
const MAX_TRANSCRIPT_CHARS = 200_000;
const SECRET_PATTERNS = [
    /sk-ant-[A-Za-z0-9_-]{8,}/g,
    /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
    /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
    /\bAKIA[0-9A-Z]{16}\b/g,
    /\b(?:xox[abprs])-[A-Za-z0-9-]{10,}/g
];
const KEY_BEGIN = /-----BEGIN [A-Z ]*PRIVATE KEY-----/g;
const KEY_END = /-----END [A-Z ]*PRIVATE KEY-----/g;
/**
 * PEM private keys, BEGIN through END. Found by two forward scans instead of one lazy regex,
 * which rescanned the rest of the text for every BEGIN without an END (quadratic: 1.8 s for
 * 480 kB). A key whose END was cut off (head+tail truncation) is redacted to the end of the text.
 */
function redactPrivateKeys(text) {
    let out = '';
    let from = 0;
    KEY_BEGIN.lastIndex = 0;
    for (let begin = KEY_BEGIN.exec(text); begin; begin = KEY_BEGIN.exec(text)) {
        KEY_END.lastIndex = begin.index + begin[0].length;
        const end = KEY_END.exec(text);
        out += `${text.slice(from, begin.index)}[REDACTED]`;
        if (!end)
            return out;
        from = end.index + end[0].length;
        KEY_BEGIN.lastIndex = from;
    }
    return out + text.slice(from);
}
const SECRET_NAME = /TOKEN|SECRET|PASSW|API[_-]?KEY|PRIVATE[_-]?KEY|CREDENTIAL|AUTH/i;
/** Shorter values are too likely to be ordinary words to redact everywhere. */
const MIN_SECRET_CHARS = 8;
/** Values of environment variables whose names say they hold a secret (e.g. INPUT_ANTHROPIC-API-KEY). */
function secretValues(env) {
    return Object.entries(env)
        .filter(([name, value]) => SECRET_NAME.test(name) && (value?.trim().length ?? 0) >= MIN_SECRET_CHARS)
        .map(([, value]) => value.trim());
}
function redactSecrets(text, known = []) {
    // Longest first, so a secret that contains another is not left half-redacted.
    const byLength = [...known].sort((a, b) => b.length - a.length);
    const literal = byLength.reduce((t, secret) => t.split(secret).join('[REDACTED]'), text);
    return SECRET_PATTERNS.reduce((t, re) => t.replace(re, '[REDACTED]'), redactPrivateKeys(literal));
}
/**
 * A filesystem-safe, unique-looking slug: never `..`, never a separator, so a scenario or skill
 * name from the PR cannot place a file outside the results folder.
 */
function slug(name) {
    const s = name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60);
    return s || 'unnamed';
}
/**
 * The results sub-folder of a skill: its path as a slug, plus a short hash of the path whenever
 * slugging changed it, so `a/b` and `a-b` cannot share a folder and overwrite each other's files.
 */
function skillFolderName(relPath) {
    const s = slug(relPath);
    if (s === relPath)
        return s;
    return `${s}-${createHash('sha256').update(relPath).digest('hex').slice(0, 8)}`;
}
const fence = (s) => `\`\`\`\n${s.replace(/```/g, '`\u200b``')}\n\`\`\``;
function renderTranscript(title, run, knownSecrets = []) {
    const lines = [
        `# ${title}`,
        '',
        `- stopped by: ${run.stoppedBy}${run.error ? ` (${run.error})` : ''}`,
        `- turns: ${run.turns}, tokens in/out: ${run.tokens.input}/${run.tokens.output}, cache read/write: ${run.tokens.cacheRead}/${run.tokens.cacheWrite}`,
        `- tool calls: ${JSON.stringify(run.toolCalls)}, skills loaded: ${run.skillsLoaded.join(', ') || 'none'}`,
        ''
    ];
    for (const e of run.events) {
        switch (e.type) {
            case 'user.message':
                lines.push('## User', '', e.content, '');
                break;
            case 'assistant.message':
                lines.push('## Assistant', '', e.content || '_(no text)_', '');
                if (e.toolRequests.length)
                    lines.push(`Tools requested: ${e.toolRequests.join(', ')}`, '');
                break;
            case 'tool.execution_start':
                lines.push(`### Tool \`${e.toolName}\``, '', fence(JSON.stringify(e.arguments, null, 2)), '');
                break;
            case 'tool.execution_complete':
                lines.push(`Result (${e.success ? 'ok' : 'failed'}):`, '', fence(headTail(e.result, 4000)), '');
                break;
            case 'skill.invoked':
                lines.push(`_Skill loaded: ${e.name}_`, '');
                break;
            case 'runner.error':
                lines.push(`**Error:** ${e.message}`, '');
                break;
        }
    }
    // Redact before cutting, so the cut cannot split a secret into unrecognisable halves.
    return headTail(redactSecrets(lines.join('\n'), knownSecrets), MAX_TRANSCRIPT_CHARS);
}

// One interface for every agent harness. The A/B and activation layers hand a harness a prompt, a
// work dir holding the fixtures, the catalogue of isolated skill copies, the limits, the tools
// allowed and the run's shared Llm (its budget and ledger), and read back the same AgentRun
// whichever harness ran: nothing above src/agent/ knows which one it was.
/**
 * The harness's part of a response-cache salt: runs of another harness, or of another version of
 * it, never share cached answers (a baseline included). Absent: the builtin loop.
 */
const harnessKey = (harness) => harness ? harnessLabel(harness.info).replace(' ', '@') : 'builtin';

// Hard checks of one run, as skill-validator's eval.yaml defines them, over a frozen snapshot of
// its work dir. Patterns and globs come from the PR, so neither may stall the run or look outside:
// regexes run on RE2 (linear time, no backtracking) over an output cut to a work budget; globs are
// matched inside the snapshot only and every match is re-checked with realpath, so an absolute
// glob or a planted symlink cannot reach a host file. exit_success means no error, no timeout and
// some output (an empty output alone is not success); max_turns/max_tokens are also enforced
// inside the agent loop, so a runaway agent is stopped rather than only failed afterwards.
/** Longest output or file text a check reads; beyond it the text is cut (memory bound). */
const MAX_CHECKED_CHARS = 2_000_000;
/**
 * RE2 steps (program size × characters) one regex check may take, ~0.4 s at the measured 20 ns a
 * step: the output is cut to fit, so `a{900}b` reads the first 22,148 characters while a pattern
 * of a few dozen instructions reads all of MAX_CHECKED_CHARS. RE2 is linear in the input, but a
 * large pattern on a long output would still take minutes without the cut.
 */
const REGEX_WORK_BUDGET = 20_000_000;
/** Runtime-neutral tool names: eval files written for skill-validator's Copilot tools still work. */
const TOOL_ALIASES = {
    create_file: 'write_file',
    create: 'write_file',
    view: 'read_file',
    str_replace_editor: 'edit_file',
    str_replace: 'edit_file',
    edit: 'edit_file',
    shell: 'bash',
    skill: 'Skill'
};
const canonicalTool = (name) => TOOL_ALIASES[name] ?? name;
const cap = (s) => s.length > MAX_CHECKED_CHARS ? s.slice(0, MAX_CHECKED_CHARS) : s;
/** Matches of `pattern` with their real paths, which are inside the snapshot. */
async function confinedMatches(snapshot, pattern) {
    const root = await realpath(snapshot);
    const found = await glob(pattern, {
        cwd: root,
        onlyFiles: false,
        dot: false,
        expandDirectories: false,
        followSymbolicLinks: false
    });
    const inside = [];
    for (const rel of found.sort()) {
        try {
            const real = await realpathInside(root, path__default.join(root, rel));
            if (real !== null)
                inside.push({ rel, real });
        }
        catch {
            // A dangling link matches nothing.
        }
    }
    return inside;
}
/**
 * Runs `pattern` (case-insensitive RE2) over as much of `output` as REGEX_WORK_BUDGET allows for
 * its program size, so the work stays bounded whatever the pattern and the output.
 */
function checkOutputPattern(pattern, output) {
    const re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
    const programSize = re.programSize();
    const limit = Math.floor(REGEX_WORK_BUDGET / programSize);
    const checked = output.length > limit ? output.slice(0, limit) : output;
    return { hit: re.matcher(checked).find(), programSize, checkedChars: checked.length };
}
async function check(a, run, snapshot) {
    const output = cap(run.output);
    switch (a.type) {
        case 'output_contains':
        case 'output_not_contains': {
            const has = output.toLowerCase().includes(a.value.toLowerCase());
            const passed = a.type === 'output_contains' ? has : !has;
            const message = has ? `Output contains '${a.value}'` : `Output does not contain '${a.value}'`;
            return { type: a.type, target: a.value, passed, message };
        }
        case 'output_matches':
        case 'output_not_matches': {
            const { hit, checkedChars } = checkOutputPattern(a.pattern, output);
            const passed = a.type === 'output_matches' ? hit : !hit;
            const cut = checkedChars < output.length ? ` (checked the first ${checkedChars} characters)` : '';
            const message = hit
                ? `Output matches pattern '${a.pattern}'${cut}`
                : `Output does not match pattern '${a.pattern}'${cut}`;
            return { type: a.type, target: a.pattern, passed, message };
        }
        case 'file_exists':
        case 'file_not_exists': {
            const found = (await confinedMatches(snapshot, a.path)).length > 0;
            return {
                type: a.type,
                target: a.path,
                passed: a.type === 'file_exists' ? found : !found,
                message: found ? `File matching '${a.path}' found` : `No file matching '${a.path}' found`
            };
        }
        case 'file_contains': {
            const matches = await confinedMatches(snapshot, a.path);
            for (const { rel, real } of matches) {
                try {
                    // Only the head is read: memory stays bounded however large the file is.
                    const head = await readFileHead(real, MAX_CHECKED_CHARS);
                    if (head?.text.includes(a.value)) {
                        return {
                            type: a.type,
                            target: a.path,
                            passed: true,
                            message: `File '${rel}' contains '${a.value}'`
                        };
                    }
                }
                catch {
                    // Unreadable matches are skipped, as in the reference.
                }
            }
            return {
                type: a.type,
                target: a.path,
                passed: false,
                message: matches.length === 0
                    ? `No file matching '${a.path}' found`
                    : `No file matching '${a.path}' contains '${a.value}'`
            };
        }
        case 'exit_success': {
            const why = run.timedOut
                ? 'the run timed out'
                : run.error
                    ? `the run failed: ${run.error}`
                    : 'no output';
            const passed = !run.timedOut && !run.error && output.length > 0;
            return {
                type: a.type,
                passed,
                message: passed ? 'Agent completed successfully' : `Not successful: ${why}`
            };
        }
    }
}
function constraints(s, run) {
    const used = new Set(Object.keys(run.toolCalls).filter((t) => run.toolCalls[t] > 0));
    const usedList = [...used].join(', ') || 'none';
    const results = [];
    for (const t of s.expect_tools ?? []) {
        const passed = used.has(canonicalTool(t));
        results.push({
            type: 'expect_tools',
            target: t,
            passed,
            message: passed
                ? `Tool '${t}' was used`
                : `Expected tool '${t}' was not used (tools used: ${usedList})`
        });
    }
    for (const t of s.reject_tools ?? []) {
        const passed = !used.has(canonicalTool(t));
        results.push({
            type: 'reject_tools',
            target: t,
            passed,
            message: passed
                ? `Tool '${t}' was not used (expected)`
                : `Tool '${t}' was used but should not be`
        });
    }
    if (s.max_turns !== undefined) {
        const passed = run.turns <= s.max_turns && run.limitHit !== 'max_turns';
        results.push({
            type: 'max_turns',
            target: String(s.max_turns),
            passed,
            message: passed
                ? `Turn count ${run.turns} ≤ ${s.max_turns}`
                : `Turn count ${run.turns} reached max_turns ${s.max_turns} without finishing`
        });
    }
    if (s.max_tokens !== undefined) {
        const passed = run.tokens <= s.max_tokens && run.limitHit !== 'max_tokens';
        results.push({
            type: 'max_tokens',
            target: String(s.max_tokens),
            passed,
            message: passed
                ? `Token usage ${run.tokens} ≤ ${s.max_tokens}`
                : `Token usage ${run.tokens} exceeds max_tokens ${s.max_tokens}`
        });
    }
    return results;
}
/** Assertions in declaration order, then the scenario constraints, as skill-validator lists them. */
async function evaluateAssertions(scenario, run, snapshot) {
    const results = [];
    for (const a of scenario.assertions ?? [])
        results.push(await check(a, run, snapshot));
    return [...results, ...constraints(scenario, run)];
}
/**
 * skill-validator's completion rule: with assertions (even an empty list) or constraints, all must
 * pass; otherwise the run must be error-free.
 */
function taskCompleted(scenario, run, results) {
    if (scenario.assertions !== undefined || results.length > 0)
        return results.every((r) => r.passed);
    return !run.error && !run.timedOut;
}

// Work dirs of the two arms. Both arms get the same fixtures, `source` files included, and their
// work dirs must hash the same before the agents start, so that a difference between the arms
// comes from the skill and not from a missing fixture. (The with-skill catalogue holds an
// isolated copy of the skill under test only, ../skill-copy.ts: sibling skills would turn the test
// into "all skills versus none", and the eval file is the answer key.)
/** Writes the scenario's setup files into `workDir`; sources resolve inside the skill folder. */
async function materialiseFixtures(scenario, skillDir, workDir) {
    for (const file of scenario.setup?.files ?? []) {
        const target = await resolveInside(workDir, file.path);
        await mkdir(path__default.dirname(target), { recursive: true });
        if (file.content !== undefined) {
            await writeFile(target, file.content, 'utf8');
            continue;
        }
        const source = await resolveInside(skillDir, file.source);
        // A folder is copied whole, so fixtures can be directories; links are copied as links and
        // re-checked by the tools.
        await cp(source, target, {
            recursive: true,
            verbatimSymlinks: true,
            errorOnExist: false,
            force: true
        });
    }
}
/** SHA-256 over the sorted relative paths, kinds and contents of a tree. */
async function hashTree(root) {
    const hash = createHash('sha256');
    const walk = async (dir) => {
        const names = (await readdir(dir)).sort();
        for (const name of names) {
            const full = path__default.join(dir, name);
            const rel = relativePosix(root, full);
            const info = await lstat(full);
            if (info.isSymbolicLink())
                hash.update(`L ${rel} -> ${await readlink(full)}\n`);
            else if (info.isDirectory()) {
                hash.update(`D ${rel}\n`);
                await walk(full);
            }
            else
                hash.update(`F ${rel} ${info.size}\n`).update(await readFile(full));
        }
    };
    await walk(root);
    return hash.digest('hex');
}

// One arm of a run pair: an agent run on fresh fixtures, the assertions checked on a frozen
// snapshot of its work dir, and the transcript written to the results folder.
/** What the assertions read of a run. */
function runFacts(run) {
    return {
        output: run.output,
        error: run.error,
        timedOut: run.timedOut,
        toolCalls: run.toolCalls,
        turns: run.turns,
        tokens: totalTokens(run.tokens),
        ...(run.stoppedBy === 'max_turns' || run.stoppedBy === 'max_tokens'
            ? { limitHit: run.stoppedBy }
            : {})
    };
}
/**
 * Runs one arm: `catalogue` is empty for the baseline, the skill's copy for the other arm. Its
 * work dir and snapshot are removed whatever happens (unless kept on purpose); an arm whose turn
 * comes after the skill was told to stop makes no call.
 */
async function runArm(ctx, job, catalogue) {
    const { options } = ctx;
    const { scenario, r, signal } = job;
    const workDir = await makeTempDir('ab-run');
    let snapshot;
    try {
        await materialiseFixtures(scenario, job.skill.dir, workDir);
        const fixturesHash = await hashTree(workDir);
        const runOn = options.harness?.run ?? runAgent;
        const run = await ctx.limit(() => job.stop?.aborted
            ? notRun(scenario.prompt, job.stop)
            : runOn({
                llm: options.llm,
                model: options.model,
                prompt: scenario.prompt,
                workDir,
                catalogue,
                timeoutMs: scenario.timeout * 1000,
                maxTurns: scenario.max_turns,
                maxTokens: scenario.max_tokens,
                allowShell: options.allowShell ?? AB_DEFAULTS.allowShell,
                // Baselines depend only on model, prompt, fixtures and catalogue, so they are shared
                // across skills and commits through the response cache instead of being run again.
                cacheSalt: `ab/${harnessKey(options.harness)}/${fixturesHash}/run-${r}`,
                signal,
                stop: job.stop,
                env: options.env,
                layer: ctx.layer
            }));
        if (run.stoppedBy === 'error' || run.stoppedBy === 'budget')
            job.onFailure?.(run.error ?? run.stoppedBy);
        snapshot = await snapshotDir(workDir);
        const assertions = await evaluateAssertions(scenario, runFacts(run), snapshot);
        return {
            run,
            catalogue: catalogue.map((entry) => entry.name),
            assertions,
            completed: taskCompleted(scenario, runFacts(run), assertions),
            fixturesHash,
            workDir
        };
    }
    catch (error) {
        job.onFailure?.(error.message);
        throw error;
    }
    finally {
        const dirs = snapshot === undefined ? [workDir] : [workDir, snapshot];
        if (options.keepWorkDirs)
            dirs.forEach(keepTempDir);
        else
            await Promise.all(dirs.map(removeTempDir));
    }
}
/** The record of an arm that never started: the skill was told to stop before its turn came. */
function notRun(prompt, why) {
    const run = newRun(prompt);
    stop(run, 'aborted', stopReason(why));
    return run;
}
/** Writes the transcript of one arm; its path relative to the results folder, if there is one. */
async function writeTranscript(ctx, job, arm, run) {
    const { resultsDir } = ctx.options;
    if (!resultsDir)
        return undefined;
    const { skill, scenario, si, r } = job;
    const dir = path__default.join(resultsDir, 'ab', skillFolderName(skill.relPath === '.' ? skill.name : skill.relPath));
    await mkdir(dir, { recursive: true });
    // The scenario index keeps two scenarios with the same slug from overwriting each other.
    const file = path__default.join(dir, `${String(si + 1).padStart(2, '0')}-${slug(scenario.name)}-run${r + 1}-${arm}.md`);
    // The results folder may be in a PR's checkout: never write through a link planted there.
    await replaceWithOwnFile(file, renderTranscript(`${scenario.name} — run ${r + 1} — ${arm}`, run, ctx.secrets));
    return relativePosix(resultsDir, file);
}
/** The report's record of one arm. */
const summariseArm = (a, transcript) => ({
    completed: a.completed,
    stoppedBy: a.run.stoppedBy,
    error: a.run.error,
    turns: a.run.turns,
    tokens: a.run.tokens,
    toolCalls: a.run.toolCalls,
    apiMs: Math.round(a.run.apiMs),
    toolMs: Math.round(a.run.toolMs),
    costUsd: a.run.costUsd,
    cachedCalls: a.run.cachedCalls,
    assertions: a.assertions,
    catalogue: a.catalogue,
    ...(transcript ? { transcript } : {})
});

// Intervals for rates: Wilson for what users read, Newcombe's
// Wilson-based difference for the completion gate, exact Clopper–Pearson for failure rates.
function zFor(level) {
    if (!(level > 0 && level < 1))
        throw new RangeError(`confidence level must be in (0, 1): ${level}`);
    return jStat.normal.inv(1 - (1 - level) / 2, 0, 1);
}
function checkCounts(x, n) {
    if (!Number.isInteger(x) || !Number.isInteger(n) || n < 0 || x < 0 || x > n) {
        throw new RangeError(`invalid count ${x}/${n}`);
    }
}
/** Wilson score interval for x successes in n trials; [0, 1] when n = 0. */
function wilson(x, n, level = 0.95) {
    checkCounts(x, n);
    if (n === 0)
        return { low: 0, high: 1, level, method: 'wilson' };
    const z = zFor(level);
    const p = x / n;
    const z2n = (z * z) / n;
    const centre = (p + z2n / 2) / (1 + z2n);
    const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
    return {
        low: Math.max(0, centre - half),
        high: Math.min(1, centre + half),
        level,
        method: 'wilson'
    };
}
/**
 * Newcombe's hybrid score interval (his method 10) for p1 − p2, built from the two Wilson
 * intervals; it keeps its coverage at small n where the Wald difference interval does not.
 */
function newcombeDifference(x1, n1, x2, n2, level = 0.95) {
    const a = wilson(x1, n1, level);
    const b = wilson(x2, n2, level);
    const p1 = n1 === 0 ? 0.5 : x1 / n1;
    const p2 = n2 === 0 ? 0.5 : x2 / n2;
    const d = p1 - p2;
    return {
        estimate: d,
        low: d - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
        high: d + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
        level,
        method: 'newcombe-wilson'
    };
}
/** Exact Clopper–Pearson interval from the beta quantile function. */
function clopperPearson(x, n, level = 0.95) {
    checkCounts(x, n);
    if (n === 0)
        return { low: 0, high: 1, level, method: 'clopper-pearson' };
    const alpha = 1 - level;
    return {
        low: x === 0 ? 0 : jStat.beta.inv(alpha / 2, x, n - x + 1),
        high: x === n ? 1 : jStat.beta.inv(1 - alpha / 2, x + 1, n - x),
        level,
        method: 'clopper-pearson'
    };
}

export { writeTranscript as a, summariseArm as b, clopperPearson as c, secretValues as d, harnessKey as h, isolatedSkillCopy as i, newcombeDifference as n, runArm as r, skillFolderName as s, wilson as w };
