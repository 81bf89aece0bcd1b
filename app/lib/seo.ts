import type { MetaDescriptor } from "react-router"

export type PageSeo = {
  title: string
  description: string
  /** Absolute canonical URL. */
  url: string
  image: { url: string; width: number; height: number; alt: string }
  type: "website" | "article" | "profile"
  siteName: string
  isIndexable: boolean
  feed: { title: string; url: string }
  /** JSON-LD objects (schema.org), rendered by React Router as escaped ld+json scripts. */
  structuredData: object[]
}

/** The full set of head tags every page carries: title, description, canonical, Open Graph, Twitter. */
export function metaTags(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return []
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: seo.feed.title, href: seo.feed.url },
    ...(seo.isIndexable ? [] : [{ name: "robots", content: "noindex, follow" }]),
    { property: "og:type", content: seo.type },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { property: "og:image", content: seo.image.url },
    { property: "og:image:width", content: String(seo.image.width) },
    { property: "og:image:height", content: String(seo.image.height) },
    { property: "og:image:alt", content: seo.image.alt },
    // X reads a card's title, description and picture from the Open Graph tags above when its own are absent.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: seo.image.alt },
    ...seo.structuredData.map((item) => ({ "script:ld+json": item })),
  ]
}

/** Every page's share image: 1200×630, made at build time (scripts/build-share-images.ts). */
export const SHARE_IMAGE = { width: 1200, height: 630 }

/** Where a page's share image lives: /og/home.png for the home page, /og/<path>.png for the rest. */
export const shareImagePath = (pagePath: string) => `/og/${pagePath === "/" ? "home" : pagePath.slice(1)}.png`
