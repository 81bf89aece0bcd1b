/**
 * docs/requirements/RELIABILITY.md R-E1, R-E3: after `npm run leads -- erase`, nothing the person typed is left
 * in the SQLite file, its write-ahead log, a backup made afterwards (one file) or the mail folder, whatever
 * the letter case of their address in any script, even when the erasure runs while the delivery thread is
 * sending their notification. PostgreSQL's side: tests/integration/erasure-postgres.test.ts.
 */
import { randomUUID } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { afterEach, describe, expect, it } from "vitest"
import { parseBuildConfig } from "#config/build"
import { parseRunConfig } from "#config/run"
import { startLeadService } from "#server/contact/index"
import { openLeadStore } from "#server/contact/sqlite-store"
import type { NewLead } from "#server/contact/store"
import { emailFile } from "#server/delivery/email"
import { runLeadsCommand } from "#server/leads/commands"
import { post, serveLeadService, TEST_KEY, tempDataDir, validSubmission } from "#tests/helpers/endpoint"
import { cliContext, erasureMarkers, markersInBytes, newLead } from "#tests/helpers/leads"

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A data folder of its own, and the lead CLI's context for it; `out` collects what the commands print. */
function dataFolder() {
  const dataDir = tempDataDir()
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  const config = parseRunConfig({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "off", LEADS_RETRY_BASE_SECONDS: "0.2" })
  const { context, out } = cliContext(config)
  return { dataDir, config, context, out }
}

const lead = (overrides: Partial<NewLead>) =>
  newLead({
    name: "Grace Hopper",
    email: "grace@example.com",
    services: ["Email Marketing"],
    message: "Please call me about a newsletter.",
    ...overrides,
  })

/** Which of the markers occur in a file's raw bytes (none when the file does not exist). */
const markersIn = (file: string, markers: string[]) =>
  markersInBytes(existsSync(file) ? readFileSync(file) : undefined, markers)

describe("R-E1 no byte of an erased person is left", () => {
  it("in leads.db, its write-ahead log, a backup made afterwards or the mail folder, while the site keeps the file open", async () => {
    const { dataDir, config, context } = dataFolder()
    const id = randomUUID().slice(0, 8)
    const markers = { ...erasureMarkers(id), campaign: `campaign-${id}` }
    // Long enough to need overflow pages of its own, which a plain DELETE leaves in the file's free list.
    const filler = "Please call me about a new shop front and a newsletter. ".repeat(50)
    const message = `${markers.messageStart} ${filler} ${markers.messageMiddle} ${filler} ${markers.messageEnd}`
    const allMarkers = [...Object.values(markers), markers.email.toUpperCase()]

    // The running site's connection: it keeps the write-ahead log in use, so nothing empties it on close.
    const site = openLeadStore(config.leadsDb)
    cleanups.push(() => site.close())
    await site.insertMany(
      Array.from({ length: 30 }, (_, index) =>
        lead({ message: `Earlier request ${index}`, email: `p${index}@e.example` }),
      ),
      ["email"],
    )
    await site.insert(
      lead({
        name: markers.name,
        email: markers.email,
        company: markers.company,
        budget: markers.budget,
        message,
        attribution: { landing_page: markers.landing, utm_campaign: markers.campaign },
      }),
      ["email", "webhook"],
    )
    // A second request from the same person, in other letter case, and others after theirs.
    await site.insert(
      lead({ name: markers.name, email: markers.email.toUpperCase(), message: `${markers.messageStart} again` }),
    )
    await site.insertMany(
      Array.from({ length: 30 }, (_, index) =>
        lead({ message: `Later request ${index}`, email: `q${index}@e.example` }),
      ),
      ["email"],
    )
    mkdirSync(config.mailDir)
    const erased = (await site.list()).filter((row) => row.email.toLowerCase() === markers.email)
    expect(erased).toHaveLength(2)
    for (const row of erased) writeFileSync(emailFile(row, config.mailDir), `To: staff\n\n${message}`)
    const [sent] = await site.deliveries({ leadId: erased[0]?.id ?? 0 })
    await site.markDelivered(sent?.id ?? 0)

    // As after the site's automatic checkpoints: the rows are in the database file, and still in the log.
    site.db.pragma("wal_checkpoint(PASSIVE)")
    const database = config.leadsDb
    const files = [database, `${database}-wal`, `${database}-shm`]
    // The check can fail: before the erasure every marker is there to be found, in both files.
    expect(markersIn(database, allMarkers)).toEqual(allMarkers)
    expect(markersIn(`${database}-wal`, allMarkers)).toEqual(allMarkers)

    await runLeadsCommand(["erase", "--email", markers.email], context)
    const backups = join(dataDir, "backups")
    mkdirSync(backups)
    const backup = join(backups, "after-erasure.db")
    await runLeadsCommand(["backup", backup], context)

    // The backup is one file: nothing beside it holds a page of the database either.
    expect(readdirSync(backups)).toEqual(["after-erasure.db"])
    for (const file of [...files, backup])
      expect({ file, found: markersIn(file, allMarkers) }).toEqual({ file, found: [] })
    expect(readdirSync(config.mailDir)).toEqual([])
    // Everyone else is still there, in the database and in the backup.
    expect(await site.count()).toBe(60)
    const copy = openLeadStore(backup, { readonly: true })
    expect(await copy.count()).toBe(60)
    await copy.close()
  })
})

describe("R-E1 an erasure racing the delivery thread", () => {
  /** The lead service as the server runs it (its store thread and delivery thread), behind HTTP on 127.0.0.1. */
  async function startSite(env: Record<string, string> = {}) {
    const folder = dataFolder()
    const config = parseRunConfig({
      DATA_DIR: folder.dataDir,
      CONTACT_RATE_LIMIT: "off",
      LEADS_RETRY_BASE_SECONDS: "0.2",
      ...env,
    })
    const errors: string[] = []
    const service = await startLeadService({
      config,
      build: parseBuildConfig({ SITE_URL: "https://www.catalysty.com", CONTACT_ACCESS_KEY: TEST_KEY }),
      log: () => undefined,
      logError: (line) => errors.push(line),
    })
    const { port, close } = await serveLeadService(service)
    cleanups.push(close)
    return { ...folder, config, port, errors, context: { ...folder.context, config } }
  }

  it("leaves no email file behind, whether the erasure comes before, during or after the send", async () => {
    const { port, config, context, out, errors } = await startSite()
    const started = Date.now()
    const outcomes = { fileRemoved: 0, noFileYet: 0 }
    let round = 0
    // Each of the 12 delays below at least once; then as many rounds as fit in 12 s, at most 80.
    for (; round < 80 && (round < 12 || Date.now() - started < 12_000); round++) {
      const email = `race-${round}@erasure.example`
      const submission = validSubmission({ email, message: `Race ${round}`, submission_id: randomUUID() })
      // On a loaded machine the insert can wait on another connection's write lock past busy_timeout: the
      // answer is then 503 and nothing is stored (R-D4), and the visitor sends the same message again.
      let answer = await post(port, submission)
      for (let tries = 1; answer.status === 503 && tries < 5; tries++) answer = await post(port, submission)
      expect(answer.status).toBe(200)
      // From at once to well after the send: the delivery thread reads the lead, composes, then writes the file.
      await sleep(round % 12)
      await runLeadsCommand(["erase", "--email", email], context)
      const said = out.at(-1) ?? ""
      expect(said).toMatch(/^Removed 1 lead \(#\d+\), 1 notification job and [01] email files?\.\n$/)
      if (said.includes("1 email file")) outcomes.fileRemoved++
      else outcomes.noFileYet++
      expect(readdirSync(config.mailDir)).toEqual([])
    }
    // A send that was still under way would write its file by now.
    await sleep(1_000)
    expect(readdirSync(config.mailDir)).toEqual([])
    // An erased lead's notification is dropped quietly, not reported as a delivery that failed.
    expect(errors).toEqual([])
    expect(outcomes.fileRemoved + outcomes.noFileYet).toBe(round)
  }, 120_000)

  it("waits for a webhook being sent to be answered, then removes the lead, and nothing is sent afterwards", async () => {
    // A receiver that keeps each request waiting until the test answers it, then answers the rest at once.
    const requests: ServerResponse[] = []
    let isAnswering = false
    const receiver = createServer((req, res) => {
      req.resume()
      req.on("end", () => {
        requests.push(res)
        if (isAnswering) res.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
    cleanups.push(async () => {
      receiver.closeAllConnections()
      await new Promise((resolve) => receiver.close(resolve))
    })
    const { port, config, context, out, errors } = await startSite({
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`,
      LEADS_WEBHOOK_SECRET: "a-webhook-secret-of-some-length",
    })
    const email = "held@erasure.example"
    expect((await post(port, validSubmission({ email, submission_id: randomUUID() }))).status).toBe(200)
    // Generous waits: on a busy machine the delivery thread (compiled from TypeScript as it starts, in these
    // tests) and the command may take tens of seconds to get there.
    await expect.poll(() => requests.length, { timeout: 90_000 }).toBe(1)

    let isErased = false
    const erasure = runLeadsCommand(["erase", "--email", email], context).then(() => {
      isErased = true
    })
    await expect
      .poll(() => out, { timeout: 90_000 })
      .toEqual(["A notification about this person is being sent; erasing as soon as it is done.\n"])
    // The send is still unanswered, so the erasure is still waiting.
    expect(isErased).toBe(false)
    isAnswering = true
    for (const held of requests) if (!held.headersSent) held.writeHead(204).end()
    await erasure
    expect(out.at(-1)).toMatch(/^Removed 1 lead \(#1\), 2 notification jobs and 1 email file\.\n$/)
    // On a busy machine the command can take longer to start than the webhook's 10 s timeout, and the held
    // send is then tried again while the erasure waits; what counts is that nothing goes out after it.
    const sentBeforeTheErasureEnded = requests.length

    // Longer than the retry delay (0.2 s): a job left behind would have been tried again by now.
    await sleep(1_000)
    expect(requests).toHaveLength(sentBeforeTheErasureEnded)
    expect(readdirSync(config.mailDir)).toEqual([])
    expect(errors).toEqual([])
  }, 240_000)
})
