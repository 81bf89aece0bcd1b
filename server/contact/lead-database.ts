/**
 * The lead store as the delivery thread and the leads CLI use it, whichever engine holds the leads:
 * the SQLite file (store.ts, the default) or PostgreSQL when DATABASE_URL is set (postgres-store.ts).
 * The SQLite store answers at once and PostgreSQL's answers arrive later; callers await both alike.
 */
import type { RunConfig } from "#app/config.server"
import type { MigrationReport } from "./migrations"
import { openPostgresLeadStore } from "./postgres-store"
import {
  type Delivery,
  type DeliveryChannel,
  type DeliveryStatus,
  type Erasure,
  type InsertResult,
  type Lead,
  type LeadStatus,
  type LeadStoreOptions,
  type NewLead,
  type OutboxSummary,
  openLeadStore,
  type Removal,
  type Retention,
  type SendInProgress,
} from "./store"

type MaybePromise<T> = T | Promise<T>

export type LeadDatabase = {
  migrationReport: MigrationReport
  insertMany(leads: NewLead[], channels?: readonly DeliveryChannel[]): MaybePromise<InsertResult[]>
  getLead(id: number): MaybePromise<Lead | undefined>
  list(filter?: { status?: LeadStatus }): MaybePromise<Lead[]>
  count(): MaybePromise<number>
  deliveries(filter?: { leadId?: number; statuses?: DeliveryStatus[] }): MaybePromise<Delivery[]>
  /** The job's lead; undefined when the job is gone; "claimed-elsewhere" when another instance holds it. */
  claimDelivery(id: number): MaybePromise<Lead | "claimed-elsewhere" | undefined>
  dueDeliveries(limit: number): MaybePromise<Delivery[]>
  nextDueAt(): MaybePromise<string | undefined>
  markDelivered(id: number): MaybePromise<void>
  retryDeliveryAt(id: number, nextAttemptAt: string, error: string): MaybePromise<void>
  markFailed(id: number, error: string): MaybePromise<void>
  requeueDelivery(id: number): MaybePromise<boolean>
  /** `onceWithinMs`: skip the run when one ran that recently (PostgreSQL, where several instances share it). */
  applyRetention(retention: Retention, options?: { onceWithinMs?: number }): MaybePromise<Removal>
  erase(email: string): MaybePromise<Erasure | SendInProgress>
  emptyLog(): MaybePromise<boolean>
  auditEvents(): MaybePromise<{ at: string; action: string; detail: string }[]>
  writeProblem(): MaybePromise<string | undefined>
  outboxSummary(): MaybePromise<OutboxSummary>
  close(): MaybePromise<void>
}

export type LeadDatabaseTarget = Pick<RunConfig, "leadsDb" | "databaseUrl" | "claimMs">

/** Which engine a configuration selects, as the logs and the CLI name it. */
export const engineOf = (target: Pick<RunConfig, "databaseUrl">) => (target.databaseUrl ? "postgres" : "sqlite")

/**
 * Opens the configured store, migrating it: PostgreSQL when DATABASE_URL is set, else the SQLite file.
 * Throws StoreStartupError with the reason when it cannot be used.
 */
export async function openLeadDatabase(
  target: LeadDatabaseTarget,
  sqliteOptions: LeadStoreOptions = {},
  { maxConnections }: { maxConnections?: number } = {},
): Promise<LeadDatabase> {
  if (target.databaseUrl) {
    return openPostgresLeadStore(target.databaseUrl, { claimMs: target.claimMs, maxConnections })
  }
  return openLeadStore(target.leadsDb, sqliteOptions)
}
