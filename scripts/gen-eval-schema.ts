// Writes schemas/eval.schema.json from the zod schema of tests/eval.yaml.
import { writeFileSync } from 'node:fs'
import { evalJsonSchemaText } from '../src/skill/eval/json-schema.js'

writeFileSync(new URL('../schemas/eval.schema.json', import.meta.url), evalJsonSchemaText())
