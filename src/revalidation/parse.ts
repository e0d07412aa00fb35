// A RunReport read back from JSON (a baseline artifact or file, a report given to `skill-ci
// drift`), with an error that names where it came from and what is wrong. Pure.
import { RunReportSchema, SCHEMA_VERSION, type RunReport } from '../model/index.js'

export function parseRunReport(text: string, where: string): RunReport {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(
      `${where}: not JSON (${error instanceof Error ? error.message : String(error)})`,
      { cause: error }
    )
  }
  const parsed = RunReportSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(
      `${where}: not a skill-ci RunReport of schema version ${SCHEMA_VERSION} (${issue?.path.join('.') || 'root'}: ${issue?.message})`
    )
  }
  return parsed.data
}
