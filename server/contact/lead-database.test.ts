/**
 * The lead store's behaviour on both engines: the SQLite file (the default) and PostgreSQL (DATABASE_URL),
 * run against a real, throw-away PostgreSQL server. Then what only PostgreSQL is for: several instances
 * on one database.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import postgres from "postgres"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestPostgres, type TestPostgres } from "#tests/helpers/postgres"
import { type LeadDatabase, openLeadDatabase } from "./lead-database"
import { SCHEMA_VERSION } from "./migrations"
import { POSTGRES_SCHEMA_VERSION } from "./postgres-migrations"
import { openPostgresLeadStore } from "./postgres-store"
import { DELIVERY_CLAIM_MS, type NewLead, StoreStartupError, StoreUnavailableError } from "./store"

let server: TestPostgres
let databases = 0
beforeAll(async () => {
  server = await startTestPostgres()
})
afterAll(async () => {
  await server?.stop()
})

const opened: LeadDatabase[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const DAY = 24 * 60 * 60 * 1000
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

type Clock = { now: number }
/** A fresh, empty store of one engine, on a clock the test moves. */
async function freshStore(engine: "sqlite" | "postgres", clock: Clock) {
  const now = () => clock.now
  let store: LeadDatabase
  if (engine === "postgres") {
    const url = await server.createDatabase(`leads_${++databases}`)
    store = await openPostgresLeadStore(url, { now })
  } else {
    const dir = mkdtempSync(join(tmpdir(), "catalysty-store-"))
    dirs.push(dir)
    store = await openLeadDatabase({ leadsDb: join(dir, "leads.db"), claimMs: DELIVERY_CLAIM_MS }, { now })
  }
  opened.push(store)
  return store
}

describe.each(["sqlite", "postgres"] as const)("the lead store on %s", (engine) => {
  it("stores a lead with its attribution and a job per channel, answers a replay, a conflict and a duplicate", async () => {
    const clock = { now: Date.parse("2026-11-20T10:00:00.000Z") }
    const store = await freshStore(engine, clock)
    const first = lead({
      submissionId: "7f0c1b2e-0000-4000-8000-000000000001",
      attribution: { source_page: "/services/seo", utm_source: "newsletter" },
      message: "Line one\nLine two 'quoted' <b>",
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
    expect(stored).toMatchObject({
      id: 1,
      createdAt: "2026-11-20T10:00:00.000Z",
      message: "Line one\nLine two 'quoted' <b>",
      services: ["SEO (Search Engine Optimization)"],
      submissionId: first.submissionId,
    })
    expect(stored?.attribution).toEqual(first.attribution)
    expect(await store.count()).toBe(3)
    expect((await store.list({ status: "spam" })).map((row) => row.id)).toEqual([3])
    // Spam gets no job; each new lead one per channel.
    expect((await store.deliveries()).map((job) => [job.leadId, job.channel, job.status])).toEqual([
      [1, "email", "pending"],
      [1, "webhook", "pending"],
      [2, "email", "pending"],
    ])
  })

  it("claims a due job, records a retry, a failure, a delivery and a requeue, and sums up the queue", async () => {
    const clock = { now: Date.parse("2026-11-20T10:00:00.000Z") }
    const store = await freshStore(engine, clock)
    await store.insertMany([lead({ message: "a" }), lead({ message: "b" })], ["email"])
    const due = await store.dueDeliveries(10)
    expect(due.map((job) => job.id)).toEqual([1, 2])
    expect(await store.claimDelivery(1)).toMatchObject({ id: 1, message: "a" })
    await store.markDelivered(1)
    await store.retryDeliveryAt(2, "2026-11-20T10:05:00.000Z", "connection refused")
    expect(await store.dueDeliveries(10)).toEqual([])
    expect(await store.nextDueAt()).toBe("2026-11-20T10:05:00.000Z")
    clock.now += 60_000
    expect(await store.outboxSummary()).toEqual({
      pending: 1,
      failed: 0,
      oldestPendingSeconds: 60,
      oldestUndeliveredSeconds: 60,
    })
    await store.markFailed(2, "mailbox full")
    expect(await store.deliveries({ statuses: ["failed"] })).toMatchObject([
      { id: 2, attempts: 2, lastError: "mailbox full", status: "failed" },
    ])
    expect(await store.requeueDelivery(1)).toBe(false)
    expect(await store.requeueDelivery(2)).toBe(true)
    expect(await store.dueDeliveries(10)).toMatchObject([{ id: 2, status: "pending" }])
    expect((await store.deliveries({ leadId: 1 }))[0]).toMatchObject({
      status: "delivered",
      attempts: 1,
      deliveredAt: "2026-11-20T10:00:00.000Z",
    })
    expect(await store.writeProblem()).toBeUndefined()
  })

  it("erases one person's leads, letter case aside, after a send in progress, and audits it by number", async () => {
    const clock = { now: Date.parse("2026-11-20T10:00:00.000Z") }
    const store = await freshStore(engine, clock)
    await store.insertMany(
      [
        lead({ message: "1" }),
        lead({ email: "grace@example.com", message: "2" }),
        lead({ email: "ADA@example.com", message: "3" }),
      ],
      ["email"],
    )
    await store.claimDelivery(1)
    expect(await store.erase("Ada@Example.com")).toEqual({
      sendingUntil: new Date(clock.now + DELIVERY_CLAIM_MS).toISOString(),
    })
    expect(await store.count()).toBe(3)
    await store.markDelivered(1)
    const erased = await store.erase(" ada@example.com ")
    expect(erased).toMatchObject({ leads: [{ id: 1 }, { id: 3 }], deliveries: 2, isLogEmptied: true })
    expect((await store.list()).map((row) => row.email)).toEqual(["grace@example.com"])
    expect(await store.claimDelivery(3)).toBeUndefined()
    expect(await store.erase("nobody@example.com")).toMatchObject({ leads: [], deliveries: 0 })
    expect((await store.auditEvents()).map((event) => event.detail)).toEqual([
      "on request leads=1,3 jobs=2",
      "on request leads=none jobs=0",
    ])
  })

  it("deletes spam after its days and other leads after theirs, never spam under 30 days", async () => {
    const clock = { now: Date.parse("2026-01-01T00:00:00.000Z") }
    const store = await freshStore(engine, clock)
    await store.insertMany([lead({ status: "spam", message: "spam" }), lead({ message: "real" })], ["email"])
    await expect(async () => store.applyRetention({ leadDays: 60, spamDays: 10 })).rejects.toThrow(
      "spam must be kept at least 30 days",
    )
    clock.now += 31 * DAY
    expect(await store.applyRetention({ leadDays: 60, spamDays: 30 })).toMatchObject({
      leads: [{ id: 1 }],
      deliveries: 0,
    })
    clock.now += 30 * DAY
    expect(await store.applyRetention({ leadDays: 60, spamDays: 30 })).toMatchObject({
      leads: [{ id: 2 }],
      deliveries: 1,
    })
    expect(await store.count()).toBe(0)
    expect((await store.auditEvents()).map((event) => event.action)).toEqual(["retention", "retention"])
  })
})

describe("several instances on one PostgreSQL database", () => {
  async function twoInstances(clock: Clock, claimMs = 10_000) {
    const url = await server.createDatabase(`shared_${++databases}`)
    const [one, two] = await Promise.all([
      openPostgresLeadStore(url, { now: () => clock.now, claimMs }),
      openPostgresLeadStore(url, { now: () => clock.now, claimMs }),
    ])
    opened.push(one, two)
    return { url, one, two }
  }

  it("migrates once however many start together, and refuses a schema newer than the site's", async () => {
    const clock = { now: Date.now() }
    const { url, one, two } = await twoInstances(clock)
    expect([...one.migrationReport, ...two.migrationReport]).toHaveLength(1)
    expect(POSTGRES_SCHEMA_VERSION).toBe(SCHEMA_VERSION)
    const admin = postgres(url, { max: 1, onnotice: () => {} })
    await admin`INSERT INTO store_schema (version) VALUES (${SCHEMA_VERSION + 1})`
    await admin.end()
    await expect(openPostgresLeadStore(url)).rejects.toThrow(
      new StoreStartupError(
        `lead store: the PostgreSQL database has schema version ${SCHEMA_VERSION + 1}, newer than this site's ${SCHEMA_VERSION}: run the newer site, or restore a backup made by this one`,
      ),
    )
  })

  it("stores a submission sent to both at once exactly once, and an identical lead without a key once", async () => {
    const clock = { now: Date.now() }
    const { one, two } = await twoInstances(clock)
    // Each key is sent several times, half to each instance.
    const sends = 20
    const keys = 5
    const results = await Promise.all(
      Array.from({ length: sends }, (_, index) =>
        (index % 2 ? one : two).insert(
          lead({ submissionId: `7f0c1b2e-0000-4000-8000-${String(index % keys).padStart(12, "0")}` }),
          ["email"],
        ),
      ),
    )
    expect(results.filter((result) => result.kind === "stored")).toHaveLength(keys)
    expect(results.filter((result) => result.kind === "replay")).toHaveLength(sends - keys)
    const twins = await Promise.all([
      one.insert(lead({ message: "same" }), ["email"]),
      two.insert(lead({ message: "same" }), ["email"]),
    ])
    expect(twins.map((result) => result.kind).sort()).toEqual(["duplicate", "stored"])
    // One lead per key and one for the twins, each with its email job.
    expect(await one.count()).toBe(keys + 1)
    expect(await two.deliveries()).toHaveLength(keys + 1)
  })

  it("gives a job to one instance at a time, and to another once the first's hold has passed", async () => {
    const clock = { now: Date.parse("2026-11-20T10:00:00.000Z") }
    const { one, two } = await twoInstances(clock, 10_000)
    await one.insert(lead(), ["email"])
    const claims = await Promise.all([one.claimDelivery(1), two.claimDelivery(1)])
    expect(claims.filter((claim) => typeof claim === "object")).toHaveLength(1)
    expect(claims).toContain("claimed-elsewhere")
    // Held: due for neither; the next due time is the end of the hold.
    expect(await two.dueDeliveries(10)).toEqual([])
    expect(await two.nextDueAt()).toBe("2026-11-20T10:00:10.000Z")
    // The holder died without recording an outcome: after the hold the job is due again and the other takes it.
    clock.now += 10_001
    expect(await two.dueDeliveries(10)).toMatchObject([{ id: 1 }])
    expect(await two.claimDelivery(1)).toMatchObject({ id: 1 })
    await two.markDelivered(1)
    expect(await one.claimDelivery(1)).toBe("claimed-elsewhere")
    expect(await one.deliveries()).toMatchObject([{ status: "delivered", attempts: 1 }])
  })

  it("runs the daily retention once between instances, while the leads CLI's prune always runs", async () => {
    const clock = { now: Date.parse("2026-01-01T00:00:00.000Z") }
    const { one, two } = await twoInstances(clock)
    await one.insert(lead({ status: "spam", message: "old spam" }), [])
    clock.now += 31 * DAY
    await one.insert(lead({ status: "spam", message: "new spam" }), [])
    const daily = { onceWithinMs: 23 * 60 * 60 * 1000 }
    const retention = { leadDays: 730, spamDays: 30 }
    const runs = await Promise.all([one.applyRetention(retention, daily), two.applyRetention(retention, daily)])
    expect(runs.flatMap((run) => run.leads.map((removed) => removed.id))).toEqual([1])
    clock.now += 2 * 60 * 60 * 1000
    await one.insert(lead({ status: "spam", message: "found late" }), [])
    clock.now += 31 * DAY
    const lastRunAt = clock.now
    expect(await two.applyRetention(retention, daily)).toMatchObject({ leads: [{ id: 2 }, { id: 3 }] })
    // A lead dated 40 days back, found an hour after that run: the daily run skips it, the CLI's prune does not.
    clock.now = lastRunAt - 40 * DAY
    await one.insert(lead({ status: "spam", message: "backdated" }), [])
    clock.now = lastRunAt + 60 * 60 * 1000
    expect(await one.applyRetention(retention, daily)).toMatchObject({ leads: [] })
    expect(await one.applyRetention(retention)).toMatchObject({ leads: [{ id: 4 }] })
    expect((await one.auditEvents()).filter((event) => event.action === "retention")).toHaveLength(3)
  })

  it("answers 'unavailable' when the database goes away, and refuses to start on one it cannot reach, saying why", async () => {
    const clock = { now: Date.now() }
    const { url, one } = await twoInstances(clock)
    const admin = postgres(server.url(), { max: 1, onnotice: () => {} })
    await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${new URL(url).pathname.slice(1)}`
    await admin.end()
    // A call on a dropped connection is "unavailable" (answered 503), never a crash; the pool then reconnects.
    const first = await Promise.resolve(one.count()).catch((error: unknown) => error)
    if (first !== 0) expect(first).toBeInstanceOf(StoreUnavailableError)
    expect(await one.count()).toBe(0)
    const unreachable = `postgres://catalysty@127.0.0.1:${server.port + 1}/nowhere`
    await expect(openPostgresLeadStore(unreachable)).rejects.toThrow(
      new RegExp(`^lead store: cannot reach PostgreSQL 127\\.0\\.0\\.1:${server.port + 1}/nowhere: .*ECONNREFUSED`),
    )
    const noDatabase = server.url("missing_database")
    await expect(openPostgresLeadStore(noDatabase)).rejects.toThrow(/database "missing_database" does not exist/)
    expect(new StoreUnavailableError("08006").message).toBe("lead store unavailable (08006)")
  })
})
