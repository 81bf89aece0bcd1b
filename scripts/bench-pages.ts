/**
 * `npm run bench:pages`: how far each template is from a page that has nothing to load but itself
 * (docs/decisions/012-scripts-only-where-a-page-needs-them.md). A minimal reference page (one heading,
 * two paragraphs, no script, no web font) is served by our own server beside the built site, and for one
 * page per template, in one run, it prints:
 *
 * - the HTML as sent: raw, gzip and brotli bytes; the bytes of its inline CSS; the JavaScript it loads
 *   (brotli bytes as transferred, and how many of them are React's runtime);
 * - Lighthouse 12 (mobile, simulated throttling) FCP, LCP and TBT, as ratios to the reference page,
 *   median of three rounds interleaved across the pages so a busy moment hits them all alike;
 * - from a Chromium trace at 4× CPU slowdown (load plus four seconds, median of three), the time of
 *   the main thread's long tasks above 50 ms, summed.
 *
 * Uses the existing build (`npm run build` first). `-- --runs 5` takes more rounds; `-- / /pricing`
 * measures the pages named; `-- --tasks` lists each long task with what filled it.
 * The table goes to stdout and reports/bench-pages.md.
 */
import { spawn } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { cpus, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { type Browser, chromium } from "@playwright/test"
import { runLighthouse } from "./audit/lighthouse-run.ts"
import { minimalPage } from "./audit/platform-floor.ts"
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts"
import { median } from "./lib/median.ts"
import { freePort, templatePaths, waitForAnswer } from "./lib/served-site.ts"

const args = process.argv.slice(2)
const runsIndex = args.indexOf("--runs")
const rounds = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3
const listTasks = args.includes("--tasks")
const chosenPaths = args.filter((arg) => arg.startsWith("/"))
const buildDir = resolve(process.env.BUILD_DIR ?? "build")

/** Where the page everything is measured against is served: the audit's minimal page (platform-floor.ts). */
const REFERENCE_PATH = "/bench-reference"

/** A copy of the build with the reference page in it, served by the production server on a free port. */
async function startServerWithReference() {
  if (!existsSync(join(buildDir, "build-info.json"))) throw new Error(`bench:pages: no finished build in ${buildDir}`)
  // Beside the build (build-*/ is ignored by git), where the server bundle finds its packages.
  const copy = mkdtempSync(join(resolve(buildDir, ".."), "build-bench-pages-"))
  cpSync(buildDir, copy, { recursive: true })
  mkdirSync(join(copy, "client", REFERENCE_PATH.slice(1)), { recursive: true })
  writeFileSync(join(copy, "client", REFERENCE_PATH.slice(1), "index.html"), minimalPage)
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), "catalysty-bench-pages-data-"))
  const child = spawn("node", [join(copy, "server", "main.js")], {
    env: {
      ...process.env,
      BUILD_DIR: copy,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_REQUESTS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const origin = `http://127.0.0.1:${port}`
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`bench:pages: the server stopped (exit code ${code})`))),
  )
  await Promise.race([waitForAnswer(`${origin}${REFERENCE_PATH}`), exited])
  return {
    origin,
    stop() {
      child.kill("SIGTERM")
      rmSync(copy, { recursive: true, force: true })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

type Sizes = { raw: number; gzip: number; brotli: number; inlineCss: number }

/** The document as the server sends it in each encoding, and the CSS written into it. */
async function htmlSizes(url: string): Promise<Sizes> {
  const sent = async (encoding: string) => {
    const response = await fetch(url, { headers: { "Accept-Encoding": encoding } })
    const length = Number(response.headers.get("content-length"))
    const text = await response.text()
    return { length, text }
  }
  const raw = await sent("identity")
  const styles = [...raw.text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
  return {
    raw: raw.length,
    gzip: (await sent("gzip")).length,
    brotli: (await sent("br")).length,
    inlineCss: styles.reduce((sum, [, css]) => sum + Buffer.byteLength(css ?? ""), 0),
  }
}

type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown> }
}

/** What a long task spent its time on: the largest kinds of work directly inside it. */
const WORK_KINDS: Record<string, string> = {
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "pre-paint",
  Paint: "paint",
  Layerize: "layerize",
  EvaluateScript: "script",
  "v8.compileModule": "compile",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  EventDispatch: "event",
  TimerFire: "timer",
  FireAnimationFrame: "frame callback",
  HitTest: "hit test",
  "Document::updateStyleInvalidationIfNeeded": "style",
}

type PageTrace = {
  longTaskMs: number
  tasks: { start: number; duration: number; work: string }[]
  scriptBytes: number
  frameworkBytes: number
}

/**
 * Loads the page in a fresh context at 4× CPU slowdown with a trace running, waits for the load event
 * and four seconds more, and sums the part above 50 ms of each task of the page's main thread.
 */
async function tracePage(browser: Browser, url: string): Promise<PageTrace> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  const scripts: { bytes: number; url: string }[] = []
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return
    const sizes = await request.sizes().catch(() => null)
    if (sizes) scripts.push({ bytes: sizes.responseBodySize, url: request.url() })
  })
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "loading", "v8"],
  })
  await page.goto(url, { waitUntil: "load" })
  await page.waitForTimeout(4000)
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }
  await context.close()

  const events = trace.traceEvents
  // The page's renderer is the one that painted it; its main thread is CrRendererMain.
  const painted = events.find((event) => event.name === "firstContentfulPaint" || event.name === "firstPaint")
  if (!painted) throw new Error(`bench:pages: no paint in the trace of ${url}`)
  const mainThread = events.find(
    (event) =>
      event.ph === "M" &&
      event.name === "thread_name" &&
      event.pid === painted.pid &&
      event.args?.name === "CrRendererMain",
  )
  const tid = mainThread?.tid ?? painted.tid
  const onMain = events.filter((event) => event.pid === painted.pid && event.tid === tid && event.ph === "X")
  const tasks = onMain
    .filter((event) => event.name === "RunTask" && (event.dur ?? 0) > 50_000)
    .map((task) => {
      const end = task.ts + task.dur!
      const inside = new Map<string, number>()
      for (const event of onMain) {
        const kind = WORK_KINDS[event.name]
        if (!kind || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue
        inside.set(kind, (inside.get(kind) ?? 0) + (event.dur ?? 0) / 1000)
      }
      const work = [...inside]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
        .join(", ")
      return { start: task.ts, duration: task.dur! / 1000, work }
    })
  const first = tasks[0]?.start ?? 0
  const isFramework = (script: string) => /\/assets\/(framework|quote-form)-/.test(new URL(script).pathname)
  return {
    longTaskMs: tasks.reduce((sum, task) => sum + task.duration - 50, 0),
    tasks: tasks.map((task) => ({ ...task, start: (task.start - first) / 1000 })),
    scriptBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    frameworkBytes: scripts.filter((script) => isFramework(script.url)).reduce((sum, script) => sum + script.bytes, 0),
  }
}

type Row = {
  path: string
  sizes: Sizes
  fcp: number[]
  lcp: number[]
  tbt: number[]
  cls: number[]
  performance: number[]
  longTaskMs: number[]
  scriptBytes: number
  frameworkBytes: number
}

async function main() {
  const server = await startServerWithReference()
  const paths = [REFERENCE_PATH, ...(chosenPaths.length > 0 ? chosenPaths : templatePaths())]
  const rows = new Map<string, Row>()
  try {
    for (const path of paths) {
      rows.set(path, {
        path,
        sizes: await htmlSizes(`${server.origin}${path}`),
        fcp: [],
        lcp: [],
        tbt: [],
        cls: [],
        performance: [],
        longTaskMs: [],
        scriptBytes: 0,
        frameworkBytes: 0,
      })
    }
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    for (let round = 1; round <= rounds; round++) {
      for (const path of paths) {
        const row = rows.get(path)!
        const url = `${server.origin}${path}`
        const lighthouse = await runLighthouse(url, chromiumPath)
        row.fcp.push(lighthouse.fcp)
        row.lcp.push(lighthouse.lcp)
        row.tbt.push(lighthouse.tbt)
        row.cls.push(lighthouse.cls)
        row.performance.push(lighthouse.scores.performance)
        const trace = await tracePage(browser, url)
        row.longTaskMs.push(trace.longTaskMs)
        row.scriptBytes = trace.scriptBytes
        row.frameworkBytes = trace.frameworkBytes
        console.error(
          `round ${round}/${rounds} ${path}: FCP ${Math.round(lighthouse.fcp)} LCP ${Math.round(lighthouse.lcp)} TBT ${Math.round(lighthouse.tbt)} long tasks ${Math.round(trace.longTaskMs)} ms`,
        )
        if (listTasks) {
          for (const task of trace.tasks) {
            console.error(`    +${Math.round(task.start)} ms: ${Math.round(task.duration)} ms (${task.work})`)
          }
        }
      }
    }
    await browser.close()
  } finally {
    server.stop()
  }
  const report = table([...rows.values()])
  console.log(report)
  mkdirSync("reports", { recursive: true })
  writeFileSync("reports/bench-pages.md", `${report}\n`)
}

function table(rows: Row[]) {
  const reference = rows[0]!
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const ratio = (values: number[], of: number[]) => {
    const base = median(of)
    return base > 0 ? `${(median(values) / base).toFixed(2)}×` : "–"
  }
  const line = (row: Row) =>
    [
      row === reference ? `reference (${row.path})` : row.path,
      kb(row.sizes.raw),
      kb(row.sizes.gzip),
      kb(row.sizes.brotli),
      kb(row.sizes.inlineCss),
      `${kb(row.scriptBytes)} (${kb(row.frameworkBytes)})`,
      `${Math.round(median(row.fcp))} (${ratio(row.fcp, reference.fcp)})`,
      `${Math.round(median(row.lcp))} (${ratio(row.lcp, reference.lcp)})`,
      `${Math.round(median(row.tbt))} (${ratio(row.tbt, reference.tbt)})`,
      median(row.cls).toFixed(3),
      String(median(row.performance)),
      String(Math.round(median(row.longTaskMs))),
    ].join(" | ")
  return [
    `bench:pages, ${new Date().toISOString()}: ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}; median of ${rounds} rounds. Sizes in KB (1024 bytes); JS is brotli as transferred (React's runtime in brackets); times in ms, with the ratio to the reference page.`,
    "",
    "| Page | HTML raw | HTML gzip | HTML br | Inline CSS | JS br (React) | FCP | LCP | TBT | CLS | Perf | Long tasks >50 ms at 4× CPU |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row) => `| ${line(row)} |`),
  ].join("\n")
}

await main()
