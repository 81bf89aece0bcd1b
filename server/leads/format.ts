/**
 * `npm run leads`: the stored quote requests, newest last, each with the state of its notifications.
 *   --csv               CSV on stdout (every cell quoted per RFC 4180; formula triggers neutralised)
 *   --status new|spam   one kind only
 *   --undelivered       the notification jobs that are pending or failed
 *   --retry ID          puts failed (or pending) job ID back in the queue; the running server sends it
 * The database is LEADS_DB, DATA_DIR/leads.db or data/leads.db, as for the server.
 */
import { existsSync } from "node:fs"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { serverConfig } from "#app/config.server"
import { attributionFields, contactFields } from "#app/lib/contact-schema"
import { type Delivery, type Lead, type LeadStatus, openLeadStore } from "#server/contact/store"

export const csvColumns = [
  "id",
  "created_at",
  "status",
  "channel",
  ...contactFields,
  ...attributionFields,
  "submission_id",
]

/**
 * One CSV cell, always quoted (RFC 4180). A spreadsheet may split a cell again on its own separator
 * (comma, semicolon, tab, pipe) or a line break, so a formula trigger (= + - @, tab, CR) at the start of
 * the cell or after any of those gets an apostrophe in front (OWASP CSV injection).
 */
export function csvCell(value: string | number) {
  const neutralised = String(value).replace(/(^|[,;\t|\r\n])([=+\-@\t\r])/g, "$1'$2")
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

export function toText(leads: Lead[], deliveries: Delivery[] = []) {
  if (leads.length === 0) return "No leads yet.\n"
  const blocks = leads.map((lead) => {
    const jobs = deliveries.filter((job) => job.leadId === lead.id)
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
    return lines.filter(Boolean).join("\n")
  })
  return `${blocks.join("\n\n")}\n\n${leads.length} lead${leads.length === 1 ? "" : "s"}\n`
}

export function undeliveredText(jobs: Delivery[]) {
  if (jobs.length === 0) return "Every notification has been delivered.\n"
  return `${jobs.map((job) => `job ${job.id}  lead #${job.leadId}  ${describeDelivery(job)}`).join("\n")}\n`
}

function main() {
  const { values } = parseArgs({
    options: {
      csv: { type: "boolean", default: false },
      status: { type: "string" },
      undelivered: { type: "boolean", default: false },
      retry: { type: "string" },
    },
  })
  const status = values.status as LeadStatus | undefined
  if (status && status !== "new" && status !== "spam") {
    console.error('--status must be "new" or "spam"')
    process.exit(2)
  }
  const file = serverConfig().leadsDb
  if (!existsSync(file)) {
    if (values.csv) process.stdout.write(toCsv([]))
    else console.log(`No lead database yet at ${file}.`)
    return
  }
  // Opened for writing: an older file is brought up to the current schema first, as the server would.
  const store = openLeadStore(file)
  try {
    if (values.retry !== undefined) {
      const id = Number(values.retry)
      if (!Number.isInteger(id) || !store.requeueDelivery(id)) {
        console.error(`No pending or failed notification job ${values.retry} (see npm run leads -- --undelivered).`)
        process.exitCode = 1
        return
      }
      console.log(`Job ${id} is queued again; the running site sends it within a few seconds.`)
      return
    }
    if (values.undelivered) {
      process.stdout.write(undeliveredText(store.deliveries({ statuses: ["pending", "failed"] })))
      return
    }
    const leads = store.list({ status })
    process.stdout.write(values.csv ? toCsv(leads) : toText(leads, store.deliveries()))
  } finally {
    store.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main()
