import { describe, expect, test } from "vitest"
import type { z } from "zod"
import { imageFields } from "./image-slots"
import { articles, collections, pages, singletons } from "./model"

/** The paths of every picture field ({ src, alt }) of a schema, list items as "[]". */
function pictureFields(schema: z.ZodType, path = ""): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>
      if ("src" in shape && "alt" in shape) return [path]
      return Object.entries(shape).flatMap(([key, child]) => pictureFields(child, path ? `${path}.${key}` : key))
    }
    case "array":
      return pictureFields(def.element as z.ZodType, `${path}[]`)
    case "optional":
    case "nullable":
    case "default":
      return pictureFields(def.innerType as z.ZodType, path)
    case "pipe":
      return [...pictureFields(def.in as z.ZodType, path), ...pictureFields(def.out as z.ZodType, path)]
    default:
      return []
  }
}

describe("picture fields", () => {
  test("each one says where it is shown, so the check knows how wide a photograph it needs", () => {
    const models = [
      ...Object.entries(collections),
      ...Object.entries(singletons),
      ...Object.entries(pages).map(([name, model]) => [`pages.${name}`, model] as const),
      ["articles", articles] as const,
    ]
    const fields = models.flatMap(([name, { schema }]) =>
      [...new Set(pictureFields(schema))].map((path) => `${name}:${path}`),
    )
    expect(fields.length).toBeGreaterThan(5)
    expect(fields.filter((field) => !(field in imageFields))).toEqual([])
  })
})
