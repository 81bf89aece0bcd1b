import type { Catalog, ContentSources } from "./catalog"
import { ContentError } from "./errors"

type Checks = { paths: Set<string>; imageExists: (src: string) => boolean }

/** Every internal link must reach a page and every image must exist, in data files and in articles alike. */
export function checkReferences(catalog: Catalog, sources: ContentSources, { paths, imageExists }: Checks) {
  const problems: string[] = []
  const checkLink = (file: string, field: string, target: string) => {
    if (!target.startsWith("/")) return
    const path = target.split("#")[0]!.split("?")[0]!
    const normalised = path.length > 1 ? path.replace(/\/$/, "") : path
    if (!paths.has(normalised))
      problems.push(`${file}: ${field}: links to "${target}", which is not a page of the site`)
  }
  const checkImage = (file: string, field: string, src: string) => {
    if (!imageExists(src)) problems.push(`${file}: ${field}: image "content/images/${src}" does not exist`)
  }

  function walk(file: string, value: unknown, path: string[]) {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(file, item, [...path, String(index)])
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>
      if (typeof record.src === "string" && "alt" in record) checkImage(file, [...path, "src"].join("."), record.src)
      for (const [key, child] of Object.entries(record)) {
        if (key === "href" && typeof child === "string") checkLink(file, [...path, key].join("."), child)
        else walk(file, child, [...path, key])
      }
    }
  }

  const dataSources = [
    sources.site,
    sources.navigation,
    ...sources.services,
    ...sources.caseStudies,
    ...sources.team,
    sources.testimonials,
    sources.pricingPlans,
    sources.faqs,
    sources.blogCategories,
    ...Object.values(sources.pages),
  ]
  for (const { file, data } of dataSources) walk(file, data, [])

  for (const article of catalog.articles) {
    checkImage(article.file, "image.src", article.image.src)
    if (article.conclusionCta) checkLink(article.file, "conclusionCta.href", article.conclusionCta.href)
    for (const link of article.links) checkLink(article.file, "body link", link)
    for (const image of article.inlineImages) {
      if (!image.alt.trim()) problems.push(`${article.file}: body image "${image.src}" has no alt text`)
      checkImage(article.file, "body image", image.src)
    }
  }
  if (problems.length > 0) throw new ContentError(problems)
}
