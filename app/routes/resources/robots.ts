import { absoluteUrl } from "#app/content/seo.server"

export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join(
    "\n",
  )
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } })
}
