/**
 * The site's content as the running site sees it: checked at build time and bundled with the
 * server (app/generated/content.json), so serving a page reads no source file and validates nothing.
 * In development the file is written again whenever content changes (vite.config.ts).
 */
import type { Catalog } from "./catalog"
import type { LoadedContent } from "./load-content"

// A glob rather than an import, so that modules importing this one load before the first build.
const generatedContent = Object.values(
  import.meta.glob<string>("../generated/content.json", { query: "?raw", import: "default", eager: true }),
)[0]

let loaded: LoadedContent | undefined
function content(): LoadedContent {
  if (loaded) return loaded
  if (!generatedContent) throw new Error("content.server: app/generated/content.json is missing; run npm run build")
  loaded = JSON.parse(generatedContent) as LoadedContent
  return loaded
}

export const getCatalog = (): Catalog => content().catalog
/** The HTML pages among the site's URLs (not feeds, sitemaps or images). */
export const getPagePaths = () => content().paths.filter((path) => !/\.\w+$/.test(path))
