// Terminal styling: colour only when writing to a TTY (not a dumb terminal). NO_COLOR turns it off
// (no-color.org) and wins over FORCE_COLOR, which turns it on where no TTY is seen (a CI log
// viewer that shows colours); FORCE_COLOR=0 or false turns it off. picocolors reads the same
// variables for its default, but the CLI decides per stream, so it decides here.
import { createColors } from 'picocolors'

export type Style = ReturnType<typeof createColors>

function colourWanted(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false
  const force = env.FORCE_COLOR
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false'
  return isTTY && env.TERM !== 'dumb'
}

export function terminalStyle(isTTY: boolean, env: NodeJS.ProcessEnv): Style {
  return createColors(colourWanted(isTTY, env))
}
