import { describe, expect, test } from "vitest"
import { layoutPins, readPinsFile } from "./office-pins.server"

describe("readPinsFile", () => {
  test("reads a list of percentages", () => {
    const pins = readPinsFile([
      { id: "detroit", x: 30.5, y: 25.8 },
      { id: "london", x: 50, y: 20.5 },
    ])
    expect(pins.get("detroit")).toEqual({ x: 0.305, y: 0.258 })
    expect(pins.get("london")).toEqual({ x: 0.5, y: 0.205 })
  })

  test("reads pixels against the map size, and fractions as they are", () => {
    const pins = readPinsFile({
      width: 1600,
      height: 800,
      pins: { detroit: { cx: 488, cy: 206 }, toronto: { x: 0.3, y: 0.2 } },
    })
    expect(pins.get("detroit")).toEqual({ x: 0.305, y: 0.2575 })
    expect(pins.get("toronto")).toEqual({ x: 0.3, y: 0.2 })
  })

  test("skips entries without a position and tolerates nonsense", () => {
    expect(readPinsFile([{ id: "detroit" }]).size).toBe(0)
    expect(readPinsFile(null).size).toBe(0)
    expect(readPinsFile("map").size).toBe(0)
  })
})

describe("layoutPins", () => {
  test("leans the callouts of two close offices apart and leaves a lone one upright", () => {
    const [detroit, toronto, london] = layoutPins([
      { id: "detroit", x: 0.305, y: 0.258 },
      { id: "toronto", x: 0.315, y: 0.25 },
      { id: "london", x: 0.5, y: 0.205 },
    ])
    expect(detroit).toMatchObject({ dx: 0, dy: 1, labelSide: "end" })
    expect(toronto).toMatchObject({ dx: 1, dy: 0, labelSide: "start" })
    expect(london).toMatchObject({ dx: 0, dy: -1, labelSide: "start" })
  })

  test("puts labels near the right edge on the left and callouts near the top below the pin", () => {
    const [east] = layoutPins([{ id: "east", x: 0.9, y: 0.1 }])
    expect(east).toMatchObject({ dx: 0, dy: 1, labelSide: "end" })
  })
})
