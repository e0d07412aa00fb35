// The words the shell rules share: which commands download, open sockets, run code or read
// files, which arguments name places that survive a restart, and how a rule's hit is
// built from a command.
import type { Hit } from '../finding.js'
import type { ShellCommand } from '../shell/commands.js'
export const DOWNLOADERS = new Set([
  'curl',
  'wget',
  'fetch',
  'aria2c',
  'http',
  'https',
  'xh',
  'iwr',
  'irm',
  'invoke-webrequest',
  'invoke-restmethod',
  'lwp-download'
])
export const RAW_SOCKETS = new Set(['nc', 'ncat', 'netcat', 'telnet', 'socat'])
export const NETWORK = new Set([...DOWNLOADERS, ...RAW_SOCKETS, 'scp', 'rsync', 'ftp', 'sftp'])
export const INTERPRETERS = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'ksh',
  'ash',
  'fish',
  'python',
  'python2',
  'python3',
  'perl',
  'ruby',
  'node',
  'nodejs',
  'deno',
  'bun',
  'php',
  'lua',
  'iex',
  'invoke-expression',
  'pwsh',
  'powershell',
  'source',
  '.',
  'eval'
])
export const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'fish'])
export const DECODERS = new Set(['base64', 'xxd', 'openssl', 'gunzip', 'zcat', 'rev'])
export const DNS_TOOLS = new Set(['dig', 'nslookup', 'host', 'drill', 'ping', 'resolvectl'])

export const READERS = new Set([
  'cat',
  'less',
  'more',
  'head',
  'tail',
  'cp',
  'scp',
  'tar',
  'zip',
  '7z',
  'base64',
  'xxd',
  'grep',
  'strings',
  'find',
  'ls',
  'rsync',
  'mv',
  'open',
  'type',
  'get-content',
  'gc',
  'sqlite3',
  'jq'
])
export const RC_FILE =
  /(?:^|\/)\.(?:bashrc|zshrc|bash_profile|profile|zprofile|zshenv|bash_login|config\/fish\/config\.fish)$|\/etc\/(?:profile|bash\.bashrc|zshrc)|\/etc\/profile\.d\//
export const STARTUP_PLACE =
  /LaunchAgents|LaunchDaemons|\/etc\/cron|\/var\/spool\/cron|\/etc\/systemd|\.config\/systemd|\/etc\/init\.d|\/etc\/rc\.local|authorized_keys|\\CurrentVersion\\Run/i
export const GIT_HOOK = /\.git\/hooks\//
export const HOME_OR_ROOT =
  /^(?:\/|\/\*|~|~\/|~\/\*|\$HOME|\$HOME\/|\$HOME\/\*|\$\{HOME\}|\$\{HOME\}\/|\$\{HOME\}\/\*|\/home|\/home\/\*|\/etc|\/usr|\/var|\/boot|\/bin|\/lib|\/opt|\/root|\/Users|\/Users\/\*|[A-Za-z]:\\?|\.\.?\/?\*?|\*)$/
export const DEFAULT_BRANCH =
  /^(?:\+?(?:main|master|trunk|production|prod)|[^:]*:(?:refs\/heads\/)?(?:main|master|trunk|production))$/

export const hit = (
  ruleId: string,
  command: ShellCommand,
  message: string,
  severity?: Hit['severity']
): Hit => ({
  ruleId,
  line: command.line,
  message,
  evidence: command.text,
  ...(severity === undefined ? {} : { severity })
})

export const flags = (command: ShellCommand) =>
  command.args.filter((a) => a.value.startsWith('-')).map((a) => a.value)
export const hasShortFlag = (command: ShellCommand, letter: string) =>
  flags(command).some((f) => !f.startsWith('--') && f.slice(1).includes(letter))

/**
 * Options of the other interpreters that put the code in the next word (`python -c CODE`,
 * `node -e CODE`, `php -r CODE`, `pwsh -Command CODE`); a shell's is any flag cluster with `c`.
 */
const CODE_OPTIONS = new Set(['-c', '-e', '-E', '--eval', '-p', '--print', '-r', '-command'])
/** Options that name a module or a file: the program is not standard input. */
const PROGRAM_OPTIONS = new Set(['-m', '-file'])
/** Options whose next word is a value, not the script (`bash -o pipefail`, `python -W ignore`). */
const VALUE_OPTIONS = new Set(['-o', '+o', '-O', '+O', '-W', '-X', '-I', '--init-file', '--rcfile'])

/**
 * Where an interpreter takes its program from: the index of the argument holding the code
 * (`-c CODE`, the script path, `source FILE`), 'stdin' when it reads the program from its
 * standard input (`sh`, `bash -s`, `python3 -`), or 'none' when the program comes from elsewhere
 * (`python3 -m json.tool`): then what is piped in is data, not code.
 */
export function programOf(command: ShellCommand): number | 'stdin' | 'none' {
  const args = command.args.map((a) => a.value)
  const shell = SHELLS.has(command.name)
  if (command.name === 'eval') return args.length > 0 ? 0 : 'none'
  if (command.name === 'iex' || command.name === 'invoke-expression') {
    return args.length > 0 ? 0 : 'stdin'
  }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const lower = arg.toLowerCase()
    if (arg === '-') return 'stdin'
    const code = shell ? /^-[a-z]*c[a-z]*$/i.test(arg) : CODE_OPTIONS.has(lower)
    if (code) return i + 1 < args.length ? i + 1 : 'none'
    if (shell && arg === '-s') return 'stdin'
    if (!shell && PROGRAM_OPTIONS.has(lower)) return 'none'
    if (VALUE_OPTIONS.has(arg)) {
      i++
      continue
    }
    if (arg.startsWith('-') || arg.startsWith('+')) continue
    // The first plain word is the script (`bash install.sh`, `source <(curl …)`).
    return i
  }
  return command.name === 'source' || command.name === '.' ? 'none' : 'stdin'
}

/** Words that announce something running in the background. */
const ANNOUNCES_SERVICES =
  /\b(?:daemons?|services?|servers?|launchd|launch ?agents?|systemd|cron(?:tab)?|schedul\w*|background|start-?up|login items?|bots?|prox(?:y|ies)|monitor\w*|watchers?|queues?|jobs?|always-on)\b/i

/** The text (a description, the prose around a command) announces a service, daemon or job. */
export function announcesServices(text: string): boolean {
  return ANNOUNCES_SERVICES.test(text.slice(0, 4000))
}
