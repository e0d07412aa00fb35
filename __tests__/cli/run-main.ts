// Runs the CLI's main() in process with captured streams, for the command tests.
import { main, type CliIo } from '../../src/cli/main.js'

export interface Captured {
  code: number
  stdout: string
  stderr: string
}

export async function runMain(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<Captured> {
  let stdout = ''
  let stderr = ''
  const io: CliIo = {
    stdout: { write: (t) => void (stdout += t), isTTY: false },
    stderr: { write: (t) => void (stderr += t), isTTY: false },
    env
  }
  const code = await main(argv, io)
  return { code, stdout, stderr }
}
