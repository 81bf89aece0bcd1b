import { accessSync, constants, existsSync, statSync } from "node:fs"
import { dirname } from "node:path"
import Database from "better-sqlite3"
import type { Attribution, ContactValues } from "#app/lib/contact-schema"
import { type MigrationReport, migrate, scrubFreePages } from "./migrations"
import { lockWaitCodes, StoreStartupError, StoreUnavailableError } from "./store-errors"

export { StoreStartupError, StoreUnavailableError } from "./store-errors"

/**
 * The lead store: one SQLite file (docs/requirements/RELIABILITY.md R-D1..R-D9, R-L*, R-E*).
 * Every lead is committed, with synchronous=FULL in WAL mode, before the endpoint answers success, and
 * in the same transaction each channel that must tell a person about it gets a delivery job (the outbox).
 * Whatever is deleted is overwritten (secure_delete), and an erasure empties the write-ahead log after it.
 * All of it is synchronous: in the server it runs on its own thread (store-thread.ts).
 */

export type LeadStatus = "new" | "spam"
type LeadChannel = "fetch" | "form"
export type DeliveryChannel = "email" | "webhook"
export type DeliveryStatus = "pending" | "delivered" | "failed"

/** A lead to store: the form's fields (normalised) and what the endpoint knows about the submission. */
export type NewLead = ContactValues & {
  submissionId?: string
  status: LeadStatus
  channel: LeadChannel
  /** Where the lead came from: the form's page, the visit's landing page and utm_* parameters. */
  attribution?: Attribution
  /** Hash of the normalised payload: a reused submission id must carry the same payload. */
  payloadHash: string
}

export type Lead = Omit<NewLead, "payloadHash" | "attribution"> & {
  id: number
  createdAt: string
  attribution: Attribution
}

export type Delivery = {
  id: number
  leadId: number
  channel: DeliveryChannel
  status: DeliveryStatus
  attempts: number
  createdAt: string
  nextAttemptAt: string
  lastError?: string
  deliveredAt?: string
}

export type InsertResult =
  | { kind: "stored"; id: number }
  | { kind: "replay"; id: number }
  | { kind: "duplicate"; id: number }
  | { kind: "conflict" }

/** How long a write waits for another connection's lock before the lead is answered 503 (R-D4, R-U4). */
export const BUSY_TIMEOUT_MS = 1_000
/** An identical (email, message) pair without a submission id inside this window is the same lead (R-D9). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000
/** Spam is never deleted sooner than this (R-D7); the build's LEADS_SPAM_RETENTION_DAYS cannot go below it. */
const MIN_SPAM_RETENTION_DAYS = 30

/** How long leads are kept before the retention job deletes them, in days (the build's settings). */
export type Retention = { leadDays: number; spamDays: number }

/** A lead as its files are named: enough to find its notification email on disk. */
export type LeadKey = { id: number; createdAt: string }

/** What an erasure or a retention run removed. */
export type Removal = { leads: LeadKey[]; deliveries: number }

/** An erasure done, and whether the write-ahead log was emptied after it (else it still holds a copy, R-E1). */
export type Erasure = Removal & { isLogEmptied: boolean }

/** An erasure held back, nothing removed: a notification about one of the person's leads is being sent. */
export type SendInProgress = { sendingUntil: string }

/**
 * How long a sender holds a job it took (claimDelivery): an erasure of its lead waits that long at most.
 * Longer than a send can take: the webhook gives up after 10 s, SMTP after 10 s without an answer.
 */
export const DELIVERY_CLAIM_MS = 2 * 60 * 1000

/** How long emptying the write-ahead log waits for other connections, each time it is tried. */
const EMPTY_LOG_WAIT_MS = 100

/** The notification queue at a glance, for /healthz and the CLI. */
export type OutboxSummary = {
  pending: number
  failed: number
  /** Age of the oldest pending job; null when none is pending. */
  oldestPendingSeconds: number | null
  /** Age of the oldest job not delivered, pending or failed; null when every job was delivered. */
  oldestUndeliveredSeconds: number | null
}

const REQUIRED_PRAGMAS = { journal_mode: "wal", synchronous: 2, foreign_keys: 1, secure_delete: 1 } as const

const unavailableCodes = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|PROTOCOL|NOMEM)/

function asUnavailable(error: unknown): never {
  const code = (error as { code?: unknown })?.code
  if (typeof code === "string" && unavailableCodes.test(code)) throw new StoreUnavailableError(code)
  throw error
}

type LeadRow = {
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
  source_page: string | null
  landing_page: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
}

type DeliveryRow = {
  id: number
  lead_id: number
  channel: DeliveryChannel
  status: DeliveryStatus
  attempts: number
  created_at: string
  next_attempt_at: string
  last_error: string | null
  delivered_at: string | null
  claimed_until: string | null
}

/** Attribution fields and the columns that hold them. */
const attributionColumns = {
  source_page: "source_page",
  landing_page: "landing_page",
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  utm_term: "utm_term",
  utm_content: "utm_content",
} as const

const toLead = (row: LeadRow): Lead => ({
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
  attribution: Object.fromEntries(
    Object.entries(attributionColumns).flatMap(([field, column]) => {
      const value = row[column]
      return value === null ? [] : [[field, value]]
    }),
  ),
})

const toDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  leadId: row.lead_id,
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.created_at,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error ?? undefined,
  deliveredAt: row.delivered_at ?? undefined,
})

export type LeadStoreOptions = {
  /** Milliseconds since the epoch; tests move time. */
  now?: () => number
  busyTimeoutMs?: number
  /** Test-only: cap the file at this many pages to simulate a full disk (R-D5). */
  maxPageCount?: number
  readonly?: boolean
  /**
   * "marks-only" for the delivery thread's connection: its commits (a job marked sent, a retry time) skip
   * the flush to disk (synchronous=NORMAL), so a backlog is not held to one disk flush per email. A mark
   * lost to a power cut only means that notification is sent once more, with the same Message-ID (R-F7);
   * leads are written by the store thread's connection, which flushes every commit (R-D3).
   */
  durability?: "full" | "marks-only"
}

/**
 * Opens (creating if needed) the lead database and checks it can really store leads:
 * directory present and writable, the pragmas of R-D3 in force, the file intact, its schema migrated to
 * the current version, a write committed. Throws StoreStartupError with a sentence for the log otherwise (R-D6).
 */
export function openLeadStore(file: string, options: LeadStoreOptions = {}) {
  const now = options.now ?? Date.now
  const isoNow = () => new Date(now()).toISOString()
  const busyTimeout = options.busyTimeoutMs ?? BUSY_TIMEOUT_MS
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
  let migrationReport: MigrationReport = []
  try {
    db = new Database(file, {
      readonly: options.readonly ?? false,
      fileMustExist: options.readonly ?? false,
      timeout: busyTimeout,
    })
  } catch (error) {
    throw new StoreStartupError(`lead store: cannot open ${file}: ${(error as Error).message}`)
  }

  try {
    if (!options.readonly) db.pragma("journal_mode = WAL")
    db.pragma(options.durability === "marks-only" ? "synchronous = NORMAL" : "synchronous = FULL")
    db.pragma(`busy_timeout = ${busyTimeout}`)
    db.pragma("foreign_keys = ON")
    // Deleted rows are overwritten with zeros, not left readable in free space (R-E1): erasure and retention alike.
    db.pragma("secure_delete = ON")
    const problems = checkPragmas(db, options.durability === "marks-only" ? 1 : REQUIRED_PRAGMAS.synchronous)
    if (problems.length > 0) throw new StoreStartupError(`lead store: ${problems.join("; ")}`)
    const integrity = db.pragma("quick_check", { simple: true })
    if (integrity !== "ok") throw new StoreStartupError(`lead store: ${file} failed its integrity check`)
    if (!options.readonly) {
      migrationReport = [...migrate(db), ...scrubFreePages(db)]
      db.prepare(
        "INSERT INTO store_meta (key, value) VALUES ('opened_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      ).run(isoNow())
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
          `INSERT INTO leads (submission_id, created_at, status, channel, name, email, company, services, budget, message,
             payload_hash, source_page, landing_page, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
           VALUES (@submissionId, @createdAt, @status, @channel, @name, @email, @company, @services, @budget, @message,
             @payloadHash, @source_page, @landing_page, @utm_source, @utm_medium, @utm_campaign, @utm_term, @utm_content)`,
        ),
        enqueue: db.prepare<[number, DeliveryChannel, string, string]>(
          "INSERT INTO deliveries (lead_id, channel, status, attempts, created_at, next_attempt_at) VALUES (?, ?, 'pending', 0, ?, ?)",
        ),
        due: db.prepare<[string, number], DeliveryRow>(
          "SELECT * FROM deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
        ),
        nextDue: db.prepare<[], { next: string | null }>(
          "SELECT MIN(next_attempt_at) AS next FROM deliveries WHERE status = 'pending'",
        ),
        leadById: db.prepare<[number], LeadRow>("SELECT * FROM leads WHERE id = ?"),
        claim: db.prepare<[string, number], { lead_id: number }>(
          "UPDATE deliveries SET claimed_until = ? WHERE id = ? AND status = 'pending' RETURNING lead_id",
        ),
        delivered: db.prepare<[string, number]>(
          "UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, last_error = NULL, claimed_until = NULL WHERE id = ? AND status = 'pending'",
        ),
        retryLater: db.prepare<[string, string, number]>(
          "UPDATE deliveries SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, claimed_until = NULL WHERE id = ? AND status = 'pending'",
        ),
        failed: db.prepare<[string, number]>(
          "UPDATE deliveries SET status = 'failed', attempts = attempts + 1, last_error = ?, claimed_until = NULL WHERE id = ? AND status = 'pending'",
        ),
        requeue: db.prepare<[string, number]>(
          "UPDATE deliveries SET status = 'pending', next_attempt_at = ?, last_error = NULL WHERE id = ? AND status != 'delivered'",
        ),
        // A lead whose notification is being sent right now waits for the next run.
        expiredLeads: db.prepare<[string, string, string], LeadKey>(
          `SELECT id, created_at AS createdAt FROM leads
           WHERE ((status = 'spam' AND created_at < ?) OR (status = 'new' AND created_at < ?))
             AND NOT EXISTS (SELECT 1 FROM deliveries WHERE lead_id = leads.id AND claimed_until > ?)
           ORDER BY id`,
        ),
        leadsOfEmail: db.prepare<[string], LeadKey>(
          "SELECT id, created_at AS createdAt FROM leads WHERE email = ? COLLATE NOCASE ORDER BY id",
        ),
        sendingForEmail: db.prepare<[string, string], { until: string | null }>(
          `SELECT MAX(claimed_until) AS until FROM deliveries
           WHERE claimed_until > ? AND lead_id IN (SELECT id FROM leads WHERE email = ? COLLATE NOCASE)`,
        ),
        deliveriesOfLead: db.prepare<[number], { count: number }>(
          "SELECT COUNT(*) AS count FROM deliveries WHERE lead_id = ?",
        ),
        deleteLead: db.prepare<[number]>("DELETE FROM leads WHERE id = ?"),
        audit: db.prepare<[string, string, string]>("INSERT INTO audit_events (at, action, detail) VALUES (?, ?, ?)"),
        // About two pages of text: writing it needs room in the file, as a lead does.
        probeWrite: db.prepare("INSERT INTO store_meta (key, value) VALUES ('health_probe', hex(zeroblob(4096)))"),
        probeErase: db.prepare("DELETE FROM store_meta WHERE key = 'health_probe'"),
      }

  function insertOne(lead: NewLead, createdAt: string, channels: readonly DeliveryChannel[]): InsertResult {
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
    const { attribution = {}, ...fields } = lead
    const info = statements.insert.run({
      ...fields,
      submissionId: lead.submissionId ?? null,
      createdAt,
      services: JSON.stringify(lead.services),
      ...Object.fromEntries(Object.keys(attributionColumns).map((field) => [field, null])),
      ...attribution,
    })
    const id = Number(info.lastInsertRowid)
    // Spam is kept but never delivered (R-L6).
    if (lead.status === "new") for (const channel of channels) statements.enqueue.run(id, channel, createdAt, createdAt)
    return { kind: "stored", id }
  }
  /** Deletes leads (their delivery jobs go with them) and records what went, by number only. */
  const removeLeads = db.transaction((leads: LeadKey[], action: string, detail: string): Removal => {
    const { deleteLead, deliveriesOfLead, audit } = writable()
    let deliveries = 0
    for (const lead of leads) {
      deliveries += deliveriesOfLead.get(lead.id)?.count ?? 0
      deleteLead.run(lead.id)
    }
    audit.run(
      isoNow(),
      action,
      `${detail} leads=${leads.map((lead) => lead.id).join(",") || "none"} jobs=${deliveries}`,
    )
    return { leads, deliveries }
  })
  /** Every lead of one address, unless a notification about one of them is being sent now. */
  const eraseLeads = db.transaction((email: string): Removal | SendInProgress => {
    const { sendingForEmail, leadsOfEmail } = writable()
    const sending = sendingForEmail.get(isoNow(), email)?.until
    if (sending) return { sendingUntil: sending }
    return removeLeads(leadsOfEmail.all(email), "erase", "on request")
  })
  const insertMany = db.transaction((leads: NewLead[], createdAt: string, channels: readonly DeliveryChannel[]) =>
    leads.map((lead) => insertOne(lead, createdAt, channels)),
  )
  /** Takes a due job for sending: its lead, unless the job is no longer pending (its lead erased or removed). */
  const claimDelivery = db.transaction((id: number): Lead | undefined => {
    const claimed = writable().claim.get(new Date(now() + DELIVERY_CLAIM_MS).toISOString(), id)
    if (!claimed) return undefined
    const row = writable().leadById.get(claimed.lead_id)
    return row && toLead(row)
  })

  /**
   * Copies the write-ahead log into the database file and empties it (a TRUNCATE checkpoint): what was just
   * deleted, overwritten in the file, then has no older copy in the log either. false when another
   * connection kept it from finishing (a read transaction left open, a long write).
   */
  function emptyLog(): boolean {
    // While it waits for readers the checkpoint holds writers back: not as long as a lead may wait to be stored.
    db.pragma(`busy_timeout = ${EMPTY_LOG_WAIT_MS}`)
    try {
      const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[]
      return result?.busy === 0
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (typeof code === "string" && lockWaitCodes.test(code)) return false
      throw error
    } finally {
      db.pragma(`busy_timeout = ${busyTimeout}`)
    }
  }

  function writable() {
    if (!statements) throw new Error("lead store opened read-only")
    return statements
  }
  function guarded<T>(work: () => T): T {
    try {
      return work()
    } catch (error) {
      return asUnavailable(error)
    }
  }

  return {
    file,
    db,
    /** The schema steps this open ran, one line each (empty when the file was up to date). */
    migrationReport,
    /**
     * Stores leads in one IMMEDIATE transaction (group commit: one fsync for all of them), with a delivery
     * job per channel for each new, non-spam lead; returns once committed, one result per lead, in order.
     * All or none: throws StoreUnavailableError.
     */
    insertMany(leads: NewLead[], channels: readonly DeliveryChannel[] = []): InsertResult[] {
      writable()
      return guarded(() => insertMany.immediate(leads, isoNow(), channels))
    },
    insert(lead: NewLead, channels: readonly DeliveryChannel[] = []): InsertResult {
      return this.insertMany([lead], channels)[0]!
    },
    getLead(id: number): Lead | undefined {
      const row = db.prepare<[number], LeadRow>("SELECT * FROM leads WHERE id = ?").get(id)
      return row && toLead(row)
    },
    list({ status }: { status?: LeadStatus } = {}): Lead[] {
      const rows = status
        ? db.prepare<[string], LeadRow>("SELECT * FROM leads WHERE status = ? ORDER BY id").all(status)
        : db.prepare<[], LeadRow>("SELECT * FROM leads ORDER BY id").all()
      return rows.map(toLead)
    },
    count(): number {
      return (db.prepare("SELECT COUNT(*) AS count FROM leads").get() as { count: number }).count
    },
    /** Delivery jobs, all or those of one lead or in some states, oldest first. */
    deliveries({ leadId, statuses }: { leadId?: number; statuses?: DeliveryStatus[] } = {}): Delivery[] {
      const conditions = ["1 = 1"]
      const params: (string | number)[] = []
      if (leadId !== undefined) {
        conditions.push("lead_id = ?")
        params.push(leadId)
      }
      if (statuses) {
        conditions.push(`status IN (${statuses.map(() => "?").join(", ")})`)
        params.push(...statuses)
      }
      const query = `SELECT * FROM deliveries WHERE ${conditions.join(" AND ")} ORDER BY id`
      return db
        .prepare<(string | number)[], DeliveryRow>(query)
        .all(...params)
        .map(toDelivery)
    },
    /**
     * Takes a due job for sending and returns its lead; undefined when the job is no longer pending (its
     * lead was erased or removed). The job stays claimed until its outcome is recorded, or DELIVERY_CLAIM_MS
     * at most: an erasure of the lead waits for it, so nothing about an erased person is sent afterwards.
     */
    claimDelivery(id: number): Lead | undefined {
      return guarded(() => claimDelivery.immediate(id))
    },
    /** Pending jobs whose time has come, oldest first. */
    dueDeliveries(limit: number): Delivery[] {
      return guarded(() => writable().due.all(isoNow(), limit).map(toDelivery))
    },
    /** When the next pending job is due (ISO time), if any. */
    nextDueAt(): string | undefined {
      return writable().nextDue.get()?.next ?? undefined
    },
    markDelivered(id: number) {
      guarded(() => writable().delivered.run(isoNow(), id))
    },
    retryDeliveryAt(id: number, nextAttemptAt: string, error: string) {
      guarded(() => writable().retryLater.run(nextAttemptAt, error, id))
    },
    markFailed(id: number, error: string) {
      guarded(() => writable().failed.run(error, id))
    },
    /** Puts a pending or failed job back in the queue, due now; false when there is no such job or it was delivered. */
    requeueDelivery(id: number): boolean {
      return guarded(() => writable().requeue.run(isoNow(), id).changes === 1)
    },
    /**
     * Deletes spam older than `spamDays` (never under 30, R-D7) and other leads older than `leadDays`, with
     * their delivery jobs; the caller removes their email files. Recorded in the audit trail by number.
     */
    applyRetention({ leadDays, spamDays }: Retention): Removal {
      if (spamDays < MIN_SPAM_RETENTION_DAYS) {
        throw new Error(`spam must be kept at least ${MIN_SPAM_RETENTION_DAYS} days`)
      }
      const cutoff = (days: number) => new Date(now() - days * 24 * 60 * 60 * 1000).toISOString()
      return guarded(() => {
        const expired = writable().expiredLeads.all(cutoff(spamDays), cutoff(leadDays), isoNow())
        if (expired.length === 0) return { leads: [], deliveries: 0 }
        const removal = removeLeads.immediate(expired, "retention", `spam-days=${spamDays} lead-days=${leadDays}`)
        // As after an erasure, but nobody waits on a retention run: when the log is in use it stays as it is.
        emptyLog()
        return removal
      })
    },
    /**
     * Deletes every lead sent from this address (letter case aside) with its jobs (R-O4), overwriting them,
     * then empties the write-ahead log (R-E1); the caller removes the email files. While a notification
     * about one of the leads is being sent nothing is deleted: the caller waits until `sendingUntil` at
     * most and asks again.
     */
    erase(email: string): Erasure | SendInProgress {
      return guarded(() => {
        const result = eraseLeads.immediate(email.trim())
        return "sendingUntil" in result ? result : { ...result, isLogEmptied: emptyLog() }
      })
    },
    /** Empties the write-ahead log into the database file; false when another connection kept it from finishing. */
    emptyLog(): boolean {
      return guarded(emptyLog)
    },
    /** The audit trail: erasures and retention runs, oldest first. */
    auditEvents(): { at: string; action: string; detail: string }[] {
      return db
        .prepare<[], { at: string; action: string; detail: string }>(
          "SELECT at, action, detail FROM audit_events ORDER BY id",
        )
        .all()
    },
    /**
     * Whether a lead could be written now: takes the write lock and writes about two pages, then undoes
     * it, in one committed transaction. undefined when it could, else the SQLite code (busy, full, read-only …).
     */
    writeProblem(): string | undefined {
      const { probeWrite, probeErase } = writable()
      try {
        db.transaction(() => {
          probeWrite.run()
          probeErase.run()
        }).immediate()
        return undefined
      } catch (error) {
        if (db.inTransaction) db.exec("ROLLBACK")
        const code = (error as { code?: unknown }).code
        return typeof code === "string" ? code : "UNKNOWN"
      }
    },
    outboxSummary(): OutboxSummary {
      const row = db
        .prepare<
          [],
          { pending: number; failed: number; oldestPending: string | null; oldestUndelivered: string | null }
        >(
          `SELECT COUNT(*) FILTER (WHERE status = 'pending') AS pending, COUNT(*) FILTER (WHERE status = 'failed') AS failed,
             MIN(created_at) FILTER (WHERE status = 'pending') AS oldestPending, MIN(created_at) AS oldestUndelivered
           FROM deliveries WHERE status IN ('pending', 'failed')`,
        )
        .get()!
      const age = (iso: string | null) =>
        iso === null ? null : Math.max(0, Math.floor((now() - Date.parse(iso)) / 1000))
      return {
        pending: row.pending,
        failed: row.failed,
        oldestPendingSeconds: age(row.oldestPending),
        oldestUndeliveredSeconds: age(row.oldestUndelivered),
      }
    },
    /** A consistent copy of the database while others write (SQLite's online backup, R-O3). */
    backup(destination: string) {
      return db.backup(destination)
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
    secure_delete: Number(db.pragma("secure_delete", { simple: true })),
  }
}

function checkPragmas(db: Database.Database, synchronous: number) {
  const actual = readPragmas(db)
  const problems: string[] = []
  if (actual.journal_mode !== REQUIRED_PRAGMAS.journal_mode)
    problems.push(`journal_mode is ${actual.journal_mode}, not wal`)
  if (actual.synchronous !== synchronous) problems.push(`synchronous is ${actual.synchronous}, not ${synchronous}`)
  if (!(actual.busy_timeout > 0)) problems.push("busy_timeout is not set")
  if (actual.foreign_keys !== REQUIRED_PRAGMAS.foreign_keys) problems.push("foreign_keys is off")
  if (actual.secure_delete !== REQUIRED_PRAGMAS.secure_delete) problems.push("secure_delete is off")
  return problems
}
