/** What the endpoint reads about the client from a request's headers and socket. */
import type { IncomingMessage } from "node:http"

/**
 * The address a submission is rate-limited by: the socket's, or behind a proxy we run (TRUST_PROXY=1) the
 * last address of X-Forwarded-For, the one our proxy added.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean) {
  if (trustProxy) {
    const lastForwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1)
    if (lastForwarded) return lastForwarded
  }
  return req.socket.remoteAddress ?? "unknown"
}

/** A request from a page of the site itself, of an allowed origin, or from no browser page at all. */
export function isAllowedOrigin(req: IncomingMessage, allowedOrigins: ReadonlySet<string>) {
  const origin = req.headers.origin
  if (origin === undefined) return true
  if (allowedOrigins.has(origin)) return true
  try {
    return new URL(origin).host === req.headers.host
  } catch {
    return false
  }
}

/** A native form post (no JavaScript) navigates; it gets a page or a redirect, not JSON. */
export function isNavigation(req: IncomingMessage) {
  const mode = req.headers["sec-fetch-mode"]
  if (mode) return mode === "navigate"
  const accept = String(req.headers.accept ?? "")
  return accept.includes("text/html") && !accept.includes("application/json")
}

/** The path of the page that sent the request, when it is one of ours and a plain site path. */
export function sameSitePath(req: IncomingMessage) {
  const referer = req.headers.referer
  if (!referer || !URL.canParse(referer)) return undefined
  const url = new URL(referer)
  const isPage = /^\/[a-z0-9\-/]*$/.test(url.pathname) && !url.pathname.startsWith("/api/")
  return url.host === req.headers.host && isPage ? url.pathname : undefined
}

/** The idempotency key of the Idempotency-Key header, trimmed ("" without one). */
export const headerIdempotencyKey = (req: IncomingMessage) => {
  const value = req.headers["idempotency-key"]
  return typeof value === "string" ? value.trim() : ""
}
