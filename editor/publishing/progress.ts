/**
 * Where a save stands on its way to the live site, from the publishing service's overview: not fetched yet,
 * waiting behind another publish, publishing (at which step), live (with the pages it changed), refused (the
 * failure, with its files and fields), or held by a rollback. A save followed by another one's goes live with
 * it: once the branch has moved past the saved commit, the newest commit is followed instead.
 */
import type { OverviewFailure, PublishOverview } from "#server/publish/overview"
import type { Save } from "./saves"

export type SaveProgress =
  | { kind: "other-branch"; branch: string }
  | { kind: "waiting" }
  | { kind: "queued" }
  | { kind: "publishing"; step: NonNullable<PublishOverview["running"]>["step"]; since: string }
  | { kind: "live"; pages: string[] }
  | { kind: "failed"; failure: OverviewFailure }
  | { kind: "held"; build: string }

export function saveProgress(save: Save, overview: PublishOverview): SaveProgress & { withLater: boolean } {
  if (save.branch && save.branch !== overview.branch)
    return { kind: "other-branch", branch: save.branch, withLater: false }
  const head = overview.branchHead
  const withLater = head !== null && head !== save.commit && head !== save.headBefore
  const commit = withLater && head ? head : save.commit
  const result = (progress: SaveProgress) => ({ ...progress, withLater })
  if (overview.live.commit?.id === commit) return result({ kind: "live", pages: overview.live.pages })
  const failure = overview.failures[0]
  if (failure?.commit?.id === commit) return result({ kind: "failed", failure })
  if (overview.running?.commit?.id === commit)
    return result({ kind: "publishing", step: overview.running.step, since: overview.running.since })
  if (head === commit) {
    if (overview.hold) return result({ kind: "held", build: overview.hold.build })
    if (overview.running || overview.queued) return result({ kind: "queued" })
  }
  return result({ kind: "waiting" })
}

/** Each step of a publish in the words of its status. */
export const STEP_WORDS: Record<NonNullable<PublishOverview["running"]>["step"], string> = {
  fetching: "Fetching the change",
  inspecting: "Checking its files",
  installing: "Installing what the site is built with",
  checking: "Checking the content",
  building: "Building the site",
  switching: "Switching to the new version",
}
