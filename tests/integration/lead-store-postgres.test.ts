/**
 * The lead store on PostgreSQL, against a real, throw-away server: the suite both engines pass
 * (tests/helpers/store-suite.ts), then what is PostgreSQL's own: one schema with SQLite's, several instances
 * on one database (R-M1), a connection that goes away (R-L8), and a database migrated from schema 4.
 */
import { rmSync } from "node:fs"
import { join } from "node:path"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { SCHEMA_VERSION } from "#server/contact/migrations"
import { POSTGRES_SCHEMA_VERSION, postgresMigrations } from "#server/contact/postgres-migrations"
import { openPostgresLeadStore, type PostgresLeadStore } from "#server/contact/postgres-store"
import { openLeadStore } from "#server/contact/sqlite-store"
import { StoreStartupError, StoreUnavailableError } from "#server/contact/store"
import { DAY, newLead as lead, tempFolder } from "#tests/helpers/leads"
import { startTestPostgres, type TestPostgres } from "#tests/helpers/postgres"
import { type Clock, describeLeadStore } from "#tests/helpers/store-suite"

let server: TestPostgres
let databases = 0
beforeAll(async () => {
  server = await startTestPostgres()
})
afterAll(async () => {
  await server?.stop()
})

const opened: PostgresLeadStore[] = []
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close()
})
async function opens(...args: Parameters<typeof openPostgresLeadStore>) {
  const store = await openPostgresLeadStore(...args)
  opened.push(store)
  return store
}

describeLeadStore("postgres", async (clock) => {
  const url = await server.createDatabase(`leads_${++databases}`)
  const now = () => clock.now
  return { store: await opens(url, { now }), another: () => opens(url, { now }) }
})

/** Each engine's own bookkeeping, not part of the lead schema. */
const ENGINE_TABLES = new Set(["sqlite_sequence", "store_schema"])
const TIME_COLUMNS = new Set(["created_at", "next_attempt_at", "delivered_at", "claimed_until", "at"])

type Column = { table: string; name: string; type: string; isRequired: boolean; isKey: boolean }

function sqliteType(column: string, declared: string) {
  if (declared === "INTEGER") return "integer"
  if (declared === "TEXT") return TIME_COLUMNS.has(column) ? "time" : "text"
  return `unmapped ${declared}`
}
function postgresType(declared: string) {
  if (declared === "integer") return "integer"
  if (declared === "text") return "text"
  if (declared === "timestamp with time zone") return "time"
  return `unmapped ${declared}`
}

it("gives SQLite and PostgreSQL the same tables, columns, types, keys and indexes", async () => {
  expect(POSTGRES_SCHEMA_VERSION).toBe(SCHEMA_VERSION)
  const dir = tempFolder("catalysty-schema-")
  const sqlite = openLeadStore(join(dir, "leads.db"))
  const tables = sqlite.db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name)
    .filter((name) => !ENGINE_TABLES.has(name))
  const sqliteColumns: Column[] = tables.flatMap((table) =>
    sqlite.db
      .prepare<[], { name: string; type: string; notnull: number; pk: number }>(`PRAGMA table_info(${table})`)
      .all()
      .map((column) => ({
        table,
        name: column.name,
        type: sqliteType(column.name, column.type),
        // A primary key is never null in either engine, declared so or not.
        isRequired: column.notnull === 1 || column.pk > 0,
        isKey: column.pk > 0,
      })),
  )
  const sqliteIndexes = sqlite.db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name",
    )
    .all()
    .map((row) => row.name)
  const sqliteUniques = tables.flatMap((table) =>
    sqlite.db
      .prepare<[], { name: string; unique: number; origin: string }>(`PRAGMA index_list(${table})`)
      .all()
      .filter((index) => index.unique === 1 && index.origin === "u")
      .map((index) => {
        const columns = sqlite.db
          .prepare<[], { name: string }>(`PRAGMA index_info(${index.name})`)
          .all()
          .map((column) => column.name)
        return `${table}(${columns.join(",")})`
      }),
  )
  await sqlite.close()
  rmSync(dir, { recursive: true, force: true })

  const database = "schema"
  await opens(await server.createDatabase(database))
  const postgresColumns: Column[] = (
    await server.query<{
      table_name: string
      column_name: string
      data_type: string
      is_nullable: string
      is_key: boolean
    }>(
      `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable,
        EXISTS (SELECT 1 FROM information_schema.table_constraints t
          JOIN information_schema.key_column_usage k USING (constraint_name, table_name)
          WHERE t.constraint_type = 'PRIMARY KEY' AND t.table_name = c.table_name AND k.column_name = c.column_name) AS is_key
      FROM information_schema.columns c WHERE c.table_schema = 'public'
      ORDER BY c.table_name, c.ordinal_position`,
      [],
      database,
    )
  )
    .filter((row) => !ENGINE_TABLES.has(row.table_name))
    .map((row) => ({
      table: row.table_name,
      name: row.column_name,
      type: postgresType(row.data_type),
      isRequired: row.is_nullable === "NO",
      isKey: row.is_key,
    }))
  const postgresIndexes = (
    await server.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes
      WHERE schemaname = 'public' AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key' ORDER BY indexname`,
      [],
      database,
    )
  ).map((row) => row.indexname)
  const postgresUniques = (
    await server.query<{ table_name: string; columns: string }>(
      `SELECT t.table_name, string_agg(k.column_name, ',' ORDER BY k.ordinal_position) AS columns
      FROM information_schema.table_constraints t JOIN information_schema.key_column_usage k USING (constraint_name, table_name)
      WHERE t.constraint_type = 'UNIQUE' AND t.table_schema = 'public'
      GROUP BY t.table_name, t.constraint_name ORDER BY t.table_name`,
      [],
      database,
    )
  ).map((row) => `${row.table_name}(${row.columns})`)

  expect(postgresColumns).toEqual(sqliteColumns)
  expect(postgresColumns.filter((column) => column.type.startsWith("unmapped"))).toEqual([])
  expect(postgresIndexes).toEqual(sqliteIndexes)
  expect(postgresUniques.sort()).toEqual(sqliteUniques.sort())
  expect(new Set(postgresColumns.map((column) => column.table))).toEqual(
    new Set(["audit_events", "deliveries", "leads", "store_meta"]),
  )
})

describe("several instances on one PostgreSQL database", () => {
  async function twoInstances(clock: Clock, claimMs = 10_000) {
    const url = await server.createDatabase(`shared_${++databases}`)
    const [one, two] = await Promise.all([
      opens(url, { now: () => clock.now, claimMs }),
      opens(url, { now: () => clock.now, claimMs }),
    ])
    return { url, one, two }
  }

  it("migrates once however many start together, and refuses a schema newer than the site's", async () => {
    const { url, one, two } = await twoInstances({ now: Date.now() })
    expect([...one.migrationReport, ...two.migrationReport]).toHaveLength(2)
    await server.query(
      "INSERT INTO store_schema (version) VALUES ($1)",
      [SCHEMA_VERSION + 1],
      new URL(url).pathname.slice(1),
    )
    await expect(openPostgresLeadStore(url)).rejects.toThrow(
      new StoreStartupError(
        `lead store: the PostgreSQL database has schema version ${SCHEMA_VERSION + 1}, newer than this site's ${SCHEMA_VERSION}: run the newer site, or restore a backup made by this one`,
      ),
    )
  })

  it("stores a submission sent to both at once exactly once, and an identical lead without a key once", async () => {
    const { one, two } = await twoInstances({ now: Date.now() })
    // Each key is sent several times, half to each instance.
    const sends = 20
    const keys = 5
    const results = await Promise.all(
      Array.from({ length: sends }, (_, index) =>
        (index % 2 ? one : two).insert(
          lead({ submissionId: `7f0c1b2e-0000-4000-8000-${String(index % keys).padStart(12, "0")}` }),
          ["email"],
        ),
      ),
    )
    expect(results.filter((result) => result.kind === "stored")).toHaveLength(keys)
    expect(results.filter((result) => result.kind === "replay")).toHaveLength(sends - keys)
    const twins = await Promise.all([
      one.insert(lead({ message: "same" }), ["email"]),
      two.insert(lead({ message: "same" }), ["email"]),
    ])
    expect(twins.map((result) => result.kind).sort()).toEqual(["duplicate", "stored"])
    // One lead per key and one for the twins, each with its email job.
    expect(await one.count()).toBe(keys + 1)
    expect(await two.deliveries()).toHaveLength(keys + 1)
  })

  it("gives a job to one instance at a time, and to another once the first's hold has passed", async () => {
    const clock = { now: Date.parse("2026-11-20T10:00:00.000Z") }
    const { one, two } = await twoInstances(clock, 10_000)
    await one.insert(lead(), ["email"])
    const claims = await Promise.all([one.claimDelivery(1), two.claimDelivery(1)])
    expect(claims.filter((claim) => typeof claim === "object")).toHaveLength(1)
    expect(claims).toContain("claimed-elsewhere")
    // Held: due for neither; the next due time is the end of the hold.
    expect(await two.dueDeliveries(10)).toEqual([])
    expect(await two.nextDueAt()).toBe("2026-11-20T10:00:10.000Z")
    // The holder died without recording an outcome: after the hold the job is due again and the other takes it.
    clock.now += 10_001
    expect(await two.dueDeliveries(10)).toMatchObject([{ id: 1 }])
    expect(await two.claimDelivery(1)).toMatchObject({ id: 1 })
    await two.markDelivered(1)
    expect(await one.claimDelivery(1)).toBe("claimed-elsewhere")
    expect(await one.deliveries()).toMatchObject([{ status: "delivered", attempts: 1 }])
  })

  it("runs the daily retention once between instances, while the leads CLI's prune always runs", async () => {
    const clock = { now: Date.parse("2026-01-01T00:00:00.000Z") }
    const { one, two } = await twoInstances(clock)
    await one.insert(lead({ status: "spam", message: "old spam" }), [])
    clock.now += 31 * DAY
    await one.insert(lead({ status: "spam", message: "new spam" }), [])
    const daily = { onceWithinMs: 23 * 60 * 60 * 1000 }
    const retention = { leadDays: 730, spamDays: 30 }
    const runs = await Promise.all([one.applyRetention(retention, daily), two.applyRetention(retention, daily)])
    expect(runs.flatMap((run) => run.leads.map((removed) => removed.id))).toEqual([1])
    clock.now += 2 * 60 * 60 * 1000
    await one.insert(lead({ status: "spam", message: "found late" }), [])
    clock.now += 31 * DAY
    const lastRunAt = clock.now
    expect(await two.applyRetention(retention, daily)).toMatchObject({ leads: [{ id: 2 }, { id: 3 }] })
    // A lead dated 40 days back, found an hour after that run: the daily run skips it, the CLI's prune does not.
    clock.now = lastRunAt - 40 * DAY
    await one.insert(lead({ status: "spam", message: "backdated" }), [])
    clock.now = lastRunAt + 60 * 60 * 1000
    expect(await one.applyRetention(retention, daily)).toMatchObject({ leads: [] })
    expect(await one.applyRetention(retention)).toMatchObject({ leads: [{ id: 4 }] })
    expect((await one.auditEvents()).filter((event) => event.action === "retention")).toHaveLength(3)
  })
})

describe("R-L8 a connection that goes away", () => {
  it("answers 'unavailable' on a dropped connection, reconnects, and refuses to start on a database it cannot reach", async () => {
    const url = await server.createDatabase(`dropped_${++databases}`)
    const store = await opens(url)
    await store.count()
    await server.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [
      new URL(url).pathname.slice(1),
    ])
    // A call on a dropped connection is "unavailable" (answered 503), never a crash; the pool then reconnects.
    const first = await store.count().catch((error: unknown) => error)
    if (first !== 0) expect(first).toBeInstanceOf(StoreUnavailableError)
    expect(await store.count()).toBe(0)
    const unreachable = `postgres://catalysty@127.0.0.1:${server.port + 1}/nowhere`
    await expect(openPostgresLeadStore(unreachable)).rejects.toThrow(
      new RegExp(`^lead store: cannot reach PostgreSQL 127\\.0\\.0\\.1:${server.port + 1}/nowhere: .*ECONNREFUSED`),
    )
    await expect(openPostgresLeadStore(server.url("missing_database"))).rejects.toThrow(
      /database "missing_database" does not exist/,
    )
  })
})

describe("R-E3 a database migrated from schema 4", () => {
  it("drops the statistics PostgreSQL kept of personal columns, collects none again, and folds every address", async () => {
    const database = `schema_4_${++databases}`
    const url = await server.createDatabase(database)
    const query = (text: string, values: unknown[] = []) => server.query(text, values, database)
    // The schema of the previous release, with leads enough for ANALYZE to keep the address among its most common values.
    await query(postgresMigrations.find((step) => step.version === 4)?.up ?? "")
    await query(
      "CREATE TABLE store_schema (version integer NOT NULL, migrated_at timestamptz NOT NULL DEFAULT now()); INSERT INTO store_schema (version) VALUES (4)",
    )
    await query(
      `INSERT INTO leads (created_at, status, channel, name, email, company, services, budget, message, payload_hash)
       SELECT now(), 'new', 'fetch', 'Ada', CASE WHEN n % 2 = 0 THEN 'ÜNICODE.Zz9@example.com' ELSE 'other' || n || '@example.com' END,
         '', '[]', '', 'Hello', 'hash' FROM generate_series(1, 400) AS n`,
    )
    await query("ANALYZE leads")
    const statistics = async () =>
      JSON.stringify(
        await query(
          "SELECT attname, most_common_vals::text, histogram_bounds::text FROM pg_stats WHERE tablename = 'leads'",
        ),
      )
    // The check can fail: before the migration the address is in the planner's statistics.
    expect(await statistics()).toContain("ÜNICODE.Zz9@example.com")

    const store = await opens(url)
    expect(store.migrationReport).toEqual([
      expect.stringMatching(/^lead store: PostgreSQL schema 4 → 5: each lead's address case-folded/),
      // The test server's user is its superuser, as the site's need not be.
      "lead store: rewrote pg_statistic without the statistics kept of personal columns (VACUUM FULL)",
    ])
    expect(await statistics()).not.toContain("@example.com")
    await query("ANALYZE leads")
    expect(await statistics()).not.toContain("@example.com")
    expect(await store.erase("ünicode.zz9@example.com")).toMatchObject({ deliveries: 0, isLogEmptied: true })
    expect(await store.count()).toBe(200)
  })
})
