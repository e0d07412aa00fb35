// One markdown transcript per run for the results folder: secrets redacted (C7), size capped.
import type { AgentRun } from '../../agent/loop.js'
import { headTail } from './timeline.js'

export const MAX_TRANSCRIPT_CHARS = 200_000

const SECRET_PATTERNS: RegExp[] = [
  /sk-ant-[A-Za-z0-9_-]{8,}/g,
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
  /\bAKIA[0-9A-Z]{16}\b/g,
  /\b(?:xox[abprs])-[A-Za-z0-9-]{10,}/g,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g
]

export function redactSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((t, re) => t.replace(re, '[REDACTED]'), text)
}

/** A filesystem-safe, unique-looking slug (C6): never `..`, never a separator. */
export function slug(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return s || 'unnamed'
}

const fence = (s: string): string => `\`\`\`\n${s.replace(/```/g, '`\u200b``')}\n\`\`\``

export function renderTranscript(title: string, run: AgentRun): string {
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
  return headTail(redactSecrets(lines.join('\n')), MAX_TRANSCRIPT_CHARS)
}
