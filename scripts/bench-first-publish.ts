/**
 * `npm run bench:first-publish`: how long a server's first publish takes on one core and on two, as a
 * small VPS has. A local bare repository holding this project's committed tree is PUBLISH_REPO; the built
 * server runs pinned to the cores measured (`taskset`), with an empty PUBLISH_DIR, so the first push
 * installs the dependencies from the npm registry (`npm ci --include=dev` in the sandbox) and builds with
 * an empty build cache, as on a new server. Each step's time is read from the service's own record
 * (state.json) as it changes. Writes reports/bench-first-publish.md, used by docs/operations.md ("How long
 * a first publish takes"). `-- --cores 2` measures one count; the default is 1 and 2. Needs the network
 * to the registry, bubblewrap and a build (`npm run build`).
 */
import { execFileSync, spawn } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, tmpdir } from "node:os"
import { join } from "node:path"
import { z } from "zod"
import { parseJson } from "../server/json-file.ts"
import { createSiteRepository, deliverWebhook, pushEvent } from "../tests/helpers/publish-repo.ts"
import { buildDir } from "../tests/helpers/site.ts"

const SECRET = "bench-first-publish-webhook-secret"
const ARTICLE = "content/blog/email-newsletters-that-get-read-a-guide-for-detroit-businesses.mdx"
const LIMIT_MS = 60 * 60_000

const coresOption = process.argv.indexOf("--cores")
const coreCounts =
  coresOption > 0
    ? (process.argv[coresOption + 1] ?? "").split(",").map(Number)
    : [1, 2].filter((n) => n <= cpus().length)

const stateSchema = z.object({
  state: z.string(),
  live: z.object({ commit: z.string() }).optional(),
  lastFailure: z.object({ message: z.string(), step: z.string() }).optional(),
})

type StepTimes = { step: string; seconds: number }[]

/** One first publish on `cores` cores: each step's seconds, and the whole from push to live. */
async function firstPublish(cores: number): Promise<{ steps: StepTimes; total: number }> {
  const dir = mkdtempSync(join(tmpdir(), "catalysty-first-publish-"))
  const publishDir = join(dir, "publish")
  const dataDir = join(dir, "data")
  mkdirSync(dataDir)
  const repo = createSiteRepository(dir)
  const server = spawn(
    "taskset",
    ["--cpu-list", cores === 1 ? "0" : `0-${cores - 1}`, process.execPath, join(buildDir(), "server", "main.js")],
    {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_REQUESTS: "0",
        DATA_DIR: dataDir,
        PUBLISH_REPO: repo.origin,
        PUBLISH_DIR: publishDir,
        PUBLISH_WEBHOOK_SECRET: SECRET,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  let output = ""
  server.stdout.on("data", (chunk: Buffer) => (output += chunk))
  server.stderr.on("data", (chunk: Buffer) => (output += chunk))
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      const started = Date.now()
      const poll = setInterval(() => {
        const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
        if (port) resolve(`http://127.0.0.1:${port}`)
        else if (Date.now() - started > 60_000) reject(new Error(`the server did not start:\n${output}`))
        else return
        clearInterval(poll)
      }, 100)
    })
    const commit = repo.commit(
      ARTICLE,
      (text) => text.replace(/^title: '(.*)'$/m, "title: '$1 (revised)'"),
      "A first publish",
    )
    const pushed = performance.now()
    const answer = await deliverWebhook(origin, pushEvent("refs/heads/main", commit), { secret: SECRET })
    if (answer.status !== 202) throw new Error(`the webhook answered ${answer.status}`)
    const steps: StepTimes = []
    let current = { step: "waiting", since: pushed }
    const statePath = join(publishDir, "state.json")
    for (;;) {
      if (performance.now() - pushed > LIMIT_MS) throw new Error(`no publish within an hour:\n${output.slice(-4000)}`)
      const state = existsSync(statePath)
        ? parseJson(readFileSync(statePath, "utf8"), stateSchema, statePath)
        : { state: "waiting" }
      const now = performance.now()
      const isLive = "live" in state && state.live?.commit === commit
      if (isLive || state.state !== current.step) {
        steps.push({ step: current.step, seconds: (now - current.since) / 1000 })
        current = { step: state.state, since: now }
      }
      if (isLive) return { steps: steps.filter((entry) => entry.step !== "idle"), total: (now - pushed) / 1000 }
      if ("lastFailure" in state && state.lastFailure)
        throw new Error(`the publish failed at ${state.lastFailure.step}: ${state.lastFailure.message}`)
      await new Promise((done) => setTimeout(done, 250))
    }
  } finally {
    server.kill("SIGTERM")
    await new Promise((done) => server.once("exit", done))
    rmSync(dir, { recursive: true, force: true })
  }
}

execFileSync("taskset", ["--version"], { stdio: "ignore" })
const results: { cores: number; steps: StepTimes; total: number }[] = []
for (const cores of coreCounts) {
  console.log(`first publish on ${cores} core${cores === 1 ? "" : "s"}…`)
  results.push({ cores, ...(await firstPublish(cores)) })
}
const stepNames = [...new Set(results.flatMap((result) => result.steps.map((entry) => entry.step)))]
const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
const lines = [
  "# bench:first-publish",
  "",
  `A first publish on an empty PUBLISH_DIR (an install from the registry, an empty build cache); ${new Date().toISOString()}, ${cpus()[0]?.model ?? "unknown CPU"}.`,
  "",
  `| Step | ${results.map((result) => `${result.cores} core${result.cores === 1 ? "" : "s"}`).join(" | ")} |`,
  `|---|${results.map(() => "---|").join("")}`,
  ...stepNames.map(
    (step) =>
      `| ${step} | ${results.map((result) => minutes(result.steps.filter((entry) => entry.step === step).reduce((sum, entry) => sum + entry.seconds, 0))).join(" | ")} |`,
  ),
  `| **push to live** | ${results.map((result) => `**${minutes(result.total)}**`).join(" | ")} |`,
  "",
]
console.log(lines.join("\n"))
mkdirSync("reports", { recursive: true })
writeFileSync(join("reports", "bench-first-publish.md"), lines.join("\n"))
