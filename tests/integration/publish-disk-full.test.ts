/**
 * R-B5, a full disk under the site: DATA_DIR and PUBLISH_DIR each on a small disk of their own (a 32 MB
 * tmpfs), filled to the last byte. The server starts with PUBLISH_DIR full and keeps running: /healthz says
 * which disk is full, the alert webhook hears "failing", and the publish process keeps its state in memory
 * instead of stopping and starting again every ten seconds. A full DATA_DIR refuses leads with 503, never
 * acknowledging one it did not store. Once there is room again, /healthz is ok and the alert hears "recovered".
 * Mounting needs root, as the Observatory's ports do.
 */
import { execFileSync } from "node:child_process"
import { randomUUID } from "node:crypto"
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startAlertReceiver } from "#tests/helpers/alert-receiver"
import { postLead } from "#tests/helpers/processes"
import { createSiteRepository } from "#tests/helpers/publish-repo"
import { builtAccessKey, type SiteProcess, startSite } from "#tests/helpers/site"
import { waitFor as waitUntil } from "#tests/helpers/wait"

const dir = mkdtempSync(join(tmpdir(), "catalysty-disk-full-"))
const dataDir = join(dir, "data")
const publishDir = join(dir, "publish")
let alertReceiver: Awaited<ReturnType<typeof startAlertReceiver>>
const alerts = () => alertReceiver.received
let site: SiteProcess | undefined
let env: Record<string, string>

type Health = { status: string; problems: string[]; publish?: { state: string } }
const health = async () => {
  const response = await fetch(`${site!.origin}/healthz`)
  return { code: response.status, ...((await response.json()) as Health) }
}

const waitFor = <T>(check: () => Promise<T | undefined | false>, what: string) =>
  waitUntil(check, what, { context: () => site?.output() ?? "" })

/** Fills the disk of `folder` until the system refuses a byte more. */
function fill(folder: string) {
  const file = join(folder, "filler")
  try {
    execFileSync("dd", ["if=/dev/zero", `of=${file}`, "bs=1M"], { stdio: "ignore" })
  } catch {
    // dd stops at "No space left on device": the disk is full.
  }
  return () => rmSync(file, { force: true })
}

beforeAll(async () => {
  if (process.getuid?.() !== 0)
    throw new Error("This test mounts two small disks of its own (tmpfs): run the tests as root.")
  for (const folder of [dataDir, publishDir]) {
    mkdirSync(folder)
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=32m", "tmpfs", folder])
  }
  alertReceiver = await startAlertReceiver()
  const repo = createSiteRepository(dir)
  env = {
    PUBLISH_REPO: repo.origin,
    PUBLISH_DIR: publishDir,
    DATA_DIR: dataDir,
    LEADS_ALERT_WEBHOOK_URL: alertReceiver.url,
  }
  // A first start makes the service's folder and record, as on a machine that has run it before.
  site = await startSite(env)
  await waitFor(async () => existsSync(join(publishDir, "state.json")), "the publish record")
  await site.stop()
  site = undefined
}, 120_000)

afterAll(async () => {
  await site?.stop()
  await alertReceiver?.close()
  for (const folder of [dataDir, publishDir]) if (existsSync(folder)) execFileSync("umount", ["--lazy", folder])
  rmSync(dir, { recursive: true, force: true })
})

it("reports a full PUBLISH_DIR and DATA_DIR in /healthz and to the alert webhook, with no restart loop, until there is room", async () => {
  const freePublishDir = fill(publishDir)
  site = await startSite(env)
  // Both come within a few checks of the start; a busy lead database on a loaded machine may come and go beside them.
  const full = [
    /^the disk of PUBLISH_DIR \(.*\) has 0 MB free/,
    /^publishing: state\.json cannot be written \(ENOSPC\)/,
  ]
  const failing = await waitFor(async () => {
    const report = await health()
    return full.every((problem) => report.problems.some((named) => problem.test(named))) ? report : undefined
  }, "/healthz names PUBLISH_DIR's disk and the record the publish process cannot write")
  expect(failing.code).toBe(503)
  expect(failing.problems).toEqual(expect.arrayContaining(full.map((problem) => expect.stringMatching(problem))))
  await waitFor(async () => alerts().some((alert) => alert.type === "health.failing"), "the failing alert")
  expect(alerts().find((alert) => alert.type === "health.failing")?.text).toContain("PUBLISH_DIR")

  const freeDataDir = fill(dataDir)
  await waitFor(
    async () => (await health()).problems.some((problem) => problem.startsWith("the disk of DATA_DIR")),
    "/healthz names DATA_DIR",
  )
  // A lead that cannot be stored is refused, never acknowledged.
  expect(await postLead(site.port, randomUUID(), undefined, 10_000, builtAccessKey())).toBe(false)
  expect((await fetch(`${site.origin}/pricing`)).status).toBe(200)
  // The publish process has run all along: it never stopped for the full disk.
  await new Promise((done) => setTimeout(done, 12_000))
  expect(site.output()).not.toContain("the publish process stopped")
  expect((await health()).publish?.state).toBe("idle")

  freePublishDir()
  freeDataDir()
  const recovered = await waitFor(async () => {
    const report = await health()
    return report.code === 200 ? report : undefined
  }, "/healthz ok again")
  expect(recovered.problems).toEqual([])
  await waitFor(async () => alerts().some((alert) => alert.type === "health.recovered"), "the recovered alert")
  writeFileSync(join(dataDir, "check"), "room again")
}, 180_000)
