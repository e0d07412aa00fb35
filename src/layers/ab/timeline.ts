// What a judge sees of a run: the agent's transcript as text, with tool results shown as text
// (skill-validator's judges saw `[object Object]`), every field and the line count capped
// head+tail with markers so a long run cannot overflow the judge's context, and the
// skill-loading calls removed so the judge cannot tell which arm had the skill.
import type { AgentEvent } from '../../agent/loop.js'

export const SKILL_TOOL = 'Skill'

export interface TimelineLimits {
  user: number
  assistant: number
  toolStart: number
  toolResult: number
  maxLines: number
}

/** skill-validator's pairwise limits, tighter because the judge sees two runs at once. */
export const PAIRWISE_LIMITS: TimelineLimits = {
  user: 200,
  assistant: 400,
  toolStart: 200,
  toolResult: 200,
  maxLines: 120
}
export const INDEPENDENT_LIMITS: TimelineLimits = {
  user: 200,
  assistant: 500,
  toolStart: 200,
  toolResult: 300,
  maxLines: 160
}

/** Keeps the head and the tail of `s` within `max` characters, marking the cut. */
export function headTail(s: string, max: number): string {
  if (s.length <= max) return s
  const marker = ` […${s.length - max} chars cut…] `
  const keep = Math.max(0, max - marker.length)
  const head = Math.ceil(keep * 0.6)
  return `${s.slice(0, head)}${marker}${s.slice(s.length - (keep - head))}`
}

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim()

/** The transcript without any trace of skill loading. */
export function maskSkillEvents(events: readonly AgentEvent[]): AgentEvent[] {
  const out: AgentEvent[] = []
  for (const e of events) {
    if (e.type === 'skill.invoked') continue
    if (
      (e.type === 'tool.execution_start' || e.type === 'tool.execution_complete') &&
      e.toolName === SKILL_TOOL
    )
      continue
    if (e.type === 'assistant.message') {
      const toolRequests = e.toolRequests.filter((t) => t !== SKILL_TOOL)
      // A turn that only loaded the skill leaves nothing to show.
      if (toolRequests.length === 0 && e.content.trim() === '' && e.toolRequests.length > 0)
        continue
      out.push({ ...e, toolRequests })
      continue
    }
    out.push(e)
  }
  return out
}

export function renderTimeline(events: readonly AgentEvent[], limits: TimelineLimits): string {
  const lines: string[] = []
  for (const e of maskSkillEvents(events)) {
    switch (e.type) {
      case 'user.message':
        lines.push(`[USER] ${headTail(oneLine(e.content), limits.user)}`)
        break
      case 'assistant.message': {
        const parts: string[] = []
        if (e.content.trim()) parts.push(headTail(oneLine(e.content), limits.assistant))
        if (e.toolRequests.length > 0) parts.push(`(called tools: ${e.toolRequests.join(', ')})`)
        lines.push(`[ASSISTANT] ${parts.join(' ')}`)
        break
      }
      case 'tool.execution_start': {
        const args =
          typeof e.arguments === 'string' ? e.arguments : JSON.stringify(e.arguments ?? '')
        lines.push(`[TOOL START] ${e.toolName}: ${headTail(oneLine(args), limits.toolStart)}`)
        break
      }
      case 'tool.execution_complete':
        lines.push(
          `[TOOL ${e.success ? 'OK' : 'FAIL'}] ${headTail(oneLine(e.result), limits.toolResult)}`
        )
        break
      case 'runner.error':
        lines.push(`[ERROR] ${headTail(oneLine(e.message), limits.assistant)}`)
        break
    }
  }
  if (lines.length === 0) return '(no events recorded)'
  if (lines.length <= limits.maxLines) return lines.join('\n')
  const head = Math.ceil(limits.maxLines / 2)
  const tail = limits.maxLines - head
  return [
    ...lines.slice(0, head),
    `[… ${lines.length - head - tail} lines cut …]`,
    ...lines.slice(-tail)
  ].join('\n')
}

/** "name(count), …" in first-use order, without the skill tool. */
export function toolsUsed(toolCalls: Record<string, number>): string {
  const shown = Object.entries(toolCalls).filter(([name]) => name !== SKILL_TOOL)
  return shown.length > 0 ? shown.map(([n, c]) => `${n}(${c})`).join(', ') : 'none'
}
