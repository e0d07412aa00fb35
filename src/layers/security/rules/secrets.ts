// Committed credentials, found by secretlint's recommended rule preset (a maintained library of
// token formats: cloud keys, private keys, registry and chat tokens, connection strings…) rather
// than patterns of our own. secretlint costs about half a millisecond per call whatever the text,
// so it only sees files with a line that could hold a secret, and only those lines (the others
// are blanked, which keeps the line numbers). The secret itself is never echoed: the evidence is
// its line with the match masked.
import { lintSource } from '@secretlint/core'
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend'
import type { Hit } from '../finding.js'

const CONFIG = { rules: [{ id: recommended.meta.id, rule: recommended }] }

// A long token mixing letters and digits, a PEM armour line, or credentials in a URL. Tokens are
// found first and then checked, so a long line costs one pass.
const TOKEN = /[A-Za-z0-9+/=_.-]{20,}/g
const ARMOUR_OR_URL_CREDENTIALS = /-----(?:BEGIN|END) |:\/\/[^\s:@/]+:[^\s@/]+@/

function mayHoldSecret(line: string): boolean {
  if (ARMOUR_OR_URL_CREDENTIALS.test(line)) return true
  for (const [token] of line.matchAll(TOKEN))
    if (/\d/.test(token) && /[A-Za-z]/.test(token)) return true
  return false
}

/** The text with every line that cannot hold a secret blanked; null when none can. */
export function candidateLines(text: string): string | null {
  let any = false
  const lines = text.split('\n').map((line) => {
    if (line.length <= 20000 && mayHoldSecret(line)) {
      any = true
      return line
    }
    return ''
  })
  return any ? lines.join('\n') : null
}

function masked(line: string, from: number, to: number): string {
  return `${line.slice(0, from)}${'*'.repeat(Math.min(12, Math.max(4, to - from)))}${line.slice(to)}`
}

export async function secretHits(text: string, file: string): Promise<Hit[]> {
  const source = candidateLines(text)
  if (source === null) return []
  const result = await lintSource({
    source: { filePath: file, content: source, contentType: 'text' },
    options: { config: CONFIG, noPhysicFilePath: true, maskSecrets: true }
  })
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
