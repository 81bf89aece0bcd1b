/**
 * docs/requirements/RELIABILITY.md R-E3 on PostgreSQL, with two instances sharing one database as behind nginx:
 * after `npm run leads -- erase` with an address in other letter case, and a CHECKPOINT, no file of the
 * database's data folder holds a byte of the person (its write-ahead log, pg_wal, aside: docs/operations.md
 * says what it keeps and for how long), nor do the planner's statistics, either instance's mail folder or a
 * backup made afterwards. SQLite's side: tests/integration/erasure-sqlite.test.ts.
 */
import { randomUUID } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { parseBuildConfig } from "#config/build"
import { parseRunConfig } from "#config/run"
import { startLeadService } from "#server/contact/index"
import { runLeadsCommand } from "#server/leads/commands"
import { post, serveLeadService, TEST_KEY, tempDataDir, validSubmission } from "#tests/helpers/endpoint"
import { cliContext, erasureMarkers, markersInBytes } from "#tests/helpers/leads"
import { startSmtpServer } from "#tests/helpers/mail"
import { startTestPostgres, type TestPostgres } from "#tests/helpers/postgres"

let database: TestPostgres
const cleanups: (() => Promise<unknown> | unknown)[] = []
beforeAll(async () => {
  database = await startTestPostgres()
})
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  await database?.stop()
})

/** Every file under `dir` but those of `skip`, as its path and bytes. */
function filesUnder(dir: string, skip: string): { path: string; bytes: Buffer }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.name === skip) return []
    if (entry.isDirectory()) return filesUnder(path, skip)
    return entry.isFile() ? [{ path, bytes: readFileSync(path) }] : []
  })
}

/** The markers found anywhere in the database's data folder but its write-ahead log, file by file. */
function markersInDataFolder(markers: string[]) {
  return filesUnder(database.dataDir, "pg_wal").flatMap(({ path, bytes }) => {
    const found = markersInBytes(bytes, markers)
    return found.length > 0 ? [{ file: path.slice(database.dataDir.length), found }] : []
  })
}

it("R-E3: leaves nothing of the person in the data folder after a checkpoint, in pg_stats, in either instance's mail folder or in a later backup", async () => {
  const databaseUrl = await database.createDatabase("erasure")
  const smtp = await startSmtpServer()
  cleanups.push(() => smtp.close())
  const build = parseBuildConfig({ SITE_URL: "https://www.catalysty.com", CONTACT_ACCESS_KEY: TEST_KEY })

  /** One instance of the lead service, its own data folder, the shared database. */
  async function instance() {
    const dataDir = tempDataDir()
    const config = parseRunConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "owner@catalysty.com",
      CONTACT_RATE_LIMIT: "off",
    })
    const service = await startLeadService({ config, build, log: () => undefined, logError: () => undefined })
    const served = await serveLeadService(service)
    cleanups.push(async () => {
      await served.close()
      rmSync(dataDir, { recursive: true, force: true })
    })
    return { config, port: served.port }
  }
  const [one, two] = [await instance(), await instance()]

  const id = randomUUID().slice(0, 8)
  // The row stays under PostgreSQL's TOAST threshold, so it is stored uncompressed and each marker is there to
  // be found before the erasure.
  const markers = erasureMarkers(id)
  const filler = "Please call me about a new shop front and a newsletter. ".repeat(8)
  const allMarkers = [...Object.values(markers), markers.email.toUpperCase()]
  const others = (from: number) =>
    Array.from({ length: 15 }, (_, index) =>
      validSubmission({
        email: `p${from + index}@others.example`,
        message: `Request ${from + index}`,
        submission_id: randomUUID(),
      }),
    )

  // Others first, to both instances: the person's rows are then the newest, at the free end of their pages,
  // where a plain VACUUM would leave their bytes in place (only a rewrite removes them).
  for (const submission of others(0)) expect((await post(one.port, submission)).status).toBe(200)
  for (const submission of others(15)) expect((await post(two.port, submission)).status).toBe(200)
  const person = (email: string, port: number, message: string) =>
    post(port, {
      ...validSubmission({ name: markers.name, email, company: markers.company, budget: markers.budget, message }),
      submission_id: randomUUID(),
      landing_page: markers.landing,
    })
  // One request to each instance, the second with the address in capitals: ÜNÏCODE is not ASCII.
  const message = `${markers.messageStart} ${filler} ${markers.messageMiddle} ${filler} ${markers.messageEnd}`
  expect((await person(markers.email, one.port, message)).status).toBe(200)
  expect((await person(markers.email.toUpperCase(), two.port, `${markers.messageStart} again`)).status).toBe(200)
  await smtp.waitFor(32)

  // What autovacuum does on its own, and a checkpoint that writes every page to the data files.
  await database.query("ANALYZE leads", [], "erasure")
  await database.query("CHECKPOINT")
  // The check can fail: before the erasure the person is in the table's and the index's files.
  const before = markersInDataFolder(allMarkers)
  expect(before.flatMap((file) => file.found)).toEqual(expect.arrayContaining(allMarkers))

  const { context, out } = cliContext(one.config, build.retention)
  await runLeadsCommand(["erase", "--email", markers.email], context)
  expect(out.join("")).toMatch(/^Removed 2 leads \(#31, #32\), 2 notification jobs and 0 email files\.\n$/)
  const backups = join(tempDataDir(), "backups")
  cleanups.push(() => rmSync(join(backups, ".."), { recursive: true, force: true }))
  mkdirSync(backups)
  const backup = join(backups, "leads-after-erasure.dump")
  await runLeadsCommand(["backup", backup], context)
  expect(readdirSync(backups)).toEqual(["leads-after-erasure.dump"])
  expect(statSync(backup).size).toBeGreaterThan(1000)
  await database.query("CHECKPOINT")

  const after = markersInDataFolder(allMarkers)
  console.log(
    `R-E3 on PostgreSQL: ${filesUnder(database.dataDir, "pg_wal").length} files of the data folder searched (pg_wal aside) for ${allMarkers.length} markers: ${before.length} held some before the erasure, ${after.length} after it and a checkpoint`,
  )
  expect(after).toEqual([])
  const statistics = await database.query(
    "SELECT tablename, attname, most_common_vals::text, histogram_bounds::text FROM pg_stats WHERE schemaname = 'public'",
    [],
    "erasure",
  )
  expect(markersInBytes(Buffer.from(JSON.stringify(statistics)), allMarkers)).toEqual([])
  expect(markersInBytes(readFileSync(backup), allMarkers)).toEqual([])
  // Lead emails went by SMTP, which PostgreSQL requires: no instance's mail folder holds one (R-E3).
  for (const { config } of [one, two]) {
    const files = existsSync(config.mailDir) ? readdirSync(config.mailDir) : []
    expect({ mailDir: config.mailDir, files }).toEqual({ mailDir: config.mailDir, files: [] })
  }
  // Everyone else is still there.
  const [left] = await database.query<{ count: number }>("SELECT count(*)::int AS count FROM leads", [], "erasure")
  expect(left?.count).toBe(30)
}, 120_000)
