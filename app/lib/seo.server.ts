import { getCatalog } from "#app/content/content.server"
import { resolveImage } from "./images.server"
import type { PageSeo } from "./seo"

/** The one place the site's public address is known; set SITE_URL when building for another domain. */
export const siteUrl = (process.env.SITE_URL ?? "https://catalysty.com").replace(/\/+$/, "")

export const absoluteUrl = (path: string) => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)

type PageSeoInput = {
  title: string
  description: string
  path: string
  type?: PageSeo["type"]
  isIndexable?: boolean
  image?: { src: string; alt: string }
}

/** Page values merged over the site's defaults, with absolute URLs, ready for metaTags(). */
export function pageSeo({
  title,
  description,
  path,
  type = "website",
  isIndexable = true,
  image,
}: PageSeoInput): PageSeo {
  const { site, pages } = getCatalog()
  const share = resolveImage(image ?? site.defaultShareImage)
  return {
    title,
    description,
    url: absoluteUrl(path),
    type,
    siteName: site.name,
    isIndexable,
    feed: { title: `${site.name} — ${pages.blog.intro.title}`, url: absoluteUrl("/blog/feed.xml") },
    image: { url: `${siteUrl}${share.src}`, width: share.width, height: share.height, alt: share.alt },
  }
}
