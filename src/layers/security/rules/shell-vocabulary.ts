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
