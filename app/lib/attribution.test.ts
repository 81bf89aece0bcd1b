import { describe, expect, it } from "vitest"
import { ATTRIBUTION_LIMITS } from "#shared/contact-schema"
import { readVisit } from "./attribution"
import { recordVisit, VISIT_KEY, visitStart } from "./visit"

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

/** What the form would send after a visit that began at `url`. */
function visitFrom(url: { pathname: string; search: string }) {
  const storage = memoryStorage()
  recordVisit(url, storage)
  return readVisit(storage)
}

describe("the visit's record (where a lead came from)", () => {
  it("keeps the first page's path and only the utm parameters its address carries", () => {
    expect(
      visitFrom({ pathname: "/pricing", search: "?utm_source=newsletter&utm_campaign=fall&ref=x&utm_medium=" }),
    ).toEqual({ landing_page: "/pricing", utm_source: "newsletter", utm_campaign: "fall" })
    expect(visitFrom({ pathname: "/", search: "" })).toEqual({ landing_page: "/" })
    expect(visitFrom({ pathname: "/", search: "?utm_unknown=x&utm_term=shoes" })).toEqual({
      landing_page: "/",
      utm_term: "shoes",
    })
  })

  it("bounds every value and drops control characters", () => {
    const visit = visitFrom({
      pathname: `/${"p".repeat(4000)}`,
      search: `?utm_source=${"s".repeat(4000)}&utm_content=a%0D%0Ab`,
    })
    expect(visit.landing_page).toHaveLength(ATTRIBUTION_LIMITS.path)
    expect(visit.utm_source).toHaveLength(ATTRIBUTION_LIMITS.utm)
    expect(visit.utm_content).toBe("ab")
  })

  it("starts at the page of the site the visitor came from, when that page recorded nothing", () => {
    const here = new URL("https://catalysty.com/contact-us")
    const fromPrivacy = visitStart(here, "https://catalysty.com/privacy?utm_source=newsletter")
    expect(visitFrom(fromPrivacy)).toEqual({ landing_page: "/privacy", utm_source: "newsletter" })
    expect(visitStart(here, "https://www.google.com/search?q=detroit+web+design")).toBe(here)
    expect(visitStart(here, "https://catalysty.com.evil.example/privacy")).toBe(here)
    expect(visitStart(here, "")).toBe(here)
    expect(visitStart(here, "not a url")).toBe(here)
  })

  it("is written once per session: later pages leave it alone", () => {
    const storage = memoryStorage()
    recordVisit({ pathname: "/pricing", search: "?utm_source=newsletter" }, storage)
    recordVisit({ pathname: "/services/email-marketing", search: "?utm_source=other" }, storage)
    expect(readVisit(storage)).toEqual({ landing_page: "/pricing", utm_source: "newsletter" })
  })

  it("reads back only known fields, cleaned, and survives a broken or hostile record", () => {
    const hostile = memoryStorage({
      [VISIT_KEY]: JSON.stringify({
        landing_page: "https://evil.example/",
        utm_source: "<b>x</b>",
        utm_medium: 42,
        source_page: "/not-from-storage",
        other: "ignored",
      }),
    })
    expect(readVisit(hostile)).toEqual({ utm_source: "<b>x</b>" })
    expect(readVisit(memoryStorage({ [VISIT_KEY]: "{not json" }))).toEqual({})
    expect(readVisit(memoryStorage({ [VISIT_KEY]: "null" }))).toEqual({})
    expect(readVisit(memoryStorage())).toEqual({})
  })

  it("never throws when storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError")
      },
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
    }
    expect(() => recordVisit({ pathname: "/", search: "" }, refusing)).not.toThrow()
    expect(readVisit(refusing)).toEqual({})
  })
})
