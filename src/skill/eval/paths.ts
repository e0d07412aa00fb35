// Lexical checks for paths and globs written in eval files (PR content, so untrusted). They run
// at load time, so that a setup path or a glob cannot name a host file (`/etc/passwd`,
// `../../.ssh/id_rsa`); the file-system containment (realpath, symlinks) is checked again where
// files are touched.
import { unsafeRelativePathReason } from '../../fs/relative-path.js'

/**
 * Globs are matched by picomatch's backtracking regexes, where each `*` can multiply the work:
 * `*a*a*a/*a*a*a/*a*a*ab` took 14 s on one long folder chain. Runs of `*` (so `**` counts once)
 * beyond this are refused at load time, so a crafted glob cannot stall the run the way a crafted
 * regex could; 4 matched the worst case we could build in under 0.2 s; real assertions
 * (`*.csv`, `docs/**` plus a file name) need two or three.
 */
export const MAX_GLOB_WILDCARDS = 4

/** Why a glob is refused (unsafe path or too many wildcards), or null. */
export function unsafeGlobReason(glob: string): string | null {
  const wildcards = glob.match(/\*+/g)?.length ?? 0
  if (wildcards > MAX_GLOB_WILDCARDS)
    return `a glob may use at most ${MAX_GLOB_WILDCARDS} \`*\` wildcards (it has ${wildcards})`
  return unsafeRelativePathReason(glob)
}
