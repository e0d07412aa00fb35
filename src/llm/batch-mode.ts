// The batch mode's choices and bounds, apart from the collector: the command line reads them on
// every run, and the collector pulls in the Anthropic SDK that a static run never loads.
export const BATCH_MODES = ['auto', 'on', 'off'] as const
export type BatchMode = (typeof BATCH_MODES)[number]

/** How long a run waits for one batch before cancelling it (the API allows up to 24 h). */
export const DEFAULT_BATCH_DEADLINE_MS = 30 * 60_000
/** The accepted range of the deadline, in minutes, for every front door that reads one. */
export const BATCH_DEADLINE_MINUTES = { min: 1, max: 24 * 60, integer: true } as const

/** `auto` submits a layer's gathered requests as a batch only from this many on. */
export const AUTO_BATCH_MIN_REQUESTS = 20
