import { describe, expect, test } from "vitest"
import { displayFigure, formatFigure, isDecrease, parseFigure } from "./figures"

describe("parseFigure", () => {
  test("reads results with a sign, a plus or a unit", () => {
    expect(parseFigure("+150%")).toEqual({ prefix: "+", amount: 150, suffix: "%", hasSeparators: false })
    expect(parseFigure("350+")).toEqual({ prefix: "", amount: 350, suffix: "+", hasSeparators: false })
    expect(parseFigure("-45%")).toEqual({ prefix: "-", amount: 45, suffix: "%", hasSeparators: false })
    expect(parseFigure("1,200+")).toEqual({ prefix: "", amount: 1200, suffix: "+", hasSeparators: true })
  })

  test("leaves plain numbers and anything else still", () => {
    expect(parseFigure("2016")).toBeUndefined()
    expect(parseFigure("3")).toBeUndefined()
    expect(parseFigure("4.8★")).toBeUndefined()
    expect(parseFigure("1-3 weeks")).toBeUndefined()
    expect(parseFigure("N/A")).toBeUndefined()
  })
})

describe("formatFigure", () => {
  const percent = parseFigure("+150%")!
  test("counts from zero without a sign to the figure as written", () => {
    expect(formatFigure(percent, 0)).toBe("0%")
    expect(formatFigure(percent, 74.6)).toBe("+75%")
    expect(formatFigure(percent, 150)).toBe("+150%")
    expect(formatFigure(parseFigure("350+")!, 0)).toBe("0+")
    expect(formatFigure(parseFigure("-45%")!, 45)).toBe("-45%")
  })

  test("never passes the figure and keeps thousands separators", () => {
    expect(formatFigure(percent, 151)).toBe("+150%")
    expect(formatFigure(parseFigure("1,200+")!, 1050)).toBe("1,050+")
  })
})

describe("figures that fall", () => {
  test("are the ones written with a minus", () => {
    expect(isDecrease("-45%")).toBe(true)
    expect(isDecrease("\u221250%")).toBe(true)
    expect(isDecrease("+120%")).toBe(false)
    expect(isDecrease("350+")).toBe(false)
  })

  test("show a true minus sign, and only in front", () => {
    expect(displayFigure("-45%")).toBe("\u221245%")
    expect(displayFigure("+150%")).toBe("+150%")
    expect(displayFigure("1-3 weeks")).toBe("1-3 weeks")
  })

  test("count up with the minus sign they are shown with", () => {
    expect(formatFigure(parseFigure(displayFigure("-45%"))!, 0)).toBe("0%")
    expect(formatFigure(parseFigure(displayFigure("-45%"))!, 45)).toBe("\u221245%")
  })
})
