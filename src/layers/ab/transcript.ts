// One markdown transcript per run for the results folder: secrets redacted, size capped.
// The folder ends up in a CI artifact that anyone with read access can download, so redaction
// covers both well-known token shapes and the actual values of secret-looking variables.
import { createHash } from 'node:crypto'
import type { AgentRun } from '../../agent/loop.js'
import { headTail } from './timeline.js'

export const MAX_TRANSCRIPT_CHARS = 200_000

const SECRET_PATTERNS: RegExp[] = [
  /sk-ant-[A-Za-z0-9_-]{8,}/g,
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
  /\bAKIA[0-9A-Z]{16}\b/g,
  /\b(?:xox[abprs])-[A-Za-z0-9-]{10,}/g
]

const KEY_BEGIN = /-----BEGIN [A-Z ]*PRIVATE KEY-----/g
const KEY_END = /-----END [A-Z ]*PRIVATE KEY-----/g

/**
 * PEM private keys, BEGIN through END. Found by two forward scans instead of one lazy regex,
 * which rescanned the rest of the text for every BEGIN without an END (quadratic: 1.8 s for
 * 480 kB). A key whose END was cut off (head+tail truncation) is redacted to the end of the text.
 */
function redactPrivateKeys(text: string): string {
  let out = ''
  let from = 0
  KEY_BEGIN.lastIndex = 0
  for (let begin = KEY_BEGIN.exec(text); begin; begin = KEY_BEGIN.exec(text)) {
    KEY_END.lastIndex = begin.index + begin[0].length
    const end = KEY_END.exec(text)
    out += `${text.slice(from, begin.index)}[REDACTED]`
    if (!end) return out
    from = end.index + end[0].length
    KEY_BEGIN.lastIndex = from
  }
  return out + text.slice(from)
}

const SECRET_NAME = /TOKEN|SECRET|PASSW|API[_-]?KEY|PRIVATE[_-]?KEY|CREDENTIAL|AUTH/i
/** Shorter values are too likely to be ordinary words to redact everywhere. */
const MIN_SECRET_CHARS = 8

/** Values of environment variables whose names say they hold a secret (e.g. INPUT_ANTHROPIC-API-KEY). */
export function secretValues(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(env)
    .filter(
      ([name, value]) => SECRET_NAME.test(name) && (value?.trim().length ?? 0) >= MIN_SECRET_CHARS
    )
    .map(([, value]) => (value as string).trim())
}

export function redactSecrets(text: string, known: readonly string[] = []): string {
  // Longest first, so a secret that contains another is not left half-redacted.
  const byLength = [...known].sort((a, b) => b.length - a.length)
  const literal = byLength.reduce((t, secret) => t.split(secret).join('[REDACTED]'), text)
  return SECRET_PATTERNS.reduce((t, re) => t.replace(re, '[REDACTED]'), redactPrivateKeys(literal))
}

/**
 * A filesystem-safe, unique-looking slug: never `..`, never a separator, so a scenario or skill
 * name from the PR cannot place a file outside the results folder.
 */
export function slug(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return s || 'unnamed'
}

/**
 * The results sub-folder of a skill: its path as a slug, plus a short hash of the path whenever
 * slugging changed it, so `a/b` and `a-b` cannot share a folder and overwrite each other's files.
 */
export function skillFolderName(relPath: string): string {
  const s = slug(relPath)
  if (s === relPath) return s
  return `${s}-${createHash('sha256').update(relPath).digest('hex').slice(0, 8)}`
}

const fence = (s: string): string => `\`\`\`\n${s.replace(/```/g, '`\u200b``')}\n\`\`\``

export function renderTranscript(
  title: string,
  run: AgentRun,
  knownSecrets: readonly string[] = []
): string {
  const lines = [
    `# ${title}`,
    '',
    `- stopped by: ${run.stoppedBy}${run.error ? ` (${run.error})` : ''}`,
    `- turns: ${run.turns}, tokens in/out: ${run.tokens.input}/${run.tokens.output}, cache read/write: ${run.tokens.cacheRead}/${run.tokens.cacheWrite}`,
    `- tool calls: ${JSON.stringify(run.toolCalls)}, skills loaded: ${run.skillsLoaded.join(', ') || 'none'}`,
    ''
  ]
  for (const e of run.events) {
    switch (e.type) {
      case 'user.message':
        lines.push('## User', '', e.content, '')
        break
      case 'assistant.message':
        lines.push('## Assistant', '', e.content || '_(no text)_', '')
        if (e.toolRequests.length) lines.push(`Tools requested: ${e.toolRequests.join(', ')}`, '')
        break
      case 'tool.execution_start':
        lines.push(
          `### Tool \`${e.toolName}\``,
          '',
          fence(JSON.stringify(e.arguments, null, 2)),
          ''
        )
        break
      case 'tool.execution_complete':
        lines.push(
          `Result (${e.success ? 'ok' : 'failed'}):`,
          '',
          fence(headTail(e.result, 4000)),
          ''
        )
        break
      case 'skill.invoked':
        lines.push(`_Skill loaded: ${e.name}_`, '')
        break
      case 'runner.error':
        lines.push(`**Error:** ${e.message}`, '')
        break
    }
  }
  // Redact before cutting, so the cut cannot split a secret into unrecognisable halves.
  return headTail(redactSecrets(lines.join('\n'), knownSecrets), MAX_TRANSCRIPT_CHARS)
}
