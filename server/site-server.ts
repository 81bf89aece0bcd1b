import { readFileSync } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { join } from "node:path"
import { createRequestHandler, type ServerBuild } from "react-router"
import { logRequest } from "./log"
import { baseHeaders } from "./security-headers"
import { buildHtmlHeaders, compress, loadStaticFiles, type StaticFile } from "./static-files"

export type SiteServerOptions = {
  buildDir: string
  /** Handles POST /api/contact; absent when the site runs without its own lead endpoint. */
  contactHandler?: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>
  formOrigin?: string
  log?: boolean
}

type Redirect = { from: string; to: string }

function readRedirects(clientDir: string): Map<string, string> {
  const lines = readFileSync(join(clientDir, "_redirects"), "utf8").split("\n")
  const table = lines
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to]) => from?.startsWith("/") && to)
    .map(([from, to]): Redirect => ({ from: from!, to: to! }))
  return new Map(table.map(({ from, to }) => [from, to]))
}

function pickEncoding(req: IncomingMessage, file: StaticFile) {
  const accepted = String(req.headers["accept-encoding"] ?? "")
  if (file.brotli && /\bbr\b/.test(accepted)) return { body: file.brotli, encoding: "br" }
  if (file.gzip && /\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: "gzip" }
  return { body: file.body, encoding: undefined }
}

export function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200) {
  if (status === 200 && req.headers["if-none-match"] === file.headers.ETag) {
    res.writeHead(304, { ETag: file.headers.ETag!, "Cache-Control": file.headers["Cache-Control"]! })
    res.end()
    return
  }
  const { body, encoding } = pickEncoding(req, file)
  const headers: Record<string, string | number> = { ...file.headers, "Content-Length": body.length }
  if (file.brotli || file.gzip) headers.Vary = "Accept-Encoding"
  if (encoding) headers["Content-Encoding"] = encoding
  res.writeHead(status, headers)
  res.end(req.method === "HEAD" ? undefined : body)
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(301, {
    ...baseHeaders(),
    Location: location,
    "Cache-Control": "public, max-age=3600",
    "Content-Length": 0,
  })
  res.end()
}

/** The production server: prerendered files from memory, redirects, server rendering for the rest, the lead endpoint. */
export async function createSiteServer({ buildDir, contactHandler, formOrigin, log = true }: SiteServerOptions) {
  const clientDir = join(buildDir, "client")
  const files = loadStaticFiles(clientDir, { formOrigin })
  const redirects = readRedirects(clientDir)
  const build = (await import(join(buildDir, "server", "index.js"))) as ServerBuild
  const renderPage = createRequestHandler(build, "production")

  async function serverRender(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`)
    const controller = new AbortController()
    res.on("close", () => controller.abort())
    const response = await renderPage(
      new Request(url, { method: req.method, headers: req.headers as HeadersInit, signal: controller.signal }),
    )
    if (response.status >= 300 && response.status < 400) {
      res.writeHead(response.status, { ...baseHeaders(), Location: response.headers.get("Location") ?? "/" })
      res.end()
      return
    }
    const body = Buffer.from(await response.arrayBuffer())
    const type = response.headers.get("Content-Type") ?? ""
    const headers: Record<string, string> = type.startsWith("text/html")
      ? buildHtmlHeaders(body.toString("utf8"), { formOrigin })
      : { ...baseHeaders(), "Content-Type": type, "Cache-Control": "no-cache" }
    if (pathname.endsWith(".data")) headers["Cache-Control"] = "no-cache"
    sendFile(req, res, { body, headers, ...(body.length > 512 ? compress(body) : {}) }, response.status)
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? "/"
    const pathname = decodeURIComponentSafe(url.split("?")[0]!)
    if (pathname === null) {
      res.writeHead(400, { ...baseHeaders(), "Content-Type": "text/plain; charset=utf-8" })
      res.end("Bad request")
      return
    }
    if (pathname === "/api/contact" && contactHandler) return contactHandler(req, res)
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...baseHeaders(), Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" })
      res.end("Method not allowed")
      return
    }
    const query = url.includes("?") ? url.slice(url.indexOf("?")) : ""
    if (pathname.length > 1 && pathname.endsWith("/")) return redirect(res, pathname.replace(/\/+$/, "") + query)
    const target = redirects.get(pathname)
    if (target) return redirect(res, target + query)
    const file = files.get(pathname)
    if (file) return sendFile(req, res, file)
    return serverRender(req, res, pathname)
  }

  const server = createServer((req, res) => {
    const started = performance.now()
    if (log) res.on("finish", () => logRequest(req, res, started))
    handle(req, res).catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500, { ...baseHeaders(), "Content-Type": "text/plain; charset=utf-8" })
      res.end("Internal server error")
    })
  })
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
  server.keepAliveTimeout = 5_000
  return server
}

function decodeURIComponentSafe(path: string) {
  try {
    const decoded = decodeURIComponent(path)
    return decoded.includes("\0") ? null : decoded
  } catch {
    return null
  }
}
