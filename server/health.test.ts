import { describe, expect, it } from "vitest"
import type { OutboxSummary } from "./contact/store"
import { createHealthCheck } from "./health"

const quiet: OutboxSummary = { pending: 0, failed: 0, oldestPendingSeconds: null, oldestUndeliveredSeconds: null }

function check(writeProblem: string | undefined, summary: OutboxSummary, now = () => 0) {
  let checks = 0
  const health = createHealthCheck({
    store: {
      writeProblem: async () => {
        checks++
        return writeProblem
      },
      outboxSummary: async () => summary,
    },
    alertAfterMs: 900_000,
    now,
  })
  return { health, checks: () => checks }
}

describe("R-O1 /healthz", () => {
  it("is ok with a writable database and nothing overdue", async () => {
    const { health } = check(undefined, {
      ...quiet,
      pending: 3,
      oldestPendingSeconds: 12,
      oldestUndeliveredSeconds: 12,
    })
    expect(await health()).toEqual({
      status: "ok",
      problems: [],
      database: "writable",
      outbox: { pending: 3, failed: 0, oldestPendingSeconds: 12 },
    })
  })

  it("fails, naming the reason, when the database cannot be written or a notification is overdue", async () => {
    expect((await check("SQLITE_FULL", quiet).health()).problems).toEqual([
      "the lead database cannot be written (SQLITE_FULL)",
    ])
    const overdue = await check(undefined, { ...quiet, failed: 1, oldestUndeliveredSeconds: 901 }).health()
    expect(overdue.status).toBe("failing")
    expect(overdue.problems[0]).toMatch(/^a lead notification has been undelivered for 901 s, longer than 900 s/)
  })

  it("shares one check between requests within a second", async () => {
    let now = 0
    const { health, checks } = check(undefined, quiet, () => now)
    await Promise.all([health(), health(), health()])
    expect(checks()).toBe(1)
    now += 1_000
    await health()
    expect(checks()).toBe(2)
  })
})
