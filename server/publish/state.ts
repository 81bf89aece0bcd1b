/**
 * What the publish service knows about itself, kept in PUBLISH_DIR/state.json (written whole, then renamed):
 * `/healthz` and `npm run publish -- status` show it, and a service started after a crash reads from it
 * that a publish was cut off and must be tried again.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs"

export type PublishStep = "idle" | "fetching" | "installing" | "checking" | "building" | "switching"

type PublishedCommit = { commit: string; message: string; at: string }

export type PublishState = {
  state: PublishStep
  /** A publish waits for the one running (a push arrived during it). */
  isQueued: boolean
  /** What is live: the commit of the build `current` points at (absent while it is the deployed build). */
  live?: PublishedCommit & { build: string }
  lastSuccess?: PublishedCommit & { seconds: number }
  lastFailure?: { message: string; commit?: string; at: string }
  /** Set while a publish runs: found at start, it means the service stopped mid-publish. */
  inProgress?: { commit?: string; since: string }
  /** The SHA-256 of the lockfile the checkout's dependencies were installed from. */
  installedLockfile?: string
}

const initialState = (): PublishState => ({ state: "idle", isQueued: false })

export function readPublishState(file: string): PublishState {
  try {
    return { ...initialState(), ...(JSON.parse(readFileSync(file, "utf8")) as Partial<PublishState>) }
  } catch {
    return initialState()
  }
}

export function writePublishState(file: string, state: PublishState) {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o640 })
  renameSync(`${file}.tmp`, file)
}

/** The `publish` object of /healthz: no paths, no output, only what an operator needs at a glance. */
export const publishHealth = (state: PublishState) => ({
  state: state.state,
  ...(state.isQueued ? { queued: true } : {}),
  lastSuccess: state.lastSuccess ?? null,
  lastFailure: state.lastFailure ?? null,
})
