import type { CaseStudy } from "./case-study"

const RELATED_ARTICLE_COUNT = 3
const RELATED_CASE_STUDY_COUNT = 2

/** Three other articles: the same category first, then the newest (articles arrive newest first). */
export function relatedArticles<T extends { slug: string; category: string }>(articles: T[], current: T) {
  const others = articles.filter((article) => article.slug !== current.slug)
  const sameCategory = others.filter((article) => article.category === current.category)
  const rest = others.filter((article) => article.category !== current.category)
  return [...sameCategory, ...rest].slice(0, RELATED_ARTICLE_COUNT)
}

/** Two other case studies, starting with the ones listed after this one so each page links onwards. */
export function relatedCaseStudies<T extends Pick<CaseStudy, "slug">>(caseStudies: T[], current: T) {
  const index = caseStudies.findIndex((study) => study.slug === current.slug)
  const rotated = [...caseStudies.slice(index + 1), ...caseStudies.slice(0, index)]
  return rotated.slice(0, RELATED_CASE_STUDY_COUNT)
}
