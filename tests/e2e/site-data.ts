import { getCatalog, getRedirects, getSitePaths } from "#app/content/content.server"

/** The site's own content and URL list, read the way the build reads it, so tests loop over the real thing. */
export const catalog = getCatalog()
export const sitePaths = getSitePaths()
export const redirects = getRedirects()
