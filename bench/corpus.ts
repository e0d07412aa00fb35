// A generated corpus of skills for the speed benchmark: varied sizes (20–2,000 lines) with the
// features the static layer scans for — references/, assets/, code fences, tables, links,
// directive words, cross-references — built from a seeded generator so every run is the same.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** mulberry32: a tiny seeded PRNG; enough for varied, reproducible test data. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS =
  'the skill reads input files and returns a structured report for each step you MUST check the output format before you continue when deploying services configure the parameters carefully NEVER skip validation ALWAYS log decisions'.split(
    ' '
  )

function sentence(random: () => number, words: number): string {
  const out: string[] = []
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(random() * WORDS.length)])
  return out.join(' ')
}

function block(random: () => number, kind: number, i: number, refs: string[]): string[] {
  switch (kind) {
    case 0:
      return [`## Section ${i}`, '', sentence(random, 14), '']
    case 1:
      return ['```bash', `run-step --item ${i} | tee log.txt`, `echo done ${i}`, '```', '']
    case 2:
      return ['| step | input | output |', '|---|---|---|', `| ${i} | a.csv | b.json |`, '']
    case 3:
      return refs.length > 0
        ? [`See [the notes](references/${refs[i % refs.length]}) for details on part ${i}.`, '']
        : [`1. ${sentence(random, 8)}`, '']
    case 4:
      return ['```json', `{"step": ${i}, "ok": true}`, '```', '']
    case 5:
      return [`Related: skills/helper-${i % 7} covers the follow-up work.`, '']
    default:
      return [`- ${sentence(random, 10)}`]
  }
}

export interface Corpus {
  dir: string
  skills: number
  totalLines: number
}

/** Writes `count` skills under `dir` (each in its own folder) and returns what was written. */
export function writeCorpus(dir: string, count: number, seed = 42): Corpus {
  const random = seeded(seed)
  let totalLines = 0
  for (let n = 0; n < count; n++) {
    const name = `skill-${String(n).padStart(3, '0')}`
    const skillDir = path.join(dir, 'skills', name)
    mkdirSync(skillDir, { recursive: true })
    // Log-uniform sizes between 20 and 2,000 lines: many small skills, a long tail of big ones.
    const target = Math.round(20 * Math.pow(100, random()))
    const refs = random() < 0.5 ? ['guide.md', 'api.md'] : []
    if (refs.length > 0) {
      mkdirSync(path.join(skillDir, 'references'))
      for (const ref of refs) writeFileSync(path.join(skillDir, 'references', ref), '# Ref\n')
    }
    if (random() < 0.3) {
      mkdirSync(path.join(skillDir, 'assets'))
      writeFileSync(path.join(skillDir, 'assets', 'template.txt'), 'template\n')
    }
    const lines = [
      '---',
      `name: ${name}`,
      `description: ${sentence(random, 12)}. Use when ${sentence(random, 6)}, for testing, or when building reports.`,
      '---',
      `# ${name}`,
      ''
    ]
    for (let i = 0; lines.length < target; i++) {
      lines.push(...block(random, Math.floor(random() * 7), i, refs))
    }
    const text = lines.slice(0, Math.max(target, 6)).join('\n') + '\n'
    totalLines += text.split('\n').length - 1
    writeFileSync(path.join(skillDir, 'SKILL.md'), text)
  }
  return { dir, skills: count, totalLines }
}
