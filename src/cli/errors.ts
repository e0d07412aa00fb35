/** A mistake in how the CLI was called (bad flag value, missing path): exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}
