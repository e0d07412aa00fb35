// Rules over the commands of shell text (a script, a fenced shell block, an inline code span),
// read from the parsed syntax tree, so `echo "curl x | sh"` is a harmless echo and `curl x | sh`
// a download piped into a shell. Text is parsed only when it contains a word some rule looks for.
import type { Hit } from '../finding.js'
import { commandsOf, type ShellCommand, type ShellWord } from '../shell/commands.js'
import { withBashTree } from '../shell/parser.js'
import { Keywords, TextFacts } from '../text-facts.js'
import { packageHits, PACKAGE_MANAGERS } from './packages.js'

/** Words without which no shell rule can match: text without any of them is not parsed. */
const TRIGGER_WORDS = new Keywords(
  'curl wget fetch aria2c http https xh iwr irm invoke nc ncat netcat socat telnet tcp udp rm mkfs dd shred push crontab cron launchctl systemctl authorized_keys hooks hookspath pip pip3 uv uvx pipx poetry pipenv npm pnpm yarn npx bun gem cargo go base64 xxd eval bash sh zsh dash python python3 perl ruby node php source printenv env history security dig nslookup host drill scp rsync ftp find chmod bashrc zshrc profile bash_profile zprofile launchagents launchdaemons home ssh aws reg'.split(
    ' '
  )
)

export function mayNeedShellRules(input: TextFacts | string): boolean {
  const facts = typeof input === 'string' ? new TextFacts(input) : input
  return facts.mentions(TRIGGER_WORDS) || facts.text.includes('~/.') || facts.text.includes(':()')
}

const DOWNLOADERS = new Set([
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
const RAW_SOCKETS = new Set(['nc', 'ncat', 'netcat', 'telnet', 'socat'])
const NETWORK = new Set([...DOWNLOADERS, ...RAW_SOCKETS, 'scp', 'rsync', 'ftp', 'sftp'])
const INTERPRETERS = new Set([
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
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'fish'])
const DECODERS = new Set(['base64', 'xxd', 'openssl', 'gunzip', 'zcat', 'rev'])
const DNS_TOOLS = new Set(['dig', 'nslookup', 'host', 'drill', 'ping', 'resolvectl'])

const SECRET_VAR =
  /\$\{?(?:[A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE|CREDENTIAL|AUTH|SESSION|COOKIE)[A-Z0-9_]*|AWS_[A-Z_]+|GITHUB_[A-Z_]+|GH_[A-Z_]+|ANTHROPIC_[A-Z_]+|OPENAI_[A-Z_]+|NPM_[A-Z_]+)\b/
const DUMPS_ENV =
  /\$\((?:\s*(?:env|printenv|set|export\s+-p|cat\s+[^)]*(?:\.env|\.ssh|\.aws|credentials|_history)))[^)]*\)|`(?:env|printenv)`/
const SECRET_FILE =
  /(?:~|\$HOME|\$\{HOME\})\/\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|pypirc|git-credentials|config\/gcloud|config\/gh|bash_history|zsh_history)|(?:^|[\s/@"'=])\.env(?:\.\w+)?\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\/etc\/(?:shadow|passwd)|\.aws\/credentials|_history\b|Login Data|cookies\.sqlite|logins\.json|key4\.db|Keychains|\.mozilla\/firefox|Google\/Chrome|google-chrome|BraveSoftware|Ethereum\/keystore/
const KEY_FILE =
  /(?:~|\$HOME|\$\{HOME\})\/\.(?:ssh|aws|gnupg|kube\/config|docker\/config\.json|netrc|npmrc|pypirc|git-credentials|config\/gcloud|config\/gh)|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\/etc\/shadow|\.aws\/credentials|Login Data|cookies\.sqlite|logins\.json|key4\.db|Keychains|\.mozilla\/firefox|Google\/Chrome|google-chrome|BraveSoftware|Ethereum\/keystore/
const DOTENV = /(?:^|[\s/@"'=])\.env(?:\.\w+)?$/
const READERS = new Set([
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
const RC_FILE =
  /(?:^|\/)\.(?:bashrc|zshrc|bash_profile|profile|zprofile|zshenv|bash_login|config\/fish\/config\.fish)$|\/etc\/(?:profile|bash\.bashrc|zshrc)|\/etc\/profile\.d\//
const STARTUP_PLACE =
  /LaunchAgents|LaunchDaemons|\/etc\/cron|\/var\/spool\/cron|\/etc\/systemd|\.config\/systemd|\/etc\/init\.d|\/etc\/rc\.local|authorized_keys|\\CurrentVersion\\Run/i
const GIT_HOOK = /\.git\/hooks\//
const HOME_OR_ROOT =
  /^(?:\/|\/\*|~|~\/|~\/\*|\$HOME|\$HOME\/|\$HOME\/\*|\$\{HOME\}|\$\{HOME\}\/|\$\{HOME\}\/\*|\/home|\/home\/\*|\/etc|\/usr|\/var|\/boot|\/bin|\/lib|\/opt|\/root|\/Users|\/Users\/\*|[A-Za-z]:\\?|\.\.?\/?\*?|\*)$/
const DEFAULT_BRANCH =
  /^(?:\+?(?:main|master|trunk|production|prod)|[^:]*:(?:refs\/heads\/)?(?:main|master|trunk|production))$/

const hit = (
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

const flags = (command: ShellCommand) =>
  command.args.filter((a) => a.value.startsWith('-')).map((a) => a.value)
const hasShortFlag = (command: ShellCommand, letter: string) =>
  flags(command).some((f) => !f.startsWith('--') && f.slice(1).includes(letter))

/** `curl … | sh`, `bash <(curl …)`, `sh -c "$(curl …)"`, `base64 -d | sh`, `nc host | sh`. */
function downloadExec(command: ShellCommand): Hit[] {
  const hits: Hit[] = []
  const into = command.pipeline.slice(command.stage + 1).find((c) => INTERPRETERS.has(c.name))
  if (into !== undefined) {
    if (RAW_SOCKETS.has(command.name)) {
      hits.push(
        hit(
          'exec/reverse-shell',
          command,
          `output of ${command.name} is run by ${into.name}: a remote shell`
        )
      )
    } else if (DOWNLOADERS.has(command.name)) {
      const url = command.args.find((a) => /^(?:https?|ftp):\/\//i.test(a.value))?.value ?? ''
      const plain = /^http:\/\/|^ftp:\/\/|\/\/\d{1,3}(?:\.\d{1,3}){3}\b/.test(url)
      hits.push(
        hit(
          'exec/download-exec',
          command,
          `a download is piped into ${into.name}`,
          plain || url === '' ? 'critical' : 'high'
        )
      )
    } else if (DECODERS.has(command.name)) {
      hits.push(
        hit('exec/download-exec', command, `decoded text is piped into ${into.name}`, 'critical')
      )
    }
  }
  const outer = command.enclosing
  if (outer !== undefined && DOWNLOADERS.has(command.name) && INTERPRETERS.has(outer.name)) {
    hits.push(hit('exec/download-exec', outer, `${outer.name} runs what ${command.name} downloads`))
  }
  return hits
}

function reverseShell(command: ShellCommand): Hit[] {
  const words = [...command.args.map((a) => a.value), ...command.redirects.map((r) => r.target)]
  if (words.some((w) => /\/dev\/(?:tcp|udp)\//.test(w))) {
    return [hit('exec/reverse-shell', command, 'a shell redirected to a network socket (/dev/tcp)')]
  }
  if (RAW_SOCKETS.has(command.name)) {
    const execs = command.args.some(
      (a) =>
        /^(?:-[a-z]*[ec]|--(?:exec|sh-exec|lua-exec))$/i.test(a.value) ||
        /^(?:exec|system):/i.test(a.value)
    )
    if (execs)
      return [hit('exec/reverse-shell', command, `${command.name} hands a shell to a network peer`)]
  }
  if (['python', 'python3', 'perl', 'ruby', 'php'].includes(command.name)) {
    const code = command.args.map((a) => a.value).join(' ')
    if (
      /socket/i.test(code) &&
      /(?:subprocess|pty\.spawn|os\.dup2|\/bin\/sh|exec)/i.test(code) &&
      /connect/i.test(code)
    ) {
      return [hit('exec/reverse-shell', command, 'an inline script connects a shell to a socket')]
    }
  }
  return []
}

function destructive(command: ShellCommand): Hit[] {
  const values = command.args.map((a) => a.value)
  if (command.name === 'rm') {
    const recursive =
      hasShortFlag(command, 'r') || hasShortFlag(command, 'R') || values.includes('--recursive')
    const targets = values.filter((v) => !v.startsWith('-'))
    const bad = targets.find((t) => HOME_OR_ROOT.test(t))
    if (values.includes('--no-preserve-root') || (recursive && bad !== undefined)) {
      return [hit('destroy/command', command, `recursive delete of ${bad ?? '/'}`)]
    }
  }
  if (command.name === 'find' && values.includes('-delete') && HOME_OR_ROOT.test(values[0] ?? '')) {
    return [hit('destroy/command', command, `find deletes everything under ${values[0]}`)]
  }
  if (
    /^mkfs/.test(command.name) ||
    (command.name === 'dd' &&
      values.some((v) => /^of=\/dev\/(?:sd|nvme|disk|hd|xvd|mmcblk)/.test(v)))
  ) {
    return [hit('destroy/command', command, 'overwrites a disk')]
  }
  if (command.name === 'shred' && values.some((v) => v.startsWith('/dev/'))) {
    return [hit('destroy/command', command, 'overwrites a disk')]
  }
  if (
    command.name === 'chmod' &&
    hasShortFlag(command, 'R') &&
    values.some((v) => HOME_OR_ROOT.test(v))
  ) {
    return [
      hit(
        'destroy/command',
        command,
        'changes the permissions of every file under home or root',
        'high'
      )
    ]
  }
  if (command.name === 'git' && values[0] === 'push') {
    const force = values.some(
      (v) => v === '--force' || v === '--mirror' || (/^-[a-z]+$/.test(v) && v.includes('f'))
    )
    const plusRef = values.some((v) => /^\+(?:main|master|trunk|production)\b/.test(v))
    if ((force || plusRef) && values.slice(1).some((v) => DEFAULT_BRANCH.test(v))) {
      return [hit('destroy/command', command, 'force-pushes over the default branch', 'high')]
    }
  }
  return []
}

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

function exfiltration(command: ShellCommand): Hit[] {
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

function credentialAccess(command: ShellCommand): Hit[] {
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

function writesTo(command: ShellCommand): string[] {
  const targets = command.redirects
    .filter((r) => r.operator.startsWith('>') || r.operator === '&>')
    .map((r) => r.target)
  if (['tee', 'cp', 'mv', 'ln', 'install'].includes(command.name)) {
    const paths = command.args.filter((a) => !a.value.startsWith('-')).map((a) => a.value)
    targets.push(...(command.name === 'tee' ? paths : paths.slice(-1)))
  }
  return targets
}

function persistence(command: ShellCommand): Hit[] {
  const values = command.args.map((a) => a.value)
  if (command.name === 'crontab' && !values.includes('-l') && !values.includes('-r')) {
    return [hit('persist/startup', command, 'installs a crontab entry')]
  }
  if (command.name === 'launchctl' && /^(?:load|bootstrap|enable|submit)$/.test(values[0] ?? '')) {
    return [hit('persist/startup', command, 'registers a launch agent')]
  }
  if (command.name === 'systemctl' && values.includes('enable')) {
    return [hit('persist/startup', command, 'enables a service at start-up', 'medium')]
  }
  if (
    command.name === 'git' &&
    values[0] === 'config' &&
    values.some((v) => /core\.hookspath/i.test(v))
  ) {
    return [hit('persist/startup', command, 'points git at other hooks', 'medium')]
  }
  if (
    command.name === 'reg' &&
    /^add$/i.test(values[0] ?? '') &&
    values.some((v) => /\\CurrentVersion\\Run/i.test(v))
  ) {
    return [hit('persist/startup', command, 'adds a Windows start-up entry')]
  }
  // No word boundary before the tools: in `printf "…\ncurl …"` the escape runs into the name.
  const networked =
    /(?:curl|wget|\bnc|ncat|base64|\/dev\/tcp)\b/.test(command.text) ||
    command.heredocs.some((h) => /\b(?:curl|wget|nc|base64)\b/.test(h))
  for (const target of writesTo(command)) {
    if (STARTUP_PLACE.test(target))
      return [
        hit(
          'persist/startup',
          command,
          `writes to ${target}, which runs at start-up or grants access`
        )
      ]
    if (RC_FILE.test(target)) {
      return [
        hit(
          'persist/startup',
          command,
          `appends to the shell start-up file ${target}`,
          networked ? 'high' : 'medium'
        )
      ]
    }
    if (GIT_HOOK.test(target)) {
      return [
        hit(
          'persist/startup',
          command,
          `installs a git hook (${target})`,
          networked ? 'high' : 'medium'
        )
      ]
    }
  }
  return []
}

/** Files a downloader saved (`curl -o x`, `wget -O x`, `> x`), to catch `chmod +x x && ./x`. */
function downloadedFiles(commands: ShellCommand[]): Set<string> {
  const files = new Set<string>()
  for (const command of commands) {
    if (!DOWNLOADERS.has(command.name)) continue
    command.args.forEach((a, i) => {
      if (/^(?:-o|-O|--output|--output-document)$/.test(a.value)) {
        const next = command.args[i + 1]?.value
        if (next !== undefined && next !== '-') files.add(next.replace(/^\.\//, ''))
      }
    })
    for (const r of command.redirects)
      if (r.operator === '>') files.add(r.target.replace(/^\.\//, ''))
  }
  return files
}

function runsDownloaded(command: ShellCommand, files: Set<string>): Hit[] {
  if (files.size === 0) return []
  const name = command.text.split(/\s/, 1)[0]?.replace(/^\.\//, '') ?? ''
  const viaInterpreter =
    INTERPRETERS.has(command.name) &&
    command.args.some((a) => files.has(a.value.replace(/^\.\//, '')))
  if (files.has(name) || viaInterpreter) {
    return [hit('exec/download-exec', command, 'runs a file it just downloaded', 'high')]
  }
  return []
}

const MAX_NESTED = 2

/** Every hit of the shell rules in `text`; line numbers count from `firstLine`. */
export async function shellHits(text: string, firstLine = 1, depth = 0): Promise<Hit[]> {
  if (!mayNeedShellRules(text)) return []
  const commands = await withBashTree(text, (root) => commandsOf(root, firstLine - 1))
  if (commands === null) return []
  const hits: Hit[] = []
  const downloaded = downloadedFiles(commands)
  for (const command of commands) {
    hits.push(
      ...downloadExec(command),
      ...reverseShell(command),
      ...destructive(command),
      ...exfiltration(command),
      ...credentialAccess(command),
      ...persistence(command),
      ...runsDownloaded(command, downloaded)
    )
    if (PACKAGE_MANAGERS.has(command.name)) hits.push(...packageHits(command))
    if (depth < MAX_NESTED) hits.push(...(await nestedScripts(command, depth)))
  }
  return hits
}

/** `bash -c "…"`, `eval "…"` and `bash <<EOF … EOF` run their text as shell: it is parsed too. */
async function nestedScripts(command: ShellCommand, depth: number): Promise<Hit[]> {
  const scripts: string[] = []
  if (SHELLS.has(command.name)) {
    const c = command.args.findIndex((a) => /^-[a-z]*c$/.test(a.value))
    if (c !== -1 && command.args[c + 1] !== undefined) scripts.push(command.args[c + 1]!.value)
    scripts.push(...command.heredocs)
  }
  if (command.name === 'eval') scripts.push(command.args.map((a) => a.value).join(' '))
  const hits: Hit[] = []
  for (const script of scripts) {
    for (const inner of await shellHits(script, 1, depth + 1)) {
      hits.push({ ...inner, line: command.line, evidence: command.text })
    }
  }
  return hits
}
