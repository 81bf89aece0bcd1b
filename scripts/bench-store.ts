/**
 * `npm run bench:store`: what storing a lead costs the lead store itself, on each engine (decision record 017): the
 * mean time of a lead stored alone (one transaction each, the endpoint's case at a few leads a second) and of
 * one among 50 stored together (its group commit under load), over 1,500 leads, median of 3 runs. SQLite's
 * file is in memory-backed /dev/shm where there is one and PostgreSQL is a throw-away server that does not
 * flush, so the figures are the store's own work (building and compiling queries, the driver, the engine),
 * not the disk's. Prints the figures with the machine's load.
 */
import { randomUUID } from "node:crypto"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { openPostgresLeadStore } from "../server/contact/postgres-store.ts"
import { openLeadStore } from "../server/contact/sqlite-store.ts"
import type { LeadStore } from "../server/contact/store.ts"
import { newLead } from "../tests/helpers/leads.ts"
import { startTestPostgres } from "../tests/helpers/postgres.ts"
import { median } from "./lib/median.ts"

const LEADS = 1_500
const BATCH = 50
const RUNS = 3

const lead = () => newLead({ submissionId: randomUUID(), message: `A lead for the benchmark ${randomUUID()}` })

/** Microseconds per lead, stored alone and in batches. */
async function measure(store: LeadStore) {
  const alone = performance.now()
  for (let index = 0; index < LEADS; index++) await store.insertMany([lead()], ["email"])
  const aloneUs = ((performance.now() - alone) / LEADS) * 1000
  const together = performance.now()
  for (let index = 0; index < LEADS / BATCH; index++)
    await store.insertMany(Array.from({ length: BATCH }, lead), ["email"])
  const togetherUs = ((performance.now() - together) / LEADS) * 1000
  await store.close()
  return { aloneUs, togetherUs }
}

const root = mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "catalysty-bench-store-"))
const postgres = await startTestPostgres()
const results: Record<string, { aloneUs: number; togetherUs: number }[]> = { SQLite: [], PostgreSQL: [] }
try {
  for (let run = 0; run < RUNS; run++) {
    results.SQLite?.push(await measure(openLeadStore(join(root, `run-${run}.db`))))
    results.PostgreSQL?.push(await measure(await openPostgresLeadStore(await postgres.createDatabase(`bench_${run}`))))
  }
} finally {
  await postgres.stop()
  rmSync(root, { recursive: true, force: true })
}
console.log(
  `bench:store (${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, load ${loadavg()[0]?.toFixed(1)}), µs per lead, median of ${RUNS}:`,
)
for (const [engine, runs] of Object.entries(results)) {
  const alone = Math.round(median(runs.map((run) => run.aloneUs)))
  const together = Math.round(median(runs.map((run) => run.togetherUs)))
  console.log(`  ${engine}: ${alone} stored alone, ${together} each among ${BATCH} stored together`)
}
