/**
 * `npm run leads`: lists the leads in the database (newest last).
 * `npm run leads -- --csv`: writes them as CSV to stdout (RFC 4180 quoting; cells that a spreadsheet
 * would run as a formula are prefixed with an apostrophe).
 * `--status new|spam` keeps one kind only. The database is LEADS_DB, DATA_DIR/leads.db or data/leads.db.
 */
import { existsSync } from "node:fs"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { serverConfig } from "#app/config.server"
import { services } from "#content/services/index"
import { type Lead, type LeadStatus, openLeadStore } from "#server/contact/store"

const serviceLabels = new Map(services.map((service) => [service.id as string, service.formLabel as string]))
const labelOf = (id: string) => serviceLabels.get(id) ?? id

export const csvColumns = [
  "id",
  "created_at",
  "status",
  "channel",
  "name",
  "email",
  "company",
  "services",
  "budget",
  "message",
  "submission_id",
] as const

/** One CSV cell: formula triggers neutralised (OWASP CSV injection), then quoted when needed. */
export function csvCell(value: string | number) {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(leads: Lead[]) {
  const rows = leads.map((lead) =>
    [
      lead.id,
      lead.createdAt,
      lead.status,
      lead.channel,
      lead.name,
      lead.email,
      lead.company,
      lead.services.map(labelOf).join("; "),
      lead.budget,
      lead.message,
      lead.submissionId ?? "",
    ].map(csvCell),
  )
  return `${[csvColumns.join(","), ...rows.map((row) => row.join(","))].join("\r\n")}\r\n`
}

export function toText(leads: Lead[]) {
  if (leads.length === 0) return "No leads yet.\n"
  const blocks = leads.map((lead) => {
    const lines = [
      `#${lead.id}  ${lead.createdAt}  ${lead.status === "spam" ? "SPAM" : "new"}  (${lead.channel})`,
      `  Name:     ${lead.name}`,
      `  Email:    ${lead.email}`,
      lead.company ? `  Company:  ${lead.company}` : undefined,
      `  Services: ${lead.services.map(labelOf).join(", ")}`,
      lead.budget ? `  Budget:   ${lead.budget}` : undefined,
      `  Message:  ${lead.message.replaceAll("\n", "\n            ")}`,
    ]
    return lines.filter(Boolean).join("\n")
  })
  return `${blocks.join("\n\n")}\n\n${leads.length} lead${leads.length === 1 ? "" : "s"}\n`
}

function main() {
  const { values } = parseArgs({
    options: { csv: { type: "boolean", default: false }, status: { type: "string" } },
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
  const store = openLeadStore(file, { readonly: true })
  try {
    const leads = store.list({ status })
    process.stdout.write(values.csv ? toCsv(leads) : toText(leads))
  } finally {
    store.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main()
