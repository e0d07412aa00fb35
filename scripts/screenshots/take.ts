// `npm run screenshots`: renders the demo report (demo-report.ts) as the sticky PR comment and as
// the CLI's coloured text output, writes the HTML pages and the PNG screenshots to
// docs/screenshots/, taken with a headless Chromium through playwright-core. Chromium is not
// downloaded: set CHROMIUM_PATH, or install the Debian package (`apt-get install chromium`).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import { renderText } from '../../src/cli/formats/text.js'
import { terminalStyle } from '../../src/cli/formats/style.js'
import { commentPage } from './comment-html.js'
import { demoComment, demoReport } from './demo-report.js'
import { terminalPage } from './terminal-html.js'

const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** A quiet, offline, throw-away browser: no GPU, no QUIC, no first-run, sync or updates. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]

/** Loads a page and saves a PNG of its first box, or of the `<details>` opened by `open`. */
async function shoot(page: Page, html: string, png: string, open?: string): Promise<void> {
  await page.setContent(html, { waitUntil: 'load' })
  const target =
    open === undefined
      ? page.locator('body > div')
      : page.locator('details', { has: page.locator('summary', { hasText: open }) }).first()
  if (open !== undefined) await target.locator('summary').first().click()
  await target.screenshot({ path: path.join(OUT, png) })
}

async function main(): Promise<void> {
  const report = await demoReport()
  const comment = commentPage(demoComment(report))
  const terminal = terminalPage(
    'skill-ci score . --threshold 60',
    renderText(report, terminalStyle(true, {}), { verbose: false })
  )
  await writeFile(path.join(OUT, 'comment.html'), comment)
  await writeFile(path.join(OUT, 'terminal.html'), terminal)

  const profile = await mkdtemp(path.join(tmpdir(), 'skill-ci-chromium-'))
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1000, height: 900 },
    deviceScaleFactor: 1.5
  })
  try {
    const page = await browser.newPage()
    await shoot(page, comment, 'comment.png')
    await shoot(page, comment, 'comment-skill-open.png', 'sql-review')
    await shoot(page, terminal, 'terminal.png')
  } finally {
    await browser.close()
    await rm(profile, { recursive: true, force: true })
  }
  process.stdout.write(`screenshots written to ${OUT}\n`)
}

await main()
