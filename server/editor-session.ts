/**
 * Who is signed in to the editor, and what GitHub lets them do with the site's repository
 * (docs/decisions/027-publishing-in-the-editor.md). Keystatic's sign-in leaves the editor a GitHub access
 * token in a cookie its pages' requests carry (server/editor-sign-in.ts); the server asks GitHub whose token it
 * is and whether that account can see and push to the repository, and keeps the answer briefly, so a page that
 * polls costs GitHub a call every few minutes. A token GitHub does not accept is no session. Every lookup is
 * bounded by the sign-in's deadline and counts against its limit of calls to GitHub per address.
 *
 * The editor's actions are POSTs from its own pages: same origin (Origin, Sec-Fetch-Site) and a token bound to
 * the session (an HMAC of the access token with KEYSTATIC_SECRET) that only a page of the editor can read.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto"
import type { IncomingMessage } from "node:http"
import { GITHUB_TIMEOUT_MS, gitHubDeadline, takeGitHubCall } from "./editor-sign-in"

/** Keystatic's cookie holding the signed-in editor's GitHub access token (scoped to /keystatic). */
const ACCESS_TOKEN_COOKIE = "keystatic-gh-access-token"
/** The header an action carries its session's token in. */
const CSRF_HEADER = "x-csrf-token"

/** What a request's session is, as GitHub says. */
export type EditorSession =
  /** No token, or one GitHub does not accept: sign in. */
  | { kind: "none" }
  /** A GitHub account that cannot see the site's repository. */
  | { kind: "stranger"; login: string }
  | { kind: "editor"; login: string; canPush: boolean; tokenHash: string }
  /** GitHub could not be asked: too many lookups from this address (429), no answer in time (504), or an error (502). */
  | { kind: "unavailable"; status: 429 | 502 | 504; retryAfterSeconds?: number }

type Known = Exclude<EditorSession, { kind: "unavailable" }>

/** How long a view may show what GitHub said; an action asks again once the answer is older than a minute. */
const VIEW_FRESH_MS = 5 * 60_000
const ACTION_FRESH_MS = 60_000
/** Sessions remembered at once; the oldest answer is forgotten first. */
const REMEMBERED = 500

export type EditorSessionsOptions = {
  /** GITHUB_API_URL: https://api.github.com outside tests. */
  apiUrl: string
  /** `owner/name` of the repository an editor must be able to push to. */
  repo: () => string | undefined
  /** KEYSTATIC_SECRET: the key of the actions' tokens. */
  secret: string
  trustProxy: boolean
  timeoutMs?: number
  now?: () => number
}

/** The access token a request's cookies carry, if it looks like one (GitHub's tokens are letters, digits and _). */
function accessTokenOf(req: IncomingMessage) {
  const value = String(req.headers.cookie ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${ACCESS_TOKEN_COOKIE}=`))
    ?.slice(ACCESS_TOKEN_COOKIE.length + 1)
  return value && /^[\w-]{16,255}$/.test(value) ? value : undefined
}

/**
 * The `owner/name` of a GitHub repository address PUBLISH_REPO may hold (https, with or without a token in it,
 * git@github.com: or ssh://), or undefined for a repository elsewhere.
 */
export function gitHubRepositoryOf(address: string) {
  const match =
    /^(?:https:\/\/(?:[^@/]+@)?github\.com\/|git@github\.com:|ssh:\/\/git@github\.com\/)([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(
      address,
    )
  return match ? `${match[1]}/${match[2]}` : undefined
}

export function createEditorSessions({
  apiUrl,
  repo,
  secret,
  trustProxy,
  timeoutMs = GITHUB_TIMEOUT_MS,
  now = Date.now,
}: EditorSessionsOptions) {
  const answers = new Map<string, { at: number; session: Known }>()
  const asking = new Map<string, Promise<EditorSession>>()

  async function askGitHub(token: string, tokenHash: string, req: IncomingMessage): Promise<EditorSession> {
    const repository = repo()
    if (!repository) return { kind: "unavailable", status: 502 }
    const allowed = takeGitHubCall(req, trustProxy)
    if (!allowed.ok) return { kind: "unavailable", status: 429, retryAfterSeconds: allowed.retryAfterSeconds }
    const visitor = new AbortController()
    const deadline = gitHubDeadline(visitor.signal, timeoutMs)
    const get = (path: string) =>
      fetch(`${apiUrl}${path}`, {
        headers: {
          Accept: "application/vnd.github+json",
          Authorization: `Bearer ${token}`,
          "User-Agent": "catalysty-website",
          "X-GitHub-Api-Version": "2022-11-28",
        },
        signal: deadline.signal,
      })
    // GitHub's own limit answers 403 (or 429) with none left: not a refusal of this person.
    const isLimited = (answer: Response) =>
      (answer.status === 403 || answer.status === 429) && answer.headers.get("x-ratelimit-remaining") === "0"
    try {
      const user = await get("/user")
      if (user.status === 401) return { kind: "none" }
      if (!user.ok || isLimited(user)) return { kind: "unavailable", status: 502 }
      const { login } = (await user.json()) as { login?: unknown }
      if (typeof login !== "string" || login === "") return { kind: "unavailable", status: 502 }
      const repoAnswer = await get(`/repos/${repository}`)
      if (repoAnswer.status === 401) return { kind: "none" }
      if (isLimited(repoAnswer)) return { kind: "unavailable", status: 502 }
      if (repoAnswer.status === 404 || repoAnswer.status === 403) return { kind: "stranger", login }
      if (!repoAnswer.ok) return { kind: "unavailable", status: 502 }
      const { permissions } = (await repoAnswer.json()) as { permissions?: { push?: unknown } }
      return { kind: "editor", login, canPush: permissions?.push === true, tokenHash }
    } catch {
      return { kind: "unavailable", status: deadline.isLate() ? 504 : 502 }
    } finally {
      deadline.end()
    }
  }

  function remember(tokenHash: string, session: EditorSession) {
    if (session.kind === "unavailable") return
    answers.delete(tokenHash)
    answers.set(tokenHash, { at: now(), session })
    for (const oldest of answers.keys()) {
      if (answers.size <= REMEMBERED) break
      answers.delete(oldest)
    }
  }

  /** The session of `req`; an action (`isAction`) takes only an answer of the last minute. */
  async function sessionOf(req: IncomingMessage, { isAction = false } = {}): Promise<EditorSession> {
    const token = accessTokenOf(req)
    if (!token) return { kind: "none" }
    const tokenHash = createHash("sha256").update(token).digest("hex")
    const known = answers.get(tokenHash)
    if (known && now() - known.at < (isAction ? ACTION_FRESH_MS : VIEW_FRESH_MS)) return known.session
    let pending = asking.get(tokenHash)
    if (!pending) {
      pending = askGitHub(token, tokenHash, req).then((session) => {
        remember(tokenHash, session)
        return session
      })
      asking.set(tokenHash, pending)
      void pending.finally(() => asking.delete(tokenHash))
    }
    return pending
  }

  /** The token an action of this session must carry: bound to its GitHub token, unknown to any other page. */
  const csrfTokenOf = (session: { tokenHash: string }) =>
    createHmac("sha256", secret).update(`editor-publishing\0${session.tokenHash}`).digest("base64url")

  function hasCsrfToken(req: IncomingMessage, session: { tokenHash: string }) {
    const given = Buffer.from(String(req.headers[CSRF_HEADER] ?? ""))
    const expected = Buffer.from(csrfTokenOf(session))
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  return { sessionOf, csrfTokenOf, hasCsrfToken }
}
export type EditorSessions = ReturnType<typeof createEditorSessions>

/**
 * Whether a POST comes from a page of this site: a browser says where the page was (Origin) and, when it
 * can, whether it was this very origin (Sec-Fetch-Site). A request without Origin is refused: every browser
 * sends it with a POST, and the editor's actions are made only from its pages.
 */
export function isSameOriginPost(req: IncomingMessage, siteUrl: string) {
  const site = req.headers["sec-fetch-site"]
  if (site !== undefined && site !== "same-origin") return false
  const origin = req.headers.origin
  if (typeof origin !== "string" || !URL.canParse(origin)) return false
  const given = new URL(origin)
  // The site's public address, or the host the browser asked (a proxy passes it on; a page elsewhere has its own).
  return given.origin === new URL(siteUrl).origin || given.host === req.headers.host
}
