/**
 * The deployed site on the Node running this test: `npm run test:node-versions` runs it on Node 22 and 24
 * (scripts/test-node-versions.ts), this machine's Node runs everything else. build/ and the production
 * dependencies, compiled for this Node, in an empty folder: `npm install --omit=dev` without an engine
 * warning, then pages, a lead, /healthz, the lead CLI and a clean stop.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { createHash, randomUUID } from "node:crypto"
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { leadBody } from "#tests/helpers/processes"
import { builtAccessKey } from "#tests/helpers/site"

const buildDir = resolve(process.env.BUILD_DIR ?? "build")
const folder = mkdtempSync(join(tmpdir(), `catalysty-node${process.versions.node.split(".")[0]}-`))
const shell = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !/^(npm_(?!config_nodedir)|VITEST)/i.test(name) && name !== "NODE_ENV",
  ),
)
let server: ChildProcess
let output = ""
let origin = ""
let installLog = ""

/**
 * The production dependencies compiled for this Node's module version, kept between runs: compiling the
 * SQLite driver takes about a minute, and its result depends on nothing but the lockfile and the Node.
 */
function installProductionDependencies() {
  const lockHash = createHash("sha256").update(readFileSync("package-lock.json")).digest("hex").slice(0, 12)
  const cache = resolve("node_modules", ".cache", "catalysty", `deploy-abi${process.versions.modules}-${lockHash}`)
  if (existsSync(join(cache, "node_modules"))) {
    cpSync(join(cache, "node_modules"), join(folder, "node_modules"), { recursive: true })
    installLog = readFileSync(join(cache, "install.log"), "utf8")
    return
  }
  const install = spawnSync("npm", ["install", "--omit=dev", "--no-audit", "--no-fund"], {
    cwd: folder,
    env: shell,
    encoding: "utf8",
  })
  installLog = `${install.stdout}${install.stderr}`
  if (install.status !== 0) throw new Error(`npm install --omit=dev failed on Node ${process.version}:\n${installLog}`)
  cpSync(join(folder, "node_modules"), join(cache, "node_modules"), { recursive: true })
  cpSync(join(folder, "package.json"), join(cache, "package.json"))
  writeFileSync(join(cache, "install.log"), installLog)
}

beforeAll(async () => {
  cpSync(buildDir, join(folder, "build"), { recursive: true })
  cpSync("package.json", join(folder, "package.json"))
  cpSync("package-lock.json", join(folder, "package-lock.json"))
  installProductionDependencies()
  server = spawn(process.execPath, ["--max-semi-space-size=4", "build/server/main.js"], {
    cwd: folder,
    env: { ...shell, PORT: "0", HOST: "127.0.0.1", LOG_REQUESTS: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  server.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  server.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  const started = Date.now()
  const listeningPort = () => /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
  while (!listeningPort()) {
    if (Date.now() - started > 30_000 || server.exitCode !== null)
      throw new Error(`the server did not start:\n${output}`)
    await new Promise((done) => setTimeout(done, 50))
  }
  origin = `http://127.0.0.1:${listeningPort()}`
}, 600_000)

// The deployed folder holds its own node_modules: removing it takes a while on a busy disk.
afterAll(async () => {
  if (server?.exitCode === null) server.kill("SIGKILL")
  await rm(folder, { recursive: true, force: true })
}, 120_000)

describe(`the deployed site on Node ${process.version}`, () => {
  it("runs on the Node it was meant to", () => {
    const expected = process.env.EXPECTED_NODE_MAJOR
    if (expected) expect(process.versions.node.split(".")[0]).toBe(expected)
    expect(installLog).not.toContain("EBADENGINE")
  })

  it("serves pages and /healthz, and stores a lead whose email is written", async () => {
    expect((await fetch(`${origin}/`)).status).toBe(200)
    expect((await fetch(`${origin}/no-such-page`)).status).toBe(404)
    const { body, contentType } = leadBody(randomUUID(), `Sent on Node ${process.version}`, builtAccessKey())
    const stored = await fetch(`${origin}/api/contact`, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType, Accept: "application/json" },
    })
    expect(stored.status).toBe(200)
    const mailDir = join(folder, "data", "mail")
    await expect
      .poll(() => existsSync(mailDir) && readdirSync(mailDir).some((name) => name.endsWith(".eml")), {
        timeout: 30_000,
      })
      .toBe(true)
    const health = await fetch(`${origin}/healthz`)
    expect(health.status).toBe(200)
  })

  it("runs the lead CLI, then stops on SIGTERM with exit code 0", async () => {
    const list = spawnSync(process.execPath, ["build/server/leads.js", "list"], {
      cwd: folder,
      env: shell,
      encoding: "utf8",
    })
    expect(list.stderr).toBe("")
    expect(list.stdout).toContain(`Sent on Node ${process.version}`)
    const exited = new Promise<number | null>((done) => server.once("exit", done))
    server.kill("SIGTERM")
    expect(await exited).toBe(0)
  })
})
