import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { catalog } from "./site-data"

const { pages, site, services, team } = catalog

/**
 * Details a designer checks page by page: one alignment for section headings, and office names on the
 * map that never run into each other.
 */

/** Closing calls to action are self-contained panels and centre their text; every other heading starts at the left. */
const centredPanels = [pages.home.cta, pages.about.cta, pages.services.cta, pages.blog.cta, pages.banner].map(
  (cta) => cta.title,
)
const pathsChecked = [
  "/",
  "/about-us",
  "/services",
  `/services/${services[0]!.slug}`,
  "/pricing",
  "/blogs",
  "/team",
  `/team/${team[0]!.slug}`,
]

test.describe("headings", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  for (const path of pathsChecked) {
    test(`${path}: page and section headings are aligned to the start`, async ({ page }) => {
      await page.goto(path)
      const headings = await page
        .getByRole("main")
        .locator("h1, h2")
        .evaluateAll((elements) =>
          elements.map((element) => ({
            text: element.textContent?.trim() ?? "",
            align: getComputedStyle(element).textAlign,
          })),
        )
      expect(headings.length).toBeGreaterThan(1)
      const misaligned = headings.filter(
        (heading) => !centredPanels.includes(heading.text) && !["start", "left"].includes(heading.align),
      )
      expect(misaligned).toEqual([])
    })
  }
})

/** The page boxes of the office names drawn over the map. */
async function labelBoxes(page: Page) {
  const map = page.getByRole("region", { name: pages.about.offices.title, exact: true }).getByRole("figure")
  await map.scrollIntoViewIfNeeded()
  const figure = (await map.boundingBox())!
  const boxes = []
  for (const office of site.offices) {
    const label = map.locator("svg text").filter({ hasText: new RegExp(`^${office.city}$`) })
    await expect(label).toHaveCount(1)
    boxes.push({ city: office.city, box: (await label.boundingBox())! })
  }
  return { figure, boxes }
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe("the offices map", () => {
  for (const width of [390, 768, 1440]) {
    test(`labels stay apart and inside the map at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/about-us")
      const { figure, boxes } = await labelBoxes(page)
      for (const [index, { city, box }] of boxes.entries()) {
        expect(box.width, city).toBeGreaterThan(0)
        expect(box.x, `${city} starts inside the map`).toBeGreaterThanOrEqual(figure.x)
        expect(box.x + box.width, `${city} ends inside the map`).toBeLessThanOrEqual(figure.x + figure.width)
        for (const other of boxes.slice(index + 1)) {
          expect(overlap(box, other.box), `${city} and ${other.city} overlap`).toBe(false)
        }
      }
    })
  }
})
