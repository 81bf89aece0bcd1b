/**
 * GET /healthz (docs/requirements/RELIABILITY.md R-O1, R-B7): whether the site can take a lead now, whether
 * every lead and every notice has reached a person in time, whether publishing works and the disks have
 * room, for an uptime monitor. 200 when all hold, 503 otherwise. Anyone learns that status and the live
 * commit; what is wrong, the paths and the publish service's details go only to this machine itself and to
 * a monitor that sends HEALTHZ_TOKEN. No personal data, no rate limit; an answer is reused for a second, so a
 * monitor polling hard costs one small write a second at most.
 */
import { timingSafeEqual } from "node:crypto"
import type { IncomingMessage } from "node:http"
import { clientAddress } from "./contact/client-request"
import type { OutboxSummary } from "./contact/store"
import type { ThreadedLeadStore } from "./contact/threaded-store"

export type HealthReport = {
  status: "ok" | "failing"
  /** What is wrong, one sentence each; empty when the status is ok. */
  problems: string[]
  database: "writable" | "not writable"
  outbox: Pick<OutboxSummary, "pending" | "failed" | "oldestPendingSeconds">
}

const REUSE_MS = 1_000
/** A store that does not answer within this time counts as not writable (a lock held, a disk that hangs). */
const STORE_TIMEOUT_MS = 3_000

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms).unref(),
    ),
  ])

export function createHealthCheck({
  store,
  alertAfterMs,
  now = Date.now,
}: {
  store: Pick<ThreadedLeadStore, "writeProblem" | "outboxSummary">
  alertAfterMs: number
  now?: () => number
}) {
  let last: { at: number; report: Promise<HealthReport> } | undefined

  async function check(): Promise<HealthReport> {
    const problems: string[] = []
    const writeProblem = await within(store.writeProblem(), STORE_TIMEOUT_MS).catch((error: Error) => error.message)
    if (writeProblem) problems.push(`the lead database cannot be written (${writeProblem})`)
    const summary = await within(store.outboxSummary(), STORE_TIMEOUT_MS).catch(() => undefined)
    if (!summary) problems.push("the notification queue cannot be read")
    const alertAfterSeconds = alertAfterMs / 1000
    if (summary?.oldestUndeliveredSeconds != null && summary.oldestUndeliveredSeconds > alertAfterSeconds) {
      problems.push(
        `a lead notification has been undelivered for ${summary.oldestUndeliveredSeconds} s, longer than ${alertAfterSeconds} s (npm run leads -- undelivered)`,
      )
    }
    return {
      status: problems.length === 0 ? "ok" : "failing",
      problems,
      database: writeProblem ? "not writable" : "writable",
      outbox: {
        pending: summary?.pending ?? 0,
        failed: summary?.failed ?? 0,
        oldestPendingSeconds: summary?.oldestPendingSeconds ?? null,
      },
    }
  }

  /** The current report; concurrent and quickly repeated calls share one check. */
  return function health(): Promise<HealthReport> {
    if (!last || now() - last.at >= REUSE_MS) last = { at: now(), report: check() }
    return last.report
  }
}
export type HealthCheck = ReturnType<typeof createHealthCheck>

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"])

/**
 * Whether a request may read /healthz's details: one from this machine (the operator's curl, a local
 * monitor; behind the proxy, only when the visitor it forwards is local too), or one carrying HEALTHZ_TOKEN as
 * a bearer token. A forwarded request is never taken for local when the proxy is not trusted.
 */
export function isHealthReader(req: IncomingMessage, { trustProxy, token }: { trustProxy: boolean; token?: string }) {
  if (token) {
    const given = Buffer.from(String(req.headers.authorization ?? ""))
    const expected = Buffer.from(`Bearer ${token}`)
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true
  }
  if (!trustProxy && req.headers["x-forwarded-for"] !== undefined) return false
  return LOOPBACK.has(clientAddress(req, trustProxy))
}

/** What anyone may read of a report: the status and the commit the live build was made from. */
export const publicHealth = (report: { status: HealthReport["status"]; build?: { commit?: string } }) => ({
  status: report.status,
  build: { commit: report.build?.commit ?? null },
})
