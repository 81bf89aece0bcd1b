/** The site's content with its routes, loaded once per process: for build scripts and tests. */

import { type LoadedContent, loadContent, writeGeneratedContent } from "../../app/content/load-content.ts"
import routes from "../../app/routes.ts"

let loaded: LoadedContent | undefined
export function sourceContent() {
  loaded ??= loadContent(routes)
  return loaded
}

/** The HTML pages among the site's URLs (not feeds or sitemaps). */
export const pagePaths = () => sourceContent().paths.filter((path) => !/\.\w+$/.test(path))

/** Checks all content and writes app/generated/content.json for the build; later steps reuse what it loaded. */
export const writeSiteContent = () => {
  loaded = writeGeneratedContent(routes)
  return loaded
}
