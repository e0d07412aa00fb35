// Rules over what the agent reads as instructions: prose, comments, link titles, the description,
// decoded blobs. Each pattern is a fixed regular expression without nested repetition and with
// bounded gaps, so matching stays linear in the text. The rules whose words are common in plain
// description (bypass, silently, send, read) fire only where an order starts: at the start of a
// sentence, clause, list item or table cell, after "then", "first", "when done," or "you must".
// A phrase inside quotes or backticks, a table cell or a code block is reported at medium
// severity: it is more often an example than an order.
import type { Hit } from '../finding.js'
import { Keywords, TextFacts } from '../text-facts.js'
import { lineHits } from './prose-lines.js'
import { NEGATED, NOT, startsOrder, tableRow } from './orders.js'

/** A pattern, run only when the text holds one keyword of each group (lower case). */
interface Gated {
  keys: Keywords[]
  re: RegExp
  /** Only where an order to the agent starts (the words are common in description). */
  order?: true
}

const gated = (re: RegExp, ...keys: string[][]): Gated => ({
  keys: keys.map((group) => new Keywords(group)),
  re
})
const ordered = (re: RegExp, ...keys: string[][]): Gated => ({ ...gated(re, ...keys), order: true })

interface PhraseRule {
  ruleId: string
  message: string
  patterns: Gated[]
  /** Never lowered for quoting (e.g. a flag that only exists to switch safety off). */
  literal?: true
  severity?: Hit['severity']
}

const W = '\\s+'
const OBJECT =
  '(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|constraints|programming)'
const EARLIER =
  '(?:previous|prior|above|earlier|preceding|original|existing|other|system|developer|initial|safety)'
const WHO = "(?:the\\s+user(?:'?s)?|users|the\\s+human|the\\s+operator|anyone|the\\s+developer)"

// The agent's own doings, the object of an order to hide something from the user.
const DOINGS =
  '(?:uploads?|downloads?|steps?|actions?|commands?|requests?|changes?|transfers?|cop(?:y|ies)|backups?|install(?:ation)?s?|files?|data|credentials|keys|tokens?|scripts?|calls?|connections?|messages?|emails?|activity|operations?)\\b'

const OVERRIDE_VERBS = ['ignore', 'disregard', 'forget', 'override', 'overrule', 'abandon']
const HIJACK_WORDS = ['unrestricted', 'unfiltered', 'uncensored', 'jailbroken', 'evil']
const PEOPLE = ['user', 'users', 'human', 'operator', 'anyone', 'developer']

const PHRASE_RULES: readonly PhraseRule[] = [
  {
    ruleId: 'injection/override',
    message: 'tells the agent to ignore or replace its instructions',
    patterns: [
      gated(
        new RegExp(
          `\\b(?:ignore|disregard|forget|override|overrule|abandon)${W}(?:all${W}|any${W}|the${W}|your${W}|every${W}|of${W}){0,3}(?:${EARLIER}${W}){1,3}${OBJECT}`,
          'gi'
        ),
        OVERRIDE_VERBS
      ),
      gated(
        new RegExp(
          `\\b(?:ignore|disregard|forget)${W}(?:everything|all|anything)${W}(?:you${W}(?:were|have${W}been)${W}told|(?:said${W})?(?:above|before|previously|earlier))`,
          'gi'
        ),
        ['ignore', 'disregard', 'forget']
      ),
      gated(new RegExp(`\\bnew${W}(?:system${W})?instructions${W}?:`, 'gi'), ['instructions']),
      gated(
        new RegExp(
          `\\b(?:take|takes|have|has)${W}(?:precedence|priority)${W}over${W}(?:all${W}|any${W}|the${W}|your${W})(?:other${W})?(?:system${W}|previous${W}|user${W}|safety${W})?${OBJECT}`,
          'gi'
        ),
        ['precedence', 'priority']
      ),
      gated(new RegExp(`\\boverride${W}(?:the${W}|your${W})?system${W}prompt`, 'gi'), ['override'])
    ]
  },
  {
    ruleId: 'injection/role-hijack',
    message: 'gives the agent a new identity or fakes a system turn',
    patterns: [
      gated(
        new RegExp(
          `\\byou${W}are${W}now${W}(?:an?${W}|the${W}|in${W})?(?:unrestricted|unfiltered|uncensored|jailbroken|dan\\b|evil|free${W}(?:from|of)|developer${W}mode|god${W}mode|admin(?:istrator)?${W}mode|root${W}mode|no${W}longer)`,
          'gi'
        ),
        ['now']
      ),
      gated(
        new RegExp(
          `\\byou${W}are${W}no${W}longer${W}(?:an?${W})?(?:ai|assistant|claude|bound|restricted|limited|subject)`,
          'gi'
        ),
        ['longer']
      ),
      gated(
        new RegExp(
          `\\bfrom${W}now${W}on,?${W}(?:you${W}(?:are|will${W}(?:act|behave|respond|be))|act${W}as|respond${W}as|pretend)`,
          'gi'
        ),
        ['now']
      ),
      gated(
        new RegExp(
          `\\b(?:act|behave)${W}as${W}(?:an?${W})?(?:unrestricted|unfiltered|uncensored|jailbroken|evil)\\b`,
          'gi'
        ),
        HIJACK_WORDS
      ),
      gated(
        new RegExp(
          `\\bpretend${W}(?:to${W}be|you${W}are)${W}(?:the${W})?(?:system|developer|administrator|admin|root|anthropic|openai)\\b`,
          'gi'
        ),
        ['pretend']
      ),
      gated(
        new RegExp(
          `\\b(?:enter|enable|activate|switch${W}to)${W}(?:developer|dan|god|jailbreak|unrestricted)${W}mode\\b`,
          'gi'
        ),
        ['mode']
      ),
      gated(/<\/?system>|<\|im_(?:start|end)\|>|\[\/?(?:SYSTEM|INST)\]|^[ \t]*SYSTEM[ \t]*:/gm, [
        'system',
        'im_start',
        'im_end',
        'inst'
      ])
    ]
  },
  {
    ruleId: 'injection/safety-bypass',
    message: 'tells the agent to switch off its safety checks or permissions',
    patterns: [
      ordered(
        new RegExp(
          `\\b(?:bypass|disable|circumvent|evade|turn${W}off|switch${W}off|ignore)${W}(?:all${W}|any${W}|the${W}|your${W})?(?:guardrails?|safety${W}(?:checks?|filters?|guidelines|measures|rules|policies|restrictions)|safeguards|content${W}(?:policy|policies|filters?)|permission${W}(?:checks?|prompts?|system)|(?:your|claude'?s|the${W}agent'?s)${W}sandbox|ethical${W}guidelines|security${W}(?:checks?|controls|warnings|policies))\\b`,
          'gi'
        ),
        ['bypass', 'disable', 'circumvent', 'evade', 'off', 'ignore'],
        [
          'guardrail',
          'guardrails',
          'safety',
          'safeguards',
          'content',
          'permission',
          'sandbox',
          'ethical',
          'security'
        ]
      ),
      gated(
        new RegExp(
          `\\byou${W}(?:have|are${W}under)${W}no${W}(?:restrictions|rules|limits|guidelines|filters)\\b|\\bno${W}(?:ethical|moral|safety)${W}(?:guidelines|restrictions|limits|constraints)${W}apply`,
          'gi'
        ),
        ['restrictions', 'rules', 'limits', 'guidelines', 'filters', 'constraints']
      )
    ]
  },
  {
    ruleId: 'injection/safety-bypass',
    message: "switches off the agent's permission prompts",
    literal: true,
    patterns: [
      gated(
        /--dangerously-(?:skip-permissions|bypass-approvals-and-sandbox)|dangerouslyDisableSandbox/g,
        ['dangerously', 'dangerouslydisablesandbox']
      )
    ]
  },
  {
    ruleId: 'injection/safety-bypass',
    message: "tells the agent to act without the user's confirmation",
    severity: 'medium',
    patterns: [
      gated(
        new RegExp(
          `\\b(?:without|never)${W}(?:asking|requesting|seeking|waiting${W}for)${W}(?:the${W}user(?:'s)?${W}|for${W})?(?:permission|confirmation|approval|consent)`,
          'gi'
        ),
        ['permission', 'confirmation', 'approval', 'consent']
      )
    ]
  },
  {
    ruleId: 'injection/deception',
    message: 'tells the agent to hide what it does from the user',
    // What is hidden must be the agent's own doing (an upload, a step, what it ran): telling the
    // agent not to tell the user to do something, or to leave a detail out of an answer, hides
    // nothing.
    patterns: [
      gated(
        new RegExp(
          `\\b${NOT}${W}(?:tell|inform|notify|alert|warn)${W}${WHO}${W}(?:about${W}|of${W})?(?:(?:the|this|these|that|your|any)${W}${DOINGS}|(?:that|what)${W}you\\b|(?:about|of)${W}(?:it|this|them)\\b)`,
          'gi'
        ),
        ['tell', 'inform', 'notify', 'alert', 'warn'],
        PEOPLE
      ),
      gated(
        new RegExp(
          `\\b${NOT}${W}(?:mention|reveal|disclose|report|show)${W}(?:(?:the|this|these|that|your|any)${W})?(?:${DOINGS}|it|this|them)${W}to${W}${WHO}`,
          'gi'
        ),
        ['mention', 'reveal', 'disclose', 'report', 'show'],
        PEOPLE
      ),
      gated(new RegExp(`\\b${NOT}${W}let${W}${WHO}${W}(?:know|see|notice)\\b`, 'gi'), ['let']),
      gated(new RegExp(`\\bwithout${W}(?:telling|informing|notifying|alerting)${W}${WHO}`, 'gi'), [
        'telling',
        'informing',
        'notifying',
        'alerting'
      ]),
      ordered(
        new RegExp(
          `\\b(?:silently|secretly|covertly|discreetly)${W}(?:send|upload|post|copy|exfiltrate|transmit|forward|collect|add|append|install|download)\\b`,
          'gi'
        ),
        ['silently', 'secretly', 'covertly', 'discreetly']
      ),
      gated(
        new RegExp(
          `\\b(?:hide|conceal)${W}(?:this|these|the|all|any|your)${W}(?:steps?|actions?|commands?|requests?|uploads?|output|activity|changes?|calls?)${W}from${W}${WHO}`,
          'gi'
        ),
        ['hide', 'conceal']
      ),
      gated(
        new RegExp(`\\bkeep${W}(?:this|it|these)${W}(?:secret|hidden)${W}from${W}${WHO}`, 'gi'),
        ['secret', 'hidden']
      ),
      ordered(
        new RegExp(
          `\\b(?:remove|delete|erase|wipe)${W}(?:all${W})?(?:traces|evidence)${W}of\\b`,
          'gi'
        ),
        ['traces', 'evidence']
      )
    ]
  }
]

function quoted(line: string, start: number, end: number): boolean {
  for (const mark of ['"', '`', '“', "'"]) {
    const before = line.lastIndexOf(mark, start - 1)
    const closing = mark === '“' ? '”' : mark
    if (before !== -1 && line.indexOf(closing, end) !== -1) {
      if (mark !== "'" || /[\s(:]/.test(line[before - 1] ?? ' ')) return true
    }
  }
  return false
}

/**
 * The match sits in an inline code span that holds a whole command (`claude --flag -p "…"`), shown
 * like a code block; a span with the flag alone is the flag recommended.
 */
function inCommandSpan(line: string, start: number, end: number): boolean {
  const open = line.lastIndexOf('`', start - 1)
  const close = line.indexOf('`', end)
  if (open === -1 || close === -1) return false
  const span = line.slice(open + 1, close).trim()
  return span !== line.slice(start, end) && /\s/.test(span)
}

// Zero-width and other format characters do not break a phrase for the model; they are removed
// before matching (they never include a line break, so line numbers stay the same).
const FORMAT_CHARS = /\p{Cf}/gu

export interface ProseOptions {
  /** Whether a line of the text is code (a fenced block, a script): there a phrase is shown more
   *  often than meant, and the rules for code read it instead of the rules of sentences. */
  codeLine?: (line: number) => boolean
}

/** Why a phrase on this line reads as an example rather than an order, if it does. */
function exampleContext(
  rule: PhraseRule,
  line: string,
  start: number,
  end: number,
  code: boolean
): string | undefined {
  if (code) return 'in a code block or script'
  if (tableRow(line)) return 'in a table'
  if (rule.literal === true && inCommandSpan(line, start, end)) return 'in a command in inline code'
  if (rule.literal !== true && quoted(line, start, end)) return 'quoted'
  return undefined
}

/** Every instruction-level hit in the text, at most one per rule and line. */
export function proseHits(input: TextFacts | string, options: ProseOptions = {}): Hit[] {
  let facts = typeof input === 'string' ? new TextFacts(input) : input
  if (facts.hasNonAscii && /\p{Cf}/u.test(facts.text)) {
    facts = new TextFacts(facts.text.replace(FORMAT_CHARS, ''))
  }
  const codeLine = options.codeLine ?? (() => false)
  const hits: Hit[] = []
  const seen = new Set<string>()
  const add = (hit: Hit) => {
    const key = `${hit.ruleId}\u0000${hit.line}`
    if (seen.has(key)) return
    seen.add(key)
    hits.push(hit)
  }
  for (const rule of PHRASE_RULES) {
    for (const { keys, re, order } of rule.patterns) {
      if (!keys.every((group) => facts.mentions(group))) continue
      for (const match of facts.text.matchAll(re)) {
        const line = facts.lineText(match.index)
        const start = match.index - (facts.text.lastIndexOf('\n', match.index - 1) + 1)
        if (order === true && !startsOrder(line, start)) continue
        // a flag named in advice against it ("never start it with …") is no order
        if (rule.literal === true && NEGATED.test(line.slice(Math.max(0, start - 80), start)))
          continue
        const number = facts.lineAt(match.index)
        const context = exampleContext(rule, line, start, start + match[0].length, codeLine(number))
        add({
          ruleId: rule.ruleId,
          line: number,
          message:
            context === undefined
              ? rule.message
              : `${rule.message} (${context}, perhaps as an example)`,
          evidence: line,
          severity: context === undefined ? rule.severity : 'medium'
        })
      }
    }
  }
  for (const hit of lineHits(facts)) {
    if (codeLine(hit.line)) continue
    const line = facts.text.split('\n', hit.line)[hit.line - 1] ?? ''
    add(
      tableRow(line) && hit.severity === undefined
        ? {
            ...hit,
            message: `${hit.message} (in a table, perhaps as an example)`,
            severity: 'medium'
          }
        : hit
    )
  }
  return hits
}
