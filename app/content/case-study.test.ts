import { join } from "node:path"
import sharp from "sharp"
import { describe, expect, test } from "vitest"
import { type CaseStudyInput, caseStudyImageSizes, caseStudySchema } from "./case-study"
import { readContentSources } from "./load-content"

/** The case studies as written in their files (before the schema's defaults and transforms). */
const caseStudies = readContentSources().collections.caseStudies.map(
  ({ data }) => data as CaseStudyInput & { slug: string },
)
/** A study with figures, to change one thing in. */
const study = caseStudies.find((study) => (study.overview.resultsData ?? []).length > 0)!

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

  test("every result figure says over what time it was measured and what it is compared with", () => {
    const withFigures = (change: Record<string, string>) =>
      caseStudySchema.safeParse({
        ...study,
        overview: {
          ...study.overview,
          resultsData: study.overview.resultsData!.map((figure) => ({ ...figure, ...change })),
        },
      })
    for (const period of ["in 6 months", "over ten weeks", "spring 2025", "September – January"])
      expect(withFigures({ period }).success, period).toBe(true)
    for (const period of ["since launch", "year over year", "across 10 sends"]) {
      const result = withFigures({ period })
      expect(result.success, period).toBe(false)
      expect(result.error?.issues[0]?.message).toMatch(/^must say over what time the figure was measured/)
    }
    const { comparedWith: _, ...withoutBaseline } = study.overview.resultsData![0]!
    const result = caseStudySchema.safeParse({
      ...study,
      overview: { ...study.overview, resultsData: [withoutBaseline] },
    })
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["overview.resultsData.0.comparedWith"])
  })

  test("a study is of a fictional client unless marked, and a history left empty in the editor is none", () => {
    const parsed = caseStudySchema.parse({ ...study, challenges: { title: "", description: "", items: [] } })
    expect(parsed.challenges).toBeUndefined()
    const { realBusiness: _, ...unmarked } = study
    expect(caseStudySchema.parse(unmarked).realBusiness).toBe(false)
  })

  test("a study is complete without result figures, and has at most four, each label once", () => {
    expect(caseStudySchema.safeParse({ ...study, overview: { ...study.overview, resultsData: [] } }).success).toBe(true)
    const [first] = study.overview.resultsData!
    const twice = caseStudySchema.safeParse({ ...study, overview: { ...study.overview, resultsData: [first, first] } })
    expect(twice.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["overview.resultsData", "two figures have the same label"],
    ])
    const five = caseStudySchema.safeParse({
      ...study,
      overview: {
        ...study.overview,
        resultsData: Array.from({ length: 5 }, (_, index) => ({ ...first!, label: `Figure ${index}` })),
      },
    })
    expect(five.success).toBe(false)
  })
})
