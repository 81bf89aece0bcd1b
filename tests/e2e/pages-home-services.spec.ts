import type { ElementHandle, Locator, Page } from "@playwright/test"
import { displayFigure } from "#app/lib/figures"
import { fillInText } from "#app/lib/fill-in"
import { WIDE_MEDIA } from "#app/lib/image-sizes"
import { wcagScan } from "./axe"
import { expect, exposedExpanded, test } from "./fixtures"
import { catalog } from "./site-data"

const { pages, services, articles, caseStudies } = catalog
const home = pages.home
const testimonialById = (id: string) => catalog.testimonials.find((testimonial) => testimonial.id === id)!
/** The testimonials the home page shows, in its order. */
const testimonials = home.testimonials.testimonials.map(testimonialById)
const servicesPage = pages.services
const formCopy = catalog.forms.contact

const servicePaths = services.map((service) => `/services/${service.slug}`)

/** When a figure was measured and against what, as every page words it. */
const measured = (figure: { period: string; comparedWith: string }) =>
  fillInText(pages.caseStudyLabels.figureNote, { period: figure.period, comparedWith: figure.comparedWith })

/**
 * A result quoted from a case study, looked up the way the pages look it up: by study and label, its
 * value as the page shows it (a fall with a true minus sign), when it was measured and against what.
 */
function quotedResult({ caseStudy, result }: { caseStudy: string; result: string }) {
  const study = caseStudies.find((candidate) => candidate.slug === caseStudy)!
  const figure = study.overview.resultsData.find((candidate) => candidate.label === result)!
  return {
    value: displayFigure(figure.value),
    label: figure.label,
    measured: measured(figure),
    client: study.client,
    href: `/case-study/${study.slug}`,
  }
}

/** A service's work for a client: the client, what we did, and its result when the study gives figures. */
function quotedWork({ caseStudy, result }: { caseStudy: string; result?: string }) {
  const study = caseStudies.find((candidate) => candidate.slug === caseStudy)!
  return {
    client: study.client,
    tag: study.tag,
    href: `/case-study/${study.slug}`,
    result: result === undefined ? undefined : quotedResult({ caseStudy, result }),
  }
}
const allPaths = ["/", "/services", ...servicePaths]
const widths = [390, 1440]

/**
 * docs/requirements/SPEC.md §9: the home stats and the case study teaser's figures, which the spec ties to
 * no client (docs/requirements/DESIGN.md decision 8).
 */
const homeStats = [
  ["350+", "Web Design Projects"],
  ["170+", "Marketing Projects"],
  ["90+", "Social Media Projects"],
]
const teaserFigures = [
  ["+150%", "Organic traffic"],
  ["+200%", "Engagement"],
  ["+35%", "Sales"],
]
const teaserPeriod = "within six months"
const teaserNote = measured(home.caseStudyTeaser)
/** docs/requirements/SPEC.md §2: the service each service page preselects in the quote form. */
const preselectedLabels: Record<string, string> = {
  "detroit-website-design-and-development": "Website Design & Development",
  "social-media-management": "Social Media Marketing",
  "content-creation-marketing": "Content Marketing",
  "search-engine-optimization": "SEO (Search Engine Optimization)",
  "pay-per-click-advertising": "Pay Per Click",
  "email-marketing": "Email Marketing",
}

/** Records console errors, page errors and failed requests while a test runs. */
function watchProblems(page: Page) {
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`))
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}

const slideLabel = (current: number) =>
  home.testimonials.slideLabel.replace("{current}", String(current)).replace("{total}", String(testimonials.length))

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true })

async function expectFigures(scope: Locator, figures: string[][]) {
  for (const [value, label] of figures) {
    await expect(scope.getByText(value!, { exact: true })).toBeVisible()
    await expect(scope.getByText(label!, { exact: true })).toBeVisible()
  }
}

/**
 * A testimonial leads with its client's logo and business, and, when the client has a case study here, its
 * result in numbers and the link to the study.
 */
async function expectTestimonialLead(slide: Locator, testimonial: (typeof testimonials)[number]) {
  const study = caseStudies.find((candidate) => candidate.slug === testimonial.caseStudy)
  await slide.scrollIntoViewIfNeeded()
  await expect(slide.getByRole("img", { name: testimonial.logo.alt })).toBeVisible()
  await expect(slide.getByText(study?.client ?? testimonial.client!, { exact: true })).toBeVisible()
  await expect(slide.getByText(testimonial.business, { exact: true })).toBeVisible()
  if (study && testimonial.result) {
    const result = quotedResult({ caseStudy: study.slug, result: testimonial.result })
    await expect(slide.getByText(result.value, { exact: true }).first()).toBeVisible()
    await expect(slide.getByText(result.label, { exact: true })).toBeVisible()
    await expect(slide.getByText(result.measured, { exact: true })).toBeVisible()
  }
  const studyLink = slide.getByRole("link", { name: new RegExp(home.testimonials.caseStudyLink) })
  if (study) await expect(studyLink).toHaveAttribute("href", `/case-study/${study.slug}`)
  else await expect(studyLink).toHaveCount(0)
  await expect(slide.getByText(testimonial.name, { exact: true })).toBeVisible()
  await expect(slide.getByText(testimonial.title, { exact: true })).toBeVisible()
  // No drawn face: a photograph only when the client gave one; otherwise their initials, small.
  await expect(slide.locator("figcaption img")).toHaveCount(testimonial.portrait ? 1 : 0)
}

/** The spec's teaser figures, with their period and baseline, and no client beside them. */
async function expectCaseStudyTeaser(page: Page) {
  const teaser = region(page, home.caseStudyTeaser.title)
  await teaser.scrollIntoViewIfNeeded()
  await expectFigures(teaser, teaserFigures)
  expect(home.caseStudyTeaser.period).toBe(teaserPeriod)
  await expect(teaser.getByText(teaserNote, { exact: true })).toBeVisible()
  const link = teaser.getByRole("link", { name: home.caseStudyTeaser.link.label })
  await expect(link).toHaveAttribute("href", home.caseStudyTeaser.link.href)
  for (const study of caseStudies) {
    await expect(teaser, `names ${study.client}`).not.toContainText(study.client)
    await expect(teaser.locator(`a[href="/case-study/${study.slug}"]`)).toHaveCount(0)
  }
  await expect(teaser.getByRole("img")).toHaveCount(0)
}

/** Every "Get a Quote"-style link on the page goes to the contact page. */
async function expectQuoteLinks(page: Page) {
  const links = page.getByRole("link", { name: /quote/i })
  expect(await links.count()).toBeGreaterThan(0)
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/contact-us")
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test("home shows every section with its figures", async ({ page }) => {
      const problems = watchProblems(page)
      await page.goto("/")

      const hero = region(page, `${home.hero.title} ${home.hero.subtitle}`)
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(`${home.hero.title} ${home.hero.subtitle}`)
      await expect(hero.getByText(home.hero.badge)).toBeVisible()
      await expect(hero.getByText(home.hero.description)).toBeVisible()
      await expect(hero.getByRole("link", { name: home.hero.primaryButton.label })).toHaveAttribute(
        "href",
        "/contact-us",
      )
      await expect(hero.getByRole("link", { name: home.hero.secondaryButton.label })).toHaveAttribute(
        "href",
        "/services",
      )
      await expectFigures(hero, homeStats)
      const work = catalog.caseStudies.find((study) => study.slug === home.hero.work.caseStudy)!
      const heroImage = hero.getByRole("img", { name: work.cardImage.alt })
      await expect(heroImage).toBeVisible()
      await expect(heroImage).toHaveAttribute("loading", "eager")
      // Asked for from the head at high priority on the screens where it stands beside the headline; on
      // narrower ones it comes after the headline and buttons, and the font is fetched first.
      const preloadMedia = await page.locator('head link[rel="preload"][as="image"]').getAttribute("media")
      expect(preloadMedia).toBe(WIDE_MEDIA)
      const besideHeadline = await page.evaluate(() => {
        const headline = document.querySelector("h1")?.getBoundingClientRect()
        const picture = document.querySelector("section figure")?.getBoundingClientRect()
        return headline !== undefined && picture !== undefined && picture.left >= headline.left + headline.width / 3
      })
      expect(await page.evaluate((media) => window.matchMedia(media).matches, WIDE_MEDIA)).toBe(besideHeadline)
      await expect(hero.getByRole("link", { name: new RegExp(`^${home.hero.work.linkLabel}`) })).toHaveAttribute(
        "href",
        `/case-study/${work.slug}`,
      )
      // The quoted figure says when it was measured.
      const workResult = quotedResult(home.hero.work)
      await expect(hero).toContainText(`${workResult.client}, ${workResult.measured}`)
      for (const feature of home.hero.features) await expect(hero.getByText(feature.title)).toBeVisible()

      const servicesSection = region(page, home.services.title)
      await expect(servicesSection.getByRole("group")).toHaveCount(services.length)
      await expect(servicesSection.getByRole("link", { name: home.services.moreLink.label })).toHaveAttribute(
        "href",
        "/services",
      )

      const process = region(page, home.process.title)
      await expect(process.getByRole("listitem")).toHaveCount(3)
      for (const step of home.process.steps) {
        await expect(process.getByRole("heading", { level: 3, name: step.title })).toBeVisible()
      }

      const about = region(page, home.about.title)
      for (const point of home.about.points) await expect(about.getByText(point)).toBeVisible()
      await expect(about.getByRole("link", { name: home.about.link.label })).toHaveAttribute("href", "/about-us")

      await expectCaseStudyTeaser(page)

      const stories = region(page, home.testimonials.title)
      await expect(stories.getByText(testimonials[0]!.quote)).toBeVisible()
      await expectTestimonialLead(stories.getByRole("figure", { name: slideLabel(1) }), testimonials[0]!)

      const blog = region(page, home.blog.title)
      const newest = articles.slice(0, 3)
      await expect(blog.getByRole("article")).toHaveCount(3)
      for (const article of newest) {
        await expect(blog.getByRole("link", { name: article.title })).toHaveAttribute("href", `/blog/${article.slug}`)
      }
      await expect(blog.getByRole("link", { name: home.blog.link.label })).toHaveAttribute("href", "/blogs")

      const cta = region(page, home.cta.title)
      await expect(cta.getByRole("link", { name: home.cta.primary.label })).toHaveAttribute("href", "/contact-us")

      await expectQuoteLinks(page)
      expect(problems).toEqual([])
    })

    test("the services accordion keeps one item open and works by keyboard", async ({ page }) => {
      await page.goto("/")
      const section = region(page, home.services.title)
      const items = section.getByRole("group")
      const item = (index: number) => items.nth(index)
      const toggle = (index: number) => item(index).locator("summary")
      // Playwright's role selector has no expanded filter for groups; count the open details instead.
      const expanded = section.locator("details[open]")
      const [first, second, third] = services

      // The first is open to begin with, showing its description, features and link.
      await expect(expanded).toHaveCount(1)
      await expect(item(0)).toHaveAttribute("open", "")
      await expect(item(0).getByText(first!.description)).toBeVisible()
      for (const feature of first!.features) await expect(item(0).getByText(feature)).toBeVisible()
      await expect(item(0).getByRole("link", { name: new RegExp(home.services.learnMore) })).toHaveAttribute(
        "href",
        `/services/${first!.slug}`,
      )
      await expect(item(1).getByText(second!.description)).toBeHidden()
      expect(await exposedExpanded(page, first!.title)).toBe(true)
      expect(await exposedExpanded(page, second!.title)).toBe(false)

      // Opening another closes the first.
      await toggle(1).click()
      await expect(item(1)).toHaveAttribute("open", "")
      await expect(item(0)).not.toHaveAttribute("open")
      await expect(expanded).toHaveCount(1)
      await expect(item(1).getByText(second!.description)).toBeVisible()
      await expect(item(1).getByRole("link", { name: new RegExp(home.services.learnMore) })).toHaveAttribute(
        "href",
        `/services/${second!.slug}`,
      )
      expect(await exposedExpanded(page, second!.title)).toBe(true)
      expect(await exposedExpanded(page, first!.title)).toBe(false)

      // Clicking the open one closes it.
      await toggle(1).click()
      await expect(expanded).toHaveCount(0)
      expect(await exposedExpanded(page, second!.title)).toBe(false)

      // Keyboard: Enter opens, Space closes, and opening by keyboard closes the others too.
      await toggle(2).focus()
      await page.keyboard.press("Enter")
      await expect(item(2)).toHaveAttribute("open", "")
      await expect(item(2).getByText(third!.description)).toBeVisible()
      await page.keyboard.press("Space")
      await expect(item(2)).not.toHaveAttribute("open")
      await page.keyboard.press("Enter")
      await toggle(0).focus()
      await page.keyboard.press("Space")
      await expect(item(0)).toHaveAttribute("open", "")
      await expect(item(2)).not.toHaveAttribute("open")
      await expect(expanded).toHaveCount(1)
    })

    test("the testimonial carousel wraps around both ways and announces politely", async ({ page }) => {
      await page.clock.install()
      await page.goto("/")
      const section = region(page, home.testimonials.title)
      const next = section.getByRole("button", { name: home.testimonials.nextLabel })
      const previous = section.getByRole("button", { name: home.testimonials.previousLabel })
      const quote = (index: number) => section.getByText(testimonials[index]!.quote)
      const live = section.locator('[aria-live="polite"]')
      expect(testimonials).toHaveLength(2)
      await section.scrollIntoViewIfNeeded()

      await expect(live).toHaveCount(1)
      await expect(live.getByRole("figure", { includeHidden: true })).toHaveCount(2)
      await expect(live.getByRole("figure", { name: slideLabel(1) })).toBeVisible()
      await expect(quote(0)).toBeVisible()
      await expect(quote(1)).toBeHidden()
      await expect(section.getByText(testimonials[0]!.name)).toBeVisible()

      // Nothing moves on its own.
      await page.clock.runFor(60_000)
      await expect(quote(0)).toBeVisible()
      await expect(quote(1)).toBeHidden()

      await next.click()
      await expect(quote(1)).toBeVisible()
      await expect(quote(0)).toBeHidden()
      await expect(live.getByRole("figure", { name: slideLabel(2) })).toBeVisible()
      await expectTestimonialLead(live.getByRole("figure", { name: slideLabel(2) }), testimonials[1]!)

      await next.click()
      await expect(quote(0)).toBeVisible()
      await expect(quote(1)).toBeHidden()

      await previous.click()
      await expect(quote(1)).toBeVisible()
      await expect(quote(0)).toBeHidden()

      await previous.click()
      await expect(quote(0)).toBeVisible()

      // By keyboard too.
      await next.focus()
      await page.keyboard.press("Enter")
      await expect(quote(1)).toBeVisible()
    })

    test("services page opens with its promise over the list of services, each once with a client result", async ({
      page,
    }) => {
      const problems = watchProblems(page)
      await page.goto("/services")
      const grid = region(page, servicesPage.intro.title)
      await expect(grid.getByRole("heading", { level: 1 })).toHaveText(servicesPage.intro.title)
      await expect(grid.getByRole("article")).toHaveCount(services.length)
      for (const service of services) {
        const row = grid.getByRole("article").filter({ has: page.getByRole("heading", { name: service.title }) })
        await expect(row.getByRole("link", { name: service.title })).toHaveAttribute(
          "href",
          `/services/${service.slug}`,
        )
        await expect(row.getByText(service.description)).toBeVisible()
        for (const feature of service.features) await expect(row.getByText(feature)).toBeVisible()
        const work = quotedWork(service.proof)
        if (work.result) {
          await expect(row.getByText(work.result.label, { exact: true })).toBeVisible()
          await expect(row.getByText(work.client, { exact: true })).toBeVisible()
          await expect(row).toContainText(`${work.client}, ${work.result.measured}`)
          await expect(row.getByText(work.result.value, { exact: true }).first()).toBeAttached()
        } else {
          await expect(row.getByText(servicesPage.servicePage.workLabel, { exact: true })).toBeVisible()
          await expect(row.getByText(work.client, { exact: true })).toBeVisible()
          await expect(row.getByText(work.tag, { exact: true })).toBeVisible()
        }
        // One place for each service: nothing else on the page links to it.
        await expect(page.getByRole("main").locator(`a[href="/services/${service.slug}"]`)).toHaveCount(1)
      }

      const cta = region(page, servicesPage.cta.title)
      await expect(cta.getByRole("link", { name: servicesPage.cta.primary.label })).toHaveAttribute(
        "href",
        "/contact-us",
      )
      await expectQuoteLinks(page)
      expect(problems).toEqual([])
    })

    for (const service of services) {
      test(`service page ${service.slug} shows its hero, cards, case study and preselected form`, async ({ page }) => {
        const problems = watchProblems(page)
        await page.goto(`/services/${service.slug}`)
        const hero = region(page, service.hero.title)
        await expect(hero.getByRole("heading", { level: 1 })).toHaveText(service.hero.title)
        await expect(hero.getByText(service.hero.eyebrow, { exact: true })).toBeVisible()
        await expect(hero.getByRole("link", { name: service.hero.primaryCta.label })).toHaveAttribute(
          "href",
          service.hero.primaryCta.href,
        )
        await expect(hero.getByRole("link", { name: service.hero.secondaryCta.label })).toHaveAttribute(
          "href",
          service.hero.secondaryCta.href,
        )
        const work = caseStudies.find((study) => study.slug === service.proof.caseStudy)!
        const picture = hero.getByRole("img", { name: work.cardImage.alt })
        await expect(picture).toBeVisible()
        // Asked for ahead of the rest exactly on the screens where it is in the first view.
        const inFirstView = await picture.evaluate((image) => image.getBoundingClientRect().top < window.innerHeight)
        const preloadMedia = await page.locator('head link[rel="preload"][as="image"]').getAttribute("media")
        expect(await page.evaluate((media) => window.matchMedia(media).matches, preloadMedia ?? "")).toBe(inFirstView)
        // The opening's proof: a client's work, with its result when the study gives figures, and the person
        // who leads the service.
        const proof = quotedWork(service.proof)
        const { result } = proof
        if (result) {
          await expect(hero.getByText(result.value, { exact: true }).first()).toBeVisible()
          await expect(hero.getByText(result.label, { exact: true })).toBeVisible()
          await expect(hero.getByText(result.client, { exact: true })).toBeVisible()
          await expect(hero).toContainText(`${result.client}, ${result.measured}`)
        } else {
          await expect(hero.getByText(servicesPage.servicePage.workLabel, { exact: true })).toBeVisible()
          await expect(hero.getByText(proof.client, { exact: true })).toBeVisible()
          await expect(hero.getByText(proof.tag, { exact: true })).toBeVisible()
        }
        await expect(
          hero.getByRole("link", { name: new RegExp(servicesPage.servicePage.caseStudyLink) }),
        ).toHaveAttribute("href", proof.href)
        const owner = catalog.team.find((member) => member.id === service.owner)!
        await expect(hero.getByRole("link", { name: owner.name })).toHaveAttribute("href", `/team/${owner.slug}`)
        await expect(hero.getByText(owner.position, { exact: true })).toBeVisible()

        const cards = region(page, service.cardsSection.title)
        await expect(cards.getByRole("listitem")).toHaveCount(service.cards.length)
        for (const card of service.cards) {
          await expect(cards.getByRole("heading", { level: 3, name: card.title })).toBeVisible()
        }

        // Its proof near the end: a case study that used this service, in that client's own words (a client
        // that may be a real business is quoted nowhere).
        const study = caseStudies.find((candidate) => candidate.slug === service.proof.caseStudy)!
        expect(study.servicePages).toContain(service.slug)
        const teaser = region(page, study.title)
        await teaser.scrollIntoViewIfNeeded()
        const [firstFigure] = study.overview.resultsData.filter(({ label }) => label !== result?.label)
        await expect(
          teaser.getByText(firstFigure ? measured(firstFigure) : study.timeline, { exact: true }),
        ).toBeVisible()
        // The teaser gives the study's other figures: the one the opening quotes is said once.
        if (result) await expect(teaser.getByText(result.label, { exact: true })).toHaveCount(0)
        for (const figure of study.overview.resultsData.filter(({ label }) => label !== result?.label).slice(0, 3))
          await expect(teaser.getByText(figure.label, { exact: true })).toBeVisible()
        await expect(teaser.getByRole("link", { name: servicesPage.servicePage.teaserLink })).toHaveAttribute(
          "href",
          `/case-study/${study.slug}`,
        )
        if (study.realBusiness || !service.proof.testimonial) {
          if (study.realBusiness) expect(service.proof.testimonial).toBeUndefined()
          await expect(teaser.getByRole("figure")).toHaveCount(0)
        } else {
          const words = testimonialById(service.proof.testimonial)
          expect(words.caseStudy).toBe(study.slug)
          await expect(teaser.getByText(words.quote)).toBeVisible()
          await expect(teaser.getByText(words.name, { exact: true })).toBeVisible()
        }
        // The home page's figures belong to the home page.
        await expect(region(page, home.caseStudyTeaser.title)).toHaveCount(0)

        const quote = region(page, service.formSection.title)
        await expect(quote.getByText(service.formSection.description)).toBeVisible()
        // The three promises are said once, beside the form.
        for (const highlight of service.formSection.highlights) {
          await expect(quote.getByText(highlight)).toBeVisible()
          await expect(page.getByRole("main").getByText(highlight, { exact: true })).toHaveCount(1)
        }
        const select = quote.getByLabel(formCopy.fields.services.label)
        // The option value is the label, as the form sends it.
        await expect(select).toHaveValue(preselectedLabels[service.slug]!)
        await expect(select.locator("option:checked")).toHaveText(preselectedLabels[service.slug]!)

        await expectQuoteLinks(page)
        expect(problems).toEqual([])
      })
    }

    test("a Get a Quote link leads to the contact page, at its top", async ({ page }) => {
      await page.goto("/services")
      const cta = region(page, servicesPage.cta.title)
      await cta.getByRole("link", { name: servicesPage.cta.primary.label }).click()
      await expect(page).toHaveURL("/contact-us")
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    async function expectNoAxeViolations(page: Page, label: string) {
      const { violations } = await wcagScan(page).analyze()
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
        label,
      ).toEqual([])
    }

    test("axe finds no violations with a service open and the second testimonial shown", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto("/")
      const items = region(page, home.services.title).getByRole("group")
      await items.nth(3).locator("summary").click()
      await expect(items.nth(3)).toHaveAttribute("open", "")
      await region(page, home.testimonials.title).getByRole("button", { name: home.testimonials.nextLabel }).click()
      await expect(region(page, home.testimonials.title).getByText(testimonials[1]!.quote)).toBeVisible()
      await expectNoAxeViolations(page, "/ with the fourth service open and the second testimonial")
    })
  })
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } })

  test("no page scrolls sideways", async ({ page }) => {
    test.slow() // every page, one after another
    for (const path of allPaths) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBe(0)
    }
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test("the accordion still opens one at a time and every testimonial can be read", async ({ page }) => {
    await page.goto("/")
    const section = region(page, home.services.title)
    const items = section.getByRole("group")
    await expect(items.nth(0)).toHaveAttribute("open", "")
    await items.nth(4).locator("summary").click()
    await expect(items.nth(4)).toHaveAttribute("open", "")
    await expect(items.nth(0)).not.toHaveAttribute("open")

    const stories = region(page, home.testimonials.title)
    for (const testimonial of testimonials) {
      await expect(stories.getByText(testimonial.quote)).toBeVisible()
    }
    await expect(stories.getByRole("button", { name: home.testimonials.nextLabel })).toBeHidden()
  })

  test("every counted figure is in the page as its final value", async ({ page }) => {
    await page.goto("/")
    const hero = region(page, `${home.hero.title} ${home.hero.subtitle}`)
    for (const stat of home.hero.stats) {
      await expect(hero.getByRole("definition").filter({ hasText: stat.value })).toHaveText(stat.value)
    }
    const stories = region(page, home.testimonials.title)
    for (const testimonial of testimonials)
      if (testimonial.caseStudy && testimonial.result)
        await expect(
          stories.getByText(quotedResult({ caseStudy: testimonial.caseStudy, result: testimonial.result }).value, {
            exact: true,
          }),
        ).toBeVisible()
    await page.goto("/services")
    const grid = region(page, servicesPage.intro.title)
    const measuredServices = services.filter((service) => quotedWork(service.proof).result)
    expect(measuredServices.length).toBeGreaterThan(0)
    for (const service of measuredServices) {
      await expect(grid.getByText(quotedWork(service.proof).result!.value, { exact: true })).toBeVisible()
    }
    for (const service of measuredServices) {
      await page.goto(`/services/${service.slug}`)
      await expect(
        region(page, service.hero.title).getByText(quotedWork(service.proof).result!.value, { exact: true }),
      ).toBeVisible()
    }
  })
})

test.describe("figures counting up", () => {
  // A phone screen, so the service rows start below the fold.
  test.use({ viewport: { width: 390, height: 844 } })
  const lastService = services.findLast((service) => quotedWork(service.proof).result)!
  const finalValue = quotedWork(lastService.proof).result!.value

  /** The last service's result figure, below the fold on a phone. */
  async function lastFigure(page: Page) {
    const row = region(page, servicesPage.intro.title)
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: lastService.title }) })
    const figure = await row.getByText(finalValue, { exact: true }).elementHandle()
    return figure!
  }
  /** Records every text the figure shows while counting, beside what assistive technology reads then. */
  async function recordFrames(figure: ElementHandle<HTMLElement | SVGElement>) {
    await figure.evaluate((element) => {
      const frames: { shown: string; read: string }[] = []
      ;(window as unknown as { figureFrames: typeof frames }).figureFrames = frames
      new MutationObserver(() => {
        const copy = element.querySelector('[aria-hidden="true"]')
        const readable = element.querySelector(".sr-only")
        frames.push({
          shown: copy?.textContent ?? element.textContent ?? "",
          read: readable?.textContent ?? element.textContent ?? "",
        })
      }).observe(element, { subtree: true, childList: true, characterData: true })
    })
  }
  const framesOf = (page: Page) =>
    page.evaluate(() => (window as unknown as { figureFrames: { shown: string; read: string }[] }).figureFrames)

  test("count up from zero when they scroll into view, always read as the final figure", async ({ page }) => {
    const problems = watchProblems(page)
    // The counter holds the figure's width with a style set from script, which the strict policy allows.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective}`)
      })
    })
    await page.goto("/services")
    const figure = await lastFigure(page)
    // The counter first notes that the figure is off screen; only then does scrolling to it count.
    await expect.poll(() => figure.getAttribute("data-count-up")).toBe("waiting")
    await recordFrames(figure)
    await figure.scrollIntoViewIfNeeded()
    await expect.poll(() => figure.getAttribute("data-count-up")).toBe("counted")
    expect(await figure.evaluate((element) => element.textContent)).toBe(finalValue)
    const frames = await framesOf(page)
    expect(
      frames.some((frame) => frame.shown !== finalValue),
      "the figure counted",
    ).toBe(true)
    expect(frames.every((frame) => frame.read === finalValue)).toBe(true)
    expect(problems).toEqual([])
  })

  test("stay still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto("/services")
    const figure = await lastFigure(page)
    await recordFrames(figure)
    await figure.scrollIntoViewIfNeeded()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))))
    expect(await framesOf(page)).toEqual([])
    expect(await figure.evaluate((element) => element.textContent)).toBe(finalValue)
  })
})
