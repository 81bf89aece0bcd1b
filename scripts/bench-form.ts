/**
 * `npm run bench:form`: load and durability of the lead endpoint on loopback (docs/requirements/RELIABILITY.md R-P1, R-D1).
 *
 * 1. Throughput: valid submissions (each with its own id) from 10 connections for 20 s; reports
 *    requests/s and latency p50/p90/p99/max, errors and non-2xx. synchronous=FULL, rate limit off.
 * 2. Durability: 8 clients send leads, the server is killed with SIGKILL under load, restarted, and
 *    every lead that was answered with success is looked up: acknowledged vs stored.
 *
 * Options: --seconds 20 --connections 10 --kill-after 2 (seconds of load before the SIGKILL).
 * Exits non-zero if any acknowledged lead is missing or any valid submission failed.
 */
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { Agent } from "node:http"
import { cpus, tmpdir, totalmem } from "node:os"
import { dirname, join } from "node:path"
import { parseArgs } from "node:util"
import Database from "better-sqlite3"
import { bundleStandalone, postLead, runLoad, SITE_KEY, startEndpointProcess } from "#tests/helpers/processes"

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
    "kill-after": { type: "string", default: "2" },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const killAfterMs = Number(values["kill-after"]) * 1000

const dataDir = mkdtempSync(join(tmpdir(), "catalysty-bench-"))
const dbFile = join(dataDir, "leads.db")
const env = { DATA_DIR: dataDir, CONTACT_ACCESS_KEY: SITE_KEY, CONTACT_RATE_LIMIT: "off" }
const script = await bundleStandalone()
let failed = false

function countRows(ids?: Iterable<string>) {
  const db = new Database(dbFile, { readonly: true })
  try {
    const total = (db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n
    if (!ids) return { total, found: 0 }
    const find = db.prepare("SELECT 1 FROM leads WHERE submission_id = ?")
    let found = 0
    for (const id of ids) if (find.get(id)) found++
    return { total, found }
  } finally {
    db.close()
  }
}

try {
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`,
  )

  // 1. Throughput
  const server = await startEndpointProcess(script, env)
  console.log(`\nthroughput: ${connections} connections, ${seconds} s, valid multipart submissions, synchronous=FULL`)
  const load = await runLoad(server.port, { seconds, connections })
  server.child.kill("SIGTERM")
  await server.exited
  const afterLoad = countRows()
  console.log(`  requests/s  ${load.requestsPerSecond.toFixed(0)}`)
  console.log(`  latency     p50 ${load.p50} ms · p90 ${load.p90} ms · p99 ${load.p99} ms · max ${load.max} ms`)
  console.log(
    `  answers     ${load.ok} × 2xx · ${load.non2xx} non-2xx · ${load.errors} errors · ${load.timeouts} timeouts`,
  )
  console.log(`  stored      ${afterLoad.total} rows (2xx answers plus requests still in flight at the end)`)
  if (load.errors + load.non2xx + load.timeouts > 0 || afterLoad.total < load.ok) failed = true

  // 2. Durability under SIGKILL
  const victim = await startEndpointProcess(script, env)
  const acknowledged = new Set<string>()
  let attempted = 0
  let isStopped = false
  const clients = Array.from({ length: 8 }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    while (!isStopped) {
      const id = randomUUID()
      attempted++
      if (await postLead(victim.port, id, agent)) acknowledged.add(id)
    }
    agent.destroy()
  })
  await new Promise((resolve) => setTimeout(resolve, killAfterMs))
  victim.child.kill("SIGKILL")
  await victim.exited
  isStopped = true
  await Promise.all(clients)
  // Restart on the same file (recovers the WAL), then look every acknowledged lead up.
  const restarted = await startEndpointProcess(script, env)
  restarted.child.kill("SIGTERM")
  await restarted.exited
  const { found } = countRows(acknowledged)
  const integrity = (() => {
    const db = new Database(dbFile, { readonly: true })
    const result = db.pragma("integrity_check", { simple: true })
    db.close()
    return result
  })()
  console.log(`\ndurability: 8 clients, SIGKILL after ${killAfterMs / 1000} s of load, restart`)
  console.log(`  sent ${attempted} · acknowledged ${acknowledged.size} · stored after restart ${found} of them`)
  console.log(`  missing ${acknowledged.size - found} · integrity_check ${integrity}`)
  if (found !== acknowledged.size || integrity !== "ok") failed = true
} finally {
  rmSync(dirname(script), { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}

console.log(failed ? "\nbench:form FAILED" : "\nbench:form ok")
process.exit(failed ? 1 : 0)
