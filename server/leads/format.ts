/** How `npm run leads` shows leads: readable text for a terminal, CSV for a spreadsheet. */
import { attributionFields, contactFields } from "#shared/contact-schema"
import type { Delivery, Lead } from "../contact/store"

const csvColumns = ["id", "created_at", "status", "channel", ...contactFields, ...attributionFields, "submission_id"]

/**
 * One CSV cell, always quoted (RFC 4180). A spreadsheet may split a cell again on its own separator
 * (comma, semicolon, tab, pipe) or a line break, and read past the quotes, spaces and apostrophes that
 * follow one, so a formula trigger (= + - @, tab, CR) at the start of the cell or after any of those gets
 * an apostrophe right in front of it (OWASP CSV injection, R-F2).
 */
export function csvCell(value: string | number) {
  const neutralised = String(value).replace(/(^|[,;\t|\r\n])([\s"']*)([=+\-@\t\r])/g, "$1$2'$3")
  return `"${neutralised.replaceAll('"', '""')}"`
}

export function toCsv(leads: Lead[]) {
  const rows = leads.map((lead) =>
    [
      lead.id,
      lead.createdAt,
      lead.status,
      lead.channel,
      ...contactFields.map((field) => (field === "services" ? lead.services.join("; ") : lead[field])),
      ...attributionFields.map((field) => lead.attribution[field] ?? ""),
      lead.submissionId ?? "",
    ].map(csvCell),
  )
  return `${[csvColumns.join(","), ...rows.map((row) => row.join(","))].join("\r\n")}\r\n`
}

/** "email delivered", "webhook pending (3 attempts, next 2026-11-23T15:04:05.000Z: SMTP 421)" */
export function describeDelivery(job: Delivery) {
  const attempts = job.attempts === 1 ? "1 attempt" : `${job.attempts} attempts`
  if (job.status === "delivered") return `${job.channel} delivered ${job.deliveredAt}`
  if (job.status === "failed") return `${job.channel} FAILED after ${attempts}: ${job.lastError} (job ${job.id})`
  const next = job.attempts === 0 ? "due now" : `${attempts}, next ${job.nextAttemptAt}: ${job.lastError}`
  return `${job.channel} pending (${next}) (job ${job.id})`
}

/** One lead as readable text, with the state of its notifications (`jobs`: this lead's). */
export function leadText(lead: Lead, jobs: Delivery[]) {
  const { attribution } = lead
  const utm = Object.entries(attribution)
    .filter(([field]) => field.startsWith("utm_"))
    .map(([field, value]) => `${field.slice(4)}=${value}`)
    .join(" ")
  const lines = [
    `#${lead.id}  ${lead.createdAt}  ${lead.status === "spam" ? "SPAM" : "new"}  (${lead.channel})`,
    `  Name:     ${lead.name}`,
    `  Email:    ${lead.email}`,
    lead.company ? `  Company:  ${lead.company}` : undefined,
    `  Services: ${lead.services.join(", ")}`,
    lead.budget ? `  Budget:   ${lead.budget}` : undefined,
    `  Message:  ${lead.message.replaceAll("\n", "\n            ")}`,
    attribution.source_page ? `  Sent from: ${attribution.source_page}` : undefined,
    attribution.landing_page ? `  Landed on: ${attribution.landing_page}` : undefined,
    utm ? `  UTM:      ${utm}` : undefined,
    lead.status === "spam"
      ? "  Notified: never (spam)"
      : `  Notified: ${jobs.length > 0 ? jobs.map(describeDelivery).join("; ") : "before notifications existed"}`,
  ]
  return `${lines.filter(Boolean).join("\n")}\n`
}

export function toText(leads: Lead[], deliveries: Delivery[] = []) {
  if (leads.length === 0) return "No leads yet.\n"
  const blocks = leads.map((lead) =>
    leadText(
      lead,
      deliveries.filter((job) => job.leadId === lead.id),
    ),
  )
  return `${blocks.join("\n")}\n${leads.length} lead${leads.length === 1 ? "" : "s"}\n`
}

export function undeliveredText(jobs: Delivery[]) {
  if (jobs.length === 0) return "Every notification has been delivered.\n"
  return `${jobs.map((job) => `job ${job.id}  lead #${job.leadId}  ${describeDelivery(job)}`).join("\n")}\n`
}
