// Whether a line of a markdown file is shown as an example of what to detect or avoid (an
// attacker's payload quoted by a security review skill, a "bad" pattern in a best-practices page)
// rather than something the text directs the agent to run. Security skills quote attacks; their
// findings are worth a note, not a failed check. The signal is the text's own framing, read where
// a reader reads it, nearest first:
//   1. the prose nearest the code: for a line in a fenced block, the paragraph that leads into the
//      block; for a prose line, the line itself; code spans cut out of both (a host called
//      "attacker" or a path `setup/` inside code frames nothing);
//   2. for a block, a comment on the line or on the block's first line (`# VULNERABLE`), which
//      can mark it as an example but never as a direction;
//   3. the headings above it, nearest first.
// The first of these that says something decides: words of attack or weakness make it an
// example; an order to run, install or set something up, or a "good"/"recommended" label, makes
// it a direction, and a direction wins over an example in the same piece of text unless a
// negation governs the order ("never run …"). Nothing said anywhere is a direction: the default
// is that text means what it says. A skill whose own description is about security review may
// also mention a payload in a sentence that explains it; for such a skill an undirected prose
// line is an example too (a code block still needs framing).
// It is hard to abuse: to be lowered, a payload has to be presented, where the agent reads it, as
// an attack or a thing not to do, with no order to run it nearby; the agent reads the same
// framing. A lowered finding is still reported (at low), never dropped.
import { severityRank } from '../../model/records.js'
import { securityRule } from '../../model/security-rules.js'
import { closesFence } from '../../skill/fence.js'
import type { Hit } from './finding.js'

const FENCE_OPEN = /^[\s>]*(`{3,}|~{3,})/
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/
const THEMATIC_BREAK = /^ {0,3}(?:-{3,}|\*{3,}|_{3,})\s*$/
const INLINE_CODE = /(`+)[^`\n]*?\1/g
/** A comment in a code block: shell, Python, YAML (`#`), C-like and JavaScript (`//`), SQL. */
const CODE_COMMENT = /(?:^|\s)(?:#|\/\/|--)\s*(.*)$/

/**
 * Words that present code as an attack, a weakness or a thing not to do. Only words with no
 * everyday meaning near a command ("avoid", "detect" are left out: "to avoid errors, run …").
 */
const EXAMPLE_WORDS =
  /\b(?:attack(?:s|er|ers|er's|ers')?|malicious|malware|exploit\w*|payloads?|vulnerab\w*|insecure|unsafe|dangerous|risky|anti-?patterns?|red[- ]flags?|backdoor\w*|compromised|threats?|suspicious|evil|injection|obfuscat\w*|exfiltrat\w*|reverse[- ]shells?|trojan\w*|typosquat\w*|bad|wrong)\b|❌|🚫/iu
/** A negation that governs a run verb: "never run", "do not execute", "don't pipe". */
const NEGATED =
  /\b(?:never|do not|don'?t|must not|should not)\s+(?:\w+\s+){0,2}?(?:run|execute|pipe|use|install|paste|copy)\b/i
/**
 * Orders and labels that direct the reader to run the code: an imperative at the start of a
 * clause or after words that introduce one ("then run", "you should install"), or a label of
 * set-up and recommended practice. A verb in a description ("downloads and executes") is no order.
 */
const DIRECTIVE_WORDS =
  /(?:^|[.:;!?,]\s+|\b(?:please|then|first|now|to|you can|you should|must|always)\s+)(?:run|execute|install|paste|type|invoke|set up)\b|\b(?:installation|setup|set-up|getting started|quick ?start|prerequisites|how to use|good|correct|recommended|preferred|fixed|secure version|safe version)\b|✅|✔/iu
/** A comment that denies what its words say ("not malicious"): it frames nothing. */
const DENIAL = /\b(?:not|no|non|isn'?t|never)\b/i

type Verdict = 'example' | 'direction' | undefined

/** What a piece of framing text says about the code it frames (bounded: framing is short). */
export function framingOf(text: string): Verdict {
  const piece = text.length > 600 ? text.slice(0, 600) : text
  if (piece.trim() === '') return undefined
  const example = EXAMPLE_WORDS.test(piece)
  const negated = NEGATED.test(piece)
  if (negated) return 'example'
  if (DIRECTIVE_WORDS.test(piece)) return 'direction'
  return example ? 'example' : undefined
}

interface Block {
  /** The block's first content line (1-based) and its closing line. */
  first: number
  last: number
  /** The prose paragraph right before the opening fence. */
  leadIn: string
}

interface Heading {
  text: string
  level: number
  parent: number
}

const MAX_LEAD_IN_LINES = 3
/** `blockOf` of a line inside an HTML comment. */
const HIDDEN = -2

/** One pass over a markdown file: its fenced blocks, its headings and which of them is over each line. */
export class ExampleContext {
  private readonly lines: string[]
  private readonly blockOf: Int32Array
  private readonly headingOf: Int32Array
  private readonly blocks: Block[] = []
  private readonly headings: Heading[] = []

  constructor(text: string) {
    this.lines = text.split('\n')
    this.blockOf = new Int32Array(this.lines.length + 2).fill(-1)
    this.headingOf = new Int32Array(this.lines.length + 2).fill(-1)
    let marker: string | null = null
    let current = -1
    let inComment = false
    for (let i = 0; i < this.lines.length; i++) {
      const line = this.lines[i]!
      const number = i + 1
      // An HTML comment is hidden when rendered: nothing in it is an example a reader sees.
      if (inComment || (marker === null && line.includes('<!--'))) {
        this.blockOf[number] = HIDDEN
        inComment = !line.includes('-->', inComment ? 0 : line.indexOf('<!--') + 4)
        this.headingOf[number] = current
        continue
      }
      if (marker !== null) {
        if (closesFence(line, marker)) {
          this.blocks[this.blocks.length - 1]!.last = number
          marker = null
        } else this.blockOf[number] = this.blocks.length - 1
      } else {
        const fence = FENCE_OPEN.exec(line)
        const heading = fence === null ? HEADING.exec(line) : null
        if (fence !== null) {
          marker = fence[1]!
          this.blocks.push({ first: number + 1, last: this.lines.length, leadIn: this.leadIn(i) })
        } else if (heading !== null) {
          const level = heading[1]!.length
          let parent = current
          while (parent !== -1 && this.headings[parent]!.level >= level)
            parent = this.headings[parent]!.parent
          this.headings.push({ text: heading[2]!, level, parent })
          current = this.headings.length - 1
        }
      }
      this.headingOf[number] = current
    }
  }

  /** The prose lines right above line index `fenceIndex` (0-based), up to a blank line after text. */
  private leadIn(fenceIndex: number): string {
    const taken: string[] = []
    for (let i = fenceIndex - 1; i >= 0 && taken.length < MAX_LEAD_IN_LINES; i--) {
      const line = this.lines[i]!
      if (line.trim() === '') {
        if (taken.length > 0) break
        continue
      }
      // a fence, a heading or a rule (the frontmatter's `---` among them) ends the paragraph
      if (FENCE_OPEN.test(line) || HEADING.test(line) || THEMATIC_BREAK.test(line)) break
      taken.unshift(line)
    }
    return taken.join(' ')
  }

  /** The prose right at line `line`: the paragraph leading into its block, or the line itself. */
  nearbyOf(line: number): string {
    if (line < 1 || line > this.lines.length) return ''
    const block = this.blockOf[line]!
    return block >= 0 ? this.blocks[block]!.leadIn : this.lines[line - 1]!
  }

  /**
   * The prose a reader sees with line `line`: what `nearbyOf` gives and the headings above it.
   * Words there say what a command on the line is for.
   */
  surroundingsOf(line: number): string {
    if (line < 1 || line > this.lines.length) return ''
    const parts = [this.nearbyOf(line)]
    for (let h = this.headingOf[line]!; h !== -1; h = this.headings[h]!.parent)
      parts.push(this.headings[h]!.text)
    return parts.join('\n')
  }

  /**
   * Why line `line` (1-based) reads as an example of what to detect or avoid, or undefined when
   * the text directs it or says nothing about it. `securitySkill`: the skill's description says it
   * reviews or detects security problems, so a line nobody directs is read as quoted.
   */
  exampleAt(line: number, securitySkill = false): string | undefined {
    if (line < 1 || line > this.lines.length) return undefined
    const block = this.blockOf[line]!
    if (block === HIDDEN) return undefined
    // The prose nearest the code speaks first: an order there is not outweighed by a comment.
    const near = (block === -1 ? this.lines[line - 1]! : this.blocks[block]!.leadIn).replace(
      INLINE_CODE,
      ' '
    )
    const nearVerdict = framingOf(near)
    if (nearVerdict === 'direction') return undefined
    if (block !== -1) {
      // A comment in the block can only mark it as an example (`# VULNERABLE`): a comment that
      // reads like an order is often the attacker's own label, quoted with the rest.
      const first = this.blocks[block]!.first
      for (const at of first === line ? [line] : [line, first]) {
        const comment = commentOf(this.lines[at - 1]!)
        if (!DENIAL.test(comment) && framingOf(comment) === 'example')
          return 'shown as an example (a comment in the block)'
      }
    }
    if (nearVerdict === 'example')
      return `shown as an example (${block === -1 ? 'the sentence around it' : 'the text before the block'})`
    for (let h = this.headingOf[line]!; h !== -1; h = this.headings[h]!.parent) {
      const verdict = framingOf(this.headings[h]!.text)
      if (verdict === 'direction') return undefined
      if (verdict === 'example')
        return `shown as an example (the heading "${clip(this.headings[h]!.text)}")`
    }
    // A sentence of a security skill that mentions a command without an order quotes it; a code
    // block, which an agent may run as it stands, needs framing of its own.
    return securitySkill && block === -1
      ? 'mentioned in a sentence of a security review skill, not directed'
      : undefined
  }
}

function commentOf(line: string): string {
  const found = CODE_COMMENT.exec(line)
  return found === null ? '' : found[1]!
}

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text)

/** A description that says the skill reviews, audits or detects security problems. */
const SECURITY_PURPOSE =
  /\b(?:security|vulnerab\w*|threats?|malicious|malware|attacks?|exploits?|audit\w*|pentest\w*|penetration)\b/i

export function isSecurityReviewSkill(description: string): boolean {
  return SECURITY_PURPOSE.test(description.slice(0, 2000))
}

/**
 * `hits` of one markdown file with those `applies` selects lowered to low where the file shows
 * their line as an example; `context` is asked for only when some hit needs it (the file's one
 * context, worked out once).
 */
export function lowerShownExamples(
  hits: Hit[],
  context: () => ExampleContext,
  securitySkill: boolean,
  applies: (hit: Hit) => boolean
): Hit[] {
  return hits.map((hit) => {
    const severity = hit.severity ?? securityRule(hit.ruleId).severity
    if (severityRank(severity) <= severityRank('low') || !applies(hit)) return hit
    const why = context().exampleAt(hit.line, securitySkill)
    return why === undefined ? hit : { ...hit, severity: 'low', message: `${hit.message} (${why})` }
  })
}
