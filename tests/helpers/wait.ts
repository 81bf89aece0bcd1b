/** Polling a condition in tests: as long as a loaded machine needs, and a message naming what never came. */

export type WaitOptions = {
  timeoutMs?: number
  intervalMs?: number
  /** What to add to the error when the wait runs out (a server's log, say). */
  context?: () => string
  /** An error of the check that ends the wait at once instead of counting as "not yet". */
  isFatal?: (error: Error) => boolean
}

/**
 * Resolves with the first truthy value `check` gives; a check that throws counts as "not yet", unless
 * `isFatal` says otherwise. Rejects after `timeoutMs` with `what` and the context.
 */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  { timeoutMs = 60_000, intervalMs = 250, context, isFatal }: WaitOptions = {},
): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await Promise.resolve()
      .then(check)
      .catch((error: Error) => {
        if (isFatal?.(error)) throw error
        return undefined
      })
    if (value) return value
    if (Date.now() - started > timeoutMs)
      throw new Error(`not within ${timeoutMs / 1000} s: ${what}${context ? `\n${context()}` : ""}`)
    await new Promise((done) => setTimeout(done, intervalMs))
  }
}
