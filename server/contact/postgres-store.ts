/**
 * The lead store on PostgreSQL (DATABASE_URL), for any number of instances sharing one database; the queries
 * are store.ts's, shared with SQLite. What is PostgreSQL's own:
 *
 * - the driver, `pg`, with its pool: a connection that dies (a restart, a fail-over) is dropped and the next
 *   call opens another; no error of a connection, idle or in use, reaches the process unhandled, so the
 *   server never exits over it and a lead meanwhile gets a 503 (RELIABILITY.md R-L8);
 * - locks between instances: a claimed job's row is taken with `FOR UPDATE SKIP LOCKED`, an identical lead
 *   without a submission id and the daily retention run take advisory locks; migrations run under one too
 *   (postgres-migrations.ts);
 * - after an erasure or a retention run the lead tables and their indexes are rewritten (VACUUM FULL), so
 *   no page of them holds a deleted row, and no planner statistics are kept of personal columns (R-E3).
 *
 * Times are `timestamptz`, read back as ISO text like SQLite's; counts come back as numbers.
 */
import { Kysely, PostgresDialect, sql } from "kysely"
import pg from "pg"
import type { MigrationReport } from "./migrations"
import { ADVISORY_LOCKS, migratePostgres } from "./postgres-migrations"
import { createLeadStore, type Engine, type LeadStoreOptions, type LeadTables } from "./store"
import { StoreStartupError } from "./store-errors"

/** A statement that takes longer than this is cancelled: the endpoint answers 503 rather than wait (R-D4). */
const STATEMENT_TIMEOUT_MS = 2_000
const CONNECT_TIMEOUT_MS = 5_000
/** Rewriting the lead tables waits this long at most for their lock, then leaves it for the next try. */
const SCRUB_LOCK_TIMEOUT_MS = 1_000
const SCRUB_TIMEOUT_MS = 60_000

export type PostgresStoreOptions = LeadStoreOptions & {
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
/** Socket errors of a connection being opened or used. */
const socketCodes = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/
/** pg's own errors for a connection that closed, could not be opened in time, or is no longer usable. */
const connectionMessages =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended|has been discarded/i

function unavailableCode(error: unknown): string | undefined {
  if (error instanceof pg.DatabaseError) {
    return error.code && unavailableStates.test(error.code) ? error.code : undefined
  }
  const code = (error as { code?: unknown })?.code
  if (typeof code === "string" && socketCodes.test(code)) return code
  if (error instanceof Error && connectionMessages.test(error.message)) return "CONNECTION_LOST"
  return undefined
}

const TIMESTAMPTZ = 1184
const INT8 = 20
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ) as (value: string) => Date
/** timestamptz as ISO text, like SQLite's times; count(*)'s bigint as a number (counts of leads fit). */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === TIMESTAMPTZ) return (value: string) => parseTimestamptz(value).toISOString()
    if (oid === INT8) return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format ?? "text")
  }) as typeof pg.types.getTypeParser,
}

/**
 * A pool that survives connections dying. pg emits "error" on a client whose connection breaks; unheard, that
 * event would end the process. Idle clients are the pool's (it drops them and says so on its own "error"
 * event); a client in use gets a listener of its own, and is released with its error, so the pool discards
 * it rather than hand it out again.
 */
function resilientPool(config: pg.PoolConfig) {
  const pool = new pg.Pool(config)
  const broken = new WeakMap<pg.PoolClient, Error>()
  pool.on("error", () => undefined)
  pool.on("connect", (client) => {
    client.on("error", (error) => broken.set(client, error))
  })
  return {
    pool,
    async connect() {
      const client = await pool.connect()
      const release = client.release
      client.release = (error?: Error | boolean) => release(error || broken.get(client))
      return client
    },
    end: () => pool.end(),
  }
}

/** Opens a connection pool to DATABASE_URL and brings the schema up to date; StoreStartupError with the reason otherwise. */
export async function openPostgresLeadStore(url: string, options: PostgresStoreOptions = {}) {
  const where = describeDatabaseUrl(url)
  const pools = resilientPool({
    connectionString: url,
    max: options.maxConnections ?? 4,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 60_000,
    keepAlive: true,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    application_name: "catalysty-leads",
    types,
  })
  const db = new Kysely<LeadTables>({ dialect: new PostgresDialect({ pool: pools }) })

  let migrationReport: MigrationReport
  try {
    await sql`SELECT 1`.execute(db)
  } catch (error) {
    await db.destroy().catch(() => undefined)
    throw new StoreStartupError(`lead store: cannot reach ${where}: ${(error as Error).message}`)
  }
  try {
    migrationReport = await migratePostgres(db as Kysely<unknown>)
    if (migrationReport.some((line) => line.includes("→ 5:")) && !migrationReport[0]?.includes("none →")) {
      migrationReport.push(await scrubOldStatistics(db))
    }
    const openedAt = new Date((options.now ?? Date.now)()).toISOString()
    await db
      .insertInto("store_meta")
      .values({ key: "opened_at", value: openedAt })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: openedAt }))
      .execute()
  } catch (error) {
    await db.destroy().catch(() => undefined)
    if (error instanceof StoreStartupError) throw error
    throw new StoreStartupError(`lead store: ${where} cannot be migrated: ${(error as Error).message}`)
  }

  const engine: Engine = {
    name: "postgres",
    db,
    isShared: true,
    hasRowLocks: true,
    write: (work) => db.transaction().execute(work),
    async lockSameLead(trx, email, message) {
      await sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.sameLead}, hashtext(${`${email}\n${message}`}))`.execute(
        trx,
      )
    },
    async tryRetentionLock(trx) {
      const { rows } = await sql<{
        taken: boolean
      }>`SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCKS.site}, ${ADVISORY_LOCKS.retention}) AS taken`.execute(trx)
      return rows[0]?.taken === true
    },
    scrub: () => rewriteLeadTables(db),
    unavailableCode,
    migrationReport,
    close: () => db.destroy(),
  }
  return { ...createLeadStore(engine, options), url, db }
}
export type PostgresLeadStore = Awaited<ReturnType<typeof openPostgresLeadStore>>

/**
 * Rewrites the lead tables and their indexes into new files (VACUUM FULL): a plain DELETE, and even VACUUM,
 * leave a deleted row's bytes in the table's and the index's pages until they are reused; the files a rewrite
 * replaces are emptied when it commits. Then ANALYZE, so the planner's figures match what is left (personal
 * columns have no statistics to refresh, postgres-migrations.ts). false when another connection held the
 * tables past the lock timeout: the caller tries again.
 */
async function rewriteLeadTables(db: Kysely<LeadTables>): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    await sql
      .raw(`SET lock_timeout = ${SCRUB_LOCK_TIMEOUT_MS}; SET statement_timeout = ${SCRUB_TIMEOUT_MS}`)
      .execute(connection)
    try {
      await sql`VACUUM (FULL, ANALYZE) leads, deliveries`.execute(connection)
      return true
    } catch (error) {
      // Lock not available, or cancelled by the timeout: nothing changed; the next try may find the tables free.
      if (error instanceof pg.DatabaseError && (error.code === "55P03" || error.code === "57014")) return false
      throw error
    } finally {
      await sql
        .raw("RESET lock_timeout; RESET statement_timeout")
        .execute(connection)
        .catch(() => undefined)
    }
  })
}

/**
 * Once, after schema 5 on a database that had leads: the statistics PostgreSQL kept of personal columns are
 * dropped by the migration, but their old rows stay in pg_statistic's file until it is rewritten, which only
 * a superuser may do. Says what it did, or what the operator is to run.
 */
async function scrubOldStatistics(db: Kysely<LeadTables>): Promise<string> {
  const { rows } = await sql<{ is_superuser: string }>`SELECT current_setting('is_superuser') AS is_superuser`.execute(
    db,
  )
  if (rows[0]?.is_superuser !== "on") {
    return "lead store: the statistics kept of personal columns were dropped; as the database's superuser, run VACUUM FULL pg_statistic once so their old rows leave its file (docs/operations.md, Erase a person's data)"
  }
  await sql`VACUUM FULL pg_statistic`.execute(db)
  return "lead store: rewrote pg_statistic without the statistics kept of personal columns (VACUUM FULL)"
}
