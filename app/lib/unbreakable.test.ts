import { describe, expect, test } from "vitest"
import { breakablePhrases, keepPhrasesTogether, keepPhrasesTogetherIn } from "./unbreakable"

describe("phrases kept on one line", () => {
  test("a price with its unit, a period, a phone number and a suite number get no-break spaces", () => {
    const text =
      "Hosting is $25 a month, extra work $85 an hour, done in 5 months; call (313) 555-0148 or visit Suite 400."
    const kept = keepPhrasesTogether(text)
    expect(kept).toBe(
      "Hosting is $25\u00a0a\u00a0month, extra work $85\u00a0an\u00a0hour, done in 5\u00a0months; call (313)\u00a0555-0148 or visit Suite\u00a0400.",
    )
    expect(breakablePhrases(text)).toEqual(["$25 a month", "$85 an hour", "5 months", "(313) 555-0148", "Suite 400"])
    expect(breakablePhrases(kept)).toEqual([])
  })

  test("leave other text, addresses, alt text and search snippets as written", () => {
    const data = {
      title: "From $1,200 a year",
      seo: { description: "Plans from $25 a month" },
      image: { src: "a.svg", alt: "Suite 400 door" },
      href: "/pricing",
      items: ["Plain words stay as they are", "Suite 12"],
    }
    expect(keepPhrasesTogetherIn(data)).toEqual({
      title: "From $1,200\u00a0a\u00a0year",
      seo: { description: "Plans from $25 a month" },
      image: { src: "a.svg", alt: "Suite 400 door" },
      href: "/pricing",
      items: ["Plain words stay as they are", "Suite\u00a012"],
    })
  })
})
