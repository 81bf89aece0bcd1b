import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { Delivery, Lead } from "../contact/store"
import { type OutboxStore, startOutbox } from "./outbox"

/** A queue of `count` due email jobs held in memory, and the times the sender was asked to send each. */
function queueOf(count: number) {
  const jobs = new Map<number, Delivery>(
    Array.from({ length: count }, (_, index) => [
      index + 1,
      {
        id: index + 1,
        leadId: index + 1,
        channel: "email",
        status: "pending",
        attempts: 0,
        createdAt: new Date().toISOString(),
        nextAttemptAt: new Date().toISOString(),
      },
    ]),
  )
  const store: OutboxStore = {
    dueDeliveries: (limit) => [...jobs.values()].slice(0, limit),
    nextDueAt: () => [...jobs.values()][0]?.nextAttemptAt,
    claimDelivery: (id) => ({ id: jobs.get(id)?.leadId }) as Lead,
    markDelivered: (id) => void jobs.delete(id),
    retryDeliveryAt: () => undefined,
    markFailed: () => undefined,
  }
  const sentAt: number[] = []
  const sender = {
    send: async () => void sentAt.push(Date.now()),
    close: () => undefined,
  }
  return { store, sender, sentAt, left: () => jobs.size }
}

/**
 * Runs an outbox at `maxPerSecond` over the queue on fake timers, whose clock moves only as the test advances it,
 * until every job is sent or `limitMs` of fake time has passed, then stops it.
 */
async function drain(
  queue: ReturnType<typeof queueOf>,
  maxPerSecond: number,
  limitMs: number,
  { stallAfterSends = Infinity, stallMs = 0 } = {},
) {
  const outbox = startOutbox({
    store: queue.store,
    senders: { email: queue.sender },
    log: () => undefined,
    maxPerSecond,
    monotonicNow: () => Date.now(),
  })
  const deadline = Date.now() + limitMs
  let hasStalled = false
  while (queue.left() > 0 && Date.now() < deadline) {
    if (!hasStalled && queue.sentAt.length >= stallAfterSends) {
      hasStalled = true
      // The event loop was busy elsewhere: the clock moves on and every timer fires late.
      vi.setSystemTime(Date.now() + stallMs)
    }
    await vi.advanceTimersByTimeAsync(5)
  }
  await outbox.stop()
}

describe("the outbox's pace", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("sends a single due lead at once, without waiting for its turn", async () => {
    const queue = queueOf(1)
    const started = Date.now()
    await drain(queue, 0.5, 1_000)
    // At half a send a second its turn would be 2 s away.
    expect(queue.left()).toBe(0)
    expect(queue.sentAt[0]! - started).toBeLessThan(10)
  })

  it("starts no more sends a second than it is allowed, however many are due", async () => {
    const queue = queueOf(40)
    await drain(queue, 20, 5_000)
    expect(queue.left()).toBe(0)
    // 40 sends at 20 a second: one every 50 ms, the last 1.95 s after the first.
    expect(queue.sentAt.at(-1)! - queue.sentAt[0]!).toBeGreaterThanOrEqual(1_950)
    const gaps = queue.sentAt.slice(1).map((at, index) => at - queue.sentAt[index]!)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(50)
  })

  it("never starts two sends back to back after its timer fires late", async () => {
    const queue = queueOf(20)
    await drain(queue, 20, 5_000, { stallAfterSends: 10, stallMs: 300 })
    expect(queue.left()).toBe(0)
    const gaps = queue.sentAt.slice(1).map((at, index) => at - queue.sentAt[index]!)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(25)
  })
})
