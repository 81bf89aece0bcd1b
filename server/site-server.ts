import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { join } from "node:path"
import { isPublishingPath } from "#shared/publishing-paths"
import { readBuildFile } from "./build-files"
import { type EditorHandler, isEditorPath } from "./editor"
import type { PublishingHandler } from "./editor-publishing"
import type { HealthReport } from "./health"
import { answerClientErrors } from "./http/client-errors"
import { limitConnections } from "./http/connection-limits"
import { readRequestTarget } from "./http/request-target"
import { sendFile } from "./http/send-file"
import { logRequest, noteBytes } from "./log"
import { NOT_FOUND_PAGE, notFoundPageFor, notFoundPages } from "./not-found-pages"
import { PUBLISH_WEBHOOK_PATH } from "./publish/webhook"
import { baseHeaders, type HeaderOptions } from "./security-headers"
import { loadStaticFiles, type StaticFile } from "./static-files"

export type SiteServerOptions = {
  /** The build to serve: a folder, read here, or a build already read with loadSite. */
  build: string | LoadedSite
  /** Handles POST /api/contact; absent when the site runs without its own lead endpoint. */
  contactHandler?: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>
  /** Answers /keystatic/… and /api/keystatic/… (server/editor.ts); absent, those are unknown pages. */
  editorHandler?: EditorHandler
  /** Answers /api/publish/github, the publish service's webhook (server/publish/webhook.ts). */
  publishHandler?: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>
  /**
   * Answers the editor's publishing page and its data and actions (server/editor-publishing.ts) while the build
   * served has an editor; absent, or with no editor, those addresses are unknown pages, whatever the method.
   */
  publishingHandler?: PublishingHandler
  /** Answers GET /healthz, in full or as anyone may read it (health.ts); absent when the site runs without its lead service. */
  health?: (req: IncomingMessage) => Promise<Pick<HealthReport, "status"> & Record<string, unknown>>
  /** Origins the pages' CSP allows besides the site's own (the hosted form service, analytics). */
  headerOptions?: HeaderOptions
  log?: boolean
}

/** The 301s of `_redirects` (the file static hosts read); other lines are for those hosts only. */
function readRedirects(clientDir: string): Map<string, string> {
  const lines = readBuildFile(clientDir, join(clientDir, "_redirects")).toString("utf8").split("\n")
  const table = lines
    .map((line) => line.trim().split(/\s+/))
    .flatMap(([from, to, status]) =>
      from?.startsWith("/") && to?.startsWith("/") && status === "301" ? [[from, to] as const] : [],
    )
  return new Map(table)
}

function answer(res: ServerResponse, status: number, headers: Record<string, string | number>, text = "") {
  const body = Buffer.from(text)
  res.writeHead(status, { ...baseHeaders(), ...headers, "Content-Length": body.length })
  noteBytes(res, body.length)
  res.end(body)
}

const redirect = (res: ServerResponse, location: string) =>
  answer(res, 301, { Location: location, "Cache-Control": "public, max-age=3600" })

/**
 * The production server: prerendered files from memory; unknown URLs answered with the prerendered
 * 404 documents (also from memory); redirects; the lead endpoint. No request reads the disk or the
 * Host header, and nothing is rendered per request.
 */
export async function createSiteServer({
  build,
  contactHandler,
  editorHandler: firstEditorHandler,
  publishHandler,
  publishingHandler,
  health,
  headerOptions = {},
  log = true,
}: SiteServerOptions) {
  // Replaced whole by `serve`: a request is answered from the build that was current when it arrived.
  let site = typeof build === "string" ? loadSite(build, headerOptions) : build
  let editorHandler = firstEditorHandler

  async function serveHealth(
    req: IncomingMessage,
    res: ServerResponse,
    reportOf: NonNullable<SiteServerOptions["health"]>,
  ) {
    const report = await reportOf(req)
    // Node leaves the body out of an answer to HEAD, keeping its length.
    answer(
      res,
      report.status === "ok" ? 200 : 503,
      { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
      `${JSON.stringify(report)}\n`,
    )
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? "/"
    if (contactHandler && (url === "/api/contact" || url.startsWith("/api/contact?"))) return contactHandler(req, res)
    if (publishHandler && (url === PUBLISH_WEBHOOK_PATH || url.startsWith(`${PUBLISH_WEBHOOK_PATH}?`)))
      return publishHandler(req, res)
    if (isEditorPath(url)) {
      const target = readRequestTarget(url, () => false)
      if (target.kind === "path" && isPublishingPath(target.path)) {
        if (publishingHandler && editorHandler)
          return publishingHandler(req, res, target.path, target.query, editorHandler)
        req.resume()
        return sendFile(req, res, site.notFoundFor(target.path), 404)
      }
      if (editorHandler && target.kind === "path") return editorHandler(req, res, target.path, target.query)
    }
    if (
      health &&
      (url === "/healthz" || url.startsWith("/healthz?")) &&
      (req.method === "GET" || req.method === "HEAD")
    ) {
      return serveHealth(req, res, health)
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      req.resume()
      return answer(res, 405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }, "Method not allowed")
    }
    const { files, redirects, notFoundFor, isPage } = site
    const target = readRequestTarget(url, isPage)
    if (target.kind === "bad") {
      return answer(
        res,
        400,
        { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        "Bad request",
      )
    }
    // Straight to the final page when the other spelling is also an old URL ("/contact/" → "/contact-us").
    if (target.kind === "redirect") {
      const to = redirects.get(target.path)
      return redirect(res, to ? `${to}${target.query}` : target.location)
    }
    const { path, query } = target
    const to = redirects.get(path)
    if (to) return redirect(res, `${to}${query}`)
    const file = files.get(path)
    if (file) return sendFile(req, res, file)
    return sendFile(req, res, notFoundFor(path), 404)
  }

  const server = createServer((req, res) => {
    const started = performance.now()
    if (log) res.on("finish", () => logRequest(req, res, started))
    handle(req, res).catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) answer(res, 500, { "Content-Type": "text/plain; charset=utf-8" }, "Internal server error")
      else res.destroy()
    })
  })
  limitConnections(server)
  answerClientErrors(server)
  return Object.assign(server, {
    /** Serves another build, read beforehand with loadSite, from the next request on; cannot fail. */
    serve(next: LoadedSite, nextEditorHandler: EditorHandler | undefined) {
      site = next
      editorHandler = nextEditorHandler
    },
  })
}

/**
 * One build as the server answers from it: its files in memory (with the headers `headerOptions` give its
 * pages), its redirects and its 404 pages; files unchanged since `previous` was read are taken from it. Throws,
 * naming the file, when the folder is no finished build.
 */
export function loadSite(buildDir: string, headerOptions: HeaderOptions, previous?: LoadedSite): LoadedSite {
  const clientDir = join(buildDir, "client")
  const loaded = loadStaticFiles(clientDir, headerOptions, previous?.loaded)
  const files = new Map(loaded)
  const redirects = readRedirects(clientDir)
  const notFound = files.get(NOT_FOUND_PAGE.file)
  if (!notFound) throw new Error(`${join(clientDir, NOT_FOUND_PAGE.file)} is missing: not a finished build`)
  const notFoundFiles = new Map(notFoundPages.map(({ file }) => [file, files.get(file)]))
  for (const { file } of notFoundPages) files.delete(file)
  const notFoundFor = (path: string) => notFoundFiles.get(notFoundPageFor(path).file) ?? notFound
  const isPage = (path: string) => files.has(path) || redirects.has(path)
  return { files, redirects, notFoundFor, isPage, loaded }
}
export type LoadedSite = {
  files: Map<string, StaticFile>
  redirects: Map<string, string>
  notFoundFor: (path: string) => StaticFile
  isPage: (path: string) => boolean
  /** Every file read, the 404 pages too: what the next build may keep of this one. */
  loaded: ReadonlyMap<string, StaticFile>
}
