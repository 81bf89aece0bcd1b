/**
 * The server's side of the publish service (docs/decisions/014-publishing-from-the-server.md): it serves
 * PUBLISH_DIR/current, starts the publish process (publish-process.ts) once it listens and starts it again
 * if it stops (waiting longer each time it stops quickly), passes it the pushes the webhook accepted,
 * switches to each build it finishes, and keeps the notice of a failed publish in the notice outbox. It
 * answers `npm run publish -- now | status | rollback | resume` on a socket in PUBLISH_DIR that only the
 * site's user can open: a rollback is a switch, done here at the server's own priority, and it holds (R-B6):
 * the server refuses a later switch to a commit the rollback held back, so a rollback during a publish wins.
 */
import { type ChildProcess, fork } from "node:child_process"
import { chmodSync, existsSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:net"
import { basename, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { PublishSettings } from "#config/publish"
import { type BuildInfo, readBuildInfo } from "../build-info"
import type { NoticeOutbox, NoticeStatus } from "../delivery/notice-outbox"
import { publishFailureNotice, STEP_NAMES } from "./failure-notice"
import { createHoldRecord } from "./hold"
import {
  keptBuild,
  liveBuildDir,
  type PublishLayout,
  pointCurrentAt,
  previousBuild,
  publishLayout,
  servedBuildDir,
} from "./layout"
import {
  type ControlAnswer,
  type ControlRequest,
  controlRequestSchema,
  type FromPublishProcess,
  type ToPublishProcess,
} from "./messages"
import { type PublishOverview, publishOverview } from "./overview"
import type { SwitchResult } from "./publisher"
import { isFailing, type PublishState, readPublishState, secondsSince } from "./state"

/** A publish process that stops on its own is started again after this wait, doubled each time it stops within a few minutes. */
const RESTART_AFTER_MS = 10_000
const LONGEST_RESTART_WAIT_MS = 5 * 60_000
/** A process that ran this long before it stopped starts again after the shortest wait. */
const STEADY_MS = 5 * 60_000

/** The build folder the server serves with publishing on: `current`, pointed at the deployed build on first start. */
export function publishedBuildDir(settings: PublishSettings, deployedBuild: string) {
  return servedBuildDir(publishLayout(settings.dir), deployedBuild)
}

/** The publish process's file: beside the server's bundle, or its source when the server runs from TypeScript. */
function publishProcessFile() {
  const here = import.meta.url
  if (here.endsWith(".ts"))
    return { file: fileURLToPath(new URL("./publish-process.ts", here)), execArgv: ["--import", "tsx"] }
  return { file: fileURLToPath(new URL("./publish-process.js", here)), execArgv: [] }
}

/** The publish process, forked with the server's environment (it reads its settings there and hands its commands only what they may see). */
function forkPublishProcess(args: string[] = []) {
  const { file, execArgv } = publishProcessFile()
  if (!existsSync(file)) throw new Error(`${file} is missing: build again (npm run build)`)
  return fork(file, args, { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] })
}

/**
 * Builds `commit` again with this server's build settings before anything is served (R-B4): the live build
 * and the deployed one were both made with other settings. `prepare` checks the new build as a switch does;
 * once it is taken, `current` points at it. Resolves with the build folder, or rejects saying why.
 */
export function rebuildBeforeServing(
  settings: PublishSettings,
  commit: string,
  prepare: (buildDir: string) => Promise<SwitchResult>,
): Promise<string> {
  const layout = publishLayout(settings.dir)
  return new Promise((resolve, reject) => {
    let taken: string | undefined
    let failure = "the publish process stopped before it finished"
    let child: ChildProcess
    try {
      child = forkPublishProcess(["--rebuild", commit])
    } catch (error) {
      reject(error)
      return
    }
    child.on("message", async (message: FromPublishProcess) => {
      if (message.kind === "switch") {
        const result = await prepare(message.buildDir)
        if (result.ok) {
          pointCurrentAt(layout, message.buildDir)
          taken = message.buildDir
        }
        if (child.connected) child.send({ kind: "switched", id: message.id, result } satisfies ToPublishProcess)
      } else if (message.kind === "failure") {
        failure = `${message.failure.message} (at ${STEP_NAMES[message.failure.step]})`
      } else if (message.kind === "unavailable") {
        failure = message.reason
      }
    })
    child.on("exit", () => (taken ? resolve(taken) : reject(new Error(failure))))
  })
}

export type PublishServiceOptions = {
  settings: PublishSettings
  notices: NoticeOutbox
  siteUrl: string
  /** The server takes the build `current` now points at, whole, or keeps the one it serves; resolves with what it serves after. */
  takeBuild: () => Promise<BuildInfo>
  log: (line: string) => void
  logError: (line: string) => void
}

/** What an action asked of the service did: `build` is the build a rollback went to. */
export type ActionResult = { ok: true; build?: string } | { ok: false; reason: string }

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

/** The `publish` object of a detailed /healthz and of `npm run publish -- status`. */
export type PublishHealth = {
  state: PublishState["state"]
  /** Seconds the step shown has been running (or the service idle). */
  seconds: number
  queued?: true
  following: string | { heldSince: string; build: string }
  live: { commit: string; message: string; at: string } | null
  lastSuccess: PublishState["lastSuccess"] | null
  lastFailure: (PublishState["lastFailure"] & { notice: NoticeStatus | null }) | null
  problem?: string
}

export function createPublishService({ settings, notices, siteUrl, takeBuild, log, logError }: PublishServiceOptions) {
  const layout: PublishLayout = publishLayout(settings.dir)
  let state: PublishState = readPublishState(layout.stateFile)
  const hold = createHoldRecord(state.hold)
  let child: ChildProcess | undefined
  let control: Server | undefined
  let isStopping = false
  let restartWaitMs = RESTART_AFTER_MS
  let processProblem: string | undefined
  /** The process said publishing cannot run on this machine: it is not started again. */
  let isUnavailable = false
  /** Switches, a publish's and a rollback's, one at a time. */
  let switching: Promise<unknown> = Promise.resolve()

  async function switchTo(buildDir: string): Promise<SwitchResult> {
    const next = readBuildInfo(buildDir)
    if (!next) return { ok: false, reason: `${buildDir} holds no finished build` }
    const before = liveBuildDir(layout)
    pointCurrentAt(layout, buildDir)
    const served = await takeBuild()
    if (served.builtAt === next.builtAt) return { ok: true }
    if (before) pointCurrentAt(layout, before)
    return { ok: false, reason: "it disagrees with this server or could not be loaded (the server's log says which)" }
  }

  function switchInTurn(buildDir: string, commit?: string) {
    const result = switching.then((): Promise<SwitchResult> | SwitchResult => {
      const refusal = commit ? hold.refusal(commit) : undefined
      if (refusal) return { ok: false, isHeld: true, reason: refusal }
      return switchTo(buildDir).catch((error: Error): SwitchResult => ({ ok: false, reason: error.message }))
    })
    switching = result
    return result
  }

  /**
   * Serves a kept build again and holds it (R-B6): the one named, or the build published before the live one.
   * `by` says who asked, for the log.
   */
  async function rollback({ build, by }: { build?: string; by?: string } = {}): Promise<ActionResult> {
    const target = build === undefined ? previousBuild(layout) : keptBuild(layout, build)
    if (!target)
      return {
        ok: false,
        reason:
          build === undefined
            ? "there is no earlier finished build to go back to"
            : `no kept build is called ${JSON.stringify(build)}`,
      }
    if (target === liveBuildDir(layout)) return { ok: false, reason: `${basename(target)} is the live build already` }
    // Held before the switch, so that a publish finishing meanwhile cannot replace the rolled-back build.
    const commits = [...new Set([state.live?.commit, state.inProgress?.commit, state.lastFetched])].filter(
      (commit): commit is string => Boolean(commit),
    )
    const restore = hold.begin(basename(target), commits)
    const result = await switchInTurn(target)
    if (!result.ok) {
      restore()
      return { ok: false, reason: result.reason }
    }
    send({ kind: "rolledBack", buildDir: target, heldCommits: commits })
    log(
      `publish: rolled back to ${basename(target)}${by ? ` (asked by ${by})` : ""}; held until a new commit arrives or npm run publish -- resume`,
    )
    return { ok: true, build: basename(target) }
  }

  /** Follows the branch again after a rollback (`resume`); `wasHeld` says whether a rollback held. */
  function resume(by?: string): ActionResult & { wasHeld?: boolean } {
    if (!child?.connected) return notRunning()
    const wasHeld = hold.end()
    send({ kind: "resume" })
    if (by) log(`publish: following ${settings.branch} again (asked by ${by})`)
    return { ok: true, wasHeld }
  }

  /** Publishes the branch now, or after the publish running (`now`). */
  function publishNow(by?: string): ActionResult & { isAfterRunning?: boolean } {
    if (!child?.connected) return notRunning()
    const isAfterRunning = state.state !== "idle"
    send({ kind: "now", ...(by ? { by } : {}) })
    return { ok: true, isAfterRunning }
  }

  const notRunning = (): ActionResult => ({
    ok: false,
    reason: `the publish process is not running: ${processProblem ?? "the server's log says why"}`,
  })

  async function answerControl({ command, build }: ControlRequest): Promise<ControlAnswer> {
    if (command === "status") return { ok: true, message: "status", state, notice: lastFailureNotice() ?? undefined }
    if (command === "rollback") {
      const result = await rollback(build === undefined ? {} : { build })
      return result.ok
        ? {
            ok: true,
            message: `Serving ${build === undefined ? "the previous build" : "that build"} again (${result.build}). It stays live until a new commit arrives on ${settings.branch}; npm run publish -- resume follows the branch again now.`,
          }
        : { ok: false, message: `No rollback: ${result.reason}.` }
    }
    if (command === "resume") {
      const result = resume()
      if (!result.ok) return { ok: false, message: `${capitalized(result.reason)}.` }
      return {
        ok: true,
        message: result.wasHeld
          ? `Following ${settings.branch} again: its newest commit is served again from its kept build, or published unless it is live or failed before.`
          : `Already following ${settings.branch}.`,
      }
    }
    const result = publishNow()
    if (!result.ok) return { ok: false, message: `${capitalized(result.reason)}.` }
    return {
      ok: true,
      message: result.isAfterRunning
        ? "A publish is running; the branch is published again after it."
        : "Publishing the branch now.",
    }
  }

  function listen() {
    rmSync(layout.socket, { force: true })
    control = createServer((socket) => {
      let text = ""
      socket.setEncoding("utf8")
      socket.setTimeout(10_000, () => socket.destroy())
      socket.on("error", () => {})
      socket.on("data", async (chunk: string) => {
        text += chunk
        if (text.length > 1024) return socket.destroy()
        if (!text.includes("\n")) return
        let answer: ControlAnswer
        try {
          const request = controlRequestSchema.safeParse(JSON.parse(text))
          answer = request.success ? await answerControl(request.data) : { ok: false, message: "Unknown command." }
        } catch (error) {
          answer = { ok: false, message: `Could not read the request: ${(error as Error).message}` }
        }
        socket.end(`${JSON.stringify(answer)}\n`)
      })
    })
    // Only the site's user may publish or roll back: the socket is its alone.
    control.listen(layout.socket, () => chmodSync(layout.socket, 0o600))
    control.on("error", (error) => logError(`publish: the control socket failed: ${error.message}`))
  }

  const send = (message: ToPublishProcess) => {
    if (child?.connected) child.send(message)
  }

  function start(firstMessage?: ToPublishProcess) {
    let started: ChildProcess
    try {
      started = forkPublishProcess()
    } catch (error) {
      processProblem = (error as Error).message
      logError(`publish: ${processProblem}`)
      return
    }
    const startedAt = Date.now()
    child = started
    started.on("message", async (message: FromPublishProcess) => {
      if (message.kind === "state") {
        state = message.state
        hold.follow(message.state)
        if (!isUnavailable) processProblem = undefined
      } else if (message.kind === "switch") {
        const result = await switchInTurn(message.buildDir, message.commit)
        if (started.connected) started.send({ kind: "switched", id: message.id, result } satisfies ToPublishProcess)
      } else if (message.kind === "failure") {
        notices.enqueue(publishFailureNotice(message.failure, siteUrl))
      } else if (message.kind === "unavailable") {
        isUnavailable = true
        processProblem = `publishing is off: ${message.reason}`
      }
    })
    if (firstMessage) started.send(firstMessage)
    started.on("exit", (code, signal) => {
      if (child === started) child = undefined
      if (isStopping || isUnavailable) return
      restartWaitMs = Date.now() - startedAt > STEADY_MS ? RESTART_AFTER_MS : restartWaitMs
      processProblem = `the publish process stopped (${signal ?? `exit code ${code}`}); it starts again in ${restartWaitMs / 1000} s`
      logError(`publish: ${processProblem}`)
      setTimeout(() => {
        if (!isStopping) start()
      }, restartWaitMs).unref()
      restartWaitMs = Math.min(restartWaitMs * 2, LONGEST_RESTART_WAIT_MS)
    })
  }

  const lastFailureNotice = () =>
    state.lastFailure ? (notices.status("publish.failed", state.lastFailure.commit) ?? null) : null

  return {
    /**
     * Starts the publish process and the control socket (after the server listens: a publish it resumes may
     * switch at once). `rebuild`: the live commit, to be built again with this server's settings.
     */
    start({ rebuild }: { rebuild?: string } = {}) {
      listen()
      start(rebuild ? { kind: "rebuild", commit: rebuild } : undefined)
    },
    /** A signed push to the branch arrived. */
    push: (delivery: string) => send({ kind: "push", delivery }),
    /** The editor's publishing view's actions (server/editor-publishing.ts); `by` names who asked, for the log. */
    rollback,
    resume,
    publishNow,
    /** What the editor's publishing view shows (overview.ts). */
    overview: (): PublishOverview =>
      publishOverview({
        state,
        layout,
        branch: settings.branch,
        hold: hold.current(),
        // In words for the editor; the paths and the reasons are the log's and /healthz's.
        problem: state.diskProblem
          ? "the server's disk is nearly full, so nothing is published until a developer makes room"
          : processProblem
            ? "the publishing process is not running; a developer finds why in the server's log"
            : undefined,
        notice: lastFailureNotice() ?? undefined,
      }),
    /** Why /healthz fails on the service's account (none when it does not), and its detailed `publish` object. */
    health(): { problems: string[]; publish: PublishHealth } {
      const failure = state.lastFailure
      const held = hold.current()
      const problems = [
        ...(isFailing(state) && failure
          ? [
              `the publish of ${failure.commit?.slice(0, 12) ?? "the branch"} failed at ${STEP_NAMES[failure.step]}: ${failure.message}${failure.problems[0] ? ` (${failure.problems[0].file ?? failure.problems[0].message}${failure.problems.length > 1 ? ` and ${failure.problems.length - 1} more` : ""})` : ""}`,
            ]
          : []),
        ...(state.diskProblem ? [`publishing: ${state.diskProblem.message}`] : []),
        ...(processProblem ? [`publishing: ${processProblem}`] : []),
      ]
      return {
        problems,
        publish: {
          state: state.state,
          seconds: state.stepSince ? secondsSince(state.stepSince) : 0,
          ...(state.isQueued ? { queued: true as const } : {}),
          following: held ? { heldSince: held.since, build: held.build } : settings.branch,
          live: state.live ? { commit: state.live.commit, message: state.live.message, at: state.live.at } : null,
          lastSuccess: state.lastSuccess ?? null,
          lastFailure: failure ? { ...failure, notice: lastFailureNotice() } : null,
        },
      }
    },
    /** Stops the publish process and what it runs; a publish cut off is tried again at the next start. */
    async stop() {
      isStopping = true
      control?.close()
      rmSync(layout.socket, { force: true })
      const running = child
      if (!running) return
      const exited = new Promise((resolve) => running.once("exit", resolve))
      send({ kind: "stop" })
      const timer = setTimeout(() => running.kill("SIGKILL"), 5_000)
      await exited
      clearTimeout(timer)
    },
    /** A line for the start-up log: what is published from where (never a token in the repository's address). */
    describe: () =>
      `Publishing ${settings.branch} from ${settings.repo.replace(/\/\/[^@/]*@/, "//")} into ${join(layout.root, "builds")}, each command in a sandbox${settings.webhookSecret ? "; webhook at /api/publish/github" : ""}${settings.pollMs ? `; polled every ${settings.pollMs / 1000} s` : ""}.`,
  }
}
