/**
 * Where a lead came from, on the browser's side (docs/requirements/DESIGN.md, "The contact form"): the first page
 * of the visit and the `utm_*` parameters in its address are kept in sessionStorage, once per session, so the
 * quote form can send them beside `source_page`. Every value is cleaned and bounded by the same rule the
 * endpoint applies (`cleanAttribution`), and is only ever sent as form data, never shown as markup.
 */
import { useEffect } from "react"
import { type Attribution, attributionFields, cleanAttribution } from "./contact-schema"

/** The sessionStorage key of the visit's record. */
export const VISIT_KEY = "catalysty:visit"

type VisitStorage = Pick<Storage, "getItem" | "setItem">

/** The fields that describe the visit (all attribution fields but the page the form is on). */
const visitFields = attributionFields.filter((field) => field !== "source_page")
const utmFields = visitFields.filter((field) => field !== "landing_page")

/** What the first page of a visit tells: its path, and the `utm_*` parameters its address carries. */
export function visitFromUrl(url: { pathname: string; search: string }): Attribution {
  const visit: Attribution = {}
  const landingPage = cleanAttribution("landing_page", url.pathname)
  if (landingPage) visit.landing_page = landingPage
  const params = new URLSearchParams(url.search)
  for (const field of utmFields) {
    const value = params.get(field)
    const cleaned = value === null ? undefined : cleanAttribution(field, value)
    if (cleaned) visit[field] = cleaned
  }
  return visit
}

/** Keeps the visit's first page and its parameters; later pages of the same session leave the record alone. */
export function recordVisit(url: { pathname: string; search: string }, storage?: VisitStorage) {
  try {
    const store = storage ?? window.sessionStorage
    if (store.getItem(VISIT_KEY) !== null) return
    store.setItem(VISIT_KEY, JSON.stringify(visitFromUrl(url)))
  } catch {
    // Storage switched off or full: the lead is then sent without the visit's record.
  }
}

/** The visit's record, each value cleaned again (anything can be written into storage); {} when there is none. */
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

/** Records the visit as soon as the app runs on its first page (see the site layout). */
export function useRecordVisit() {
  useEffect(() => recordVisit(window.location), [])
}
