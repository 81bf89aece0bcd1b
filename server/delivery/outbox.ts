/**
 * Sends the delivery jobs the store enqueued with each lead (the transactional outbox), outside the
 * request path (docs/requirements/RELIABILITY.md R-L1..R-L7).
 *
 * A job that fails is tried again after about a minute, then twice as long each time (with jitter), for
 * at least two days; then it is marked failed, logged once and kept, and `npm run leads -- retry JOB`
 * puts it back. A job is marked delivered only after the receiver accepted it, so a crash in between
 * sends it again after the restart, with the same Message-ID or delivery id.
 */
import type { Delivery, DeliveryChannel, Lead } from "../contact/store"
import { DeliveryError, type Sender } from "./delivery-error"

type MaybePromise<T> = T | Promise<T>

/** What the outbox needs of the lead store: the store itself on the delivery thread, or a stand-in in tests. */
export type OutboxStore = {
  dueDeliveries(limit: number): MaybePromise<Delivery[]>
  nextDueAt(): MaybePromise<string | undefined>
  /**
   * Takes the job for sending and returns its lead; undefined when the job is no longer pending;
   * "claimed-elsewhere" when another instance sharing the database has taken it or recorded its outcome.
   */
  claimDelivery(id: number): MaybePromise<Lead | "claimed-elsewhere" | undefined>
  markDelivered(id: number): MaybePromise<void>
  retryDeliveryAt(id: number, nextAttemptAt: string, error: string): MaybePromise<void>
  markFailed(id: number, error: string): MaybePromise<void>
}

/** A job that will not be tried again: what an alert says (no personal data). */
export type DeliveryFailure = { job: Delivery; attempts: number; reason: string }

export type OutboxOptions = {
  store: OutboxStore
  senders: Partial<Record<DeliveryChannel, Sender>>
  log?: (line: string) => void
  /** Called once per job that fails for good (R-O2); by default its line is written to stderr. */
  onFailedForGood?: (failure: DeliveryFailure, line: string) => void
  /** First retry delay; doubles with each attempt. */
  retryBaseMs?: number
  /** Longest wait between two attempts. */
  maxDelayMs?: number
  /** How long after the lead a job keeps being retried. */
  retryWindowMs?: number
  /** How often the queue is looked at when nothing is due sooner (also picks up jobs requeued from the CLI). */
  pollMs?: number
  /** Sends at the same time (over the SMTP pool's connections, which queue what exceeds them). */
  concurrency?: number
  /** Sends started per second at most, however many are due. */
  maxPerSecond?: number
  now?: () => number
  /** The monotonic clock the pace is kept in (milliseconds); a test's fake timers drive it. */
  monotonicNow?: () => number
  random?: () => number
}

const RETRY_BASE_MS = 60_000
const MAX_RETRY_DELAY_MS = 4 * 60 * 60 * 1000
export const RETRY_WINDOW_MS = 48 * 60 * 60 * 1000
/**
 * A backlog (after an outage of the mail provider, or a flood of spam) drains at this pace: 10,000
 * notifications in under seven minutes, below what mail providers accept per second, and without taking
 * the CPU the pages need on a machine with few cores (R-F3). A single lead is never held back.
 */
const MAX_SENDS_PER_SECOND = 25

/** When the next attempt of a job that has failed `attempts` times is due: about base·2^(attempts−1), ±20%. */
export function retryDelay(
  attempts: number,
  { base = RETRY_BASE_MS, max = MAX_RETRY_DELAY_MS, random = Math.random } = {},
) {
  const exponential = Math.min(max, base * 2 ** Math.max(0, attempts - 1))
  return Math.round(exponential * (0.8 + 0.4 * random()))
}

export function startOutbox({
  store,
  senders,
  log = (line) => process.stdout.write(`${line}\n`),
  onFailedForGood = (_failure, line) => process.stderr.write(`${line}\n`),
  retryBaseMs = RETRY_BASE_MS,
  maxDelayMs = MAX_RETRY_DELAY_MS,
  retryWindowMs = RETRY_WINDOW_MS,
  pollMs = 5_000,
  concurrency = 8,
  maxPerSecond = MAX_SENDS_PER_SECOND,
  now = Date.now,
  monotonicNow = () => performance.now(),
  random = Math.random,
}: OutboxOptions) {
  const inFlight = new Map<number, Promise<void>>()
  let timer: NodeJS.Timeout | undefined
  let isStopped = false
  let isLooking = false
  let lookAgain = false
  // The pace is kept in the monotonic clock: `now` may be a test's, which need not move.
  const spacingMs = 1000 / maxPerSecond
  let nextStartAt = 0

  const eventLine = (job: Delivery, outcome: string, details = "") =>
    `${new Date(now()).toISOString()} delivery ${outcome} lead=${job.leadId} channel=${job.channel} job=${job.id}${details}`
  const note = (job: Delivery, outcome: string, details = "") => log(eventLine(job, outcome, details))

  async function attempt(job: Delivery) {
    const attempts = job.attempts + 1
    try {
      const sender = senders[job.channel]
      if (!sender) throw new DeliveryError(`the ${job.channel} channel is not configured`)
      // The claim closes the race with an erasure: it deletes the lead before the claim (nothing is sent) or
      // waits until the outcome below is recorded (and then removes the email file this send wrote).
      const lead = await store.claimDelivery(job.id)
      if (lead === "claimed-elsewhere") return
      if (!lead) {
        note(job, "skipped", " (no longer queued: its lead was erased or removed)")
        return
      }
      await sender.send(lead, job)
      await store.markDelivered(job.id)
      note(job, "sent", ` attempts=${attempts}`)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      const isPermanent = error instanceof DeliveryError && error.isPermanent
      const isOutOfTime = now() - Date.parse(job.createdAt) >= retryWindowMs
      try {
        if (isPermanent || isOutOfTime) {
          await store.markFailed(job.id, reason)
          onFailedForGood(
            { job, attempts, reason },
            eventLine(
              job,
              "FAILED",
              ` attempts=${attempts} reason=${JSON.stringify(reason)} (npm run leads -- retry ${job.id})`,
            ),
          )
        } else {
          const delay = retryDelay(attempts, { base: retryBaseMs, max: maxDelayMs, random })
          await store.retryDeliveryAt(job.id, new Date(now() + delay).toISOString(), reason)
          note(job, "retry", ` attempts=${attempts} in=${Math.round(delay / 1000)}s reason=${JSON.stringify(reason)}`)
        }
      } catch (storeError) {
        // The job stays pending as it was and is tried again on a later look.
        note(job, "unrecorded", ` reason=${JSON.stringify((storeError as Error).message)}`)
      }
    }
  }

  async function look() {
    if (isStopped) return
    if (isLooking) {
      lookAgain = true
      return
    }
    isLooking = true
    clearTimeout(timer)
    let isPaced = false
    try {
      const free = concurrency - inFlight.size
      if (free > 0) {
        const due = await store.dueDeliveries(free + inFlight.size)
        for (const job of due.filter((candidate) => !inFlight.has(candidate.id)).slice(0, free)) {
          if (monotonicNow() < nextStartAt) {
            isPaced = true
            break
          }
          // A turn taken a little late keeps the schedule, so the pace holds on average; after a longer wait the
          // schedule starts again from now, so two sends never start closer than half a spacing apart.
          const startedAt = monotonicNow()
          nextStartAt = (startedAt - nextStartAt < spacingMs / 2 ? nextStartAt : startedAt) + spacingMs
          const running = attempt(job).finally(() => {
            inFlight.delete(job.id)
            void look()
          })
          inFlight.set(job.id, running)
        }
      }
    } catch {
      // The store is busy or unavailable: look again on the next poll.
    } finally {
      isLooking = false
    }
    if (isStopped) return
    if (lookAgain) {
      lookAgain = false
      void look()
      return
    }
    // While sends are in flight their jobs are still pending and "due"; each finished send looks again.
    let wait = isPaced ? Math.max(0, nextStartAt - monotonicNow()) : pollMs
    if (inFlight.size === 0 && !isPaced) {
      try {
        const next = await store.nextDueAt()
        if (next) wait = Math.min(pollMs, Math.max(0, Date.parse(next) - now()))
      } catch {
        // Poll as usual.
      }
    }
    if (!isStopped) timer = setTimeout(() => void look(), wait)
  }

  void look()
  return {
    /** A lead was just stored: look at the queue now rather than at the next poll. */
    notify() {
      void look()
    },
    /** Stops looking; waits up to `graceMs` for sends in flight, which are sent again after a restart if cut off. */
    async stop(graceMs = 3_000) {
      isStopped = true
      clearTimeout(timer)
      await Promise.race([
        Promise.allSettled(inFlight.values()),
        new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
      ])
      for (const sender of Object.values(senders)) sender?.close()
    },
  }
}
export type Outbox = ReturnType<typeof startOutbox>
