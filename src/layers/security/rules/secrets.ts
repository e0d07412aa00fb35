// Committed credentials, found by secretlint's recommended rule preset (a maintained library of
// token formats: cloud keys, private keys, registry and chat tokens, connection strings…) rather
// than patterns of our own. secretlint costs about half a millisecond per call whatever the text,
// so it only sees files with a line that could hold a secret, and only those lines (the others
// are blanked, which keeps the line numbers). It is loaded on that first call, not with the
// program: most runs never need it. The secret itself is never echoed: the evidence is its line
// with the match masked.
import type { Hit } from '../finding.js'
import type { TextFacts } from '../text-facts.js'
import { SECRET_ALLOWS } from './secret-allows.js'

type Lint = (
  content: string,
  filePath: string
) => ReturnType<typeof import('@secretlint/core').lintSource>

let loading: Promise<Lint> | undefined

/**
 * secretlint with the recommended preset, loaded once on first use. Its performance profiler is
 * switched off: it is on by default, and every call leaves timing marks that a PerformanceObserver
 * matches against every mark before it (quadratic in the files scanned: 20 of 33 s on 875 real
 * skills), kept for the life of the process and never read by us. Every rule of the preset is
 * given the same `allows`: local test credentials and placeholders (secret-allows.ts).
 */
function secretlint(): Promise<Lint> {
  loading ??= Promise.all([
    import('@secretlint/core'),
    import('@secretlint/secretlint-rule-preset-recommend'),
    import('@secretlint/profiler')
  ]).then(([{ lintSource }, { creator: recommended }, { secretLintProfiler }]) => {
    // the one instance core marks through
    secretLintProfiler.setEnabled(false)
    const allows = [...SECRET_ALLOWS]
    const rules = recommended.rules.map((rule) => ({ id: rule.meta.id, options: { allows } }))
    const config = { rules: [{ id: recommended.meta.id, rule: recommended, rules }] }
    return (content: string, filePath: string) =>
      lintSource({
        source: { filePath, content, contentType: 'text' },
        options: { config, noPhysicFilePath: true, maskSecrets: true }
      })
  })
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** The text with every line that cannot hold a secret blanked; null when none can. */
export function candidateLines(facts: TextFacts): string | null {
  const lines = new Set<number>()
  for (const run of facts.tokenRuns)
    if (run.hasDigit && run.hasLetter) lines.add(facts.lineAt(run.start))
  // A PEM block is kept whole: its base64 lines need not hold a digit.
  for (
    let at = facts.text.indexOf('-----BEGIN ');
    at !== -1;
    at = facts.text.indexOf('-----BEGIN ', at + 1)
  ) {
    const first = facts.lineAt(at)
    const end = facts.text.indexOf('-----END ', at)
    const last = end === -1 ? first : Math.min(facts.lineAt(end), first + MAX_PEM_LINES)
    for (let line = first; line <= last; line++) lines.add(line)
  }
  for (let at = facts.text.indexOf('://'); at !== -1; at = facts.text.indexOf('://', at + 3)) {
    if (URL_CREDENTIALS.test(facts.lineText(at))) lines.add(facts.lineAt(at))
  }
  if (lines.size === 0) return null
  return facts.text
    .split('\n')
    .map((line, i) => (lines.has(i + 1) && line.length <= 20000 ? line : ''))
    .join('\n')
}

const MAX_PEM_LINES = 200
const URL_CREDENTIALS = /:\/\/[^\s:@/]+:[^\s@/]+@/

function masked(line: string, from: number, to: number): string {
  return `${line.slice(0, from)}${'*'.repeat(Math.min(12, Math.max(4, to - from)))}${line.slice(to)}`
}

export async function secretHits(facts: TextFacts, file: string): Promise<Hit[]> {
  const source = candidateLines(facts)
  if (source === null) return []
  const lint = await secretlint()
  const result = await lint(source, file)
  const lines = source.split('\n')
  return result.messages.map((message) => {
    const start = message.loc.start
    const line = lines[start.line - 1] ?? ''
    const end = message.loc.end.line === start.line ? message.loc.end.column : line.length
    const kind = message.messageId.replaceAll('_', ' ').toLowerCase()
    return {
      ruleId: 'secrets/committed',
      line: start.line,
      message: `a committed credential (${kind}, ${message.ruleId.replace('@secretlint/secretlint-rule-', '')})`,
      evidence: masked(line, start.column, end)
    }
  })
}
