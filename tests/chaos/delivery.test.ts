/**
 * docs/requirements/RELIABILITY.md R-L2, R-L3, R-F7: the endpoint runs as its own process and is killed with
 * SIGKILL three times while notifications are still being sent; after the last restart every acknowledged
 * lead has been emailed, and a lead emailed twice carries the same Message-ID both times. Then the exact
 * crash of R-F7: the receivers hold a notification whose acceptance the server never hears of.
 */
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { Agent, createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import Database from "better-sqlite3"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startSmtpServer } from "#tests/helpers/mail"
import { bundleStandalone, postLead, SITE_KEY, startEndpointProcess } from "#tests/helpers/processes"

const KILLS = 3
const LEADS_PER_ROUND = 12

let script: string
let dataDir: string
beforeAll(async () => {
  script = await bundleStandalone()
  dataDir = mkdtempSync(join(tmpdir(), "catalysty-delivery-"))
})
afterAll(() => {
  rmSync(dirname(script), { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe("R-L2 kill -9 between acknowledgement and send", () => {
  it(`emails every acknowledged lead across ${KILLS} SIGKILL restarts, once per Message-ID`, async () => {
    const mail = await startSmtpServer()
    const env = {
      DATA_DIR: dataDir,
      CONTACT_ACCESS_KEY: SITE_KEY,
      CONTACT_RATE_LIMIT: "off",
      SMTP_URL: mail.url,
      LEADS_RETRY_BASE_SECONDS: "0.2",
    }
    const acked: string[] = []
    try {
      for (let round = 0; round < KILLS; round++) {
        // The SMTP server is slow to greet, so sends are still in flight when the process dies.
        mail.setMode({ kind: "stall", ms: 400 })
        const server = await startEndpointProcess(script, env)
        const agent = new Agent({ keepAlive: true, maxSockets: 4 })
        const ids = Array.from({ length: LEADS_PER_ROUND }, () => randomUUID())
        const answers = await Promise.all(ids.map((id) => postLead(server.port, id, agent)))
        acked.push(...ids.filter((_id, index) => answers[index]))
        await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 300))
        server.child.kill("SIGKILL")
        await server.exited
        agent.destroy()
      }
      expect(acked.length).toBe(KILLS * LEADS_PER_ROUND)

      mail.setMode({ kind: "accept" })
      const server = await startEndpointProcess(script, env)
      const db = new Database(join(dataDir, "leads.db"), { readonly: true })
      const leadIds = acked.map(
        (id) => (db.prepare("SELECT id FROM leads WHERE submission_id = ?").get(id) as { id: number }).id,
      )
      const emailedLeads = () =>
        new Set(mail.received.map((email) => Number(email.parsed.headers.get("x-catalysty-lead"))))
      const started = Date.now()
      while (leadIds.some((id) => !emailedLeads().has(id)) && Date.now() - started < 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const missing = leadIds.filter((id) => !emailedLeads().has(id))
      expect(missing, "acknowledged leads never emailed").toEqual([])
      // Counting each Message-ID once, there is one email per acknowledged lead.
      const messageIds = new Map<string, number>()
      for (const email of mail.received) {
        messageIds.set(email.parsed.messageId!, Number(email.parsed.headers.get("x-catalysty-lead")))
      }
      expect(messageIds.size).toBe(acked.length)
      expect(new Set(messageIds.values()).size).toBe(acked.length)
      const resent = mail.received.length - messageIds.size
      console.log(
        `R-L2: ${KILLS} kills, ${acked.length} acknowledged, ${messageIds.size} distinct emails, ${resent} resent after a crash with the same Message-ID`,
      )
      db.close()
      server.child.kill("SIGTERM")
      expect(await server.exited).toBe(0)
    } finally {
      await mail.close()
    }
  }, 120_000)
})

describe("R-F7 a notification sent again after a crash", () => {
  it("carries the Message-ID and the webhook delivery id of the copy the receiver already holds", async () => {
    const mail = await startSmtpServer()
    const hooks: { headers: IncomingMessage["headers"]; body: string }[] = []
    let isAnswering = false
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on("data", (chunk: Buffer) => chunks.push(chunk))
      req.on("end", () => {
        hooks.push({ headers: req.headers, body: Buffer.concat(chunks).toString() })
        // Kept but not yet acknowledged: the sender dies before it hears back.
        if (isAnswering) res.writeHead(200).end()
      })
    })
    await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done))
    const crashDir = mkdtempSync(join(tmpdir(), "catalysty-resend-"))
    const env = {
      DATA_DIR: crashDir,
      CONTACT_ACCESS_KEY: SITE_KEY,
      CONTACT_RATE_LIMIT: "off",
      SMTP_URL: mail.url,
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`,
      LEADS_WEBHOOK_SECRET: "a-secret-of-sixteen-or-more",
      LEADS_RETRY_BASE_SECONDS: "0.2",
    }
    const until = async (check: () => boolean) => {
      const started = Date.now()
      while (!check()) {
        if (Date.now() - started > 20_000) throw new Error("not within 20 s")
        await new Promise((done) => setTimeout(done, 25))
      }
    }
    try {
      mail.setMode({ kind: "hold" })
      const first = await startEndpointProcess(script, env)
      expect(await postLead(first.port, randomUUID())).toBe(true)
      await until(() => mail.received.length === 1 && hooks.length === 1)
      first.child.kill("SIGKILL")
      await first.exited

      mail.setMode({ kind: "accept" })
      isAnswering = true
      const second = await startEndpointProcess(script, env)
      await until(() => mail.received.length === 2 && hooks.length === 2)
      const [original, copy] = mail.received
      expect(copy!.parsed.messageId).toBe(original!.parsed.messageId)
      expect(copy!.parsed.messageId).toMatch(/^<lead-1-\d{14}-email@/)
      const deliveryIds = hooks.map((hook) => hook.headers["catalysty-delivery"])
      expect(deliveryIds[1]).toBe(deliveryIds[0])
      expect(JSON.parse(hooks[1]!.body).id).toBe(JSON.parse(hooks[0]!.body).id)
      // Once acknowledged, it is not sent a third time.
      await new Promise((done) => setTimeout(done, 1_000))
      expect([mail.received.length, hooks.length]).toEqual([2, 2])
      second.child.kill("SIGTERM")
      expect(await second.exited).toBe(0)
    } finally {
      receiver.closeAllConnections()
      await new Promise((done) => receiver.close(done))
      await mail.close()
      rmSync(crashDir, { recursive: true, force: true })
    }
  }, 120_000)
})
