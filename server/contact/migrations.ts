import { invariant } from "@epic-web/invariant"
import type Database from "better-sqlite3"
import { parseJson } from "../json-file"
import { foldAddress } from "./fold-address"
import { SERVICES_COLUMN } from "./store"
import { StoreStartupError } from "./store-errors"

/**
 * The lead database's schema, as numbered steps recorded in `PRAGMA user_version`. A file written by
 * any earlier version is brought up to date step by step when the store opens; each step runs in one
 * transaction with its version number, so a crash leaves the file at the step before. Steps are
 * history: never edit one that has shipped, add the next.
 *
 * Foreign keys are off while a step runs (SQLite's procedure for rebuilding a table: dropping the old
 * `leads` would otherwise delete every delivery job with it) and checked before the step commits.
 */
type Migration = { version: number; description: string; up: (db: Database.Database) => void }

/** The service ids the form sent before it sent labels, and the labels they stood for then. */
const serviceLabelsOfIds: Record<string, string> = {
  "web-design": "Website Design & Development",
  "social-media": "Social Media Marketing",
  "content-marketing": "Content Marketing",
  seo: "SEO (Search Engine Optimization)",
  ppc: "Pay Per Click",
  "email-marketing": "Email Marketing",
}

const migrations: Migration[] = [
  {
    version: 1,
    description: "leads and store metadata (files from before versioning have these already, at user_version 0)",
    up: (db) =>
      db.exec(`
        CREATE TABLE IF NOT EXISTS leads (
          id INTEGER PRIMARY KEY,
          submission_id TEXT UNIQUE,
          created_at TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('new', 'spam')),
          channel TEXT NOT NULL CHECK (channel IN ('fetch', 'form')),
          name TEXT NOT NULL,
          email TEXT NOT NULL,
          company TEXT NOT NULL,
          services TEXT NOT NULL,
          budget TEXT NOT NULL,
          message TEXT NOT NULL,
          payload_hash TEXT NOT NULL
        ) STRICT;
        CREATE INDEX IF NOT EXISTS leads_by_email ON leads (email, created_at);
        CREATE INDEX IF NOT EXISTS leads_by_status ON leads (status, created_at);
        CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
      `),
  },
  {
    version: 2,
    description: "where each lead came from, a delivery outbox, services stored as their labels",
    up: (db) => {
      db.exec(`
        ALTER TABLE leads ADD COLUMN source_page TEXT;
        ALTER TABLE leads ADD COLUMN landing_page TEXT;
        ALTER TABLE leads ADD COLUMN utm_source TEXT;
        ALTER TABLE leads ADD COLUMN utm_medium TEXT;
        ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
        ALTER TABLE leads ADD COLUMN utm_term TEXT;
        ALTER TABLE leads ADD COLUMN utm_content TEXT;
        CREATE TABLE deliveries (
          id INTEGER PRIMARY KEY,
          lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
          channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
          status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
          attempts INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL,
          next_attempt_at TEXT NOT NULL,
          last_error TEXT,
          delivered_at TEXT,
          UNIQUE (lead_id, channel)
        ) STRICT;
        CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
      `)
      const rows = db.prepare<[], { id: number; services: string }>("SELECT id, services FROM leads").all()
      const update = db.prepare<[string, number]>("UPDATE leads SET services = ? WHERE id = ?")
      for (const row of rows) {
        const services = parseJson(row.services, SERVICES_COLUMN, `lead ${row.id}'s services`)
        const labels = services.map((service) => serviceLabelsOfIds[service] ?? service)
        if (labels.some((label, index) => label !== services[index])) update.run(JSON.stringify(labels), row.id)
      }
    },
  },
  {
    version: 3,
    description: "an audit trail of erasures and retention deletions (what was removed, never whose)",
    up: (db) =>
      db.exec(`
        CREATE TABLE audit_events (
          id INTEGER PRIMARY KEY,
          at TEXT NOT NULL,
          action TEXT NOT NULL,
          detail TEXT NOT NULL
        ) STRICT;
      `),
  },
  {
    version: 4,
    description:
      "lead and job ids never used twice (AUTOINCREMENT); a job records while it is being sent, for an erasure to wait on",
    up: (db) => {
      // Where the erasure and the resend commands name a lead or a job by number, the number must stay one person's (R-E2).
      db.exec(`
        CREATE TABLE leads_v4 (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          submission_id TEXT UNIQUE,
          created_at TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('new', 'spam')),
          channel TEXT NOT NULL CHECK (channel IN ('fetch', 'form')),
          name TEXT NOT NULL,
          email TEXT NOT NULL,
          company TEXT NOT NULL,
          services TEXT NOT NULL,
          budget TEXT NOT NULL,
          message TEXT NOT NULL,
          payload_hash TEXT NOT NULL,
          source_page TEXT,
          landing_page TEXT,
          utm_source TEXT,
          utm_medium TEXT,
          utm_campaign TEXT,
          utm_term TEXT,
          utm_content TEXT
        ) STRICT;
        INSERT INTO leads_v4 SELECT id, submission_id, created_at, status, channel, name, email, company, services,
          budget, message, payload_hash, source_page, landing_page, utm_source, utm_medium, utm_campaign, utm_term,
          utm_content FROM leads;
        CREATE TABLE deliveries_v4 (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
          channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
          status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
          attempts INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL,
          next_attempt_at TEXT NOT NULL,
          last_error TEXT,
          delivered_at TEXT,
          claimed_until TEXT,
          UNIQUE (lead_id, channel)
        ) STRICT;
        INSERT INTO deliveries_v4 SELECT id, lead_id, channel, status, attempts, created_at, next_attempt_at, last_error,
          delivered_at, NULL FROM deliveries;
        DROP TABLE deliveries;
        DROP TABLE leads;
        ALTER TABLE leads_v4 RENAME TO leads;
        ALTER TABLE deliveries_v4 RENAME TO deliveries;
        CREATE INDEX leads_by_email ON leads (email, created_at);
        CREATE INDEX leads_by_status ON leads (status, created_at);
        CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
      `)
      // Numbers already given to leads and jobs that were removed before this step must not come back either.
      const highest = highestIdsEverUsed(db)
      const remember = db.prepare<[number, string]>("UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = ?")
      const start = db.prepare<[string, number]>("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)")
      for (const [table, id] of Object.entries(highest)) {
        if (remember.run(id, table).changes === 0 && id > 0) start.run(table, id)
      }
      // What earlier versions deleted without overwriting may still sit in free pages: see scrubFreePages.
      db.prepare("INSERT INTO store_meta (key, value) VALUES (?, 'pending')").run(SCRUB_KEY)
    },
  },
  {
    version: 5,
    description: "each lead's address case-folded over all of Unicode, for erasure (NOCASE folds ASCII only)",
    up: (db) => {
      db.exec(`
        ALTER TABLE leads ADD COLUMN email_folded TEXT;
        DROP INDEX leads_by_email;
        CREATE INDEX leads_by_folded_email ON leads (email_folded, created_at);
      `)
      const update = db.prepare<[string, number]>("UPDATE leads SET email_folded = ? WHERE id = ?")
      for (const row of db.prepare<[], { id: number; email: string }>("SELECT id, email FROM leads").all()) {
        update.run(foldAddress(row.email), row.id)
      }
    },
  },
]

/**
 * The highest lead and job ids a file has ever used, as far as it can tell: the rows there now, and the
 * audit trail's list of the leads erasure and retention removed. Removed jobs are only counted there, but
 * ids were handed out as the highest plus one, so no job id ever went above the number of jobs ever made.
 */
function highestIdsEverUsed(db: Database.Database) {
  const rows = (table: "leads" | "deliveries") => {
    const row = db
      .prepare<[], { highest: number | null; count: number }>(
        `SELECT MAX(id) AS highest, COUNT(*) AS count FROM ${table}`,
      )
      .get()
    invariant(row, `MAX and COUNT over ${table} answered no row, where an aggregate always answers one`)
    return row
  }
  const leads = rows("leads")
  const jobs = rows("deliveries")
  let removedLead = 0
  let removedJobs = 0
  for (const { detail } of db.prepare<[], { detail: string }>("SELECT detail FROM audit_events").all()) {
    for (const id of /\bleads=([\d,]+)/.exec(detail)?.[1]?.split(",") ?? [])
      removedLead = Math.max(removedLead, Number(id))
    removedJobs += Number(/\bjobs=(\d+)/.exec(detail)?.[1] ?? 0)
  }
  return {
    leads: Math.max(leads.highest ?? 0, removedLead),
    deliveries: Math.max(jobs.highest ?? 0, jobs.count + removedJobs),
  }
}

/** Set by schema 4 until the file has been rewritten without the free pages of earlier versions. */
const SCRUB_KEY = "scrub_free_pages"

export const SCHEMA_VERSION = Math.max(...migrations.map((migration) => migration.version))

/** The steps a migration took, for the start-up log: "schema 1 → 2: …". Empty when the file was up to date. */
export type MigrationReport = string[]

/**
 * Brings the file to SCHEMA_VERSION and says which steps it ran; refuses a file written by a newer
 * version of the site (its data would be read wrongly, or lost on the next write).
 */
export function migrate(db: Database.Database): MigrationReport {
  const current = Number(db.pragma("user_version", { simple: true }))
  if (current > SCHEMA_VERSION) {
    throw new StoreStartupError(
      `lead store: ${db.name} has schema version ${current}, newer than this site's ${SCHEMA_VERSION}: run the newer site, or restore a backup made by this one`,
    )
  }
  const report: MigrationReport = []
  const steps = migrations.filter((step) => step.version > current)
  if (steps.length === 0) return report
  const foreignKeys = Number(db.pragma("foreign_keys", { simple: true }))
  db.pragma("foreign_keys = OFF")
  try {
    for (const migration of steps) {
      db.transaction(() => {
        migration.up(db)
        const broken = db.pragma("foreign_key_check") as { table: string }[]
        const [firstBroken] = broken
        if (firstBroken) {
          throw new StoreStartupError(
            `lead store: schema ${migration.version} would leave ${broken.length} row(s) of ${firstBroken.table} without their lead`,
          )
        }
        db.pragma(`user_version = ${migration.version}`)
      }).immediate()
      report.push(`lead store: schema ${migration.version - 1} → ${migration.version}: ${migration.description}`)
    }
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys}`)
  }
  return report
}

/**
 * Rewrites the file once after schema 4 (VACUUM, which cannot run inside a migration's transaction): from
 * then on every delete is overwritten (secure_delete), but what earlier versions deleted, an erased
 * person's request among it, may still sit in free pages (R-E1). A file another connection is writing
 * is left for the next open, which tries again.
 */
export function scrubFreePages(db: Database.Database): MigrationReport {
  if (!db.prepare("SELECT 1 FROM store_meta WHERE key = ?").get(SCRUB_KEY)) return []
  try {
    db.exec("VACUUM")
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (typeof code === "string" && /^SQLITE_(BUSY|LOCKED)/.test(code)) {
      return [`lead store: the file is in use (${code}); its free pages are rewritten at the next start`]
    }
    throw error
  }
  db.prepare("DELETE FROM store_meta WHERE key = ?").run(SCRUB_KEY)
  db.pragma("wal_checkpoint(TRUNCATE)")
  return ["lead store: rewrote the file without the free pages earlier versions left (VACUUM)"]
}
