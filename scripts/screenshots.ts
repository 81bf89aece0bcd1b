/**
 * `npm run screenshots`: full-page PNGs of every page at 390, 768 and 1440 px into
 * reports/screenshots/<width>/<page>.png, from the built site served by our own server.
 * `-- --templates` takes one page per page type.
 */
import { spawn } from "node:child_process"
import { mkdirSync } from "node:fs"
import { createServer } from "node:net"
import { chromium } from "@playwright/test"
import { getCatalog, getPagePaths } from "../app/content/content.server.ts"
import { chromiumFlags } from "./audit/lighthouse-run.ts"

const widths = [390, 768, 1440]
const templatesOnly = process.argv.includes("--templates")

function templatePaths() {
  const { services, caseStudies, articles, team, blogCategories } = getCatalog()
  return [
    "/",
    "/about-us",
    "/services",
    `/services/${services[0]!.slug}`,
    "/pricing",
    "/case-studies",
    `/case-study/${caseStudies[0]!.slug}`,
    "/blogs",
    `/blog-category/${blogCategories.at(-1)!.slug}`,
    `/blog/${articles[0]!.slug}`,
    "/contact-us",
    "/team",
    `/team/${team[0]!.slug}`,
    "/does-not-exist",
  ]
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer()
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const server = spawn("node", ["scripts/start.mjs"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "0" },
  stdio: ["ignore", "ignore", "inherit"],
})
try {
  for (
    let tries = 0;
    !(await fetch(origin).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 600) throw new Error("the server did not start")
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumFlags.slice(1),
  })
  const paths = templatesOnly ? templatePaths() : [...getPagePaths(), "/does-not-exist"]
  for (const width of widths) {
    mkdirSync(`reports/screenshots/${width}`, { recursive: true })
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" })
    for (const path of paths) {
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
      await page.screenshot({ path: `reports/screenshots/${width}/${name}.png`, fullPage: true })
    }
    await page.close()
  }
  await browser.close()
  console.log(`screenshots: ${paths.length} pages × ${widths.length} widths in reports/screenshots/`)
} finally {
  server.kill("SIGTERM")
}
