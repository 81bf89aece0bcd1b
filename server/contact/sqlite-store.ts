/**
 * The lead store on one SQLite file, the default engine (store.ts has the queries, shared with PostgreSQL).
 * What is SQLite's own: the file's checks and pragmas at open (R-D3, R-D6), its migrations (migrations.ts),
 * writes that take the file's write lock at BEGIN (IMMEDIATE), deleted rows overwritten (secure_delete) and
 * the write-ahead log emptied after an erasure (R-E1), and a backup that is one file (R-O3, R-E3).
 * better-sqlite3 is synchronous: in the server the store runs on its own thread (store-thread.ts).
 */
import { accessSync, constants, existsSync, statSync } from "node:fs"
import { dirname } from "node:path"
import Database from "better-sqlite3"
import { Kysely, SqliteDialect, sql } from "kysely"
import { type MigrationReport, migrate, scrubFreePages } from "./migrations"
import { createLeadStore, type Engine, type LeadStoreOptions, type LeadTables } from "./store"
import { lockWaitCodes, StoreStartupError } from "./store-errors"

/** How long a write waits for another connection's lock before the lead is answered 503 (R-D4, R-U4). */
export const BUSY_TIMEOUT_MS = 1_000
/** How long emptying the write-ahead log waits for other connections, each time it is tried. */
const EMPTY_LOG_WAIT_MS = 100

const REQUIRED_PRAGMAS = { journal_mode: "wal", synchronous: 2, foreign_keys: 1, secure_delete: 1 } as const
const unavailableCodes = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|PROTOCOL|NOMEM)/

export type SqliteStoreOptions = LeadStoreOptions & {
  busyTimeoutMs?: number
  /** Test-only: cap the file at this many pages to simulate a full disk (R-D5). */
  maxPageCount?: number
  /** Reads a file as it is (a backup being checked): no migration, no write, no write-ahead log of its own. */
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
 * Opens (creating if needed) the lead database and checks it can really store leads: directory present and
 * writable, the pragmas of R-D3 in force, the file intact, its schema migrated to the current version, a
 * write committed. Throws StoreStartupError with a sentence for the log otherwise (R-D6).
 */
export function openLeadStore(file: string, options: SqliteStoreOptions = {}) {
  const busyTimeout = options.busyTimeoutMs ?? BUSY_TIMEOUT_MS
  const isReadonly = options.readonly ?? false
  const directory = dirname(file)
  if (!existsSync(directory)) {
    throw new StoreStartupError(`lead store: directory ${directory} does not exist`)
  }
  if (!statSync(directory).isDirectory()) throw new StoreStartupError(`lead store: ${directory} is not a directory`)
  if (!isReadonly) {
    try {
      accessSync(directory, constants.W_OK)
      if (existsSync(file)) accessSync(file, constants.R_OK | constants.W_OK)
    } catch {
      throw new StoreStartupError(`lead store: ${existsSync(file) ? file : directory} is not writable`)
    }
  }

  let raw: Database.Database
  let migrationReport: MigrationReport = []
  try {
    raw = new Database(file, { readonly: isReadonly, fileMustExist: isReadonly, timeout: busyTimeout })
  } catch (error) {
    throw new StoreStartupError(`lead store: cannot open ${file}: ${(error as Error).message}`)
  }

  try {
    if (!isReadonly) raw.pragma("journal_mode = WAL")
    raw.pragma(options.durability === "marks-only" ? "synchronous = NORMAL" : "synchronous = FULL")
    raw.pragma(`busy_timeout = ${busyTimeout}`)
    raw.pragma("foreign_keys = ON")
    // Deleted rows are overwritten with zeros, not left readable in free space (R-E1): erasure and retention alike.
    raw.pragma("secure_delete = ON")
    const problems = checkPragmas(raw, options.durability === "marks-only" ? 1 : REQUIRED_PRAGMAS.synchronous, {
      needsWal: !isReadonly,
    })
    if (problems.length > 0) throw new StoreStartupError(`lead store: ${problems.join("; ")}`)
    const integrity = raw.pragma("quick_check", { simple: true })
    if (integrity !== "ok") throw new StoreStartupError(`lead store: ${file} failed its integrity check`)
    if (!isReadonly) {
      migrationReport = [...migrate(raw), ...scrubFreePages(raw)]
      raw
        .prepare(
          "INSERT INTO store_meta (key, value) VALUES ('opened_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .run(new Date((options.now ?? Date.now)()).toISOString())
      if (options.maxPageCount) raw.pragma(`max_page_count = ${options.maxPageCount}`)
    }
  } catch (error) {
    raw.close()
    if (error instanceof StoreStartupError) throw error
    throw new StoreStartupError(`lead store: ${file} cannot be used: ${(error as Error).message}`)
  }

  const db = new Kysely<LeadTables>({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) })

  /**
   * Copies the write-ahead log into the database file and empties it (a TRUNCATE checkpoint): what was just
   * deleted, overwritten in the file, then has no older copy in the log either. false when another
   * connection kept it from finishing (a read transaction left open, a long write).
   */
  function emptyLog(): boolean {
    // While it waits for readers the checkpoint holds writers back: not as long as a lead may wait to be stored.
    raw.pragma(`busy_timeout = ${EMPTY_LOG_WAIT_MS}`)
    try {
      const [result] = raw.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[]
      return result?.busy === 0
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (typeof code === "string" && lockWaitCodes.test(code)) return false
      throw error
    } finally {
      raw.pragma(`busy_timeout = ${busyTimeout}`)
    }
  }

  const engine: Engine = {
    name: "sqlite",
    db,
    isShared: false,
    hasRowLocks: false,
    write: (work) =>
      // One connection: Kysely hands it to one caller at a time, and IMMEDIATE takes the write lock at once,
      // so a transaction that reads before it writes never fails to upgrade its lock.
      db.connection().execute(async (connection) => {
        await sql`BEGIN IMMEDIATE`.execute(connection)
        try {
          const result = await work(connection)
          await sql`COMMIT`.execute(connection)
          return result
        } catch (error) {
          if (raw.inTransaction) raw.exec("ROLLBACK")
          throw error
        }
      }),
    // The write lock of BEGIN IMMEDIATE already admits one writer at a time.
    lockSameLead: async () => undefined,
    tryRetentionLock: async () => true,
    scrub: async () => emptyLog(),
    unavailableCode(error) {
      const code = (error as { code?: unknown })?.code
      return typeof code === "string" && unavailableCodes.test(code) ? code : undefined
    },
    migrationReport,
    close: () => db.destroy(),
  }

  return {
    ...createLeadStore(engine, options),
    file,
    /** The better-sqlite3 connection, for SQLite's own checks (pragmas, the file) and the move to PostgreSQL. */
    db: raw,
    pragmas: () => readPragmas(raw),
    /**
     * A consistent copy of the database while others write (R-O3), as one file (R-E3): VACUUM INTO writes only
     * the live rows, in rollback-journal mode, so the copy has no -wal or -shm beside it and no deleted page.
     */
    async backup(destination: string) {
      raw.prepare("VACUUM INTO ?").run(destination)
    },
  }
}
export type SqliteLeadStore = ReturnType<typeof openLeadStore>

/** How many compiled statements a connection keeps: the store's queries, with room for lists of other lengths. */
const STATEMENT_CACHE_SIZE = 200

/**
 * The connection as Kysely uses it, with each statement compiled by SQLite once and reused: Kysely asks for the
 * same SQL text every time a query of the same shape runs, and compiling it again would cost a lead more than
 * storing it does.
 */
function withStatementCache(raw: Database.Database) {
  const statements = new Map<string, Database.Statement>()
  return {
    close: () => raw.close(),
    prepare(text: string) {
      let statement = statements.get(text)
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear()
        statement = raw.prepare(text)
        statements.set(text, statement)
      }
      return statement
    },
  }
}

export function readPragmas(db: Database.Database) {
  return {
    journal_mode: String(db.pragma("journal_mode", { simple: true })).toLowerCase(),
    synchronous: Number(db.pragma("synchronous", { simple: true })),
    busy_timeout: Number(db.pragma("busy_timeout", { simple: true })),
    foreign_keys: Number(db.pragma("foreign_keys", { simple: true })),
    secure_delete: Number(db.pragma("secure_delete", { simple: true })),
  }
}

function checkPragmas(db: Database.Database, synchronous: number, { needsWal }: { needsWal: boolean }) {
  const actual = readPragmas(db)
  const problems: string[] = []
  if (needsWal && actual.journal_mode !== REQUIRED_PRAGMAS.journal_mode)
    problems.push(`journal_mode is ${actual.journal_mode}, not wal`)
  if (actual.synchronous !== synchronous) problems.push(`synchronous is ${actual.synchronous}, not ${synchronous}`)
  if (!(actual.busy_timeout > 0)) problems.push("busy_timeout is not set")
  if (actual.foreign_keys !== REQUIRED_PRAGMAS.foreign_keys) problems.push("foreign_keys is off")
  if (actual.secure_delete !== REQUIRED_PRAGMAS.secure_delete) problems.push("secure_delete is off")
  return problems
}
