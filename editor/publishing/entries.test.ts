import { expect, it } from "vitest"
import { articles, collections, singletons } from "#app/content/model"
import { makeKeystaticConfig } from "../../keystatic.config"
import { editorEntryOf, fieldLabelOf } from "./entries"

const config = makeKeystaticConfig({ kind: "github", repo: "catalysty/website" })

it("links a collection's entry, a singleton and a page's text to their screens in the editor, on the published branch", () => {
  expect(editorEntryOf(config, `${collections.caseStudies.folder}/lehost.yaml`, "main")).toMatchObject({
    href: "/keystatic/branch/main/collection/caseStudies/item/lehost",
    label: `${config.collections?.caseStudies?.label} › lehost`,
  })
  expect(editorEntryOf(config, `${articles.folder}/a-post.mdx`, "main")?.href).toBe(
    "/keystatic/branch/main/collection/articles/item/a-post",
  )
  expect(editorEntryOf(config, singletons.pricing.file, "site/edits")).toMatchObject({
    href: "/keystatic/branch/site%2Fedits/singleton/pricing",
    label: config.singletons?.pricing?.label,
  })
  expect(editorEntryOf(config, "content/pages/home.yaml", "main")?.href).toBe("/keystatic/branch/main/singleton/home")
  for (const file of [
    "package.json",
    "content/images/blog/x/image/src.svg",
    "content/case-studies/a/b.yaml",
    "content",
  ])
    expect([file, editorEntryOf(config, file, "main")]).toEqual([file, undefined])
})

it("names a field by its labels in the entry's form, keeping what the form does not know", () => {
  const pricing = editorEntryOf(config, singletons.pricing.file, "main")!
  expect(fieldLabelOf(pricing.schema, "plans.0.price")).toBe("Plans › 1 › Price in dollars")
  const study = editorEntryOf(config, `${collections.caseStudies.folder}/x.yaml`, "main")!
  // The list's own label, as the form shows it, then the item's place counted from one.
  expect(fieldLabelOf(study.schema, "overview.resultsData.2.value")).toMatch(/^Overview › [^›]+ › 3 › \S/)
  expect(fieldLabelOf(study.schema, "title")).toBe("Title")
  expect(fieldLabelOf(study.schema, "overview.nothing.here")).toBe("Overview › nothing › here")
})
