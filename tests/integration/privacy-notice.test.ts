import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { PrivacyNoticePage } from "#app/components/policies/privacy-notice"
import { getPrivacyNotice } from "#app/content/privacy.server"
import { daysInWords } from "#app/lib/durations"
import { fillInText } from "#app/lib/fill-in"
import { parseBuildConfig } from "#config/build"
import { RECORD_KEEPING } from "#config/privacy"
import type { Env } from "#config/values"
import { requireBuildInfo } from "#server/build-info"
import { contactFieldInputs, contactFields } from "#shared/contact-schema"
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

/** A sentence of the copy with its placeholders filled in, as a reader sees it. */
const filled = (template: string, values: Record<string, string>) => plain(fillInText(template, values))

/** The notice as a build with this environment prerenders it. */
const noticeFor = (env: Env) =>
  textOf(renderToStaticMarkup(createElement(PrivacyNoticePage, { notice: getPrivacyNotice(parseBuildConfig(env)) })))

describe("the built site's notice", () => {
  let origin = ""
  let close = () => {}
  let notice = ""
  const built = requireBuildInfo(buildDir()).config

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

  test("states the build's retention periods in words, its receiver, the services it uses and its analytics", () => {
    expect(built.form.mode).toBe("embedded")
    const leadPeriod = daysInWords(built.retention.leadDays)
    expect(notice).toContain(
      filled(copy.retention.site, { leadPeriod, spamPeriod: daysInWords(built.retention.spamDays) }),
    )
    expect(notice).toContain(filled(copy.summary.keptSite, { leadPeriod }))
    expect(notice).not.toMatch(/\b730\b/)
    expect(notice).toContain(plain(copy.destination.site))
    expect(notice).toContain(plain(copy.services.hosting.site))
    expect(notice).not.toContain("Web3Forms")
    const { smtpHost, webhookHost } = built.notifications
    if (smtpHost) expect(notice).toContain(filled(copy.services.email.service, { host: smtpHost }))
    else expect(notice).toContain(plain(copy.services.email.none))
    if (webhookHost) expect(notice).toContain(filled(copy.services.businessTool.text, { host: webhookHost }))
    else expect(notice).not.toContain(plain(copy.services.businessTool.label))
    if (built.analytics) expect(notice).toContain(plain(copy.analytics.providers[built.analytics.provider].name))
    else expect(notice).toContain(plain(copy.analytics.none))
    expect(notice).toContain(plain(copy.analytics.noCookies))
  })

  test("says what the servers log, for how long, how long backups last, and what Do Not Track changes", () => {
    const logPeriod = daysInWords(RECORD_KEEPING.logDays)
    expect(notice).toContain(plain(copy.logs.server))
    expect(notice).toContain(filled(copy.logs.proxy, { logPeriod }))
    expect(notice).toContain(filled(copy.summary.logs, { logPeriod }))
    expect(notice).toContain(
      filled(copy.logs.floodGuard, { floodGuardPeriod: `${RECORD_KEEPING.floodGuardMinutes} minutes` }),
    )
    expect(notice).toContain(filled(copy.retention.backups, { backupPeriod: daysInWords(RECORD_KEEPING.backupDays) }))
    expect(notice).toContain(plain(copy.analytics.signals))
  })

  test("asks for erasure by email, never by a command, and names the agency and the date it last changed", async () => {
    const html = await (await fetch(`${origin}/privacy`)).text()
    expect(notice).toContain(filled(copy.rights.ask, { email: site.contact.email }))
    expect(notice).toContain(filled(copy.summary.ask, { email: site.contact.email }))
    expect(html).toContain(`href="mailto:${site.contact.email}"`)
    expect(notice).toContain(plain(copy.rights.site))
    expect(notice).toContain(filled(copy.rights.answer, { period: daysInWords(copy.rights.responseDays) }))
    expect(notice).not.toMatch(/npm|--email|leads\.js/)
    expect(html).not.toContain("<code")
    expect(notice).toContain(`${site.legalName}, trading as ${site.name}`)
    expect(notice).toContain(plain(site.contact.address.street))
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
  test("a retention period is said as a person says it, whatever the number of days", () => {
    expect(noticeFor({})).toContain("A quote request is deleted after two years.")
    const notice = noticeFor({ LEADS_RETENTION_DAYS: "540", LEADS_SPAM_RETENTION_DAYS: "45" })
    expect(notice).toContain("deletes each quote request automatically about 18 months after it arrives")
    expect(notice).toContain("is deleted after 45 days.")
    expect(notice).toContain("A quote request is deleted after about 18 months.")
    expect(notice).not.toMatch(/\b(540|730)\b|two years/)
  })

  test("names the email service and the business tool the server passes requests to, by host only", () => {
    const withServices = noticeFor({
      SMTP_URL: "smtps://leads%40catalysty.com:app-password@smtp.postmarkapp.com:465",
      LEADS_WEBHOOK_URL: "https://hooks.zapier.com/hooks/catch/123/abc?token=secret",
    })
    expect(withServices).toContain(filled(copy.services.email.service, { host: "smtp.postmarkapp.com" }))
    expect(withServices).toContain(filled(copy.services.businessTool.text, { host: "hooks.zapier.com" }))
    expect(withServices).toContain(filled(copy.rights.businessTool, { host: "hooks.zapier.com" }))
    expect(withServices).not.toContain(plain(copy.services.email.none))
    expect(withServices).not.toMatch(/app-password|leads%40|token|secret|catch\/123/)

    const withoutServices = noticeFor({})
    expect(withoutServices).toContain(plain(copy.services.email.none))
    expect(withoutServices).not.toContain(plain(copy.services.businessTool.label))
    expect(withoutServices).not.toContain(plain(copy.rights.businessTool.split("{host}")[0]!))
    // A mail server on the machine itself is our own server, not another company.
    expect(noticeFor({ SMTP_URL: "smtp://127.0.0.1:25" })).toContain(plain(copy.services.email.none))
  })

  // One test per mail configuration (issue 52): each notice says only what that configuration does.
  const mailSentences = () => ({
    sent: [copy.destination.emailSent, copy.retention.mailbox, copy.rights.mailbox].map(plain),
    kept: [copy.destination.onServer, copy.services.email.none, copy.retention.onServer, copy.rights.onServer].map(
      plain,
    ),
  })

  test("with no mail server, the message stays on our server and no sentence speaks of an email or a mailbox", () => {
    const { sent, kept } = mailSentences()
    for (const notice of [noticeFor({}), noticeFor({ SMTP_URL: "smtp://127.0.0.1:25" })]) {
      for (const sentence of kept) expect(notice).toContain(sentence)
      for (const sentence of sent) expect(notice).not.toContain(sentence)
      expect(notice).not.toMatch(/mailbox|goes by email|email service at/i)
      expect(notice).not.toContain(plain(copy.services.businessTool.label))
    }
  })

  test("with an SMTP server, the team gets an email, which is kept and erased in its mailbox", () => {
    const { sent, kept } = mailSentences()
    const notice = noticeFor({ SMTP_URL: "smtps://leads%40catalysty.com:app-password@smtp.postmarkapp.com:465" })
    for (const sentence of sent) expect(notice).toContain(sentence)
    for (const sentence of kept) expect(notice).not.toContain(sentence)
    expect(notice).toContain(filled(copy.services.email.service, { host: "smtp.postmarkapp.com" }))
    expect(notice).not.toContain(plain(copy.services.businessTool.label))
  })

  test("with a webhook and no SMTP server, the business tool gets a copy and the message stays on our server", () => {
    const { sent, kept } = mailSentences()
    const notice = noticeFor({
      LEADS_WEBHOOK_URL: "https://hooks.zapier.com/hooks/catch/123/abc",
      LEADS_WEBHOOK_SECRET: "a-secret-of-at-least-16",
    })
    for (const sentence of kept) expect(notice).toContain(sentence)
    for (const sentence of sent) expect(notice).not.toContain(sentence)
    expect(notice).toContain(filled(copy.services.businessTool.text, { host: "hooks.zapier.com" }))
    expect(notice).toContain(filled(copy.rights.businessTool, { host: "hooks.zapier.com" }))
  })

  test("without analytics it says there are none; with them it names the service, where it loads from and what it records", () => {
    expect(noticeFor({})).toContain(plain(copy.analytics.none))
    expect(noticeFor({})).toContain(plain(copy.summary.analyticsNone))

    expect(noticeFor({})).toContain(plain(copy.analytics.signals))
    expect(noticeFor({})).not.toContain(plain(copy.services.analytics.label))

    const plausible = noticeFor({ ANALYTICS_PROVIDER: "plausible" })
    expect(plausible).toContain("every page loads the script of Plausible Analytics from plausible.io.")
    expect(plausible).toContain(plain(copy.analytics.providers.plausible.records))
    expect(plausible).toContain(
      filled(copy.services.analytics.text, { provider: "Plausible Analytics", origin: "plausible.io" }),
    )
    expect(plausible).toContain(filled(copy.analytics.signalsWithAnalytics, { provider: "Plausible Analytics" }))
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

  test("a static-hosting build names the hosted form service instead of our database, server and logs", () => {
    const notice = noticeFor({ WEB3FORMS_ACCESS_KEY: "static-host-key", SMTP_URL: "smtp://smtp.example.com" })
    expect(notice).toContain("straight to Web3Forms (api.web3forms.com), the form service we use")
    expect(notice).toContain(filled(copy.services.form.text, { service: "Web3Forms", origin: "api.web3forms.com" }))
    expect(notice).toContain(plain(copy.services.hosting.hosted))
    expect(notice).toContain(filled(copy.logs.hosted, { service: "Web3Forms" }))
    expect(notice).toContain(filled(copy.rights.hosted, { service: "Web3Forms" }))
    for (const ours of [
      copy.destination.site,
      copy.services.hosting.site,
      copy.services.email.none,
      copy.logs.server,
      copy.rights.site,
    ])
      expect(notice).not.toContain(plain(ours))
    expect(notice).not.toContain("smtp.example.com")
    expect(notice).not.toMatch(/after it arrives|npm run leads/)
    for (const field of contactFields) expect(notice).toContain(forms.contact.fields[field].label)
  })
})
