// The hard budget. A call reserves its worst-case cost before it starts and releases the
// reservation when it is answered, so concurrent calls cannot jointly run past `maxUsd`; once
// spent + reserved would pass a limit, no further call starts (BudgetExhaustedError).
export interface BudgetLimits {
  maxUsd?: number
  maxCalls?: number
}

/** The accepted range of each limit, for every front door that reads one (inputs, flags). */
export const BUDGET_BOUNDS = {
  maxUsd: { min: 0, max: 1_000_000, integer: false },
  maxCalls: { min: 0, max: 1_000_000, integer: true }
} as const

export class BudgetExhaustedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BudgetExhaustedError'
  }
}

export class Budget {
  private reservedUsd = 0
  private reservedCalls = 0

  constructor(readonly limits: BudgetLimits = {}) {}

  /**
   * Reserves room for one call given what the ledger has spent; throws when it does not fit.
   * Returns the release function to call once the call has ended (answered or failed).
   */
  reserve(spent: { costUsd: number; calls: number }, worstCaseUsd: number): () => void {
    const { maxUsd, maxCalls } = this.limits
    if (maxCalls !== undefined && spent.calls + this.reservedCalls + 1 > maxCalls) {
      throw new BudgetExhaustedError(`max-calls ${maxCalls} reached (${spent.calls} calls made)`)
    }
    if (maxUsd !== undefined && spent.costUsd + this.reservedUsd + worstCaseUsd > maxUsd) {
      throw new BudgetExhaustedError(
        `max-usd ${maxUsd} would be passed: spent $${spent.costUsd.toFixed(4)}, ` +
          `in flight $${this.reservedUsd.toFixed(4)}, next call up to $${worstCaseUsd.toFixed(4)}`
      )
    }
    this.reservedUsd += worstCaseUsd
    this.reservedCalls += 1
    let released = false
    return () => {
      if (released) return
      released = true
      this.reservedUsd -= worstCaseUsd
      this.reservedCalls -= 1
    }
  }
}
