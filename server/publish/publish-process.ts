/**
 * The publish service's process, started by the server (service.ts) when PUBLISH_REPO is set. It runs in
 * the idle scheduling class, and so does everything it starts (git, npm, the build): a core runs a build only
 * when no page request wants it, and the server's event loop never waits for one. It does the slow work
 * (publisher.ts) and asks the server, over IPC, to switch to each finished build.
 */
import { execFileSync } from "node:child_process"
import { constants, setPriority } from "node:os"
import { ConfigError, serverConfig } from "#app/config.server"
import { logError, markErrorsForJournal } from "../log"
import { runCommand, stopAllCommands } from "./commands"
import { checkOut, fetchBranch } from "./git"
import { publishLayout } from "./layout"
import type { FromPublishProcess, ToPublishProcess } from "./messages"
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
// The unit runs the site as its own user; a build run as root could write anywhere a dependency's script likes.
if (process.getuid?.() === 0)
  logError("publish: running as root; run the site as its own user (deploy/catalysty.service)")

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
  process.exit(0)
}

process.on("message", (message: ToPublishProcess) => {
  if (message.kind === "push") publisher.request(`pushed (delivery ${message.delivery})`)
  else if (message.kind === "now") publisher.request("asked for by npm run publish -- now", { force: true })
  else if (message.kind === "rolledBack") publisher.noteLive(message.buildDir)
  else if (message.kind === "switched") {
    switches.get(message.id)?.(message.result)
    switches.delete(message.id)
  } else if (message.kind === "stop") stop()
})
// The server is gone (stopped, or killed): a build must not outlive it.
process.on("disconnect", stop)
process.on("SIGTERM", stop)
process.on("SIGINT", stop)

publisher.recover()
send({ kind: "state", state: publisher.state() })
if (settings.pollMs) {
  setInterval(() => {
    if (publisher.state().state === "idle") publisher.request("found by the poll", { isRoutine: true })
  }, settings.pollMs)
}
