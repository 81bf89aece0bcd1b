/**
 * The publish service's process, started by the server (service.ts) when PUBLISH_REPO is set. It runs in
 * the idle scheduling class, and so does everything it starts (git, npm, the build): a core runs a build only
 * when no page request wants it, and the server's event loop never waits for one. It does the slow work
 * (publisher.ts) and asks the server, over IPC, to switch to each finished build; it answers
 * `npm run publish -- now | status | rollback` on a socket in PUBLISH_DIR that only the site's user can open.
 */
import { execFileSync } from "node:child_process"
import { chmodSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { constants, setPriority } from "node:os"
import { ConfigError, serverConfig } from "#app/config.server"
import { logError, markErrorsForJournal } from "../log"
import { runCommand, stopAllCommands } from "./commands"
import { checkOut, fetchBranch } from "./git"
import { publishLayout } from "./layout"
import type { ControlAnswer, ControlRequest, FromPublishProcess, ToPublishProcess } from "./messages"
import { createPublisher, type SwitchResult } from "./publisher"

/** SCHED_IDLE for this process and, by inheritance, all it starts; the lowest niceness where `chrt` is missing. */
function yieldToPages() {
  try {
    execFileSync("chrt", ["--all-tasks", "--idle", "--pid", "0", String(process.pid)], {
      stdio: "ignore",
      timeout: 2_000,
    })
  } catch {
    try {
      setPriority(process.pid, constants.priority.PRIORITY_LOW)
    } catch {
      // Not allowed: the process keeps its priority.
    }
  }
}

/** Server settings the build must not see, and what ties this process to its parent. */
const NOT_FOR_THE_BUILD =
  /^(PORT|HOST|BUILD_DIR|NODE_CHANNEL_FD|NODE_CHANNEL_SERIALIZATION_MODE|NODE_UNIQUE_ID|NODE_OPTIONS|VITEST.*|npm_.*)$/

function buildEnvironment(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NOT_FOR_THE_BUILD.test(name)))
  // The build and its editor bundle are production builds whatever the server was started with.
  return { ...env, NODE_ENV: "production" }
}

const send = (message: FromPublishProcess) => process.send?.(message)

let config: ReturnType<typeof serverConfig>
try {
  config = serverConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  logError(error.message)
  process.exit(1)
}
markErrorsForJournal(config.isUnderJournal)
const settings = config.publish
if (!settings) {
  logError("publish: PUBLISH_REPO is not set; nothing to publish")
  process.exit(1)
}
yieldToPages()

const layout = publishLayout(settings.dir)
let nextSwitch = 0
const switches = new Map<number, (result: SwitchResult) => void>()

const publisher = createPublisher({
  settings,
  layout,
  run: runCommand,
  fetchBranch,
  checkOut,
  buildEnv: buildEnvironment(),
  switchTo: (buildDir) =>
    new Promise((resolve) => {
      const id = ++nextSwitch
      switches.set(id, resolve)
      send({ kind: "switch", id, buildDir })
    }),
  onFailure: (failure) => send({ kind: "failure", failure }),
  onChange: (state) => send({ kind: "state", state }),
  log: (line) => console.log(line),
  logError,
})

function stop() {
  stopAllCommands()
  rmSync(layout.socket, { force: true })
  process.exit(0)
}

process.on("message", (message: ToPublishProcess) => {
  if (message.kind === "push") publisher.request(`pushed (delivery ${message.delivery})`)
  else if (message.kind === "switched") {
    switches.get(message.id)?.(message.result)
    switches.delete(message.id)
  } else if (message.kind === "stop") stop()
})
// The server is gone (stopped, or killed): a build must not outlive it.
process.on("disconnect", stop)
process.on("SIGTERM", stop)
process.on("SIGINT", stop)

async function answerControl(request: ControlRequest): Promise<ControlAnswer> {
  if (request.command === "status") return { ok: true, message: "status", state: publisher.state() }
  if (request.command === "now") {
    const how = publisher.request("asked for by npm run publish -- now", { force: true })
    return {
      ok: true,
      message: how === "queued" ? "A publish is running; this one follows it." : "Publishing the branch now.",
    }
  }
  const result = await publisher.rollback()
  return result.ok
    ? { ok: true, message: `Serving the previous build again (${result.build}).`, state: publisher.state() }
    : { ok: false, message: `No rollback: ${result.reason}.` }
}

// Only the site's user may ask for a publish or a rollback: the socket is its alone.
rmSync(layout.socket, { force: true })
const control = createServer((socket) => {
  let text = ""
  socket.setEncoding("utf8")
  socket.setTimeout(10_000, () => socket.destroy())
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
  socket.on("error", () => {})
})
control.listen(layout.socket, () => chmodSync(layout.socket, 0o600))

publisher.recover()
send({ kind: "state", state: publisher.state() })
if (settings.pollMs) {
  setInterval(() => {
    if (publisher.state().state === "idle") publisher.request("found by the poll")
  }, settings.pollMs)
}
