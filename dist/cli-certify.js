import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
import { C as CLI_NO_KEY_REASON, a as CERTIFY, l as layerDefinition } from './cli-engine.js';
import { r as resolveApiKey } from './cli-api-key.js';



import './cli-model-list.js';
import './cli-pricing.js';
import { D as DEFAULT_CLI_MAX_USD } from './cli-options.js';
import { addScoringOptions, runScore } from './cli-score.js';
import './cli-file-names.js';

import './cli-discover.js';
import './cli-text2.js';
import './cli-errors.js';
import './cli-renamed-options.js';





import './cli-heap.js';

import './cli-cache.js';
import './cli-models.js';
import './cli-schemas.js';
import './cli-matchups.js';
import './cli-json.js';
import './cli-style.js';
import './cli-io.js';

/**
 * Certification's layers, each asked for on its own: one this version lacks (Monte Carlo until it
 * lands) is reported as not available while the others run. The pull-request label asks for the
 * bundle, which runs only whole.
 */
function certifyPlanRequest(options, env) {
    return {
        trigger: {
            kind: 'layers',
            layers: CERTIFY.layers.map((name) => layerDefinition(name).key),
            why: '`skill-ci certify`'
        },
        hasApiKey: resolveApiKey(undefined, env) !== undefined,
        noKeyReason: CLI_NO_KEY_REASON,
        dryRun: options.dryRun === true
    };
}
function registerCertifyCommand(program, io, setExit) {
    const certify = program
        .command('certify')
        .description('certify skills: the judge, Monte Carlo and an Elo rating against a corpus')
        .argument('<paths...>', 'skill folders or folders containing skills');
    addScoringOptions(certify, { maxUsd: DEFAULT_CLI_MAX_USD });
    certify.action(async (paths, flags) => {
        // Certification is a long, non-interactive run: its independent calls batch when it is big.
        const options = {
            ...flags,
            depth: 'deep',
            elo: true,
            batch: flags.batch ?? 'auto'
        };
        setExit(await runScore(paths, options, io, certifyPlanRequest(options, io.env)));
    });
}

export { certifyPlanRequest, registerCertifyCommand };
