/**
 * The one rule for the ids of an article's section headings (`##`): the heading's text as Markdown
 * reads it, slugified. The MDX compile writes it onto each heading (remarkHeadingIds) and the build
 * reads the same headings for the table of contents (app/content/article-source.ts), so a contents
 * link and the heading it points at always agree.
 */
import type { Heading, Root } from "mdast"
import { toString as textOf } from "mdast-util-to-string"
import { slugify } from "../slugify.ts"

/** Headings of this depth are the article's sections. */
const SECTION_DEPTH = 2

const headingId = (heading: Heading) => slugify(textOf(heading))

/** The article's section headings, in order, with their ids and plain text. */
export function sectionHeadings(tree: Root) {
  return tree.children
    .filter((node): node is Heading => node.type === "heading" && node.depth === SECTION_DEPTH)
    .map((heading) => ({ id: headingId(heading), title: textOf(heading).trim() }))
}

/** Remark plugin: gives each section heading its id. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    for (const node of tree.children) {
      if (node.type !== "heading" || node.depth !== SECTION_DEPTH) continue
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: headingId(node) } }
    }
  }
}
