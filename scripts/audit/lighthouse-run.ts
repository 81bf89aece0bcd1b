import * as chromeLauncher from "chrome-launcher"
import type { Result } from "lighthouse"
import lighthouse from "lighthouse"
import { chromiumArgs } from "../lib/chromium.ts"

/** chrome-launcher starts Chromium itself, so it is told to run headless. */
const chromiumFlags = ["--headless=new", ...chromiumArgs]

export type PageMetrics = {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  fcp: number
  lcp: number
  tbt: number
  cls: number
  totalBytes: number
  /** Script bytes as transferred (the server sends brotli to browsers that take it). */
  scriptBytes: number
  /** Paths of the scripts the page loaded. */
  scriptPaths: string[]
  /** Ids of the SEO audits the page failed. */
  seoFailures: string[]
  /** Ids of the best-practices audits the page failed. */
  bestPracticesFailures: string[]
  renderBlocking: string[]
  /** Lighthouse's measure of this machine's speed during the run (higher is faster). */
  benchmarkIndex: number
  /** The main thread's work during load, simulated on a phone (`mainthread-work-breakdown`), in ms. */
  mainThreadMs: number
  /** The part of it that was style recalculation and layout. */
  styleLayoutMs: number
}

function metricsOf(lhr: Result): PageMetrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
  const byType = items("resource-summary")
  const transfer = (type: string) => Number(byType.find((row) => row.resourceType === type)?.transferSize ?? 0)
  const failedAudits = (category: string) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id)
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    },
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    totalBytes: transfer("total"),
    scriptBytes: transfer("script"),
    seoFailures: failedAudits("seo"),
    bestPracticesFailures: failedAudits("best-practices"),
    scriptPaths: items("network-requests")
      .filter((row) => row.resourceType === "Script")
      .map((row) => new URL(String(row.url)).pathname),
    renderBlocking: items("render-blocking-resources").map((row) => String(row.url)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThreadMs: numeric("mainthread-work-breakdown"),
    styleLayoutMs: Number(items("mainthread-work-breakdown").find((row) => row.group === "styleLayout")?.duration ?? 0),
  }
}

/**
 * One Lighthouse 12 run, mobile form factor; `throttling` picks simulated (default) or DevTools
 * throttling. Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run
 * measured nothing, so it is repeated, up to three times.
 */
export async function runLighthouse(url: string, chromePath: string, throttling: "simulate" | "devtools" = "simulate") {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, chromePath, throttling)
    } catch (error) {
      if (attempt === 3 || !(error instanceof LighthouseRuntimeError)) throw error
      console.warn(`${error.message}; running it again`)
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function runLighthouseOnce(url: string, chromePath: string, throttling: "simulate" | "devtools") {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      {
        extends: "lighthouse:default",
        settings: {
          formFactor: "mobile",
          throttlingMethod: throttling,
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          // The 404 pages are audited too: their status is what they are for.
          ignoreStatusCode: true,
        },
      },
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new LighthouseRuntimeError(`${url}: ${result.lhr.runtimeError.message}`)
    return metricsOf(result.lhr)
  } finally {
    chrome.kill()
  }
}
