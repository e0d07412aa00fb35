// JSON printed the way Python's `json.dumps(obj, indent=2, ensure_ascii=False)` prints it, so
// `--format plugineval` output is byte-comparable with PluginEval's. Python keeps the int/float
// distinction that JS numbers lose: plain numbers here are floats (`1.0`), and integers must be
// wrapped in PyInt.

export class PyInt {
  constructor(readonly value: number) {}
}

export type PyJson = null | boolean | string | number | PyInt | PyJson[] | { [key: string]: PyJson }

/** Python's `repr(float)`: shortest round-trip digits, exponent form outside 1e-4 ≤ |x| < 1e16. */
export function pythonFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN'
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity'
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0'
  // toExponential() without an argument yields the shortest digits that round-trip.
  const [mantissa, exponentText] = x.toExponential().split('e')
  const exponent = Number(exponentText)
  if (exponent < -4 || exponent >= 16) {
    const sign = exponent < 0 ? '-' : '+'
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`
  }
  const negative = mantissa.startsWith('-')
  const digits = mantissa.replace('-', '').replace('.', '')
  let text: string
  if (exponent >= 0) {
    const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0')
    text = `${whole}.${digits.slice(exponent + 1) || '0'}`
  } else {
    text = `0.${'0'.repeat(-exponent - 1)}${digits}`
  }
  return negative ? `-${text}` : text
}

/** Serialise with two-space indentation and Python's separators and number forms. */
export function pythonJson(value: PyJson, indent = ''): string {
  if (value === null) return 'null'
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  // JSON.stringify escapes exactly what Python does with ensure_ascii=False (quotes, backslash,
  // C0 controls) and leaves other non-ASCII characters raw.
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number') return pythonFloat(value)
  if (value instanceof PyInt) return String(value.value)
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    return `[\n${value.map((v) => inner + pythonJson(v, inner)).join(',\n')}\n${indent}]`
  }
  const entries = Object.entries(value)
  if (entries.length === 0) return '{}'
  const lines = entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonJson(v, inner)}`)
  return `{\n${lines.join(',\n')}\n${indent}}`
}

/**
 * Converts arbitrary data (e.g. a frontmatter value) for printing; without Python's type
 * information, whole numbers are taken to be ints.
 */
export function toPyJson(value: unknown): PyJson {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isInteger(value) ? new PyInt(value) : value
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'bigint') return new PyInt(Number(value))
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(toPyJson)
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPyJson(v)]))
  }
  return String(value)
}
