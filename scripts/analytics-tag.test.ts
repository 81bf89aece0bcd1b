import { describe, expect, it } from "vitest"
import { parseBuildConfig } from "../config/build.ts"
import { contentSecurityPolicy, inlineScriptHashes } from "../server/security-headers.ts"
import { analyticsTag, withAnalytics } from "./analytics-tag.ts"

const page = "<html><head><title>x</title></head><body></body></html>"

describe("analytics on the pages", () => {
  it("is absent unless ANALYTICS_PROVIDER is set", () => {
    expect(withAnalytics(page, parseBuildConfig({}).analytics)).toBe(page)
  })

  it("loads Plausible's script for the site's host, deferred, with no inline code to hash", () => {
    const { analytics } = parseBuildConfig({ SITE_URL: "https://www.catalysty.com", ANALYTICS_PROVIDER: "plausible" })
    const html = withAnalytics(page, analytics)
    expect(html).toContain(
      '<script defer data-domain="www.catalysty.com" src="https://plausible.io/js/script.js"></script></head>',
    )
    expect(inlineScriptHashes(html)).toEqual([])
  })

  it("loads Umami's script with the website id and counts only the site's host", () => {
    const { analytics } = parseBuildConfig({
      ANALYTICS_PROVIDER: "umami",
      ANALYTICS_WEBSITE_ID: "4b9f2d31-7c51-4c84-9a0e-2f43d0b2c1aa",
      ANALYTICS_SCRIPT_URL: "https://stats.catalysty.com/script.js",
    })
    expect(analyticsTag(analytics!)).toBe(
      '<script defer data-website-id="4b9f2d31-7c51-4c84-9a0e-2f43d0b2c1aa" data-domains="catalysty.com" src="https://stats.catalysty.com/script.js"></script>',
    )
  })

  it("widens the CSP by the analytics origin only, for scripts and their reports, only when set", () => {
    const policy = contentSecurityPolicy(page, { analyticsOrigin: "https://plausible.io" })
    expect(policy).toContain("script-src 'self' https://plausible.io;")
    expect(policy).toContain("connect-src 'self' https://plausible.io;")
    expect(policy).toContain("form-action 'self';")
    expect(policy).not.toMatch(/img-src[^;]*plausible|default-src[^;]*plausible/)
    const without = contentSecurityPolicy(page)
    expect(without).toContain("script-src 'self';")
    expect(without).not.toContain("plausible")
  })
})
