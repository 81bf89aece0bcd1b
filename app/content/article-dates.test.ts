import { describe, expect, test } from "vitest"
import { citedTime, effectiveDate, forwardLinkProblems, laterCitationProblems } from "./article-dates"

const article = (
  slug: string,
  publishedAt: string,
  extra: Partial<Parameters<typeof forwardLinkProblems>[0][0]> = {},
) => ({
  slug,
  file: `content/blog/${slug}.mdx`,
  publishedAt,
  redirectFrom: [],
  links: [],
  ...extra,
})

describe("the day an article speaks from", () => {
  test("is its newest revision's date, or its publication date", () => {
    expect(effectiveDate({ publishedAt: "2025-04-15" })).toBe("2025-04-15")
    expect(effectiveDate({ publishedAt: "2025-04-15", updatedAt: "2026-11-23" })).toBe("2026-11-23")
  })
})

describe("links to newer articles", () => {
  const newer = article("newer", "2025-05-13", { redirectFrom: ["/blog/newer-old-address"] })

  test("are refused without a revision dated on or after the newer article, naming file, line and both dates", () => {
    const older = article("older", "2025-04-15", {
      links: [{ target: "/blog/newer#a-section", text: "our newer article", line: 30 }],
    })
    expect(forwardLinkProblems([older, newer])).toEqual([
      'content/blog/older.mdx:30: body link to "/blog/newer#a-section", an article published 2025-05-13, but it was published 2025-04-15 and has no revision: add a revision dated 2025-05-13 or later saying the link was added, or remove the link',
    ])
  })

  test("count a link to an old address of the newer article, and a revision made before it appeared", () => {
    const older = article("older", "2025-04-15", {
      updatedAt: "2025-05-01",
      links: [{ target: "/blog/newer-old-address", text: "our newer article", line: 12 }],
    })
    expect(forwardLinkProblems([older, newer])).toEqual([
      expect.stringContaining("but its newest revision is dated 2025-05-01: add a revision dated 2025-05-13 or later"),
    ])
  })

  test("are allowed once a revision is dated on or after the newer article; older and same-day targets always", () => {
    const revised = article("revised", "2025-04-15", {
      updatedAt: "2025-05-13",
      links: [{ target: "/blog/newer", text: "our newer article", line: 9 }],
    })
    const sameDay = article("same-day", "2025-05-13", { links: [{ target: "/blog/newer", text: "x", line: 3 }] })
    const later = article("later", "2026-01-01", { links: [{ target: "/blog/newer", text: "x", line: 3 }] })
    expect(forwardLinkProblems([revised, sameDay, later, newer])).toEqual([])
  })
})

describe("what a link says of when its source appeared", () => {
  test("a dated address gives the month", () => {
    expect(citedTime({ target: "https://www.pewresearch.org/internet/2025/11/20/report/", text: "a survey" })).toBe(
      "2025-11",
    )
    expect(citedTime({ target: "https://example.org/press-releases/2024/08/final-rule", text: "rule" })).toBe("2024-08")
  })

  test("a month and year in the words give the month; a year alone gives the year", () => {
    expect(citedTime({ target: "https://example.org/", text: "survey published in November 2025" })).toBe("2025-11")
    expect(citedTime({ target: "https://example.org/", text: "Pew Research Center's 2025 survey" })).toBe("2025")
  })

  test("the latest of several; nothing when it names no time", () => {
    expect(citedTime({ target: "https://example.org/2016/05/", text: "from 2016 to 2024" })).toBe("2024")
    expect(citedTime({ target: "https://example.org/2025/03/", text: "published in January 2025" })).toBe("2025-03")
    expect(citedTime({ target: "https://example.org/wcag/", text: "WCAG 2.2 overview" })).toBeUndefined()
  })
})

describe("citations of later sources", () => {
  const cites = (publishedAt: string, text: string, updatedAt?: string) =>
    laterCitationProblems(
      article("survey-article", publishedAt, {
        ...(updatedAt ? { updatedAt } : {}),
        links: [{ target: "https://www.pewresearch.org/internet/fact-sheet/mobile/", text, line: 36 }],
      }),
    )

  test("are refused when the source named is later than the article, by month or by year", () => {
    expect(cites("2025-05-13", "survey published in November 2025")).toEqual([
      'content/blog/survey-article.mdx:36: body link "survey published in November 2025" cites a work from 2025-11, but it was published 2025-05-13 and has no revision: add a revision dated then or later saying the source was added, or correct the date',
    ])
    expect(cites("2025-05-13", "the 2026 survey")).toHaveLength(1)
  })

  test("are allowed from a revision on or after them, and a year alone is never read as later in its own year", () => {
    expect(cites("2025-05-13", "survey published in November 2025", "2026-11-23")).toEqual([])
    expect(cites("2025-05-13", "survey published in May 2025")).toEqual([])
    expect(cites("2025-05-13", "Pew Research Center's 2025 survey")).toEqual([])
  })
})
