import { readdirSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, test } from "vitest"
import routes from "#app/routes"
import { pageOfContentFile, pagesOfContentFiles } from "./content-pages"
import { loadCatalog } from "./load-content"
import { collections, singletons } from "./model"
import { sitePaths } from "./paths"

/** Every file under content/, as a path in the repository. */
function contentFiles(dir = "content"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contentFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

describe("the page a content file is the copy of", () => {
  const catalog = loadCatalog()
  const paths = new Set(sitePaths(routes, catalog))

  test("is a page of the site whenever there is one, for every file of the content", () => {
    const files = contentFiles()
    const linked = files.filter((file) => pageOfContentFile(file) !== undefined)
    expect(linked.length).toBeGreaterThan(20)
    expect(linked.filter((file) => !paths.has(pageOfContentFile(file)!))).toEqual([])
  })

  test("is an entry's own page, a page's own text, or the entry a picture belongs to", () => {
    const study = catalog.caseStudies[0]!
    const article = catalog.articles[0]!
    const member = catalog.team[0]!
    expect(pageOfContentFile(`${collections.caseStudies.folder}/${study.slug}.yaml`)).toBe(`/case-study/${study.slug}`)
    expect(pageOfContentFile(`content/blog/${article.slug}.mdx`)).toBe(`/blog/${article.slug}`)
    expect(pageOfContentFile(`content/images/blog/${article.slug}/image/src.svg`)).toBe(`/blog/${article.slug}`)
    expect(pageOfContentFile(`content/images/team/${member.slug}/portrait/src.jpg`)).toBe(`/team/${member.slug}`)
    expect(pageOfContentFile(singletons.pricing.file)).toBe("/pricing")
    expect(pageOfContentFile("content/pages/home.yaml")).toBe("/")
    expect(pageOfContentFile("content/pages/about.yaml")).toBe("/about-us")
  })

  test("is none for words shown on many pages alike, and for files outside the content", () => {
    const testimonial = catalog.testimonials[0]!
    for (const file of [
      singletons.site.file,
      singletons.navigation.file,
      "content/pages/banner.yaml",
      "content/pages/case-study.yaml",
      `${collections.testimonials.folder}/${testimonial.id}.yaml`,
      "package.json",
      "app/routes.ts",
      "content/../package.json",
    ])
      expect([file, pageOfContentFile(file)]).toEqual([file, undefined])
  })

  test("lists each page once, in the order of the files", () => {
    expect(
      pagesOfContentFiles(["content/pricing.yaml", "content/pages/pricing.yaml", "content/site.yaml", "README.md"]),
    ).toEqual(["/pricing"])
  })
})
