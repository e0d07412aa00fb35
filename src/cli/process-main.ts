// The command line on the real process (loaded by the entry, index.ts): run main() and set the exit
// code (not process.exit(), so buffered stdout is flushed first).
import { main } from './main.js'

// `skill-ci score … | head` closes the pipe early; that is the reader's choice, not a crash.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
  process.exit(process.exitCode ?? 0)
})

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env
})
