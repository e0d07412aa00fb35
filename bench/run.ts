// `npm run bench [-- <name> [arguments]]`: the speed of the static pipeline and the LLM path
// (bench/speed.ts, the default) or `ab-calibration`, the A/B verdict's error rates on simulated
// data (bench/ab-calibration.ts), `activation-calibration`, the activation intervals' coverage and
// the runs sequential stopping saves, `elo-calibration`, the coverage of the Elo rating's interval
// (bench/elo-calibration.ts), or `security`, the security scan's precision and recall on labelled
// malicious and benign skills (bench/security.ts), or `improve-calibration`, how often the
// description improver's paired F1 test proposes a description that is no better, and how often
// it finds one that is (bench/improve-calibration.ts), or `improve-false-activations`, whether its
// false-activation condition rejects a better description for noise and still catches a worse one
// (bench/improve-false-activations.ts), or `drift-calibration`, how often a
// re-validation reports an activation or A/B drift that is not there, and how often one that is,
// or `cost`, what the LLM layers cost on realistic traffic with and without prompt caching
// (bench/cost.ts), or `real DIR`, speed and precision on a folder of real public skills (bench/real.ts).
const BENCHES: Record<string, string> = {
  speed: './speed.js',
  'ab-calibration': './ab-calibration.js',
  'activation-calibration': './activation-calibration.js',
  'elo-calibration': './elo-calibration.js',
  security: './security.js',
  'improve-calibration': './improve-calibration.js',
  'improve-false-activations': './improve-false-activations.js',
  'drift-calibration': './drift-calibration.js',
  cost: './cost.js',
  real: './real.js'
}

const name = process.argv[2] ?? 'speed'
const bench = BENCHES[name]
if (bench === undefined) {
  console.error(`unknown bench ${name}; one of: ${Object.keys(BENCHES).join(', ')}`)
  process.exit(2)
}
// The bench reads its own arguments from argv[2] on.
process.argv.splice(2, 1)
await import(bench)
