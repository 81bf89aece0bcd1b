/**
 * The rolling restart of docs/operations.md ("Two instances behind nginx", step 4) behind each shipped proxy:
 * two instances of the built server, the shipped nginx file and the shipped Caddyfile in front, requests
 * arriving all the while, and each instance restarted in turn with SIGTERM, as `systemctl restart` does.
 * Not one request may fail: a stopping instance finishes what it has, the proxy sends the rest to the other,
 * and takes the restarted one back as soon as it answers. Behind nginx every fifth request is a quote
 * request; behind Caddy, which in Debian 12's version cannot send a body twice (deploy/Caddyfile), pages only.
 * Its figures are printed: requests and failures.
 */
import { randomUUID } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { Agent, request } from "node:https"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { startShippedCaddy } from "#tests/helpers/caddy"
import { SITE_HOST, startShippedNginx } from "#tests/helpers/nginx"
import { freePort } from "#tests/helpers/postgres"
import { leadBody } from "#tests/helpers/processes"
import { builtAccessKey, type SiteProcess, startSite } from "#tests/helpers/site"

const REQUESTS = 200
const CLIENTS = 4

type Proxy = { httpsPort: number; ca: Buffer; stop(): Promise<void> }
const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** One request through the proxy over HTTPS: its status, or 0 when no answer came. */
function send(proxy: Proxy, agent: Agent, index: number, leadEvery: number | undefined) {
  const isLead = leadEvery !== undefined && index % leadEvery === 0
  const lead = isLead ? leadBody(randomUUID(), undefined, builtAccessKey()) : undefined
  return new Promise<number>((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: proxy.httpsPort,
        path: isLead ? "/api/contact" : ["/", "/pricing", "/services", "/blogs"][index % 4],
        method: isLead ? "POST" : "GET",
        agent,
        ca: proxy.ca,
        servername: SITE_HOST,
        headers: {
          Host: SITE_HOST,
          ...(lead
            ? { "Content-Type": lead.contentType, "Content-Length": lead.body.length, Accept: "application/json" }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          const isStored = !isLead || /"success":true/.test(Buffer.concat(chunks).toString())
          resolve(res.statusCode === 200 && isStored ? 200 : (res.statusCode ?? 0))
        })
        res.on("error", () => resolve(0))
      },
    )
    req.setTimeout(20_000, () => req.destroy())
    req.on("error", () => resolve(0))
    req.end(lead?.body)
  })
}

describe.each([
  {
    name: "nginx",
    what: "pages and quote requests",
    leadEvery: 5,
    // Its limit of quote requests per visitor address, raised: every request of the test comes from one.
    start: (folder: string, ports: number[]) => startShippedNginx(folder, ports, [[/rate=2r\/m/, "rate=6000r/m"]]),
  },
  {
    name: "Caddy",
    what: "pages",
    leadEvery: undefined,
    start: (folder: string, ports: number[]) => startShippedCaddy(folder, ports),
  },
])("a rolling restart of two instances behind the shipped $name file", ({ name, what, leadEvery, start }) => {
  it(`fails no request of 200 (${what})`, async () => {
    const folder = mkdtempSync(join(tmpdir(), `catalysty-rolling-${name}-`))
    folders.push(folder)
    const ports = [await freePort(), await freePort()]
    const dataDirs = ports.map((port) => {
      const dir = join(folder, `data-${port}`)
      mkdirSync(dir)
      return dir
    })
    // Rate limits off: every request of the test comes from one address.
    const startInstance = (index: number) =>
      startSite({ PORT: String(ports[index]), DATA_DIR: dataDirs[index]!, CONTACT_RATE_LIMIT: "off", TRUST_PROXY: "1" })
    const instances: SiteProcess[] = [await startInstance(0), await startInstance(1)]
    const proxy = await start(folder, ports)
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
    const statuses: number[] = []
    let isRestarting = true
    try {
      let next = 0
      const clients = Array.from({ length: CLIENTS }, async () => {
        while (next < REQUESTS || isRestarting) {
          const index = next++
          statuses.push(await send(proxy, agent, index, leadEvery))
          await new Promise((done) => setTimeout(done, 15))
        }
      })
      // Step 4 of the procedure: one instance at a time, the next once the first answers /healthz again.
      await new Promise((done) => setTimeout(done, 300))
      for (const index of [0, 1]) {
        await instances[index]!.stop("SIGTERM")
        instances[index] = await startInstance(index)
        expect((await fetch(`${instances[index]!.origin}/healthz`)).status).toBe(200)
        await new Promise((done) => setTimeout(done, 300))
      }
      isRestarting = false
      await Promise.all(clients)
    } finally {
      agent.destroy()
      await proxy.stop()
      for (const instance of instances) await instance.stop()
    }
    const failed = statuses.filter((status) => status !== 200)
    console.log(
      `rolling restart behind ${name}: ${statuses.length} requests (${what}), ${failed.length} failed${failed.length > 0 ? ` (${failed.join(", ")})` : ""}`,
    )
    expect(statuses.length).toBeGreaterThanOrEqual(REQUESTS)
    expect(failed).toEqual([])
  }, 180_000)
})
