import { indexablePages } from "#app/content/discovery.server"
import { absoluteUrl } from "#app/content/seo.server"
import { escapeXml } from "#app/lib/xml"

export function loader() {
  const urls = indexablePages()
    .map(
      ({ path, lastModified }) =>
        `  <url><loc>${escapeXml(absoluteUrl(path))}</loc><lastmod>${lastModified}</lastmod></url>`,
    )
    .join("\n")
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } })
}
