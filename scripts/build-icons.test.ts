import { describe, expect, it } from "vitest"
import { z } from "zod"
import { allIconNames } from "../app/components/ui/icon-names"
import { readJsonFile } from "../server/json-file"
import { ICON_SHAPES_FILE, iconShapes } from "./build-icons"

describe("the icons' shapes kept in the repository", () => {
  it("hold every icon the site can draw, as lucide-static draws it (else: npm run icons)", () => {
    const kept = readJsonFile(ICON_SHAPES_FILE, z.record(z.string(), z.unknown()))
    expect(Object.keys(kept)).toEqual(allIconNames)
    expect(kept).toEqual(iconShapes())
  })

  it("are elements with attributes only, so no markup is written raw", () => {
    for (const shapes of Object.values(iconShapes())) {
      for (const [tag, attributes] of shapes) {
        expect(tag).toMatch(/^(path|circle|rect|line|polyline|polygon|ellipse)$/)
        for (const value of Object.values(attributes)) expect(value).not.toMatch(/[<>]/)
      }
    }
  })
})
