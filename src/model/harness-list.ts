// The harnesses a run lists, as the CLI's `--harness` and the Action's `harness` input give them
// (`builtin,claude-code`), and each one's model (`--harness-model codex=gpt-5-mini`, the Action's
// `harness-models`): read and checked in one place, a mistyped name answered with the close one.
import { HARNESS_NAMES } from './constants.js'
import type { HarnessName } from './harness.js'
import { closestWord } from './edit-distance.js'

const isHarness = (name: string): name is HarnessName =>
  (HARNESS_NAMES as readonly string[]).includes(name)

function unknownHarness(name: string): Error {
  const close = closestWord(name, HARNESS_NAMES)
  return new Error(
    `unknown harness "${name}"${close === undefined ? '' : ` (did you mean ${close}?)`}; the harnesses: ${HARNESS_NAMES.join(', ')}`
  )
}

/** `builtin, claude-code` → the names in order, each once; throws on an unknown or empty list. */
export function parseHarnessList(value: string): HarnessName[] {
  const names = value
    .split(/[\s,]+/)
    .map((n) => n.trim())
    .filter((n) => n !== '')
  if (names.length === 0)
    throw new Error(`no harness named: give one or more of ${HARNESS_NAMES.join(', ')}`)
  const out: HarnessName[] = []
  for (const name of names) {
    if (!isHarness(name)) throw unknownHarness(name)
    if (!out.includes(name)) out.push(name)
  }
  return out
}

/**
 * `codex=gpt-5-mini, gemini-cli=gemini-2.5-flash` (commas or new lines) → each harness's model;
 * throws on an entry without `=`, an unknown harness or one named twice.
 */
export function parseHarnessModels(value: string): Partial<Record<HarnessName, string>> {
  const out: Partial<Record<HarnessName, string>> = {}
  for (const entry of value.split(/[\n,]+/).map((e) => e.trim())) {
    if (entry === '') continue
    const at = entry.indexOf('=')
    const name = entry.slice(0, Math.max(0, at)).trim()
    const model = entry.slice(at + 1).trim()
    if (at < 0 || name === '' || model === '') {
      throw new Error(`"${entry}" is not harness=model (e.g. codex=gpt-5-mini)`)
    }
    if (!isHarness(name)) throw unknownHarness(name)
    if (out[name] !== undefined) throw new Error(`the ${name} harness's model is given twice`)
    out[name] = model
  }
  return out
}

/** The harnesses of `models` that are not listed: their model would never be used. */
export function unlistedModels(
  models: Partial<Record<HarnessName, string>>,
  listed: readonly HarnessName[]
): HarnessName[] {
  return (Object.keys(models) as HarnessName[]).filter((name) => !listed.includes(name))
}
