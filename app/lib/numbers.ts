// Written out rather than taken from Intl for the same reason as the month names in dates.ts: the
// first Intl formatter on a page costs a long task while it hydrates.

/** 5000 → "5,000": whole numbers with US thousands separators. */
export function formatWholeNumber(value: number) {
  if (!Number.isSafeInteger(value)) throw new Error(`formatWholeNumber: ${value} is not a whole number`)
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",")
  return value < 0 ? `-${digits}` : digits
}

/** 1000 → "$1,000": prices in whole US dollars. */
export const formatDollars = (value: number) =>
  value < 0 ? `-$${formatWholeNumber(-value)}` : `$${formatWholeNumber(value)}`
