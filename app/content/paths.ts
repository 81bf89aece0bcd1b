import type { RouteConfigEntry } from "@react-router/dev/routes"
import { href } from "react-router"
import type { Catalog } from "./catalog"

/** Route patterns of app/routes.ts, flattened ("services/:slug", "" for the index, "*" for the catch-all). */
export function routePatterns(routes: RouteConfigEntry[], parent = ""): string[] {
  return routes.flatMap((entry) => {
    const own = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent
    const children = entry.children ? routePatterns(entry.children, own) : []
    return entry.index || (entry.path !== undefined && !entry.children) ? [own, ...children] : children
  })
}

/** Which content fills each dynamic segment; a pattern missing here stops the build. */
function paramValues(catalog: Catalog): Record<string, string[]> {
  return {
    "services/:slug": catalog.services.map((service) => service.slug),
    "case-study/:slug": catalog.caseStudies.map((study) => study.slug),
    "blog/:slug": catalog.articles.map((article) => article.slug),
    "blog-category/:category": catalog.blogCategories.map((category) => category.slug),
    "team/:memberName": catalog.team.map((member) => member.slug),
  }
}

/** The URLs of each route pattern of app/routes.ts, filled in from content, in the table's order (the catch-all has none). */
export function pathsByPattern(routes: RouteConfigEntry[], catalog: Catalog) {
  const values = paramValues(catalog)
  return routePatterns(routes)
    .filter((pattern) => pattern !== "*")
    .map((pattern) => {
      if (!pattern.includes(":")) return { pattern, paths: [`/${pattern}`] }
      const slugs = values[pattern]
      if (!slugs) throw new Error(`app/content/paths.ts: no content fills the route "${pattern}"`)
      const [prefix] = pattern.split("/:")
      return { pattern, paths: slugs.map((slug) => `/${prefix}/${slug}`) }
    })
}

/** Every URL the site answers with a page: the routes of app/routes.ts filled in from content. */
export const sitePaths = (routes: RouteConfigEntry[], catalog: Catalog) =>
  pathsByPattern(routes, catalog).flatMap(({ paths }) => paths)

export type Redirect = { from: string; to: string }

/** Old and alternative URLs (docs/requirements/DESIGN.md decision 2), each answered with a 301. */
export function redirects(catalog: Catalog): Redirect[] {
  return [
    { from: "/contact", to: "/contact-us" },
    { from: "/blog", to: "/blogs" },
    ...catalog.articles.flatMap((article) =>
      article.redirectFrom.map((from) => ({ from, to: href("/blog/:slug", { slug: article.slug }) })),
    ),
  ]
}
