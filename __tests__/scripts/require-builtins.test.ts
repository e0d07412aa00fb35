// The build's rewrite of a chunk's imports of Node's built-in modules into require() calls: every
// import form rollup writes, the ones it must leave alone, and a rewritten module that runs and
// sees the same values as before.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { requireBuiltins } from '../../scripts/require-builtins.mjs'

const HEADER = [
  "import { createRequire as __requireBuiltinOf } from 'node:module';",
  'const __requireBuiltin = __requireBuiltinOf(import.meta.url);'
]

describe('requireBuiltins', () => {
  it('turns every import form of a built-in into constants, after the banner', () => {
    const chunk = [
      '#!/usr/bin/env node',
      "import path__default from 'node:path';",
      "import * as nodeModule from 'node:module';",
      "import { readFileSync, statSync as stat } from 'node:fs';",
      "import require$$0, { EventEmitter } from 'events';",
      "import 'node:fs/promises';",
      "import { a as helper } from './cli-helpers.js';",
      '',
      'console.log(path__default.join("a", "b"));'
    ].join('\n')
    expect(requireBuiltins(chunk).split('\n')).toEqual([
      '#!/usr/bin/env node',
      ...HEADER,
      "const path__default = __requireBuiltin('node:path');",
      "const nodeModule = __requireBuiltin('node:module');",
      "const { readFileSync, statSync: stat } = __requireBuiltin('node:fs');",
      "const require$$0 = __requireBuiltin('events');",
      "const { EventEmitter } = __requireBuiltin('events');",
      '',
      "import { a as helper } from './cli-helpers.js';",
      '',
      'console.log(path__default.join("a", "b"));'
    ])
  })

  it('leaves a chunk without built-ins, and a namespace whose default is read, as they are', () => {
    const ours = "import { a } from './cli-a.js';\nimport pc from 'picocolors';\na(pc);"
    expect(requireBuiltins(ours)).toBe(ours)
    const namespace = "import * as fs from 'node:fs';\nconsole.log(fs.default);"
    expect(requireBuiltins(namespace)).toBe(namespace)
  })

  const dir = mkdtempSync(path.join(tmpdir(), 'skill-ci-require-builtins-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('gives a module the same values through require() as through import', async () => {
    const module = [
      "import path from 'node:path';",
      "import * as os from 'node:os';",
      "import { readFileSync as read, existsSync } from 'node:fs';",
      "import EventEmitter, { once } from 'node:events';",
      'export const seen = [path.join("a", "b"), os.EOL, typeof read, existsSync(import.meta.filename), typeof EventEmitter, typeof once];'
    ].join('\n')
    const load = async (name: string, code: string) => {
      const file = path.join(dir, name)
      writeFileSync(file, code)
      return ((await import(pathToFileURL(file).href)) as { seen: unknown[] }).seen
    }
    const rewritten = requireBuiltins(module)
    expect(rewritten).not.toMatch(/^import .* from 'node:(?!module)/m)
    expect(await load('required.mjs', rewritten)).toEqual(await load('imported.mjs', module))
  })
})
