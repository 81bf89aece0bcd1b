/**
 * The commands of `npm run leads` (cli.ts): list, show, csv, undelivered, retry, backup, erase, prune and
 * move-to-postgres, on the SQLite file or, with DATABASE_URL, on PostgreSQL.
 */
import { execFile } from "node:child_process"
import { existsSync, statSync } from "node:fs"
import { resolve } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { parseArgs } from "node:util"
import type { RunConfig } from "#config/run"
import { engineOf, type LeadDatabase, openLeadDatabase } from "../contact/lead-database"
import { describeDatabaseUrl } from "../contact/postgres-store"
import { openLeadStore } from "../contact/sqlite-store"
import { DELIVERY_CLAIM_MS, type Erasure, type LeadStatus, type Retention } from "../contact/store"
import { lockWaitCodes, StoreUnavailableError } from "../contact/store-errors"
import { emailFile, removeEmailFiles } from "../delivery/email"
import { leadText, toCsv, toText, undeliveredText } from "./format"
import { MoveRefusedError, moveToPostgres } from "./move-to-postgres"

/** The name the erase command answers to. */
const ERASE_COMMAND = "erase"

const USAGE = `Usage: npm run leads -- [COMMAND]

  list [--status new|spam]   every lead, oldest first, with whether staff were told (the default)
  show ID                    one lead with each of its notifications
  csv [--status new|spam]    every lead as CSV on stdout (npm run -s leads -- csv > leads.csv)
  undelivered                notifications that are pending or failed
  retry JOB                  send notification JOB again (the running site sends it within seconds)
  backup FILE                a consistent copy of the database, safe while the site runs (pg_dump on PostgreSQL)
  ${ERASE_COMMAND} --email ADDRESS      delete everything stored about one person: leads, notifications, email files
  prune                      delete what the retention settings say is old now (the site does it daily)
  move-to-postgres           copy every lead, notification and audit record from the SQLite file (LEADS_DB or
                             DATA_DIR/leads.db) into DATABASE_URL's PostgreSQL; a second run copies nothing
`

/** A problem the operator can fix; printed without a stack trace. */
export class UsageError extends Error {}

export type CommandContext = {
  config: Pick<RunConfig, "leadsDb" | "mailDir"> & Partial<Pick<RunConfig, "databaseUrl" | "claimMs">>
  /** The retention the build states. */
  retention: Retention
  out: (text: string) => void
  /** The audit lines of erasures and retention runs. */
  err: (text: string) => void
}
type Context = CommandContext

const target = ({ config }: Context) => ({
  leadsDb: config.leadsDb,
  databaseUrl: config.databaseUrl,
  claimMs: config.claimMs ?? DELIVERY_CLAIM_MS,
})
const isPostgres = (context: Context) => engineOf(context.config) === "postgres"
/** No SQLite file yet (PostgreSQL is never "not there yet": it is reached, or the command says why not). */
const hasNoStore = (context: Context) => !isPostgres(context) && !existsSync(context.config.leadsDb)

/**
 * How long a command waits for the running server's write lock. An operator can wait longer than a visitor
 * (BUSY_TIMEOUT_MS): on a busy server the store and delivery threads may hold the file past a second.
 */
const COMMAND_BUSY_TIMEOUT_MS = 15_000

async function openStore(context: Context) {
  if (hasNoStore(context))
    throw new UsageError(`No lead database at ${context.config.leadsDb} (set DATA_DIR or LEADS_DB).`)
  // Opened for writing: an older schema is brought up to date first, as the server would.
  const store = await openLeadDatabase(
    target(context),
    { busyTimeoutMs: COMMAND_BUSY_TIMEOUT_MS },
    { maxConnections: 1 },
  )
  for (const line of store.migrationReport) process.stderr.write(`${line}\n`)
  return store
}

async function withStore<T>(context: Context, work: (store: LeadDatabase) => T | Promise<T>): Promise<T> {
  const store = await openStore(context)
  try {
    return await work(store)
  } finally {
    await store.close()
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

/**
 * PostgreSQL's own consistent copy: pg_dump in its custom format, restored with pg_restore. The managed
 * databases of hosting platforms also keep backups of their own; this one is the agency's.
 */
async function backupPostgres(context: Context, databaseUrl: string, file: string) {
  const counts = await withStore(context, async (store) => ({
    leads: await store.count(),
    jobs: (await store.deliveries()).length,
  }))
  const problem = await new Promise<string | undefined>((done) => {
    execFile(
      "pg_dump",
      ["--format=custom", "--no-owner", "--file", file, "--dbname", databaseUrl],
      { timeout: 10 * 60 * 1000 },
      (error, _stdout, stderr) => {
        if (!error) return done(undefined)
        const isMissing = (error as NodeJS.ErrnoException).code === "ENOENT"
        done(
          isMissing
            ? "pg_dump is not installed here: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), at the server's major version or newer"
            : `pg_dump failed: ${stderr.trim().split("\n").at(-1) ?? error.message}`,
        )
      },
    )
  })
  if (problem) throw new UsageError(`${problem}\nNothing was backed up from ${describeDatabaseUrl(databaseUrl)}.`)
  context.out(
    `Backed up ${counts.leads} lead${counts.leads === 1 ? "" : "s"} and ${counts.jobs} notification job${counts.jobs === 1 ? "" : "s"} from ${describeDatabaseUrl(databaseUrl)} to ${file} with pg_dump (${Math.ceil(statSync(file).size / 1024)} KB). Restore it with: pg_restore --no-owner --dbname DATABASE_URL ${file}\n`,
  )
}

async function backup(context: Context, destination: string | undefined) {
  if (!destination) throw new UsageError("backup needs a file name, for example backup leads-2026-11-24.db")
  const file = resolve(destination)
  if (existsSync(file)) throw new UsageError(`${file} exists already: choose a new name or remove it first.`)
  if (context.config.databaseUrl) return backupPostgres(context, context.config.databaseUrl, file)
  if (hasNoStore(context))
    throw new UsageError(`No lead database at ${context.config.leadsDb} (set DATA_DIR or LEADS_DB).`)
  const store = openLeadStore(context.config.leadsDb)
  for (const line of store.migrationReport) process.stderr.write(`${line}\n`)
  try {
    await store.backup(file)
  } finally {
    await store.close()
  }
  // The copy is checked as a restore would use it, read as it is: it stays one file, with no -wal or -shm.
  const copy = openLeadStore(file, { readonly: true })
  try {
    const leads = await copy.count()
    const jobs = (await copy.deliveries()).length
    context.out(
      `Backed up ${leads} lead${leads === 1 ? "" : "s"} and ${jobs} notification job${jobs === 1 ? "" : "s"} to ${file} (${Math.ceil(statSync(file).size / 1024)} KB, integrity ok).\n`,
    )
  } finally {
    await copy.close()
  }
}

const isLockWait = (error: unknown) => error instanceof StoreUnavailableError && lockWaitCodes.test(error.code)

/** How long an erasure keeps trying to empty the write-ahead log before it says it could not. */
const EMPTY_LOG_TRIES_MS = 5_000

/**
 * Erases, first waiting for any notification about the person that is being sent now: after it, nothing
 * more is sent and no email file appears (the delivery thread's claim, store.ts claimDelivery).
 */
async function eraseWhenNotSending(store: LeadDatabase, email: string, context: Context): Promise<Erasure> {
  const giveUpAt = Date.now() + target(context).claimMs + 10_000
  let hasSaidSo = false
  for (;;) {
    let result: Awaited<ReturnType<LeadDatabase["erase"]>>
    try {
      result = await store.erase(email)
    } catch (error) {
      // Another connection held the write lock past the store's busy wait (the server storing a lead on a
      // loaded machine): nothing was removed, so the erasure tries again until its own limit.
      if (!isLockWait(error) || Date.now() > giveUpAt) throw error
      await sleep(50)
      continue
    }
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
  const store = await openStore(context)
  let removed: Erasure
  let isLogEmptied: boolean
  try {
    removed = await eraseWhenNotSending(store, email, context)
    isLogEmptied = removed.isLogEmptied
    const giveUpAt = Date.now() + EMPTY_LOG_TRIES_MS
    while (!isLogEmptied && Date.now() < giveUpAt) {
      await sleep(100)
      isLogEmptied = await store.emptyLog()
    }
  } finally {
    await store.close()
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

async function prune(context: Context) {
  const { retention } = context
  const removed = await withStore(context, (store) => store.applyRetention(retention))
  const files = removeEmailFiles(removed.leads, context.config.mailDir)
  context.out(
    `Kept leads ${retention.leadDays} days and spam ${retention.spamDays} days: removed ${removed.leads.length} lead${removed.leads.length === 1 ? "" : "s"}, ${removed.deliveries} notification job${removed.deliveries === 1 ? "" : "s"} and ${files} email file${files === 1 ? "" : "s"}.\n`,
  )
  context.err(auditLine("retention", `leads=${removed.leads.length} jobs=${removed.deliveries} files=${files}`))
}

async function moveLeads(context: Context) {
  const { databaseUrl, leadsDb } = context.config
  if (!databaseUrl) {
    throw new UsageError(
      "move-to-postgres needs DATABASE_URL, the PostgreSQL database to copy the leads into, for example DATABASE_URL=postgres://user:password@host:5432/catalysty",
    )
  }
  if (!existsSync(leadsDb))
    throw new UsageError(`No lead database at ${leadsDb} to copy from (set DATA_DIR or LEADS_DB).`)
  const moved = await moveToPostgres(leadsDb, databaseUrl).catch((error: unknown) => {
    throw error instanceof MoveRefusedError ? new UsageError(error.message) : error
  })
  const counted = (copied: number, of: number, what: string) => `${copied} of ${of} ${what}`
  context.out(
    `Copied ${counted(moved.leads.copied, moved.leads.of, "leads")}, ${counted(moved.jobs.copied, moved.jobs.of, "notification jobs")} and ${counted(moved.audit.copied, moved.audit.of, "audit records")} from ${leadsDb} to ${describeDatabaseUrl(databaseUrl)}; ${moved.leads.of - moved.leads.copied + moved.jobs.of - moved.jobs.copied + moved.audit.of - moved.audit.copied === 0 ? "none was there before" : "the others were there already"}.\n` +
      "Start the site with DATABASE_URL set; keep the SQLite file as a backup until you have checked the leads (npm run leads -- list).\n",
  )
  context.err(
    auditLine("move-to-postgres", `leads=${moved.leads.copied} jobs=${moved.jobs.copied} audit=${moved.audit.copied}`),
  )
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
      if (hasNoStore(context)) return context.out(`No lead database yet at ${context.config.leadsDb}.\n`)
      return withStore(context, async (store) =>
        context.out(toText(await store.list({ status }), await store.deliveries())),
      )
    case "csv":
      if (hasNoStore(context)) return context.out(toCsv([]))
      return withStore(context, async (store) => context.out(toCsv(await store.list({ status }))))
    case "show": {
      const id = idArgument(argument, "show ID")
      return withStore(context, async (store) => {
        const lead = await store.getLead(id)
        if (!lead) throw new UsageError(`No lead #${id}.`)
        const file = emailFile(lead, context.config.mailDir)
        context.out(leadText(lead, await store.deliveries({ leadId: id })))
        if (existsSync(file)) context.out(`  Email file: ${file}\n`)
      })
    }
    case "undelivered":
      return withStore(context, async (store) =>
        context.out(undeliveredText(await store.deliveries({ statuses: ["pending", "failed"] }))),
      )
    case "retry": {
      const id = idArgument(argument, "retry JOB")
      const isQueued = await withStore(context, (store) => store.requeueDelivery(id))
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
    case "move-to-postgres":
      return moveLeads(context)
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`)
  }
}
