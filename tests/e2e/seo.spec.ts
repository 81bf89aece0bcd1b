import { z } from "zod"
import { parseJson } from "#server/json-file"
import { expect, test } from "./fixtures"
import { catalog, pagePaths } from "./site-data"

const siteUrl = (process.env.SITE_URL ?? "https://catalysty.com").replace(/\/+$/, "")
const absolute = (path: string) => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)

type Head = {
  title: string
  description: string
  canonical: string
  robots: string | null
  og: Record<string, string>
  jsonLd: { "@type": string }[]
}

function readHead(html: string): Head {
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta[^>]*${attribute}="${name}"[^>]*content="([^"]*)"`).exec(html)?.[1] ?? null
  const og = Object.fromEntries(
    [...html.matchAll(/<meta[^>]*property="(og:[^"]+)"[^>]*content="([^"]*)"/g)].map(([, key, value]) => [
      key!,
      value!,
    ]),
  )
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) =>
    parseJson(body!, z.looseObject({ "@type": z.string() }), "a page's JSON-LD"),
  )
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
    description: meta("name", "description") ?? "",
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "",
    robots: meta("name", "robots"),
    og,
    jsonLd,
  }
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) })

function expectedTypes(path: string): string[] {
  if (path === "/") return ["ProfessionalService", "WebSite"]
  const types = ["BreadcrumbList"]
  if (path.startsWith("/services/")) types.push("Service")
  if (path.startsWith("/blog/")) types.push("BlogPosting")
  if (path.startsWith("/team/")) types.push("Person")
  if (path === "/pricing") types.push("FAQPage")
  if (path === "/about-us" || path === "/contact-us") types.push("ProfessionalService")
  return types
}

test("every page has its own title, description, canonical URL, share image and structured data", async ({
  request,
}) => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const path of pagePaths) {
    const head = readHead(await (await request.get(path)).text())
    if (head.robots?.includes("noindex")) continue
    expect(head.title.length, `${path} title "${head.title}"`).toBeLessThan(60)
    expect(head.title.length, path).toBeGreaterThan(10)
    expect(head.description.length, `${path} description`).toBeGreaterThanOrEqual(70)
    expect(head.description.length, `${path} description`).toBeLessThanOrEqual(160)
    expect(titles.get(head.title), `${path} repeats the title of ${titles.get(head.title)}`).toBeUndefined()
    expect(descriptions.get(head.description), `${path} repeats a description`).toBeUndefined()
    titles.set(head.title, path)
    descriptions.set(head.description, path)
    expect(head.canonical, path).toBe(absolute(path))
    expect(head.og["og:url"], path).toBe(absolute(path))
    for (const key of ["og:type", "og:title", "og:description", "og:site_name", "og:image:alt"]) {
      expect(head.og[key], `${path} ${key}`).toBeTruthy()
    }
    const image = new URL(head.og["og:image"]!)
    expect(image.origin, path).toBe(siteUrl)
    const png = await request.get(image.pathname)
    expect(png.status(), `${path} og:image`).toBe(200)
    expect(pngSize(await png.body()), `${path} og:image size`).toEqual({ width: 1200, height: 630 })
    expect(head.og["og:image:width"]).toBe("1200")
    expect(head.og["og:image:height"]).toBe("630")
    const types = head.jsonLd.map((item) => item["@type"])
    for (const type of expectedTypes(path)) expect(types, `${path} JSON-LD`).toContain(type)
  }
})

test("the 404 page asks not to be indexed; a category page is indexable exactly when it has articles", async ({
  request,
}) => {
  const notFound = readHead(await (await request.get("/no-such-page")).text())
  expect(notFound.robots).toContain("noindex")
  for (const category of catalog.blogCategories) {
    const head = readHead(await (await request.get(`/blog-category/${category.slug}`)).text())
    const hasArticles = catalog.articles.some((article) => article.category === category.slug)
    if (hasArticles) expect(head.robots ?? "", category.slug).not.toContain("noindex")
    else expect(head.robots, category.slug).toContain("noindex")
  }
})

test("the sitemap lists exactly the indexable pages", async ({ request }) => {
  const indexable: string[] = []
  for (const path of pagePaths) {
    const head = readHead(await (await request.get(path)).text())
    if (!head.robots?.includes("noindex")) indexable.push(absolute(path))
  }
  const sitemap = await (await request.get("/sitemap.xml")).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!)
  expect([...listed].sort()).toEqual([...indexable].sort())
  expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(listed.length)
  // An article's lastmod is the day its content last changed: its newest revision, or its publication.
  for (const article of catalog.articles)
    expect(sitemap, article.slug).toContain(
      `<loc>${absolute(`/blog/${article.slug}`)}</loc><lastmod>${article.updatedAt ?? article.publishedAt}</lastmod>`,
    )
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain(`Sitemap: ${absolute("/sitemap.xml")}`)
})

test("each article's structured data carries its published and last updated dates", async ({ request }) => {
  for (const article of catalog.articles) {
    const { jsonLd } = readHead(await (await request.get(`/blog/${article.slug}`)).text())
    const posting = jsonLd.find((item) => item["@type"] === "BlogPosting") as
      | { datePublished?: string; dateModified?: string }
      | undefined
    expect(posting?.datePublished, article.slug).toBe(article.publishedAt)
    expect(posting?.dateModified, article.slug).toBe(article.updatedAt ?? article.publishedAt)
  }
})

test("the feed is well-formed XML listing every article with absolute links", async ({ page, request }) => {
  const feed = await (await request.get("/blog/feed.xml")).text()
  await page.goto("/")
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml")
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      links: [...doc.querySelectorAll("item > link")].map((link) => link.textContent),
      updated: [...doc.querySelectorAll("item")].map((item) => [
        item.querySelector("link")?.textContent,
        item.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "updated")[0]?.textContent ?? null,
      ]),
    }
  }, feed)
  expect(parsed.error).toBeNull()
  expect(parsed.links.sort()).toEqual(catalog.articles.map((article) => absolute(`/blog/${article.slug}`)).sort())
  // A revised article's item says when it last changed.
  expect(Object.fromEntries(parsed.updated)).toEqual(
    Object.fromEntries(
      catalog.articles.map((article) => [
        absolute(`/blog/${article.slug}`),
        article.updatedAt ? `${article.updatedAt}T12:00:00Z` : null,
      ]),
    ),
  )
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    absolute("/blog/feed.xml"),
  )
})

test("every page has one h1, and its headings go down one level at a time", async ({ request }) => {
  for (const path of [...pagePaths, "/does-not-exist"]) {
    const html = await (await request.get(path)).text()
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map(([, level]) => Number(level))
    expect(
      levels.filter((level) => level === 1),
      `${path}: h1 count`,
    ).toHaveLength(1)
    const skips = levels.flatMap((level, index) =>
      index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} then h${level}`] : [],
    )
    expect(skips, `${path}: headings that skip a level`).toEqual([])
  }
})
