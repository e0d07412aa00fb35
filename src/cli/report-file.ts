// A RunReport file named on the command line (`drift`, `merge`), read and checked against the
// schema; a file that cannot be read or is no report is the caller's mistake (exit code 2).
import { readFile } from 'node:fs/promises'
import type { RunReport } from '../model/index.js'
import { parseRunReport } from '../revalidation/parse.js'
import { UsageError } from './errors.js'

/** `where` names the file in every error (e.g. "baseline old.json"). */
export async function readReportFile(file: string, where = file): Promise<RunReport> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new UsageError(`${where}: cannot be read (${(error as Error).message})`)
  }
  try {
    return parseRunReport(text, where)
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}
