import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import commonjs from '@rollup/plugin-commonjs'
import json from '@rollup/plugin-json'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import ts from 'typescript'
import { requireBuiltins } from './scripts/require-builtins.mjs'

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

// A chunk an earlier build wrote and this one no longer does would stay in dist/ unnoticed (rollup
// only overwrites), so each build first removes its own chunks; the dist/ freshness check in CI then
// sees a deleted file as well as a changed one.
const removeOwnChunks = (name) => ({
  name: 'remove-own-chunks',
  buildStart() {
    if (!existsSync('dist')) return
    for (const file of readdirSync('dist')) {
      if (file.startsWith(`${name}-`) && file.endsWith('.js')) rmSync(path.join('dist', file))
    }
  }
})

// Each chunk loads Node's built-in modules with require() rather than import (why: see the script).
const builtinsThroughRequire = () => ({
  name: 'builtins-through-require',
  renderChunk(code) {
    const rewritten = requireBuiltins(code)
    return rewritten === code ? null : { code: rewritten, map: null }
  }
})

// Three ESM bundles: the action (dist/index.js), the library (dist/lib.js, what `import 'skill-ci'`
// loads: no side effects) and the CLI (dist/cli.js). What is imported dynamically goes to chunks
// beside them: secretlint and the shell parser's runtime (needed only when a text could hold a
// secret or a shell command), each CLI command, each output format's renderer, each costly layer
// with the model client and the agent (a static run loads none of them). Chunks are named after
// their entry so the three builds never overwrite each other's, and without a hash so a rebuild
// replaces them rather than adding files.
const entry = (input, name, banner) => ({
  input,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: `${name}.js`,
    chunkFileNames: `${name}-[name].js`,
    banner: (chunk) => (chunk.isEntry && banner ? banner : ''),
    sourcemap: false
  },
  plugins: [
    stripTypes(),
    nodeResolve({ preferBuiltins: true, exportConditions: ['node'] }),
    commonjs(),
    json(),
    builtinsThroughRequire(),
    removeOwnChunks(name)
  ],
  onwarn(warning, warn) {
    // known-harmless: dependency cycles (undici, zod), TS helpers' `this`, zod's misplaced /*@__PURE__*/ notes
    const harmless = ['CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED', 'INVALID_ANNOTATION']
    if (harmless.includes(warning.code)) return
    warn(warning)
  }
})

export default [
  entry('src/action/index.ts', 'index'),
  entry('src/index.ts', 'lib'),
  entry('src/cli/index.ts', 'cli', '#!/usr/bin/env node')
]
