import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { afterEach, describe, expect, it } from "vitest"
import {
  DUPLICATE_WINDOW_MS,
  type NewLead,
  openLeadStore,
  readPragmas,
  StoreStartupError,
  StoreUnavailableError,
} from "./store"
import { post, startTestServer, validSubmission } from "./test-helpers"

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
  it("opens with WAL, synchronous=FULL, a busy timeout and foreign keys on, as read back", () => {
    const file = tempFile()
    const store = openLeadStore(file)
    expect(store.pragmas()).toEqual({ journal_mode: "wal", synchronous: 2, busy_timeout: 2000, foreign_keys: 1 })
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

describe("R-D7 spam is kept", () => {
  it("keeps spam at least 30 days and only then lets the retention job remove it", () => {
    let now = Date.parse("2025-01-01T00:00:00Z")
    const store = openLeadStore(tempFile(), { now: () => now })
    store.insert(lead({ status: "spam", message: "spam" }))
    store.insert(lead({ message: "real" }))
    now += 31 * DAY
    expect(store.pruneSpam()).toBe(0)
    expect(store.pruneSpam(30)).toBe(1)
    expect(store.list().map((row) => row.message)).toEqual(["real"])
    expect(() => store.pruneSpam(29)).toThrow(/at least 30 days/)
    now += 400 * DAY
    expect(store.pruneSpam()).toBe(0)
    expect(store.count()).toBe(1)
    store.close()
  })
})

describe("storage faults answer 503, never 200", () => {
  it("R-D4: a lock held past busy_timeout gives 503 with Retry-After; a retry after release stores one row", async () => {
    const file = tempFile()
    const store = openLeadStore(file, { busyTimeoutMs: 200 })
    const server = await startTestServer({ store })
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
    store.db.pragma(`max_page_count = ${pages + 1000}`)
    expect(store.insert(lead({ message: "x".repeat(20_000) })).kind).toBe("stored")
    store.close()
  })
})
