// Rules over the frontmatter: an injection inside `description:` (read by the agent in every
// conversation, before the skill is even chosen), look-alike letters in `name:`, and an
// `allowed-tools` that grants an unrestricted shell to a skill whose description announces no
// command.
import type { Frontmatter } from '../../../skill/types.js'
import type { Hit } from '../finding.js'
import { mixedScriptWord } from './hidden.js'
import { proseHits } from './prose.js'

const UNRESTRICTED_SHELL =
  /^(?:bash|bash\(\s*\*?\s*(?::\s*\*)?\s*\)|shell|\*|run_shell_command|execute_command|terminal)$/i
const ANNOUNCES_COMMANDS =
  /\b(?:commands?|shell|terminal|scripts?|cli|bash|run(?:s|ning)?|execut\w*|install\w*|build\w*|deploy\w*|git|npm|pip|docker|kubectl|make|compil\w*|test(?:s|ing)?|lint\w*|migrat\w*|automat\w*|ops|devops|server|sysadmin)\b/i

function toolList(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/,\s*|\s+(?![^(]*\))/).filter(Boolean)
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  return []
}

/**
 * @param runsCommands the skill shows it runs commands without saying so in its description: a
 *   shell code block in SKILL.md or a `scripts/` folder. A shell is then what it needs.
 */
export function frontmatterHits(frontmatter: Frontmatter, runsCommands = false): Hit[] {
  const hits: Hit[] = []
  const { data, keyLines } = frontmatter
  const description = typeof data.description === 'string' ? data.description : ''
  const descriptionLine = keyLines.description ?? 1
  const injected = proseHits(description).filter(
    (h) => h.ruleId.startsWith('injection/') && h.severity !== 'medium'
  )
  if (injected.length > 0) {
    hits.push({
      ruleId: 'injection/description',
      line: descriptionLine,
      message: `the description itself ${injected[0]!.message}`,
      evidence: description
    })
  }
  for (const [field, value] of [
    ['name', data.name],
    ['description', description]
  ] as const) {
    const word = typeof value === 'string' ? mixedScriptWord(value) : undefined
    if (word !== undefined) {
      hits.push({
        ruleId: 'hidden/homoglyph',
        line: keyLines[field] ?? 1,
        message: `the ${field} mixes look-alike letters of different scripts in "${word}"`,
        evidence: String(value)
      })
    }
  }
  const toolsKey = Object.hasOwn(data, 'allowed-tools') ? 'allowed-tools' : 'allowed_tools'
  const shell = toolList(data[toolsKey]).find((tool) => UNRESTRICTED_SHELL.test(tool.trim()))
  if (shell !== undefined && !runsCommands && !ANNOUNCES_COMMANDS.test(description)) {
    hits.push({
      ruleId: 'tools/unrestricted-shell',
      line: keyLines[toolsKey] ?? 1,
      message: `allowed-tools grants an unrestricted shell (${shell.trim()}) but the skill announces no command (none in its description, no shell block, no scripts/ folder)`,
      evidence: `${toolsKey}: ${toolList(data[toolsKey]).join(', ')}`
    })
  }
  return hits
}
