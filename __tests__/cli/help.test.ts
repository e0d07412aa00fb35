// `skill-ci --help` ends with one example per command, and every example names a real command.
import { expect, it } from '@jest/globals'
import { COMMAND_EXAMPLES } from '../../src/cli/main.js'
import { runMain } from './run-main.js'

it('lists every command with an example', async () => {
  const help = await runMain(['--help'])
  expect(help.code).toBe(0)
  const commands = [...help.stdout.matchAll(/^ {2}([a-z]+) (?:\[options\]|<|\[)/gm)].map(
    (m) => m[1]
  )
  expect(commands.length).toBeGreaterThanOrEqual(11)
  const examples = new Set(COMMAND_EXAMPLES.map((e) => /^skill-ci ([a-z]+)/.exec(e)?.[1]))
  expect(commands.filter((c) => c !== 'help' && !examples.has(c))).toEqual([])
  expect([...examples].filter((c) => !commands.includes(c ?? ''))).toEqual([])
  for (const example of COMMAND_EXAMPLES) expect(help.stdout).toContain(`  ${example}\n`)
})
