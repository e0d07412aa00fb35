// The security scan of one skill: every file read once (SKILL.md as the pipeline read it), each
// run through the rules that fit its kind, blobs and tag characters decoded and scanned again,
// then suppressions applied. Never throws: a rule that fails on a file makes the layer's status
// `error` (the gate fails) while the other files' findings are kept.
import type { SecurityFinding, SecurityLayer, SecuritySeverity } from '../../model/index.js'
import { severityRank } from '../../model/records.js'
import { ExampleContext, isSecurityReviewSkill, lowerShownExamples } from './example-context.js'
import { securityFinding, type Hit } from './finding.js'
import { readSkillFiles, type ReadSkillFile, type SkillText } from './files.js'
import { markdownParts, type Fence, type Located } from './markdown.js'
import { TextFacts } from './text-facts.js'
import { frontmatterHits } from './rules/frontmatter.js'
import { announcesServices } from './rules/shell-vocabulary.js'
import { encodedTexts, homoglyphHosts, invisibleContent, type HiddenText } from './rules/hidden.js'
import { lineRuleHits, mayNeedLineRules } from './rules/lines.js'
import { proseHits } from './rules/prose.js'
import { secretHits } from './rules/secrets.js'
import { mayNeedShellRules, shellHits, type ShellContext } from './rules/shell.js'
import { applySuppressions, type AllowEntry } from './suppress.js'

export interface SecurityScanOptions {
  /** Entries of the allow-list (`security-allow`). */
  allow?: readonly AllowEntry[]
  /** No scan at all, so the report has no security layer: how the speed bench measures its cost. */
  skip?: boolean
}

export interface SkillToScan extends Omit<ReadSkillFile, 'file'> {
  dir: string
  /** The skill folder relative to the scanned root. */
  relPath: string
  /** SKILL.md relative to the scanned root. */
  skillFile: string
}

// Shell fences: the languages people write shell in, and unlabelled blocks (scanned only when a
// shell rule's word occurs in them, like everything else).
const SHELL_LANGUAGES = new Set([
  '',
  'bash',
  'sh',
  'shell',
  'zsh',
  'ksh',
  'console',
  'shell-session',
  'shellsession',
  'terminal',
  'sh-session',
  'text',
  'plaintext'
])

const INLINE_CODE = /(`+)[^`\n]+?\1(?!`)/g

const maxSeverity = (hits: Hit[]): SecuritySeverity =>
  hits.reduce<SecuritySeverity>((worst, h) => {
    const s = h.severity ?? 'high'
    return severityRank(s) > severityRank(worst) ? s : worst
  }, 'low')

/** Shell text of a console block: the `$ ` prompts removed. */
const withoutPrompts = (text: string) => text.replace(/^(\s*)\$ /gm, '$1')

/** What the skill's description says about it, read once per skill. */
interface SkillIntent {
  /** It reviews or detects security problems: it quotes attacks (example-context.ts). */
  securitySkill: boolean
  /** It sets up a service, daemon or scheduled job: registering one is what it is for. */
  announcesServices: boolean
  /** Its name and description: they name the tool a skill is about (`pueue-job-orchestration`). */
  subject: string
}

/**
 * The hits of one piece of shell text found at `firstLine` of its file; null, with nothing to
 * parse or wait for, when no shell rule's word occurs in it (most code blocks of a file).
 */
function shellPieceHits(
  text: string,
  firstLine: number,
  context: ShellContext
): Promise<Hit[]> | null {
  const facts = new TextFacts(text)
  if (!mayNeedShellRules(facts)) return null
  const shell = withoutPrompts(text)
  return shellHits(shell === text ? facts : shell, firstLine, context)
}

/** Whether a line of the file lies in one of its fenced code blocks. */
function fencedLines(fences: readonly Fence[]): (line: number) => boolean {
  const ranges = fences.map((f) => [f.firstLine, f.firstLine + lineBreaks(f.text)] as const)
  return (line) => ranges.some(([first, last]) => line >= first && line <= last)
}

const lineBreaks = (text: string) => text.split('\n').length - 1

async function markdownHits(
  facts: TextFacts,
  intent: SkillIntent,
  read: () => ExampleContext
): Promise<Hit[]> {
  const parts = markdownParts(facts.text)
  const hits: Hit[] = [...proseHits(facts, { codeLine: fencedLines(parts.fences) })]
  if (mayNeedLineRules(facts, true)) {
    // Inline code is parsed as shell below; the line rules read the prose around it.
    const proseOnly = parts.prose.includes('`')
      ? parts.prose.replace(INLINE_CODE, (span) => ' '.repeat(span.length))
      : parts.prose
    hits.push(
      ...lineRuleHits(proseOnly === facts.text ? facts : new TextFacts(proseOnly), {
        prose: true,
        within: facts
      })
    )
  }
  // No shell rule's word anywhere in the file: no block or span of it can match one. The same
  // for the line rules over code blocks.
  const shell = mayNeedShellRules(facts)
  const codeRules = mayNeedLineRules(facts, false)
  // What the prose around a command says it is for: worked out only for a rule that asks.
  const around = (line: number): ShellContext => ({
    announcesServices: intent.announcesServices,
    surroundings: () => `${read().surroundingsOf(line)}\n${intent.subject}`,
    nearby: () => read().nearbyOf(line)
  })
  for (const fence of parts.fences) {
    if (SHELL_LANGUAGES.has(fence.language)) {
      const found = shell
        ? shellPieceHits(fence.text, fence.firstLine, around(fence.firstLine))
        : null
      if (found !== null) hits.push(...(await found))
    } else if (codeRules) {
      const code = lineRuleHits(new TextFacts(fence.text), { prose: false, within: facts })
      hits.push(...offset(code, fence.firstLine - 1))
    }
  }
  if (shell) {
    for (const span of parts.inlineCode) {
      const found = shellPieceHits(span.text, span.line, around(span.line))
      if (found !== null) hits.push(...(await found))
    }
  }
  for (const comment of parts.comments) hits.push(...(await commentHits(comment)))
  for (const title of parts.linkTitles) {
    const inner = proseHits(title.text)
    if (inner.length > 0) {
      hits.push({
        ruleId: 'hidden/link-title',
        line: title.line,
        message: `a link title, shown only on hover, ${inner[0]!.message}`,
        evidence: title.text
      })
    }
  }
  return hits
}

// A comment that speaks to the agent: opens by naming it as the one spoken to ("assistant:",
// "Claude,", "note for the AI agent") and then gives it an order ("you must", "run", "always"). A template's
// guidance about what "the agent should" do speaks of it, not to it.
const AGENT = '(?:assistant|agent|claude|ai|model|llm)'
const ADDRESSED = new RegExp(
  `^\\s*(?:(?:note|message|instructions?)\\s+(?:for|to)\\s+(?:the\\s+)?(?:ai\\s+)?${AGENT}\\b|${AGENT}\\s*[:,])[^\\n]{0,200}\\b(?:you\\s+(?:must|should|will)|must|always|never|run|send|execute|upload|delete|read|fetch|do\\s+not|don't)\\b`,
  'i'
)

/** An HTML comment is invisible when rendered: instructions in it are a finding of their own. */
async function commentHits(comment: Located): Promise<Hit[]> {
  if (/skill-ci:\s*allow\b/.test(comment.text)) return []
  const inner = [...proseHits(comment.text), ...((await shellPieceHits(comment.text, 1, {})) ?? [])]
  if (inner.length === 0 && !ADDRESSED.test(comment.text)) return []
  const serious = inner.length > 0 && severityRank(maxSeverity(inner)) >= severityRank('high')
  return [
    {
      ruleId: 'hidden/html-comment',
      line: comment.line,
      message:
        inner.length > 0
          ? `an HTML comment, invisible when rendered, ${inner[0]!.message}`
          : 'an HTML comment, invisible when rendered, gives the agent orders',
      evidence: comment.text,
      severity: serious ? 'critical' : 'high'
    },
    // The injection phrases were found in the whole text already; the commands were not.
    ...offset(
      inner.filter((h) => !h.ruleId.startsWith('injection/')),
      comment.line - 1
    )
  ]
}

const offset = (hits: Hit[], by: number): Hit[] => hits.map((h) => ({ ...h, line: h.line + by }))

/** The rules over decoded text: every hit moves to the blob's line and names where it came from. */
async function decodedHits(decoded: HiddenText): Promise<Hit[]> {
  const facts = new TextFacts(decoded.text)
  const inner = [
    ...proseHits(facts),
    ...lineRuleHits(facts, { prose: true }),
    ...((await shellPieceHits(decoded.text, 1, {})) ?? [])
  ]
  return inner.map((h) => ({
    ...h,
    line: decoded.line,
    message: `${h.message} (in text decoded from ${decoded.how})`
  }))
}

/**
 * The rules about running commands, installing and persisting: in markdown, a command shown as an
 * example of an attack or a bad pattern is reported at low (example-context.ts).
 */
const LOWERED_IN_EXAMPLES = /^(?:exec|supply|persist|destroy)\//
const lowersInExamples = (hit: Hit) => LOWERED_IN_EXAMPLES.test(hit.ruleId)
// Secrets sent or read, shown as an attack to detect, are lowered the same way. Injection phrases
// only where the text itself frames them as an example: a phrase speaks to the model whatever the
// skill's description says the skill is for. Hidden content (an encoded blob) is never lowered:
// what it says is not shown, so no framing can show it as an example.
const SECRETS_IN_EXAMPLES = /^(?:exfil|cred)\//
const secretsInExamples = (hit: Hit) =>
  lowersInExamples(hit) || SECRETS_IN_EXAMPLES.test(hit.ruleId)
const injectionInExamples = (hit: Hit) => hit.ruleId.startsWith('injection/')

async function fileHits(file: SkillText, intent: SkillIntent): Promise<Hit[]> {
  const facts = new TextFacts(file.text)
  const hidden = invisibleContent(facts)
  const hits: Hit[] = [...hidden.hits, ...homoglyphHosts(facts)]
  // The file's example context (what its prose says each line is for), worked out once, when a
  // rule first asks: by the shell rules' surroundings or by the lowering of shown examples.
  let context: ExampleContext | undefined
  const read = () => (context ??= new ExampleContext(file.text))
  if (file.kind === 'markdown') hits.push(...(await markdownHits(facts, intent, read)))
  else {
    // a script or another code file: every line is code
    hits.push(...proseHits(facts, { codeLine: () => true }))
    if (file.kind === 'shell') {
      const context = {
        announcesServices: intent.announcesServices,
        surroundings: () => intent.subject
      }
      hits.push(...((await shellPieceHits(file.text, 1, context)) ?? []))
    } else hits.push(...lineRuleHits(facts, { prose: false }))
  }
  hits.push(...(await secretHits(facts, file.file)))
  for (const decoded of hidden.decoded) hits.push(...(await decodedHits(decoded)))
  for (const blob of encodedTexts(facts)) {
    const inner = await decodedHits(blob)
    if (inner.length === 0) continue
    const worst = maxSeverity(inner)
    hits.push({
      ruleId: 'hidden/encoded-payload',
      line: blob.line,
      message: `a ${blob.how} blob decodes to text that triggers ${[...new Set(inner.map((h) => h.ruleId))].join(', ')}`,
      evidence: blob.text,
      severity: severityRank(worst) > severityRank('high') ? worst : 'high'
    })
    hits.push(...inner)
  }
  if (file.kind !== 'markdown') return hits
  const shown = lowerShownExamples(hits, read, intent.securitySkill, secretsInExamples)
  return lowerShownExamples(shown, read, false, injectionInExamples)
}

/** One finding per rule and line; the most severe wins. */
function dedupe(findings: SecurityFinding[]): SecurityFinding[] {
  const best = new Map<string, SecurityFinding>()
  for (const f of findings) {
    const key = `${f.ruleId}\u0000${f.file}\u0000${f.line}`
    const known = best.get(key)
    if (known === undefined || severityRank(f.severity) > severityRank(known.severity))
      best.set(key, f)
  }
  return [...best.values()]
}

const SHELL_FENCE =
  /^[ \t>]*(?:```|~~~)[ \t]*(?:bash|sh|shell|zsh|ksh|console|shell-session|shellsession|terminal|sh-session|powershell|pwsh|ps1)\b/im

/** The skill shows that it runs commands: a shell block in SKILL.md or files under scripts/. */
function runsCommands(skill: SkillToScan, texts: readonly SkillText[]): boolean {
  const scripts = `${skill.relPath === '.' ? '' : `${skill.relPath}/`}scripts/`
  return texts.some((t) => t.file.startsWith(scripts)) || SHELL_FENCE.test(skill.content)
}

export async function scanSkill(
  skill: SkillToScan,
  options: SecurityScanOptions = {}
): Promise<SecurityLayer> {
  const { texts, skipped } = await readSkillFiles(skill.dir, skill.relPath, {
    ...skill,
    file: skill.skillFile
  })
  const findings: SecurityFinding[] = []
  const toFindings = (file: string, hits: Hit[]) => hits.map((h) => securityFinding({ ...h, file }))
  findings.push(
    ...toFindings(skill.skillFile, frontmatterHits(skill.frontmatter, runsCommands(skill, texts)))
  )
  const failures: string[] = []
  const description = skill.frontmatter.data.description
  const said = typeof description === 'string' ? description : ''
  const intent: SkillIntent = {
    securitySkill: isSecurityReviewSkill(said),
    announcesServices: announcesServices(said),
    subject: `${String(skill.frontmatter.data.name ?? '')}\n${said}`
  }
  for (const file of texts) {
    let hits: Hit[]
    try {
      hits = await fileHits(file, intent)
    } catch (error) {
      failures.push(`${file.file}: ${error instanceof Error ? error.message : String(error)}`)
      continue
    }
    if (hits.length === 0) continue
    const own = dedupe(toFindings(file.file, hits))
    // The allow comments are looked for only on the lines of findings.
    findings.push(...applySuppressions(own, file.text.split('\n'), options.allow ?? []))
  }
  for (const skip of skipped.filter((s) => s.notable)) {
    findings.push(
      ...applySuppressions(
        [
          securityFinding({
            ruleId: 'scan/skipped-file',
            file: skip.file,
            line: 1,
            message: `not scanned: ${skip.reason}`,
            evidence: skip.file
          })
        ],
        [],
        options.allow ?? []
      )
    )
  }
  findings.sort(
    (a, b) =>
      severityRank(b.severity) - severityRank(a.severity) ||
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0)
  )
  // A file the rules could not read is not a clean file: the layer failed, and the gate says so.
  return {
    status: failures.length === 0 ? 'ok' : 'error',
    ...(failures.length === 0 ? {} : { reason: `the scan failed on ${failures.join('; ')}` }),
    findings,
    filesScanned: texts.length,
    skipped: skipped.map(({ file, reason }) => ({ file, reason }))
  }
}
