import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { startSmtpServer } from "#tests/helpers/mail"
import { freePort } from "#tests/helpers/postgres"
import { waitFor } from "#tests/helpers/wait"
import { createNoticeOutbox, type NoticeContent } from "./notice-outbox"

let dir: string
const closers: (() => Promise<unknown> | unknown)[] = []
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "notices-"))
})
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
  rmSync(dir, { recursive: true, force: true })
})

const content: NoticeContent = {
  kind: "publish.failed",
  about: "a".repeat(40),
  email: {
    subject: "Not published: Starter plan price as words (aaaaaaaaaaaa)",
    text: "A change to catalysty.com was not published.\n",
    headers: { "X-Catalysty-Publish": "a".repeat(40) },
    fileName: "publish-failed-20261206T000000000Z-aaaaaaaaaaaa.eml",
  },
  alert: { type: "publish.failed", text: "catalysty.com: not published" },
}

function outbox({ smtpUrl, alertUrl, now }: { smtpUrl?: string; alertUrl?: string; now?: () => number } = {}) {
  const lines: string[] = []
  const notices = createNoticeOutbox({
    dir: join(dir, "notices"),
    email: {
      ...(smtpUrl ? { smtpUrl } : {}),
      mailDir: join(dir, "mail"),
      to: ["hello@catalysty.com"],
      from: "Catalysty website <website@catalysty.com>",
      host: "catalysty.com",
    },
    ...(alertUrl ? { alertUrl } : {}),
    retryBaseMs: 200,
    log: (line) => lines.push(line),
    logError: (line) => lines.push(line),
    pollMs: 50,
    timeoutMs: 2_000,
    ...(now ? { now } : {}),
  })
  closers.push(() => notices.stop())
  return { notices, lines }
}

const until = <T>(check: () => T | undefined | false, what: string) => waitFor(check, what, { intervalMs: 25 })

describe("R-B5 a notice to the agency waits out a mail outage", () => {
  it("is written as an .eml file at once when no SMTP server is set", async () => {
    const { notices } = outbox()
    notices.start()
    notices.enqueue(content)
    const file = await until(() => existsSync(join(dir, "mail")) && readdirSync(join(dir, "mail"))[0], "the file")
    expect(file).toBe(content.email?.fileName)
    expect(readFileSync(join(dir, "mail", file), "utf8")).toContain("Subject: Not published: Starter plan price")
    expect(notices.status("publish.failed", "a".repeat(40))).toEqual({ status: "delivered" })
  })

  it("is kept while the mail server is down, survives a restart, and arrives once it is back", async () => {
    const port = await freePort()
    const first = outbox({ smtpUrl: `smtp://127.0.0.1:${port}` })
    first.notices.start()
    first.notices.enqueue(content)
    await until(() => first.notices.status("publish.failed")?.detail, "a failed attempt")
    expect(first.notices.status("publish.failed")).toMatchObject({
      status: "pending",
      detail: /^email: SMTP ECONNREFUSED/,
    })
    await first.notices.stop()

    const smtp = await startSmtpServer({ port })
    closers.push(() => smtp.close())
    const second = outbox({ smtpUrl: smtp.url })
    second.notices.start()
    const [mail] = await smtp.waitFor(1)
    expect(mail?.parsed.subject).toBe("Not published: Starter plan price as words (aaaaaaaaaaaa)")
    expect(mail?.parsed.messageId).toMatch(/^<notice-.+@catalysty\.com>$/)
    await until(() => second.notices.status("publish.failed")?.status === "delivered", "delivered")
    expect(second.notices.oldestPendingSeconds()).toBeUndefined()
  })

  it("posts its alert, tried again after a refusal, and fails for good only after two days", async () => {
    let answers = [503, 200]
    const bodies: string[] = []
    const server: Server = createServer((req, res) => {
      let body = ""
      req.on("data", (chunk) => {
        body += chunk
      })
      req.on("end", () => {
        bodies.push(body)
        res.writeHead(answers.shift() ?? 200).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    closers.push(() => new Promise((resolve) => server.close(resolve)))
    const alertUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/alerts`
    const { notices } = outbox({ alertUrl })
    notices.start()
    notices.enqueue(content)
    await until(() => notices.status("publish.failed")?.status === "delivered", "the alert delivered")
    expect(bodies).toHaveLength(2)
    expect(JSON.parse(bodies[1]!)).toEqual(content.alert)

    answers = Array(100).fill(500)
    let now = Date.now()
    const late = outbox({ alertUrl, now: () => now })
    late.notices.start()
    late.notices.enqueue({ kind: "health.failing", alert: { type: "health.failing" } })
    await until(() => late.notices.status("health.failing")?.detail, "a refused attempt")
    now += 49 * 60 * 60 * 1000
    await until(() => late.notices.status("health.failing")?.status === "failed", "failed for good")
    expect(late.lines.filter((line) => line.includes("FAILED for good"))).toHaveLength(1)
  })
})
