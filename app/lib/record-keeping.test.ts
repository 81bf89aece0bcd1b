/**
 * The periods the privacy notice states (RECORD_KEEPING) are the ones the shipped files set up: the journal's
 * retention, and the nightly backup job of docs/operations.md. nginx's rotation is Debian's own and is checked
 * where nginx runs (tests/integration/reverse-proxy.test.ts); the flood guard beside the rate limit
 * (server/contact/rate-limit.test.ts).
 */
import { readFileSync } from "node:fs"
import { expect, test } from "vitest"
import { RECORD_KEEPING } from "./record-keeping"

test("the journal deletes entries, a day's file at a time, once they are as old as the notice says", () => {
  const journal = readFileSync("deploy/journald-retention.conf", "utf8")
  expect(journal).toMatch(/^\[Journal\]$/m)
  expect(journal).toMatch(new RegExp(`^MaxRetentionSec=${RECORD_KEEPING.logDays}day$`, "m"))
  expect(journal).toMatch(/^MaxFileSec=1day$/m)
})

test("the nightly backup job deletes backups once they are as old as the notice says", () => {
  const operations = readFileSync("docs/operations.md", "utf8")
  const job = operations.split("\n").find((line) => /^\S+ \S+ \* \* \* .*leads\.js backup /.test(line))
  expect(job).toBeDefined()
  // find counts whole days elapsed: -mtime +29 matches files 30 days old and older.
  const olderThan = /find \/var\/backups\/catalysty -name 'leads-\*\.db' -mtime \+(\d+) -delete$/.exec(job!)?.[1]
  expect(Number(olderThan) + 1).toBe(RECORD_KEEPING.backupDays)
})
