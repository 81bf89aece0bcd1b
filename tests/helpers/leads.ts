/** Leads as the store takes them, for the store's, the CLI's and the move's tests. */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { NewLead } from "#server/contact/store"

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
