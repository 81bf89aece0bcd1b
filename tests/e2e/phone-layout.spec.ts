import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { catalog, pagePaths } from "./site-data"

/**
 * The work leads and a phone gets as much care as a desktop: measured in the built site, as a visitor
 * sees it. A client's site shows in the first screen of the home page and of every case study, pictures
 * are wide enough to read, the footer stays short, no button label breaks, and a lost visitor gets a
 * designed way back.
 */

const { pages, caseStudies, navigation } = catalog
const phone = { width: 390, height: 844 }
const desktop = { width: 1440, height: 900 }
const homeWork = caseStudies.find((study) => study.slug === pages.home.hero.work.caseStudy)!
const newestStudy = caseStudies.toSorted((a, b) => b.completedOn.localeCompare(a.completedOn))[0]!

/** The picture's box once its file has loaded, so its height is final. */
async function loadedBox(page: Page, name: string) {
  const image = page.getByRole("img", { name, exact: true }).first()
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true)
  return (await image.boundingBox())!
}

test("the home page opens with a client's site, whole and readable, at 1440 px", async ({ page }) => {
  await page.setViewportSize(desktop)
  await page.goto("/")
  const box = await loadedBox(page, homeWork.cardImage.alt)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, "the whole picture is in the first screen").toBeLessThanOrEqual(desktop.height)
  expect(box.width, "more than half the page").toBeGreaterThanOrEqual(640)
})

// On a phone the quote buttons come first (art-direction.spec.ts); the site starts under them, in view.
test("the home page opens with a client's site at the container's width, half of it in the first screen of a phone", async ({
  page,
}) => {
  await page.setViewportSize(phone)
  await page.goto("/")
  const box = await loadedBox(page, homeWork.cardImage.alt)
  expect(box.y + box.height / 2, "at least half the site in view").toBeLessThanOrEqual(phone.height)
  expect(box.width).toBeGreaterThanOrEqual(340)
})

test("every case study shows its client's site in the first screen of a phone", async ({ page }) => {
  await page.setViewportSize(phone)
  for (const study of caseStudies) {
    await page.goto(`/case-study/${study.slug}`)
    const box = await loadedBox(page, study.heroImage.alt)
    expect(box.y + box.height / 2, `${study.client}: at least half the site in view`).toBeLessThanOrEqual(phone.height)
    expect(box.width, study.client).toBeGreaterThanOrEqual(340)
  }
})

test("the home page's results in figures fit a phone, each figure on screen whole", async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto("/")
  const teaser = page.getByRole("region", { name: pages.home.caseStudyTeaser.title })
  await teaser.scrollIntoViewIfNeeded()
  for (const stat of pages.home.caseStudyTeaser.stats) {
    const box = (await teaser
      .getByRole("definition")
      .filter({ hasText: stat.value.replace(/^-/, "") })
      .boundingBox())!
    expect(box.x, stat.label).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, stat.label).toBeLessThanOrEqual(phone.width)
  }
})

test("the footer is at most 900 px tall on a phone, and its folded posts open", async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto("/")
  const footer = page.getByRole("contentinfo")
  expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(900)
  const posts = footer.getByRole("navigation", { name: navigation.footer.recentPostsHeading })
  const firstPost = posts.getByRole("link").first()
  await expect(firstPost).toBeHidden()
  await posts.getByText(navigation.footer.recentPostsHeading).click()
  await expect(firstPost).toBeVisible()
})

test("on a wide screen the footer shows every group open", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 })
  await page.goto("/")
  const posts = page.getByRole("contentinfo").getByRole("navigation", { name: navigation.footer.recentPostsHeading })
  for (const link of await posts.getByRole("link").all()) await expect(link).toBeVisible()
})

test("no button's label breaks onto a second line, on any page, at 390 and 1440 px", async ({ page }) => {
  test.setTimeout(240_000)
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport)
    for (const path of pagePaths) {
      await page.goto(path)
      const wrapped = await page.evaluate(() => {
        // Buttons and links drawn as buttons (pill-shaped, with a background or a border), as they are shown.
        const candidates = [...document.querySelectorAll<HTMLElement>("button, a")].filter((element) => {
          const style = getComputedStyle(element)
          const box = element.getBoundingClientRect()
          const isPill = Number.parseFloat(style.borderTopLeftRadius) >= box.height / 2 - 1
          const isDrawn = style.backgroundColor !== "rgba(0, 0, 0, 0)" || Number.parseFloat(style.borderTopWidth) > 0
          return box.width > 0 && box.height > 0 && isPill && isDrawn && element.textContent.trim() !== ""
        })
        return candidates
          .filter((element) => {
            const range = document.createRange()
            range.selectNodeContents(element)
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
            // Text and its icon share a line within a few pixels of each other.
            const tops = [...lines].sort((a, b) => a - b)
            return tops.length > 0 && tops.at(-1)! - tops[0]! > Number.parseFloat(getComputedStyle(element).fontSize)
          })
          .map((element) => element.textContent.trim().replace(/\s+/g, " "))
      })
      expect(wrapped, `${path} at ${viewport.width} px`).toEqual([])
    }
  }
})

test.describe("the 404 page", () => {
  for (const viewport of [phone, desktop])
    test(`is a 404 with the main sections, the newest case study and the contact link at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const response = await page.goto("/no-such-page")
      expect(response?.status()).toBe(404)
      const notFound = pages.notFound
      await expect(page.getByRole("heading", { level: 1, name: notFound.title })).toBeVisible()
      await expect(page.getByText(notFound.description)).toBeVisible()
      const main = page.getByRole("main")
      await expect(main.getByRole("link", { name: notFound.homeLink.label })).toHaveAttribute("href", "/")
      await expect(main.getByRole("link", { name: notFound.supportLink.label })).toHaveAttribute("href", "/contact-us")
      const sections = main.getByRole("navigation", { name: notFound.sectionsHeading })
      await expect(sections.getByRole("link")).toHaveCount(notFound.sections.length)
      for (const section of notFound.sections)
        await expect(sections.getByRole("link", { name: new RegExp(`^${section.label}`) })).toHaveAttribute(
          "href",
          section.href,
        )
      const work = main.getByRole("region", { name: notFound.recentWorkHeading })
      await expect(work.getByRole("link").first()).toHaveAttribute("href", `/case-study/${newestStudy.slug}`)
      await expect(work.getByRole("img", { name: newestStudy.cardImage.alt })).toBeAttached()
    })
})
