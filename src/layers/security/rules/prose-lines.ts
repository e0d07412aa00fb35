// The prose rules that need several things on one line: loading instructions from a URL, sending
// secrets to a URL, reading credential files. Sending and reading need the structure of an order:
// the verb starts it, its object is a secret (a credential file), and for sending the destination
// is a URL after "to" whose owner is not the service the secret is named for. An order in prose is
// still only words the agent may or may not act on: sending is reported at medium at most; a
// command that does it is the shell and code rules' (critical).
import type { Hit } from '../finding.js'
import { hostOf, registrableDomain } from '../domains.js'
import { Keywords, type TextFacts } from '../text-facts.js'
import { URL_WORDS } from './lines.js'
import { NEGATED, sentences, startsOrder } from './orders.js'
import { CREDENTIAL_FILE } from './secret-places.js'

const W = '\\s+'
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
  /\b(?:send|upload|post|transmit|forward|exfiltrate|submit|leak|beacon|pipe)\b(?!-)/gi
const SECRET_NOUN =
  /\b(?:credentials?|api[\s_-]?keys?|access\s+keys?|tokens?|secrets?|passwords?|ssh\s+keys?|private\s+keys?|environment\s+variables|env\s+vars?|cookies|session\s+(?:ids?|tokens?)|conversation|chat\s+history|(?:the\s+)?user'?s?\s+(?:files|data|messages|documents))\b|\.env\b|~\/\.(?:ssh|aws)/i
// "to" and the URL, perhaps as a markdown link or in angle brackets or backticks.
const TO_URL =
  /\b(?:to|into)\s+(?:the\s+[\w-]+\s+(?:at\s+)?)?(?:\[[^\]]{0,100}\]\(|<|`)?(https?:\/\/[^\s)>"'`]+)/i
// Where a token is exchanged or a user signs in: sending a code or a key there is the protocol.
const AUTH_ENDPOINT = /\/(?:oauth2?|token|authorize|auth|login|signin|sign-in)(?:[/?#]|$)/i

/** An order to send a secret to a URL of another owner than the service the sentence names. */
function sendsSecret(sentence: string): boolean {
  for (const verb of sentence.matchAll(SEND_VERB)) {
    if (!startsOrder(sentence, verb.index)) continue
    const rest = sentence.slice(verb.index + verb[0].length, verb.index + verb[0].length + 240)
    const to = TO_URL.exec(rest)
    if (to === null) continue
    const object = rest.slice(0, to.index)
    const host = hostOf(to[1]!)
    if (!SECRET_NOUN.test(object) || host === undefined || AUTH_ENDPOINT.test(to[1]!)) continue
    // "send your Acme key to https://api.acme.com": the key goes to the service that issued it
    const owner = (registrableDomain(host) ?? host).split('.')[0] ?? ''
    if (owner.length > 1 && new RegExp(`\\b${owner}\\b`, 'i').test(object)) continue
    return true
  }
  return false
}

const READ_VERB =
  /\b(?:read|cat|open|copy|collect|gather|grab|extract|print|dump|include|upload|send|harvest|load)\b(?!-)/gi

/** An order to read (or copy, or send) a credential file named in the same sentence. */
function readsCredentials(sentence: string): boolean {
  for (const verb of sentence.matchAll(READ_VERB)) {
    if (!startsOrder(sentence, verb.index)) continue
    if (CREDENTIAL_FILE.test(sentence.slice(verb.index, verb.index + 200))) return true
  }
  return false
}

export const CREDENTIAL_WORDS = new Keywords([
  'ssh',
  'id_rsa',
  'id_ed25519',
  'id_ecdsa',
  'id_dsa',
  'aws',
  'gcloud',
  'kube',
  'docker',
  'netrc',
  'npmrc',
  'pypirc',
  'pgpass',
  'credentials',
  'gnupg',
  'shadow',
  'login',
  'cookies',
  'logins',
  'key4',
  'keychains',
  'keystore',
  'hosts'
])

/** The rules that need several words on one line: remote instructions, sending secrets, reading credentials. */
export function lineHits(facts: TextFacts): Hit[] {
  // Each rule needs a URL on a line (so a `://`) or a credential path there: first in the text.
  const urls = facts.mentions(URL_WORDS) && facts.text.includes('://')
  const credentials = facts.mentions(CREDENTIAL_WORDS) && CREDENTIAL_FILE.test(facts.text)
  if (!urls && !credentials) return []
  const hits: Hit[] = []
  let number = 0
  for (const line of facts.text.split('\n')) {
    number++
    if (line.length > 4000) continue
    const url = urls && line.includes('://')
    if (url || (credentials && CREDENTIAL_FILE.test(line)))
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
  const orders = sentences(line).filter((sentence) => !NEGATED.test(sentence))
  if (urls && orders.some(sendsSecret)) {
    hits.push({
      ruleId: 'exfil/network-send',
      line: number,
      message: "tells the agent to send secrets or the user's data to a URL of another owner",
      evidence: line,
      severity: 'medium'
    })
  }
  if (credentials && orders.some(readsCredentials)) {
    hits.push({
      ruleId: 'cred/access',
      line: number,
      message: 'tells the agent to read credential files',
      evidence: line
    })
  }
  return hits
}
