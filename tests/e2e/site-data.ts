import { pagePaths as htmlPagePaths, sourceContent } from "../../scripts/lib/site-content.ts"

/** The site's own content and URL list, read the way the build reads it, so tests loop over the real thing. */
const content = sourceContent()
export const catalog = content.catalog
export const sitePaths = content.paths
/** The HTML pages only. */
export const pagePaths = htmlPagePaths()
export const redirects = content.redirects
