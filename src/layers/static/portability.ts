// PluginEval's harness_portability: findings about text that only works in Claude Code.
// The findings lower this sub-score only; they are not anti-patterns.
import type { PortabilityFinding } from '../../model/index.js'
import type { ParsedSkill } from '../../skill/parse.js'
import type { SkillFolderFacts } from '../../skill/types.js'
import { BACKTICKED_TOOL, BACKTICKED_TOOL_NAME, findToolProse } from './patterns.js'

/** Codex's limit on an inlined skill file, in UTF-8 bytes. */
export const CODEX_CAP_BYTES = 8192

export interface PortabilityResult {
  score: number
  findings: PortabilityFinding[]
}

/** The three portability findings in PluginEval's fixed order, and the sub-score. */
export function harnessPortability(
  skill: ParsedSkill,
  folder: SkillFolderFacts
): PortabilityResult {
  const lines = skill.lineIndex
  const findings: PortabilityFinding[] = []
  if (skill.utf8Bytes > CODEX_CAP_BYTES && !folder.hasReferences) {
    findings.push({
      flag: 'SKILL_OVER_CODEX_CAP',
      severity: 0.15,
      message: `SKILL.md is ${skill.utf8Bytes} bytes, over the ${CODEX_CAP_BYTES}-byte limit some harnesses inline; move detail into references/`,
      file: skill.file,
      line: 1
    })
  }
  const spellings = new Set<string>()
  let firstToolOffset = -1
  // the full scan is slow on long texts; run it only when a backticked tool name occurs at all
  // (and by exec from lastIndex: matchAll would copy the regex, and a fresh copy runs slowly)
  BACKTICKED_TOOL.lastIndex = 0
  let match = BACKTICKED_TOOL_NAME.test(skill.content) ? BACKTICKED_TOOL.exec(skill.content) : null
  for (; match !== null; match = BACKTICKED_TOOL.exec(skill.content)) {
    spellings.add((match[1] ?? match[2])!)
    if (firstToolOffset === -1) firstToolOffset = match.index
  }
  if (spellings.size > 0) {
    findings.push({
      flag: 'CLAUDE_TOOL_REFS',
      severity: Math.min(0.1, 0.02 * spellings.size),
      message: `names Claude Code tools in backticks (${[...spellings].join(', ')}); describe the action instead so other harnesses follow it`,
      file: skill.file,
      line: lines.lineAt(firstToolOffset)
    })
  }
  const prose = findToolProse(skill.content)
  if (prose) {
    findings.push({
      flag: 'CLAUDE_TOOL_PROSE',
      severity: 0.05,
      message: `refers to "${prose[0]}"; describe the action instead of a Claude Code tool name`,
      file: skill.file,
      line: lines.lineAt(prose.index)
    })
  }
  if (findings.length === 0) return { score: 1.0, findings }
  let penalty = 0
  for (const finding of findings) penalty += finding.severity
  return { score: Math.max(0.0, 1.0 - penalty), findings }
}
