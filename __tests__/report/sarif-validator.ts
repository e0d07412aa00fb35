// The OASIS SARIF 2.1.0 schema (vendored in ./schemas) compiled once for the tests that check
// SARIF output. It declares JSON Schema draft-04, hence ajv-draft-04.
import AjvDraft04 from 'ajv-draft-04'
import ajvFormats from 'ajv-formats'
import { readFileSync } from 'node:fs'

const schema = JSON.parse(
  readFileSync(new URL('./schemas/sarif-schema-2.1.0.json', import.meta.url), 'utf8')
) as object
// CommonJS modules: the NodeNext types see the class/plugin behind `.default`.
const ajv = new AjvDraft04.default({ allErrors: true, strict: false })
ajvFormats.default(ajv)

export const validateSarif = ajv.compile(schema)
