// `skill-ci badge <paths…> [--out dir]`: scores the skills (static layer) and writes one shields.io
// endpoint JSON per skill, then prints the README snippet that shows them. Commit the files (the
// nightly job can refresh them) and the badges follow the committed scores.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Command } from 'commander'
import { replaceWithOwnFile } from '../../fs/write-no-follow.js'
import { badgeMarkdown, skillBadges } from '../../report/badge-endpoint.js'
import { neutralise } from '../../report/neutralise.js'
import { EXIT_OK, type CliIo } from '../io.js'
import { addCommonOptions, type CommonOptions, pathsArgument } from '../options.js'
import { staticRun } from '../static-run.js'

type BadgeOptions = CommonOptions & { out: string; urlBase?: string }

/** Where the committed files will be served: raw.githubusercontent.com unless told. */
function urlBase(options: BadgeOptions, env: NodeJS.ProcessEnv): string {
  if (options.urlBase !== undefined) return options.urlBase.replace(/\/+$/, '')
  const repo = env.GITHUB_REPOSITORY || 'OWNER/REPO'
  const folder = path.relative('.', options.out).split(path.sep).join('/')
  return `https://raw.githubusercontent.com/${repo}/HEAD/${folder}`
}

async function runBadge(paths: string[], options: BadgeOptions, io: CliIo): Promise<number> {
  const report = await staticRun(paths, { failOn: 'never' }, options, io)
  const badges = skillBadges(report)
  await mkdir(options.out, { recursive: true })
  for (const badge of badges) {
    await replaceWithOwnFile(
      path.join(options.out, badge.file),
      JSON.stringify(badge.endpoint, null, 2) + '\n'
    )
  }
  io.stderr.write(
    `skill-ci: wrote ${badges.length} badge file${badges.length === 1 ? '' : 's'} to ${neutralise(options.out)}; the README snippet:\n`
  )
  const base = urlBase(options, io.env)
  for (const badge of badges) io.stdout.write(`${badgeMarkdown(badge, `${base}/${badge.file}`)}\n`)
  return EXIT_OK
}

export function registerBadgeCommand(
  program: Command,
  io: CliIo,
  setExit: (code: number) => void
): void {
  const badge = program
    .command('badge')
    .description(
      'write a shields.io badge (grade, score, colour) per skill and print the README snippet'
    )
    .addArgument(pathsArgument())
    .option('--out <dir>', 'folder for the badge JSON files', 'badges')
    .option(
      '--url-base <url>',
      'where the files will be served (default: raw.githubusercontent.com/$GITHUB_REPOSITORY/HEAD/<out>)'
    )
    .addHelpText('after', '\nExample:\n  skill-ci badge skills --out .github/badges')
  addCommonOptions(badge, 'never')
  badge.action(async (paths: string[], options: BadgeOptions) => {
    setExit(await runBadge(paths, options, io))
  })
}
