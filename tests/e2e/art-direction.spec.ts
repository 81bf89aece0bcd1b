import type { Page } from "@playwright/test"
import { drawnFaces } from "../../scripts/lib/drawn-faces.ts"
import { templatePaths } from "../../scripts/lib/served-site.ts"
import { countLayoutShifts, expect, layoutShiftsSoFar, test } from "./fixtures"
import { catalog } from "./site-data"

/**
 * Issue 53's art direction, checked in the built site (docs/requirements/DESIGN.md, decision 1 and
 * "Visual language"; docs/decisions/029-the-brand-face-on-every-first-page.md): the brand face draws the
 * first view of a visit's first page, one type scale with the home page's headline the largest, first
 * screens that ask for the work, and pages that end in ways of their own.
 */

const { pages, services, articles } = catalog
const home = pages.home

/** Records the width of the first `selector` in the first frame it is laid out in (before any font could change it). */
async function recordFirstFrameWidth(page: Page, selector: string) {
  await page.addInitScript((target) => {
    const look = () => {
      const element = document.querySelector(target)
      if (element) {
        ;(window as unknown as { firstFrameWidth: number }).firstFrameWidth = element.getBoundingClientRect().width
        return
      }
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }, selector)
}

const firstViewPaths = ["/", `/services/${services[0]!.slug}`, `/blog/${articles[0]!.slug}`, "/contact-us"]

/** The width of the first `selector` now. */
const widthNow = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().width)

/** Fresh visits a loaded machine may need before one gets the font within the block period. */
const MOST_FIRST_VIEWS = 8

/**
 * A visit's first page is drawn in Inter when the preloaded file arrives within the first frame's block
 * period (about 100 ms). On a quiet machine it nearly always does; with both cores busy about three times
 * in four (`npm run bench:font-swap` counts them). So the first view is tried in fresh contexts until one
 * is drawn in Inter, at most eight times, and what holds whatever the timing is asserted on its own: the
 * head asks for the very file the face is drawn from, the headline keeps the one face it is first drawn
 * in, and the next page is drawn in Inter.
 */
test.describe("the brand face, on a visit's first page", () => {
  for (const path of firstViewPaths) {
    test(`${path}: the headline is drawn in Inter in the first view of a fresh context`, async ({
      browser,
      baseURL,
    }) => {
      const faces: string[] = []
      let isInInter = false
      for (let view = 0; view < MOST_FIRST_VIEWS && !isInInter; view++) {
        // A fresh context has an empty cache: a visit's first page, with nothing fetched before it.
        const context = await browser.newContext({ baseURL })
        const page = await context.newPage()
        await page.goto(path, { waitUntil: "load" })
        const fonts = await drawnFaces(page, "h1")
        await context.close()
        faces.push(
          fonts.map((font) => `${font.familyName}${font.isCustomFont ? " (the site's file)" : ""}`).join(" + "),
        )
        isInInter = fonts.length > 0 && fonts.every((font) => /^Inter/.test(font.familyName) && font.isCustomFont)
      }
      test.info().annotations.push({ type: "first views", description: faces.join("; ") })
      expect(isInInter, `first views: ${faces.join("; ")}`).toBe(true)
    })

    test(`${path}: the head preloads Inter, the headline keeps its first face, and the next page is in Inter`, async ({
      page,
    }) => {
      const fontRequests: string[] = []
      page.on("request", (request) => {
        if (request.resourceType() === "font") fontRequests.push(request.url())
      })
      await recordFirstFrameWidth(page, "h1")
      // A fresh context has an empty cache: this is a visit's first page, with nothing fetched before it.
      await page.goto(path, { waitUntil: "load" })
      const preload = page.locator('head link[rel="preload"][as="font"]')
      await expect(preload).toHaveCount(1)
      await expect(preload).toHaveAttribute("crossorigin", "anonymous")
      const preloaded = await preload.evaluate((link: HTMLLinkElement) => link.href)
      // The one font file the page fetched is the one its head preloads.
      expect(fontRequests).toEqual([preloaded])
      const faces = (await drawnFaces(page, "h1")).map((font) => font.familyName)
      expect(faces.length, "Chromium drew the headline").toBeGreaterThan(0)
      expect(new Set(faces).size, `one face: ${faces.join(", ")}`).toBe(1)
      // The face never changed after the first frame: its width then is its width now.
      const firstFrameWidth = await page.evaluate(
        () => (window as unknown as { firstFrameWidth: number }).firstFrameWidth,
      )
      expect(firstFrameWidth).toBe(await widthNow(page, "h1"))

      // The next page of the visit, in the same browser: Inter, from the file the first page fetched.
      await page.goto(path === "/" ? "/contact-us" : "/", { waitUntil: "load" })
      for (const font of await drawnFaces(page, "h1")) {
        expect(font.familyName, `${font.glyphCount} glyphs`).toMatch(/^Inter/)
        expect(font.isCustomFont, `${font.familyName} is the site's own file`).toBe(true)
      }
    })
  }
})

/** The largest computed font size of any element with text of its own on the page, and where it is. */
function largestText(page: Page) {
  return page.evaluate(() => {
    let largest = { size: 0, where: "" }
    for (const element of document.body.querySelectorAll("*")) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim())
      if (!ownText || element.closest("[hidden], [popover]")) continue
      const size = Number.parseFloat(getComputedStyle(element).fontSize)
      if (size > largest.size)
        largest = { size, where: `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"` }
    }
    return largest
  })
}

for (const width of [1440, 390]) {
  test.describe(`one type scale at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test("the home page's headline is the largest text on the site", async ({ page }) => {
      test.setTimeout(120_000)
      await page.goto("/")
      const homeSize = await page
        .getByRole("heading", { level: 1 })
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
      expect(await largestText(page)).toEqual({ size: homeSize, where: expect.stringMatching(/^(h1|span) /) })
      for (const path of [...templatePaths().filter((path) => path !== "/"), "/does-not-exist"]) {
        await page.goto(path)
        const largest = await largestText(page)
        expect(largest.size, `${path}: ${largest.where}`).toBeLessThan(homeSize)
      }
    })
  })
}

test.describe("first screens", () => {
  test("at 390 px the home page's first screen has its quote button, and the header's", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/")
    const quote = page.getByRole("main").getByRole("link", { name: home.hero.primaryButton.label }).first()
    await expect(quote).toHaveAttribute("href", "/contact-us")
    const box = (await quote.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(844)
    const header = page.getByRole("banner").getByRole("link", { name: catalog.navigation.contactButton.label })
    await expect(header).toHaveAttribute("href", "/contact-us")
    await expect(header).toBeInViewport({ ratio: 1 })
  })

  test("at 1024 px the home headline takes at most three lines and each of its buttons one", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 })
    await page.goto("/")
    const lines = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        // The lines its words sit on: an icon beside them is drawn a pixel or two lower on the same line.
        const tops = new Set<number>()
        const words = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = words.nextNode(); node; node = words.nextNode()) {
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
        }
        return tops.size
      })
    expect(await lines("main h1")).toBeLessThanOrEqual(3)
    for (const label of [home.hero.primaryButton.label, home.hero.secondaryButton.label]) {
      const button = page.getByRole("main").getByRole("link", { name: label }).first()
      const id = await button.evaluate((element) => {
        element.setAttribute("data-measure", "")
        return element.textContent
      })
      expect(await lines("[data-measure]"), id ?? label).toBe(1)
      await button.evaluate((element) => element.removeAttribute("data-measure"))
    }
  })

  test("at 390 px the contact page shows its phone and email before the form, in the first screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/contact-us")
    const phone = page.getByRole("main").getByRole("link", { name: catalog.site.contact.phone })
    const email = page.getByRole("main").getByRole("link", { name: catalog.site.contact.email }).first()
    const form = page.getByRole("form", { name: pages.contact.formTitle })
    await expect(phone).toHaveAttribute("href", `tel:${catalog.site.contact.phoneE164}`)
    const [phoneBox, emailBox, formBox] = await Promise.all([
      phone.boundingBox(),
      email.boundingBox(),
      form.boundingBox(),
    ])
    expect(phoneBox!.y + phoneBox!.height).toBeLessThanOrEqual(844)
    expect(emailBox!.y + emailBox!.height).toBeLessThanOrEqual(844)
    expect(phoneBox!.y + phoneBox!.height).toBeLessThanOrEqual(formBox!.y)
    // And before it in the page, for a screen reader and a keyboard too.
    const order = await phone.evaluate(
      (link, formElement) => link.compareDocumentPosition(formElement!) & Node.DOCUMENT_POSITION_FOLLOWING,
      await form.elementHandle(),
    )
    expect(order).toBeTruthy()
  })
})

test.describe("pages that end for their reader", () => {
  test("each template ends with its own kind of closing, at least four kinds across the site", async ({ page }) => {
    test.setTimeout(120_000)
    const closings = new Map<string, string>()
    for (const path of templatePaths()) {
      await page.goto(path)
      // A page's own closing: the last marked section not inside another (the spec's banner is a row of one).
      const kind = await page.evaluate(
        () =>
          [...document.querySelectorAll("main [data-closing]:not([data-closing] [data-closing])")]
            .at(-1)
            ?.getAttribute("data-closing") ?? null,
      )
      if (kind) closings.set(path, kind)
    }
    // The designed closing of each kind of page: the home page's panel, the next study, the next article,
    // the person's work, the questions on pricing; index pages close on a band.
    const pathOf = (start: string) => templatePaths().find((path) => path.startsWith(start))!
    expect(Object.fromEntries(closings)).toMatchObject({
      "/": "panel",
      [pathOf("/case-study/")]: "next-study",
      [pathOf("/blog/")]: "article-end",
      [pathOf("/team/")]: "member-work",
      "/pricing": "questions",
      "/services": "band",
      "/case-studies": "band",
      "/blogs": "band",
      "/team": "band",
    })
    expect(new Set(closings.values()).size).toBeGreaterThanOrEqual(4)
  })

  test("a case study ends with the next study and an article with the next article, the spec's banner last", async ({
    page,
  }) => {
    const study = catalog.caseStudies[0]!
    await page.goto(`/case-study/${study.slug}`)
    const next = page.locator('[data-closing="next-study"]')
    await expect(next.getByText(pages.caseStudyLabels.nextLabel, { exact: true })).toBeVisible()
    const nextHref = await next.getByRole("heading", { level: 3 }).first().getByRole("link").getAttribute("href")
    expect(nextHref).toMatch(/^\/case-study\//)
    expect(nextHref).not.toBe(`/case-study/${study.slug}`)
    await expect(next.getByRole("heading", { name: pages.banner.title })).toBeVisible()

    const article = articles.find((candidate) => candidate.showRelatedArticles)!
    await page.goto(`/blog/${article.slug}`)
    const end = page.locator('[data-closing="article-end"]')
    await expect(end.getByText(pages.articleLabels.nextLabel, { exact: true })).toBeVisible()
    await expect(end.getByRole("heading", { name: pages.banner.title })).toBeVisible()
  })
})

test.describe("the signature movement", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  /** How far the page inside the first /services browser window has moved up, in CSS px. */
  const scrolledBy = (page: Page) =>
    page
      .locator("[data-site-scroll]")
      .first()
      .evaluate((window) => {
        const picture = window.querySelector("img")!
        return window.getBoundingClientRect().top - picture.getBoundingClientRect().top
      })

  test("a client's page scrolls in its window as the window crosses the screen, with no layout shift", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" })
    await page.goto("/services")
    const frame = page.locator("[data-site-scroll]").first()
    await countLayoutShifts(page)
    await frame.evaluate((element) => {
      element.scrollIntoView({ block: "end", behavior: "instant" })
      return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
    })
    const entering = await scrolledBy(page)
    await frame.evaluate((element) => {
      element.scrollIntoView({ block: "start", behavior: "instant" })
      return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
    })
    const leaving = await scrolledBy(page)
    expect(leaving).toBeGreaterThan(entering + 50)
    expect(await layoutShiftsSoFar(page)).toBe(0)
  })

  test("under reduced motion the page stays at its top", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto("/services")
    await page
      .locator("[data-site-scroll]")
      .first()
      .evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }))
    expect(await scrolledBy(page)).toBe(0)
  })
})
