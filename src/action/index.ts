// Entry point of the bundled action (dist/index.js): only runs `run`, so tests can import main.ts.
// Node's compile cache is turned on first and the action loaded after it (by a dynamic import, so
// the bundle's code is compiled once the cache can keep it).
import { enableCompileCache } from '../compile-cache.js'

enableCompileCache()
const { run } = await import('./main.js')
await run()
