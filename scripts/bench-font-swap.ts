/**
 * `npm run bench:font-swap`: how much of each page's first screen moves when Inter replaces the
 * metric-matched fallback (app/generated/font-fallbacks.css, written by scripts/build-font.ts).
 *
 * Every page of the built site is loaded twice at each width as a page reached from another page of the
 * site (a visit's first page never asks for Inter), once with the web font refused (a later page whose
 * font is not in the cache) and once after it has loaded; the text and images in the
 * first 900 px are compared. A line that breaks elsewhere in the fallback moves what follows it: the
 * report names the page, the width and the first element that moved. The fallback matches Inter's
 * average width, not every string's, so a headline near a line break can still wrap differently.
 *
 * Uses the existing build. `-- --widths 390,1440` picks the widths; `-- / /pricing` the pages.
 * The list goes to stdout and reports/bench-font-swap.md.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { type BrowserContext, chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts"
import { startSite } from "./lib/served-site.ts"
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
  // Reached from another page of the site: a visit's first page never asks for Inter.
  await page.goto(url, { referer: new URL("/", url).href })
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

const site = await startSite()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
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
    `# Font swap\n\n${summary}\n\n${moves.map((line) => `- ${line}`).join("\n")}\n`,
  )
} finally {
  await browser.close()
  await site.stop()
}
