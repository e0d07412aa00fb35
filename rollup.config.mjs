import commonjs from '@rollup/plugin-commonjs'
import json from '@rollup/plugin-json'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import typescript from '@rollup/plugin-typescript'
import type { RollupOptions } from 'rollup'

// Two self-contained ESM bundles: the action (dist/index.js) and the CLI (dist/cli.js).
const entry = (input: string, file: string, banner?: string): RollupOptions => ({
  input,
  output: { file, format: 'es', banner, inlineDynamicImports: true, sourcemap: false },
  plugins: [
    typescript({ tsconfig: 'tsconfig.build.json', noEmitOnError: true, module: 'NodeNext' }),
    nodeResolve({ preferBuiltins: true, exportConditions: ['node'] }),
    commonjs(),
    json()
  ],
  onwarn(warning, warn) {
    if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'THIS_IS_UNDEFINED') return
    warn(warning)
  }
})

export default [
  entry('src/action/index.ts', 'dist/index.js'),
  entry('src/cli/index.ts', 'dist/cli.js', '#!/usr/bin/env node')
]
