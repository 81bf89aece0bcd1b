import type { Page } from "@playwright/test"
import { templatePaths } from "../../scripts/lib/served-site.ts"
import { countLayoutShifts, expect, layoutShiftsSoFar, scrollThrough, test } from "./fixtures"
import { catalog } from "./site-data"

/**
 * What keeps a page from being laid out again while it loads (docs/decisions/022 and 023),
 * checked without timing: the web font arriving late changes no line in the first screen, every picture's
 * box is the same before and after its file arrives, and no large picture is decoded synchronously.
 */

/** Lighthouse's phone is 412 px wide; the narrowest phones we design for are 360. */
const FONT_WIDTHS = [360, 390, 412, 1440]
const SCREEN_HEIGHT = 900
/** The narrowest first screen: a picture wider than this is a large one. */
const NARROWEST_SCREEN = 360

/** Resolves once the browser has drawn two more frames, so what changed has been laid out and painted. */
const afterTwoFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))

/** Each text block of the first screen: where it sits, how tall it is and how many of its lines are in it. */
function firstScreenText(page: Page) {
  return page.evaluate(() => {
    const selector = "h1, h2, h3, h4, p, li, a, button, dt, dd, figcaption, blockquote, label, summary"
    return [...document.querySelectorAll(selector)].flatMap((element) => {
      const box = element.getBoundingClientRect()
      if (box.height === 0 || box.top >= window.innerHeight || box.bottom <= 0) return []
      const range = document.createRange()
      range.selectNodeContents(element)
      // Lines below the first screen are not counted: a figure down there is prepared for counting up by
      // the site's script, which runs once the page has loaded, and its copy brings a line box of its own.
      const lineTops = new Set(
        [...range.getClientRects()]
          .filter((rect) => rect.width > 0 && rect.top < window.innerHeight)
          .map((rect) => Math.round(rect.top)),
      )
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50)
      return [
        `${element.tagName.toLowerCase()} "${text}": top ${Math.round(box.top)}, height ${Math.round(box.height)}, ${lineTops.size} lines`,
      ]
    })
  })
}

for (const width of FONT_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: SCREEN_HEIGHT } })

    for (const path of templatePaths()) {
      test(`${path}: asks for Inter once, from its head; its arrival after the first paint changes no line of the first screen`, async ({
        page,
      }) => {
        const fontFiles: { path: string; type: string }[] = []
        page.on("request", (request) => {
          if (/\.woff2(\?|$)/.test(request.url()))
            fontFiles.push({ path: new URL(request.url()).pathname, type: request.resourceType() })
        })
        // Every page asks for Inter from its head. Its file is held back until the page has painted and
        // been measured, as on a slow first visit; then it is let through and loads.
        let releaseFont = () => {}
        const fontHeld = new Promise<void>((resolve) => {
          releaseFont = resolve
        })
        let fontServed: Promise<void> | undefined
        await page.route(/\.woff2(\?|$)/, (route) => {
          fontServed = fontHeld.then(() => route.continue())
          return fontServed
        })
        // The load event waits for the font, so the page is measured once it has painted.
        await page.goto(path, { waitUntil: "domcontentloaded" })
        await page.evaluate(afterTwoFrames)
        const before = await firstScreenText(page)
        expect(before.length, "the first screen has text").toBeGreaterThan(0)
        // The request may reach the route a moment after the paint on a busy machine; it is held all the same.
        await expect.poll(() => fontServed !== undefined, { message: "the page asks for Inter" }).toBe(true)
        releaseFont()
        await fontServed
        await page.evaluate(() => document.fonts.ready)
        await page.waitForLoadState("load")
        await page.evaluate(afterTwoFrames)
        expect(await firstScreenText(page)).toEqual(before)

        expect(fontFiles).toEqual([{ path: expect.stringMatching(/\/assets\/inter-[\w-]+\.woff2$/), type: "font" }])
        expect(await page.locator('head link[rel="preload"][as="font"]').count()).toBe(1)
        expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true)
      })
    }
  })
}

test.describe("the next page of a visit, at 390 px", () => {
  test.use({ viewport: { width: 390, height: SCREEN_HEIGHT } })

  test("the next page, reached by a link, takes Inter from the cache", async ({ page }) => {
    await page.goto("/")
    await page.evaluate(() => document.fonts.ready)
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click()
    await expect(page).toHaveURL("/contact-us")
    await page.waitForLoadState("load")
    // A file from the browser's cache crossed no network: its transfer size is 0.
    const transferred = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    )
    expect(transferred.filter((size) => size > 0)).toEqual([])
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true)
  })
})

/** What `measure` finds at each width, the page resized to it (the first screen is the top SCREEN_HEIGHT px). */
async function atEachWidth<T>(page: Page, widths: number[], measure: () => Promise<T>) {
  const found: Record<number, T> = {}
  for (const width of widths) {
    await page.setViewportSize({ width, height: SCREEN_HEIGHT })
    await page.evaluate(afterTwoFrames)
    found[width] = await measure()
  }
  return found
}

type PictureBox = { name: string; width: number; height: number }

/** Every picture's box in document order, the picture named by its alt text or file. */
function pictureBoxes(page: Page): Promise<PictureBox[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("img")].map((image) => {
      const box = image.getBoundingClientRect()
      const name = (image.alt || image.getAttribute("src") || "(no source)").slice(0, 50)
      return { name, width: box.width, height: box.height }
    }),
  )
}

/**
 * The boxes as a list to compare, each side to the half pixel: a file's own pixel size can set its ratio a
 * hundredth of a pixel away from the one its width and height attributes reserve, which moves nothing.
 */
const sameBoxes = (boxes: Record<number, PictureBox[]>, reserved: Record<number, PictureBox[]>) =>
  Object.entries(boxes).map(([width, list]) =>
    list.map((box, index) => {
      const before = reserved[Number(width)]?.[index]
      const near = (a: number, b: number | undefined) => b !== undefined && Math.abs(a - b) < 0.5
      return near(box.width, before?.width) && near(box.height, before?.height) && box.name === before?.name
        ? `${width} px: ${box.name}: as reserved`
        : `${width} px: ${box.name}: ${box.width} × ${box.height}, reserved ${before?.width} × ${before?.height}`
    }),
  )

const PICTURE_WIDTHS = [390, 1440]

test.describe(`pictures at ${PICTURE_WIDTHS.join(" and ")} px`, () => {
  test.use({ viewport: { width: PICTURE_WIDTHS[0]!, height: SCREEN_HEIGHT } })

  for (const path of templatePaths()) {
    test(`${path}: every picture's box is reserved before its file arrives, and no large one decodes synchronously`, async ({
      page,
      context,
    }) => {
      // The pictures' files are held back (never answered): the boxes are those of pictures on their way.
      await context.route(/\.(avif|webp|png|jpe?g)(\?|$)/, () => {})
      await page.goto(path, { waitUntil: "domcontentloaded" })
      const withoutFiles = await atEachWidth(page, PICTURE_WIDTHS, () => pictureBoxes(page))
      await page.close()
      await context.unrouteAll({ behavior: "ignoreErrors" })

      const loaded = await context.newPage()
      await loaded.goto(path, { waitUntil: "load" })
      const pictures = loaded.locator("img")
      // Every picture fetched at each width, the lazy ones too, so each box is the one its file gives it.
      const withFiles = await atEachWidth(loaded, PICTURE_WIDTHS, async () => {
        await pictures.evaluateAll((images: HTMLImageElement[]) =>
          Promise.all(
            images.map((image) => {
              image.loading = "eager"
              return image.decode()
            }),
          ),
        )
        return pictureBoxes(loaded)
      })
      expect(Object.keys(withFiles)).toEqual(Object.keys(withoutFiles))
      expect(withFiles[PICTURE_WIDTHS[0]!]?.length).toBe(withoutFiles[PICTURE_WIDTHS[0]!]?.length)
      expect(sameBoxes(withFiles, withoutFiles)).toEqual(
        Object.entries(withoutFiles).map(([width, list]) => list.map((box) => `${width} px: ${box.name}: as reserved`)),
      )

      const synchronous = await pictures.evaluateAll(
        (images: HTMLImageElement[], narrowest) =>
          images
            .filter((image) => image.decoding === "sync" && Number(image.getAttribute("width")) > narrowest)
            .map((image) => image.alt || image.src),
        NARROWEST_SCREEN,
      )
      expect(synchronous, "pictures decoded on the main thread").toEqual([])
    })
  }
})

test.describe("the mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: SCREEN_HEIGHT } })

  test("holds the page behind it still while open, and lets it scroll once closed", async ({ page }) => {
    await page.goto("/")
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow)
    expect(await overflow()).toBe("visible")
    await page.getByRole("button", { name: catalog.navigation.menu.open }).click()
    await expect(page.getByRole("dialog", { name: catalog.navigation.menu.title })).toBeVisible()
    expect(await overflow()).toBe("hidden")
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog", { name: catalog.navigation.menu.title })).toBeHidden()
    expect(await overflow()).toBe("visible")
  })
})

/**
 * Scrolling draws what comes into view without moving what is already there, and a link to a section far
 * down a page lands on it, under the sticky header.
 */
test.describe("scrolling down a page at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of ["/", "/about-us", "/pricing", "/privacy"]) {
    test(`${path}: scrolling through the page moves nothing on screen`, async ({ page }) => {
      await page.goto(path)
      await countLayoutShifts(page)
      await scrollThrough(page)
      expect(await layoutShiftsSoFar(page)).toBe(0)
    })
  }

  test("a link to a section far down the home page lands on its heading", async ({ page }) => {
    await page.goto("/#home-blog-title")
    const heading = page.locator("#home-blog-title")
    await expect(heading).toBeInViewport()
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top)
    // Under the sticky header (html's scroll-padding-top, 5rem), not below the screen's first quarter.
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(844 / 4)
  })
})

test.describe("sticky columns at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 700 } })

  test("the pricing questions' column is held under the header while the questions scroll by", async ({ page }) => {
    await page.goto("/pricing")
    const heldAt = await page.locator("#faq-ask-heading").evaluate(async (heading) => {
      let column = heading.parentElement!
      while (getComputedStyle(column).position !== "sticky") column = column.parentElement!
      // 50 px past the point where the column, scrolled with the page, would pass the line it sticks to.
      const stickTo = Number.parseFloat(getComputedStyle(column).top)
      window.scrollTo(0, column.getBoundingClientRect().top + window.scrollY - stickTo + 50)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      return { top: column.getBoundingClientRect().top, stickTo }
    })
    expect(heldAt.top).toBeCloseTo(heldAt.stickTo, 0)
  })
})
