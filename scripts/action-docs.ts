// The README's generated blocks besides the layer table: the Action's inputs and outputs tables,
// rendered from action.yml, and the workflow `skill-ci scaffold --workflow` writes. `npm run docs`
// writes each between its markers; a test checks that the README holds the current ones.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { workflowTemplate } from '../src/cli/scaffold/workflow-template.js'

export interface ActionMetadata {
  inputs: Record<string, { description: string; default?: string }>
  outputs: Record<string, { description: string }>
}

export function readActionYml(file = new URL('../action.yml', import.meta.url)): ActionMetadata {
  return parse(readFileSync(file, 'utf8')) as ActionMetadata
}

/** A generated block: its markers and what goes between them. */
export interface Block {
  start: string
  end: string
  body: string
}

export const marker = (name: string, source: string) => ({
  start: `<!-- ${name}:start (generated from ${source} by npm run docs) -->`,
  end: `<!-- ${name}:end -->`
})

/** One table cell: on one line, with the table's separator escaped. */
export const cell = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')

export function inputsBlock(action = readActionYml()): Block {
  const rows = Object.entries(action.inputs).map(([name, input]) => {
    const value = input.default ?? ''
    return `| \`${name}\` | ${value === '' ? "''" : `\`${cell(value)}\``} | ${cell(input.description)} |`
  })
  return {
    ...marker('inputs', 'action.yml'),
    body: ['| Input | Default | Description |', '| --- | --- | --- |', ...rows].join('\n')
  }
}

export function outputsBlock(action = readActionYml()): Block {
  const rows = Object.entries(action.outputs).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`
  )
  return {
    ...marker('outputs', 'action.yml'),
    body: ['| Output | Description |', '| --- | --- |', ...rows].join('\n')
  }
}

/** The README shows the workflow as `scaffold --workflow --skills-path skills` writes it. */
export const README_SKILLS_PATH = 'skills'

export function workflowBlock(): Block {
  return {
    ...marker('workflow', 'src/cli/scaffold/workflow-template.ts'),
    body: ['```yaml', workflowTemplate(README_SKILLS_PATH).trimEnd(), '```'].join('\n')
  }
}

export const blockText = (block: Block) => `${block.start}\n${block.body}\n${block.end}`

/** `text` with the block's markers and everything between them replaced by the current block. */
export function withBlock(text: string, block: Block, file = 'README.md'): string {
  const start = text.indexOf(block.start)
  const end = text.indexOf(block.end)
  if (start < 0 || end < start) throw new Error(`${file} has no ${block.start} … ${block.end}`)
  return text.slice(0, start) + blockText(block) + text.slice(end + block.end.length)
}

/** Every block this file renders. */
export const actionDocBlocks = (): Block[] => [inputsBlock(), outputsBlock(), workflowBlock()]
