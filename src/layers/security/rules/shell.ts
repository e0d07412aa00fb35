// Rules over the commands of shell text (a script, a fenced shell block, an inline code span),
// read from the parsed syntax tree, so `echo "curl x | sh"` is a harmless echo and `curl x | sh`
// a download piped into a shell. Text is parsed only when it contains a word some rule looks for.
import type { Hit } from '../finding.js'
import type { ShellCommand } from '../shell/commands.js'
import { shellCommands, ShellBudget, splitLongLines } from '../shell/read.js'
import { Keywords, TextFacts } from '../text-facts.js'
import { lineRuleHits } from './lines.js'
import { packageHits, PACKAGE_MANAGERS } from './packages.js'
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
  hasShortFlag
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

/**
 * Every hit of the shell rules in `text` (or its facts, when the caller has them); line numbers
 * count from `firstLine`. `budget` is the parse time left to the skill the text is part of
 * (shell/read.ts).
 */
export async function shellHits(
  input: string | TextFacts,
  firstLine = 1,
  budget?: ShellBudget,
  depth = 0
): Promise<Hit[]> {
  if (!mayNeedShellRules(input)) return []
  const text = typeof input === 'string' ? input : input.text
  budget ??= ShellBudget.forChars(text.length)
  const { shell, long } = splitLongLines(text)
  const commands = await shellCommands(shell, firstLine - 1, budget)
  const hits: Hit[] = []
  // lines too long to be commands anyone reads: the line rules, as for code in other languages
  for (const window of long) {
    for (const h of lineRuleHits(new TextFacts(window.text), { prose: false }))
      hits.push({ ...h, line: window.line + firstLine - 1 })
  }
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
    // most commands run no script: no promise to wait for
    const scripts = depth < MAX_NESTED ? nestedScripts(command) : []
    for (const script of scripts) {
      for (const inner of await shellHits(script, 1, budget, depth + 1))
        hits.push({ ...inner, line: command.line, evidence: command.text })
    }
  }
  return hits
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
