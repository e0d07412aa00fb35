// The house rules on imports, checked by `npm run lint` (ARCHITECTURE.md explains them). Type-only
// imports count: a cycle of types is still a cycle for a reader.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Files must not import each other in a loop.',
      from: {},
      to: { circular: true }
    },
    {
      name: 'model-is-a-leaf',
      severity: 'error',
      comment: 'src/model/ holds the shapes everyone shares; it imports nothing of ours.',
      from: { path: '^src/model/' },
      to: { path: '^src/', pathNot: '^src/model/' }
    },
    {
      name: 'pure-core',
      severity: 'error',
      comment: 'The scoring core and the statistics are pure: model only.',
      from: { path: '^src/(scoring|stats)/' },
      to: { path: '^src/', pathNot: '^src/(model|scoring|stats)/' }
    },
    {
      name: 'revalidation-is-pure',
      severity: 'error',
      comment:
        'Re-validation decisions (what to re-run, drift, the carried report) are pure: model, scoring and stats only.',
      from: { path: '^src/revalidation/' },
      to: { path: '^src/', pathNot: '^src/(revalidation|model|scoring|stats)/' }
    },
    {
      name: 'stats-below-scoring',
      severity: 'error',
      comment: 'Statistics know nothing of how skills are scored; scoring builds on them.',
      from: { path: '^src/stats/' },
      to: { path: '^src/scoring/' }
    },
    {
      name: 'renderers-below-layers',
      severity: 'error',
      comment:
        'Renderers turn a RunReport into text; they never run a layer or call GitHub (the static rules\' advice texts are the one thing they read from a layer).',
      from: { path: '^src/report/' },
      to: { path: '^src/(action|cli|agent|llm|run|plan)|^src/layers/(?!static/)' }
    },
    {
      name: 'skill-reading-below-layers',
      severity: 'error',
      comment:
        'Reading skills knows nothing of the layers that score them (the token estimate is the one thing it takes from llm/).',
      from: { path: '^src/skill/' },
      to: { path: '^src/', pathNot: '^src/(skill|model|fs)/|^src/llm/tokens\\.ts$' }
    },
    {
      name: 'fs-is-a-leaf',
      severity: 'error',
      comment: 'Safe file reading imports nothing of ours but the model.',
      from: { path: '^src/fs/' },
      to: { path: '^src/', pathNot: '^src/(fs|model)/' }
    },
    {
      name: 'llm-alone',
      severity: 'error',
      comment: 'The Anthropic client knows nothing of skills, layers or front doors.',
      from: { path: '^src/llm/' },
      to: { path: '^src/', pathNot: '^src/(llm|model)/' }
    },
    {
      name: 'agent-below-layers',
      severity: 'error',
      comment: 'The agent loop runs prompts; it knows nothing of the layers that use it.',
      from: { path: '^src/agent/' },
      to: { path: '^src/', pathNot: '^src/(agent|model|llm|fs)/' }
    },
    {
      name: 'layers-below-front-doors',
      severity: 'error',
      comment: 'Layers, the agent and the LLM client do not know which front door called them.',
      from: { path: '^src/(layers|agent|llm)/' },
      to: { path: '^src/(action|cli|report)/|^src/(run|plan)\\.ts$' }
    },
    {
      name: 'cli-and-action-apart',
      severity: 'error',
      comment: 'The two front doors share the engine, not each other.',
      from: { path: '^src/cli/' },
      to: { path: '^src/action/' }
    },
    {
      name: 'action-and-cli-apart',
      severity: 'error',
      comment: 'The two front doors share the engine, not each other.',
      from: { path: '^src/action/' },
      to: { path: '^src/cli/' }
    }
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] }
  }
}
