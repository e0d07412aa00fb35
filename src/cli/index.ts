// Entry point of dist/cli.js: run main() on the real process and set the exit code (not
// process.exit(), so buffered stdout is flushed first).
import { main } from './main.js'

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env
})
