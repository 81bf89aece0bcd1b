import { href } from "react-router"
import { effectiveDate } from "#app/content/article-dates"
import { getCatalog } from "#app/content/content.server"
import { absoluteUrl } from "#app/content/seo.server"
import { escapeXml } from "#app/lib/xml"

/** RSS 2.0 feed of every article, newest first; a revised article says when it last changed. */
export function loader() {
  const { site, articles, team, pages } = getCatalog()
  const rfc822 = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString()
  // RSS has no element for a revision; Atom's, in the namespace the feed declares anyway, is read by feed readers.
  const rfc3339 = (date: string) => `${date}T12:00:00Z`
  const items = articles.map((article) => {
    const url = absoluteUrl(href("/blog/:slug", { slug: article.slug }))
    const author = team.find((member) => member.id === article.author)!
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(article.description)}</description>`,
      `      <category>${escapeXml(article.categoryName)}</category>`,
      `      <dc:creator>${escapeXml(author.name)}</dc:creator>`,
      `      <pubDate>${rfc822(article.publishedAt)}</pubDate>`,
      ...(article.updatedAt ? [`      <atom:updated>${rfc3339(article.updatedAt)}</atom:updated>`] : []),
      "    </item>",
    ].join("\n")
  })
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.name} — ${pages.blog.intro.title}`)}</title>`, // the same title the pages link it by
    `    <link>${escapeXml(absoluteUrl("/blogs"))}</link>`,
    `    <description>${escapeXml(pages.blog.seo.description)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(absoluteUrl("/blog/feed.xml"))}" rel="self" type="application/rss+xml"/>`,
    `    <lastBuildDate>${rfc822(articles.map(effectiveDate).sort().at(-1)!)}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n")
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } })
}
