import { test as base, expect, type Locator, type Page } from "@playwright/test"
import { siteScriptHasRun } from "../../scripts/lib/site-script.ts"

export { expect }

/** `text` for use inside a RegExp, so labels and messages with "(", "?" or "." match literally. */
export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/**
 * A page is interactive once the site's script has wired its behaviours (it marks the document
 * `data-enhanced`). A test that clicks straight after `goto` could beat it to it, so every `goto` here
 * waits for that (unless the context runs without JavaScript, or the page loads no script because none
 * of its behaviours has markup there: then there is nothing to wait for). A `goto` that asks for the page
 * before its load event (`waitUntil: "domcontentloaded"` or `"commit"`) does not wait: most pages load
 * the script only once they have loaded (app/lib/site-script.ts).
 * The quote form hydrates later, when a visitor first reaches into it: see `reachIntoForm`.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const waitForHydration = async (options?: { waitUntil?: string }) => {
      if (javaScriptEnabled === false) return
      if (options?.waitUntil === "domcontentloaded" || options?.waitUntil === "commit") return
      await page.waitForFunction(siteScriptHasRun)
    }
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await waitForHydration(options)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      await waitForHydration(options)
      return response
    }
    await use(page)
  },
})

/**
 * Follows a link of the site the way Speculation Rules make it instant: the pointer rests on it until the
 * browser has the next page ready, then clicks. Returns how the new document arrived: "prerendered" or
 * "prefetched" (Chromium does not prerender while DevTools, and so Playwright, is attached; it prefetches).
 */
export async function followSpeculatedLink(page: Page, link: Locator) {
  const session = await page.context().newCDPSession(page)
  await session.send("Preload.enable")
  const ready = new Promise<void>((resolve) => {
    session.on("Preload.prefetchStatusUpdated", (event) => {
      if (event.status === "Ready") resolve()
    })
    session.on("Preload.prerenderStatusUpdated", (event) => {
      if (event.status === "Ready") resolve()
    })
  })
  await link.hover()
  await ready
  await link.click()
  await page.waitForLoadState()
  await session.detach().catch(() => {})
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & {
      activationStart: number
      deliveryType?: string
    })[]
    if (entry && entry.activationStart > 0) return "prerendered"
    return entry?.deliveryType === "navigational-prefetch" ? "prefetched" : "loaded"
  })
}

/** The expanded state Chromium gives assistive technology for a disclosure, read from its accessibility tree. */
export async function exposedExpanded(page: Page, name: string) {
  const session = await page.context().newCDPSession(page)
  const { nodes } = await session.send("Accessibility.getFullAXTree")
  await session.detach()
  const node = nodes.find(
    (candidate) => candidate.name?.value === name && String(candidate.role?.value).startsWith("DisclosureTriangle"),
  )
  expect(node, `a disclosure named "${name}"`).toBeDefined()
  return node?.properties?.find((property) => property.name === "expanded")?.value.value as boolean | undefined
}

/** The island a quote form is hydrated in (app/components/contact/quote-form.tsx). */
export const islandOf = (form: Locator) => form.locator("xpath=ancestor::*[@data-island][1]")

/**
 * Reaches into a quote form as a visitor does, by focusing its first field, and waits until React has
 * hydrated it (the island is then marked `data-hydrated`).
 */
export async function reachIntoForm(form: Locator) {
  await form.getByRole("textbox").first().focus()
  await expect(islandOf(form)).toHaveAttribute("data-hydrated", "true")
}

/**
 * Waits until the page's finite animations and transitions have ended (an entrance fade, a field turning
 * red): a check that reads colours or styles mid-way reads them half drawn.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Scrolls through the page so every lazy image and entrance fade has had its turn. Each step is driven
 * from the test, not awaited inside the page: a page whose frames and timers are held back on a loaded
 * machine once stalled an in-page loop for a whole test.
 */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(30)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** Starts adding up the page's layout shifts; `layoutShiftsSoFar` reads the sum. */
export async function countLayoutShifts(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { shifts: number }).shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { shifts: number }).shifts += entry.value
    }).observe({ type: "layout-shift" })
  })
}

export const layoutShiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts)
