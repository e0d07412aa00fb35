import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { r as reportJsonPieces } from './cli-json.js';
import { t as terminalStyle } from './cli-style.js';
import { p as pathsArgument, f as formatOption, a as addCommonOptions } from './cli-options.js';
import { s as staticRun } from './cli-static-run.js';
import { reportGateOnStderr, exitCodeOf } from './cli-score.js';
import './cli-errors.js';


import './cli-renamed-options.js';







import './cli-engine.js';
import './cli-file-names.js';
import './cli-discover.js';
import './cli-text2.js';
import './cli-heap.js';
import './cli-cache.js';
import './cli-models.js';
import './cli-matchups.js';
import './cli-api-key.js';
import './cli-io.js';

async function runValidate(paths, options, io) {
    // The spec only: security findings are `score`'s (they are in the JSON report all the same).
    const report = await staticRun(paths, { failOn: options.failOn, securityGate: 'off' }, options, io);
    if (options.format === 'json') {
        for (const piece of reportJsonPieces(report))
            io.stdout.write(piece);
        reportGateOnStderr(report, io);
    }
    else {
        const { renderValidateText } = await import('./cli-text.js');
        io.stdout.write(renderValidateText(report, terminalStyle(io.stdout.isTTY === true, io.env)));
    }
    return exitCodeOf(report);
}
function registerValidateCommand(program, io, setExit) {
    const validate = program
        .command('validate')
        .description('check skills against the agentskills.io spec (findings only, no scores)')
        .addArgument(pathsArgument())
        .addOption(formatOption(['text', 'json']));
    addCommonOptions(validate, 'error');
    validate.action(async (paths, options) => {
        setExit(await runValidate(paths, options, io));
    });
}

export { registerValidateCommand };
