// Entry point of the bundled action (dist/index.js): only runs `run`, so tests can import main.ts.
import { run } from './main.js'

await run()
