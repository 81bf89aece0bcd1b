/**
 * `npm run leads -- move-to-postgres`: copies everything the SQLite file holds about leads into PostgreSQL
 * (DATABASE_URL), keeping every number: leads, their notification jobs in the state they are in (sent,
 * pending with their next attempt, failed), and the audit trail of erasures and retention runs. Lead and
 * job numbers stay the ones staff have seen, and PostgreSQL never hands out a number the file used.
 *
 * One transaction: all of it arrives or none. Rows already in PostgreSQL with the same number are left as
 * they are when they are the same record (a second run copies nothing and changes nothing); a different
 * record under the same number stops the move before anything is written.
 */
import { sql } from "kysely"
import { openPostgresLeadStore } from "../contact/postgres-store"
import { openLeadStore } from "../contact/sqlite-store"
import type { LeadTables } from "../contact/store"

/** PostgreSQL holds a different record under a number the file uses; nothing was copied. */
export class MoveRefusedError extends Error {}

type TableMove = { copied: number; of: number }
export type MoveReport = { leads: TableMove; jobs: TableMove; audit: TableMove }

/** Columns that say whether two rows under one number are the same record. */
const identityColumns = {
  leads: ["submission_id", "created_at", "email", "payload_hash"],
  deliveries: ["lead_id", "channel", "created_at"],
  audit_events: ["at", "action", "detail"],
} as const
type Table = keyof typeof identityColumns
type Row = Record<string, unknown> & { id: number }
const BATCH = 500

export async function moveToPostgres(sqliteFile: string, databaseUrl: string): Promise<MoveReport> {
  // Opened for writing, so a file of an older schema is brought up to this one's first.
  const source = openLeadStore(sqliteFile)
  let rows: Record<Table, Row[]>
  let sequences: Record<string, number>
  try {
    const all = (table: Table) => source.db.prepare<[], Row>(`SELECT * FROM ${table} ORDER BY id`).all()
    rows = { leads: all("leads"), deliveries: all("deliveries"), audit_events: all("audit_events") }
    sequences = Object.fromEntries(
      source.db
        .prepare<[], { name: string; seq: number }>("SELECT name, seq FROM sqlite_sequence")
        .all()
        .map((row) => [row.name, row.seq]),
    )
  } finally {
    await source.close()
  }

  const target = await openPostgresLeadStore(databaseUrl, { maxConnections: 1 })
  try {
    return await target.db.transaction().execute(async (tx) => {
      // Nothing else writes these tables while the copy runs: a site already started on the database waits.
      await sql`LOCK TABLE leads, deliveries, audit_events IN SHARE ROW EXCLUSIVE MODE`.execute(tx)
      const copyTable = async (table: Table): Promise<TableMove> => {
        const source = rows[table]
        const columns = identityColumns[table]
        let copied = 0
        for (let start = 0; start < source.length; start += BATCH) {
          const batch = source.slice(start, start + BATCH)
          const existing = (await tx
            .selectFrom(table)
            .selectAll()
            .where(
              "id",
              "in",
              batch.map((row) => row.id),
            )
            .execute()) as Row[]
          const byId = new Map(existing.map((row) => [row.id, row]))
          for (const row of batch) {
            const there = byId.get(row.id)
            if (!there) continue
            // Times are ISO text in both (postgres-store.ts reads timestamptz back so).
            const differs = columns.filter((column) => (there[column] ?? null) !== (row[column] ?? null))
            if (differs.length > 0) {
              throw new MoveRefusedError(
                `PostgreSQL already holds a different record as ${table} #${row.id} (${differs.join(", ")} differ): it received leads of its own before this move. Nothing was copied; move into an empty database.`,
              )
            }
          }
          const fresh = batch.filter((row) => !byId.has(row.id))
          if (fresh.length > 0) {
            // The rows are the file's as they are, column for column: the schemas agree (postgres-migrations.test.ts).
            const inserted = await tx
              .insertInto(table)
              .values(fresh as unknown as LeadTables[Table][])
              .onConflict((conflict) => conflict.column("id").doNothing())
              .executeTakeFirst()
            copied += Number(inserted.numInsertedOrUpdatedRows ?? 0)
          }
        }
        return { copied, of: source.length }
      }
      let report: MoveReport
      try {
        report = {
          leads: await copyTable("leads"),
          jobs: await copyTable("deliveries"),
          audit: await copyTable("audit_events"),
        }
      } catch (error) {
        // A unique submission id or (lead, channel) pair taken by another record: the same situation as above.
        if ((error as { code?: string }).code === "23505") {
          throw new MoveRefusedError(
            `PostgreSQL already holds other leads that clash with the file's (${(error as { constraint?: string }).constraint ?? "a unique key"}). Nothing was copied; move into an empty database.`,
          )
        }
        throw error
      }
      // The next number PostgreSQL hands out comes after every number either database has used.
      for (const table of Object.keys(identityColumns) as Table[]) {
        const { rows: state } = await sql<{ sequence: string; highest: number }>`SELECT
          pg_get_serial_sequence(${table}, 'id') AS sequence, (SELECT coalesce(max(id), 0) FROM ${sql.table(table)}) AS highest`.execute(
          tx,
        )
        const sequence = state[0]?.sequence
        if (!sequence) throw new Error(`PostgreSQL has no sequence for ${table}.id`)
        const { rows: used } = await sql<{
          last_value: number
          is_called: boolean
        }>`SELECT last_value, is_called FROM ${sql.raw(sequence)}`.execute(tx)
        const highest = Math.max(
          state[0]?.highest ?? 0,
          sequences[table] ?? 0,
          used[0]?.is_called ? Number(used[0].last_value) : 0,
        )
        if (highest > 0) await sql`SELECT setval(${sequence}, ${highest}, true)`.execute(tx)
      }
      return report
    })
  } finally {
    await target.close()
  }
}
