import { fromMarkdown } from "mdast-util-from-markdown"
import { expect, test } from "vitest"
import { remarkHeadingIds, sectionHeadings } from "./heading-ids"

test("the contents and the headings get the same ids, whatever markup a heading holds", () => {
  const tree = fromMarkdown(
    "## Speed & *first* impressions\n\nText.\n\n### Not a section\n\n## [Local](/services) `SEO` in 2026\n",
  )
  const headings = sectionHeadings(tree)
  expect(headings).toEqual([
    { id: "speed-and-first-impressions", title: "Speed & first impressions" },
    { id: "local-seo-in-2026", title: "Local SEO in 2026" },
  ])
  remarkHeadingIds()(tree)
  const ids = tree.children
    .filter((node) => node.type === "heading" && node.depth === 2)
    .map((node) => (node.data?.hProperties as { id?: string } | undefined)?.id)
  expect(ids).toEqual(headings.map((heading) => heading.id))
})
