import { describe, expect, test } from "vitest"
import { squareAround } from "./build-images"

describe("a portrait's square", () => {
  test("is the shorter side, centred on the focal point", () => {
    expect(squareAround(800, 1200, { x: 50, y: 40 })).toEqual({ left: 0, top: 80, width: 800, height: 800 })
    expect(squareAround(1200, 800, { x: 60, y: 50 })).toEqual({ left: 320, top: 0, width: 800, height: 800 })
  })

  test("moves inwards rather than cross an edge", () => {
    expect(squareAround(800, 1200, { x: 50, y: 0 })).toEqual({ left: 0, top: 0, width: 800, height: 800 })
    expect(squareAround(800, 1200, { x: 50, y: 100 })).toEqual({ left: 0, top: 400, width: 800, height: 800 })
    expect(squareAround(1200, 800, { x: 100, y: 50 })).toEqual({ left: 400, top: 0, width: 800, height: 800 })
  })
})
