/**
 * `npm run bench:pages`: how far each template is from a page that has nothing to load but itself
 * (docs/decisions/012-scripts-only-where-a-page-needs-them.md). A minimal reference page (one heading,
 * two paragraphs, no script, no web font) is served by our own server beside the built site, and for one
 * page per template, in one run, it prints:
 *
 * - the HTML as sent: raw, gzip and brotli bytes; the bytes of its inline CSS; the JavaScript it loads
 *   (brotli bytes as transferred, and how many of them are React's runtime);
 * - Lighthouse 12 (mobile, simulated throttling) FCP, LCP and TBT, and its main-thread breakdown (the
 *   whole main thread's work and the part of it that was style and layout), as ratios to the reference
 *   page, median of three rounds interleaved across the pages so a busy moment hits them all alike;
 * - from Chromium traces at 4× CPU slowdown (load plus four seconds; three traces a round, so the median of
 *   nine, since one trace's figure moves by up to 400 ms with the machine's other work), the time of
 *   the main thread's long tasks above 50 ms, summed (with the part of the task that commits the
 *   navigation, which any page pays before its bytes are parsed), and the navigation's first task (the
 *   one that parses the start of the document).
 *
 * `npm run bench:layouts` lists each style and layout pass of a load with its cause.
 *
 * Uses the existing build (`npm run build` first). `-- --runs 5` takes more rounds, `-- --traces 5` more
 * traces a round; `-- / /pricing` measures the pages named; `-- --tasks` lists each long task with what filled it.
 * `-- --baseline DIR` traces a second build (another commit's, built in a worktree of its own) beside this one,
 * trace for trace, and reports its long tasks too: one trace moves so much with the machine's other work that
 * a figure taken on another day says little about a change, and two builds traced in turn say more
 * (docs/decisions/032-long-tasks-are-read-against-the-pages-before.md).
 * The table and the medians across the pages go to stdout and reports/bench-pages.md.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { cpus } from "node:os"
import { resolve } from "node:path"
import { invariant } from "@epic-web/invariant"
import { type Browser, chromium } from "@playwright/test"
import { runLighthouse } from "./audit/lighthouse-run.ts"
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts"
import { median } from "./lib/median.ts"
import {
  mainThreadOf,
  REFERENCE_PATH,
  startServerWithReference,
  type TraceEvent,
  throttledPhone,
  traceEventsOf,
} from "./lib/page-trace.ts"
import { templatePaths } from "./lib/served-site.ts"
import { readPage } from "./optimize-html.ts"

const args = process.argv.slice(2)
const runsIndex = args.indexOf("--runs")
const rounds = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3
const tracesIndex = args.indexOf("--traces")
const tracesPerRound = tracesIndex >= 0 ? Number(args[tracesIndex + 1]) : 3
const listTasks = args.includes("--tasks")
const chosenPaths = args.filter((arg, index) => arg.startsWith("/") && args[index - 1] !== "--baseline")
const buildDir = resolve(process.env.BUILD_DIR ?? "build")
const baselineIndex = args.indexOf("--baseline")
const baselineDir = baselineIndex >= 0 ? resolve(args[baselineIndex + 1] ?? "") : undefined

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
  const { styles } = readPage(raw.text)
  return {
    raw: raw.length,
    gzip: (await sent("gzip")).length,
    brotli: (await sent("br")).length,
    inlineCss: styles.reduce((sum, css) => sum + Buffer.byteLength(css), 0),
  }
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
  commitLongTaskMs: number
  firstTaskMs: number
  tasks: { start: number; duration: number; work: string }[]
  scriptBytes: number
  frameworkBytes: number
}

/**
 * Loads the page in a fresh context at 4× CPU slowdown with a trace running, waits for the load event
 * and four seconds more, and sums the part above 50 ms of each task of the page's main thread.
 */
async function tracePage(browser: Browser, url: string): Promise<PageTrace> {
  const { context, page } = await throttledPhone(browser)
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
  const trace = { traceEvents: traceEventsOf(await browser.stopTracing()) }
  await context.close()

  const onMain = mainThreadOf(trace.traceEvents, url).filter((event) => event.ph === "X")
  // The navigation's first task: the one that parses the start of the document.
  const firstParse = onMain.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url)
  const firstTask = firstParse
    ? onMain.find(
        (event) =>
          event.name === "RunTask" && event.ts <= firstParse.ts && event.ts + (event.dur ?? 0) >= firstParse.ts,
      )
    : undefined
  const tasks = onMain
    .filter((event): event is TraceEvent & { dur: number } => event.name === "RunTask" && (event.dur ?? 0) > 50_000)
    .map((task) => {
      const end = task.ts + task.dur
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
      return { start: task.ts, duration: task.dur / 1000, work }
    })
  // The task that commits the navigation (a new document, its window and script context) comes before the
  // page's bytes are parsed and costs the same on any page: its part of the sum is shown on its own.
  const commit = onMain.find((event) => event.name === "CommitLoad" && event.args?.data?.isOutermostMainFrame)
  const commitTask =
    commit && tasks.find((task) => task.start <= commit.ts && task.start + task.duration * 1000 >= commit.ts)
  const first = tasks[0]?.start ?? 0
  const isFramework = (script: string) => /\/assets\/(framework|quote-form)-/.test(new URL(script).pathname)
  return {
    longTaskMs: tasks.reduce((sum, task) => sum + task.duration - 50, 0),
    commitLongTaskMs: commitTask ? commitTask.duration - 50 : 0,
    firstTaskMs: (firstTask?.dur ?? 0) / 1000,
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
  styleLayoutMs: number[]
  mainThreadMs: number[]
  longTaskMs: number[]
  commitLongTaskMs: number[]
  firstTaskMs: number[]
  /** The same page's long tasks in the baseline build, traced in turn with this build's; none without one. */
  baselineLongTaskMs: number[]
  /** Each of this build's traces less the baseline's trace taken right after it. */
  pairedDifferenceMs: number[]
  scriptBytes: number
  frameworkBytes: number
}

async function main() {
  const server = await startServerWithReference(buildDir, "bench:pages")
  const baseline = baselineDir ? await startServerWithReference(baselineDir, "bench:pages baseline") : undefined
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
        styleLayoutMs: [],
        mainThreadMs: [],
        longTaskMs: [],
        commitLongTaskMs: [],
        firstTaskMs: [],
        baselineLongTaskMs: [],
        pairedDifferenceMs: [],
        scriptBytes: 0,
        frameworkBytes: 0,
      })
    }
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    for (let round = 1; round <= rounds; round++) {
      for (const [path, row] of rows) {
        const url = `${server.origin}${path}`
        const lighthouse = await runLighthouse(url, chromiumPath)
        row.fcp.push(lighthouse.fcp)
        row.lcp.push(lighthouse.lcp)
        row.tbt.push(lighthouse.tbt)
        row.cls.push(lighthouse.cls)
        row.performance.push(lighthouse.scores.performance)
        row.styleLayoutMs.push(lighthouse.styleLayoutMs)
        row.mainThreadMs.push(lighthouse.mainThreadMs)
        // A page the baseline does not have (renamed since) is traced in this build alone.
        const baselineUrl =
          baseline && (await fetch(`${baseline.origin}${path}`, { method: "HEAD" })).ok
            ? `${baseline.origin}${path}`
            : undefined
        const traces: PageTrace[] = []
        const baselineTraces: PageTrace[] = []
        for (let index = 0; index < tracesPerRound; index++) {
          const trace = await tracePage(browser, url)
          traces.push(trace)
          if (!baselineUrl) continue
          const baselineTrace = await tracePage(browser, baselineUrl)
          baselineTraces.push(baselineTrace)
          row.baselineLongTaskMs.push(baselineTrace.longTaskMs)
          row.pairedDifferenceMs.push(trace.longTaskMs - baselineTrace.longTaskMs)
        }
        for (const trace of traces) {
          row.longTaskMs.push(trace.longTaskMs)
          row.commitLongTaskMs.push(trace.commitLongTaskMs)
          row.firstTaskMs.push(trace.firstTaskMs)
        }
        row.scriptBytes = traces.at(-1)?.scriptBytes ?? 0
        row.frameworkBytes = traces.at(-1)?.frameworkBytes ?? 0
        console.error(
          `round ${round}/${rounds} ${path}: FCP ${Math.round(lighthouse.fcp)} LCP ${Math.round(lighthouse.lcp)} TBT ${Math.round(lighthouse.tbt)} style & layout ${Math.round(lighthouse.styleLayoutMs)} of ${Math.round(lighthouse.mainThreadMs)} long tasks ${traces.map((trace) => Math.round(trace.longTaskMs)).join(", ")} first task ${traces.map((trace) => Math.round(trace.firstTaskMs)).join(", ")} ms${baselineUrl ? `; baseline long tasks ${baselineTraces.map((trace) => Math.round(trace.longTaskMs)).join(", ")} ms` : ""}`,
        )
        if (listTasks) {
          for (const trace of traces) {
            for (const task of trace.tasks) {
              console.error(`    +${Math.round(task.start)} ms: ${Math.round(task.duration)} ms (${task.work})`)
            }
          }
        }
      }
    }
    await browser.close()
  } finally {
    server.stop()
    baseline?.stop()
  }
  const report = table([...rows.values()])
  console.log(report)
  mkdirSync("reports", { recursive: true })
  writeFileSync("reports/bench-pages.md", `${report}\n`)
}

function table(rows: Row[]) {
  const [reference] = rows
  invariant(reference, "bench:pages measured no page")
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
      `${Math.round(median(row.styleLayoutMs))} (${ratio(row.styleLayoutMs, reference.styleLayoutMs)})`,
      `${Math.round(median(row.mainThreadMs))} (${ratio(row.mainThreadMs, reference.mainThreadMs)})`,
      `${Math.round(median(row.longTaskMs))} (${Math.round(median(row.commitLongTaskMs))})`,
      `${Math.round(median(row.firstTaskMs))} (${ratio(row.firstTaskMs, reference.firstTaskMs)})`,
      ...(baselineDir
        ? [row.baselineLongTaskMs.length > 0 ? String(Math.round(median(row.baselineLongTaskMs))) : "–"]
        : []),
    ].join(" | ")
  const pages = rows.slice(1)
  const acrossPages = (figure: (row: Row) => number) => median(pages.map(figure))
  const compared = pages.filter((row) => row.baselineLongTaskMs.length > 0)
  const differences = compared.flatMap((row) => row.pairedDifferenceMs)
  const summary = [
    `Medians across the ${pages.length} pages: FCP ${acrossPages((row) => median(row.fcp) / median(reference.fcp)).toFixed(2)}×, LCP ${acrossPages((row) => median(row.lcp) / median(reference.lcp)).toFixed(2)}×, long tasks ${Math.round(acrossPages((row) => median(row.longTaskMs)))} ms.`,
    ...(baselineDir
      ? [
          `The ${compared.length} pages the baseline build (${baselineDir}) has: long tasks ${Math.round(median(compared.map((row) => median(row.longTaskMs))))} ms in this build, ${Math.round(median(compared.map((row) => median(row.baselineLongTaskMs))))} ms in the baseline. Trace by trace (${differences.length} pairs, each of this build's traces with the baseline's taken next), this build's figure is lower in ${differences.filter((difference) => difference < 0).length} and higher in ${differences.filter((difference) => difference > 0).length}, by a median of ${Math.round(median(differences))} ms.`,
        ]
      : []),
  ]
  return [
    `bench:pages, ${new Date().toISOString()}: ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}; median of ${rounds} rounds (long and first tasks: of ${rounds * tracesPerRound} traces). Sizes in KB (1024 bytes); JS is brotli as transferred (React's runtime in brackets); times in ms, with the ratio to the reference page.`,
    "",
    `| Page | HTML raw | HTML gzip | HTML br | Inline CSS | JS br (React) | FCP | LCP | TBT | CLS | Perf | Style & Layout | Main thread | Long tasks >50 ms at 4× CPU (of which the navigation's commit) | First task at 4× CPU |${baselineDir ? " Long tasks, baseline build |" : ""}`,
    `|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|${baselineDir ? "---|" : ""}`,
    ...rows.map((row) => `| ${line(row)} |`),
    "",
    ...summary,
  ].join("\n")
}

await main()
