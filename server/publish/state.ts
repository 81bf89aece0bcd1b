/**
 * What the publish service knows about itself, kept in PUBLISH_DIR/state.json (written whole, then renamed):
 * `/healthz` and `npm run publish -- status` show it, and a service started after a crash reads from it
 * that a publish was cut off and must be tried again, and whether a rollback holds the live build.
 * A write that fails (a full disk) never stops the service: the state is kept in memory, the problem is
 * reported (R-B5), and the next change writes it again.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs"
import { z } from "zod"
import type { ContentProblem } from "./content-problems"

export type PublishStep = "idle" | "fetching" | "inspecting" | "installing" | "checking" | "building" | "switching"

/** The step a publish failed at: the one it was in. */
export type FailedStep = "fetch" | "inspect" | "checkout" | "install" | "check" | "build" | "switch"

type PublishedCommit = { commit: string; message: string; at: string }

/** A publish that failed: at which step, why, the files it names and the commit. */
export type PublishFailureRecord = {
  message: string
  step: FailedStep
  /** The files (with line and field for content) the failure names. */
  problems: ContentProblem[]
  commit?: string
  /** The commit's own message (first line) and author, for the editor's publishing view. */
  commitMessage?: string
  author?: string
  at: string
}

export type PublishState = {
  state: PublishStep
  /** When the step shown began (how long a first install has been running, say). */
  stepSince?: string
  /** A publish waits for the one running (a push arrived during it). */
  isQueued: boolean
  /** What is live: the commit of the build `current` points at (absent while it is the deployed build). */
  live?: PublishedCommit & { build: string }
  lastSuccess?: PublishedCommit & { seconds: number }
  lastFailure?: PublishFailureRecord
  /** The failures before the last one, newest first (at most EARLIER_FAILURES_KEPT): the editor's publishing view lists them. */
  earlierFailures?: PublishFailureRecord[]
  /**
   * Set while a publish runs: found at start, it means the service stopped mid-publish. The commit's
   * message and author once it is fetched, for the editor's publishing view.
   */
  inProgress?: { commit?: string; message?: string; author?: string; since: string }
  /** The newest commit of the branch the last fetch found. */
  lastFetched?: string
  /**
   * A rollback holds the build it went back to (R-B6): a fetched commit among `commits` (what was live,
   * building or at the branch's head when it happened) is not published; another commit, or
   * `npm run publish -- resume`, ends the hold.
   */
  hold?: { since: string; build: string; commits: string[] }
  /** The SHA-256 of the lockfile the checkout's dependencies were installed from. */
  installedLockfile?: string
  /** Why the service cannot write its folder or publish for want of space, since when. */
  diskProblem?: { message: string; since: string }
}

const initialState = (): PublishState => ({ state: "idle", isQueued: false })

export const EARLIER_FAILURES_KEPT = 4

const failureRecord = z.object({
  message: z.string(),
  step: z.enum(["fetch", "inspect", "checkout", "install", "check", "build", "switch"]).catch("build"),
  problems: z
    .array(
      z.object({
        file: z.string().optional(),
        line: z.number().optional(),
        field: z.string().optional(),
        message: z.string(),
      }),
    )
    .catch([]),
  commit: z.string().optional(),
  commitMessage: z.string().optional(),
  author: z.string().optional(),
  at: z.string(),
})

/** What a record of an earlier release may hold: unknown or malformed fields are dropped, never trusted. */
const storedState = z
  .object({
    live: z.object({ commit: z.string(), message: z.string(), at: z.string(), build: z.string() }),
    lastSuccess: z.object({ commit: z.string(), message: z.string(), at: z.string(), seconds: z.number() }),
    lastFailure: failureRecord,
    earlierFailures: z.array(failureRecord).max(EARLIER_FAILURES_KEPT),
    inProgress: z.object({
      commit: z.string().optional(),
      message: z.string().optional(),
      author: z.string().optional(),
      since: z.string(),
    }),
    lastFetched: z.string(),
    hold: z.object({ since: z.string(), build: z.string(), commits: z.array(z.string()) }),
    installedLockfile: z.string(),
  })
  .partial()

/** What a running service alone knows, as its control socket tells it: the step it is at and since when. */
const runningState = z
  .object({
    state: z.enum(["idle", "fetching", "inspecting", "installing", "checking", "building", "switching"]),
    stepSince: z.string(),
    isQueued: z.boolean(),
    diskProblem: z.object({ message: z.string(), since: z.string() }),
  })
  .partial()

/** Each field of `schema` read from `raw` on its own: one that does not read is left out, the others kept. */
function readableFields(schema: z.ZodObject, raw: unknown) {
  const fields = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {}
  return Object.fromEntries(
    Object.entries(schema.shape).flatMap(([name, field]) => {
      const parsed = field.safeParse(fields[name])
      return parsed.success && parsed.data !== undefined ? [[name, parsed.data]] : []
    }),
  )
}

export function readPublishState(file: string): PublishState {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, "utf8"))
  } catch {
    return initialState()
  }
  return { ...initialState(), ...readableFields(storedState, raw) }
}

/** The state a running service sent (its control socket's answer), read as its record is. */
export function publishStateFrom(raw: unknown): PublishState {
  return { ...initialState(), ...readableFields(storedState, raw), ...readableFields(runningState, raw) }
}

/** Writes the record whole; throws when it cannot (the caller keeps the state and reports why). */
export function writePublishState(file: string, state: PublishState) {
  const { diskProblem: _notAFact, ...record } = state
  writeFileSync(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o640 })
  renameSync(`${file}.tmp`, file)
}

/** Seconds since an ISO time, whole. */
export const secondsSince = (at: string, now = Date.now()) => Math.max(0, Math.round((now - Date.parse(at)) / 1000))

/** Whether the newest publish failed: a failure later than the last success (a rollback's hold aside). */
export const isFailing = (state: PublishState) =>
  state.lastFailure !== undefined && (!state.lastSuccess || state.lastFailure.at > state.lastSuccess.at)
