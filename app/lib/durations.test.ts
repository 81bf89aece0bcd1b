import { describe, expect, test } from "vitest"
import { daysInWords, minutesInWords, numberInWords } from "./durations"

describe("daysInWords", () => {
  test.each([
    [730, "two years"],
    [365, "one year"],
    [3650, "ten years"],
    [4015, "11 years"],
    [1, "one day"],
    [7, "seven days"],
    [14, "14 days"],
    [30, "30 days"],
    [45, "45 days"],
    [59, "59 days"],
  ])("says %i days exactly as %s", (days, words) => {
    expect(daysInWords(days)).toBe(words)
  })

  test.each([
    [60, "about two months"],
    [90, "about three months"],
    [400, "about 13 months"],
    [540, "about 18 months"],
    [364, "about one year"],
    [729, "about two years"],
    [1000, "about three years"],
    [36_499, "about 100 years"],
  ])("rounds %i days to %s", (days, words) => {
    expect(daysInWords(days)).toBe(words)
  })

  test.each([0, -30, 1.5, Number.NaN])("refuses %s days with a message that names the value", (days) => {
    expect(() => daysInWords(days)).toThrow(
      new RangeError(`daysInWords: the number of days must be a whole number from 1 up, not ${days}`),
    )
  })
})

test("minutesInWords counts minutes, in words up to ten", () => {
  expect(minutesInWords(15)).toBe("15 minutes")
  expect(minutesInWords(10)).toBe("ten minutes")
  expect(minutesInWords(1)).toBe("one minute")
  expect(() => minutesInWords(0)).toThrow(RangeError)
})

test("numberInWords writes zero to ten in words and larger numbers in figures", () => {
  expect([0, 3, 10, 11, 1200].map(numberInWords)).toEqual(["zero", "three", "ten", "11", "1,200"])
})
