/**
 * docs/requirements/RELIABILITY.md R-L8: a database that goes away and comes back costs leads a 503 while it is
 * gone and costs pages nothing; the server never exits over a dropped connection.
 *
 * The built server runs with its leads in PostgreSQL while clients send leads and fetch pages without pause,
 * and the database is stopped as `pg_ctl stop -m fast` stops it (every connection cut at once, a query in
 * flight among them) and started again, 20 times. Meanwhile every page answers 200; a lead answers 200 only
 * once stored, else 503, and the form's retry with the same submission id stores it once. Afterwards every
 * acknowledged lead is in the database exactly once and its notification was sent.
 *
 * Its figures are printed: stops, leads sent, acknowledged at once and after retries, refused with 503,
 * stored, notified, and the page answers.
 */
import { randomUUID } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startSmtpServer } from "#tests/helpers/mail"
import { startTestPostgres, type TestPostgres } from "#tests/helpers/postgres"
import { leadBody } from "#tests/helpers/processes"
import { builtAccessKey, type SiteProcess, startSite } from "#tests/helpers/site"

/** As many as the test's name says. */
const STOPS = 20
const LEAD_CLIENTS = 4
const PAGES = ["/", "/pricing", "/contact-us"]
/** How long the database stays down each time, and up between two stops. */
const DOWN_MS = 700
const UP_MS = 800
/**
 * Each client's pause between two leads: about 15 leads a second in all, under the outbox's pace of 25
 * notifications a second, so the notifications keep up and the check after the load waits seconds, not minutes.
 */
const LEAD_PAUSE_MS = 250

let database: TestPostgres
beforeAll(async () => {
  database = await startTestPostgres()
})
afterAll(async () => {
  await database?.stop()
})

/** Posts one lead as the form does: its status, 200 only with success:true; 0 when no answer came. */
async function postLead(site: SiteProcess, submissionId: string) {
  const { body, contentType } = leadBody(submissionId, `Lead sent across restarts ${submissionId}`, builtAccessKey())
  try {
    const response = await fetch(`${site.origin}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": contentType, Accept: "application/json" },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    const answer = (await response.json().catch(() => ({}))) as { success?: boolean }
    return response.status === 200 && answer.success !== true ? -200 : response.status
  } catch {
    return 0
  }
}

it("R-L8: the server keeps serving pages and refuses leads only while PostgreSQL is down, across 20 stops", async () => {
  const databaseUrl = await database.createDatabase("restarts")
  const smtp = await startSmtpServer({ parse: false })
  const site = await startSite({
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    CONTACT_RATE_LIMIT: "off",
    LEADS_RETRY_BASE_SECONDS: "1",
    // A send whose outcome could not be recorded while the database was down is sent again soon after.
    LEADS_CLAIM_SECONDS: "5",
  })
  try {
    const sent: string[] = []
    const acknowledged = new Set<string>()
    const leadAnswers = new Map<number, number>()
    const pageAnswers = new Map<number, number>()
    const count = (answers: Map<number, number>, status: number) => answers.set(status, (answers.get(status) ?? 0) + 1)
    let isLoading = true

    const leadClients = Array.from({ length: LEAD_CLIENTS }, async () => {
      while (isLoading) {
        const id = randomUUID()
        sent.push(id)
        const status = await postLead(site, id)
        count(leadAnswers, status)
        if (status === 200) acknowledged.add(id)
        await sleep(LEAD_PAUSE_MS)
      }
    })
    const pageClient = (async () => {
      for (let index = 0; isLoading; index++) {
        const path = PAGES[index % PAGES.length] ?? "/"
        const status = await fetch(`${site.origin}${path}`, { signal: AbortSignal.timeout(10_000) })
          .then(async (response) => {
            await response.arrayBuffer()
            return response.status
          })
          .catch(() => 0)
        count(pageAnswers, status)
      }
    })()

    let stops = 0
    for (; stops < STOPS; stops++) {
      await sleep(UP_MS)
      await database.halt()
      await sleep(DOWN_MS)
      expect(site.child.exitCode, `the server exited at stop ${stops + 1}:\n${site.output()}`).toBeNull()
      await database.start()
    }
    await sleep(UP_MS)
    isLoading = false
    await Promise.all([...leadClients, pageClient])

    // What was not acknowledged is sent again with its submission id, as the form does, until it is.
    const firstAcknowledged = acknowledged.size
    for (const id of sent.filter((candidate) => !acknowledged.has(candidate))) {
      for (let attempt = 0; attempt < 20 && !acknowledged.has(id); attempt++) {
        if ((await postLead(site, id)) === 200) acknowledged.add(id)
        else await sleep(200)
      }
    }

    const query = <Row>(text: string) => database.query<Row>(text, [], "restarts")
    // Every notification goes out once the database is back; a send cut off by a stop goes again after its hold.
    const giveUpAt = Date.now() + 90_000
    for (;;) {
      const [queue] = await query<{ waiting: number }>(
        "SELECT count(*)::int AS waiting FROM deliveries WHERE status != 'delivered'",
      )
      if (queue?.waiting === 0 || Date.now() > giveUpAt) break
      await sleep(200)
    }
    const rows = await query<{ id: number; submission_id: string }>("SELECT id, submission_id FROM leads")
    const copies = new Map<string, number>()
    for (const row of rows) copies.set(row.submission_id, (copies.get(row.submission_id) ?? 0) + 1)
    const notified = new Set(smtp.received.map((mail) => Number(/^X-Catalysty-Lead: (\d+)$/m.exec(mail.raw)?.[1])))

    const figures = {
      stops,
      leadsSent: sent.length,
      acknowledgedAtOnce: firstAcknowledged,
      acknowledgedAfterRetries: acknowledged.size,
      leadAnswers: Object.fromEntries(leadAnswers),
      stored: rows.length,
      notifiedLeads: notified.size,
      emailsSent: smtp.received.length,
      pageAnswers: Object.fromEntries(pageAnswers),
    }
    console.log(`R-L8, PostgreSQL stopped and started ${stops} times under load: ${JSON.stringify(figures)}`)

    expect(site.child.exitCode).toBeNull()
    // Pages never felt it.
    expect([...pageAnswers.keys()]).toEqual([200])
    // Leads did: refused with 503 while the database was down, and only so.
    expect(leadAnswers.get(503) ?? 0).toBeGreaterThan(0)
    expect([...leadAnswers.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([])
    // Every acknowledged lead is stored exactly once and notified.
    expect(acknowledged.size).toBe(sent.length)
    for (const id of acknowledged) expect(copies.get(id), id).toBe(1)
    expect(rows).toHaveLength(sent.length)
    expect([...notified].sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b))
  } finally {
    await site.stop()
    await smtp.close()
  }
}, 240_000)
