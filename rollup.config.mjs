import { existsSync } from 'node:fs'
import path from 'node:path'
import commonjs from '@rollup/plugin-commonjs'
import json from '@rollup/plugin-json'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import ts from 'typescript'

// Type checking is `npm run typecheck` (whole program, strict); the bundler only strips types.
// @rollup/plugin-typescript was dropped because its in-process program resolves dual packages
// (the Anthropic SDK) to their CommonJS typings under NodeNext and fails on valid code.
const stripTypes = () => ({
  name: 'strip-types',
  resolveId(source, importer) {
    // NodeNext sources import './x.js' for the file './x.ts'
    if (!importer || !source.startsWith('.') || !source.endsWith('.js')) return null
    const candidate = path.resolve(path.dirname(importer), source.slice(0, -3) + '.ts')
    return existsSync(candidate) ? candidate : null
  },
  transform(code, id) {
    if (!id.endsWith('.ts')) return null
    const { outputText } = ts.transpileModule(code, {
      fileName: id,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        verbatimModuleSyntax: false,
        sourceMap: false
      }
    })
    return { code: outputText, map: null }
  }
})

// Three self-contained ESM bundles: the action (dist/index.js), the library (dist/lib.js, what
// `import 'skill-ci'` loads: no side effects) and the CLI (dist/cli.js).
const entry = (input, file, banner) => ({
  input,
  output: { file, format: 'es', banner, inlineDynamicImports: true, sourcemap: false },
  plugins: [
    stripTypes(),
    nodeResolve({ preferBuiltins: true, exportConditions: ['node'] }),
    commonjs(),
    json()
  ],
  onwarn(warning, warn) {
    // known-harmless: dependency cycles (undici, zod), TS helpers' `this`, zod's misplaced /*@__PURE__*/ notes
    const harmless = ['CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED', 'INVALID_ANNOTATION']
    if (harmless.includes(warning.code)) return
    warn(warning)
  }
})

export default [
  entry('src/action/index.ts', 'dist/index.js'),
  entry('src/index.ts', 'dist/lib.js'),
  entry('src/cli/index.ts', 'dist/cli.js', '#!/usr/bin/env node')
]
