import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { catalog } from "./site-data"

const { pages, site, services, team, caseStudies } = catalog
const homeWork = caseStudies.find((study) => study.slug === pages.home.hero.work.caseStudy)!

/**
 * Details a designer checks page by page: one alignment for section headings, office names on the map
 * that never run into each other, text that must not split across lines, pictures shown whole, and
 * layouts that neither stretch a card nor leave half a row empty.
 */

/**
 * Closing calls to action are self-contained panels and centre their text, as does the pricing page's
 * opening over the three plans it compares; every other heading starts at the left.
 */
const centredPanels = [
  ...Object.values(pages).flatMap((page) => ("cta" in page ? [page.cta.title] : [])),
  pages.banner.title,
  pages.pricing.intro.title,
]
const pathsChecked = [
  "/",
  "/about-us",
  "/services",
  `/services/${services[0]!.slug}`,
  "/pricing",
  "/blogs",
  "/team",
  `/team/${team[0]!.slug}`,
  "/privacy",
  "/accessibility",
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

/** How many lines a piece of text inside the element runs over, from the boxes of its characters. */
async function linesOfText(page: Page, selector: string, text: string) {
  return page.locator(selector).evaluateAll((elements, wanted) => {
    const lineCounts: number[] = []
    for (const element of elements) {
      const full = element.textContent ?? ""
      // No-break spaces count as spaces on both sides: the content keeps phrases together with them.
      const at = full.replace(/\s/g, " ").indexOf(wanted.replace(/\s/g, " "))
      if (at < 0) continue
      // Walk the text nodes to the wanted characters and measure each one.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      let offset = 0
      const tops = new Set<number>()
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0
        for (let index = 0; index < length; index++) {
          const position = offset + index
          if (position < at || position >= at + wanted.length || /\s/.test(node.textContent![index]!)) continue
          const range = document.createRange()
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const box = range.getBoundingClientRect()
          tops.add(Math.round(box.top / 4))
        }
        offset += length
      }
      lineCounts.push(tops.size)
    }
    return lineCounts
  }, text)
}

test.describe("text that stays together", () => {
  for (const width of [320, 390]) {
    test(`phone, suite number and hours never split at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/contact-us")
      const suite = site.contact.address.street.split(", ").at(-1)!
      const closing = site.contact.hours.split(", ").at(-1)!
      for (const [selector, text] of [
        ["main", site.contact.phone],
        ["main aside", suite],
        ["main aside", closing],
        ["footer", site.contact.phone],
        ["footer", suite],
      ] as const) {
        const lines = await linesOfText(page, selector, text)
        expect(lines.length, `${selector}: "${text}" is shown`).toBeGreaterThan(0)
        for (const count of lines) expect(count, `${selector}: "${text}"`).toBe(1)
      }
      // The hours do wrap on a narrow phone, at the comma: "Monday to Friday," / "9 am – 6 pm ET".
      if (width === 320) expect(await linesOfText(page, "main aside", site.contact.hours)).toEqual([2])
      await page.goto("/pricing")
      const price = await linesOfText(page, "main", "$25 a month")
      expect(price.length).toBeGreaterThan(0)
      for (const lines of price) expect(lines, "$25 a month").toBe(1)
      // In running text too: a profile's paragraph and an article's body.
      for (const path of [
        "/team/marcus-bell",
        "/blog/understanding-user-experience-ux-and-its-impact-on-conversion-rates",
      ]) {
        await page.goto(path)
        expect(await linesOfText(page, "main", site.contact.phone), path).toEqual([1])
      }
    })
  }

  test("a service row's way to its page stays on one line at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto("/services")
    const learnMore = await linesOfText(page, "main li article", pages.services.intro.learnMore)
    expect(learnMore).toHaveLength(services.length)
    for (const lines of learnMore) expect(lines).toBe(1)
  })
})

test.describe("the home opening", () => {
  test("on a phone, the feature points sit below the client's site, not on it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto("/")
    const hero = page.getByRole("region", { name: `${pages.home.hero.title} ${pages.home.hero.subtitle}` })
    const picture = (await hero.getByRole("img", { name: homeWork.cardImage.alt }).boundingBox())!
    for (const feature of pages.home.hero.features) {
      const callout = (await hero.getByRole("listitem").filter({ hasText: feature.title }).boundingBox())!
      expect(callout.y, feature.title).toBeGreaterThanOrEqual(picture.y + picture.height)
    }
  })

  test("on a wide screen, the description follows the headline", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto("/")
    const headline = (await page.getByRole("heading", { level: 1 }).boundingBox())!
    const description = (await page.getByText(pages.home.hero.description).boundingBox())!
    expect(description.y - (headline.y + headline.height)).toBeLessThan(80)
  })

  test("the three steps are stacked on a tablet, each with a comfortable line", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 })
    await page.goto("/")
    const steps = page.getByRole("region", { name: pages.home.process.title }).getByRole("listitem")
    await expect(steps).toHaveCount(pages.home.process.steps.length)
    for (const step of await steps.all()) expect((await step.boundingBox())!.width).toBeGreaterThan(600)
  })
})

test("a team member's experience card is as tall as its words, not stretched to the highlights", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const member of team) {
    await page.goto(`/team/${member.slug}`)
    const card = page.getByRole("heading", { level: 3, name: member.experience.title }).locator("xpath=..")
    const slack = await card.evaluate((element) => {
      const words = element.querySelector("p")!.getBoundingClientRect()
      const box = element.getBoundingClientRect()
      return box.bottom - words.bottom - Number.parseFloat(getComputedStyle(element).paddingBottom)
    })
    expect(slack, member.name).toBeLessThan(2)
  }
})

const { articles, blogCategories } = catalog

/** Every picture in the scope shows its whole file: its box has the file's own shape. */
async function expectWholePictures(scope: ReturnType<Page["locator"]>) {
  const pictures = await scope.locator("img").all()
  expect(pictures.length).toBeGreaterThan(0)
  for (const picture of pictures) {
    await picture.scrollIntoViewIfNeeded()
    await expect(picture).toHaveJSProperty("complete", true)
    const shape = await picture.evaluate((image: HTMLImageElement) => ({
      box: image.clientWidth / image.clientHeight,
      file: image.naturalWidth / image.naturalHeight,
      alt: image.alt,
    }))
    expect(shape.box, shape.alt).toBeCloseTo(shape.file, 1)
  }
}

test.describe("the blog", () => {
  test("featured pictures are whole on the listing and every category page at 1440 px", async ({ page }) => {
    test.slow() // the listing and every category page, one after another
    await page.setViewportSize({ width: 1440, height: 900 })
    const withArticles = blogCategories.filter((category) => articles.some((a) => a.category === category.slug))
    for (const path of ["/blogs", ...withArticles.map((category) => `/blog-category/${category.slug}`)]) {
      await page.goto(path)
      await expectWholePictures(page.getByRole("region", { name: pages.blog.featuredHeading }))
    }
  })

  test("related-article thumbnails are whole at 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 })
    await page.goto(`/blog/${articles[0]!.slug}`)
    await expectWholePictures(page.getByRole("region", { name: pages.articleLabels.relatedHeading }))
  })

  test("a category's other articles fill their row, and every card's meta line is one line", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const category of blogCategories) {
      const more = articles.filter((article) => article.category === category.slug).length - 2
      if (more < 1) continue
      await page.goto(`/blog-category/${category.slug}`)
      const region = page.getByRole("region", {
        name: pages.blog.categoryHeading.replace("{category}", category.name),
      })
      const cards = await region.getByRole("article").all()
      const heading = (await region.getByRole("heading", { level: 2 }).boundingBox())!
      const list = (await region.getByRole("list").boundingBox())!
      const firstRow = []
      for (const card of cards) {
        const box = (await card.boundingBox())!
        if (Math.abs(box.y - list.y) < 2) firstRow.push(box)
      }
      const rowEnd = Math.max(...firstRow.map((box) => box.x + box.width))
      expect(rowEnd, category.name).toBeGreaterThan(list.x + list.width - 2)
      expect(list.x).toBeCloseTo(heading.x, 0)
    }
    await page.goto("/blogs")
    const metaLines = await page
      .getByRole("main")
      .getByRole("article")
      .locator("p:has(> time)")
      .evaluateAll((lines) =>
        lines.map((line) => ({
          height: line.getBoundingClientRect().height,
          lineHeight: Number.parseFloat(getComputedStyle(line).lineHeight),
          isCut: [...line.children].some((child) => child.scrollWidth > child.clientWidth),
        })),
      )
    expect(metaLines.length).toBe(articles.length)
    for (const line of metaLines) {
      expect(line.height).toBeLessThan(line.lineHeight * 1.5)
      expect(line.isCut).toBe(false)
    }
  })

  test("on a phone the category pills are one row that scrolls sideways, and the page does not", async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ["/blogs", `/blog-category/${blogCategories.at(-1)!.slug}`]) {
        await page.goto(path)
        const pills = page.getByRole("navigation", { name: pages.blog.categoriesLabel }).getByRole("link")
        const tops = new Set(
          (await pills.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top))).map(Math.round),
        )
        expect(tops.size, `${path} at ${width} px`).toBe(1)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} at ${width} px`).toBe(0)
        // The last pill is reached by keyboard and scrolled into view.
        await pills.last().focus()
        await expect(pills.last()).toBeInViewport({ ratio: 1 })
      }
    }
  })

  test("at 1440 px an article's featured picture stands beside its title, whole, in the first screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/blog/${articles[0]!.slug}`)
    const featured = page.getByRole("img", { name: articles[0]!.image.alt })
    const box = (await featured.boundingBox())!
    const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!
    expect(box.x, "right of the title").toBeGreaterThanOrEqual(title.x + title.width)
    expect(box.y, "level with the title").toBeLessThan(title.y + title.height)
    expect(box.y + box.height, "in the first screen").toBeLessThanOrEqual(900)
    expect(box.width, "a third of the page or more").toBeGreaterThanOrEqual(440)
    await expectWholePictures(page.locator('[data-reveal="slow"]'))
  })
})

test.describe("the pricing plans", () => {
  const plans = (page: Page) => page.locator("main article[aria-labelledby^='plan-']")

  test("at 1440 px each part of the three plans starts on one line across: prices, lists and buttons", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto("/pricing")
    // The price is the paragraph of two spans: the amount and its note.
    for (const part of ["p:has(> span + span)", "ul", "a"]) {
      const tops = await plans(page).evaluateAll(
        (articles, selector) =>
          articles.map((article) => Math.round(article.querySelector(selector)!.getBoundingClientRect().top)),
        part,
      )
      expect(new Set(tops).size, `${part} at ${tops.join(", ")}`).toBe(1)
    }
  })

  test("at 768 px every plan's button is the same height, however long its list", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 })
    await page.goto("/pricing")
    const heights = await plans(page).evaluateAll((articles) =>
      articles.map((article) => Math.round(article.querySelector("a")!.getBoundingClientRect().height)),
    )
    expect(new Set(heights).size, heights.join(", ")).toBe(1)
  })
})
