/**
 * A running server takes a new build in its folder without a restart and without a failed request: when
 * the build's record changes, or on SIGHUP; a folder without a finished build is not taken. The pages and
 * the quote endpoint's service options both follow the new build.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { requireBuildInfo } from "#server/build-info"
import {
  buildContentFile,
  buildDir,
  builtAccessKey,
  keepRequesting,
  readBuildContent,
  type SiteProcess,
  startSite,
} from "#tests/helpers/site"

// Inside the project, so the build's server module finds the project's packages.
const copy = mkdtempSync(resolve("build-reload-"))
let site: SiteProcess

beforeAll(async () => {
  cpSync(buildDir(), copy, { recursive: true })
  site = await startSite({ BUILD_DIR: copy })
})

afterAll(async () => {
  await site?.stop()
  rmSync(copy, { recursive: true, force: true })
}, 30_000)

const builtAt = async () =>
  ((await (await fetch(`${site.origin}/healthz`)).json()) as { build: { builtAt: string } }).build.builtAt

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}\n${site.output()}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** Changes the copy's pricing page (its compressed forms go, so the server sends the new text) and its record. */
function publish(marker: string, when: string) {
  const page = join(copy, "client", "pricing", "index.html")
  writeFileSync(page, readFileSync(page, "utf8").replace("</h1>", ` ${marker}</h1>`))
  rmSync(`${page}.br`, { force: true })
  rmSync(`${page}.gz`, { force: true })
  const record = join(copy, "build-info.json")
  writeFileSync(record, JSON.stringify({ ...requireBuildInfo(copy), builtAt: when }))
}

const pricing = async () => (await fetch(`${site.origin}/pricing`)).text()

it("serves a new build once its record changes, with every request answered meanwhile", async () => {
  const before = await builtAt()
  const stopRequesting = keepRequesting(site.origin)
  publish("(new prices)", "2031-01-01T00:00:00.000Z")
  await waitFor(async () => (await builtAt()) === "2031-01-01T00:00:00.000Z", "the new build is served")
  expect(await pricing()).toContain("(new prices)")
  expect(await stopRequesting()).toEqual([])
  expect(before).not.toBe("2031-01-01T00:00:00.000Z")
  expect(site.output()).toContain("new build: serving the build of 2031-01-01T00:00:00.000Z")
})

it("keeps serving the current build while the folder holds no finished build", async () => {
  rmSync(join(copy, "build-info.json"))
  await waitFor(async () => site.output().includes("no finished build"), "the unfinished build is refused")
  const response = await fetch(`${site.origin}/pricing`)
  expect(response.status).toBe(200)
  expect(await response.text()).toContain("(new prices)")
  expect(await builtAt()).toBe("2031-01-01T00:00:00.000Z")
  cpSync(join(buildDir(), "build-info.json"), join(copy, "build-info.json"))
})

it("takes a new build on SIGHUP, quote endpoint included: a renamed service is accepted under its new name", async () => {
  const contentFile = buildContentFile(copy)
  const content = readBuildContent(copy)
  const renamed = content.catalog.services[0]!
  const oldLabel = renamed.formLabel
  renamed.formLabel = `${oldLabel} (renamed)`
  writeFileSync(contentFile, JSON.stringify(content))
  site.child.kill("SIGHUP")
  await waitFor(async () => site.output().includes("SIGHUP: serving the build of"), "the build is taken on SIGHUP")

  const post = (service: string) =>
    fetch(`${site.origin}/api/contact`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({
        name: "Reload Test",
        email: "reload@example.com",
        services: service,
        message: "A lead sent after the server took a new build.",
        access_key: builtAccessKey(),
      }),
    })
  expect((await post(`${oldLabel} (renamed)`)).status).toBe(200)
  // A page loaded before the switch still sends its label for a day (R-E4, tests/integration/build-switch.test.ts).
  expect((await post(oldLabel)).status).toBe(200)
  expect((await post(`${oldLabel} (never offered)`)).status).toBe(400)
})
