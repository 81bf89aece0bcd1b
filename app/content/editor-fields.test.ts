/**
 * The editor (keystatic.config.tsx, its fields in app/content/editor/) and the schemas (app/content/)
 * describe the same files: every schema field has an editor field of a fitting kind, and the editor
 * writes no field the schema does not read.
 */
import type { ComponentSchema } from "@keystatic/core"
import { describe, expect, test } from "vitest"
import type { z } from "zod"
import { makeKeystaticConfig } from "../../keystatic.config"
import { articles, collections, pages, singletons } from "./model"

type Leaf = "text" | "number" | "boolean" | { enum: string[] }
type Shape = Leaf | { object: Record<string, Shape> } | { array: Shape }

/** What a zod schema asks of a file, ignoring checks, defaults and transforms. */
function schemaShape(schema: z.ZodType): Shape {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def
  switch (def.type) {
    case "object":
      return {
        object: Object.fromEntries(
          Object.entries(def.shape as Record<string, z.ZodType>).map(([key, child]) => [key, schemaShape(child)]),
        ),
      }
    case "array":
      return { array: schemaShape(def.element as z.ZodType) }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
      return schemaShape(def.innerType as z.ZodType)
    case "pipe": {
      // A preprocess is a transform before the schema; a transform after an object keeps the object's shape.
      const input = def.in as z.ZodType
      const isTransform = (input as unknown as { _zod: { def: { type: string } } })._zod.def.type === "transform"
      return schemaShape(isTransform ? (def.out as z.ZodType) : input)
    }
    case "record": {
      const keys = schemaShape(def.keyType as z.ZodType)
      if (typeof keys !== "object" || !("enum" in keys)) throw new Error("a record needs enum keys to be edited")
      const value = schemaShape(def.valueType as z.ZodType)
      return { object: Object.fromEntries(keys.enum.map((key) => [key, value])) }
    }
    case "enum":
      return { enum: Object.values(def.entries as Record<string, string>) }
    case "string":
      return "text"
    case "number":
      return "number"
    case "boolean":
      return "boolean"
    default:
      throw new Error(`schemaShape: no editor counterpart for a zod ${def.type}`)
  }
}

type Field = ComponentSchema & {
  fields?: Record<string, Field>
  element?: Field
  defaultValue?: () => unknown
  parse?: (value: unknown, args?: unknown) => unknown
}

/** The differences between a schema's shape and an editor field, as "path: problem" lines. */
function compare(shape: Shape, field: Field, path: string): string[] {
  const at = path.replace(/\.$/, "") || "(file)"
  if (typeof shape === "object" && "object" in shape) {
    if (field.kind !== "object" || !field.fields)
      return [`${at}: the schema has a group of fields, the editor does not`]
    const schemaKeys = Object.keys(shape.object)
    const editorKeys = Object.keys(field.fields)
    return [
      ...schemaKeys.filter((key) => !editorKeys.includes(key)).map((key) => `${path}${key}: no editor field`),
      ...editorKeys.filter((key) => !schemaKeys.includes(key)).map((key) => `${path}${key}: not in the schema`),
      ...schemaKeys
        .filter((key) => editorKeys.includes(key))
        .flatMap((key) => compare(shape.object[key]!, field.fields![key]!, `${path}${key}.`)),
    ]
  }
  if (typeof shape === "object" && "array" in shape) {
    if (field.kind !== "array" || !field.element) return [`${at}: the schema has a list, the editor does not`]
    return compare(shape.array, field.element, `${path}[].`)
  }
  if (field.kind !== "form") return [`${at}: the schema has one value, the editor a ${field.kind}`]
  const accepts = (value: unknown) => {
    try {
      field.parse!(value, { slug: undefined })
      return true
    } catch {
      return false
    }
  }
  if (shape === "boolean" && typeof field.defaultValue!() !== "boolean")
    return [`${at}: the schema has a yes/no, the editor does not`]
  if (shape === "number" && !accepts(12)) return [`${at}: the schema has a number, the editor does not`]
  if (typeof shape === "object" && "enum" in shape) {
    const refused = shape.enum.filter((value) => !accepts(value))
    if (refused.length > 0 || accepts("not-one-of-the-choices"))
      return [`${at}: the editor's choices differ from the schema's (${refused.join(", ") || "it takes any value"})`]
  }
  return []
}

const keystatic = makeKeystaticConfig({ kind: "local" })
const editorCollections = Object.values(keystatic.collections ?? {})
const editorSingletons = Object.values(keystatic.singletons ?? {})
const withoutExtension = (file: string) => file.replace(/\.yaml$/, "")

/** The editor's fields for a file, as one group (slug fields stand for their name; the file name is the slug). */
const asObject = (schema: Record<string, ComponentSchema>) => ({ kind: "object", fields: schema }) as Field

describe("the editor and the schemas", () => {
  for (const [name, { folder, schema, fileNameIs }] of Object.entries(collections)) {
    test(`${folder}/ (${name})`, () => {
      const editor = editorCollections.find((candidate) => candidate.path === `${folder}/*`)
      expect(editor, `no editor collection writes ${folder}/*`).toBeDefined()
      const shape = schemaShape(schema) as { object: Record<string, Shape> }
      // Keys the file name gives are not written in the file.
      for (const key of fileNameIs) delete shape.object[key]
      expect(compare(shape, asObject(editor!.schema), "")).toEqual([])
    })
  }

  test(`${articles.folder}/ (articles)`, () => {
    const editor = editorCollections.find((candidate) => candidate.path === `${articles.folder}/*`)
    expect(editor).toBeDefined()
    const format = editor!.format as { contentField: string }
    const { [format.contentField]: body, ...frontmatter } = editor!.schema as Record<string, ComponentSchema>
    expect(body, "the article's body is an MDX field").toBeDefined()
    expect(compare(schemaShape(articles.schema), asObject(frontmatter), "")).toEqual([])
  })

  for (const [name, { file, schema }] of [...Object.entries(singletons), ...Object.entries(pages)]) {
    test(`${file} (${name})`, () => {
      const editor = editorSingletons.find((candidate) => candidate.path === withoutExtension(file))
      expect(editor, `no editor singleton writes ${file}`).toBeDefined()
      expect(compare(schemaShape(schema), asObject(editor!.schema), "")).toEqual([])
    })
  }

  test("the comparison finds a missing field, an extra field and wrong choices", () => {
    const shape: Shape = { object: { title: "text", icon: { enum: ["a", "b"] }, isPopular: "boolean" } }
    const editor = asObject({
      title: { kind: "form", parse: (value: unknown) => value, defaultValue: () => "" } as Field,
      icon: {
        kind: "form",
        parse: (value: unknown) => {
          if (value !== "a") throw new Error("not a choice")
          return value
        },
        defaultValue: () => "a",
      } as Field,
      extra: { kind: "form", parse: (value: unknown) => value, defaultValue: () => "" } as Field,
    })
    expect(compare(shape, editor, "")).toEqual([
      "isPopular: no editor field",
      "extra: not in the schema",
      "icon: the editor's choices differ from the schema's (b)",
    ])
  })
})
