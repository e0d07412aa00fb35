// The shell rules about secrets: a secret sent over the network or into a DNS name
// (exfiltration), and commands that read credential stores or print secret variables.
// Exfiltration needs the structure of a theft: a network command whose arguments, input or
// pipeline carry a secret, and a destination that is not the secret's own service. A key sent to
// the service that issued it (same registrable domain) is an API call.
import type { Hit } from '../finding.js'
import type { ShellCommand, ShellWord } from '../shell/commands.js'
import { hostOf } from '../domains.js'
import { NETWORK, DOWNLOADERS, INTERPRETERS, DNS_TOOLS, READERS, hit } from './shell-vocabulary.js'
import {
  CREDENTIAL_FILE,
  DOTENV,
  DUMPS_ENV,
  SECRET_FILE,
  isIssuerHost,
  knownIssuer,
  secretVariables
} from './secret-places.js'

/** A word that carries secrets: a secret variable, a dump of the environment, a secret file. */
function carriesSecret(word: ShellWord): boolean {
  return (
    secretVariables(word.raw).length > 0 || DUMPS_ENV.test(word.raw) || SECRET_FILE.test(word.value)
  )
}

const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0|[\w-]+\.local(?:host)?)$/

/** Where a network command sends to: the host of its first URL argument, when written out. */
function destination(command: ShellCommand): string | undefined {
  for (const arg of command.args) {
    const host = hostOf(arg.value)
    if (host !== undefined) return host
  }
  if (DOWNLOADERS.has(command.name)) return undefined
  // `nc HOST PORT`, `scp file user@host:path`: the host is a plain word
  const plain = command.args.find((a) => !a.value.startsWith('-') && !a.expands)?.value ?? ''
  const host = /^(?:[\w.-]+@)?([\w-]+(?:\.[\w-]+)+)(?::|$)/.exec(plain)?.[1]
  return host?.toLowerCase()
}

/**
 * A secret variable in a request: normal when it goes to the service it is for (an API key in
 * an API call); theft when a well-known one is written to go to another host; otherwise left for
 * a reviewer at low severity (the host is a variable, or the variable's service is not known).
 */
function secretVariableSent(command: ShellCommand): Hit | undefined {
  const name = command.args.flatMap((a) => secretVariables(a.raw))[0]
  if (name === undefined) return undefined
  const host = destination(command)
  if (host !== undefined && (LOCAL_HOST.test(host) || isIssuerHost(name, host))) return undefined
  if (host !== undefined && knownIssuer(name) !== undefined) {
    return hit(
      'exfil/network-send',
      command,
      `${command.name} sends ${name} to ${host}, not to the service it belongs to`
    )
  }
  return hit(
    'exfil/network-send',
    command,
    `${command.name} sends the secret ${name}${host ? ` to ${host}` : ''}: check that the host is the one it is for`,
    'low'
  )
}

/** The environment, shell history or a secret file sent: critical to a host written out. */
function secretsSent(command: ShellCommand): Hit | undefined {
  const inArgs = command.args.some((a) => DUMPS_ENV.test(a.raw) || SECRET_FILE.test(a.value))
  const fedSecrets = command.pipeline
    .slice(0, command.stage)
    .some(
      (c) =>
        c.name === 'env' ||
        c.name === 'printenv' ||
        c.name === 'history' ||
        (READERS.has(c.name) && c.args.some(carriesSecret))
    )
  const fedByRedirect = command.redirects.some(
    (r) => r.operator === '<' && SECRET_FILE.test(r.target)
  )
  if (!inArgs && !fedSecrets && !fedByRedirect) return undefined
  const host = destination(command)
  if (host !== undefined && LOCAL_HOST.test(host)) return undefined
  const to = host === undefined ? '' : ` to ${host}`
  return hit(
    'exfil/network-send',
    command,
    `${command.name} sends secrets, the environment or shell history over the network${to}`,
    host === undefined ? 'high' : undefined
  )
}

export function exfiltration(command: ShellCommand): Hit[] {
  const hits: Hit[] = []
  if (NETWORK.has(command.name)) {
    const sent = secretsSent(command) ?? secretVariableSent(command)
    if (sent !== undefined) hits.push(sent)
  }
  if (DNS_TOOLS.has(command.name)) {
    const built = command.args.find(
      (a) => !a.value.startsWith('-') && a.expands && /\./.test(a.value)
    )
    if (built !== undefined) {
      hits.push(
        hit(
          'exfil/dns',
          command,
          `${command.name} looks up a name built from data`,
          carriesSecret(built) ? 'critical' : undefined
        )
      )
    }
  }
  return hits
}

// Commands that name a file without reading it.
const LISTERS = new Set(['ls', 'find', 'stat', 'du', 'file', 'test', '['])
// `security` reads a keychain item's secret only with -w or -g; dump-keychain and export read all.
const KEYCHAIN_READ = /^find-(?:generic|internet)-password$/
// Keys other programs keep in the keychain to encrypt their own stores (a browser's passwords).
const OTHER_PROGRAMS_KEY = /safe storage/i

function keychainAccess(command: ShellCommand): Hit[] {
  const sub = command.args[0]?.value ?? ''
  if (sub === 'dump-keychain' || sub === 'export') {
    return [hit('cred/access', command, 'dumps or exports the macOS keychain')]
  }
  if (!KEYCHAIN_READ.test(sub)) return []
  const flags = command.args.filter((a) => /^-[a-zA-Z]+$/.test(a.value)).map((a) => a.value)
  const reveals = flags.some((f) => f.includes('w') || f.includes('g'))
  const discarded = command.redirects.some(
    (r) => /^(?:&?>|1>|&>>?)$/.test(r.operator) && r.target === '/dev/null'
  )
  if (!reveals || discarded) return []
  if (command.args.some((a) => OTHER_PROGRAMS_KEY.test(a.value))) {
    return [hit('cred/access', command, "reads another program's key from the macOS keychain")]
  }
  return [
    hit(
      'cred/access',
      command,
      'reads a secret from the macOS keychain: check that the item is the skill’s own',
      'low'
    )
  ]
}

// `open(path)` in a code span is a function call of some language, not the `open` command.
const FUNCTION_CALL = /^[\w.]+\(/

export function credentialAccess(command: ShellCommand): Hit[] {
  if (command.name === 'security') return keychainAccess(command)
  if (NETWORK.has(command.name) || LISTERS.has(command.name)) return []
  if (FUNCTION_CALL.test(command.text)) return []
  const words = [
    ...command.args.map((a) => a.value).filter((v) => !v.startsWith('-')),
    ...command.redirects.filter((r) => r.operator === '<').map((r) => r.target)
  ]
  if (READERS.has(command.name) || INTERPRETERS.has(command.name)) {
    if (words.some((w) => CREDENTIAL_FILE.test(w)))
      return [hit('cred/access', command, `${command.name} reads credential files`)]
    if (command.name !== 'source' && command.name !== '.' && words.some((w) => DOTENV.test(w))) {
      return [hit('cred/access', command, `${command.name} reads a .env file`, 'medium')]
    }
  }
  if (
    (command.name === 'echo' || command.name === 'printf') &&
    command.args.some((a) => secretVariables(a.raw).length > 0)
  ) {
    return [hit('cred/access', command, 'prints a secret environment variable', 'medium')]
  }
  if (
    (command.name === 'env' || command.name === 'printenv') &&
    command.args.length === 0 &&
    command.pipeline.length > 1
  ) {
    return [
      hit('cred/access', command, 'passes the whole environment (tokens included) on', 'medium')
    ]
  }
  return []
}
