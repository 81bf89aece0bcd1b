/**
 * Where a lead came from, as the quote form sends it (docs/requirements/DESIGN.md, "The contact form"): the
 * visit's record (visit.ts) read back with every value cleaned and bounded by the endpoint's own rule
 * (`cleanAttribution`). The values are only ever sent as form data, never shown as markup.
 */
import { type Attribution, attributionFields, cleanAttribution } from "#shared/contact-schema"
import { VISIT_KEY, type VisitStorage } from "./visit"

/** The fields that describe the visit: all attribution fields but the page the form is on. */
const visitFields = attributionFields.filter((field) => field !== "source_page")

/** The visit's landing page and utm_* parameters, cleaned (anything can be written into storage); {} when none. */
export function readVisit(storage?: VisitStorage): Attribution {
  try {
    const raw = (storage ?? window.sessionStorage).getItem(VISIT_KEY)
    if (!raw) return {}
    const stored: unknown = JSON.parse(raw)
    if (!stored || typeof stored !== "object") return {}
    const visit: Attribution = {}
    for (const field of visitFields) {
      const value = (stored as Record<string, unknown>)[field]
      const cleaned = typeof value === "string" ? cleanAttribution(field, value) : undefined
      if (cleaned) visit[field] = cleaned
    }
    return visit
  } catch {
    return {}
  }
}
