/**
 * The publish service end to end, with real processes: the built server with PUBLISH_REPO set to a local
 * bare repository holding this project, GitHub's push webhook signed as GitHub signs it, and real builds
 * in the service's checkout (three of them: builds take minutes here, so each step reuses the last).
 * A changed price goes live and /healthz names the commit; ten pushes during a build make one more build;
 * a content error changes nothing live and is emailed with its file, line and field; a bad signature and
 * another branch do nothing; kill -9 mid-build leaves the last good build serving, and the publish is tried
 * again on restart; `npm run publish -- rollback` brings back the previous price, no request failing.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  createSiteRepository,
  deliverWebhook,
  pushEvent,
  runPublishCommand,
  type SiteRepository,
  seedCheckout,
} from "#tests/helpers/publish-repo"
import { keepRequesting, type SiteProcess, startSite } from "#tests/helpers/site"
import { waitFor as waitUntil } from "#tests/helpers/wait"

const SECRET = "publish-test-secret-0123456789"
const MINUTE = 60_000
/** A build takes three to five minutes on two busy cores; a publish gets more than twice that. */
const PUBLISH_TIMEOUT_MS = 12 * MINUTE

const dir = mkdtempSync(join(tmpdir(), "catalysty-publish-"))
const publishDir = join(dir, "publish")
const dataDir = join(dir, "data")
let repo: SiteRepository
let site: SiteProcess
const outputs: string[] = []

const env = () => ({
  PUBLISH_REPO: repo.origin,
  PUBLISH_DIR: publishDir,
  PUBLISH_WEBHOOK_SECRET: SECRET,
  DATA_DIR: dataDir,
})
async function start() {
  site = await startSite(env(), 60_000)
  return site
}

type Health = {
  build: { builtAt: string; commit: string | null }
  publish: {
    state: string
    lastSuccess: { commit: string; message: string } | null
    lastFailure: { message: string; commit?: string; at: string } | null
  }
}
const health = async () => (await (await fetch(`${site.origin}/healthz`)).json()) as Health
const pricing = async () => (await fetch(`${site.origin}/pricing`)).text()
/** Sets the first plan's price in content/pricing.yaml. */
const firstPrice = (price: string) => (text: string) => text.replace(/^( {4}price: ).*$/m, `$1${price}`)
const builds = () => readdirSync(join(publishDir, "builds")).filter((name) => !name.startsWith("."))
const log = () => outputs.join("") + site.output()

/** Waits for `check`; a publish that failed when the step did not expect it ends the wait at once. */
const waitFor = <T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = PUBLISH_TIMEOUT_MS) =>
  waitUntil(check, what, {
    timeoutMs,
    intervalMs: 500,
    context: () => log().slice(-6000),
    isFatal: (error) => error.message.startsWith("the publish failed"),
  })
/**
 * The report once the service is idle and `condition` holds; throws at a failure the step did not expect.
 * A failure recorded before the wait began is an earlier step's (a restarted service is idle for a moment
 * before it takes up the publish it was killed in).
 */
const idleWith = (condition: (report: Health) => boolean, isFailureExpected = false) => {
  const since = new Date().toISOString()
  return async () => {
    const report = await health()
    const failure = report.publish.lastFailure
    if (!isFailureExpected && failure && failure.at >= since && report.publish.state === "idle" && !condition(report))
      throw new Error(`the publish failed: ${JSON.stringify(failure)}\n${log().slice(-6000)}`)
    return report.publish.state === "idle" && condition(report) ? report : undefined
  }
}

const push = (after: string, ref = "refs/heads/main", delivery?: string) =>
  deliverWebhook(site.origin, pushEvent(ref, after), { secret: SECRET, delivery })

/** `npm run publish -- COMMAND` as an operator runs it in the deployed folder. */
const publishCommand = (command: string) => runPublishCommand(command, env())

beforeAll(async () => {
  repo = createSiteRepository(dir)
  seedCheckout(publishDir)
  mkdirSync(dataDir)
  await start()
}, 2 * MINUTE)

afterAll(async () => {
  await site?.stop()
  rmSync(dir, { recursive: true, force: true })
}, MINUTE)

describe("the publish webhook", () => {
  it("answers GitHub's ping, and 401 to a bad signature without fetching anything", async () => {
    expect((await deliverWebhook(site.origin, "{}", { secret: SECRET, event: "ping" })).status).toBe(200)
    const head = repo.commit("content/pricing.yaml", firstPrice("531"), "A price no one may publish")
    const forged = await deliverWebhook(site.origin, pushEvent("refs/heads/main", head), {
      secret: "not-the-secret-at-all",
    })
    expect(forged.status).toBe(401)
    const unsigned = await fetch(`${site.origin}/api/publish/github`, { method: "POST", body: "{}" })
    expect(unsigned.status).toBe(401)
    await new Promise((done) => setTimeout(done, 1500))
    const report = await health()
    expect(report.publish).toMatchObject({ state: "idle", lastSuccess: null, lastFailure: null })
    expect(site.output()).not.toMatch(/publish: [0-9a-f]{12}/)
    // Nothing was fetched: the service has no repository yet.
    expect(existsSync(join(publishDir, "repo.git"))).toBe(false)
  })

  it("acknowledges a push to another branch and changes nothing", async () => {
    const other = repo.commit("content/pricing.yaml", firstPrice("533"), "A draft price", "draft")
    const answer = await push(other, "refs/heads/draft")
    expect(answer.status).toBe(202)
    expect(answer.body.message).toContain("nothing to publish")
    await new Promise((done) => setTimeout(done, 1500))
    expect((await health()).publish.state).toBe("idle")
    expect(existsBuilds()).toBe(0)
  })
})

const existsBuilds = () => {
  try {
    return builds().length
  } catch {
    return 0
  }
}

describe("publishing", () => {
  let livePrice = ""
  let firstLive = ""

  it(
    "publishes a changed price; ten pushes during the build make one more build, of the newest commit",
    async () => {
      const first = repo.commit("content/pricing.yaml", firstPrice("537"), "Starter plan at $537")
      expect((await push(first)).status).toBe(202)
      await waitFor(async () => (await health()).publish.state === "building", "the first build starts")
      let newest = first
      for (let index = 1; index <= 10; index++) {
        newest = repo.commit("content/pricing.yaml", firstPrice(String(540 + index)), `Starter plan at $${540 + index}`)
        expect((await push(newest)).status).toBe(202)
      }
      // The same push again, under its own delivery id or a new one, is not a new publish.
      const again = await push(newest, "refs/heads/main", "repeated-delivery")
      expect(again.status).toBe(200)
      expect(again.body.message).toContain("received before")
      const report = await waitFor(
        idleWith((report) => report.build.commit === newest),
        "the newest commit is live",
      )
      expect(report.publish.lastSuccess?.commit).toBe(newest)
      expect(report.publish.lastSuccess?.message).toBe("Starter plan at $550")
      expect(await pricing()).toContain("$550")
      expect(builds()).toHaveLength(2)
      expect(log().match(/publish: [0-9a-f]{12} \(.*\), /g)).toHaveLength(2)
      livePrice = "$550"
      firstLive = newest
    },
    2 * PUBLISH_TIMEOUT_MS,
  )

  it("leaves the live site as it was when the content check fails, and emails the file, line and field", async () => {
    const broken = repo.commit("content/pricing.yaml", firstPrice("lots"), "Starter plan price as words")
    expect((await push(broken)).status).toBe(202)
    const report = await waitFor(
      idleWith((report) => report.publish.lastFailure?.commit === broken, true),
      "the failure is reported",
      3 * MINUTE,
    )
    expect(report.publish.lastFailure?.message).toContain("The content check failed")
    expect(report.build.commit).toBe(firstLive)
    expect(await pricing()).toContain(livePrice)
    expect(builds()).toHaveLength(2)
    const mail = await waitFor(
      async () => {
        const files = readdirSync(join(dataDir, "mail")).filter((name) => name.startsWith("publish-failed-"))
        return files.length === 1 && readFileSync(join(dataDir, "mail", files[0]!), "utf8")
      },
      "the failure email is written",
      30_000,
    )
    const text = mail.replace(/=\r\n/g, "").replace(/\r\n/g, "\n")
    expect(text).toContain("Subject: Not published: Starter plan price as words")
    expect(text).toMatch(/content\/pricing\.yaml, line 4, field plans\.0\.price: /)
    expect(text).toContain(broken)
  })

  it(
    "keeps serving the last good build when killed mid-build, and publishes again after the restart",
    async () => {
      const fixed = repo.commit("content/pricing.yaml", firstPrice("563"), "Starter plan at $563")
      expect((await push(fixed)).status).toBe(202)
      await waitFor(async () => (await health()).publish.state === "building", "the build starts", 3 * MINUTE)
      outputs.push(site.output())
      site.child.kill("SIGKILL")
      await site.exited
      await start()
      expect(await pricing()).toContain(livePrice)
      expect((await health()).build.commit).toBe(firstLive)
      const report = await waitFor(
        idleWith((report) => report.build.commit === fixed),
        "the retried publish is live",
      )
      expect(report.publish.lastSuccess?.commit).toBe(fixed)
      expect(await pricing()).toContain("$563")
      expect(site.output()).toContain("did not finish; trying again")
    },
    2 * PUBLISH_TIMEOUT_MS,
  )

  it("rolls back to the previous build, every request answered", async () => {
    const stopRequesting = keepRequesting(site.origin)
    await new Promise((done) => setTimeout(done, 300))
    const result = await publishCommand("rollback")
    expect(result.code, result.output).toBe(0)
    // How long it took is `npm run bench:publish`'s to report.
    expect(result.output).toMatch(/Switched in [\d.]+ s/)
    expect(await pricing()).toContain(livePrice)
    expect(await stopRequesting()).toEqual([])
    expect((await health()).build.commit).toBe(firstLive)
    const status = await publishCommand("status")
    expect(status.output).toContain("Starter plan at $550")
    expect(status.output).toContain("(live)")
  })
})
