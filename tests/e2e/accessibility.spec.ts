/**
 * axe finds nothing on one page of every type, the thank-you page and both not-found pages, at a phone's
 * width and a desktop's (their layouts and menus differ), after scrolling through the page so that every
 * lazy picture and every entrance has arrived. The states a visitor can open (an answer, a service, the
 * next testimonial, the form's errors) are scanned in the tests of their pages; the privacy notice and the
 * accessibility statement in privacy-and-accessibility.spec.ts. The audit (`npm run audit`) scans every page.
 */
import { templatePaths } from "../../scripts/lib/served-site.ts"
import { notFoundPages } from "../../server/not-found-pages.ts"
import { wcagScan } from "./axe"
import { expect, scrollThrough, test } from "./fixtures"
import { catalog } from "./site-data"

const scannedElsewhere = new Set(["/privacy", "/accessibility"])
const revised = catalog.articles.find((article) => article.revisions.length > 0)
const paths = [
  ...new Set([
    ...templatePaths().filter((path) => !scannedElsewhere.has(path)),
    // An article with its "Updated …" lines under the byline.
    ...(revised ? [`/blog/${revised.slug}`] : []),
    "/thanks",
    ...notFoundPages.map(({ example }) => example),
  ]),
]

const WIDTHS = [390, 1440]

test.describe(`at ${WIDTHS.join(" and ")} px`, () => {
  // Reduced motion shows every entrance-faded element at once, so nothing is scanned mid-fade.
  test.use({ viewport: { width: WIDTHS[0]!, height: 900 }, reducedMotion: "reduce" })

  for (const path of paths) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      test.slow()
      await page.goto(path)
      const found: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await scrollThrough(page)
        const { violations } = await wcagScan(page).analyze()
        found.push(
          ...violations.map(({ id, nodes }) => `${width} px: ${id}: ${nodes.map((node) => node.target).join(", ")}`),
        )
      }
      expect(found).toEqual([])
    })
  }
})
