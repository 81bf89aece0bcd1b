import { expect, reachIntoForm, test } from "./fixtures"
import { pagePaths } from "./site-data"

// docs/requirements/RELIABILITY.md R-H4: every page runs its scripts (and hydrates its quote form) under the strict
// policy without a single violation or console error; its speculation rules are allowed by their hash too.
// And no consent banner is needed (issue 28, the privacy notice says so): no response sets a cookie, nothing
// is asked of another origin, and the browser holds no cookie at the end.
test("every page runs its scripts with zero CSP violations and zero console errors, sets no cookie and asks no other origin for anything", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const problems: string[] = []
  const siteOrigin = new URL(baseURL!).origin
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.origin !== siteOrigin)
      problems.push(`${page.url()}: asked another origin: ${request.url()}`)
  })
  // Cookie headers are read through allHeaders(), which is asynchronous: each read is awaited before the end.
  const cookieChecks: Promise<void>[] = []
  page.on("response", (response) => {
    cookieChecks.push(
      response.headerValue("set-cookie").then((cookie) => {
        if (cookie !== null) problems.push(`${response.url()}: Set-Cookie: ${cookie}`)
      }),
    )
  })
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
    // The fixture's goto waits until the site's script has run, on the pages that load it.
    await page.goto(path)
    // The quote form hydrates when a visitor reaches into it.
    for (const form of await page.locator("[data-island] form").all()) await reachIntoForm(form)
  }
  await Promise.all(cookieChecks)
  expect(cookieChecks.length).toBeGreaterThan(pagePaths.length)
  expect(problems).toEqual([])
  expect(await page.context().cookies()).toEqual([])
})
