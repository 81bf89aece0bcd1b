/**
 * "No lead lost" (docs/requirements/RELIABILITY.md R-D1, R-D2, R-D6, R-D8): the endpoint runs as its own process and is
 * killed with SIGKILL under load K times, stopped with SIGTERM under load, and started on broken storage.
 */
import { randomUUID } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { Agent } from "node:http"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import Database from "better-sqlite3"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  bundleStandalone,
  type EndpointProcess,
  postLead,
  runEndpointToExit,
  SITE_KEY,
  startEndpointProcess,
} from "#tests/helpers/processes"

const KILLS = Number(process.env.CHAOS_KILLS ?? 20)
const CLIENTS = 8

let script: string
const dirs: string[] = []
beforeAll(async () => {
  script = await bundleStandalone()
})
afterAll(() => {
  rmSync(dirname(script), { recursive: true, force: true })
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "catalysty-durability-"))
  dirs.push(dir)
  return dir
}

const env = (dataDir: string) => ({ DATA_DIR: dataDir, CONTACT_ACCESS_KEY: SITE_KEY, CONTACT_RATE_LIMIT: "off" })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** CLIENTS loops, each sending fresh ids until told to stop; records which were acknowledged. */
function load(port: number, acked: Set<string>, attempted: Set<string>) {
  let isStopped = false
  const loops = Array.from({ length: CLIENTS }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    while (!isStopped) {
      const id = randomUUID()
      attempted.add(id)
      if (await postLead(port, id, agent)) acked.add(id)
      else await sleep(5)
    }
    agent.destroy()
  })
  return async () => {
    isStopped = true
    await Promise.all(loops)
  }
}

function readIds(file: string) {
  const db = new Database(file)
  try {
    const integrity = db.pragma("integrity_check", { simple: true })
    const rows = db.prepare("SELECT submission_id AS id, COUNT(*) AS n FROM leads GROUP BY submission_id").all() as {
      id: string
      n: number
    }[]
    return { integrity, counts: new Map(rows.map((row) => [row.id, row.n])) }
  } finally {
    db.close()
  }
}

describe("R-D1/R-D2 kill -9 under load", () => {
  it(`loses no acknowledged lead across ${KILLS} SIGKILL restarts, and retries store exactly one row per key`, async () => {
    const dataDir = tempDir()
    const file = join(dataDir, "leads.db")
    const acked = new Set<string>()
    const attempted = new Set<string>()
    for (let round = 0; round < KILLS; round++) {
      const server: EndpointProcess = await startEndpointProcess(script, env(dataDir))
      const stop = load(server.port, acked, attempted)
      await sleep(300 + Math.random() * 700)
      server.child.kill("SIGKILL")
      await server.exited
      await stop()
      const { integrity, counts } = readIds(file)
      expect(integrity).toBe("ok")
      const missing = [...acked].filter((id) => !counts.has(id))
      expect(missing, `round ${round}: acknowledged but missing`).toEqual([])
    }
    expect(acked.size).toBeGreaterThan(KILLS)

    // Retry pass: every request that was not acknowledged is sent again with the same key.
    const server = await startEndpointProcess(script, env(dataDir))
    const unacked = [...attempted].filter((id) => !acked.has(id))
    const agent = new Agent({ keepAlive: true, maxSockets: 4 })
    const retried = await Promise.all(unacked.map((id) => postLead(server.port, id, agent)))
    agent.destroy()
    expect(retried.every(Boolean)).toBe(true)
    server.child.kill("SIGTERM")
    expect(await server.exited).toBe(0)

    const { integrity, counts } = readIds(file)
    expect(integrity).toBe("ok")
    const notExactlyOne = [...attempted].filter((id) => counts.get(id) !== 1)
    expect(notExactlyOne).toEqual([])
    expect(counts.size).toBe(attempted.size)
    console.log(
      `R-D1: ${KILLS} kills, ${acked.size} acknowledged, 0 missing; R-D2: ${unacked.length} retried, one row per key`,
    )
  }, 150_000)
})

describe("R-D8 SIGTERM under load", () => {
  it("finishes requests in flight, exits 0 within 10 s and keeps every acknowledged lead", async () => {
    const dataDir = tempDir()
    const acked = new Set<string>()
    const attempted = new Set<string>()
    const server = await startEndpointProcess(script, env(dataDir))
    const stop = load(server.port, acked, attempted)
    await sleep(700)
    const signalled = performance.now()
    server.child.kill("SIGTERM")
    const code = await server.exited
    const took = performance.now() - signalled
    await stop()
    expect(code).toBe(0)
    expect(took).toBeLessThan(10_000)
    expect(server.output()).toContain("SIGTERM received")
    const { integrity, counts } = readIds(join(dataDir, "leads.db"))
    expect(integrity).toBe("ok")
    expect([...acked].filter((id) => !counts.has(id))).toEqual([])
    expect(acked.size).toBeGreaterThan(0)
  }, 30_000)
})

describe("R-D6 startup faults", () => {
  it("exits non-zero without listening when the data directory is missing", async () => {
    const result = await runEndpointToExit(script, env(join(tempDir(), "no-such-dir")))
    expect(result.code).not.toBe(0)
    expect(result.output).toMatch(/lead store: directory .* does not exist/)
    expect(result.output).not.toMatch(/listening \d+/)
  })

  it("exits non-zero when the data directory cannot be written", async () => {
    const dir = tempDir()
    const readonlyDir = join(dir, "read-only")
    mkdirSync(readonlyDir, { mode: 0o555 })
    // root ignores permission bits; procfs refuses new files even to root.
    const leadsDb = process.getuid?.() === 0 ? "/proc/catalysty-leads.db" : join(readonlyDir, "leads.db")
    const result = await runEndpointToExit(script, { ...env(dir), LEADS_DB: leadsDb })
    expect(result.code).not.toBe(0)
    expect(result.output).toMatch(/lead store: .*(not writable|cannot open|cannot be used)/)
    expect(result.output).not.toMatch(/listening \d+/)
  })

  it("exits non-zero when the database file is corrupt", async () => {
    const dir = tempDir()
    writeFileSync(join(dir, "leads.db"), Buffer.alloc(8192, 0x5a))
    const result = await runEndpointToExit(script, env(dir))
    expect(result.code).not.toBe(0)
    expect(result.output).toMatch(/lead store: .*(not a database|integrity|cannot)/)
    expect(result.output).not.toMatch(/listening \d+/)
  })

  it("exits non-zero when the data directory is a file", async () => {
    const dir = tempDir()
    writeFileSync(join(dir, "not-a-dir"), "x")
    const result = await runEndpointToExit(script, env(join(dir, "not-a-dir")))
    expect(result.code).not.toBe(0)
    expect(result.output).toMatch(/lead store: .* is not a directory/)
  })
})
