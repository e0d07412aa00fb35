// Rules over the commands of shell text (a script, a fenced shell block, an inline code span),
// read from the parsed syntax tree, so `echo "curl x | sh"` is a harmless echo and `curl x | sh`
// a download piped into a shell. Text is parsed only when it contains a word some rule looks for.
import type { Hit } from '../finding.js'
import type { ShellCommand } from '../shell/commands.js'
import { splitLongLines } from '../shell/long-lines.js'
import { tokenCommands } from '../shell/tokens.js'
import { Keywords, TextFacts } from '../text-facts.js'
import { lineRuleHits } from './lines.js'
import { packageHits, PACKAGE_MANAGERS } from './packages.js'
import { judgeSource } from './sources.js'
import { credentialAccess, exfiltration } from './shell-secrets.js'
import {
  DOWNLOADERS,
  RAW_SOCKETS,
  INTERPRETERS,
  SHELLS,
  DECODERS,
  RC_FILE,
  STARTUP_PLACE,
  GIT_HOOK,
  HOME_OR_ROOT,
  DEFAULT_BRANCH,
  hit,
  hasShortFlag,
  programOf,
  announcesServices
} from './shell-vocabulary.js'

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

/** Downloader options whose next word is a value, not the URL (`curl -o file URL`). */
const DOWNLOADER_VALUE_FLAGS = new Set(
  '-o -O --output --output-document -H --header -d --data -X --request -u --user -A --user-agent -e --referer -w --write-out -m --max-time --connect-timeout -b --cookie -c --cookie-jar -T --upload-file --proto'.split(
    ' '
  )
)

/** The URL a downloader fetches: a word with a scheme, else one shaped like a host (`get.x.io`). */
function urlOf(command: ShellCommand): string {
  const values = command.args.map((a) => a.value)
  const plain = values.filter(
    (v, i) => !v.startsWith('-') && !DOWNLOADER_VALUE_FLAGS.has(values[i - 1] ?? '')
  )
  return (
    plain.find((v) => /^(?:https?|ftp):\/\//i.test(v)) ??
    plain.find((v) => /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:\/|$)/i.test(v)) ??
    ''
  )
}

/**
 * How serious running a download is, by where it comes from: a host the text names as the
 * tool's own over https is low (pin it, check it), any other https host high, plain http or an
 * IP address or a URL not written out critical — a vendor's own site over http is high.
 */
function downloadSeverity(
  url: string,
  surroundings: () => string
): { severity: Hit['severity']; note: string } {
  const source = url === '' ? undefined : judgeSource(url, surroundings())
  if (source === undefined) return { severity: 'critical', note: '' }
  if (source.address) return { severity: 'critical', note: ` from the IP address ${source.host}` }
  if (!source.secure) {
    return source.vendor
      ? {
          severity: 'high',
          note: ` from ${source.host} (the site of ${source.tool}) over plain http: use https`
        }
      : { severity: 'critical', note: ` over plain http from ${source.host}` }
  }
  return source.vendor
    ? {
        severity: 'low',
        note: ` from ${source.host}, the site of ${source.tool} the text installs: pin a version or check a checksum`
      }
    : {
        severity: 'high',
        note: ` from ${source.host}, which the text does not name as the tool's own`
      }
}

/** `curl … | sh`, `bash <(curl …)`, `sh -c "$(curl …)"`, `base64 -d | sh`, `nc host | sh`. */
function downloadExec(command: ShellCommand, surroundings: () => string): Hit[] {
  const hits: Hit[] = []
  // `curl … | python3 -m json.tool` pretty-prints data: only a stage that reads its program
  // from standard input runs what is piped into it.
  const into = command.pipeline
    .slice(command.stage + 1)
    .find((c) => INTERPRETERS.has(c.name) && programOf(c) === 'stdin')
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
      const { severity, note } = downloadSeverity(urlOf(command), surroundings)
      hits.push(
        hit('exec/download-exec', command, `a download is piped into ${into.name}${note}`, severity)
      )
    } else if (DECODERS.has(command.name)) {
      hits.push(
        hit('exec/download-exec', command, `decoded text is piped into ${into.name}`, 'critical')
      )
    }
  }
  const outer = command.enclosing
  if (outer !== undefined && DOWNLOADERS.has(command.name) && runsAsProgram(outer, command)) {
    const { severity, note } = downloadSeverity(urlOf(command), surroundings)
    hits.push(
      hit(
        'exec/download-exec',
        outer,
        `${outer.name} runs what ${command.name} downloads${note}`,
        severity
      )
    )
  }
  return hits
}

/** `inner` sits in the word `outer` runs as its program (`sh -c "$(curl …)"`, `bash <(curl …)`). */
function runsAsProgram(outer: ShellCommand, inner: ShellCommand): boolean {
  if (!INTERPRETERS.has(outer.name)) return false
  const program = programOf(outer)
  if (typeof program !== 'number') return false
  const head = inner.text.slice(0, 60)
  return outer.args
    .slice(program)
    .some((a, i) => (i === 0 || outer.name === 'eval') && a.raw.includes(head))
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

/**
 * Start-up entries and access grants. A service the skill announces — in its description, or in
 * the paragraph leading into the command or its comments (a daemon, a server, launchd timers, a
 * scheduled job) — is set up in the open: reported at medium, so a reviewer sees it. Unannounced
 * (persistence slipped into a skill about something else), or fetching from the network in the
 * same command, it is high. A key added to `authorized_keys` grants a login: always high.
 */
function persistence(command: ShellCommand, announced: () => boolean): Hit[] {
  const values = command.args.map((a) => a.value)
  // No word boundary before the tools: in `printf "…\ncurl …"` the escape runs into the name.
  const networked =
    /(?:curl|wget|\bnc|ncat|base64|\/dev\/tcp)\b/.test(command.text) ||
    command.heredocs.some((h) => /\b(?:curl|wget|nc|base64)\b/.test(h))
  const registration = () => (networked || !announced() ? 'high' : 'medium')
  const found = (message: string, severity: Hit['severity']) => [
    hit('persist/startup', command, message, severity)
  ]
  if (command.name === 'crontab' && !values.includes('-l') && !values.includes('-r')) {
    return found('installs a crontab entry', registration())
  }
  if (command.name === 'launchctl' && /^(?:load|bootstrap|enable|submit)$/.test(values[0] ?? '')) {
    return found('registers a launch agent', registration())
  }
  if (command.name === 'systemctl' && values.includes('enable')) {
    return found('enables a service at start-up', networked ? 'high' : 'medium')
  }
  if (
    command.name === 'git' &&
    values[0] === 'config' &&
    values.some((v) => /core\.hookspath/i.test(v))
  ) {
    return found('points git at other hooks', 'medium')
  }
  if (
    command.name === 'reg' &&
    /^add$/i.test(values[0] ?? '') &&
    values.some((v) => /\\CurrentVersion\\Run/i.test(v))
  ) {
    return found('adds a Windows start-up entry', registration())
  }
  for (const target of writesTo(command)) {
    if (/authorized_keys/i.test(target)) {
      return found(`writes to ${target}, which grants a login`, 'high')
    }
    if (STARTUP_PLACE.test(target)) {
      return found(`writes to ${target}, which runs at start-up`, registration())
    }
    if (RC_FILE.test(target)) {
      return found(`appends to the shell start-up file ${target}`, networked ? 'high' : 'medium')
    }
    if (GIT_HOOK.test(target)) {
      return found(`installs a git hook (${target})`, networked ? 'high' : 'medium')
    }
  }
  return []
}

/**
 * Files a downloader saved (`curl -o x URL`, `wget -O x URL`, `> x`), with the URL each came
 * from, to catch `chmod +x x && ./x`.
 */
function downloadedFiles(commands: ShellCommand[]): Map<string, string> {
  const files = new Map<string, string>()
  for (const command of commands) {
    if (!DOWNLOADERS.has(command.name)) continue
    const url = urlOf(command)
    command.args.forEach((a, i) => {
      if (/^(?:-o|-O|--output|--output-document)$/.test(a.value)) {
        const next = command.args[i + 1]?.value
        if (next !== undefined && next !== '-') files.set(next.replace(/^\.\//, ''), url)
      }
    })
    for (const r of command.redirects)
      if (r.operator === '>') files.set(r.target.replace(/^\.\//, ''), url)
  }
  return files
}

function runsDownloaded(
  command: ShellCommand,
  files: Map<string, string>,
  surroundings: () => string
): Hit[] {
  if (files.size === 0) return []
  const name = command.text.split(/\s/, 1)[0]?.replace(/^\.\//, '') ?? ''
  // `python3 extract.py page.html` runs extract.py: a downloaded file among the script's
  // arguments is its input.
  const program = INTERPRETERS.has(command.name) ? programOf(command) : 'none'
  const script =
    typeof program === 'number' ? command.args[program]!.value.replace(/^\.\//, '') : undefined
  const file = files.has(name)
    ? name
    : script !== undefined && files.has(script)
      ? script
      : undefined
  if (file === undefined) return []
  const { severity, note } = downloadSeverity(files.get(file)!, surroundings)
  // a file run after its download was checked is one level lower than a pipe into a shell
  const lowered = severity === 'critical' ? 'high' : severity
  return [hit('exec/download-exec', command, `runs a file it just downloaded${note}`, lowered)]
}

const MAX_NESTED = 2

export interface ShellContext {
  /** How many `bash -c` levels down this text is. */
  depth?: number
  /**
   * The prose around the text (the paragraph before its block, the nearest heading), asked for
   * only when a rule judges where a download comes from.
   */
  surroundings?: () => string
  /** The prose right before the text (the paragraph leading into its block). */
  nearby?: () => string
  /** The skill's description announces a service, daemon or scheduled job it sets up. */
  announcesServices?: boolean
}

/**
 * Every hit of the shell rules in `text` (or its facts, when the caller has them); line numbers
 * count from `firstLine`.
 */
export async function shellHits(
  input: string | TextFacts,
  firstLine = 1,
  context: ShellContext = {}
): Promise<Hit[]> {
  if (!mayNeedShellRules(input)) return []
  const text = typeof input === 'string' ? input : input.text
  const { shell, long } = splitLongLines(text)
  const commands = tokenCommands(shell, firstLine - 1)
  const hits: Hit[] = []
  // lines too long to be commands anyone reads: the line rules, as for code in other languages
  for (const window of long) {
    for (const h of lineRuleHits(new TextFacts(window.text), { prose: false }))
      hits.push({ ...h, line: window.line + firstLine - 1 })
  }
  const depth = context.depth ?? 0
  // The text's own comments and the prose around it say what a command is for; its commands do
  // not (`curl -o /tmp/helper …/helper` names the helper only in its own URL and path).
  let words: string | undefined
  const downloaded = downloadedFiles(commands)
  const surroundings = () =>
    (words ??= [
      commentsOf(text),
      toolWords(commands, downloaded),
      context.surroundings?.() ?? ''
    ].join('\n'))
  let open: boolean | undefined
  const announced = () =>
    (open ??=
      context.announcesServices === true ||
      announcesServices(`${commentsOf(text)}\n${context.nearby?.() ?? ''}`))
  for (const command of commands) {
    hits.push(
      ...downloadExec(command, surroundings),
      ...reverseShell(command),
      ...destructive(command),
      ...exfiltration(command),
      ...credentialAccess(command),
      ...persistence(command, announced),
      ...runsDownloaded(command, downloaded, surroundings)
    )
    if (PACKAGE_MANAGERS.has(command.name)) hits.push(...(await packageHits(command, surroundings)))
    // most commands run no script: no promise to wait for
    const scripts = depth < MAX_NESTED ? nestedScripts(command) : []
    for (const script of scripts) {
      const inner = await shellHits(script, 1, {
        ...context,
        depth: depth + 1,
        surroundings
      })
      for (const h of inner) hits.push({ ...h, line: command.line, evidence: command.text })
    }
  }
  return hits
}

/** Installers of system packages: `brew install chezmoi` names the tool a block is about. */
const SYSTEM_INSTALLERS = new Set(
  'brew apt apt-get dnf yum pacman port apk snap choco scoop winget cargo go mise asdf'.split(' ')
)

/**
 * The tools the commands of a text use or install (`proto --version`, `brew install chezmoi`):
 * names a download's host can be checked against. A file the text downloaded names nothing
 * (`curl -o /tmp/helper …/helper` then `/tmp/helper`), nor do the downloader and the shell.
 */
function toolWords(commands: ShellCommand[], downloaded: Map<string, string>): string {
  const words: string[] = []
  for (const command of commands) {
    const path = command.text.split(/\s/, 1)[0]?.replace(/^\.\//, '') ?? ''
    if (downloaded.has(path) || DOWNLOADERS.has(command.name) || INTERPRETERS.has(command.name))
      continue
    words.push(command.name)
    if (SYSTEM_INSTALLERS.has(command.name) && command.args[0]?.value === 'install') {
      for (const arg of command.args.slice(1)) if (!arg.value.startsWith('-')) words.push(arg.value)
    }
  }
  return words.join(' ')
}

const COMMENT_LINE = /^[ \t]*#(.*)$/gm

function commentsOf(text: string): string {
  const bounded = text.length > 20_000 ? text.slice(0, 20_000) : text
  return [...bounded.matchAll(COMMENT_LINE)].map((m) => m[1]).join('\n')
}

/** `bash -c "…"`, `eval "…"` and `bash <<EOF … EOF` run their text as shell: it is parsed too. */
function nestedScripts(command: ShellCommand): string[] {
  const scripts: string[] = []
  if (SHELLS.has(command.name)) {
    const c = command.args.findIndex((a) => /^-[a-z]*c$/.test(a.value))
    if (c !== -1 && command.args[c + 1] !== undefined) scripts.push(command.args[c + 1]!.value)
    scripts.push(...command.heredocs)
  }
  if (command.name === 'eval') scripts.push(command.args.map((a) => a.value).join(' '))
  return scripts
}
