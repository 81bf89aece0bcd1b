/**
 * `npm run bench:publish`: how long a push takes to go live through the publish service, and what a build
 * costs the pages meanwhile. A local bare repository holding this project's committed tree is PUBLISH_REPO;
 * the built server runs with it (the checkout's dependencies are a link to this project's, so no network
 * install is timed, and its build cache starts empty). Measured: push-to-live of the first publish (a clean
 * build) and of a one-article change after it (the build cache kept), each from the signed webhook to the
 * moment /healthz names the new commit; and GET /pricing requests per second (autocannon, 10 connections, in
 * slices of 2 s) while the service builds, as a ratio to the same server idle before, between and after the
 * two publishes (target: at least 0.9); and `npm run publish -- rollback` after them, as the switch it reports
 * and as the whole command (a Node start included) (target: within 2 s).
 * Writes reports/bench-publish.md. BENCH_BUILD_SLICES bounds the slices measured during each build (20).
 */
import { execFile } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { createSiteRepository, deliverWebhook, pushEvent, seedCheckout } from "../tests/helpers/publish-repo.ts"
import { buildDir, startSite } from "../tests/helpers/site.ts"
import { median } from "./lib/median.ts"

const SECRET = "bench-publish-webhook-secret"
const SLICE_SECONDS = 2
const IDLE_SLICES = 5
const buildSlices = Number(process.env.BENCH_BUILD_SLICES ?? 20)
const ARTICLE = "content/blog/email-newsletters-that-get-read-a-guide-for-detroit-businesses.mdx"

const dir = mkdtempSync(join(tmpdir(), "catalysty-bench-publish-"))
const publishDir = join(dir, "publish")
const dataDir = join(dir, "data")
mkdirSync(dataDir)
const repo = createSiteRepository(dir)
seedCheckout(publishDir, { withBuildCache: false })
const siteEnv = {
  PUBLISH_REPO: repo.origin,
  PUBLISH_DIR: publishDir,
  PUBLISH_WEBHOOK_SECRET: SECRET,
  DATA_DIR: dataDir,
}
const site = await startSite(siteEnv, 60_000)

type Health = { build: { commit: string | null }; publish: { state: string; lastFailure: { message: string } | null } }
const health = async () => (await (await fetch(`${site.origin}/healthz`)).json()) as Health

async function slice() {
  const result = await autocannon({ url: `${site.origin}/pricing`, connections: 10, duration: SLICE_SECONDS })
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`bench:publish: ${result.errors} errors, ${result.non2xx} non-2xx`)
  return result.requests.average
}

/** Commits `change` to the article, pushes it, delivers the webhook; resolves with push-to-live seconds and the slices measured while it built. */
async function publish(change: (text: string) => string, message: string) {
  const commit = repo.commit(ARTICLE, change, message)
  const pushed = performance.now()
  const answer = await deliverWebhook(site.origin, pushEvent("refs/heads/main", commit), { secret: SECRET })
  if (answer.status !== 202) throw new Error(`bench:publish: the webhook answered ${answer.status}`)
  const during: number[] = []
  for (;;) {
    const report = await health()
    if (report.build.commit === commit) return { seconds: (performance.now() - pushed) / 1000, during }
    if (report.publish.state === "idle" && report.publish.lastFailure)
      throw new Error(`bench:publish: ${report.publish.lastFailure.message}\n${site.output().slice(-4000)}`)
    if (report.publish.state === "building" && during.length < buildSlices) during.push(await slice())
    else await new Promise((done) => setTimeout(done, 200))
  }
}

/** `npm run publish -- rollback` as the operator runs it: the switch it reports, and the whole command's time. */
function rollback() {
  const started = performance.now()
  return new Promise<{ switched: number; whole: number }>((done, fail) => {
    execFile(
      process.execPath,
      [join(buildDir(), "server", "publish.js"), "rollback"],
      { env: { ...process.env, ...siteEnv }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const switched = /Switched in ([\d.]+) s/.exec(stdout + stderr)?.[1]
        if (error || !switched) return fail(new Error(`bench:publish: the rollback failed\n${stdout}${stderr}`))
        done({ switched: Number(switched), whole: (performance.now() - started) / 1000 })
      },
    )
  })
}

try {
  await slice()
  const idle: number[] = []
  for (let index = 0; index < IDLE_SLICES; index++) idle.push(await slice())
  const first = await publish(
    (text) => text.replace(/^title: '(.*)'$/m, "title: '$1 (revised)'"),
    "Newsletter guide: title revised",
  )
  // Idle slices around each build, so that the machine's other work weighs on both sides alike.
  const between: number[] = []
  for (let index = 0; index < IDLE_SLICES; index++) between.push(await slice())
  const second = await publish(
    (text) => text.replace("which numbers\n  really tell you", "which figures\n  really tell you"),
    "Newsletter guide: one word in the subtitle",
  )
  const after: number[] = []
  for (let index = 0; index < IDLE_SLICES; index++) after.push(await slice())
  const back = await rollback()
  const idleRate = median([...idle, ...between, ...after])
  const buildRate = median([...first.during, ...second.during])
  const lines = [
    "# bench:publish",
    "",
    `Machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2) ?? "–"} at the end; ${new Date().toISOString()}`,
    "",
    "| Measure | Value |",
    "|---|---|",
    `| First publish, push to live (clean build, no install) | ${first.seconds.toFixed(1)} s |`,
    `| One-article change after it, push to live | ${second.seconds.toFixed(1)} s |`,
    `| GET /pricing idle (median of ${idle.length + between.length + after.length} slices of ${SLICE_SECONDS} s) | ${idleRate.toFixed(0)} requests/s |`,
    `| GET /pricing while building (median of ${first.during.length + second.during.length} slices) | ${buildRate.toFixed(0)} requests/s |`,
    `| Ratio during a build (target at least 0.9) | ${(buildRate / idleRate).toFixed(2)} |`,
    `| Rollback: the switch, as the command reports it (target within 2 s) | ${back.switched.toFixed(2)} s |`,
    `| Rollback: the whole command, a Node start included | ${back.whole.toFixed(2)} s |`,
    "",
  ]
  console.log(lines.join("\n"))
  mkdirSync("reports", { recursive: true })
  writeFileSync(join("reports", "bench-publish.md"), lines.join("\n"))
} finally {
  await site.stop()
  rmSync(dir, { recursive: true, force: true })
}
