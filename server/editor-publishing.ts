/**
 * Publishing as the editor shows it (docs/decisions/027-publishing-in-the-editor.md): the editor's own page
 * /keystatic/publishing, its data at GET /keystatic/api/publishing, and three actions, POST
 * /keystatic/api/publishing/{rollback,follow,publish}. Only with publishing on and the editor's GitHub app
 * configured (otherwise every one of these addresses is the site's 404, server/site-server.ts). The data
 * needs a signed-in editor whose GitHub account can see the site's repository (401 without a session, 403
 * for another account); an action needs one who can push to it, from a page of the editor (same origin, the
 * session's own token), within a rate limit; it is logged with the person's GitHub login and answered with
 * what happened and the view as it is after it.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { PUBLISHING_API, PUBLISHING_PAGE } from "#shared/publishing-paths"
import { createRateLimiter } from "./contact/rate-limit"
import type { EditorHandler } from "./editor"
import { editorHeaders } from "./editor"
import { type EditorSession, type EditorSessions, isSameOriginPost } from "./editor-session"
import { readLimitedBody } from "./http/limited-body"
import { closeAfterAnswer } from "./http/unread-body"
import type { PublishOverview } from "./publish/overview"
import type { ActionResult } from "./publish/service"

const ACTIONS = ["rollback", "follow", "publish"] as const
type Action = (typeof ACTIONS)[number]

/** What the handler needs of the publish service (server/publish/service.ts). */
type PublishingControl = {
  overview: () => PublishOverview
  rollback: (request: { build?: string; by?: string }) => Promise<ActionResult>
  resume: (by?: string) => ActionResult & { wasHeld?: boolean }
  publishNow: (by?: string) => ActionResult & { isAfterRunning?: boolean }
}

/** The data of GET /keystatic/api/publishing. */
export type PublishingAnswer = {
  viewer: { login: string; canAct: boolean }
  /** What an action must send in its X-CSRF-Token header. */
  csrfToken: string
  overview: PublishOverview
}
/** The answer to an action. */
export type ActionAnswer = { ok: boolean; message: string; overview?: PublishOverview }

export type PublishingHandlerOptions = {
  publishing: PublishingControl
  sessions: EditorSessions
  siteUrl: string
  log: (line: string) => void
}

export type PublishingHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: string,
  editor: EditorHandler,
) => Promise<unknown>

/** An action's body is a few words at most. */
const MAX_ACTION_BODY = 4 * 1024

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = `${JSON.stringify(body)}\n`
  res.writeHead(status, {
    ...editorHeaders(),
    "Cache-Control": "no-store",
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  })
  res.end(text)
}

/** The body as JSON, or undefined when it is not JSON of at most MAX_ACTION_BODY bytes. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readLimitedBody(req, MAX_ACTION_BODY)
  if (body === undefined) return undefined
  try {
    return body.length === 0 ? {} : JSON.parse(body.toString("utf8"))
  } catch {
    return undefined
  }
}

/** The answer to a request whose session is not an editor's, or undefined when it is one. */
function refusal(session: EditorSession): [number, string, Record<string, string>?] | undefined {
  if (session.kind === "none") return [401, "Sign in to the editor to see publishing."]
  if (session.kind === "stranger") return [403, `The GitHub account ${session.login} cannot see the site's repository.`]
  if (session.kind === "unavailable") {
    if (session.status === 429)
      return [
        429,
        "Too many sign-in checks from this address: try again later.",
        { "Retry-After": String(session.retryAfterSeconds ?? 60) },
      ]
    return [
      session.status,
      session.status === 504 ? "GitHub did not answer in time: try again." : "GitHub could not be asked: try again.",
    ]
  }
  return undefined
}

export function createPublishingHandler({ publishing, sessions, siteUrl, log }: PublishingHandlerOptions) {
  // A person acts a few times an hour at most: ten at once, then ten per ten minutes.
  const actions = createRateLimiter({
    address: { burst: 10, refill: 10, windowMs: 10 * 60_000 },
    network: { burst: 10, refill: 10, windowMs: 10 * 60_000 },
    global: { burst: 60, refill: 60, windowMs: 60_000 },
  })

  async function act(action: Action, body: Record<string, unknown>, login: string): Promise<ActionAnswer> {
    const by = `${login} in the editor`
    const branch = publishing.overview().branch
    if (action === "rollback") {
      const build = typeof body.build === "string" ? body.build : undefined
      if (build === undefined) return { ok: false, message: "Choose the build to roll back to." }
      const result = await publishing.rollback({ build, by })
      if (!result.ok) return { ok: false, message: `Not rolled back: ${result.reason}.` }
      const message = publishing.overview().builds.find(({ name }) => name === result.build)?.commit?.message
      return {
        ok: true,
        message: `The site shows ${message ? `“${message}”` : `the build ${result.build}`} again. It stays live until a new change is saved, or until you choose Follow the branch again.`,
      }
    }
    if (action === "follow") {
      const result = publishing.resume(by)
      if (!result.ok) return { ok: false, message: `Not done: ${result.reason}.` }
      return {
        ok: true,
        message: result.wasHeld
          ? `Following ${branch} again: its newest change goes live again, at once when its build is kept, unless it failed before.`
          : `Already following ${branch}.`,
      }
    }
    const result = publishing.publishNow(by)
    if (!result.ok) return { ok: false, message: `Not published: ${result.reason}.` }
    return {
      ok: true,
      message: result.isAfterRunning
        ? `A publish is running: ${branch} is published again as soon as it ends.`
        : `Publishing ${branch} now.`,
    }
  }

  async function answerAction(req: IncomingMessage, res: ServerResponse, action: Action) {
    const refuse = (status: number, message: string, who: string, headers?: Record<string, string>) => {
      log(`editor publishing: refused ${action} from ${who} (${status}): ${message}`)
      closeAfterAnswer(req, res)
      json(res, status, { ok: false, message } satisfies ActionAnswer, headers)
    }
    // Before anything else, and before GitHub is asked: a page of another site gets nothing done here.
    if (!isSameOriginPost(req, siteUrl))
      return refuse(403, "Actions are taken from the editor's own page only.", "another site")
    if (!String(req.headers["content-type"] ?? "").startsWith("application/json"))
      return refuse(415, "An action is sent as JSON.", "a request that is not JSON")
    const session = await sessions.sessionOf(req, { isAction: true })
    const refused = refusal(session)
    if (refused) return refuse(refused[0], refused[1], "a request without an editor's session", refused[2])
    if (session.kind !== "editor") return
    if (!session.canPush)
      return refuse(
        403,
        `The GitHub account ${session.login} cannot push to the site's repository: ask its owner for write access.`,
        session.login,
      )
    if (!sessions.hasCsrfToken(req, session))
      return refuse(403, "This page is out of date: reload it and try again.", session.login)
    const allowed = actions.take(session.login)
    if (!allowed.ok)
      return refuse(429, "Too many actions: try again in a few minutes.", session.login, {
        "Retry-After": String(allowed.retryAfterSeconds),
      })
    const body = await readJson(req)
    if (typeof body !== "object" || body === null || Array.isArray(body))
      return refuse(400, "The action could not be read.", session.login)
    const answer = await act(action, body as Record<string, unknown>, session.login)
    log(
      `editor publishing: ${session.login} asked to ${action}${action === "rollback" ? ` to ${String((body as { build?: unknown }).build)}` : ""}: ${answer.message}`,
    )
    json(res, answer.ok ? 200 : 409, { ...answer, overview: publishing.overview() } satisfies ActionAnswer)
  }

  const handler: PublishingHandler = async (req, res, path, query, editor) => {
    const method = req.method ?? ""
    if (path === PUBLISHING_PAGE) {
      if (method !== "GET" && method !== "HEAD") return editor(req, res, path, query)
      // The page holds no data (its script asks for it): it says only whether this browser is signed in.
      const session = await sessions.sessionOf(req)
      return editor(req, res, path, query, session.kind === "none" ? 401 : 200)
    }
    if (path === PUBLISHING_API) {
      if (method !== "GET" && method !== "HEAD") {
        closeAfterAnswer(req, res)
        return json(res, 405, { ok: false, message: "Method not allowed" }, { Allow: "GET, HEAD" })
      }
      const session = await sessions.sessionOf(req)
      const refused = refusal(session)
      if (refused) return json(res, refused[0], { ok: false, message: refused[1] }, refused[2])
      if (session.kind !== "editor") return
      return json(res, 200, {
        viewer: { login: session.login, canAct: session.canPush },
        csrfToken: sessions.csrfTokenOf(session),
        overview: publishing.overview(),
      } satisfies PublishingAnswer)
    }
    const action = ACTIONS.find((name) => path === `${PUBLISHING_API}/${name}`)
    if (!action) {
      closeAfterAnswer(req, res)
      return json(res, 404, { ok: false, message: "No such action." })
    }
    if (method !== "POST") {
      closeAfterAnswer(req, res)
      return json(res, 405, { ok: false, message: "Method not allowed" }, { Allow: "POST" })
    }
    return answerAction(req, res, action)
  }
  return handler
}
