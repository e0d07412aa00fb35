// The bundles' imports of Node's built-in modules, turned into require() calls (rollup.config.mjs
// applies it to every chunk). Importing a built-in as an ES module builds a namespace of all its
// exports, which reads every property that Node loads lazily: `node:fs` then loads fs/promises and,
// on Node 24, readline with it, `node:process` its report module; require() returns the module's
// object and reads nothing. That is about 4 ms of every start of the command line.
import { isBuiltin } from 'node:module'

const REQUIRE = '__requireBuiltin'

/** `name`, or `name: alias` for `name as alias`: a destructuring entry. */
const binding = (specifier) => specifier.trim().replace(/^([\w$]+) as ([\w$]+)$/, '$1: $2')

/**
 * The statements that replace one import line of a built-in, or undefined to keep the line (a
 * form rollup does not write, or a namespace whose `default` the chunk reads, which require()
 * would not give).
 */
function requireStatements(line, code) {
  const match =
    /^import (?:([\w$]+)(?:, )?)?(?:\* as ([\w$]+)|\{([^}]*)\})? ?(?:from )?'([^']+)';$/.exec(line)
  if (match === null || !isBuiltin(match[4])) return undefined
  const [, name, namespace, named, module] = match
  const required = `${REQUIRE}('${module}')`
  if (namespace !== undefined && code.includes(`${namespace}.default`)) return undefined
  const statements = []
  for (const whole of [name, namespace]) {
    if (whole !== undefined) statements.push(`const ${whole} = ${required};`)
  }
  const names = (named ?? '').split(',').filter((s) => s.trim() !== '')
  if (names.length > 0) statements.push(`const { ${names.map(binding).join(', ')} } = ${required};`)
  // `import 'node:fs';` only loads the module: a built-in needs no loading ahead of its use
  return statements
}

/** The chunk `code` with its import lines of built-ins replaced by require() calls. */
export function requireBuiltins(code) {
  const lines = code.split('\n')
  let replaced = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (!line.startsWith('import ')) continue
    const statements = requireStatements(line, code)
    if (statements === undefined) continue
    lines[i] = statements.join('\n')
    replaced = true
  }
  if (!replaced) return code
  const header = `import { createRequire as ${REQUIRE}Of } from 'node:module';\nconst ${REQUIRE} = ${REQUIRE}Of(import.meta.url);`
  // after a banner (the CLI's `#!` line), before everything else
  const at = lines[0].startsWith('#!') ? 1 : 0
  lines.splice(at, 0, header)
  return lines.join('\n')
}
