/**
 * LEADS_ALERT_WEBHOOK_URL hears when /healthz first turns failing and again when it recovers (R-B5), so the
 * agency learns of an overdue notification, a failed publish or a full disk from its chat tool within a
 * check's interval, not only from an uptime monitor. Each alert goes through the notice outbox and is tried
 * again until delivered. A server that starts failing says so at its first check.
 */
import type { NoticeOutbox } from "./delivery/notice-outbox"

export type HealthAlertOptions = {
  /** The full report (status and problems). */
  check: () => Promise<{ status: "ok" | "failing"; problems: string[] }>
  notices: NoticeOutbox
  siteUrl: string
  intervalMs?: number
  log: (line: string) => void
}

export function watchHealth({ check, notices, siteUrl, intervalMs = 15_000, log }: HealthAlertOptions) {
  const host = new URL(siteUrl).hostname
  let last: "ok" | "failing" = "ok"
  let timer: NodeJS.Timeout | undefined

  async function look() {
    const report = await check().catch((error: Error) => ({
      status: "failing" as const,
      problems: [`the health check itself failed: ${error.message}`],
    }))
    if (report.status === last) return
    last = report.status
    const isFailing = report.status === "failing"
    log(`health: /healthz is ${isFailing ? `failing: ${report.problems.join("; ")}` : "ok again"}`)
    notices.enqueue({
      kind: isFailing ? "health.failing" : "health.recovered",
      alert: {
        type: isFailing ? "health.failing" : "health.recovered",
        site: siteUrl,
        text: isFailing
          ? `${host}: /healthz is failing: ${report.problems.join("; ")}`
          : `${host}: /healthz is ok again.`,
        problems: report.problems,
      },
    })
  }

  const schedule = () => {
    timer = setTimeout(() => void look().finally(schedule), intervalMs)
    timer.unref()
  }
  schedule()
  return {
    stop: () => clearTimeout(timer),
  }
}
