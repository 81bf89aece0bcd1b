/**
 * The privacy notice says what the build does (issue 28), never what someone typed about it:
 *
 * - the built site (`npm run build` first): /privacy lists every field of the quote form with whether it is
 *   optional, and states the build's own retention periods, receiver and analytics (build/build-info.json);
 * - the notice rendered from other settings, as the next build would prerender it: a changed retention
 *   period, analytics switched on (either service, or a self-hosted one), a static-hosting build.
 *
 * tests/integration/static-hosting.test.ts reads the notice of a real static-hosting build with analytics on.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { PrivacyNoticePage } from "#app/components/policies/privacy-notice"
import { type Env, parseBuildConfig } from "#app/config.server"
import { getPrivacyNotice } from "#app/content/privacy.server"
import { contactFieldInputs, contactFields } from "#app/lib/contact-schema"
import type { BuildInfo } from "#server/build-info"
import { buildDir, serveBuiltSite } from "#tests/helpers/site"
import { sourceContent } from "../../scripts/lib/site-content.ts"

const { pages, forms, site } = sourceContent().catalog
const copy = pages.privacy

/** What a reader sees of some markup: its text, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()

/** Copy as a reader sees it: the catalog keeps some phrases together with no-break spaces. */
const plain = (text: string) => text.replace(/\s+/g, " ")

/** The notice as a build with this environment prerenders it. */
const noticeFor = (env: Env) =>
  textOf(renderToStaticMarkup(createElement(PrivacyNoticePage, { notice: getPrivacyNotice(parseBuildConfig(env)) })))

describe("the built site's notice", () => {
  let origin = ""
  let close = () => {}
  let notice = ""
  const built = (JSON.parse(readFileSync(join(buildDir(), "build-info.json"), "utf8")) as BuildInfo).config

  beforeAll(async () => {
    ;({ origin, close } = await serveBuiltSite())
    const response = await fetch(`${origin}/privacy`)
    expect(response.status).toBe(200)
    notice = textOf(await response.text())
  })
  afterAll(() => close())

  test("lists every field of the quote form, with its label and whether it is optional", async () => {
    const html = await (await fetch(`${origin}/privacy`)).text()
    for (const field of contactFields) {
      const item = new RegExp(`<li[^>]*data-field="${field}"[^>]*>([\\s\\S]*?)</li>`).exec(html)?.[1]
      expect(item, field).toBeDefined()
      expect(textOf(item!)).toBe(
        `${forms.contact.fields[field].label}${contactFieldInputs[field].isRequired ? forms.contact.requiredLabel : forms.contact.optionalLabel}`,
      )
    }
    expect(html.match(/data-field="/g)).toHaveLength(contactFields.length)
  })

  test("states the build's retention periods, receiver and analytics", () => {
    expect(built.form.mode).toBe("embedded")
    expect(notice).toContain(`once it is ${built.retention.leadDays} days old`)
    expect(notice).toContain(`deleted after ${built.retention.spamDays} days`)
    expect(notice).toContain(plain(copy.destination.site))
    expect(notice).not.toContain("Web3Forms")
    if (built.analytics) expect(notice).toContain(plain(copy.analytics.providers[built.analytics.provider].name))
    else expect(notice).toContain(plain(copy.analytics.none))
    expect(notice).toContain(plain(copy.analytics.noCookies))
  })

  test("names the agency, its address and email, the erase command and the date it last changed", () => {
    expect(notice).toContain(`${site.legalName}, trading as ${site.name}`)
    expect(notice).toContain(plain(site.contact.address.street))
    expect(notice).toContain(site.contact.email)
    expect(notice).toContain("npm run leads -- erase --email")
    expect(notice).toMatch(new RegExp(`${copy.lastChangedLabel}: \\w+ \\d+, \\d{4}`))
  })

  test("both policy pages answer with their headings and are in the sitemap", async () => {
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
    for (const [path, title] of [
      ["/privacy", copy.intro.title],
      ["/accessibility", pages.accessibility.intro.title],
    ]) {
      const response = await fetch(`${origin}${path}`)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
      expect(sitemap, path).toContain(`${built.siteUrl}${path}</loc>`)
    }
  })
})

describe("the notice follows the build settings", () => {
  test("a changed retention period is the one it states", () => {
    const notice = noticeFor({ LEADS_RETENTION_DAYS: "400", LEADS_SPAM_RETENTION_DAYS: "45" })
    expect(notice).toContain("once it is 400 days old")
    expect(notice).toContain("deleted after 45 days")
    expect(notice).toContain("A quote request is deleted after 400 days.")
    expect(notice).not.toContain("730")
  })

  test("without analytics it says there are none; with them it names the service, where it loads from and what it records", () => {
    expect(noticeFor({})).toContain(plain(copy.analytics.none))
    expect(noticeFor({})).toContain(plain(copy.summary.analyticsNone))

    const plausible = noticeFor({ ANALYTICS_PROVIDER: "plausible" })
    expect(plausible).toContain("every page loads the script of Plausible Analytics from plausible.io.")
    expect(plausible).toContain(plain(copy.analytics.providers.plausible.records))
    expect(plausible).not.toContain(plain(copy.analytics.none))

    const umami = noticeFor({
      ANALYTICS_PROVIDER: "umami",
      ANALYTICS_WEBSITE_ID: "6f1c8a8e-2d4b-4c1e-9f3a-0b5e7d2c1a90",
      ANALYTICS_SCRIPT_URL: "https://stats.catalysty.com/script.js",
    })
    expect(umami).toContain("every page loads the script of Umami from stats.catalysty.com.")
    expect(umami).toContain(plain(copy.analytics.providers.umami.records))
    // Cookieless either way.
    for (const notice of [plausible, umami]) expect(notice).toContain(plain(copy.analytics.noCookies))
  })

  test("a static-hosting build names the hosted form service instead of our database", () => {
    const notice = noticeFor({ WEB3FORMS_ACCESS_KEY: "static-host-key" })
    expect(notice).toContain("straight to Web3Forms (api.web3forms.com), the form service we use")
    expect(notice).not.toContain(plain(copy.destination.site))
    expect(notice).not.toContain("npm run leads")
    expect(notice).not.toMatch(/days old/)
    for (const field of contactFields) expect(notice).toContain(forms.contact.fields[field].label)
  })
})
