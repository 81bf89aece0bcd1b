/**
 * The lead store on SQLite: the suite both engines pass (tests/helpers/store-suite.ts), then what is SQLite's
 * own: the file's settings (R-D3), its locks and a full disk (R-D4, R-D5), its schema versions, and a backup
 * that is one file (R-E3).
 */
import { randomUUID } from "node:crypto"
import { copyFileSync, existsSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import Database from "better-sqlite3"
import { afterEach, describe, expect, it } from "vitest"
import { post, startTestServer, validSubmission } from "#tests/helpers/endpoint"
import { newLead as lead, tempFolder } from "#tests/helpers/leads"
import { describeLeadStore } from "#tests/helpers/store-suite"
import { SCHEMA_VERSION } from "./migrations"
import { BUSY_TIMEOUT_MS, openLeadStore, readPragmas, type SqliteLeadStore } from "./sqlite-store"
import { foldAddress, StoreStartupError, StoreUnavailableError } from "./store"

const dirs: string[] = []
const opened: SqliteLeadStore[] = []
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function tempFile() {
  const dir = tempFolder()
  dirs.push(dir)
  return join(dir, "leads.db")
}
/** Opens a store that is closed after the test. */
function opens(...args: Parameters<typeof openLeadStore>) {
  const store = openLeadStore(...args)
  opened.push(store)
  return store
}

describeLeadStore("sqlite", async (clock) => {
  const file = tempFile()
  const now = () => clock.now
  // The second connection is the delivery thread's, as in the server.
  return { store: opens(file, { now }), another: async () => opens(file, { now, durability: "marks-only" }) }
})

describe("R-D3 database settings", () => {
  it("opens with WAL, synchronous=FULL, a busy timeout, foreign keys and secure delete on, as read back", async () => {
    const file = tempFile()
    const store = openLeadStore(file)
    expect(store.pragmas()).toEqual({
      journal_mode: "wal",
      synchronous: 2,
      busy_timeout: BUSY_TIMEOUT_MS,
      foreign_keys: 1,
      secure_delete: 1,
    })
    await store.close()
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

describe("what /healthz reads on SQLite", () => {
  it("tells whether a lead could be written now: no while another connection holds the lock", async () => {
    const file = tempFile()
    const store = opens(file, { busyTimeoutMs: 50 })
    expect(await store.writeProblem()).toBeUndefined()
    const holder = new Database(file)
    holder.exec("BEGIN IMMEDIATE")
    expect(await store.writeProblem()).toBe("SQLITE_BUSY")
    holder.exec("ROLLBACK")
    holder.close()
    expect(await store.writeProblem()).toBeUndefined()
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
      expect(await store.count()).toBe(1)
    } finally {
      holder.close()
      await server.close()
    }
  })

  it("R-D5: a full database gives 503 and recovers once there is room", async () => {
    const file = tempFile()
    const store = opens(file)
    const pages = Number(store.db.pragma("page_count", { simple: true }))
    store.db.pragma(`max_page_count = ${pages}`)
    await expect(store.insert(lead({ message: "x".repeat(20_000) }), ["email"])).rejects.toThrow(StoreUnavailableError)
    // A lead and its jobs are stored together or not at all.
    expect(await store.count()).toBe(0)
    expect(await store.deliveries()).toEqual([])
    // What /healthz reports meanwhile.
    expect(await store.writeProblem()).toBe("SQLITE_FULL")
    store.db.pragma(`max_page_count = ${pages + 1000}`)
    expect(await store.writeProblem()).toBeUndefined()
    expect((await store.insert(lead({ message: "x".repeat(20_000) }))).kind).toBe("stored")
  })
})

describe("schema versions", () => {
  it("brings a file written before versioning up to date, keeping every lead and stating services by label", async () => {
    const file = tempFile()
    copyFileSync("tests/fixtures/leads-before-migrations.db", file)
    const before = new Database(file, { readonly: true })
    const original = before.prepare("SELECT * FROM leads ORDER BY id").all() as Record<string, unknown>[]
    expect(before.pragma("user_version", { simple: true })).toBe(0)
    before.close()

    const store = opens(file)
    expect(store.db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION)
    const leads = await store.list()
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
    expect(await store.deliveries()).toEqual([])
    expect(store.db.pragma("integrity_check", { simple: true })).toBe("ok")
    // Opening again changes nothing.
    const again = opens(file)
    expect(await again.list()).toEqual(leads)
  })

  it("schema 4: lead and job ids of a schema 3 file are never used again, every row and link kept, what it had deleted overwritten", async () => {
    const file = tempFile()
    copyFileSync("tests/fixtures/leads-at-schema-3.db", file)
    const before = new Database(file, { readonly: true })
    expect(before.pragma("user_version", { simple: true })).toBe(3)
    const leadsBefore = before.prepare("SELECT * FROM leads ORDER BY id").all() as { email: string }[]
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

    const store = opens(file)
    expect(store.migrationReport).toEqual([
      expect.stringMatching(/^lead store: schema 3 → 4: lead and job ids never used twice/),
      expect.stringMatching(/^lead store: schema 4 → 5: each lead's address case-folded/),
      "lead store: rewrote the file without the free pages earlier versions left (VACUUM)",
    ])
    expect(wordsOnDisk()).toEqual([])
    // Schema 5 adds each address case-folded, for erasure.
    expect(store.db.prepare("SELECT * FROM leads ORDER BY id").all()).toEqual(
      leadsBefore.map((row) => ({ ...row, email_folded: foldAddress(row.email) })),
    )
    expect(store.db.prepare("SELECT * FROM deliveries ORDER BY id").all()).toEqual(
      jobsBefore.map((job) => ({ ...job, claimed_until: null })),
    )
    expect(store.db.pragma("foreign_key_check")).toEqual([])
    expect(store.db.pragma("integrity_check", { simple: true })).toBe("ok")

    // New numbers start above the erased lead's and its jobs'.
    expect(await store.insert(lead({ email: "new@example.com" }), ["email"])).toEqual({ kind: "stored", id: 11 })
    expect((await store.deliveries({ leadId: 11 })).map((job) => job.id)).toEqual([18])
    // Jobs still belong to their lead: erasing it takes them along.
    expect(await store.erase("ines@abara-law.example")).toMatchObject({ leads: [{ id: 4 }], deliveries: 2 })
    expect((await store.deliveries()).map((job) => job.leadId)).toEqual([1, 1, 2, 11])
    // The file is rewritten once only.
    const again = opens(file)
    expect(again.migrationReport).toEqual([])
  })

  it("creates a new file at the current version", async () => {
    const store = opens(tempFile())
    expect(store.db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION)
  })

  it("refuses a file from a newer version of the site", async () => {
    const file = tempFile()
    const db = new Database(file)
    db.pragma("journal_mode = WAL")
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`)
    db.close()
    expect(() => openLeadStore(file)).toThrow(/newer than this site's/)
  })
})
