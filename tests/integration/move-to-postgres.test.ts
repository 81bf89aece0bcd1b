/**
 * `npm run leads -- move-to-postgres`, and every other command of the leads CLI on PostgreSQL: after the
 * move, each command answers on PostgreSQL exactly as it does on the SQLite file it came from.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openPostgresLeadStore } from "#server/contact/postgres-store"
import { openLeadStore } from "#server/contact/sqlite-store"
import type { NewLead } from "#server/contact/store"
import { runLeadsCommand, UsageError } from "#server/leads/commands"
import { cliContext, newLead } from "#tests/helpers/leads"
import { startTestPostgres, type TestPostgres } from "#tests/helpers/postgres"

let server: TestPostgres
let databases = 0
const dirs: string[] = []
beforeAll(async () => {
  server = await startTestPostgres()
})
afterAll(async () => {
  await server?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const lead = (overrides: Partial<NewLead>) =>
  newLead({
    channel: "form",
    company: "Lovelace Bakery",
    services: ["Email Marketing", "Pay Per Click"],
    budget: "$2,000",
    ...overrides,
  })

/**
 * A SQLite file as a site that has run a while leaves it: leads (one spam, one with attribution), one
 * notification sent, one failed, one waiting for its next attempt, and a person erased (their lead's
 * number is used and must not come back).
 */
async function sqliteFolder() {
  const dataDir = mkdtempSync(join(tmpdir(), "catalysty-move-"))
  dirs.push(dataDir)
  const leadsDb = join(dataDir, "leads.db")
  const mailDir = join(dataDir, "mail")
  mkdirSync(mailDir)
  const store = openLeadStore(leadsDb)
  await store.insertMany(
    [
      lead({
        submissionId: "7f0c1b2e-0000-4000-8000-000000000001",
        message: "first",
        attribution: { utm_source: "flyer" },
      }),
      lead({ email: "grace@example.com", message: "second" }),
      lead({ email: "erase-me@example.com", message: "third" }),
      lead({ status: "spam", email: "bot@example.com", message: "cheap pills" }),
      lead({ email: "linus@example.com", message: "fifth, 'quoted' <b>bold</b> ünïcode 👋" }),
    ],
    ["email", "webhook"],
  )
  await store.markDelivered(1)
  await store.markDelivered(2)
  await store.markFailed(3, "550 mailbox unavailable")
  await store.retryDeliveryAt(4, "2030-01-01T00:00:00.000Z", "connection refused")
  await store.erase("erase-me@example.com")
  await store.close()
  return { dataDir, leadsDb, mailDir }
}

/** Every row of the lead tables, in order: what "changes nothing" is checked against. */
async function snapshot(url: string) {
  const database = new URL(url).pathname.slice(1)
  const all = (text: string) => server.query(text, [], database)
  return {
    leads: await all("SELECT * FROM leads ORDER BY id"),
    deliveries: await all("SELECT * FROM deliveries ORDER BY id"),
    audit: await all("SELECT * FROM audit_events ORDER BY id"),
    sequences: await all("SELECT last_value, is_called FROM leads_id_seq"),
  }
}

describe("npm run leads -- move-to-postgres", () => {
  it("copies every lead, job state and audit record; a second run changes nothing; new leads get new numbers", async () => {
    const { leadsDb, mailDir } = await sqliteFolder()
    const databaseUrl = await server.createDatabase(`move_${++databases}`)
    const cli = cliContext({ leadsDb, mailDir, databaseUrl })

    await runLeadsCommand(["move-to-postgres"], cli.context)
    expect(cli.take()).toMatch(
      /^Copied 4 of 4 leads, 6 of 6 notification jobs and 1 of 1 audit records from .*leads\.db to PostgreSQL 127\.0\.0\.1:\d+\/move_\d+; none was there before\.\n/,
    )
    expect(cli.err.join("")).toMatch(/leads audit move-to-postgres leads=4 jobs=6 audit=1\n$/)

    const sqlite = openLeadStore(leadsDb, { readonly: true })
    const target = await openPostgresLeadStore(databaseUrl)
    try {
      expect(await target.list()).toEqual(await sqlite.list())
      expect(await target.deliveries()).toEqual(await sqlite.deliveries())
      expect(await target.auditEvents()).toEqual(await sqlite.auditEvents())
      const before = await snapshot(databaseUrl)

      await runLeadsCommand(["move-to-postgres"], cli.context)
      expect(cli.take()).toMatch(
        /^Copied 0 of 4 leads, 0 of 6 notification jobs and 0 of 1 audit records .*; the others were there already\./,
      )
      expect(await snapshot(databaseUrl)).toEqual(before)

      // The erased lead's number (3) and its jobs' (5, 6) stay used; numbers go on after the file's highest.
      expect((await target.deliveries()).map((job) => job.id)).toEqual([1, 2, 3, 4, 7, 8])
      expect(await target.insert(lead({ message: "after the move" }), ["email"])).toEqual({ kind: "stored", id: 6 })
      expect((await target.deliveries()).at(-1)?.id).toBe(9)
    } finally {
      await sqlite.close()
      await target.close()
    }
  })

  it("refuses, copying nothing, when PostgreSQL holds other leads under the same numbers", async () => {
    const { leadsDb, mailDir } = await sqliteFolder()
    const databaseUrl = await server.createDatabase(`move_${++databases}`)
    const target = await openPostgresLeadStore(databaseUrl)
    await target.insert(lead({ email: "someone-else@example.com", message: "taken first" }), ["email"])
    await target.close()
    const before = await snapshot(databaseUrl)
    const cli = cliContext({ leadsDb, mailDir, databaseUrl })
    await expect(runLeadsCommand(["move-to-postgres"], cli.context)).rejects.toThrow(
      new UsageError(
        "PostgreSQL already holds a different record as leads #1 (submission_id, created_at, email differ): it received leads of its own before this move. Nothing was copied; move into an empty database.",
      ),
    )
    expect(await snapshot(databaseUrl)).toEqual(before)
  })

  it("says what it needs when DATABASE_URL is not set", async () => {
    const { leadsDb, mailDir } = await sqliteFolder()
    await expect(runLeadsCommand(["move-to-postgres"], cliContext({ leadsDb, mailDir }).context)).rejects.toThrow(
      /^move-to-postgres needs DATABASE_URL/,
    )
  })
})

describe("the leads CLI on PostgreSQL", () => {
  it("answers list, show, csv and undelivered exactly as on SQLite, and retry, erase, prune and backup work", async () => {
    const { leadsDb, mailDir, dataDir } = await sqliteFolder()
    const databaseUrl = await server.createDatabase(`cli_${++databases}`)
    const onSqlite = cliContext({ leadsDb, mailDir })
    const onPostgres = cliContext({ leadsDb, mailDir, databaseUrl })
    await runLeadsCommand(["move-to-postgres"], onPostgres.context)
    onPostgres.take()

    for (const command of [["list"], ["list", "--status", "spam"], ["show", "1"], ["csv"], ["undelivered"]]) {
      await runLeadsCommand(command, onSqlite.context)
      await runLeadsCommand(command, onPostgres.context)
      expect(onPostgres.take(), command.join(" ")).toBe(onSqlite.take())
    }
    await expect(runLeadsCommand(["show", "3"], onPostgres.context)).rejects.toThrow("No lead #3.")

    await runLeadsCommand(["retry", "3"], onPostgres.context)
    expect(onPostgres.take()).toBe("Job 3 is queued again; the running site sends it within a few seconds.\n")
    await expect(runLeadsCommand(["retry", "1"], onPostgres.context)).rejects.toThrow(
      "No pending or failed notification job 1 (see npm run leads -- undelivered).",
    )

    await runLeadsCommand(["erase", "--email", "GRACE@example.com"], onPostgres.context)
    expect(onPostgres.take()).toBe("Removed 1 lead (#2), 2 notification jobs and 0 email files.\n")

    await runLeadsCommand(["prune"], onPostgres.context)
    expect(onPostgres.take()).toBe(
      "Kept leads 730 days and spam 30 days: removed 0 leads, 0 notification jobs and 0 email files.\n",
    )

    const dump = join(dataDir, "leads.dump")
    await runLeadsCommand(["backup", dump], onPostgres.context)
    expect(onPostgres.take()).toMatch(
      /^Backed up 3 leads and 4 notification jobs from PostgreSQL 127\.0\.0\.1:\d+\/cli_\d+ to .*leads\.dump with pg_dump \(\d+ KB\)\. Restore it with: pg_restore --no-owner --dbname DATABASE_URL .*leads\.dump\n$/,
    )
    expect(existsSync(dump) && statSync(dump).size).toBeGreaterThan(1000)

    const store = await openPostgresLeadStore(databaseUrl)
    expect((await store.list()).map((row) => row.id)).toEqual([1, 4, 5])
    expect((await store.deliveries({ statuses: ["pending"] })).map((job) => job.id)).toEqual([7, 8])
    expect((await store.auditEvents()).at(-1)?.detail).toBe("on request leads=2 jobs=2")
    await store.close()
  })
})
