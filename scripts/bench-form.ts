/**
 * `npm run bench:form`: load and durability of the lead endpoint on loopback (docs/requirements/RELIABILITY.md R-P1, R-D1).
 *
 * 1. Throughput: valid submissions (each with its own id) from 10 connections for 20 s; reports
 *    requests/s and latency p50/p90/p99/max, errors and non-2xx. synchronous=FULL, rate limit off.
 *    Three times: with lead delivery paused (jobs queued, none sent), with emails written as .eml
 *    files (no SMTP_URL), and with every email sent to a real SMTP server on loopback (R-L5).
 * 2. Durability: 8 clients send leads, the server is killed with SIGKILL under load, restarted, and
 *    every lead that was answered with success is looked up: acknowledged vs stored.
 * 3. Engines: leads/s and p99 with the leads in SQLite and in PostgreSQL (a throw-away server on this
 *    machine, every commit flushed to disk), one instance and two sharing the database, delivery paused.
 *    Two instances share the connections; their p99 is the higher of the two.
 *
 * Options: --seconds 20 --connections 10 --kill-after 2 (seconds of load before the SIGKILL),
 * --engine-seconds 10, --sections throughput,durability,engines (which parts to run).
 * Exits non-zero if any acknowledged lead is missing or any valid submission failed.
 */
import { randomUUID } from "node:crypto"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { Agent } from "node:http"
import { cpus, tmpdir, totalmem } from "node:os"
import { dirname, join } from "node:path"
import { parseArgs } from "node:util"
import Database from "better-sqlite3"
import { startSmtpServer } from "#tests/helpers/mail"
import { startTestPostgres } from "#tests/helpers/postgres"
import {
  bundleStandalone,
  type LoadResult,
  postLead,
  runLoad,
  SITE_KEY,
  startEndpointProcess,
} from "#tests/helpers/processes"

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
    "kill-after": { type: "string", default: "2" },
    "engine-seconds": { type: "string", default: "10" },
    sections: { type: "string", default: "throughput,durability,engines" },
  },
})
const sections = new Set(values.sections.split(",").map((section) => section.trim()))
const engineSeconds = Number(values["engine-seconds"])
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const killAfterMs = Number(values["kill-after"]) * 1000

const dataDir = mkdtempSync(join(tmpdir(), "catalysty-bench-"))
const dbFile = join(dataDir, "leads.db")
const env = { DATA_DIR: dataDir, CONTACT_ACCESS_KEY: SITE_KEY, CONTACT_RATE_LIMIT: "off", LEADS_DELIVERY: "paused" }
const script = await bundleStandalone()
let failed = false

function countRows(ids?: Iterable<string>) {
  if (!existsSync(dbFile)) return { total: 0, found: 0 }
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

  if (sections.has("throughput")) await throughput()
  if (sections.has("durability")) await durability()
  if (sections.has("engines")) await engines()
} finally {
  rmSync(dirname(script), { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}

/** 1. Throughput, without and with lead delivery */
async function throughput() {
  const mail = await startSmtpServer({ parse: false })
  const setups: [string, Record<string, string>][] = [
    ["delivery paused (jobs queued, none sent)", env],
    ["emails written as .eml files (no SMTP_URL)", { ...env, LEADS_DELIVERY: "on" }],
    ["emails sent to an SMTP server on loopback", { ...env, LEADS_DELIVERY: "on", SMTP_URL: mail.url }],
  ]
  const rows: [string, LoadResult, number][] = []
  for (const [label, setupEnv] of setups) {
    const before = countRows().total
    const server = await startEndpointProcess(script, setupEnv)
    const load = await runLoad(server.port, { seconds, connections })
    server.child.kill("SIGTERM")
    await server.exited
    const stored = countRows().total - before
    rows.push([label, load, stored])
    if (load.errors + load.non2xx + load.timeouts > 0 || stored < load.ok) failed = true
  }
  await mail.close()
  console.log(
    `\nthroughput: ${connections} connections, ${seconds} s each, valid multipart submissions, synchronous=FULL`,
  )
  console.log("| lead delivery | req/s | p50 ms | p90 ms | p99 ms | max ms | 2xx | non-2xx | errors | stored |")
  console.log("|---|---|---|---|---|---|---|---|---|---|")
  for (const [label, load, stored] of rows) {
    console.log(
      `| ${label} | ${load.requestsPerSecond.toFixed(0)} | ${load.p50} | ${load.p90} | ${load.p99} | ${load.max} | ${load.ok} | ${load.non2xx} | ${load.errors + load.timeouts} | ${stored} |`,
    )
  }
  console.log(`  emails received by the SMTP server during its run: ${mail.received.length}`)
}

/** 2. Durability under SIGKILL */
async function durability() {
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
}

/**
 * The settings of an endpoint on PostgreSQL: its database, and the SMTP server PostgreSQL requires (delivery is
 * paused here, so nothing connects to it).
 */
const onPostgres = (databaseUrl: string) => ({ DATABASE_URL: databaseUrl, SMTP_URL: "smtp://127.0.0.1:2525" })

/** 3. SQLite and PostgreSQL, one instance and two on one database */
async function engines() {
  const postgres = await startTestPostgres({ isDurable: true })
  const rows: string[] = []
  try {
    const setups: { engine: string; instances: number; env: () => Promise<Record<string, string>> }[] = [
      {
        engine: "SQLite",
        instances: 1,
        env: async () => ({ ...env, DATA_DIR: mkdtempSync(join(dataDir, "sqlite-")) }),
      },
      {
        engine: "SQLite (two processes on one file: same machine only)",
        instances: 2,
        env: async () => ({ ...env, DATA_DIR: mkdtempSync(join(dataDir, "sqlite-")) }),
      },
      {
        engine: "PostgreSQL",
        instances: 1,
        env: async () => ({
          ...env,
          ...onPostgres(await postgres.createDatabase(`bench_${randomUUID().slice(0, 8)}`)),
        }),
      },
      {
        engine: "PostgreSQL",
        instances: 2,
        env: async () => ({
          ...env,
          ...onPostgres(await postgres.createDatabase(`bench_${randomUUID().slice(0, 8)}`)),
        }),
      },
    ]
    for (const setup of setups) {
      const setupEnv = await setup.env()
      const servers = []
      for (let index = 0; index < setup.instances; index++) servers.push(await startEndpointProcess(script, setupEnv))
      const share = Math.max(1, Math.round(connections / setup.instances))
      const loads = await Promise.all(
        servers.map((server) => runLoad(server.port, { seconds: engineSeconds, connections: share })),
      )
      for (const server of servers) server.child.kill("SIGTERM")
      await Promise.all(servers.map((server) => server.exited))
      const sum = (pick: (load: LoadResult) => number) => loads.reduce((total, load) => total + pick(load), 0)
      const problems = sum((load) => load.errors + load.non2xx + load.timeouts)
      if (problems > 0) failed = true
      rows.push(
        `| ${setup.engine} | ${setup.instances} | ${sum((load) => load.requestsPerSecond).toFixed(0)} | ${Math.max(...loads.map((load) => load.p99))} | ${sum((load) => load.ok)} | ${problems} |`,
      )
    }
  } finally {
    await postgres.stop()
  }
  console.log(`
engines: ${connections} connections in all, ${engineSeconds} s each, delivery paused, every commit flushed`)
  console.log("| leads in | instances | leads/s | p99 ms | 2xx | errors and non-2xx |")
  console.log("|---|---|---|---|---|---|")
  for (const row of rows) console.log(row)
}

console.log(failed ? "\nbench:form FAILED" : "\nbench:form ok")
process.exit(failed ? 1 : 0)
