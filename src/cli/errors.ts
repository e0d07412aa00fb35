/** A mistake in how the CLI was called (bad flag value, missing path): exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

/**
 * A run that could not be completed although it was called right: the API failed (refused the
 * key, was down), the budget stopped it. Exit code 1, like a failed gate: 2 is for usage errors.
 */
export class RunFailedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RunFailedError'
  }
}
