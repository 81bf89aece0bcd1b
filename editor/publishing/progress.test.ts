import { expect, it } from "vitest"
import type { PublishOverview } from "#server/publish/overview"
import { saveProgress } from "./progress"
import type { Save } from "./saves"

const [before, saved, later] = ["a", "b", "c"].map((letter) => letter.repeat(40)) as [string, string, string]
const save: Save = { commit: saved, branch: "main", headBefore: before, savedAt: 0 }
const idle: PublishOverview = {
  now: "2026-12-06T10:00:00.000Z",
  branch: "main",
  hold: null,
  problem: null,
  live: { build: "x", since: null, commit: { id: before, message: "Before" }, pages: [] },
  running: null,
  queued: false,
  branchHead: before,
  failures: [],
  builds: [],
}
const failure = (commit: string) => ({
  at: "2026-12-06T10:01:00.000Z",
  step: "check" as const,
  stepName: "the content check",
  message: "The content check failed (1 problem)",
  commit: { id: commit, message: "Update" },
  problems: [],
  isCurrent: true,
  notice: null,
})

it("follows a save from the branch to the live site", () => {
  expect(saveProgress(save, idle)).toMatchObject({ kind: "waiting", withLater: false })
  expect(
    saveProgress(save, {
      ...idle,
      branchHead: saved,
      running: { step: "checking", since: "2026-12-06T10:00:05.000Z", commit: { id: saved, message: "" } },
    }),
  ).toMatchObject({ kind: "publishing", step: "checking" })
  expect(
    saveProgress(save, {
      ...idle,
      branchHead: saved,
      running: { step: "building", since: "x", commit: { id: before, message: "" } },
    }),
  ).toMatchObject({ kind: "queued" })
  expect(
    saveProgress(save, {
      ...idle,
      branchHead: saved,
      live: { ...idle.live, commit: { id: saved, message: "" }, pages: ["/pricing"] },
    }),
  ).toMatchObject({ kind: "live", pages: ["/pricing"] })
  expect(saveProgress(save, { ...idle, branchHead: saved, failures: [failure(saved)] })).toMatchObject({
    kind: "failed",
    failure: { stepName: "the content check" },
  })
  expect(saveProgress(save, { ...idle, branchHead: saved, hold: { since: "x", build: "y" } })).toMatchObject({
    kind: "held",
    build: "y",
  })
})

it("follows the newest commit once another save came after it, and says a save to another branch waits for a merge", () => {
  expect(
    saveProgress(save, { ...idle, branchHead: later, live: { ...idle.live, commit: { id: later, message: "" } } }),
  ).toMatchObject({ kind: "live", withLater: true })
  // An older failure of the saved commit does not hide that a later one went live.
  expect(
    saveProgress(save, {
      ...idle,
      branchHead: later,
      live: { ...idle.live, commit: { id: later, message: "" } },
      failures: [failure(saved)],
    }),
  ).toMatchObject({ kind: "live" })
  expect(saveProgress({ ...save, branch: "draft" }, idle)).toMatchObject({ kind: "other-branch", branch: "draft" })
})
