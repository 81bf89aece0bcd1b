import { getCatalog, getPagePaths, getRedirects, getSitePaths } from "#app/content/content.server"

/** The site's own content and URL list, read the way the build reads it, so tests loop over the real thing. */
export const catalog = getCatalog()
export const sitePaths = getSitePaths()
/** The HTML pages only. */
export const pagePaths = getPagePaths()
export const redirects = getRedirects()
