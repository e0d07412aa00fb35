// Real git in temporary folders, for tests that check what git itself accepts: `git apply` of a
// patch skill-ci writes. No user or system configuration is read.
import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { makeTempDir } from '../src/fs/temp-dirs.js'

const run = promisify(execFile)
const env = (home: string) => ({
  PATH: process.env.PATH ?? '',
  HOME: home,
  GIT_CONFIG_NOSYSTEM: '1'
})

/** Runs git in `cwd`; rejects with git's stderr when it fails. */
export async function git(args: string[], cwd: string): Promise<string> {
  return (await run('git', args, { cwd, env: env(cwd) })).stdout
}

/** Runs a command line in a POSIX shell in `cwd`, as a user would paste it. */
export async function shell(command: string, cwd: string): Promise<string> {
  return (await run('sh', ['-c', command], { cwd, env: env(cwd) })).stdout
}

export interface GitRepo {
  root: string
  /** Writes `text` at `rel` under the root; the file's path. */
  write(rel: string, text: string): Promise<string>
}

/** A new repository in a temporary folder (`git init`, nothing committed). */
export async function makeGitRepo(prefix: string): Promise<GitRepo> {
  const root = await makeTempDir(prefix)
  await git(['init', '--quiet'], root)
  return {
    root,
    async write(rel, text) {
      const file = path.join(root, rel)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, text)
      return file
    }
  }
}
