/**
 * `npm run editor:screenshots`: the pictures of docs/editing.md, taken from the editor in local mode at
 * 1440 px. Starts `react-router dev` on a free port, opens each screen, saves nothing.
 * The publishing view's picture (publishing.png) needs a real publish, a failure and a rollback, which only
 * tests/e2e/publishing.spec.ts sets up: it is that test's reports/screenshots/publishing-view-rolled-back-1440.png.
 */
import { spawn } from "node:child_process"
import { mkdirSync } from "node:fs"
import { createServer } from "node:net"
import { chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts"

const outDir = "docs/images/editing"

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address() as { port: number }
    probe.close(() => resolve(free))
  })
})
const dev = spawn("node_modules/.bin/react-router", ["dev", "--port", String(port), "--host", "127.0.0.1"], {
  stdio: "ignore",
})
const editor = `http://127.0.0.1:${port}/keystatic`
try {
  for (let tries = 0; ; tries++) {
    const ok = await fetch(editor).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    if (tries > 240) throw new Error("the development server did not start")
    await new Promise((done) => setTimeout(done, 500))
  }
  mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const page = await browser.newPage({ viewport: { width: 1440, height: 960 } })
  const shots: [name: string, path: string, prepare?: () => Promise<void>][] = [
    ["dashboard", ""],
    ["article", "/collection/articles/item/how-to-choose-the-right-web-design-agency-in-detroit"],
    ["new-article", "/collection/articles/create"],
    [
      "case-study",
      "/collection/caseStudies/item/nutrivita-shop-boosting-e-commerce-sales-with-a-streamlined-online-store",
    ],
    ["team-member", "/collection/team/item/priya-raman"],
    [
      "price",
      "/singleton/pricing",
      async () => {
        await page.getByRole("gridcell", { name: "Growth" }).first().click()
        await page.getByRole("dialog").getByRole("textbox", { name: "Price in dollars" }).waitFor()
      },
    ],
    [
      "question",
      "/singleton/pricing",
      async () => {
        await page
          .getByRole("gridcell", { name: /How long does it take/ })
          .first()
          .click()
        await page.getByRole("dialog").getByRole("textbox", { name: "Answer" }).waitFor()
      },
    ],
  ]
  for (const [name, path, prepare] of shots) {
    await page.goto(`${editor}${path}`, { waitUntil: "networkidle" })
    // A busy development server can still be compiling the entry: its fields, not a spinner, go in the picture.
    if (path)
      await page.locator("main input, main textarea, main [role=gridcell]").first().waitFor({ timeout: 120_000 })
    await prepare?.()
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${outDir}/${name}.png` })
  }
  await browser.close()
  console.log(`editor screenshots: ${shots.length} in ${outDir}/`)
} finally {
  dev.kill("SIGTERM")
}
