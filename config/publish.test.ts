import { expect, it } from "vitest"
import { configProblems } from "#tests/helpers/config-problems"
import { buildVariablesOf } from "./publish.ts"
import { parseRunConfig } from "./run.ts"

const problemsOf = (env: Record<string, string>) => configProblems(() => parseRunConfig(env))

it("reads the publish settings with their defaults", () => {
  expect(
    parseRunConfig({ DATA_DIR: "/var/lib/catalysty", PUBLISH_REPO: "git@github.com:catalysty/website.git" }).publish,
  ).toEqual({
    repo: "git@github.com:catalysty/website.git",
    branch: "main",
    dir: "/var/lib/catalysty/publish",
    webhookSecret: undefined,
    pollMs: undefined,
    sshKey: undefined,
  })
  expect(
    parseRunConfig({
      PUBLISH_REPO: "https://github.com/catalysty/website.git",
      PUBLISH_BRANCH: "site/live",
      PUBLISH_POLL_SECONDS: "60",
      PUBLISH_WEBHOOK_SECRET: "0123456789abcdef",
    }).publish,
  ).toMatchObject({ branch: "site/live", pollMs: 60_000, webhookSecret: "0123456789abcdef" })
  expect(parseRunConfig({}).publish).toBeUndefined()
})

it("refuses a repository or branch that could read as an option or escape its ref, naming the variable", () => {
  expect(problemsOf({ PUBLISH_REPO: "--upload-pack=touch /tmp/x" })[0]).toMatch(/^PUBLISH_REPO must be/)
  expect(problemsOf({ PUBLISH_REPO: "ext::sh -c id" })[0]).toMatch(/^PUBLISH_REPO must be/)
  expect(problemsOf({ PUBLISH_REPO: "relative/path" })[0]).toMatch(/^PUBLISH_REPO must be/)
  for (const branch of ["-main", "../main", "main..x", "main.lock", "a//b", "main/", "x y"]) {
    expect(problemsOf({ PUBLISH_REPO: "/srv/site.git", PUBLISH_BRANCH: branch })[0]).toMatch(/^PUBLISH_BRANCH must be/)
  }
})

it("names each publish setting given without PUBLISH_REPO, and a short secret or poll", () => {
  expect(problemsOf({ PUBLISH_WEBHOOK_SECRET: "0123456789abcdef", PUBLISH_POLL_SECONDS: "60" })).toEqual([
    "PUBLISH_WEBHOOK_SECRET is set, but PUBLISH_REPO is not",
    "PUBLISH_POLL_SECONDS is set, but PUBLISH_REPO is not",
  ])
  expect(problemsOf({ PUBLISH_REPO: "/srv/site.git", PUBLISH_WEBHOOK_SECRET: "short" })[0]).toMatch(
    /^PUBLISH_WEBHOOK_SECRET must be at least 16 characters/,
  )
  expect(problemsOf({ PUBLISH_REPO: "/srv/site.git", PUBLISH_POLL_SECONDS: "5" })).toEqual([
    "PUBLISH_POLL_SECONDS must be at least 15 seconds",
  ])
})

it("R-B1 hands a build its settings and of the notification addresses only what the privacy notice names", () => {
  expect(
    buildVariablesOf({
      SITE_URL: " https://www.example.com ",
      ANALYTICS_PROVIDER: "plausible",
      SMTP_URL: "smtps://leads%40catalysty.com:app-password@smtp.example.com:465",
      LEADS_WEBHOOK_URL: "https://hooks.example.com/services/T000/B000/secret-token",
      LEADS_WEBHOOK_SECRET: "a-webhook-secret-of-length",
      DATABASE_URL: "postgres://catalysty:password@db.example.com:5432/catalysty",
      PUBLISH_WEBHOOK_SECRET: "0123456789abcdef",
      KEYSTATIC_SECRET: "k".repeat(40),
      PUBLISH_REPO: "https://token@github.com/catalysty/website.git",
      HOME: "/root",
    }),
  ).toEqual({
    SITE_URL: "https://www.example.com",
    ANALYTICS_PROVIDER: "plausible",
    SMTP_URL: "smtps://smtp.example.com:465",
    LEADS_WEBHOOK_URL: "https://hooks.example.com",
  })
})
