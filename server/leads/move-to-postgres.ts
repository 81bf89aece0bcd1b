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
import { openPostgresLeadStore } from "../contact/postgres-store"
import { openLeadStore } from "../contact/store"

/** PostgreSQL holds a different record under a number the file uses; nothing was copied. */
export class MoveRefusedError extends Error {}

type Row = Record<string, unknown>
type TableMove = { copied: number; of: number }
export type MoveReport = { leads: TableMove; jobs: TableMove; audit: TableMove }

/** Columns that say whether two rows under one number are the same record. */
const identityColumns = {
  leads: ["submission_id", "created_at", "email", "payload_hash"],
  deliveries: ["lead_id", "channel", "created_at"],
  audit_events: ["at", "action", "detail"],
} as const
type Table = keyof typeof identityColumns
const timeColumns = new Set(["created_at", "next_attempt_at", "delivered_at", "claimed_until", "at"])
const BATCH = 500

/** A value as both engines can be compared by: times as ISO strings, the rest as they are. */
const comparable = (column: string, value: unknown) =>
  value === null || value === undefined
    ? null
    : timeColumns.has(column)
      ? new Date(value as string | Date).toISOString()
      : value

export async function moveToPostgres(sqliteFile: string, databaseUrl: string): Promise<MoveReport> {
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
    source.close()
  }

  const target = await openPostgresLeadStore(databaseUrl, { maxConnections: 1 })
  try {
    return await target.sql.begin(async (tx) => {
      // Nothing else writes these tables while the copy runs: a site already started on the database waits.
      await tx`LOCK TABLE leads, deliveries, audit_events IN SHARE ROW EXCLUSIVE MODE`
      const copyTable = async (table: Table): Promise<TableMove> => {
        const source = rows[table]
        const columns = identityColumns[table]
        let copied = 0
        for (let start = 0; start < source.length; start += BATCH) {
          const batch = source.slice(start, start + BATCH)
          const ids = batch.map((row) => row.id as number)
          const existing = await tx<
            Row[]
          >`SELECT id, ${tx(columns as unknown as string[])} FROM ${tx(table)} WHERE id IN ${tx(ids)}`
          const byId = new Map(existing.map((row) => [row.id as number, row]))
          for (const row of batch) {
            const there = byId.get(row.id as number)
            if (!there) continue
            const differs = columns.filter(
              (column) => comparable(column, there[column]) !== comparable(column, row[column]),
            )
            if (differs.length > 0) {
              throw new MoveRefusedError(
                `PostgreSQL already holds a different record as ${table} #${row.id} (${differs.join(", ")} differ): it received leads of its own before this move. Nothing was copied; move into an empty database.`,
              )
            }
          }
          const fresh = batch.filter((row) => !byId.has(row.id as number))
          if (fresh.length > 0) {
            const inserted = await tx`INSERT INTO ${tx(table)} ${tx(fresh)} ON CONFLICT (id) DO NOTHING`
            copied += inserted.count
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
            `PostgreSQL already holds other leads that clash with the file's (${(error as { constraint_name?: string }).constraint_name ?? "a unique key"}). Nothing was copied; move into an empty database.`,
          )
        }
        throw error
      }
      // The next number PostgreSQL hands out comes after every number either database has used.
      for (const table of Object.keys(identityColumns) as Table[]) {
        const [state] = await tx<
          { sequence: string; highest: number }[]
        >`SELECT pg_get_serial_sequence(${table}, 'id') AS sequence,
          (SELECT coalesce(max(id), 0) FROM ${tx(table)}) AS highest`
        const [used] = await tx<
          { last_value: string; is_called: boolean }[]
        >`SELECT last_value, is_called FROM ${tx.unsafe(state!.sequence)}`
        const highest = Math.max(state!.highest, sequences[table] ?? 0, used!.is_called ? Number(used!.last_value) : 0)
        if (highest > 0) await tx`SELECT setval(${state!.sequence}, ${highest}, true)`
      }
      return report
    })
  } finally {
    await target.close()
  }
}
