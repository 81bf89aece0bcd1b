/**
 * The alert of a notification that failed for good (LEADS_ALERT_WEBHOOK_URL, R-O2): one JSON POST to a chat
 * or incident tool. `text` reads as a sentence in Slack, Mattermost or Google Chat; the other fields are
 * for tools that parse. It names the lead by number only: no personal data leaves for a third tool.
 */
import type { DeliveryFailure } from "./outbox"

export type AlertSettings = { url: string; siteUrl: string; timeoutMs?: number }

function alertPayload({ job, attempts, reason }: DeliveryFailure, siteUrl: string) {
  return {
    type: "delivery.failed",
    site: siteUrl,
    text: `${new URL(siteUrl).hostname}: the ${job.channel} notification of lead #${job.leadId} failed for good after ${attempts} attempt${attempts === 1 ? "" : "s"} (${reason}). Read it with npm run leads -- show ${job.leadId}; once the cause is fixed, npm run leads -- retry ${job.id} sends it again.`,
    lead: job.leadId,
    job: job.id,
    channel: job.channel,
    attempts,
    reason,
  }
}

const WAITS_MS = [0, 5_000, 30_000]

/** Posts the alert, trying three times; resolves with the last problem, or undefined once it was accepted. */
export async function postAlert(failure: DeliveryFailure, settings: AlertSettings): Promise<string | undefined> {
  const body = JSON.stringify(alertPayload(failure, settings.siteUrl))
  let problem: string | undefined
  for (const wait of WAITS_MS) {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    try {
      const response = await fetch(settings.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": "Catalysty-Alert/1" },
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      })
      await response.body?.cancel()
      if (response.ok) return undefined
      problem = `HTTP ${response.status}`
    } catch (error) {
      problem = (error as Error).message
    }
  }
  return problem
}
