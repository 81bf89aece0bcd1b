/** The site's content with its routes, loaded once per process: for build scripts and tests. */

import type { RouteConfigEntry } from "@react-router/dev/routes"
import { type LoadedContent, loadContent, writeGeneratedContent } from "../../app/content/load-content.ts"
import { pathsByPattern } from "../../app/content/paths.ts"
import routes from "../../app/routes.ts"

let loaded: LoadedContent | undefined
export function sourceContent() {
  loaded ??= loadContent(routes)
  return loaded
}

/** A page, not a feed or a sitemap: those end in a file extension. */
const isPagePath = (path: string) => !/\.\w+$/.test(path)

/** The HTML pages among the site's URLs (not feeds or sitemaps). */
export const pagePaths = () => sourceContent().paths.filter(isPagePath)

/** The HTML pages of each route of app/routes.ts (or of another table), in its order; feeds and sitemaps have none. */
export const pagePathsByRoute = (routeTable: RouteConfigEntry[] = routes) =>
  pathsByPattern(routeTable, sourceContent().catalog).map(({ pattern, paths }) => ({
    pattern,
    paths: paths.filter(isPagePath),
  }))

/** Checks all content and writes app/generated/content.json for the build; later steps reuse what it loaded. */
export const writeSiteContent = () => {
  loaded = writeGeneratedContent(routes)
  return loaded
}
