/**
 * The first page of a visit and the `utm_*` parameters in its address, kept in sessionStorage once per
 * session by the site's own script on whichever page the visit starts (app/browser/site.ts), or on the
 * next page that loads it when the visit starts on a page with nothing for a script to do. Kept
 * deliberately small, as every page loads it: values are stored as they came, only capped, and are
 * cleaned to the endpoint's rules when the quote form reads them (readVisit in attribution.ts).
 */

/** The sessionStorage key of the visit's record. */
export const VISIT_KEY = "catalysty:visit"

/** Caps on what is stored; the form's cleaning applies the real limits. */
const MAX_STORED_LENGTH = 1000
const MAX_UTM_PARAMETERS = 10

export type VisitStorage = Pick<Storage, "getItem" | "setItem">

/**
 * The address a visit started at, seen from the first page of it that runs the site's script. A page
 * with nothing for the script to do (the privacy notice, a not-found page) loads none and records
 * nothing, so a visit that arrives here from another page of the site, with no record yet, started
 * there: its address, utm parameters included, is the referrer (the site's Referrer-Policy sends it
 * whole within the site). From anywhere else, or from nowhere, the visit starts here.
 */
export function visitStart(here: { origin: string; pathname: string; search: string }, referrer: string) {
  try {
    const from = new URL(referrer)
    return from.origin === here.origin ? from : here
  } catch {
    return here
  }
}

/** Keeps the visit's first page and its utm_* parameters; later pages of the same session leave the record alone. */
export function recordVisit(url: { pathname: string; search: string }, storage?: VisitStorage) {
  try {
    const store = storage ?? window.sessionStorage
    if (store.getItem(VISIT_KEY) !== null) return
    const record: Record<string, string> = { landing_page: url.pathname.slice(0, MAX_STORED_LENGTH) }
    const utm = [...new URLSearchParams(url.search)].filter(([name]) => name.startsWith("utm_"))
    for (const [name, value] of utm.slice(0, MAX_UTM_PARAMETERS)) record[name] ??= value.slice(0, MAX_STORED_LENGTH)
    store.setItem(VISIT_KEY, JSON.stringify(record))
  } catch {
    // Storage switched off or full: the lead is then sent without the visit's record.
  }
}
