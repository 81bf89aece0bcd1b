import { describe, expect, it } from "vitest"
import { contentSecurityPolicy } from "#server/security-headers"
import {
  analyticsOrigin,
  buildConfigSchema,
  ConfigError,
  DEFAULT_SITE_ACCESS_KEY,
  disagreementsWithBuild,
  formOrigin,
  parseBuildConfig,
  parseRunConfig,
  privacyFacts,
  WEB3FORMS_ENDPOINT,
} from "./config.server"

const problemsOf = (parse: () => unknown) => {
  try {
    parse()
    return []
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
}

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

  it("state what a privacy notice needs in one typed call", () => {
    expect(privacyFacts(parseBuildConfig({}))).toEqual({
      retention: { leadDays: 730, spamDays: 30 },
      form: { receiver: "site", endpoint: "/api/contact", notifications: {} },
      analytics: { provider: "none" },
    })
    expect(privacyFacts(parseBuildConfig({ SMTP_URL: "smtp://smtp.example.com" })).form).toEqual({
      receiver: "site",
      endpoint: "/api/contact",
      notifications: { smtpHost: "smtp.example.com" },
    })
    const hosted = parseBuildConfig({
      WEB3FORMS_ACCESS_KEY: "abc",
      ANALYTICS_PROVIDER: "umami",
      ANALYTICS_WEBSITE_ID: "4b9f2d31-7c51-4c84-9a0e-2f43d0b2c1aa",
      LEADS_RETENTION_DAYS: "365",
    })
    expect(privacyFacts(hosted)).toEqual({
      retention: { leadDays: 365, spamDays: 30 },
      form: { receiver: "hosted", service: "Web3Forms", origin: "https://api.web3forms.com" },
      analytics: { provider: "umami", scriptOrigin: "https://cloud.umami.is", domain: "catalysty.com" },
    })
    expect(analyticsOrigin(hosted)).toBe("https://cloud.umami.is")
    expect(analyticsOrigin(parseBuildConfig({}))).toBeUndefined()
  })
})

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

describe("run settings", () => {
  it("have defaults for a fresh machine", () => {
    const config = parseRunConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      buildDir: undefined,
      dataDir: "data",
      isDefaultDataDir: true,
      leadsDb: "data/leads.db",
      mailDir: "data/mail",
      logRequests: true,
      rateLimit: true,
      trustProxy: false,
      allowedOrigins: [],
      webhook: undefined,
      alertAfterMs: 900_000,
      alertWebhookUrl: undefined,
      isUnderJournal: false,
    })
    expect(parseRunConfig({ DATA_DIR: "/srv/leads" })).toMatchObject({
      isDefaultDataDir: false,
      leadsDb: "/srv/leads/leads.db",
      mailDir: "/srv/leads/mail",
    })
  })

  it("read lead delivery settings", () => {
    const config = parseRunConfig({
      SMTP_URL: "smtps://user:secret@smtp.example.com:465",
      LEADS_NOTIFY_TO: "owner@catalysty.com, sales@catalysty.com",
      LEADS_NOTIFY_FROM: "Catalysty website <website@catalysty.com>",
      LEADS_WEBHOOK_URL: "https://hooks.example.com/leads",
      LEADS_WEBHOOK_SECRET: "0123456789abcdef0123",
    })
    expect(config.notify.to).toEqual(["owner@catalysty.com", "sales@catalysty.com"])
    expect(config.webhook).toEqual({ url: "https://hooks.example.com/leads", secret: "0123456789abcdef0123" })
  })

  it("take the editor's GitHub app as three settings together", () => {
    const github = {
      KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.abc",
      KEYSTATIC_GITHUB_CLIENT_SECRET: "secret",
      KEYSTATIC_SECRET: "s".repeat(32),
    }
    expect(parseRunConfig(github).editorGitHub).toEqual({
      clientId: "Iv1.abc",
      clientSecret: "secret",
      secret: "s".repeat(32),
    })
    expect(parseRunConfig({}).editorGitHub).toBeUndefined()
    expect(() => parseRunConfig({ KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.abc" })).toThrow(/go together/)
    expect(() => parseRunConfig({ ...github, KEYSTATIC_SECRET: "short" })).toThrow(/at least 32 characters/)
  })

  it("name each invalid variable", () => {
    const problems = problemsOf(() =>
      parseRunConfig({
        PORT: "eighty",
        SMTP_URL: "http://smtp.example.com",
        LEADS_NOTIFY_TO: "owner@catalysty.com, not an address",
      }),
    )
    expect(problems.map((line) => line.split(" ")[0])).toEqual(["PORT", "SMTP_URL", "LEADS_NOTIFY_TO.1"])
    expect(problems.join("\n")).not.toContain("eighty")
    expect(problemsOf(() => parseRunConfig({ LEADS_WEBHOOK_URL: "https://hooks.example.com/leads" }))).toEqual([
      "LEADS_WEBHOOK_SECRET must be set together with LEADS_WEBHOOK_URL (both or neither)",
    ])
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

describe("DATABASE_URL: leads on PostgreSQL", () => {
  it("keeps leads in the SQLite file when unset, and takes a postgres:// URL with its claim hold", () => {
    expect(parseRunConfig({})).toMatchObject({ databaseUrl: undefined, claimMs: 120_000 })
    const url = "postgres://catalysty:s3cret@db.example.com:5432/catalysty?sslmode=require"
    expect(parseRunConfig({ DATABASE_URL: url, LEADS_CLAIM_SECONDS: "30" })).toMatchObject({
      databaseUrl: url,
      claimMs: 30_000,
    })
    expect(parseRunConfig({ DATABASE_URL: "postgresql://db.internal/leads" }).databaseUrl).toBe(
      "postgresql://db.internal/leads",
    )
    expect(parseRunConfig({ DATABASE_URL: " " }).databaseUrl).toBeUndefined()
  })

  it("says what is wrong with a URL that names no PostgreSQL database, without repeating it", () => {
    const example = "postgres://catalysty:password@db.example.com:5432/catalysty?sslmode=require"
    const cases: [string, string][] = [
      ["db.example.com/catalysty", `DATABASE_URL must be a postgres:// URL, for example ${example}`],
      [
        "mysql://user:hunter2@db.example.com/catalysty",
        "DATABASE_URL must start with postgres:// or postgresql:// (it starts with mysql://); leave it unset to keep leads in SQLite",
      ],
      [
        "postgres://user:hunter2@db.example.com:5432",
        `DATABASE_URL names no database after the host, for example ${example}`,
      ],
      [
        "postgres://user:hunter2@db.example.com:5432/",
        `DATABASE_URL names no database after the host, for example ${example}`,
      ],
      [
        "postgres://user:hunter2@db.example.com/leads?sslmode=always",
        "DATABASE_URL has an sslmode that is not one of disable, allow, prefer, require, verify-ca, verify-full",
      ],
    ]
    for (const [value, message] of cases) {
      const problems = problemsOf(() => parseRunConfig({ DATABASE_URL: value }))
      expect(problems, value).toEqual([message])
      expect(problems.join("\n")).not.toContain("hunter2")
    }
    expect(problemsOf(() => parseRunConfig({ LEADS_CLAIM_SECONDS: "1" }))).toEqual([
      "LEADS_CLAIM_SECONDS must be at least 5 seconds",
    ])
  })
})
