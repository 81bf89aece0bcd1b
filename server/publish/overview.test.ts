import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, expect, it } from "vitest"
import type { BuildConfig } from "#config/build"
import { type BuiltCommit, writeBuildInfo } from "../build-info"
import { keptBuild, pointCurrentAt, publishLayout } from "./layout"
import { publishOverview } from "./overview"
import type { PublishState } from "./state"

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "overview-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const config: BuildConfig = {
  siteUrl: "https://catalysty.com",
  form: { mode: "embedded", endpoint: "/api/contact", accessKey: "catalysty-site" },
  editor: { kind: "github", repo: "catalysty/website" },
  retention: { leadDays: 730, spamDays: 30 },
  notifications: {},
}

/** A finished build of `commit` in builds/, with the pages given prerendered. */
function keptBuildOf(name: string, commit: BuiltCommit, pages: string[]) {
  const layout = publishLayout(dir)
  const buildDir = join(layout.builds, name)
  for (const page of pages) {
    mkdirSync(join(buildDir, "client", page), { recursive: true })
    writeFileSync(join(buildDir, "client", page, "index.html"), "<!doctype html>")
  }
  mkdirSync(buildDir, { recursive: true })
  writeBuildInfo(buildDir, { builtAt: `2026-12-0${name.at(-1)}T10:00:00.000Z`, config, commit })
  return buildDir
}

const idle: PublishState = { state: "idle", isQueued: false }

it("shows the live commit with the pages it changed that the build has, and every kept build newest first", () => {
  const layout = publishLayout(dir)
  keptBuildOf("20261201T100000Z-aaaaaaaaaaaa-1", { id: "a".repeat(40), message: "First" }, ["pricing"])
  const live = keptBuildOf(
    "20261202T100000Z-bbbbbbbbbbbb-2",
    {
      id: "b".repeat(40),
      message: "Update content/pricing",
      author: "Dana Editor",
      at: "2026-12-02T09:59:00+00:00",
      // Its price page, a page removed by the commit, and a file of many pages.
      files: ["content/pricing.yaml", "content/case-studies/gone.yaml", "content/site.yaml"],
    },
    ["pricing"],
  )
  pointCurrentAt(layout, live)
  const overview = publishOverview({
    state: { ...idle, live: { commit: "b".repeat(40), message: "x", at: "2026-12-02T10:01:00.000Z", build: "x" } },
    layout,
    branch: "main",
    hold: undefined,
    problem: undefined,
    notice: undefined,
    now: new Date("2026-12-02T10:05:00.000Z"),
  })
  expect(overview.live).toEqual({
    build: "20261202T100000Z-bbbbbbbbbbbb-2",
    since: "2026-12-02T10:01:00.000Z",
    commit: {
      id: "b".repeat(40),
      message: "Update content/pricing",
      author: "Dana Editor",
      at: "2026-12-02T09:59:00+00:00",
    },
    pages: ["/pricing"],
  })
  expect(overview.builds.map(({ name, isLive, pages }) => ({ name, isLive, pages }))).toEqual([
    { name: "20261202T100000Z-bbbbbbbbbbbb-2", isLive: true, pages: ["/pricing"] },
    { name: "20261201T100000Z-aaaaaaaaaaaa-1", isLive: false, pages: [] },
  ])
  expect(overview).toMatchObject({ now: "2026-12-02T10:05:00.000Z", running: null, queued: false, failures: [] })
  // Nothing of the server's paths or repository reaches the view.
  expect(JSON.stringify(overview)).not.toContain(dir)
})

it("shows the publish running with its step and commit, the queue, the hold and the failures, newest first", () => {
  const layout = publishLayout(dir)
  const state: PublishState = {
    state: "building",
    stepSince: "2026-12-03T10:00:30.000Z",
    isQueued: true,
    inProgress: { commit: "c".repeat(40), message: "Update content/case-studies/x", since: "2026-12-03T10:00:00.000Z" },
    lastFetched: "d".repeat(40),
    lastSuccess: { commit: "b".repeat(40), message: "y", at: "2026-12-02T10:00:00.000Z", seconds: 60 },
    lastFailure: {
      message: "The content check failed (1 problem)",
      step: "check",
      problems: [{ file: "content/case-studies/x.yaml", line: 12, field: "overview.title", message: "Required" }],
      commit: "e".repeat(40),
      commitMessage: "Update content/case-studies/x",
      author: "Dana Editor",
      at: "2026-12-03T09:00:00.000Z",
    },
    earlierFailures: [{ message: "Fetching main failed", step: "fetch", problems: [], at: "2026-12-01T09:00:00.000Z" }],
  }
  const overview = publishOverview({
    state,
    layout,
    branch: "main",
    hold: { since: "2026-12-03T08:00:00.000Z", build: "20261201T100000Z-aaaaaaaaaaaa" },
    problem: "the publish process stopped (SIGKILL); it starts again in 10 s",
    notice: { status: "delivered" },
  })
  expect(overview).toMatchObject({
    branch: "main",
    hold: { since: "2026-12-03T08:00:00.000Z", build: "20261201T100000Z-aaaaaaaaaaaa" },
    problem: "the publish process stopped (SIGKILL); it starts again in 10 s",
    live: { build: null, commit: null, pages: [] },
    running: {
      step: "building",
      since: "2026-12-03T10:00:30.000Z",
      commit: { id: "c".repeat(40), message: "Update content/case-studies/x" },
    },
    queued: true,
    branchHead: "d".repeat(40),
  })
  expect(overview.failures).toEqual([
    {
      at: "2026-12-03T09:00:00.000Z",
      step: "check",
      stepName: "the content check",
      message: "The content check failed (1 problem)",
      commit: { id: "e".repeat(40), message: "Update content/case-studies/x", author: "Dana Editor" },
      problems: [{ file: "content/case-studies/x.yaml", line: 12, field: "overview.title", message: "Required" }],
      isCurrent: true,
      notice: "delivered",
    },
    {
      at: "2026-12-01T09:00:00.000Z",
      step: "fetch",
      stepName: "fetching the branch",
      message: "Fetching main failed",
      commit: null,
      problems: [],
      isCurrent: false,
      notice: null,
    },
  ])
})

it("finds a kept build by its name only, never by a path", () => {
  const layout = publishLayout(dir)
  const build = keptBuildOf("20261201T100000Z-aaaaaaaaaaaa-1", { id: "a".repeat(40), message: "First" }, [])
  expect(keptBuild(layout, "20261201T100000Z-aaaaaaaaaaaa-1")).toBe(build)
  for (const name of ["../builds/20261201T100000Z-aaaaaaaaaaaa-1", build, ".", "..", "", "current"])
    expect([name, keptBuild(layout, name)]).toEqual([name, undefined])
})
