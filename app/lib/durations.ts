/**
 * Lengths of time as a person says them, for copy that states a configured period ("deleted after two
 * years"): whole years and short spans exactly, anything else rounded to months or years with "about".
 */
import { formatWholeNumber } from "./numbers"

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
const DAYS_IN_YEAR = 365
const DAYS_IN_MONTH = DAYS_IN_YEAR / 12
/** Below this many days a period is said in days: "45 days" is clearer than "about one month". */
const LONGEST_IN_DAYS = 60
/** From this many months on, a period that is not whole years is said in years. */
const LONGEST_IN_MONTHS = 24

/** 2 → "two", 14 → "14": numbers up to ten in words, as running text writes them. */
export const numberInWords = (value: number) => NUMBER_WORDS[value] ?? formatWholeNumber(value)

/** 1, "day" → "one day"; 30, "day" → "30 days". */
const countOf = (count: number, unit: string) => `${numberInWords(count)} ${unit}${count === 1 ? "" : "s"}`

function assertWholePositive(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`${what} must be a whole number from 1 up, not ${value}`)
}

/** 730 → "two years", 30 → "30 days", 540 → "about 18 months", 1000 → "about three years". */
export function daysInWords(days: number): string {
  assertWholePositive(days, "daysInWords: the number of days")
  if (days % DAYS_IN_YEAR === 0) return countOf(days / DAYS_IN_YEAR, "year")
  if (days < LONGEST_IN_DAYS) return countOf(days, "day")
  const months = Math.round(days / DAYS_IN_MONTH)
  if (months % 12 === 0) return `about ${countOf(months / 12, "year")}`
  if (months < LONGEST_IN_MONTHS) return `about ${countOf(months, "month")}`
  return `about ${countOf(Math.round(days / DAYS_IN_YEAR), "year")}`
}

/** 15 → "15 minutes", 1 → "one minute". */
export function minutesInWords(minutes: number): string {
  assertWholePositive(minutes, "minutesInWords: the number of minutes")
  return countOf(minutes, "minute")
}
