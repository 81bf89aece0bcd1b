import { describe, expect, it } from "vitest"
import { contentSecurityPolicy } from "#server/security-headers"
import { contactFormTarget, DEFAULT_SITE_ACCESS_KEY, WEB3FORMS_ENDPOINT } from "./forms"

describe("where the quote form posts", () => {
  it("posts to our own endpoint with the site key by default (embedded mode)", () => {
    expect(contactFormTarget({})).toEqual({
      mode: "embedded",
      endpoint: "/api/contact",
      accessKey: DEFAULT_SITE_ACCESS_KEY,
    })
    expect(contactFormTarget({ CONTACT_ACCESS_KEY: "another-key" }).accessKey).toBe("another-key")
  })

  it("posts to Web3Forms with its key when WEB3FORMS_ACCESS_KEY is set (hosted mode)", () => {
    expect(contactFormTarget({ WEB3FORMS_ACCESS_KEY: "abc-123" })).toEqual({
      mode: "hosted",
      endpoint: WEB3FORMS_ENDPOINT,
      accessKey: "abc-123",
    })
    expect(
      contactFormTarget({ WEB3FORMS_ACCESS_KEY: "abc-123", WEB3FORMS_ENDPOINT: "http://127.0.0.1:9999/submit" })
        .endpoint,
    ).toBe("http://127.0.0.1:9999/submit")
  })

  it("widens connect-src and form-action by the form service's origin only in hosted mode", () => {
    const hosted = contentSecurityPolicy("<html></html>", { formOrigin: new URL(WEB3FORMS_ENDPOINT).origin })
    expect(hosted).toContain("connect-src 'self' https://api.web3forms.com")
    expect(hosted).toContain("form-action 'self' https://api.web3forms.com")
    expect(contentSecurityPolicy("<html></html>")).toContain("form-action 'self';")
  })
})
