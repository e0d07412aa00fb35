// Terminal styling: colour only when writing to a TTY and NO_COLOR is not set (no-color.org).
import { createColors } from 'picocolors'

export type Style = ReturnType<typeof createColors>

export function terminalStyle(isTTY: boolean, env: NodeJS.ProcessEnv): Style {
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== ''
  return createColors(isTTY && !noColor)
}
