import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, expect, it } from "vitest"
import type { CommandRunner } from "./commands"
import type { FetchedCommit } from "./git"
import { liveBuildDir, pointCurrentAt, publishLayout } from "./layout"
import { createPublisher, lockfileHash, type PublishFailure } from "./publisher"
import { readPublishState } from "./state"

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "publisher-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/**
 * A publisher whose commands are recorded instead of run: `npm run build` writes a finished build record
 * (after `release()` when the build is held), the content check fails when `contentProblems` is set.
 */
function fakePublisher({ heldBuilds = false } = {}) {
  const layout = publishLayout(dir)
  mkdirSync(join(layout.checkout, "node_modules"), { recursive: true })
  mkdirSync(layout.builds, { recursive: true })
  writeFileSync(join(layout.checkout, "package-lock.json"), '{"lockfileVersion":3}')
  const commands: string[] = []
  const failures: PublishFailure[] = []
  let head: FetchedCommit = { id: "a".repeat(40), message: "First" }
  let contentProblems: string | undefined
  const waiting: (() => void)[] = []
  const run: CommandRunner = async (program, args, { env, cwd }) => {
    commands.push(`${program} ${args.join(" ")}`)
    if (args.includes("content:check") && contentProblems) return { code: 1, output: contentProblems }
    if (args.includes("build")) {
      if (heldBuilds) await new Promise<void>((release) => waiting.push(release))
      mkdirSync(join(cwd, env.BUILD_DIR!), { recursive: true })
      writeFileSync(join(cwd, env.BUILD_DIR!, "build-info.json"), JSON.stringify({ builtAt: new Date().toISOString() }))
    }
    return { code: 0, output: "" }
  }
  const publisher = createPublisher({
    settings: { repo: "/srv/site.git", branch: "main", dir },
    layout,
    run,
    fetchBranch: async () => head,
    checkOut: async (commit) => {
      commands.push(`checkout ${commit.slice(0, 4)}`)
    },
    buildEnv: {},
    switchTo: async (buildDir) => {
      pointCurrentAt(layout, buildDir)
      return { ok: true }
    },
    onFailure: (failure) => failures.push(failure),
    log: () => {},
    logError: () => {},
  })
  return {
    publisher,
    layout,
    commands,
    failures,
    setHead: (commit: FetchedCommit) => {
      head = commit
    },
    failCheckWith: (output: string | undefined) => {
      contentProblems = output
    },
    releaseBuild: async () => {
      while (waiting.length === 0) await new Promise((done) => setTimeout(done, 5))
      waiting.shift()!()
    },
  }
}

it("installs the dependencies only when the lockfile changed since the last install", async () => {
  const fake = fakePublisher()
  fake.publisher.request("push")
  await fake.publisher.settled()
  expect(fake.commands.filter((line) => line.startsWith("npm ci"))).toHaveLength(1)
  expect(readPublishState(fake.layout.stateFile).installedLockfile).toBe(lockfileHash(fake.layout.checkout))

  fake.setHead({ id: "b".repeat(40), message: "Second" })
  fake.publisher.request("push")
  await fake.publisher.settled()
  expect(fake.commands.filter((line) => line.startsWith("npm ci"))).toHaveLength(1)

  writeFileSync(join(fake.layout.checkout, "package-lock.json"), '{"lockfileVersion":3,"packages":{}}')
  fake.setHead({ id: "c".repeat(40), message: "Third" })
  fake.publisher.request("push")
  await fake.publisher.settled()
  expect(fake.commands.filter((line) => line.startsWith("npm ci"))).toHaveLength(2)
  expect(fake.commands.slice(-4)).toEqual([
    "checkout cccc",
    "npm ci --include=dev --no-audit --no-fund",
    "npm run --silent content:check",
    "npm run --silent build",
  ])
})

it("queues one publish behind the running one, newer requests replacing it", async () => {
  const fake = fakePublisher({ heldBuilds: true })
  expect(fake.publisher.request("push 1")).toBe("started")
  for (let index = 2; index <= 10; index++) expect(fake.publisher.request(`push ${index}`)).toBe("queued")
  fake.setHead({ id: "d".repeat(40), message: "Newest" })
  await fake.releaseBuild()
  await fake.releaseBuild()
  await fake.publisher.settled()
  expect(fake.commands.filter((line) => line === "npm run --silent build")).toHaveLength(2)
  expect(readPublishState(fake.layout.stateFile).live?.message).toBe("Newest")
})

it("reports a failed content check once, with each problem's file, line and field, and keeps the live build", async () => {
  const fake = fakePublisher()
  fake.publisher.request("push")
  await fake.publisher.settled()
  const live = liveBuildDir(fake.layout)

  fake.setHead({ id: "e".repeat(40), message: "Broken price" })
  fake.failCheckWith(
    "Content check failed:\n  - content/pricing.yaml:4: plans.0.price: Invalid input: expected number, received string\n",
  )
  fake.publisher.request("push")
  await fake.publisher.settled()
  expect(fake.failures).toHaveLength(1)
  expect(fake.failures[0]).toMatchObject({
    step: "check",
    commit: { id: "e".repeat(40) },
    problems: [
      {
        file: "content/pricing.yaml",
        line: 4,
        field: "plans.0.price",
        message: "Invalid input: expected number, received string",
      },
    ],
  })
  expect(liveBuildDir(fake.layout)).toBe(live)
  expect(fake.commands.filter((line) => line === "npm run --silent build")).toHaveLength(1)

  // The same commit again (a poll, a repeated push) is not reported twice; `now` tries it again.
  fake.publisher.request("poll")
  await fake.publisher.settled()
  expect(fake.failures).toHaveLength(1)
  fake.publisher.request("now", { force: true })
  await fake.publisher.settled()
  expect(fake.failures).toHaveLength(2)
})

it("tries a publish cut off by a crash again, after removing its half-built folder", async () => {
  const layout = publishLayout(dir)
  const halfBuilt = join(layout.builds, "20260101T000000Z-aaaaaaaaaaaa")
  mkdirSync(halfBuilt, { recursive: true })
  writeFileSync(
    layout.stateFile,
    JSON.stringify({
      state: "building",
      isQueued: false,
      inProgress: { commit: "a".repeat(40), since: "2026-01-01T00:00:00Z" },
    }),
  )
  const fake = fakePublisher()
  fake.publisher.recover()
  await fake.publisher.settled()
  expect(existsSync(halfBuilt)).toBe(false)
  expect(readPublishState(layout.stateFile)).toMatchObject({ state: "idle", live: { message: "First" } })
  expect(JSON.parse(readFileSync(join(liveBuildDir(layout)!, "build-info.json"), "utf8")).commit).toEqual({
    id: "a".repeat(40),
    message: "First",
  })
})
