/**
 * The site's chrome as a visitor meets it: which header link says "you are here" on every page type (desktop
 * bar and mobile menu), an opaque sticky header, the article's table of contents following the reading,
 * and pages that keep their height while scrolled.
 */
import type { Locator, Page } from "@playwright/test"
import { expect, followSpeculatedLink, test } from "./fixtures"
import { catalog } from "./site-data"

const { navigation, services, caseStudies, articles, blogCategories, team } = catalog
const BRAND = "rgb(36, 12, 243)"

const labelOf = (href: string) => {
  const item = navigation.primary.find((candidate) => candidate.href === href)
  if (!item) throw new Error(`no header link to ${href}`)
  return item.label
}

/** One page of each type, and the header link it marks: its own ("page") or its section's ("true"). */
const pageTypes: { path: string; current?: { href: string; value: "page" | "true" } }[] = [
  { path: "/" },
  { path: "/about-us", current: { href: "/about-us", value: "page" } },
  { path: "/team", current: { href: "/about-us", value: "true" } },
  { path: `/team/${team[0]!.slug}`, current: { href: "/about-us", value: "true" } },
  { path: "/services", current: { href: "/services", value: "page" } },
  { path: `/services/${services[0]!.slug}`, current: { href: "/services", value: "true" } },
  { path: "/pricing", current: { href: "/pricing", value: "page" } },
  { path: "/case-studies", current: { href: "/case-studies", value: "page" } },
  { path: `/case-study/${caseStudies[0]!.slug}`, current: { href: "/case-studies", value: "true" } },
  { path: "/blogs", current: { href: "/blogs", value: "page" } },
  { path: `/blog-category/${blogCategories[0]!.slug}`, current: { href: "/blogs", value: "true" } },
  { path: `/blog/${articles[0]!.slug}`, current: { href: "/blogs", value: "true" } },
  { path: "/contact-us", current: { href: "/contact-us", value: "page" } },
  { path: "/thanks" },
]

async function expectMarked(nav: Locator, expected: (typeof pageTypes)[number]["current"], path: string) {
  const marked = nav.locator("a[aria-current]")
  if (!expected) {
    await expect(marked, path).toHaveCount(0)
    return
  }
  await expect(marked, path).toHaveCount(1)
  await expect(marked, path).toHaveText(labelOf(expected.href))
  await expect(marked, path).toHaveAttribute("aria-current", expected.value)
  await expect(marked, path).toHaveAttribute("href", expected.href)
  // Shown, not only announced: the accent colour, which no other link of the bar has.
  await expect(marked, path).toHaveCSS("color", BRAND)
  for (const other of await nav.locator("a:not([aria-current])").all()) {
    await expect(other, path).not.toHaveCSS("color", BRAND)
  }
}

test.describe("the header marks where the visitor is", () => {
  // Each test visits every page type, one after another.
  test.describe.configure({ timeout: 90_000 })

  test("at 1440 px, on every page type, with aria-current and the accent colour", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const pageType of pageTypes) {
      await page.goto(pageType.path)
      await expectMarked(page.getByRole("navigation", { name: "Main" }), pageType.current, pageType.path)
    }
  })

  test("at 390 px, in the mobile menu, on every page type", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const menu = page.getByRole("dialog", { name: navigation.menu.title })
    for (const pageType of pageTypes) {
      await page.goto(pageType.path)
      await page.getByRole("button", { name: navigation.menu.open }).click()
      await expect(menu).toBeVisible()
      await expectMarked(menu.getByRole("navigation"), pageType.current, pageType.path)
      await page.keyboard.press("Escape")
    }
  })

  test("follows the visitor: an article reached from the blog, ready before the click, keeps Blog marked", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto("/blogs")
    const nav = page.getByRole("navigation", { name: "Main" })
    await expectMarked(nav, { href: "/blogs", value: "page" }, "/blogs")
    const link = page.locator(`main a[href="/blog/${articles[0]!.slug}"]`).first()
    expect(await followSpeculatedLink(page, link)).not.toBe("loaded")
    await expect(page).toHaveURL(`/blog/${articles[0]!.slug}`)
    await expectMarked(nav, { href: "/blogs", value: "true" }, "article")
  })

  test("without JavaScript the prerendered header already marks the section", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(`/case-study/${caseStudies[0]!.slug}`)
    await expectMarked(
      page.getByRole("navigation", { name: "Main" }),
      { href: "/case-studies", value: "true" },
      "case study",
    )
    await context.close()
  })
})

test("the sticky header is opaque, so nothing scrolling under it shows through", async ({ page }) => {
  await page.goto("/contact-us")
  await page.mouse.wheel(0, 300)
  const header = page.getByRole("banner")
  const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor)
  expect(background).toBe("rgb(255, 255, 255)")
  await expect(header).toHaveCSS("position", "sticky")
})

test.describe("the article's table of contents", () => {
  const article = articles.find((candidate) => candidate.headings.length >= 4)!
  const toc = (page: Page) => page.getByRole("navigation", { name: catalog.pages.articleLabels.tableOfContents })

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`marks the section being read at ${viewport.width} px, without moving a line`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(`/blog/${article.slug}`)
      const links = toc(page).getByRole("link")
      await expect(links).toHaveText(article.headings.map((heading) => heading.title))
      const current = toc(page).locator('a[aria-current="location"]')
      // At the opening, no section has been reached yet.
      await expect(current).toHaveCount(0)
      const box = await toc(page).boundingBox()

      // Scrolled (as a reader does) until the third section's heading sits under the header.
      const third = article.headings[2]!
      await page.locator(`[id="${third.id}"]`).evaluate((heading) => heading.scrollIntoView({ block: "start" }))
      await expect(current).toHaveCount(1)
      await expect(current).toHaveText(third.title)
      await expect(current).toHaveCSS("color", BRAND)
      expect((await toc(page).boundingBox())?.height).toBe(box?.height)

      // Following a link of the list marks the section it leads to.
      const last = article.headings.at(-1)!
      if (viewport.width >= 1024) {
        await links.filter({ hasText: last.title }).click()
        await expect(page).toHaveURL(new RegExp(`#${last.id}$`))
        await expect(current).toHaveText(last.title)
      }

      // Halfway through a section, it stays the current one.
      await page.locator(`[id="${article.headings[1]!.id}"]`).evaluate((heading) => {
        heading.scrollIntoView({ block: "start" })
        window.scrollBy(0, 200)
      })
      await expect(current).toHaveText(article.headings[1]!.title)

      // Back at the top: nothing is marked again.
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(current).toHaveCount(0)
    })
  }

  test("without JavaScript it is a list of working anchors", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/blog/${article.slug}`)
    const links = toc(page).getByRole("link")
    await expect(links).toHaveCount(article.headings.length)
    for (const heading of article.headings) {
      await expect(links.filter({ hasText: heading.title })).toHaveAttribute("href", `#${heading.id}`)
      await expect(page.locator(`h2[id="${heading.id}"]`)).toHaveCount(1)
    }
    await context.close()
  })
})

test.describe("pages keep their height while scrolled at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } })
  const paths = ["/", "/about-us", `/services/${services[0]!.slug}`, "/blogs", `/blog/${articles[0]!.slug}`]
  for (const path of paths) {
    test(`${path}: the scrollbar does not jump`, async ({ page }) => {
      await page.goto(path)
      const atTop = await page.evaluate(() => document.documentElement.scrollHeight)
      const afterScroll = await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y)
          await frame()
        }
        return document.documentElement.scrollHeight
      })
      expect(Math.abs(afterScroll - atTop) / atTop).toBeLessThanOrEqual(0.02)
    })
  }
})
