import { expect, test } from "vitest"
import { formatDollars, formatWholeNumber } from "./numbers"

test("groups thousands the way US English writes them", () => {
  expect(formatWholeNumber(0)).toBe("0")
  expect(formatWholeNumber(999)).toBe("999")
  expect(formatWholeNumber(5000)).toBe("5,000")
  expect(formatWholeNumber(1234567)).toBe("1,234,567")
  expect(formatWholeNumber(-12500)).toBe("-12,500")
})

test("agrees with Intl's en-US formatting for every price a plan could plausibly have", () => {
  const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 })
  for (const price of [0, 5, 99, 500, 1000, 1500, 25_000, 1_000_000])
    expect(formatDollars(price)).toBe(intl.format(price))
})

test("refuses what it cannot show exactly", () => {
  expect(() => formatWholeNumber(1.5)).toThrow("1.5 is not a whole number")
})
