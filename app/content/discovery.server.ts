import { invariant } from "@epic-web/invariant"
import { href } from "react-router"
import { effectiveDate } from "./article-dates"
import { getCatalog, getPagePaths } from "./content.server"

/** Pages that ask not to be indexed, and so stay out of the sitemap. */
function noindexPaths() {
  const { blogCategories, articles } = getCatalog()
  const emptyCategories = blogCategories
    .filter((category) => !articles.some((article) => article.category === category.slug))
    .map((category) => href("/blog-category/:category", { category: category.slug }))
  return new Set(["/thanks", ...emptyCategories])
}

/** Every page a search engine should index, with the date its content last changed. */
export function indexablePages() {
  const { articles, caseStudies, pages } = getCatalog()
  const articleDates = new Map(
    articles.map((article) => [href("/blog/:slug", { slug: article.slug }), effectiveDate(article)]),
  )
  const studyDates = new Map(
    caseStudies.map((study) => [href("/case-study/:slug", { slug: study.slug }), study.completedOn]),
  )
  // The policies carry the day they last changed.
  const policyDates = new Map([
    [href("/privacy"), pages.privacy.lastChanged],
    [href("/accessibility"), pages.accessibility.lastReviewed],
  ])
  const newest = [...articleDates.values(), ...studyDates.values()].sort().at(-1)
  // The home page's work is a case study, so the catalog always holds one.
  invariant(newest, "no dated article or case study to date the other pages by")
  const skip = noindexPaths()
  return getPagePaths()
    .filter((path) => !skip.has(path))
    .map((path) => ({
      path,
      lastModified: articleDates.get(path) ?? studyDates.get(path) ?? policyDates.get(path) ?? newest,
    }))
}
