/**
 * The lead store, one for both engines (docs/decisions/017-one-lead-store-over-two-engines.md): the row types,
 * the mappers and every query, written once with Kysely; an engine (sqlite-store.ts, the default, or
 * postgres-store.ts with DATABASE_URL) opens the database, migrates it and supplies what the two really do
 * differently: how a write transaction begins, row and advisory locks, and how deleted data is scrubbed.
 *
 * Every lead is committed before the endpoint answers success (RELIABILITY.md R-D1..R-D9), and in the same
 * transaction each channel that must tell a person about it gets a delivery job (the outbox, R-L*). Errors
 * that mean "not now" (a lock held too long, a full disk, a database that went away) become
 * StoreUnavailableError, which the endpoint answers 503 (B1, R-L8).
 */
import type { Generated, Kysely, Selectable } from "kysely"
import { sql } from "kysely"
import { z } from "zod"
import { type Attribution, attributionFields, type ContactValues } from "#shared/contact-schema"
import { parseJson } from "../json-file"
import { foldAddress } from "./fold-address"
import type { MigrationReport } from "./migrations"
import { StoreUnavailableError } from "./store-errors"

export { foldAddress } from "./fold-address"
export { StoreStartupError, StoreUnavailableError } from "./store-errors"

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

/** An identical (email, message) pair without a submission id inside this window is the same lead (R-D9). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000
/** Spam is never deleted sooner than this (R-D7); the build's LEADS_SPAM_RETENTION_DAYS cannot go below it. */
const MIN_SPAM_RETENTION_DAYS = 30
/**
 * How long a sender holds a job it took (claimDelivery): an erasure of its lead waits that long at most, and
 * on PostgreSQL another instance takes the job over after it. Longer than a send can take: the webhook gives
 * up after 10 s, SMTP after 10 s without an answer.
 */
export const DELIVERY_CLAIM_MS = 2 * 60 * 1000

/** How long leads are kept before the retention job deletes them, in days (the build's settings). */
export type Retention = { leadDays: number; spamDays: number }

/** A lead as its files are named: enough to find its notification email on disk. */
export type LeadKey = { id: number; createdAt: string }

/** What an erasure or a retention run removed. */
export type Removal = { leads: LeadKey[]; deliveries: number }

/**
 * An erasure done, and whether no copy of what it removed is left where the engine keeps old pages (SQLite's
 * write-ahead log; PostgreSQL's dead rows and old statistics); false: run it again (R-E1, R-E3).
 */
export type Erasure = Removal & { isLogEmptied: boolean }

/** An erasure held back, nothing removed: a notification about one of the person's leads is being sent. */
export type SendInProgress = { sendingUntil: string }

/** The notification queue at a glance, for /healthz and the CLI. */
export type OutboxSummary = {
  pending: number
  failed: number
  /** Age of the oldest pending job; null when none is pending. */
  oldestPendingSeconds: number | null
  /** Age of the oldest job not delivered, pending or failed; null when every job was delivered. */
  oldestUndeliveredSeconds: number | null
}

/**
 * The lead database's tables as both engines hold them. Times are ISO 8601 text: SQLite keeps them so, and
 * PostgreSQL's timestamptz is read back as the same text (postgres-store.ts), so one mapper serves both.
 */
export type LeadTables = {
  leads: {
    id: Generated<number>
    submission_id: string | null
    created_at: string
    status: LeadStatus
    channel: LeadChannel
    name: string
    email: string
    /** The address in Unicode case folding (foldAddress): what an erasure looks for. Null in rows older than schema 5. */
    email_folded: string | null
    company: string
    /** A JSON array of service labels. */
    services: string
    budget: string
    message: string
    payload_hash: string
    source_page: string | null
    landing_page: string | null
    utm_source: string | null
    utm_medium: string | null
    utm_campaign: string | null
    utm_term: string | null
    utm_content: string | null
  }
  deliveries: {
    id: Generated<number>
    lead_id: number
    channel: DeliveryChannel
    status: DeliveryStatus
    attempts: number
    created_at: string
    next_attempt_at: string
    last_error: string | null
    delivered_at: string | null
    /** Until when a sender holds the job; an erasure waits for it, and on PostgreSQL no other instance takes it. */
    claimed_until: string | null
  }
  audit_events: { id: Generated<number>; at: string; action: string; detail: string }
  store_meta: { key: string; value: string }
}
type LeadRow = Selectable<LeadTables["leads"]>
type DeliveryRow = Selectable<LeadTables["deliveries"]>

/** A lead's services as its row keeps them: a JSON list of the labels chosen. */
export const SERVICES_COLUMN = z.array(z.string())

const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  submissionId: row.submission_id ?? undefined,
  createdAt: row.created_at,
  status: row.status,
  channel: row.channel,
  name: row.name,
  email: row.email,
  company: row.company,
  services: parseJson(row.services, SERVICES_COLUMN, `lead ${row.id}'s services`),
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
  createdAt: row.created_at,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error ?? undefined,
  deliveredAt: row.delivered_at ?? undefined,
})

type Db = Kysely<LeadTables>

/** What each engine does its own way; everything else is the shared code below. */
export type Engine = {
  name: "sqlite" | "postgres"
  db: Db
  /**
   * Several processes share the database (PostgreSQL): a job another instance holds is not taken before its
   * hold ends, and the daily retention run happens once between them. On SQLite one server owns the file, and
   * a restarted server takes its own unfinished jobs over at once.
   */
  isShared: boolean
  /** Whether reads in a write may lock rows (FOR UPDATE, SKIP LOCKED); SQLite's write lock covers the whole file. */
  hasRowLocks: boolean
  /** Runs `work` in one write transaction, committed when it resolves (SQLite: BEGIN IMMEDIATE, so no upgrade can fail). */
  write<T>(work: (trx: Db) => Promise<T>): Promise<T>
  /** Holds back another instance storing the same lead without a submission id until this transaction ends. */
  lockSameLead(trx: Db, email: string, message: string): Promise<void>
  /** Takes the retention run's lock for this transaction; false when another instance holds it. */
  tryRetentionLock(trx: Db): Promise<boolean>
  /**
   * Leaves no copy of deleted rows where the engine keeps old pages: SQLite empties its write-ahead log into
   * the file (secure_delete has overwritten them there); PostgreSQL rewrites the lead tables and their indexes.
   * false when another connection kept it from finishing now.
   */
  scrub(): Promise<boolean>
  /** The code of an error that means "not now" (answered 503), or undefined for one that is a fault of ours. */
  unavailableCode(error: unknown): string | undefined
  migrationReport: MigrationReport
  close(): Promise<void>
}

export type LeadStoreOptions = {
  /** Milliseconds since the epoch; tests move time. */
  now?: () => number
  /** How long a claimed job is held (LEADS_CLAIM_SECONDS). */
  claimMs?: number
}

/** The store's operations over an opened engine: the same answers from SQLite and PostgreSQL. */
export function createLeadStore(
  engine: Engine,
  { now = Date.now, claimMs = DELIVERY_CLAIM_MS }: LeadStoreOptions = {},
) {
  const { db, isShared, hasRowLocks } = engine
  const isoNow = () => new Date(now()).toISOString()
  const cutoff = (days: number) => new Date(now() - days * 24 * 60 * 60 * 1000).toISOString()

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (error instanceof StoreUnavailableError) throw error
      const code = engine.unavailableCode(error)
      if (code) throw new StoreUnavailableError(code)
      throw error
    }
  }

  /** The id and payload hash stored under a submission id, if any. */
  const byKey = (trx: Db, submissionId: string) =>
    trx.selectFrom("leads").select(["id", "payload_hash"]).where("submission_id", "=", submissionId).executeTakeFirst()

  async function insertOne(trx: Db, lead: NewLead, createdAt: string, channels: readonly DeliveryChannel[]) {
    const folded = foldAddress(lead.email)
    if (lead.submissionId) {
      const existing = await byKey(trx, lead.submissionId)
      if (existing) {
        return existing.payload_hash === lead.payloadHash
          ? ({ kind: "replay", id: existing.id } as const)
          : ({ kind: "conflict" } as const)
      }
    } else {
      // Two instances may get the same lead at once: the second waits here until the first has committed.
      await engine.lockSameLead(trx, lead.email, lead.message)
      const since = new Date(Date.parse(createdAt) - DUPLICATE_WINDOW_MS).toISOString()
      const same = await trx
        .selectFrom("leads")
        .select("id")
        .where("email_folded", "=", folded)
        .where("email", "=", lead.email)
        .where("message", "=", lead.message)
        .where("created_at", ">=", since)
        .orderBy("id")
        .limit(1)
        .executeTakeFirst()
      if (same) return { kind: "duplicate", id: same.id } as const
    }
    const attribution = (lead.attribution ?? {}) as Record<string, string | undefined>
    const inserted = await trx
      .insertInto("leads")
      .values({
        submission_id: lead.submissionId ?? null,
        created_at: createdAt,
        status: lead.status,
        channel: lead.channel,
        name: lead.name,
        email: lead.email,
        email_folded: folded,
        company: lead.company,
        services: JSON.stringify(lead.services),
        budget: lead.budget,
        message: lead.message,
        payload_hash: lead.payloadHash,
        ...Object.fromEntries(attributionFields.map((field) => [field, attribution[field] ?? null])),
      })
      .onConflict((conflict) => conflict.column("submission_id").doNothing())
      .returning("id")
      .executeTakeFirst()
    if (!inserted) {
      // Another instance stored the same submission id between the look above and this insert; it has
      // committed (the insert waited for it), so its row is visible now.
      const existing = lead.submissionId ? await byKey(trx, lead.submissionId) : undefined
      if (!existing) throw new StoreUnavailableError("CONFLICT_VANISHED")
      return existing.payload_hash === lead.payloadHash
        ? ({ kind: "replay", id: existing.id } as const)
        : ({ kind: "conflict" } as const)
    }
    // Spam is kept but never delivered (R-L6).
    if (lead.status === "new" && channels.length > 0) {
      await trx
        .insertInto("deliveries")
        .values(
          channels.map((channel) => ({
            lead_id: inserted.id,
            channel,
            status: "pending" as const,
            attempts: 0,
            created_at: createdAt,
            next_attempt_at: createdAt,
          })),
        )
        .execute()
    }
    return { kind: "stored", id: inserted.id } as const
  }

  /** Deletes leads (their jobs go with them) and records what went, by number only, in the same transaction. */
  async function removeLeads(trx: Db, leads: LeadKey[], action: string, detail: string): Promise<Removal> {
    const ids = leads.map((lead) => lead.id)
    let deliveries = 0
    if (ids.length > 0) {
      const jobs = await trx
        .selectFrom("deliveries")
        .select(sql<number>`count(*)`.as("count"))
        .where("lead_id", "in", ids)
        .executeTakeFirst()
      deliveries = Number(jobs?.count ?? 0)
      await trx.deleteFrom("leads").where("id", "in", ids).execute()
    }
    await trx
      .insertInto("audit_events")
      .values({ at: isoNow(), action, detail: `${detail} leads=${ids.join(",") || "none"} jobs=${deliveries}` })
      .execute()
    return { leads, deliveries }
  }

  const leadKeys = (rows: { id: number; created_at: string }[]): LeadKey[] =>
    rows.map((row) => ({ id: row.id, createdAt: row.created_at }))

  /** A job's time as the queue orders it: on a shared database, a held job counts from the end of its hold. */
  const dueAt = isShared
    ? sql<string>`CASE WHEN claimed_until > next_attempt_at THEN claimed_until ELSE next_attempt_at END`
    : sql<string>`next_attempt_at`

  return {
    engine: engine.name,
    /** The schema steps this open ran, one line each (empty when the database was up to date). */
    migrationReport: engine.migrationReport,
    /**
     * Stores leads in one transaction (group commit: one flush for all of them), with a delivery job per
     * channel for each new, non-spam lead; resolves once committed, one result per lead, in order. All or
     * none: rejects with StoreUnavailableError.
     */
    insertMany(leads: NewLead[], channels: readonly DeliveryChannel[] = []): Promise<InsertResult[]> {
      const createdAt = isoNow()
      return guarded(() =>
        engine.write(async (trx) => {
          const results: InsertResult[] = []
          for (const lead of leads) results.push(await insertOne(trx, lead, createdAt, channels))
          return results
        }),
      )
    },
    async insert(lead: NewLead, channels: readonly DeliveryChannel[] = []): Promise<InsertResult> {
      const [result] = await this.insertMany([lead], channels)
      if (!result) throw new Error("the store answered no result for the lead")
      return result
    },
    async getLead(id: number): Promise<Lead | undefined> {
      const row = await guarded(() => db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst())
      return row && toLead(row)
    },
    async list({ status }: { status?: LeadStatus } = {}): Promise<Lead[]> {
      const rows = await guarded(() =>
        db
          .selectFrom("leads")
          .selectAll()
          .$if(status !== undefined, (query) => query.where("status", "=", status as LeadStatus))
          .orderBy("id")
          .execute(),
      )
      return rows.map(toLead)
    },
    async count(): Promise<number> {
      const row = await guarded(() =>
        db.selectFrom("leads").select(sql<number>`count(*)`.as("count")).executeTakeFirst(),
      )
      return Number(row?.count ?? 0)
    },
    /** Delivery jobs, all or those of one lead or in some states, oldest first. */
    async deliveries({ leadId, statuses }: { leadId?: number; statuses?: DeliveryStatus[] } = {}): Promise<Delivery[]> {
      const rows = await guarded(() =>
        db
          .selectFrom("deliveries")
          .selectAll()
          .$if(leadId !== undefined, (query) => query.where("lead_id", "=", leadId as number))
          .$if(statuses !== undefined, (query) => query.where("status", "in", statuses as DeliveryStatus[]))
          .orderBy("id")
          .execute(),
      )
      return rows.map(toDelivery)
    },
    /**
     * Takes a due job for sending and returns its lead; undefined when the job is gone or no longer pending
     * (its lead erased or removed); "claimed-elsewhere" when another instance holds it or has recorded its
     * outcome. The job stays claimed until its outcome is recorded, or `claimMs` at most: an erasure of the
     * lead waits for it, so nothing about an erased person is sent afterwards (R-E1).
     */
    claimDelivery(id: number): Promise<Lead | "claimed-elsewhere" | undefined> {
      return guarded(() =>
        engine.write(async (trx) => {
          const at = isoNow()
          const pick = trx
            .selectFrom("deliveries")
            .select("id")
            .where("id", "=", id)
            .where("status", "=", "pending")
            .$if(isShared, (query) =>
              query.where((row) => row.or([row("claimed_until", "is", null), row("claimed_until", "<=", at)])),
            )
            // Instances never wait on each other's claims.
            .$if(hasRowLocks, (query) => query.forUpdate().skipLocked())
          const claimed = await trx
            .updateTable("deliveries")
            .set({ claimed_until: new Date(now() + claimMs).toISOString() })
            .where("id", "=", pick)
            .returning("lead_id")
            .executeTakeFirst()
          if (!claimed) {
            if (!isShared) return undefined
            const exists = await trx.selectFrom("deliveries").select("id").where("id", "=", id).executeTakeFirst()
            return exists ? ("claimed-elsewhere" as const) : undefined
          }
          const row = await trx.selectFrom("leads").selectAll().where("id", "=", claimed.lead_id).executeTakeFirst()
          return row && toLead(row)
        }),
      )
    },
    /** Pending jobs whose time has come (and, on a shared database, that no instance holds now), oldest first. */
    async dueDeliveries(limit: number): Promise<Delivery[]> {
      const at = isoNow()
      const rows = await guarded(() =>
        db
          .selectFrom("deliveries")
          .selectAll()
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", at)
          .$if(isShared, (query) =>
            query.where((row) => row.or([row("claimed_until", "is", null), row("claimed_until", "<=", at)])),
          )
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(limit)
          .execute(),
      )
      return rows.map(toDelivery)
    },
    /** When the next pending job is due (ISO time), if any. */
    async nextDueAt(): Promise<string | undefined> {
      const row = await guarded(() =>
        db
          .selectFrom("deliveries")
          .select(sql<string | null>`min(${dueAt})`.as("next"))
          .where("status", "=", "pending")
          .executeTakeFirst(),
      )
      return row?.next ?? undefined
    },
    async markDelivered(id: number): Promise<void> {
      await guarded(() =>
        db
          .updateTable("deliveries")
          .set((row) => ({
            status: "delivered",
            attempts: row("attempts", "+", 1),
            delivered_at: isoNow(),
            last_error: null,
            claimed_until: null,
          }))
          .where("id", "=", id)
          .where("status", "=", "pending")
          .execute(),
      )
    },
    async retryDeliveryAt(id: number, nextAttemptAt: string, error: string): Promise<void> {
      await guarded(() =>
        db
          .updateTable("deliveries")
          .set((row) => ({
            attempts: row("attempts", "+", 1),
            next_attempt_at: nextAttemptAt,
            last_error: error,
            claimed_until: null,
          }))
          .where("id", "=", id)
          .where("status", "=", "pending")
          .execute(),
      )
    },
    async markFailed(id: number, error: string): Promise<void> {
      await guarded(() =>
        db
          .updateTable("deliveries")
          .set((row) => ({
            status: "failed",
            attempts: row("attempts", "+", 1),
            last_error: error,
            claimed_until: null,
          }))
          .where("id", "=", id)
          .where("status", "=", "pending")
          .execute(),
      )
    },
    /** Puts a pending or failed job back in the queue, due now; false when there is no such job or it was delivered. */
    async requeueDelivery(id: number): Promise<boolean> {
      const result = await guarded(() =>
        db
          .updateTable("deliveries")
          .set({ status: "pending", next_attempt_at: isoNow(), last_error: null })
          .where("id", "=", id)
          .where("status", "!=", "delivered")
          .executeTakeFirst(),
      )
      return Number(result.numUpdatedRows) === 1
    },
    /**
     * Deletes spam older than `spamDays` (never under 30, R-D7) and other leads older than `leadDays`, with
     * their jobs, then scrubs what was deleted as an erasure does; the caller removes their email files.
     * Recorded in the audit trail by number. A lead whose notification is being sent waits for the next run.
     * With `onceWithinMs` (the daily run) on a shared database, it does nothing when any instance ran it
     * that recently, so several instances run it once a day between them.
     */
    async applyRetention(
      { leadDays, spamDays }: Retention,
      { onceWithinMs }: { onceWithinMs?: number } = {},
    ): Promise<Removal> {
      if (spamDays < MIN_SPAM_RETENTION_DAYS) {
        throw new Error(`spam must be kept at least ${MIN_SPAM_RETENTION_DAYS} days`)
      }
      const nothing: Removal = { leads: [], deliveries: 0 }
      const removal = await guarded(() =>
        engine.write(async (trx) => {
          if (!(await engine.tryRetentionLock(trx))) return nothing
          if (isShared && onceWithinMs !== undefined) {
            const last = await trx
              .selectFrom("store_meta")
              .select("value")
              .where("key", "=", "retention_ran_at")
              .executeTakeFirst()
            if (last && now() - Date.parse(last.value) < onceWithinMs) return nothing
            await trx
              .insertInto("store_meta")
              .values({ key: "retention_ran_at", value: isoNow() })
              .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: isoNow() }))
              .execute()
          }
          const expired = await trx
            .selectFrom("leads")
            .select(["id", "created_at"])
            .where((row) =>
              row.or([
                row.and([row("status", "=", "spam"), row("created_at", "<", cutoff(spamDays))]),
                row.and([row("status", "=", "new"), row("created_at", "<", cutoff(leadDays))]),
              ]),
            )
            .where((row) =>
              row.not(
                row.exists(
                  row
                    .selectFrom("deliveries")
                    .select("deliveries.id")
                    .whereRef("deliveries.lead_id", "=", "leads.id")
                    .where("deliveries.claimed_until", ">", isoNow()),
                ),
              ),
            )
            .orderBy("id")
            .$if(hasRowLocks, (query) => query.forUpdate().skipLocked())
            .execute()
          if (expired.length === 0) return nothing
          return removeLeads(trx, leadKeys(expired), "retention", `spam-days=${spamDays} lead-days=${leadDays}`)
        }),
      )
      // As after an erasure, but nobody waits on a retention run: when the engine is busy it is left for the next.
      if (removal.leads.length > 0) await guarded(() => engine.scrub()).catch(() => false)
      return removal
    },
    /**
     * Deletes every lead sent from this address, whatever its letter case in any script (R-O4, R-E3), with
     * its jobs, then scrubs the deleted rows (Engine.scrub); the caller removes the email files. While a
     * notification about one of the leads is being sent, by any instance, nothing is deleted: the caller
     * waits until `sendingUntil` at most and asks again.
     */
    async erase(email: string): Promise<Erasure | SendInProgress> {
      const folded = foldAddress(email)
      const result = await guarded(() =>
        engine.write(async (trx): Promise<Removal | SendInProgress> => {
          // Rows stored before schema 5 (or by an older instance during an upgrade) have no folded address yet.
          const candidates = await trx
            .selectFrom("leads")
            .select(["id", "created_at", "email", "email_folded"])
            .where((row) => row.or([row("email_folded", "=", folded), row("email_folded", "is", null)]))
            .orderBy("id")
            .$if(hasRowLocks, (query) => query.forUpdate())
            .execute()
          const leads = candidates.filter((row) => (row.email_folded ?? foldAddress(row.email)) === folded)
          if (leads.length > 0) {
            // Locking the jobs waits for a claim being taken now; what it then reads is the latest hold.
            const holds = await trx
              .selectFrom("deliveries")
              .select("claimed_until")
              .where(
                "lead_id",
                "in",
                leads.map((lead) => lead.id),
              )
              .$if(hasRowLocks, (query) => query.forUpdate())
              .execute()
            const sendingUntil = holds
              .map((job) => job.claimed_until)
              .filter((until): until is string => until !== null && until > isoNow())
              .sort()
              .at(-1)
            if (sendingUntil) return { sendingUntil }
          }
          return removeLeads(trx, leadKeys(leads), "erase", "on request")
        }),
      )
      if ("sendingUntil" in result) return result
      return { ...result, isLogEmptied: await this.emptyLog() }
    },
    /** Scrubs deleted rows from the engine's old pages (Engine.scrub); false when the engine did not allow it now. */
    emptyLog(): Promise<boolean> {
      return guarded(() => engine.scrub())
    },
    /** The audit trail: erasures and retention runs, oldest first. */
    auditEvents(): Promise<{ at: string; action: string; detail: string }[]> {
      return guarded(() => db.selectFrom("audit_events").select(["at", "action", "detail"]).orderBy("id").execute())
    },
    /**
     * Whether a lead could be written now: takes the write lock, writes about two pages and removes them in one
     * committed transaction. undefined when it could, else the engine's code (busy, full, unreachable …).
     */
    async writeProblem(): Promise<string | undefined> {
      try {
        await engine.write(async (trx) => {
          await trx
            .insertInto("store_meta")
            .values({ key: "health_probe", value: "0".repeat(8192) })
            .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: "0".repeat(8192) }))
            .execute()
          await trx.deleteFrom("store_meta").where("key", "=", "health_probe").execute()
        })
        return undefined
      } catch (error) {
        const code = engine.unavailableCode(error) ?? (error as { code?: unknown }).code
        return typeof code === "string" ? code : "UNKNOWN"
      }
    },
    async outboxSummary(): Promise<OutboxSummary> {
      const row = await guarded(() =>
        db
          .selectFrom("deliveries")
          .select((row) => [
            row.fn.countAll<number>().filterWhere("status", "=", "pending").as("pending"),
            row.fn.countAll<number>().filterWhere("status", "=", "failed").as("failed"),
            row.fn.min<string | null>("created_at").filterWhere("status", "=", "pending").as("oldest_pending"),
            row.fn.min<string | null>("created_at").as("oldest_undelivered"),
          ])
          .where("status", "in", ["pending", "failed"])
          .executeTakeFirst(),
      )
      const age = (time: string | null | undefined) =>
        time == null ? null : Math.max(0, Math.floor((now() - Date.parse(time)) / 1000))
      return {
        pending: Number(row?.pending ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestPendingSeconds: age(row?.oldest_pending),
        oldestUndeliveredSeconds: age(row?.oldest_undelivered),
      }
    },
    close(): Promise<void> {
      return engine.close()
    },
  }
}

/** The lead store as the delivery thread, the leads CLI and the tests use it, on either engine. */
export type LeadStore = ReturnType<typeof createLeadStore>
