import type Database from "better-sqlite3"
import { StoreStartupError } from "./store-errors"

/**
 * The lead database's schema, as numbered steps recorded in `PRAGMA user_version`. A file written by
 * any earlier version is brought up to date step by step when the store opens; each step runs in one
 * transaction with its version number, so a crash leaves the file at the step before. Steps are
 * history: never edit one that has shipped, add the next.
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
        const services = JSON.parse(row.services) as string[]
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
]

export const SCHEMA_VERSION = migrations.at(-1)!.version

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
  for (const migration of migrations.filter((step) => step.version > current)) {
    db.transaction(() => {
      migration.up(db)
      db.pragma(`user_version = ${migration.version}`)
    }).immediate()
    report.push(`lead store: schema ${migration.version - 1} → ${migration.version}: ${migration.description}`)
  }
  return report
}
