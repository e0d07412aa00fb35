// The words the shell rules share: which commands download, open sockets, run code or read
// files, which arguments name secrets or places that survive a restart, and how a rule's hit is
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

export const SECRET_VAR =
  /\$\{?(?:[A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE|CREDENTIAL|AUTH|SESSION|COOKIE)[A-Z0-9_]*|AWS_[A-Z_]+|GITHUB_[A-Z_]+|GH_[A-Z_]+|ANTHROPIC_[A-Z_]+|OPENAI_[A-Z_]+|NPM_[A-Z_]+)\b/
export const DUMPS_ENV =
  /\$\((?:\s*(?:env|printenv|set|export\s+-p|cat\s+[^)]*(?:\.env|\.ssh|\.aws|credentials|_history)))[^)]*\)|`(?:env|printenv)`/
export const SECRET_FILE =
  /(?:~|\$HOME|\$\{HOME\})\/\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|pypirc|git-credentials|config\/gcloud|config\/gh|bash_history|zsh_history)|(?:^|[\s/@"'=])\.env(?:\.\w+)?\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\/etc\/(?:shadow|passwd)|\.aws\/credentials|_history\b|Login Data|cookies\.sqlite|logins\.json|key4\.db|Keychains|\.mozilla\/firefox|Google\/Chrome|google-chrome|BraveSoftware|Ethereum\/keystore/
export const KEY_FILE =
  /(?:~|\$HOME|\$\{HOME\})\/\.(?:ssh|aws|gnupg|kube\/config|docker\/config\.json|netrc|npmrc|pypirc|git-credentials|config\/gcloud|config\/gh)|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\/etc\/shadow|\.aws\/credentials|Login Data|cookies\.sqlite|logins\.json|key4\.db|Keychains|\.mozilla\/firefox|Google\/Chrome|google-chrome|BraveSoftware|Ethereum\/keystore/
export const DOTENV = /(?:^|[\s/@"'=])\.env(?:\.\w+)?$/
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
