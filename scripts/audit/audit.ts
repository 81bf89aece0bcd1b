/**
 * `npm run audit`: Lighthouse 12 (mobile, simulated throttling, three runs; DevTools throttling
 * reported beside them) and axe-core on every page of the built site and its two 404 pages, served
 * by our own server. Each timing and score is the median of its runs.
 *
 * Blocking time is judged on the site's own work (docs/decisions/005-blocking-time-and-coop.md): each
 * page is also run three times with every header but Cross-Origin-Opener-Policy, whose browsing-context
 * switch Lighthouse counts as blocking time of any page, and the TBT and performance budgets apply to
 * that run; the end-to-end figures with COOP are reported beside it. The references of
 * platform-floor.ts (a minimal page with and without COOP) show the floor. Writes reports/audit.json
 * and reports/audit.md; exits non-zero when a page misses a budget.
 *
 *   --templates   one page per page type, one run each, no axe scan (the browser tests scan every
 *                 template); timing budgets reported but not enforced (used by npm run test:release,
 *                 where a loaded machine must not fail the build)
 *   --no-build    use the existing build
 *   /a /b ...     only these pages (three runs each, every budget), with the platform-floor references
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { cpus, totalmem } from "node:os"
import { join } from "node:path"
import { invariant } from "@epic-web/invariant"
import { type Browser, chromium } from "@playwright/test"
import { wcagScan } from "../../tests/e2e/axe.ts"
import { chromiumArgs } from "../lib/chromium.ts"
import { median } from "../lib/median.ts"
import { startSite, templatePaths } from "../lib/served-site.ts"
import { pagePaths } from "../lib/site-content.ts"
import { siteScriptHasRun } from "../lib/site-script.ts"
import { budgets } from "./budgets.ts"
import { type PageMetrics, runLighthouse } from "./lighthouse-run.ts"
import { platformFloorPaths, startPlatformFloor, startSiteWithoutCoop } from "./platform-floor.ts"

const args = new Set(process.argv.slice(2).filter((arg) => arg.startsWith("--")))
const onlyPaths = process.argv.slice(2).filter((arg) => arg.startsWith("/"))
const templatesOnly = args.has("--templates")
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const buildDir = process.env.BUILD_DIR ?? "build"
const runsPerPage = templatesOnly ? 1 : 3

type Summary = Omit<
  PageMetrics,
  | "renderBlocking"
  | "scriptPaths"
  | "seoFailures"
  | "bestPracticesFailures"
  | "benchmarkIndex"
  | "mainThreadMs"
  | "styleLayoutMs"
> & {
  /** The same scripts' size as gzip, the form the JavaScript budget is written in. */
  scriptGzipBytes: number
  devtools?: { fcp: number; lcp: number }
  /** The same page without COOP: the site's own blocking time and the performance score it gives. */
  own?: { tbt: number; performance: number }
}
type Row = Summary & {
  path: string
  renderBlocking: string[]
  seoFailures: string[]
  bestPracticesFailures: string[]
  runs: PageMetrics[]
  /** Left out with --templates: the browser tests scan every template (tests/e2e/accessibility.spec.ts). */
  axeViolations?: string[]
}

/** The two not-found pages: any unknown path, and an unknown team member. */
const notFoundPaths = ["/does-not-exist", "/team/no-such-member"]

/** Size of a built script as gzip (the build writes a .gz beside every script it compresses). */
function gzipSize(path: string) {
  const file = join(buildDir, "client", path)
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : readFileSync(file).length
}

/** Medians of the runs' timings and performance score; the lowest of the other scores; bytes of the first run. */
function summarize(runs: PageMetrics[], devtools?: PageMetrics): Summary {
  const [first] = runs as [PageMetrics]
  return {
    scores: {
      performance: median(runs.map((run) => run.scores.performance)),
      accessibility: Math.min(...runs.map((run) => run.scores.accessibility)),
      bestPractices: Math.min(...runs.map((run) => run.scores.bestPractices)),
      seo: Math.min(...runs.map((run) => run.scores.seo)),
    },
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    totalBytes: first.totalBytes,
    scriptBytes: first.scriptBytes,
    scriptGzipBytes: [...new Set(first.scriptPaths)].reduce((sum, path) => sum + gzipSize(path), 0),
    devtools: devtools && { fcp: devtools.fcp, lcp: devtools.lcp },
  }
}

async function measure(url: string, withoutCoopUrl?: string) {
  const runs: PageMetrics[] = []
  for (let run = 0; run < runsPerPage; run++) runs.push(await runLighthouse(url, chromePath, "simulate"))
  const devtools = templatesOnly ? undefined : await runLighthouse(url, chromePath, "devtools")
  const summary = summarize(runs, devtools)
  if (withoutCoopUrl) {
    const own: PageMetrics[] = []
    for (let run = 0; run < runsPerPage; run++) own.push(await runLighthouse(withoutCoopUrl, chromePath, "simulate"))
    summary.own = {
      tbt: median(own.map((run) => run.tbt)),
      performance: median(own.map((run) => run.scores.performance)),
    }
  }
  return { runs, summary }
}

async function axeViolationsOf(browser: Browser, url: string) {
  const violations: string[] = []
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    // Reduced motion shows every entrance-faded element, so all of the page is scanned; waiting for the
    // site's script keeps the scan from racing it as it marks which elements fade in.
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto(url)
    await page.waitForFunction(siteScriptHasRun)
    const axe = await wcagScan(page).analyze()
    violations.push(
      ...axe.violations.map(
        (violation) =>
          `${width}px ${violation.id} (${violation.nodes.length}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      ),
    )
    await context.close()
  }
  return violations
}

/**
 * Pages the sitemap leaves out ask search engines not to index them (an empty blog category, the
 * thank-you page); Lighthouse's SEO score counts that against them, and nothing else may.
 */
function readIndexablePaths() {
  const sitemap = readFileSync(join(buildDir, "client", "sitemap.xml"), "utf8")
  return new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(([, path]) => path || "/"))
}

function budgetFailures(row: Row, indexable: Set<string>) {
  const failures: string[] = []
  const fail = (what: string) => failures.push(`${row.path}: ${what}`)
  // A 404 page logs its own status to the console and answers 404: those two are what it is for.
  const isNotFound = notFoundPaths.includes(row.path)
  if (row.scores.accessibility < budgets.accessibility) fail(`accessibility ${row.scores.accessibility}`)
  const bestPracticesFailures = row.bestPracticesFailures.filter((id) => !(isNotFound && id === "errors-in-console"))
  if (row.scores.bestPractices < budgets.bestPractices && bestPracticesFailures.length > 0) {
    fail(`best practices ${row.scores.bestPractices} (${bestPracticesFailures.join(", ")})`)
  }
  const seoFailures = row.seoFailures.filter(
    (id) => (indexable.has(row.path) || id !== "is-crawlable") && !(isNotFound && id === "http-status-code"),
  )
  if (row.scores.seo < budgets.seo && seoFailures.length > 0) fail(`SEO ${row.scores.seo} (${seoFailures.join(", ")})`)
  if (row.cls > budgets.cls) fail(`CLS ${row.cls}`)
  if (row.scriptGzipBytes / 1024 > budgets.scriptKiB)
    fail(`JavaScript ${(row.scriptGzipBytes / 1024).toFixed(1)} KiB gzipped`)
  if (row.renderBlocking.length > 1) fail(`render-blocking: ${row.renderBlocking.join(", ")}`)
  if (row.axeViolations && row.axeViolations.length > 0) fail(`axe: ${row.axeViolations.join("; ")}`)
  if (row.path === "/" && row.totalBytes / 1024 > budgets.homeTransferKiB) fail(`home transfer ${row.totalBytes}`)
  if (!templatesOnly) {
    const performance = row.own?.performance ?? row.scores.performance
    const tbt = row.own?.tbt ?? row.tbt
    if (performance < budgets.performance) fail(`performance ${performance} (without COOP)`)
    if (row.fcp > budgets.fcpMs) fail(`FCP ${Math.round(row.fcp)} ms`)
    if (row.lcp > budgets.lcpMs) fail(`LCP ${Math.round(row.lcp)} ms`)
    if (tbt > budgets.tbtMs) fail(`TBT ${Math.round(tbt)} ms (without COOP)`)
  }
  return failures
}

async function main() {
  if (!args.has("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const site = await startSite({ BUILD_DIR: buildDir })
  const withoutCoop = templatesOnly ? undefined : await startSiteWithoutCoop(buildDir)
  const rows: Row[] = []
  const referenceRows: (Summary & { label: string })[] = []
  let browserVersion = "unknown"
  try {
    const paths =
      onlyPaths.length > 0
        ? onlyPaths
        : [...(templatesOnly ? templatePaths() : pagePaths().filter((path) => path !== "/thanks")), ...notFoundPaths]
    const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
    browserVersion = browser.version()
    for (const path of paths) {
      const url = `${site.origin}${path}`
      const { runs, summary } = await measure(url, withoutCoop && `${withoutCoop.origin}${path}`)
      const [firstRun] = runs
      invariant(firstRun, `no Lighthouse run of ${url}, where every page gets ${runsPerPage}`)
      const row: Row = {
        path,
        ...summary,
        renderBlocking: firstRun.renderBlocking,
        seoFailures: firstRun.seoFailures,
        bestPracticesFailures: firstRun.bestPracticesFailures,
        runs,
        axeViolations: templatesOnly ? undefined : await axeViolationsOf(browser, url),
      }
      rows.push(row)
      console.log(
        `${path}: perf ${row.scores.performance} a11y ${row.scores.accessibility} bp ${row.scores.bestPractices} seo ${row.scores.seo} FCP ${Math.round(row.fcp)} LCP ${Math.round(row.lcp)} TBT ${Math.round(row.tbt)} (runs ${runs.map((run) => Math.round(run.tbt)).join("/")}; without COOP ${row.own ? Math.round(row.own.tbt) : "–"}) CLS ${row.cls.toFixed(3)} JS ${(row.scriptBytes / 1024).toFixed(1)} KiB (${(row.scriptGzipBytes / 1024).toFixed(1)} KiB gzipped) axe ${row.axeViolations?.length ?? "not run"}`,
      )
    }
    await browser.close()
    // The floor shows what this machine adds to every page, so it is measured whenever timings are judged.
    if (!templatesOnly) {
      const floor = await startPlatformFloor(buildDir)
      try {
        for (const [label, path] of Object.entries(platformFloorPaths)) {
          const { summary } = await measure(`${floor.origin}${path}`)
          referenceRows.push({ label, ...summary })
          console.log(
            `reference, ${label}: FCP ${Math.round(summary.fcp)} LCP ${Math.round(summary.lcp)} TBT ${Math.round(summary.tbt)}`,
          )
        }
      } finally {
        floor.stop()
      }
    }
  } finally {
    site.stop()
    withoutCoop?.stop()
  }

  const indexable = readIndexablePaths()
  const failures = rows.flatMap((row) => budgetFailures(row, indexable))
  writeReports(rows, referenceRows, failures, browserVersion)
  if (failures.length > 0) {
    console.error(`audit: ${failures.length} budget(s) missed:\n${failures.map((line) => `  - ${line}`).join("\n")}`)
    process.exitCode = 1
  } else console.log(`audit: all budgets met on ${rows.length} pages`)
}

function writeReports(
  rows: Row[],
  references: (Summary & { label: string })[],
  failures: string[],
  browserVersion: string,
) {
  mkdirSync("reports", { recursive: true })
  const date = new Date().toISOString()
  const mode = templatesOnly ? "templates" : "full"
  writeFileSync(
    "reports/audit.json",
    `${JSON.stringify({ date, mode, budgets, rows, references, failures }, null, 2)}\n`,
  )

  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  const ms = (value: number | undefined) => (value === undefined ? "–" : String(Math.round(value)))
  const line = (label: string, row: Summary, axe: number | string = "–") =>
    `| ${label} | ${row.own?.performance ?? "–"} | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores.bestPractices} | ${row.scores.seo} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.devtools?.fcp)} | ${ms(row.devtools?.lcp)} | ${ms(row.own?.tbt)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${kib(row.totalBytes)} | ${kib(row.scriptBytes)} | ${kib(row.scriptGzipBytes)} | ${axe} |`
  const across = (pickValue: (values: number[]) => number): Summary => {
    // A measure only some audits take (the devtools and COOP-free runs) is taken over the rows that have it.
    const of = (key: (row: Row) => number | undefined) => pickValue(rows.flatMap((row) => key(row) ?? []))
    return {
      scores: {
        performance: of((row) => row.scores.performance),
        accessibility: of((row) => row.scores.accessibility),
        bestPractices: of((row) => row.scores.bestPractices),
        seo: of((row) => row.scores.seo),
      },
      fcp: of((row) => row.fcp),
      lcp: of((row) => row.lcp),
      tbt: of((row) => row.tbt),
      cls: of((row) => row.cls),
      totalBytes: of((row) => row.totalBytes),
      scriptBytes: of((row) => row.scriptBytes),
      scriptGzipBytes: of((row) => row.scriptGzipBytes),
      devtools: rows[0]?.devtools && { fcp: of((row) => row.devtools?.fcp), lcp: of((row) => row.devtools?.lcp) },
      own: rows[0]?.own && { tbt: of((row) => row.own?.tbt), performance: of((row) => row.own?.performance) },
    }
  }
  // The worst row takes the lowest of each score and the highest of each timing and size.
  const worst = across((values) => Math.max(...values))
  const lowest = across((values) => Math.min(...values))
  worst.scores = lowest.scores
  if (worst.own && lowest.own) worst.own.performance = lowest.own.performance
  const machineRuns = rows.flatMap((row) => row.runs)
  const benchmark = machineRuns.map((run) => run.benchmarkIndex)
  const machine = `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Chromium ${browserVersion}; Lighthouse's benchmark index over the runs ${Math.round(Math.min(...benchmark))}–${Math.round(Math.max(...benchmark))}, median ${Math.round(median(benchmark))}. The minimal-page references show what the machine and browser add to any page.`
  const table = [
    `Audit of ${date}: ${templatesOnly ? "one page per template, one run each" : `every page, median of ${runsPerPage} runs`}; Lighthouse 12, mobile; DevTools columns are one run with DevTools throttling. "Own" columns are the page served without Cross-Origin-Opener-Policy, on which the performance and TBT budgets are judged; the columns beside them are end to end, with it.`,
    "",
    machine,
    "",
    "| Page | Perf (own) | Perf (with COOP) | A11y | BP | SEO | FCP ms | LCP ms | FCP ms (DevTools) | LCP ms (DevTools) | TBT ms (own) | TBT ms (with COOP) | CLS | Transfer KiB | JS KiB sent | JS KiB gzip | axe |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row) => line(row.path, row, row.axeViolations?.length)),
    line("**median**", across(median)),
    line(
      "**worst**",
      worst,
      templatesOnly ? undefined : Math.max(...rows.map((row) => row.axeViolations?.length ?? 0)),
    ),
    ...references.map((row) => line(`reference: ${row.label}`, row)),
    "",
    failures.length > 0
      ? `Budgets missed:\n${failures.map((failure) => `- ${failure}`).join("\n")}`
      : "All budgets met.",
    "",
  ].join("\n")
  writeFileSync("reports/audit.md", table)
}

await main()
