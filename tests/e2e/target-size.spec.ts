/**
 * Target sizes, one page of each type at 390 and 1440 px; offenders are named.
 *
 * - WCAG 2.2 2.5.8 (AA): every link or control outside running text is at least 24×24 CSS px, or far enough
 *   from every other target that a 24 px circle centred on it touches none (the spacing exception).
 * - The site's own rule is stricter: at least 24×24, spaced or not. It is held everywhere in the header and
 *   the footer, and on whole pages whose every part is the site's shared chrome or the quote form (the
 *   contact page, an article's frame).
 *
 * Running text (WCAG's inline exception): an inline link among other words of its block of text, as in an
 * article's paragraphs or a byline.
 */

import { templatePaths } from "../../scripts/lib/served-site"
import { expect, test } from "./fixtures"

const paths = [...templatePaths(), "/thanks", "/does-not-exist"]
const article = paths.find((path) => path.startsWith("/blog/"))!
/** Pages held to 24×24 throughout. */
const strictPaths = new Set(["/contact-us", article])

type Target = {
  name: string
  width: number
  height: number
  isUndersized: boolean
  /** An undersized target whose 24 px circle touches no other target nor another undersized target's circle. */
  isSpacedApart: boolean
  isInChrome: boolean
}

/** Runs in the page: every visible target outside running text, measured. */
function measureTargets(): Target[] {
  const MIN = 24
  const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]"
  const normalise = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim()

  const isInRunningText = (element: Element) => {
    if (getComputedStyle(element).display !== "inline") return false
    let block = element.parentElement
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement
    return block ? normalise(block.textContent) !== normalise(element.textContent) : false
  }
  const isShown = (element: Element) => {
    if (element.closest('[aria-hidden="true"], [inert]')) return false
    if (!element.checkVisibility({ checkVisibilityCSS: true })) return false
    const box = element.getBoundingClientRect()
    return box.width > 1 && box.height > 1
  }
  const nameOf = (element: Element) => {
    const label =
      element.getAttribute("aria-label") ||
      normalise(element.textContent).slice(0, 40) ||
      element.getAttribute("name") ||
      element.getAttribute("href") ||
      ""
    const where = element.closest("header, footer, nav, main, aside")?.tagName.toLowerCase() ?? "body"
    return `<${element.tagName.toLowerCase()}> "${label}" in ${where}`
  }

  const targets = [...document.querySelectorAll(selector)]
    .filter((element) => isShown(element) && !isInRunningText(element))
    .map((element) => {
      const box = element.getBoundingClientRect()
      const rect = {
        left: box.left + scrollX,
        top: box.top + scrollY,
        right: box.right + scrollX,
        bottom: box.bottom + scrollY,
      }
      return {
        element,
        rect,
        centre: { x: (rect.left + rect.right) / 2, y: (rect.top + rect.bottom) / 2 },
        width: box.width,
        height: box.height,
        isUndersized: box.width < MIN - 0.01 || box.height < MIN - 0.01,
      }
    })
  type Measured = (typeof targets)[number]

  const distanceToRect = (point: Measured["centre"], rect: Measured["rect"]) =>
    Math.hypot(
      Math.max(rect.left - point.x, 0, point.x - rect.right),
      Math.max(rect.top - point.y, 0, point.y - rect.bottom),
    )
  const touchesAnother = (target: Measured) =>
    targets.some((other) => {
      if (other === target || other.element.contains(target.element) || target.element.contains(other.element))
        return false
      return other.isUndersized
        ? Math.hypot(other.centre.x - target.centre.x, other.centre.y - target.centre.y) < MIN
        : distanceToRect(target.centre, other.rect) < MIN / 2
    })

  return targets.map((target) => ({
    name: nameOf(target.element),
    width: Math.round(target.width * 10) / 10,
    height: Math.round(target.height * 10) / 10,
    isUndersized: target.isUndersized,
    isSpacedApart: target.isUndersized && !touchesAnother(target),
    isInChrome: target.element.closest("body > header, body > footer, body > a, [popover]") !== null,
  }))
}

const named = (targets: Target[]) => targets.map(({ name, width, height }) => `${name}: ${width}×${height}`)

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })
    for (const path of paths) {
      test(`${path}: every target outside running text is large enough`, async ({ page }) => {
        await page.goto(path)
        const targets = await page.evaluate(measureTargets)
        expect(targets.length, path).toBeGreaterThan(10)
        const undersized = targets.filter((target) => target.isUndersized)
        expect(named(undersized.filter((target) => !target.isSpacedApart)), `${path}: WCAG 2.5.8`).toEqual([])
        const heldStrictly = strictPaths.has(path) ? undersized : undersized.filter((target) => target.isInChrome)
        expect(named(heldStrictly), `${path}: the site's 24×24 rule`).toEqual([])
      })
    }
  })
}
