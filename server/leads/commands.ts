/** The commands of `npm run leads` (cli.ts): list, show, csv, undelivered, retry, backup, erase, prune. */
import { existsSync, statSync } from "node:fs"
import { resolve } from "node:path"
import { parseArgs } from "node:util"
import type { RunConfig } from "#app/config.server"
import { ERASE_COMMAND } from "#app/lib/lead-tool"
import {
  DELIVERY_CLAIM_MS,
  type Erasure,
  type LeadStatus,
  type LeadStore,
  openLeadStore,
  type Retention,
} from "../contact/store"
import { emailFile, removeEmailFiles } from "../delivery/email"
import { leadText, toCsv, toText, undeliveredText } from "./format"

const USAGE = `Usage: npm run leads -- [COMMAND]

  list [--status new|spam]   every lead, oldest first, with whether staff were told (the default)
  show ID                    one lead with each of its notifications
  csv [--status new|spam]    every lead as CSV on stdout (npm run -s leads -- csv > leads.csv)
  undelivered                notifications that are pending or failed
  retry JOB                  send notification JOB again (the running site sends it within seconds)
  backup FILE                a consistent copy of the database, safe while the site runs
  ${ERASE_COMMAND} --email ADDRESS      delete everything stored about one person: leads, notifications, email files
  prune                      delete what the retention settings say is old now (the site does it daily)
`

/** A problem the operator can fix; printed without a stack trace. */
export class UsageError extends Error {}

export type CommandContext = {
  config: Pick<RunConfig, "leadsDb" | "mailDir">
  /** The retention the build states. */
  retention: Retention
  out: (text: string) => void
  /** The audit lines of erasures and retention runs. */
  err: (text: string) => void
}
type Context = CommandContext

function openStore({ config }: Context) {
  if (!existsSync(config.leadsDb))
    throw new UsageError(`No lead database at ${config.leadsDb} (set DATA_DIR or LEADS_DB).`)
  // Opened for writing: an older file is brought up to the current schema first, as the server would.
  const store = openLeadStore(config.leadsDb)
  for (const line of store.migrationReport) process.stderr.write(`${line}\n`)
  return store
}

function withStore<T>(context: Context, work: (store: LeadStore) => T): T {
  const store = openStore(context)
  try {
    return work(store)
  } finally {
    store.close()
  }
}

const statusOption = (value: string | undefined): LeadStatus | undefined => {
  if (value === undefined || value === "new" || value === "spam") return value
  throw new UsageError('--status must be "new" or "spam"')
}

const idArgument = (value: string | undefined, what: string) => {
  const id = Number(value)
  if (!Number.isInteger(id) || id <= 0) throw new UsageError(`${what} must be a number, for example 12.`)
  return id
}

const auditLine = (action: string, detail: string) => `${new Date().toISOString()} leads audit ${action} ${detail}\n`

async function backup(context: Context, destination: string | undefined) {
  if (!destination) throw new UsageError("backup needs a file name, for example backup leads-2026-11-24.db")
  const file = resolve(destination)
  if (existsSync(file)) throw new UsageError(`${file} exists already: choose a new name or remove it first.`)
  const store = openStore(context)
  try {
    await store.backup(file)
  } finally {
    store.close()
  }
  // The copy is checked as a restore would use it.
  const copy = openLeadStore(file, { readonly: true })
  try {
    const leads = copy.count()
    const jobs = copy.deliveries().length
    context.out(
      `Backed up ${leads} lead${leads === 1 ? "" : "s"} and ${jobs} notification job${jobs === 1 ? "" : "s"} to ${file} (${Math.ceil(statSync(file).size / 1024)} KB, integrity ok).\n`,
    )
  } finally {
    copy.close()
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** How long an erasure keeps trying to empty the write-ahead log before it says it could not. */
const EMPTY_LOG_TRIES_MS = 5_000

/**
 * Erases, first waiting for any notification about the person that is being sent now: after it, nothing
 * more is sent and no email file appears (the delivery thread's claim, store.ts claimDelivery).
 */
async function eraseWhenNotSending(store: LeadStore, email: string, context: Context): Promise<Erasure> {
  const giveUpAt = Date.now() + DELIVERY_CLAIM_MS + 10_000
  let hasSaidSo = false
  for (;;) {
    const result = store.erase(email)
    if (!("sendingUntil" in result)) return result
    if (Date.now() > giveUpAt) {
      throw new UsageError(
        "A notification about this person kept being sent; nothing was removed. Run the erase again.",
      )
    }
    if (!hasSaidSo) context.out("A notification about this person is being sent; erasing as soon as it is done.\n")
    hasSaidSo = true
    await sleep(50)
  }
}

async function erase(context: Context, email: string | undefined) {
  if (!email?.includes("@")) throw new UsageError("erase needs the person's address: erase --email ADDRESS")
  const store = openStore(context)
  let removed: Erasure
  let isLogEmptied: boolean
  try {
    removed = await eraseWhenNotSending(store, email, context)
    isLogEmptied = removed.isLogEmptied
    const giveUpAt = Date.now() + EMPTY_LOG_TRIES_MS
    while (!isLogEmptied && Date.now() < giveUpAt) {
      await sleep(100)
      isLogEmptied = store.emptyLog()
    }
  } finally {
    store.close()
  }
  const files = removeEmailFiles(removed.leads, context.config.mailDir)
  const ids = removed.leads.map((lead) => `#${lead.id}`).join(", ")
  context.out(
    removed.leads.length === 0
      ? "No lead was sent from that address; nothing was removed.\n"
      : `Removed ${removed.leads.length} lead${removed.leads.length === 1 ? "" : "s"} (${ids}), ${removed.deliveries} notification job${removed.deliveries === 1 ? "" : "s"} and ${files} email file${files === 1 ? "" : "s"}.\n`,
  )
  // The audit line names what went by number only: the address itself is what was asked to be forgotten.
  context.err(
    auditLine(
      "erase",
      `leads=${removed.leads.map((lead) => lead.id).join(",") || "none"} jobs=${removed.deliveries} files=${files}`,
    ),
  )
  if (!isLogEmptied) {
    throw new UsageError(
      "The database's write-ahead log was in use and may still hold a copy of what was removed: run the same erase again in a minute to empty it.",
    )
  }
}

function prune(context: Context) {
  const { retention } = context
  const removed = withStore(context, (store) => store.applyRetention(retention))
  const files = removeEmailFiles(removed.leads, context.config.mailDir)
  context.out(
    `Kept leads ${retention.leadDays} days and spam ${retention.spamDays} days: removed ${removed.leads.length} lead${removed.leads.length === 1 ? "" : "s"}, ${removed.deliveries} notification job${removed.deliveries === 1 ? "" : "s"} and ${files} email file${files === 1 ? "" : "s"}.\n`,
  )
  context.err(auditLine("retention", `leads=${removed.leads.length} jobs=${removed.deliveries} files=${files}`))
}

/** Runs one command line (without "node leads.js"); exported for tests. */
export async function runLeadsCommand(args: string[], context: Context) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { status: { type: "string" }, email: { type: "string" }, help: { type: "boolean", short: "h" } },
  })
  const [command = "list", argument] = positionals
  if (values.help || command === "help") return context.out(USAGE)
  const status = statusOption(values.status)
  switch (command) {
    case "list":
      if (!existsSync(context.config.leadsDb))
        return context.out(`No lead database yet at ${context.config.leadsDb}.\n`)
      return withStore(context, (store) => context.out(toText(store.list({ status }), store.deliveries())))
    case "csv":
      if (!existsSync(context.config.leadsDb)) return context.out(toCsv([]))
      return withStore(context, (store) => context.out(toCsv(store.list({ status }))))
    case "show": {
      const id = idArgument(argument, "show ID")
      return withStore(context, (store) => {
        const lead = store.getLead(id)
        if (!lead) throw new UsageError(`No lead #${id}.`)
        const file = emailFile(lead, context.config.mailDir)
        context.out(leadText(lead, store.deliveries({ leadId: id })))
        if (existsSync(file)) context.out(`  Email file: ${file}\n`)
      })
    }
    case "undelivered":
      return withStore(context, (store) =>
        context.out(undeliveredText(store.deliveries({ statuses: ["pending", "failed"] }))),
      )
    case "retry": {
      const id = idArgument(argument, "retry JOB")
      const isQueued = withStore(context, (store) => store.requeueDelivery(id))
      if (!isQueued)
        throw new UsageError(`No pending or failed notification job ${id} (see npm run leads -- undelivered).`)
      return context.out(`Job ${id} is queued again; the running site sends it within a few seconds.\n`)
    }
    case "backup":
      return backup(context, argument)
    case ERASE_COMMAND:
      return erase(context, values.email)
    case "prune":
      return prune(context)
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`)
  }
}
