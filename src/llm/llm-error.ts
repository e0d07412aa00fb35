// The one error type of model calls: what kind of failure it was, with the attempts made and
// the HTTP status when the API answered one.
export type LlmErrorKind =
  'no_key' | 'unknown_model' | 'budget_exhausted' | 'timeout' | 'http' | 'transport' | 'aborted'

export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly attempts = 0,
    readonly status?: number
  ) {
    super(message)
    this.name = 'LlmError'
  }
}
