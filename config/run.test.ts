import { describe, expect, it } from "vitest"
import { configProblems as problemsOf } from "#tests/helpers/config-problems"
import { parseRunConfig } from "./run.ts"

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
