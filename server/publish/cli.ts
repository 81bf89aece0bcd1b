/**
 * `npm run publish -- now | status | rollback | resume`, run in the deployed folder as the site's user with
 * the service's environment (docs/operations.md). The build bundles it into build/server/publish.js.
 * - now: the running server publishes the branch at once (even a commit that failed before).
 * - status: what is live, what runs and for how long, whether a rollback holds, the last success and
 *   failure (its files and whether its notice was delivered), the builds kept.
 * - rollback [BUILD]: the server serves the build published before the live one (or the kept build named, as
 *   status lists it), and keeps it until a new commit arrives; with no server running, the link is moved and
 *   the hold recorded for its next start.
 * - resume: follow the branch again after a rollback.
 */

import { existsSync } from "node:fs"
import { connect } from "node:net"
import { basename, join } from "node:path"
import { serverConfig } from "#config/environment.server"
import { ConfigError } from "#config/values"
import { readBuildInfo } from "../build-info"
import { describeContentProblem } from "./content-problems"
import { STEP_NAMES } from "./failure-notice"
import {
  finishedBuilds,
  keptBuild,
  liveBuildDir,
  type PublishLayout,
  pointCurrentAt,
  previousBuild,
  publishLayout,
} from "./layout"
import { CONTROL_COMMANDS, type ControlAnswer, type ControlRequest, controlAnswerSchema } from "./messages"
import { type PublishState, publishStateFrom, readPublishState, secondsSince, writePublishState } from "./state"

const USAGE = "Usage: npm run publish -- now | status | rollback [BUILD] | resume"

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
        const answer = controlAnswerSchema.parse(JSON.parse(text))
        resolve({ ...answer, state: answer.state === undefined ? undefined : publishStateFrom(answer.state) })
      } catch {
        resolve({ ok: false, message: `The server answered: ${text}` })
      }
    })
    connection.on("error", () => resolve(undefined))
  })
}

function main(): Promise<number> | number {
  const [command, ...rest] = process.argv.slice(2)
  const build = command === "rollback" && rest.length === 1 ? rest[0] : undefined
  if (
    !command ||
    rest.length > (build === undefined ? 0 : 1) ||
    !CONTROL_COMMANDS.includes(command as ControlRequest["command"])
  ) {
    console.error(USAGE)
    return 1
  }
  // The service's folder: PUBLISH_DIR when this environment has the publish settings, else DATA_DIR/publish,
  // so the command needs no more than the lead CLI does (DATA_DIR).
  let publishDir: string
  let branch: string
  try {
    const config = serverConfig()
    publishDir = config.publish?.dir ?? join(config.dataDir, "publish")
    branch = config.publish?.branch ?? "the branch"
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
  return run(
    { command: command as ControlRequest["command"], ...(build ? { build } : {}) },
    publishLayout(publishDir),
    branch,
  )
}

const duration = (seconds: number) =>
  seconds < 120
    ? `${seconds} s`
    : seconds < 7200
      ? `${Math.round(seconds / 60)} min`
      : `${Math.round(seconds / 3600)} h`

function statusLines(state: PublishState, answer: ControlAnswer | undefined, layout: PublishLayout, branch: string) {
  const live = liveBuildDir(layout)
  const failure = state.lastFailure
  const notice = answer?.notice
  return [
    `Service: ${
      answer
        ? `${state.state}${state.stepSince ? ` for ${duration(secondsSince(state.stepSince))}` : ""}${state.isQueued ? ", another publish waiting" : ""}`
        : "not running (the site's server is stopped)"
    }`,
    state.hold
      ? `Following: no, a rollback of ${state.hold.since} holds ${state.hold.build} until a new commit arrives on ${branch} (npm run publish -- resume follows it again now)`
      : `Following: ${branch}`,
    `Live: ${state.live ? `${state.live.commit.slice(0, 12)} ${state.live.message} (since ${state.live.at})` : `the deployed build${live ? ` (${live})` : ""}`}`,
    `Last success: ${state.lastSuccess ? `${state.lastSuccess.commit.slice(0, 12)} ${state.lastSuccess.message} at ${state.lastSuccess.at}, ${state.lastSuccess.seconds} s` : "none"}`,
    `Last failure: ${failure ? `${failure.commit?.slice(0, 12) ?? "(no commit)"} at ${failure.at}, at ${STEP_NAMES[failure.step]}: ${failure.message}` : "none"}`,
    ...(failure?.problems ?? []).map((problem) => `  - ${describeContentProblem(problem)}`),
    ...(failure
      ? [
          `  Notice to the agency: ${notice ? `${notice.status}${notice.detail ? ` (${notice.detail})` : ""}` : answer ? "none kept" : "unknown while the server is stopped"}`,
        ]
      : []),
    ...(state.diskProblem ? [`Disk: ${state.diskProblem.message} (since ${state.diskProblem.since})`] : []),
    `Builds kept: ${
      finishedBuilds(layout)
        .map((dir) => `${basename(dir)}${dir === live ? " (live)" : ""}`)
        .join(", ") || "none"
    }`,
  ]
}

async function run(request: ControlRequest, layout: PublishLayout, branch: string) {
  const { command, build } = request
  const started = performance.now()
  const answer = await ask(layout.socket, request)
  if (command === "status") {
    console.log(statusLines(answer?.state ?? readPublishState(layout.stateFile), answer, layout, branch).join("\n"))
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
  const state = readPublishState(layout.stateFile)
  if (command === "resume") {
    writePublishState(layout.stateFile, { ...state, hold: undefined })
    console.log(`The server is not running: it follows ${branch} again when it starts.`)
    return 0
  }
  const previous = build === undefined ? previousBuild(layout) : keptBuild(layout, build)
  if (!previous || previous === liveBuildDir(layout)) {
    console.error(
      `No rollback: ${
        previous
          ? `${build} is the live build already`
          : build === undefined
            ? "there is no earlier finished build to go back to"
            : `no kept build is called ${JSON.stringify(build)} (npm run publish -- status lists them)`
      }.`,
    )
    return 1
  }
  pointCurrentAt(layout, previous)
  const commits = [state.live?.commit, state.lastFetched].filter((commit): commit is string => Boolean(commit))
  const since = new Date().toISOString()
  const commit = readBuildInfo(previous)?.commit
  writePublishState(layout.stateFile, {
    ...state,
    live: { commit: commit?.id ?? "", message: commit?.message ?? "", at: since, build: basename(previous) },
    hold: { since, build: basename(previous), commits },
  })
  console.log(
    `The server is not running: it will serve ${basename(previous)} when it starts, and keep it until a new commit arrives on ${branch}.`,
  )
  return 0
}

process.exitCode = await main()
