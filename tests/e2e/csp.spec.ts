import { expect, reachIntoForm, test } from "./fixtures"
import { pagePaths } from "./site-data"

// docs/requirements/RELIABILITY.md R-H4: every page runs its scripts (and hydrates its quote form) under the strict
// policy without a single violation or console error; its speculation rules are allowed by their hash too.
test("every page runs its scripts with zero CSP violations and zero console errors", async ({ page }) => {
  test.setTimeout(180_000)
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${page.url()}: console: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  for (const path of pagePaths) {
    await page.goto(path)
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true")
    // The quote form hydrates when a visitor reaches into it.
    for (const form of await page.locator("[data-island] form").all()) await reachIntoForm(form)
  }
  expect(problems).toEqual([])
})
