/**
 * `npm run audit`: Lighthouse 12 (mobile, simulated throttling, median of three runs; DevTools
 * throttling reported beside it) and axe-core on every page of the built site, served by our own
 * server. Writes reports/audit.json and reports/audit.md; exits non-zero when a budget is missed.
 *
 *   --templates   one page per page type, one run each, timing budgets reported but not enforced (used by npm test)
 *   --no-build    use the existing build
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import AxeBuilder from "@axe-core/playwright"
import { chromium } from "@playwright/test"
import { getPagePaths } from "../../app/content/content.server.ts"
import { startSite, templatePaths } from "../lib/served-site.ts"
import { chromiumFlags, type PageMetrics, runLighthouse } from "./lighthouse-run.ts"

const args = new Set(process.argv.slice(2))
const templatesOnly = args.has("--templates")
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const buildDir = process.env.BUILD_DIR ?? "build"

export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1000,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  scriptKiB: 120,
  homeTransferKiB: 500,
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function main() {
  if (!args.has("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const site = await startSite({ BUILD_DIR: buildDir })
  const { origin } = site
  try {
    const paths = templatesOnly ? templatePaths() : getPagePaths().filter((path) => path !== "/thanks")
    const runs = templatesOnly ? 1 : 3
    const rows = []
    const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags.slice(1) })
    for (const path of paths) {
      const url = `${origin}${path}`
      const simulated: PageMetrics[] = []
      for (let run = 0; run < runs; run++) simulated.push(await runLighthouse(url, chromePath, "simulate"))
      const devtools = templatesOnly ? undefined : await runLighthouse(url, chromePath, "devtools")
      const byPerformance = [...simulated].sort((a, b) => a.scores.performance - b.scores.performance)
      const result = byPerformance[Math.floor(byPerformance.length / 2)]!
      const axeViolations: string[] = []
      for (const width of [390, 1440]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } })
        const page = await context.newPage()
        await page.goto(url)
        const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze()
        axeViolations.push(
          ...axe.violations.map((violation) => `${width}px ${violation.id} (${violation.nodes.length})`),
        )
        await context.close()
      }
      const row = {
        path,
        ...result,
        performanceMedian: median(simulated.map((item) => item.scores.performance)),
        devtools: devtools && { fcp: devtools.fcp, lcp: devtools.lcp, performance: devtools.scores.performance },
        axeViolations,
      }
      rows.push(row)
      console.log(
        `${path}: perf ${row.performanceMedian} a11y ${row.scores.accessibility} bp ${row.scores.bestPractices} seo ${row.scores.seo} FCP ${Math.round(row.fcp)} LCP ${Math.round(row.lcp)} TBT ${Math.round(row.tbt)} CLS ${row.cls.toFixed(3)} JS ${(row.scriptBytes / 1024).toFixed(1)} KiB axe ${axeViolations.length}`,
      )
    }
    await browser.close()

    const failures: string[] = []
    for (const row of rows) {
      const fail = (what: string) => failures.push(`${row.path}: ${what}`)
      if (row.scores.accessibility < budgets.accessibility) fail(`accessibility ${row.scores.accessibility}`)
      if (row.scores.bestPractices < budgets.bestPractices) fail(`best practices ${row.scores.bestPractices}`)
      if (row.scores.seo < budgets.seo) fail(`SEO ${row.scores.seo}`)
      if (row.cls > budgets.cls) fail(`CLS ${row.cls}`)
      if (row.scriptBytes / 1024 > budgets.scriptKiB) fail(`JavaScript ${(row.scriptBytes / 1024).toFixed(1)} KiB`)
      if (row.renderBlocking.length > 1) fail(`render-blocking: ${row.renderBlocking.join(", ")}`)
      if (row.axeViolations.length > 0) fail(`axe: ${row.axeViolations.join("; ")}`)
      if (row.path === "/" && row.totalBytes / 1024 > budgets.homeTransferKiB) fail(`home transfer ${row.totalBytes}`)
      if (!templatesOnly) {
        if (row.performanceMedian < budgets.performance) fail(`performance ${row.performanceMedian}`)
        if (row.fcp > budgets.fcpMs) fail(`FCP ${Math.round(row.fcp)} ms`)
        if (row.lcp > budgets.lcpMs) fail(`LCP ${Math.round(row.lcp)} ms`)
        if (row.tbt > budgets.tbtMs) fail(`TBT ${Math.round(row.tbt)} ms`)
      }
    }
    writeReports(rows, failures)
    if (failures.length > 0) {
      console.error(`audit: ${failures.length} budget(s) missed:\n${failures.map((line) => `  - ${line}`).join("\n")}`)
      process.exitCode = 1
    } else console.log(`audit: all budgets met on ${rows.length} pages`)
  } finally {
    site.stop()
  }
}

type Row = PageMetrics & {
  path: string
  performanceMedian: number
  devtools?: { fcp: number; lcp: number; performance: number }
  axeViolations: string[]
}

function writeReports(rows: Row[], failures: string[]) {
  mkdirSync("reports", { recursive: true })
  const date = new Date().toISOString()
  writeFileSync(
    "reports/audit.json",
    `${JSON.stringify({ date, budgets, mode: templatesOnly ? "templates" : "full", rows, failures }, null, 2)}\n`,
  )
  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  const ms = (value: number | undefined) => (value === undefined ? "–" : String(Math.round(value)))
  const line = (label: string, row: Omit<Row, "path">) =>
    `| ${label} | ${row.performanceMedian} | ${row.scores.accessibility} | ${row.scores.bestPractices} | ${row.scores.seo} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.devtools?.fcp)} | ${ms(row.devtools?.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${kib(row.totalBytes)} | ${kib(row.scriptBytes)} | ${row.axeViolations.length} |`
  const pick = (key: (row: Row) => number, worst: "min" | "max") =>
    rows.reduce((best, row) => ((worst === "max" ? key(row) > key(best) : key(row) < key(best)) ? row : best))
  const medianRow: Omit<Row, "path"> = {
    ...rows[0]!,
    performanceMedian: median(rows.map((row) => row.performanceMedian)),
    scores: {
      performance: 0,
      accessibility: median(rows.map((row) => row.scores.accessibility)),
      bestPractices: median(rows.map((row) => row.scores.bestPractices)),
      seo: median(rows.map((row) => row.scores.seo)),
    },
    fcp: median(rows.map((row) => row.fcp)),
    lcp: median(rows.map((row) => row.lcp)),
    tbt: median(rows.map((row) => row.tbt)),
    cls: median(rows.map((row) => row.cls)),
    totalBytes: median(rows.map((row) => row.totalBytes)),
    scriptBytes: median(rows.map((row) => row.scriptBytes)),
    devtools: rows[0]!.devtools && {
      fcp: median(rows.map((row) => row.devtools?.fcp ?? 0)),
      lcp: median(rows.map((row) => row.devtools?.lcp ?? 0)),
      performance: 0,
    },
    axeViolations: [],
  }
  const worstRow: Omit<Row, "path"> = {
    ...medianRow,
    performanceMedian: pick((row) => row.performanceMedian, "min").performanceMedian,
    scores: {
      performance: 0,
      accessibility: pick((row) => row.scores.accessibility, "min").scores.accessibility,
      bestPractices: pick((row) => row.scores.bestPractices, "min").scores.bestPractices,
      seo: pick((row) => row.scores.seo, "min").scores.seo,
    },
    fcp: pick((row) => row.fcp, "max").fcp,
    lcp: pick((row) => row.lcp, "max").lcp,
    tbt: pick((row) => row.tbt, "max").tbt,
    cls: pick((row) => row.cls, "max").cls,
    totalBytes: pick((row) => row.totalBytes, "max").totalBytes,
    scriptBytes: pick((row) => row.scriptBytes, "max").scriptBytes,
    devtools: medianRow.devtools && {
      fcp: Math.max(...rows.map((row) => row.devtools?.fcp ?? 0)),
      lcp: Math.max(...rows.map((row) => row.devtools?.lcp ?? 0)),
      performance: 0,
    },
    axeViolations: pick((row) => row.axeViolations.length, "max").axeViolations,
  }
  const table = [
    `Audit of ${date} (${templatesOnly ? "one page per template, one run" : "every page, median of 3 runs"}; Lighthouse ${"12"} mobile)`,
    "",
    "| Page | Perf | A11y | BP | SEO | FCP ms | LCP ms | FCP ms (DevTools) | LCP ms (DevTools) | TBT ms | CLS | Transfer KiB | JS KiB | axe |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row) => line(row.path, row)),
    line("**median**", medianRow),
    line("**worst**", worstRow),
    "",
    failures.length > 0
      ? `Budgets missed:\n${failures.map((failure) => `- ${failure}`).join("\n")}`
      : "All budgets met.",
    "",
  ].join("\n")
  writeFileSync("reports/audit.md", table)
}

await main()
