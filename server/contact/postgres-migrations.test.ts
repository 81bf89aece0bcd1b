/**
 * The two engines' migrations (migrations.ts for SQLite, postgres-migrations.ts for PostgreSQL) must
 * describe one schema: the same tables, the same columns in the same order, the same types (SQLite's ISO
 * text times are PostgreSQL's timestamptz), the same NOT NULL columns, keys, unique pairs and indexes.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import postgres from "postgres"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startTestPostgres, type TestPostgres } from "#tests/helpers/postgres"
import { SCHEMA_VERSION } from "./migrations"
import { POSTGRES_SCHEMA_VERSION } from "./postgres-migrations"
import { openPostgresLeadStore } from "./postgres-store"
import { openLeadStore } from "./store"

let server: TestPostgres
let dir: string
beforeAll(async () => {
  server = await startTestPostgres()
  dir = mkdtempSync(join(tmpdir(), "catalysty-schema-"))
})
afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
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

  const sqlite = openLeadStore(join(dir, "leads.db"))
  const sqliteTables = sqlite.db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name)
    .filter((name) => !ENGINE_TABLES.has(name))
  const sqliteColumns: Column[] = sqliteTables.flatMap((table) =>
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
  const sqliteUniques = sqliteTables.flatMap((table) =>
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
  sqlite.close()

  const url = await server.createDatabase("schema")
  await (await openPostgresLeadStore(url)).close()
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  const postgresColumns: Column[] = (
    await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string; is_key: boolean }[]>`
      SELECT c.table_name, c.column_name, c.data_type, c.is_nullable,
        EXISTS (SELECT 1 FROM information_schema.table_constraints t
          JOIN information_schema.key_column_usage k USING (constraint_name, table_name)
          WHERE t.constraint_type = 'PRIMARY KEY' AND t.table_name = c.table_name AND k.column_name = c.column_name) AS is_key
      FROM information_schema.columns c WHERE c.table_schema = 'public'
      ORDER BY c.table_name, c.ordinal_position`
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
    await sql<{ indexname: string }[]>`SELECT indexname FROM pg_indexes
      WHERE schemaname = 'public' AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key' ORDER BY indexname`
  ).map((row) => row.indexname)
  const postgresUniques = (
    await sql<{ table_name: string; columns: string }[]>`
      SELECT t.table_name, string_agg(k.column_name, ',' ORDER BY k.ordinal_position) AS columns
      FROM information_schema.table_constraints t JOIN information_schema.key_column_usage k USING (constraint_name, table_name)
      WHERE t.constraint_type = 'UNIQUE' AND t.table_schema = 'public'
      GROUP BY t.table_name, t.constraint_name ORDER BY t.table_name`
  ).map((row) => `${row.table_name}(${row.columns})`)
  await sql.end()

  expect(postgresColumns).toEqual(sqliteColumns)
  expect(postgresColumns.filter((column) => column.type.startsWith("unmapped"))).toEqual([])
  expect(postgresIndexes).toEqual(sqliteIndexes)
  expect(postgresUniques.sort()).toEqual(sqliteUniques.sort())
  expect(new Set(postgresColumns.map((column) => column.table))).toEqual(
    new Set(["audit_events", "deliveries", "leads", "store_meta"]),
  )
})
