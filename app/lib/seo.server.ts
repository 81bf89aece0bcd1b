import { buildConfig } from "#app/config.server"
import { getCatalog } from "#app/content/content.server"
import { type PageSeo, SHARE_IMAGE, shareImagePath } from "./seo"
import { structuredDataFor } from "./structured-data.server"

/** The site's public address (SITE_URL at build time). */
export const siteUrl = buildConfig().siteUrl

export const absoluteUrl = (path: string) => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)

type PageSeoInput = {
  title: string
  description: string
  path: string
  type?: PageSeo["type"]
  isIndexable?: boolean
  /** Artwork for the share image; the share image itself is made per page (scripts/build-share-images.ts). */
  image?: { src: string; alt: string }
}

/** Page values merged over the site's defaults, with absolute URLs, ready for metaTags(). */
export function pageSeo({ title, description, path, type = "website", isIndexable = true }: PageSeoInput): PageSeo {
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
    structuredData: isIndexable ? structuredDataFor(path, siteUrl, absoluteUrl) : [],
  }
}
