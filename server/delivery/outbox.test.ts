import { describe, expect, it } from "vitest"
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
    send: async () => void sentAt.push(performance.now()),
    close: () => undefined,
  }
  return { store, sender, sentAt, left: () => jobs.size }
}

/** Runs an outbox at `maxPerSecond` over the queue until every job is sent, then stops it. */
async function drain(queue: ReturnType<typeof queueOf>, maxPerSecond: number, timeout: number) {
  const outbox = startOutbox({
    store: queue.store,
    senders: { email: queue.sender },
    log: () => undefined,
    maxPerSecond,
  })
  await expect.poll(() => queue.left(), { timeout, interval: 5 }).toBe(0)
  await outbox.stop()
}

describe("the outbox's pace", () => {
  it("sends a single due lead at once, without waiting for its turn", async () => {
    const queue = queueOf(1)
    const started = performance.now()
    await drain(queue, 0.5, 1_000)
    // At half a send a second its turn would be 2 s away.
    expect(queue.sentAt[0]! - started).toBeLessThan(1_000)
  })

  it("starts no more sends a second than it is allowed, however many are due", async () => {
    const queue = queueOf(40)
    await drain(queue, 20, 5_000)
    // 40 sends at 20 a second: the last starts about 1.95 s after the first, never much sooner.
    expect(queue.sentAt.at(-1)! - queue.sentAt[0]!).toBeGreaterThan(1_800)
    const gaps = queue.sentAt.slice(1).map((at, index) => at - queue.sentAt[index]!)
    expect(gaps.filter((gap) => gap < 40).length).toBeLessThanOrEqual(1)
  })
})
