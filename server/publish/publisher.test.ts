import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, expect, it } from "vitest"
import type { BuildConfig } from "#config/build"
import type { CommandResult, CommandRunner } from "./commands"
import type { FetchedCommit } from "./git"
import { PUBLISH_LIMITS, type TreeEntry } from "./inspect"
import { liveBuildDir, pointCurrentAt, publishLayout } from "./layout"
import { createPublisher, lockfileHash, type PublishFailure, type SwitchResult } from "./publisher"
import { readPublishState } from "./state"

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "publisher-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const buildConfig: BuildConfig = {
  siteUrl: "https://catalysty.com",
  form: { mode: "embedded", endpoint: "/api/contact", accessKey: "catalysty-site" },
  editor: { kind: "local" },
  retention: { leadDays: 730, spamDays: 30 },
  notifications: {},
}
const ok = (output = ""): CommandResult => ({ code: 0, output, stdout: output })
const commitOf = (letter: string, message: string): FetchedCommit => ({ id: letter.repeat(40), message })

/**
 * A publisher whose commands are recorded instead of run: `npm run build` writes a finished build (after
 * `releaseBuild()` when builds are held, with `extraBuildFile` in it when set), the content check fails when
 * `failCheckWith` is set, and any command ends as `endCommandWith` says.
 */
function fakePublisher({ heldBuilds = false, npmUserConfig }: { heldBuilds?: boolean; npmUserConfig?: string } = {}) {
  const layout = publishLayout(dir)
  mkdirSync(join(layout.checkout, "node_modules"), { recursive: true })
  mkdirSync(layout.builds, { recursive: true })
  writeFileSync(join(layout.checkout, "package-lock.json"), '{"lockfileVersion":3}')
  const commands: string[] = []
  const failures: PublishFailure[] = []
  const environments: Record<string, string>[] = []
  const sandboxes: { line: string; readable: string[]; npmConfig?: string }[] = []
  let head = commitOf("a", "First")
  let tree: TreeEntry[] = []
  let contentProblems: string | undefined
  let buildExtra: ((buildDir: string) => void) | undefined
  let commandEnd: CommandResult | undefined
  let switchAnswer: SwitchResult | undefined
  let checkoutError: Error | undefined
  const waiting: (() => void)[] = []
  const run: CommandRunner = async (program, args, { env, sandbox }) => {
    commands.push(`${program} ${args.join(" ")}${sandbox.network ? " (network)" : ""}`)
    environments.push({ ...env })
    sandboxes.push({
      line: `${program} ${args.join(" ")}`,
      readable: [...(sandbox.readable ?? [])],
      npmConfig: env.npm_config_userconfig,
    })
    if (commandEnd) return commandEnd
    if (args.includes("content:check") && contentProblems) return { code: 1, output: contentProblems, stdout: "" }
    if (args.includes("build")) {
      if (heldBuilds) await new Promise<void>((release) => waiting.push(release))
      mkdirSync(layout.buildOutput, { recursive: true })
      writeFileSync(
        join(layout.buildOutput, "build-info.json"),
        JSON.stringify({ builtAt: new Date().toISOString(), config: buildConfig }),
      )
      buildExtra?.(layout.buildOutput)
    }
    return ok()
  }
  const publisher = createPublisher({
    layout,
    branch: "main",
    run,
    git: {
      fetchBranch: async () => head,
      commit: async (id) => ({ id, message: `Commit ${id.slice(0, 4)}` }),
      readTree: async () => ({
        entries: tree,
        targets: new Map([["public/leads.txt", "/var/lib/catalysty/leads.db"]]),
      }),
      checkOut: async (commit) => {
        commands.push(`checkout ${commit.slice(0, 4)}`)
        if (checkoutError) throw checkoutError
      },
    },
    buildEnv: { NODE_ENV: "production", SITE_URL: "https://catalysty.com" },
    ...(npmUserConfig ? { npmUserConfig } : {}),
    switchTo: async (buildDir) => {
      if (switchAnswer) return switchAnswer
      pointCurrentAt(layout, buildDir)
      return { ok: true }
    },
    onFailure: (failure) => failures.push(failure),
    log: () => {},
    logError: () => {},
  })
  const publish = async (reason = "push", options: Parameters<typeof publisher.request>[1] = {}) => {
    publisher.request(reason, options)
    await publisher.settled()
  }
  return {
    publisher,
    publish,
    layout,
    commands,
    failures,
    environments,
    sandboxes,
    builds: () => commands.filter((line) => line === "npm run --silent build").length,
    setHead: (commit: FetchedCommit) => {
      head = commit
    },
    setTree: (entries: TreeEntry[]) => {
      tree = entries
    },
    failCheckWith: (output: string | undefined) => {
      contentProblems = output
    },
    addToBuild: (extra: (buildDir: string) => void) => {
      buildExtra = extra
    },
    endCommandWith: (result: CommandResult | undefined) => {
      commandEnd = result
    },
    answerSwitchWith: (answer: SwitchResult | undefined) => {
      switchAnswer = answer
    },
    failCheckoutWith: (error: Error | undefined) => {
      checkoutError = error
    },
    releaseBuild: async () => {
      while (waiting.length === 0) await new Promise((done) => setTimeout(done, 5))
      waiting.shift()!()
    },
  }
}

it("installs the dependencies only when the lockfile changed, the only step with a network", async () => {
  const fake = fakePublisher()
  await fake.publish()
  expect(fake.commands.filter((line) => line.startsWith("npm ci"))).toHaveLength(1)
  expect(readPublishState(fake.layout.stateFile).installedLockfile).toBe(lockfileHash(fake.layout.checkout))

  fake.setHead(commitOf("b", "Second"))
  await fake.publish()
  expect(fake.commands.filter((line) => line.startsWith("npm ci"))).toHaveLength(1)

  writeFileSync(join(fake.layout.checkout, "package-lock.json"), '{"lockfileVersion":3,"packages":{}}')
  fake.setHead(commitOf("c", "Third"))
  await fake.publish()
  expect(fake.commands.filter((line) => line.startsWith("npm ci"))).toHaveLength(2)
  expect(fake.commands.slice(-4)).toEqual([
    "checkout cccc",
    "npm ci --include=dev --no-audit --no-fund (network)",
    "npm run --silent content:check",
    "npm run --silent build",
  ])
})

it("hands npm and the build the environment it was given, and nothing of its own process's (R-B1)", async () => {
  process.env.PUBLISH_WEBHOOK_SECRET_OF_THIS_TEST = "never-in-a-build"
  try {
    const fake = fakePublisher()
    await fake.publish()
    expect(fake.environments.length).toBeGreaterThan(0)
    for (const env of fake.environments)
      expect(env).toEqual({ NODE_ENV: "production", SITE_URL: "https://catalysty.com" })
  } finally {
    delete process.env.PUBLISH_WEBHOOK_SECRET_OF_THIS_TEST
  }
})

it("lets the install alone read the service user's npm configuration, and the check and build nothing of it", async () => {
  const fake = fakePublisher({ npmUserConfig: "/home/catalysty/.npmrc" })
  writeFileSync(join(fake.layout.checkout, "package-lock.json"), '{"lockfileVersion":3,"packages":{}}')
  await fake.publish()
  expect(fake.sandboxes.map(({ line }) => line)).toContain("npm ci --include=dev --no-audit --no-fund")
  for (const { line, readable, npmConfig } of fake.sandboxes) {
    const isInstall = line.startsWith("npm ci")
    expect({ line, readable, npmConfig }).toEqual({
      line,
      readable: isInstall ? ["/home/catalysty/.npmrc"] : [],
      npmConfig: isInstall ? "/home/catalysty/.npmrc" : undefined,
    })
  }
})

it("queues one publish behind the running one, newer requests replacing it", async () => {
  const fake = fakePublisher({ heldBuilds: true })
  expect(fake.publisher.request("push 1")).toBe("started")
  for (let index = 2; index <= 10; index++) expect(fake.publisher.request(`push ${index}`)).toBe("queued")
  fake.setHead(commitOf("d", "Newest"))
  await fake.releaseBuild()
  await fake.releaseBuild()
  await fake.publisher.settled()
  expect(fake.builds()).toBe(2)
  expect(readPublishState(fake.layout.stateFile).live?.message).toBe("Newest")
})

it("reports a failed content check once, with each problem's file, line and field, and keeps the live build", async () => {
  const fake = fakePublisher()
  await fake.publish()
  const live = liveBuildDir(fake.layout)

  fake.setHead(commitOf("e", "Broken price"))
  fake.failCheckWith(
    "Content check failed:\n  - content/pricing.yaml:4: plans.0.price: Invalid input: expected number, received string\n",
  )
  await fake.publish()
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
  expect(fake.builds()).toBe(1)

  // The same commit again (a poll, a repeated push) is not reported twice; `now` tries it again.
  await fake.publish("poll")
  expect(fake.failures).toHaveLength(1)
  await fake.publish("now", { force: true })
  expect(fake.failures).toHaveLength(2)
})

it("refuses a commit with a link out of the checkout or a file over the limit before checking it out, naming each (R-B3)", async () => {
  const fake = fakePublisher()
  fake.setTree([
    { mode: "100644", type: "blob", object: "1".repeat(40), size: 120, path: "content/pricing.yaml" },
    { mode: "120000", type: "blob", object: "2".repeat(40), size: 30, path: "public/leads.txt" },
    { mode: "100644", type: "blob", object: "3".repeat(40), size: 256 * 1024 * 1024, path: "public/big.bin" },
  ])
  await fake.publish()
  expect(fake.failures).toHaveLength(1)
  expect(fake.failures[0]).toMatchObject({
    step: "inspect",
    problems: [
      { file: "public/leads.txt", message: expect.stringContaining("/var/lib/catalysty/leads.db, outside") },
      { file: "public/big.bin", message: expect.stringContaining("256 MB, more than the 20 MB") },
    ],
  })
  expect(fake.commands.some((line) => line.startsWith("checkout"))).toBe(false)
  expect(liveBuildDir(fake.layout)).toBeUndefined()
})

it("refuses a build holding a link or a file over the limit, naming it, and keeps the live build (R-B3)", async () => {
  const fake = fakePublisher()
  await fake.publish()
  const live = liveBuildDir(fake.layout)
  fake.setHead(commitOf("f", "Hostile build"))
  fake.addToBuild((buildDir) => {
    mkdirSync(join(buildDir, "client"), { recursive: true })
    symlinkSync("/etc/passwd", join(buildDir, "client", "passwd.txt"))
    writeFileSync(join(buildDir, "client", "big.bin"), Buffer.alloc(PUBLISH_LIMITS.fileBytes + 1))
  })
  await fake.publish()
  expect(fake.failures).toHaveLength(1)
  expect(fake.failures[0]?.step).toBe("build")
  expect(fake.failures[0]?.problems.map((problem) => problem.file).sort()).toEqual([
    "build/client/big.bin",
    "build/client/passwd.txt",
  ])
  expect(liveBuildDir(fake.layout)).toBe(live)
  expect(existsSync(fake.layout.buildOutput)).toBe(true)
  expect(readFileSync(join(live!, "build-info.json"), "utf8")).toContain("a".repeat(40))
})

it("says a killed build was stopped, and keeps no terminal codes in its output", async () => {
  const fake = fakePublisher()
  fake.endCommandWith({
    code: 137,
    signal: "SIGKILL",
    output: "\u001b[31mvite v8 building\u001b[39m\r\nrendering chunks\u0007\n",
    stdout: "",
  })
  await fake.publish()
  expect(fake.failures[0]).toMatchObject({
    step: "install",
    message: expect.stringContaining("was stopped (SIGKILL"),
    output: "vite v8 building\nrendering chunks",
  })
})

it("names a failed checkout's step and keeps what git said", async () => {
  const fake = fakePublisher()
  fake.failCheckoutWith(
    Object.assign(
      new Error("git checkout failed: error: unable to create file content/x.yaml: No space left on device"),
      {
        output: "error: unable to create file content/x.yaml: No space left on device\nfatal: cannot create directory",
      },
    ),
  )
  await fake.publish()
  expect(fake.failures[0]).toMatchObject({
    step: "checkout",
    message: expect.stringContaining("No space left on device"),
    output: expect.stringContaining("fatal: cannot create directory"),
  })
})

it("holds a rollback until a new commit arrives, and follows the branch again on resume (R-B6)", async () => {
  const fake = fakePublisher()
  await fake.publish()
  const first = liveBuildDir(fake.layout)!
  fake.setHead(commitOf("b", "Second"))
  await fake.publish()
  expect(fake.builds()).toBe(2)

  fake.publisher.rolledBack(first, ["b".repeat(40)])
  pointCurrentAt(fake.layout, first)
  for (let poll = 0; poll < 3; poll++) await fake.publish("poll", { isRoutine: true })
  await fake.publish("push")
  expect(fake.builds()).toBe(2)
  expect(readPublishState(fake.layout.stateFile)).toMatchObject({
    live: { commit: "a".repeat(40) },
    hold: { commits: ["b".repeat(40)] },
  })

  // The newest commit's build is kept: following the branch again serves it again, with no build.
  fake.publisher.resume()
  await fake.publisher.settled()
  expect(fake.builds()).toBe(2)
  expect(readPublishState(fake.layout.stateFile).live?.commit).toBe("b".repeat(40))
  expect(readPublishState(fake.layout.stateFile).hold).toBeUndefined()
  expect(liveBuildDir(fake.layout)).not.toBe(first)

  fake.publisher.rolledBack(first, ["b".repeat(40)])
  fake.setHead(commitOf("c", "Third"))
  await fake.publish("push")
  expect(fake.builds()).toBe(3)
  expect(readPublishState(fake.layout.stateFile)).toMatchObject({ live: { commit: "c".repeat(40) } })
  expect(readPublishState(fake.layout.stateFile).hold).toBeUndefined()
})

it("lets a rollback during a publish win: the build it refused is no failure and is removed", async () => {
  const fake = fakePublisher()
  await fake.publish()
  const live = liveBuildDir(fake.layout)
  fake.setHead(commitOf("b", "Built during a rollback"))
  fake.answerSwitchWith({ ok: false, isHeld: true, reason: "the rollback holds the live build" })
  await fake.publish()
  expect(fake.failures).toEqual([])
  expect(liveBuildDir(fake.layout)).toBe(live)
  expect(readPublishState(fake.layout.stateFile).lastFailure).toBeUndefined()
})

it("builds the one commit asked for again, live or held, with the settings it now has (R-B4)", async () => {
  const fake = fakePublisher()
  await fake.publish()
  fake.publisher.rolledBack(liveBuildDir(fake.layout)!, ["a".repeat(40)])
  await fake.publish("settings changed", { commit: "a".repeat(40) })
  expect(fake.builds()).toBe(2)
  expect(readPublishState(fake.layout.stateFile).lastSuccess?.commit).toBe("a".repeat(40))
})

it("keeps publishing in memory when its record cannot be written, and says so once (R-B5)", async () => {
  const fake = fakePublisher()
  mkdirSync(`${fake.layout.stateFile}.tmp`)
  await fake.publish()
  const state = fake.publisher.state()
  expect(state.live?.commit).toBe("a".repeat(40))
  expect(state.diskProblem?.message).toMatch(/^state\.json cannot be written \(EISDIR\)/)
  rmSync(`${fake.layout.stateFile}.tmp`, { recursive: true })
  fake.setHead(commitOf("b", "Second"))
  await fake.publish()
  expect(fake.publisher.state().diskProblem).toBeUndefined()
  expect(readPublishState(fake.layout.stateFile).live?.commit).toBe("b".repeat(40))
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

it("records who wrote the live commit, when, and the files it changed; keeps the failures before the last", async () => {
  const fake = fakePublisher()
  fake.setHead({
    id: "a".repeat(40),
    message: "Update content/pricing",
    author: "Dana Editor",
    at: "2026-12-06T10:00:00+01:00",
    files: ["content/pricing.yaml"],
  })
  await fake.publish()
  expect(JSON.parse(readFileSync(join(liveBuildDir(fake.layout)!, "build-info.json"), "utf8")).commit).toEqual({
    id: "a".repeat(40),
    message: "Update content/pricing",
    author: "Dana Editor",
    at: "2026-12-06T10:00:00+01:00",
    files: ["content/pricing.yaml"],
  })

  fake.failCheckWith("  - content/pricing.yaml:4: plans.0.price: Invalid input\n")
  for (const letter of ["b", "c", "d", "e", "f", "0"]) {
    fake.setHead({ ...commitOf(letter, `Broken ${letter}`), author: "Dana Editor" })
    await fake.publish()
  }
  const state = readPublishState(fake.layout.stateFile)
  expect(state.lastFailure).toMatchObject({
    commit: "0".repeat(40),
    commitMessage: "Broken 0",
    author: "Dana Editor",
    problems: [{ file: "content/pricing.yaml", line: 4, field: "plans.0.price" }],
  })
  expect(state.earlierFailures?.map((failure) => failure.commitMessage)).toEqual([
    "Broken f",
    "Broken e",
    "Broken d",
    "Broken c",
  ])
})

it("shows the commit being built, with its message and author, while it builds", async () => {
  const fake = fakePublisher({ heldBuilds: true })
  fake.setHead({ ...commitOf("b", "Update content/case-studies/x"), author: "Dana Editor" })
  fake.publisher.request("push")
  while (fake.publisher.state().state !== "building") await new Promise((done) => setTimeout(done, 5))
  expect(fake.publisher.state().inProgress).toMatchObject({
    commit: "b".repeat(40),
    message: "Update content/case-studies/x",
    author: "Dana Editor",
  })
  await fake.releaseBuild()
  await fake.publisher.settled()
  expect(fake.publisher.state().inProgress).toBeUndefined()
})

it("builds the newest commit when following the branch again finds no kept build of it, or the server refuses it", async () => {
  const fake = fakePublisher()
  await fake.publish()
  const first = liveBuildDir(fake.layout)!
  fake.setHead(commitOf("b", "Second"))
  await fake.publish()
  fake.publisher.rolledBack(first, ["b".repeat(40)])
  pointCurrentAt(fake.layout, first)
  fake.answerSwitchWith({ ok: false, reason: "it disagrees with this server" })
  fake.publisher.resume()
  await fake.publisher.settled()
  // Refused, the kept build is not served; the commit is built again (and that switch is refused too here).
  expect(fake.builds()).toBe(3)
  expect(liveBuildDir(fake.layout)).toBe(first)
})
