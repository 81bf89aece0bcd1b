import { test as base, type Page } from "@playwright/test"

export { expect } from "@playwright/test"

/** `text` for use inside a RegExp, so labels and messages with "(", "?" or "." match literally. */
export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/**
 * A page is interactive once the site's script has wired its behaviours (it marks the document
 * `data-enhanced`) and every island on it (the quote form) has hydrated, which waits for the page to
 * load and paint. A test that clicks straight after `goto` could beat them to it, so every `goto` here
 * waits for both (unless the context runs without JavaScript, where there is nothing to wait for).
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const waitForHydration = async () => {
      if (javaScriptEnabled === false) return
      await page.waitForFunction(
        () =>
          document.documentElement.dataset.enhanced === "true" &&
          [...document.querySelectorAll<HTMLElement>("[data-island]")].every(
            (island) => island.dataset.hydrated === "true",
          ),
      )
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
