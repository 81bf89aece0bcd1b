/**
 * The content editor on the production server: GitHub mode only (docs/decisions/011-the-editor-is-its-own-app.md).
 * /keystatic/… answers the editor's own page and files from build/editor/, /api/keystatic/… Keystatic's
 * sign-in routes; both with a policy of their own, since the editor is an app, not a page of the site.
 * Without a GitHub build and its app's credentials there is no editor: the caller serves its 404.
 */
import { lstatSync } from "node:fs"
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http"
import { join } from "node:path"
import { createRequest, sendResponse } from "@remix-run/node-fetch-server"
import type { EditorStorage } from "#config/build"
import type { RunConfig } from "#config/run"
import { readBuildFile } from "./build-files"
import {
  callsGitHub,
  expiredStateCookie,
  GITHUB_TIMEOUT_MS,
  gitHubDeadline,
  hasMatchingState,
  isBehindHttps,
  SIGN_IN_CALLBACK,
  scopeCookies,
  takeGitHubCall,
  withGitHubDeadline,
  withSignInState,
} from "./editor-sign-in"
import { sendFile } from "./http/send-file"
import { closeAfterAnswer } from "./http/unread-body"
import { logError } from "./log"
import { baseHeaders } from "./security-headers"
import { loadStaticFiles, type StaticFile } from "./static-files"

export const isEditorPath = (url: string) => /^\/(api\/)?keystatic([/?]|$)/.test(url)

/** Answers a request to the editor; `status`: the one its page is sent with (the publishing page's 401 without a session). */
export type EditorHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: string,
  status?: number,
) => Promise<unknown>

/** Keystatic talks to GitHub from the browser and shows the signed-in user's avatar. */
const EDITOR_CONTENT_SECURITY_POLICY = [
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

export const editorHeaders = () => ({
  ...baseHeaders(),
  "Content-Security-Policy": EDITOR_CONTENT_SECURITY_POLICY,
  "X-Robots-Tag": "noindex, nofollow",
})

/** An answer of the editor's, with the status line Node writes for its own answers ("413 Payload Too Large"). */
const editorResponse = (body: BodyInit | null, status: number, headers: HeadersInit) =>
  new Response(body, { status, statusText: STATUS_CODES[status], headers })

/** A body the sign-in routes may send (they carry no content: saves go from the browser to GitHub). */
const MAX_API_BODY = 64 * 1024

/** The body, or undefined once it passes MAX_API_BODY (the rest is left unread: see closeAfterAnswer). */
async function readApiBody(request: Request): Promise<Buffer<ArrayBuffer> | undefined> {
  const reader = request.body?.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    size += chunk.value.length
    if (size > MAX_API_BODY) {
      await reader?.cancel()
      return undefined
    }
    chunks.push(chunk.value)
  }
  return Buffer.concat(chunks)
}

export type EditorOptions = {
  buildDir: string
  storage: EditorStorage
  github?: RunConfig["editorGitHub"]
  /** The site's public address: Keystatic builds its sign-in callback from the request URL. */
  siteUrl: string
  /** X-Forwarded-For and X-Forwarded-Proto come from our own proxy (TRUST_PROXY=1). */
  trustProxy?: boolean
  /** How long a call to GitHub may take (GITHUB_TIMEOUT_MS; shorter in tests). */
  githubTimeoutMs?: number
}

/** The methods Keystatic's GitHub routes answer; any other gets 405 before Keystatic sees it. */
const API_METHODS = new Set(["GET", "POST"])

const textAnswer = (text: string, status: number, headers: Record<string, string> = {}) =>
  editorResponse(text, status, {
    ...editorHeaders(),
    "Cache-Control": "no-store",
    "Content-Type": "text/plain; charset=utf-8",
    ...headers,
  })

/**
 * The editor's request handler, or undefined when this server runs no editor. Throws when the build should
 * have an editor and its files are missing.
 */
export async function createEditorHandler({
  buildDir,
  storage,
  github,
  siteUrl,
  trustProxy = false,
  githubTimeoutMs = GITHUB_TIMEOUT_MS,
}: EditorOptions): Promise<EditorHandler | undefined> {
  const editorDir = join(buildDir, "editor")
  if (storage.kind !== "github" || !github) return undefined
  if (!lstatSync(join(editorDir, "index.html"), { throwIfNoEntry: false })?.isFile())
    throw new Error(`${join(editorDir, "index.html")} is missing: this GitHub-mode build has no editor`)

  const [{ makeGenericAPIRouteHandler }, { makeKeystaticConfig }] = await Promise.all([
    import("@keystatic/core/api/generic"),
    import("../keystatic.config"),
  ])
  const api = makeGenericAPIRouteHandler({ config: makeKeystaticConfig(storage), ...github })
  const files = loadStaticFiles(editorDir, {})
  // Requests are addressed to the site, never to what the Host header says.
  const { host, protocol } = new URL(siteUrl)
  const publicOrigin = { host, protocol }
  const page: StaticFile = {
    body: readBuildFile(editorDir, join(editorDir, "index.html")),
    headers: { ...editorHeaders(), "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  }

  /** Keystatic's answer to a sign-in route, or the reason it was not asked. */
  async function answerApi(req: IncomingMessage, res: ServerResponse, path: string, query: string) {
    const route = path.replace(/^\/api\/keystatic\/?/, "")
    const isSecure = isBehindHttps(req, siteUrl, trustProxy)
    if (!API_METHODS.has(req.method ?? "")) {
      closeAfterAnswer(req, res)
      return textAnswer("Method not allowed", 405, { Allow: [...API_METHODS].join(", ") })
    }
    const request = createRequest(req, res, publicOrigin)
    let body: Buffer<ArrayBuffer> | undefined
    try {
      body = await readApiBody(request)
    } catch (error) {
      // The visitor has gone (the request's signal says so): there is no one to answer.
      if (request.signal.aborted) return undefined
      throw error
    }
    if (body === undefined) {
      closeAfterAnswer(req, res)
      return textAnswer("Too large", 413)
    }
    const { method, headers, signal } = request
    // The path as the site reads every URL (server/http/request-target.ts).
    const keystaticRequest = new Request(new URL(`${path}${query}`, siteUrl), {
      method,
      headers,
      signal,
      body: body.length > 0 ? body : undefined,
    })
    if (route === SIGN_IN_CALLBACK && !hasMatchingState(keystaticRequest)) {
      return textAnswer("This sign-in did not start on this site: open the editor and sign in again.", 400, {
        "Set-Cookie": expiredStateCookie(isSecure),
      })
    }
    if (callsGitHub(route)) {
      const decision = takeGitHubCall(req, trustProxy)
      if (!decision.ok) {
        return textAnswer("Too many sign-in attempts: try again later.", 429, {
          "Retry-After": String(decision.retryAfterSeconds),
        })
      }
    }
    const deadline = gitHubDeadline(signal, githubTimeoutMs)
    let answer: Awaited<ReturnType<typeof api>>
    try {
      answer = await withGitHubDeadline(deadline.signal, () => api(keystaticRequest))
    } catch (error) {
      if (signal.aborted) return undefined
      const isLate = deadline.isLate()
      logError(
        `${new Date().toISOString()} editor ${route}: ${isLate ? `GitHub did not answer within ${githubTimeoutMs / 1000} s` : `GitHub could not be reached (${(error as Error).message})`}`,
      )
      return isLate
        ? textAnswer("GitHub did not answer in time: try again.", 504)
        : textAnswer("GitHub could not be reached: try again.", 502)
    } finally {
      deadline.end()
    }
    const answerHeaders = new Headers({ ...editorHeaders(), "Cache-Control": "no-store" })
    const setCookies: string[] = []
    for (const [name, value] of new Headers(answer.headers)) {
      if (name === "set-cookie") setCookies.push(value)
      else answerHeaders.set(name, value)
    }
    for (const line of scopeCookies(setCookies, isSecure)) answerHeaders.append("Set-Cookie", line)
    const signIn = withSignInState(route, answerHeaders.get("location"), isSecure)
    if (signIn) {
      answerHeaders.set("Location", signIn.location)
      answerHeaders.append("Set-Cookie", signIn.cookie)
    }
    if (route === SIGN_IN_CALLBACK) answerHeaders.append("Set-Cookie", expiredStateCookie(isSecure))
    // Keystatic's bytes are typed as possibly shared memory; they never are.
    return editorResponse(answer.body as BodyInit | null, answer.status ?? 200, answerHeaders)
  }

  return async function handleEditor(req, res, path, query, status = 200) {
    if (path.startsWith("/api/keystatic")) {
      const answer = await answerApi(req, res, path, query)
      return answer && sendResponse(res, answer)
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
    return sendFile(req, res, page, status)
  }
}
