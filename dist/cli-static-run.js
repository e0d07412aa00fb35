import { r as runEngine, S as STATIC_PLAN } from './cli-engine.js';
import { u as specOptions } from './cli-options.js';

function staticRun(paths, gate, options, io) {
    return runEngine({
        roots: paths,
        request: { trigger: { kind: 'none' }, hasApiKey: false, noKeyReason: '' },
        layerSettings: () => {
            throw new Error(`a static run has no costly layers (${STATIC_PLAN.depth} depth)`);
        },
        gate,
        spec: specOptions(options),
        scoring: options.scoring,
        concurrency: options.concurrency,
        exclude: options.exclude
    }, io);
}

export { staticRun as s };
