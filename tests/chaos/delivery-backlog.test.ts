/**
 * docs/requirements/RELIABILITY.md R-F3: a backlog of notifications drains off the thread that answers
 * pages. The built server starts on a database holding 400 undelivered lead emails (16 s at the outbox's pace
 * of 25 a second) and sends them all to an SMTP server on 127.0.0.1, each once, while pages keep answering;
 * of the CPU time the process spends meanwhile, its main thread (the one that serves pages) uses only a small
 * share (7 % of 205 clock ticks on a quiet machine). CPU time is counted by the kernel per thread, so the
 * check does not depend on how busy the machine is. How fast pages stay while a backlog drains is measured
 * by `npm run bench:backlog`, not here.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { fillBacklog } from "#tests/helpers/backlog"
import { startSmtpServer } from "#tests/helpers/mail"
import { startSite } from "#tests/helpers/site"

const BACKLOG = 400
const dataDir = mkdtempSync(join(tmpdir(), "catalysty-backlog-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** CPU time (user + system, in clock ticks) of a whole process, or of one of its threads. */
function cpuTicks(pid: number, thread?: number) {
  const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, "utf8")
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  return Number(fields[11]) + Number(fields[12])
}

describe("R-F3 a backlog of notifications", () => {
  it(`sends ${BACKLOG} waiting emails once each, with pages answering and the main thread nearly idle`, async () => {
    await fillBacklog(join(dataDir, "leads.db"), BACKLOG)
    const mail = await startSmtpServer({ parse: false })
    // Counted from the moment the server listens: start-up work is not the drain's.
    const site = await startSite({ DATA_DIR: dataDir, SMTP_URL: mail.url, LOG_REQUESTS: "0" })
    const pid = site.child.pid!
    const before = { process: cpuTicks(pid), main: cpuTicks(pid, pid) }
    const pageStatuses: number[] = []
    const started = Date.now()
    try {
      while (mail.received.length < BACKLOG) {
        if (Date.now() - started > 180_000)
          throw new Error(`${mail.received.length} of ${BACKLOG} emails after 3 minutes`)
        pageStatuses.push((await fetch(`${site.origin}/pricing`)).status)
        await new Promise((done) => setTimeout(done, 100))
      }
      const after = { process: cpuTicks(pid), main: cpuTicks(pid, pid) }
      const processTicks = after.process - before.process
      const mainTicks = after.main - before.main
      console.log(
        `R-F3: ${BACKLOG} emails in ${((Date.now() - started) / 1000).toFixed(1)} s; CPU ${processTicks} ticks in all, ${mainTicks} on the main thread (${((100 * mainTicks) / processTicks).toFixed(1)} %)`,
      )
      expect(pageStatuses.length).toBeGreaterThan(0)
      expect(new Set(pageStatuses)).toEqual(new Set([200]))
      expect(mainTicks / processTicks).toBeLessThan(0.2)
      const messageIds = new Set(mail.received.map((email) => /^Message-ID: (.+)$/im.exec(email.raw)?.[1]))
      expect(messageIds.size).toBe(BACKLOG)
    } finally {
      await site.stop()
      await mail.close()
    }
  }, 300_000)
})
