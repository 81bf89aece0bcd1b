/**
 * Two instances of the lead endpoint on one PostgreSQL database, behind the shipped nginx file, with one
 * of them killed by SIGKILL while leads pour in (docs/operations.md, "When one server is not enough"):
 *
 * - every acknowledged lead is stored, exactly once; a lead whose answer was lost is sent again with the
 *   same submission id, as the site's form does, and is stored once too;
 * - every lead's notification is sent at least once, and a repeat (a send the mail server received but
 *   never confirmed, as the instance died) carries the same Message-ID; the survivor takes over the dead
 *   instance's jobs once their hold (LEADS_CLAIM_SECONDS) has passed.
 *
 * Its figures are printed: leads sent, acknowledged, stored, notifications sent, duplicates.
 */
import { randomUUID } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { Agent, request } from "node:https"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startSmtpServer } from "#tests/helpers/mail"
import { type Nginx, SITE_HOST, startShippedNginx } from "#tests/helpers/nginx"
import { startTestPostgres, type TestPostgres } from "#tests/helpers/postgres"
import {
  bundleStandalone,
  type EndpointProcess,
  leadBody,
  SITE_KEY,
  startEndpointProcess,
} from "#tests/helpers/processes"

const LEADS = 200
const CLIENTS = 6
/** The second instance dies once this many leads were acknowledged. */
const KILL_AFTER = 70
/** Leads sent after the kill, so the survivor takes load while the dead instance's jobs are taken over. */
const SENT_AFTER_KILL = 20
const CLAIM_SECONDS = 5
/** Before the kill the mail server stops confirming what it receives, until a message arrives or this passes. */
const HOLD_MS = 20_000

let script: string
let database: TestPostgres
const cleanups: (() => Promise<unknown> | unknown)[] = []
beforeAll(async () => {
  script = await bundleStandalone()
  database = await startTestPostgres()
})
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  await database?.stop()
  rmSync(dirname(script), { recursive: true, force: true })
})

/** Posts one lead through nginx over HTTPS: its status, 200 only with success:true; 0 when no answer came. */
function postThrough(proxy: Nginx, agent: Agent, submissionId: string) {
  const { body, contentType } = leadBody(submissionId)
  return new Promise<number>((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: proxy.httpsPort,
        path: "/api/contact",
        method: "POST",
        agent,
        ca: proxy.ca,
        servername: SITE_HOST,
        headers: {
          Host: SITE_HOST,
          "Content-Type": contentType,
          "Content-Length": body.length,
          Accept: "application/json",
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          let isStored = false
          try {
            isStored = JSON.parse(Buffer.concat(chunks).toString()).success === true
          } catch {
            // Not the endpoint's JSON: nginx's own answer (a 429, a 502).
          }
          resolve(res.statusCode === 200 && !isStored ? -200 : res.statusCode!)
        })
        res.on("error", () => resolve(0))
      },
    )
    req.setTimeout(10_000, () => req.destroy())
    req.on("error", () => resolve(0))
    req.end(body)
  })
}

it("stores each lead sent to two instances once and notifies each, though one instance is killed mid-load", async () => {
  const databaseUrl = await database.createDatabase("two_instances")
  const smtp = await startSmtpServer({ parse: false })
  cleanups.push(() => smtp.close())
  const folder = mkdtempSync(join(tmpdir(), "catalysty-two-instances-"))
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LEADS_CLAIM_SECONDS: String(CLAIM_SECONDS),
    CONTACT_ACCESS_KEY: SITE_KEY,
    // The load comes from one address: the servers' own limits and nginx's shared one are lifted alike.
    CONTACT_RATE_LIMIT: "off",
    TRUST_PROXY: "1",
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: "owner@catalysty.com",
    LEADS_RETRY_BASE_SECONDS: "1",
  })
  const instances: EndpointProcess[] = []
  for (const name of ["one", "two"]) {
    const dataDir = join(folder, name)
    mkdirSync(dataDir)
    const instance = await startEndpointProcess(script, env(dataDir))
    instances.push(instance)
    cleanups.push(() => instance.child.exitCode === null && instance.child.kill("SIGKILL"))
  }
  const proxy = await startShippedNginx(
    folder,
    instances.map((instance) => instance.port),
    [[/rate=2r\/m/, "rate=100000r/s"]],
  )
  cleanups.push(() => proxy.stop())

  const sent: string[] = []
  const acknowledged = new Set<string>()
  let killedAt = -1
  let sentWhenKilled = -1
  const victim = instances[1]!
  const clients = Array.from({ length: CLIENTS }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    // At least LEADS leads, and the load goes on until the kill has happened, however long it waits, and
    // for SENT_AFTER_KILL leads more, however fast the machine sent the rest before it.
    while (sent.length < LEADS || sentWhenKilled < 0 || sent.length < sentWhenKilled + SENT_AFTER_KILL) {
      // While the kill waits for a held send (up to HOLD_MS), the load stops at LEADS: a fast machine would
      // otherwise send thousands, more than the survivor's paced outbox sends in the minute it is given.
      if (killedAt >= 0 && sentWhenKilled < 0 && sent.length >= LEADS) {
        await sleep(20)
        continue
      }
      const id = randomUUID()
      sent.push(id)
      if ((await postThrough(proxy, agent, id)) === 200) acknowledged.add(id)
      if (killedAt < 0 && acknowledged.size >= KILL_AFTER) {
        killedAt = acknowledged.size
        // Sends in flight as the instance dies: the mail server keeps each message but holds back its reply,
        // so neither instance can record them as sent. The dead one's are taken over once their hold has
        // passed, the survivor's are retried after its SMTP timeout: each is sent again, with its Message-ID.
        smtp.setMode({ kind: "hold" })
        const before = smtp.received.length
        const giveUpAt = Date.now() + HOLD_MS
        while (smtp.received.length === before && Date.now() < giveUpAt) await sleep(20)
        victim.child.kill("SIGKILL")
        sentWhenKilled = sent.length
        smtp.setMode({ kind: "accept" })
      }
    }
    agent.destroy()
  })
  await Promise.all(clients)
  expect(killedAt).toBeGreaterThan(0)
  await victim.exited

  // What was not acknowledged is sent again with its submission id, until it is (the form keeps its draft and key).
  const retryAgent = new Agent({ keepAlive: true, maxSockets: 4 })
  const firstAcknowledged = acknowledged.size
  for (const id of sent.filter((candidate) => !acknowledged.has(candidate))) {
    for (let attempt = 0; attempt < 20 && !acknowledged.has(id); attempt++) {
      if ((await postThrough(proxy, retryAgent, id)) === 200) acknowledged.add(id)
      else await sleep(100)
    }
  }
  retryAgent.destroy()

  const query = <Row>(text: string) => database.query<Row>(text, [], "two_instances")
  // The survivor sends every notification, the dead instance's held ones once their hold has passed: in
  // seconds on a quiet machine, in minutes on a busy one.
  const giveUpAt = Date.now() + 240_000
  for (;;) {
    const [queue] = await query<{ waiting: number }>(
      "SELECT count(*)::int AS waiting FROM deliveries WHERE status != 'delivered'",
    )
    if (queue!.waiting === 0 || Date.now() > giveUpAt) break
    await sleep(200)
  }

  const rows = await query<{ submission_id: string; copies: number }>(
    "SELECT submission_id, count(*)::int AS copies FROM leads GROUP BY submission_id",
  )
  const stored = new Map(rows.map((row) => [row.submission_id, row.copies]))
  const jobs = await query<{ lead_id: number; status: string }>(
    "SELECT lead_id, status FROM deliveries ORDER BY lead_id",
  )
  const leadIds = (await query<{ id: number }>("SELECT id FROM leads")).map((row) => row.id)

  // Each email names its lead; a repeat of one lead's notification must carry the same Message-ID.
  const messageIdsByLead = new Map<number, Set<string>>()
  for (const mail of smtp.received) {
    const leadId = Number(/^X-Catalysty-Lead: (\d+)$/m.exec(mail.raw)?.[1])
    const messageId = /^Message-ID: (<[^>]+>)$/im.exec(mail.raw)?.[1] ?? "none"
    if (!messageIdsByLead.has(leadId)) messageIdsByLead.set(leadId, new Set())
    messageIdsByLead.get(leadId)!.add(messageId)
  }
  const duplicates = smtp.received.length - messageIdsByLead.size
  const figures = {
    sent: sent.length,
    acknowledgedFirstTime: firstAcknowledged,
    acknowledgedAfterRetries: acknowledged.size,
    killedAfterAcknowledged: killedAt,
    sentWhenKilled,
    stored: [...stored.values()].reduce((sum, copies) => sum + copies, 0),
    notificationsSent: smtp.received.length,
    notifiedLeads: messageIdsByLead.size,
    duplicates,
  }
  console.log(`two instances on PostgreSQL, one killed mid-load: ${JSON.stringify(figures)}`)

  // Killed mid-load: leads kept arriving after the kill.
  expect(sentWhenKilled).toBeLessThan(sent.length)
  expect(acknowledged.size).toBe(sent.length)
  for (const id of acknowledged) expect(stored.get(id), id).toBe(1)
  expect(stored.size).toBe(sent.length)
  expect(jobs.filter((job) => job.status !== "delivered")).toEqual([])
  expect(jobs.map((job) => job.lead_id)).toEqual([...leadIds].sort((a, b) => a - b))
  expect([...messageIdsByLead.keys()].sort((a, b) => a - b)).toEqual([...leadIds].sort((a, b) => a - b))
  for (const [leadId, messageIds] of messageIdsByLead) expect(messageIds.size, `lead ${leadId}`).toBe(1)
  // The sends cut off by the kill were sent again: repeats happened, each under its lead's one Message-ID.
  expect(duplicates).toBeGreaterThan(0)
  // The survivor kept answering: most leads were acknowledged the first time they were sent.
  expect(firstAcknowledged).toBeGreaterThan(sent.length * 0.8)
  // The load, the kill and up to four minutes for the survivor to send every notification.
}, 360_000)

it("limits one address across both instances with the shipped nginx file's limit_req: 11 at once, then 429", async () => {
  const databaseUrl = await database.createDatabase("shared_limit")
  const folder = mkdtempSync(join(tmpdir(), "catalysty-shared-limit-"))
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
  const instances: EndpointProcess[] = []
  for (const name of ["one", "two"]) {
    mkdirSync(join(folder, name))
    // The servers' own per-instance limits are off: what is left is the limit the instances share.
    const instance = await startEndpointProcess(script, {
      DATA_DIR: join(folder, name),
      DATABASE_URL: databaseUrl,
      CONTACT_ACCESS_KEY: SITE_KEY,
      CONTACT_RATE_LIMIT: "off",
      TRUST_PROXY: "1",
      // Paused: nothing is sent, but on PostgreSQL a mail server must be named (leads are never written as files).
      LEADS_DELIVERY: "paused",
      SMTP_URL: "smtp://127.0.0.1:2525",
    })
    instances.push(instance)
    cleanups.push(() => instance.child.exitCode === null && instance.child.kill("SIGKILL"))
  }
  const proxy = await startShippedNginx(
    folder,
    instances.map((instance) => instance.port),
  )
  cleanups.push(() => proxy.stop())
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const statuses: number[] = []
  for (let index = 0; index < 14; index++) statuses.push(await postThrough(proxy, agent, randomUUID()))
  agent.destroy()
  expect(statuses).toEqual([...Array(11).fill(200), ...Array(3).fill(429)])
  const [row] = await database.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM leads",
    [],
    new URL(databaseUrl).pathname.slice(1),
  )
  expect(row?.count).toBe(11)
  for (const instance of instances) instance.child.kill("SIGTERM")
  await Promise.all(instances.map((instance) => instance.exited))
})
