/**
 * The lead store's behaviour, one suite for both engines (docs/decisions/017-one-lead-store-over-two-engines.md):
 * server/contact/store.test.ts runs it on SQLite, tests/integration/lead-store-postgres.test.ts on PostgreSQL,
 * each beside the tests of what only its engine does.
 */
import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { DELIVERY_CLAIM_MS, DUPLICATE_WINDOW_MS, type LeadStore } from "#server/contact/store"
import { DAY, newLead as lead } from "./leads"

/** The time the store reads; a test moves it. */
export type Clock = { now: number }

/** A fresh, empty database of one engine, and a way to open a second connection (another instance) to it. */
export type OpenStore = (clock: Clock) => Promise<{ store: LeadStore; another: () => Promise<LeadStore> }>

export function describeLeadStore(engine: "sqlite" | "postgres", open: OpenStore) {
  describe(`the lead store on ${engine}`, () => {
    it("stores a lead with its attribution and a job per channel, answers a replay, a conflict and a duplicate", async () => {
      const { store } = await open({ now: Date.parse("2026-11-20T10:00:00.000Z") })
      const first = lead({
        submissionId: "7f0c1b2e-0000-4000-8000-000000000001",
        attribution: { source_page: "/services/seo", landing_page: "/pricing", utm_source: "newsletter" },
        message: "Line one\nLine two 'quoted' <b> ünïcode 👋",
      })
      expect(await store.insertMany([first], ["email", "webhook"])).toEqual([{ kind: "stored", id: 1 }])
      expect(await store.insertMany([first], ["email"])).toEqual([{ kind: "replay", id: 1 }])
      expect(await store.insertMany([{ ...first, payloadHash: "other" }], ["email"])).toEqual([{ kind: "conflict" }])
      expect(await store.insertMany([lead({ message: "no key" })], ["email"])).toEqual([{ kind: "stored", id: 2 }])
      expect(await store.insertMany([lead({ message: "no key" })], ["email"])).toEqual([{ kind: "duplicate", id: 2 }])
      expect(await store.insertMany([lead({ status: "spam", message: "buy" })], ["email"])).toEqual([
        { kind: "stored", id: 3 },
      ])
      const stored = await store.getLead(1)
      // Every field as it was given, the time it was stored, and nothing else.
      const { payloadHash: _hash, ...given } = first
      expect(stored).toEqual({ ...given, id: 1, createdAt: "2026-11-20T10:00:00.000Z" })
      expect(await store.count()).toBe(3)
      expect((await store.list({ status: "spam" })).map((row) => row.id)).toEqual([3])
      // Spam gets no job, nor does a replay; each new lead one per channel.
      expect((await store.deliveries()).map((job) => [job.leadId, job.channel, job.status])).toEqual([
        [1, "email", "pending"],
        [1, "webhook", "pending"],
        [2, "email", "pending"],
      ])
    })

    it("R-D9: the same email and message without a key count once within 10 minutes, not after", async () => {
      const clock = { now: Date.parse("2025-05-01T10:00:00Z") }
      const { store } = await open(clock)
      expect((await store.insert(lead())).kind).toBe("stored")
      clock.now += DUPLICATE_WINDOW_MS - 1000
      expect((await store.insert(lead())).kind).toBe("duplicate")
      expect((await store.insert(lead({ message: "Something else" }))).kind).toBe("stored")
      clock.now += 2000
      expect((await store.insert(lead())).kind).toBe("stored")
      expect(await store.count()).toBe(3)
    })

    it("claims a due job, records a retry, a failure, a delivery and a requeue, and sums up the queue", async () => {
      const clock = { now: Date.parse("2026-11-20T10:00:00.000Z") }
      const { store } = await open(clock)
      expect(await store.outboxSummary()).toEqual({
        pending: 0,
        failed: 0,
        oldestPendingSeconds: null,
        oldestUndeliveredSeconds: null,
      })
      await store.insertMany([lead({ message: "a" }), lead({ message: "b" })], ["email"])
      expect((await store.dueDeliveries(10)).map((job) => job.id)).toEqual([1, 2])
      expect(await store.claimDelivery(1)).toMatchObject({ id: 1, message: "a" })
      await store.markDelivered(1)
      await store.retryDeliveryAt(2, "2026-11-20T10:05:00.000Z", "SMTP 421")
      expect(await store.dueDeliveries(10)).toEqual([])
      expect(await store.nextDueAt()).toBe("2026-11-20T10:05:00.000Z")
      clock.now += 60_000
      expect(await store.outboxSummary()).toEqual({
        pending: 1,
        failed: 0,
        oldestPendingSeconds: 60,
        oldestUndeliveredSeconds: 60,
      })
      clock.now += 4 * 60_000
      expect(await store.dueDeliveries(10)).toMatchObject([{ id: 2, attempts: 1, lastError: "SMTP 421" }])
      await store.markFailed(2, "SMTP 550")
      expect(await store.deliveries({ statuses: ["failed"] })).toMatchObject([
        { id: 2, attempts: 2, lastError: "SMTP 550", status: "failed" },
      ])
      expect(await store.outboxSummary()).toMatchObject({ pending: 0, failed: 1, oldestUndeliveredSeconds: 300 })
      expect(await store.requeueDelivery(1)).toBe(false)
      expect(await store.requeueDelivery(2)).toBe(true)
      expect(await store.dueDeliveries(10)).toMatchObject([{ id: 2, status: "pending", lastError: undefined }])
      await store.markDelivered(2)
      expect(await store.deliveries({ leadId: 1 })).toMatchObject([
        { status: "delivered", attempts: 1, deliveredAt: "2026-11-20T10:00:00.000Z" },
      ])
      expect(await store.deliveries()).toMatchObject([{ status: "delivered" }, { status: "delivered", attempts: 3 }])
      expect(await store.requeueDelivery(2)).toBe(false)
      expect(await store.writeProblem()).toBeUndefined()
    })

    it("R-D7: keeps spam at least 30 days and leads as long as the build says, then removes them with their jobs", async () => {
      const clock = { now: Date.parse("2025-01-01T00:00:00Z") }
      const { store } = await open(clock)
      await store.insert(lead({ status: "spam", message: "spam" }))
      await store.insert(lead({ message: "old" }), ["email"])
      clock.now += 31 * DAY
      await store.insert(lead({ message: "newer" }), ["email"])
      const retention = { spamDays: 30, leadDays: 60 }
      expect((await store.applyRetention({ ...retention, spamDays: 90 })).leads).toEqual([])
      expect((await store.applyRetention(retention)).leads.map((removed) => removed.id)).toEqual([1])
      await expect(store.applyRetention({ ...retention, spamDays: 29 })).rejects.toThrow(/at least 30 days/)
      clock.now += 30 * DAY
      expect(await store.applyRetention(retention)).toEqual({
        leads: [{ id: 2, createdAt: "2025-01-01T00:00:00.000Z" }],
        deliveries: 1,
      })
      expect((await store.list()).map((row) => row.message)).toEqual(["newer"])
      expect((await store.deliveries()).map((job) => job.leadId)).toEqual([3])
      expect((await store.auditEvents()).map((event) => [event.action, event.detail])).toEqual([
        ["retention", "spam-days=30 lead-days=60 leads=1 jobs=0"],
        ["retention", "spam-days=30 lead-days=60 leads=2 jobs=1"],
      ])
    })

    it("R-O4, R-E3: erases every lead of one address, whatever its letter case in any script, and audits it by number", async () => {
      const { store } = await open({ now: Date.parse("2026-11-20T10:00:00.000Z") })
      await store.insert(lead({ email: "Ada@Example.com", message: "first" }), ["email", "webhook"])
      await store.insert(lead({ email: "grace@example.com", message: "other" }), ["email"])
      await store.insert(lead({ email: "ada@example.com", message: "second", status: "spam" }), ["email"])
      // Letters beyond ASCII: SQLite's NOCASE would not fold Ü, nor ß to ss.
      await store.insert(lead({ email: "ÜNICODE.Zz9@example.com", message: "umlaut" }), ["email"])
      await store.insert(lead({ email: "STRASSE@example.com", message: "sharp s" }), ["email"])
      expect(await store.erase(" ada@example.com ")).toMatchObject({
        leads: [{ id: 1 }, { id: 3 }],
        deliveries: 2,
        isLogEmptied: true,
      })
      expect(await store.erase("ünicode.zz9@example.com")).toMatchObject({ leads: [{ id: 4 }], deliveries: 1 })
      expect(await store.erase("straße@example.com")).toMatchObject({ leads: [{ id: 5 }], deliveries: 1 })
      expect((await store.list()).map((row) => row.email)).toEqual(["grace@example.com"])
      expect(await store.erase("nobody@example.com")).toEqual({ leads: [], deliveries: 0, isLogEmptied: true })
      const audit = await store.auditEvents()
      expect(audit.map((event) => event.detail)).toEqual([
        "on request leads=1,3 jobs=2",
        "on request leads=4 jobs=1",
        "on request leads=5 jobs=1",
        "on request leads=none jobs=0",
      ])
      expect(JSON.stringify(audit)).not.toMatch(/ada|example|unicode/i)
    })

    it("R-E1: an erasure waits while a sender holds the person's job, and leaves it nothing to send afterwards", async () => {
      const clock = { now: Date.parse("2026-11-20T15:00:00Z") }
      const { store: sender, another } = await open(clock)
      const operator = await another()
      await sender.insert(lead({ email: "ada@example.com" }), ["email", "webhook"])
      // Sent long after the lead came in (a retry, say), when retention would remove it too.
      clock.now += 800 * DAY
      const [email, webhook] = await sender.dueDeliveries(10)
      expect(await sender.claimDelivery(email?.id ?? 0)).toMatchObject({ email: "ada@example.com" })

      // Held back while the email is being sent: nothing is removed, and it says until when at most.
      expect(await operator.erase("ADA@example.com")).toEqual({
        sendingUntil: new Date(clock.now + DELIVERY_CLAIM_MS).toISOString(),
      })
      expect(await operator.count()).toBe(1)
      // Retention, too, leaves a lead alone while it is being sent.
      expect((await operator.applyRetention({ leadDays: 730, spamDays: 30 })).leads).toEqual([])

      await sender.markDelivered(email?.id ?? 0)
      expect(await operator.erase("ada@example.com")).toMatchObject({ leads: [{ id: 1 }], deliveries: 2 })
      // The webhook job was due too: once the lead is erased there is nothing to claim, so nothing to send.
      expect(await sender.claimDelivery(webhook?.id ?? 0)).toBeUndefined()
    })

    it("R-E1: stops waiting for a sender that never recorded its outcome once its claim runs out", async () => {
      const clock = { now: Date.parse("2026-11-20T15:00:00Z") }
      const { store } = await open(clock)
      await store.insert(lead(), ["email"])
      await store.claimDelivery(1)
      expect(await store.erase("ada@example.com")).toHaveProperty("sendingUntil")
      clock.now += DELIVERY_CLAIM_MS + 1
      expect(await store.erase("ada@example.com")).toMatchObject({ leads: [{ id: 1 }], deliveries: 1 })
    })

    it("R-E2: gives a new lead and its jobs new numbers after the newest were erased or removed by retention", async () => {
      const clock = { now: Date.parse("2026-01-01T00:00:00Z") }
      const { store } = await open(clock)
      await store.insert(lead({ email: "first@example.com" }), ["email"])
      await store.insert(lead({ email: "newest@example.com" }), ["email", "webhook"])
      expect((await store.deliveries()).map((job) => job.id)).toEqual([1, 2, 3])
      await store.erase("newest@example.com")
      expect(await store.insert(lead({ email: "next@example.com" }), ["email"])).toEqual({ kind: "stored", id: 3 })
      expect((await store.deliveries()).map((job) => job.id)).toEqual([1, 4])

      clock.now += 40 * DAY
      await store.insert(lead({ email: "spam@example.com", status: "spam" }))
      clock.now += 31 * DAY
      expect((await store.applyRetention({ leadDays: 730, spamDays: 30 })).leads.map((removed) => removed.id)).toEqual([
        4,
      ])
      expect(await store.insert(lead({ email: "later@example.com", submissionId: randomUUID() }))).toEqual({
        kind: "stored",
        id: 5,
      })
    })
  })
}
