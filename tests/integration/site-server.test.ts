import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { serveBuiltSite } from "#tests/helpers/site"
import { readImageManifest } from "../../scripts/lib/image-manifest-file.ts"
import { pagePaths, sourceContent } from "../../scripts/lib/site-content.ts"

// Runs against the finished build (npm test builds before the unit tests).
const buildDir = join(process.cwd(), process.env.BUILD_DIR ?? "build")
let origin = ""
let close = () => {}

beforeAll(async () => {
  ;({ origin, close } = await serveBuiltSite())
})
afterAll(() => close())

const get = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, { redirect: "manual", ...init })

const securityHeaders = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
}

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers.get(name), name).toBe(value)
  expect(response.headers.get("x-powered-by")).toBeNull()
  expect(response.headers.get("server")).toBeNull()
}

function expectStrictPolicy(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? ""
  for (const directive of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive)
  }
  expect(csp).toMatch(/form-action 'self'/)
  expect(csp).not.toContain("unsafe-inline")
  expect(csp).not.toContain("unsafe-eval")
}

describe("pages", () => {
  test("every prerendered page: 200, security headers, strict CSP, revalidated", async () => {
    for (const path of sourceContent().paths) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expectSecurityHeaders(response)
      if (response.headers.get("content-type")?.startsWith("text/html")) {
        expectStrictPolicy(response)
        expect(response.headers.get("cache-control"), path).toBe("no-cache")
      }
    }
  })

  test("the CSP lists the hash of every inline script on the page", async () => {
    const response = await get("/")
    const html = await response.text()
    const csp = response.headers.get("content-security-policy") ?? ""
    // JSON-LD blocks are data, not scripts: the CSP does not govern them.
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ].map(([, body]) => body ?? "")
    expect(inline.length).toBeGreaterThan(0)
    for (const body of inline) {
      const digest = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body))).toString(
        "base64",
      )
      expect(csp).toContain(`'sha256-${digest}'`)
    }
  })

  test("an unknown path is a 404 page with the same headers", async () => {
    const response = await get("/no-such-page")
    expect(response.status).toBe(404)
    expectSecurityHeaders(response)
    expectStrictPolicy(response)
    expect(await response.text()).toContain("Page Not Found")
  })

  test("no page runs React Router's client router: no .data file ships, and a .data URL is an unknown page", async () => {
    const shipped = readdirSync(join(buildDir, "client"), { recursive: true, encoding: "utf8" })
    expect(shipped.filter((file) => /\.data(\.br|\.gz)?$/.test(file))).toEqual([])
    for (const path of ["/x.data", "/_root.data", "/pricing.data", "/blog/no-such-article.data?_routes=root"]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8")
      expect(await response.text(), path).toContain("Page Not Found")
    }
  })

  test("pages come compressed when the browser accepts it", async () => {
    const brotli = await get("/", { headers: { "accept-encoding": "br" } })
    expect(brotli.headers.get("content-encoding")).toBe("br")
    const gzip = await get("/", { headers: { "accept-encoding": "gzip" } })
    expect(gzip.headers.get("content-encoding")).toBe("gzip")
  })

  test("a repeat visit with the ETag gets 304", async () => {
    const first = await get("/pricing")
    const again = await get("/pricing", { headers: { "if-none-match": first.headers.get("etag") ?? "" } })
    expect(again.status).toBe(304)
  })
})

describe("static hosts", () => {
  /** `_headers` blocks: a path line, then indented `Name: value` lines. */
  function readHeadersFile() {
    const blocks = new Map<string, Record<string, string>>()
    for (const block of readFileSync(join(buildDir, "client", "_headers"), "utf8")
      .trim()
      .split("\n\n")) {
      const [path, ...lines] = block.split("\n")
      blocks.set(path!, Object.fromEntries(lines.map((line) => line.trim().split(/:\s(.*)/s, 2) as [string, string])))
    }
    return blocks
  }

  test("_headers gives every page the headers our server sends, and hashed files a year of caching", async () => {
    const blocks = readHeadersFile()
    for (const path of pagePaths()) {
      const response = await get(path)
      const headers = blocks.get(path)
      expect(headers, path).toBeDefined()
      for (const [name, value] of Object.entries(headers!))
        expect(value, `${path} ${name}`).toBe(response.headers.get(name))
    }
    for (const path of ["/assets/*", "/img/*"])
      expect(blocks.get(path)?.["Cache-Control"]).toBe("public, max-age=31536000, immutable")
  })

  test("the files for static hosts are not served as pages", async () => {
    for (const path of ["/_headers", "/_redirects", "/404.html"]) expect((await get(path)).status, path).toBe(404)
  })
})

describe("assets", () => {
  test("hashed assets are cached for a year and immutable", async () => {
    const html = await (await get("/")).text()
    const script = /<script data-site-script="(\/assets\/[^"]+\.js)"/.exec(html)
    // The page's CSS is inline; the font it names is a hashed file.
    const font = /url\("?(\/assets\/[^")]+\.woff2)"?\)/.exec(html)
    const manifest = readImageManifest()
    const image = Object.values(manifest)[0]?.avif[0]?.[1]
    for (const path of [script?.[1], font?.[1], image]) {
      expect(path).toBeTruthy()
      const response = await get(path!)
      expect(response.status, path).toBe(200)
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable")
      expectSecurityHeaders(response)
    }
  })

  test("the page carries its SVG icon, every icon file is served, and /favicon.ico holds 16, 32 and 48 px icons", async () => {
    const html = await (await get("/")).text()
    // The SVG is in the page, so no icon is fetched while it loads; it is public/favicon.svg as drawn.
    const [, dataIcon] =
      /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml"\/>/.exec(html) ?? []
    expect(decodeURIComponent(dataIcon!)).toBe(readFileSync("public/favicon.svg", "utf8").trim())
    const iconLinks = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="(\/[^"]+)"/g)].map(
      (match) => match[1]!,
    )
    expect(iconLinks).toEqual(["/apple-touch-icon.png"])
    for (const path of [...iconLinks, "/favicon.ico", "/favicon.svg"]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=0, must-revalidate")
    }
    const ico = Buffer.from(await (await get("/favicon.ico")).arrayBuffer())
    expect(ico.readUInt16LE(2), "ICO type").toBe(1)
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => ico[6 + 16 * index])
    expect(sizes).toEqual([16, 32, 48])
    const touchIcon = await sharp(Buffer.from(await (await get("/apple-touch-icon.png")).arrayBuffer())).metadata()
    expect([touchIcon.format, touchIcon.width, touchIcon.height, touchIcon.hasAlpha]).toEqual(["png", 180, 180, false])
  })

  test("the build ships exactly the pictures the image manifest lists", () => {
    const manifest = readImageManifest()
    const listed = Object.values(manifest)
      .flatMap((entry) => [...entry.avif, ...entry.webp].map(([, url]) => url))
      .sort()
    const shipped = readdirSync(join(buildDir, "client", "img"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(join(buildDir, "client"), join(entry.parentPath, entry.name))}`)
      .sort()
    expect(shipped).toEqual(listed)
  })
})

describe("paths that try to leave the build folder", () => {
  test.each(["/../package.json", "/%2e%2e/package.json", "/assets/..%2f..%2fpackage.json", "/..%5c..%5cpackage.json"])(
    "%s is not served from outside the build",
    async (path) => {
      const response = await get(path)
      expect([301, 400, 404]).toContain(response.status)
      expect(response.headers.get("location") ?? "/").toMatch(/^\/(?![/\\])/)
      expect(await response.text()).not.toContain('"name": "catalysty-website"')
    },
  )
})

describe("methods", () => {
  test("pages answer only GET and HEAD", async () => {
    const response = await get("/", { method: "DELETE" })
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("GET, HEAD")
  })
})
