/**
 * The lead store as the delivery thread, the leads CLI and the endpoint open it, whichever engine holds the
 * leads: the SQLite file (sqlite-store.ts, the default) or PostgreSQL when DATABASE_URL is set
 * (postgres-store.ts). Both answer through the same store (store.ts).
 */
import type { RunConfig } from "#config/run"
import { openPostgresLeadStore } from "./postgres-store"
import { openLeadStore, type SqliteStoreOptions } from "./sqlite-store"
import type { DeliveryChannel, LeadStore } from "./store"
import { StoreUnavailableError } from "./store-errors"
import type { ThreadedLeadStore } from "./threaded-store"

export type LeadDatabase = LeadStore

export type LeadDatabaseTarget = Pick<RunConfig, "leadsDb" | "databaseUrl" | "claimMs">

/** Which engine a configuration selects, as the logs and the CLI name it. */
export const engineOf = (target: Pick<RunConfig, "databaseUrl">) => (target.databaseUrl ? "postgres" : "sqlite")

/**
 * Opens the configured store, migrating it: PostgreSQL when DATABASE_URL is set, else the SQLite file.
 * Throws StoreStartupError with the reason when it cannot be used.
 */
export async function openLeadDatabase(
  target: LeadDatabaseTarget,
  sqliteOptions: SqliteStoreOptions = {},
  { maxConnections }: { maxConnections?: number } = {},
): Promise<LeadDatabase> {
  if (target.databaseUrl) {
    return openPostgresLeadStore(target.databaseUrl, { claimMs: target.claimMs, maxConnections })
  }
  return openLeadStore(target.leadsDb, { claimMs: target.claimMs, ...sqliteOptions })
}

/** A lead not committed within this time is answered 503, as on SQLite (threaded-store.ts, R-D4). */
const INSERT_DEADLINE_MS = 2_000

/**
 * The PostgreSQL store as the endpoint and /healthz use it (the shape of threaded-store.ts; asynchronous by
 * nature, it needs no thread of its own): every stored, non-spam lead gets a delivery job per channel; an
 * insert that has not committed within the deadline is answered "unavailable" (a commit that lands later is
 * found as a replay when the visitor sends again).
 */
export async function openPostgresLeadWriter(
  url: string,
  { channels, claimMs }: { channels: DeliveryChannel[]; claimMs?: number },
): Promise<ThreadedLeadStore> {
  const store = await openPostgresLeadStore(url, { maxConnections: 8, claimMs })
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
