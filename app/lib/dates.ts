import { invariant } from "@epic-web/invariant"

// English month names, written out rather than taken from Intl: the first Intl formatter a page
// creates loads locale data for about 20 ms, a long task while the page hydrates on a phone.
const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/**
 * How the site shows a calendar date: "2025-05-20" → "May 20, 2025", or with `"short"` (cards, where the
 * date shares a line with the category) "Oct 6, 2025". Content stores ISO dates; this is the one place
 * they turn into words, the same on the server and in every visitor's time zone.
 */
export function formatDate(isoDate: string, length: "long" | "short" = "long") {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) throw new Error(`formatDate: "${isoDate}" is not an ISO calendar date (YYYY-MM-DD)`)
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new Error(`formatDate: "${isoDate}" is not a real calendar date`)
  }
  const monthName = monthNames[month - 1]
  invariant(monthName, `formatDate: no name for month ${month}, a month the calendar check above refuses`)
  return `${length === "short" ? monthName.slice(0, 3) : monthName} ${day}, ${year}`
}
