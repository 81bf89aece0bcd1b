import { test as base, type Page } from "@playwright/test"

export { expect } from "@playwright/test"

/** `text` for use inside a RegExp, so labels and messages with "(", "?" or "." match literally. */
export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/**
 * Pages hydrate after their first paint, so a test that clicks straight after `goto` could beat
 * React to it. Every `goto` here waits for the marker the root sets once hydrated (unless the
 * context runs without JavaScript, where there is nothing to wait for).
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const waitForHydration = async () => {
      if (javaScriptEnabled === false) return
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
    }
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForHydration()
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForHydration()
      return response
    }
    await use(page)
  },
})
