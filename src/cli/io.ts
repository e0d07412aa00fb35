// What the CLI touches of the process (streams, environment) and its exit codes, so tests drive
// main() directly and every command shares them.
export const EXIT_OK = 0
export const EXIT_GATE_FAILED = 1
export const EXIT_USAGE = 2

export interface OutputStream {
  write(text: string): void
  isTTY?: boolean
}

export interface CliIo {
  stdout: OutputStream
  stderr: OutputStream
  env: NodeJS.ProcessEnv
}
