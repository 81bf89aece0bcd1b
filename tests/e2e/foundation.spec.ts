import type { Page } from "@playwright/test"
import { escapeRegExp, expect, test } from "./fixtures"
import { catalog, pagePaths, redirects } from "./site-data"

const { navigation } = catalog

test.describe("every URL answers as it should", () => {
  test("every page answers 200 with its heading in the HTML sent", async ({ request }) => {
    for (const path of pagePaths) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/)
      expect(html, path).toContain('<html lang="en"')
    }
  })

  test("an unknown path is a real 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/does-not-exist")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible()
    await expect(page.getByText("Oops! The page you're looking for doesn't exist or has been moved.")).toBeVisible()
    await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/")
    await expect(page.getByRole("link", { name: "Contact our support team" })).toHaveAttribute("href", "/contact-us")
  })

  test("an unknown team member is a real 404", async ({ page }) => {
    const response = await page.goto("/team/nobody")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Team member not found" })).toBeVisible()
  })

  test("legacy links and trailing slashes redirect with 301", async ({ request }) => {
    const cases = [...redirects.map(({ from, to }) => [from, to]), ["/about-us/", "/about-us"], ["/blogs/", "/blogs"]]
    expect(cases).toContainEqual(["/contact", "/contact-us"])
    expect(cases).toContainEqual(["/blog", "/blogs"])
    for (const [from, to] of cases) {
      const response = await request.get(from!, { maxRedirects: 0 })
      expect(response.status(), from).toBe(301)
      expect(new URL(response.headers().location!, "http://x").pathname, from).toBe(to)
    }
  })
})

test.describe("the opening picture", () => {
  test.use({ javaScriptEnabled: false })

  test("is asked for from the head, in the format and sizes its picture will pick, ahead of the styles", async ({
    page,
  }) => {
    test.slow() // every page, one after another
    let pagesWithPicture = 0
    for (const path of pagePaths) {
      await page.goto(path)
      const found = await page.evaluate(() => {
        const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
        const style = document.head.querySelector("style")
        const pictures = [...document.querySelectorAll('img[loading="eager"]')].map((image) => {
          // A picture with a second shape for some screens (art direction) has one AVIF source per
          // shape; each is preloaded for its own screens, the default for all the others. A picture
          // in the first view only on some screens (not high priority everywhere) is preloaded for those.
          const sources = [
            ...(image.parentElement?.querySelectorAll<HTMLSourceElement>('source[type="image/avif"]') ?? []),
          ]
          const directed = sources.find((source) => source.media)?.media
          const everywhere = image.getAttribute("fetchpriority") === "high"
          return sources.map((avif) => ({
            srcset: avif.srcset,
            sizes: avif.sizes,
            media: avif.media || (directed ? `not all and ${directed}` : everywhere ? "" : null),
          }))
        })
        return {
          pictures,
          preloads: preloads.map((link) => ({
            srcset: link.imageSrcset,
            sizes: link.imageSizes,
            media: link.media,
            type: link.type,
            fetchPriority: link.fetchPriority,
            beforeStyles:
              style !== null && (link.compareDocumentPosition(style) & Node.DOCUMENT_POSITION_FOLLOWING) > 0,
          })),
        }
      })
      expect(found.pictures.length, path).toBeLessThanOrEqual(1)
      expect(found.preloads, path).toEqual(
        found.pictures.flat().map(({ srcset, sizes, media }) => ({
          srcset,
          sizes,
          media: media ?? expect.stringMatching(/^\(.+\)$/),
          type: "image/avif",
          fetchPriority: "high",
          beforeStyles: true,
        })),
      )
      pagesWithPicture += found.pictures.length
    }
    expect(pagesWithPicture).toBeGreaterThan(pagePaths.length / 2)
  })
})

test.describe("the site's script", () => {
  /** Where the page's site script was asked for, and the load event's start, in ms from navigation start. */
  const scriptTiming = (page: Page) =>
    page.evaluate(() => {
      const module = performance
        .getEntriesByType("resource")
        .find((entry) => /\/assets\/site-[\w-]+\.js$/.test(entry.name))
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[]
      return { requested: module?.startTime ?? null, loaded: navigation?.loadEventStart ?? null }
    })

  test("is asked for once the page has loaded, on a page without the quote form", async ({ page }) => {
    await page.goto("/about-us")
    await expect(page.locator("script[data-site-script]")).toHaveCount(1)
    await expect(page.locator("script[type=module]")).toHaveCount(0)
    const { requested, loaded } = await scriptTiming(page)
    expect(requested).not.toBeNull()
    // On the load event, or from the loader's fallback three seconds after the page was read.
    expect(requested! >= loaded! || requested! >= 3000, `asked for at ${requested} ms, loaded at ${loaded} ms`).toBe(
      true,
    )
  })

  test("runs on a page whose pictures never arrive", async ({ page }) => {
    await page.route(/\.(avif|webp|png|jpe?g)(\?|$)/, () => {})
    await page.goto("/about-us", { waitUntil: "domcontentloaded" })
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true", { timeout: 10_000 })
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete")
  })

  test("is in the page as it is read where the quote form must answer the first touch", async ({ page }) => {
    await page.goto("/contact-us")
    await expect(page.locator('script[type="module"][src^="/assets/site-"]')).toHaveCount(1)
    await expect(page.locator("script[data-site-script]")).toHaveCount(0)
  })
})

async function expectCurrent(page: Page, label: string) {
  const nav = page.getByRole("navigation", { name: "Main" })
  await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page")
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
}

test.describe("header at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("each link leads to its page and is marked current", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("button", { name: navigation.menu.open })).toBeHidden()
    for (const item of navigation.primary) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: item.label, exact: true }).click()
      await expect(page).toHaveURL(item.href)
      await expectCurrent(page, item.label)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    }
    await page.getByRole("link", { name: navigation.contactButton.label, exact: true }).click()
    await expect(page).toHaveURL("/contact-us")
    await page.getByRole("banner").getByRole("link", { name: navigation.homeLabel }).click()
    await expect(page).toHaveURL("/")
  })

  test("the skip link moves focus to the content", async ({ page }) => {
    await page.goto("/pricing")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: navigation.skipLink })
    await expect(skip).toBeFocused()
    await skip.press("Enter")
    await expect(page).toHaveURL(/#main$/)
  })
})

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  const menu = (page: Page) => page.getByRole("dialog", { name: navigation.menu.title })
  const isScrollLocked = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden")

  async function open(page: Page) {
    await page.getByRole("button", { name: navigation.menu.open }).click()
    await expect(menu(page)).toBeVisible()
    await expect(menu(page).getByRole("button", { name: navigation.menu.close })).toBeFocused()
    expect(await isScrollLocked(page)).toBe(true)
  }
  async function expectClosed(page: Page) {
    await expect(menu(page)).toBeHidden()
    expect(await isScrollLocked(page)).toBe(false)
  }

  test("opens with the logo, the close button and the six links", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
    await open(page)
    await expect(menu(page).getByRole("link", { name: navigation.homeLabel })).toBeVisible()
    for (const item of navigation.primary) {
      await expect(menu(page).getByRole("link", { name: item.label, exact: true })).toBeVisible()
    }
  })

  test("closes with the close button and gives focus back", async ({ page }) => {
    await page.goto("/")
    await open(page)
    await menu(page).getByRole("button", { name: navigation.menu.close }).click()
    await expectClosed(page)
    await expect(page.getByRole("button", { name: navigation.menu.open })).toBeFocused()
  })

  test("closes with Escape", async ({ page }) => {
    await page.goto("/")
    await open(page)
    await page.keyboard.press("Escape")
    await expectClosed(page)
    await expect(page.getByRole("button", { name: navigation.menu.open })).toBeFocused()
  })

  test("closes on a click on the backdrop", async ({ page }) => {
    await page.goto("/")
    await open(page)
    await page.mouse.click(10, 400)
    await expectClosed(page)
  })

  test("closes when a link is followed, and the page changes", async ({ page }) => {
    await page.goto("/")
    await open(page)
    await menu(page).getByRole("link", { name: "Pricing", exact: true }).click()
    await expect(page).toHaveURL("/pricing")
    await expectClosed(page)
    await open(page)
    await expect(menu(page).getByRole("link", { name: "Pricing", exact: true })).toHaveAttribute("aria-current", "page")
  })

  test("works before any JavaScript runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto("/")
    await page.getByRole("button", { name: navigation.menu.open }).click()
    await expect(menu(page)).toBeVisible()
    expect(await isScrollLocked(page)).toBe(true)
    await page.keyboard.press("Escape")
    await expectClosed(page)
    await context.close()
  })
})

test.describe("footer", () => {
  test("has the page, service and newest-post links, contact details and social links", async ({ page }) => {
    await page.goto("/")
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByText(catalog.site.slogan)).toBeVisible()
    for (const item of navigation.footer.pages) {
      await expect(footer.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.href)
    }
    const recent = footer.getByRole("navigation", { name: navigation.footer.recentPostsHeading }).getByRole("link")
    await expect(recent).toHaveText(catalog.articles.slice(0, 4).map((article) => article.title))
    await expect(
      footer.getByRole("navigation", { name: navigation.footer.servicesHeading }).getByRole("link"),
    ).toHaveText(catalog.services.map((service) => service.shortTitle))
    await expect(footer.getByRole("link", { name: catalog.site.contact.phone })).toHaveAttribute(
      "href",
      `tel:${catalog.site.contact.phoneE164}`,
    )
    await expect(footer.getByRole("link", { name: catalog.site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${catalog.site.contact.email}`,
    )
    await expect(footer.getByText(catalog.site.contact.address.street)).toBeVisible()
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${catalog.site.name}`)).toBeVisible()
    for (const social of catalog.site.socialLinks) {
      const link = footer.getByRole("link", {
        name: new RegExp(`^${escapeRegExp(navigation.socialLabels[social.network])}`),
      })
      await expect(link).toHaveAttribute("href", social.url)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })

  test("an internal footer link brings the new page in at the top", async ({ page }) => {
    await page.goto("/")
    const footer = page.getByRole("contentinfo")
    await footer.getByRole("link", { name: "About", exact: true }).click()
    await expect(page).toHaveURL("/about-us")
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
