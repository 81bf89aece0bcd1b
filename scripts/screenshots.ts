/**
 * `npm run screenshots`: full-page PNGs of every page at 390, 768 and 1440 px into
 * reports/screenshots/<width>/<page>.png, from the built site served by our own server.
 * `-- --templates` takes one page per page type; `-- /pricing /team` takes only the pages named;
 * `-- --widths=360,1024` takes other widths; `-- --out=reports/before` writes under another folder, so a
 * set taken before a change is kept beside the one taken after it.
 * Each page is opened in a fresh browser context, as a visit's first page: what a newcomer sees.
 */
import { mkdirSync } from "node:fs"
import { chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts"
import { startSite, templatePaths } from "./lib/served-site.ts"
import { pagePaths } from "./lib/site-content.ts"

const option = (name: string) =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3)
const widths = option("widths")?.split(",").map(Number) ?? [390, 768, 1440]
const outDir = option("out") ?? "reports/screenshots"
const templatesOnly = process.argv.includes("--templates")
const chosenPaths = process.argv.slice(2).filter((argument) => argument.startsWith("/"))

const site = await startSite()
const { origin } = site
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  })
  const paths =
    chosenPaths.length > 0 ? chosenPaths : [...(templatesOnly ? templatePaths() : pagePaths()), "/does-not-exist"]
  for (const width of widths) {
    mkdirSync(`${outDir}/${width}`, { recursive: true })
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" })
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" })
      // Scroll through once so lazy pictures load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState("networkidle")
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "__")
      await page.screenshot({ path: `${outDir}/${width}/${name}.png`, fullPage: true })
      await page.close()
    }
  }
  await browser.close()
  console.log(`screenshots: ${paths.length} pages × ${widths.length} widths in ${outDir}/`)
} finally {
  site.stop()
}
