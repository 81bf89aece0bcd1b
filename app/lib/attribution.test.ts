import { describe, expect, it } from "vitest"
import { readVisit, recordVisit, VISIT_KEY, visitFromUrl } from "./attribution"
import { ATTRIBUTION_LIMITS } from "./contact-schema"

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

describe("the visit's record (where a lead came from)", () => {
  it("keeps the first page's path and only the utm parameters its address carries", () => {
    expect(
      visitFromUrl({ pathname: "/pricing", search: "?utm_source=newsletter&utm_campaign=fall&ref=x&utm_medium=" }),
    ).toEqual({ landing_page: "/pricing", utm_source: "newsletter", utm_campaign: "fall" })
    expect(visitFromUrl({ pathname: "/", search: "" })).toEqual({ landing_page: "/" })
  })

  it("bounds every value and drops control characters", () => {
    const visit = visitFromUrl({
      pathname: `/${"p".repeat(400)}`,
      search: `?utm_source=${"s".repeat(200)}&utm_term=a%0D%0Ab`,
    })
    expect(visit.landing_page).toHaveLength(ATTRIBUTION_LIMITS.path)
    expect(visit.utm_source).toHaveLength(ATTRIBUTION_LIMITS.utm)
    expect(visit.utm_term).toBe("ab")
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
