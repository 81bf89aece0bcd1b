/**
 * The signed webhook of a lead (LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET): a JSON POST that a CRM or a
 * chat tool can receive. Each request carries
 *   Catalysty-Delivery:  the delivery id, the same on every resend of this lead (deduplicate on it)
 *   Catalysty-Timestamp: Unix seconds when this attempt was signed
 *   Catalysty-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the secret>
 * A 2xx answer is delivered; 4xx other than 408 and 429 fails the job at once; anything else is retried.
 */
import { createHmac } from "node:crypto"
import type { Lead } from "../contact/store"
import { DeliveryError, type Sender } from "./delivery-error"
import { deliveryKey } from "./lead-notice"

export type WebhookSettings = { url: string; secret: string; siteUrl: string; timeoutMs?: number }

export const SIGNATURE_HEADER = "Catalysty-Signature"
export const TIMESTAMP_HEADER = "Catalysty-Timestamp"
const DELIVERY_HEADER = "Catalysty-Delivery"

/** The signature of a body sent at `timestamp` (Unix seconds). */
export const webhookSignature = (secret: string, timestamp: number, body: string) =>
  `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`

/** The JSON a receiver gets: the lead's fields as stored, with where it came from. */
function webhookPayload(lead: Lead, siteUrl: string) {
  const page = (path: string | undefined) => (path ? `${siteUrl}${path}` : null)
  const { attribution } = lead
  return {
    id: deliveryKey(lead, "webhook"),
    type: "lead.created",
    createdAt: lead.createdAt,
    lead: {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      company: lead.company,
      services: lead.services,
      budget: lead.budget,
      message: lead.message,
      sourcePage: page(attribution.source_page),
      landingPage: page(attribution.landing_page),
      utm: {
        source: attribution.utm_source ?? null,
        medium: attribution.utm_medium ?? null,
        campaign: attribution.utm_campaign ?? null,
        term: attribution.utm_term ?? null,
        content: attribution.utm_content ?? null,
      },
    },
  }
}

export function createWebhookSender(settings: WebhookSettings): Sender {
  const timeoutMs = settings.timeoutMs ?? 10_000
  return {
    async send(lead) {
      const body = JSON.stringify(webhookPayload(lead, settings.siteUrl))
      const timestamp = Math.floor(Date.now() / 1000)
      let response: Response
      try {
        response = await fetch(settings.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "User-Agent": "Catalysty-Webhook/1",
            [DELIVERY_HEADER]: deliveryKey(lead, "webhook"),
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: webhookSignature(settings.secret, timestamp, body),
          },
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        })
        await response.body?.cancel()
      } catch (error) {
        const reason =
          (error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : (error as Error).message
        throw new DeliveryError(`webhook: ${reason}`)
      }
      if (response.ok) return
      const isPermanent = response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status)
      throw new DeliveryError(`webhook: HTTP ${response.status}`, isPermanent)
    },
    close() {},
  }
}
