// Turning a file-system error into the short text shown in a report.

// Duck-typed: errors from node:fs may come from another realm (e.g. under Jest's VM modules), so
// `instanceof Error` and a typed `.code` cannot be relied on.
export function errnoCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && error.code != null
    ? String(error.code)
    : undefined
}

const MAX_MESSAGE_CHARS = 200

/** A short reason for `error`: plain words for the common codes, else the error's message. */
export function ioMessage(error: unknown): string {
  const code = errnoCode(error)
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'ENOENT') return 'not found'
  if (code === 'ELOOP') return 'too many levels of symbolic links'
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : String(error)
  // a system message quotes the path, and the path comes from the scanned tree
  return message.length > MAX_MESSAGE_CHARS ? `${message.slice(0, MAX_MESSAGE_CHARS)}…` : message
}
