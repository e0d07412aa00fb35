// A failing case, kept where a person can replay it: the skill folders as the engine saw them
// (`skill-ci score <dir>/root`), and case.json with the exact bytes (base64), the seed and index
// that generate it, and what failed.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FuzzCase } from './cases.js'
import { writeCase, writeOutsideFile } from './layout.js'

const PREVIEW_CHARS = 300

function previewBytes(bytes: Buffer): string {
  const text = bytes.subarray(0, PREVIEW_CHARS * 4).toString('utf8')
  const cut = [...text].slice(0, PREVIEW_CHARS).join('')
  return `${JSON.stringify(cut)}${cut.length < text.length ? '…' : ''} (${bytes.length} bytes)`
}

/** A few readable lines: folder names and the start of each file, JSON-escaped. */
export function previewCase(c: FuzzCase): string {
  return c.skills
    .map((s) => {
      const skillMd =
        s.skillMd.kind === 'file' ? previewBytes(s.skillMd.file.bytes) : `(${s.skillMd.kind})`
      const lines = [`folders ${JSON.stringify(s.folders)}`, `SKILL.md ${skillMd}`]
      if (s.evalYaml) lines.push(`tests/eval.yaml ${previewBytes(s.evalYaml.bytes)}`)
      return lines.map((l) => `  ${l}`).join('\n')
    })
    .join('\n')
}

export interface FailureRecord {
  kind: string
  detail: string
  seed: number
  index: number
  profile: string
  /** How the case was found and shrunk, for the record. */
  note?: string
}

/** Writes the case under `dir` (created) and returns the root to scan. */
export function writeReproducer(dir: string, c: FuzzCase, record: FailureRecord): string {
  mkdirSync(dir, { recursive: true })
  const root = path.join(dir, 'root')
  mkdirSync(root, { recursive: true })
  const written = writeCase(root, c, '0', writeOutsideFile(dir))
  const skills = c.skills.map((s, j) => ({
    folder: written[j]?.relPath,
    skillMd:
      s.skillMd.kind === 'file'
        ? {
            kind: 'file',
            base64: s.skillMd.file.bytes.toString('base64'),
            tags: s.skillMd.file.tags
          }
        : { kind: s.skillMd.kind },
    evalYaml: s.evalYaml
      ? { base64: s.evalYaml.bytes.toString('base64'), tags: s.evalYaml.tags }
      : null
  }))
  writeFileSync(
    path.join(dir, 'case.json'),
    JSON.stringify(
      {
        ...record,
        replay: `npm run fuzz -- --profile ${record.profile} --seed ${record.seed} --replay ${record.index}`,
        skills
      },
      null,
      2
    ) + '\n'
  )
  return root
}
