import { readFileSync } from "node:fs"
import type { Catalog } from "#app/content/catalog"

/** What the lead service reads of the site's content: the form's copy, the services it offers, the agency's address. */
export type LeadContent = Pick<Catalog, "forms" | "services" | "site">

/**
 * The content the pages were built from, as the content check wrote it: app/generated/content.json in the
 * source tree, build/server/content.json beside a built server. Read once at start, never per request.
 */
export function readLeadContent(file = "app/generated/content.json"): LeadContent {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch {
    throw new Error(`The site's content is missing (${file}): run npm run build first.`)
  }
  const { catalog } = JSON.parse(text) as { catalog: Catalog }
  return { forms: catalog.forms, services: catalog.services, site: catalog.site }
}
