/** Leads as the store takes them, for the store's, the CLI's and the move's tests. */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { NewLead } from "#server/contact/store"
import type { CommandContext } from "#server/leads/commands"

/** A valid lead from Ada; `overrides` change what a test is about. */
export const newLead = (overrides: Partial<NewLead> = {}): NewLead => ({
  status: "new",
  channel: "fetch",
  name: "Ada",
  email: "ada@example.com",
  company: "",
  services: ["SEO (Search Engine Optimization)"],
  budget: "",
  message: "Hello",
  payloadHash: "hash",
  ...overrides,
})

export const DAY = 24 * 60 * 60 * 1000

/** A folder of its own for one test's files; the caller removes it. */
export const tempFolder = (prefix = "catalysty-store-") => mkdtempSync(join(tmpdir(), prefix))

/** Which of the markers occur in a file's raw bytes (none when the file does not exist or cannot be read). */
export function markersInBytes(bytes: Buffer | undefined, markers: string[]) {
  if (!bytes) return []
  return markers.filter((marker) => bytes.includes(Buffer.from(marker, "utf8")))
}

/**
 * What an erasure test stores of one person and then searches every file for: short strings, each found whole
 * in one page whatever the record is split across. The address is not ASCII, so letter case folds beyond it.
 */
export const erasureMarkers = (id: string) => ({
  name: `Quillon Vantablack-${id}`,
  email: `ünïcode-erase-${id}@marker.example`,
  company: `Marker Holdings ${id}`,
  budget: `Budget-${id}`,
  messageStart: `MESSAGE-${id}`,
  messageMiddle: `Zuckerbäckerei-${id}`,
  messageEnd: `END-${id}`,
  landing: `/landing-${id}`,
})

/** The leads CLI's context for `config`, keeping what the commands print: `take` returns it and starts afresh. */
export function cliContext(config: CommandContext["config"], retention = { leadDays: 730, spamDays: 30 }) {
  const out: string[] = []
  const err: string[] = []
  const context: CommandContext = {
    config,
    retention,
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  }
  return { context, out, err, take: () => out.splice(0).join("") }
}
