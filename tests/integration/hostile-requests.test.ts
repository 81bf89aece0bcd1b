/**
 * docs/requirements/RELIABILITY.md R-U1, R-U2, R-U6, R-H5: the built server, attacked as a scanner would —
 * hostile paths, bad Host headers, odd methods, conditional and range requests. No answer is a 5xx, and no
 * Location leaves the site.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RawAnswer, rawRequest, type SiteProcess, startSite } from "#tests/helpers/site"

let site: SiteProcess
beforeAll(async () => {
  site = await startSite()
})
afterAll(async () => {
  await site.stop()
})

/** A GET of `target` written raw, so that bytes a browser would never send reach the server as they are. */
const get = (target: string | Buffer, headers = "Host: 127.0.0.1\r\n", method = "GET") =>
  rawRequest(
    site.port,
    Buffer.concat([
      Buffer.from(`${method} `),
      Buffer.isBuffer(target) ? target : Buffer.from(target, "latin1"),
      Buffer.from(` HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`),
    ]),
  )

/** A Location is a path on this site, in ASCII: never "//host" or "/\\host", which browsers treat as another site. */
function expectSafeLocation(answer: RawAnswer) {
  const location = answer.headers.location
  if (location === undefined) return
  expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/)
}

type HostileCase = { target: string | Buffer; status: number; location?: string; headers?: string; method?: string }

const long = (length: number) => `/${"a".repeat(length)}`
const hostilePaths: HostileCase[] = [
  { target: "//evil.example/", status: 301, location: "/evil.example" },
  { target: "//evil.example", status: 301, location: "/evil.example" },
  { target: "///evil.example//x", status: 301, location: "/evil.example/x" },
  { target: "/%2F%2Fevil.example/", status: 404 },
  { target: "/%2f/evil.example", status: 404 },
  { target: "/%5Cevil.example/", status: 404 },
  { target: "/\\evil.example/", status: 404 },
  { target: "/\\\\evil.example", status: 404 },
  { target: "/%252F%252Fevil.example/", status: 301, location: "/%252F%252Fevil.example" },
  { target: "/%255Cevil.example/", status: 301, location: "/%255Cevil.example" },
  { target: "/%2e%2e/%2e%2e/etc/passwd", status: 301, location: "/etc/passwd" },
  { target: "/..%2F..%2Fpackage.json", status: 404 },
  { target: "/assets/..%5c..%5cpackage.json", status: 404 },
  { target: "/%0d%0aSet-Cookie:%20a=1", status: 400 },
  { target: "/%0d%0a/", status: 400 },
  { target: "/a%00b", status: 400 },
  { target: "/%E2%82", status: 400 },
  { target: "/%C0%AF", status: 400 },
  { target: "/%FF", status: 400 },
  { target: "/%zz", status: 400 },
  { target: Buffer.from([0x2f, 0xff, 0xfe]), status: 400 },
  // Raw bytes above 0x7f and a missing Host are refused by Node's HTTP parser itself.
  { target: Buffer.from("/caf\u00e9", "utf8"), status: 400 },
  { target: "/caf%C3%A9/", status: 301, location: "/caf%C3%A9" },
  { target: "/%E2%82%AC/", status: 301, location: "/%E2%82%AC" },
  { target: "/About-Us", status: 301, location: "/about-us" },
  { target: "/SERVICES/Email-Marketing/", status: 301, location: "/services/email-marketing" },
  { target: "/contact/", status: 301, location: "/contact-us" },
  { target: "/about-us/?q=%ZZ&x=<script>", status: 301, location: "/about-us?q=%25ZZ&x=%3Cscript%3E" },
  { target: "http://evil.example/about-us/", status: 301, location: "/about-us" },
  { target: "/team/Nobody", status: 404 },
  { target: "/og/no-such-page.png", status: 404 },
  { target: "/x.data", status: 404 },
  { target: "/team/nobody.data", status: 404 },
  { target: long(8 * 1024), status: 404 },
  { target: long(100 * 1024), status: 431 },
  { target: "*", status: 405, method: "OPTIONS" },
  { target: "/", status: 405, method: "TRACE" },
  { target: "/", status: 405, method: "PROPFIND" },
  { target: "/api/contact", status: 405, method: "TRACE" },
  { target: "/about-us", status: 200, headers: "Host: [::bad\r\n" },
  { target: "/no-such-page", status: 404, headers: "Host: evil.example:99999\r\n" },
  { target: "/about-us/", status: 301, location: "/about-us", headers: "Host: evil.example\r\n" },
  { target: "/no-such-page", status: 400, headers: "" },
  { target: "/about-us/?a=%F0%9F%98%80", status: 301, location: "/about-us?a=%F0%9F%98%80" },
]

describe("hostile request targets (R-U1, R-U2)", () => {
  it(`answers each of ${hostilePaths.length} hostile requests with a 3xx or 4xx and never a Location off the site`, async () => {
    expect(hostilePaths.length).toBeGreaterThanOrEqual(30)
    const wrong: string[] = []
    for (const item of hostilePaths) {
      const answer = await get(item.target, item.headers ?? "Host: 127.0.0.1\r\n", item.method)
      expectSafeLocation(answer)
      const label = String(item.target).slice(0, 60)
      if (answer.status !== item.status) wrong.push(`${label}: ${answer.status}, expected ${item.status}`)
      if (item.location !== undefined && answer.headers.location !== item.location) {
        wrong.push(`${label}: Location ${answer.headers.location}, expected ${item.location}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it("shows the site's own 404 pages, with the page's headers, for unknown paths", async () => {
    const generic = await get("/no-such-page")
    expect(generic.body.toString()).toContain("Page Not Found")
    expect(generic.headers["content-security-policy"]).toContain("default-src 'none'")
    expect(generic.body.toString()).toMatch(/<style>/)
    expect(generic.body.toString()).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/)
    const member = await get("/team/no-one-by-that-name")
    expect(member.status).toBe(404)
    expect(member.body.toString()).toContain("Team member not found")
    // Only /team/<name> asks for a member; a deeper path is an unknown page like any other.
    const deeper = await get("/team/no-one/at-all")
    expect(deeper.status).toBe(404)
    expect(deeper.body.toString()).toContain("Page Not Found")
  })
})

describe("conditional, range and encoding negotiation (R-U6)", () => {
  it("answers If-None-Match per RFC 9110: strong, weak, lists and *", async () => {
    const first = await get("/pricing")
    const etag = first.headers.etag!
    expect(etag).toMatch(/^"[^"]+"$/)
    for (const value of [etag, `W/${etag}`, `"nope", ${etag}`, "*"]) {
      expect((await get("/pricing", `Host: 127.0.0.1\r\nIf-None-Match: ${value}\r\n`)).status, value).toBe(304)
    }
    expect((await get("/pricing", 'Host: 127.0.0.1\r\nIf-None-Match: "nope"\r\n')).status).toBe(200)
    // A 404 has no current representation to match.
    expect((await get("/no-such-page", "Host: 127.0.0.1\r\nIf-None-Match: *\r\n")).status).toBe(404)
  })

  it("honours Accept-Encoding q-values and case", async () => {
    const encodingFor = async (value: string) =>
      (await get("/", `Host: 127.0.0.1\r\nAccept-Encoding: ${value}\r\n`)).headers["content-encoding"]
    expect(await encodingFor("gzip, br")).toBe("br")
    expect(await encodingFor("br;q=0, gzip")).toBe("gzip")
    expect(await encodingFor("GZIP")).toBe("gzip")
    expect(await encodingFor("identity")).toBeUndefined()
    expect(await encodingFor("*;q=0")).toBeUndefined()
  })

  it("answers a range request with the whole page, and HEAD with the real length and no body", async () => {
    const ranged = await get("/", "Host: 127.0.0.1\r\nRange: bytes=0-10\r\n")
    expect(ranged.status).toBe(200)
    expect(ranged.body.length).toBe(Number(ranged.headers["content-length"]))
    for (const path of ["/", "/no-such-page", "/team/nobody"]) {
      const full = await get(path)
      const head = await get(path, "Host: 127.0.0.1\r\n", "HEAD")
      expect(head.status, path).toBe(full.status)
      expect(head.headers["content-length"], path).toBe(full.headers["content-length"])
      expect(Number(head.headers["content-length"]), path).toBeGreaterThan(0)
      expect(head.body.length, path).toBe(0)
    }
  })
})

describe("R-F5 every answer the server writes carries the security headers", () => {
  const security = ["x-content-type-options", "strict-transport-security", "referrer-policy", "x-frame-options"]
  const expectSecurityHeaders = (answer: RawAnswer, what: string) => {
    for (const name of security) expect(answer.headers[name], `${what}: ${name}`).toBeTypeOf("string")
  }

  it("on what Node's own parser refuses: a malformed request, headers too large", async () => {
    const malformed = await rawRequest(site.port, "GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n")
    expect(malformed.status).toBe(400)
    expectSecurityHeaders(malformed, "400")
    const tooLarge = await rawRequest(site.port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`)
    expect(tooLarge.status).toBe(431)
    expectSecurityHeaders(tooLarge, "431")
  })

  it("on assets, 404s, redirects and 304s, which carry the Vary of their 200", async () => {
    const page = await get("/pricing", "Host: 127.0.0.1\r\nAccept-Encoding: br\r\n")
    const notModified = await get("/pricing", `Host: 127.0.0.1\r\nIf-None-Match: ${page.headers.etag}\r\n`)
    expect(notModified.status).toBe(304)
    expect(notModified.headers.vary).toBe(page.headers.vary)
    expect(notModified.headers.vary).toBe("Accept-Encoding")
    expect(notModified.headers["cache-control"]).toBe(page.headers["cache-control"])
    expectSecurityHeaders(notModified, "304")
    for (const target of ["/robots.txt", "/no-such-page", "/pricing.data", "/contact", "/pricing/"]) {
      expectSecurityHeaders(await get(target), target)
    }
  })
})
