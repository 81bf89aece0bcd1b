/**
 * Shared by `npm run bench:pages` and `npm run bench:layouts`: the built site served with a minimal
 * reference page beside it, and a page's main thread found in a Chromium trace.
 */
import { spawn } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import type { Browser } from "@playwright/test"
import { z } from "zod"
import { parseJson } from "../../server/json-file.ts"
import { fontOfBuild, referencePage } from "../audit/platform-floor.ts"
import { freePort, waitForAnswer } from "./served-site.ts"

/** Where the page everything is measured against is served: the audit's minimal page (platform-floor.ts). */
export const REFERENCE_PATH = "/bench-reference"

/** A copy of the build with the reference page in it, served by the production server on a free port. */
export async function startServerWithReference(buildDir: string, label: string) {
  if (!existsSync(join(buildDir, "build-info.json"))) throw new Error(`${label}: no finished build in ${buildDir}`)
  // Beside the build (build-*/ is ignored by git), where the server bundle finds its packages.
  const copy = mkdtempSync(join(resolve(buildDir, ".."), "build-bench-pages-"))
  cpSync(buildDir, copy, { recursive: true })
  mkdirSync(join(copy, "client", REFERENCE_PATH.slice(1)), { recursive: true })
  writeFileSync(join(copy, "client", REFERENCE_PATH.slice(1), "index.html"), referencePage(fontOfBuild(buildDir)))
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
    child.once("exit", (code) => reject(new Error(`${label}: the server stopped (exit code ${code})`))),
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

const traceEventSchema = z.object({
  name: z.string(),
  cat: z.string(),
  ph: z.string(),
  ts: z.number(),
  dur: z.number().optional(),
  pid: z.number(),
  tid: z.number(),
  args: z
    .object({
      name: z.string().optional(),
      data: z.record(z.string(), z.unknown()).optional(),
      beginData: z.record(z.string(), z.unknown()).optional(),
      elementCount: z.number().optional(),
    })
    .optional(),
})
export type TraceEvent = z.infer<typeof traceEventSchema>

/** The events of a trace Chromium handed back (`browser.stopTracing()`), checked. */
export const traceEventsOf = (trace: Buffer): TraceEvent[] =>
  parseJson(trace.toString("utf8"), z.object({ traceEvents: z.array(traceEventSchema) }), "Chromium's trace")
    .traceEvents

/** The page's own main thread: CrRendererMain of the renderer that painted it. */
export function mainThreadOf(events: TraceEvent[], url: string) {
  const painted = events.find((event) => event.name === "firstContentfulPaint" || event.name === "firstPaint")
  if (!painted) throw new Error(`no paint in the trace of ${url}`)
  const mainThread = events.find(
    (event) =>
      event.ph === "M" &&
      event.name === "thread_name" &&
      event.pid === painted.pid &&
      event.args?.name === "CrRendererMain",
  )
  const tid = mainThread?.tid ?? painted.tid
  return events.filter((event) => event.pid === painted.pid && event.tid === tid)
}

/** A new context as a mid-range phone (Lighthouse's mobile viewport) with the CPU slowed 4×, and its page. */
export async function throttledPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  return { context, page }
}
