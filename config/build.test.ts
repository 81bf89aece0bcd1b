import { describe, expect, it } from "vitest"
import { contentSecurityPolicy } from "#server/security-headers"
import { configProblems as problemsOf } from "#tests/helpers/config-problems"
import {
  buildConfigSchema,
  DEFAULT_SITE_ACCESS_KEY,
  formOrigin,
  parseBuildConfig,
  WEB3FORMS_ENDPOINT,
} from "./build.ts"

describe("build settings", () => {
  it("post to our own endpoint with the site key by default (embedded mode)", () => {
    expect(parseBuildConfig({})).toEqual({
      siteUrl: "https://catalysty.com",
      form: { mode: "embedded", endpoint: "/api/contact", accessKey: DEFAULT_SITE_ACCESS_KEY },
      editor: { kind: "local" },
      retention: { leadDays: 730, spamDays: 30 },
      notifications: {},
    })
    expect(parseBuildConfig({ CONTACT_ACCESS_KEY: "another-key" }).form.accessKey).toBe("another-key")
    expect(parseBuildConfig({ SITE_URL: "https://www.example.com/" }).siteUrl).toBe("https://www.example.com")
  })

  it("give the editor GitHub mode only when the repository is named, and refuse a malformed name", () => {
    expect(parseBuildConfig({ KEYSTATIC_GITHUB_REPO: "catalysty/website" }).editor).toEqual({
      kind: "github",
      repo: "catalysty/website",
    })
    expect(() => parseBuildConfig({ KEYSTATIC_GITHUB_REPO: "https://github.com/catalysty/website" })).toThrow(
      /KEYSTATIC_GITHUB_REPO must be the repository as "owner\/name"/,
    )
  })

  it("post to Web3Forms with its key when WEB3FORMS_ACCESS_KEY is set (hosted mode)", () => {
    const hosted = parseBuildConfig({ WEB3FORMS_ACCESS_KEY: "abc-123" })
    expect(hosted.form).toEqual({ mode: "hosted", endpoint: WEB3FORMS_ENDPOINT, accessKey: "abc-123" })
    expect(formOrigin(hosted)).toBe("https://api.web3forms.com")
    expect(
      parseBuildConfig({ WEB3FORMS_ACCESS_KEY: "abc-123", WEB3FORMS_ENDPOINT: "http://127.0.0.1:9999/submit" }).form
        .endpoint,
    ).toBe("http://127.0.0.1:9999/submit")
  })

  it("keep only the hosts of SMTP_URL and LEADS_WEBHOOK_URL, for the privacy notice, and none on this machine", () => {
    const built = parseBuildConfig({
      SMTP_URL: "smtps://leads%40catalysty.com:app-password@SMTP.Example.com:465",
      LEADS_WEBHOOK_URL: "https://hooks.example.net/catalysty-leads?token=secret",
    })
    expect(built.notifications).toEqual({ smtpHost: "smtp.example.com", webhookHost: "hooks.example.net" })
    expect(JSON.stringify(built)).not.toMatch(/app-password|leads%40|token|secret/)
    for (const url of ["smtp://127.0.0.1:2525", "smtp://localhost", "smtp://[::1]:25", "smtp://mail.localhost"])
      expect(parseBuildConfig({ SMTP_URL: url }).notifications, url).toEqual({})
    // A hosted form never reaches our server, so nothing of it is passed on from here.
    expect(
      parseBuildConfig({ WEB3FORMS_ACCESS_KEY: "abc", SMTP_URL: "smtp://smtp.example.com" }).notifications,
    ).toEqual({})
    expect(problemsOf(() => parseBuildConfig({ SMTP_URL: "http://smtp.example.com" }))).toEqual([
      "SMTP_URL must be an smtp:// or smtps:// URL, for example smtps://user:password@smtp.example.com:465",
    ])
  })

  it("treat an empty variable as unset", () => {
    expect(parseBuildConfig({ SITE_URL: "", WEB3FORMS_ACCESS_KEY: " " }).form.mode).toBe("embedded")
  })

  it("name the variable of an invalid value, without repeating the value", () => {
    const problems = problemsOf(() => parseBuildConfig({ SITE_URL: "catalysty dot com", CONTACT_ACCESS_KEY: "a b" }))
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^SITE_URL must be an http:\/\/ or https:\/\/ URL/)
    expect(problems[1]).toMatch(/^CONTACT_ACCESS_KEY /)
    expect(problems.join(" ")).not.toContain("catalysty dot com")
  })

  it("widen connect-src and form-action by the form service's origin only in hosted mode", () => {
    const hosted = contentSecurityPolicy("<html></html>", { formOrigin: new URL(WEB3FORMS_ENDPOINT).origin })
    expect(hosted).toContain("connect-src 'self' https://api.web3forms.com")
    expect(hosted).toContain("form-action 'self' https://api.web3forms.com")
    expect(contentSecurityPolicy("<html></html>")).toContain("form-action 'self';")
  })
})

describe("retention and analytics, fixed at build for the privacy notice", () => {
  it("keep leads 730 days and spam 30 by default, and never less than 30 days", () => {
    expect(parseBuildConfig({ LEADS_RETENTION_DAYS: "365", LEADS_SPAM_RETENTION_DAYS: "60" }).retention).toEqual({
      leadDays: 365,
      spamDays: 60,
    })
    expect(
      problemsOf(() => parseBuildConfig({ LEADS_SPAM_RETENTION_DAYS: "7", LEADS_RETENTION_DAYS: "a year" })),
    ).toEqual(["LEADS_RETENTION_DAYS must be a number of days", "LEADS_SPAM_RETENTION_DAYS must be at least 30 days"])
  })

  it("leave analytics off unless a provider is named, and check what each provider needs", () => {
    expect(parseBuildConfig({}).analytics).toBeUndefined()
    expect(
      parseBuildConfig({ ANALYTICS_PROVIDER: "plausible", SITE_URL: "https://www.catalysty.com" }).analytics,
    ).toEqual({
      provider: "plausible",
      scriptUrl: "https://plausible.io/js/script.js",
      domain: "www.catalysty.com",
    })
    expect(problemsOf(() => parseBuildConfig({ ANALYTICS_PROVIDER: "umami" }))).toEqual([
      "ANALYTICS_WEBSITE_ID must be set when ANALYTICS_PROVIDER is umami",
    ])
    expect(problemsOf(() => parseBuildConfig({ ANALYTICS_DOMAIN: "catalysty.com" }))).toEqual([
      "ANALYTICS_DOMAIN is set, but ANALYTICS_PROVIDER is not",
    ])
    expect(problemsOf(() => parseBuildConfig({ ANALYTICS_PROVIDER: "matomo" }))[0]).toMatch(
      /^ANALYTICS_PROVIDER must be/,
    )
    expect(
      problemsOf(() =>
        parseBuildConfig({ ANALYTICS_PROVIDER: "plausible", ANALYTICS_SCRIPT_URL: "http://x.example/s.js" }),
      )[0],
    ).toMatch(/^ANALYTICS_SCRIPT_URL must be an https:\/\/ URL/)
  })
})

describe("a build's record of its settings", () => {
  const envs = [
    {},
    { WEB3FORMS_ACCESS_KEY: "hosted-key", WEB3FORMS_ENDPOINT: "http://127.0.0.1:9999/submit" },
    { CONTACT_ACCESS_KEY: "own-key", LEADS_RETENTION_DAYS: "400", LEADS_SPAM_RETENTION_DAYS: "45" },
    { ANALYTICS_PROVIDER: "plausible", ANALYTICS_SCRIPT_URL: "https://stats.example.com/js/script.js" },
    { ANALYTICS_PROVIDER: "umami", ANALYTICS_WEBSITE_ID: "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f" },
    { KEYSTATIC_GITHUB_REPO: "catalysty/website", SITE_URL: "http://localhost:3000" },
    { SMTP_URL: "smtps://user:secret@smtp.example.com:465", LEADS_WEBHOOK_URL: "https://hooks.example.com/x" },
  ]

  it("accepts every configuration the build writes, unchanged", () => {
    for (const env of envs) {
      const config = parseBuildConfig(env)
      expect(buildConfigSchema.parse(JSON.parse(JSON.stringify(config)))).toEqual(config)
    }
  })

  it("refuses a record that is missing a setting, has one it does not know, or has a bad value", () => {
    const config = parseBuildConfig({})
    const { retention: _retention, ...withoutRetention } = config
    for (const record of [
      withoutRetention,
      { ...config, cacheDays: 3 },
      { ...config, retention: { leadDays: 10, spamDays: 30 } },
      { ...config, form: { mode: "embedded", endpoint: "https://elsewhere.example/submit", accessKey: "k" } },
      { ...config, editor: { kind: "github", repo: "not a repository" } },
      { ...config, siteUrl: "javascript:alert(1)" },
    ]) {
      expect(buildConfigSchema.safeParse(record).success).toBe(false)
    }
  })
})
