/**
 * `npm run bench:layouts`: every style recalculation and layout pass of a page load, with its cause
 * (docs/decisions/023-no-script-or-picture-lays-a-page-out-again.md). For one page per template and the reference page of
 * bench:pages, in a phone's viewport at 4× CPU slowdown, it traces the load and four seconds more with
 * Chromium's invalidation tracking on, and lists each `UpdateLayoutTree` (style) and `Layout` pass of the
 * page's main thread: when it ran after the navigation started, how long it took, how many elements it
 * styled or objects it laid out, where it ran (while the parser was working, in which script function, or
 * in the browser's rendering update), and what made it necessary: the invalidations recorded since the
 * pass before it (nodes inserted by the parser, a class or attribute changed by which script, the web
 * font's arrival, a picture's size, a `:has()` rule), counted by kind.
 *
 * Invalidation tracking slows the page, so the times here are for comparing passes of one run; the
 * figures to compare with other runs are bench:pages'. Uses the existing build (`npm run build` first);
 * `-- / /pricing` traces the pages named. The list goes to stdout and reports/bench-layouts.md.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { invariant } from "@epic-web/invariant"
import { type Browser, chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts"
import {
  mainThreadOf,
  REFERENCE_PATH,
  startServerWithReference,
  type TraceEvent,
  throttledPhone,
  traceEventsOf,
} from "./lib/page-trace.ts"
import { templatePaths } from "./lib/served-site.ts"

const chosenPaths = process.argv.slice(2).filter((arg) => arg.startsWith("/"))
const buildDir = resolve(process.env.BUILD_DIR ?? "build")

type StackFrame = { functionName?: string; url?: string }

type Pass = {
  kind: "style" | "layout"
  atMs: number
  durationMs: number
  /** Elements styled, or objects laid out of those in the tree. */
  size: string
  where: string
  causes: string
}

/** Where a pass ran: inside the parser, inside a script (which function of which file), or on its own. */
function whereItRan(pass: TraceEvent, enclosing: TraceEvent[]) {
  const around = enclosing.filter(
    (event) => event.ts <= pass.ts && event.ts + (event.dur ?? 0) >= pass.ts + (pass.dur ?? 0),
  )
  const innermost = around.at(-1)
  if (!innermost) return "rendering update"
  if (innermost.name === "ParseHTML") return "forced while parsing"
  const data = innermost.args?.data ?? {}
  const file = typeof data.url === "string" ? (data.url.split("/").pop() ?? "") : ""
  const fn = typeof data.functionName === "string" && data.functionName ? `${data.functionName}()` : ""
  const type = typeof data.type === "string" ? ` ${data.type}` : ""
  return `forced by script (${innermost.name}${type} ${file} ${fn})`.replace(/\s+\)/, ")")
}

const stackOf = (event: TraceEvent) => {
  const frames = (event.args?.data?.stackTrace as StackFrame[] | undefined) ?? []
  const top = frames[0]
  return top ? ` by ${top.url?.split("/").pop() ?? "?"} ${top.functionName || "(anonymous)"}()` : ""
}

/** What an invalidation says about its cause, in a few words. */
function causeOf(event: TraceEvent) {
  const data = event.args?.data ?? {}
  const node = String(data.nodeName ?? "").split(" ")[0]
  if (event.name === "ScheduleStyleInvalidationTracking") {
    if (data.changedClass) return `class ${data.changedClass} changed${stackOf(event)}`
    if (data.changedAttribute) return `attribute ${data.changedAttribute} changed${stackOf(event)}`
    if (data.changedId) return `id ${data.changedId} changed`
    if (data.changedPseudo) return `:${data.changedPseudo} changed (${node})`
    return `style invalidated (${node})`
  }
  const reason = String(data.reason ?? "unknown")
  if (reason === "Node was inserted into tree" || reason === "Added to layout") return `${reason.toLowerCase()}`
  if (reason === "Affected by :has()") return `:has() rule restyles ${node}`
  return `${reason.toLowerCase()} (${node})${stackOf(event)}`
}

const INVALIDATIONS = {
  style: new Set(["StyleRecalcInvalidationTracking", "ScheduleStyleInvalidationTracking"]),
  layout: new Set(["LayoutInvalidationTracking"]),
}

const ENCLOSING = new Set([
  "ParseHTML",
  "FunctionCall",
  "EvaluateScript",
  "v8.evaluateModule",
  "TimerFire",
  "FireAnimationFrame",
  "FireIdleCallback",
  "EventDispatch",
])

async function tracePasses(browser: Browser, url: string): Promise<Pass[]> {
  const { context, page } = await throttledPhone(browser)
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "disabled-by-default-devtools.timeline.invalidationTracking",
      "disabled-by-default-devtools.timeline.stack",
      "toplevel",
      "loading",
    ],
  })
  await page.goto(url, { waitUntil: "load" })
  await page.waitForTimeout(4000)
  const trace = { traceEvents: traceEventsOf(await browser.stopTracing()) }
  await context.close()

  const onMain = mainThreadOf(trace.traceEvents, url).sort((a, b) => a.ts - b.ts)
  const started =
    trace.traceEvents.find((event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL === url)
      ?.ts ?? onMain.find((event) => event.name === "ParseHTML")?.ts
  invariant(started !== undefined, `the trace of ${url} has neither its navigationStart nor a ParseHTML`)
  const enclosing = onMain.filter((event) => event.ph === "X" && ENCLOSING.has(event.name))
  const passes: Pass[] = []
  const since = { style: started, layout: started }
  for (const event of onMain) {
    if (event.ph !== "X" || event.ts < started) continue
    const kind = event.name === "UpdateLayoutTree" ? "style" : event.name === "Layout" ? "layout" : undefined
    if (!kind) continue
    const counts = new Map<string, number>()
    for (const invalidation of onMain) {
      if (invalidation.ts < since[kind] || invalidation.ts > event.ts) continue
      if (!INVALIDATIONS[kind].has(invalidation.name)) continue
      const cause = causeOf(invalidation)
      counts.set(cause, (counts.get(cause) ?? 0) + 1)
    }
    since[kind] = event.ts + (event.dur ?? 0)
    const durationMs = (event.dur ?? 0) / 1000
    // Passes with nothing to do (a frame with no change) are left out of the list, not of the totals.
    const beginData = event.args?.beginData ?? {}
    const size =
      kind === "style"
        ? `${event.args?.elementCount ?? 0} elements`
        : `${beginData.dirtyObjects ?? 0}/${beginData.totalObjects ?? 0} objects`
    const causes = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([cause, count]) => (count > 1 ? `${cause} ×${count}` : cause))
      .join("; ")
    passes.push({
      kind,
      atMs: (event.ts - started) / 1000,
      durationMs,
      size,
      where: whereItRan(event, enclosing),
      causes: causes || "nothing recorded",
    })
  }
  return passes
}

async function main() {
  const server = await startServerWithReference(buildDir, "bench:layouts")
  const paths = [REFERENCE_PATH, ...(chosenPaths.length > 0 ? chosenPaths : templatePaths())]
  const sections: string[] = []
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    for (const path of paths) {
      const passes = await tracePasses(browser, `${server.origin}${path}`)
      const shown = passes.filter((pass) => pass.durationMs >= 1)
      const total = (kind: Pass["kind"]) => {
        const ofKind = passes.filter((pass) => pass.kind === kind)
        return `${ofKind.length} ${kind} passes, ${Math.round(ofKind.reduce((sum, pass) => sum + pass.durationMs, 0))} ms`
      }
      const section = [
        `## ${path === REFERENCE_PATH ? `reference (${path})` : path}: ${total("style")}; ${total("layout")}`,
        "",
        "| At | Pass | ms | Size | Where | Caused by |",
        "|---|---|---|---|---|---|",
        ...shown.map(
          (pass) =>
            `| +${Math.round(pass.atMs)} | ${pass.kind} | ${pass.durationMs.toFixed(1)} | ${pass.size} | ${pass.where} | ${pass.causes.replaceAll("|", "\\|")} |`,
        ),
      ].join("\n")
      console.log(`${section}\n`)
      sections.push(section)
    }
    await browser.close()
  } finally {
    server.stop()
  }
  mkdirSync("reports", { recursive: true })
  writeFileSync(
    "reports/bench-layouts.md",
    `bench:layouts, ${new Date().toISOString()}: style and layout passes of each load at 4× CPU, 412 × 823 px, passes under 1 ms left out of the list (not of the totals); times in ms after the navigation started.\n\n${sections.join("\n\n")}\n`,
  )
}

await main()
