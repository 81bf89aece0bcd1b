/**
 * The publish service's process, started by the server (service.ts) when PUBLISH_REPO is set. It runs in
 * the idle scheduling class, and so does everything it starts (git, npm, the build): a core runs a build only
 * when no page request wants it, and the server's event loop never waits for one. It is the first the kernel
 * stops when memory runs out, before the server. It does the slow work (publisher.ts), each command in the
 * sandbox (sandbox.ts) with only the build's own variables, and asks the server, over IPC, to switch to each
 * finished build.
 *
 * `--rebuild COMMIT` builds that one commit with the server's settings and exits (service.ts,
 * rebuildBeforeServing): the server could serve neither the live build nor the deployed one.
 */
import { execFileSync } from "node:child_process"
import { writeFileSync } from "node:fs"
import { constants, setPriority } from "node:os"
import { buildVariablesForPublish, npmUserConfigFile, serverConfig } from "#config/environment.server"
import { ConfigError } from "#config/values"
import { logError, markErrorsForJournal } from "../log"
import { runCommand, stopAllCommands } from "./commands"
import { checkOut, describeCommit, fetchBranch, fetchCommit, type GitContext, hasCommit, readTree } from "./git"
import { prepareLayout, publishLayout } from "./layout"
import type { FromPublishProcess, ToPublishProcess } from "./messages"
import { createPublisher, type SwitchResult } from "./publisher"
import { SANDBOX_REMEDY, sandboxPath } from "./sandbox"

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
  try {
    // Inherited by every command: a build that takes all the memory is stopped before the server is.
    writeFileSync("/proc/self/oom_score_adj", "1000")
  } catch {
    // No /proc (another system): the kernel chooses as it would.
  }
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
prepareLayout(layout)
const git: GitContext = { settings, layout, run: runCommand }

/**
 * The environment of npm and the build (R-B1): the build settings as the server has them (of SMTP_URL and
 * LEADS_WEBHOOK_URL only what the privacy notice names), and what npm and Node need. No secret of the
 * server's is among them; a new variable reaches a build only by being listed here.
 */
const buildEnv: Record<string, string> = {
  ...buildVariablesForPublish(),
  NODE_ENV: "production",
  PATH: sandboxPath(),
  HOME: layout.home,
  LANG: "C.UTF-8",
  TMPDIR: "/tmp",
  NO_COLOR: "1",
  npm_config_update_notifier: "false",
  npm_config_fund: "false",
  npm_config_audit: "false",
}

/** Whether the sandbox starts here; the reason when it does not (publishing stays off: never a build outside it). */
async function sandboxProblem() {
  const result = await runCommand("true", [], {
    cwd: layout.checkout,
    env: { PATH: sandboxPath() },
    timeoutMs: 30_000,
    sandbox: { writable: [layout.checkout], network: false },
  })
  return result.code === 0
    ? undefined
    : `${result.output.trim() || `bwrap exited with code ${result.code}`}; ${SANDBOX_REMEDY}`
}

let nextSwitch = 0
const switches = new Map<number, (result: SwitchResult) => void>()

const publisher = createPublisher({
  layout,
  branch: settings.branch,
  run: runCommand,
  git: {
    fetchBranch: () => fetchBranch(git),
    async commit(id) {
      if (!(await hasCommit(git, id))) await fetchCommit(git, id)
      return describeCommit(git, id)
    },
    readTree: (commit) => readTree(git, commit),
    checkOut: (commit) => checkOut(git, commit),
  },
  buildEnv,
  // The install reads it, so a registry mirror, a proxy's certificate or a `nodedir` holds for a publish too.
  npmUserConfig: npmUserConfigFile(),
  switchTo: (buildDir, commit) =>
    new Promise((resolve) => {
      const id = ++nextSwitch
      switches.set(id, resolve)
      send({ kind: "switch", id, buildDir, commit })
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
  else if (message.kind === "now")
    publisher.request(message.by ? `asked for by ${message.by}` : "asked for by npm run publish -- now", {
      force: true,
    })
  else if (message.kind === "rolledBack") publisher.rolledBack(message.buildDir, message.heldCommits)
  else if (message.kind === "resume") publisher.resume()
  else if (message.kind === "rebuild")
    publisher.request("built again with the server's new settings", { commit: message.commit })
  else if (message.kind === "switched") {
    switches.get(message.id)?.(message.result)
    switches.delete(message.id)
  } else if (message.kind === "stop") stop()
})
// The server is gone (stopped, or killed): a build must not outlive it.
process.on("disconnect", stop)
process.on("SIGTERM", stop)
process.on("SIGINT", stop)

const problem = await sandboxProblem()
if (problem) {
  logError(`publish: publishing is off: the build sandbox cannot start: ${problem}`)
  send({ kind: "unavailable", reason: `the build sandbox cannot start: ${problem}` })
  process.exit(0)
}

const rebuild = process.argv.indexOf("--rebuild")
if (rebuild !== -1) {
  const commit = process.argv[rebuild + 1] ?? ""
  const asked = new Date().toISOString()
  publisher.request("built again with the server's new settings before serving", { commit })
  await publisher.settled()
  const success = publisher.state().lastSuccess
  process.exit(success?.commit === commit && success.at >= asked ? 0 : 1)
}

publisher.recover()
send({ kind: "state", state: publisher.state() })
if (settings.pollMs) {
  setInterval(() => {
    if (publisher.state().state === "idle") publisher.request("found by the poll", { isRoutine: true })
  }, settings.pollMs)
}
