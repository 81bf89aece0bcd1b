/**
 * The lead service's work outside requests, on a thread of its own with its own connection to the lead
 * database: the outbox that sends each lead's notifications, the alert when one fails for good, and the
 * daily retention run. None of it shares the event loop that answers pages, so a backlog of thousands of
 * notifications does not slow the site (docs/requirements/RELIABILITY.md R-F3). Started by delivery-service.ts.
 */
import { execFileSync } from "node:child_process"
import { readlinkSync } from "node:fs"
import { constants, setPriority } from "node:os"
import { parentPort, workerData } from "node:worker_threads"
import { invariant } from "@epic-web/invariant"
import { type LeadDatabase, openLeadDatabase } from "../contact/lead-database"
import { postAlert } from "./alert"
import type { DeliveryThreadData, FromDeliveryThread, ToDeliveryThread } from "./delivery-service"
import { createEmailSender, removeEmailFiles } from "./email"
import { type Outbox, startOutbox } from "./outbox"
import { createWebhookSender } from "./webhook"

/**
 * On Linux each thread is scheduled on its own: this one asks for the idle class (SCHED_IDLE, through
 * util-linux's `chrt`), which runs only on a core nothing else wants and gives way at once when a page
 * request wakes the main thread; a low niceness alone still lets it finish its time slice first, and on a
 * machine with few cores those waits cost the pages a fifth of their throughput (R-F3). Without `chrt` the
 * thread takes the lowest niceness; elsewhere it keeps the process's priority.
 */
function yieldToPages() {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop())
    try {
      execFileSync("chrt", ["--idle", "--pid", "0", String(threadId)], { stdio: "ignore", timeout: 2_000 })
    } catch {
      setPriority(threadId, constants.priority.PRIORITY_LOW)
    }
  } catch {
    // No /proc, or not allowed: the thread runs at the process's priority.
  }
}
yieldToPages()

const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000
/** Log lines go to the main thread in batches, so a draining backlog costs it a message now and then. */
const LOG_FLUSH_MS = 100

const port = parentPort
invariant(port, "delivery-thread.ts has no parent port: it runs only as the thread server/threads.ts starts")
const settings = workerData as DeliveryThreadData
const post = (message: FromDeliveryThread) => port.postMessage(message)

let pending: { level: "info" | "error"; line: string }[] = []
let flushTimer: NodeJS.Timeout | undefined
function flushLog() {
  flushTimer = undefined
  if (pending.length === 0) return
  post({ kind: "log", lines: pending })
  pending = []
}
function log(line: string, level: "info" | "error" = "info") {
  pending.push({ level, line })
  // Errors go at once; routine lines wait for company.
  if (level === "error") flushLog()
  else flushTimer ??= setTimeout(flushLog, LOG_FLUSH_MS)
}

let store: LeadDatabase
try {
  store = await openLeadDatabase(
    { leadsDb: settings.file, databaseUrl: settings.databaseUrl, claimMs: settings.claimMs },
    settings.storeOptions,
    { maxConnections: 3 },
  )
} catch (error) {
  post({ kind: "failed", message: (error as Error).message })
  process.exit(0)
}

// The build's settings; a new build may change them (server/build-switch.ts).
let retention = settings.retention

/**
 * Deletes what the build's retention settings say is old, with its email files; says so when it removed
 * anything. On PostgreSQL the instances sharing the database run it once a day between them.
 */
async function applyRetention({ isDaily }: { isDaily: boolean }) {
  try {
    // A new build's retention applies at once; the daily run, once a day between instances.
    const removed = await store.applyRetention(retention, {
      onceWithinMs: isDaily ? RETENTION_EVERY_MS - 60 * 60 * 1000 : undefined,
    })
    if (removed.leads.length === 0) return
    const files = removeEmailFiles(removed.leads, settings.email.mailDir)
    log(
      `${new Date().toISOString()} retention removed leads=${removed.leads.length} jobs=${removed.deliveries} files=${files} (kept: leads ${retention.leadDays} days, spam ${retention.spamDays} days)`,
    )
  } catch (error) {
    log(`${new Date().toISOString()} retention failed: ${(error as Error).message}`, "error")
  }
}
void applyRetention({ isDaily: true })
const retentionTimer = setInterval(() => void applyRetention({ isDaily: true }), RETENTION_EVERY_MS)

let outbox: Outbox | undefined
if (settings.isDeliveryOn) {
  outbox = startOutbox({
    store,
    senders: {
      email: createEmailSender(settings.email),
      webhook: settings.webhook && createWebhookSender(settings.webhook),
    },
    retryBaseMs: settings.retryBaseMs,
    log,
    onFailedForGood(failure, line) {
      log(line, "error")
      if (!settings.alert) return
      void postAlert(failure, settings.alert).then((problem) => {
        if (problem) log(`${new Date().toISOString()} alert not delivered job=${failure.job.id}: ${problem}`, "error")
      })
    },
  })
}
post({ kind: "ready" })

port.on("message", async (message: ToDeliveryThread) => {
  if (message.kind === "notify") {
    outbox?.notify()
    return
  }
  if (message.kind === "retention") {
    retention = message.retention
    void applyRetention({ isDaily: false })
    return
  }
  clearInterval(retentionTimer)
  await outbox?.stop()
  await store.close()
  clearTimeout(flushTimer)
  flushLog()
  post({ kind: "stopped" })
  port.close()
})
