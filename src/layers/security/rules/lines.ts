// Line rules for text that is not parsed as shell: prose, PowerShell, Python and JavaScript files,
// code blocks in other languages. They look for the shapes that need no parse to be sure of:
// a download piped into a shell written in prose, `iwr … | iex`, a socket wired to a shell, code
// that ships the environment off, credential paths in code, and markdown images that carry data
// out in their query string.
import type { Hit } from '../finding.js'
import { Keywords, type TextFacts } from '../text-facts.js'
import { codeReverseShells } from './code-shell.js'
import { CREDENTIAL_FILE } from './secret-places.js'

const PIPE_TO_SHELL =
  /\b(?:curl|wget)\b[^|\n]{1,300}\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:ba|z|da|k)?sh\b/i
const POWERSHELL_EXEC =
  /\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring|net\.webclient)\b[^\n]{0,300}(?:\|\s*(?:iex|invoke-expression)\b|\b(?:iex|invoke-expression)\s*\()/i
const POWERSHELL_EXEC_REVERSED =
  /\b(?:iex|invoke-expression)\s*\(?\s*\(?\s*(?:new-object\s+net\.webclient|iwr|irm|invoke-webrequest|invoke-restmethod)/i
const DEV_TCP = /\/dev\/(?:tcp|udp)\/[\w.-]+\/\d+/
const PS_SOCKET = /net\.sockets\.tcpclient/i
const ENV_DUMP =
  /\bjson\.dumps\(\s*(?:dict\()?os\.environ|\bstr\(\s*os\.environ\s*\)|\{\s*\*\*os\.environ|os\.environ\.items\(\)|JSON\.stringify\(\s*process\.env\s*\)|Object\.(?:entries|keys)\(\s*process\.env\s*\)/
const NET_CALL =
  /\b(?:requests\.(?:post|put|get)|urllib\.request|urlopen|http\.client|httpx\.(?:post|put|get)|fetch\(|axios\.(?:post|put|get)|XMLHttpRequest|sendBeacon|socket\.send|smtplib)\b/
// A string literal naming a credential file, on a line whose code opens, reads or sends it: a
// list of the paths a scanner or a YARA rule looks for names them without reading any.
const STRING_LITERAL = /(["'`])([^"'`\n]{1,300})\1/g
const FILE_ACCESS =
  /\b(?:open|fopen|read\w*|load\w*|readFile\w*|Get-Content|copy\w*|copyfile|send\w*|upload\w*|post|subprocess|exec\w*|system|popen)\b|@\{?/

/** The call must be code, outside the literals: a scanner's regex or message names both. */
function opensCredentialFile(line: string): boolean {
  let named = false
  for (const [, , inner] of line.matchAll(STRING_LITERAL)) named ||= CREDENTIAL_FILE.test(inner!)
  return named && FILE_ACCESS.test(line.replace(STRING_LITERAL, '""'))
}
const MARKDOWN_URL =
  /!?\[[^\]\n]{0,300}\]\(\s*<?(https?:\/\/[^\s)>]{1,2000})|<img\b[^>\n]{0,300}?\bsrc\s*=\s*["']?(https?:\/\/[^\s"'>]{1,2000})/gi
// A query value the agent fills in: `{…}`, `$VAR`, `<…>`, `%s`, `[PLACEHOLDER]` or a capitalised
// name with an underscore (`USER_TOKEN`). An ellipsis is an elided URL, not a template.
const TEMPLATED = /[{}$<>]|%s|%7B|\[[A-Z_ ]+\]|=[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/

export interface LineRuleOptions {
  /** The text is prose (markdown): the rules for code (credential paths in string literals,
   *  code that sends the environment) do not apply. */
  prose: boolean
  /**
   * The facts of a text that contains this one (the whole file around its prose): its words
   * decide the keyword gates, so the part is not hashed again.
   */
  within?: TextFacts
}

function lineHit(
  ruleId: string,
  line: number,
  message: string,
  evidence: string,
  severity?: Hit['severity']
): Hit {
  return { ruleId, line, message, evidence, ...(severity === undefined ? {} : { severity }) }
}

export const URL_WORDS = new Keywords(['http', 'https'])

/** Images and links whose query string is filled in with data, on any host. */
export function beaconHits(facts: TextFacts, words: TextFacts = facts): Hit[] {
  if (!words.mentions(URL_WORDS) || !facts.text.includes('?')) return []
  const hits: Hit[] = []
  for (const match of facts.text.matchAll(MARKDOWN_URL)) {
    const url = match[1] ?? match[2] ?? ''
    const query = url.indexOf('?')
    if (query === -1 || !TEMPLATED.test(url.slice(query))) continue
    hits.push(
      lineHit(
        'exfil/markdown-beacon',
        facts.lineAt(match.index),
        'an image or link whose query string is filled in with data',
        match[0]
      )
    )
  }
  return hits
}

type Gates = ReturnType<typeof computeGates>

// A file's gates are asked for once per fenced block in it: they are worked out once per file.
const knownGates = new WeakMap<TextFacts, { prose?: Gates; code?: Gates }>()

/** Which line rules could match at all, from keywords of the whole text. */
function gates(facts: TextFacts, prose: boolean): Gates {
  let known = knownGates.get(facts)
  if (known === undefined) knownGates.set(facts, (known = {}))
  return prose
    ? (known.prose ??= computeGates(facts, true))
    : (known.code ??= computeGates(facts, false))
}

const PIPE_WORDS = new Keywords(['curl', 'wget'])
const POWERSHELL_WORDS = new Keywords(['iex', 'expression'])
const SOCKET_WORDS = new Keywords(['tcp', 'udp', 'tcpclient'])
const CODE_WORDS = new Keywords([
  'ssh',
  'id_rsa',
  'aws',
  'gcloud',
  'kube',
  'docker',
  'netrc',
  'credentials',
  'login',
  'cookies',
  'logins',
  'key4',
  'keychains',
  'id_ed25519',
  'id_ecdsa',
  'id_dsa',
  'npmrc',
  'pypirc',
  'pgpass',
  'gnupg',
  'shadow',
  'keystore',
  'hosts',
  'environ',
  'env',
  'socket'
])

function computeGates(facts: TextFacts, prose: boolean) {
  return {
    pipe: facts.mentions(PIPE_WORDS),
    powershell: facts.mentions(POWERSHELL_WORDS),
    socket: facts.mentions(SOCKET_WORDS),
    code: !prose && facts.mentions(CODE_WORDS)
  }
}

/**
 * Whether a line rule may match in a part of the text `words` holds: when not, the part need not
 * be cut out for them.
 */
export function mayNeedLineRules(words: TextFacts, prose: boolean): boolean {
  const on = gates(words, prose)
  return (
    on.pipe ||
    on.powershell ||
    on.socket ||
    on.code ||
    (words.mentions(URL_WORDS) && words.text.includes('?'))
  )
}

/** The line rules over the text. */
export function lineRuleHits(facts: TextFacts, options: LineRuleOptions): Hit[] {
  const words = options.within ?? facts
  const hits: Hit[] = [...beaconHits(facts, words)]
  const on = gates(words, options.prose)
  if (!on.pipe && !on.powershell && !on.socket && !on.code) return hits
  const text = facts.text
  let number = 0
  let envDumpLine = 0
  let netLine = 0
  for (const line of text.split('\n')) {
    number++
    if (line.length > 4000) continue
    if (on.pipe && PIPE_TO_SHELL.test(line)) {
      hits.push(
        lineHit('exec/download-exec', number, 'a download piped into a shell', line, 'high')
      )
    }
    if (on.powershell && (POWERSHELL_EXEC.test(line) || POWERSHELL_EXEC_REVERSED.test(line))) {
      hits.push(
        lineHit(
          'exec/download-exec',
          number,
          'downloaded PowerShell run with Invoke-Expression',
          line
        )
      )
    }
    if (on.socket && DEV_TCP.test(line)) {
      hits.push(
        lineHit(
          'exec/reverse-shell',
          number,
          'a connection to /dev/tcp, the shape of a reverse shell',
          line
        )
      )
    }
    if (on.socket && PS_SOCKET.test(line)) {
      hits.push(lineHit('exec/reverse-shell', number, 'a raw TCP client in PowerShell', line))
    }
    if (on.code) {
      if (opensCredentialFile(line))
        hits.push(lineHit('cred/access', number, 'code that opens credential files', line))
      if (envDumpLine === 0 && ENV_DUMP.test(line)) envDumpLine = number
      if (netLine === 0 && NET_CALL.test(line)) netLine = number
    }
  }
  const evidenceAt = (n: number) => text.split('\n', n)[n - 1] ?? ''
  if (envDumpLine > 0 && netLine > 0) {
    hits.push(
      lineHit(
        'exfil/network-send',
        netLine,
        'code that sends the whole environment over the network',
        evidenceAt(netLine)
      )
    )
  }
  if (on.code) hits.push(...codeReverseShells(text))
  return hits
}
