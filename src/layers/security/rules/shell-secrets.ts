// The shell rules about secrets: a secret sent over the network or into a DNS name
// (exfiltration), and commands that read credential stores or print secret variables.
import type { Hit } from '../finding.js'
import type { ShellCommand, ShellWord } from '../shell/commands.js'
import {
  NETWORK,
  INTERPRETERS,
  DNS_TOOLS,
  SECRET_VAR,
  DUMPS_ENV,
  SECRET_FILE,
  KEY_FILE,
  DOTENV,
  READERS,
  hit
} from './shell-vocabulary.js'

/** A word that carries secrets: a secret variable, a dump of the environment, a secret file. */
function carriesSecret(word: ShellWord): boolean {
  return SECRET_VAR.test(word.raw) || DUMPS_ENV.test(word.raw) || SECRET_FILE.test(word.value)
}

// The services a well-known secret variable belongs to: sent anywhere else, it is being stolen.
const OWN_HOSTS: ReadonlyArray<[RegExp, RegExp]> = [
  [/^(?:GITHUB|GH)_/, /(?:^|\.)github(?:usercontent)?\.com$/],
  [/^AWS_/, /(?:^|\.)amazonaws\.com$/],
  [/^ANTHROPIC_/, /(?:^|\.)anthropic\.com$/],
  [/^OPENAI_/, /(?:^|\.)openai\.com$/],
  [/^NPM_/, /(?:^|\.)npmjs\.(?:org|com)$/]
]

/**
 * A secret variable in a request: normal when it goes to the service it is for (an API key in
 * an API call), theft when a well-known one goes elsewhere. Unknown pairs are left for a reviewer.
 */
function secretVariableSent(command: ShellCommand): Hit | undefined {
  const sent = command.args.map((a) => SECRET_VAR.exec(a.raw)).find((m) => m !== null)
  if (sent === undefined || sent === null) return undefined
  const name = sent[0].replace(/^\$\{?/, '')
  const url = command.args.find((a) => /^https?:\/\//i.test(a.value))?.value ?? ''
  const host = /^https?:\/\/([^/:?#]+)/i.exec(url)?.[1]?.toLowerCase() ?? ''
  const own = OWN_HOSTS.find(([variable]) => variable.test(name))
  if (own !== undefined && !own[1].test(host)) {
    return hit(
      'exfil/network-send',
      command,
      `${command.name} sends ${name} to ${host || 'another host'}, not to the service it belongs to`
    )
  }
  return hit(
    'exfil/network-send',
    command,
    `${command.name} sends the secret ${name}${host ? ` to ${host}` : ''}: check that the host is the one it is for`,
    'medium'
  )
}

export function exfiltration(command: ShellCommand): Hit[] {
  const hits: Hit[] = []
  if (NETWORK.has(command.name)) {
    const sendsSecret = command.args.some((a) => DUMPS_ENV.test(a.raw) || SECRET_FILE.test(a.value))
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
    const variable = secretVariableSent(command)
    if (variable !== undefined && !(sendsSecret || fedSecrets || fedByRedirect)) hits.push(variable)
    else if (sendsSecret || fedSecrets || fedByRedirect) {
      hits.push(
        hit(
          'exfil/network-send',
          command,
          `${command.name} sends secrets, the environment or shell history over the network`
        )
      )
    }
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

export function credentialAccess(command: ShellCommand): Hit[] {
  if (
    command.name === 'security' &&
    /^(?:find-(?:generic|internet)-password|dump-keychain|export)$/.test(
      command.args[0]?.value ?? ''
    )
  ) {
    return [hit('cred/access', command, 'reads the macOS keychain')]
  }
  if (NETWORK.has(command.name)) return []
  const words = [
    ...command.args.map((a) => a.value).filter((v) => !v.startsWith('-')),
    ...command.redirects.filter((r) => r.operator === '<').map((r) => r.target)
  ]
  if (READERS.has(command.name) || INTERPRETERS.has(command.name)) {
    if (words.some((w) => KEY_FILE.test(w)))
      return [hit('cred/access', command, `${command.name} reads credential files`)]
    if (command.name !== 'source' && command.name !== '.' && words.some((w) => DOTENV.test(w))) {
      return [hit('cred/access', command, `${command.name} reads a .env file`, 'medium')]
    }
  }
  if (
    (command.name === 'echo' || command.name === 'printf') &&
    command.args.some((a) => SECRET_VAR.test(a.raw))
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
