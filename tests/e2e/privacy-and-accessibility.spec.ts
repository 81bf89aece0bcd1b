import type { Page } from "@playwright/test"
import { contactFieldInputs, contactFields } from "#shared/contact-schema"
import { daysInWords } from "../../app/lib/durations"
import { requireBuildInfo } from "../../server/build-info"
import { wcagScan } from "./axe"
import { escapeRegExp, expect, test } from "./fixtures"
import { catalog, pagePaths } from "./site-data"

const { pages, forms, navigation, services, site } = catalog
const { privacy, accessibility } = pages
/** The settings the served build was made with: what its privacy notice must state. */
const built = requireBuildInfo(process.env.BUILD_DIR ?? "build").config
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]
const formPages = ["/contact-us", `/services/${services[0]!.slug}`]

test.describe("the two pages", () => {
  for (const [path, title] of [
    ["/privacy", privacy.intro.title],
    ["/accessibility", accessibility.intro.title],
  ] as const) {
    test(`${path} answers 200 with its heading and its sections`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
      expect(await page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4)
    })

    for (const viewport of viewports) {
      test(`${path} has no accessibility violations at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.emulateMedia({ reducedMotion: "reduce" })
        await page.goto(path)
        const { violations } = await wcagScan(page).analyze()
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`)).toEqual(
          [],
        )
      })
    }
  }

  test("no page of the site scrolls sideways at 320 px (the statement's reflow check)", async ({ page }) => {
    test.slow() // every page, one after another
    await page.setViewportSize({ width: 320, height: 700 })
    for (const path of [...pagePaths, "/does-not-exist", "/team/nobody"]) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })

  test("both are in the sitemap, dated the day they last changed", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text()
    for (const [path, date] of [
      ["/privacy", privacy.lastChanged],
      ["/accessibility", accessibility.lastReviewed],
    ]) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc><lastmod>${date}</lastmod>`))
    }
  })

  test("the accessibility statement names WCAG 2.2 AA, the versions the laws cite, its checks, its limitations and how to report a barrier", async ({
    page,
  }) => {
    await page.goto("/accessibility")
    const main = page.getByRole("main")
    await expect(main.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible()
    const standard = page.getByRole("region", { name: accessibility.standard.title })
    await expect(standard).toContainText(/Title II of the Americans with Disabilities Act .* WCAG 2\.1 at level AA/)
    await expect(standard).toContainText(/Section 508, .* WCAG 2\.0 at level AA/)
    const { automated, manual } = accessibility.checks
    for (const group of [automated, manual]) {
      const list = page.getByRole("region", { name: group.title })
      await expect(list.getByRole("listitem")).toHaveCount(group.items.length)
      for (const item of group.items) await expect(list.getByText(item)).toBeVisible()
    }
    // A date for the checks by hand only once someone has done them.
    if (manual.lastDone) {
      await expect(main.locator(`time[datetime="${manual.lastDone}"]`)).toBeVisible()
    } else {
      await expect(main.getByText(manual.lastDoneLabel)).toHaveCount(0)
    }
    for (const item of accessibility.limitations.items) await expect(main.getByText(item)).toBeVisible()
    const report = page.getByRole("region", { name: accessibility.report.title })
    await expect(report.getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    )
    await expect(report.getByRole("link", { name: site.contact.phone })).toHaveAttribute(
      "href",
      `tel:${site.contact.phoneE164}`,
    )
  })
})

test.describe("the privacy notice states what this build does", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/privacy")
  })
  const section = (page: Page, title: string) => page.getByRole("region", { name: title })

  test("every field of the quote form, with its label and whether it is optional", async ({ page }) => {
    const list = section(page, privacy.collected.title).getByRole("list")
    await expect(list.getByRole("listitem")).toHaveCount(contactFields.length)
    for (const field of contactFields) {
      const item = list.getByRole("listitem").filter({ hasText: forms.contact.fields[field].label })
      await expect(item, field).toHaveCount(1)
      await expect(item, field).toContainText(
        contactFieldInputs[field].isRequired ? forms.contact.requiredLabel : forms.contact.optionalLabel,
      )
    }
  })

  test("where a request goes, how long it is kept and the analytics, as the build was configured", async ({ page }) => {
    const destination = section(page, privacy.destination.title)
    const retention = section(page, privacy.retention.title)
    const analytics = section(page, privacy.analytics.title)
    const services = section(page, privacy.services.title)
    if (built.form.mode === "embedded") {
      await expect(destination).toContainText(privacy.destination.site)
      await expect(destination).not.toContainText("Web3Forms")
      await expect(retention).toContainText(`${daysInWords(built.retention.leadDays)} after it arrives`)
      await expect(retention).toContainText(`after ${daysInWords(built.retention.spamDays)}.`)
      const email = services
        .getByRole("definition")
        .filter({ hasText: built.notifications.smtpHost ?? privacy.services.email.none })
      await expect(email).toHaveCount(1)
      // The team is told by email only when the build names an email service; otherwise the message stays on
      // our server, and the notice says so (issue 52).
      const told = built.notifications.smtpHost ? privacy.destination.emailSent : privacy.destination.onServer
      await expect(destination).toContainText(told)
      await expect(retention).toContainText(
        built.notifications.smtpHost ? privacy.retention.mailbox : privacy.retention.onServer,
      )
    } else {
      await expect(destination).toContainText("Web3Forms")
      await expect(destination).not.toContainText(privacy.destination.site)
      await expect(destination).toContainText(privacy.destination.hostedReply)
    }
    if (built.analytics) {
      await expect(analytics).toContainText(privacy.analytics.providers[built.analytics.provider].name)
    } else {
      await expect(analytics).toContainText(privacy.analytics.none)
    }
    await expect(analytics).toContainText(privacy.analytics.noCookies)
  })

  test("how to ask for a copy, a correction or erasure (an email address, never a command), and who is responsible", async ({
    page,
  }) => {
    const rights = section(page, privacy.rights.title)
    await expect(rights.getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    )
    await expect(rights.locator("code")).toHaveCount(0)
    await expect(rights).not.toContainText("npm")
    await expect(rights).toContainText(`within ${daysInWords(privacy.rights.responseDays)}`)
    const responsible = section(page, privacy.responsible.title)
    await expect(responsible).toContainText(site.legalName)
    await expect(responsible).toContainText(site.contact.address.street)
    await expect(page.locator(`time[datetime="${privacy.lastChanged}"]`)).toBeVisible()
  })
})

test("every page's footer links to the privacy notice and the accessibility statement", async ({ request }) => {
  for (const path of [...pagePaths, "/does-not-exist"]) {
    const html = await (await request.get(path)).text()
    const footer = html.slice(html.lastIndexOf("<footer"))
    for (const [href, label] of [
      ["/privacy", navigation.footer.privacyLink],
      ["/accessibility", navigation.footer.accessibilityLink],
    ] as const) {
      expect(footer, `${path} links ${href}`).toMatch(
        new RegExp(`<a[^>]+href="${href}"[^>]*>${escapeRegExp(label)}</a>`),
      )
    }
  }
})

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test("the footer's policy links are shown, at least 24 px tall, and lead to their pages", async ({ page }) => {
      await page.goto("/")
      const links = page.getByRole("contentinfo").getByRole("navigation", { name: navigation.footer.policiesLabel })
      for (const [label, path, title] of [
        [navigation.footer.privacyLink, "/privacy", privacy.intro.title],
        [navigation.footer.accessibilityLink, "/accessibility", accessibility.intro.title],
      ] as const) {
        await page.goto("/")
        const link = links.getByRole("link", { name: label })
        await expect(link).toBeVisible()
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24)
        await link.click()
        await expect(page).toHaveURL(path)
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
      }
    })

    for (const path of formPages) {
      test(`${path}: the form's privacy link is shown beside its send button`, async ({ page }) => {
        await page.goto(path)
        const form = page.locator("[data-island] form")
        const send = form.getByRole("button", { name: forms.contact.submit })
        const link = form.getByRole("link", { name: forms.contact.privacyNote.link })
        await send.scrollIntoViewIfNeeded()
        await expect(send).toBeVisible()
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute("href", "/privacy")
        await expect(form.getByText(forms.contact.privacyNote.text)).toBeVisible()
        const button = (await send.boundingBox())!
        const note = (await link.boundingBox())!
        if (viewport.width >= 640) {
          // Beside it: to its right, overlapping its height.
          expect(note.x).toBeGreaterThan(button.x + button.width)
          expect(note.y).toBeLessThan(button.y + button.height)
          expect(note.y + note.height).toBeGreaterThan(button.y)
        } else {
          // Right under it.
          expect(note.y).toBeGreaterThanOrEqual(button.y + button.height)
          expect(note.y - (button.y + button.height)).toBeLessThan(80)
        }
        await link.click()
        await expect(page).toHaveURL("/privacy")
      })
    }
  })
}
