// Entry point of dist/cli.js. Node's compile cache is turned on first and the command line loaded
// after it (by a dynamic import, so the bundle's code is compiled once the cache can keep it).
import { enableCompileCache } from '../compile-cache.js'

enableCompileCache()
await import('./process-main.js')
