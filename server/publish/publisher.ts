/**
 * One publish after another: fetch the configured branch, install dependencies when the lockfile changed,
 * run the content check, build into a folder of its own, then ask the server to switch to it. A failure at
 * any step leaves the live build as it was and is reported once per commit. A publish asked for while one
 * runs waits; a newer request replaces a waiting one, so ten pushes during a build make one more build.
 * Everything it runs goes through the injected command runner and git functions, so the order of the steps
 * is tested without a real build (publisher.test.ts).
 */
import { createHash } from "node:crypto"
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { basename, join, relative } from "node:path"
import type { PublishSettings } from "#app/config.server"
import { BUILD_INFO_FILE } from "../build-info"
import type { CommandRunner } from "./commands"
import { type ContentProblem, contentProblemsOf } from "./content-problems"
import type { FetchedCommit } from "./git"
import { buildFolderName, linkDependencies, liveBuildDir, type PublishLayout, pruneBuilds } from "./layout"
import { type PublishState, type PublishStep, readPublishState, writePublishState } from "./state"

export type PublishFailure = {
  step: "fetch" | "install" | "check" | "build" | "switch"
  /** One sentence: what failed. */
  message: string
  commit?: FetchedCommit
  /** The content check's problems, each with its file, line and field when it names them. */
  problems: ContentProblem[]
  /** The end of the failing command's output. */
  output: string
}

export type SwitchResult = { ok: true } | { ok: false; reason: string }

export type PublisherOptions = {
  settings: PublishSettings
  layout: PublishLayout
  run: CommandRunner
  fetchBranch: (settings: PublishSettings, layout: PublishLayout) => Promise<FetchedCommit>
  checkOut: (commit: string, settings: PublishSettings, layout: PublishLayout) => Promise<void>
  /** The environment of npm and the build: the server's build settings, NODE_ENV=production. */
  buildEnv: NodeJS.ProcessEnv
  /** Asks the server to serve `buildDir` (it points `current` there and takes it whole, or refuses it). */
  switchTo: (buildDir: string) => Promise<SwitchResult>
  onFailure: (failure: PublishFailure) => void
  onChange?: (state: PublishState) => void
  log: (line: string) => void
  logError: (line: string) => void
  now?: () => Date
}

const MINUTE = 60 * 1000
const INSTALL_TIMEOUT_MS = 20 * MINUTE
const CHECK_TIMEOUT_MS = 5 * MINUTE
const BUILD_TIMEOUT_MS = 30 * MINUTE
/** Lines of a failed command's output that go into the log and the notice. */
const OUTPUT_LINES = 40

/** `isRoutine`: a poll, which says nothing when the branch has not changed. */
type Request = { reason: string; force: boolean; isRoutine: boolean }

const lastLines = (output: string) => output.trimEnd().split("\n").slice(-OUTPUT_LINES).join("\n")
const short = (commit: string) => commit.slice(0, 12)
export const lockfileHash = (checkout: string) => {
  const file = join(checkout, "package-lock.json")
  return existsSync(file) ? createHash("sha256").update(readFileSync(file)).digest("hex") : "no lockfile"
}

/** Adds the commit to a finished build's record (written whole, then renamed: the record marks a build finished). */
function recordCommit(buildDir: string, commit: FetchedCommit) {
  const file = join(buildDir, BUILD_INFO_FILE)
  const info = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>
  writeFileSync(
    `${file}.tmp`,
    `${JSON.stringify({ ...info, commit: { id: commit.id, message: commit.message } }, null, 2)}\n`,
  )
  renameSync(`${file}.tmp`, file)
}

class PublishStepError extends Error {
  constructor(readonly failure: Omit<PublishFailure, "commit">) {
    super(failure.message)
  }
}

export function createPublisher(options: PublisherOptions) {
  const { settings, layout, run, buildEnv, log, logError } = options
  const now = options.now ?? (() => new Date())
  let state: PublishState = readPublishState(layout.stateFile)
  let waiting: Request | undefined
  let running: Promise<void> | undefined

  function update(change: Partial<PublishState>) {
    state = { ...state, ...change }
    writePublishState(layout.stateFile, state)
    options.onChange?.(state)
  }
  const step = (name: PublishStep) => update({ state: name })

  async function runStep(
    name: "install" | "check" | "build",
    args: string[],
    env: NodeJS.ProcessEnv,
    timeoutMs: number,
  ) {
    const result = await run("npm", args, { cwd: layout.checkout, env, timeoutMs })
    if (result.code === 0) return
    const problems = name === "check" ? contentProblemsOf(result.output) : []
    const what = { install: "Installing the dependencies", check: "The content check", build: "The build" }[name]
    throw new PublishStepError({
      step: name,
      message: `${what} failed${problems.length > 0 ? ` (${problems.length} problem${problems.length === 1 ? "" : "s"})` : ` with exit code ${result.code}`}`,
      problems,
      output: lastLines(result.output),
    })
  }

  async function publish(request: Request) {
    const started = Date.now()
    update({ state: "fetching", inProgress: { since: now().toISOString() } })
    let commit: FetchedCommit | undefined
    let buildDir: string | undefined
    try {
      try {
        commit = await options.fetchBranch(settings, layout)
      } catch (error) {
        throw new PublishStepError({
          step: "fetch",
          message: `Fetching ${settings.branch} failed: ${(error as Error).message}`,
          problems: [],
          output: "",
        })
      }
      if (!request.force && state.live?.commit === commit.id) {
        if (!request.isRoutine) log(`publish: ${short(commit.id)} (${commit.message}) is already live`)
        return
      }
      if (!request.force && state.lastFailure?.commit === commit.id) {
        if (!request.isRoutine)
          log(`publish: ${short(commit.id)} failed before and was reported; push a fix, or npm run publish -- now`)
        return
      }
      log(`publish: ${short(commit.id)} (${commit.message}), ${request.reason}`)
      update({ inProgress: { commit: commit.id, since: now().toISOString() } })
      await options.checkOut(commit.id, settings, layout)

      const env = { ...buildEnv, npm_config_cache: layout.npmCache, npm_config_update_notifier: "false" }
      const lockfile = lockfileHash(layout.checkout)
      if (lockfile !== state.installedLockfile || !existsSync(join(layout.checkout, "node_modules"))) {
        step("installing")
        log("publish: the lockfile changed, installing the dependencies")
        await runStep("install", ["ci", "--include=dev", "--no-audit", "--no-fund"], env, INSTALL_TIMEOUT_MS)
        update({ installedLockfile: lockfile })
      }

      step("checking")
      await runStep("check", ["run", "--silent", "content:check"], env, CHECK_TIMEOUT_MS)

      step("building")
      linkDependencies(layout)
      buildDir = join(layout.builds, buildFolderName(commit.id, now()))
      // Relative to the checkout, as a developer's BUILD_DIR usually is.
      const buildDirOfCheckout = relative(layout.checkout, buildDir)
      await runStep("build", ["run", "--silent", "build"], { ...env, BUILD_DIR: buildDirOfCheckout }, BUILD_TIMEOUT_MS)
      recordCommit(buildDir, commit)

      step("switching")
      const switched = await options.switchTo(buildDir)
      if (!switched.ok) {
        throw new PublishStepError({
          step: "switch",
          message: `The server did not take the new build: ${switched.reason}`,
          problems: [],
          output: "",
        })
      }
      const at = now().toISOString()
      const seconds = Math.round((Date.now() - started) / 100) / 10
      update({
        live: { commit: commit.id, message: commit.message, at, build: basename(buildDir) },
        lastSuccess: { commit: commit.id, message: commit.message, at, seconds },
      })
      log(`publish: ${short(commit.id)} is live (${seconds} s)`)
    } catch (error) {
      if (buildDir && liveBuildDir(layout) !== buildDir) rmSync(buildDir, { recursive: true, force: true })
      const failure: PublishFailure =
        error instanceof PublishStepError
          ? { ...error.failure, commit }
          : {
              step: "build",
              message: `Publishing failed: ${(error as Error).message}`,
              problems: [],
              output: "",
              commit,
            }
      update({
        lastFailure: { message: failure.message, ...(commit ? { commit: commit.id } : {}), at: now().toISOString() },
      })
      logError(
        [
          `publish FAILED${commit ? ` ${short(commit.id)} (${commit.message})` : ""}: ${failure.message}; still serving the previous build`,
          ...failure.problems.map(
            (problem) =>
              `  - ${problem.file ?? ""}${problem.line ? `:${problem.line}` : ""}${problem.field ? ` ${problem.field}` : ""}: ${problem.message}`,
          ),
          ...(failure.problems.length === 0 && failure.output ? [failure.output] : []),
        ].join("\n"),
      )
      options.onFailure(failure)
    } finally {
      update({ state: "idle", inProgress: undefined })
      try {
        pruneBuilds(layout)
      } catch (error) {
        logError(`publish: old builds could not be removed: ${(error as Error).message}`)
      }
    }
  }

  async function drain() {
    while (waiting) {
      const next = waiting
      waiting = undefined
      update({ isQueued: false })
      await publish(next)
    }
    running = undefined
  }

  return {
    /** Publishes the branch now, or after the publish that is running (replacing any request already waiting). */
    request(reason: string, { force = false, isRoutine = false }: { force?: boolean; isRoutine?: boolean } = {}) {
      waiting = {
        reason,
        force: force || (waiting?.force ?? false),
        isRoutine: isRoutine && (waiting?.isRoutine ?? true),
      }
      if (running) {
        update({ isQueued: true })
        return "queued" as const
      }
      running = drain()
      return "started" as const
    },
    /** Resolves once nothing runs or waits. */
    async settled() {
      while (running) await running
    },
    /** The server switched to `buildDir` by itself (a rollback): it is what is live now. */
    noteLive(buildDir: string) {
      const info = JSON.parse(readFileSync(join(buildDir, BUILD_INFO_FILE), "utf8")) as { commit?: FetchedCommit }
      update({
        live: {
          commit: info.commit?.id ?? "",
          message: info.commit?.message ?? "",
          at: now().toISOString(),
          build: basename(buildDir),
        },
      })
      log(`publish: rolled back to ${basename(buildDir)}${info.commit ? ` (${info.commit.message})` : ""}`)
    },
    /**
     * At start: a publish the last run did not finish (the server stopped or was killed mid-build) is tried
     * again, after removing what it left half-built.
     */
    recover() {
      const interrupted = state.inProgress
      update({ state: "idle", isQueued: false, inProgress: undefined })
      pruneBuilds(layout)
      if (interrupted) {
        log(`publish: the publish started at ${interrupted.since} did not finish; trying again`)
        this.request("retry after a restart")
      }
    },
    state: () => state,
  }
}
