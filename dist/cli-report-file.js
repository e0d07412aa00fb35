import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { readFile } = __requireBuiltin('node:fs/promises');
import { R as RunReportSchema } from './cli-improve.js';
import { E as SCHEMA_VERSION } from './cli-options.js';

import './cli-text2.js';
import { U as UsageError } from './cli-errors.js';

// A RunReport read back from JSON (a baseline artifact or file, a report given to `skill-ci
// drift`), with an error that names where it came from and what is wrong. Pure.
function parseRunReport(text, where) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`${where}: not JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    }
    const parsed = RunReportSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`${where}: not a skill-ci RunReport of schema version ${SCHEMA_VERSION} (${issue?.path.join('.') || 'root'}: ${issue?.message})`);
    }
    return parsed.data;
}

// A RunReport file named on the command line (`drift`, `merge`), read and checked against the
// schema; a file that cannot be read or is no report is the caller's mistake (exit code 2).
/** `where` names the file in every error (e.g. "baseline old.json"). */
async function readReportFile(file, where = file) {
    let text;
    try {
        text = await readFile(file, 'utf8');
    }
    catch (error) {
        throw new UsageError(`${where}: cannot be read (${error.message})`);
    }
    try {
        return parseRunReport(text, where);
    }
    catch (error) {
        throw new UsageError(error.message);
    }
}

export { readReportFile as r };
