/**
 * Each page inlines only the rules it can use (scripts/page-css.ts), with short class names
 * (scripts/short-class-names.ts). Here one page of every type and both 404 pages are drawn twice at 390
 * and 1440 px: as built, and with the whole stylesheet (build/site.css) and the original class names in
 * their place, after their scripts have run (and, on the contact page, after the quote form has shown
 * its errors): every element, and its ::before and ::after, must get the same computed style.
 * Custom properties are left out: the whole stylesheet declares some that nothing on the page reads.
 * So are shadows that draw nothing (transparent, no size), which the page's own rules leave out of a
 * `box-shadow` list.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import { z } from "zod"
import { templatePaths } from "../../scripts/lib/served-site.ts"
import { CLASS_NAMES_FILE } from "../../scripts/optimize-html.ts"
import { mapClassAttributes } from "../../scripts/short-class-names.ts"
import { readJsonFile } from "../../server/json-file.ts"
import { notFoundPages } from "../../server/not-found-pages.ts"
import { animationsSettled, expect, reachIntoForm, test } from "./fixtures"
import { catalog } from "./site-data"

const { forms } = catalog
const paths = [...templatePaths(), "/thanks", ...notFoundPages.map(({ example }) => example)]
const buildDir = process.env.BUILD_DIR ?? "build"
const wholeStylesheet = readFileSync(join(buildDir, "site.css"), "utf8")
const originalClassNames = readJsonFile(
  join(buildDir, CLASS_NAMES_FILE),
  z.record(z.string(), z.record(z.string(), z.string())),
)
/** The built page a path is answered with: the 404 pages are files of their own. */
const pageOf = (path: string) => notFoundPages.find(({ example }) => example === path)?.file ?? path

/**
 * Every element's computed style (and its drawn ::before and ::after), custom properties left out, in
 * document order: each element's label, and its style as an index into the page's distinct styles (most
 * elements share one, and the page hands back a few hundred styles instead of thousands).
 */
async function computedStyles(page: Page) {
  // The observers the page's script started have reported (two frames), and transitions that a state
  // just started (the form's fields turning red) have ended.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await animationsSettled(page)
  const drawing = await page.evaluate(() => {
    const styles = new Map<string, number>()
    const labels: string[] = []
    const ids: number[] = []
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo)
        labels.push(`${element.tagName.toLowerCase()}${pseudo ?? ""} ${element.getAttribute("class") ?? ""}`)
        let text = ""
        // A ::before or ::after without content is not drawn: its other properties show nothing.
        if (pseudo && style.content === "none") text = "content:none;"
        else {
          for (let index = 0; index < style.length; index++) {
            const property = style[index]!
            if (property.startsWith("--")) continue
            let value = style.getPropertyValue(property)
            if (property === "box-shadow") {
              const drawn = value
                .split(/,(?![^(]*\))/)
                .map((layer) => layer.trim())
                .filter((layer) => layer !== "rgba(0, 0, 0, 0) 0px 0px 0px 0px")
              value = drawn.length > 0 ? drawn.join(", ") : "none"
            }
            text += `${property}:${value};`
          }
        }
        if (!styles.has(text)) styles.set(text, styles.size)
        ids.push(styles.get(text)!)
      }
    }
    return { labels, ids, styles: [...styles.keys()] }
  })
  return drawing.labels.map((label, index) => ({ label, style: drawing.styles[drawing.ids[index]!]! }))
}

type ElementStyle = Awaited<ReturnType<typeof computedStyles>>[number]

/** The page as a visitor leaves it for the comparison: scripts run, and the form's errors shown. */
async function open(page: Page, path: string) {
  await page.goto(path)
  if (path === "/contact-us") {
    await reachIntoForm(page.locator("[data-island] form"))
    await page.getByRole("button", { name: forms.contact.submit }).click()
    await expect(page.getByText(forms.contact.errors.name.required).first()).toBeVisible()
  }
}

/** The properties that differ between two drawings of an element, for a readable failure (labelled with the original class names). */
function differences(own: ElementStyle, whole: ElementStyle) {
  const entries = (style: string) =>
    new Map(
      style
        .split(";")
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf(":")), entry.slice(entry.indexOf(":") + 1)]),
    )
  const ownValues = entries(own.style)
  const wholeValues = entries(whole.style)
  const changed = [...new Set([...ownValues.keys(), ...wholeValues.keys()])]
    .filter((property) => ownValues.get(property) !== wholeValues.get(property))
    .map((property) => `${property}: ${ownValues.get(property)} (whole stylesheet: ${wholeValues.get(property)})`)
  return `${whole.label}: ${changed.slice(0, 5).join("; ")}`
}

const WIDTHS = [390, 1440]

/** The page's computed styles at each width, resized from the first. */
/**
 * Every picture loaded, each showing the file of the source that matches now: until the browser has
 * swapped a variant of another shape after a resize (a case study's wide opening), or while a lazy
 * picture still has its attributes' shape rather than its file's, the page is not drawn for this width.
 */
function showsPicturesForWidth() {
  return [...document.querySelectorAll("picture")].every((picture) => {
    const image = picture.querySelector("img")
    if (!image) return true
    if (!image.currentSrc) return false
    const source = [...picture.querySelectorAll("source")].find(
      (candidate) => !candidate.media || matchMedia(candidate.media).matches,
    )
    const files = source?.srcset.split(",").map((candidate) => candidate.trim().split(" ")[0] ?? "") ?? []
    return image.complete && (files.length === 0 || files.some((file) => image.currentSrc.endsWith(file)))
  })
}

async function computedStylesAtEachWidth(page: Page) {
  const drawn: ElementStyle[][] = []
  // Every picture fetched now, at the first width, in both drawings alike: lazy ones would otherwise
  // arrive while one drawing is measured and not the other.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = "eager"
  })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForFunction(showsPicturesForWidth)
    drawn.push(await computedStyles(page))
  }
  return drawn
}

test.describe(`at ${WIDTHS.join(" and ")} px`, () => {
  // Reduced motion: no fade or count-up is caught halfway in one drawing and not the other.
  test.use({ viewport: { width: WIDTHS[0]!, height: 900 }, reducedMotion: "reduce" })

  for (const path of paths) {
    test(`${path} looks the same with its own CSS as with the whole stylesheet`, async ({ page }) => {
      test.slow()
      // Both drawings in the fallback font: whether the web font has replaced it depends on when it
      // arrives, and sizes would differ for that reason alone.
      await page.route("**/*.woff2", (route) => route.abort())
      await open(page, path)
      const own = await computedStylesAtEachWidth(page)

      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch()
        const originals = originalClassNames[pageOf(path)] ?? {}
        const html = mapClassAttributes(
          (await response.text()).replace(/<style>[\s\S]*?<\/style>/, () => `<style>${wholeStylesheet}</style>`),
          (name) => originals[name] ?? name,
        )
        const headers = { ...response.headers() }
        // The page's policy allows its own CSS by hash, not the whole stylesheet.
        delete headers["content-security-policy"]
        delete headers["content-length"]
        delete headers["content-encoding"]
        await route.fulfill({ status: response.status(), headers, body: html })
      })
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
      await open(page, path)
      const whole = await computedStylesAtEachWidth(page)

      for (const [index, width] of WIDTHS.entries()) {
        const ownAtWidth = own[index]!
        const wholeAtWidth = whole[index]!
        expect(wholeAtWidth.length, `the same elements at ${width} px`).toBe(ownAtWidth.length)
        // Compared without the labels: the class names differ by design.
        const changed = ownAtWidth.flatMap((element, at) =>
          element.style === wholeAtWidth[at]!.style ? [] : [differences(element, wholeAtWidth[at]!)],
        )
        expect(changed.slice(0, 10), `at ${width} px`).toEqual([])
      }
    })
  }
})

test("what motion adds keeps its rules: an element scrolled into view fades in", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto("/")
  const below = page.locator("[data-reveal]").last()
  await below.scrollIntoViewIfNeeded()
  await expect(below).toHaveAttribute("data-revealed", "animate")
  await expect(below).toHaveCSS("animation-name", "fade-in")
})
