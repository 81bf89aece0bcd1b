import { fromMarkdown } from "mdast-util-from-markdown"
import { expect, test } from "vitest"
import { remarkHeadingIds, sectionHeadings } from "./heading-ids"

test("the contents and the headings get the same ids, whatever markup a heading holds", () => {
  const tree = fromMarkdown(
    [
      "## Speed & *first* impressions",
      "Text.",
      "### Not a section",
      "## [Local](/services) `SEO` in 2026",
      "## Café menus, Détroit",
      "## Next steps",
      "## Next steps",
    ].join("\n\n"),
  )
  const headings = sectionHeadings(tree)
  expect(headings).toEqual([
    { id: "speed--first-impressions", title: "Speed & first impressions" },
    { id: "local-seo-in-2026", title: "Local SEO in 2026" },
    { id: "café-menus-détroit", title: "Café menus, Détroit" },
    // A repeated heading gets an id of its own, as GitHub numbers them.
    { id: "next-steps", title: "Next steps" },
    { id: "next-steps-1", title: "Next steps" },
  ])
  remarkHeadingIds()(tree)
  const ids = tree.children
    .filter((node) => node.type === "heading" && node.depth === 2)
    .map((node) => (node.data?.hProperties as { id?: string } | undefined)?.id)
  expect(ids).toEqual(headings.map((heading) => heading.id))
})
