import type { IncomingMessage } from "node:http"
import { describe, expect, it } from "vitest"
import type { OutboxSummary } from "./contact/store"
import { createHealthCheck, isHealthReader, publicHealth } from "./health"

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

describe("R-B7 who reads /healthz's details", () => {
  const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage
  const token = "t".repeat(40)

  it("this machine itself, directly or through a trusted proxy forwarding a local caller", () => {
    expect(isHealthReader(request("127.0.0.1"), { trustProxy: false })).toBe(true)
    expect(isHealthReader(request("::1"), { trustProxy: true })).toBe(true)
    expect(isHealthReader(request("127.0.0.1", { "x-forwarded-for": "127.0.0.1" }), { trustProxy: true })).toBe(true)
  })

  it("no visitor: not one a proxy forwards, not a forwarded header it does not trust, not a wrong token", () => {
    expect(isHealthReader(request("203.0.113.9"), { trustProxy: false })).toBe(false)
    expect(isHealthReader(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }), { trustProxy: true })).toBe(false)
    expect(isHealthReader(request("127.0.0.1", { "x-forwarded-for": "127.0.0.1" }), { trustProxy: false })).toBe(false)
    expect(
      isHealthReader(request("203.0.113.9", { authorization: `Bearer ${"x".repeat(40)}` }), {
        trustProxy: false,
        token,
      }),
    ).toBe(false)
    expect(isHealthReader(request("203.0.113.9", { authorization: `Bearer ${token}` }), { trustProxy: false })).toBe(
      false,
    )
  })

  it("a monitor anywhere that sends HEALTHZ_TOKEN", () => {
    expect(
      isHealthReader(request("203.0.113.9", { authorization: `Bearer ${token}` }), { trustProxy: false, token }),
    ).toBe(true)
  })

  it("tells anyone else the status and the live commit, nothing more", () => {
    const report = {
      status: "failing" as const,
      problems: ["the publish of 3f1c failed at the build: /var/lib/catalysty/publish/checkout …"],
      build: { builtAt: "2026-12-06T00:00:00.000Z", commit: "3f1c".padEnd(40, "0") },
      publish: { lastFailure: { message: "secret path" } },
    }
    expect(publicHealth(report)).toEqual({ status: "failing", build: { commit: "3f1c".padEnd(40, "0") } })
    expect(publicHealth({ status: "ok" })).toEqual({ status: "ok", build: { commit: null } })
  })
})
