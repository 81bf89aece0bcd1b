/**
 * The built server under faults (docs/requirements/RELIABILITY.md R-U4, R-U5, R-D4, R-D8, R-P4): SIGTERM
 * while uploads are still arriving and pages are being fetched on keep-alive connections, a database locked
 * by another connection while visitors browse and send leads, and hundreds of connections that send their
 * headers a byte a second.
 */
import { randomUUID } from "node:crypto"
import { Agent, request } from "node:http"
import { Socket } from "node:net"
import { join } from "node:path"
import Database from "better-sqlite3"
import { describe, expect, it } from "vitest"
import { leadBody, postLead } from "#tests/helpers/processes"
import { builtAccessKey, startSite } from "#tests/helpers/site"

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const env = { CONTACT_RATE_LIMIT: "off" }
const accessKey = builtAccessKey()

/** Sends one lead over a raw socket a few bytes at a time over `durationMs`; resolves with the status line's code. */
function slowUpload(port: number, submissionId: string, durationMs: number) {
  const { body, contentType } = leadBody(submissionId, undefined, accessKey)
  const head = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nAccept: application/json\r\n\r\n`
  return new Promise<number>((resolve) => {
    const socket = new Socket()
    let answer = ""
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString()
    })
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)))
    socket.on("error", () => undefined)
    socket.connect(port, "127.0.0.1", async () => {
      socket.write(head)
      const pieces = 10
      const size = Math.ceil(body.length / pieces)
      for (let offset = 0; offset < body.length; offset += size) {
        await sleep(durationMs / pieces)
        socket.write(body.subarray(offset, offset + size))
      }
    })
  })
}

/** Keeps fetching pages on keep-alive connections until stopped; counts answers by status (0 = connection failed). */
function browse(port: number) {
  const statuses = new Map<number, number>()
  let isStopped = false
  const agent = new Agent({ keepAlive: true, maxSockets: 4 })
  const fetchPage = (path: string) =>
    new Promise<number>((resolve) => {
      const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
        res.resume()
        res.on("end", () => resolve(res.statusCode ?? 0))
      })
      req.on("error", () => resolve(0))
      req.end()
    })
  const loops = Array.from({ length: 4 }, async () => {
    while (!isStopped) {
      const status = await fetchPage(["/", "/pricing", "/no-such-page"][Math.floor(Math.random() * 3)]!)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status === 0) await sleep(20)
    }
  })
  return async () => {
    isStopped = true
    await Promise.all(loops)
    agent.destroy()
    return statuses
  }
}

describe("R-U5 / R-D8 SIGTERM", () => {
  it("answers 20 uploads still arriving, keeps every acknowledged lead, never writes to a finished answer, exits 0", async () => {
    const site = await startSite(env)
    const stopBrowsing = browse(site.port)
    const ids = Array.from({ length: 20 }, () => randomUUID())
    const uploads = ids.map((id) => slowUpload(site.port, id, 2_000))
    await sleep(500)
    site.child.kill("SIGTERM")
    const statuses = await Promise.all(uploads)
    const code = await site.exited
    const pages = await stopBrowsing()
    expect(statuses).toEqual(ids.map(() => 200))
    expect(code).toBe(0)
    expect(site.output()).not.toMatch(/ERR_HTTP_HEADERS_SENT|Error/)
    for (const status of pages.keys()) expect([0, 200, 404]).toContain(status)
    const db = new Database(join(site.dataDir, "leads.db"), { readonly: true })
    const stored = ids.filter((id) => db.prepare("SELECT 1 FROM leads WHERE submission_id = ?").get(id))
    db.close()
    expect(stored).toEqual(ids)
    await site.stop()
  }, 30_000)
})

describe("R-U4 / R-D4 a locked database", () => {
  it("never holds up a page, answers a lead 503 within 3 s, and takes it once the lock is gone", async () => {
    const site = await startSite(env)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const pageTimes = async (count: number) => {
      const times: number[] = []
      for (let index = 0; index < count; index++) {
        const started = performance.now()
        await new Promise<void>((resolve) => {
          request({ host: "127.0.0.1", port: site.port, path: "/pricing", agent }, (res) => {
            res.resume()
            res.on("end", () => resolve())
          }).end()
        })
        times.push(performance.now() - started)
        await sleep(5)
      }
      return times.sort((a, b) => a - b)
    }
    const p99 = (times: number[]) => times[Math.floor(times.length * 0.99)]!
    const before = p99(await pageTimes(150))

    const holder = new Database(join(site.dataDir, "leads.db"))
    holder.exec("BEGIN IMMEDIATE")
    const key = randomUUID()
    const posted = performance.now()
    const { body, contentType } = leadBody(key, undefined, accessKey)
    const lockedLead = fetch(`${site.origin}/api/contact`, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType, Accept: "application/json" },
    }).then((response) => ({
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      took: performance.now() - posted,
    }))
    const during = p99(await pageTimes(150))
    const locked = await lockedLead
    await sleep(Math.max(0, 5_000 - (performance.now() - posted)))
    holder.exec("ROLLBACK")
    holder.close()

    expect(locked.status).toBe(503)
    expect(locked.retryAfter).toBeTruthy()
    expect(locked.took).toBeLessThan(3_000)
    // A frozen event loop shows up as pages waiting a whole lock timeout; a busy machine as a few ms.
    expect(during).toBeLessThan(Math.max(2 * before, 100))
    expect(await postLead(site.port, key, undefined, 5_000, accessKey)).toBe(true)
    const db = new Database(join(site.dataDir, "leads.db"), { readonly: true })
    expect(db.prepare("SELECT COUNT(*) AS n FROM leads WHERE submission_id = ?").get(key)).toEqual({ n: 1 })
    db.close()
    agent.destroy()
    console.log(
      `R-U4: page p99 ${before.toFixed(1)} ms before, ${during.toFixed(1)} ms while locked; lead refused in ${locked.took.toFixed(0)} ms`,
    )
    await site.stop()
  }, 30_000)
})

/** Opens a connection that sends a request's headers one byte a second and never finishes them. */
function slowHeaders(port: number) {
  const socket = new Socket()
  socket.on("error", () => undefined)
  let timer: NodeJS.Timeout | undefined
  const connected = new Promise<void>((resolve) =>
    socket.connect(port, "127.0.0.1", () => {
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
      timer = setInterval(() => socket.write("a"), 1_000)
      resolve()
    }),
  )
  return {
    connected,
    close: () => {
      clearInterval(timer)
      socket.destroy()
    },
  }
}

describe("R-P4 slow-header connections", () => {
  it("500 connections trickling their headers do not keep a lead from being stored or a page from loading", async () => {
    const site = await startSite(env)
    const slow = Array.from({ length: 500 }, () => slowHeaders(site.port))
    await Promise.all(slow.map((connection) => connection.connected))
    await sleep(2_000)

    const key = randomUUID()
    const started = performance.now()
    const isStored = await postLead(site.port, key, undefined, 5_000, accessKey)
    const took = performance.now() - started
    const page = await fetch(`${site.origin}/pricing`)
    for (const connection of slow) connection.close()

    expect(isStored).toBe(true)
    expect(page.status).toBe(200)
    const db = new Database(join(site.dataDir, "leads.db"), { readonly: true })
    expect(db.prepare("SELECT COUNT(*) AS n FROM leads WHERE submission_id = ?").get(key)).toEqual({ n: 1 })
    db.close()
    console.log(`R-P4: with 500 slow-header connections open, a lead was stored in ${took.toFixed(0)} ms`)
    await site.stop()
  }, 30_000)
})
