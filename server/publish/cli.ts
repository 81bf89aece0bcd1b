/**
 * `npm run publish -- now | status | rollback`, run in the deployed folder as the site's user with the
 * service's environment (docs/operations.md). The build bundles it into build/server/publish.js.
 * - now: the running server publishes the branch at once (even a commit that failed before).
 * - status: what is live, what runs, the last success and failure, the builds kept.
 * - rollback: the server serves the build published before the live one; with no server running, the
 *   link is moved and the server serves that build when it starts.
 */

import { existsSync } from "node:fs"
import { connect } from "node:net"
import { basename, join } from "node:path"
import { ConfigError, serverConfig } from "#app/config.server"
import { finishedBuilds, liveBuildDir, pointCurrentAt, previousBuild, publishLayout } from "./layout"
import type { ControlAnswer, ControlRequest } from "./messages"
import { readPublishState } from "./state"

const USAGE = "Usage: npm run publish -- now | status | rollback"

/** Asks the running service; undefined when no server listens on the socket. */
function ask(socket: string, request: ControlRequest) {
  return new Promise<ControlAnswer | undefined>((resolve) => {
    let text = ""
    const connection = connect(socket, () => connection.write(`${JSON.stringify(request)}\n`))
    connection.setEncoding("utf8")
    connection.setTimeout(30_000, () => {
      connection.destroy()
      resolve({ ok: false, message: "The server did not answer within 30 s." })
    })
    connection.on("data", (chunk: string) => {
      text += chunk
    })
    connection.on("end", () => {
      try {
        resolve(JSON.parse(text) as ControlAnswer)
      } catch {
        resolve({ ok: false, message: `The server answered: ${text}` })
      }
    })
    connection.on("error", () => resolve(undefined))
  })
}

function main(): Promise<number> | number {
  const [command, ...rest] = process.argv.slice(2)
  if (!command || rest.length > 0 || !["now", "status", "rollback"].includes(command)) {
    console.error(USAGE)
    return 1
  }
  // The service's folder: PUBLISH_DIR when this environment has the publish settings, else DATA_DIR/publish,
  // so the command needs no more than the lead CLI does (DATA_DIR).
  let publishDir: string
  try {
    const config = serverConfig()
    publishDir = config.publish?.dir ?? join(config.dataDir, "publish")
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    return 1
  }
  if (!existsSync(join(publishDir, "state.json"))) {
    console.error(
      `Nothing has been published from here: ${publishDir} holds no publish service (PUBLISH_REPO, docs/operations.md "Publish on push").`,
    )
    return 1
  }
  const layout = publishLayout(publishDir)
  return run(command as ControlRequest["command"], layout)
}

async function run(command: ControlRequest["command"], layout: ReturnType<typeof publishLayout>) {
  const started = performance.now()
  const answer = await ask(layout.socket, { command })
  if (command === "status") {
    const state = answer?.state ?? readPublishState(layout.stateFile)
    const live = liveBuildDir(layout)
    const lines = [
      `Service: ${answer ? state.state : "not running (the site's server is stopped)"}${state.isQueued ? ", another publish waiting" : ""}`,
      `Live: ${state.live ? `${state.live.commit.slice(0, 12)} ${state.live.message} (since ${state.live.at})` : `the deployed build${live ? ` (${live})` : ""}`}`,
      `Last success: ${state.lastSuccess ? `${state.lastSuccess.commit.slice(0, 12)} ${state.lastSuccess.message} at ${state.lastSuccess.at}, ${state.lastSuccess.seconds} s` : "none"}`,
      `Last failure: ${state.lastFailure ? `${state.lastFailure.commit?.slice(0, 12) ?? "(no commit)"} at ${state.lastFailure.at}: ${state.lastFailure.message}` : "none"}`,
      `Builds kept: ${
        finishedBuilds(layout)
          .map((dir) => `${basename(dir)}${dir === live ? " (live)" : ""}`)
          .join(", ") || "none"
      }`,
    ]
    console.log(lines.join("\n"))
    return 0
  }
  if (answer) {
    // The server's switch, and the whole command from its process's start (performance.now() counts from it).
    const switched = ((performance.now() - started) / 1000).toFixed(2)
    const whole = (performance.now() / 1000).toFixed(2)
    ;(answer.ok ? console.log : console.error)(
      `${answer.message}${command === "rollback" && answer.ok ? ` Switched in ${switched} s, ${whole} s since the command started.` : ""}`,
    )
    return answer.ok ? 0 : 1
  }
  if (command === "now") {
    console.error("The site's server is not running here: start it (systemctl start catalysty), then publish.")
    return 1
  }
  const previous = previousBuild(layout)
  if (!previous) {
    console.error("No rollback: there is no earlier finished build to go back to.")
    return 1
  }
  pointCurrentAt(layout, previous)
  console.log(`The server is not running: it will serve ${basename(previous)} when it starts.`)
  return 0
}

process.exitCode = await main()
