import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { allIconNames } from "../app/components/ui/icon-names"
import { ICON_SHAPES_FILE, iconShapes } from "./build-icons"

describe("the icons' shapes kept in the repository", () => {
  it("hold every icon the site can draw, as lucide-static draws it (else: npm run icons)", () => {
    const kept = JSON.parse(readFileSync(ICON_SHAPES_FILE, "utf8")) as Record<string, unknown>
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
