/**
 * The one rule for the ids of an article's section headings (`##`): the heading's text as Markdown reads it,
 * made into an id as GitHub makes its heading anchors (github-slugger), a repeated heading numbered so that no
 * two ids of an article are the same. The MDX compile writes it onto each heading (remarkHeadingIds) and the
 * build reads the same headings for the table of contents (app/content/article-source.ts), so a contents link
 * and the heading it points at always agree.
 */
import GithubSlugger from "github-slugger"
import type { Heading, Root } from "mdast"
import { toString as textOf } from "mdast-util-to-string"

/** Headings of this depth are the article's sections. */
const SECTION_DEPTH = 2

const isSection = (node: Root["children"][number]): node is Heading =>
  node.type === "heading" && node.depth === SECTION_DEPTH

/** Each section heading of the article with its id, in order; one slugger per article numbers repeats. */
function sectionsWithIds(tree: Root) {
  const slugger = new GithubSlugger()
  return tree.children.filter(isSection).map((heading) => ({ heading, id: slugger.slug(textOf(heading)) }))
}

/** The article's section headings, in order, with their ids and plain text. */
export function sectionHeadings(tree: Root) {
  return sectionsWithIds(tree).map(({ heading, id }) => ({ id, title: textOf(heading).trim() }))
}

/** Remark plugin: gives each section heading its id. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    for (const { heading, id } of sectionsWithIds(tree)) {
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } }
    }
  }
}
