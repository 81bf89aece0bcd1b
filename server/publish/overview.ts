/**
 * What the editor's publishing view shows of the publish service (server/editor-publishing.ts): what is live
 * and which pages its commit changed, the publish running and its step, whether another waits, the last
 * failures with their files, lines and fields, and the builds kept to roll back to. Made from the service's
 * state and the kept builds' records; it names no path of the server and no repository address.
 */
import { lstatSync } from "node:fs"
import { basename, join } from "node:path"
import { pagesOfContentFiles } from "#app/content/content-pages"
import { type BuiltCommit, readBuildInfo } from "../build-info"
import type { NoticeStatus } from "../delivery/notice-outbox"
import type { ContentProblem } from "./content-problems"
import { STEP_NAMES } from "./failure-notice"
import { finishedBuilds, liveBuildDir, type PublishLayout } from "./layout"
import { type FailedStep, isFailing, type PublishFailureRecord, type PublishState, type PublishStep } from "./state"

type OverviewCommit = { id: string; message: string; author?: string; at?: string }

export type OverviewFailure = {
  at: string
  step: FailedStep
  /** The step in words ("the content check"). */
  stepName: string
  message: string
  commit: OverviewCommit | null
  problems: ContentProblem[]
  /** The newest publish failed: the site serves an earlier commit than the branch's. */
  isCurrent: boolean
  /** Where its email and alert stand (the newest failure only). */
  notice: NoticeStatus["status"] | null
}

export type OverviewBuild = {
  /** The build's folder name (its time and commit): what a rollback names. */
  name: string
  builtAt: string
  commit: OverviewCommit | null
  isLive: boolean
  /** The pages of the site its commit changed, each a page of this build. */
  pages: string[]
}

export type PublishOverview = {
  /** The server's clock, so that a browser counts a step's time without trusting its own. */
  now: string
  branch: string
  /** A rollback holds this build until a new commit arrives or the branch is followed again. */
  hold: { since: string; build: string } | null
  /** Why publishing does not work now, in a sentence (the sandbox, the disk, the process). */
  problem: string | null
  live: {
    /** null while the server serves the build it was deployed with. */
    build: string | null
    since: string | null
    commit: OverviewCommit | null
    pages: string[]
  }
  running: { step: Exclude<PublishStep, "idle">; since: string; commit: OverviewCommit | null } | null
  /** Another publish waits for the one running. */
  queued: boolean
  /** The branch's newest commit at the last fetch. */
  branchHead: string | null
  /** Newest first. */
  failures: OverviewFailure[]
  /** Newest first: the builds a rollback can go to, and the live one. */
  builds: OverviewBuild[]
}

export type OverviewSources = {
  state: PublishState
  layout: PublishLayout
  branch: string
  hold: { since: string; build: string } | undefined
  problem: string | undefined
  /** Where the notice of the newest failure stands. */
  notice: NoticeStatus | undefined
  now?: Date
}

const commitOf = ({ id, message, author, at }: BuiltCommit): OverviewCommit => ({
  id,
  message,
  ...(author ? { author } : {}),
  ...(at ? { at } : {}),
})

/** A commit as state.json records it (a failed or running publish's): its id, message and author, when known. */
const recordedCommit = (id: string | undefined, message: string | undefined, author: string | undefined) =>
  id ? { id, message: message ?? "", ...(author ? { author } : {}) } : null

/** The pages among `files` that `buildDir` has (a page removed by the commit has none to open). */
function pagesIn(buildDir: string, files: readonly string[] | undefined) {
  return pagesOfContentFiles(files ?? []).filter(
    (page) => lstatSync(join(buildDir, "client", page, "index.html"), { throwIfNoEntry: false })?.isFile() ?? false,
  )
}

function failureOf(
  failure: PublishFailureRecord,
  { isCurrent, notice }: { isCurrent: boolean; notice: NoticeStatus | undefined },
): OverviewFailure {
  return {
    at: failure.at,
    step: failure.step,
    stepName: STEP_NAMES[failure.step],
    message: failure.message,
    commit: recordedCommit(failure.commit, failure.commitMessage, failure.author),
    problems: failure.problems,
    isCurrent,
    notice: notice?.status ?? null,
  }
}

export function publishOverview({
  state,
  layout,
  branch,
  hold,
  problem,
  notice,
  now = new Date(),
}: OverviewSources): PublishOverview {
  const liveDir = liveBuildDir(layout)
  const builds = finishedBuilds(layout)
    .reverse()
    .flatMap((dir): OverviewBuild[] => {
      const info = readBuildInfo(dir)
      if (!info) return []
      return [
        {
          name: basename(dir),
          builtAt: info.builtAt,
          commit: info.commit ? commitOf(info.commit) : null,
          isLive: dir === liveDir,
          pages: pagesIn(dir, info.commit?.files),
        },
      ]
    })
  const liveInfo = liveDir ? readBuildInfo(liveDir) : undefined
  const isLiveKept = builds.some((build) => build.isLive)
  const { inProgress } = state
  return {
    now: now.toISOString(),
    branch,
    hold: hold ? { since: hold.since, build: hold.build } : null,
    problem: problem ?? null,
    live: {
      build: isLiveKept && liveDir ? basename(liveDir) : null,
      since: isLiveKept ? (state.live?.at ?? null) : null,
      commit: liveInfo?.commit ? commitOf(liveInfo.commit) : null,
      pages: liveDir ? pagesIn(liveDir, liveInfo?.commit?.files) : [],
    },
    running:
      state.state === "idle"
        ? null
        : {
            step: state.state,
            since: state.stepSince ?? now.toISOString(),
            commit: recordedCommit(inProgress?.commit, inProgress?.message, inProgress?.author),
          },
    queued: state.isQueued,
    branchHead: state.lastFetched ?? null,
    failures: [
      ...(state.lastFailure ? [failureOf(state.lastFailure, { isCurrent: isFailing(state), notice })] : []),
      ...(state.earlierFailures ?? []).map((failure) => failureOf(failure, { isCurrent: false, notice: undefined })),
    ],
    builds,
  }
}
