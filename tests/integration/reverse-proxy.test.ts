/**
 * The shipped proxy files in front of the built server, started as the systemd unit starts it, all on
 * loopback: Debian's nginx with deploy/nginx/catalysty.conf and a throw-away certificate, and Debian's Caddy
 * with deploy/Caddyfile and its own local certificate authority. For each: TLS and HTTP/2, the security
 * headers once each, compression and caching passed through, the redirects, the quote form, the body
 * limit, the rate limit keyed on the address the proxy forwards, and logs that hold no visitor's full
 * address or query string, kept as long as the privacy notice says (RECORD_KEEPING in config/privacy.ts).
 */
import { randomUUID } from "node:crypto"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { connect as http2Connect } from "node:http2"
import { request as httpsRequest } from "node:https"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RECORD_KEEPING } from "#config/privacy"
import { startShippedCaddy } from "#tests/helpers/caddy"
import { ensureDebianTool } from "#tests/helpers/debian"
import { unitCommand } from "#tests/helpers/deploy-files"
import { startShippedNginx } from "#tests/helpers/nginx"
import { leadBody } from "#tests/helpers/processes"
import { builtAccessKey, type SiteProcess, startSite } from "#tests/helpers/site"

const HOST = "catalysty.com"
const HEALTHZ_TOKEN = "a-monitor-token-of-forty-characters-0123"
const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "permissions-policy",
]

type Proxy = {
  httpPort: number
  httpsPort: number
  ca: Buffer
  /** What the proxy has logged about requests so far (nginx: its access log; Caddy: its access and error logs). */
  requestLog(): string
  stop(): Promise<void>
}
type ProxyCase = {
  name: string
  /** The Server header the proxy sends: a name without a version, or none. */
  server: string | undefined
  /** The first address of the /24 its visitors come from (each proxy has its own, so rate limits do not mix). */
  network: string
  start(upstreamPort: number, folder: string): Promise<Proxy>
}

const nginx: ProxyCase = {
  name: "nginx (deploy/nginx/catalysty.conf)",
  server: "nginx",
  network: "127.0.0",
  start: (upstreamPort, folder) => startShippedNginx(folder, [upstreamPort]),
}

const caddy: ProxyCase = {
  name: "Caddy (deploy/Caddyfile)",
  server: undefined,
  network: "127.0.1",
  start: (upstreamPort, folder) => startShippedCaddy(folder, [upstreamPort]),
}

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  rawHeaders: string[]
  body: Buffer
}

describe.each([nginx, caddy])("$name in front of the server", (proxyCase) => {
  const folder = mkdtempSync(join(tmpdir(), "catalysty-proxy-"))
  let site: SiteProcess
  let proxy: Proxy

  beforeAll(async () => {
    // The server as the systemd unit starts it (its node options and environment), on a free port.
    const unit = unitCommand()
    // The unit's settings but its data folder (/var/lib/catalysty): the test's site keeps its own.
    const { DATA_DIR: _unitDataDir, ...unitEnv } = unit.env
    site = await startSite({ ...unitEnv, PORT: "0", HEALTHZ_TOKEN }, 20_000, unit.nodeOptions)
    proxy = await proxyCase.start(site.port, folder)
  }, 180_000)

  afterAll(async () => {
    await proxy?.stop()
    await site?.stop()
    rmSync(folder, { recursive: true, force: true })
  })

  /** One HTTPS/1.1 request, as a visitor from `from` (a 127.x address) would send it. */
  function https(
    path: string,
    {
      method = "GET",
      headers = {},
      body,
      host = HOST,
      from = `${proxyCase.network}.1`,
    }: { method?: string; headers?: Record<string, string>; body?: Buffer; host?: string; from?: string } = {},
  ) {
    return new Promise<Answer>((done, fail) => {
      const req = httpsRequest(
        {
          host: "127.0.0.1",
          port: proxy.httpsPort,
          path,
          method,
          ca: proxy.ca,
          servername: host,
          localAddress: from,
          headers: { Host: host, ...headers },
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on("data", (chunk: Buffer) => chunks.push(chunk))
          res.on("end", () =>
            done({
              status: res.statusCode!,
              headers: res.headers,
              rawHeaders: res.rawHeaders,
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      req.on("error", fail)
      req.end(body)
    })
  }

  const headerCount = (answer: Answer, name: string) =>
    answer.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === name).length

  function postLead(from: string, forwardedFor?: string) {
    const { body, contentType } = leadBody(randomUUID(), `Through the proxy ${randomUUID()}`, builtAccessKey())
    return https("/api/contact", {
      method: "POST",
      body,
      from,
      headers: {
        "Content-Type": contentType,
        Accept: "application/json",
        Origin: `https://${HOST}`,
        ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
      },
    })
  }

  it("speaks HTTP/2 over TLS and passes each page's headers through, the security headers once each", async () => {
    const session = http2Connect(`https://127.0.0.1:${proxy.httpsPort}`, { ca: proxy.ca, servername: HOST })
    try {
      const answer = await new Promise<{ headers: Record<string, unknown>; alpn: string | false | undefined }>(
        (done, fail) => {
          const stream = session.request({ ":path": "/", ":authority": HOST, "accept-encoding": "br" })
          stream.on("response", (headers) => {
            stream.resume()
            stream.on("end", () => done({ headers, alpn: session.alpnProtocol }))
          })
          stream.on("error", fail)
        },
      )
      expect(answer.alpn).toBe("h2")
      expect(answer.headers[":status"]).toBe(200)
      expect(answer.headers["content-encoding"]).toBe("br")
      expect(String(answer.headers["content-security-policy"])).toMatch(/^default-src 'none'; script-src 'self'/)
      expect(answer.headers.server).toBe(proxyCase.server)
    } finally {
      session.close()
    }
    const page = await https("/pricing")
    for (const name of [...SECURITY_HEADERS, "content-security-policy", "cache-control"]) {
      expect(headerCount(page, name), name).toBe(1)
    }
  })

  it("passes the server's compression and caching through: brotli, gzip or none, a year for hashed assets", async () => {
    const asset = readFileSync(resolve(process.env.BUILD_DIR ?? "build", "client", "index.html"), "utf8").match(
      /\/assets\/[\w.-]+\.js/,
    )![0]
    for (const [accept, encoding] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const answer = await https(asset, { headers: { "Accept-Encoding": accept } })
      expect(answer.status).toBe(200)
      expect(answer.headers["content-encoding"]).toBe(encoding)
      expect(answer.headers.vary).toBe("Accept-Encoding")
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    }
    expect((await https("/")).headers["cache-control"]).toBe("no-cache")
  })

  it("redirects plain HTTP and www to https://catalysty.com, and keeps the site's own redirects", async () => {
    const plain = await new Promise<{ status: number; location?: string }>((done, fail) => {
      const req = httpRequest(
        { host: "127.0.0.1", port: proxy.httpPort, path: "/pricing?x=1", headers: { Host: HOST } },
        (res) => {
          res.resume()
          res.on("end", () => done({ status: res.statusCode!, location: res.headers.location }))
        },
      )
      req.on("error", fail)
      req.end()
    })
    expect(plain.status).toBeGreaterThanOrEqual(301)
    expect(plain.status).toBeLessThanOrEqual(308)
    expect(plain.location).toBe("https://catalysty.com/pricing?x=1")
    const www = await https("/about-us", { host: `www.${HOST}` })
    expect(www.status).toBe(301)
    expect(www.headers.location).toBe("https://catalysty.com/about-us")
    const old = await https("/contact")
    expect(old.status).toBe(301)
    expect(old.headers.location).toBe("/contact-us")
    for (const name of SECURITY_HEADERS) expect(headerCount(old, name), name).toBe(1)
  })

  it("takes a lead, answers a big body with the server's JSON 413 and one over 1 MiB itself", async () => {
    const stored = await postLead(`${proxyCase.network}.9`)
    expect(stored.status).toBe(200)
    expect(JSON.parse(stored.body.toString()).success).toBe(true)
    const big = await https("/api/contact", {
      method: "POST",
      from: `${proxyCase.network}.10`,
      body: Buffer.alloc(100 * 1024, "a"),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    })
    expect(big.status).toBe(413)
    expect(JSON.parse(big.body.toString()).success).toBe(false)
    const huge = await https("/api/contact", {
      method: "POST",
      from: `${proxyCase.network}.11`,
      body: Buffer.alloc(2 * 1024 * 1024, "a"),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    })
    expect(huge.status).toBe(413)
  })

  it("rate-limits by the address the proxy forwards, whatever X-Forwarded-For the visitor sends", async () => {
    const statuses: number[] = []
    for (let index = 0; index < 6; index++) {
      statuses.push((await postLead(`${proxyCase.network}.2`, `198.51.100.${index}`)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect((await postLead(`${proxyCase.network}.3`)).status).toBe(200)
  })

  it("logs each request with the visitor's network, never the full address, the query string or headers", async () => {
    await https("/pricing?email=visitor%40example.com", {
      from: `${proxyCase.network}.77`,
      headers: { Referer: "https://example.net/?q=visitor" },
    })
    const logged = proxy.requestLog()
    const lines = logged.split("\n").filter(Boolean)
    expect(lines.length).toBeGreaterThan(5)
    expect(logged).toContain(`${proxyCase.network}.0`)
    // Every visitor of this case came from its /24; none of their addresses (.1, .2, … .77) is written.
    const fullAddress = new RegExp(`${proxyCase.network.replaceAll(".", "\\.")}\\.(?!0\\b)\\d+`)
    expect(lines.filter((line) => fullAddress.test(line))).toEqual([])
    expect(logged).toContain("/pricing")
    expect(logged).not.toMatch(/visitor|example\.net|\?x=1|User-Agent/i)
  })

  it("R-B7 answers /healthz through the proxy: the status to a visitor, the details to a monitor with the token", async () => {
    const visitor = `${proxyCase.network}.2`
    const health = await https("/healthz", { from: visitor })
    expect(health.status, health.body.toString()).toBe(200)
    expect(JSON.parse(health.body.toString())).toEqual({ status: "ok", build: { commit: null } })
    expect(health.headers["cache-control"]).toBe("no-store")
    const monitor = await https("/healthz", { from: visitor, headers: { Authorization: `Bearer ${HEALTHZ_TOKEN}` } })
    expect(JSON.parse(monitor.body.toString())).toMatchObject({ status: "ok", database: "writable", problems: [] })
  })
})

describe("the proxies' logs are kept as long as the privacy notice says", () => {
  it(`nginx logs into /var/log/nginx/, which Debian rotates daily, keeping ${RECORD_KEEPING.logDays} files`, () => {
    ensureDebianTool("/usr/sbin/nginx", "nginx")
    const site = readFileSync("deploy/nginx/catalysty.conf", "utf8")
    const logs = [...site.matchAll(/^\s*access_log\s+(\S+)\s+catalysty_without_addresses;/gm)].map((match) => match[1])
    // One per server block, so that no block falls back to the full-address log nginx.conf sets.
    expect(logs).toEqual(Array(site.match(/^server \{/gm)!.length).fill("/var/log/nginx/catalysty-access.log"))
    const rotation = readFileSync("/etc/logrotate.d/nginx", "utf8")
    expect(rotation).toMatch(/\/var\/log\/nginx\/\*\.log/)
    expect(rotation).toMatch(/^\s*daily$/m)
    expect(rotation).toMatch(new RegExp(`^\\s*rotate ${RECORD_KEEPING.logDays}$`, "m"))
  })

  it("Caddy writes to its journal, whose retention config/privacy.test.ts checks, and to no file of its own", () => {
    expect(readFileSync("deploy/Caddyfile", "utf8")).not.toMatch(/^\s*output\b/m)
  })
})

describe("nginx's own answers", () => {
  it("carry the security headers too: a 502 while the server is down, a 413 over 1 MiB", async () => {
    const folder = mkdtempSync(join(tmpdir(), "catalysty-proxy-"))
    const site = await startSite()
    const proxy = await nginx.start(site.port, folder)
    try {
      const ask = (method: string, body?: Buffer) =>
        new Promise<Record<string, unknown> & { status: number }>((done, fail) => {
          const req = httpsRequest(
            {
              host: "127.0.0.1",
              port: proxy.httpsPort,
              path: "/api/contact",
              method,
              ca: proxy.ca,
              servername: HOST,
              headers: { Host: HOST, "Content-Type": "application/x-www-form-urlencoded" },
            },
            (res) => {
              res.resume()
              res.on("end", () => done({ ...res.headers, status: res.statusCode! }))
            },
          )
          req.on("error", fail)
          req.end(body)
        })
      const huge = await ask("POST", Buffer.alloc(2 * 1024 * 1024, "a"))
      expect(huge.status).toBe(413)
      for (const name of SECURITY_HEADERS) expect(huge[name], name).toBeTypeOf("string")
      await site.stop()
      const down = await ask("GET")
      expect(down.status).toBe(502)
      for (const name of SECURITY_HEADERS) expect(down[name], name).toBeTypeOf("string")
    } finally {
      await proxy.stop()
      await site.stop()
      rmSync(folder, { recursive: true, force: true })
    }
  }, 60_000)
})
