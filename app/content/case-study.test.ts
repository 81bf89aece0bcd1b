import { join } from "node:path"
import sharp from "sharp"
import { describe, expect, test } from "vitest"
import { type CaseStudyInput, caseStudyImageSizes, caseStudySchema } from "./case-study"
import { readContentSources } from "./load-content"

/** The case studies as written in their files (before the schema's defaults and transforms). */
const caseStudies = readContentSources().collections.caseStudies.map(
  ({ data }) => data as CaseStudyInput & { slug: string },
)
const study = caseStudies.find((study) => study.website && "name" in study.website)!

describe("case study pictures", () => {
  for (const study of caseStudies) {
    test(`${study.slug}: each picture has the pixel size of its slot`, async () => {
      for (const [field, size] of Object.entries(caseStudyImageSizes)) {
        const { src } = study[field as keyof typeof caseStudyImageSizes]
        const { width, height } = await sharp(join("content/images", src)).metadata()
        expect({ field, width, height }).toEqual({ field, ...size })
      }
    })
  }
})

describe("the case study schema", () => {
  test("a client's site is a name, a link only with a public https address, or left empty", () => {
    expect(caseStudySchema.safeParse({ ...study, website: {} }).data?.website).toBeNull()
    expect(caseStudySchema.safeParse({ ...study, website: { url: "https://lehosthair.com" } }).success).toBe(false)
    expect(caseStudySchema.safeParse({ ...study, website: { name: "lehosthair.com" } }).success).toBe(true)
    expect(
      caseStudySchema.safeParse({ ...study, website: { name: "lehosthair.com", url: "https://lehosthair.com" } })
        .success,
    ).toBe(true)
    expect(caseStudySchema.safeParse({ ...study, website: "https://lehosthair.example" }).success).toBe(false)
    expect(
      caseStudySchema.safeParse({ ...study, website: { name: "lehosthair.com", url: "http://lehosthair.com" } })
        .success,
    ).toBe(false)
  })

  test("every result says over what time it was measured", () => {
    const withPeriod = (growth: string) =>
      caseStudySchema.safeParse({
        ...study,
        results: { ...study.results, items: study.results.items.map((item) => ({ ...item, growth })) },
      })
    for (const growth of ["in 6 months", "over ten weeks", "spring 2025 vs. spring 2024", "September – January"])
      expect(withPeriod(growth).success, growth).toBe(true)
    for (const growth of ["since launch", "year over year", "across 10 sends"]) {
      const result = withPeriod(growth)
      expect(result.success, growth).toBe(false)
      expect(result.error?.issues[0]?.message).toMatch(/^must say over what time the figure was measured/)
    }
  })

  test("a study is of a fictional client unless marked, and a history left empty in the editor is none", () => {
    const parsed = caseStudySchema.parse({ ...study, challenges: { title: "", description: "", items: [] } })
    expect(parsed.realBusiness).toBe(false)
    expect(parsed.challenges).toBeUndefined()
  })

  test("the closing results repeat the overview's figures, so the page can show them once", () => {
    const items = study.results.items.map((item, index) => (index === 1 ? { ...item, metric: "+121%" } : item))
    const result = caseStudySchema.safeParse({ ...study, results: { ...study.results, items } })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["results.items", "must list the overview's figures (metric = value, same label, same order)"],
    ])
  })
})
