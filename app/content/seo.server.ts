import { type PageSeo, SHARE_IMAGE, shareImagePath } from "#app/lib/seo"
import { buildConfig } from "#config/environment.server"
import { getCatalog } from "./content.server"
import { type Crumb, type PageSubject, structuredData } from "./structured-data.server"

export type { Crumb } from "./structured-data.server"

/** The site's public address (SITE_URL at build time). */
const siteUrl = buildConfig().siteUrl

export const absoluteUrl = (path: string) => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)

type PageSeoInput = {
  title: string
  description: string
  path: string
  type?: PageSeo["type"]
  isIndexable?: boolean
  /** What the page is about, for its structured data (a service, an article, a person …). */
  subject?: PageSubject
  /** The pages between the home page and this one, this one last, for its breadcrumbs. */
  trail?: Crumb[]
}

/** Page values merged over the site's defaults, with absolute URLs, ready for metaTags(). */
export function pageSeo({
  title,
  description,
  path,
  type = "website",
  isIndexable = true,
  subject = { kind: "page" },
  trail = [],
}: PageSeoInput): PageSeo {
  const { site, pages } = getCatalog()
  return {
    title,
    description,
    url: absoluteUrl(path),
    type,
    siteName: site.name,
    isIndexable,
    feed: { title: `${site.name} — ${pages.blog.intro.title}`, url: absoluteUrl("/blog/feed.xml") },
    image: { url: `${siteUrl}${shareImagePath(path)}`, ...SHARE_IMAGE, alt: title },
    structuredData: isIndexable ? structuredData({ path, subject, trail, siteUrl, absoluteUrl }) : [],
  }
}

/** A breadcrumb for a page of the main menu, named as the menu names it. */
export function menuCrumb(path: string): Crumb {
  const item = getCatalog().navigation.primary.find((candidate) => candidate.href === path)
  if (!item) throw new Error(`menuCrumb: ${path} is not in the main menu`)
  return { name: item.label, path }
}
