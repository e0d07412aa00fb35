// Finding an agent's program: the pinned package next to skill-ci, in a named install folder, or a
// clear one-line error saying how to install it.
import { describe, expect, it } from '@jest/globals'
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  AgentProgramMissingError,
  findAgentProgram,
  pinnedVersion,
  type AgentProgramSpec
} from '../../../src/agent/harness/agent-program.js'
import { CODEX_PROGRAM } from '../../../src/agent/harness/codex-project.js'
import { GEMINI_CLI_PROGRAM } from '../../../src/agent/harness/gemini-cli.js'
import { OPENCODE_PROGRAM } from '../../../src/agent/harness/opencode.js'
import { HARNESS_TABLE } from '../../../src/layers/harness-table.js'

const codex: AgentProgramSpec = {
  harness: 'codex',
  package: '@openai/codex',
  entry: (dir) => Promise.resolve(path.join(dir, 'bin', 'codex.js'))
}

describe('findAgentProgram', () => {
  it('finds the pinned package installed next to skill-ci', async () => {
    const program = await findAgentProgram(codex)
    expect(program.version).toBe(pinnedVersion('@openai/codex'))
    expect(program.path).toMatch(/node_modules\/@openai\/codex\/bin\/codex\.js$/)
  })

  it('looks only in the install folder it is given, and says how to install a missing program', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'agent-program-'))
    try {
      const error = await findAgentProgram(codex, empty).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AgentProgramMissingError)
      expect((error as Error).message).toBe(
        `the codex harness needs @openai/codex, which is not installed: run \`npm install @openai/codex@${pinnedVersion('@openai/codex')}\` ` +
          `(in this project, or with -g next to a global skill-ci), or leave codex out of --harness (not found under ${empty})`
      )
      // A package whose program file is missing (a failed install) is named as such.
      const pkg = path.join(empty, 'node_modules', '@openai', 'codex')
      await mkdir(pkg, { recursive: true })
      await writeFile(path.join(pkg, 'package.json'), '{"version":"9.9.9"}')
      await expect(findAgentProgram(codex, empty)).rejects.toThrow(/bin\/codex\.js is missing\)$/)
      await mkdir(path.join(pkg, 'bin'))
      await writeFile(path.join(pkg, 'bin', 'codex.js'), '')
      await expect(findAgentProgram(codex, empty)).resolves.toEqual({
        path: path.join(pkg, 'bin', 'codex.js'),
        version: '9.9.9'
      })
    } finally {
      await rm(empty, { recursive: true, force: true })
    }
  })

  it('refuses a package skill-ci does not pin', () => {
    expect(() => pinnedVersion('left-pad')).toThrow(/left-pad is not pinned/)
  })

  it('installs, in the Action, the package each harness runs, at a version skill-ci pins', () => {
    for (const spec of [CODEX_PROGRAM, GEMINI_CLI_PROGRAM, OPENCODE_PROGRAM]) {
      const entry = HARNESS_TABLE[spec.harness as keyof typeof HARNESS_TABLE]
      expect([spec.harness, entry.package]).toEqual([spec.harness, spec.package])
      expect(pinnedVersion(spec.package)).toMatch(/^\d+\.\d+\.\d+$/)
    }
  })
})
