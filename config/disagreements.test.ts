import { describe, expect, it } from "vitest"
import { parseBuildConfig } from "./build.ts"
import { disagreementsWithBuild } from "./disagreements.ts"

describe("a server started against a build", () => {
  const built = parseBuildConfig({ SITE_URL: "https://www.catalysty.com", CONTACT_ACCESS_KEY: "site-key" })

  it("takes the build's values for what it leaves unset", () => {
    expect(disagreementsWithBuild({}, built)).toEqual([])
    expect(disagreementsWithBuild({ SITE_URL: "https://www.catalysty.com/" }, built)).toEqual([])
    expect(disagreementsWithBuild({ CONTACT_ACCESS_KEY: "site-key", PORT: "80" }, built)).toEqual([])
  })

  it("refuses values that disagree with the pages it serves, and says why", () => {
    expect(disagreementsWithBuild({ SITE_URL: "https://staging.catalysty.com" }, built)).toEqual([
      "SITE_URL is https://staging.catalysty.com, but the pages were built for https://www.catalysty.com",
    ])
    expect(disagreementsWithBuild({ CONTACT_ACCESS_KEY: "other" }, built)).toEqual([
      "CONTACT_ACCESS_KEY differs from the key the pages were built with",
    ])
    expect(disagreementsWithBuild({ WEB3FORMS_ACCESS_KEY: "abc" }, built)[0]).toMatch(
      /^the form posts to this server in this build, but WEB3FORMS_ACCESS_KEY is set now/,
    )
  })

  it("refuses retention or analytics other than the build states, since its privacy notice states them", () => {
    expect(disagreementsWithBuild({ LEADS_RETENTION_DAYS: "730", LEADS_SPAM_RETENTION_DAYS: "30" }, built)).toEqual([])
    expect(disagreementsWithBuild({ LEADS_RETENTION_DAYS: "90" }, built)).toEqual([
      "LEADS_RETENTION_DAYS is 90, but the build keeps leads 730 days (and its privacy notice says so)",
    ])
    expect(disagreementsWithBuild({ ANALYTICS_PROVIDER: "plausible" }, built)).toEqual([
      "the ANALYTICS_ settings differ from the build's (no analytics): its pages load only the script they were built with",
    ])
    const withAnalytics = parseBuildConfig({ ANALYTICS_PROVIDER: "plausible" })
    expect(disagreementsWithBuild({ ANALYTICS_PROVIDER: "plausible" }, withAnalytics)).toEqual([])
    expect(disagreementsWithBuild({ ANALYTICS_DOMAIN: "other.example" }, withAnalytics)[0]).toMatch(
      /^the ANALYTICS_ settings differ from the build's \(plausible from https:\/\/plausible.io\)/,
    )
  })
})

describe("a server passes leads on only to the hosts its build's privacy notice names", () => {
  const fileOnly = parseBuildConfig({})
  const withServices = parseBuildConfig({
    SMTP_URL: "smtps://smtp.example.com:465",
    LEADS_WEBHOOK_URL: "https://hooks.example.net/leads",
  })

  it("agrees when the hosts match, whatever the password, port or path, and when a server is on this machine", () => {
    expect(disagreementsWithBuild({}, fileOnly)).toEqual([])
    expect(
      disagreementsWithBuild(
        { SMTP_URL: "smtp://127.0.0.1:2525", LEADS_WEBHOOK_URL: "http://localhost:9000/" },
        fileOnly,
      ),
    ).toEqual([])
    expect(
      disagreementsWithBuild(
        {
          SMTP_URL: "smtps://user:new-password@smtp.example.com:587",
          LEADS_WEBHOOK_URL: "https://hooks.example.net/other",
        },
        withServices,
      ),
    ).toEqual([])
  })

  it("refuses an outside service the notice does not name, a different one, or none where it names one", () => {
    expect(disagreementsWithBuild({ SMTP_URL: "smtps://user:pw@smtp.example.com:465" }, fileOnly)).toEqual([
      "SMTP_URL points at smtp.example.com, but the privacy notice of this build says lead emails go through no outside service: build again with SMTP_URL as it is here (the build reads only its host)",
    ])
    expect(
      disagreementsWithBuild(
        { SMTP_URL: "smtps://smtp.other.example:465", LEADS_WEBHOOK_URL: "https://hooks.example.net/leads" },
        withServices,
      ),
    ).toEqual([
      "SMTP_URL points at smtp.other.example, but the privacy notice of this build names smtp.example.com as the service that sends lead emails: build again with SMTP_URL as it is here (the build reads only its host)",
    ])
    expect(disagreementsWithBuild({ SMTP_URL: "smtps://smtp.example.com" }, withServices)).toEqual([
      "LEADS_WEBHOOK_URL is unset, but the privacy notice of this build names hooks.example.net as the business tool each lead is posted to: build again with LEADS_WEBHOOK_URL as it is here (the build reads only its host)",
    ])
    expect(disagreementsWithBuild({ LEADS_WEBHOOK_URL: "https://hooks.example.net/leads" }, fileOnly)[0]).toMatch(
      /^LEADS_WEBHOOK_URL points at hooks.example.net, but the privacy notice of this build names no business tool/,
    )
  })

  it("leaves a hosted form's build alone: its leads never pass through this server", () => {
    expect(
      disagreementsWithBuild(
        { SMTP_URL: "smtp://smtp.example.com" },
        parseBuildConfig({ WEB3FORMS_ACCESS_KEY: "abc" }),
      ),
    ).toEqual([])
  })
})
