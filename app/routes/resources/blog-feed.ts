import { Feed } from "feed"
import { href } from "react-router"
import { effectiveDate } from "#app/content/article-dates"
import { authorOf } from "#app/content/checked-references"
import { getCatalog } from "#app/content/content.server"
import { absoluteUrl } from "#app/content/seo.server"

/** A content date as the moment the feed gives it: noon UTC, the same calendar day in every US time zone. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`)

/** RSS 2.0 feed of every article, newest first; a revised article says when it last changed. */
export function loader() {
  const { site, articles, team, pages } = getCatalog()
  const lastChanged = articles.map(effectiveDate).sort().at(-1)
  const feed = new Feed({
    title: `${site.name} — ${pages.blog.intro.title}`, // the same title the pages link it by
    link: absoluteUrl("/blogs"),
    description: pages.blog.seo.description,
    language: "en-us",
    feedLinks: { rss: absoluteUrl("/blog/feed.xml") },
    // A blog without articles yet: the feed library dates it by its writing.
    updated: lastChanged ? noon(lastChanged) : undefined,
    generator: false,
  })
  for (const article of articles) {
    const author = authorOf(team, article)
    feed.addItem({
      title: article.title,
      link: absoluteUrl(href("/blog/:slug", { slug: article.slug })),
      description: article.description,
      category: [{ name: article.categoryName }],
      date: noon(article.publishedAt),
      extensions: [
        // RSS's own <author> takes an email address; Dublin Core's creator is the name feed readers show.
        { name: "dc:creator", objects: { _attributes: { "xmlns:dc": DUBLIN_CORE }, _text: author.name } },
        // RSS has no element for a revision; Atom's, in the namespace the feed declares for its self link, is read by feed readers.
        ...(article.updatedAt ? [{ name: "atom:updated", objects: { _text: `${article.updatedAt}T12:00:00Z` } }] : []),
      ],
    })
  }
  return new Response(feed.rss2(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } })
}

const DUBLIN_CORE = "http://purl.org/dc/elements/1.1/"
