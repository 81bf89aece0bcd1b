/**
 * Serves the client sites in ./sites on a loopback port, and the npm font packages under /fonts/,
 * so the pages load exactly as they would from a host: no file:// quirks, nothing from the network.
 * Like a plain web server's includes, `<!--#include file="art.svg" -->` in a page is replaced by
 * that file, so a site's drawings are written once and shared by its pages (Chromium does not
 * draw `<use>` references into another file).
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { dirname, extname, join, normalize, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const here = dirname(fileURLToPath(import.meta.url))
const sitesDir = resolve(here, "../sites")

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".js": "text/javascript; charset=utf-8",
}

/** The folder of an installed package, looked up the way Node looks up node_modules. */
function packageDir(name: string) {
  for (let dir = here; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name)
    if (existsSync(join(candidate, "package.json"))) return candidate
    if (dirname(dir) === dir) throw new Error(`package ${name} is not installed`)
  }
}

/** "/fonts/@fontsource-variable/jost/index.css" → the file inside that package. */
function fontFile(path: string) {
  const [, name, file] = /^\/fonts\/(@[^/]+\/[^/]+)\/(.+)$/.exec(path) ?? []
  if (!name?.startsWith("@fontsource") || file === undefined) return undefined
  return join(packageDir(name), normalize(file))
}

function siteFile(path: string) {
  const file = join(sitesDir, normalize(path))
  if (!file.startsWith(sitesDir)) return undefined
  return existsSync(file) && statSync(file).isDirectory() ? join(file, "index.html") : file
}

function withIncludes(file: string) {
  return readFileSync(file, "utf8").replace(/<!--#include file="([^"]+)" -->/g, (_, name: string) =>
    readFileSync(join(dirname(file), normalize(name)), "utf8"),
  )
}

export async function serveSites() {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname)
    const file = path.startsWith("/fonts/") ? fontFile(path) : siteFile(path)
    if (!file || !existsSync(file)) {
      response.writeHead(404).end(`not found: ${path}`)
      return
    }
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" })
    response.end(extname(file) === ".html" ? withIncludes(file) : readFileSync(file))
  })
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
