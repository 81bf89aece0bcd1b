import { accessSync, constants, existsSync, statSync } from "node:fs"
import { dirname } from "node:path"
import Database from "better-sqlite3"

/**
 * The lead store: one SQLite file (docs/requirements/RELIABILITY.md R-D1..R-D9).
 * Every lead is committed, with synchronous=FULL in WAL mode, before the endpoint answers success.
 */

export type LeadStatus = "new" | "spam"
export type LeadChannel = "fetch" | "form"

export type NewLead = {
  submissionId?: string
  status: LeadStatus
  channel: LeadChannel
  name: string
  email: string
  company: string
  services: string[]
  budget: string
  message: string
  /** Hash of the normalised payload: a reused submission id must carry the same payload. */
  payloadHash: string
}

export type Lead = Omit<NewLead, "payloadHash"> & { id: number; createdAt: string }

export type InsertResult =
  | { kind: "stored"; id: number }
  | { kind: "replay"; id: number }
  | { kind: "duplicate"; id: number }
  | { kind: "conflict" }

/** The store could not take the lead (busy, full, I/O error): the endpoint answers 503, never 200. */
export class StoreUnavailableError extends Error {
  constructor(readonly code: string) {
    super(`lead store unavailable (${code})`)
  }
}

/** The database cannot be used at all; the process must not start listening. */
export class StoreStartupError extends Error {}

export const BUSY_TIMEOUT_MS = 2_000
/** An identical (email, message) pair without a submission id inside this window is the same lead (R-D9). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000
/** Spam is kept this long before the retention job may delete it (R-D7: at least 30 days). */
export const SPAM_RETENTION_DAYS = 90
export const MIN_SPAM_RETENTION_DAYS = 30

export const REQUIRED_PRAGMAS = { journal_mode: "wal", synchronous: 2, foreign_keys: 1 } as const

const schema = `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY,
  submission_id TEXT UNIQUE,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('new', 'spam')),
  channel TEXT NOT NULL CHECK (channel IN ('fetch', 'form')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL,
  services TEXT NOT NULL,
  budget TEXT NOT NULL,
  message TEXT NOT NULL,
  payload_hash TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS leads_by_email ON leads (email, created_at);
CREATE INDEX IF NOT EXISTS leads_by_status ON leads (status, created_at);
CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
`

const unavailableCodes = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|PROTOCOL|NOMEM)/

function asUnavailable(error: unknown): never {
  const code = (error as { code?: unknown })?.code
  if (typeof code === "string" && unavailableCodes.test(code)) throw new StoreUnavailableError(code)
  throw error
}

type Row = {
  id: number
  submission_id: string | null
  created_at: string
  status: LeadStatus
  channel: LeadChannel
  name: string
  email: string
  company: string
  services: string
  budget: string
  message: string
}

const toLead = (row: Row): Lead => ({
  id: row.id,
  submissionId: row.submission_id ?? undefined,
  createdAt: row.created_at,
  status: row.status,
  channel: row.channel,
  name: row.name,
  email: row.email,
  company: row.company,
  services: JSON.parse(row.services) as string[],
  budget: row.budget,
  message: row.message,
})

export type LeadStoreOptions = {
  /** Milliseconds since the epoch; tests move time. */
  now?: () => number
  busyTimeoutMs?: number
  /** Test-only: cap the file at this many pages to simulate a full disk (R-D5). */
  maxPageCount?: number
  /** Create a missing parent directory (only for the default data/ folder). */
  createDirectory?: boolean
  readonly?: boolean
}

/**
 * Opens (creating if needed) the lead database and checks it can really store leads:
 * directory present and writable, the pragmas of R-D3 in force, the file intact, a write committed.
 * Throws StoreStartupError with a sentence for the log otherwise (R-D6).
 */
export function openLeadStore(file: string, options: LeadStoreOptions = {}) {
  const now = options.now ?? Date.now
  const directory = dirname(file)
  if (!existsSync(directory)) {
    throw new StoreStartupError(`lead store: directory ${directory} does not exist`)
  }
  if (!statSync(directory).isDirectory()) throw new StoreStartupError(`lead store: ${directory} is not a directory`)
  if (!options.readonly) {
    try {
      accessSync(directory, constants.W_OK)
      if (existsSync(file)) accessSync(file, constants.R_OK | constants.W_OK)
    } catch {
      throw new StoreStartupError(`lead store: ${existsSync(file) ? file : directory} is not writable`)
    }
  }

  let db: Database.Database
  try {
    db = new Database(file, {
      readonly: options.readonly ?? false,
      fileMustExist: options.readonly ?? false,
      timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS,
    })
  } catch (error) {
    throw new StoreStartupError(`lead store: cannot open ${file}: ${(error as Error).message}`)
  }

  try {
    if (!options.readonly) db.pragma("journal_mode = WAL")
    db.pragma("synchronous = FULL")
    db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? BUSY_TIMEOUT_MS}`)
    db.pragma("foreign_keys = ON")
    const problems = checkPragmas(db)
    if (problems.length > 0) throw new StoreStartupError(`lead store: ${problems.join("; ")}`)
    const integrity = db.pragma("quick_check", { simple: true })
    if (integrity !== "ok") throw new StoreStartupError(`lead store: ${file} failed its integrity check`)
    if (!options.readonly) {
      db.exec(schema)
      db.prepare(
        "INSERT INTO store_meta (key, value) VALUES ('opened_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      ).run(new Date(now()).toISOString())
      if (options.maxPageCount) db.pragma(`max_page_count = ${options.maxPageCount}`)
    }
  } catch (error) {
    db.close()
    if (error instanceof StoreStartupError) throw error
    throw new StoreStartupError(`lead store: ${file} cannot be used: ${(error as Error).message}`)
  }

  const statements = options.readonly
    ? undefined
    : {
        byKey: db.prepare<[string], { id: number; payload_hash: string }>(
          "SELECT id, payload_hash FROM leads WHERE submission_id = ?",
        ),
        recentSame: db.prepare<[string, string, string], { id: number }>(
          "SELECT id FROM leads WHERE email = ? AND message = ? AND created_at >= ? ORDER BY id LIMIT 1",
        ),
        insert: db.prepare(
          `INSERT INTO leads (submission_id, created_at, status, channel, name, email, company, services, budget, message, payload_hash)
           VALUES (@submissionId, @createdAt, @status, @channel, @name, @email, @company, @services, @budget, @message, @payloadHash)`,
        ),
        pruneSpam: db.prepare<[string]>("DELETE FROM leads WHERE status = 'spam' AND created_at < ?"),
      }

  function insertOne(lead: NewLead, createdAt: string): InsertResult {
    if (!statements) throw new Error("lead store opened read-only")
    if (lead.submissionId) {
      const existing = statements.byKey.get(lead.submissionId)
      if (existing) {
        return existing.payload_hash === lead.payloadHash ? { kind: "replay", id: existing.id } : { kind: "conflict" }
      }
    } else {
      const since = new Date(Date.parse(createdAt) - DUPLICATE_WINDOW_MS).toISOString()
      const same = statements.recentSame.get(lead.email, lead.message, since)
      if (same) return { kind: "duplicate", id: same.id }
    }
    const info = statements.insert.run({
      ...lead,
      submissionId: lead.submissionId ?? null,
      createdAt,
      services: JSON.stringify(lead.services),
    })
    return { kind: "stored", id: Number(info.lastInsertRowid) }
  }
  const insertMany = db.transaction((leads: NewLead[], createdAt: string) =>
    leads.map((lead) => insertOne(lead, createdAt)),
  )

  return {
    file,
    db,
    /** Stores a lead in one IMMEDIATE transaction; returns once it is committed. Throws StoreUnavailableError. */
    insert(lead: NewLead): InsertResult {
      return this.insertMany([lead])[0]!
    },
    /**
     * Stores several leads in one IMMEDIATE transaction (group commit: one fsync for all of them);
     * returns once it is committed, one result per lead, in order. All or none: throws StoreUnavailableError.
     */
    insertMany(leads: NewLead[]): InsertResult[] {
      if (!statements) throw new Error("lead store opened read-only")
      try {
        return insertMany.immediate(leads, new Date(now()).toISOString())
      } catch (error) {
        return asUnavailable(error)
      }
    },
    list({ status }: { status?: LeadStatus } = {}): Lead[] {
      const rows = status
        ? db.prepare<[string], Row>("SELECT * FROM leads WHERE status = ? ORDER BY id").all(status)
        : db.prepare<[], Row>("SELECT * FROM leads ORDER BY id").all()
      return rows.map(toLead)
    },
    count(): number {
      return (db.prepare("SELECT COUNT(*) AS count FROM leads").get() as { count: number }).count
    },
    /** Deletes spam older than the retention period (never less than 30 days); returns how many rows went. */
    pruneSpam(retentionDays = SPAM_RETENTION_DAYS): number {
      if (!statements) throw new Error("lead store opened read-only")
      if (retentionDays < MIN_SPAM_RETENTION_DAYS) {
        throw new Error(`spam must be kept at least ${MIN_SPAM_RETENTION_DAYS} days`)
      }
      const cutoff = new Date(now() - retentionDays * 24 * 60 * 60 * 1000).toISOString()
      return statements.pruneSpam.run(cutoff).changes
    },
    pragmas: () => readPragmas(db),
    close() {
      if (db.open) db.close()
    },
  }
}
export type LeadStore = ReturnType<typeof openLeadStore>

export function readPragmas(db: Database.Database) {
  return {
    journal_mode: String(db.pragma("journal_mode", { simple: true })).toLowerCase(),
    synchronous: Number(db.pragma("synchronous", { simple: true })),
    busy_timeout: Number(db.pragma("busy_timeout", { simple: true })),
    foreign_keys: Number(db.pragma("foreign_keys", { simple: true })),
  }
}

function checkPragmas(db: Database.Database) {
  const actual = readPragmas(db)
  const problems: string[] = []
  if (actual.journal_mode !== REQUIRED_PRAGMAS.journal_mode)
    problems.push(`journal_mode is ${actual.journal_mode}, not wal`)
  if (actual.synchronous !== REQUIRED_PRAGMAS.synchronous)
    problems.push(`synchronous is ${actual.synchronous}, not FULL (2)`)
  if (!(actual.busy_timeout > 0)) problems.push("busy_timeout is not set")
  if (actual.foreign_keys !== REQUIRED_PRAGMAS.foreign_keys) problems.push("foreign_keys is off")
  return problems
}

/**
 * Group commit: leads that arrive while the event loop is busy are written together in the next
 * turn, in one transaction, and each caller's promise settles only after that commit.
 * Under load this turns one fsync per lead into one per batch; a lone lead waits one tick.
 */
export function createGroupCommit(store: Pick<LeadStore, "insertMany">, maxBatch = 256) {
  let queue: { lead: NewLead; resolve: (result: InsertResult) => void; reject: (error: unknown) => void }[] = []
  let isScheduled = false
  function flush() {
    isScheduled = false
    const batch = queue.slice(0, maxBatch)
    queue = queue.slice(maxBatch)
    if (queue.length > 0) schedule()
    try {
      const results = store.insertMany(batch.map((item) => item.lead))
      for (const [index, item] of batch.entries()) item.resolve(results[index]!)
    } catch (error) {
      for (const item of batch) item.reject(error)
    }
  }
  function schedule() {
    if (isScheduled) return
    isScheduled = true
    setImmediate(flush)
  }
  return {
    insert(lead: NewLead) {
      return new Promise<InsertResult>((resolve, reject) => {
        queue.push({ lead, resolve, reject })
        schedule()
      })
    },
    pending: () => queue.length,
  }
}
