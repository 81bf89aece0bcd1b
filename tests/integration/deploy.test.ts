/**
 * The deploy path of the README, as an operator follows it: `build/`, package.json and the lockfile in an
 * empty folder, `npm install --omit=dev`, `npm start` there — no source tree, no development packages.
 * Every page, every redirect and both kinds of 404 must answer, and a lead must reach DATA_DIR/mail/. The
 * lead CLI runs there too (R-O6), with the commands docs/operations.md gives: list, show, csv, undelivered,
 * backup, erase, prune, and a restore from the backup.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { leadBody } from "#tests/helpers/processes"
import { builtAccessKey } from "#tests/helpers/site"
import { pagePaths, sourceContent } from "../../scripts/lib/site-content.ts"

// Each step starts npm or node afresh, seconds apiece on a busy machine.
vi.setConfig({ testTimeout: 120_000 })

const buildDir = resolve(process.env.BUILD_DIR ?? "build")
const folder = mkdtempSync(join(tmpdir(), "catalysty-deploy-"))
const dataDir = join(folder, "data")
let origin = ""
let stop = async () => {}
let startOutput = ""
/** The environment of an operator's shell: none of the variables npm and the test runner set for this run. */
const shell = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST)/i.test(name) && name !== "NODE_ENV"),
)

/** `npm start` in the deployed folder; resolves once it listens. */
async function startDeployed() {
  let output = ""
  const child = spawn("npm", ["start"], {
    cwd: folder,
    // No DATA_DIR: the default data/ folder beside the build is created on first start.
    env: { ...shell, PORT: "0", HOST: "127.0.0.1", LOG_REQUESTS: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise((resolvePromise) => child.on("exit", resolvePromise))
  // npm hands the signal on to the server it started, which exits once its requests are done.
  stop = async () => {
    if (child.exitCode !== null) return
    child.kill("SIGTERM")
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
  return () => output
}

/** `npm run -s leads -- …` in the deployed folder, as the operator's shell runs it. */
function leads(...args: string[]) {
  const result = spawnSync("npm", ["run", "-s", "leads", "--", ...args], { cwd: folder, env: shell, encoding: "utf8" })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

beforeAll(async () => {
  cpSync(buildDir, join(folder, "build"), { recursive: true })
  cpSync("package.json", join(folder, "package.json"))
  cpSync("package-lock.json", join(folder, "package-lock.json"))
  execFileSync("npm", ["install", "--omit=dev", "--no-audit", "--no-fund"], { cwd: folder, stdio: "pipe", env: shell })
  const output = await startDeployed()
  startOutput = output()
}, 900_000)

// The server finishes its requests and its delivery thread before it exits: on a busy machine, seconds.
afterAll(async () => {
  await stop()
  rmSync(folder, { recursive: true, force: true })
}, 60_000)

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

  it("stores a lead and writes its email into DATA_DIR/mail", async () => {
    expect(startOutput).toMatch(/lead store: schema 2 → 3: /)
    expect(startOutput).toMatch(/Lead emails: no SMTP_URL is set/)
    const { body, contentType } = leadBody(crypto.randomUUID(), "Sent to a fresh deploy", builtAccessKey())
    const response = await fetch(`${origin}/api/contact`, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType, Accept: "application/json" },
    })
    expect(response.status).toBe(200)
    const mailDir = join(dataDir, "mail")
    await expect
      .poll(() => existsSync(mailDir) && readdirSync(mailDir).some((name) => name.endsWith(".eml")), {
        timeout: 30_000,
      })
      .toBe(true)
  })
})

describe("the lead CLI in the deployed folder (R-O6)", () => {
  it("lists, shows, exports and reports the stored lead", () => {
    const list = leads("list")
    expect(list.status).toBe(0)
    expect(list.stdout).toContain("Sent to a fresh deploy")
    expect(list.stdout).toMatch(/Notified: email delivered/)
    expect(leads("show", "1").stdout).toContain("Email:    load@example.com")
    const csv = leads("csv")
    expect(csv.stdout.split("\r\n")[0]).toMatch(/^id,created_at,status,channel,name,email/)
    expect(csv.stdout).toContain('"load@example.com"')
    expect(leads("undelivered").stdout).toBe("Every notification has been delivered.\n")
    expect(leads("prune").stdout).toMatch(/^Kept leads 730 days and spam 30 days: removed 0 leads/)
    const wrong = leads("show", "nine")
    expect(wrong.status).toBe(1)
    expect(wrong.stderr).toBe("show ID must be a number, for example 12.\n")
  })

  it("backs up while the site runs, erases one person, and restores the backup", async () => {
    mkdirSync(join(folder, "backups"))
    const backup = leads("backup", "backups/leads-1.db")
    expect(backup.status).toBe(0)
    expect(backup.stdout).toMatch(
      /^Backed up 1 lead and 1 notification job to .*backups\/leads-1\.db \(\d+ KB, integrity ok\)\.\n$/,
    )

    const erase = leads("erase", "--email", "LOAD@example.com")
    expect(erase.stdout).toBe("Removed 1 lead (#1), 1 notification job and 1 email file.\n")
    expect(erase.stderr).toMatch(/^\S+ leads audit erase leads=1 jobs=1 files=1\n$/)
    expect(readdirSync(join(dataDir, "mail")).filter((name) => name.endsWith(".eml"))).toEqual([])
    expect(leads("list").stdout).toBe("No leads yet.\n")

    // Restore: stop the site, put the copy in place of the database (and its write-ahead files), start again.
    await stop()
    for (const suffix of ["", "-wal", "-shm"]) rmSync(join(dataDir, `leads.db${suffix}`), { force: true })
    cpSync(join(folder, "backups", "leads-1.db"), join(dataDir, "leads.db"))
    await startDeployed()
    expect(leads("list").stdout).toContain("Sent to a fresh deploy")
    const health = await get("/healthz")
    expect(health.status).toBe(200)
  })
})
