import { createRequire as __requireBuiltinOf } from 'node:module';
const __requireBuiltin = __requireBuiltinOf(import.meta.url);
const { createRequire } = __requireBuiltin('node:module');

// A run holds every skill's report until it writes them, and a fast run lets V8 grow the heap up
// to fourfold between full collections: capped at twofold, the peak memory of a 9,000-skill run
// falls by about a fifth, for no measurable time. A run of a few hundred skills never holds enough
// for that to matter, while loading V8's module costs a few milliseconds of every start, so a run
// sets the cap only once it has found many skills (before it reads any of them). The commands that
// read whole reports back (merge, drift) or a corpus (init) set it from their start.
/** From this many skills a run caps the heap's growth. */
const CAP_HEAP_FROM_SKILLS = 1000;
const require$1 = createRequire(import.meta.url);
/** Caps the heap's growth at twofold between full collections. */
function capHeapGrowth() {
    const v8 = require$1('node:v8');
    v8.setFlagsFromString('--heap-growing-percent=100');
}
/** Caps the heap's growth for a run of `skills` skills when it is that large; whether it did. */
function capHeapGrowthFor(skills, cap = capHeapGrowth) {
    if (skills < CAP_HEAP_FROM_SKILLS)
        return false;
    cap();
    return true;
}

export { capHeapGrowthFor as a, capHeapGrowth as c };
