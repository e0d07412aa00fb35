// Writes a small skill folder and runs the security scan on it, the way the pipeline does (the
// SKILL.md text and frontmatter as the reader parsed them).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { scanSkill, type SecurityScanOptions } from '../../../src/layers/security/scan.js'
import type { SecurityLayer } from '../../../src/model/index.js'
import { loadYamlParser, parseFrontmatter } from '../../../src/skill/frontmatter.js'
import { LineIndex } from '../../../src/skill/line-index.js'

// a frontmatter the fast path does not read is parsed only with the YAML parser loaded
await loadYamlParser()

export const skillMd = (
  body: string,
  frontmatter = 'name: sample\ndescription: Formats CSV files. Use when the user asks to clean a CSV.'
) => `---\n${frontmatter}\n---\n\n# Sample\n\n${body}\n`

/** Writes `files` (SKILL.md first) into a fresh folder and scans it. */
export async function scanFiles(
  files: Record<string, string>,
  options: SecurityScanOptions = {}
): Promise<SecurityLayer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'skill-ci-security-'))
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), text)
  }
  const content = files['SKILL.md'] ?? ''
  const parsed = parseFrontmatter(content, new LineIndex(content), 'SKILL.md')
  if (parsed.error) throw new Error(parsed.error.message)
  return scanSkill(
    { dir, relPath: '.', skillFile: 'SKILL.md', content, frontmatter: parsed.frontmatter },
    options
  )
}

export const scanBody = (body: string, extra: Record<string, string> = {}) =>
  scanFiles({ 'SKILL.md': skillMd(body), ...extra })

export const ruleIds = (layer: SecurityLayer) =>
  [...new Set(layer.findings.map((f) => f.ruleId))].sort()
