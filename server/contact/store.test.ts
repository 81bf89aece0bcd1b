import { randomUUID } from "node:crypto"
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { afterEach, describe, expect, it } from "vitest"
import { post, startTestServer, validSubmission } from "#tests/helpers/endpoint"
import { SCHEMA_VERSION } from "./migrations"
import {
  BUSY_TIMEOUT_MS,
  DELIVERY_CLAIM_MS,
  DUPLICATE_WINDOW_MS,
  type NewLead,
  openLeadStore,
  readPragmas,
  StoreStartupError,
  StoreUnavailableError,
} from "./store"

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function tempFile() {
  const dir = mkdtempSync(join(tmpdir(), "catalysty-store-"))
  dirs.push(dir)
  return join(dir, "leads.db")
}

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  status: "new",
  channel: "fetch",
  name: "Ada",
  email: "ada@example.com",
  company: "",
  services: ["SEO (Search Engine Optimization)"],
  budget: "",
  message: "Hello",
  payloadHash: "hash",
  ...overrides,
})

const DAY = 24 * 60 * 60 * 1000

describe("R-D3 database settings", () => {
  it("opens with WAL, synchronous=FULL, a busy timeout, foreign keys and secure delete on, as read back", () => {
    const file = tempFile()
    const store = openLeadStore(file)
    expect(store.pragmas()).toEqual({
      journal_mode: "wal",
      synchronous: 2,
      busy_timeout: BUSY_TIMEOUT_MS,
      foreign_keys: 1,
      secure_delete: 1,
    })
    store.close()
    // WAL is a property of the file: a fresh connection sees it too.
    const other = new Database(file)
    expect(readPragmas(other).journal_mode).toBe("wal")
    other.close()
  })

  it("refuses a database where WAL cannot be used", () => {
    expect(() => openLeadStore(":memory:")).toThrow(/journal_mode is memory, not wal/)
    expect(() => openLeadStore(":memory:")).toThrow(StoreStartupError)
  })
})

describe("idempotency and duplicates", () => {
  it("stores a key once, replays the same payload and refuses a different one", () => {
    const store = openLeadStore(tempFile())
    const key = randomUUID()
    expect(store.insert(lead({ submissionId: key })).kind).toBe("stored")
    expect(store.insert(lead({ submissionId: key })).kind).toBe("replay")
    expect(store.insert(lead({ submissionId: key, payloadHash: "other" }))).toEqual({ kind: "conflict" })
    expect(store.count()).toBe(1)
    store.close()
  })

  it("R-D9: the same email and message without a key count once within 10 minutes, not after", () => {
    let now = Date.parse("2025-05-01T10:00:00Z")
    const store = openLeadStore(tempFile(), { now: () => now })
    expect(store.insert(lead()).kind).toBe("stored")
    now += DUPLICATE_WINDOW_MS - 1000
    expect(store.insert(lead()).kind).toBe("duplicate")
    expect(store.insert(lead({ message: "Something else" })).kind).toBe("stored")
    now += 2000
    expect(store.insert(lead()).kind).toBe("stored")
    expect(store.count()).toBe(3)
    store.close()
  })
})

describe("R-D7 retention", () => {
  it("keeps spam at least 30 days and leads as long as the build says, then removes them with their jobs", () => {
    let now = Date.parse("2025-01-01T00:00:00Z")
    const store = openLeadStore(tempFile(), { now: () => now })
    store.insert(lead({ status: "spam", message: "spam" }))
    store.insert(lead({ message: "old" }), ["email"])
    now += 31 * DAY
    store.insert(lead({ message: "newer" }), ["email"])
    const retention = { spamDays: 30, leadDays: 60 }
    expect(store.applyRetention({ ...retention, spamDays: 90 }).leads).toEqual([])
    expect(store.applyRetention(retention).leads.map((removed) => removed.id)).toEqual([1])
    expect(() => store.applyRetention({ ...retention, spamDays: 29 })).toThrow(/at least 30 days/)
    now += 30 * DAY
    const removed = store.applyRetention(retention)
    expect(removed).toEqual({ leads: [{ id: 2, createdAt: "2025-01-01T00:00:00.000Z" }], deliveries: 1 })
    expect(store.list().map((row) => row.message)).toEqual(["newer"])
    expect(store.deliveries().map((job) => job.leadId)).toEqual([3])
    expect(store.auditEvents().map((event) => [event.action, event.detail])).toEqual([
      ["retention", "spam-days=30 lead-days=60 leads=1 jobs=0"],
      ["retention", "spam-days=30 lead-days=60 leads=2 jobs=1"],
    ])
    store.close()
  })
})

describe("R-O4 erasure", () => {
  it("removes every lead of one address, whatever its letter case, with their jobs, and records it without the address", () => {
    const store = openLeadStore(tempFile())
    store.insert(lead({ email: "Ada@Example.com", message: "first" }), ["email", "webhook"])
    store.insert(lead({ email: "grace@example.com", message: "other" }), ["email"])
    store.insert(lead({ email: "ada@example.com", message: "second", status: "spam" }), ["email"])
    expect(store.erase(" ada@example.com ")).toMatchObject({
      leads: [{ id: 1 }, { id: 3 }],
      deliveries: 2,
      isLogEmptied: true,
    })
    expect(store.list().map((row) => row.email)).toEqual(["grace@example.com"])
    expect(store.erase("nobody@example.com")).toEqual({ leads: [], deliveries: 0, isLogEmptied: true })
    const audit = store.auditEvents()
    expect(audit.map((event) => event.detail)).toEqual(["on request leads=1,3 jobs=2", "on request leads=none jobs=0"])
    expect(JSON.stringify(audit)).not.toMatch(/ada|example/i)
    store.close()
  })
})

describe("R-E1 an erasure and a notification being sent", () => {
  it("waits while the delivery thread holds the person's job, and leaves it nothing to send afterwards", () => {
    let now = Date.parse("2026-11-20T15:00:00Z")
    const file = tempFile()
    const sender = openLeadStore(file, { now: () => now, durability: "marks-only" })
    const operator = openLeadStore(file, { now: () => now })
    sender.insert(lead({ email: "ada@example.com" }), ["email", "webhook"])
    // Sent long after the lead came in (a retry, say), when retention would remove it too.
    now += 800 * DAY
    const [email, webhook] = sender.dueDeliveries(10)
    expect(sender.claimDelivery(email!.id)?.email).toBe("ada@example.com")

    // Held back while the email is being sent: nothing is removed, and it says until when at most.
    const heldBack = operator.erase("ada@example.com")
    expect(heldBack).toEqual({ sendingUntil: new Date(now + DELIVERY_CLAIM_MS).toISOString() })
    expect(operator.count()).toBe(1)
    // Retention, too, leaves a lead alone while it is being sent.
    expect(operator.applyRetention({ leadDays: 730, spamDays: 30 }).leads).toEqual([])

    sender.markDelivered(email!.id)
    expect(operator.erase("ada@example.com")).toMatchObject({ leads: [{ id: 1 }], deliveries: 2 })
    // The webhook job was due too: once the lead is erased there is nothing to claim, so nothing to send.
    expect(sender.claimDelivery(webhook!.id)).toBeUndefined()
    sender.close()
    operator.close()
  })

  it("stops waiting for a sender that never recorded its outcome once its claim runs out", () => {
    let now = Date.parse("2026-11-20T15:00:00Z")
    const store = openLeadStore(tempFile(), { now: () => now })
    store.insert(lead(), ["email"])
    store.claimDelivery(store.dueDeliveries(1)[0]!.id)
    expect(store.erase("ada@example.com")).toHaveProperty("sendingUntil")
    now += DELIVERY_CLAIM_MS + 1
    expect(store.erase("ada@example.com")).toMatchObject({ leads: [{ id: 1 }], deliveries: 1 })
    store.close()
  })
})

describe("R-E2 ids are never used twice", () => {
  it("gives a new lead and its jobs new numbers after the newest were erased or removed by retention", () => {
    let now = Date.parse("2026-01-01T00:00:00Z")
    const store = openLeadStore(tempFile(), { now: () => now })
    store.insert(lead({ email: "first@example.com" }), ["email"])
    store.insert(lead({ email: "newest@example.com" }), ["email", "webhook"])
    expect(store.deliveries().map((job) => job.id)).toEqual([1, 2, 3])
    store.erase("newest@example.com")
    const next = store.insert(lead({ email: "next@example.com" }), ["email"])
    expect(next).toEqual({ kind: "stored", id: 3 })
    expect(store.deliveries().map((job) => job.id)).toEqual([1, 4])

    now += 40 * DAY
    store.insert(lead({ email: "spam@example.com", status: "spam" }))
    now += 31 * DAY
    expect(store.applyRetention({ leadDays: 730, spamDays: 30 }).leads.map((removed) => removed.id)).toEqual([4])
    expect(store.insert(lead({ email: "later@example.com" }))).toEqual({ kind: "stored", id: 5 })
    store.close()
  })
})

describe("what /healthz reads", () => {
  it("counts pending and failed notifications and the age of the oldest", () => {
    let now = Date.parse("2025-01-01T00:00:00Z")
    const store = openLeadStore(tempFile(), { now: () => now })
    expect(store.outboxSummary()).toEqual({
      pending: 0,
      failed: 0,
      oldestPendingSeconds: null,
      oldestUndeliveredSeconds: null,
    })
    store.insert(lead({ message: "one" }), ["email"])
    now += 60_000
    store.insert(lead({ message: "two" }), ["email"])
    store.markFailed(1, "SMTP 550")
    now += 30_000
    expect(store.outboxSummary()).toEqual({
      pending: 1,
      failed: 1,
      oldestPendingSeconds: 30,
      oldestUndeliveredSeconds: 90,
    })
    store.close()
  })

  it("tells whether a lead could be written now: no while another connection holds the lock", () => {
    const file = tempFile()
    const store = openLeadStore(file, { busyTimeoutMs: 50 })
    expect(store.writeProblem()).toBeUndefined()
    const holder = new Database(file)
    holder.exec("BEGIN IMMEDIATE")
    expect(store.writeProblem()).toBe("SQLITE_BUSY")
    holder.exec("ROLLBACK")
    holder.close()
    expect(store.writeProblem()).toBeUndefined()
    store.close()
  })
})

describe("storage faults answer 503, never 200", () => {
  it("R-D4: a lock held past busy_timeout gives 503 with Retry-After; a retry after release stores one row", async () => {
    const server = await startTestServer({ storeOptions: { busyTimeoutMs: 200 } })
    const { store, file } = server
    const holder = new Database(file)
    try {
      holder.exec("BEGIN IMMEDIATE")
      const key = randomUUID()
      const busy = await post(server.port, validSubmission({ submission_id: key }))
      expect(busy.status).toBe(503)
      expect(busy.json.success).toBe(false)
      expect(busy.headers["retry-after"]).toBe("30")
      holder.exec("ROLLBACK")
      const retry = await post(server.port, validSubmission({ submission_id: key }))
      expect(retry.status).toBe(200)
      expect(store.count()).toBe(1)
    } finally {
      holder.close()
      await server.close()
    }
  })

  it("R-D5: a full database gives 503 and recovers once there is room", () => {
    const file = tempFile()
    const store = openLeadStore(file)
    const pages = Number(store.db.pragma("page_count", { simple: true }))
    store.db.pragma(`max_page_count = ${pages}`)
    expect(() => store.insert(lead({ message: "x".repeat(20_000) }))).toThrow(StoreUnavailableError)
    // What /healthz reports meanwhile.
    expect(store.writeProblem()).toBe("SQLITE_FULL")
    store.db.pragma(`max_page_count = ${pages + 1000}`)
    expect(store.writeProblem()).toBeUndefined()
    expect(store.insert(lead({ message: "x".repeat(20_000) })).kind).toBe("stored")
    store.close()
  })
})

describe("schema versions", () => {
  it("brings a file written before versioning up to date, keeping every lead and stating services by label", () => {
    const file = tempFile()
    copyFileSync("tests/fixtures/leads-before-migrations.db", file)
    const before = new Database(file, { readonly: true })
    const original = before.prepare("SELECT * FROM leads ORDER BY id").all() as Record<string, unknown>[]
    expect(before.pragma("user_version", { simple: true })).toBe(0)
    before.close()

    const store = openLeadStore(file)
    expect(store.db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION)
    const leads = store.list()
    expect(leads.map((row) => row.id)).toEqual(original.map((row) => row.id))
    for (const [index, row] of original.entries()) {
      expect(leads[index]).toMatchObject({
        name: row.name,
        email: row.email,
        message: row.message,
        status: row.status,
        createdAt: row.created_at,
        attribution: {},
      })
    }
    expect(leads.map((row) => row.services)).toEqual([
      ["Website Design & Development", "Social Media Marketing"],
      ["SEO (Search Engine Optimization)"],
      ["Pay Per Click"],
    ])
    // Leads from before the outbox are not notified again now.
    expect(store.deliveries()).toEqual([])
    expect(store.db.pragma("integrity_check", { simple: true })).toBe("ok")
    store.close()
    // Opening again changes nothing.
    const again = openLeadStore(file)
    expect(again.list()).toEqual(leads)
    again.close()
  })

  it("schema 4: lead and job ids of a schema 3 file are never used again, every row and link kept, what it had deleted overwritten", () => {
    const file = tempFile()
    copyFileSync("tests/fixtures/leads-at-schema-3.db", file)
    const before = new Database(file, { readonly: true })
    expect(before.pragma("user_version", { simple: true })).toBe(3)
    const leadsBefore = before.prepare("SELECT * FROM leads ORDER BY id").all()
    const jobsBefore = before.prepare("SELECT * FROM deliveries ORDER BY id").all() as Record<string, unknown>[]
    before.close()
    // Schema 3 erased the newest leads (#5 to #10, jobs 6 to 17) by a plain DELETE: their words are still in the file.
    const erasedWords = [
      "Formerly Erased Person",
      "formerly.erased@example.com",
      ...[3, 4, 5, 6].map((request) => `FORMERLY-ERASED-MESSAGE-${request}`),
      ...[1, 2, 3, 4, 5, 6].map((request) => `FORMERLY-ERASED-END-${request}`),
    ]
    const wordsOnDisk = () =>
      erasedWords.filter((words) =>
        [file, `${file}-wal`].some((path) => existsSync(path) && readFileSync(path).includes(words)),
      )
    expect(wordsOnDisk()).toEqual(erasedWords)

    const store = openLeadStore(file)
    expect(store.migrationReport).toEqual([
      expect.stringMatching(/^lead store: schema 3 → 4: lead and job ids never used twice/),
      "lead store: rewrote the file without the free pages earlier versions left (VACUUM)",
    ])
    expect(wordsOnDisk()).toEqual([])
    expect(store.db.prepare("SELECT * FROM leads ORDER BY id").all()).toEqual(leadsBefore)
    expect(store.db.prepare("SELECT * FROM deliveries ORDER BY id").all()).toEqual(
      jobsBefore.map((job) => ({ ...job, claimed_until: null })),
    )
    expect(store.db.pragma("foreign_key_check")).toEqual([])
    expect(store.db.pragma("integrity_check", { simple: true })).toBe("ok")

    // New numbers start above the erased lead's and its jobs'.
    expect(store.insert(lead({ email: "new@example.com" }), ["email"])).toEqual({ kind: "stored", id: 11 })
    expect(store.deliveries({ leadId: 11 }).map((job) => job.id)).toEqual([18])
    // Jobs still belong to their lead: erasing it takes them along.
    expect(store.erase("ines@abara-law.example")).toMatchObject({ leads: [{ id: 4 }], deliveries: 2 })
    expect(store.deliveries().map((job) => job.leadId)).toEqual([1, 1, 2, 11])
    store.close()
    // The file is rewritten once only.
    const again = openLeadStore(file)
    expect(again.migrationReport).toEqual([])
    again.close()
  })

  it("creates a new file at the current version", () => {
    const store = openLeadStore(tempFile())
    expect(store.db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION)
    store.close()
  })

  it("refuses a file from a newer version of the site", () => {
    const file = tempFile()
    const db = new Database(file)
    db.pragma("journal_mode = WAL")
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`)
    db.close()
    expect(() => openLeadStore(file)).toThrow(/newer than this site's/)
  })
})

describe("the outbox", () => {
  it("queues one job per channel with each new lead, in the same transaction, and none for spam or replays", () => {
    const store = openLeadStore(tempFile())
    const key = randomUUID()
    const [stored, spam] = store.insertMany(
      [lead({ submissionId: key }), lead({ status: "spam", message: "spam" })],
      ["email", "webhook"],
    )
    expect(store.insert(lead({ submissionId: key }), ["email", "webhook"]).kind).toBe("replay")
    const jobs = store.deliveries()
    expect(jobs.map((job) => [job.leadId, job.channel, job.status])).toEqual([
      [stored!.kind === "stored" && stored!.id, "email", "pending"],
      [stored!.kind === "stored" && stored!.id, "webhook", "pending"],
    ])
    expect(spam!.kind).toBe("stored")
    store.close()
  })

  it("stores a lead and its jobs together or not at all", () => {
    const store = openLeadStore(tempFile())
    const pages = Number(store.db.pragma("page_count", { simple: true }))
    store.db.pragma(`max_page_count = ${pages}`)
    expect(() => store.insert(lead({ message: "x".repeat(20_000) }), ["email"])).toThrow(StoreUnavailableError)
    expect(store.count()).toBe(0)
    expect(store.deliveries()).toEqual([])
    store.close()
  })

  it("hands out due jobs, records the outcome, and puts a failed job back on request", () => {
    let now = Date.parse("2026-11-20T15:00:00Z")
    const store = openLeadStore(tempFile(), { now: () => now })
    store.insert(lead(), ["email"])
    const [job] = store.dueDeliveries(10)
    store.retryDeliveryAt(job!.id, new Date(now + 60_000).toISOString(), "SMTP 421")
    expect(store.dueDeliveries(10)).toEqual([])
    now += 60_000
    expect(store.dueDeliveries(10)).toMatchObject([{ id: job!.id, attempts: 1, lastError: "SMTP 421" }])
    store.markFailed(job!.id, "SMTP 550")
    expect(store.deliveries({ statuses: ["failed"] })).toMatchObject([{ attempts: 2, lastError: "SMTP 550" }])
    expect(store.requeueDelivery(job!.id)).toBe(true)
    store.markDelivered(job!.id)
    expect(store.deliveries()).toMatchObject([{ status: "delivered", attempts: 3 }])
    expect(store.requeueDelivery(job!.id)).toBe(false)
    store.close()
  })

  it("keeps where the lead came from", () => {
    const store = openLeadStore(tempFile())
    const result = store.insert(
      lead({ attribution: { source_page: "/services/email-marketing", landing_page: "/pricing", utm_source: "news" } }),
    )
    expect(store.getLead(result.kind === "stored" ? result.id : 0)?.attribution).toEqual({
      source_page: "/services/email-marketing",
      landing_page: "/pricing",
      utm_source: "news",
    })
    store.close()
  })
})
