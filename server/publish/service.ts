/**
 * The server's side of the publish service (docs/decisions/014-publishing-from-the-server.md): it serves
 * PUBLISH_DIR/current, starts the publish process (publish-process.ts) once it listens and starts it again
 * if it stops, passes it the pushes the webhook accepted, switches to each build it finishes, and sends the
 * notice of a failed publish. It answers `npm run publish -- now | status | rollback` on a socket in
 * PUBLISH_DIR that only the site's user can open: a rollback is a switch, done here at the server's own
 * priority rather than by the idle-class publish process. `/healthz` shows the process's state.
 */
import { type ChildProcess, fork } from "node:child_process"
import { chmodSync, existsSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:net"
import { basename, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { PublishSettings } from "#app/config.server"
import { type BuildInfo, readBuildInfo } from "../build-info"
import { type FailureNoticeSettings, sendFailureNotice } from "./failure-notice"
import {
  liveBuildDir,
  type PublishLayout,
  pointCurrentAt,
  previousBuild,
  publishLayout,
  servedBuildDir,
} from "./layout"
import type { ControlAnswer, ControlRequest, FromPublishProcess, ToPublishProcess } from "./messages"
import type { SwitchResult } from "./publisher"
import { type PublishState, publishHealth, readPublishState } from "./state"

/** A publish process that stops on its own is started again after this wait. */
const RESTART_AFTER_MS = 10_000

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

export type PublishServiceOptions = {
  settings: PublishSettings
  notice: FailureNoticeSettings
  /** The server takes the build `current` now points at, whole, or keeps the one it serves; resolves with what it serves after. */
  takeBuild: () => Promise<BuildInfo>
  log: (line: string) => void
  logError: (line: string) => void
}

export function createPublishService({ settings, notice, takeBuild, log, logError }: PublishServiceOptions) {
  const layout: PublishLayout = publishLayout(settings.dir)
  let state: PublishState = readPublishState(layout.stateFile)
  let child: ChildProcess | undefined
  let control: Server | undefined
  let isStopping = false
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

  function switchInTurn(buildDir: string) {
    const result = switching.then(() =>
      switchTo(buildDir).catch((error: Error): SwitchResult => ({ ok: false, reason: error.message })),
    )
    switching = result
    return result
  }

  async function answerControl(request: ControlRequest): Promise<ControlAnswer> {
    if (request.command === "status") return { ok: true, message: "status", state }
    if (request.command === "now") {
      if (!child?.connected)
        return { ok: false, message: "The publish process is not running; the server's log says why." }
      send({ kind: "now" })
      return {
        ok: true,
        message:
          state.state === "idle"
            ? "Publishing the branch now."
            : "A publish is running; the branch is published again after it.",
      }
    }
    const previous = previousBuild(layout)
    if (!previous) return { ok: false, message: "No rollback: there is no earlier finished build to go back to." }
    const result = await switchInTurn(previous)
    if (!result.ok) return { ok: false, message: `No rollback: ${result.reason}.` }
    send({ kind: "rolledBack", buildDir: previous })
    log(`publish: rolled back to ${basename(previous)}`)
    return { ok: true, message: `Serving the previous build again (${basename(previous)}).` }
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
          const request = JSON.parse(text) as ControlRequest
          answer = ["now", "rollback", "status"].includes(request.command)
            ? await answerControl(request)
            : { ok: false, message: "Unknown command." }
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

  function start() {
    const { file, execArgv } = publishProcessFile()
    if (!existsSync(file)) {
      logError(`publish: ${file} is missing: build again (npm run build)`)
      return
    }
    const started = fork(file, [], { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] })
    child = started
    started.on("message", async (message: FromPublishProcess) => {
      if (message.kind === "state") state = message.state
      else if (message.kind === "switch") {
        const result = await switchInTurn(message.buildDir)
        if (started.connected) started.send({ kind: "switched", id: message.id, result } satisfies ToPublishProcess)
      } else if (message.kind === "failure") {
        const problems = await sendFailureNotice(message.failure, notice)
        for (const problem of problems) logError(`publish: the failure notice was not delivered: ${problem}`)
        if (problems.length === 0) log("publish: the failure notice was sent")
      }
    })
    started.on("exit", (code, signal) => {
      if (child === started) child = undefined
      if (isStopping) return
      logError(
        `publish: the publish process stopped (${signal ?? `exit code ${code}`}); starting it again in ${RESTART_AFTER_MS / 1000} s`,
      )
      setTimeout(() => {
        if (!isStopping) start()
      }, RESTART_AFTER_MS).unref()
    })
  }

  return {
    /** Starts the publish process and the control socket (after the server listens: a publish it resumes may switch at once). */
    start() {
      listen()
      start()
    },
    /** A signed push to the branch arrived. */
    push: (delivery: string) => send({ kind: "push", delivery }),
    /** The `publish` object of /healthz. */
    health: () => publishHealth(state),
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
      `Publishing ${settings.branch} from ${settings.repo.replace(/\/\/[^@/]*@/, "//")} into ${join(layout.root, "builds")}${settings.webhookSecret ? "; webhook at /api/publish/github" : ""}${settings.pollMs ? `; polled every ${settings.pollMs / 1000} s` : ""}.`,
  }
}
