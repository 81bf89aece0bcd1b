/**
 * The lead store on PostgreSQL (DATABASE_URL): the same answers as the SQLite store (store.ts), for any
 * number of instances sharing one database.
 *
 * - A lead and its delivery jobs are written in one transaction; a submission id is stored once whichever
 *   instance receives it (a unique index), and an identical lead without one is checked under a lock on
 *   its address and message, so two instances cannot both take it as new.
 * - A delivery job is taken for sending by one instance at a time: the claim locks the row (`FOR UPDATE
 *   SKIP LOCKED`, so instances never wait on each other) and holds it for `claimMs`. A job whose instance
 *   died becomes due again once that hold has passed, and another instance sends it, with the same
 *   Message-ID and delivery id.
 * - Migrations run under an advisory lock (postgres-migrations.ts); the daily retention run takes an
 *   advisory lock and records when it ran, so it runs once a day across instances.
 *
 * Every method is asynchronous. Errors that mean "not now" (the server unreachable, shutting down, out of
 * space, a timeout) become StoreUnavailableError, which the endpoint answers 503 (RELIABILITY.md B1).
 */

import postgres, { type Sql, type TransactionSql } from "postgres"
import { attributionFields } from "#app/lib/contact-schema"
import type { MigrationReport } from "./migrations"
import { ADVISORY_LOCKS, migratePostgres } from "./postgres-migrations"
import {
  DELIVERY_CLAIM_MS,
  type Delivery,
  type DeliveryChannel,
  type DeliveryStatus,
  DUPLICATE_WINDOW_MS,
  type Erasure,
  type InsertResult,
  type Lead,
  type LeadKey,
  type LeadStatus,
  type NewLead,
  type OutboxSummary,
  type Removal,
  type Retention,
  type SendInProgress,
} from "./store"
import { StoreStartupError, StoreUnavailableError } from "./store-errors"
import type { ThreadedLeadStore } from "./threaded-store"

const MIN_SPAM_RETENTION_DAYS = 30
/** A statement that takes longer than this is cancelled: the endpoint answers 503 rather than wait (R-D4). */
const STATEMENT_TIMEOUT_MS = 2_000
const CONNECT_TIMEOUT_SECONDS = 5

export type PostgresLeadStoreOptions = {
  now?: () => number
  /** How long a claimed job is held before another instance may send it (LEADS_CLAIM_SECONDS). */
  claimMs?: number
  /** Connections this process keeps open at most. */
  maxConnections?: number
}

/** A database as the logs may name it: host, port and database, never the user or password. */
export function describeDatabaseUrl(url: string) {
  const parsed = new URL(url)
  return `PostgreSQL ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
}

/** SQLSTATE classes that mean "try again later": connection, resources, operator intervention, lock and timeout. */
const unavailableStates = /^(08|53|57|40|55P03)/
const connectionErrors =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|CONNECT_TIMEOUT|CONNECTION_)/

function unavailableCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code
  if (typeof code !== "string") return undefined
  if (unavailableStates.test(code) || connectionErrors.test(code)) return code
  return undefined
}
function asUnavailable(error: unknown): never {
  if (error instanceof StoreUnavailableError) throw error
  const code = unavailableCode(error)
  if (code) throw new StoreUnavailableError(code)
  throw error
}

type Time = Date | string
const iso = (value: Time) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString())
const isoOrUndefined = (value: Time | null) => (value === null ? undefined : iso(value))

type LeadRow = {
  id: number
  submission_id: string | null
  created_at: Time
  status: LeadStatus
  channel: "fetch" | "form"
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
  created_at: Time
  next_attempt_at: Time
  last_error: string | null
  delivered_at: Time | null
}

const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  submissionId: row.submission_id ?? undefined,
  createdAt: iso(row.created_at),
  status: row.status,
  channel: row.channel,
  name: row.name,
  email: row.email,
  company: row.company,
  services: JSON.parse(row.services) as string[],
  budget: row.budget,
  message: row.message,
  attribution: Object.fromEntries(
    attributionFields.flatMap((field) => (row[field] === null ? [] : [[field, row[field]]])),
  ),
})
const toDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  leadId: row.lead_id,
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  createdAt: iso(row.created_at),
  nextAttemptAt: iso(row.next_attempt_at),
  lastError: row.last_error ?? undefined,
  deliveredAt: isoOrUndefined(row.delivered_at),
})

/**
 * One lead and its delivery jobs ($19: the channels, comma-separated, empty for none), unless its
 * submission id ($1) is stored already; answers the new id, or the existing row's id and payload hash.
 */
const LEAD_INSERT = `
  WITH existing AS (SELECT id, payload_hash FROM leads WHERE submission_id = $1),
  inserted AS (
    INSERT INTO leads (submission_id, created_at, status, channel, name, email, company, services, budget, message,
      payload_hash, ${attributionFields.join(", ")})
    SELECT $1, $2::timestamptz, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18
    WHERE NOT EXISTS (SELECT 1 FROM existing)
    ON CONFLICT (submission_id) DO NOTHING
    RETURNING id
  ),
  jobs AS (
    INSERT INTO deliveries (lead_id, channel, status, attempts, created_at, next_attempt_at)
    SELECT inserted.id, job_channel, 'pending', 0, $2::timestamptz, $2::timestamptz
    FROM inserted, unnest(string_to_array($19, ',')) AS job_channel
    RETURNING id
  )
  SELECT (SELECT id FROM inserted) AS inserted_id, (SELECT id FROM existing) AS existing_id,
    (SELECT payload_hash FROM existing) AS existing_hash`

/** Opens a connection pool to DATABASE_URL and brings the schema up to date; StoreStartupError with the reason otherwise. */
export async function openPostgresLeadStore(url: string, options: PostgresLeadStoreOptions = {}) {
  const now = options.now ?? Date.now
  const isoNow = () => new Date(now()).toISOString()
  const claimMs = options.claimMs ?? DELIVERY_CLAIM_MS
  const where = describeDatabaseUrl(url)
  const sql = postgres(url, {
    max: options.maxConnections ?? 4,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    idle_timeout: 60,
    onnotice: () => {},
    connection: { statement_timeout: STATEMENT_TIMEOUT_MS, application_name: "catalysty-leads" },
  })

  let migrationReport: MigrationReport
  try {
    await sql`SELECT 1`
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => undefined)
    throw new StoreStartupError(`lead store: cannot reach ${where}: ${(error as Error).message}`)
  }
  try {
    migrationReport = await migratePostgres(sql)
    await sql`INSERT INTO store_meta (key, value) VALUES ('opened_at', ${isoNow()})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => undefined)
    if (error instanceof StoreStartupError) throw error
    throw new StoreStartupError(`lead store: ${where} cannot be migrated: ${(error as Error).message}`)
  }

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      return asUnavailable(error)
    }
  }

  /** The lead's columns and values, in the order LEAD_INSERT names them. */
  const leadValues = (lead: NewLead, createdAt: string) => {
    const attribution = lead.attribution as Record<string, string | undefined> | undefined
    return [
      lead.submissionId ?? null,
      createdAt,
      lead.status,
      lead.channel,
      lead.name,
      lead.email,
      lead.company,
      JSON.stringify(lead.services),
      lead.budget,
      lead.message,
      lead.payloadHash,
      ...attributionFields.map((field) => attribution?.[field] ?? null),
    ]
  }

  /**
   * Stores one lead and its jobs in one statement (one round trip, its own transaction), unless its
   * submission id is already stored: a replay costs no lead number. `conflicted` is true when another
   * instance stored the same id between this statement's look and its insert.
   */
  async function insertStatement(
    query: Sql | TransactionSql,
    lead: NewLead,
    createdAt: string,
    channels: readonly DeliveryChannel[],
  ) {
    // Spam is kept but never delivered (R-L6).
    const jobChannels = lead.status === "new" ? channels.join(",") : ""
    const [row] = await query.unsafe<
      { inserted_id: number | null; existing_id: number | null; existing_hash: string | null }[]
    >(LEAD_INSERT, [...leadValues(lead, createdAt), jobChannels])
    return row!
  }

  async function insertOne(
    tx: Sql | TransactionSql,
    lead: NewLead,
    createdAt: string,
    channels: readonly DeliveryChannel[],
  ): Promise<InsertResult> {
    if (!lead.submissionId) {
      // Two instances may get the same lead at once: the second waits here until the first has committed.
      await tx`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.sameLead}, hashtext(${`${lead.email}\n${lead.message}`}))`
      const since = new Date(Date.parse(createdAt) - DUPLICATE_WINDOW_MS).toISOString()
      const [same] = await tx<{ id: number }[]>`SELECT id FROM leads
        WHERE email = ${lead.email} AND message = ${lead.message} AND created_at >= ${since} ORDER BY id LIMIT 1`
      if (same) return { kind: "duplicate", id: same.id }
    }
    const result = await insertStatement(tx, lead, createdAt, channels)
    if (result.inserted_id !== null) return { kind: "stored", id: result.inserted_id }
    let existing = result.existing_id === null ? undefined : { id: result.existing_id, hash: result.existing_hash }
    if (!existing) {
      // The unique submission id decided between instances: the other's row is committed, and visible now.
      const [row] = await tx<{ id: number; payload_hash: string }[]>`SELECT id, payload_hash FROM leads
        WHERE submission_id = ${lead.submissionId!}`
      if (!row) throw new StoreUnavailableError("CONFLICT_VANISHED")
      existing = { id: row.id, hash: row.payload_hash }
    }
    return existing.hash === lead.payloadHash ? { kind: "replay", id: existing.id } : { kind: "conflict" }
  }

  /** Deletes leads (their jobs go with them) and records what went, by number only, in the same transaction. */
  async function removeLeads(tx: TransactionSql, leads: LeadKey[], action: string, detail: string): Promise<Removal> {
    if (leads.length === 0) return { leads: [], deliveries: 0 }
    const ids = leads.map((lead) => lead.id)
    const [jobs] = await tx<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM deliveries WHERE lead_id IN ${tx(ids)}`
    const count = jobs?.count ?? 0
    await tx`DELETE FROM leads WHERE id IN ${tx(ids)}`
    await tx`INSERT INTO audit_events (at, action, detail)
      VALUES (${isoNow()}, ${action}, ${`${detail} leads=${ids.join(",")} jobs=${count}`})`
    return { leads, deliveries: count }
  }

  const leadKeys = (rows: { id: number; created_at: Time }[]): LeadKey[] =>
    rows.map((row) => ({ id: row.id, createdAt: iso(row.created_at) }))

  return {
    engine: "postgres" as const,
    url,
    sql,
    /** The schema steps this open ran, one line each (empty when the database was up to date). */
    migrationReport,
    async insertMany(leads: NewLead[], channels: readonly DeliveryChannel[] = []): Promise<InsertResult[]> {
      const createdAt = isoNow()
      // The endpoint's case, a lead with its submission id: one statement, no transaction to open and close.
      const [only] = leads
      if (leads.length === 1 && only?.submissionId) {
        return guarded(async () => [await insertOne(sql, only, createdAt, channels)])
      }
      return guarded(() =>
        sql.begin(async (tx) => {
          const results: InsertResult[] = []
          for (const lead of leads) results.push(await insertOne(tx, lead, createdAt, channels))
          return results
        }),
      )
    },
    async insert(lead: NewLead, channels: readonly DeliveryChannel[] = []): Promise<InsertResult> {
      return (await this.insertMany([lead], channels))[0]!
    },
    async getLead(id: number): Promise<Lead | undefined> {
      const [row] = await guarded(() => sql<LeadRow[]>`SELECT * FROM leads WHERE id = ${id}`)
      return row && toLead(row)
    },
    async list({ status }: { status?: LeadStatus } = {}): Promise<Lead[]> {
      const rows = await guarded(() =>
        status
          ? sql<LeadRow[]>`SELECT * FROM leads WHERE status = ${status} ORDER BY id`
          : sql<LeadRow[]>`SELECT * FROM leads ORDER BY id`,
      )
      return rows.map(toLead)
    },
    async count(): Promise<number> {
      const [row] = await guarded(() => sql<{ count: number }[]>`SELECT count(*)::int AS count FROM leads`)
      return row!.count
    },
    async deliveries({ leadId, statuses }: { leadId?: number; statuses?: DeliveryStatus[] } = {}): Promise<Delivery[]> {
      const rows = await guarded(
        () => sql<DeliveryRow[]>`SELECT * FROM deliveries WHERE true
          ${leadId === undefined ? sql`` : sql`AND lead_id = ${leadId}`}
          ${statuses ? sql`AND status IN ${sql(statuses)}` : sql``}
          ORDER BY id`,
      )
      return rows.map(toDelivery)
    },
    /**
     * Takes a due job for sending and returns its lead. undefined when the job is gone (its lead erased or
     * removed); "claimed-elsewhere" when another instance holds it or has already recorded its outcome.
     */
    async claimDelivery(id: number): Promise<Lead | "claimed-elsewhere" | undefined> {
      return guarded(() =>
        sql.begin(async (tx) => {
          const at = isoNow()
          const [claimed] = await tx<{ lead_id: number }[]>`UPDATE deliveries
            SET claimed_until = ${new Date(now() + claimMs).toISOString()}
            WHERE id = (SELECT id FROM deliveries WHERE id = ${id} AND status = 'pending'
                          AND (claimed_until IS NULL OR claimed_until <= ${at}) FOR UPDATE SKIP LOCKED)
            RETURNING lead_id`
          if (!claimed) {
            const [exists] = await tx`SELECT 1 FROM deliveries WHERE id = ${id}`
            return exists ? ("claimed-elsewhere" as const) : undefined
          }
          const [row] = await tx<LeadRow[]>`SELECT * FROM leads WHERE id = ${claimed.lead_id}`
          return row && toLead(row)
        }),
      )
    },
    /** Pending jobs whose time has come and that no instance holds now, oldest first. */
    async dueDeliveries(limit: number): Promise<Delivery[]> {
      const at = isoNow()
      const rows = await guarded(
        () => sql<DeliveryRow[]>`SELECT * FROM deliveries
          WHERE status = 'pending' AND next_attempt_at <= ${at} AND (claimed_until IS NULL OR claimed_until <= ${at})
          ORDER BY next_attempt_at, id LIMIT ${limit}`,
      )
      return rows.map(toDelivery)
    },
    /** When the next pending job is due (ISO time), a held job counting from the end of its hold. */
    async nextDueAt(): Promise<string | undefined> {
      const [row] = await guarded(
        () => sql<
          { next: Time | null }[]
        >`SELECT min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) AS next
          FROM deliveries WHERE status = 'pending'`,
      )
      return row?.next ? iso(row.next) : undefined
    },
    async markDelivered(id: number): Promise<void> {
      await guarded(
        () => sql`UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = ${isoNow()},
          last_error = NULL, claimed_until = NULL WHERE id = ${id} AND status = 'pending'`,
      )
    },
    async retryDeliveryAt(id: number, nextAttemptAt: string, error: string): Promise<void> {
      await guarded(
        () => sql`UPDATE deliveries SET attempts = attempts + 1, next_attempt_at = ${nextAttemptAt}, last_error = ${error},
          claimed_until = NULL WHERE id = ${id} AND status = 'pending'`,
      )
    },
    async markFailed(id: number, error: string): Promise<void> {
      await guarded(
        () => sql`UPDATE deliveries SET status = 'failed', attempts = attempts + 1, last_error = ${error},
          claimed_until = NULL WHERE id = ${id} AND status = 'pending'`,
      )
    },
    /** Puts a pending or failed job back in the queue, due now; false when there is no such job or it was delivered. */
    async requeueDelivery(id: number): Promise<boolean> {
      const result = await guarded(
        () => sql`UPDATE deliveries SET status = 'pending', next_attempt_at = ${isoNow()}, last_error = NULL
          WHERE id = ${id} AND status != 'delivered'`,
      )
      return result.count === 1
    },
    /**
     * Deletes spam older than `spamDays` (never under 30, R-D7) and other leads older than `leadDays`, with
     * their jobs, under an advisory lock. With `onceWithinMs` (the daily run) it does nothing when any
     * instance ran it that recently, so several instances run it once a day between them.
     */
    async applyRetention(
      { leadDays, spamDays }: Retention,
      { onceWithinMs }: { onceWithinMs?: number } = {},
    ): Promise<Removal> {
      if (spamDays < MIN_SPAM_RETENTION_DAYS) {
        throw new Error(`spam must be kept at least ${MIN_SPAM_RETENTION_DAYS} days`)
      }
      const cutoff = (days: number) => new Date(now() - days * 24 * 60 * 60 * 1000).toISOString()
      return guarded(() =>
        sql.begin(async (tx) => {
          const [lock] = await tx<
            { taken: boolean }[]
          >`SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCKS.site}, ${ADVISORY_LOCKS.retention}) AS taken`
          if (!lock?.taken) return { leads: [], deliveries: 0 }
          if (onceWithinMs !== undefined) {
            const [last] = await tx<{ value: string }[]>`SELECT value FROM store_meta WHERE key = 'retention_ran_at'`
            if (last && now() - Date.parse(last.value) < onceWithinMs) return { leads: [], deliveries: 0 }
            await tx`INSERT INTO store_meta (key, value) VALUES ('retention_ran_at', ${isoNow()})
              ON CONFLICT (key) DO UPDATE SET value = excluded.value`
          }
          // A lead whose notification is being sent right now waits for the next run.
          const expired = await tx<{ id: number; created_at: Time }[]>`SELECT id, created_at FROM leads
            WHERE ((status = 'spam' AND created_at < ${cutoff(spamDays)}) OR (status = 'new' AND created_at < ${cutoff(leadDays)}))
              AND NOT EXISTS (SELECT 1 FROM deliveries WHERE lead_id = leads.id AND claimed_until > ${isoNow()})
            ORDER BY id FOR UPDATE SKIP LOCKED`
          return removeLeads(tx, leadKeys(expired), "retention", `spam-days=${spamDays} lead-days=${leadDays}`)
        }),
      )
    },
    /**
     * Deletes every lead sent from this address (letter case aside) with its jobs (R-O4), then vacuums the
     * tables so the removed rows' space is reclaimed. While a notification about one of the leads is being
     * sent, by any instance, nothing is deleted: the caller waits until `sendingUntil` at most and asks again.
     */
    async erase(email: string): Promise<Erasure | SendInProgress> {
      const result = await guarded(() =>
        sql.begin(async (tx): Promise<Removal | SendInProgress> => {
          const address = email.trim()
          const leads = await tx<{ id: number; created_at: Time }[]>`SELECT id, created_at FROM leads
            WHERE lower(email) = lower(${address}) ORDER BY id FOR UPDATE`
          if (leads.length === 0) {
            // Recorded as the SQLite store records it: an erasure was asked for, and nothing was found.
            await tx`INSERT INTO audit_events (at, action, detail) VALUES (${isoNow()}, 'erase', 'on request leads=none jobs=0')`
            return { leads: [], deliveries: 0 }
          }
          // Locking the jobs waits for a claim being taken now; what it then reads is the latest hold.
          const jobs = await tx<{ claimed_until: Time | null }[]>`SELECT claimed_until FROM deliveries
            WHERE lead_id IN ${tx(leads.map((lead) => lead.id))} FOR UPDATE`
          const at = now()
          const holds = jobs
            .map((job) => (job.claimed_until === null ? 0 : Date.parse(iso(job.claimed_until))))
            .filter((until) => until > at)
          if (holds.length > 0) return { sendingUntil: new Date(Math.max(...holds)).toISOString() }
          return removeLeads(tx, leadKeys(leads), "erase", "on request")
        }),
      )
      if ("sendingUntil" in result) return result
      return { ...result, isLogEmptied: await this.emptyLog() }
    },
    /** Reclaims the space of deleted rows (VACUUM); false when the database did not allow it now. */
    async emptyLog(): Promise<boolean> {
      try {
        await sql.unsafe("VACUUM leads, deliveries")
        return true
      } catch {
        return false
      }
    },
    async auditEvents(): Promise<{ at: string; action: string; detail: string }[]> {
      const rows = await guarded(
        () =>
          sql<{ at: Time; action: string; detail: string }[]>`SELECT at, action, detail FROM audit_events ORDER BY id`,
      )
      return rows.map((row) => ({ ...row, at: iso(row.at) }))
    },
    /**
     * Whether a lead could be written now: writes about two pages and removes them in one committed
     * transaction. undefined when it could, else the SQLSTATE or connection error code.
     */
    async writeProblem(): Promise<string | undefined> {
      try {
        await sql.begin(async (tx) => {
          await tx`INSERT INTO store_meta (key, value) VALUES ('health_probe', repeat('0', 8192))
            ON CONFLICT (key) DO UPDATE SET value = excluded.value`
          await tx`DELETE FROM store_meta WHERE key = 'health_probe'`
        })
        return undefined
      } catch (error) {
        const code = (error as { code?: unknown }).code
        return typeof code === "string" ? code : "UNKNOWN"
      }
    },
    async outboxSummary(): Promise<OutboxSummary> {
      const [row] = await guarded(
        () => sql<
          { pending: number; failed: number; oldest_pending: Time | null; oldest_undelivered: Time | null }[]
        >`SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed,
            min(created_at) FILTER (WHERE status = 'pending') AS oldest_pending, min(created_at) AS oldest_undelivered
          FROM deliveries WHERE status IN ('pending', 'failed')`,
      )
      const age = (time: Time | null) =>
        time === null ? null : Math.max(0, Math.floor((now() - Date.parse(iso(time))) / 1000))
      return {
        pending: row!.pending,
        failed: row!.failed,
        oldestPendingSeconds: age(row!.oldest_pending),
        oldestUndeliveredSeconds: age(row!.oldest_undelivered),
      }
    },
    async close(): Promise<void> {
      await sql.end({ timeout: 2 })
    },
  }
}

/** A lead not committed within this time is answered 503, as on SQLite (threaded-store.ts, R-D4). */
const INSERT_DEADLINE_MS = 2_000

/**
 * The store as the endpoint and /healthz use it (the shape of threaded-store.ts): every stored, non-spam
 * lead gets a delivery job per channel; an insert that has not committed within the deadline is answered
 * "unavailable" (a commit that lands later is found as a replay when the visitor sends again).
 */
export async function openPostgresLeadWriter(
  url: string,
  { channels, ...options }: PostgresLeadStoreOptions & { channels: DeliveryChannel[] },
): Promise<ThreadedLeadStore> {
  const store = await openPostgresLeadStore(url, { maxConnections: 8, ...options })
  return {
    insert: (lead) =>
      Promise.race([
        store.insert(lead, channels),
        new Promise<never>((_resolve, reject) =>
          setTimeout(() => reject(new StoreUnavailableError("TIMEOUT")), INSERT_DEADLINE_MS).unref(),
        ),
      ]),
    getLead: (id) => store.getLead(id),
    dueDeliveries: (limit) => store.dueDeliveries(limit),
    nextDueAt: () => store.nextDueAt(),
    markDelivered: (id) => store.markDelivered(id),
    retryDeliveryAt: (id, nextAttemptAt, error) => store.retryDeliveryAt(id, nextAttemptAt, error),
    markFailed: (id, error) => store.markFailed(id, error),
    writeProblem: () => store.writeProblem(),
    outboxSummary: () => store.outboxSummary(),
    migrationReport: store.migrationReport,
    close: () => store.close(),
  }
}
