import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import Database from "better-sqlite3"
import { afterEach, describe, expect, it, vi } from "vitest"
import { BUSY_TIMEOUT_MS, openLeadStore } from "#server/contact/sqlite-store"
import type { NewLead } from "#server/contact/store"
import { emailFile } from "#server/delivery/email"
import { runLeadsCommand, UsageError } from "#server/leads/commands"
import { cliContext, newLead } from "#tests/helpers/leads"

/** Runs before each erasure the command asks of its store, so a test can take a lock at that moment. */
let beforeErase: (() => void) | undefined

vi.mock("#server/contact/lead-database", async (importOriginal) => {
  const original = await importOriginal<typeof import("#server/contact/lead-database")>()
  return {
    ...original,
    openLeadDatabase: async (...args: Parameters<typeof original.openLeadDatabase>) => {
      const store = await original.openLeadDatabase(...args)
      const erase = store.erase.bind(store)
      store.erase = (email) => {
        beforeErase?.()
        return erase(email)
      }
      return store
    },
  }
})

const dirs: string[] = []
afterEach(() => {
  beforeErase = undefined
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const lead = (overrides: Partial<NewLead>) => newLead({ services: ["Email Marketing"], ...overrides })

/** A data folder with three leads, two of them from one person, and their email files. */
async function dataFolder() {
  const dataDir = mkdtempSync(join(tmpdir(), "catalysty-leads-cli-"))
  dirs.push(dataDir)
  const config = { leadsDb: join(dataDir, "leads.db"), mailDir: join(dataDir, "mail") }
  mkdirSync(config.mailDir)
  const store = openLeadStore(config.leadsDb)
  await store.insertMany(
    [
      lead({ email: "ada@example.com", message: "one" }),
      lead({ email: "grace@example.com", message: "two" }),
      lead({ email: "ADA@example.com", message: "three" }),
    ],
    ["email"],
  )
  for (const stored of await store.list()) writeFileSync(emailFile(stored, config.mailDir), "message")
  await store.close()
  return { config, ...cliContext(config) }
}

describe("npm run leads -- erase (R-O4)", () => {
  it("removes the person's leads, jobs and email files, says what went, and logs an audit line without the address", async () => {
    const { config, context, out, err } = await dataFolder()
    await runLeadsCommand(["erase", "--email", "Ada@Example.com"], context)
    expect(out.join("")).toBe("Removed 2 leads (#1, #3), 2 notification jobs and 2 email files.\n")
    expect(err.join("")).toMatch(/^\S+ leads audit erase leads=1,3 jobs=2 files=2\n$/)
    expect(err.join("")).not.toMatch(/ada|example/i)
    const store = openLeadStore(config.leadsDb)
    expect((await store.list()).map((row) => row.email)).toEqual(["grace@example.com"])
    expect((await store.deliveries()).map((job) => job.leadId)).toEqual([2])
    const kept = await store.getLead(2)
    expect(kept && existsSync(emailFile(kept, config.mailDir))).toBe(true)
    await store.close()
  })

  it("says so when another program keeps the write-ahead log in use, and a second run empties it", async () => {
    const { config, context, out } = await dataFolder()
    const wal = `${config.leadsDb}-wal`
    // A read transaction left open, as a database browser might: the log cannot be emptied under it.
    const reader = new Database(config.leadsDb)
    reader.exec("BEGIN")
    reader.prepare("SELECT COUNT(*) FROM leads").get()
    await expect(runLeadsCommand(["erase", "--email", "ada@example.com"], context)).rejects.toThrow(
      "The database's write-ahead log was in use and may still hold a copy of what was removed: run the same erase again in a minute to empty it.",
    )
    expect(out.join("")).toBe("Removed 2 leads (#1, #3), 2 notification jobs and 2 email files.\n")
    expect(statSync(wal).size).toBeGreaterThan(0)
    reader.exec("COMMIT")
    await runLeadsCommand(["erase", "--email", "ada@example.com"], context)
    expect(out.at(-1)).toBe("No lead was sent from that address; nothing was removed.\n")
    expect(statSync(wal).size).toBe(0)
    reader.close()
  })

  it("waits out another connection's write lock held past the store's busy wait, then erases", async () => {
    const { config, context, out } = await dataFolder()
    const server = new Database(config.leadsDb)
    let attempts = 0
    // The running site holds the write lock longer than one busy wait, as it can on a loaded machine.
    beforeErase = () => {
      attempts += 1
      if (attempts > 1) return
      server.exec("BEGIN IMMEDIATE")
      setTimeout(() => server.exec("COMMIT"), BUSY_TIMEOUT_MS + 500)
    }
    await runLeadsCommand(["erase", "--email", "ada@example.com"], context)
    server.close()
    expect(attempts).toBeGreaterThan(1)
    expect(out.join("")).toBe("Removed 2 leads (#1, #3), 2 notification jobs and 2 email files.\n")
    const store = openLeadStore(config.leadsDb)
    expect((await store.list()).map((row) => row.email)).toEqual(["grace@example.com"])
    await store.close()
  })

  it("says so when nothing was stored for the address, and refuses a missing one", async () => {
    const { context, out } = await dataFolder()
    await runLeadsCommand(["erase", "--email", "nobody@example.com"], context)
    expect(out.join("")).toBe("No lead was sent from that address; nothing was removed.\n")
    await expect(runLeadsCommand(["erase"], context)).rejects.toThrow(UsageError)
  })
})

describe("npm run leads -- backup (R-O3, R-E3)", () => {
  it("writes a checked copy with every lead, as one file, and never overwrites a file", async () => {
    const { config, context, out } = await dataFolder()
    const backups = join(dirname(config.leadsDb), "backups")
    mkdirSync(backups)
    const file = join(backups, "leads-2026-11-24.db")
    await runLeadsCommand(["backup", file], context)
    expect(out.join("")).toMatch(
      /^Backed up 3 leads and 3 notification jobs to .*leads-2026-11-24\.db \(\d+ KB, integrity ok\)\.\n$/,
    )
    // One file: no -wal or -shm beside it for the nightly clean-up to miss (docs/operations.md).
    expect(readdirSync(backups)).toEqual(["leads-2026-11-24.db"])
    const copy = openLeadStore(file, { readonly: true })
    expect((await copy.list()).map((row) => row.message)).toEqual(["one", "two", "three"])
    await copy.close()
    expect(readdirSync(backups)).toEqual(["leads-2026-11-24.db"])
    await expect(runLeadsCommand(["backup", file], context)).rejects.toThrow(/exists already/)
  })
})

describe("the other commands", () => {
  it("show one lead with its notifications, retry a job, and explain a wrong command", async () => {
    const { context, out } = await dataFolder()
    await runLeadsCommand(["show", "2"], context)
    expect(out.join("")).toContain("Email:    grace@example.com")
    expect(out.join("")).toContain("email pending (due now) (job 2)")
    expect(out.join("")).toContain("Email file: ")
    await runLeadsCommand(["retry", "2"], context)
    expect(out.at(-1)).toBe("Job 2 is queued again; the running site sends it within a few seconds.\n")
    await expect(runLeadsCommand(["show", "99"], context)).rejects.toThrow("No lead #99.")
    await expect(runLeadsCommand(["launch"], context)).rejects.toThrow(/Unknown command "launch"/)
    await expect(runLeadsCommand(["list", "--status", "old"], context)).rejects.toThrow(/--status must be/)
  })

  it("prunes by the build's retention, saying what it kept", async () => {
    const { context, out } = await dataFolder()
    await runLeadsCommand(["prune"], context)
    expect(out.join("")).toBe(
      "Kept leads 730 days and spam 30 days: removed 0 leads, 0 notification jobs and 0 email files.\n",
    )
  })
})
