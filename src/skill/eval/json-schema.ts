// The published JSON Schema of tests/eval.yaml, generated from the zod schema so the two cannot
// drift (`npm run schema` writes schemas/eval.schema.json; a test compares it).
import { z } from 'zod'
import { EvalSuiteSchema } from './schema.js'

export function evalJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(EvalSuiteSchema, { io: 'input' }),
    $id: 'https://github.com/skill-ci/skill-ci/schemas/eval.schema.json',
    title: 'skill-ci eval file (tests/eval.yaml)'
  }
}

export const evalJsonSchemaText = (): string => `${JSON.stringify(evalJsonSchema(), null, 2)}\n`
