/**
 * docs/requirements/RELIABILITY.md R-L1..R-L7: every acknowledged lead reaches a person by email (a real SMTP
 * server on 127.0.0.1) and by the signed webhook (a real HTTP receiver), through outages and refusals,
 * and nothing a visitor types can change a header or a recipient.
 */
import { randomUUID } from "node:crypto"
import { readdirSync, readFileSync, rmSync } from "node:fs"
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { parseBuildConfig } from "#config/build"
import { parseRunConfig } from "#config/run"
import { endpointContent, startLeadService } from "#server/contact/index"
import { openLeadStore } from "#server/contact/sqlite-store"
import type { Lead } from "#server/contact/store"
import { DeliveryError } from "#server/delivery/delivery-error"
import { createEmailSender, headerText, leadEmail } from "#server/delivery/email"
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from "#server/delivery/webhook"
import { post, TEST_KEY, tempDataDir, validSubmission } from "#tests/helpers/endpoint"
import { startSmtpServer } from "#tests/helpers/mail"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 15_000 })

const SITE_URL = "https://www.catalysty.com"
const SECRET = "test-webhook-secret-0123456789"
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Resolves with `check`'s value once it is truthy; generous, as retries and the delivery thread run late on a busy machine. */
async function until<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() - started > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`)
    await sleep(25)
  }
}

/** The lead service as the server runs it, behind an HTTP server on 127.0.0.1; `env` as the process would get it. */
async function startService(env: Record<string, string>) {
  const dataDir = tempDataDir()
  const logs: string[] = []
  const config = parseRunConfig({
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: "off",
    LEADS_RETRY_BASE_SECONDS: "0.2",
    ...env,
  })
  const service = await startLeadService({
    config,
    build: parseBuildConfig({ SITE_URL, CONTACT_ACCESS_KEY: TEST_KEY }),
    log: (line) => logs.push(line),
    logError: (line) => logs.push(line),
  })
  const server = createServer((req, res) => void service.handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  const reader = openLeadStore(config.leadsDb)
  cleanups.push(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await service.close()
    await reader.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return { port, dataDir, logs, reader, service }
}

async function smtp(options?: { port?: number; host?: string }) {
  const server = await startSmtpServer(options)
  cleanups.push(() => server.close())
  return server
}

const submit = (port: number, overrides: Record<string, string> = {}) =>
  post(port, validSubmission({ submission_id: randomUUID(), ...overrides }), { Accept: "application/json" })

type Hook = { headers: IncomingMessage["headers"]; body: string }
async function webhookReceiver(answer: (hook: Hook) => number, { host, port } = { host: "127.0.0.1", port: 0 }) {
  const hooks: Hook[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      const hook = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") }
      hooks.push(hook)
      res.writeHead(answer(hook)).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  cleanups.push(() => {
    server.closeAllConnections()
    return new Promise((resolve) => server.close(() => resolve()))
  })
  return { hooks, url: `http://${host}:${(server.address() as AddressInfo).port}/leads`, server }
}

/** What a receiver does with the README's recipe: recompute the signature over timestamp and raw body. */
function verifies(hook: Hook, secret: string) {
  const timestamp = Number(hook.headers[TIMESTAMP_HEADER.toLowerCase()])
  const signature = String(hook.headers[SIGNATURE_HEADER.toLowerCase()])
  return signature === webhookSignature(secret, timestamp, hook.body) && Math.abs(Date.now() / 1000 - timestamp) < 300
}

/**
 * An address nothing listens on yet, for a receiver that starts only after the first attempt failed. On a
 * loopback address of its own (127.x.y.z), not 127.0.0.1: there, another test's server could take the
 * port between this probe and the receiver's start (EADDRINUSE, or a stranger answering).
 */
const unusedAddress = async () => {
  const byte = () => 1 + Math.floor(Math.random() * 254)
  const host = `127.${byte()}.${byte()}.${byte()}`
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, host, resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return { host, port }
}

describe("email (R-L1, R-L3)", () => {
  it("sends every field, where the visitor came from and the time in Detroit, with Reply-To the visitor", async () => {
    const mail = await smtp()
    const { port } = await startService({
      SMTP_URL: mail.url,
      LEADS_NOTIFY_TO: "owner@catalysty.com, sales@catalysty.com",
    })
    const answered = Date.now()
    const response = await submit(port, {
      name: "Danielle LeHost",
      email: "danielle@lehosthair.com",
      company: "LeHost Hair & Wig Shop",
      services: "Website Design & Development",
      budget: "$2,000–$3,000",
      message: "We need online booking for private fittings.\nCan you call me Tuesday?",
      source_page: "/services/detroit-website-design-and-development",
      landing_page: "/case-studies",
      utm_source: "newsletter",
      utm_campaign: "fall-2026",
    })
    expect(response.json.success).toBe(true)
    const [email] = await mail.waitFor(1)
    // R-L1 is itself a time: the email accepted within 5 s of the acknowledgement.
    expect(Date.now() - answered).toBeLessThan(5_000)
    const { parsed, envelope } = email!
    expect(envelope.to).toEqual(["owner@catalysty.com", "sales@catalysty.com"])
    expect(parsed.subject).toBe("New quote request: Danielle LeHost (Website Design & Development)")
    expect(parsed.replyTo?.value).toEqual([{ address: "danielle@lehosthair.com", name: "Danielle LeHost" }])
    expect(parsed.from?.value[0]?.address).toBe("website@www.catalysty.com")
    expect(parsed.messageId).toMatch(/^<lead-\d+-\d{14}-email@www\.catalysty\.com>$/)
    const text = parsed.text ?? ""
    for (const line of [
      "Name: Danielle LeHost",
      "Email: danielle@lehosthair.com",
      "Company: LeHost Hair & Wig Shop",
      "Services: Website Design & Development",
      "Budget: $2,000–$3,000",
      "Sent from: https://www.catalysty.com/services/detroit-website-design-and-development",
      "Visit started on: https://www.catalysty.com/case-studies",
      "UTM source: newsletter",
      "UTM campaign: fall-2026",
      "We need online booking for private fittings.\nCan you call me Tuesday?",
    ]) {
      expect(text).toContain(line)
    }
    expect(text).toMatch(/Received: \w+day, \w+ \d+, 20\d\d at \d+:\d\d:\d\d [AP]M E[SD]T/)
    expect(parsed.html).toContain("LeHost Hair &amp; Wig Shop")
  })

  it("keeps the visitor's success when SMTP is down, and sends the email once it is back (R-L2)", async () => {
    const later = await unusedAddress()
    const { port, reader } = await startService({ SMTP_URL: `smtp://${later.host}:${later.port}` })
    const response = await submit(port)
    expect(response.status).toBe(200)
    expect(await reader.count()).toBe(1)
    await until(async () => (await reader.deliveries())[0]!.attempts >= 1)
    const mail = await smtp(later)
    await mail.waitFor(1)
    await until(async () => (await reader.deliveries())[0]!.status === "delivered")
    await sleep(500)
    expect(mail.received).toHaveLength(1)
  })

  it("retries a 4xx answer, fails a 5xx at once with one log line, and sends it after a retry by hand (R-L7)", async () => {
    const mail = await smtp()
    mail.setMode({ kind: "refuse", code: 451 })
    const { port, reader, logs } = await startService({ SMTP_URL: mail.url })
    await submit(port)
    await until(async () => (await reader.deliveries())[0]!.attempts >= 2)
    expect((await reader.deliveries())[0]).toMatchObject({ status: "pending", lastError: "SMTP 451" })
    mail.setMode({ kind: "accept" })
    await mail.waitFor(1)

    mail.setMode({ kind: "refuse", code: 550 })
    await submit(port)
    const failed = await until(async () => (await reader.deliveries({ statuses: ["failed"] }))[0])
    expect(failed).toMatchObject({ attempts: 1, lastError: "SMTP 550" })
    await until(() => logs.some((line) => line.includes("delivery FAILED")))
    expect(logs.filter((line) => line.includes("delivery FAILED"))).toHaveLength(1)
    mail.setMode({ kind: "accept" })
    expect(await reader.requeueDelivery(failed.id)).toBe(true)
    await mail.waitFor(2, 30_000)
    await until(async () => (await reader.deliveries({ statuses: ["delivered"] })).length === 2)
  })

  it("gives up on a server that does not answer within the timeout, so the job is tried again later", async () => {
    const mail = await smtp()
    // As long as the test may run: a sender that waited for the server would fail the test by its time limit.
    mail.setMode({ kind: "stall", ms: 60_000 })
    // The production timeout is 10 s; a sender with a short one shows the same behaviour quickly.
    const sender = createEmailSender({
      smtpUrl: mail.url,
      mailDir: tempDataDir(),
      to: ["owner@catalysty.com"],
      from: "website@catalysty.com",
      siteUrl: SITE_URL,
      copy: endpointContent().notification,
      timeoutMs: 300,
    })
    cleanups.push(() => sender.close())
    const failure = await sender.send(sampleLead(), {} as never).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(DeliveryError)
    expect((failure as DeliveryError).isPermanent).toBe(false)
    expect(mail.received).toHaveLength(0)
  })

  it("writes each email as an .eml file in DATA_DIR/mail when no SMTP server is set", async () => {
    const { port, dataDir, service } = await startService({})
    expect(service.channels[0]).toMatch(/no SMTP_URL is set, so each one is written to .*mail.* as an \.eml file/)
    await submit(port, { name: "Eml Reader" })
    const mailDir = join(dataDir, "mail")
    const file = await until(() => readdirSync(mailDir).find((name) => name.endsWith(".eml")))
    const raw = readFileSync(join(mailDir, file), "utf8")
    expect(raw).toContain("Subject: New quote request: Eml Reader (SEO (Search Engine Optimization))")
    expect(raw).toMatch(/^Reply-To: Eml Reader <ada@example\.com>\r$/m)
  })
})

function sampleLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 42,
    createdAt: "2026-11-20T15:04:05.000Z",
    status: "new",
    channel: "fetch",
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "",
    services: ["Email Marketing"],
    budget: "",
    message: "Hello",
    attribution: {},
    ...overrides,
  }
}

describe("no field can add, change or remove a header or a recipient (R-L4)", () => {
  it("delivers injection attempts in every field as inert text", async () => {
    const mail = await smtp()
    const { port } = await startService({ SMTP_URL: mail.url, LEADS_NOTIFY_TO: "owner@catalysty.com" })
    const encodedWord = "=?utf-8?b?QmNjOiBldmlsQGV2aWwuZXhhbXBsZQ==?="
    const long = "w".repeat(5000)
    const response = await submit(port, {
      name: `${encodedWord} <script>alert(1)</script>`,
      email: "o'brien+x@example.ie",
      company: `Acme\u2028Bcc: evil@evil.example ${"c".repeat(150)}`,
      budget: "=?iso-8859-1?q?=0D=0ABcc:_evil@evil.example?=",
      message: `Line one\r\nBcc: evil@evil.example\r\nSubject: hijacked\n\n<img src=x onerror=alert(1)>${long.slice(0, 4800)}`,
    })
    expect(response.json.success).toBe(true)
    const [email] = await mail.waitFor(1)
    const { parsed, envelope, raw } = email!
    expect(envelope.to).toEqual(["owner@catalysty.com"])
    expect(parsed.bcc).toBeUndefined()
    expect(parsed.cc).toBeUndefined()
    expect(parsed.subject).toBe(
      `New quote request: =\u200b?utf-8?b?QmNjOiBldmlsQGV2aWwuZXhhbXBsZQ==\u200b?= <script>alert(1)</script> (SEO (Search Engine Optimization))`,
    )
    expect(parsed.replyTo?.value.map((item) => item.address)).toEqual(["o'brien+x@example.ie"])
    const headerNames = [...parsed.headers.keys()]
    expect(headerNames.filter((name) => name === "bcc" || name === "subject").length).toBe(1)
    expect(parsed.text).toContain("Bcc: evil@evil.example\nSubject: hijacked")
    expect(parsed.text).toContain("<img src=x onerror=alert(1)>")
    expect(parsed.html).toContain("&lt;img src=x onerror=alert(1)&gt;")
    expect(parsed.html).not.toContain("<img src=x")
    expect(parsed.html).not.toContain("<script>")
    // Every header line of the message stays within SMTP's limit, however long the values.
    const head = raw.slice(0, raw.indexOf("\r\n\r\n"))
    expect(Math.max(...head.split("\r\n").map((line) => line.length))).toBeLessThanOrEqual(998)
  })

  it("keeps a line break or an encoded word in a value out of the headers even where validation would refuse it", () => {
    const message = leadEmail(sampleLead({ name: "Ada\r\nBcc: evil@evil.example", email: "ada@example.com" }), {
      to: ["owner@catalysty.com"],
      from: "website@catalysty.com",
      siteUrl: SITE_URL,
      copy: endpointContent().notification,
    })
    expect(message.subject).toBe("New quote request: Ada Bcc: evil@evil.example (Email Marketing)")
    expect(message.replyTo).toEqual({ name: "Ada Bcc: evil@evil.example", address: "ada@example.com" })
    expect(headerText("a=?b?q?c?=")).toBe("a=\u200b?b?q?c?=")
  })

  it("R-F1: refuses an address that is an encoded word, and never makes one the Reply-To", async () => {
    const { port, reader } = await startService({})
    const response = await submit(port, { email: "=?utf-8?q?attacker=40evil.example=3e?=@example.com" })
    expect(response.status).toBe(400)
    expect(response.json.errors).toHaveProperty("email")
    expect(await reader.count()).toBe(0)
    const stored = leadEmail(sampleLead({ email: "=?utf-8?q?attacker=40evil.example?=@example.com" }), {
      to: ["owner@catalysty.com"],
      from: "website@catalysty.com",
      siteUrl: SITE_URL,
      copy: endpointContent().notification,
    })
    expect(stored.replyTo).toBeUndefined()
  })
})

describe("signed webhook (R-L2, R-L3)", () => {
  it("posts the lead as JSON, signed so that the receiver can check it; a wrong secret does not verify", async () => {
    const receiver = await webhookReceiver(() => 204)
    const { port, reader } = await startService({ LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET })
    await submit(port, { source_page: "/pricing", utm_source: "newsletter" })
    const hook = await until(() => receiver.hooks[0])
    expect(verifies(hook, SECRET)).toBe(true)
    expect(verifies(hook, `${SECRET}x`)).toBe(false)
    // The README's verification snippet, run as written.
    const readme = readFileSync("README.md", "utf8")
    const snippet = /## Receiving leads[\s\S]*?```js\n([\s\S]*?)\n```/.exec(readme)![1]!
    const { isFromCatalysty } = await import(`data:text/javascript,${encodeURIComponent(snippet)}`)
    expect(isFromCatalysty(hook.body, hook.headers, SECRET)).toBe(true)
    expect(isFromCatalysty(hook.body, hook.headers, `${SECRET}x`)).toBe(false)
    expect(isFromCatalysty(`${hook.body} `, hook.headers, SECRET)).toBe(false)
    const payload = JSON.parse(hook.body)
    expect(payload).toMatchObject({
      type: "lead.created",
      lead: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        services: ["SEO (Search Engine Optimization)"],
        sourcePage: "https://www.catalysty.com/pricing",
        utm: { source: "newsletter", medium: null },
      },
    })
    expect(hook.headers["catalysty-delivery"]).toBe(payload.id)
    await until(async () =>
      (await reader.deliveries({ statuses: ["delivered"] })).some((job) => job.channel === "webhook"),
    )
  })

  it("retries while the receiver is down or answers 503 or 429, and fails at once on a 400", async () => {
    const later = await unusedAddress()
    let status = 503
    const { port, reader } = await startService({
      LEADS_WEBHOOK_URL: `http://${later.host}:${later.port}/leads`,
      LEADS_WEBHOOK_SECRET: SECRET,
    })
    await submit(port)
    const webhookJob = async () => (await reader.deliveries()).find((job) => job.channel === "webhook")
    await until(async () => ((await webhookJob())?.attempts ?? 0) >= 1)
    const receiver = await webhookReceiver(() => status, later)
    await until(() => receiver.hooks.length >= 1)
    status = 429
    await until(() => receiver.hooks.length >= 2)
    status = 200
    await until(async () => (await webhookJob())?.status === "delivered")
    // Every attempt for one lead carries the same delivery id.
    expect(new Set(receiver.hooks.map((hook) => hook.headers["catalysty-delivery"])).size).toBe(1)

    status = 400
    await submit(port)
    await until(async () =>
      (await reader.deliveries({ statuses: ["failed"] })).find((job) => job.channel === "webhook"),
    )
    expect((await reader.deliveries({ statuses: ["failed"] }))[0]).toMatchObject({
      attempts: 1,
      lastError: "webhook: HTTP 400",
    })
  })
})

describe("spam (R-L6)", () => {
  it("is stored and never delivered", async () => {
    const mail = await smtp()
    const { port, reader } = await startService({ SMTP_URL: mail.url })
    await submit(port, { botcheck: "on", message: "Cheap followers" })
    await submit(port, { message: "A real request" })
    await mail.waitFor(1)
    await sleep(500)
    expect(mail.received).toHaveLength(1)
    expect(mail.received[0]!.parsed.text).toContain("A real request")
    expect(await reader.list({ status: "spam" })).toHaveLength(1)
  })
})
