/**
 * The content editor on the production server: GitHub mode only (docs/decisions/011-the-editor-is-its-own-app.md).
 * /keystatic/… answers the editor's own page and files from build/editor/, /api/keystatic/… Keystatic's
 * sign-in routes; both with a policy of their own, since the editor is an app, not a page of the site.
 * Without a GitHub build and its app's credentials there is no editor: the caller serves its 404.
 */
import { existsSync, readFileSync } from "node:fs"
import type { IncomingMessage, ServerResponse } from "node:http"
import { join } from "node:path"
import type { EditorStorage, RunConfig } from "#app/config.server"
import { sendFile } from "./http/send-file"
import { closeAfterAnswer } from "./http/unread-body"
import { baseHeaders } from "./security-headers"
import { loadStaticFiles, type StaticFile } from "./static-files"

export const isEditorPath = (url: string) => /^\/(api\/)?keystatic([/?]|$)/.test(url)

export type EditorHandler = (req: IncomingMessage, res: ServerResponse, path: string, query: string) => Promise<unknown>

/** Keystatic talks to GitHub from the browser and shows the signed-in user's avatar. */
export const EDITOR_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // Keystatic's interface sets styles from script (emotion and inline style attributes).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self' https://github.com",
].join("; ")

const editorHeaders = () => ({
  ...baseHeaders(),
  "Content-Security-Policy": EDITOR_CONTENT_SECURITY_POLICY,
  "X-Robots-Tag": "noindex, nofollow",
})

/** A body the sign-in routes may send (they carry no content: saves go from the browser to GitHub). */
const MAX_API_BODY = 64 * 1024

/** The body, or undefined once it passes MAX_API_BODY (the rest is left unread: see closeAfterAnswer). */
function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_API_BODY) return void chunks.push(chunk)
      req.off("data", onData)
      resolve(undefined)
    }
    req.on("data", onData)
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", () => resolve(undefined))
  })
}

export type EditorOptions = {
  buildDir: string
  storage: EditorStorage
  github?: RunConfig["editorGitHub"]
  /** The site's public address: Keystatic builds its sign-in callback from the request URL. */
  siteUrl: string
}

/** The editor's request handler, or undefined when this server runs no editor. */
export async function createEditorHandler({
  buildDir,
  storage,
  github,
  siteUrl,
}: EditorOptions): Promise<EditorHandler | undefined> {
  const editorDir = join(buildDir, "editor")
  if (storage.kind !== "github" || !github || !existsSync(join(editorDir, "index.html"))) return undefined

  const [{ makeGenericAPIRouteHandler }, { makeKeystaticConfig }] = await Promise.all([
    import("@keystatic/core/api/generic"),
    import("../keystatic.config"),
  ])
  const api = makeGenericAPIRouteHandler({ config: makeKeystaticConfig(storage), ...github })
  const files = loadStaticFiles(editorDir, {})
  const page: StaticFile = {
    body: readFileSync(join(editorDir, "index.html")),
    headers: { ...editorHeaders(), "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  }

  return async function handleEditor(req, res, path, query) {
    if (path.startsWith("/api/keystatic")) {
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : await readBody(req)
      if (body === undefined && req.method !== "GET" && req.method !== "HEAD") {
        closeAfterAnswer(req, res)
        res.writeHead(413, { ...editorHeaders(), "Content-Type": "text/plain; charset=utf-8" })
        return res.end("Too large")
      }
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value)
      }
      const answer = await api(
        new Request(new URL(`${path}${query}`, siteUrl), {
          method: req.method,
          headers,
          body: body?.length ? new Uint8Array(body) : undefined,
        }),
      )
      const out = new Headers(answer.headers as HeadersInit | undefined)
      res.writeHead(answer.status ?? 200, {
        ...editorHeaders(),
        "Cache-Control": "no-store",
        ...Object.fromEntries([...out].filter(([name]) => name !== "set-cookie")),
        ...(out.getSetCookie().length ? { "Set-Cookie": out.getSetCookie() } : {}),
      })
      return res.end(answer.body ?? undefined)
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      req.resume()
      res.writeHead(405, { ...editorHeaders(), Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" })
      return res.end("Method not allowed")
    }
    // The editor's own files; every other address under /keystatic is a screen of its app.
    const file = files.get(path.slice("/keystatic".length))
    if (file && path !== "/keystatic/index.html")
      return sendFile(req, res, { ...file, headers: { ...file.headers, ...editorHeaders() } })
    return sendFile(req, res, page)
  }
}
