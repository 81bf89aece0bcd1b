import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { analyticsOrigin, parseBuildConfig } from "./build.ts"
import { privacyFacts, RECORD_KEEPING } from "./privacy.ts"

describe("the privacy notice's facts, from the build settings", () => {
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

/*
 * The periods the privacy notice states (RECORD_KEEPING) are the ones the shipped files set up: the journal's
 * retention, and the nightly backup job of docs/operations.md. nginx's rotation is Debian's own and is checked
 * where nginx runs (tests/integration/reverse-proxy.test.ts); the flood guard beside the rate limit
 * (server/contact/rate-limit.test.ts).
 */
describe("how long a deployment keeps its records (RECORD_KEEPING)", () => {
  it("the journal deletes entries, a day's file at a time, once they are as old as the notice says", () => {
    const journal = readFileSync("deploy/journald-retention.conf", "utf8")
    expect(journal).toMatch(/^\[Journal\]$/m)
    expect(journal).toMatch(new RegExp(`^MaxRetentionSec=${RECORD_KEEPING.logDays}day$`, "m"))
    expect(journal).toMatch(/^MaxFileSec=1day$/m)
  })

  it("the nightly backup job deletes backups once they are as old as the notice says", () => {
    const operations = readFileSync("docs/operations.md", "utf8")
    const job = operations.split("\n").find((line) => /^\S+ \S+ \* \* \* .*leads\.js backup /.test(line))
    expect(job).toBeDefined()
    // find counts whole days elapsed: -mtime +29 matches files 30 days old and older.
    const olderThan = /find \/var\/backups\/catalysty -name 'leads-\*\.db' -mtime \+(\d+) -delete$/.exec(job!)?.[1]
    expect(Number(olderThan) + 1).toBe(RECORD_KEEPING.backupDays)
  })
})
