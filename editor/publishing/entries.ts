/**
 * Where a content file is edited in Keystatic, and what a field of it is called there: a failed publish
 * names `content/case-studies/x.yaml` and `overview.resultsData.2.value`; the editor's publishing view links
 * the entry's screen and names the field as its form labels it ("Overview › Four figures › 3 › Value").
 * Both are read from the editor's own configuration (keystatic.config.tsx), so they follow its collections,
 * singletons and fields.
 */
import type { ComponentSchema, Config } from "@keystatic/core"

export type EditorEntry = {
  /** The entry's screen in the editor, on the branch that is published. */
  href: string
  /** "Case studies › lehost-…", "Pricing". */
  label: string
  /** The entry's fields, to name a field by its labels. */
  schema: Record<string, ComponentSchema>
}

const EXTENSION = /\.(yaml|yml|json|mdx|mdoc|md)$/

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The collection entry or singleton `file` (a path in the repository) is the content of, if any. */
export function editorEntryOf(config: Config, file: string, branch: string): EditorEntry | undefined {
  const base = `/keystatic/branch/${encodeURIComponent(branch)}`
  const withoutExtension = file.replace(EXTENSION, "").replace(/\/index$/, "")
  if (withoutExtension === file) return undefined
  for (const [key, singleton] of Object.entries(config.singletons ?? {})) {
    if ((singleton.path ?? key).replace(/\/$/, "") === withoutExtension)
      return { href: `${base}/singleton/${encodeURIComponent(key)}`, label: singleton.label, schema: singleton.schema }
  }
  for (const [key, collection] of Object.entries(config.collections ?? {})) {
    const [before = "", after = ""] = (collection.path ?? `${key}/*`).replace(/\/$/, "").split("*")
    const slug = new RegExp(`^${escapeForPattern(before)}([^/]+)${escapeForPattern(after)}$`).exec(
      withoutExtension,
    )?.[1]
    if (slug)
      return {
        href: `${base}/collection/${encodeURIComponent(key)}/item/${encodeURIComponent(slug)}`,
        label: `${collection.label} › ${slug}`,
        schema: collection.schema,
      }
  }
  return undefined
}

/**
 * A field's path (`plans.0.price`, as the content check names it) in the words of the entry's form:
 * "Plans › 1 › Price in dollars". A part the form does not know is kept as it is.
 */
export function fieldLabelOf(schema: Record<string, ComponentSchema>, path: string) {
  const labels: string[] = []
  let fields: Record<string, ComponentSchema> | undefined = schema
  let field: ComponentSchema | undefined
  for (const part of path.split(".")) {
    if (field?.kind === "array" && /^\d+$/.test(part)) {
      labels.push(String(Number(part) + 1))
      field = field.element
      fields = field.kind === "object" ? field.fields : undefined
      continue
    }
    field = fields?.[part]
    if (!field) {
      labels.push(part)
      fields = undefined
      continue
    }
    const label = "label" in field && typeof field.label === "string" ? field.label : part
    labels.push(label)
    fields = field.kind === "object" ? field.fields : undefined
  }
  return labels.join(" › ")
}
