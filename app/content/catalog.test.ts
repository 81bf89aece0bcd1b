import { describe, expect, test } from "vitest"
import routes from "#app/routes"
import { buildCatalog, type ContentSources } from "./catalog"
import { ContentError } from "./errors"
import { imageExists, loadContent, readContentSources } from "./load-content"
import { sitePaths } from "./paths"
import { checkReferences } from "./references"

/** Real content with one change applied, so each test breaks exactly one thing. */
function sourcesWith(change: (sources: ContentSources) => void) {
  const sources = structuredClone(readContentSources())
  change(sources)
  return sources
}

function problemsOf(sources: ContentSources, options?: { imageExists?: (src: string) => boolean }) {
  try {
    const catalog = buildCatalog(sources)
    checkReferences(catalog, sources, {
      paths: new Set(sitePaths(routes, catalog)),
      imageExists: options?.imageExists ?? imageExists,
    })
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
}

const first = <T>(items: T[]) => items[0]!

describe("the real content", () => {
  test("passes every check", () => {
    const { catalog, paths } = loadContent(routes)
    expect(catalog.services).toHaveLength(6)
    expect(catalog.caseStudies).toHaveLength(5)
    expect(catalog.articles).toHaveLength(readContentSources().articles.length)
    expect(catalog.team).toHaveLength(6)
    expect(paths).toContain("/blog/top-web-design-trends-in-2025-what-every-business-needs-to-know")
  })

  test("has no filler text", () => {
    const text = JSON.stringify(readContentSources())
    expect(text).not.toMatch(/lorem|ipsum|\bTBD\b/i)
  })
})

describe("content checks name the file and field", () => {
  test("a schema violation", () => {
    const sources = sourcesWith((s) => {
      ;(first(s.services).data as { title: string }).title = ""
    })
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(/^content\/services\/detroit-website-design-and-development\.ts: title: /),
    ])
  })

  test("a duplicate slug", () => {
    const sources = sourcesWith((s) => {
      s.caseStudies.push({ ...first(s.caseStudies), file: "content/case-studies/copy.ts" })
    })
    expect(problemsOf(sources)).toContain(
      'content/case-studies/copy.ts: duplicate case study slug "lehost-hair-wig-shop-boosting-online-presence-and-sales" (also in content/case-studies/lehost-hair-wig-shop-boosting-online-presence-and-sales.ts)',
    )
  })

  test("an author who is not on the team", () => {
    const sources = sourcesWith((s) => {
      const article = first(s.articles)
      article.source = article.source.replace(/^author: .*$/m, 'author: "nobody-here"')
    })
    expect(problemsOf(sources)).toEqual([
      `${first(sources.articles).file}: author: no team member has the id "nobody-here"`,
    ])
  })

  test("a related item that does not exist", () => {
    const sources = sourcesWith((s) => {
      ;(s.pages.home.data as { caseStudyTeaser: { caseStudy: string } }).caseStudyTeaser.caseStudy = "missing-study"
    })
    expect(problemsOf(sources)).toEqual([
      'content/pages/home.ts: caseStudyTeaser.caseStudy: no case study has the slug "missing-study"',
    ])
  })

  test("a quoted result that the case study does not have", () => {
    const sources = sourcesWith((s) => {
      ;(first(s.services).data as { proof: { result: string } }).proof.result = "Happiness"
      ;(first(s.testimonials.data) as { caseStudy: string }).caseStudy = "missing-study"
    })
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        /^content\/services\/detroit-website-design-and-development\.ts: proof\.result: "Happiness" is not one of the results of "[a-z-]+" \(/,
      ),
      'content/testimonials.ts: 0.caseStudy: no case study has the slug "missing-study"',
    ])
  })

  test("a service led by someone not on the team", () => {
    const sources = sourcesWith((s) => {
      ;(first(s.services).data as { owner: string }).owner = "nobody-here"
    })
    expect(problemsOf(sources)).toEqual([
      'content/services/detroit-website-design-and-development.ts: owner: no team member has the id "nobody-here"',
    ])
  })

  test("an internal link to a page that does not exist, in data", () => {
    const sources = sourcesWith((s) => {
      ;(s.pages.services.data as { intro: { primaryButton: { href: string } } }).intro.primaryButton.href = "/quote"
    })
    expect(problemsOf(sources)).toEqual([
      'content/pages/services.ts: intro.primaryButton.href: links to "/quote", which is not a page of the site',
    ])
  })

  test("an internal link to a page that does not exist, in an article", () => {
    const sources = sourcesWith((s) => {
      first(s.articles).source += "\nSee [our plans](/plans-and-prices).\n"
    })
    expect(problemsOf(sources)).toEqual([
      `${first(sources.articles).file}: body link: links to "/plans-and-prices", which is not a page of the site`,
    ])
  })

  test("an image file that does not exist", () => {
    const problems = problemsOf(readContentSources(), { imageExists: (src) => src !== "team/kevin-tran.svg" })
    expect(problems).toEqual([
      'content/team/kevin-tran.ts: image.src: image "content/images/team/kevin-tran.svg" does not exist',
    ])
  })

  test("an image without alt text", () => {
    const sources = sourcesWith((s) => {
      ;(first(s.team).data as { image: { alt: string } }).image.alt = " "
    })
    expect(problemsOf(sources)).toEqual([`${first(sources.team).file}: image.alt: every image needs alt text`])
  })
})
