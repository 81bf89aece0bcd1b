/**
 * The editor's GitHub sign-in around Keystatic's own routes (@keystatic/core/api/generic), which server/editor.ts
 * calls: Keystatic exchanges the code and sets the cookies; this module decides what those cookies may be, makes
 * the callback prove the sign-in started here, and bounds what an anonymous request can make the server ask
 * GitHub (docs/decisions/013-a-switch-is-whole-or-refused.md, "The editor's sign-in").
 */
import { AsyncLocalStorage } from "node:async_hooks"
import { randomBytes, timingSafeEqual } from "node:crypto"
import type { IncomingMessage } from "node:http"
import { clientAddress } from "./contact/client-request"
import { createRateLimiter, type RateDecision, type RateLimiter } from "./contact/rate-limit"

/** The routes under /api/keystatic/ that make the server call GitHub with the app's secret. */
const CALLS_GITHUB = new Set([
  "github/oauth/callback",
  "github/refresh-token",
  "github/repo-not-found",
  "github/logout",
])
export const SIGN_IN_CALLBACK = "github/oauth/callback"
const SIGN_IN_STARTS = new Set(["github/login", "github/repo-not-found"])
const GITHUB_AUTHORIZE = "https://github.com/login/oauth/authorize"

/** The cookie that ties a callback to the browser that started signing in. */
const STATE_COOKIE = "keystatic-sign-in-state"
/** Long enough to sign in at GitHub (a password, a second factor), short enough not to linger. */
const STATE_MAX_AGE_SECONDS = 10 * 60

/**
 * Where each of Keystatic's cookies goes and whether scripts may read it. The access token is read by the
 * editor's own script (Keystatic calls GitHub from the browser with it), so it cannot be HttpOnly: it is kept to
 * the editor's pages, with an HttpOnly copy for the one route that needs it on the server (signing out revokes
 * it). The refresh token and the state Keystatic keeps for where to return are for the server only.
 */
const COOKIE_SCOPES: { name: RegExp; path: string; isHttpOnly: boolean }[] = [
  { name: /^keystatic-gh-access-token$/, path: "/keystatic", isHttpOnly: false },
  { name: /^keystatic-gh-access-token$/, path: "/api/keystatic/github/logout", isHttpOnly: true },
  { name: /^keystatic-gh-refresh-token$/, path: "/api/keystatic/github", isHttpOnly: true },
  { name: /^ks-[0-9a-f]+$/, path: `/api/keystatic/${SIGN_IN_CALLBACK}`, isHttpOnly: true },
]

/**
 * Whether the browser reached the site over HTTPS: the site's public address says so, or the proxy in front of
 * it (trusted with TRUST_PROXY=1) does. NODE_ENV plays no part.
 */
export function isBehindHttps(req: IncomingMessage, siteUrl: string, trustProxy: boolean) {
  if (new URL(siteUrl).protocol === "https:") return true
  if (!trustProxy) return false
  const forwarded = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase())
  return forwarded.at(-1) === "https"
}

function serializeCookie(
  name: string,
  value: string,
  attributes: string[],
  path: string,
  isHttpOnly: boolean,
  isSecure: boolean,
) {
  return [
    `${name}=${value}`,
    ...attributes,
    `Path=${path}`,
    ...(isHttpOnly ? ["HttpOnly"] : []),
    ...(isSecure ? ["Secure"] : []),
    "SameSite=Lax",
  ].join("; ")
}

/**
 * Keystatic's Set-Cookie lines as this site sets them: each cookie at its scope in COOKIE_SCOPES, Secure behind
 * HTTPS; a cookie of another name is dropped. Its lifetime (Max-Age, Expires) is Keystatic's.
 */
export function scopeCookies(setCookies: string[], isSecure: boolean): string[] {
  return setCookies.flatMap((line) => {
    const [pair = "", ...rest] = line.split(";").map((part) => part.trim())
    const name = pair.slice(0, pair.indexOf("="))
    const value = pair.slice(pair.indexOf("=") + 1)
    const lifetime = rest.filter((attribute) => /^(max-age|expires)=/i.test(attribute))
    const scopes = COOKIE_SCOPES.filter((scope) => scope.name.test(name))
    const lines = scopes.map(({ path, isHttpOnly }) =>
      serializeCookie(name, value, lifetime, path, isHttpOnly, isSecure),
    )
    // Signing out also ends a session begun before the cookies had their own paths (they were set at /).
    const isExpiring = lifetime.some((attribute) => /^max-age=0$/i.test(attribute))
    if (isExpiring && scopes.length > 0) lines.push(serializeCookie(name, "", lifetime, "/", false, isSecure))
    return lines
  })
}

const readCookie = (req: { headers: Headers }, name: string) =>
  (req.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/**
 * Whether a callback carries the state this browser was given when its sign-in started here. Without it, a
 * link could sign a visitor into someone else's GitHub account (login CSRF); GitHub's `state=close` after an
 * app installation has no such state either, and is refused the same way.
 */
export function hasMatchingState(request: Request) {
  const given = new URL(request.url).searchParams.get("state") ?? ""
  const expected = readCookie(request, STATE_COOKIE) ?? ""
  if (!/^[0-9a-f]{20,64}$/.test(expected) || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

/**
 * A sign-in that starts here (Keystatic's redirect to GitHub) always carries a state, and this browser gets the
 * cookie the callback checks it against. Keystatic sets a state only when it has a screen to return to (its own
 * cookie, named after the state, says which): that state is kept, and otherwise a new one is made.
 */
export function withSignInState(route: string, location: string | null, isSecure: boolean) {
  if (!SIGN_IN_STARTS.has(route) || !location?.startsWith(`${GITHUB_AUTHORIZE}?`)) return undefined
  const url = new URL(location)
  const state = url.searchParams.get("state") ?? randomBytes(16).toString("hex")
  url.searchParams.set("state", state)
  const cookie = serializeCookie(
    STATE_COOKIE,
    state,
    [`Max-Age=${STATE_MAX_AGE_SECONDS}`],
    `/api/keystatic/${SIGN_IN_CALLBACK}`,
    true,
    isSecure,
  )
  return { location: url.toString(), cookie }
}

/** The state cookie, spent: a callback is answered once. */
export const expiredStateCookie = (isSecure: boolean) =>
  serializeCookie(STATE_COOKIE, "", ["Max-Age=0"], `/api/keystatic/${SIGN_IN_CALLBACK}`, true, isSecure)

export const callsGitHub = (route: string) => CALLS_GITHUB.has(route)

/** How long the server waits for GitHub on a visitor's behalf. */
export const GITHUB_TIMEOUT_MS = 10_000

let gitHubCalls: RateLimiter | undefined

/**
 * Whether this request may make the server call GitHub: a person signs in a few times a day, so each address
 * gets 10 calls at once and 10 more per 10 minutes, a network and the whole editor a larger share. One limiter
 * for the process, kept across builds.
 */
export function takeGitHubCall(req: IncomingMessage, trustProxy: boolean): RateDecision {
  gitHubCalls ??= createRateLimiter({
    address: { burst: 10, refill: 10, windowMs: 10 * 60 * 1000 },
    network: { burst: 30, refill: 30, windowMs: 10 * 60 * 1000 },
    global: { burst: 120, refill: 120, windowMs: 60 * 1000 },
  })
  return gitHubCalls.take(clientAddress(req, trustProxy))
}

/**
 * The deadline of the calls one request makes to GitHub: it ends when the visitor leaves or after `ms`.
 * Made of a timer and a controller, not AbortSignal.timeout and AbortSignal.any: those signals are held only
 * weakly, so a call that waits on nothing else could be collected with them and never end.
 */
export function gitHubDeadline(visitor: AbortSignal, ms: number) {
  const controller = new AbortController()
  let isLate = false
  const timer = setTimeout(() => {
    isLate = true
    controller.abort(new DOMException(`GitHub did not answer within ${ms} ms`, "TimeoutError"))
  }, ms)
  const onLeave = () => controller.abort(visitor.reason)
  if (visitor.aborted) onLeave()
  else visitor.addEventListener("abort", onLeave, { once: true })
  return {
    signal: controller.signal,
    isLate: () => isLate,
    end() {
      clearTimeout(timer)
      visitor.removeEventListener("abort", onLeave)
    },
  }
}

/** A signal that ends when either of two does, held by both (see `gitHubDeadline` on AbortSignal.any). */
function eitherSignal(first: AbortSignal, second: AbortSignal) {
  const controller = new AbortController()
  for (const signal of [first, second]) {
    if (signal.aborted) controller.abort(signal.reason)
    else signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true })
  }
  return controller.signal
}

/** The signal a call to GitHub made inside `withGitHubDeadline` is bound to. */
const deadline = new AsyncLocalStorage<AbortSignal>()
let isFetchBounded = false

/**
 * Runs `call` (Keystatic's handler) so that every fetch it makes ends when `signal` does: Keystatic calls the
 * global fetch with no signal of its own, so the global fetch is wrapped once, and the wrapper adds a signal only
 * inside this call: every other fetch of the process is left as it was.
 */
export function withGitHubDeadline<T>(signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  if (!isFetchBounded) {
    isFetchBounded = true
    const platformFetch = globalThis.fetch
    globalThis.fetch = (input, init) => {
      const bound = deadline.getStore()
      if (!bound) return platformFetch(input, init)
      return platformFetch(input, { ...init, signal: init?.signal ? eitherSignal(init.signal, bound) : bound })
    }
  }
  return deadline.run(signal, call)
}
