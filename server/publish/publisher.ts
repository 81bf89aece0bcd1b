/**
 * One publish after another: fetch the configured branch, inspect the commit's files, check it out,
 * install dependencies when the lockfile changed, run the content check, build, inspect the build, move it
 * out of the checkout into a folder of its own, then ask the server to switch to it. Every command runs in
 * the sandbox (sandbox.ts) with the environment given. A failure at any step leaves the live build as it
 * was and is reported once per commit. A publish asked for while one runs waits; a newer request replaces a
 * waiting one, so ten pushes during a build make one more build. A rollback holds the build it went back to
 * until a new commit arrives or the branch is followed again (R-B6); following it again serves a kept build of
 * the branch's newest commit at once rather than building it a second time.
 * Everything it runs goes through the injected command runner and git functions, so the order of the steps
 * is tested without a real build (publisher.test.ts).
 */
import { createHash } from "node:crypto"
import { existsSync, lstatSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { basename, join } from "node:path"
import { stripVTControlCharacters } from "node:util"
import { readBuildFileIfAny } from "../build-files"
import { BUILD_INFO_FILE, type BuildInfo, readBuildInfo, readBuildRecord } from "../build-info"
import { diskReserve, diskSpace } from "../disk-space"
import { type CommandResult, type CommandRunner, describeEnd } from "./commands"
import { type ContentProblem, contentProblemsOf } from "./content-problems"
import type { FetchedCommit } from "./git"
import { buildProblems, type TreeEntry, treeProblems } from "./inspect"
import { buildFolderName, finishedBuilds, liveBuildDir, type PublishLayout, pruneBuilds } from "./layout"
import type { SandboxSpec } from "./sandbox"
import {
  EARLIER_FAILURES_KEPT,
  type FailedStep,
  type PublishState,
  type PublishStep,
  readPublishState,
  writePublishState,
} from "./state"

export type PublishFailure = {
  step: FailedStep
  /** One sentence: what failed. */
  message: string
  commit?: FetchedCommit
  /** The problems, each with its file (and line and field for content) when it names one. */
  problems: ContentProblem[]
  /** The end of the failing command's output, as plain text. */
  output: string
}

export type SwitchResult = { ok: true } | { ok: false; reason: string; isHeld?: boolean }

/** The git side of a publish (git.ts), each already bound to the settings, the folder and the runner. */
type PublishGit = {
  fetchBranch: () => Promise<FetchedCommit>
  /** A commit by its id, fetched when the repository no longer holds it (a rebuild of the live commit). */
  commit: (id: string) => Promise<FetchedCommit>
  readTree: (commit: string) => Promise<{ entries: TreeEntry[]; targets: ReadonlyMap<string, string> }>
  checkOut: (commit: string) => Promise<void>
}

export type PublisherOptions = {
  layout: PublishLayout
  branch: string
  run: CommandRunner
  git: PublishGit
  /** The whole environment of npm and the build: the build settings, what npm and Node need, nothing else (R-B1). */
  buildEnv: Readonly<Record<string, string>>
  /**
   * The service user's npm configuration file, if it has one (a registry, a proxy, its certificate, where
   * Node's headers are): read by the install, the one step that fetches packages, and by no other.
   */
  npmUserConfig?: string
  /** Asks the server to serve `buildDir`, made from `commit` (it points `current` there and takes it whole, or refuses it). */
  switchTo: (buildDir: string, commit: string) => Promise<SwitchResult>
  onFailure: (failure: PublishFailure) => void
  onChange?: (state: PublishState) => void
  log: (line: string) => void
  logError: (line: string) => void
  now?: () => Date
}

const MINUTE = 60 * 1000
const TIMEOUTS_MS = { install: 20 * MINUTE, check: 5 * MINUTE, build: 30 * MINUTE }
/** Lines of a failed command's output that go into the log and the notice. */
const OUTPUT_LINES = 40
/** While PUBLISH_DIR's disk is nearly full, publishing waits and looks again this often. */
const DISK_RETRY_MS = MINUTE
/** A record that could not be written is written again this often. */
const REWRITE_MS = 5_000
const MIB = 1024 * 1024

/**
 * `isRoutine`: a poll, which says nothing when the branch has not changed. `commit`: a rebuild of this one
 * commit (the live one, after a change of build settings), whatever the branch says and whatever holds.
 * `reusesKept`: following the branch again after a rollback, a kept build of the commit is served again
 * rather than built a second time.
 */
type Request = { reason: string; force: boolean; isRoutine: boolean; commit?: string; reusesKept?: boolean }

/** The end of a command's output as plain lines: no colour codes, no other control characters but tabs. */
function plainOutput(output: string) {
  return stripVTControlCharacters(output)
    .replace(/\r\n?/g, "\n")
    .replace(/\p{Cc}/gu, (character) => (character === "\n" || character === "\t" ? character : ""))
    .trimEnd()
    .split("\n")
    .slice(-OUTPUT_LINES)
    .join("\n")
}

const short = (commit: string) => commit.slice(0, 12)

/** The SHA-256 of the checkout's lockfile, read as a file of the checkout (never through a link). */
export function lockfileHash(checkout: string) {
  const lockfile = readBuildFileIfAny(checkout, join(checkout, "package-lock.json"))
  return lockfile ? createHash("sha256").update(lockfile).digest("hex") : "no lockfile"
}

/** Adds the commit to a finished build's record (written whole, then renamed: the record marks a build finished). */
function recordCommit(buildDir: string, commit: FetchedCommit) {
  const record = readBuildRecord(buildDir)
  if (record.kind !== "finished")
    throw new PublishStepError({
      step: "build",
      message: `The build left no valid record (${record.kind === "invalid" ? record.problem : "build-info.json is missing"})`,
      problems: [],
      output: "",
    })
  const info: BuildInfo = { ...record.info, commit }
  const file = join(buildDir, BUILD_INFO_FILE)
  writeFileSync(`${file}.tmp`, `${JSON.stringify(info, null, 2)}\n`)
  renameSync(`${file}.tmp`, file)
}

class PublishStepError extends Error {
  constructor(readonly failure: Omit<PublishFailure, "commit">) {
    super(failure.message)
  }
}

const countOf = (problems: readonly ContentProblem[]) => `${problems.length} problem${problems.length === 1 ? "" : "s"}`

/** Stops the publish at `step` when an inspection found problems, each naming its file. */
function refuseIfAny(step: FailedStep, message: string, problems: ContentProblem[]) {
  if (problems.length > 0)
    throw new PublishStepError({ step, message: `${message} (${countOf(problems)})`, problems, output: "" })
}

/** A rollback came while this commit was being built: the rolled-back build stays. Not a failure. */
class HeldByRollback extends Error {}

export function createPublisher(options: PublisherOptions) {
  const { layout, branch, run, git, buildEnv, log, logError } = options
  const now = options.now ?? (() => new Date())
  let state: PublishState = readPublishState(layout.stateFile)
  let waiting: Request | undefined
  let running: Promise<void> | undefined
  let diskRetry: NodeJS.Timeout | undefined
  let rewrite: NodeJS.Timeout | undefined
  /** The last hold and commit the log said was held back. */
  let heldNotice: string | undefined

  /**
   * Keeps the change and writes the record. A write that fails is reported once, not thrown (R-B5), and tried
   * again every few seconds, so the problem clears itself once there is room.
   */
  function update(change: Partial<PublishState>) {
    state = { ...state, ...change }
    clearTimeout(rewrite)
    try {
      writePublishState(layout.stateFile, state)
      if (state.diskProblem?.message.startsWith("state.json")) state = { ...state, diskProblem: undefined }
    } catch (error) {
      if (!state.diskProblem) logError(`publish: ${layout.stateFile} cannot be written: ${(error as Error).message}`)
      state = {
        ...state,
        diskProblem: state.diskProblem ?? {
          message: `state.json cannot be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
          since: now().toISOString(),
        },
      }
      rewrite = setTimeout(() => update({}), REWRITE_MS)
      rewrite.unref()
    }
    options.onChange?.(state)
  }
  const step = (name: PublishStep) => update({ state: name, stepSince: now().toISOString() })

  const sandboxOf = (network: boolean): SandboxSpec => ({ writable: [layout.checkout, layout.home], network })
  const { npmUserConfig } = options
  const installEnv = npmUserConfig ? { ...buildEnv, npm_config_userconfig: npmUserConfig } : buildEnv
  const reserve = () => {
    const space = diskSpace(layout.root)
    return space ? { path: layout.root, bytes: diskReserve(space.total) } : undefined
  }

  async function npm(name: "install" | "check" | "build", args: string[]) {
    const reserved = reserve()
    const result: CommandResult = await run("npm", args, {
      cwd: layout.checkout,
      env: name === "install" ? installEnv : buildEnv,
      timeoutMs: TIMEOUTS_MS[name],
      // Only an install fetches; the check and the build run without a network, or the npm configuration.
      sandbox:
        name === "install" ? { ...sandboxOf(true), readable: npmUserConfig ? [npmUserConfig] : [] } : sandboxOf(false),
      ...(reserved ? { diskReserve: reserved } : {}),
    })
    if (result.code === 0 && !result.stopped) return
    if (result.stopped === "disk") {
      // What filled the disk may be anywhere in the checkout: the next publish starts from a fresh one.
      rmSync(layout.checkout, { recursive: true, force: true })
      update({ installedLockfile: undefined })
    }
    const problems = name === "check" && !result.stopped ? contentProblemsOf(plainOutput(result.output)) : []
    const what = { install: "Installing the dependencies", check: "The content check", build: "The build" }[name]
    throw new PublishStepError({
      step: name,
      message:
        problems.length > 0
          ? `${what} failed (${countOf(problems)})`
          : `${what} ${describeEnd(result, TIMEOUTS_MS[name])}`,
      problems,
      output: plainOutput(result.output),
    })
  }

  /** Refuses a commit whose files break the limits or link out of the checkout, before any is written. */
  async function inspectCommit(commit: string) {
    const { entries, targets } = await git.readTree(commit)
    refuseIfAny("inspect", "The commit holds what a publish does not take", treeProblems(entries, targets))
  }

  /** Moves the finished build out of the checkout, out of the sandbox's reach, once nothing in it is refused. */
  function takeBuildOutput(commit: FetchedCommit) {
    refuseIfAny("build", "The build wrote what the site does not serve", buildProblems(layout.buildOutput))
    const name = buildFolderName(commit.id, now())
    let buildDir = join(layout.builds, name)
    // The same commit built twice within a second (a rebuild): the folders sort by name, so a suffix.
    for (let again = 2; existsSync(buildDir); again++) buildDir = join(layout.builds, `${name}-${again}`)
    renameSync(layout.buildOutput, buildDir)
    recordCommit(buildDir, commit)
    return buildDir
  }

  /** Whether `commit` is to be published now; says why not in the log (a poll says nothing routine). */
  function shouldPublish(commit: FetchedCommit, request: Request) {
    const say = (line: string) => {
      if (!request.isRoutine) log(`publish: ${short(commit.id)} (${commit.message}) ${line}`)
    }
    if (request.commit) return true
    if (state.hold) {
      if (state.hold.commits.includes(commit.id) && !request.force) {
        // Said once per commit and hold, a poll's included: the log shows the hold working.
        const notice = `${state.hold.since}:${commit.id}`
        if (heldNotice !== notice)
          log(
            `publish: ${short(commit.id)} (${commit.message}) is held back by the rollback of ${state.hold.since}: a new commit, or npm run publish -- resume, publishes again`,
          )
        heldNotice = notice
        return false
      }
      log(`publish: ${short(commit.id)} (${commit.message}) ends the rollback's hold: following ${branch} again`)
      update({ hold: undefined })
    }
    if (request.force) return true
    if (state.live?.commit === commit.id) {
      say("is already live")
      return false
    }
    if (state.lastFailure?.commit === commit.id) {
      say("failed before and was reported; push a fix, or npm run publish -- now")
      return false
    }
    return true
  }

  /** PUBLISH_DIR's disk has room for a publish; otherwise the request waits and is tried again. */
  function hasRoom(request: Request) {
    const space = diskSpace(layout.root)
    if (!space || space.free >= diskReserve(space.total)) {
      if (state.diskProblem && !state.diskProblem.message.startsWith("state.json")) update({ diskProblem: undefined })
      return true
    }
    const message = `the disk of ${layout.root} has ${Math.round(space.free / MIB)} MB free, less than the ${Math.round(diskReserve(space.total) / MIB)} MB a publish leaves; publishing waits for room`
    if (state.diskProblem?.message !== message) logError(`publish: ${message}`)
    update({ diskProblem: { message, since: state.diskProblem?.since ?? now().toISOString() }, isQueued: true })
    clearTimeout(diskRetry)
    diskRetry = setTimeout(() => publisher.request(request.reason, request), DISK_RETRY_MS)
    diskRetry.unref()
    return false
  }

  /**
   * Serves the newest kept build of `commit` again, as a publish of it (the build is the same commit with the
   * same settings, and the server checks it whole as any switch); false when none is kept, or the server
   * refused it and the commit is to be built.
   */
  async function servedAgain(commit: FetchedCommit, started: number) {
    const kept = finishedBuilds(layout)
      .filter((dir) => readBuildInfo(dir)?.commit?.id === commit.id)
      .at(-1)
    if (!kept || kept === liveBuildDir(layout)) return false
    step("switching")
    const switched = await options.switchTo(kept, commit.id)
    if (!switched.ok) {
      if (switched.isHeld) throw new HeldByRollback(switched.reason)
      log(`publish: the kept build ${basename(kept)} was not taken (${switched.reason}); building it again`)
      return false
    }
    const at = now().toISOString()
    const seconds = Math.round((Date.now() - started) / 100) / 10
    update({
      live: { commit: commit.id, message: commit.message, at, build: basename(kept) },
      lastSuccess: { commit: commit.id, message: commit.message, at, seconds },
    })
    log(`publish: ${short(commit.id)} is live again from the kept build ${basename(kept)} (${seconds} s)`)
    return true
  }

  async function publish(request: Request) {
    if (!hasRoom(request)) return
    const started = Date.now()
    update({ inProgress: { since: now().toISOString() } })
    step("fetching")
    let commit: FetchedCommit | undefined
    let buildDir: string | undefined
    try {
      try {
        commit = request.commit ? await git.commit(request.commit) : await git.fetchBranch()
      } catch (error) {
        throw new PublishStepError({
          step: "fetch",
          message: `Fetching ${request.commit ? `commit ${short(request.commit)}` : branch} failed: ${(error as Error).message}`,
          problems: [],
          output: plainOutput((error as { output?: string }).output ?? ""),
        })
      }
      if (!request.commit) update({ lastFetched: commit.id })
      if (!shouldPublish(commit, request)) return
      log(`publish: ${short(commit.id)} (${commit.message}), ${request.reason}`)
      update({
        inProgress: {
          commit: commit.id,
          message: commit.message,
          ...(commit.author ? { author: commit.author } : {}),
          since: now().toISOString(),
        },
      })
      if (request.reusesKept && (await servedAgain(commit, started))) return

      step("inspecting")
      await inspectCommit(commit.id)
      try {
        await git.checkOut(commit.id)
      } catch (error) {
        throw new PublishStepError({
          step: "checkout",
          message: `Checking out ${short(commit.id)} failed: ${(error as Error).message}`,
          problems: [],
          output: plainOutput((error as { output?: string }).output ?? ""),
        })
      }

      const lockfile = lockfileHash(layout.checkout)
      if (
        lockfile !== state.installedLockfile ||
        !lstatSync(join(layout.checkout, "node_modules"), { throwIfNoEntry: false })?.isDirectory()
      ) {
        step("installing")
        log("publish: the lockfile changed, installing the dependencies")
        await npm("install", ["ci", "--include=dev", "--no-audit", "--no-fund"])
        update({ installedLockfile: lockfile })
      }

      step("checking")
      await npm("check", ["run", "--silent", "content:check"])

      step("building")
      rmSync(layout.buildOutput, { recursive: true, force: true })
      await npm("build", ["run", "--silent", "build"])
      buildDir = takeBuildOutput(commit)

      step("switching")
      const switched = await options.switchTo(buildDir, commit.id)
      if (!switched.ok) {
        if (switched.isHeld) throw new HeldByRollback(switched.reason)
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
      if (error instanceof HeldByRollback) {
        log(
          `publish: ${commit ? short(commit.id) : "the commit"} was built, but a rollback came meanwhile: it stays held`,
        )
        return
      }
      const failure: PublishFailure =
        error instanceof PublishStepError
          ? { ...error.failure, ...(commit ? { commit } : {}) }
          : {
              step: "build",
              message: `Publishing failed: ${(error as Error).message}`,
              problems: [],
              output: "",
              ...(commit ? { commit } : {}),
            }
      update({
        lastFailure: {
          message: failure.message,
          step: failure.step,
          problems: failure.problems,
          ...(commit
            ? { commit: commit.id, commitMessage: commit.message, ...(commit.author ? { author: commit.author } : {}) }
            : {}),
          at: now().toISOString(),
        },
        earlierFailures: [...(state.lastFailure ? [state.lastFailure] : []), ...(state.earlierFailures ?? [])].slice(
          0,
          EARLIER_FAILURES_KEPT,
        ),
      })
      logError(
        [
          `publish FAILED${commit ? ` ${short(commit.id)} (${commit.message})` : ""} at the ${failure.step} step: ${failure.message}; still serving the previous build`,
          ...failure.problems.map(
            (problem) =>
              `  - ${problem.file ?? ""}${problem.line ? `:${problem.line}` : ""}${problem.field ? ` ${problem.field}` : ""}: ${problem.message}`,
          ),
          ...(failure.problems.length === 0 && failure.output ? [failure.output] : []),
        ].join("\n"),
      )
      options.onFailure(failure)
    } finally {
      update({ state: "idle", stepSince: now().toISOString(), inProgress: undefined })
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

  const publisher = {
    /** Publishes the branch now, or after the publish that is running (replacing any request already waiting). */
    request(
      reason: string,
      {
        force = false,
        isRoutine = false,
        commit,
        reusesKept = false,
      }: { force?: boolean; isRoutine?: boolean; commit?: string; reusesKept?: boolean } = {},
    ) {
      waiting = {
        reason,
        force: force || (waiting?.force ?? false),
        isRoutine: isRoutine && (waiting?.isRoutine ?? true),
        reusesKept: reusesKept || (waiting?.reusesKept ?? false),
        ...((commit ?? waiting?.commit) ? { commit: commit ?? waiting?.commit } : {}),
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
    /** The server rolled back to `buildDir` by itself: it is live now, and held until a new commit arrives. */
    rolledBack(buildDir: string, heldCommits: string[]) {
      const info = readBuildRecord(buildDir)
      const commit = info.kind === "finished" ? info.info.commit : undefined
      const since = now().toISOString()
      update({
        live: { commit: commit?.id ?? "", message: commit?.message ?? "", at: since, build: basename(buildDir) },
        hold: { since, build: basename(buildDir), commits: heldCommits },
      })
      log(
        `publish: rolled back to ${basename(buildDir)}${commit ? ` (${commit.message})` : ""}; held until a new commit arrives or npm run publish -- resume`,
      )
    },
    /** Follows the branch again after a rollback: its newest commit is published unless it is live or failed. */
    resume() {
      if (state.hold) log(`publish: following ${branch} again after the rollback of ${state.hold.since}`)
      update({ hold: undefined })
      publisher.request("following the branch again", { reusesKept: true })
    },
    /**
     * At start: a publish the last run did not finish (the server stopped or was killed mid-build) is tried
     * again, after removing what it left half-built.
     */
    recover() {
      const interrupted = state.inProgress
      update({ state: "idle", stepSince: now().toISOString(), isQueued: false, inProgress: undefined })
      pruneBuilds(layout)
      if (interrupted) {
        log(`publish: the publish started at ${interrupted.since} did not finish; trying again`)
        publisher.request("retry after a restart")
      }
    },
    state: () => state,
  }
  return publisher
}
