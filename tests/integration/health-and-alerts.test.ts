/**
 * docs/requirements/RELIABILITY.md R-O1, R-O2, D5: GET /healthz of the built server as an uptime monitor sees
 * it, healthy and failing for each reason it names; and a notification that fails for good is logged once
 * at error level and posted to LEADS_ALERT_WEBHOOK_URL once, without personal data.
 */
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { afterEach, describe, expect, it, vi } from "vitest"
import { openLeadStore } from "#server/contact/sqlite-store"
import { startSmtpServer } from "#tests/helpers/mail"
import { leadBody } from "#tests/helpers/processes"
import { builtAccessKey, type SiteProcess, startSite } from "#tests/helpers/site"

vi.setConfig({ testTimeout: 60_000 })

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function site(env: Record<string, string> = {}) {
  const started = await startSite(env)
  cleanups.push(() => started.stop())
  return started
}

const health = async (server: SiteProcess) => {
  const response = await fetch(`${server.origin}/healthz`)
  return { status: response.status, headers: response.headers, text: await response.text() }
}

async function until<T>(check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 15_000) {
  const started = Date.now()
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() - started > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

function postLead(server: SiteProcess, email = "ada.lovelace@example.com") {
  const { body, contentType } = leadBody(randomUUID(), `Health check ${randomUUID()}`, builtAccessKey())
  const text = body.toString().replace("load@example.com", email)
  return fetch(`${server.origin}/api/contact`, {
    method: "POST",
    body: text,
    headers: { "Content-Type": contentType, Accept: "application/json" },
  })
}

describe("R-O1 GET /healthz", () => {
  it("answers 200 with the database, the queue and the build, no-store, no personal data, never rate-limited", async () => {
    const server = await site()
    expect((await postLead(server)).status).toBe(200)
    const answers = await Promise.all(Array.from({ length: 40 }, () => health(server)))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const [first] = answers
    expect(first!.headers.get("cache-control")).toBe("no-store")
    expect(first!.headers.get("content-type")).toBe("application/json; charset=utf-8")
    expect(first!.headers.get("x-content-type-options")).toBe("nosniff")
    const report = JSON.parse(first!.text)
    expect(report).toEqual({
      status: "ok",
      problems: [],
      database: "writable",
      outbox: expect.objectContaining({ failed: 0 }),
      build: { builtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    })
    expect(Object.keys(report.outbox)).toEqual(["pending", "failed", "oldestPendingSeconds"])
    expect(first!.text).not.toMatch(/lovelace|example\.com|Health check/)
    const head = await fetch(`${server.origin}/healthz`, { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe("")
  })

  it("answers 503 naming the reason while the database cannot be written, and 200 again once it can", async () => {
    const server = await site()
    const holder = new Database(join(server.dataDir, "leads.db"))
    cleanups.push(() => holder.close())
    holder.exec("BEGIN IMMEDIATE")
    const locked = await until(async () => {
      const answer = await health(server)
      return answer.status === 503 && answer
    })
    expect(JSON.parse(locked.text).problems).toEqual(["the lead database cannot be written (SQLITE_BUSY)"])
    expect(JSON.parse(locked.text).database).toBe("not writable")
    holder.exec("ROLLBACK")
    await until(async () => (await health(server)).status === 200)
  })

  it("answers 503 once a notification has waited longer than LEADS_ALERT_AFTER_SECONDS", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "catalysty-health-"))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    // A lead stored two minutes ago whose email has not gone out (delivery is paused).
    const store = openLeadStore(join(dataDir, "leads.db"), { now: () => Date.now() - 120_000 })
    await store.insert(
      {
        status: "new",
        channel: "fetch",
        name: "Waiting",
        email: "waiting@example.com",
        company: "",
        services: ["Email Marketing"],
        budget: "",
        message: "Still waiting",
        payloadHash: "hash",
      },
      ["email"],
    )
    await store.close()
    const server = await site({ DATA_DIR: dataDir, LEADS_DELIVERY: "paused", LEADS_ALERT_AFTER_SECONDS: "60" })
    const answer = await health(server)
    expect(answer.status).toBe(503)
    const report = JSON.parse(answer.text)
    expect(report.outbox).toMatchObject({ pending: 1, failed: 0 })
    expect(report.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(120)
    expect(report.problems[0]).toMatch(/^a lead notification has been undelivered for 1\d\d s, longer than 60 s/)
  })
})

describe("R-O2 a notification that fails for good", () => {
  it("is logged once at error level and posted once to LEADS_ALERT_WEBHOOK_URL, naming no one", async () => {
    const mail = await startSmtpServer()
    cleanups.push(() => mail.close())
    mail.setMode({ kind: "refuse", code: 550 })
    const alerts: { headers: IncomingMessage["headers"]; body: string }[] = []
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on("data", (chunk: Buffer) => chunks.push(chunk))
      req.on("end", () => {
        alerts.push({ headers: req.headers, body: Buffer.concat(chunks).toString() })
        res.writeHead(200).end()
      })
    })
    await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done))
    cleanups.push(() => new Promise((done) => receiver.close(done)))
    const server = await site({
      SMTP_URL: mail.url,
      LEADS_ALERT_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alerts`,
    })
    expect(server.output()).toContain("Alerts: a notification that fails for good is posted to http://127.0.0.1:")
    expect((await postLead(server, "grace.hopper@example.com")).status).toBe(200)
    await until(() => alerts.length === 1)
    const alert = JSON.parse(alerts[0]!.body)
    expect(alert).toMatchObject({
      type: "delivery.failed",
      channel: "email",
      lead: 1,
      job: 1,
      attempts: 1,
      reason: "SMTP 550",
    })
    expect(alert.text).toMatch(/lead #1 failed for good after 1 attempt \(SMTP 550\).*npm run leads -- retry 1/)
    expect(alerts[0]!.body).not.toMatch(/grace|hopper|example\.com/i)
    await new Promise((done) => setTimeout(done, 500))
    expect(alerts).toHaveLength(1)
    const failedLines = server
      .errors()
      .split("\n")
      .filter((line) => line.includes("delivery FAILED"))
    expect(failedLines).toHaveLength(1)
    expect(failedLines[0]).toMatch(/lead=1 channel=email job=1 attempts=1 reason="SMTP 550"/)
  })
})
