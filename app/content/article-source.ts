import { fromMarkdown } from "mdast-util-from-markdown"
import { parse as parseYaml } from "yaml"
import { sectionHeadings } from "#app/lib/mdx/heading-ids"

export type ArticleHeading = { id: string; title: string }

/** What the build needs from an MDX source without compiling it: frontmatter, headings, links, images, words. */
export function readArticleSource(source: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  const frontmatter: unknown = match ? parseYaml(match[1]!) : {}
  const body = match ? match[2]! : source
  const headings: ArticleHeading[] = sectionHeadings(fromMarkdown(body))
  const links = [...body.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)\)/g)].map(([, target]) => target!)
  const images = [...body.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(([, alt, src]) => ({ alt: alt!, src: src! }))
  return { frontmatter, body, headings, links, images, wordCount: countWords(body) }
}

function plainText(markdown: string) {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[*_`#>]/g, "")
    .trim()
}

export function countWords(markdown: string) {
  return plainText(markdown)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}
