/**
 * Proof that fits the page, and calls to action that speak to it (issue 26), read from the built site in
 * build/client (`npm run build` first) beside the content catalog, so an editor's change is judged by the
 * same rules rather than against a list kept here:
 *
 * - A case-study teaser (`data-case-study-teaser`) and a quote (`data-testimonial`) each appear on two
 *   pages at most.
 * - Every closing call to action (`data-cta`) other than the spec's shared banner has a heading no other
 *   page uses; the banner closes exactly the case study, article and team pages.
 * - A service page shows a case study that used that service, and words from that study's client only,
 *   never from a client that may be a real business.
 * - The testimonials are the spec's two or more (SPEC.md §3); none speaks for a client that may be a real
 *   business, and none is demanded of any client (docs/requirements/DESIGN.md decision 8).
 */
import { existsSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { Parser } from "htmlparser2"
import { describe, expect, test } from "vitest"
import { pagePaths, sourceContent } from "../../scripts/lib/site-content.ts"

const client = resolve(process.env.BUILD_DIR ?? "build", "client")

/** What one built page shows: the teasers and quotes it names, and the headings of its calls to action. */
type PageProof = { teasers: string[]; testimonials: string[]; ctaHeadings: string[] }

function readPage(path: string): PageProof {
  const file = join(client, path === "/" ? "index.html" : `${path.slice(1)}/index.html`)
  const found: PageProof = { teasers: [], testimonials: [], ctaHeadings: [] }
  let depth = 0
  /** Inside a call to action: the depth of its element, and whether its first heading is being read. */
  let cta: { depth: number; heading?: string; isReading: boolean } | undefined
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1
        if (attributes["data-case-study-teaser"]) found.teasers.push(attributes["data-case-study-teaser"])
        if (attributes["data-testimonial"]) found.testimonials.push(attributes["data-testimonial"])
        if ("data-cta" in attributes && !cta) cta = { depth, isReading: false }
        if (cta && cta.heading === undefined && /^h[1-6]$/.test(name)) cta = { ...cta, heading: "", isReading: true }
      },
      ontext(text) {
        if (cta?.isReading) cta.heading += text
      },
      onclosetag(name) {
        if (cta?.isReading && /^h[1-6]$/.test(name)) cta.isReading = false
        if (cta && depth === cta.depth) {
          found.ctaHeadings.push((cta.heading ?? "").replace(/\s+/g, " ").trim())
          cta = undefined
        }
        depth -= 1
      },
    },
    { decodeEntities: true },
  )
  parser.write(readFileSync(file, "utf8"))
  parser.end()
  return found
}

const hasBuild = existsSync(join(client, "index.html"))
const { catalog } = sourceContent()
const pages = hasBuild ? new Map(pagePaths().map((path) => [path, readPage(path)])) : new Map<string, PageProof>()

/** For each value, the pages that show it. */
function pagesShowing(pick: (page: PageProof) => string[]) {
  const shownOn = new Map<string, string[]>()
  for (const [path, page] of pages)
    for (const value of new Set(pick(page))) shownOn.set(value, [...(shownOn.get(value) ?? []), path])
  return shownOn
}

const bannerTitle = catalog.pages.banner.title
/** The spec's banner belongs to case study, article and team pages (SPEC.md §2 "Common"). */
const isBannerPage = (path: string) => /^\/(case-study|blog|team)(\/|$)/.test(path)

describe.skipIf(!hasBuild)("proof and calls to action in the built site", () => {
  test("reads every page of the site", () => {
    expect(pages.size).toBeGreaterThan(30)
    // The markers are there to be counted: a page type that lost them would pass everything below.
    expect(pagesShowing((page) => page.teasers).size).toBeGreaterThan(0)
    expect(pagesShowing((page) => page.testimonials).size).toBeGreaterThan(0)
  })

  test("no case-study teaser appears on more than two pages", () => {
    const tooOften = [...pagesShowing((page) => page.teasers)].filter(([, paths]) => paths.length > 2)
    expect(tooOften).toEqual([])
  })

  test("no quote appears on more than two pages", () => {
    const tooOften = [...pagesShowing((page) => page.testimonials)].filter(([, paths]) => paths.length > 2)
    expect(tooOften).toEqual([])
  })

  test("every quote shown is a testimonial of the catalog", () => {
    const ids = new Set(catalog.testimonials.map((testimonial) => testimonial.id))
    expect([...pagesShowing((page) => page.testimonials).keys()].filter((id) => !ids.has(id))).toEqual([])
  })

  test("no page's call to action repeats another page's heading, apart from the spec's banner", () => {
    const repeated = [...pagesShowing((page) => page.ctaHeadings.filter((heading) => heading !== bannerTitle))]
      .filter(([, paths]) => paths.length > 1)
      .map(([heading, paths]) => `"${heading}" on ${paths.join(", ")}`)
    expect(repeated).toEqual([])
  })

  test("the banner closes case study, article and team pages, and no others", () => {
    const misplaced = [...pages]
      .filter(([path, page]) => page.ctaHeadings.includes(bannerTitle) !== isBannerPage(path))
      .map(([path]) => path)
    expect(misplaced).toEqual([])
    for (const [path, page] of pages)
      if (!isBannerPage(path) && path !== "/contact-us" && !/^\/(privacy|accessibility|thanks|404)/.test(path))
        expect(page.ctaHeadings.length, `${path} closes with a call to action`).toBeGreaterThan(0)
  })

  test("each service page shows a case study that used the service, in its own client's words", () => {
    // A client that may be a real business is quoted nowhere (DESIGN Decision 8 in docs/requirements/DESIGN.md).
    for (const service of catalog.services) {
      const path = `/services/${service.slug}`
      const page = pages.get(path)!
      expect(page.teasers, path).toHaveLength(1)
      const study = catalog.caseStudies.find((candidate) => candidate.slug === page.teasers[0])!
      expect(study.servicePages, `${path} shows ${study.slug}`).toContain(service.slug)
      if (study.realBusiness) expect(page.testimonials, `${path} quotes nobody at ${study.slug}`).toEqual([])
      for (const id of page.testimonials) {
        const testimonial = catalog.testimonials.find((candidate) => candidate.id === id)!
        expect(testimonial.caseStudy, `${path} quotes ${id}`).toBe(study.slug)
      }
    }
  })
})

describe("testimonials in the catalog", () => {
  test("the spec's two or more, each led by its client's business, a quoted result one of its study's figures", () => {
    expect(catalog.testimonials.length).toBeGreaterThanOrEqual(2)
    for (const testimonial of catalog.testimonials) {
      expect(testimonial.client ?? testimonial.caseStudy, testimonial.id).toBeTruthy()
      if (!testimonial.caseStudy) continue
      const study = catalog.caseStudies.find((candidate) => candidate.slug === testimonial.caseStudy)
      expect(study, testimonial.id).toBeDefined()
      if (testimonial.result)
        expect(study!.overview.resultsData.map((figure) => figure.label)).toContain(testimonial.result)
    }
  })

  test("none speaks for a client whose name may be a real business", () => {
    // DESIGN Decision 8 in docs/requirements/DESIGN.md: such a study keeps the spec's facts but no invented words.
    for (const study of catalog.caseStudies.filter((candidate) => candidate.realBusiness))
      expect(
        catalog.testimonials.filter((testimonial) => testimonial.caseStudy === study.slug),
        study.slug,
      ).toEqual([])
  })
})
