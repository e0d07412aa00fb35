// docs/cli.md's command list and option tables are the ones the CLI's own definitions render
// (`npm run docs` writes them), and every `skill-ci <command> --flag` the docs show names a flag
// that command has, so the documentation cannot drift from the code.
import { describe, expect, it } from '@jest/globals'
import { blockText } from '../../scripts/action-docs.js'
import { cliDocBlocks, cliProgram } from '../../scripts/cli-docs.js'
import { DOC_FILES, readDoc } from './markdown-files.js'

const cliMd = readDoc('docs/cli.md')

describe('docs/cli.md (run `npm run docs` after changing a command or an option)', () => {
  it('holds the current command list and option tables', async () => {
    for (const block of await cliDocBlocks()) {
      expect([block.start, cliMd.includes(blockText(block))]).toEqual([block.start, true])
    }
  })

  it('lists every command, with its options and their choices', async () => {
    const program = await cliProgram()
    for (const command of program.commands) {
      expect(cliMd).toContain(`### \`${command.name()}\` options`)
    }
    expect(cliMd).toMatch(
      /\| `--format <format>` \| `text` \| output format; one of `text`, `json`, `markdown`, `plugineval`, `sarif` \|/
    )
    expect(cliMd).toContain('[`skill-ci merge [options] <reports...>`](#merge-options)')
    expect(cliMd).toContain('[`skill-ci drift [options] <report>`](#drift-options)')
  })
})

describe('the flags the docs show', () => {
  it('are flags of the command they are given to (current names or old spellings)', async () => {
    const program = await cliProgram()
    const flags = new Map(
      program.commands.map((c) => [
        c.name(),
        new Set(c.options.flatMap((o) => [o.long, o.short]).concat(['--help', '-h']))
      ])
    )
    const wrong: string[] = []
    let checked = 0
    for (const file of DOC_FILES) {
      // A command line as the docs write it: up to the end of the line or of the code span.
      for (const match of readDoc(file).matchAll(/skill-ci ([a-z]+)\b([^`\n]*)/g)) {
        const known = flags.get(match[1]!)
        if (known === undefined) continue
        for (const flag of match[2]!.matchAll(/(?<![\w-])(--?[a-z][a-z-]*)/g)) {
          checked += 1
          if (!known.has(flag[1]!)) wrong.push(`${file}: skill-ci ${match[1]} … ${flag[1]}`)
        }
      }
    }
    expect(wrong).toEqual([])
    // The docs show dozens of command lines: the check is not vacuous.
    expect(checked).toBeGreaterThan(40)
  })
})
