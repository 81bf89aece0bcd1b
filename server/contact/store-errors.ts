/** Why the lead store cannot take a lead now, or cannot be used at all. */

/** The store could not take the lead (busy, full, I/O error): the endpoint answers 503, never 200. */
/** SQLite codes for a lock another connection held past the busy wait: worth trying again. */
export const lockWaitCodes = /^SQLITE_(BUSY|LOCKED)/

export class StoreUnavailableError extends Error {
  constructor(readonly code: string) {
    super(`lead store unavailable (${code})`)
  }
}

/** The database cannot be used at all; the process must not start listening. */
export class StoreStartupError extends Error {}
