/**
 * The editor's side of publishing (server/editor-publishing.ts): the view's data, asked for again every few
 * seconds while a page shows it, and the three actions, each a same-origin POST carrying the session's token.
 * The session is Keystatic's: its access-token cookie goes with every request to /keystatic/…; once that has
 * expired, Keystatic's own refresh route gives a new one, as Keystatic's screens do.
 */
import { useCallback, useEffect, useRef, useState } from "react"
import type { ActionAnswer, PublishingAnswer } from "#server/editor-publishing"
import { PUBLISHING_API } from "#shared/publishing-paths"

export type { OverviewBuild, OverviewFailure, PublishOverview } from "#server/publish/overview"
export type { ActionAnswer, PublishingAnswer }

/** Keystatic's route that exchanges the refresh token (an HttpOnly cookie) for a new access token. */
const REFRESH_ROUTE = "/api/keystatic/github/refresh-token"

/** What asking for the data gave. */
export type Loaded =
  | { kind: "loading" }
  | { kind: "ready"; answer: PublishingAnswer; receivedAt: number }
  /** No session: sign in. */
  | { kind: "signed-out" }
  /** Publishing is off on this site, or this account cannot see the repository: nothing to show. */
  | { kind: "absent"; message: string }
  /** The server or GitHub did not answer; shown with the last data, if any. */
  | { kind: "unreachable"; message: string }

let refreshing: Promise<boolean> | undefined
/** Asks Keystatic's sign-in for a new access token, once at a time; whether it gave one. */
function refreshSession() {
  refreshing ??= fetch(REFRESH_ROUTE, { method: "POST" })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = undefined
    })
  return refreshing
}

async function readMessage(response: Response) {
  try {
    const body = (await response.json()) as { message?: unknown }
    return typeof body.message === "string" ? body.message : response.statusText
  } catch {
    return response.statusText
  }
}

async function loadPublishing(): Promise<Loaded> {
  let response: Response
  try {
    response = await fetch(PUBLISHING_API, { cache: "no-store", headers: { Accept: "application/json" } })
    if (response.status === 401 && (await refreshSession()))
      response = await fetch(PUBLISHING_API, { cache: "no-store", headers: { Accept: "application/json" } })
  } catch {
    return { kind: "unreachable", message: "The site could not be reached: check the connection." }
  }
  if (response.ok) return { kind: "ready", answer: (await response.json()) as PublishingAnswer, receivedAt: Date.now() }
  if (response.status === 401) return { kind: "signed-out" }
  if (response.status === 404 || response.status === 403)
    return { kind: "absent", message: await readMessage(response) }
  return { kind: "unreachable", message: await readMessage(response) }
}

export type Action = { kind: "rollback"; build: string } | { kind: "follow" } | { kind: "publish" }

/** Sends an action; resolves with the server's answer in words, and the view after it when it gave one. */
export async function sendAction(action: Action, csrfToken: string): Promise<ActionAnswer> {
  try {
    const response = await fetch(`${PUBLISHING_API}/${action.kind}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": csrfToken },
      body: JSON.stringify(action.kind === "rollback" ? { build: action.build } : {}),
    })
    const answer = (await response.json().catch(() => undefined)) as ActionAnswer | undefined
    return answer ?? { ok: false, message: `The site answered ${response.status}: try again.` }
  } catch {
    return { ok: false, message: "The site could not be reached: nothing was changed. Check the connection." }
  }
}

/**
 * The view's data, asked for again every `intervalMs` while the page is shown (and at once when it is shown
 * again), or no more once it gives undefined; `refresh` asks now. An answer that could not be had keeps the
 * last data beside the reason.
 */
export function usePublishing(intervalMs: number | ((loaded: Loaded) => number | undefined)) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" })
  const [last, setLast] = useState<Extract<Loaded, { kind: "ready" }>>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const interval = useRef(intervalMs)
  interval.current = intervalMs
  const poll = useRef<() => Promise<void>>(async () => {})

  useEffect(() => {
    let isStopped = false
    poll.current = async () => {
      clearTimeout(timer.current)
      const next = await loadPublishing()
      if (isStopped) return
      setLoaded(next)
      if (next.kind === "ready") setLast(next)
      if (document.visibilityState === "hidden") return
      const wait = typeof interval.current === "function" ? interval.current(next) : interval.current
      if (wait !== undefined) timer.current = setTimeout(() => void poll.current(), wait)
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") void poll.current()
    }
    void poll.current()
    document.addEventListener("visibilitychange", onVisible)
    return () => {
      isStopped = true
      clearTimeout(timer.current)
      document.removeEventListener("visibilitychange", onVisible)
    }
  }, [])

  const refresh = useCallback(() => poll.current(), [])
  return { loaded, last, refresh, show: setLoaded }
}
