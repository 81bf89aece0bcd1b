/**
 * Dates that add up: an article knows nothing published after the day it speaks from. That day is its
 * newest revision's date, or its publication date when it was never revised.
 */
import { invariant } from "@epic-web/invariant"
import type { ArticleLink } from "./article-source"

type DatedArticle = {
  slug: string
  file: string
  publishedAt: string
  /** The date of its newest revision, when it has one. */
  updatedAt?: string
  redirectFrom: string[]
  links: ArticleLink[]
}

/** The day an article's text speaks from. */
export const effectiveDate = (article: { publishedAt: string; updatedAt?: string }) =>
  article.updatedAt ?? article.publishedAt

const at = (file: string, line: number | undefined) => `${file}${line === undefined ? "" : `:${line}`}`
/** Where the article stands in time, for a message. */
const datedAs = (article: DatedArticle) =>
  article.updatedAt
    ? `its newest revision is dated ${article.updatedAt}`
    : `it was published ${article.publishedAt} and has no revision`

/**
 * An article may link to an article published after it only once it has a revision dated on or after
 * that article: the revision is where the page tells readers the link was added.
 */
export function forwardLinkProblems(articles: DatedArticle[]) {
  const byPath = new Map<string, DatedArticle>()
  for (const article of articles) {
    byPath.set(`/blog/${article.slug}`, article)
    for (const old of article.redirectFrom) byPath.set(old, article)
  }
  const problems: string[] = []
  for (const article of articles) {
    for (const link of article.links) {
      const [path = ""] = link.target.split(/[#?]/)
      const target = byPath.get(path.replace(/(.)\/$/, "$1"))
      if (!target || target === article || target.publishedAt <= effectiveDate(article)) continue
      problems.push(
        `${at(article.file, link.line)}: body link to "${link.target}", an article published ${target.publishedAt}, but ${datedAs(article)}: add a revision dated ${target.publishedAt} or later saying the link was added, or remove the link`,
      )
    }
  }
  return problems
}

const monthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
]
const MONTH_IN_TEXT = new RegExp(`\\b(${monthNames.join("|")}) ((?:19|20)\\d\\d)\\b`, "gi")
const YEAR_IN_TEXT = /\b(?:19|20)\d\d\b/g
/** A dated address such as …/2025/11/20/report-name or …/press-releases/2024/08/…. */
const MONTH_IN_ADDRESS = /\/((?:19|20)\d\d)\/(0[1-9]|1[0-2])\//

/**
 * The latest time a link names for the work it points to, as "YYYY" or "YYYY-MM": a dated address
 * (…/2025/11/…), a month and year in its text ("published in November 2025") or a year in its text
 * ("Pew Research Center's 2025 survey"). Undefined when it names none.
 */
export function citedTime(link: Pick<ArticleLink, "target" | "text">) {
  const times: string[] = []
  const address = MONTH_IN_ADDRESS.exec(link.target)
  if (address) times.push(`${address[1]}-${address[2]}`)
  for (const [, month, year] of link.text.matchAll(MONTH_IN_TEXT)) {
    invariant(month !== undefined, "MONTH_IN_TEXT matched without its month")
    times.push(`${year}-${String(monthNames.indexOf(month.toLowerCase()) + 1).padStart(2, "0")}`)
  }
  const withoutMonths = link.text.replace(MONTH_IN_TEXT, "")
  for (const [year] of withoutMonths.matchAll(YEAR_IN_TEXT)) times.push(year)
  // "2025" sorts before "2025-01": a year alone stands for its earliest month, so it is never read as later than it is.
  return times.sort().at(-1)
}

/**
 * No link may cite a work from after the day the article speaks from: a source that appeared later was
 * added in a revision, and the revision says so. Only what a link names is read (its address and its
 * words), since a year elsewhere in a sentence may be a forecast rather than a source.
 */
export function laterCitationProblems(article: DatedArticle) {
  const date = effectiveDate(article)
  return article.links.flatMap((link) => {
    const cited = citedTime(link)
    if (!cited || cited <= date.slice(0, cited.length)) return []
    return [
      `${at(article.file, link.line)}: body link "${link.text}" cites a work from ${cited}, but ${datedAs(article)}: add a revision dated then or later saying the source was added, or correct the date`,
    ]
  })
}
