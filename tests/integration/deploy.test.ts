/**
 * The deploy path of the README, as an operator follows it: `build/`, package.json and the lockfile in an
 * empty folder, `npm install --omit=dev`, `npm start` there — no source tree, no development packages.
 * Every page, every redirect and both kinds of 404 must answer, and a lead must reach DATA_DIR/mail/.
 */
import { execFileSync, spawn } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { leadBody } from "#tests/helpers/processes"
import { builtAccessKey } from "#tests/helpers/site"
import { pagePaths, sourceContent } from "../../scripts/lib/site-content.ts"

const buildDir = resolve(process.env.BUILD_DIR ?? "build")
const folder = mkdtempSync(join(tmpdir(), "catalysty-deploy-"))
const dataDir = join(folder, "data")
let origin = ""
let stop = async () => {}
let output = ""
/** The environment of an operator's shell: none of the variables npm and the test runner set for this run. */
const shell = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST)/i.test(name) && name !== "NODE_ENV"),
)

beforeAll(async () => {
  cpSync(buildDir, join(folder, "build"), { recursive: true })
  cpSync("package.json", join(folder, "package.json"))
  cpSync("package-lock.json", join(folder, "package-lock.json"))
  execFileSync("npm", ["install", "--omit=dev", "--no-audit", "--no-fund"], { cwd: folder, stdio: "pipe", env: shell })
  const child = spawn("npm", ["start"], {
    cwd: folder,
    // No DATA_DIR: the default data/ folder beside the build is created on first start.
    env: { ...shell, PORT: "0", HOST: "127.0.0.1", LOG_REQUESTS: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise((resolvePromise) => child.on("exit", resolvePromise))
  stop = async () => {
    if (child.exitCode !== null) return
    process.kill(-child.pid!, "SIGTERM")
    await exited
  }
  const started = Date.now()
  while (!/listening on http:\/\/127\.0\.0\.1:(\d+)/.test(output)) {
    if (Date.now() - started > 30_000 || child.exitCode !== null) {
      throw new Error(`npm start failed (exit ${child.exitCode}):\n${output}`)
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 50))
  }
  origin = `http://127.0.0.1:${/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1]}`
}, 900_000)

afterAll(async () => {
  await stop()
  rmSync(folder, { recursive: true, force: true })
})

const get = (path: string) => fetch(`${origin}${path}`, { redirect: "manual" })

describe("a deploy of build/ with production dependencies only", () => {
  it("holds no source tree and no development package", () => {
    expect(readdirSync(folder).sort()).toEqual(["build", "data", "node_modules", "package-lock.json", "package.json"])
    for (const name of ["vite", "@react-router/dev", "satori", "sharp", "@resvg/resvg-js", "yaml", "tsx", "esbuild"]) {
      expect(existsSync(join(folder, "node_modules", name)), name).toBe(false)
    }
  })

  it("answers every page, every redirect and both kinds of 404", async () => {
    const wrong: string[] = []
    for (const path of sourceContent().paths) {
      const response = await get(path)
      if (response.status !== 200) wrong.push(`${path}: ${response.status}`)
    }
    for (const path of pagePaths()) {
      const image = await get(`/og/${path === "/" ? "home" : path.slice(1)}.png`)
      if (image.status !== 200) wrong.push(`share image of ${path}: ${image.status}`)
    }
    for (const { from, to } of sourceContent().redirects) {
      const response = await get(from)
      if (response.status !== 301 || response.headers.get("location") !== to) {
        wrong.push(`${from}: ${response.status} ${response.headers.get("location")}`)
      }
    }
    expect(wrong).toEqual([])
    const unknown = await get("/no-such-page")
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain("Page Not Found")
    const member = await get("/team/no-such-member")
    expect(member.status).toBe(404)
    expect(await member.text()).toContain("Team member not found")
  })

  it("stores a lead and writes its email into DATA_DIR/mail within 2 seconds", async () => {
    expect(output).toMatch(/Lead emails: no SMTP_URL is set/)
    const { body, contentType } = leadBody(crypto.randomUUID(), "Sent to a fresh deploy", builtAccessKey())
    const response = await fetch(`${origin}/api/contact`, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType, Accept: "application/json" },
    })
    const answered = Date.now()
    expect(response.status).toBe(200)
    const mailDir = join(dataDir, "mail")
    while (!(existsSync(mailDir) && readdirSync(mailDir).some((name) => name.endsWith(".eml")))) {
      expect(Date.now() - answered).toBeLessThan(2_000)
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 20))
    }
  })
})
