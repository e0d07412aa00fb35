// Rules over what the agent reads as instructions: prose, comments, link titles, the description,
// decoded blobs. Each pattern is a fixed regular expression without nested repetition and with
// bounded gaps, so matching stays linear in the text. A phrase inside quotes or backticks on its
// line is reported at medium severity: it is more often an example than an order.
import type { Hit } from '../finding.js'
import { Keywords, TextFacts } from '../text-facts.js'
import { URL_WORDS } from './lines.js'

/** A pattern, run only when the text holds one keyword of each group (lower case). */
interface Gated {
  keys: Keywords[]
  re: RegExp
}

const gated = (re: RegExp, ...keys: string[][]): Gated => ({
  keys: keys.map((group) => new Keywords(group)),
  re
})

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
const NOT = "(?:do\\s+not|don'?t|never|must\\s+not|should\\s+not|shall\\s+not)"
const WHO = "(?:the\\s+user(?:'?s)?|users|the\\s+human|the\\s+operator|anyone|the\\s+developer)"

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
      gated(
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
      ),
      gated(/\bjailbr(?:eak|oken)/gi, ['jailbreak', 'jailbroken', 'jailbreaking', 'jailbreaks'])
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
    patterns: [
      gated(
        new RegExp(
          `\\b${NOT}${W}(?:tell|inform|notify|mention|reveal|disclose|alert|report)\\b[^.\\n]{0,80}?\\b${WHO}`,
          'gi'
        ),
        ['tell', 'inform', 'notify', 'mention', 'reveal', 'disclose', 'alert', 'report'],
        PEOPLE
      ),
      gated(new RegExp(`\\bwithout${W}(?:telling|informing|notifying|alerting)${W}${WHO}`, 'gi'), [
        'telling',
        'informing',
        'notifying',
        'alerting'
      ]),
      gated(
        new RegExp(
          `\\b(?:silently|secretly|covertly|discreetly)${W}(?:send|upload|post|copy|exfiltrate|transmit|forward|collect|add|append|install|download)`,
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
      gated(
        new RegExp(
          `\\b(?:remove|delete|clear|erase)${W}(?:all${W})?(?:traces|evidence)${W}of\\b`,
          'gi'
        ),
        ['traces', 'evidence']
      )
    ]
  }
]

const URL_IN_TEXT = /\bhttps?:\/\/[^\s)>"'`]+/i
const FETCH_VERB = /\b(?:fetch|download|retrieve|load|curl|wget|pull)\b/i
const OBEY_VERB =
  /\b(?:follow|obey|execute|run|apply|do\s+what|treat\s+(?:it|them|this)\s+as|use\s+(?:it|them)\s+as)\b/i
const ORDERS =
  /\b(?:instructions|commands|directives|rules|prompt|it\s+says|they\s+say|whatever|the\s+response|its\s+contents|the\s+contents|tasks)\b/i
const OWN_ORDERS = new RegExp(
  `\\b(?:your|new|updated|latest|current|real|actual|additional|further)${W}(?:instructions|rules|prompts?|directives|commands|tasks|guidelines)${W}(?:from|at)\\b`,
  'i'
)

/** "Fetch your instructions from <url>", or a line that both fetches a URL and obeys what it says. */
function remoteInstructionLine(line: string): boolean {
  if (!URL_IN_TEXT.test(line)) return false
  if (OWN_ORDERS.test(line) && FETCH_VERB.test(line)) return true
  return FETCH_VERB.test(line) && OBEY_VERB.test(line) && ORDERS.test(line)
}

const SEND_VERB =
  /\b(?:send|upload|post|transmit|forward|exfiltrate|submit|append|attach|leak|report|beacon|pipe)\b/i
const SECRET_NOUN =
  /\b(?:credentials?|api[\s_-]?keys?|access\s+keys?|tokens?|secrets?|passwords?|ssh\s+keys?|private\s+keys?|environment\s+variables|env\s+vars?|cookies|session\s+(?:ids?|tokens?)|conversation|chat\s+history|(?:the\s+)?user'?s?\s+(?:files|data|messages|documents))\b|\.env\b|~\/\.(?:ssh|aws)/i
const NEGATED = new RegExp(`\\b${NOT}\\b|\\bnever\\b`, 'i')

const CREDENTIAL_PATH =
  /~\/\.ssh\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|~\/\.aws\b|\.aws\/credentials|\.config\/gcloud|~\/\.kube\/config|~\/\.docker\/config\.json|~\/\.netrc|~\/\.npmrc|~\/\.pypirc|\.git-credentials|~\/\.gnupg|\/etc\/shadow|login\s+data|cookies\.sqlite|logins\.json|key4\.db|keychain|\.mozilla\/firefox|google\/chrome|google-chrome|bravesoftware|ethereum\/keystore|\.config\/gh\/hosts\.yml/i
const READ_VERB =
  /\b(?:read|cat|open|copy|collect|gather|grab|extract|print|dump|include|upload|send|harvest|look\s+in|inspect|load|list)\b/i

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

// Zero-width and other format characters do not break a phrase for the model; they are removed
// before matching (they never include a line break, so line numbers stay the same).
const FORMAT_CHARS = /\p{Cf}/gu

/** Every instruction-level hit in the text, at most one per rule and line. */
export function proseHits(input: TextFacts | string): Hit[] {
  let facts = typeof input === 'string' ? new TextFacts(input) : input
  if (facts.hasNonAscii && /\p{Cf}/u.test(facts.text)) {
    facts = new TextFacts(facts.text.replace(FORMAT_CHARS, ''))
  }
  const hits: Hit[] = []
  const seen = new Set<string>()
  const add = (hit: Hit) => {
    const key = `${hit.ruleId}\u0000${hit.line}`
    if (seen.has(key)) return
    seen.add(key)
    hits.push(hit)
  }
  for (const rule of PHRASE_RULES) {
    for (const { keys, re } of rule.patterns) {
      if (!keys.every((group) => facts.mentions(group))) continue
      for (const match of facts.text.matchAll(re)) {
        const line = facts.lineText(match.index)
        const start = match.index - (facts.text.lastIndexOf('\n', match.index - 1) + 1)
        const isQuoted = rule.literal !== true && quoted(line, start, start + match[0].length)
        add({
          ruleId: rule.ruleId,
          line: facts.lineAt(match.index),
          message: isQuoted ? `${rule.message} (quoted, perhaps as an example)` : rule.message,
          evidence: line,
          severity: isQuoted ? 'medium' : rule.severity
        })
      }
    }
  }
  lineHits(facts).forEach(add)
  return hits
}

export const CREDENTIAL_WORDS = new Keywords([
  'ssh',
  'id_rsa',
  'id_ed25519',
  'aws',
  'gcloud',
  'kube',
  'docker',
  'netrc',
  'npmrc',
  'pypirc',
  'credentials',
  'gnupg',
  'shadow',
  'login',
  'cookies',
  'logins',
  'key4',
  'keychain',
  'keychains',
  'firefox',
  'chrome',
  'bravesoftware',
  'keystore',
  'hosts'
])

/** The rules that need several words on one line: remote instructions, sending secrets, reading credentials. */
export function lineHits(facts: TextFacts): Hit[] {
  // Each rule needs a URL on a line (so a `://`) or a credential path there: first in the text.
  const urls = facts.mentions(URL_WORDS) && facts.text.includes('://')
  const credentials = facts.mentions(CREDENTIAL_WORDS) && CREDENTIAL_PATH.test(facts.text)
  if (!urls && !credentials) return []
  const hits: Hit[] = []
  let number = 0
  for (const line of facts.text.split('\n')) {
    number++
    if (line.length > 4000) continue
    const url = urls && line.includes('://')
    if (url || (credentials && CREDENTIAL_PATH.test(line)))
      hits.push(...instructionLineHits(line, number, url, credentials))
  }
  return hits
}

/** The rules of `lineHits` on one line, those of URLs and of credentials when asked. */
export function instructionLineHits(
  line: string,
  number: number,
  urls: boolean,
  credentials: boolean
): Hit[] {
  const hits: Hit[] = []
  if (urls && remoteInstructionLine(line)) {
    hits.push({
      ruleId: 'injection/remote-instructions',
      line: number,
      message: 'tells the agent to load instructions from a URL at run time',
      evidence: line
    })
  }
  // Sentence by sentence: "Never send keys to …" is advice, not an order.
  const sentences = line.split(/(?<=[.!?])\s+/).filter((sentence) => !NEGATED.test(sentence))
  const sends = (t: string) => SEND_VERB.test(t) && SECRET_NOUN.test(t) && URL_IN_TEXT.test(t)
  if (urls && sentences.some(sends)) {
    hits.push({
      ruleId: 'exfil/network-send',
      line: number,
      message: "tells the agent to send secrets or the user's data to a URL",
      evidence: line
    })
  }
  const reads = (t: string) => CREDENTIAL_PATH.test(t) && READ_VERB.test(t)
  if (credentials && sentences.some(reads)) {
    hits.push({
      ruleId: 'cred/access',
      line: number,
      message: 'tells the agent to read credential files',
      evidence: line
    })
  }
  return hits
}
