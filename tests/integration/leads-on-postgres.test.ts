/**
 * The lead service with DATABASE_URL set, against a real PostgreSQL server of the test's own: a lead posted
 * to the endpoint is stored there before the answer and its notification is sent; /healthz's check reads
 * and writes that database and reports it once it is gone; a server whose database cannot be reached
 * refuses to start and says why.
 */
import { randomUUID } from "node:crypto"
import { rmSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { dirname } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { parseBuildConfig } from "#config/build"
import { parseRunConfig } from "#config/run"
import { startLeadService } from "#server/contact/index"
import { openPostgresLeadStore } from "#server/contact/postgres-store"
import { post, TEST_KEY, tempDataDir, validSubmission } from "#tests/helpers/endpoint"
import { startSmtpServer } from "#tests/helpers/mail"
import { startTestPostgres, type TestPostgres } from "#tests/helpers/postgres"
import { bundleStandalone, runEndpointToExit } from "#tests/helpers/processes"

vi.setConfig({ testTimeout: 60_000 })

let postgres: TestPostgres
beforeAll(async () => {
  postgres = await startTestPostgres()
})
afterAll(async () => {
  await postgres?.stop()
})

it("stores a lead in PostgreSQL before answering, emails it, and /healthz reports the database it uses", async () => {
  const databaseUrl = await postgres.createDatabase("service")
  const smtp = await startSmtpServer()
  const dataDir = tempDataDir()
  const config = parseRunConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    CONTACT_RATE_LIMIT: "off",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEADS_NOTIFY_TO: "owner@catalysty.com",
  })
  const service = await startLeadService({
    config,
    build: parseBuildConfig({ SITE_URL: "https://www.catalysty.com", CONTACT_ACCESS_KEY: TEST_KEY }),
    log: () => {},
    logError: () => {},
  })
  const server = createServer((req, res) => void service.handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  const reader = await openPostgresLeadStore(databaseUrl)
  try {
    expect(service.migrations).toEqual([
      "lead store: PostgreSQL schema none → 4: leads, their delivery jobs, the audit trail and store metadata (SQLite's schema 4)",
      "lead store: PostgreSQL schema 4 → 5: each lead's address case-folded over all of Unicode, for erasure; no planner statistics of personal columns",
    ])
    expect(service.channels[0]).toMatch(/^Leads are kept in PostgreSQL 127\.0\.0\.1:\d+\/service\.$/)

    const submissionId = randomUUID()
    const answer = await post(port, validSubmission({ submission_id: submissionId }), { Accept: "application/json" })
    expect(answer.status).toBe(200)
    // Acknowledged means committed: the row is there as soon as the answer is.
    const [stored] = await reader.list()
    expect(stored).toMatchObject({ id: 1, submissionId })

    const giveUpAt = Date.now() + 15_000
    while ((await reader.deliveries({ statuses: ["delivered"] })).length === 0 && Date.now() < giveUpAt) await sleep(50)
    expect(await reader.deliveries()).toMatchObject([{ leadId: 1, channel: "email", status: "delivered", attempts: 1 }])
    expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([["owner@catalysty.com"]])
    expect(smtp.received[0]!.raw).toMatch(/^Message-ID: <lead-1-\d+-email@www\.catalysty\.com>$/im)

    expect(await service.health()).toMatchObject({ status: "ok", database: "writable", problems: [] })
    await postgres.stop()
    await sleep(1_100)
    const report = await service.health()
    expect(report.status).toBe("failing")
    expect(report.database).toBe("not writable")
    expect(report.problems[0]).toMatch(/^the lead database cannot be written \((ECONNREFUSED|CONNECTION_\w+|57P01)\)$/)
    // Not stored, so not acknowledged: 503, never 200.
    const refused = await post(port, validSubmission({ submission_id: randomUUID() }), { Accept: "application/json" })
    expect(refused.status).toBe(503)
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await Promise.race([service.close(), sleep(5_000)])
    await reader.close().catch(() => undefined)
    await smtp.close()
    rmSync(dataDir, { recursive: true, force: true })
    // The next test needs a server: a new one, whether or not this test got as far as stopping the first.
    await postgres.stop()
    postgres = await startTestPostgres()
  }
})

it("refuses to start on a database it cannot reach or migrate, and says why", async () => {
  const script = await bundleStandalone()
  try {
    await refusals(script)
  } finally {
    rmSync(dirname(script), { recursive: true, force: true })
  }
})

async function refusals(script: string) {
  const dataDirs = [tempDataDir(), tempDataDir()]
  try {
    await refusalsIn(script, dataDirs)
  } finally {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }
}

async function refusalsIn(script: string, [unreachableDir, newerDir]: string[]) {
  // Nothing is sent: the mail server is named because PostgreSQL requires one.
  const smtpUrl = "smtp://127.0.0.1:2525"
  const unreachable = await runEndpointToExit(script, {
    DATABASE_URL: `postgres://catalysty:hunter2@127.0.0.1:${postgres.port + 1}/leads`,
    SMTP_URL: smtpUrl,
    DATA_DIR: unreachableDir!,
  })
  expect(unreachable.code).toBe(1)
  expect(unreachable.output).toContain(`lead store: cannot reach PostgreSQL 127.0.0.1:${postgres.port + 1}/leads:`)
  expect(unreachable.output).toContain("Lead endpoint not started: leads could not be stored.")
  expect(unreachable.output).not.toContain("hunter2")

  const databaseUrl = await postgres.createDatabase("newer")
  await (await openPostgresLeadStore(databaseUrl)).close()
  await postgres.query("INSERT INTO store_schema (version) VALUES (99)", [], "newer")
  const newer = await runEndpointToExit(script, { DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, DATA_DIR: newerDir! })
  expect(newer.code).toBe(1)
  expect(newer.output).toContain("lead store: the PostgreSQL database has schema version 99, newer than this site's 5")

  const malformed = await runEndpointToExit(script, { DATABASE_URL: "mysql://db.example.com/leads" })
  expect(malformed.code).toBe(1)
  expect(malformed.output).toContain("DATABASE_URL must start with postgres:// or postgresql://")

  // R-E3: instances on one database keep no lead email on their own disks, where an erasure could not reach it.
  const withoutSmtp = await runEndpointToExit(script, { DATABASE_URL: databaseUrl, DATA_DIR: newerDir! })
  expect(withoutSmtp.code).toBe(1)
  expect(withoutSmtp.output).toContain(
    "lead store: with DATABASE_URL set, lead emails must go out by SMTP: set SMTP_URL. Without it each instance would write them as .eml files on its own disk, where an erasure run on another instance cannot reach them.",
  )
}
