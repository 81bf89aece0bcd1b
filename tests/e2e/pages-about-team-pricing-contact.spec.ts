import { expect, type Locator, type Page, test } from "@playwright/test"
import { wcagScan } from "./axe"
import { escapeRegExp, exposedExpanded, scrollThrough } from "./fixtures"
import { catalog } from "./site-data"

const { pages, team, pricingPlans, faqs, site, navigation, testimonials, forms, services, articles, caseStudies } =
  catalog
const about = pages.about
const teamCopy = pages.team
const pricing = pages.pricing
const contact = pages.contact

const WIDTHS = [390, 1440]
const ROUTES = ["/about-us", "/team", `/team/${team[0]!.slug}`, "/pricing", "/contact-us"]
const BANNER_TITLE = "Unleash Your Brand's Potential with Catalysty!"

/**
 * docs/requirements/SPEC.md §9: the three plans, their prices and every feature each one lists. A period
 * such as "3 months" is kept on one line with a no-break space (app/lib/unbreakable.ts), hence `\s`.
 */
const SPEC_PLANS = [
  {
    title: "Starter",
    price: 500,
    features: [/up to 5 pages/i, /^10 blog posts/i, /^3\smonths.*support/i, /monthly reports/i],
  },
  {
    title: "Growth",
    price: 1000,
    features: [
      /up to 10 pages/i,
      /^20 blog posts/i,
      /one month of scheduled.*postings/i,
      /paid advertising/i,
      /bi-weekly reports/i,
      /^3\smonths.*support/i,
    ],
  },
  {
    title: "Premium",
    price: 1500,
    features: [
      /up to 15 pages/i,
      /^30 blog posts/i,
      /three months of scheduled.*postings/i,
      /paid ad campaigns/i,
      /email marketing campaign/i,
      /weekly reports/i,
      /6\smonths.*enhanced support/i,
    ],
  },
]

const dollars = (price: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(price)

/** Console errors, uncaught exceptions and failed requests while a test runs. */
function watchForErrors(page: Page) {
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`exception: ${error.message}`))
  // A request the browser cancels because the test moved on to the next page is not a failure.
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText !== "net::ERR_ABORTED") problems.push(`request failed: ${request.url()}`)
  })
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true })

/**
 * A person's card (DESIGN Decision 8 in docs/requirements/DESIGN.md: no drawn faces): their portrait only if the
 * agency added one; their name opens their profile; their role, what they own, and on the team page the
 * case study of a project they led (the About page, which shows every client's site already, leaves it out).
 */
async function expectTeamCard(card: Locator, member: (typeof team)[number], { showsLedProject = true } = {}) {
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByRole("link", { name: member.name, exact: true })).toHaveAttribute(
    "href",
    `/team/${member.slug}`,
  )
  await expect(card).toContainText(member.position)
  await expect(card).toContainText(member.owns)
  // The project they led, if any: a project has one lead, so someone may have none.
  const led = showsLedProject && caseStudies.find((study) => study.slug === member.ledProject)
  if (led) await expect(card.getByRole("link", { name: led.client })).toHaveAttribute("href", `/case-study/${led.slug}`)
  else await expect(card.getByText(pages.team.member.ledProjectLabel, { exact: true })).toHaveCount(0)
  await expect(card.locator("img")).toHaveCount(member.portrait ? 1 : 0)
  // No empty bottom third: the project line sits within a line or two of the text above it.
  const box = (await card.boundingBox())!
  const owns = (await card.getByText(member.owns).boundingBox())!
  expect(box.y + box.height - (owns.y + owns.height)).toBeLessThan(box.height / 3)
}
const faqQuestion = (page: Page, question: string) => page.locator("summary").filter({ hasText: question })

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test("About shows the hero with stats, mission, values, team, offices, testimonials and call to action", async ({
      page,
    }) => {
      const problems = watchForErrors(page)
      await page.goto("/about-us")
      await expect(page.getByRole("heading", { level: 1, name: about.hero.title })).toBeVisible()
      // Clients' sites, the chosen one first, each linked to its story, then the way to all of them.
      const work = page.getByRole("list", { name: about.hero.work.label })
      const sites = [
        ...caseStudies.filter((study) => study.slug === about.hero.work.lead),
        ...caseStudies.filter((study) => study.slug !== about.hero.work.lead),
      ].slice(0, 5)
      const studyLinks = work.getByRole("link")
      await expect(studyLinks).toHaveCount(sites.length + 1)
      await expect(studyLinks.first()).toHaveAttribute("href", `/case-study/${about.hero.work.lead}`)
      for (const study of sites) {
        const link = work.locator(`a[href="/case-study/${study.slug}"]`)
        await expect(link).toContainText(study.client)
        await expect(link.getByRole("img", { name: study.cardImage.alt })).toBeVisible()
      }
      await expect(studyLinks.last()).toHaveAttribute("href", "/case-studies")
      for (const stat of about.hero.stats) {
        await expect(page.getByRole("definition").filter({ hasText: stat.value }).first()).toBeVisible()
        await expect(page.getByRole("term").filter({ hasText: stat.label })).toBeVisible()
      }

      const mission = section(page, about.mission.title)
      for (const paragraph of about.mission.paragraphs) await expect(mission.getByText(paragraph)).toBeVisible()
      await expect(mission.getByRole("img", { name: about.mission.image.alt })).toBeVisible()

      const values = section(page, about.values.title)
      expect(about.values.items.map((value) => value.title)).toEqual(["Integrity", "Innovation", "Collaboration"])
      for (const value of about.values.items) {
        await expect(values.getByRole("heading", { level: 3, name: value.title })).toBeVisible()
        await expect(values.getByText(value.description)).toBeVisible()
      }

      const teamSection = section(page, about.team.title)
      await expect(teamSection.getByRole("article")).toHaveCount(team.length)
      for (const member of team)
        await expectTeamCard(teamSection.getByRole("article").filter({ hasText: member.name }), member, {
          showsLedProject: false,
        })

      const offices = section(page, about.offices.title)
      const markers = offices.getByRole("list", { name: about.offices.title }).getByRole("listitem")
      await expect(markers).toHaveCount(site.offices.length)
      for (const office of site.offices) {
        await expect(markers.filter({ hasText: `${office.city}, ${office.region}, ${office.country}` })).toHaveCount(1)
        await expect(offices.getByRole("heading", { level: 3, name: office.city })).toBeVisible()
        await expect(offices.getByText(office.address)).toBeVisible()
      }
      await expect(offices.getByText(about.offices.headquartersLabel, { exact: true })).toBeVisible()

      const quotes = section(page, about.testimonials.title)
      await expect(quotes).toBeVisible()
      const shown = testimonials.find((testimonial) => testimonial.id === about.testimonials.testimonials[0])!
      await expect(quotes.getByText(shown.quote)).toBeVisible()
      // The testimonial leads with the client's logo and business, and its result in numbers when its client
      // has a case study here.
      const slide = quotes.getByRole("figure").first()
      const study = caseStudies.find((candidate) => candidate.slug === shown.caseStudy)
      await expect(slide.getByRole("img", { name: shown.logo.alt })).toBeVisible()
      await expect(slide.getByText(study?.client ?? shown.client!, { exact: true })).toBeVisible()
      await expect(slide.getByText(shown.business, { exact: true })).toBeVisible()
      const figure = study?.overview.resultsData.find((stat) => stat.label === shown.result)
      if (figure) {
        await expect(slide.getByText(figure.value, { exact: true }).first()).toBeVisible()
        await expect(slide.getByText(figure.label, { exact: true })).toBeVisible()
      }

      await expect(page.getByRole("heading", { level: 2, name: about.cta.title })).toBeVisible()
      await expect(page.getByRole("link", { name: about.cta.primary.label })).toHaveAttribute("href", "/contact-us")
      await scrollThrough(page)
      expect(problems).toEqual([])
    })

    test("Team opens with the people: names, roles, what each owns, a project each led, each profile", async ({
      page,
    }) => {
      const problems = watchForErrors(page)
      await page.goto("/team")
      const opening = section(page, teamCopy.intro.title)
      await expect(opening.getByRole("heading", { level: 1, name: teamCopy.intro.title })).toBeVisible()
      await expect(opening.getByText(teamCopy.intro.description)).toBeVisible()
      await expect(opening.getByRole("article")).toHaveCount(team.length)
      for (const member of team) {
        const card = opening.getByRole("article").filter({ hasText: member.name })
        await expect(card.getByRole("heading", { name: member.name })).toBeVisible()
        await expectTeamCard(card, member)
      }
      await expect(page.getByRole("heading", { name: BANNER_TITLE })).toBeVisible()
      await scrollThrough(page)
      expect(problems).toEqual([])
    })

    test("every team member page shows the profile, social links in a new tab and the banner", async ({ page }) => {
      const problems = watchForErrors(page)
      for (const member of team) {
        await page.goto(`/team/${member.slug}`)
        await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible()
        await expect(page.getByText(member.position, { exact: true }).first()).toBeVisible()
        await expect(page.getByText(member.bio)).toBeVisible()
        const opening = section(page, member.name)
        // Their portrait only if the agency added one; otherwise the page shows the person through their work.
        await expect(opening.locator("img")).toHaveCount(member.portrait ? 1 : 0)
        await expect(opening.getByText(member.owns, { exact: true })).toBeVisible()
        await expect(opening.getByRole("link", { name: member.email })).toHaveAttribute(
          "href",
          `mailto:${member.email}`,
        )
        for (const service of services.filter((candidate) => candidate.owner === member.id)) {
          await expect(opening.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
            "href",
            `/services/${service.slug}`,
          )
        }
        // Their work is told once, where the page ends: the study they led and their newest article.
        const work = page.locator('[data-closing="member-work"]')
        const led = caseStudies.find((study) => study.slug === member.ledProject)
        if (led) await expect(work.locator(`a[href="/case-study/${led.slug}"]`).first()).toBeVisible()
        const latest = articles.find((article) => article.author === member.id)
        if (latest) await expect(work.locator(`a[href="/blog/${latest.slug}"]`).first()).toBeVisible()
        await expect(opening.locator('a[href^="/case-study/"], a[href^="/blog/"]')).toHaveCount(0)
        // Only profiles the agency runs for them, none until it has them: no other link leaves the site here.
        await expect(opening.locator('a[target="_blank"]')).toHaveCount(member.socialLinks.length)
        for (const social of member.socialLinks) {
          const label = navigation.socialLabels[social.network]
          const link = page.getByRole("link", { name: `${member.name} on ${label}`, exact: false })
          await expect(link).toHaveAttribute("href", social.url)
          await expect(link).toHaveAttribute("target", "_blank")
          await expect(link).toHaveAttribute("rel", "noopener noreferrer")
          await expect(link).toHaveAccessibleName(new RegExp(navigation.footer.newTab))
        }
        const aboutSection = section(page, teamCopy.member.aboutHeading)
        for (const paragraph of member.about) await expect(aboutSection.getByText(paragraph)).toBeVisible()
        const experience = section(page, teamCopy.member.experienceHeading)
        await expect(experience.getByRole("heading", { name: member.experience.title })).toBeVisible()
        await expect(experience.getByText(member.experience.description)).toBeVisible()
        for (const highlight of member.highlights) await expect(experience.getByText(highlight)).toBeVisible()
        await expect(page.getByRole("heading", { level: 2, name: BANNER_TITLE })).toBeVisible()
        await expect(page.getByRole("link", { name: teamCopy.member.backToTeam })).toHaveAttribute("href", "/team")
      }
      expect(problems).toEqual([])
    })

    test("Pricing shows the SPEC plans and features, Popular on Growth, the custom plan, why us and the FAQ", async ({
      page,
    }) => {
      const problems = watchForErrors(page)
      await page.goto("/pricing")
      await expect(page.getByRole("heading", { level: 1, name: pricing.intro.title })).toBeVisible()
      // The plans are the opening, side by side on wide screens.
      const opening = section(page, pricing.intro.title)
      await expect(opening.getByRole("article")).toHaveCount(pricingPlans.length)
      if (width >= 1024) {
        const tops = await Promise.all(
          (await opening.getByRole("article").all()).map(async (plan) => (await plan.boundingBox())!.y),
        )
        expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(40)
        expect(Math.max(...tops)).toBeLessThan(900)
      }
      expect(pricingPlans.map((plan) => [plan.title, plan.price])).toEqual(
        SPEC_PLANS.map((plan) => [plan.title, plan.price]),
      )
      for (const spec of SPEC_PLANS) {
        const plan = pricingPlans.find((candidate) => candidate.title === spec.title)!
        const card = page.getByRole("article", { name: spec.title })
        await expect(card.getByText(dollars(spec.price), { exact: true })).toBeVisible()
        const features = card.getByRole("listitem")
        await expect(features).toHaveCount(spec.features.length)
        for (const [index, pattern] of spec.features.entries()) {
          expect(plan.features[index]).toMatch(pattern)
          await expect(features.nth(index)).toHaveText(pattern)
        }
        const badge = card.getByText(pricing.popularBadge, { exact: true })
        if (spec.title === "Growth") await expect(badge).toBeVisible()
        else await expect(badge).toHaveCount(0)
        await expect(card.getByRole("link", { name: new RegExp(plan.cta.label) })).toHaveAttribute(
          "href",
          "/contact-us",
        )
      }
      await expect(page.getByText(pricing.popularBadge, { exact: true })).toHaveCount(1)
      await expect(page.getByText(pricing.popularBadge, { exact: true })).toHaveCSS(
        "background-color",
        "rgb(198, 249, 6)",
      )

      const custom = page.getByRole("complementary", { name: pricing.customPlan.title })
      for (const point of pricing.customPlan.points) await expect(custom.getByText(point)).toBeVisible()
      await expect(custom.getByRole("link", { name: pricing.customPlan.cta.label })).toHaveAttribute(
        "href",
        "/contact-us",
      )

      const why = section(page, pricing.whyChooseUs.title)
      for (const item of pricing.whyChooseUs.items) {
        await expect(why.getByRole("heading", { level: 3, name: item.title })).toBeVisible()
      }

      const faq = section(page, pricing.faq.title)
      await expect(faq.locator("details")).toHaveCount(faqs.length)
      for (const item of faqs) await expect(faqQuestion(page, item.question)).toBeVisible()
      expect(faqs.some((item) => /1-3\sweeks/.test(item.answer))).toBe(true)
      const timing = faqs.find((item) => /1-3\sweeks/.test(item.answer))!
      await faqQuestion(page, timing.question).click()
      await expect(page.getByText(timing.answer)).toBeVisible()
      await expect(page.getByText(/1-3\sweeks/)).toBeVisible()
      await scrollThrough(page)
      expect(problems).toEqual([])
    })

    test("the FAQ keeps one answer open at a time, and clicking the open question closes it", async ({ page }) => {
      await page.goto("/pricing")
      const [first, second] = faqs as [(typeof faqs)[0], (typeof faqs)[0]]
      const q1 = faqQuestion(page, first.question)
      const q2 = faqQuestion(page, second.question)
      const a1 = page.getByText(first.answer)
      const a2 = page.getByText(second.answer)
      // Whether each question is expanded is what the browser tells assistive technology of a <details>.
      const expanded = (item: (typeof faqs)[0]) => exposedExpanded(page, item.question)
      await expect(a1).toBeHidden()
      expect(await expanded(first)).toBe(false)

      await q1.click()
      await expect(a1).toBeVisible()
      expect(await expanded(first)).toBe(true)

      await q2.click()
      await expect(a2).toBeVisible()
      await expect(a1).toBeHidden()
      expect(await expanded(first)).toBe(false)
      expect(await expanded(second)).toBe(true)

      await q2.click()
      await expect(a2).toBeHidden()
      expect(await expanded(second)).toBe(false)

      await q1.focus()
      await page.keyboard.press("Enter")
      await expect(a1).toBeVisible()
      await page.keyboard.press("Space")
      await expect(a1).toBeHidden()
    })

    test("Contact shows the tag, heading, contact details, the four networks and the quote form", async ({ page }) => {
      const problems = watchForErrors(page)
      await page.goto("/contact-us")
      await expect(page.getByRole("main").getByText(contact.tag, { exact: true })).toBeVisible()
      await expect(page.getByRole("heading", { level: 1, name: contact.title })).toBeVisible()
      await expect(page.getByText(contact.description)).toBeVisible()
      const direct = page.getByRole("region", { name: contact.info.title })
      await expect(direct.getByRole("link", { name: site.contact.email })).toHaveAttribute(
        "href",
        `mailto:${site.contact.email}`,
      )
      await expect(direct.getByRole("link", { name: site.contact.phone })).toHaveAttribute(
        "href",
        `tel:${site.contact.phoneE164}`,
      )
      const office = page.getByRole("complementary", { name: contact.info.officeTitle })
      await expect(office.getByText(site.contact.address.street)).toBeVisible()
      await expect(office.getByText(site.contact.hours)).toBeVisible()
      for (const social of site.socialLinks) {
        const link = office.getByRole("link", {
          name: new RegExp(`^${escapeRegExp(navigation.socialLabels[social.network])}`),
        })
        await expect(link).toHaveAttribute("href", social.url)
        await expect(link).toHaveAttribute("target", "_blank")
        await expect(link).toHaveAttribute("rel", "noopener noreferrer")
      }
      const form = page.getByRole("form", { name: contact.formTitle })
      await expect(form).toBeVisible()
      await expect(form.getByRole("textbox", { name: forms.contact.fields.name.label })).toBeVisible()
      await expect(form.getByRole("button", { name: forms.contact.submit })).toBeVisible()
      expect(problems).toEqual([])
    })

    // Every page as it opens is scanned in accessibility.spec.ts; here, the state a visitor opens.
    test("no accessibility violations on /pricing with an FAQ answer open", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto("/pricing")
      await scrollThrough(page)
      await faqQuestion(page, faqs[0]!.question).click()
      await expect(page.getByText(faqs[0]!.answer)).toBeVisible()
      const results = await wcagScan(page).analyze()
      const violations = results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => node.html) }))
      expect(violations).toEqual([])
    })
  })
}

test.describe("team cards", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  /**
   * Records whether the page faded out (main turned transparent) at any point. The profile is a new
   * document, so the record is kept in the tab's sessionStorage, which the next page reads.
   */
  async function watchFade(page: Page) {
    await page.evaluate(() => {
      const main = document.getElementById("main")!
      sessionStorage.setItem("test:pageFaded", "no")
      new MutationObserver(() => {
        if (main.classList.contains("opacity-0")) sessionStorage.setItem("test:pageFaded", "yes")
      }).observe(main, { attributes: true, attributeFilter: ["class"] })
    })
  }
  /** The site's script marks the document once it has wired the page's behaviours. */
  const enhanced = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-enhanced", "true")
  const didFade = (page: Page) => page.evaluate(() => sessionStorage.getItem("test:pageFaded") === "yes")
  /** A member's profile link: their name, whose link covers the card. */
  const profileLink = (page: Page, name: string) =>
    section(page, about.team.title).getByRole("link", { name, exact: true })

  test("hover and keyboard focus blur the initials and show See Profile", async ({ page }) => {
    await page.goto("/about-us")
    const member = team[0]!
    const card = section(page, about.team.title).getByRole("article").filter({ hasText: member.name })
    // The overlay is the "See Profile" pill; it is what fades in.
    const overlay = card.getByText(about.team.seeProfile)
    const initials = card.locator("[aria-hidden='true']").first()
    await card.scrollIntoViewIfNeeded()
    await expect(overlay).toHaveCSS("opacity", "0")
    await card.hover()
    await expect(overlay).toHaveCSS("opacity", "1")
    await expect(initials).toHaveCSS("filter", /blur/)
    await page.mouse.move(0, 0)
    await expect(overlay).toHaveCSS("opacity", "0")

    const link = profileLink(page, member.name)
    await link.focus()
    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Tab")
    await expect(link).toBeFocused()
    await expect(overlay).toHaveCSS("opacity", "1")
    await expect(initials).toHaveCSS("filter", /blur/)
  })

  test("a click fades the page out, then opens the profile at the top", async ({ page }) => {
    const problems = watchForErrors(page)
    await page.goto("/about-us")
    const member = team[2]!
    const card = profileLink(page, member.name)
    await card.scrollIntoViewIfNeeded()
    await enhanced(page)
    await watchFade(page)
    await card.click()
    await expect(page).toHaveURL(`/team/${member.slug}`)
    await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible()
    expect(await didFade(page)).toBe(true)
    await expect(page.getByRole("main")).toHaveCSS("opacity", "1")
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(problems).toEqual([])
  })

  test("with reduced motion a click opens the profile at once, without fading", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto("/team")
    const member = team[4]!
    await enhanced(page)
    await watchFade(page)
    await page.getByRole("main").getByRole("link", { name: member.name, exact: true }).click()
    await expect(page).toHaveURL(`/team/${member.slug}`)
    await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible()
    expect(await didFade(page)).toBe(false)
  })

  test("a modifier click opens the profile in a new tab and leaves this page as it was", async ({ page, context }) => {
    await page.goto("/about-us")
    const member = team[0]!
    const card = profileLink(page, member.name)
    await card.scrollIntoViewIfNeeded()
    await enhanced(page)
    await watchFade(page)
    const [tab] = await Promise.all([context.waitForEvent("page"), card.click({ modifiers: ["ControlOrMeta"] })])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe(`/team/${member.slug}`)
    await expect(page).toHaveURL("/about-us")
    expect(await didFade(page)).toBe(false)
    await tab.close()
  })

  test("an unknown member is a designed 404 that offers the real team", async ({ page }) => {
    const response = await page.goto("/team/nobody")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: teamCopy.notFound.title })).toBeVisible()
    await expect(page.getByRole("link", { name: teamCopy.notFound.link.label })).toHaveAttribute("href", "/team")
    for (const member of team) {
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(member.name) })).toHaveAttribute(
        "href",
        `/team/${member.slug}`,
      )
    }
  })
})

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } })

  test("no page scrolls sideways", async ({ page }) => {
    for (const path of [...ROUTES, "/team/nobody", ...team.map((member) => `/team/${member.slug}`)]) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})
