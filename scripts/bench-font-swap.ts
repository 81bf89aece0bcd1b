/**
 * `npm run bench:font-swap`: which pages of a visit are drawn in Inter, and how much of each first screen
 * would move if the face changed (docs/decisions/029-the-brand-face-on-every-first-page.md).
 *
 * First views: one page of each template is opened in a fresh browser context (an empty cache, a visit's
 * first page) ten times on a quiet machine and ten times with both cores kept busy by other processes,
 * and the face Chromium drew the headline in is counted. Inter is used only when its preloaded file
 * arrives within the first frame's block period, so this is a matter of time, reported here, not tested.
 *
 * Moves: every page at each width is loaded once with the web font refused (drawn in the fallback scaled
 * to Inter's metrics, app/generated/font-fallbacks.css) and once after it has loaded; the text and images
 * in the first 900 px are compared. No page changes face once drawn (`font-display: optional`): this
 * measures how close the fallback stands to Inter, which is what a visitor on a slow first visit sees.
 * A line that breaks elsewhere in the fallback moves what follows it: the report names the page, the
 * width and the first element that moved.
 *
 * Uses the existing build. `-- --widths 390,1440` picks the widths; `-- / /pricing` the pages.
 * The list goes to stdout and reports/bench-font-swap.md.
 */

import { spawn } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { type Browser, type BrowserContext, chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts"
import { drawnFaces } from "./lib/drawn-faces.ts"
import { startSite, templatePaths } from "./lib/served-site.ts"
import { pagePaths } from "./lib/site-content.ts"

const args = process.argv.slice(2)
const widthsIndex = args.indexOf("--widths")
const widthsArgument = widthsIndex >= 0 ? args[widthsIndex + 1] : "360,390,412,768,1024,1440"
if (widthsArgument === undefined)
  throw new Error("bench:font-swap: --widths takes a list of widths, such as --widths 390,1440")
const widths = widthsArgument.split(",").map(Number)
const chosenPaths = args.filter((arg) => arg.startsWith("/"))
const paths = chosenPaths.length > 0 ? chosenPaths : [...pagePaths(), "/does-not-exist"]

/** The screen a visitor sees first; Lighthouse's phone is 823 px tall. */
const FIRST_SCREEN_HEIGHT = 900
/** Sub-pixel differences in glyph positions are not a move. */
const TOLERANCE_PX = 2

type Box = { label: string; top: number; height: number }

async function firstScreen(context: BrowserContext, url: string, width: number, waitForFont: boolean) {
  const page = await context.newPage()
  await page.setViewportSize({ width, height: FIRST_SCREEN_HEIGHT })
  await page.goto(url)
  if (waitForFont) await page.evaluate(() => document.fonts.ready)
  const boxes = await page.evaluate((height) => {
    const elements = document.querySelectorAll("h1, h2, h3, p, li, a, img, button, dt, dd, figcaption")
    return [...elements]
      .map((element) => {
        const box = element.getBoundingClientRect()
        const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)
        return {
          label: `${element.tagName.toLowerCase()} "${text}"`,
          top: Math.round(box.top),
          height: Math.round(box.height),
        }
      })
      .filter((box) => box.height > 0 && box.top < height)
  }, FIRST_SCREEN_HEIGHT)
  await page.close()
  return boxes
}

/** Loads of each template's page in a fresh context, quiet and then busy. */
const FIRST_VIEWS = 10

/** How many of `count` first views of `url` Chromium drew the headline in Inter. */
async function firstViewsInInter(browser: Browser, url: string, count: number) {
  let inInter = 0
  for (let view = 0; view < count; view++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(url, { waitUntil: "load" })
    const fonts = await drawnFaces(page, "h1")
    if (fonts.length > 0 && fonts.every((font) => font.familyName.startsWith("Inter"))) inInter++
    await context.close()
  }
  return inInter
}

/** Two processes that keep both cores busy until stopped: a phone or a machine doing other work. */
function busyCores() {
  const loops = [1, 2].map(() => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }))
  return () => {
    for (const loop of loops) loop.kill()
  }
}

const site = await startSite()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const firstViews: string[] = []
  for (const path of chosenPaths.length > 0 ? chosenPaths : templatePaths()) {
    const url = `${site.origin}${path}`
    const quiet = await firstViewsInInter(browser, url, FIRST_VIEWS)
    const stopBusy = busyCores()
    const busy = await firstViewsInInter(browser, url, FIRST_VIEWS).finally(stopBusy)
    const line = `${path}: drawn in Inter in ${quiet} of ${FIRST_VIEWS} first views on a quiet machine, ${busy} of ${FIRST_VIEWS} with both cores busy`
    firstViews.push(line)
    console.log(line)
  }

  const withoutFont = await browser.newContext()
  await withoutFont.route(/\.woff2(\?|$)/, (route) => route.abort())
  const withFont = await browser.newContext()
  const moves: string[] = []
  for (const path of paths)
    for (const width of widths) {
      const url = `${site.origin}${path}`
      const before: Box[] = await firstScreen(withoutFont, url, width, false)
      const after: Box[] = await firstScreen(withFont, url, width, true)
      const moved = before.flatMap((box, index) => {
        const other = after[index]
        return other !== undefined &&
          (Math.abs(box.top - other.top) > TOLERANCE_PX || Math.abs(box.height - other.height) > TOLERANCE_PX)
          ? [{ before: box, after: other }]
          : []
      })
      const [first] = moved
      if (!first) continue
      const line = `${path} at ${width} px: ${moved.length} moved, first ${first.before.label} (top ${first.before.top}, height ${first.before.height} → top ${first.after.top}, height ${first.after.height})`
      moves.push(line)
      console.log(line)
    }
  const summary = `${moves.length} of ${paths.length * widths.length} page widths move in their first ${FIRST_SCREEN_HEIGHT} px when Inter arrives (widths ${widths.join(", ")} px).`
  console.log(summary)
  mkdirSync("reports", { recursive: true })
  writeFileSync(
    "reports/bench-font-swap.md",
    [
      "# The brand face",
      "",
      "## A visit's first page",
      "",
      ...firstViews.map((line) => `- ${line}`),
      "",
      "## First screens drawn in the fallback and in Inter",
      "",
      summary,
      "",
      ...moves.map((line) => `- ${line}`),
      "",
    ].join("\n"),
  )
} finally {
  await browser.close()
  await site.stop()
}
