/**
 * The page of the site a content file is the copy of: an entry's own page, a page's own text, or the page a
 * picture of an entry appears on first. The editor's publishing view links a published change to it. A file
 * whose words appear on many pages alike (the site's name and details, the menus, labels every article or
 * case study shares, the banner, a testimonial, the error pages) has none: no one page shows its change.
 */
import { href } from "react-router"
import { articles, collections, type PageName, pages, type SingletonName, singletons } from "./model"

const entryPages = {
  [collections.services.folder]: (slug: string) => href("/services/:slug", { slug }),
  [collections.caseStudies.folder]: (slug: string) => href("/case-study/:slug", { slug }),
  [collections.team.folder]: (memberName: string) => href("/team/:memberName", { memberName }),
  [collections.blogCategories.folder]: (category: string) => href("/blog-category/:category", { category }),
  [articles.folder]: (slug: string) => href("/blog/:slug", { slug }),
} as Record<string, (slug: string) => string>

/** Pictures live in content/images/<kind>/<entry's slug>/…: the kinds that belong to an entry with a page. */
const pictureKinds: Record<string, string> = {
  "case-studies": collections.caseStudies.folder,
  team: collections.team.folder,
  blog: articles.folder,
}

const singletonPages: Record<SingletonName, string | undefined> = {
  site: undefined,
  navigation: undefined,
  pricing: href("/pricing"),
  // The quote form's words: its own page is the contact page.
  forms: href("/contact-us"),
}

const pagePages: Record<PageName, string | undefined> = {
  home: href("/"),
  about: href("/about-us"),
  services: href("/services"),
  pricing: href("/pricing"),
  contact: href("/contact-us"),
  caseStudies: href("/case-studies"),
  caseStudyLabels: undefined,
  blog: href("/blogs"),
  articleLabels: undefined,
  team: href("/team"),
  notFound: undefined,
  privacy: href("/privacy"),
  accessibility: href("/accessibility"),
  banner: undefined,
  error: undefined,
}

const fixedPages = new Map<string, string | undefined>([
  ...Object.entries(singletonPages).map(([name, page]) => [singletons[name as SingletonName].file, page] as const),
  ...Object.entries(pagePages).map(([name, page]) => [pages[name as PageName].file, page] as const),
])

/** The path of the page `file` (a path in the repository, such as content/pricing.yaml) is the copy of, if one is. */
export function pageOfContentFile(file: string): string | undefined {
  if (fixedPages.has(file)) return fixedPages.get(file)
  const [, folder, slug] = /^(content\/[a-z-]+)\/([a-z0-9-]+)\.(?:yaml|mdx)$/.exec(file) ?? []
  if (folder && slug) return entryPages[folder]?.(slug)
  const [, kind, entry] = /^content\/images\/([a-z-]+)\/([a-z0-9-]+)\//.exec(file) ?? []
  const entryFolder = kind && pictureKinds[kind]
  return entryFolder && entry ? entryPages[entryFolder]?.(entry) : undefined
}

/** The pages of `files`, each once, in the order of the files. */
export const pagesOfContentFiles = (files: readonly string[]) => [
  ...new Set(files.flatMap((file) => pageOfContentFile(file) ?? [])),
]
