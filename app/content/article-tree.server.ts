import type { MDXComponents } from "mdx/types"
import { type ComponentType, createElement } from "react"
import { mdxComponents } from "#app/components/blog/mdx-components"
import { type ElementTree, elementTree } from "#app/lib/element-tree"

type ArticleModule = { default: ComponentType<{ components?: MDXComponents }> }

const articleModules = import.meta.glob<ArticleModule>("../../content/blog/*.mdx", { eager: true })
const articleTrees = new Map<string, ElementTree>()

/**
 * An article's text as plain data, made once per article on the server. Pages carry it as HTML and
 * loader data, never as a script of its own (docs/decisions/008), so every page's JavaScript stays
 * the same size however long its article grows.
 */
export function articleTree(slug: string) {
  let tree = articleTrees.get(slug)
  if (!tree) {
    const module = articleModules[`../../content/blog/${slug}.mdx`]
    if (!module) throw new Error(`articleTree: no content/blog/${slug}.mdx`)
    tree = elementTree(createElement(module.default, { components: mdxComponents }))
    articleTrees.set(slug, tree)
  }
  return tree
}
