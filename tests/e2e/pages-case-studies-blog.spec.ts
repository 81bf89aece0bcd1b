import type { Locator, Page } from "@playwright/test"
import { z } from "zod"
import { TABLE_OF_CONTENTS_MIN_SECTIONS } from "#app/content/article"
import { formatDate } from "#app/lib/dates"
import { displayFigure, isDecrease } from "#app/lib/figures"
import { fillInText } from "#app/lib/fill-in"
import { readJsonFile } from "#server/json-file"
import { expect, followSpeculatedLink, test } from "./fixtures"
import { catalog } from "./site-data"

/** The icons' shapes as the repository keeps them (npm run icons): each icon's elements, tag and attributes. */
const iconShapes = readJsonFile(
  "app/components/ui/icon-shapes.json",
  z.record(z.string(), z.array(z.tuple([z.string(), z.record(z.string(), z.string())]))),
)

const { caseStudies, articles, blogCategories, team, pages } = catalog
const labels = pages.caseStudyLabels
const articleLabels = pages.articleLabels
const blogPage = pages.blog

const BANNER = "Unleash Your Brand's Potential with Catalysty!"
const caseStudyPath = (slug: string) => `/case-study/${slug}`
const articlePath = (slug: string) => `/blog/${slug}`
const categoryPath = (slug: string) => `/blog-category/${slug}`
const normalise = (text: string) => text.replace(/\s+/g, " ").trim()

const main = (page: Page) => page.getByRole("main")
const region = (page: Page, name: string) => main(page).getByRole("region", { name, exact: true })
/** The links of card titles: a heading's link is how every card names the page it leads to. */
const cardLinks = (scope: Locator) => scope.getByRole("heading").getByRole("link")

async function expectBanner(page: Page) {
  expect(pages.banner.title).toBe(BANNER)
  const heading = page.getByRole("heading", { name: BANNER, exact: true })
  await expect(heading).toBeVisible()
  // The banner is the last thing before the footer.
  await expect(main(page).getByRole("heading").last()).toHaveText(BANNER)
}

async function hrefsOf(links: Locator) {
  return Promise.all((await links.all()).map((link) => link.getAttribute("href")))
}

/** The encoded files of a content image are named after its source: "case-studies/x/card.webp" → "/img/case-studies/x/card-". */
const encodedFrom = (src: string) => `/img/${src.replace(/\.[a-z]+$/, "")}-`

/** The file the browser chose for a picture (after it has loaded), and that file's own pixel width. */
async function chosenFile(picture: Locator) {
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toHaveJSProperty("complete", true)
  return picture.evaluate(async (img: HTMLImageElement) => {
    // naturalWidth of a srcset image is divided by its density; a plain copy reports the file's pixels.
    const probe = new Image()
    probe.src = img.currentSrc
    await probe.decode()
    return { url: new URL(img.currentSrc).pathname, pixels: probe.naturalWidth, cssWidth: img.clientWidth }
  })
}

/** The picture shows the given content image and has at least two file pixels per CSS pixel. */
async function expectSharpShowcase(picture: Locator, src: string) {
  const file = await chosenFile(picture)
  expect(file.url, src).toContain(encodedFrom(src))
  expect(file.pixels, `${file.url} in a ${file.cssWidth} px slot`).toBeGreaterThanOrEqual(2 * file.cssWidth)
}

function boxesOverlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

test.describe("case studies list", () => {
  test("opens with the featured study's site, lists the others as cards and ends with its call to action", async ({
    page,
  }) => {
    await page.goto("/case-studies")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.caseStudies.intro.title)

    const [featured, ...others] = caseStudies
    expect(featured!.isFeatured).toBe(true)
    const featuredRegion = region(page, featured!.title)
    await expect(featuredRegion.getByText(pages.caseStudies.featuredLabel)).toBeVisible()
    const featuredPicture = featuredRegion.getByRole("img", { name: featured!.cardImage.alt })
    await expect(featuredPicture).toBeVisible()
    await expect(featuredPicture).toHaveAttribute("fetchpriority", "high")
    await expect(featuredRegion.getByRole("link", { name: pages.caseStudies.readMore })).toHaveAttribute(
      "href",
      caseStudyPath(featured!.slug),
    )
    // The opening shows the work: the featured site starts within the first screen.
    expect((await featuredPicture.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height)

    const grid = region(page, pages.caseStudies.gridTitle)
    await expect(cardLinks(grid)).toHaveCount(others.length)
    for (const study of others) {
      const card = grid.getByRole("article").filter({ has: page.getByRole("link", { name: study.title }) })
      const picture = card.getByRole("img", { name: study.cardImage.alt })
      await expect(picture).toBeVisible()
      const tag = card.getByText(study.tag, { exact: true })
      await expect(tag).toBeVisible()
      // The tag sits under the picture, never on it.
      expect(boxesOverlap((await tag.boundingBox())!, (await picture.boundingBox())!), study.slug).toBe(false)
      await expect(card.getByText(study.excerpt)).toBeVisible()
      const title = card.getByRole("link", { name: study.title })
      await expect(title).toHaveAttribute("href", caseStudyPath(study.slug))
      // The "\n" of the card title is a real line break on screen.
      expect(study.cardTitle).toContain("\n")
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point: it shows the line break
      expect(await title.innerText()).toBe(study.cardTitle)
    }

    await expect(page.getByRole("heading", { name: pages.caseStudies.cta.title })).toBeVisible()
    await expect(page.getByRole("link", { name: pages.caseStudies.cta.primary.label })).toHaveAttribute(
      "href",
      pages.caseStudies.cta.primary.href,
    )
  })
})

test.describe("case study pages at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  for (const study of caseStudies) {
    test(`${study.client}: hero, facts, figures once, story, related studies and banner`, async ({ page }) => {
      const path = caseStudyPath(study.slug)
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title)
      await expect(main(page).getByText(study.description)).toBeVisible()

      const hero = main(page).getByRole("img", { name: study.heroImage.alt })
      await expect(hero).toBeVisible()
      await expect(hero).toHaveAttribute("fetchpriority", "high")
      const heroBox = (await hero.boundingBox())!
      expect(heroBox.height).toBeCloseTo(500, 0)
      expect(heroBox.width).toBeCloseTo(1216, 0)

      const terms = main(page).getByRole("term")
      const definitions = main(page).getByRole("definition")
      await expect(terms).toHaveText([
        labels.facts.client,
        labels.facts.website,
        labels.facts.services,
        labels.facts.timeline,
      ])
      await expect(definitions).toHaveText([
        study.client,
        study.website?.name ?? labels.facts.missingWebsite,
        study.services.join(", "),
        study.timeline,
      ])
      // None of these clients' sites can be visited, so the fact is a name, not a link.
      expect(study.website?.url).toBeUndefined()
      await expect(definitions.nth(1).getByRole("link")).toHaveCount(0)
      // Nothing on the page covers the picture.
      const facts = main(page).getByRole("term").first().locator("xpath=ancestor::dl")
      expect(boxesOverlap((await facts.boundingBox())!, heroBox)).toBe(false)

      // Each figure is shown once, with what it measures, over what period and against what; a fall ("-45%")
      // is shown with a true minus sign and a downward trend. A study without figures shows none.
      const figures = study.overview.resultsData
      const tiles = main(page).getByRole("list", { name: labels.resultsHeading }).getByRole("listitem")
      await expect(tiles).toHaveCount(figures.length)
      if (figures.length === 0) await expect(main(page).getByText(labels.briefHeading, { exact: true })).toBeVisible()
      for (const [index, item] of figures.entries()) {
        const shown = displayFigure(item.value)
        await expect(tiles.nth(index)).toContainText(shown)
        await expect(tiles.nth(index)).toContainText(item.label)
        await expect(tiles.nth(index)).toContainText(
          fillInText(labels.figureNote, { period: item.period, comparedWith: item.comparedWith }),
        )
        await expect(main(page).getByText(shown, { exact: true })).toHaveCount(1)
        // The trend is drawn by its icon's own shapes.
        const trendIcon = isDecrease(item.value) ? "trending-down" : "trending-up"
        const trend = iconShapes[trendIcon]
        if (!trend) throw new Error(`icon-shapes.json has no ${trendIcon} (npm run icons)`)
        await expect(tiles.nth(index).locator("svg > *")).toHaveCount(trend.length)
        for (const [shape, [tag, attributes]] of trend.entries()) {
          const drawn = tiles.nth(index).locator("svg > *").nth(shape)
          expect(await drawn.evaluate((element) => element.tagName)).toBe(tag)
          for (const [name, value] of Object.entries(attributes)) await expect(drawn).toHaveAttribute(name, value)
        }
      }

      // A client that may be a real business is told no "before" (DESIGN Decision 8 in docs/requirements/DESIGN.md).
      if (study.realBusiness) expect(study.challenges).toBeUndefined()
      if (!study.challenges) await expect(main(page).getByText(labels.challengeHeading, { exact: true })).toHaveCount(0)
      for (const block of [study.challenges, study.solutions].filter((shown) => shown !== undefined)) {
        const items = region(page, block.title).getByRole("listitem")
        await expect(items).toHaveCount(block.items.length)
        for (const [index, item] of block.items.entries()) {
          await expect(items.nth(index).getByRole("heading", { name: item.title })).toBeVisible()
          await expect(items.nth(index)).toContainText(item.description)
        }
      }
      const results = region(page, study.results.title)
      await expect(results.getByText(study.results.description)).toBeVisible()
      await expect(results.getByRole("listitem")).toHaveCount(0)
      // A client who gave us a testimonial closes the results in their own words (the first, by order),
      // beside their initials: no drawn face, and a photograph only if they gave us one.
      const testimonial = catalog.testimonials.find((candidate) => candidate.caseStudy === study.slug)
      if (testimonial) {
        const voice = results.getByRole("figure")
        await expect(voice.getByRole("blockquote")).toHaveText(testimonial.quote)
        await expect(voice).toContainText(testimonial.name)
        await expect(voice).toContainText(`${testimonial.title}, ${study.client}`)
        await expect(voice.locator("img")).toHaveCount(testimonial.portrait ? 1 : 0)
      } else {
        await expect(results.getByRole("figure")).toHaveCount(0)
      }

      const related = cardLinks(region(page, labels.relatedHeading))
      await expect(related).toHaveCount(2)
      const relatedHrefs = await hrefsOf(related)
      expect(new Set(relatedHrefs).size).toBe(2)
      expect(relatedHrefs).not.toContain(path)
      for (const href of relatedHrefs) {
        expect(caseStudies.map((other) => caseStudyPath(other.slug))).toContain(href)
      }

      await expectBanner(page)
    })
  }

  test("LeHost and Mop and Glow show the figures of docs/requirements/SPEC.md §9", async ({ page }) => {
    const figures = {
      "lehost-hair-wig-shop-boosting-online-presence-and-sales": [
        ["+50%", /traffic/i],
        ["+120%", /social media engagement/i],
        ["+30%", /sales/i],
        ["+40%", /brand awareness/i],
      ],
      "mop-and-glow-cleaning-company-building-trust-and-driving-local-leads": [
        ["+75%", /traffic/i],
        ["+60%", /quote requests/i],
        ["-45%", /unsubscribe rate/i],
        // The spec's "engagement", counted as email clicks and replies (the study says so).
        ["+120%", /engagement/i],
      ],
    } as const
    for (const [slug, expected] of Object.entries(figures)) {
      await page.goto(caseStudyPath(slug))
      const tiles = main(page).getByRole("list", { name: labels.resultsHeading }).getByRole("listitem")
      await expect(tiles).toHaveCount(4)
      for (const [index, [value, label]] of expected.entries()) {
        await expect(tiles.nth(index)).toContainText(displayFigure(value))
        await expect(tiles.nth(index)).toContainText(label)
      }
    }
  })

  test("the study without a website shows N/A", async ({ page }) => {
    const study = caseStudies.find((candidate) => candidate.slug === "sequins-and-slate-interior-design-company")!
    expect(study.website).toBeNull()
    await page.goto(caseStudyPath(study.slug))
    const website = main(page).getByRole("term").filter({ hasText: labels.facts.website })
    await expect(website.locator("xpath=following-sibling::dd[1]")).toHaveText("N/A")
  })
})

test.describe("case study pages at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the hero shows the 4:3 picture of the client's site, clear of the facts", async ({ page }) => {
    for (const study of caseStudies) {
      await page.goto(caseStudyPath(study.slug))
      const hero = main(page).getByRole("img", { name: study.heroImage.alt })
      const file = await chosenFile(hero)
      expect(file.url, study.slug).toContain(encodedFrom(study.cardImage.src))
      const heroBox = (await hero.boundingBox())!
      expect(heroBox.height / heroBox.width).toBeCloseTo(3 / 4, 2)
      expect(heroBox.width).toBeCloseTo(350, 0)
      const facts = main(page).getByRole("term").first().locator("xpath=ancestor::dl")
      expect(boxesOverlap((await facts.boundingBox())!, heroBox), study.slug).toBe(false)
    }
  })
})

test.describe("the clients' sites", () => {
  test.use({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 })

  test("every case-study picture is the client's rendered site, with two file pixels per CSS pixel", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto("/case-studies")
    for (const study of caseStudies) {
      await expectSharpShowcase(main(page).getByRole("img", { name: study.cardImage.alt }), study.cardImage.src)
    }
    for (const study of caseStudies) {
      await page.goto(caseStudyPath(study.slug))
      await expectSharpShowcase(main(page).getByRole("img", { name: study.heroImage.alt }), study.heroImage.src)
      const relatedPictures = region(page, labels.relatedHeading).getByRole("img")
      await expect(relatedPictures).toHaveCount(2)
      for (const picture of await relatedPictures.all()) {
        const alt = await picture.getAttribute("alt")
        const shown = caseStudies.find((other) => other.cardImage.alt === alt)
        expect(shown, `related picture "${alt}"`).toBeDefined()
        await expectSharpShowcase(picture, shown!.cardImage.src)
      }
    }
    // The home page's figures are tied to no client, so no client's site stands beside them.
    await page.goto("/")
    await expect(region(page, pages.home.caseStudyTeaser.title).getByRole("img")).toHaveCount(0)
  })

  test("a service page shows its case study's site once: in the opening, not again in the story's band", async ({
    page,
  }) => {
    for (const service of catalog.services) {
      const proof = caseStudies.find((study) => study.slug === service.proof.caseStudy)!
      await page.goto(`/services/${service.slug}`)
      await expect(region(page, proof.title).getByRole("img")).toHaveCount(0)
      const studyPictures = new Set([proof.heroImage.alt, proof.cardImage.alt, proof.teaserImage.alt])
      const alts = await page
        .locator("main img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("alt")))
      expect(
        alts.filter((alt) => studyPictures.has(alt ?? "")),
        service.slug,
      ).toHaveLength(1)
    }
  })

  test("no client site is a link, a client that may be real shows no address, and no .example address appears", async ({
    page,
  }) => {
    for (const study of caseStudies.filter((candidate) => candidate.realBusiness))
      expect(study.website, study.slug).toBeNull()
    const names = caseStudies.flatMap((study) => (study.website ? [study.website.name] : []))
    for (const path of ["/", "/case-studies", ...caseStudies.map((study) => caseStudyPath(study.slug))]) {
      await page.goto(path)
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
      expect(
        hrefs.filter((href) => href.includes(".example")),
        path,
      ).toEqual([])
      for (const name of names)
        expect(
          hrefs.filter((href) => href.includes(name)),
          path,
        ).toEqual([])
    }
  })
})

test.describe("blog listing at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("the newest article leads beside the next one, then every other article once, excerpts clamped", async ({
    page,
  }) => {
    await page.goto("/blogs")
    const opening = region(page, blogPage.intro.title)
    await expect(opening.getByRole("heading", { level: 1 })).toHaveText(blogPage.intro.title)

    // The two newest are in the opening, signed by their authors.
    const featuredRegion = opening.getByRole("region", { name: blogPage.featuredHeading })
    const featured = cardLinks(featuredRegion)
    await expect(featured).toHaveText(articles.slice(0, 2).map((article) => article.title))
    expect(await hrefsOf(featured)).toEqual(articles.slice(0, 2).map((article) => articlePath(article.slug)))
    for (const article of articles.slice(0, 2)) {
      const author = team.find((member) => member.id === article.author)!
      const card = featuredRegion.getByRole("article").filter({ hasText: article.title })
      await expect(card.getByText(author.name, { exact: true })).toBeVisible()
    }
    await expect(featuredRegion.getByRole("img", { name: articles[0]!.image.alt })).toHaveAttribute(
      "fetchpriority",
      "high",
    )

    const moreRegion = region(page, blogPage.moreHeading)
    const more = cardLinks(moreRegion)
    await expect(more).toHaveText(articles.slice(2).map((article) => article.title))
    let clampedCount = 0
    for (const article of articles.slice(2)) {
      const excerpt = moreRegion.getByText(article.description)
      await expect(excerpt).toBeVisible()
      await expect(excerpt).toHaveCSS("-webkit-line-clamp", "3")
      const size = await excerpt.evaluate((element) => ({
        height: element.clientHeight,
        full: element.scrollHeight,
        line: Number.parseFloat(getComputedStyle(element).lineHeight),
      }))
      expect(size.height).toBeLessThanOrEqual(Math.ceil(size.line * 3))
      if (size.full > size.height) clampedCount++
    }
    // At this width the excerpts are longer than three lines, so the clamp really cuts them.
    expect(clampedCount).toBeGreaterThan(0)

    await expect(page.getByRole("heading", { name: blogPage.cta.title })).toBeVisible()
  })

  test("no article appears twice: one card, one link and one title per article", async ({ page }) => {
    await page.goto("/blogs")
    const articleLinks = main(page).locator('a[href^="/blog/"]')
    expect((await hrefsOf(articleLinks)).sort()).toEqual(articles.map((article) => articlePath(article.slug)).sort())
    await expect(main(page).getByRole("article")).toHaveCount(articles.length)
    for (const article of articles) {
      await expect(main(page).getByText(article.title, { exact: true })).toHaveCount(1)
    }
  })
})

/** A card's category label sits under or beside its picture, never over it. */
async function expectCategoriesOffPictures(cards: Locator) {
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index)
    await card.scrollIntoViewIfNeeded()
    const label = card.getByText(new RegExp(`^(${blogCategories.map((c) => c.name).join("|")})$`))
    const picture = await card.getByRole("img").first().boundingBox()
    const box = await label.boundingBox()
    expect(picture && box, `card ${index}`).toBeTruthy()
    const overlaps =
      box!.x < picture!.x + picture!.width &&
      box!.x + box!.width > picture!.x &&
      box!.y < picture!.y + picture!.height &&
      box!.y + box!.height > picture!.y
    expect(overlaps, `card ${index}: its category label lies on its picture`).toBe(false)
  }
}

test.describe("category labels", () => {
  for (const width of [390, 1440]) {
    test(`sit off the pictures on the blog, a category page and the home page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const withArticles = blogCategories.find((category) => articles.some((a) => a.category === category.slug))!
      for (const path of ["/blogs", categoryPath(withArticles.slug), "/"]) {
        await page.goto(path)
        const cards = main(page)
          .getByRole("article")
          .filter({ has: page.locator('a[href^="/blog/"]') })
        await expectCategoriesOffPictures(cards)
      }
    })
  }
})

test.describe("category pills and category pages", () => {
  const pills = (page: Page) => page.getByRole("navigation", { name: blogPage.categoriesLabel }).getByRole("link")

  test("'All' is the current pill on /blogs; each pill leads to its category", async ({ page }) => {
    await page.goto("/blogs")
    await expect(pills(page)).toHaveText([blogPage.allCategory, ...blogCategories.map((category) => category.name)])
    expect(await hrefsOf(pills(page))).toEqual(["/blogs", ...blogCategories.map((c) => categoryPath(c.slug))])
    await expect(pills(page).first()).toHaveAttribute("aria-current", "page")
    await expect(pills(page).and(page.locator("[aria-current]"))).toHaveCount(1)

    await pills(page).filter({ hasText: blogCategories[0]!.name }).click()
    await expect(page).toHaveURL(categoryPath(blogCategories[0]!.slug))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogCategories[0]!.name)
  })

  for (const category of blogCategories) {
    test(`${category.name}: its articles, its pill current, noindex only when empty`, async ({ page }) => {
      await page.goto(categoryPath(category.slug))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name)
      const current = pills(page).and(page.locator('[aria-current="page"]'))
      await expect(current).toHaveCount(1)
      await expect(current).toHaveText(category.name)

      const inCategory = articles.filter((article) => article.category === category.slug)
      const robots = page.locator('meta[name="robots"]')
      if (inCategory.length > 0) {
        // The newest two lead the page; the rest follow under their heading; each appears once.
        const featured = cardLinks(region(page, blogPage.featuredHeading))
        await expect(featured).toHaveText(inCategory.slice(0, 2).map((article) => article.title))
        const moreHeading = blogPage.categoryHeading.replace("{category}", category.name)
        if (inCategory.length > 2) {
          await expect(cardLinks(region(page, moreHeading))).toHaveText(
            inCategory.slice(2).map((article) => article.title),
          )
        } else {
          await expect(region(page, moreHeading)).toHaveCount(0)
        }
        await expect(cardLinks(main(page))).toHaveCount(inCategory.length)
        await expect(robots).toHaveCount(0)
      } else {
        const empty = region(page, blogPage.emptyCategory.title)
        await expect(empty.getByText(blogPage.emptyCategory.description)).toBeVisible()
        await expect(empty.getByRole("link", { name: blogPage.emptyCategory.link.label })).toHaveAttribute(
          "href",
          blogPage.emptyCategory.link.href,
        )
        await expect(cardLinks(main(page))).toHaveCount(0)
        await expect(robots).toHaveAttribute("content", /noindex/)
      }
    })
  }

  test.describe("at 390 px, where the pills scroll sideways", () => {
    test.use({ viewport: { width: 390, height: 844 } })
    for (const javaScriptEnabled of [true, false]) {
      test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
        test.use({ javaScriptEnabled })
        test("each category page opens with its own pill whole on screen", async ({ page }) => {
          for (const category of blogCategories) {
            await page.goto(categoryPath(category.slug))
            const box = (await pills(page).and(page.locator('[aria-current="page"]')).boundingBox())!
            expect(box.x, category.name).toBeGreaterThanOrEqual(0)
            expect(box.x + box.width, category.name).toBeLessThanOrEqual(390)
          }
        })
      })
    }
  })
})

test.describe("articles at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  for (const article of articles) {
    test(`${article.slug}: header, contents, body column, share, related and banner`, async ({ page }) => {
      const path = articlePath(article.slug)
      await page.goto(path)
      const body = main(page).getByRole("article").first()
      const category = blogCategories.find((candidate) => candidate.slug === article.category)!
      const author = team.find((member) => member.id === article.author)!

      await expect(body.getByRole("link", { name: article.categoryName, exact: true })).toHaveAttribute(
        "href",
        categoryPath(category.slug),
      )
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title)
      await expect(body.getByText(article.subtitle)).toBeVisible()
      await expect(body.getByRole("link", { name: author.name }).first()).toHaveAttribute(
        "href",
        `/team/${author.slug}`,
      )
      const published = body.getByText(formatDate(article.publishedAt), { exact: true }).first()
      await expect(published).toHaveAttribute("datetime", article.publishedAt)
      // Under the byline, each revision, newest first: "Updated <date>: what changed"; an unrevised article shows only the publish date.
      const headerDates = body.locator("header time")
      await expect(headerDates).toHaveCount(1 + article.revisions.length)
      for (const [index, revision] of article.revisions.entries()) {
        const date = headerDates.nth(index + 1)
        await expect(date).toHaveAttribute("datetime", revision.date)
        await expect(date).toHaveText(formatDate(revision.date))
        await expect(date.locator("../..")).toHaveText(
          `${articleLabels.updated} ${formatDate(revision.date)}: ${revision.whatChanged}`,
        )
        await expect(date).toBeVisible()
      }
      await expect(
        body.getByText(articleLabels.readingTime.replace("{minutes}", String(article.readingMinutes))).first(),
      ).toBeVisible()

      const featured = body.getByRole("img", { name: article.image.alt })
      await expect(featured).toBeVisible()
      await expect(featured).toHaveAttribute("fetchpriority", "high")
      await expect(page.locator('[data-reveal="slow"]').getByRole("img", { name: article.image.alt })).toHaveCount(1)

      // An article of four or more sections opens with a table of contents; a shorter one goes without.
      const contents = page.getByRole("navigation", { name: articleLabels.tableOfContents }).getByRole("link")
      const hasContents = article.headings.length >= TABLE_OF_CONTENTS_MIN_SECTIONS
      await expect(contents).toHaveText(hasContents ? article.headings.map((heading) => heading.title) : [])
      for (const heading of article.headings) {
        await expect(body.getByRole("heading", { level: 2, name: heading.title, exact: true })).toHaveAttribute(
          "id",
          heading.id,
        )
        if (hasContents)
          await expect(contents.filter({ hasText: heading.title }).first()).toHaveAttribute("href", `#${heading.id}`)
      }
      const firstSection = body.getByRole("heading", { level: 2, name: article.headings[0]!.title, exact: true })
      const column = await firstSection.evaluate((element) => element.parentElement!.getBoundingClientRect().width)
      expect(column).toBeGreaterThan(500)
      expect(column).toBeLessThanOrEqual(768)

      if (article.conclusionCta) {
        await expect(body.getByRole("link", { name: article.conclusionCta.label })).toHaveAttribute(
          "href",
          article.conclusionCta.href,
        )
      }

      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
      expect(canonical).toMatch(new RegExp(`${path}$`))
      const share = region(page, articleLabels.share.heading)
      await expect(share.getByRole("button", { name: articleLabels.share.copy })).toBeVisible()
      for (const [label, host] of [
        [articleLabels.share.linkedin, "https://www.linkedin.com/"],
        [articleLabels.share.facebook, "https://www.facebook.com/"],
        [articleLabels.share.x, "https://x.com/"],
      ] as const) {
        const link = share.getByRole("link", { name: label })
        await expect(link).toHaveAttribute("href", new RegExp(`^${host}.*${encodeURIComponent(canonical!)}`))
        await expect(link).toHaveAttribute("target", "_blank")
        await expect(link).toHaveAttribute("rel", "noopener noreferrer")
      }
      const scripts = await page.evaluate(() => [
        ...[...document.querySelectorAll("script[src]")].map((script) => (script as HTMLScriptElement).src),
        ...[...document.querySelectorAll<HTMLElement>("script[data-site-script]")].map(
          (script) => new URL(script.dataset.siteScript!, document.baseURI).href,
        ),
      ])
      expect(scripts.length).toBeGreaterThan(0)
      for (const src of scripts) expect(new URL(src).origin).toBe(new URL(page.url()).origin)

      if (article.showRelatedArticles) {
        const related = cardLinks(region(page, articleLabels.relatedHeading))
        await expect(related).toHaveCount(3)
        const hrefs = await hrefsOf(related)
        expect(new Set(hrefs).size).toBe(3)
        expect(hrefs).not.toContain(path)
        const sameCategory = articles.filter((other) => other.category === article.category && other !== article)
        if (sameCategory.length >= 3) {
          for (const href of hrefs) expect(sameCategory.map((other) => articlePath(other.slug))).toContain(href)
        }
      } else {
        await expect(page.getByRole("heading", { name: articleLabels.relatedHeading })).toHaveCount(0)
      }

      await expectBanner(page)
    })
  }

  test("the copy button puts the article's address on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const article = articles[0]!
    await page.goto(articlePath(article.slug))
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
    const share = region(page, articleLabels.share.heading)
    await share.getByRole("button", { name: articleLabels.share.copy }).click()
    await expect(share.getByRole("status")).toHaveText(articleLabels.share.copied)
    await expect(share.getByRole("button", { name: articleLabels.share.copied })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)
  })
})

test("every card's title is the title of the page it leads to", async ({ page }) => {
  test.setTimeout(180_000)
  const listings = [
    "/case-studies",
    ...caseStudies.map((study) => caseStudyPath(study.slug)),
    "/blogs",
    ...blogCategories.map((category) => categoryPath(category.slug)),
    ...articles.map((article) => articlePath(article.slug)),
  ]
  const titles = new Map<string, Set<string>>()
  for (const listing of listings) {
    await page.goto(listing)
    for (const link of await cardLinks(main(page)).all()) {
      const href = (await link.getAttribute("href"))!
      if (!titles.has(href)) titles.set(href, new Set())
      titles.get(href)!.add(normalise((await link.textContent()) ?? ""))
    }
  }
  expect([...titles.keys()].sort()).toEqual(
    [...caseStudies.map((s) => caseStudyPath(s.slug)), ...articles.map((a) => articlePath(a.slug))].sort(),
  )
  for (const [href, cardTitles] of titles) {
    await page.goto(href)
    const h1 = normalise((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")
    expect([...cardTitles], href).toEqual([h1])
  }
})

test.describe("links inside an article's text", () => {
  const article = "/blog/email-newsletters-that-get-read-a-guide-for-detroit-businesses"
  const link = (page: Page) => page.locator('[data-article-body] a[href="/services/email-marketing"]').first()

  test("to one of the site's pages are ready before the click: the next page was fetched on hover", async ({
    page,
  }) => {
    await page.goto(article)
    expect(await followSpeculatedLink(page, link(page))).not.toBe("loaded")
    await expect(page).toHaveURL("/services/email-marketing")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("with a modifier open a new tab and leave the article as it was", async ({ page, context }) => {
    await page.goto(article)
    const opened = context.waitForEvent("page")
    await link(page).click({ modifiers: ["ControlOrMeta"] })
    await (await opened).waitForLoadState()
    await expect(page).toHaveURL(article)
  })

  test("are in the HTML before any script runs, as plain links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(article)
    await expect(link(page)).toHaveAttribute("href", "/services/email-marketing")
    await link(page).click()
    await expect(page).toHaveURL(/\/services\/email-marketing$/)
    await context.close()
  })
})
