import { expect, test } from "vitest"
import { formatDate } from "./dates"

test("formats an ISO date as month, day and year", () => {
  expect(formatDate("2025-05-20")).toBe("May 20, 2025")
  expect(formatDate("2025-02-01")).toBe("February 1, 2025")
})

test("shortens the month to three letters for cards", () => {
  expect(formatDate("2026-10-06", "short")).toBe("Oct 6, 2026")
  expect(formatDate("2025-05-20", "short")).toBe("May 20, 2025")
  expect(formatDate("2025-09-01", "short")).toBe("Sep 1, 2025")
})

test("shows the calendar date whatever the time zone (no off-by-one at midnight UTC)", () => {
  expect(formatDate("2025-01-01")).toBe("January 1, 2025")
  expect(formatDate("2024-12-31")).toBe("December 31, 2024")
})

test("rejects text that is not an ISO date, and dates that do not exist", () => {
  expect(() => formatDate("May 20, 2025")).toThrow('"May 20, 2025" is not an ISO calendar date')
  expect(() => formatDate("2025-02-30")).toThrow('"2025-02-30" is not a real calendar date')
})
